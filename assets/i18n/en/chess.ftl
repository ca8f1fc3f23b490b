## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.

# A side's name ($side).
chess-side =
    { $side ->
        [white] White
       *[black] Black
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] person
       *[computer] computer ({ computer-level })
    }

chess-start-button = Chess
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = The unfinished game is kept: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] The file has { $n } game: which one?
       *[other] The file has { $n } games: which one?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (and { $n } more)
chess-setup-title = Chess: who plays?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Swap colours
chess-go = Start!
chess-resume = Resume
chess-words = Chess words
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person] { chess-side } to move
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = The computer is thinking …
chess-check = { CAPITAL(-check) }!
chess-claim-draw = Claim a draw
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 moves without a capture or a pawn move: you may claim a draw.
       *[other] This position came a 3rd time: you may claim a draw.
    }
chess-offer-draw = Offer a draw
chess-resign = Resign
chess-save-pgn = Save as PGN
chess-saved = Saved: { $path }
chess-save-failed = Not saved: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Material: even
# The side ahead ($side) and by how much ($points).
chess-balance = Material: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Moves
chess-offer-to = { chess-side } offers a draw. Accept?
chess-accept = Accept: draw
chess-decline = Decline: play on
chess-computer-declines = The computer declines the draw.
chess-really-resign = Really resign?
# Who loses by resigning ($side).
chess-resign-loses = { chess-side } then loses the game.
chess-yes-resign = Yes, resign
chess-play-on = No, play on
chess-really-offer = Really offer a draw?
chess-yes-offer = Yes, offer a draw
chess-not-saved = Not saved.
chess-promote-to = The { -pawn } becomes …
# The end's title: the winner ($side).
chess-end-title-checkmate = { CAPITAL(-checkmate) }! { chess-side } wins.
chess-end-title-win = { chess-side } wins.
chess-end-title-draw = A { -draw }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate = { chess-side }'s king is in check and cannot escape.
chess-end-why-resigned = { chess-side } resigned.
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: the player to move is not in check but cannot move.
chess-draw-why-insufficient-material = Neither side has the pieces to checkmate.
chess-draw-why-fifty-moves = 50 moves without a capture or a pawn move: a draw was claimed.
chess-draw-why-seventy-five-moves = 75 moves without a capture or a pawn move.
chess-draw-why-threefold-repetition = The same position came three times: a draw was claimed.
chess-draw-why-fivefold-repetition = The same position came five times.
chess-draw-why-agreement = Both players agreed.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Read up to move { $number }: line { $line } has a null move (--), which no game can play.
chess-words-title = Chess words in eight languages
chess-page-back = Click, Enter or Esc: back
chess-choose-piece = Choose one of your pieces (tap, click, or arrows and Enter).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: cannot move now.
chess-choose-square = { CAPITAL(chess-piece) }: choose a marked square.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: choose the square to move to.
chess-promote-cancel = Back: another move
chess-turn-board = Turn the board
chess-really-new-game = Start a new game?
chess-new-game-keeps = This game stays saved until the new one starts.
chess-yes-new-game = Yes, a new game
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: material { $material } · { $captured } captured · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
chess-review-title = Review the game
chess-review-start = Before the first move
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } of { $n })
chess-review-keys = ← →: a move back or on · Home, End: the start, the end · Esc: to the result
chess-review-prev = ◀ back
chess-review-next = on ▶
chess-review-back = Back to the result
