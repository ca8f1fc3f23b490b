## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Hvit
       *[black] Svart
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] menneske
       *[computer] datamaskin ({ computer-level })
    }

chess-start-button = Sjakk
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = Det uferdige partiet er tatt vare på: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] Filen har { $n } parti: hvilket vil du ha?
       *[other] Filen har { $n } partier: hvilket vil du ha?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (og { $n } til)
chess-setup-title = Sjakk: hvem spiller?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Bytt farger
chess-go = Start!
chess-resume = Fortsett
chess-words = Sjakkord
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person] { chess-side } skal trekke
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = Datamaskinen tenker …
chess-check = { CAPITAL(-check) }!
chess-claim-draw = Krev { -draw }
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 trekk uten slag eller bondetrekk: du kan kreve { -draw }.
       *[other] Denne stillingen har kommet for 3. gang: du kan kreve { -draw }.
    }
chess-offer-draw = Tilby { -draw }
chess-resign = Gi opp
chess-save-pgn = Lagre som PGN
chess-saved = Lagret: { $path }
chess-save-failed = Ikke lagret: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Materiell: likt
# The side ahead ($side) and by how much ($points).
chess-balance = Materiell: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Trekk
chess-offer-to = { chess-side } tilbyr { -draw }. Vil du godta?
chess-accept = Godta: { -draw }
chess-decline = Nei: spill videre
chess-computer-declines = Datamaskinen takker nei til { -draw }.
chess-really-resign = Vil du gi opp?
# Who loses by resigning ($side).
chess-resign-loses = Da taper { chess-side } partiet.
chess-yes-resign = Ja, gi opp
chess-play-on = Nei, spill videre
chess-really-offer = Vil du tilby { -draw }?
chess-yes-offer = Ja, tilby { -draw }
chess-not-saved = Ikke lagret.
chess-promote-to = { CAPITAL(-pawn(form: "definite")) } blir til …
# The end's title: the winner ($side).
chess-end-title-checkmate = { CAPITAL(-checkmate) }! { chess-side } vinner.
chess-end-title-win = { chess-side } vinner.
chess-end-title-draw = { CAPITAL(-draw) }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate = { chess-side }s { -king } står i { -check } og kommer seg ikke unna.
chess-end-why-resigned = { chess-side } ga opp.
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: den som skal trekke, står ikke i { -check }, men kan ikke flytte.
chess-draw-why-insufficient-material = Ingen har nok brikker igjen til å sette matt.
chess-draw-why-fifty-moves = 50 trekk uten slag eller bondetrekk: { -draw } ble krevd.
chess-draw-why-seventy-five-moves = 75 trekk uten slag eller bondetrekk.
chess-draw-why-threefold-repetition = Samme stilling kom tre ganger: { -draw } ble krevd.
chess-draw-why-fivefold-repetition = Samme stilling kom fem ganger.
chess-draw-why-agreement = Begge spillerne ble enige.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Lest til trekk { $number }: linje { $line } har et nulltrekk (--), og det kan ikke spilles i noe parti.
chess-words-title = Sjakkord på åtte språk
chess-page-back = Klikk, Enter eller Esc: tilbake
chess-choose-piece = Velg en av brikkene dine (trykk, klikk, eller piler og Enter).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: kan ikke flytte nå.
chess-choose-square = { CAPITAL(chess-piece) }: velg et merket felt.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: velg feltet du vil flytte til.
chess-promote-cancel = Tilbake: et annet trekk
chess-turn-board = Snu brettet
chess-really-new-game = Starte et nytt parti?
chess-new-game-keeps = Dette partiet blir lagret til det nye starter.
chess-yes-new-game = Ja, et nytt parti
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: materiell { $material } · { $captured } slått · { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }
chess-review-title = Se gjennom partiet
chess-review-start = Før første trekk
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } av { $n })
chess-review-keys = ← →: ett trekk tilbake eller fram · Home, End: start, slutt · Esc: til resultatet
chess-review-prev = ◀ tilbake
chess-review-next = fram ▶
chess-review-back = Tilbake til resultatet
