## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Escola de xadrez
chess-school-tab-track = No percurso
chess-school-tab-chess = Xadrez
chess-school-tries = Tentativas: { $tries } · objetivo { $par }
chess-school-to-move =
    { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }
chess-school-show-me = Mostra-me (Z)
chess-school-again = Outra vez (R)
chess-school-map = Os cursos (Esc)
chess-school-keys = Setas e Enter, ou um clique: escolher · H: dica · Z: mostra-me · R: outra vez · Esc: os cursos
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Setas e Enter, um número ou um clique
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Nenhum: ainda há uma jogada
chess-school-yes = Sim
chess-school-no = Não
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Repetição
chess-school-answer-draw-fifty = 50 jogadas
chess-school-answer-draw-too-few = Poucas peças
chess-school-answer-draw-no = Não há { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Jogadas feitas: { $moves }
chess-school-quiet-moves = Jogadas sem capturas nem jogadas de { -pawn }: { $count }
chess-school-found = Certo: é { $square }.
chess-school-star =
    { $left ->
        [0] Uma estrela!
        [one] Uma estrela! Falta uma.
       *[other] Uma estrela! Faltam { $left }.
    }
chess-school-reply =
    { $side ->
        [white] As brancas respondem { $move }. É a tua vez!
       *[black] As pretas respondem { $move }. É a tua vez!
    }
chess-school-good = Certo!
chess-school-hint-move = Dica: mexe a peça que está em { $square } ({ chess-piece }).
chess-school-hint-square = Dica: procura a casa { $square }.
chess-school-hint-key = Dica (H)
chess-school-bridge = Já conheces todas as peças do percurso. Agora, a escola de xadrez!
chess-school-learn-it = Aprende isto na escola de xadrez: { $course }, nível { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] R
        [queen] D
        [rook] T
        [bishop] B
        [knight] C
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Esta não: daria { -check }. Neste nível, o outro { -king } só está a ver.
chess-wrong-no-check = Isso não dá { -check }: depois, nenhuma peça ataca o { -king }.
chess-wrong-other-way =
    { $took ->
        [flee] Assim sais do { -check } a fugir.
        [block] Assim sais do { -check } a pôr uma peça no meio.
       *[capture] Assim sais do { -check } a comer.
    } { $wanted ->
        [flee] Aqui, foge com o { -king }.
        [block] Aqui, põe uma peça no meio.
       *[capture] Aqui, come a peça que dá { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, mas não { -checkmate }: o { -king } ainda pode fugir para { $square }.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, mas não { -checkmate }: { $piece ->
        [queen] a { -queen }
        [rook] a { -rook }
       *[king] o { chess-piece }
    } pode comer em { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, mas não { -checkmate }: uma peça pode pôr-se no meio em { $square }.
chess-wrong-no-check-no-mate = Isso nem sequer é { -check }: nada ataca o { -king }.
chess-wrong-stalemate = Isso é { -stalemate }, não { -checkmate }: o { -king } não está em { -check }, mas não se pode mexer.
chess-wrong-no-mate-after =
    { $side ->
        [white] Então as brancas respondem { $reply }, e o { -checkmate } não chega a tempo.
       *[black] Então as pretas respondem { $reply }, e o { -checkmate } não chega a tempo.
    }
chess-wrong-not-castling = Isso não é um { -castling }: o { -king } anda duas casas em direção a uma { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] Isso é o { -castling } para o outro lado. Aqui faz o { -castling } pequeno, para a { -rook } mais perto.
       *[long] Isso é o { -castling } para o outro lado. Aqui faz o { -castling } grande, para a { -rook } mais longe.
    }
chess-wrong-not-en-passant = Isso não é { -en-passant }: come o { -pawn } que acabou de avançar duas casas, na casa por onde passou.
chess-wrong-not-the-double-step = O { -pawn } em { $pawn } não acabou de dar o passo duplo: só o { -pawn } em { $double } pode ser comido de passagem.
chess-wrong-no-star = Nessa casa não há nenhuma estrela. Continua!
chess-wrong-not-a-capture = Essa jogada não come nada. Come uma peça!
chess-wrong-smaller-capture = Comes: { $took }, que vale { $took-value }. Melhor: { $best }, que vale { $best-value }. Come a peça maior!
chess-wrong-verdict-in-check = Não: o { -king } está em { -check }.
chess-wrong-verdict-no-check = Não: o { -king } não está em { -check }.
chess-wrong-verdict-no-move = Não: não há nenhuma jogada.
chess-wrong-verdict-flee = Não: o { -king } ainda pode fugir para { $square }.
chess-wrong-verdict-capture =
    Não: { $piece ->
        [queen] a { -queen }
        [rook] a { -rook }
       *[king] o { chess-piece }
    } pode comer o atacante em { $square }.
chess-wrong-verdict-block = Não: uma peça pode pôr-se no meio em { $square }.
chess-wrong-verdict-move = Não: ainda há uma jogada: { $move }.
chess-wrong-can-castle-yes = Sim: o { -king } não está em { -check }, e as casas por onde passa e onde chega não estão atacadas.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [queen] A { -queen }
        [rook] A { -rook }
       *[king] O { chess-piece }
    } escreve-se { $letter }.
chess-wrong-notation-pawn = O { -pawn } não tem letra própria: sem { $letter }.
chess-wrong-notation-no-x = Esta jogada come: escreve um x antes da casa.
chess-wrong-notation-extra-x = Esta jogada não come nada: sem x.
chess-wrong-notation-no-plus = Esta jogada dá { -check }: acaba com + (com # se for { -checkmate }).
chess-wrong-notation-square = A peça vai para { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] O { -castling } pequeno escreve-se O-O.
       *[long] O { -castling } grande escreve-se O-O-O.
    }
chess-wrong-not-that-square = Essa é { $square }.
chess-wrong-found-already = Já encontraste { $square }.
chess-wrong-king-stays =
    Este nível é { $piece ->
        [queen] sobre a { -queen }: só ela se mexe
        [rook] sobre a { -rook }: só ela se mexe
       *[other] sobre o { chess-piece }: só ele se mexe
    }, e o { -king } fica onde está.
chess-wrong-touched =
    Tocaste { $piece ->
        [queen] na { -queen } de { $square }: agora tens de a mexer.
        [rook] na { -rook } de { $square }: agora tens de a mexer.
       *[other] no { chess-piece } de { $square }: agora tens de o mexer.
    }
chess-wrong-stands-right =
    { $piece ->
        [queen] A { -queen } de { $square } está no sítio certo.
        [rook] A { -rook } de { $square } está no sítio certo.
       *[other] O { chess-piece } de { $square } está no sítio certo.
    }
chess-wrong-draw-seen =
    { $count ->
        [one] Esta posição está no tabuleiro pela primeira vez.
        [2] Esta posição só esteve duas vezes no tabuleiro, não três.
       *[other] Esta posição esteve { $count } vezes no tabuleiro, não três.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Ainda nem uma jogada sem capturas nem jogadas de { -pawn }: 50 está longe.
        [one] Só uma jogada de cada lado sem capturas nem jogadas de { -pawn }, não 50.
       *[other] Só { $count } jogadas de cada lado sem capturas nem jogadas de { -pawn }, não 50.
    }
chess-wrong-draw-can-mate =
    { $side ->
        [white] As brancas
       *[black] As pretas
    } ainda têm { $piece ->
        [queen] uma { -queen }
        [rook] uma { -rook }
       *[other] um { chess-piece }
    }: isso chega para dar mate.
chess-wrong-draw-is-draw = Olha outra vez: uma das regras faz desta partida um { -draw }.
chess-wrong-notation-which =
    { $piece ->
        [queen] Outra { -queen } também podia ir para { $square }: depois da letra, escreve a coluna de onde ela sai.
        [rook] Outra { -rook } também podia ir para { $square }: depois da letra, escreve a coluna de onde ela sai.
       *[other] Outro { chess-piece } também podia ir para { $square }: depois da letra, escreve a coluna de onde ele sai.
    }

## The courses, in the manual's order.

chess-course-board = O tabuleiro
chess-course-pieces = As peças
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = O { -castling }
chess-course-en-passant = { CAPITAL(-en-passant) }
chess-course-stalemate = { CAPITAL(-stalemate) }
chess-course-notation = Escrever as jogadas
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Mais regras

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Os cantos
    .goal = Clica nas casas a1 e h8.
    .tell = Cada casa tem um nome: primeiro a coluna, uma letra de a a h, depois a fila, um número de 1 a 8.
chess-level-board-2 = O centro
    .goal = Clica nas quatro casas do meio: d4, e4, d5 e e5.
    .tell = As quatro casas do meio são o centro: dali, uma peça chega ao maior número de casas.
chess-level-board-7 = Uma fila
    .goal = Clica em todas as casas da 5.ª fila, de a5 a h5.
    .tell = Uma fila atravessa o tabuleiro: oito casas com o mesmo número.
chess-level-board-3 = Uma coluna
    .goal = Clica em todas as casas da coluna c, de c1 a c8.
    .tell = Uma coluna sobe a direito: oito casas com a mesma letra.
chess-level-board-4 = Uma diagonal
    .goal = Clica em todas as casas da grande diagonal, de a1 a h8.
    .tell = Uma diagonal vai inclinada, e todas as suas casas têm a mesma cor.
chess-level-board-5 = Branca à direita
    .goal = Clica na casa do canto que cada jogador tem à sua direita.
    .tell = O tabuleiro põe-se de maneira que cada jogador tenha uma casa branca no canto da direita.
chess-level-board-6 = A { -queen } na sua cor
    .goal = Onde está cada { -queen } no início? Clica nas duas casas.
    .tell = No início, a { -queen } branca está numa casa branca e a { -queen } preta numa casa escura.
chess-level-board-8 = Os dois exércitos
    .goal = Quatro peças estão na casa errada. Clica em cada uma delas.
    .tell = Cada exército tem 16 peças: um { -king }, uma { -queen }, duas torres, dois bispos, dois cavalos e oito peões. A partir do canto: { -rook }, { -knight }, { -bishop }; a { -queen } na sua cor e o { -king } ao lado dela.

## How each piece moves and what it is worth.

chess-level-pieces-1 = A { -rook }
    .goal = Apanha as duas estrelas com a { -rook }.
    .tell = A { -rook } anda a direito, até onde quiser, e não pode saltar. Vale 5 peões.
chess-level-pieces-2 = O { -bishop }
    .goal = Apanha as duas estrelas com o { -bishop }.
    .tell = O { -bishop } anda na diagonal e fica sempre na sua cor. Vale 3 peões.
chess-level-pieces-3 = O { -knight }
    .goal = Apanha as duas estrelas com o { -knight }.
    .tell = O { -knight } salta em L: duas casas numa direção e uma para o lado. Vale 3 peões.
chess-level-pieces-4 = A { -queen }
    .goal = Apanha as duas estrelas com a { -queen }.
    .tell = A { -queen } anda como uma { -rook } e um { -bishop } juntos. Vale 9 peões.
chess-level-pieces-5 = O { -king }
    .goal = Leva o { -king } até à estrela.
    .tell = O { -king } anda uma casa em qualquer direção. Vale o jogo inteiro.
chess-level-pieces-6 = O { -pawn } torna-se { -queen }
    .goal = Leva o { -pawn } até à última fila.
    .tell = O { -pawn } anda a direito para a frente. Na última fila transforma-se em { -queen } (ou em { -rook }, { -bishop } ou { -knight }).
chess-level-pieces-10 = Um { -knight } de um { -pawn }
    .goal = Promove o { -pawn } de modo que a nova peça dê { -check } logo.
    .tell = Na última fila escolhes tu: { -queen }, { -rook }, { -bishop } ou { -knight }. Quase sempre a { -queen } é a melhor, mas aqui só o { -knight } dá { -check }, e ainda ataca a { -queen }.
chess-level-pieces-7 = A maior captura
    .goal = Faz a captura que ganha mais.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Que peça pode o teu { -knight } comer?
chess-level-pieces-8 = O { -pawn } come
    .goal = Faz a captura que ganha mais.
    .tell = O { -pawn } anda a direito para a frente, mas come na diagonal, uma casa para a frente.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) }!
    .goal = Dá { -check } com a { -rook }.
    .tell = Quando uma peça ataca o { -king }, isso é { -check }.
