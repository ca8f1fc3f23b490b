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

errors-read-missing = questo file non esiste
errors-read-not-a-file = non è un file normale (una cartella o un dispositivo)
errors-read-too-large = supera { $max } MB: è troppo grande per un file del gioco
errors-read-not-text = non è testo UTF-8
errors-read-system = { $error }
errors-read-no-permission = il gioco non ha il permesso di leggerlo; concedilo nei permessi del file
errors-read-folder-is-a-file = la cartella in cui dovrebbe trovarsi è un file, non una cartella

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = la sua cartella è un file, non una cartella; sposta quel file altrove oppure avvia il gioco con --data-dir e un’altra cartella
errors-write-no-permission = il gioco non ha il permesso di scrivere qui; concedilo nei permessi della cartella oppure avvia il gioco con --data-dir e una cartella tua
errors-write-full = il disco è pieno; cancella i file che non ti servono più, e il gioco potrà salvare di nuovo
errors-write-system = { $error }

## A board file.

errors-board = file del tabellone { $file }: { $reason }
errors-board-at = file del tabellone { $file }, riga { $line }, colonna { $column }: { $reason }
errors-board-io = non si può leggere il file: { $why }
errors-board-unknown-cell = casella sconosciuta '{ $cell }' (usa # . a-d A-D 1-4 w-z, vedi i commenti del tabellone classico)
errors-board-ragged-row =
    questa riga ha { $found ->
        [one] { $found } casella
       *[other] { $found } caselle
    } ma la prima ne ha { $expected }: la griglia deve essere rettangolare
errors-board-no-rows = il file non ha nessuna riga della griglia
errors-board-too-large = la griglia è di { $width } x { $height }; può avere al massimo { $max } caselle
errors-board-bad-line = non si può leggere la { -blocking-line } '{ $text }': scrivi 'line S x=X y=Y0..Y1' o 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat }: una seconda { -blocking-line }
errors-board-missing-line = { track-seat }: ci sono caselle ma nessuna { -blocking-line }
errors-board-line-without-seat = { track-seat }: c’è una { -blocking-line } ma nessuna casella
errors-board-line-off-grid = la { -blocking-line } esce dalla griglia: le sue estremità devono restare dentro x=0..{ $width } e y=0..{ $height }
errors-board-start-field-count =
    { track-seat }: { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; ne servono esattamente 2
errors-board-entry-field-count =
    { track-seat }: { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; ne servono esattamente 2
errors-board-no-house = { track-seat }: nessuna casella di { -house }
errors-board-house-does-not-touch-entry = { track-seat }: la { -entry-field } { $square } non tocca nessuna casella della sua { -house } (per un lato)
errors-board-house-apart = { track-seat }: la casella di { -house } { $square } non è unita al resto della { -house } vicino alle { -entry-field(count: 2) }
errors-board-pause-walled-in = { track-seat }: la { -pause-field } { $square } è circondata da muri; nessun pezzo può arrivarci
errors-board-line-does-not-separate = { track-seat }: la { -blocking-line } non separa le { -start-field(count: 2) } dalle { -entry-field(count: 2) } lungo il percorso
errors-board-entry-unreachable = { track-seat }: dalle { -start-field(count: 2) } non si arriva alle { -entry-field(count: 2) } senza attraversare la { -blocking-line }
errors-board-no-pause-field = { track-seat }: nessuna { -pause-field }
errors-board-too-few-seats =
    il tabellone ha { $count ->
        [one] { $count } posto completo
       *[other] { $count } posti completi
    }; ne servono almeno 2

## A card deck.

errors-deck = file delle carte { $file }: { $reason }
errors-deck-card = file delle carte { $file }, carta '{ $card }': { $reason }
errors-deck-at = file delle carte { $file }, riga { $line }, colonna { $column }: { $reason }
errors-deck-card-at = file delle carte { $file }, carta '{ $card }', riga { $line }, colonna { $column }: { $reason }
errors-deck-io = non si può leggere: { $why }
errors-deck-json = JSON sbagliato: { $detail }
errors-deck-unknown-field = campo sconosciuto `{ $field }` in un `{ $tag }`
errors-deck-text-too-long = il testo in { $lang } ha { $length } caratteri; ne sono permessi al massimo { $max }
errors-deck-empty-text = il testo in { $lang } è vuoto
errors-deck-no-language = "text" non indica nessuna lingua
errors-deck-empty-id = l’identificativo è vuoto
errors-deck-duplicate-id = anche un’altra carta ha questo identificativo
errors-deck-zero-count = count è 0; una carta deve esserci almeno 1 volta
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }; usa da 1 a 12
errors-deck-role-not-listed = l’effetto riguarda il pezzo { chess-piece }, ma "roles" non lo elenca
errors-deck-empty = il mazzo non ha nessuna carta

## The seats of a game.

errors-setup-seat-not-on-board = il tabellone non ha un posto per { track-seat }
errors-setup-bad-seats = una partita si gioca con 2, 3 o 4 posti diversi
errors-setup-first-not-playing = { track-seat } deve cominciare ma non gioca

## A lesson file.

errors-lesson = file della lezione { $file }: { $reason }
errors-lesson-line = file della lezione { $file }, riga { $line }: { $reason }
errors-lesson-level = file della lezione { $file }, livello { $level }: { $reason }
errors-lesson-line-level = file della lezione { $file }, riga { $line }, livello { $level }: { $reason }
errors-lesson-json = JSON sbagliato: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = un corso ha bisogno di un identificativo
errors-lesson-no-levels = un corso ha bisogno di livelli
errors-lesson-id-twice = l’identificativo è usato due volte
errors-lesson-no-level-id = un livello ha bisogno di un identificativo
errors-lesson-unknown-variant = variante sconosciuta '{ $variant }'
errors-lesson-no-language = un testo non indica nessuna lingua
errors-lesson-empty-text = il testo in { $lang } è vuoto
errors-lesson-text-too-long = il testo in { $lang } è troppo lungo
errors-lesson-no-such-seat = il posto { $number } non esiste
errors-lesson-not-on-track = { $square } non è una casella del percorso
errors-lesson-two-pieces = due pezzi su { $square }
errors-lesson-kind-twice = un posto può avere al massimo un pezzo per tipo
errors-lesson-no-piece-to-play = { track-seat }: nessun pezzo da giocare
errors-lesson-pips-and-dice = indica pips o dice, non tutti e due
errors-lesson-no-pips-nor-dice = indica pips o dice
errors-lesson-bad-dice = un dado va da 1 a 12 punti, oppure "+"
errors-lesson-plus-needs-box = un "+" ha bisogno di un pezzo nella { -start-box }, nel gioco piccolo
errors-lesson-bad-pips = pips deve andare da 1 a 12
errors-lesson-zero-par = par deve essere almeno 1
errors-lesson-no-stars = un obiettivo di stelle ha bisogno di stelle
errors-lesson-too-many-stars = un obiettivo di stelle ha al massimo { $max } stelle, non { $count }
errors-lesson-star-off-track = ogni stella deve stare sul percorso
errors-lesson-reach-off-track = la casella da raggiungere deve stare sul percorso
errors-lesson-nothing-to-capture = su { $square } non c’è un pezzo di un altro posto da catturare
errors-lesson-every-square-needs = un obiettivo «ogni casella» ha bisogno di un solo pezzo del posto e di pips
errors-lesson-same-par-alone = same_par_because: solo insieme a teaches, la regola di cui tiene il par
errors-lesson-same-par-empty = same_par_because: di’ perché, o toglilo
errors-lesson-cover-needs-large = teaches: cover, ma solo il gioco grande protegge i pezzi { -covered(count: 2) }
errors-lesson-bring-in-needs-plus = teaches: bring_in, ma i dadi non hanno un "+" per { -bring-in } un pezzo

## A save file.

errors-save = partita salvata { $file }: { $reason }
errors-save-at = partita salvata { $file }, riga { $line }, colonna { $column }: { $reason }
errors-save-missing = questo file non esiste
errors-save-io = non si riesce a leggerlo: { $why }
errors-save-write = non si riesce a scriverlo: { $error }
errors-save-truncated = il file finisce troppo presto: è stato troncato
errors-save-garbled = il file è rovinato, non è JSON valido: { $detail }
errors-save-not-a-save = non è una partita salvata (non ha un numero di versione "format")
errors-save-future-version = salvata nel formato { $version } da una versione più recente del gioco; questa legge i formati fino al { $format }
errors-save-schema = JSON sbagliato: { $detail }
errors-save-stray-field = comando { $number }: campo sconosciuto `{ $field }` in un `{ $tag }`
errors-save-unknown-field = campo sconosciuto `{ $field }`: una partita salvata non ha questo campo
errors-save-variant-roles = la variante '{ $variant }' deve nominare ogni tipo di pezzo al massimo una volta, e almeno uno
errors-save-die-without-faces = un dado del file non ha facce
errors-save-deck = le carte del file: { $reason }
errors-save-deck-card = carta '{ $card }' del file: { $reason }
errors-save-setup = la partita non si può preparare: { $reason }
errors-save-board = il tabellone del file: { $reason }
errors-save-refused = il comando { $number } non si può rigiocare: il file è stato modificato o viene da una versione non compatibile. { $reason }
errors-save-mismatch = rigiocando i suoi { $commands } comandi non si ritrova la partita salvata (sono diversi: { $differs }); il file è stato modificato o viene da una versione non compatibile
errors-save-part =
    { $part ->
        [setup] impostazione
        [board] tabellone
        [dice] dadi
        [cards] carte
        [positions] posizioni dei pezzi
        [turn] turno
        [placings] classifica
       *[generator] generatore dei dadi
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: non è un file di stelle: { $detail }
errors-progress-foreign = { $file }: non è un file di stelle di questo gioco; non ne è stato preso nulla.
errors-progress-newer = { $file }: un file di stelle della versione { $version }, di una versione più recente del gioco (questa legge fino alla versione { $newest }); aggiorna il gioco, poi raccoglilo di nuovo.
errors-progress-too-many-stars = { $file }: { $learner } ha { $stars } stelle nel livello { $level }, ma un livello ne dà da 1 a 3; da questo file non è stato preso nulla.
errors-progress-no-learners = { $file }: non contiene le stelle di nessun allievo (le stelle di un ospite restano sul suo dispositivo).
errors-progress-too-big = { $file }: troppo grande per un file di stelle; non ne è stato preso nulla.
