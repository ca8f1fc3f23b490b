## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Juego pequeño
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; el dado blanco
variant-small-action = Juego pequeño de acción
    .line = el juego pequeño con { -action-card(count: 2) }
variant-large = Juego grande
    .line = las seis piezas, dos dados, las { -covered(count: 2) } están a salvo
variant-large-action = Juego grande de acción
    .line = el juego grande con todas las { -action-card(count: 2) }
variant-own = Variante propia
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + y # { -bring-in(form: "they") }
    .line = con # solo { -miss-a-turn(form: "you") } si no puedes { -bring-in }
house-rule-hash-draws-card = # roba una carta
    .line = juegos de acción: # roba carta, + { -bring-in(form: "it") }
house-rule-protect-covered = { CAPITAL(-covered(count: 2)) } a salvo, 4 cartas
    .line = también en el juego pequeño; 4 cartas pueden comerlas igualmente
house-rule-may-stop-early = Parar antes
    .line = puedes hacer menos movimientos
house-rule-end-after-first-winner = Fin con el primer ganador
    .line = el juego acaba cuando alguien termina

## The race game's rules book, written from the booklet.

rules-race-goal = El objetivo
    .p1 = Lleva todas tus piezas una vuelta entera por el recorrido hasta tu { -house }.
    .p2 = Cada punto del dado es un movimiento de ajedrez de la pieza elegida: un 3 son 3 movimientos.
    .p3 = La vuelta va en sentido contrario a las agujas del reloj.
rules-race-pieces = Las piezas
    .p1 = Reina: en línea recta y en diagonal, todo lo que quiera. Torre: solo en línea recta. Alfil: solo en diagonal. Ninguna salta por encima de otras piezas.
    .p2 = Caballo: salta en forma de L, incluso por encima de piezas y muros.
    .p3 = Rey: una casilla hacia cualquier lado. Peón: una casilla en línea recta hacia cualquier lado; solo come en diagonal.
rules-race-fields = Las casillas
    .p1 = { CAPITAL(-start-field(count: 2)) } (con borde de tu color): por aquí entran las piezas que están en la { -start-box }.
    .p2 = { CAPITAL(-blocking-line) } (raya gruesa de tu color): tus piezas no pueden cruzarla nunca.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (flecha): solo por ellas se entra en la { -house }. Los movimientos que sobran se pierden.
    .p4 = { CAPITAL(-pause-field) } de tu color: ahí nadie puede comerse tu pieza.
rules-race-rolling = La tirada
    .p1 = + : { -bring-in(form: "imperative") } y vuelve a tirar.  # : { -miss-a-turn(form: "you") }.
    .p2 = Solo se puede comer con el último movimiento; la pieza comida vuelve a su { -start-box }.
    .p3 = Sin piezas en el recorrido: hasta tres intentos. Una { -start-field } tiene que quedar libre.
rules-race-large = Juego grande y cartas
    .p1 = El dado blanco mueve reina, torre, alfil y caballo; el naranja, rey y peón.
    .p2 = Una pieza { -covered } no se puede comer: otra pieza de su color podría comerse a quien se la coma.
    .p3 = Juegos de acción: con + o # { -bring-in(form: "you") } o robas una carta. Si una carta dice «{ -active(form: "f") }», habla de piezas en el recorrido.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = El objetivo
    .p1 = Al ajedrez juegan dos: blancas y negras. Mueven por turnos, una pieza cada vez, y empiezan las blancas.
    .p2 = Tu objetivo es dar jaque mate al rey contrario: atacarlo de forma que no pueda escapar.
    .p3 = Aquí, haz clic en una de tus piezas: unos puntos te enseñan adónde puede ir. Haz clic en un punto para moverla, o otra vez en la pieza para soltarla.
    .p4 = Si haces clic en una casilla a la que la pieza no puede ir, el panel te dice por qué, en rojo.
rules-chess-pieces = Las piezas
    .p1 = Rey: una casilla hacia cualquier lado. Reina: en línea recta y en diagonal, mientras las casillas estén libres.
    .p2 = Torre: solo en línea recta, mientras las casillas estén libres. Alfil: solo en diagonal, así que siempre se queda en su color.
    .p3 = Caballo: dos casillas en una dirección y una hacia un lado, como una L. Es la única pieza que salta por encima de las demás.
    .p4 = Una pieza come cuando va a la casilla de una pieza contraria, que sale del tablero. Cada pieza vale más o menos estos peones: reina 9, torre 5, alfil 3, caballo 3.