chess-level-check-2 = { CAPITAL(-check) } de { -knight }
    .goal = Dá { -check } com o { -knight }.
    .tell = O { -knight } salta: nada se pode pôr entre ele e o { -king }.
chess-level-check-3 = Fugir
    .goal = O teu { -king } está em { -check }. Foge com o { -king }.
    .tell = A primeira resposta ao { -check }: o { -king } vai para uma casa que ninguém ataca.
chess-level-check-4 = Pôr no meio
    .goal = O teu { -king } está em { -check }. Põe uma peça no meio.
    .tell = A segunda resposta: uma peça põe-se entre o { -king } e a peça que dá { -check }.
chess-level-check-5 = Comer o atacante
    .goal = O teu { -king } está em { -check }. Come a peça que dá { -check }.
    .tell = A terceira resposta, muitas vezes a melhor jogada: comer a peça que dá { -check }.
chess-level-check-6 = Só um caminho
    .goal = O teu { -king } está em { -check }. Encontra a jogada que o salva.
    .tell = Experimenta as três respostas na cabeça: fugir, pôr no meio, comer.
chess-level-check-7 = A melhor jogada
    .goal = O teu { -king } está em { -check }. Encontra a melhor das três respostas.
    .tell = O { -king } podia fugir e a { -rook } podia pôr-se no meio, mas se comeres a { -queen }, ganha-la: a melhor jogada!
