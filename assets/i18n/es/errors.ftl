## Errors in the track game's data files: a board, a card deck, a lesson, a save (src/said/file_errors.rs, save/words.rs and the derives of save/ and platform/).
## Each error is a frame (errors-board, errors-deck-card-at, …: the file, the line) around
## its reason ($reason: one of the messages below, said first).
## Values: $file a file's name or path; numbers $line, $column, $count, $expected,
## $found, $width, $height, $max, $length, $moves, $number, $version, $format,
## $commands; $seat a seat's colour (yellow, green, blue, red: track-seat says it);
## $square a square as (x,y); $cell a character of a board; $text a line of a board;
## $card, $field, $tag, $variant, $level ids as the file writes them; $lang a language
## code (de, en, …); $piece a piece's kind (chess-piece says it); $detail the JSON
## reader's own words, as it says them; $error the system's words; $why why a file
## could not be read (errors-read-…); $differs the parts of a game that differ
## (errors-save-part, $part: setup, board, dice, cards, positions, turn, placings,
## generator).

## Why a file could not be read.

errors-read-missing = ese archivo no existe
errors-read-not-a-file = no es un archivo normal (una carpeta o un dispositivo)
errors-read-too-large = pasa de { $max } MB: es demasiado grande para un archivo del juego
errors-read-not-text = no es texto UTF-8
errors-read-system = { $error }
errors-read-no-permission = el juego no tiene permiso para leerlo; permíteselo en los permisos del archivo
errors-read-folder-is-a-file = la carpeta en la que debería estar es un archivo, no una carpeta

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = su carpeta es un archivo, no una carpeta; aparta ese archivo o inicia el juego con --data-dir y otra carpeta
errors-write-no-permission = el juego no tiene permiso para escribir aquí; permíteselo en los permisos de la carpeta o inicia el juego con --data-dir y una carpeta tuya
errors-write-full = el disco está lleno; borra archivos que ya no necesites y el juego podrá guardar de nuevo
errors-write-system = { $error }

## A board file.

