## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.
##
## Spanish: a piece named by $piece gets its article here ("la torre", "el alfil"):
## queen and rook are feminine, the others masculine.

## Helper messages: other messages use them with the values they were given.

# "a, b or c": joins the last two of a list ($first is "a, b").
list-or = { $first } o { $last }
track-on-off =
    { $state ->
        [true] sí
       *[false] no
    }
track-moves-count =
    { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Amarillo
        [green] Verde
        [blue] Azul
       *[red] Rojo
    }
track-placing =
    { $place ->
        [1] 1.º
        [2] 2.º
        [3] 3.º
       *[other] { $place }.º
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Tirar (Espacio)
track-turn-of = Le toca a { $name }
track-rolled =
    { $orange ->
        [none] Ha salido: { $white }
       *[other] Ha salido: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (clic o 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Elige una pieza
track-choose-piece-touch = Toca una pieza
track-choose-target = { CAPITAL(chess-piece) }: elige adónde va
track-move-of = jugada { $move } de { $of }
track-backspace-hint = Retroceso: una jugada atrás
track-step-back-button = ◀ Una jugada atrás
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Coger carta
track-pass-button = No hacer nada
track-choose-bring-in = ¿Qué pieza sacas?
track-choose-start-field = ¿A qué { -start-field }?
track-roll-lost = { $name } no puede mover: pierde la tirada
track-missed-turn = { $name } { -miss-a-turn(form: "it") }
track-try-again =
    { $name }: { $tries ->
        [one] te queda { $tries } intento
       *[other] te quedan { $tries } intentos
    }
track-roll-again = { $name } vuelve a tirar.
track-must-free-start = ¡Esta jugada tiene que dejar libre una { -start-field }!
track-captured =
    { $by-piece ->
        [king] El { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] El { -bishop }
        [knight] El { -knight }
       *[pawn] El { -pawn }
    } de { $by } se come { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $name }: vuelve a la { -start-box }.
track-came-home =
    ¡{ $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $name } ha llegado a la { -house }!
track-brought-in =
    { $name } { -bring-in(form: "it") }: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece }.
track-sent-back =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $name } vuelve a la { -start-box }.
track-placed =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $name } va a una { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $name } y { $other-piece ->
        [king] el { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] el { -bishop }
        [knight] el { -knight }
       *[pawn] el { -pawn }
    } de { $other } se cambian de sitio.
track-finished = { $name } llega en el puesto { $place }
track-game-over = ¡Se acabó la partida!
track-card-drawn = { $name } coge una carta: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = La carta no hace nada
track-passed = { $name } no hace nada
track-will-miss-turn = { $name } perderá el próximo turno
track-turn-skipped = { $name } { -miss-a-turn(form: "it") }
track-computer-turn = El ordenador { $name } está pensando…
track-step-mode = Paso a paso: { track-on-off }
track-choose-swap = Elige dos piezas para cambiarlas
track-choose-send-back = Elige una pieza de otro jugador
track-choose-safe-spot = Elige una pieza y una { -pause-field }
track-demo = Demo: el ordenador juega solo
track-next-game = Partida nueva
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Mazo { $deck } · { -discard-pile } { $discards }
track-deck-left = Mazo { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = { CAPITAL(-start-box) } { $box } · Recorrido { $track } · { CAPITAL(-house) } { $home }
track-show-moves = Ver jugadas: { track-on-off }
track-starts = Empieza { $name }
track-hint-key = H: consejo del ordenador, Enter: hacerlo
track-hint-touch = «Consejo» muestra la jugada del ordenador, «Hacerlo» la juega
track-saved-as = Guardado: { $path }
track-unfinished-kept = La partida a medias queda guardada: { $path }
track-unfinished-kept-later = La partida a medias queda guardada: la pantalla de inicio la ofrecerá de nuevo cuando termine esta.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Esta partida no se está guardando.
track-resume-question =
    ¿Seguir la partida de { $minutes ->
        [0] hace un momento
        [one] hace { $minutes } minuto
       *[other] hace { $minutes } minutos
    } ({ -round } { $round })?
track-resume = Seguir
track-replay-step = Paso { $step } de { $of } (flechas)
track-every-ring = Cada destino: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } tira: { $white }.
       *[other] { $name } tira: { $white } y { $orange } naranja.
    }
track-rolls-hash-misses = { $name } tira # y { -miss-a-turn(form: "it") }.
track-moves =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $name } mueve { $times ->
        [one] una vez
       *[other] { $times } veces
    }.
