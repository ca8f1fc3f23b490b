## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (keys/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,

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
lab-fig-lost-line = Turnos perdidos en una partida: { $n } ({ $share } % de todos los turnos)
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
