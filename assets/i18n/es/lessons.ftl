## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = La { -rook }
level-rook-1 = Todo recto
    .goal = Lleva la { -rook } hasta la estrella.
level-rook-2 = A la vuelta de la esquina
    .goal = La { -rook } solo va en línea recta: consigue la estrella.
level-rook-3 = Dos estrellas
    .goal = Consigue las dos estrellas.
level-rook-4 = Piezas en medio
    .goal = La { -rook } no salta por encima de las piezas: consigue la estrella.
level-rook-5 = Siempre dos jugadas
    .goal = Todas las tiradas son un 2: una tirada tiene que acabar en la estrella.
level-rook-6 = A comer
    .goal = Cómete la { -queen } azul.
level-rook-7 = Todas las casillas
    .goal = Haz clic en todas las casillas a las que llega la { -rook } en 1 jugada.

course-bishop = El { -bishop }
level-bishop-1 = En diagonal
    .goal = El { -bishop } va en diagonal: consigue la estrella.
level-bishop-2 = Diagonal larga
    .goal = Consigue la estrella.
level-bishop-3 = Un solo color
    .goal = El { -bishop } no cambia de color: consigue la estrella.
level-bishop-4 = Dos estrellas
    .goal = Consigue las dos estrellas.
level-bishop-5 = A comer
    .goal = Cómete el { -knight } azul.
level-bishop-6 = Todas las casillas
    .goal = Haz clic en todas las casillas a las que llega el { -bishop } en 1 jugada.

course-queen = La { -queen }
level-queen-1 = Recto y en diagonal
    .goal = La { -queen } va recto y en diagonal: consigue la estrella.
level-queen-2 = Muy lejos
    .goal = Consigue la estrella.
level-queen-3 = Tres estrellas
    .goal = Consigue todas las estrellas.
level-queen-4 = Justo tres
    .goal = Llega a la estrella en exactamente 3 jugadas.
level-queen-5 = A comer
    .goal = Cómete la { -rook } azul.

course-knight = El { -knight }
level-knight-1 = El salto
    .goal = El { -knight } salta en forma de L: consigue la estrella.
level-knight-2 = Dos saltos
    .goal = Consigue la estrella.
level-knight-3 = Por encima de las piezas
    .goal = El { -knight } salta por encima de las piezas: consigue la estrella.
level-knight-4 = Dos estrellas
    .goal = Consigue las dos estrellas.
level-knight-5 = Justo dos
    .goal = Llega a la estrella en exactamente 2 saltos.
level-knight-6 = A comer
    .goal = Cómete la { -rook } azul.
level-knight-7 = Todos los saltos
    .goal = Haz clic en todas las casillas a las que llega el { -knight } en 1 salto.
level-knight-8 = Todos los saltos dobles
    .goal = Haz clic en todas las casillas a las que llega el { -knight } en exactamente 2 saltos, también en la suya.

course-king = El { -king }
level-king-1 = Un paso
    .goal = El { -king } anda una casilla: consigue la estrella.
level-king-2 = Tres pasos
    .goal = Todas las tiradas son un 3: una tirada tiene que acabar en la estrella.
level-king-3 = Dos estrellas
    .goal = Consigue las dos estrellas.
level-king-4 = A comer
    .goal = Cómete el { -pawn } azul.
level-king-5 = Ida y vuelta
    .goal = Llega a la estrella en exactamente 4 pasos.
level-king-6 = La valla
    .goal = Todas las tiradas son un 3: ábrete paso comiendo por la valla hasta que una tirada acabe en la estrella.

course-pawn = El { -pawn }
level-pawn-1 = Recto
    .goal = El { -pawn } anda recto: consigue la estrella.
level-pawn-2 = A la vuelta de la esquina
    .goal = Consigue la estrella.
level-pawn-3 = Comer en diagonal
    .goal = El { -pawn } come en diagonal: cómete la { -rook } azul.
level-pawn-4 = Tres pasos
    .goal = Todas las tiradas son un 3: una tirada tiene que acabar en la estrella.
level-pawn-5 = Recto no se come
    .goal = El { -pawn } solo come en diagonal: cómete el { -knight } azul.
level-pawn-6 = ¡Demasiado cerca!
    .goal = Todas las tiradas son un 3: una tirada tiene que acabar en la estrella de al lado.

course-line = La { -blocking-line }
level-line-1 = No cruces la { -blocking-line }
    .goal = Tu pieza no puede cruzar tu { -blocking-line }: consigue la estrella.
level-line-2 = Otras { -blocking-line(count: 2) }
    .goal = Las { -blocking-line(count: 2) } de otros colores no te paran: consigue la estrella.