chess-level-check-8 = Nunca para o { -check }
    .goal = Leva o { -king } até à estrela, nunca para uma casa atacada por uma peça inimiga.
    .tell = O { -king } nunca se pode pôr em { -check }. Se o fizer por engano, a jogada é desfeita e repetida.
chess-level-check-9 = Não deixes o { -king } em { -check }
    .goal = Faz a captura que ganha mais.
    .tell = Uma peça que protege o seu { -king } não se pode afastar: deixava-o em { -check }. Também essa jogada é desfeita.

## Checkmate and its patterns.

chess-level-mate-1 = O mate das duas torres
    .goal = { CAPITAL(-checkmate) } numa jogada.
    .tell = { CAPITAL(-checkmate) }: o { -king } está em { -check } e não pode fugir, tapar nem comer. Uma { -rook } guarda uma fila, a outra dá { -check }.
chess-level-mate-2 = O mate do corredor
    .goal = { CAPITAL(-checkmate) } numa jogada.
    .tell = O { -king } está fechado pelos seus próprios peões. Uma { -rook } na última fila dá mate.
chess-level-mate-3 = O mate abafado
    .goal = { CAPITAL(-checkmate) } numa jogada.
    .tell = O { -king } está abafado pelas suas próprias peças, e nada se pode pôr entre o { -knight } e o { -king }.
