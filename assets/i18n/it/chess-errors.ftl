## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = FEN sbagliata '{ $fen }': { $field }: { $problem }
fen-field-whole = la FEN
fen-field-placement = campo 1 (i pezzi)
fen-field-side-to-move = campo 2 (chi deve muovere)
fen-field-castling = campo 3 ({ -castling })
fen-field-en-passant = campo 4 ({ -en-passant })
fen-field-halfmove-clock = campo 5 (il contatore delle semimosse)
fen-field-fullmove-number = campo 6 (il numero della mossa)
fen-field-count =
    { $count ->
        [one] { $count } campo; una FEN ne ha da 4 a 6
       *[other] { $count } campi; una FEN ne ha da 4 a 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } traversa; una scacchiera ne ha 8
       *[other] { $count } traverse; una scacchiera ne ha 8
    }
fen-rank-length = la traversa { $rank } non ha esattamente 8 caselle
fen-digit-run = la traversa { $rank } ha due cifre di fila
fen-unknown-piece = '{ $letter }' non è un pezzo (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } ha { $count } { -king }; ne serve esattamente uno
       *[other] { chess-side } ha { $count } { -king(count: 2) }; ne serve esattamente uno
    }
fen-kings-adjacent = i due { -king(count: 2) } sono uno accanto all’altro
fen-pawn-on-edge-rank = un { -pawn } sta su { $square }, sulla prima o sull’ultima traversa
fen-waiting-side-in-check = chi non deve muovere è sotto { -check }
fen-too-many-checkers = { $count } pezzi danno { -check } insieme; una mossa non può dare { -check } con più di due pezzi
fen-checkers-in-line = due pezzi danno { -check } dalla stessa linea che passa per il { -king }; nessuna mossa da sola può dare entrambi gli scacchi
fen-check-not-from-double-step = l'ultima mossa è stata il doppio passo di un { -pawn } oltre questa casa, e quella mossa non può aver dato questo { -check }
fen-side-to-move = ci vuole w o b
fen-castling-letters = ci vuole - o KQkq (in quest’ordine)
fen-castling-without-pieces = '{ $letter }' richiede il { -king } e la { -rook } sulle loro caselle di partenza
fen-en-passant-square = ci vuole - o una casella della 3ª o della 6ª traversa
fen-en-passant-without-pawn = nessun { -pawn } è appena avanzato di due caselle passando per { $square }
fen-not-a-number = ci vuole un numero
fen-rejected = le regole degli scacchi non lo permettono

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = etichetta sbagliata '{ $tag }' (atteso: [Nome "valore"])
pgn-unterminated = '{ $open }' non viene mai chiuso
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    la mossa { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } qui non è permessa
pgn-move-after-end = la mossa { $san } viene dopo la fine della partita
pgn-ambiguous = mossa { $number }: { $san } non è chiara, due pezzi dello stesso tipo possono andare su quella casella (scrivi anche la colonna o la traversa di partenza, per esempio Nbd2)
pgn-empty = nessuna partita trovata
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = riga { $line }: una mossa nulla (--) alla mossa { $number } non è una vera mossa: la partita viene letta fino a lì, il resto viene ignorato

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = campo { $number } della YFEN ({ $field }): { $problem }
yfen-field-cells = le caselle
yfen-field-to-move = chi deve muovere
yfen-field-castling = diritti di { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = mosse dall’ultima presa o dall’ultima mossa di { -pawn }
yfen-field-round = { -round }
yfen-field-count = una YFEN ha 6 campi separati da spazi, questa ne ha { $count }
yfen-area-count = servono 3 zone separate da '/', ce ne sono { $count }
yfen-area-rank-count = la zona di { $player } deve avere 4 traverse separate da '.', ce ne sono { $count }
yfen-bad-empty-run = { $player }, traversa { $rank }: '{ $letter }' non è un numero da 1 a 8 caselle vuote
yfen-bad-piece = { $player }, traversa { $rank }: un pezzo si scrive con due lettere, il giocatore w/b/r e il tipo K Q R B N P
yfen-rank-length = { $player }, traversa { $rank }: { $count } caselle invece di 8
yfen-not-a-player = '{ $text }' non è w, b o r
yfen-bad-castling-part = '{ $text }' non ha la forma giocatore:colonne come w:ah
yfen-not-a-cell = '{ $text }' non è il nome di una casella come we3
yfen-two-en-passant-cells = { $player } ha due caselle { -en-passant }; un solo { -pawn } alla volta può avanzare di due caselle
yfen-not-a-number = '{ $text }' non è un numero di mosse
yfen-not-a-round = '{ $text }' non è un numero di giro da 1 in su
yfen-no-king = { $player } non ha il { -king }
yfen-several-kings = { $player } ha più di un { -king }
yfen-pawn-on-back-row = un { -pawn } sta sulla casella { $cell } dell’ultima traversa
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } può arroccare con la { -rook } { $letter }, ma nessuna { -rook } di { $player } sta su { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } può arroccare, ma il { -king } di { $player } non sta su { $cell } o { $cell2 }
yfen-no-double-stepped-pawn = dietro la casella { -en-passant } { $cell } non c’è un { -pawn } appena avanzato di due caselle
yfen-kings-side-by-side = i { -king(count: 2) } di { $player } e di { $other } sono uno accanto all’altro
yfen-last-mover-in-check = { $player } ha mosso per ultimo ma è sotto { -check }; nessuna mossa può lasciare il proprio { -king } sotto { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = la versione { $version } di questa registrazione è sconosciuta (questo gioco scrive la versione { $newest })
yalta-record-start = la posizione di partenza: { $problem }
yalta-record-bad-move-name = la mossa { $number } '{ $move }' non è il nome di una mossa come we2-we4
yalta-record-refused = la mossa { $number } '{ $move }' non è permessa: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: non è una partita di scacchi salvata: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: campo sconosciuto `{ $field }`: una partita di scacchi salvata non ha questo campo
chess-file-version = { $file }: un salvataggio del tipo '{ $kind }', versione { $version }; questo programma legge 'schachschlamassel-chess' fino alla versione { $newest }
