## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = Fehlerhafte FEN '{ $fen }': { $field }: { $problem }
fen-field-whole = die FEN
fen-field-placement = Feld 1 (die Figuren)
fen-field-side-to-move = Feld 2 (wer am Zug ist)
fen-field-castling = Feld 3 ({ -castling })
fen-field-en-passant = Feld 4 ({ -en-passant })
fen-field-halfmove-clock = Feld 5 (der Halbzugzähler)
fen-field-fullmove-number = Feld 6 (die Zugnummer)
fen-field-count =
    { $count ->
        [one] { $count } Feld; eine FEN hat 4 bis 6
       *[other] { $count } Felder; eine FEN hat 4 bis 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } Reihe; ein Brett hat 8
       *[other] { $count } Reihen; ein Brett hat 8
    }
fen-rank-length = Reihe { $rank } hat nicht genau 8 Felder
fen-digit-run = Reihe { $rank } hat zwei Ziffern hintereinander
fen-unknown-piece = '{ $letter }' ist keine Figur (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } hat { $count } { -king }; nötig ist genau einer
       *[other] { chess-side } hat { $count } { -king(count: 2) }; nötig ist genau einer
    }
fen-kings-adjacent = die beiden { -king(count: 2) } stehen direkt nebeneinander
fen-pawn-on-edge-rank = ein { -pawn } steht auf { $square }, am Rand des Bretts
fen-waiting-side-in-check = die Seite, die nicht am Zug ist, steht im { -check }
fen-too-many-checkers = { $count } Figuren geben { -check }; kein Zug gibt mehr als zwei
fen-checkers-in-line = zwei Figuren geben { -check } von derselben Linie durch den { -king } aus; kein einzelner Zug kann beide Schachgebote geben
fen-check-not-from-double-step = der letzte Zug war ein Doppelschritt eines { -pawn(case: "genitive") } an diesem Feld vorbei, und dieser Zug kann dieses { -check } nicht gegeben haben
fen-side-to-move = hier muss w oder b stehen
fen-castling-letters = hier muss - oder KQkq stehen (in dieser Reihenfolge)
fen-castling-without-pieces = '{ $letter }' braucht den { -king } und den { -rook } auf ihren Anfangsfeldern
fen-en-passant-square = hier muss - oder ein Feld auf der 3. oder 6. Reihe stehen
fen-en-passant-without-pawn = kein { -pawn } ist gerade mit zwei Schritten an { $square } vorbeigezogen
fen-not-a-number = hier muss eine Zahl stehen
fen-rejected = die Schachregeln erlauben das nicht

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = falsche Angabe '{ $tag }' (erwartet: [Name "Wert"])
pgn-unterminated = '{ $open }' wird nie geschlossen
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    Zug { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } ist hier nicht erlaubt
pgn-move-after-end = Zug { $san } kommt nach dem Ende der Partie
pgn-ambiguous = Zug { $number }: bei { $san } können zwei gleiche Figuren dorthin (schreib dazu, von welcher Linie oder Reihe sie kommt, z. B. Nbd2)
pgn-empty = keine Partie gefunden
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = Zeile { $line }: ein Nullzug (--) bei Zug { $number } ist kein Zug einer Partie: die Partie wird bis dahin gelesen, der Rest bleibt weg

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = YFEN-Feld { $number } ({ $field }): { $problem }
yfen-field-cells = Zellen
yfen-field-to-move = wer am Zug ist
yfen-field-castling = Rechte zur { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = Züge seit dem letzten Schlagen oder Zug eines { -pawn(case: "genitive") }
yfen-field-round = { -round }
yfen-field-count = eine YFEN hat 6 Felder mit Leerzeichen dazwischen, diese hat { $count }
yfen-area-count = erwartet sind 3 Bereiche mit '/' dazwischen, gefunden: { $count }
yfen-area-rank-count = der Bereich von { $player } braucht 4 Reihen mit '.' dazwischen, gefunden: { $count }
yfen-bad-empty-run = { $player }, Reihe { $rank }: '{ $letter }' ist keine Zahl von 1 bis 8 leeren Zellen
yfen-bad-piece = { $player }, Reihe { $rank }: eine Figur sind zwei Buchstaben, Besitzer w/b/r und Art K Q R B N P
yfen-rank-length = { $player }, Reihe { $rank } hat { $count } Zellen statt 8
yfen-not-a-player = '{ $text }' ist nicht w, b oder r
yfen-bad-castling-part = '{ $text }' hat nicht die Form Besitzer:Linien wie w:ah
yfen-not-a-cell = '{ $text }' ist kein Zellname wie we3
yfen-two-en-passant-cells = { $player } hat zwei Zellen für { -en-passant }; es gibt nur einen Doppelschritt auf einmal
yfen-not-a-number = '{ $text }' ist keine Anzahl von Zügen
yfen-not-a-round = '{ $text }' ist keine Rundennummer ab 1
yfen-no-king = { $player } hat keinen { -king }
yfen-several-kings = { $player } hat mehr als einen { -king }
yfen-pawn-on-back-row = ein { -pawn } steht auf der Grundreihe, auf { $cell }
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } darf mit dem { $letter }-{ -rook } rochieren, aber auf { $cell } steht kein { -rook } von { $player }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } darf rochieren, aber der { -king } von { $player } steht nicht auf { $cell } oder { $cell2 }
yfen-no-double-stepped-pawn = hinter der Zelle { $cell } für { -en-passant } steht kein { -pawn }, der gerade einen Doppelschritt gemacht hat
yfen-kings-side-by-side = die { -king(count: 2) } von { $player } und { $other } stehen direkt nebeneinander
yfen-last-mover-in-check = { $player } hat zuletzt gezogen, steht aber im { -check }; kein Zug darf den eigenen { -king } im { -check } lassen

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = Version { $version } des Spielstands ist unbekannt (dieses Spiel schreibt Version { $newest })
yalta-record-start = die Anfangsstellung: { $problem }
yalta-record-bad-move-name = Zug { $number } '{ $move }' ist kein Zugname wie we2-we4
yalta-record-refused = Zug { $number } '{ $move }' ist nicht erlaubt: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: kein Schach-Spielstand: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: unbekanntes Feld `{ $field }`: ein Schach-Spielstand hat kein solches Feld
chess-file-version = { $file }: ein Spielstand der Art '{ $kind }', Version { $version }; dieses Programm liest 'schachschlamassel-chess' bis Version { $newest }