chess-level-mate-4 = O mate da { -queen }
    .goal = { CAPITAL(-checkmate) } numa jogada.
    .tell = { CAPITAL(-queen) } e { -king } juntos: a { -queen } dá { -check }, o { -king } guarda as casas à volta. Cuidado com o { -stalemate }!
chess-level-mate-5 = Mate em dois
    .goal = { CAPITAL(-checkmate) } em duas jogadas.
    .tell = Primeiro uma jogada calma que tira casas ao { -king }, depois mate. As pretas defendem-se o melhor que podem.
chess-level-mate-6 = A escada de torres
    .goal = { CAPITAL(-checkmate) } em duas jogadas.
    .tell = Uma { -rook } fecha uma fila, a outra dá { -check } na seguinte: as torres sobem como numa escada.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = { CAPITAL(-castling) } pequeno
    .goal = Faz o { -castling } pequeno: o { -king } anda duas casas para a { -rook } mais perto.
    .tell = O { -castling } põe o { -king } em segurança: anda duas casas para uma { -rook }, e a { -rook } salta por cima dele. Nenhum dos dois se pode ter mexido antes.
chess-level-castling-2 = { CAPITAL(-castling) } grande
    .goal = Faz o { -castling } grande: o { -king } anda duas casas para a { -rook } mais longe.
    .tell = O { -castling } grande é para o lado da { -queen }; a { -rook } salta por cima do { -king } até d1.
