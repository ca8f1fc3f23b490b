## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Escuela de ajedrez
chess-school-tab-track = En el recorrido
chess-school-tab-chess = Ajedrez
chess-school-tries = Intentos: { $tries } · objetivo { $par }
chess-school-to-move =
    { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
chess-school-show-me = Enséñamelo (Z)
chess-school-again = Otra vez (R)
chess-school-map = Los cursos (Esc)
chess-school-keys = Flechas y Enter, o un clic: elegir · H: pista · Z: enséñamelo · R: otra vez · Esc: los cursos
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Flechas y Enter, un número o un clic
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Ni lo uno ni lo otro: queda una jugada
chess-school-yes = Sí
chess-school-no = No
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Repetición
chess-school-answer-draw-fifty = 50 jugadas
chess-school-answer-draw-too-few = Pocas piezas
chess-school-answer-draw-no = No hay { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Jugadas hechas: { $moves }
chess-school-quiet-moves = Jugadas sin capturas ni jugadas de { -pawn }: { $count }
chess-school-found = ¡Bien! Esa es { $square }.
chess-school-star =
    { $left ->
        [0] ¡Una estrella!
        [one] ¡Una estrella! Falta una.
       *[other] ¡Una estrella! Faltan { $left }.
    }
chess-school-reply =
    { $side ->
        [white] Las blancas responden { $move }. ¡Te toca!
       *[black] Las negras responden { $move }. ¡Te toca!
    }
chess-school-good = ¡Bien!
chess-school-hint-move = Pista: mueve la pieza que está en { $square } ({ chess-piece }).
chess-school-hint-square = Pista: busca la casilla { $square }.
chess-school-hint-key = Pista (H)
chess-school-bridge = Ya conoces todas las piezas del recorrido. ¡Ahora, la escuela de ajedrez!
chess-school-learn-it = Apréndelo en la escuela de ajedrez: { $course }, nivel { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] R
        [queen] D
        [rook] T
        [bishop] A
        [knight] C
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Esta no: daría { -check }. En este nivel, el otro { -king } solo mira.
chess-wrong-no-check = Eso no da { -check }: después, ninguna pieza ataca al { -king }.
chess-wrong-other-way =
    { $took ->
        [flee] Así sales del { -check } huyendo.
        [block] Así sales del { -check } tapando.
       *[capture] Así sales del { -check } comiendo.
    } { $wanted ->
        [flee] Aquí, huye con el { -king }.
        [block] Aquí, pon una pieza en medio.
       *[capture] Aquí, come la pieza que da { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, pero no { -checkmate }: el { -king } aún puede huir a { $square }.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, pero no { -checkmate }: { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] el { chess-piece }
    } puede comer en { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, pero no { -checkmate }: una pieza puede ponerse en medio en { $square }.
chess-wrong-no-check-no-mate = Eso ni siquiera es { -check }: nada ataca al { -king }.
chess-wrong-stalemate = Es { -stalemate }, no { -checkmate }: el { -king } no está en { -check }, pero no puede moverse.
chess-wrong-no-mate-after =
    { $side ->
        [white] Entonces las blancas responden { $reply }, y el { -checkmate } no llega a tiempo.
       *[black] Entonces las negras responden { $reply }, y el { -checkmate } no llega a tiempo.
    }
chess-wrong-not-castling = Eso no es un { -castling }: el { -king } va dos casillas hacia una { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] Ese es el { -castling } del otro lado. Aquí haz el { -castling } corto, hacia la { -rook } cercana.
       *[long] Ese es el { -castling } del otro lado. Aquí haz el { -castling } largo, hacia la { -rook } lejana.
    }
chess-wrong-not-en-passant = Eso no es una { -en-passant }: come el { -pawn } que acaba de avanzar dos, en la casilla que saltó.
chess-wrong-not-the-double-step = El { -pawn } de { $pawn } no acaba de dar su paso doble: solo se puede comer al paso el { -pawn } de { $double }.
chess-wrong-no-star = En esa casilla no hay ninguna estrella. ¡Sigue!
chess-wrong-not-a-capture = Esa jugada no come nada. ¡Come una pieza!
chess-wrong-smaller-capture = Comes: { $took }, que vale { $took-value }. Mejor: { $best }, que vale { $best-value }. ¡Come la pieza más gorda!
chess-wrong-verdict-in-check = No: el { -king } está en { -check }.
chess-wrong-verdict-no-check = No: el { -king } no está en { -check }.
chess-wrong-verdict-no-move = No: no queda ninguna jugada.
chess-wrong-verdict-flee = No: el { -king } aún puede huir a { $square }.
chess-wrong-verdict-capture =
    No: { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] el { chess-piece }
    } puede comer al atacante en { $square }.
chess-wrong-verdict-block = No: una pieza puede ponerse en medio en { $square }.
chess-wrong-verdict-move = No: aún queda una jugada: { $move }.
chess-wrong-can-castle-yes = Sí: el { -king } no está en { -check }, y las casillas que cruza y a la que llega no están atacadas.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] El { chess-piece }
    } se escribe { $letter }.
