## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = feil i FEN '{ $fen }': { $field }: { $problem }
fen-field-whole = FEN-en
fen-field-placement = felt 1 (brikkene)
fen-field-side-to-move = felt 2 (hvem som skal trekke)
fen-field-castling = felt 3 ({ -castling })
fen-field-en-passant = felt 4 ({ -en-passant })
fen-field-halfmove-clock = felt 5 (telleren for halvtrekk)
fen-field-fullmove-number = felt 6 (trekknummeret)
fen-field-count =
    { $count ->
        [one] { $count } felt; en FEN har 4 til 6
       *[other] { $count } felt; en FEN har 4 til 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } rad; et brett har 8
       *[other] { $count } rader; et brett har 8
    }
fen-rank-length = rad { $rank } har ikke nøyaktig 8 ruter
fen-digit-run = rad { $rank } har to sifre etter hverandre
fen-unknown-piece = '{ $letter }' er ingen brikke (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } har { $count } { -king }; det trengs nøyaktig én
       *[other] { chess-side } har { $count } { -king(count: 2) }; det trengs nøyaktig én
    }
fen-kings-adjacent = de to { -king(count: 2, form: "definite") } står rett ved siden av hverandre
fen-pawn-on-edge-rank = en { -pawn } står på { $square }, på første eller åttende rad
fen-waiting-side-in-check = den som ikke skal trekke, står i { -check }
fen-too-many-checkers = { $count } brikker gir { -check }; ett trekk kan ikke gi { -check } fra mer enn to
fen-checkers-in-line = to brikker gir { -check } fra samme linje gjennom { -king(form: "definite") }; ett enkelt trekk kan ikke gi begge sjakkene
fen-check-not-from-double-step = siste trekk var et dobbeltsteg med en { -pawn } forbi dette feltet, og det trekket kan ikke ha satt { -king(form: "definite") } i { -check }
fen-side-to-move = det må være w eller b
fen-castling-letters = det må være - eller KQkq (i denne rekkefølgen)
fen-castling-without-pieces = '{ $letter }' trenger { -king(form: "definite") } og { -rook(form: "definite") } på utgangsrutene sine
fen-en-passant-square = det må være - eller en rute på 3. eller 6. rad
fen-en-passant-without-pawn = ingen { -pawn } har nettopp gått to ruter forbi { $square }
fen-not-a-number = det må være et tall
fen-rejected = sjakkreglene tillater det ikke

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = ugyldig tagg '{ $tag }' (ventet [Navn "verdi"])
pgn-unterminated = '{ $open }' blir aldri lukket
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    trekk { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } er ikke et lovlig trekk her
pgn-move-after-end = trekk { $san } kommer etter at partiet er over
pgn-ambiguous = trekk { $number }: { $san } er tvetydig: to like brikker kan gå dit (skriv linjen eller raden den kommer fra, for eksempel Nbd2)
pgn-empty = fant ikke noe parti
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = linje { $line }: et nulltrekk (--) ved trekk { $number } er ikke et trekk i et parti: partiet leses fram til det, resten hoppes over

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = YFEN-felt { $number } ({ $field }): { $problem }
yfen-field-cells = rutene
yfen-field-to-move = hvem som skal trekke
yfen-field-castling = retten til { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = trekk siden siste slag eller siste trekk med en { -pawn }
yfen-field-round = { -round }
yfen-field-count = en YFEN har 6 felt atskilt med mellomrom; denne har { $count }
yfen-area-count = ventet 3 områder atskilt med '/', fant { $count }
yfen-area-rank-count = området til { $player } trenger 4 rader atskilt med '.', fant { $count }
yfen-bad-empty-run = { $player }, rad { $rank }: '{ $letter }' er ikke et antall tomme ruter fra 1 til 8
yfen-bad-piece = { $player }, rad { $rank }: en brikke er to bokstaver, eier w/b/r og type K Q R B N P
yfen-rank-length = { $player }, rad { $rank }: raden har { $count } ruter, ikke 8
yfen-not-a-player = '{ $text }' er ikke w, b eller r
yfen-bad-castling-part = '{ $text }' har ikke formen eier:linjer, for eksempel w:ah
yfen-not-a-cell = '{ $text }' er ikke et rutenavn, for eksempel we3
yfen-two-en-passant-cells = { $player } har to { -en-passant }-ruter; bare ett dobbeltsteg om gangen
yfen-not-a-number = '{ $text }' er ikke et antall trekk
yfen-not-a-round = '{ $text }' er ikke et rundenummer (1 eller mer)
yfen-no-king = { $player } har ingen { -king }
yfen-several-kings = { $player } har mer enn én { -king }
yfen-pawn-on-back-row = en { -pawn } står på bakerste rad, på { $cell }
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } kan rokere med { $letter }-{ -rook(form: "definite") }, men det står ikke noe { -rook } fra { $player } på { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } kan rokere, men { -king(form: "definite") } til { $player } står ikke på { $cell } eller { $cell2 }
yfen-no-double-stepped-pawn = bak { -en-passant }-ruten { $cell } står ingen { -pawn } som nettopp tok et dobbeltsteg
yfen-kings-side-by-side = { -king(count: 2, form: "definite") } til { $player } og { $other } står rett ved siden av hverandre
yfen-last-mover-in-check = { $player } trakk sist, men står i { -check }; ingen får la sin egen { -king } stå i { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = lagringsversjon { $version } er ukjent (dette spillet skriver versjon { $newest })
yalta-record-start = startstillingen: { $problem }
yalta-record-bad-move-name = trekk { $number } '{ $move }' er ikke et trekknavn, for eksempel we2-we4
yalta-record-refused = trekk { $number } '{ $move }' er ikke lov: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: ikke et lagret sjakkparti: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: ukjent felt `{ $field }`: et lagret sjakkparti har ikke noe slikt felt
chess-file-version = { $file }: en lagring av typen '{ $kind }', versjon { $version }; dette programmet leser 'schachschlamassel-chess' til og med versjon { $newest }
