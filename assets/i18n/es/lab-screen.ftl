## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Inventar reglas
lab-screen-title = Inventa tus propias reglas
lab-screen-default-name = Nuestro juego
lab-screen-name = Nombre:
lab-screen-name-empty = Escribe un nombre
lab-screen-page =
    { $page ->
        [game] Juego
        [dice] Dados
        [rules] Reglas caseras
        [more] Más reglas
       *[cards] Cartas
    }
lab-screen-start-from = Empezar de nuevo con un juego del folleto:
lab-screen-pieces = ¿Qué piezas juegan?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = El dado naranja solo se usa si juega una pieza que él mueve: en el cuadernillo el { -king } y el { -pawn } (se eligen en «Más reglas»).
lab-screen-white-die = Dado blanco
lab-screen-orange-die = Dado naranja
lab-screen-add-face = Añadir una cara
lab-screen-remove-face = Quitar una cara
lab-screen-face-how = Haz clic en una cara para cambiarla: del 1 al 12, + o #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } intento
       *[other] { $tries } intentos
    }
lab-screen-tries-how = Cuántas veces puedes tirar cuando todavía no ha salido ninguna de tus piezas.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(count: 2)) } a salvo, sin cartas extra
lab-screen-protection-how = Una pieza que otra de su color podría vengar no se puede comer. El mazo se queda como está.
lab-screen-action = Jugar con { -action-card(count: 2) }
lab-screen-cards-page = Cartas { $first } a { $last } de { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-cards-off = Activa las { -action-card(count: 2) } para elegir cuántas hay de cada una.
lab-screen-ready = Con estas reglas se puede jugar.
lab-screen-try-it = Probar
lab-screen-save = Guardar
lab-screen-play-it = Jugar
lab-screen-open = Abrir
lab-screen-import = Importar
lab-screen-export = Exportar
lab-screen-back = Volver
lab-screen-saved = Guardado: { $path }
lab-screen-exported = { $file } está listo para descargar.
lab-screen-exported-here = Tu archivo de reglas está aquí: { $path }
lab-screen-opened = «{ $name }» está abierto.
lab-screen-nothing-saved = Todavía no hay reglas guardadas.
lab-screen-open-title = Abrir tus reglas guardadas
lab-screen-leave-title = ¿Salir sin guardar?
lab-screen-leave-body = Tus cambios en «{ $name }» no están guardados.
lab-screen-leave = Salir
lab-screen-stay = Quedarse
lab-screen-try-title = Cómo se juega «{ $name }»
lab-screen-try-playing = El ordenador juega tus reglas y el juego del folleto hasta que las cifras estén claras: como mucho { $games } partidas de cada uno.
lab-screen-browser-fewer = En el navegador, el ordenador solo juega { $games } partidas de cada juego, para que la página no se bloquee.
lab-screen-progress = { $done } de { $total } partidas
lab-screen-stop = Parar
lab-screen-stopped =
    Detenido. Los dibujos muestran { $done ->
        [one] la única partida jugada hasta ahora
       *[other] las { $done } partidas jugadas hasta ahora
    }.
lab-screen-done =
    { $fair ->
        [fair] Tus reglas son justas (dentro del azar). { $games } partidas en { $seconds } segundos (semilla { $seed }).
        [unfair] Tus reglas no son justas. { $games } partidas en { $seconds } segundos (semilla { $seed }).
       *[unknown] { $games } partidas en { $seconds } segundos (semilla { $seed }).
    }
lab-screen-cannot-run = El ordenador no puede jugar con estas reglas: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Salida rápida: una pieza ya fuera
        [bring-in-on-any-roll] Cualquier número saca una pieza
        [bring-in-ends-turn] Sacar una pieza no da otra tirada
        [start-fields-may-fill] Las dos { -start-field(count: 2) } pueden estar ocupadas
        [capture-any] Comer con cualquier movimiento
       *[exact-home] Llegar justo, como en el parchís
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Todos empiezan con su primera pieza en una { -start-field }: desde la primera tirada hay algo que hacer.
        [bring-in-on-any-roll] Como un +, cualquier número puede sacar una pieza de la { -start-box } a una { -start-field } en lugar de mover una.
        [bring-in-ends-turn] En el librito se vuelve a tirar después de sacar una pieza. Con esta regla le toca después al siguiente jugador.
        [start-fields-may-fill] El librito dice que una { -start-field } debe quedar siempre libre mientras haya piezas en la { -start-box }. Con esta regla tus piezas pueden estar en las dos.
        [capture-any] En el librito una pieza solo come con el último movimiento de su tirada. Con esta regla cada movimiento puede comer, y la pieza sigue.
       *[exact-home] En el librito una pieza llega a la { -house } y los movimientos que sobran se pierden. Con esta regla solo llega con el último movimiento de su tirada.
    }
lab-screen-orange-moves = Dado naranja:
lab-screen-orange-moves-how = El cuadernillo dice: para mover la { -queen }, la { -rook }, el { -bishop } o el { -knight } cuenta el dado blanco; para el { -king } y el { -pawn }, el dado naranja. Aquí elegís qué piezas mueve el dado naranja (marcadas); el blanco mueve todas las demás.