chess-wrong-notation-pawn = Un { -pawn } no tiene letra propia: sin { $letter }.
chess-wrong-notation-no-x = Esta jugada come: escribe una x antes de la casilla.
chess-wrong-notation-extra-x = Esta jugada no come nada: sin x.
chess-wrong-notation-no-plus = Esta jugada da { -check }: termina con + (con # si es { -checkmate }).
chess-wrong-notation-square = La pieza va a { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] El { -castling } corto se escribe O-O.
       *[long] El { -castling } largo se escribe O-O-O.
    }
chess-wrong-not-that-square = Esa es { $square }.
chess-wrong-found-already = Ya has encontrado { $square }.
chess-wrong-king-stays =
    Este nivel va { $piece ->
        [queen] de la { -queen }: solo se mueve ella
        [rook] de la { -rook }: solo se mueve ella
       *[other] del { chess-piece }: solo se mueve él
    }, y el { -king } se queda donde está.
chess-wrong-touched =
    Has tocado { $piece ->
        [queen] la { -queen } de { $square }: ahora tienes que moverla.
        [rook] la { -rook } de { $square }: ahora tienes que moverla.
       *[other] el { chess-piece } de { $square }: ahora tienes que moverlo.
    }
chess-wrong-stands-right =
    { $piece ->
        [queen] La { -queen } de { $square } está en su sitio.
        [rook] La { -rook } de { $square } está en su sitio.
       *[other] El { chess-piece } de { $square } está en su sitio.
    }
chess-wrong-draw-seen =
    { $count ->
        [one] Esta posición está en el tablero por primera vez.
        [2] Esta posición solo ha estado dos veces en el tablero, no tres.
       *[other] Esta posición ha estado { $count } veces en el tablero, no tres.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Todavía ni una jugada sin capturas ni jugadas de { -pawn }: 50 queda lejos.
        [one] Solo una jugada de cada bando sin capturas ni jugadas de { -pawn }, no 50.
       *[other] Solo { $count } jugadas de cada bando sin capturas ni jugadas de { -pawn }, no 50.
    }
chess-wrong-draw-can-mate =
    { $side ->
        [white] Las blancas
       *[black] Las negras
    } aún tienen { $piece ->
        [queen] una { -queen }
        [rook] una { -rook }
       *[other] un { chess-piece }
    }: con eso se puede dar mate.
chess-wrong-draw-is-draw = Mira otra vez: una de las reglas hace que esta partida sea { -draw }.
chess-wrong-notation-which =
    { $piece ->
        [queen] Otra { -queen } también podría ir a { $square }: después de la letra, escribe la columna de la que sale.
        [rook] Otra { -rook } también podría ir a { $square }: después de la letra, escribe la columna de la que sale.
       *[other] Otro { chess-piece } también podría ir a { $square }: después de la letra, escribe la columna de la que sale.
    }

## The courses, in the manual's order.

chess-course-board = El tablero
chess-course-pieces = Las piezas
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = El { -castling }
chess-course-en-passant = La { -en-passant }
chess-course-stalemate = { CAPITAL(-stalemate) }
chess-course-notation = Escribir las jugadas
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Más reglas

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Las esquinas
    .goal = Haz clic en las casillas a1 y h8.
    .tell = Cada casilla tiene un nombre: primero su columna, una letra de la a a la h, y luego su fila, un número del 1 al 8.
