## The reasons: why a piece cannot go to a square (why-…), why an input cannot be done
## now (declined-…), a refused command of the race (refusal-…), chess's reasons and
## refusals (chess-why-…), Yalta's (yalta-why-…). A reason fits a bubble or a panel
## line: at most 90 characters. See ../README.md.
##
## Values:
##   $piece    a piece's key (king, queen, rook, bishop, knight, pawn): chess-piece says it
##   $by       the key of the piece that covers (why-covered)
##   $name     a player's name; $name-end its last letter in lower case, for reason-owner
##   $colour   a seat's colour: yellow, green, blue, red
##   $dice     what brings a piece in or draws a card: plus, plus-or-hash, hash
##   $die      the die a piece moves by: orange, white
##   $needed, $pips, $left, $walked, $moves, $step   numbers (of moves, a roll's pips)
##   $works    counts as a list, made with list-comma, list-or and count-span
##   $side     white, black; $square, $passed, $target chess squares; $cell a Yalta cell
##   $letters  the letters a pawn may become (queen, rook, bishop, knight), the chess school's, said as a list
##   $count, $by1, $by2   Yalta: how many players give check, and their names

## Helper messages: the lists of counts and names, and a player's name as an owner.
## Portuguese writes the piece's article itself: a (rainha, torre) or o (the others).

list-comma = { $first }, { $last }
count-span = { $from } a { $to }
# A player's name as the owner of something: "de Ana" (after the thing: "a meta de Ana").
reason-owner =
    { $name-end ->
       *[other] de { $name }
    }
# One or two Yalta players: "Ada", "Ada e Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } e { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = O jogo acabou.
why-not-your-turn = É a vez { reason-owner }.
why-roll-first = Primeiro lança os dados!
why-not-on-track = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não está no { -track }.
why-need-plus =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } precisa de { $dice ->
        [plus] um +
       *[plus-or-hash] um + ou um #
    } para entrar.
why-other-die =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } anda com o dado { $die ->
        [orange] laranja, não com o branco.
       *[white] branco, não com o laranja.
    }
why-not-this-roll = Com este lançamento, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } não se pode mexer.
why-wall = Essa casa não faz parte do { -track }.
why-foreign-house = Essa é a { -house } { reason-owner }.
why-own-piece = Ali já está uma peça tua: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece }.
why-blocked = O caminho está fechado: há uma peça no meio.
why-own-line =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não pode passar a sua { -blocking-line } { $colour ->
        [yellow] amarela
        [green] verde
        [blue] azul
       *[red] vermelha
    }.
why-bishop-colour = Um { -bishop } fica sempre em casas da mesma cor.
why-pause-field = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } { reason-owner } está a salvo na sua { -pause-field }.
why-covered =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } { reason-owner } é uma peça { -covered } { $by ->
        [king] pelo { -king }
        [queen] pela { -queen }
        [rook] pela { -rook }
        [bishop] pelo { -bishop }
        [knight] pelo { -knight }
       *[pawn] pelo { -pawn }
    }: não se pode comer.
why-capture-only-last =
    Só se come na última jogada: são precisas { $needed ->
        [0] { $needed } jogadas
        [one] { $needed } jogada
       *[other] { $needed } jogadas
    }, saiu { $pips }.
why-too-far =
    Longe demais: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } precisa de { $needed ->
        [0] { $needed } jogadas
        [one] { $needed } jogada
       *[other] { $needed } jogadas
    }, saiu { $pips }.
why-not-exactly =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não pode acabar ali com exatamente { $pips ->
        [0] { $pips } jogadas
        [one] { $pips } jogada
       *[other] { $pips } jogadas
    }.
why-not-exactly-but =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não acaba ali com exatamente { $pips ->
        [0] { $pips } jogadas
        [one] { $pips } jogada
       *[other] { $pips } jogadas
    }, só com { $works }.
why-house-over-entry = Só se entra na { -house } pelas tuas { -entry-field(count: 2) }.
why-pawn-straight = O { -pawn } anda em frente e só come na diagonal.
why-must-free-start = Primeiro tens de libertar uma { -start-field }.
why-blockade = Assim fechavas as { -start-field(count: 2) } ou as { -entry-field(count: 2) } de outra cor.
why-unreachable = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não consegue chegar ali.
why-back-to-start =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não volta à sua casa com exatamente { $pips ->
        [0] { $pips } jogadas
        [one] { $pips } jogada
       *[other] { $pips } jogadas
    }.
