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

errors-read-missing = diese Datei gibt es nicht
errors-read-not-a-file = das ist keine normale Datei (ein Ordner oder ein Gerät)
errors-read-too-large = die Datei ist größer als { $max } MB, zu groß für eine Spieldatei
errors-read-not-text = das ist kein UTF-8-Text
errors-read-system = { $error }
errors-read-no-permission = das Spiel darf sie nicht lesen; erlaube es in den Rechten der Datei
errors-read-folder-is-a-file = der Ordner, in dem sie liegen sollte, ist eine Datei und kein Ordner

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = ihr Ordner ist eine Datei und kein Ordner; schiebe diese Datei beiseite oder starte das Spiel mit --data-dir und einem anderen Ordner
errors-write-no-permission = das Spiel darf dort nicht schreiben; erlaube es in den Rechten des Ordners oder starte das Spiel mit --data-dir und einem eigenen Ordner
errors-write-full = der Datenträger ist voll; lösche Dateien, die du nicht mehr brauchst, dann kann das Spiel wieder speichern
errors-write-system = { $error }

## A board file.

errors-board = Spielplan-Datei { $file }: { $reason }
errors-board-at = Spielplan-Datei { $file }, Zeile { $line }, Spalte { $column }: { $reason }
errors-board-io = die Datei lässt sich nicht lesen: { $why }
errors-board-unknown-cell = unbekanntes Feldzeichen '{ $cell }' (erlaubt sind # . a-d A-D 1-4 w-z, siehe die Kommentare im klassischen Spielplan)
errors-board-ragged-row =
    diese Zeile hat { $found ->
        [one] { $found } Feld
       *[other] { $found } Felder
    }, die erste Zeile aber { $expected }: das Raster muss rechteckig sein
errors-board-no-rows = die Datei hat keine Rasterzeilen
errors-board-too-large = das Raster ist { $width } x { $height } groß; höchstens { $max } Felder sind möglich
errors-board-bad-line = die { -blocking-line } '{ $text }' lässt sich nicht lesen: schreibe 'line S x=X y=Y0..Y1' oder 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat } hat eine zweite { -blocking-line }
errors-board-missing-line = { track-seat } hat Felder, aber keine { -blocking-line }
errors-board-line-without-seat = { track-seat } hat eine { -blocking-line }, aber keine Felder
errors-board-line-off-grid = die { -blocking-line } verlässt das Raster: ihre Enden müssen in x=0..{ $width } und y=0..{ $height } liegen
errors-board-start-field-count =
    { track-seat } hat { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; es müssen genau 2 sein
errors-board-entry-field-count =
    { track-seat } hat { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; es müssen genau 2 sein
errors-board-no-house = { track-seat } hat keine Felder im { -house }
errors-board-house-does-not-touch-entry = das { -entry-field } { $square } von { track-seat } grenzt an kein Feld im { -house } von { track-seat } (gerade, nicht schräg)
errors-board-house-apart = das Feld { $square } im { -house } von { track-seat } hängt nicht mit dem übrigen { -house } bei den { -entry-field(count: 2, case: "dative") } zusammen
errors-board-pause-walled-in = das { -pause-field } { $square } von { track-seat } hat nur Mauern um sich; keine Figur kommt dorthin
errors-board-line-does-not-separate = die { -blocking-line } von { track-seat } trennt die { -start-field(count: 2) } auf der Bahn nicht von den { -entry-field(count: 2, case: "dative") }
errors-board-entry-unreachable = die { -entry-field(count: 2) } von { track-seat } sind von keinem { -start-field } aus zu erreichen, ohne die { -blocking-line } zu überqueren
errors-board-no-pause-field = { track-seat } hat kein { -pause-field }
errors-board-too-few-seats =
    der Spielplan hat { $count ->
        [one] { $count } vollständigen Platz
       *[other] { $count } vollständige Plätze
    }; nötig sind mindestens 2

## A card deck.

errors-deck = Kartendatei { $file }: { $reason }
errors-deck-card = Kartendatei { $file }, Karte '{ $card }': { $reason }
errors-deck-at = Kartendatei { $file }, Zeile { $line }, Spalte { $column }: { $reason }
errors-deck-card-at = Kartendatei { $file }, Karte '{ $card }', Zeile { $line }, Spalte { $column }: { $reason }
errors-deck-io = lässt sich nicht lesen: { $why }
errors-deck-json = falsches JSON: { $detail }
errors-deck-unknown-field = unbekanntes Feld `{ $field }` in einem `{ $tag }`
errors-deck-text-too-long = der Text auf { $lang } hat { $length } Zeichen; erlaubt sind höchstens { $max }
errors-deck-empty-text = der Text auf { $lang } ist leer
errors-deck-no-language = "text" nennt keine Sprache
errors-deck-empty-id = die Kennung ist leer
errors-deck-duplicate-id = diese Kennung hat auch eine andere Karte
errors-deck-zero-count = count ist 0; eine Karte braucht mindestens 1 Stück
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; erlaubt sind 1 bis 12
errors-deck-role-not-listed = die Wirkung nennt die Figur { chess-piece }, aber "roles" führt sie nicht auf
errors-deck-empty = der Stapel hat keine Karten

## The seats of a game.

errors-setup-seat-not-on-board = der Spielplan hat keinen Platz für { track-seat }
errors-setup-bad-seats = ein Spiel braucht 2 bis 4 verschiedene Plätze
errors-setup-first-not-playing = { track-seat } soll anfangen, spielt aber nicht mit

## A lesson file.

errors-lesson = Lektionsdatei { $file }: { $reason }
errors-lesson-line = Lektionsdatei { $file }, Zeile { $line }: { $reason }
errors-lesson-level = Lektionsdatei { $file }, Stufe { $level }: { $reason }
errors-lesson-line-level = Lektionsdatei { $file }, Zeile { $line }, Stufe { $level }: { $reason }
errors-lesson-json = falsches JSON: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = ein Kurs braucht eine Kennung
errors-lesson-no-levels = ein Kurs braucht Stufen
errors-lesson-id-twice = die Kennung kommt zweimal vor
errors-lesson-no-level-id = eine Stufe braucht eine Kennung
errors-lesson-unknown-variant = unbekannte Spielart '{ $variant }'
errors-lesson-no-language = ein Text nennt keine Sprache
errors-lesson-empty-text = der Text auf { $lang } ist leer
errors-lesson-text-too-long = der Text auf { $lang } ist zu lang
errors-lesson-no-such-seat = Platz { $number } gibt es nicht
errors-lesson-not-on-track = { $square } ist kein Feld der Bahn
errors-lesson-two-pieces = zwei Figuren auf { $square }
errors-lesson-kind-twice = ein Platz hat von jeder Figur höchstens eine
errors-lesson-no-piece-to-play = { track-seat } hat keine Figur zum Spielen
errors-lesson-pips-and-dice = gib pips oder dice an, nicht beides
errors-lesson-no-pips-nor-dice = gib pips oder dice an
errors-lesson-bad-dice = Würfe sind 1 bis 12 Augen oder "+"
errors-lesson-plus-needs-box = ein "+" braucht eine Figur in der { -start-box }, im kleinen Spiel
errors-lesson-bad-pips = pips sind 1 bis 12
errors-lesson-zero-par = par ist mindestens 1
errors-lesson-no-stars = ein Sterne-Ziel braucht Sterne
errors-lesson-too-many-stars = ein Sterne-Ziel hat höchstens { $max } Sterne, nicht { $count }
errors-lesson-star-off-track = jeder Stern liegt auf der Bahn
errors-lesson-reach-off-track = das Zielfeld liegt auf der Bahn
errors-lesson-nothing-to-capture = auf { $square } steht keine fremde Figur zum Schlagen
errors-lesson-every-square-needs = ein Jedes-Feld-Ziel braucht eine Figur des Platzes und pips
errors-lesson-same-par-alone = same_par_because: nur zusammen mit teaches, der Regel, deren par es hält
errors-lesson-same-par-empty = same_par_because: sag warum, oder lass es weg
errors-lesson-cover-needs-large = teaches: cover, aber nur das große Spiel schützt { -covered(ending: "e") } Figuren
errors-lesson-bring-in-needs-plus = teaches: bring_in, aber die Würfel haben kein "+", um eine Figur { -bring-in(form: "zu-infinitive") }

## A save file.

errors-save = Spielstand { $file }: { $reason }
errors-save-at = Spielstand { $file }, Zeile { $line }, Spalte { $column }: { $reason }
errors-save-missing = diese Datei gibt es nicht
errors-save-io = lässt sich nicht lesen: { $why }
errors-save-write = lässt sich nicht schreiben: { $error }
errors-save-truncated = die Datei hört zu früh auf; sie wurde abgeschnitten
errors-save-garbled = die Datei ist kaputt, kein gültiges JSON: { $detail }
errors-save-not-a-save = das ist kein gespeichertes Spiel (es hat keine "format"-Versionsnummer)
errors-save-future-version = gespeichert im Format { $version } von einer neueren Version des Spiels; diese liest Formate bis { $format }
errors-save-schema = falsches JSON: { $detail }
errors-save-stray-field = Befehl { $number }: unbekanntes Feld `{ $field }` in einem `{ $tag }`
errors-save-unknown-field = unbekanntes Feld `{ $field }`: ein gespeichertes Spiel hat kein solches Feld
errors-save-variant-roles = die Spielart '{ $variant }' muss jede Figur höchstens einmal nennen, und mindestens eine
errors-save-die-without-faces = ein Würfel in der Datei hat keine Seiten
errors-save-deck = die Karten in der Datei: { $reason }
errors-save-deck-card = Karte '{ $card }' in der Datei: { $reason }
errors-save-setup = das Spiel lässt sich nicht aufstellen: { $reason }
errors-save-board = der Spielplan in der Datei: { $reason }
errors-save-refused = Befehl { $number } lässt sich nicht nachspielen: die Datei wurde geändert oder stammt von einer unpassenden Version. { $reason }
errors-save-mismatch = das Nachspielen der { $commands } Befehle ergibt nicht den gespeicherten Stand ({ $differs } weichen ab); die Datei wurde geändert oder stammt von einer unpassenden Version
errors-save-part =
    { $part ->
        [setup] Aufstellung
        [board] Spielplan
        [dice] Würfel
        [cards] Karten
        [positions] Stellung der Figuren
        [turn] Zug
        [placings] Platzierungen
       *[generator] Würfelzufall
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: keine Sterne-Datei: { $detail }
errors-progress-foreign = { $file }: keine Sterne-Datei dieses Spiels; nichts daraus übernommen.
errors-progress-newer = { $file }: eine Sterne-Datei der Version { $version }, von einer neueren Version des Spiels (diese liest bis Version { $newest }); bitte das Spiel aktualisieren und dann erneut einsammeln.
errors-progress-too-many-stars = { $file }: { $learner } hat { $stars } Sterne in Level { $level }, aber ein Level gibt 1 bis 3; nichts aus dieser Datei übernommen.
errors-progress-no-learners = { $file }: enthält keine Sterne eines Kindes (die Sterne eines Gastes bleiben auf seinem Gerät).
errors-progress-too-big = { $file }: viel zu groß für eine Sterne-Datei; nichts daraus übernommen.
