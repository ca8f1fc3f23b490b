## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = bad FEN '{ $fen }': { $field }: { $problem }
fen-field-whole = the FEN
fen-field-placement = field 1 (the pieces)
fen-field-side-to-move = field 2 (the side to move)
fen-field-castling = field 3 ({ -castling })
fen-field-en-passant = field 4 ({ -en-passant })
fen-field-halfmove-clock = field 5 (the half-move clock)
fen-field-fullmove-number = field 6 (the move number)
fen-field-count =
    { $count ->
        [one] { $count } field; a FEN has 4 to 6
       *[other] { $count } fields; a FEN has 4 to 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } rank; a board has 8
       *[other] { $count } ranks; a board has 8
    }
fen-rank-length = rank { $rank } does not fill 8 squares
fen-digit-run = rank { $rank } has two digits in a row
fen-unknown-piece = '{ $letter }' is no piece (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } has { $count } { -king }; one is needed
       *[other] { chess-side } has { $count } { -king(count: 2) }; one is needed
    }
fen-kings-adjacent = the two { -king(count: 2) } stand side by side
fen-pawn-on-edge-rank = a { -pawn } stands on { $square }, an edge rank
fen-waiting-side-in-check = the side that is not to move is in { -check }
fen-too-many-checkers = { $count } pieces give { -check }; no move gives more than two
fen-checkers-in-line = two pieces give { -check } from one line through the { -king }; no single move can give both checks
fen-check-not-from-double-step = the last move was a { -pawn }'s double step past this square, and that move cannot have given this { -check }
fen-side-to-move = it must be w or b
fen-castling-letters = it must be - or KQkq (in this order)
fen-castling-without-pieces = '{ $letter }' needs the { -king } and the { -rook } on their first squares
fen-en-passant-square = it must be - or a square on the 3rd or 6th rank
fen-en-passant-without-pawn = no { -pawn } has just moved two squares past { $square }
fen-not-a-number = it must be a number
fen-rejected = the rules of chess do not allow it

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = bad tag '{ $tag }' (expected [Name "value"])
pgn-unterminated = '{ $open }' is never closed
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    move { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } is not a legal move here
pgn-move-after-end = move { $san } comes after the game has ended
pgn-ambiguous = move { $number }: { $san } is ambiguous: two such pieces can go there (write the file or rank it comes from, e.g. Nbd2)
pgn-empty = no game found
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = line { $line }: a null move (--) at move { $number } is no move of a game: the game is read up to it, the rest is left out

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = YFEN field { $number } ({ $field }): { $problem }
yfen-field-cells = cells
yfen-field-to-move = player to move
yfen-field-castling = { -castling } rights
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = moves since the last capture or { -pawn } move
yfen-field-round = { -round }
yfen-field-count = a YFEN has 6 fields separated by spaces, this one has { $count }
yfen-area-count = 3 areas separated by '/' expected, found { $count }
yfen-area-rank-count = { $player }'s area needs 4 ranks separated by '.', found { $count }
yfen-bad-empty-run = { $player }'s rank { $rank }: '{ $letter }' is not a run of 1–8 empty cells
yfen-bad-piece = { $player }'s rank { $rank }: a piece is two letters, owner w/b/r and kind K Q R B N P
yfen-rank-length = { $player }'s rank { $rank } has { $count } cells, not 8
yfen-not-a-player = '{ $text }' is not w, b or r
yfen-bad-castling-part = '{ $text }' is not owner:files like w:ah
yfen-not-a-cell = '{ $text }' is not a cell name like we3
yfen-two-en-passant-cells = { $player } has two { -en-passant } cells; one double step at a time
yfen-not-a-number = '{ $text }' is not a number of moves
yfen-not-a-round = '{ $text }' is not a round number from 1
yfen-no-king = { $player } has no { -king }
yfen-several-kings = { $player } has more than one { -king }
yfen-pawn-on-back-row = a { -pawn } stands on the back row cell { $cell }
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } may castle with the { $letter }-{ -rook }, but no { -rook } of { $player } stands on { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } may castle, but { $player }'s { -king } is not on { $cell } or { $cell2 }
yfen-no-double-stepped-pawn = no double-stepped { -pawn } stands beyond the { -en-passant } cell { $cell }
yfen-kings-side-by-side = { $player }'s and { $other }'s { -king(count: 2) } stand side by side
yfen-last-mover-in-check = { $player } moved last but is in { -check }; no move may leave one's own { -king } in { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = record version { $version } is not known (this game writes { $newest })
yalta-record-start = the starting position: { $problem }
yalta-record-bad-move-name = move { $number } '{ $move }' is not a move name like we2-we4
yalta-record-refused = move { $number } '{ $move }' is not legal: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: not a chess save: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: unknown field `{ $field }`: a chess save has no such field
chess-file-version = { $file }: a save of kind '{ $kind }' version { $version }; this program reads 'schachschlamassel-chess' up to version { $newest }