chess-level-castling-7 = O { -king } já se mexeu
    .goal = O { -king } branco foi a f1 e voltou. As brancas podem fazer agora o { -castling } pequeno?
    .tell = O { -castling } só é permitido se o { -king } e essa { -rook } nunca se mexeram, nem sequer para ir e voltar.
chess-level-castling-8 = A { -rook } já se mexeu
    .goal = A { -rook } de h1 foi a g1 e voltou. As brancas podem fazer agora o { -castling } pequeno?
    .tell = O { -castling } só é permitido se o { -king } e essa { -rook } nunca se mexeram, nem sequer para ir e voltar.
chess-level-castling-9 = Uma peça no meio
    .goal = As brancas podem fazer agora o { -castling } grande?
    .tell = Todas as casas entre o { -king } e a { -rook } têm de estar vazias, até a que o { -king } não atravessa.
chess-level-castling-3 = { CAPITAL(-castling) } agora? (1)
    .goal = As brancas podem fazer agora o { -castling } pequeno?
    .tell = O { -castling } é proibido se o { -king } está em { -check }, ou se passa por uma casa atacada ou chega a uma.
chess-level-castling-4 = { CAPITAL(-castling) } agora? (2)
    .goal = As brancas podem fazer agora o { -castling } pequeno?
    .tell = O { -castling } é proibido se o { -king } está em { -check }, ou se passa por uma casa atacada ou chega a uma.
chess-level-castling-5 = { CAPITAL(-castling) } agora? (3)
    .goal = As brancas podem fazer agora o { -castling } pequeno?
    .tell = O { -castling } é proibido se o { -king } está em { -check }, ou se passa por uma casa atacada ou chega a uma.
chess-level-castling-6 = { CAPITAL(-castling) } agora? (4)
    .goal = As brancas podem fazer agora o { -castling } grande?
    .tell = O { -castling } é proibido se o { -king } está em { -check }, ou se passa por uma casa atacada ou chega a uma.

## En passant, only right after the double step.

chess-level-en-passant-6 = O passo duplo
    .goal = Apanha as duas estrelas com os peões.
    .tell = O { -pawn } anda uma casa para a frente; da sua casa de partida também pode andar duas.
chess-level-en-passant-1 = De passagem
    .goal = Come o { -pawn } preto { -en-passant }.
    .tell = O { -pawn } preto acabou de avançar duas casas, passando ao lado do teu { -pawn }. Agora, e só agora, o teu { -pawn } pode comê-lo como se tivesse avançado só uma.
chess-level-en-passant-2 = As pretas comem
    .goal = Come o { -pawn } branco { -en-passant }.
    .tell = As pretas também podem: o { -pawn } branco acabou de dar o seu passo duplo.
chess-level-en-passant-3 = Qual { -pawn }?
    .goal = Come { -en-passant }.
    .tell = Só o { -pawn } que deu o passo duplo na última jogada pode ser comido de passagem.
chess-level-en-passant-4 = Sair do { -check } { -en-passant }
    .goal = Um { -pawn } dá { -check }. Come-o { -en-passant }.
    .tell = O { -pawn } que acabou de se mexer dá { -check }. Se o comeres de passagem, salvas o { -king }.
chess-level-en-passant-5 = Dois podem comer
    .goal = Come o { -pawn } branco { -en-passant }.
    .tell = Os dois peões pretos estão ao lado dele: qualquer um pode comer.

## Stalemate against mate.

chess-level-stalemate-1 = O canto da { -queen }
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = { CAPITAL(-checkmate) }: em { -check } e sem saída. { CAPITAL(-stalemate) }: sem { -check }, mas sem nenhuma jogada.
chess-level-stalemate-8 = Os peões
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = Olha para cada peça preta: alguma se pode mexer?
chess-level-stalemate-2 = A { -queen } muito perto
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = O { -king } está atacado? Para onde podia ir?
chess-level-stalemate-3 = A fila da { -rook }
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = Olha para cada casa para onde o { -king } podia ir.
chess-level-stalemate-4 = No canto
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = O { -king } está atacado? Pode mexer-se?
chess-level-stalemate-5 = Mais um { -pawn }
    .goal = Jogam as pretas: { -checkmate }, { -stalemate } ou nenhum?
    .tell = Olha para todas as peças, não só para o { -king }.