why-back-to-start-only =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não volta à sua casa com exatamente { $pips ->
        [0] { $pips } jogadas
        [one] { $pips } jogada
       *[other] { $pips } jogadas
    }, só com { $works }.
why-foreign-piece = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } é { reason-owner }: escolhe uma peça tua.
why-at-home = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } já está na { -house }: já não se mexe.
why-stuck =
    Daqui, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } não encontra caminho de exatamente { $pips ->
        [0] { $pips } jogadas
        [one] { $pips } jogada
       *[other] { $pips } jogadas
    }.
why-start-fields-taken = As duas { -start-field(count: 2) } estão ocupadas: agora nada pode entrar.
why-card-wants-foreign = Esta carta é para uma peça de outro jogador.
why-card-wants-own = Esta carta é para uma peça tua.
why-card-wants-active = Esta carta é só para peças no { -track }, e { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } não está lá.
why-finished = { $name } já acabou: as suas peças já não se mexem.
why-no-free-pause-field = Todas as { -pause-field(count: 2) } da tua cor estão ocupadas.

## Why an input cannot be done now.

declined-must-free-start = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não liberta uma { -start-field }, e este lançamento tem de libertar uma.
declined-blockade = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } fechava as { -start-field(count: 2) } ou as { -entry-field(count: 2) } de outra cor.
declined-not-in-game = Neste jogo não há { $piece ->
        [queen] nenhuma
        [rook] nenhuma
       *[king] nenhum
    } { chess-piece }.
declined-rolled-already = Já lançaste os dados: primeiro joga este lançamento.
declined-card-first = Primeiro faz o que a carta diz.
declined-must-move = Não podes passar este lançamento: uma peça tem de se mexer.
declined-no-cards = Este jogo não tem { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Só com um # se tira uma carta.
       *[plus-or-hash] Só com um + ou um # se tira uma carta.
    }
declined-deck-empty = Já não há cartas para tirar.
declined-box-empty = A tua { -start-box } está vazia: não há peças para { -bring-in(form: "short") }.
declined-need-plus =
    Só { $dice ->
        [plus] um +
       *[plus-or-hash] um + ou um #
    } { -bring-in(form: "it") }.
declined-nothing-to-take-back = Não há nenhuma jogada para desfazer.
declined-nothing-to-choose = Agora não há nada para escolher no tabuleiro: usa os botões.
declined-nothing-under-cursor = Primeiro escolhe com as setas, depois carrega em Enter.
declined-walk-goes-on =
    O lançamento ainda não acabou: { $left ->
        [0] faltam { $left } jogadas
        [one] falta { $left } jogada
       *[other] faltam { $left } jogadas
    }.
declined-choose-piece-first = Primeiro escolhe uma peça: as que têm moldura podem mexer-se.
declined-use-buttons-bring-in = Clica numa peça da tua { -start-box } para a pôr em jogo, ou usa um botão.
declined-use-buttons = Para este lançamento, usa um botão.
declined-choose-marked = Escolhe uma das casas marcadas.
declined-already-chosen = Já escolheste { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece }: agora clica para onde vai.
declined-stands-here = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } está agora aqui: escolhe a jogada seguinte.
declined-several-ways = Há vários caminhos até ali: escolhe tu a jogada seguinte.
declined-several-ways-walked =
    Há vários caminhos até ali: já andaste { $walked ->
        [0] { $walked } jogadas
        [one] { $walked } jogada
       *[other] { $walked } jogadas
    }, escolhe tu o seguinte.
declined-not-from-here =
    Daqui, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } não chega lá com { $left ->
        [0] { $left } jogadas
        [one] { $left } jogada
       *[other] { $left } jogadas
    }: desfaz jogadas.

## A refused command of the race.

refusal-game-over = O jogo acabou.
refusal-not-now = Agora não é isso que se está a decidir.
refusal-not-legal = Agora isso não é permitido.
refusal-bad-route = A jogada { $step } do caminho não é possível.
refusal-wrong-length =
    O caminho tem { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }, mas saiu { $pips }.
