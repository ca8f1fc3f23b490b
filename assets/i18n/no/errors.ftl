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

errors-read-missing = denne filen finnes ikke
errors-read-not-a-file = det er ikke en vanlig fil (en mappe eller en enhet)
errors-read-too-large = filen er større enn { $max } MB, for stor for en fil i spillet
errors-read-not-text = det er ikke UTF-8-tekst
errors-read-system = { $error }
errors-read-no-permission = spillet har ikke lov til å lese den; gi lov i filens rettigheter
errors-read-folder-is-a-file = mappen den skulle ligge i, er en fil og ikke en mappe

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = mappen dens er en fil og ikke en mappe; flytt den filen bort, eller start spillet med --data-dir og en annen mappe
errors-write-no-permission = spillet har ikke lov til å skrive her; gi lov i mappens rettigheter, eller start spillet med --data-dir og en egen mappe
errors-write-full = disken er full; slett filer du ikke trenger lenger, så kan spillet lagre igjen
errors-write-system = { $error }

## A board file.

errors-board = brettfil { $file }: { $reason }
errors-board-at = brettfil { $file }, linje { $line }, kolonne { $column }: { $reason }
errors-board-io = kan ikke lese filen: { $why }
errors-board-unknown-cell = ukjent felttegn '{ $cell }' (bruk # . a-d A-D 1-4 w-z, se kommentarene i det klassiske brettet)
errors-board-ragged-row =
    denne raden har { $found ->
        [one] { $found } felt
       *[other] { $found } felt
    }, men den første raden har { $expected }: rutenettet må være rektangulært
errors-board-no-rows = filen har ingen rader i rutenettet
errors-board-too-large = rutenettet er { $width } x { $height }; spillet takler høyst { $max } felt
errors-board-bad-line = kan ikke lese { -blocking-line(form: "definite") } '{ $text }': skriv 'line S x=X y=Y0..Y1' eller 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat } har mer enn én { -blocking-line }
errors-board-missing-line = { track-seat } har felt, men ingen { -blocking-line }
errors-board-line-without-seat = { track-seat } har en { -blocking-line }, men ingen felt
errors-board-line-off-grid = { -blocking-line(form: "definite") } går utenfor rutenettet: endene må ligge innenfor x=0..{ $width } og y=0..{ $height }
errors-board-start-field-count =
    { track-seat } har { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; det må være nøyaktig 2
errors-board-entry-field-count =
    { track-seat } har { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; det må være nøyaktig 2
errors-board-no-house = { track-seat } har ingen felt i { -house(form: "definite") }
errors-board-house-does-not-touch-entry = { -entry-field(form: "definite") } { $square } til { track-seat } grenser ikke til noe felt i { -house(form: "definite") } til { track-seat } (rett, ikke på skrå)
errors-board-house-apart = feltet { $square } i { -house(form: "definite") } til { track-seat } henger ikke sammen med resten av { -house(form: "definite") } ved { -entry-field(count: 2, form: "definite") }
errors-board-pause-walled-in = { -pause-field(form: "definite") } { $square } til { track-seat } har bare vegger rundt seg; ingen brikke kan komme dit
errors-board-line-does-not-separate = { -blocking-line(form: "definite") } til { track-seat } skiller ikke { -start-field(count: 2, form: "definite") } fra { -entry-field(count: 2, form: "definite") } langs banen
errors-board-entry-unreachable = { -entry-field(count: 2, form: "definite") } til { track-seat } kan ikke nås fra { -start-field(count: 2, form: "definite") } uten å krysse { -blocking-line(form: "definite") }
errors-board-no-pause-field = { track-seat } har ikke noe { -pause-field }
errors-board-too-few-seats =
    brettet har { $count ->
        [one] { $count } fullstendig plass
       *[other] { $count } fullstendige plasser
    }; det trengs minst 2

## A card deck.

errors-deck = kortfil { $file }: { $reason }
errors-deck-card = kortfil { $file }, kort '{ $card }': { $reason }
errors-deck-at = kortfil { $file }, linje { $line }, kolonne { $column }: { $reason }
errors-deck-card-at = kortfil { $file }, kort '{ $card }', linje { $line }, kolonne { $column }: { $reason }
errors-deck-io = kan ikke lese filen: { $why }
errors-deck-json = feil i JSON: { $detail }
errors-deck-unknown-field = ukjent felt `{ $field }` i en `{ $tag }`
errors-deck-text-too-long = teksten på { $lang } har { $length } tegn; høyst { $max } er lov
errors-deck-empty-text = teksten på { $lang } er tom
errors-deck-no-language = "text" oppgir ikke noe språk
errors-deck-empty-id = id-en er tom
errors-deck-duplicate-id = et annet kort har også denne id-en
errors-deck-zero-count = count er 0; et kort må være med minst 1 gang
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }; bruk 1 til 12
errors-deck-role-not-listed =
    effekten nevner { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    }, men "roles" har den ikke med
errors-deck-empty = bunken har ingen kort

## The seats of a game.

errors-setup-seat-not-on-board = brettet har ingen plass til { track-seat }
errors-setup-bad-seats = et spill trenger 2 til 4 forskjellige plasser
errors-setup-first-not-playing = { track-seat } skal begynne, men er ikke med

## A lesson file.

errors-lesson = leksjonsfil { $file }: { $reason }
errors-lesson-line = leksjonsfil { $file }, linje { $line }: { $reason }
errors-lesson-level = leksjonsfil { $file }, nivå { $level }: { $reason }
errors-lesson-line-level = leksjonsfil { $file }, linje { $line }, nivå { $level }: { $reason }
errors-lesson-json = feil i JSON: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = et kurs trenger en id
errors-lesson-no-levels = et kurs trenger nivåer
errors-lesson-id-twice = id-en brukes to ganger
errors-lesson-no-level-id = et nivå trenger en id
errors-lesson-unknown-variant = ukjent spillvariant '{ $variant }'
errors-lesson-no-language = en tekst oppgir ikke noe språk
errors-lesson-empty-text = teksten på { $lang } er tom
errors-lesson-text-too-long = teksten på { $lang } er for lang
errors-lesson-no-such-seat = plass { $number } finnes ikke
errors-lesson-not-on-track = { $square } er ikke et felt på banen
errors-lesson-two-pieces = to brikker på { $square }
errors-lesson-kind-twice = en plass kan ha høyst én brikke av hvert slag
errors-lesson-no-piece-to-play = { track-seat } har ingen brikke å spille med
errors-lesson-pips-and-dice = oppgi pips eller dice, ikke begge
errors-lesson-no-pips-nor-dice = oppgi pips eller dice
errors-lesson-bad-dice = et kast er 1 til 12 øyne, eller "+"
errors-lesson-plus-needs-box = et "+" trenger en brikke i { -start-box(form: "definite") }, i det lille spillet
errors-lesson-bad-pips = pips må være fra 1 til 12
errors-lesson-zero-par = par må være minst 1
errors-lesson-no-stars = et stjernemål trenger stjerner
errors-lesson-too-many-stars = et stjernemål kan ha høyst { $max } stjerner, ikke { $count }
errors-lesson-star-off-track = hver stjerne må ligge på banen
errors-lesson-reach-off-track = feltet som skal nås, må ligge på banen
errors-lesson-nothing-to-capture = på { $square } står det ingen brikke fra en annen plass som kan slås
errors-lesson-every-square-needs = et mål «hvert felt» trenger én brikke fra plassen og pips
errors-lesson-same-par-alone = same_par_because: bruk det bare sammen med teaches, regelen som par-en gjelder for
errors-lesson-same-par-empty = same_par_because: skriv hvorfor, eller ta det bort
errors-lesson-cover-needs-large = teaches: cover, men bare det store spillet beskytter { -covered(ending: "e") } brikker
errors-lesson-bring-in-needs-plus = teaches: bring_in, men terningene har ikke noe "+" for å { -bring-in } en brikke

## A save file.

errors-save = lagret spill { $file }: { $reason }
errors-save-at = lagret spill { $file }, linje { $line }, kolonne { $column }: { $reason }
errors-save-missing = denne filen finnes ikke
errors-save-io = kan ikke lese den: { $why }
errors-save-write = kan ikke lagre den: { $error }
errors-save-truncated = filen slutter for tidlig; den er blitt kuttet av
errors-save-garbled = filen er ødelagt, ikke gyldig JSON: { $detail }
errors-save-not-a-save = dette er ikke et lagret spill (det har ikke noe versjonsnummer "format")
errors-save-future-version = den ble lagret i formatversjon { $version } av en nyere versjon av spillet; denne versjonen leser til og med formatversjon { $format }
errors-save-schema = feil i JSON: { $detail }
errors-save-stray-field = kommando { $number }: ukjent felt `{ $field }` i en `{ $tag }`
errors-save-unknown-field = ukjent felt `{ $field }`: et lagret spill har ikke noe slikt felt
errors-save-variant-roles = spillvarianten '{ $variant }' må nevne hver brikketype høyst én gang, og minst én
errors-save-die-without-faces = en terning i filen har ingen sider
errors-save-deck = kortene i filen: { $reason }
errors-save-deck-card = kort '{ $card }' i filen: { $reason }
errors-save-setup = spillet kan ikke settes opp: { $reason }
errors-save-board = brettet i filen: { $reason }
errors-save-refused = kommando { $number } kan ikke spilles på nytt: filen er endret eller kommer fra en versjon som ikke passer. { $reason }
errors-save-mismatch = når de { $commands } kommandoene spilles på nytt, blir spillet ikke det samme som det lagrede (forskjell i: { $differs }); filen er endret eller kommer fra en versjon som ikke passer
errors-save-part =
    { $part ->
        [setup] oppsett
        [board] brett
        [dice] terninger
        [cards] kort
        [positions] brikkenes plass
        [turn] tur
        [placings] plasseringer
       *[generator] terningenes tilfeldighetsgenerator
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: ikke en stjernefil: { $detail }
errors-progress-foreign = { $file }: ikke en stjernefil fra dette spillet; ingenting ble tatt fra den.
errors-progress-newer = { $file }: en stjernefil av versjon { $version }, fra en nyere versjon av spillet (denne leser opp til versjon { $newest }); oppdater spillet og samle den inn på nytt.
errors-progress-too-many-stars = { $file }: { $learner } har { $stars } stjerner på nivå { $level }, men et nivå gir 1 til 3; ingenting ble tatt fra denne fila.
errors-progress-no-learners = { $file }: ingen elevs stjerner i den (en gjests stjerner blir på sin egen enhet).
errors-progress-too-big = { $file }: altfor stor for en stjernefil; ingenting ble tatt fra den.