chess-level-stalemate-6 = Mate, e não { -stalemate }
    .goal = { CAPITAL(-checkmate) } numa jogada, sem { -stalemate }!
    .tell = Com a { -queen }, tira todas as casas ao { -king } e dá-lhe { -check } ao mesmo tempo.

## Writing the moves.

chess-level-notation-1 = Uma jogada de { -pawn }
    .goal = Como se escreve a jogada marcada?
    .tell = Escreve a letra da peça e depois a casa para onde vai. O { -pawn } não tem letra: só a casa.
chess-level-notation-2 = Uma jogada de { -knight }
    .goal = Como se escreve a jogada marcada?
    .tell = As letras: R { -king }, D { -queen } (dama), T { -rook }, B { -bishop }, C { -knight }.
chess-level-notation-3 = Uma captura
    .goal = Como se escreve a jogada marcada?
    .tell = Numa captura, põe-se um x entre a letra e a casa.
chess-level-notation-4 = Um { -pawn } come
    .goal = Como se escreve a jogada marcada?
    .tell = Quando um { -pawn } come, escreve-se a coluna de onde sai, como em dxc6.
chess-level-notation-8 = Qual { -knight }?
    .goal = Como se escreve a jogada marcada?
    .tell = Se duas peças iguais podem ir para a mesma casa, depois da letra escreve-se a coluna de onde sai a que se mexe: Cfd6 é o { -knight } da coluna f.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = Como se escreve a jogada marcada?
    .tell = Uma jogada que dá { -check } leva um + no fim.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = Como se escreve a jogada marcada?
    .tell = O { -castling } pequeno escreve-se O-O; o grande, O-O-O.
chess-level-notation-9 = O { -castling } grande
    .goal = Como se escreve a jogada marcada?
    .tell = O { -castling } grande, para o lado da { -queen }, escreve-se O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = Como se escreve a jogada marcada?
    .tell = Uma jogada que dá mate leva um # no fim.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { CAPITAL(-king) } e { -knight }
    .goal = É um { -draw }? Porquê?
    .tell = Também é { -draw }: poucas peças para dar mate, três vezes a mesma posição, 50 jogadas sem capturas nem de { -pawn }.
chess-level-draw-2 = { CAPITAL(-king) } e { -rook }
    .goal = É um { -draw }? Porquê?
    .tell = Um { -king } só com um { -knight } ou só com um { -bishop } não consegue dar mate. Com uma { -rook }, consegue.
chess-level-draw-3 = Vai e volta
    .goal = Os dois reis foram e voltaram. É um { -draw }? Porquê?
    .tell = Se a mesma posição volta ao tabuleiro pela terceira vez, é { -draw }.
chess-level-draw-4 = Duas vezes não chega
    .goal = Os dois reis foram e voltaram. É um { -draw }? Porquê?
    .tell = Conta quantas vezes esta mesma posição já esteve no tabuleiro.
chess-level-draw-5 = Cinquenta jogadas
    .goal = É um { -draw }? Porquê?
    .tell = Após 50 jogadas de cada lado sem capturas nem jogadas de { -pawn }, a partida é um { -draw }.

chess-level-touch-1 = Peça tocada, peça jogada
    .goal = Tocaste no teu { -knight }. Dá { -check } com ele.
    .tell = Quem toca numa peça sua tem de a jogar. Para a endireitar na casa, diz «componho» antes de lhe tocar. Peça largada, jogada feita.
chess-level-touch-2 = Tocada, mesmo em { -check }
    .goal = O teu { -king } está em { -check } e tocaste no teu { -bishop }. Salva o { -king } com ele.
    .tell = A peça tocada tem de se mexer, se puder. A { -queen } podia comer, mas tocaste primeiro no { -bishop }.
