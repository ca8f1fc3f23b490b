## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.
## A side is « il Bianco », « il Nero »: chess-side is the bare name, and a sentence
## puts il, del or al before it.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Bianco
       *[black] Nero
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] umano
       *[computer] computer ({ computer-level })
    }

chess-start-button = Scacchi
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = La partita in corso è conservata: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] Il file contiene { $n } partita: quale?
       *[other] Il file contiene { $n } partite: quale?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games =
    { $n ->
        [one] (e { $n } altra)
       *[other] (e altre { $n })
    }
chess-setup-title = Scacchi: chi gioca?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Scambia i colori
chess-go = Si comincia!
chess-resume = Continua
chess-words = Parole degli scacchi
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person] Tocca al { chess-side }
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = Il computer sta pensando…
chess-check = { CAPITAL(-check) }!
chess-claim-draw = Chiedi la { -draw }
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 mosse senza mangiare né muovere { -pawn(count: 2) }: puoi chiedere la { -draw }.
       *[other] Questa posizione è tornata per la terza volta: puoi chiedere la { -draw }.
    }
chess-offer-draw = Proponi la { -draw }
chess-resign = Abbandona
chess-save-pgn = Salva come PGN
chess-saved = Salvata: { $path }
chess-save-failed = Non salvata: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Materiale: pari
# The side ahead ($side) and by how much ($points).
chess-balance = Materiale: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Mosse
chess-offer-to = Il { chess-side } propone la { -draw }. Accetti?
chess-accept = Accetta: { -draw }
chess-decline = Rifiuta: si continua
chess-computer-declines = Il computer rifiuta la { -draw }.
chess-really-resign = Abbandoni davvero?
# Who loses by resigning ($side).
chess-resign-loses = Così il { chess-side } perde la partita.
chess-yes-resign = Sì, abbandono
chess-play-on = No, continuo
chess-really-offer = Proponi davvero la { -draw }?
chess-yes-offer = Sì, propongo la { -draw }
chess-not-saved = Non salvata.
chess-promote-to = Il { -pawn } diventa…
# The end's title: the winner ($side).
chess-end-title-checkmate = { CAPITAL(-checkmate) }! Vince il { chess-side }.
chess-end-title-win = Vince il { chess-side }.
chess-end-title-draw = { CAPITAL(-draw) }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate = Il { -king } del { chess-side } è sotto { -check } e non può scappare.
chess-end-why-resigned = Il { chess-side } ha abbandonato.
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: chi deve muovere non è sotto { -check }, ma non può fare nessuna mossa.
chess-draw-why-insufficient-material = Nessuno dei due ha abbastanza pezzi per dare { -checkmate }.
chess-draw-why-fifty-moves = 50 mosse senza mangiare né muovere { -pawn(count: 2) }: è stata chiesta la { -draw }.
chess-draw-why-seventy-five-moves = 75 mosse senza mangiare né muovere { -pawn(count: 2) }.
chess-draw-why-threefold-repetition = La stessa posizione è tornata tre volte: è stata chiesta la { -draw }.
chess-draw-why-fivefold-repetition = La stessa posizione è tornata cinque volte.
chess-draw-why-agreement = I due giocatori sono d’accordo.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Letta fino alla mossa { $number }: la riga { $line } ha una mossa nulla (--), che non si può giocare.
chess-words-title = Le parole degli scacchi in otto lingue
chess-page-back = Clic, Invio o Esc: indietro
chess-choose-piece = Scegli uno dei tuoi pezzi (dito, mouse, oppure frecce e Invio).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: adesso non può muoversi.
chess-choose-square = { CAPITAL(chess-piece) }: scegli una casella segnata.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: scegli dove andare.
chess-promote-cancel = Indietro: un’altra mossa
chess-turn-board = Gira la scacchiera
chess-really-new-game = Iniziare una nuova partita?
chess-new-game-keeps = Questa partita resta salvata finché non comincia quella nuova.
chess-yes-new-game = Sì, una nuova partita
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: materiale { $material } · { $captured ->
        [one] { $captured } pezzo mangiato
       *[other] { $captured } pezzi mangiati
    } · { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
chess-review-title = Rivedi la partita
chess-review-start = All’inizio della partita
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } di { $n })
chess-review-keys = ← →: una mossa indietro o avanti · Home, Fine: l’inizio, la fine · Esc: al risultato
chess-review-prev = ◀ indietro
chess-review-next = avanti ▶
chess-review-back = Torna al risultato
