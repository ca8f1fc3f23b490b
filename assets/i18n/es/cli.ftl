## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = error: { $message }
cli-no-folder =
    { $path }: la carpeta { $folder } no existe
    consejo: créala antes, o escribe en una carpeta que exista
cli-out-is-folder =
    --out { $path } es una carpeta
    consejo: --out indica un archivo, por ejemplo assets/win_chances.json
cli-out-not-models = --out { $path }: no es un archivo de modelos de probabilidades de ganar: { $error }
cli-cannot-read = { $path }: no se puede leer: { $error }
cli-cannot-write = { $path }: no se puede escribir ahí: { $error }
cli-board =
    { $error }
    consejo: el formato se explica en assets/board-classic.txt
cli-deck =
    { $error }
    consejo: el formato de las cartas se explica en cards/deck.json y en docs/data-files.md
cli-save =
    { $error }
    consejo: abre una partida guardada por este juego: autosave.json en la carpeta de datos, un archivo creado con «Guardar como…» o simulate --save
cli-rule-file =
    { $error }
    consejo: el formato del archivo de reglas se explica en docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    consejo: al abrirse, la Escuela de piezas aparta un archivo así con el nombre progress.json.broken; --data-dir indica la carpeta de datos
cli-unknown-bot =
    jugador de ordenador desconocido '{ $name }' en --bots
    consejo: usa random, greedy, easy, normal o hard
cli-bot-count =
    --bots indica { $bots ->
        [one] { $bots } jugador de ordenador
       *[other] { $bots } jugadores de ordenador
    } para { $players } jugadores
    consejo: indica un nombre por jugador, o uno para todos
cli-levels =
    { $error }
    consejo: usa de 2 a 4 nombres entre random, greedy, easy, normal, hard, por ejemplo --levels hard,normal,normal,normal
cli-unknown-piece = pieza desconocida '{ $name }': usa queen, rook, bishop, knight, king o pawn
cli-bad-seat = --seat tiene que ser 0, 1, 2 o 3
cli-not-a-square = '{ $text }' no es una casilla: escribe X,Y, por ejemplo 5,16
cli-too-few-positions =
    solo { $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    } para aprender (hacen falta al menos { $needed }); no se ha escrito nada en { $path }
    consejo: más --games, o un --every más pequeño
cli-board-has-no-seat = el tablero { $board } no tiene sitio para { track-seat }
cli-unknown-level =
    nivel desconocido '{ $name }' en { $flag }
    consejo: usa easy, normal o hard
cli-chess-level-count =
    --levels indica { $count ->
        [one] { $count } nivel
       *[other] { $count } niveles
    }
    consejo: indica dos, por ejemplo --levels hard,easy
cli-yalta-level-count =
    --levels indica { $count ->
        [one] { $count } nivel
       *[other] { $count } niveles
    }; Yalta se juega con 3 jugadores
    consejo: por ejemplo --levels hard,easy,easy
cli-chess-player-count =
    --chess-players indica { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
    consejo: indica dos, por ejemplo --chess-players person,hard
cli-depth-too-deep =
    la profundidad { $depth } tardaría horas
    consejo: usa una profundidad de 0 a 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    consejo: indica una posición FEN como 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', o start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    consejo: hacen falta partidas en PGN, con las jugadas en SAN (por ejemplo 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } partidas; elige una con { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: el archivo tiene { $count ->
        [one] { $count } partida
       *[other] { $count } partidas, de la 1 a la { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } nivel de ajedrez no queda demostrado
       *[other] { $count } niveles de ajedrez no quedan demostrados
    } por su solución (mira las líneas de arriba)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game y --chess-players solo funcionan con --game chess
cli-no-such-lesson = --lesson { $given }: ese nivel no existe. Indica el curso y el nivel, p. ej. --lesson 1.3 (cursos del 1 al { $courses })
cli-fen-and-pgn = usa --fen o --pgn, no los dos
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] línea { $line } de la entrada estándar: { $error }
    }
    consejo: YFEN se explica en design §5; si no, usa start
