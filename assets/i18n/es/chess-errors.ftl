## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = FEN incorrecta '{ $fen }': { $field }: { $problem }
fen-field-whole = la FEN
fen-field-placement = campo 1 (las piezas)
fen-field-side-to-move = campo 2 (quién mueve)
fen-field-castling = campo 3 ({ -castling })
fen-field-en-passant = campo 4 ({ -en-passant })
fen-field-halfmove-clock = campo 5 (el contador de medias jugadas)
fen-field-fullmove-number = campo 6 (el número de jugada)
fen-field-count =
    { $count ->
        [one] { $count } campo; una FEN tiene de 4 a 6
       *[other] { $count } campos; una FEN tiene de 4 a 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } fila; un tablero tiene 8
       *[other] { $count } filas; un tablero tiene 8
    }
fen-rank-length = la fila { $rank } no tiene exactamente 8 casillas
fen-digit-run = la fila { $rank } tiene dos cifras seguidas
fen-unknown-piece = '{ $letter }' no es una pieza (PNBRQK, pnbrqk)
fen-king-count = { chess-side } no tienen exactamente un { -king } (tienen { $count })
fen-kings-adjacent = un { -king } está justo al lado del otro
fen-pawn-on-edge-rank = hay un { -pawn } en { $square }, en la primera o la última fila
fen-waiting-side-in-check = el bando que no mueve está en { -check }
fen-too-many-checkers = { $count } piezas dan { -check } a la vez; una jugada no puede dar { -check } con más de dos piezas
fen-checkers-in-line = dos piezas dan { -check } desde una misma línea que pasa por el { -king }; ninguna jugada puede dar los dos jaques a la vez
fen-check-not-from-double-step = la última jugada fue el avance doble de un { -pawn } pasando por esta casilla, y esa jugada no puede haber dado este { -check }
fen-side-to-move = tiene que ser w o b
fen-castling-letters = tiene que ser - o KQkq (en este orden)
fen-castling-without-pieces = '{ $letter }' necesita el { -king } y la { -rook } en sus casillas de salida
fen-en-passant-square = tiene que ser - o una casilla de la fila 3 o 6
fen-en-passant-without-pawn = ningún { -pawn } acaba de avanzar dos casillas pasando por { $square }
fen-not-a-number = tiene que ser un número
fen-rejected = las reglas del ajedrez no lo permiten

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = etiqueta incorrecta '{ $tag }' (se espera [Nombre "valor"])
pgn-unterminated = '{ $open }' nunca se cierra
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    la jugada { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } no está permitida aquí
pgn-move-after-end = la jugada { $san } viene después del final de la partida
pgn-ambiguous = jugada { $number }: { $san } no está clara, dos piezas del mismo tipo pueden ir a esa casilla (escribe también la columna o la fila de salida, por ejemplo Nbd2)
pgn-empty = no se ha encontrado ninguna partida
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = línea { $line }: una jugada nula (--) en la jugada { $number } no es una jugada de verdad: la partida se lee hasta ahí y el resto se ignora

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = campo { $number } de la YFEN ({ $field }): { $problem }
yfen-field-cells = las casillas
yfen-field-to-move = quién mueve
yfen-field-castling = derechos de { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = jugadas desde la última captura o el último movimiento de { -pawn }
yfen-field-round = { -round }
yfen-field-count = una YFEN tiene 6 campos separados por espacios, esta tiene { $count }
yfen-area-count = se esperan 3 zonas separadas por '/', hay { $count }
yfen-area-rank-count = la zona de { $player } necesita 4 filas separadas por '.', hay { $count }
yfen-bad-empty-run = { $player }, fila { $rank }: '{ $letter }' no es un número de 1 a 8 casillas vacías
yfen-bad-piece = { $player }, fila { $rank }: una pieza son dos letras, el jugador w/b/r y el tipo K Q R B N P
yfen-rank-length = { $player }, fila { $rank }: { $count } casillas en vez de 8
yfen-not-a-player = '{ $text }' no es w, b ni r
yfen-bad-castling-part = '{ $text }' no tiene la forma jugador:columnas como w:ah
yfen-not-a-cell = '{ $text }' no es un nombre de casilla como we3
yfen-two-en-passant-cells = { $player } tienen dos casillas de { -en-passant }; solo un { -pawn } puede avanzar dos casillas cada vez
yfen-not-a-number = '{ $text }' no es un número de jugadas
yfen-not-a-round = '{ $text }' no es un número de ronda a partir de 1
yfen-no-king = { $player } no tienen { -king }
yfen-several-kings = { $player } tienen más de un { -king }
yfen-pawn-on-back-row = hay un { -pawn } en la casilla { $cell } de la última fila
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } pueden enrocar con la { -rook } { $letter }, pero no hay ninguna { -rook } de { $player } en { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } pueden enrocar, pero su { -king } no está en { $cell } ni en { $cell2 }
yfen-no-double-stepped-pawn = detrás de la casilla de { -en-passant } { $cell } no hay ningún { -pawn } que acabe de avanzar dos casillas
yfen-kings-side-by-side = el { -king } de { $player } y el de { $other } están uno al lado del otro
yfen-last-mover-in-check = { $player } movieron en último lugar, pero están en { -check }; ninguna jugada puede dejar al propio { -king } en { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = la versión { $version } de este registro es desconocida (este juego escribe la versión { $newest })
yalta-record-start = la posición inicial: { $problem }
yalta-record-bad-move-name = la jugada { $number } '{ $move }' no es un nombre de jugada como we2-we4
yalta-record-refused = la jugada { $number } '{ $move }' no está permitida: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: no es una partida de ajedrez guardada: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: campo desconocido `{ $field }`: una partida de ajedrez guardada no tiene ese campo
chess-file-version = { $file }: una partida guardada de tipo '{ $kind }', versión { $version }; este programa lee 'schachschlamassel-chess' hasta la versión { $newest }
