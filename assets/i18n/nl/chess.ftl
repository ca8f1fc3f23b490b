## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Wit
       *[black] Zwart
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] mens
       *[computer] computer ({ computer-level })
    }

chess-start-button = Schaken
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = De partij die nog niet af was, is bewaard: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] Het bestand heeft { $n } partij: welke wil je?
       *[other] Het bestand heeft { $n } partijen: welke wil je?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (en nog { $n })
chess-setup-title = Schaken: wie speelt er?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Kleuren wisselen
chess-go = Start!
chess-resume = Verder spelen
chess-words = Schaakwoorden
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person] { chess-side } is aan de beurt
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = De computer denkt na …
chess-check = { CAPITAL(-check) }!
chess-claim-draw = { CAPITAL(-draw) } claimen
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 zetten zonder slaan of pionzet: je mag { -draw } claimen.
       *[other] Dezelfde stelling voor de 3e keer: je mag { -draw } claimen.
    }
chess-offer-draw = { CAPITAL(-draw) } aanbieden
chess-resign = Opgeven
chess-save-pgn = Opslaan als PGN
chess-saved = Opgeslagen: { $path }
chess-save-failed = Niet opgeslagen: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Materiaal: gelijk
# The side ahead ($side) and by how much ($points).
chess-balance = Materiaal: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Zetten
chess-offer-to = { chess-side } biedt { -draw } aan. Aannemen?
chess-accept = Aannemen: { -draw }
chess-decline = Nee: verder spelen
chess-computer-declines = De computer wil geen { -draw }.
chess-really-resign = Echt opgeven?
# Who loses by resigning ($side).
chess-resign-loses = Dan verliest { chess-side } de partij.
chess-yes-resign = Ja, opgeven
chess-play-on = Nee, verder spelen
chess-really-offer = Echt { -draw } aanbieden?
chess-yes-offer = Ja, { -draw } aanbieden
chess-not-saved = Niet opgeslagen.
chess-promote-to = De { -pawn } wordt een …
# The end's title: the winner ($side).
chess-end-title-checkmate = { CAPITAL(-checkmate) }! { chess-side } wint.
chess-end-title-win = { chess-side } wint.
chess-end-title-draw = { CAPITAL(-draw) }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate = De { -king } van { chess-side } staat { -check } en kan niet ontsnappen.
chess-end-why-resigned = { chess-side } heeft opgegeven.
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: wie aan de beurt is, staat niet { -check } maar kan geen zet doen.
chess-draw-why-insufficient-material = Niemand heeft genoeg stukken over om mat te zetten.
chess-draw-why-fifty-moves = 50 zetten zonder slaan of pionzet: { -draw } geclaimd.
chess-draw-why-seventy-five-moves = 75 zetten zonder slaan of pionzet.
chess-draw-why-threefold-repetition = Dezelfde stelling kwam drie keer voor: { -draw } geclaimd.
chess-draw-why-fivefold-repetition = Dezelfde stelling kwam vijf keer voor.
chess-draw-why-agreement = Beide spelers waren het eens.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Gelezen tot zet { $number }: regel { $line } heeft een nulzet (--), en die bestaat niet in een echte partij.
chess-words-title = Schaakwoorden in acht talen
chess-page-back = Klik, Enter of Esc: terug
chess-choose-piece = Kies een van je stukken (tik, klik, of pijltjes en Enter).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: kan nu nergens heen.
chess-choose-square = { CAPITAL(chess-piece) }: kies een gemarkeerd veld.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: kies het veld waar je heen wilt.
chess-promote-cancel = Terug: een andere zet
chess-turn-board = Bord draaien
chess-really-new-game = Een nieuwe partij beginnen?
chess-new-game-keeps = Deze partij blijft bewaard tot de nieuwe begint.
chess-yes-new-game = Ja, een nieuwe partij
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: materiaal { $material } · { $captured } geslagen · { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
chess-review-title = De partij naspelen
chess-review-start = Voor de eerste zet
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } van { $n })
chess-review-keys = ← →: een zet terug of verder · Home, End: begin, einde · Esc: naar de uitslag
chess-review-prev = ◀ terug
chess-review-next = verder ▶
chess-review-back = Terug naar de uitslag