cli-standard-input = entrada estándar: { $error }
cli-line-too-long = la línea { $line } de la entrada estándar es más larga que cualquier posición ({ $max } bytes como máximo): la lectura se detiene ahí
cli-line-not-text = la línea { $line } de la entrada estándar no es texto UTF-8
cli-standard-output = salida estándar: { $error }
cli-screenshot-is-folder = --screenshot { $path }: es una carpeta; indica un nombre de archivo, por ejemplo shot.png
cli-no-display = no hay pantalla: la ventana del juego necesita una pantalla X (DISPLAY no está definida; en un escritorio Wayland, XWayland da una). Las órdenes sin ventana, como `simulate` y `cards`, funcionan sin pantalla.
cli-no-display-unreachable = no hay pantalla: la pantalla X '{ $display }' que indica DISPLAY no responde: allí no funciona ningún servidor X, o no te deja entrar. Inicia el juego en tu escritorio, o con xvfb-run. Las órdenes sin ventana, como `simulate` y `cards`, funcionan sin pantalla.
cli-no-display-library = no hay pantalla: la ventana del juego necesita la biblioteca del sistema { $library }, que no está instalada (en Debian y Ubuntu viene con libx11-6 y libxkbcommon0). Las órdenes sin ventana, como `simulate` y `cards`, funcionan sin ella.
cli-count-below-one = tiene que ser al menos 1
cli-not-a-whole-number = '{ $text }' no es un número entero
cli-not-a-number = '{ $text }' no es un número
cli-speed-out-of-range = la velocidad tiene que estar entre 0.1 y 1000
cli-bad-size = '{ $text }' no es un tamaño de ventana entre 320x240 y 8192x8192, por ejemplo 1280x720
cli-web-on-desktop = schachschlamassel-web funciona en un navegador: compílalo con web/build.sh; en el ordenador, abre schachschlamassel

## Notes and the words inside listings.
cli-seed = semilla { $seed }
cli-lesson-line = {"  "}{ $id } objetivo { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: demostrado, ganado en { $tries ->
        [one] { $tries } intento
       *[other] { $tries } intentos
    } con { $stars } estrellas
cli-chess-lesson-no-proof = {"  "}{ $id }: NO demostrado: la búsqueda no encuentra ninguna solución ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NO demostrado: el intento { $number } de la solución se rechaza: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NO demostrado: { $stars ->
        [0] { $tries } intentos no bastaron para ganar
       *[other] ganado en { $tries } intentos con solo { $stars } estrellas
    }
cli-chess-lessons-checked = { $proved } de { $count } niveles de ajedrez demostrados
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
cli-pgn-broken = la partida { $number } del archivo no se puede leer y se omite: { $error }
cli-uci-unknown-command = orden desconocida '{ $text }': este programa conoce uci, isready, ucinewgame, setoption, position, go, stop y quit
cli-uci-bad-position = position '{ $text }': escribe position startpos o position fen FEN, y después moves y las jugadas, por ejemplo moves e2e4 e7e5
cli-uci-bad-fen = { $error }; la posición sigue como estaba
cli-uci-illegal-move = la jugada { $number } '{ $text }' no está permitida ahí: la posición llega hasta la jugada anterior
cli-uci-unknown-option = no hay ninguna opción '{ $name }': la única opción es Skill (easy, normal o hard)
cli-uci-bad-skill = Skill '{ $value }' no es easy, normal ni hard: el nivel sigue como estaba
cli-uci-bad-go = go: '{ $text }' no se entiende; go acepta movetime, wtime, btime, winc, binc, movestogo, depth y nodes con un número entero, o infinite
cli-uci-no-move = la partida ha terminado: no queda ninguna jugada
cli-final-position = posición final: { $fen }
cli-result = resultado: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] abandono
        [stalemate] { -stalemate }
        [insufficient-material] material insuficiente
        [fifty-moves] regla de las 50 jugadas
        [seventy-five-moves] regla de las 75 jugadas
        [threefold-repetition] triple repetición
        [fivefold-repetition] quíntuple repetición
        [agreement] acuerdo
       *[going-on] la partida sigue
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M jugadas/s)
cli-yalta-perft = profundidad { $depth }: { $leaves } hojas en { $seconds } s ({ $speed } M hojas/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    }  { $results ->
        [one] { $results } resultado
       *[other] { $results } resultados
    }  { $micros } µs por resultado  { $route } µs más para un camino hasta cada uno
cli-no-font = error: no se puede cargar la fuente que viene con el juego: { $error }
cli-no-shot-screen = error: ninguna pantalla { $when } en { $frames } fotogramas; no se ha hecho ninguna captura de pantalla