track-need-plus =
    { $name } necesita { $roll ->
        [hash] un #
        [plus-or-hash] un + o un #
       *[plus] un +
    } para { -bring-in(form: "infinitive") }{ $tries ->
        [0] : no le quedan intentos.
        [one] {" "}(le queda { $tries } intento).
       *[other] {" "}(le quedan { $tries } intentos).
    }
track-die-useless =
    { $white ->
        [true] El { $useless } blanco no mueve ninguna pieza; el { $useful } naranja, sí.
       *[false] El { $useless } naranja no mueve ninguna pieza; el { $useful } blanco, sí.
    }
track-movable-by-both = Blanco { $white }: { $white-pieces } · naranja { $orange }: { $orange-pieces }
track-movable-by-white = Blanco { $white }: { $white-pieces }
track-movable-by-orange = Naranja { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = O bien: mueve { $pieces } con el { $orange } naranja
track-nothing-moves = Con esta tirada no se mueve ninguna pieza.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = ¿Salir de esta partida?
track-leave-saved = Queda guardada y puedes seguirla luego.
track-leave-yes = Sí, salir
track-leave-no = No, seguir jugando
track-your-turn = ¡Te toca, { $name }!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Consejo (H)
track-play-hint-button = Hacerlo
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } hasta la { -house }
track-no-way-home-item = { CAPITAL(chess-piece) }: ahora no llega a la { -house }
track-hint-captures =
    Por qué: se come { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $name }, que estaba a { track-moves-count } de la { -house }.
track-hint-home =
    Por qué: lleva { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } a la { -house }.
track-hint-nearer =
    Por qué: acerca { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } { track-moves-count } a la { -house }.
track-hint-safer =
    Por qué: allí { $piece ->
        [queen] la { chess-piece } está más segura.
        [rook] la { chess-piece } está más segura.
       *[king] el { chess-piece } está más seguro.
    }
track-hint-bring-in = Por qué: entra en juego una pieza nueva.
track-hint-card = Por qué: una carta puede ayudar.
track-hint-other = Por qué: no hay nada mejor.
track-aids-for-beginners = El consejo (H) y el { -move-map } (D) son para principiantes: elige ese nivel en una partida nueva.
track-back = Volver
track-walk-further = Haz clic más adelante y la pieza sigue hasta allí

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] buena
        [bad] mala
       *[mixed] mixta
    }
card-nothing-happens = No pasa nada: { $why }
card-idle-no-active =
    { $piece ->
        [queen] no hay ninguna { chess-piece } { -active(form: "f") }
        [rook] no hay ninguna { chess-piece } { -active(form: "f") }
       *[king] no hay ningún { chess-piece } { -active }
    }
card-idle-cannot-move =
    { $piece ->
        [queen] la { chess-piece } no puede moverse
        [rook] la { chess-piece } no puede moverse
       *[king] el { chess-piece } no puede moverse
    }
card-idle-no-swap = no hay dos piezas que se puedan cambiar
card-idle-no-send-back = ninguna pieza de otro jugador puede volver
card-idle-no-safe-spot = no hay { -pause-field } libre o no hay pieza
card-idle-no-bring-in = no se puede sacar ninguna pieza
card-idle-no-castling = el { -king } y la { -rook } no están los dos en el recorrido
card-idle-none-to-start =
    { $piece ->
        [queen] ninguna { chess-piece } puede ir a una { -start-field }
        [rook] ninguna { chess-piece } puede ir a una { -start-field }
       *[king] ningún { chess-piece } puede ir a una { -start-field }
    }
card-idle-other = la carta no cambia nada
card-go-on = Seguir (Enter)

## The menu and the start screen.

menu-fullscreen = Pantalla completa (F11)
menu-button = Menú (Esc)
menu-rules = Reglas
menu-new-game = Partida nueva
menu-to-start = A la pantalla de inicio
menu-quit = Salir
menu-back = Volver a la partida
menu-keys = Teclas
menu-save-as = Guardar como…
menu-replay = Ver la partida otra vez
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Seguir: { -round } { $round }
start-continue-chess = Seguir: jugada { $move }
start-continue-yalta = Seguir: { yalta-moves }
start-play = La carrera
start-learn = Escuela de piezas
start-chess = Ajedrez
start-yalta = Yalta: ajedrez para 3
start-language = Idioma: español
start-open = Abrir una partida…
start-not-a-game = { $file } no es una partida que este programa sepa leer: { $why }