refusal-piece-not-movable = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não pode jogar este lançamento.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Nessa casa não há nenhuma peça.
chess-why-not-your-piece =
    { $side ->
        [white] Essa peça é das brancas, e agora é a vez das pretas.
       *[black] Essa peça é das pretas, e agora é a vez das brancas.
    }
chess-why-own-piece-there = Ali já está uma peça tua: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece }.
chess-why-not-how-it-moves = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não anda assim.
chess-why-pawn-forward = O { -pawn } só anda para a frente.
chess-why-pawn-captures-diagonally = O { -pawn } só come na diagonal: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } tapa-lhe o caminho.
chess-why-pawn-diagonal-to-capture = O { -pawn } só anda na diagonal para comer.
chess-why-double-step = O { -pawn } só anda duas casas a partir da sua casa inicial.
chess-why-way-blocked = O caminho está fechado: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } está no meio.
chess-why-king-in-check = Ali, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } atacava o teu { -king }.
chess-why-pinned = Esta peça está presa: se sair, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } ataca o teu { -king }.
chess-why-must-answer-check = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } em { $square } dá { -check }: esta jogada não salva o teu { -king }.
chess-why-castling-king-moved = Não há { -castling }: o { -king } já se mexeu.
chess-why-castling-rook-moved = Não há { -castling }: esta { -rook } já se mexeu.
chess-why-castling-right-lost = Não há { -castling }: nesta posição já não é permitido.
chess-why-castling-between = Não há { -castling }: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } está entre o { -king } e a { -rook }.
chess-why-castling-in-check = Não há { -castling }: { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } dá { -check }.
chess-why-castling-passes = Não há { -castling }: o { -king } passava por { $passed }, atacada { $piece ->
        [queen] pela
        [rook] pela
       *[king] pelo
    } { chess-piece } em { $square }.
chess-why-castling-lands = Não há { -castling }: em { $target }, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em { $square } atacava o { -king }.
chess-why-game-over = A partida acabou.
chess-why-promotion-piece-missing = Escolhe em que peça o { -pawn } se transforma: { $letters }.
chess-why-bad-promotion-piece = O { -pawn } passa a { -queen }, { -rook }, { -bishop } ou { -knight }, e só na última fila.
chess-why-no-draw-to-claim = Nada a pedir: nada se repetiu 3 vezes, nem houve 50 jogadas sem comer nem mover { -pawn }.
chess-why-offer-stands = Já há uma proposta de { -draw }.
chess-why-no-offer = Não há nenhuma proposta de { -draw } para responder.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = A partida acabou.
yalta-why-no-piece = Em { $cell } não há nenhuma peça.
yalta-why-not-your-piece = A peça em { $cell } é { reason-owner }.
yalta-why-own-piece-there = Em { $cell } já está uma peça tua.
yalta-why-king-never-taken = O { -king } { reason-owner } nunca é comido.
yalta-why-not-how-it-moves = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } não anda assim.
yalta-why-way-blocked = O caminho está fechado (em { $cell }).
yalta-why-pawn-captures-diagonally = O { -pawn } só come na diagonal: a casa da frente está ocupada.
yalta-why-pawn-diagonal-to-capture = O { -pawn } só anda na diagonal para comer.
yalta-why-king-in-check = Ali, o { -king } ficava em { -check }, dado por { yalta-why-players }.
yalta-why-stays-in-check = O teu { -king } está em { -check }, dado por { yalta-why-players }, e assim continuava.
yalta-why-pinned = A peça está presa pela peça { reason-owner } em { $cell }.
yalta-why-promotion-needed = Escolhe em que peça o { -pawn } se transforma.
yalta-why-no-promotion-here = Só há { -promotion } para um { -pawn } na última fila de outro jogador.
yalta-why-castling-right-lost = Não há { -castling }: o { -king } ou essa { -rook } já se mexeu.
yalta-why-castling-way-not-empty = Não há { -castling }: { $cell } não está vazia.
yalta-why-castling-in-check = Não há { -castling } quando se está em { -check } (dado por { yalta-why-players }).
yalta-why-castling-passes =
    Não há { -castling }: { yalta-why-players } { $count ->
        [one] ataca
       *[other] atacam
    } { $cell }, por onde o { -king } passa.
yalta-why-castling-lands =
    Não há { -castling }: { yalta-why-players } { $count ->
        [one] ataca
       *[other] atacam
    } { $cell }, onde o { -king } fica.
