## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Cómo va una partida
lab-fig-length = Cuánto dura una partida
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minutos en la mesa
lab-fig-fairness = ¿Es justo?
lab-fig-player = Jugador { $player }
lab-fig-starting-player = Quien empieza
lab-fig-fair-share = Parte igual
lab-fig-skill = Cuánto cuenta la habilidad
lab-fig-liveliness = ¿Es animado?
lab-fig-captures = Capturas
lab-fig-lead-changes = Cambios de líder
lab-fig-lost-turns = Turnos perdidos
lab-fig-cards-drawn = Cartas robadas
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } de { $games ->
        [one] { $games } partida jugada
       *[other] { $games } partidas jugadas
    } por { $players } jugadores de ordenador (semilla { $seed }).
lab-fig-rounds-line = Una partida dura { $median } { -round(count: 2) }. La mitad de las partidas dura de { $low } a { $high } { -round(count: 2) }.
lab-fig-minutes-line = En la mesa son unos { $median } minutos (la mitad de las partidas: de { $low } a { $high } minutos).
lab-fig-minutes-how = Los minutos son una estimación: { $roll } segundos por tirada, { $card } segundos más por carta.
lab-fig-player-line = El jugador { $player } gana el { $share } % de las partidas (muy probablemente entre el { $low } y el { $high } %).
lab-fig-start-line = Quien empieza gana el { $share } % (entre el { $low } y el { $high } %). Lo justo sería el { $fair } %.
lab-fig-skill-line =
    El ordenador ({ computer-level }) gana el { $share } % de las partidas contra ordenadores fáciles (entre el { $low } y el { $high } %). Lo justo sería el { $fair } %. ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
lab-fig-captures-line = Piezas capturadas en una partida: { $n }
lab-fig-lead-line = Veces que cambia quien va en cabeza en una partida: { $n }
lab-fig-lead-how = Va en cabeza el jugador cuyas piezas han avanzado más en su camino.
lab-fig-lost-line = Turnos perdidos: { $share } % de todos los turnos ({ $n } en una partida)
lab-fig-lost-how = Un turno se pierde cuando no se mueve ninguna pieza: sale un #, no se puede { -bring-in } o no hay ningún movimiento tras todos los intentos.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } robadas en una partida: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } partida no terminó
       *[other] { $count } partidas no terminaron
    } en { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = Ninguna partida terminó en { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } en { $seconds } segundos con { $threads ->
        [one] { $threads } hilo
       *[other] { $threads } hilos
    }.

lab-fig-refused-players = Una partida se juega con 2, 3 o 4 jugadores.
lab-fig-refused-seats = El tablero no tiene sitio para estos jugadores.
lab-fig-refused-empty-die = Un dado no tiene ninguna cara: nadie podría tirar nunca.
# Lo que es azar (issue 51). $way: more, less (y within para la habilidad); $most el
# máximo de partidas de una prueba.
lab-fig-bots = Todos los jugadores eran jugadores de ordenador ({ computer-level }): las partes y los minutos valen para jugadores como ellos.
lab-fig-fair = Justo: las diferencias entre los jugadores están dentro de lo que da el azar.
lab-fig-no-winner = Ninguna partida tuvo ganador, así que no se puede decir nada de quién gana.
lab-fig-starter-really =
    { $way ->
        [more] Quien empieza gana de verdad más a menudo
       *[less] Quien empieza gana de verdad menos a menudo
    }: el { $share } % donde lo justo sería el { $fair } %.
lab-fig-player-really =
    { $way ->
        [more] El jugador { $player } gana de verdad más a menudo
       *[less] El jugador { $player } gana de verdad menos a menudo
    }: el { $share } % donde lo justo sería el { $fair } %.
lab-fig-skill-verdict =
    { $way ->
        [more] La habilidad cuenta de verdad: el mejor jugador gana más de lo que daría el azar.
        [less] El mejor jugador gana de verdad menos: con estas reglas no compensa pensar.
       *[within] La diferencia está dentro de lo que da el azar: la suerte decide más que la habilidad.
    }
lab-fig-stopped = Tras { $played } partidas las cifras estaban claras, así que el laboratorio paró ahí (habría jugado hasta { $most }).
lab-fig-not-clear = Incluso tras { $most } partidas, algunas diferencias son demasiado pequeñas para estar seguros.