## The setup screen.

setup-title = Schachschlamassel – partida nueva
setup-variant = Juego
setup-rules = Reglas de la casa
setup-players = Jugadores
setup-first = ¿Quién empieza?
setup-roll-for-it = a los dados
setup-speed = Ordenadores
setup-speed-name =
    { $speed ->
        [normal] normales
        [quick] rápidos
       *[instant] inmediatos
    }
setup-speed-line =
    { $speed ->
        [normal] Normales: un ritmo fácil de seguir
        [quick] Rápidos: cada jugada se sigue viendo, pero breve
       *[instant] Inmediatos: los ordenadores juegan sin pausa
    }
setup-language = Idioma: español
setup-start = ¡A jugar!
setup-back = Volver
setup-seat-plays =
    { $plays ->
        [true] juega
       *[false] libre
    }
setup-seat-computer =
    { $computer ->
        [true] Ordenador
       *[false] Persona
    }
setup-keys = Tab/flechas: moverse · Enter: cambiar · Esc: volver
setup-help-level =
    { $help ->
        [beginner] novato
        [player] jugador
       *[expert] experto
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] paso a paso, jugadas marcadas, consejos
        [player] jugadas marcadas; sin pasos ni consejos
       *[expert] sin ayuda, como en un tablero de verdad
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] cualquier jugada
        [greedy] siempre la jugada que más se acerca a la meta; no planea
        [easy] como el glotón, pero una de cada cuatro al azar
        [normal] piensa cada jugada, cuida sus piezas
       *[hard] piensa en las próximas tiradas
    }
setup-settings-broken = Los ajustes guardados estaban rotos y se han reiniciado ({ $what }).

## The end page.

end-play-again = Jugar otra vez
end-new-setup = Preparar otra
end-placings = Clasificación
end-winner = ¡Gana { $name }!
end-button-again = Jugar otra vez
end-button-review = Repasar la partida
end-button-save = Guardar
end-button-start = Pantalla de inicio
end-button-see-board = Ver el tablero (Espacio)
end-show-result = Ver el resultado
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } comidas · { $lost } perdidas · { $lost-rolls ->
        [one] { $lost-rolls } tirada perdida
       *[other] { $lost-rolls } tiradas perdidas
    } · tirada más larga { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Teclas: las mismas en todos los juegos
key-name =
    { $key ->
        [space] Espacio
        [enter] Enter
       *[other] { $name }
    }
key-action-back = volver: cierra una ventana o abre el menú del juego
key-action-confirm = elegir el botón o la casilla marcada
key-action-next = marcar el botón o la casilla siguiente
key-action-previous = marcar el anterior
key-action-hint = un consejo: lo que haría el ordenador
key-action-move-map = el { -move-map }: cuántas jugadas necesita la pieza
key-action-fold = al final: quita el resultado para ver el tablero, y lo vuelve a poner
key-action-fullscreen = pantalla completa sí o no
key-action-mute = sonido sí o no
rules-keys = Flechas: pasar página · Esc: volver
rules-back = ◀ Atrás
rules-next = Siguiente ▶
rules-close = Cerrar
review-back =
    { $finished ->
        [true] El resultado (Esc)
       *[false] Volver a la partida (Esc)
    }
school-course-race = ¿Cuánto corre? (F)
school-course-back = ◀ Volver (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: juego { $variant }, semilla { $seed }, { $commands ->
        [one] { $commands } orden guardada
       *[other] { $commands } órdenes guardadas
    }
replay-roll-again-covered = { $name } vuelve a tirar. (también puede comer piezas { -covered(count: 2) })
replay-card-quote = «{ $text }»
replay-deck-shuffled = Los descartes se barajan y forman un mazo nuevo
replay-card-discarded = La carta va a los { -discard-pile }
replay-place-box = { -start-box }
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Válido: { $route }
explain-no-start = La partida guardada no arranca: { $why }
explain-at-from-one = --at cuenta las órdenes desde 1
explain-at-beyond =
    --at { $at } queda después del final de la partida: tiene { $count ->
        [one] { $count } orden
       *[other] { $count } órdenes
    } (usa de 1 a { $last })
explain-off-board = { $square } está fuera del tablero: mide { $width } × { $height }
explain-seat-absent = { $name } no juega en esta partida
explain-no-piece = En esta partida no hay ninguna pieza «{ chess-piece }»
