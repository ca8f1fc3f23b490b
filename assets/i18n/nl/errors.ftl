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

errors-read-missing = dit bestand bestaat niet
errors-read-not-a-file = dit is geen gewoon bestand (een map of een apparaat)
errors-read-too-large = het bestand is groter dan { $max } MB, te groot voor een spelbestand
errors-read-not-text = dit is geen UTF-8-tekst
errors-read-system = { $error }
errors-read-no-permission = het spel mag het niet lezen; sta het toe in de rechten van het bestand
errors-read-folder-is-a-file = de map waarin het zou moeten staan, is een bestand en geen map

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = de map ervan is een bestand en geen map; zet dat bestand ergens anders neer of start het spel met --data-dir en een andere map
errors-write-no-permission = het spel mag hier niet schrijven; sta het toe in de rechten van de map of start het spel met --data-dir en een eigen map
errors-write-full = de schijf is vol; verwijder bestanden die je niet meer nodig hebt, dan kan het spel weer opslaan
errors-write-system = { $error }

## A board file.

errors-board = bordbestand { $file }: { $reason }
errors-board-at = bordbestand { $file }, regel { $line }, kolom { $column }: { $reason }
errors-board-io = het bestand is niet te lezen: { $why }
errors-board-unknown-cell = onbekend veldteken '{ $cell }' (gebruik # . a-d A-D 1-4 w-z, zie de opmerkingen bij het klassieke bord)
errors-board-ragged-row =
    deze rij heeft { $found ->
        [one] { $found } veld
       *[other] { $found } velden
    }, maar de eerste rij heeft er { $expected }: het raster moet rechthoekig zijn
errors-board-no-rows = het bestand heeft geen rasterrijen
errors-board-too-large = het raster is { $width } x { $height }; het spel kan hoogstens { $max } velden aan
errors-board-bad-line = de { -blocking-line } '{ $text }' is niet te lezen: schrijf 'line S x=X y=Y0..Y1' of 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat } heeft een tweede { -blocking-line }
errors-board-missing-line = { track-seat } heeft velden, maar geen { -blocking-line }
errors-board-line-without-seat = { track-seat } heeft een { -blocking-line }, maar geen velden
errors-board-line-off-grid = de { -blocking-line } gaat buiten het raster: de uiteinden moeten binnen x=0..{ $width } en y=0..{ $height } liggen
errors-board-start-field-count =
    { track-seat } heeft { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; het moeten er precies 2 zijn
errors-board-entry-field-count =
    { track-seat } heeft { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; het moeten er precies 2 zijn
errors-board-no-house = { track-seat } heeft geen velden in het { -house }
errors-board-house-does-not-touch-entry = het { -entry-field } { $square } van { track-seat } raakt geen veld van het { -house } van { track-seat } (recht, niet schuin)
errors-board-house-apart = het veld { $square } in het { -house } van { track-seat } hangt niet samen met de rest van het { -house } bij de { -entry-field(count: 2) }
errors-board-pause-walled-in = het { -pause-field } { $square } van { track-seat } heeft alleen muren om zich heen; geen stuk kan er komen
errors-board-line-does-not-separate = de { -blocking-line } van { track-seat } scheidt de { -start-field(count: 2) } op de baan niet van de { -entry-field(count: 2) }
errors-board-entry-unreachable = de { -entry-field(count: 2) } van { track-seat } zijn vanaf de { -start-field(count: 2) } niet te bereiken zonder over de { -blocking-line } te gaan
errors-board-no-pause-field = { track-seat } heeft geen { -pause-field }
errors-board-too-few-seats =
    het bord heeft { $count ->
        [one] { $count } volledige plaats
       *[other] { $count } volledige plaatsen
    }; er zijn er minstens 2 nodig

## A card deck.

errors-deck = kaartenbestand { $file }: { $reason }
errors-deck-card = kaartenbestand { $file }, kaart '{ $card }': { $reason }
errors-deck-at = kaartenbestand { $file }, regel { $line }, kolom { $column }: { $reason }
errors-deck-card-at = kaartenbestand { $file }, kaart '{ $card }', regel { $line }, kolom { $column }: { $reason }
errors-deck-io = het bestand is niet te lezen: { $why }
errors-deck-json = fout in de JSON: { $detail }
errors-deck-unknown-field = onbekend veld `{ $field }` in een `{ $tag }`
errors-deck-text-too-long = de tekst in taal { $lang } heeft { $length } tekens; er mogen er hoogstens { $max } zijn
errors-deck-empty-text = de tekst in taal { $lang } is leeg
errors-deck-no-language = "text" noemt geen taal
errors-deck-empty-id = de id is leeg
errors-deck-duplicate-id = een andere kaart heeft deze id ook
errors-deck-zero-count = count is 0; een kaart moet er minstens 1 keer in zitten
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }; gebruik 1 tot en met 12
errors-deck-role-not-listed =
    het effect noemt { $piece ->
        [knight] het
       *[other] de
    } { chess-piece }, maar die staat niet in "roles"
errors-deck-empty = de stapel heeft geen kaarten

## The seats of a game.

errors-setup-seat-not-on-board = het bord heeft geen plaats voor { track-seat }
errors-setup-bad-seats = een spel heeft 2 tot 4 verschillende plaatsen nodig
errors-setup-first-not-playing = { track-seat } moet beginnen, maar speelt niet mee

## A lesson file.

errors-lesson = lesbestand { $file }: { $reason }
errors-lesson-line = lesbestand { $file }, regel { $line }: { $reason }
errors-lesson-level = lesbestand { $file }, niveau { $level }: { $reason }
errors-lesson-line-level = lesbestand { $file }, regel { $line }, niveau { $level }: { $reason }
errors-lesson-json = fout in de JSON: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = een cursus heeft een id nodig
errors-lesson-no-levels = een cursus heeft niveaus nodig
errors-lesson-id-twice = de id komt twee keer voor
errors-lesson-no-level-id = een niveau heeft een id nodig
errors-lesson-unknown-variant = onbekende spelvorm '{ $variant }'
errors-lesson-no-language = een tekst noemt geen taal
errors-lesson-empty-text = de tekst in taal { $lang } is leeg
errors-lesson-text-too-long = de tekst in taal { $lang } is te lang
errors-lesson-no-such-seat = plaats { $number } bestaat niet
errors-lesson-not-on-track = { $square } is geen veld van de baan
errors-lesson-two-pieces = twee stukken op { $square }
errors-lesson-kind-twice = een plaats mag hoogstens één stuk van elke soort hebben
errors-lesson-no-piece-to-play = { track-seat } heeft geen stuk om mee te spelen
errors-lesson-pips-and-dice = geef pips of dice, niet allebei
errors-lesson-no-pips-nor-dice = geef pips of dice
errors-lesson-bad-dice = een worp is 1 tot en met 12 ogen, of "+"
errors-lesson-plus-needs-box = een "+" heeft een stuk in de { -start-box } nodig, in het kleine spel
errors-lesson-bad-pips = pips moet 1 tot en met 12 zijn
errors-lesson-zero-par = par moet minstens 1 zijn
errors-lesson-no-stars = een sterrendoel heeft sterren nodig
errors-lesson-too-many-stars = een sterrendoel mag hoogstens { $max } sterren hebben, niet { $count }
errors-lesson-star-off-track = elke ster moet op de baan liggen
errors-lesson-reach-off-track = het veld dat bereikt moet worden, moet op de baan liggen
errors-lesson-nothing-to-capture = op { $square } staat geen stuk van een andere plaats dat geslagen kan worden
errors-lesson-every-square-needs = een doel "elk veld" heeft één stuk van de plaats en pips nodig
errors-lesson-same-par-alone = same_par_because: gebruik het alleen samen met teaches, de regel waarvoor de par gelijk blijft
errors-lesson-same-par-empty = same_par_because: zeg waarom, of laat het weg
errors-lesson-cover-needs-large = teaches: cover, maar alleen het grote spel beschermt { -covered(ending: "e") } stukken
errors-lesson-bring-in-needs-plus = teaches: bring_in, maar de dobbelstenen hebben geen "+" om een stuk { -bring-in(form: "te") }

## A save file.

errors-save = opgeslagen spel { $file }: { $reason }
errors-save-at = opgeslagen spel { $file }, regel { $line }, kolom { $column }: { $reason }
errors-save-missing = dit bestand bestaat niet
errors-save-io = het bestand is niet te lezen: { $why }
errors-save-write = het bestand kan niet opgeslagen worden: { $error }
errors-save-truncated = het bestand houdt te vroeg op; het is afgekapt
errors-save-garbled = het bestand is kapot, geen geldige JSON: { $detail }
errors-save-not-a-save = dit is geen opgeslagen spel (het heeft geen versienummer "format")
errors-save-future-version = het is opgeslagen in formaatversie { $version } door een nieuwere versie van het spel; deze versie leest formaatversies tot en met { $format }
errors-save-schema = fout in de JSON: { $detail }
errors-save-stray-field = opdracht { $number }: onbekend veld `{ $field }` in een `{ $tag }`
errors-save-unknown-field = onbekend veld `{ $field }`: een opgeslagen spel heeft zo’n veld niet
errors-save-variant-roles = de spelvorm '{ $variant }' moet elke soort stuk hoogstens één keer noemen, en minstens één
errors-save-die-without-faces = een dobbelsteen in het bestand heeft geen kanten
errors-save-deck = de kaarten in het bestand: { $reason }
errors-save-deck-card = kaart '{ $card }' in het bestand: { $reason }
errors-save-setup = het spel kan niet klaargezet worden: { $reason }
errors-save-board = het bord in het bestand: { $reason }
errors-save-refused = opdracht { $number } kan niet opnieuw gespeeld worden: het bestand is veranderd of komt uit een versie die er niet bij past. { $reason }
errors-save-mismatch = als de { $commands } opdrachten opnieuw gespeeld worden, komt er niet hetzelfde spel uit als opgeslagen (verschil in: { $differs }); het bestand is veranderd of komt uit een versie die er niet bij past
errors-save-part =
    { $part ->
        [setup] opstelling
        [board] bord
        [dice] dobbelstenen
        [cards] kaarten
        [positions] plaats van de stukken
        [turn] beurt
        [placings] uitslag
       *[generator] toevalsgenerator van de dobbelstenen
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: geen sterrenbestand: { $detail }
errors-progress-foreign = { $file }: geen sterrenbestand van dit spel; er is niets uit overgenomen.
errors-progress-newer = { $file }: een sterrenbestand van versie { $version }, van een nieuwere versie van het spel (deze leest tot versie { $newest }); werk het spel bij en verzamel het daarna opnieuw.
errors-progress-too-many-stars = { $file }: { $learner } heeft { $stars } sterren in { -level } { $level }, maar een { -level } geeft er 1 tot 3; uit dit bestand is niets overgenomen.
errors-progress-no-learners = { $file }: bevat de sterren van geen enkele leerling (de sterren van een gast blijven op zijn eigen apparaat).
errors-progress-too-big = { $file }: veel te groot voor een sterrenbestand; er is niets uit overgenomen.