rules-chess-pawn = El peón
    .p1 = El peón avanza recto una casilla y nunca vuelve atrás. En su primera jugada puede avanzar dos casillas, si las dos están libres.
    .p2 = Solo come una casilla en diagonal hacia delante; no puede comerse una pieza que tenga justo delante.
    .p3 = Captura al paso: si un peón contrario avanza dos casillas y se salta una casilla que ataca tu peón, tu peón puede comérselo como si solo hubiera avanzado una. Solo en tu jugada siguiente.
    .p4 = El peón que llega a la última fila se convierte en reina, torre, alfil o caballo: tú eliges.
rules-chess-castling = Enroque y jaque
    .p1 = Enroque: el rey se mueve dos casillas hacia una torre, y la torre salta por encima de él y se pone a su lado. Para enrocar aquí, haz clic en el rey y luego en la casilla que está a dos pasos.
    .p2 = Solo se puede enrocar si el rey y la torre aún no se han movido, las casillas entre ellos están vacías y el rey no está en jaque, no pasa por una casilla atacada ni acaba en una.
    .p3 = Jaque: el rey está atacado. Hay que responder enseguida: mueve el rey, cómete la pieza que ataca o pon una pieza en medio. Nunca puedes dejar a tu rey en jaque.
    .p4 = Jaque mate: el rey está en jaque y no tiene escapatoria. La partida se acaba y gana quien ha dado jaque mate.
rules-chess-draws = El empate
    .p1 = Rey ahogado: el jugador al que le toca no está en jaque, pero no puede hacer ninguna jugada. La partida acaba en empate.
    .p2 = Con «Ofrecer empate», en el panel, le preguntas al otro jugador; si acepta, es empate. «Rendirse» le da la partida.
    .p3 = Cuando la misma posición se repite por tercera vez, el jugador al que le toca puede pulsar «Pedir empate».
    .p4 = También hay empate, sin pedirlo, tras 50 jugadas de cada uno sin comer ni mover un peón, o cuando queda demasiado poco para dar jaque mate, como rey contra rey.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Tres jugadores
    .p1 = Yalta es ajedrez para tres: blancas, negras y rojas. Cada uno tiene un rey, una reina, dos torres, dos alfiles, dos caballos y ocho peones.
    .p2 = Empiezan las blancas, después las negras, luego las rojas, y vuelta a empezar. En cada turno se mueve una pieza.
    .p3 = El tablero tiene seis lados y está hecho de tres mitades de tablero de ajedrez, una para cada jugador. Tu fila de atrás es tu lado del tablero.
    .p4 = La reina blanca empieza en la casilla central clara de la fila de atrás; la negra, en la oscura; las rojas eligen en la preparación.
rules-yalta-middle = Por el centro
    .p1 = Las mitades se tocan, y cada línea sigue al otro lado del borde: una torre puede pasar de tu mitad a la de un vecino.
    .p2 = En el centro se juntan seis casillas. Un alfil o una reina que cruza el centro en diagonal puede elegir entre dos caminos.
    .p3 = Torre, alfil y reina avanzan mientras las casillas estén libres. Rey: una casilla hacia cualquier lado. Caballo: dos casillas en una dirección y una hacia un lado; salta.
    .p4 = El enroque es como en el ajedrez: el rey no puede pasar por una casilla atacada por ninguno de los otros dos jugadores, ni acabar en ella.
rules-yalta-pawns = Peones
    .p1 = El peón avanza hacia el centro. Después del centro sigue por la mitad de un vecino, hacia la fila de atrás de ese jugador.
    .p2 = Avanza una casilla hacia delante, o dos desde su fila inicial si las dos están libres. Come una casilla en diagonal hacia delante.
    .p3 = La captura al paso es como en el ajedrez: después del paso doble de un peón, cada uno de los otros dos jugadores puede comérselo en su siguiente jugada.
    .p4 = El peón que llega a la fila de atrás de otro jugador se convierte en reina, torre, alfil o caballo.
rules-yalta-check = Jaque, mate y empate
    .p1 = Al rey no se le puede comer nunca. Está en jaque cuando lo ataca una pieza de cualquiera de los otros dos jugadores, y su jugador tiene que sacarlo del jaque.
    .p2 = Si un jugador está en jaque y no puede mover cuando empieza su turno, es jaque mate y la partida termina. Gana el jugador que dio jaque primero.
    .p3 = Antes de que le toque a ese jugador, el tercero todavía puede salvar al rey con su jugada.
    .p4 = Hay empate cuando un jugador que no está en jaque no puede mover, cuando la misma posición se repite por tercera vez, tras 150 jugadas sin comer ni mover un peón o cuando solo quedan los tres reyes.