errors-board = archivo de tablero { $file }: { $reason }
errors-board-at = archivo de tablero { $file }, línea { $line }, columna { $column }: { $reason }
errors-board-io = no se puede leer el archivo: { $why }
errors-board-unknown-cell = casilla desconocida '{ $cell }' (usa # . a-d A-D 1-4 w-z, mira los comentarios del tablero clásico)
errors-board-ragged-row =
    esta fila tiene { $found ->
        [one] { $found } casilla
       *[other] { $found } casillas
    } pero la primera tiene { $expected }: la cuadrícula debe ser rectangular
errors-board-no-rows = el archivo no tiene ninguna fila de cuadrícula
errors-board-too-large = la cuadrícula mide { $width } x { $height }; puede tener como mucho { $max } casillas
errors-board-bad-line = no se puede leer la { -blocking-line } '{ $text }': escribe 'line S x=X y=Y0..Y1' o 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat }: una segunda { -blocking-line }
errors-board-missing-line = { track-seat }: tiene casillas pero ninguna { -blocking-line }
errors-board-line-without-seat = { track-seat }: tiene una { -blocking-line } pero ninguna casilla
errors-board-line-off-grid = la { -blocking-line } sale de la cuadrícula: sus extremos deben quedar dentro de x=0..{ $width } e y=0..{ $height }
errors-board-start-field-count =
    { track-seat }: { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; hacen falta exactamente 2
errors-board-entry-field-count =
    { track-seat }: { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; hacen falta exactamente 2
errors-board-no-house = { track-seat }: ninguna casilla de { -house }
errors-board-house-does-not-touch-entry = { track-seat }: la { -entry-field } { $square } no toca ninguna casilla de su { -house } (por un lado)
errors-board-house-apart = { track-seat }: la casilla de { -house } { $square } no está unida al resto de la { -house } junto a las { -entry-field(count: 2) }
errors-board-pause-walled-in = { track-seat }: la { -pause-field } { $square } está rodeada de muros; ninguna pieza puede llegar a ella
errors-board-line-does-not-separate = { track-seat }: la { -blocking-line } no separa las { -start-field(count: 2) } de las { -entry-field(count: 2) } a lo largo del recorrido
errors-board-entry-unreachable = { track-seat }: desde las { -start-field(count: 2) } no se llega a las { -entry-field(count: 2) } sin cruzar la { -blocking-line }
errors-board-no-pause-field = { track-seat }: ninguna { -pause-field }
errors-board-too-few-seats =
    el tablero tiene { $count ->
        [one] { $count } puesto completo
       *[other] { $count } puestos completos
    }; hacen falta al menos 2

## A card deck.

errors-deck = archivo de cartas { $file }: { $reason }
errors-deck-card = archivo de cartas { $file }, carta '{ $card }': { $reason }
errors-deck-at = archivo de cartas { $file }, línea { $line }, columna { $column }: { $reason }
errors-deck-card-at = archivo de cartas { $file }, carta '{ $card }', línea { $line }, columna { $column }: { $reason }
errors-deck-io = no se puede leer: { $why }
errors-deck-json = JSON incorrecto: { $detail }
errors-deck-unknown-field = campo desconocido `{ $field }` en un `{ $tag }`
errors-deck-text-too-long = el texto en { $lang } tiene { $length } caracteres; como mucho se permiten { $max }
errors-deck-empty-text = el texto en { $lang } está vacío
errors-deck-no-language = "text" no indica ningún idioma
errors-deck-empty-id = el identificador está vacío
errors-deck-duplicate-id = otra carta también tiene este identificador
errors-deck-zero-count = count es 0; una carta tiene que estar al menos 1 vez
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }; usa de 1 a 12
errors-deck-role-not-listed = el efecto habla de la pieza { chess-piece }, pero "roles" no la incluye
errors-deck-empty = el mazo no tiene ninguna carta

## The seats of a game.

errors-setup-seat-not-on-board = el tablero no tiene sitio para { track-seat }
errors-setup-bad-seats = una partida se juega con 2, 3 o 4 puestos distintos
errors-setup-first-not-playing = { track-seat } debe empezar pero no juega

## A lesson file.

errors-lesson = archivo de lección { $file }: { $reason }
errors-lesson-line = archivo de lección { $file }, línea { $line }: { $reason }
errors-lesson-level = archivo de lección { $file }, nivel { $level }: { $reason }
errors-lesson-line-level = archivo de lección { $file }, línea { $line }, nivel { $level }: { $reason }
errors-lesson-json = JSON incorrecto: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = un curso necesita un identificador
errors-lesson-no-levels = un curso necesita niveles
errors-lesson-id-twice = el identificador se usa dos veces
errors-lesson-no-level-id = un nivel necesita un identificador
errors-lesson-unknown-variant = variante desconocida '{ $variant }'
errors-lesson-no-language = un texto no indica ningún idioma
errors-lesson-empty-text = el texto en { $lang } está vacío
errors-lesson-text-too-long = el texto en { $lang } es demasiado largo
errors-lesson-no-such-seat = el puesto { $number } no existe
errors-lesson-not-on-track = { $square } no es una casilla del recorrido
errors-lesson-two-pieces = dos piezas en { $square }
errors-lesson-kind-twice = un puesto puede tener como mucho una pieza de cada tipo
errors-lesson-no-piece-to-play = { track-seat }: no tiene ninguna pieza para jugar
errors-lesson-pips-and-dice = indica pips o dice, no los dos
errors-lesson-no-pips-nor-dice = indica pips o dice
errors-lesson-bad-dice = un dado va de 1 a 12 puntos, o "+"
errors-lesson-plus-needs-box = un "+" necesita una pieza en la { -start-box }, en el juego pequeño
errors-lesson-bad-pips = pips debe ir de 1 a 12
errors-lesson-zero-par = par debe ser al menos 1
errors-lesson-no-stars = un objetivo de estrellas necesita estrellas
errors-lesson-too-many-stars = un objetivo de estrellas tiene como mucho { $max } estrellas, no { $count }
errors-lesson-star-off-track = cada estrella debe estar en el recorrido
errors-lesson-reach-off-track = la casilla que hay que alcanzar debe estar en el recorrido
errors-lesson-nothing-to-capture = en { $square } no hay pieza de otro puesto para capturar
errors-lesson-every-square-needs = un objetivo «todas las casillas» necesita una sola pieza del puesto y pips
errors-lesson-same-par-alone = same_par_because: solo junto con teaches, la regla cuyo par mantiene
errors-lesson-same-par-empty = same_par_because: di por qué, o quítalo
errors-lesson-cover-needs-large = teaches: cover, pero solo el juego grande protege las piezas { -covered(count: 2) }
errors-lesson-bring-in-needs-plus = teaches: bring_in, pero los dados no tienen un "+" para { -bring-in }

## A save file.

errors-save = partida guardada { $file }: { $reason }
errors-save-at = partida guardada { $file }, línea { $line }, columna { $column }: { $reason }
errors-save-missing = ese archivo no existe
errors-save-io = no se puede leer: { $why }
errors-save-write = no se puede escribir: { $error }
errors-save-truncated = el archivo termina demasiado pronto: está cortado
errors-save-garbled = el archivo está estropeado, no es JSON válido: { $detail }
errors-save-not-a-save = no es una partida guardada (no tiene número de versión "format")
errors-save-future-version = guardada en el formato { $version } por una versión más reciente del juego; esta lee formatos hasta el { $format }
errors-save-schema = JSON incorrecto: { $detail }
errors-save-stray-field = orden { $number }: campo desconocido `{ $field }` en un `{ $tag }`
errors-save-unknown-field = campo desconocido `{ $field }`: una partida guardada no tiene ese campo
errors-save-variant-roles = la variante '{ $variant }' debe nombrar cada tipo de pieza como mucho una vez, y al menos uno
errors-save-die-without-faces = un dado del archivo no tiene caras
errors-save-deck = las cartas del archivo: { $reason }
errors-save-deck-card = carta '{ $card }' del archivo: { $reason }
errors-save-setup = la partida no se puede preparar: { $reason }
errors-save-board = el tablero del archivo: { $reason }
errors-save-refused = la orden { $number } no se puede repetir: el archivo se ha modificado o viene de una versión incompatible. { $reason }
errors-save-mismatch = al repetir sus { $commands } órdenes no se llega a la partida guardada (difieren: { $differs }); el archivo se ha modificado o viene de una versión incompatible
errors-save-part =
    { $part ->
        [setup] preparación
        [board] tablero
        [dice] dados
        [cards] cartas
        [positions] posiciones de las piezas
        [turn] turno
        [placings] clasificación
       *[generator] generador de los dados
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: no es un archivo de estrellas: { $detail }
errors-progress-foreign = { $file }: no es un archivo de estrellas de este juego; no se ha tomado nada de él.
errors-progress-newer = { $file }: un archivo de estrellas de la versión { $version }, de una versión más nueva del juego (esta lee hasta la versión { $newest }); actualiza el juego y vuelve a recogerlo.
errors-progress-too-many-stars = { $file }: { $learner } tiene { $stars } estrellas en el nivel { $level }, pero un nivel da de 1 a 3; no se ha tomado nada de este archivo.
errors-progress-no-learners = { $file }: no contiene las estrellas de ningún alumno (las estrellas de un invitado se quedan en su propio dispositivo).
errors-progress-too-big = { $file }: demasiado grande para un archivo de estrellas; no se ha tomado nada de él.
