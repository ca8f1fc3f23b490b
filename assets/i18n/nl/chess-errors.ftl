## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = foute FEN '{ $fen }': { $field }: { $problem }
fen-field-whole = de FEN
fen-field-placement = veld 1 (de stukken)
fen-field-side-to-move = veld 2 (wie aan zet is)
fen-field-castling = veld 3 ({ -castling })
fen-field-en-passant = veld 4 ({ -en-passant })
fen-field-halfmove-clock = veld 5 (de teller van halve zetten)
fen-field-fullmove-number = veld 6 (het zetnummer)
fen-field-count =
    { $count ->
        [one] { $count } veld; een FEN heeft er 4 tot en met 6
       *[other] { $count } velden; een FEN heeft er 4 tot en met 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } rij; een bord heeft er 8
       *[other] { $count } rijen; een bord heeft er 8
    }
fen-rank-length = rij { $rank } heeft niet precies 8 velden
fen-digit-run = rij { $rank } heeft twee cijfers achter elkaar
fen-unknown-piece = '{ $letter }' is geen stuk (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } heeft { $count } { -king }; er moet er precies één zijn
       *[other] { chess-side } heeft { $count } { -king(count: 2) }; er moet er precies één zijn
    }
fen-kings-adjacent = de twee { -king(count: 2) } staan vlak naast elkaar
fen-pawn-on-edge-rank = er staat een { -pawn } op { $square }, op de eerste of achtste rij
fen-waiting-side-in-check = de kant die niet aan zet is, staat { -check }
fen-too-many-checkers = { $count } stukken geven { -check }; na één zet kunnen hoogstens twee stukken { -check } geven
fen-checkers-in-line = twee stukken geven { -check } vanaf dezelfde lijn door de { -king }; geen enkele zet kan beide schaakjes geven
fen-check-not-from-double-step = de laatste zet was de dubbele stap van een { -pawn } langs dit veld, en die zet kan dit { -check } niet gegeven hebben
fen-side-to-move = hier moet w of b staan
fen-castling-letters = hier moet - of KQkq staan (in deze volgorde)
fen-castling-without-pieces = '{ $letter }' heeft de { -king } en de { -rook } op hun beginvelden nodig
fen-en-passant-square = hier moet - of een veld op de 3e of 6e rij staan
fen-en-passant-without-pawn = er is geen { -pawn } die net met een dubbele stap over { $square } is gegaan
fen-not-a-number = hier moet een getal staan
fen-rejected = de schaakregels staan dat niet toe

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = ongeldige tag '{ $tag }' (verwacht: [Naam "waarde"])
pgn-unterminated = '{ $open }' wordt nooit gesloten
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    zet { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } mag hier niet
pgn-move-after-end = zet { $san } komt na het einde van de partij
pgn-ambiguous = zet { $number }: { $san } is niet eenduidig: twee gelijke stukken kunnen daarheen (schrijf erbij van welke lijn of rij het stuk komt, bijvoorbeeld Nbd2)
pgn-empty = geen partij gevonden
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = regel { $line }: een nulzet (--) bij zet { $number } is geen zet van een partij: de partij wordt tot daar gelezen, de rest wordt overgeslagen

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = YFEN-veld { $number } ({ $field }): { $problem }
yfen-field-cells = de velden
yfen-field-to-move = wie aan zet is
yfen-field-castling = { -castling }rechten
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = zetten sinds de laatste slag of { -pawn }zet
yfen-field-round = { -round }
yfen-field-count = een YFEN heeft 6 velden, gescheiden door spaties; deze heeft er { $count }
yfen-area-count = verwacht: 3 gebieden, gescheiden door '/'; gevonden: { $count }
yfen-area-rank-count = het gebied van { $player } heeft 4 rijen nodig, gescheiden door '.'; gevonden: { $count }
yfen-bad-empty-run = { $player }, rij { $rank }: '{ $letter }' is geen aantal lege velden van 1 tot en met 8
yfen-bad-piece = { $player }, rij { $rank }: een stuk is twee letters, eigenaar w/b/r en soort K Q R B N P
yfen-rank-length = { $player }, rij { $rank }: de rij heeft { $count } velden in plaats van 8
yfen-not-a-player = '{ $text }' is geen w, b of r
yfen-bad-castling-part = '{ $text }' heeft niet de vorm eigenaar:lijnen, bijvoorbeeld w:ah
yfen-not-a-cell = '{ $text }' is geen veldnaam, bijvoorbeeld we3
yfen-two-en-passant-cells = { $player } heeft twee { -en-passant }-velden; er kan maar één dubbele stap tegelijk zijn
yfen-not-a-number = '{ $text }' is geen aantal zetten
yfen-not-a-round = '{ $text }' is geen rondenummer (1 of hoger)
yfen-no-king = { $player } heeft geen { -king }
yfen-several-kings = { $player } heeft meer dan één { -king }
yfen-pawn-on-back-row = er staat een { -pawn } op de achterste rij, op { $cell }
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } mag rokeren met de { $letter }-{ -rook }, maar er staat geen { -rook } van { $player } op { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } mag rokeren, maar de { -king } van { $player } staat niet op { $cell } of { $cell2 }
yfen-no-double-stepped-pawn = achter het { -en-passant }-veld { $cell } staat geen { -pawn } die net een dubbele stap heeft gedaan
yfen-kings-side-by-side = de { -king(count: 2) } van { $player } en { $other } staan vlak naast elkaar
yfen-last-mover-in-check = { $player } zette als laatste, maar staat { -check }; niemand mag de eigen { -king } { -check } laten staan

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = opslagversie { $version } is onbekend (dit spel schrijft versie { $newest })
yalta-record-start = de beginstand: { $problem }
yalta-record-bad-move-name = zet { $number } '{ $move }' is geen zetnaam, bijvoorbeeld we2-we4
yalta-record-refused = zet { $number } '{ $move }' mag niet: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: geen opgeslagen schaakpartij: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: onbekend veld `{ $field }`: een opgeslagen schaakpartij heeft zo’n veld niet
chess-file-version = { $file }: een opgeslagen bestand van de soort '{ $kind }', versie { $version }; dit programma leest 'schachschlamassel-chess' tot en met versie { $newest }