level-line-3 = Una vuelta entera
    .goal = Todas las tiradas son un 2: tu { -blocking-line } te obliga a dar toda la vuelta hasta la { -house }.
level-line-4 = Detrás de la { -blocking-line }
    .goal = Todas las tiradas son un 2: cómete la { -rook } que está detrás de tu { -blocking-line }.
level-line-5 = Cada color tiene su { -blocking-line }
    .goal = Juegas con verde y todas las tiradas son un 2: consigue la estrella detrás de tu { -blocking-line } verde.

course-home = A la { -house }
level-home-1 = Por la { -entry-field }
    .goal = Solo se entra en la { -house } por una { -entry-field }: llega a la { -house }.
level-home-2 = El { -knight } llega a la { -house }
    .goal = Lleva el { -knight } a la { -house }.
level-home-3 = Las jugadas que sobran se pierden
    .goal = Todas las tiradas son un 3: llega a la { -house }.
level-home-4 = El { -bishop } entra en diagonal
    .goal = También en diagonal se entra solo por una { -entry-field }: llega a la { -house }.
level-home-5 = Visitas en la puerta
    .goal = Todas las tiradas son un 2: cómete una visita en tus { -entry-field(count: 2) } y llega a la { -house }.

course-capture = Comer
level-capture-1 = Con la última jugada
    .goal = Todas las tiradas son un 2, y solo comes con la última jugada: cómete la { -rook }.
level-capture-2 = No en la { -pause-field }
    .goal = En su { -pause-field } el { -knight } está a salvo: cómete el { -bishop } de la esquina.
level-capture-3 = { CAPITAL(-covered) }
    .goal = El { -knight } protege al { -bishop }, así que el { -bishop } está a salvo: cómete la { -queen } de la esquina.
level-capture-4 = Un paso atrás
    .goal = Todas las tiradas son un 2: cómete el { -bishop } que está justo a tu lado.
level-capture-5 = El { -knight } en medio
    .goal = El { -knight } está en medio: cómete la { -queen } que hay detrás.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = Tu { -pause-field }
    .goal = En tu { -pause-field } estás a salvo: lleva la { -rook } hasta ella.
level-pause-2 = Color equivocado
    .goal = La { -rook } azul está en tu { -pause-field }, no en la suya: cómetela.
level-pause-3 = La barricada
    .goal = No puedes comer el { -bishop } verde en su { -pause-field }: cómete un { -knight } y consigue la estrella.
level-pause-4 = De seguro en seguro
    .goal = Tienes una { -pause-field } en cada esquina: visita las cuatro.
level-pause-5 = El camino a la esquina
    .goal = Azul y verde están a salvo en sus { -pause-field(count: 2) }: cómete el { -knight } rojo de la esquina.

course-covered = Piezas { -covered(count: 2) }
level-covered-1 = A salvo si está { -covered }
    .goal = No puedes comer una pieza { -covered }: cómete la { -rook } azul.
level-covered-2 = Primero el guardián
    .goal = La { -rook } azul protege al { -knight }: cómete el { -knight }.
level-covered-3 = El { -pawn } protege en diagonal
    .goal = El { -pawn } solo protege en diagonal: cómete el { -bishop } de su lado.
level-covered-4 = Ponte en medio
    .goal = La { -rook } azul protege al { -knight }: ponte en medio y cómete el { -knight }.
level-covered-5 = La { -blocking-line } separa
    .goal = Todas las tiradas son un 2, y la { -rook } no protege al otro lado de su { -blocking-line }: cómete el { -knight }.
level-covered-6 = La cadena
    .goal = El { -bishop } protege a la { -rook } y la { -rook } al { -knight }: cómete el { -knight }.

course-bringin = { CAPITAL(-bring-in) }
level-bringin-1 = ¡Un +!
    .goal = Con un + sacas una pieza a una { -start-field }: lleva la { -rook } hasta la estrella.
level-bringin-2 = ¿Qué { -start-field }?
    .goal = Tú eliges la { -start-field }: lleva el { -knight } hasta la estrella.
level-bringin-3 = Una visita en tu { -start-field }
    .goal = Si sacas pieza, te comes la pieza que esté en tu { -start-field }: cómete la { -rook } azul.
level-bringin-4 = Deja sitio libre
    .goal = Después de { -bring-in }, tienes que liberar una { -start-field }: saca la { -queen } y consigue las dos estrellas.
level-bringin-5 = Dos veces +
    .goal = Saca las dos piezas y consigue las dos estrellas.