chess-level-board-2 = El centro
    .goal = Haz clic en las cuatro casillas del centro: d4, e4, d5 y e5.
    .tell = Las cuatro casillas del medio son el centro: desde ahí una pieza llega a más casillas.
chess-level-board-7 = Una fila
    .goal = Haz clic en todas las casillas de la 5.ª fila, de a5 a h5.
    .tell = Una fila cruza el tablero de lado a lado: ocho casillas con el mismo número.
chess-level-board-3 = Una columna
    .goal = Haz clic en todas las casillas de la columna c, de c1 a c8.
    .tell = Una columna sube recta por el tablero: ocho casillas con la misma letra.
chess-level-board-4 = Una diagonal
    .goal = Haz clic en todas las casillas de la gran diagonal, de a1 a h8.
    .tell = Una diagonal va inclinada, y todas sus casillas son del mismo color.
chess-level-board-5 = Blanca a la derecha
    .goal = Haz clic en la casilla de la esquina que cada jugador tiene a su derecha.
    .tell = El tablero se coloca para que cada jugador tenga una casilla blanca en la esquina de su derecha.
chess-level-board-6 = La { -queen } en su color
    .goal = ¿Dónde están las { -queen(count: 2) } al empezar? Haz clic en las dos casillas.
    .tell = Al empezar, la { -queen } blanca está en una casilla blanca y la { -queen } negra en una oscura.
chess-level-board-8 = Los dos ejércitos
    .goal = Cuatro piezas están en la casilla equivocada. Haz clic en cada una.
    .tell = Cada ejército tiene 16 piezas: un { -king }, una { -queen }, dos torres, dos alfiles, dos { -knight(count: 2) } y ocho { -pawn(count: 2) }. Desde la esquina: { -rook }, { -knight }, { -bishop }; la { -queen } en su color y el { -king } a su lado.

## How each piece moves and what it is worth.

chess-level-pieces-1 = La { -rook }
    .goal = Coge las dos estrellas con la { -rook }.
    .tell = La { -rook } va recta, tan lejos como quiera, y no puede saltar. Vale 5 { -pawn(count: 2) }.
chess-level-pieces-2 = El { -bishop }
    .goal = Coge las dos estrellas con el { -bishop }.
    .tell = El { -bishop } va en diagonal y se queda siempre en su color. Vale 3 { -pawn(count: 2) }.
chess-level-pieces-3 = El { -knight }
    .goal = Coge las dos estrellas con el { -knight }.
    .tell = El { -knight } salta en forma de L: dos casillas en una dirección y una hacia el lado. Vale 3 { -pawn(count: 2) }.
chess-level-pieces-4 = La { -queen }
    .goal = Coge las dos estrellas con la { -queen }.
    .tell = La { -queen } se mueve como una { -rook } y un { -bishop } juntos. Vale 9 { -pawn(count: 2) }.
chess-level-pieces-5 = El { -king }
    .goal = Lleva al { -king } hasta la estrella.
    .tell = El { -king } da un paso en cualquier dirección. Vale toda la partida.
chess-level-pieces-6 = El { -pawn } se hace { -queen }
    .goal = Lleva el { -pawn } a la última fila.
    .tell = El { -pawn } avanza recto. En la última fila se convierte en { -queen } (o en { -rook }, { -bishop } o { -knight }).
chess-level-pieces-10 = Un { -knight } de un { -pawn }
    .goal = Corona el { -pawn } de modo que la nueva pieza dé { -check } enseguida.
    .tell = En la última fila eliges tú: { -queen }, { -rook }, { -bishop } o { -knight }. Casi siempre la { -queen } es la mejor, pero aquí solo el { -knight } da { -check }, y además ataca a la { -queen }.
chess-level-pieces-7 = La mejor captura
    .goal = Haz la captura que más gana.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. ¿Qué pieza puede comer tu { -knight }?
chess-level-pieces-8 = El { -pawn } come
    .goal = Haz la captura que más gana.
    .tell = El { -pawn } avanza recto, pero come en diagonal, una casilla hacia delante.

