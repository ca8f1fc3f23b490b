## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (src/said/chess_errors.rs, save/words.rs).
## Values: $fen, $file, $san, $tag, $text, $move, $kind: texts as they were written
## (a FEN quotes at most 60 characters); $line, $column, $number, $count, $rank,
## $version, $newest: numbers; $square (e4): a square; $cell, $cell2 (we3): cells;
## $letter, $open: one character as written; $side (white, black): a chess side;
## $player, $other: a Yalta colour, already said (yalta-colour); $field, $problem,
## $reason: a text already said in the language (one of the messages below, or a
## Yalta refusal); $error: the system's or the JSON reader's own words.

## A FEN: what is wrong ($problem) in which field ($field).
fen-error = FEN errada '{ $fen }': { $field }: { $problem }
fen-field-whole = a FEN
fen-field-placement = campo 1 (as peças)
fen-field-side-to-move = campo 2 (quem joga)
fen-field-castling = campo 3 ({ -castling })
fen-field-en-passant = campo 4 ({ -en-passant })
fen-field-halfmove-clock = campo 5 (o contador de meias jogadas)
fen-field-fullmove-number = campo 6 (o número da jogada)
fen-field-count =
    { $count ->
        [0] nenhum campo; uma FEN tem de 4 a 6
        [one] { $count } campo; uma FEN tem de 4 a 6
       *[other] { $count } campos; uma FEN tem de 4 a 6
    }
fen-rank-count =
    { $count ->
        [0] { $count } fileiras; um tabuleiro tem 8
        [one] { $count } fileira; um tabuleiro tem 8
       *[other] { $count } fileiras; um tabuleiro tem 8
    }
fen-rank-length = a fileira { $rank } não tem exatamente 8 casas
fen-digit-run = a fileira { $rank } tem dois algarismos seguidos
fen-unknown-piece = '{ $letter }' não é uma peça (PNBRQK, pnbrqk)
fen-king-count = { chess-side } não têm exatamente um { -king } (têm { $count })
fen-kings-adjacent = um { -king } está mesmo ao lado do outro
fen-pawn-on-edge-rank = há um { -pawn } em { $square }, na primeira ou na oitava fileira
fen-waiting-side-in-check = o lado que não joga está em { -check }
fen-too-many-checkers = { $count } peças dão { -check }; uma jogada nunca dá { -check } com mais de duas peças
fen-checkers-in-line = duas peças dão { -check } a partir da mesma linha que passa pelo { -king }; nenhuma jogada sozinha pode dar os dois xeques
fen-check-not-from-double-step = a última jogada foi o avanço duplo de um { -pawn } passando por esta casa, e essa jogada não pode ter dado este { -check }
fen-side-to-move = tem de ser w ou b
fen-castling-letters = tem de ser - ou KQkq (por esta ordem)
fen-castling-without-pieces = '{ $letter }' precisa do { -king } e da { -rook } nas suas casas de partida
fen-en-passant-square = tem de ser - ou uma casa da 3.ª ou da 6.ª fileira
fen-en-passant-without-pawn = nenhum { -pawn } acabou de andar duas casas passando por { $square }
fen-not-a-number = tem de ser um número
fen-rejected = as regras do xadrez não o permitem

## A PGN: the file, the line and what is wrong ($problem).
pgn-error = { $file }:{ $line }: { $problem }
pgn-bad-tag = etiqueta inválida '{ $tag }' (espera-se [Nome "valor"])
pgn-unterminated = '{ $open }' nunca é fechado
# A move that is not legal: its number, and whose move it was ($side).
pgn-illegal-move =
    a jogada { $number }{ $side ->
        [white] .
       *[black] ...
    } { $san } não é permitida aqui
pgn-move-after-end = a jogada { $san } vem depois do fim da partida
pgn-ambiguous = jogada { $number }: { $san } é ambíguo: há duas peças iguais que podem ir para lá (escreve a coluna ou a fileira de onde a peça vem, por exemplo Nbd2)
pgn-empty = nenhuma partida encontrada
# A game read only up to a null move (--): the file's line, the move number.
pgn-null-move = linha { $line }: uma jogada nula (--) na jogada { $number } não é uma jogada de uma partida: a partida é lida até aí e o resto fica de fora

