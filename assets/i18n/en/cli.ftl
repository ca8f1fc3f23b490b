## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = error: { $message }
cli-no-folder =
    { $path }: the folder { $folder } does not exist
    hint: create it first, or write into an existing folder
cli-out-is-folder =
    --out { $path } is a folder
    hint: --out names a file, such as assets/win_chances.json
cli-out-not-models = --out { $path }: not a file of win-chance models: { $error }
cli-cannot-read = { $path }: cannot read it: { $error }
cli-cannot-write = { $path }: cannot write there: { $error }
cli-board =
    { $error }
    hint: see assets/board-classic.txt for the format
cli-deck =
    { $error }
    hint: see cards/deck.json and docs/data-files.md for the card format
cli-save =
    { $error }
    hint: open a save written by this game: autosave.json in the data directory, a file from "Save as…", or simulate --save
cli-rule-file =
    { $error }
    hint: see docs/rule-sets.md for the rule file format
cli-plain = { $error }
cli-progress =
    { $error }
    hint: the piece school keeps such a file aside as progress.json.broken when it opens; --data-dir names the data directory
cli-unknown-bot =
    unknown bot '{ $name }' in --bots
    hint: use random, greedy, easy, normal or hard
cli-bot-count =
    --bots names { $bots } bots for { $players } players
    hint: give one name per player, or one for all
cli-levels =
    { $error }
    hint: use 2 to 4 of random, greedy, easy, normal, hard, e.g. --levels hard,normal,normal,normal
cli-unknown-piece = unknown piece '{ $name }': use queen, rook, bishop, knight, king or pawn
cli-bad-seat = --seat must be 0, 1, 2 or 3
cli-not-a-square = '{ $text }' is not a square: write X,Y, e.g. 5,16
cli-too-few-positions =
    only { $positions } positions to learn from (at least { $needed } needed); nothing written to { $path }
    hint: more --games or a smaller --every
cli-board-has-no-seat = the board { $board } has no { track-seat } seat
cli-unknown-level =
    unknown level '{ $name }' in { $flag }
    hint: use easy, normal or hard
cli-chess-level-count =
    --levels names { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }
    hint: give two, e.g. --levels hard,easy
cli-yalta-level-count =
    --levels names { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }; Yalta has 3 players
    hint: e.g. --levels hard,easy,easy
cli-chess-player-count =
    --chess-players names { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
    hint: give two, e.g. --chess-players person,hard
cli-depth-too-deep =
    depth { $depth } would take hours
    hint: use a depth of 0 to 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    hint: give a FEN such as 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', or start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    hint: PGN games, moves in SAN (e.g. 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } games; choose one with { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: the file has { $count ->
        [one] { $count } game
       *[other] { $count } games, 1 to { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } chess level is
       *[other] { $count } chess levels are
    } not proved by its solution (see the lines above)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game and --chess-players need --game chess
cli-no-such-lesson = --lesson { $given }: no such level. Give the course and the level, e.g. --lesson 1.3 (courses 1 to { $courses })
cli-fen-and-pgn = give --fen or --pgn, not both
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] line { $line } of standard input: { $error }
    }
    hint: see design §5 for YFEN, or use start
cli-standard-input = standard input: { $error }
cli-line-too-long = line { $line } of standard input is longer than any position ({ $max } bytes at most): reading stopped there
cli-line-not-text = line { $line } of standard input is not UTF-8 text
cli-standard-output = standard output: { $error }
cli-screenshot-is-folder = --screenshot { $path }: this is a folder; give a file name such as shot.png
cli-no-display = no display: the game window needs an X display (DISPLAY is not set; on a Wayland desktop, XWayland provides one). Headless commands such as `simulate` and `cards` work without one.
cli-no-display-unreachable = no display: the X display '{ $display }' named by DISPLAY does not answer: no X server runs there, or it does not let you in. Start the game on your desktop, or under xvfb-run. Headless commands such as `simulate` and `cards` work without one.
cli-no-display-library = no display: the game window needs the system library { $library }, which is not installed (on Debian and Ubuntu it comes with libx11-6 and libxkbcommon0). Headless commands such as `simulate` and `cards` work without it.
cli-count-below-one = must be at least 1
cli-not-a-whole-number = '{ $text }' is not a whole number
cli-not-a-number = '{ $text }' is not a number
cli-speed-out-of-range = the speed must be between 0.1 and 1000
cli-bad-size = '{ $text }' is not a window size between 320x240 and 8192x8192, e.g. 1280x720
cli-web-on-desktop = schachschlamassel-web runs in a browser: build it with web/build.sh; on the desktop run schachschlamassel

## Notes and the words inside listings.
cli-seed = seed { $seed }
cli-lesson-line = {"  "}{ $id } par { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: proved, won in { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    } with { $stars } stars
cli-chess-lesson-no-proof = {"  "}{ $id }: NOT proved: the engine finds no solution ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NOT proved: try { $number } of the solution is refused: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NOT proved: { $stars ->
        [0] { $tries } tries did not win it
       *[other] won in { $tries } tries with only { $stars } stars
    }
cli-chess-lessons-checked = { $proved } of { $count } chess levels proved
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
cli-pgn-broken = game { $number } of the file cannot be read and is left out: { $error }
cli-uci-unknown-command = unknown command '{ $text }': this engine knows uci, isready, ucinewgame, setoption, position, go, stop and quit
cli-uci-bad-position = position '{ $text }': write position startpos or position fen FEN, then moves and the moves, e.g. moves e2e4 e7e5
cli-uci-bad-fen = { $error }; the position stays as it was
cli-uci-illegal-move = move { $number } '{ $text }' is not legal there: the position is taken up to the move before it
cli-uci-unknown-option = there is no option '{ $name }': the one option is Skill (easy, normal or hard)
cli-uci-bad-skill = Skill '{ $value }' is not easy, normal or hard: the level stays as it was
cli-uci-bad-go = go: '{ $text }' is not understood; go takes movetime, wtime, btime, winc, binc, movestogo, depth and nodes with a whole number, or infinite
cli-uci-no-move = the game is over: there is no move to play
cli-final-position = final position: { $fen }
cli-result = result: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] resignation
        [stalemate] { -stalemate }
        [insufficient-material] insufficient material
        [fifty-moves] 50-move rule
        [seventy-five-moves] 75-move rule
        [threefold-repetition] threefold repetition
        [fivefold-repetition] fivefold repetition
        [agreement] agreement
       *[going-on] the game goes on
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M moves/s)
cli-yalta-perft = depth { $depth }: { $leaves } leaves in { $seconds } s ({ $speed } M leaves/s)
cli-bench-line = { $piece }, { $pips } pips  { $results } results  { $micros } µs for every result  { $route } µs more for a route to each
cli-no-font = error: cannot load the bundled font: { $error }
cli-no-shot-screen = error: no { $when } screen within { $frames } frames; no screenshot taken