## Check and its three answers.

chess-level-check-1 = ¡{ CAPITAL(-check) }!
    .goal = Da { -check } con la { -rook }.
    .tell = Cuando una pieza ataca al { -king }, eso es { -check }.
chess-level-check-2 = { CAPITAL(-check) } de { -knight }
    .goal = Da { -check } con el { -knight }.
    .tell = El { -knight } salta: nada puede ponerse entre él y el { -king }.
chess-level-check-3 = Huir
    .goal = Tu { -king } está en { -check }. Huye con el { -king }.
    .tell = La primera respuesta al { -check }: el { -king } va a una casilla que nadie ataca.
chess-level-check-4 = Tapar
    .goal = Tu { -king } está en { -check }. Pon una pieza en medio.
    .tell = La segunda respuesta: una pieza se pone entre el { -king } y la pieza que da { -check }.
chess-level-check-5 = Comer al atacante
    .goal = Tu { -king } está en { -check }. Come la pieza que da { -check }.
    .tell = La tercera respuesta, muchas veces la mejor jugada: comer la pieza que da { -check }.
chess-level-check-6 = Un solo camino
    .goal = Tu { -king } está en { -check }. Encuentra la jugada que lo salva.
    .tell = Prueba las tres respuestas en tu cabeza: huir, tapar, comer.
chess-level-check-7 = La mejor jugada
    .goal = Tu { -king } está en { -check }. Busca la mejor de las tres respuestas.
    .tell = El { -king } podría huir y la { -rook } podría ponerse en medio, pero si comes la { -queen }, la ganas: ¡la mejor jugada!
chess-level-check-8 = Nunca al { -check }
    .goal = Lleva el { -king } a la estrella, nunca a una casilla que ataque una pieza enemiga.
    .tell = El { -king } nunca puede ponerse en { -check }. Si lo hace por error, la jugada se deshace y se repite.
chess-level-check-9 = No dejes al { -king } en { -check }
    .goal = Haz la captura que más gana.
    .tell = Una pieza que protege a su { -king } no puede apartarse: lo dejaría en { -check }. Esa jugada también se deshace.

## Checkmate and its patterns.

chess-level-mate-1 = El mate de las dos torres
    .goal = { CAPITAL(-checkmate) } en una jugada.
    .tell = { CAPITAL(-checkmate) }: el { -king } está en { -check } y no puede huir, ni tapar, ni comer. Una { -rook } vigila una fila y la otra da { -check }.
chess-level-mate-2 = El mate del pasillo
    .goal = { CAPITAL(-checkmate) } en una jugada.
    .tell = El { -king } está encerrado por sus propios { -pawn(count: 2) }. Una { -rook } en la última fila da mate.
chess-level-mate-3 = El mate ahogado
    .goal = { CAPITAL(-checkmate) } en una jugada.
    .tell = El { -king } está rodeado por sus propias piezas, y nada puede ponerse entre el { -knight } y el { -king }.
chess-level-mate-4 = El mate de la { -queen }
    .goal = { CAPITAL(-checkmate) } en una jugada.
    .tell = { CAPITAL(-queen) } y { -king } juntos: la { -queen } da { -check } y el { -king } vigila las casillas de alrededor. ¡Cuidado con el { -stalemate }!
chess-level-mate-5 = Mate en dos
    .goal = { CAPITAL(-checkmate) } en dos jugadas.
    .tell = Primero una jugada tranquila que le quita casillas al { -king }, y luego mate. Las negras se defienden lo mejor que pueden.
chess-level-mate-6 = La escalera de torres
    .goal = { CAPITAL(-checkmate) } en dos jugadas.
    .tell = Una { -rook } cierra una fila y la otra da { -check } en la siguiente: las torres suben como por una escalera.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = { CAPITAL(-castling) } corto
    .goal = Haz el { -castling } corto: el { -king } va dos casillas hacia la { -rook } cercana.
    .tell = El { -castling } pone al { -king } a salvo: va dos casillas hacia una { -rook }, y la { -rook } salta por encima. Ninguno de los dos puede haberse movido antes.
