## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = FEN incorrecte '{ $fen }' : { $field } : { $problem }
fen-field-whole = la FEN
fen-field-placement = champ 1 (les pièces)
fen-field-side-to-move = champ 2 (qui doit jouer)
fen-field-castling = champ 3 ({ -castling })
fen-field-en-passant = champ 4 ({ -en-passant })
fen-field-halfmove-clock = champ 5 (le compteur de demi-coups)
fen-field-fullmove-number = champ 6 (le numéro du coup)
fen-field-count =
    { $count ->
        [one] { $count } champ ; une FEN en a de 4 à 6
       *[other] { $count } champs ; une FEN en a de 4 à 6
    }
fen-rank-count =
    { $count ->
        [one] { $count } rangée ; un échiquier en a 8
       *[other] { $count } rangées ; un échiquier en a 8
    }
fen-rank-length = la rangée { $rank } ne fait pas 8 cases
fen-digit-run = la rangée { $rank } a deux chiffres qui se suivent
fen-unknown-piece = '{ $letter }' n’est pas une pièce (PNBRQK, pnbrqk)
fen-king-count =
    { $count ->
        [one] { chess-side } a { $count } { -king } ; il en faut exactement un
       *[other] { chess-side } a { $count } { -king(count: 2) } ; il en faut exactement un
    }
fen-kings-adjacent = les deux { -king(count: 2) } sont côte à côte
fen-pawn-on-edge-rank = un { -pawn } est sur { $square }, sur la première ou la dernière rangée
fen-waiting-side-in-check = le camp qui ne joue pas est en { -check }
fen-too-many-checkers = { $count } pièces font { -check } en même temps ; un coup ne peut pas en donner plus de deux
fen-checkers-in-line = deux pièces font { -check } depuis une même ligne qui passe par le { -king } ; aucun coup ne peut donner ces deux échecs à la fois
fen-check-not-from-double-step = le dernier coup était le double pas d'un { -pawn } par-dessus cette case, et ce coup ne peut pas avoir donné cet { -check }
fen-side-to-move = il faut w ou b
fen-castling-letters = il faut - ou KQkq (dans cet ordre)
fen-castling-without-pieces = '{ $letter }' demande le { -king } et la { -rook } sur leurs cases de départ
fen-en-passant-square = il faut - ou une case de la 3e ou de la 6e rangée
fen-en-passant-without-pawn = aucun { -pawn } ne vient d’avancer de deux cases en passant par { $square }
fen-not-a-number = il faut un nombre
fen-rejected = les règles des échecs ne le permettent pas

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line } : { $problem }
pgn-bad-tag = étiquette incorrecte '{ $tag }' (attendu : [Nom "valeur"])
pgn-unterminated = '{ $open }' n’est jamais fermé
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    le coup { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } n’est pas permis ici
pgn-move-after-end = le coup { $san } vient après la fin de la partie
pgn-ambiguous = coup { $number } : { $san } n’est pas clair, deux pièces de la même sorte peuvent aller sur cette case (écris aussi la colonne ou la rangée de départ, par exemple Nbd2)
pgn-empty = aucune partie trouvée
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = ligne { $line } : un coup nul (--) au coup { $number } n’est pas un vrai coup : la partie est lue jusque-là, la suite est ignorée

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = champ { $number } de la YFEN ({ $field }) : { $problem }
yfen-field-cells = les cases
yfen-field-to-move = qui doit jouer
yfen-field-castling = droits de { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = coups depuis la dernière prise ou le dernier coup de { -pawn }
yfen-field-round = { -round }
yfen-field-count = une YFEN a 6 champs séparés par des espaces, celle-ci en a { $count }
yfen-area-count = il faut 3 zones séparées par '/', il y en a { $count }
yfen-area-rank-count = la zone de { $player } demande 4 rangées séparées par '.', il y en a { $count }
yfen-bad-empty-run = { $player }, rangée { $rank } : '{ $letter }' n’est pas un nombre de 1 à 8 cases vides
yfen-bad-piece = { $player }, rangée { $rank } : une pièce s’écrit avec deux lettres, le joueur w/b/r et la sorte K Q R B N P
yfen-rank-length = { $player }, rangée { $rank } : { $count } cases au lieu de 8
yfen-not-a-player = '{ $text }' n’est pas w, b ou r
yfen-bad-castling-part = '{ $text }' n’a pas la forme joueur:colonnes comme w:ah
yfen-not-a-cell = '{ $text }' n’est pas un nom de case comme we3
yfen-two-en-passant-cells = { $player } a deux cases { -en-passant } ; un seul { -pawn } peut avancer de deux cases à la fois
yfen-not-a-number = '{ $text }' n’est pas un nombre de coups
yfen-not-a-round = '{ $text }' n’est pas un numéro de { -round } à partir de 1
yfen-no-king = { $player } n’a pas de { -king }
yfen-several-kings = { $player } a plus d’un { -king }
yfen-pawn-on-back-row = un { -pawn } est sur la case { $cell } de la dernière rangée
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } peut roquer avec la { -rook } { $letter }, mais aucune { -rook } de { $player } n’est sur { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } peut roquer, mais le { -king } de { $player } n’est pas sur { $cell } ou { $cell2 }
yfen-no-double-stepped-pawn = aucun { -pawn } qui vient d’avancer de deux cases ne se trouve derrière la case { -en-passant } { $cell }
yfen-kings-side-by-side = les { -king(count: 2) } de { $player } et de { $other } sont côte à côte
yfen-last-mover-in-check = { $player } a joué en dernier mais est en { -check } ; aucun coup ne peut laisser son propre { -king } en { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = la version { $version } de cet enregistrement est inconnue (ce jeu écrit la version { $newest })
yalta-record-start = la position de départ : { $problem }
yalta-record-bad-move-name = le coup { $number } '{ $move }' n’est pas un nom de coup comme we2-we4
yalta-record-refused = le coup { $number } '{ $move }' n’est pas permis : { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file } : { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column } : ce n’est pas une partie d’échecs enregistrée : { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column } : champ inconnu `{ $field }` : une partie d’échecs enregistrée n’a pas ce champ
chess-file-version = { $file } : une sauvegarde de type '{ $kind }', version { $version } ; ce programme lit 'schachschlamassel-chess' jusqu’à la version { $newest }