## A YFEN line: the field's number and name ($field), and what is wrong ($problem).
yfen-error = campo { $number } da YFEN ({ $field }): { $problem }
yfen-field-cells = as casas
yfen-field-to-move = quem joga
yfen-field-castling = direitos de { -castling }
yfen-field-en-passant = { -en-passant }
yfen-field-halfmove-clock = jogadas desde a última captura ou a última jogada de { -pawn }
yfen-field-round = { -round }
yfen-field-count = uma YFEN tem 6 campos separados por espaços; esta tem { $count }
yfen-area-count = esperavam-se 3 zonas separadas por '/', há { $count }
yfen-area-rank-count = a zona de { $player } precisa de 4 fileiras separadas por '.', há { $count }
yfen-bad-empty-run = { $player }, fileira { $rank }: '{ $letter }' não é um número de casas vazias de 1 a 8
yfen-bad-piece = { $player }, fileira { $rank }: uma peça são duas letras, o jogador w/b/r e o tipo K Q R B N P
yfen-rank-length = { $player }, fileira { $rank }: tem { $count } casas em vez de 8
yfen-not-a-player = '{ $text }' não é w, b nem r
yfen-bad-castling-part = '{ $text }' não tem a forma jogador:colunas, por exemplo w:ah
yfen-not-a-cell = '{ $text }' não é um nome de casa, por exemplo we3
yfen-two-en-passant-cells = { $player } têm duas casas de { -en-passant }; só pode haver um passo duplo de cada vez
yfen-not-a-number = '{ $text }' não é um número de jogadas
yfen-not-a-round = '{ $text }' não é um número de ronda (1 ou mais)
yfen-no-king = { $player } não têm { -king }
yfen-several-kings = { $player } têm mais de um { -king }
yfen-pawn-on-back-row = há um { -pawn } na casa { $cell } da última fileira
# A castling right with the rook of file $letter, which is not on its corner $cell.
yfen-rook-not-on-corner = { $player } podem fazer { -castling } com a { -rook } { $letter }, mas não há nenhuma { -rook } de { $player } em { $cell }
# A castling right, but the king is not on $cell or $cell2 (d1, e1 of its own area).
yfen-king-not-on-start-row = { $player } podem fazer { -castling }, mas o seu { -king } não está em { $cell } nem em { $cell2 }
yfen-no-double-stepped-pawn = atrás da casa de { -en-passant } { $cell } não há nenhum { -pawn } que tenha acabado de dar um passo duplo
yfen-kings-side-by-side = o { -king } de { $player } e o de { $other } estão lado a lado
yfen-last-mover-in-check = { $player } jogaram por último, mas estão em { -check }; ninguém pode deixar o próprio { -king } em { -check }

## A Yalta record (a saved game): its version, its start, a move ($number from 1).
yalta-record-version = a versão de gravação { $version } é desconhecida (este jogo escreve a versão { $newest })
yalta-record-start = a posição inicial: { $problem }
yalta-record-bad-move-name = a jogada { $number } '{ $move }' não é um nome de jogada, por exemplo we2-we4
yalta-record-refused = a jogada { $number } '{ $move }' não é permitida: { $reason }

## A chess save (JSON holding the game as PGN).
chess-file-unreadable = { $file }: { $error }
chess-file-not-a-save = { $file }:{ $line }:{ $column }: não é uma partida de xadrez guardada: { $error }
chess-file-unknown-field = { $file }:{ $line }:{ $column }: campo desconhecido `{ $field }`: uma partida de xadrez guardada não tem esse campo
chess-file-version = { $file }: um ficheiro guardado do tipo '{ $kind }', versão { $version }; este programa lê 'schachschlamassel-chess' até à versão { $newest }