chess-level-castling-2 = { CAPITAL(-castling) } largo
    .goal = Haz el { -castling } largo: el { -king } va dos casillas hacia la { -rook } lejana.
    .tell = El { -castling } largo va hacia el lado de la { -queen }; la { -rook } salta por encima del { -king } hasta d1.
chess-level-castling-7 = El { -king } se ha movido
    .goal = El { -king } blanco fue a f1 y volvió. ¿Pueden las blancas hacer ahora el { -castling } corto?
    .tell = El { -castling } solo se permite si el { -king } y esa { -rook } no se han movido nunca, ni siquiera para ir y volver.
chess-level-castling-8 = La { -rook } se ha movido
    .goal = La { -rook } de h1 fue a g1 y volvió. ¿Pueden las blancas hacer ahora el { -castling } corto?
    .tell = El { -castling } solo se permite si el { -king } y esa { -rook } no se han movido nunca, ni siquiera para ir y volver.
chess-level-castling-9 = Una pieza en medio
    .goal = ¿Pueden las blancas hacer ahora el { -castling } largo?
    .tell = Todas las casillas entre el { -king } y la { -rook } tienen que estar vacías, también la que el { -king } no cruza.
chess-level-castling-3 = ¿{ CAPITAL(-castling) } ahora? (1)
    .goal = ¿Pueden las blancas hacer ahora el { -castling } corto?
    .tell = El { -castling } está prohibido si el { -king } está en { -check }, o si pasa por una casilla atacada o llega a una.
chess-level-castling-4 = ¿{ CAPITAL(-castling) } ahora? (2)
    .goal = ¿Pueden las blancas hacer ahora el { -castling } corto?
    .tell = El { -castling } está prohibido si el { -king } está en { -check }, o si pasa por una casilla atacada o llega a una.
chess-level-castling-5 = ¿{ CAPITAL(-castling) } ahora? (3)
    .goal = ¿Pueden las blancas hacer ahora el { -castling } corto?
    .tell = El { -castling } está prohibido si el { -king } está en { -check }, o si pasa por una casilla atacada o llega a una.
chess-level-castling-6 = ¿{ CAPITAL(-castling) } ahora? (4)
    .goal = ¿Pueden las blancas hacer ahora el { -castling } largo?
    .tell = El { -castling } está prohibido si el { -king } está en { -check }, o si pasa por una casilla atacada o llega a una.

## En passant, only right after the double step.

chess-level-en-passant-6 = El paso doble
    .goal = Coge las dos estrellas con los { -pawn(count: 2) }.
    .tell = El { -pawn } avanza una casilla; desde su casilla de salida también puede avanzar dos.
chess-level-en-passant-1 = Al paso
    .goal = Haz una { -en-passant }: come el { -pawn } negro.
    .tell = El { -pawn } negro acaba de avanzar dos casillas y ha pasado junto a tu { -pawn }. Ahora, y solo ahora, tu { -pawn } puede comerlo como si hubiera avanzado solo una.
chess-level-en-passant-2 = Comen las negras
    .goal = Haz una { -en-passant }: come el { -pawn } blanco.
    .tell = Las negras también pueden: el { -pawn } blanco acaba de dar su paso doble.
chess-level-en-passant-3 = ¿Qué { -pawn }?
    .goal = Haz una { -en-passant }.
    .tell = Solo se puede comer al paso el { -pawn } que ha dado su paso doble en la última jugada.
chess-level-en-passant-4 = Salir del { -check } al paso
    .goal = Un { -pawn } da { -check }. Haz una { -en-passant } para comerlo.
    .tell = El { -pawn } que acaba de moverse da { -check }. Si lo comes al paso, salvas a tu { -king }.
chess-level-en-passant-5 = Pueden comer dos
    .goal = Haz una { -en-passant }: come el { -pawn } blanco.
    .tell = Los dos { -pawn(count: 2) } negros están a su lado: cualquiera de los dos puede comer.

## Stalemate against mate.

chess-level-stalemate-1 = La esquina de la { -queen }
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = { CAPITAL(-checkmate) }: en { -check } y sin salida. { CAPITAL(-stalemate) }: sin { -check }, pero sin ninguna jugada.
chess-level-stalemate-8 = Los { -pawn(count: 2) }
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = Mira cada pieza negra: ¿puede moverse alguna?
chess-level-stalemate-2 = La { -queen } muy cerca
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = ¿Está atacado el { -king }? ¿Adónde podría ir?
chess-level-stalemate-3 = La fila de la { -rook }
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = Mira cada casilla a la que podría ir el { -king }.
chess-level-stalemate-4 = En la esquina
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = ¿Está atacado el { -king }? ¿Puede moverse?
chess-level-stalemate-5 = Un { -pawn } más
    .goal = Juegan las negras: ¿{ -checkmate }, { -stalemate } o ni lo uno ni lo otro?
    .tell = Mira todas las piezas, no solo el { -king }.
chess-level-stalemate-6 = Mate, no { -stalemate }
    .goal = ¡{ CAPITAL(-checkmate) } en una jugada, y sin { -stalemate }!
    .tell = Con la { -queen }, quítale todas las casillas al { -king } y dale { -check } a la vez.

## Writing the moves.

chess-level-notation-1 = Una jugada de { -pawn }
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Escribe la letra de la pieza y luego la casilla adonde va. El { -pawn } no tiene letra: solo la casilla.
chess-level-notation-2 = Una jugada de { -knight }
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Las letras: R { -king }, D { -queen } (dama), T { -rook }, A { -bishop }, C { -knight }.
chess-level-notation-3 = Una captura
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Cuando se come, se pone una x entre la letra y la casilla.
chess-level-notation-4 = Un { -pawn } come
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Si come un { -pawn }, se escribe la columna de la que sale, como en dxc6.
chess-level-notation-8 = ¿Qué { -knight }?
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Si dos piezas iguales pueden ir a la misma casilla, después de la letra se escribe la columna de la que sale la que se mueve: Cfd6 es el { -knight } de la columna f.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Una jugada que da { -check } lleva un + al final.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = El { -castling } corto se escribe O-O; el largo, O-O-O.
chess-level-notation-9 = El { -castling } largo
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = El { -castling } largo, hacia el lado de la { -queen }, se escribe O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = ¿Cómo se escribe la jugada marcada?
    .tell = Una jugada que da mate lleva un # al final.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { CAPITAL(-king) } y { -knight }
    .goal = ¿Es { -draw } esta partida? ¿Por qué?
    .tell = No solo el { -stalemate } es { -draw }: también hay pocas piezas para dar mate, la misma posición tres veces y 50 jugadas sin capturas ni jugadas de { -pawn }.
chess-level-draw-2 = { CAPITAL(-king) } y { -rook }
    .goal = ¿Es { -draw } esta partida? ¿Por qué?
    .tell = Un { -king } con solo un { -knight } o solo un { -bishop } no puede dar mate. Con una { -rook }, sí.
chess-level-draw-3 = Ida y vuelta
    .goal = Los dos { -king(count: 2) } han ido y vuelto. ¿Es { -draw }? ¿Por qué?
    .tell = Cuando la misma posición vuelve al tablero por tercera vez, la partida es { -draw }.
chess-level-draw-4 = Dos veces no bastan
    .goal = Los dos { -king(count: 2) } han ido y vuelto. ¿Es { -draw }? ¿Por qué?
    .tell = Cuenta cuántas veces ha estado ya en el tablero justo esta posición.
chess-level-draw-5 = Cincuenta jugadas
    .goal = ¿Es { -draw }? ¿Por qué?
    .tell = Tras 50 jugadas de cada bando sin capturas ni jugadas de { -pawn }, la partida es { -draw }.

chess-level-touch-1 = Pieza tocada, pieza movida
    .goal = Has tocado tu { -knight }. Da { -check } con él.
    .tell = Quien toca una pieza suya tiene que moverla. Para colocarla bien en su casilla, di «compongo» antes de tocarla. Pieza soltada, jugada hecha.
chess-level-touch-2 = Tocada, también en { -check }
    .goal = Tu { -king } está en { -check } y has tocado tu { -bishop }. Salva al { -king } con él.
    .tell = La pieza tocada tiene que moverse si puede. La { -queen } podría comer, pero tocaste antes el { -bishop }.
