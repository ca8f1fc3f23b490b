## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Werte: $path eine Datei (mit der Option, die sie nennt, z. B. "--out models.json"),
## $error die Worte des Lesers oder des Systems, $flag eine Option wie --levels.

cli-error = Fehler: { $message }
cli-no-folder =
    { $path }: den Ordner { $folder } gibt es nicht
    Tipp: lege ihn zuerst an, oder schreibe in einen Ordner, den es gibt
cli-out-is-folder =
    --out { $path } ist ein Ordner
    Tipp: --out nennt eine Datei, etwa assets/win_chances.json
cli-out-not-models = --out { $path }: keine Datei mit Gewinnchancen-Modellen: { $error }
cli-cannot-read = { $path }: kann nicht gelesen werden: { $error }
cli-cannot-write = { $path }: dort kann nicht geschrieben werden: { $error }
cli-board =
    { $error }
    Tipp: das Format steht in assets/board-classic.txt
cli-deck =
    { $error }
    Tipp: das Kartenformat steht in cards/deck.json und in docs/data-files.md
cli-save =
    { $error }
    Tipp: öffne einen Spielstand dieses Spiels: autosave.json im Datenordner, eine Datei aus „Speichern unter …“ oder simulate --save
cli-rule-file =
    { $error }
    Tipp: das Format der Regeldatei steht in docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    Tipp: die Figurenschule legt so eine Datei beim Öffnen als progress.json.broken beiseite; --data-dir nennt den Datenordner
cli-unknown-bot =
    unbekannter Computerspieler '{ $name }' in --bots
    Tipp: nimm random, greedy, easy, normal oder hard
cli-bot-count =
    --bots nennt { $bots ->
        [one] einen Computerspieler
       *[other] { $bots } Computerspieler
    } für { $players } Spieler
    Tipp: nenne einen Namen je Spieler oder einen für alle
cli-levels =
    { $error }
    Tipp: nimm 2 bis 4 von random, greedy, easy, normal, hard, z. B. --levels hard,normal,normal,normal
cli-unknown-piece = unbekannte Figur '{ $name }': nimm queen, rook, bishop, knight, king oder pawn
cli-bad-seat = --seat muss 0, 1, 2 oder 3 sein
cli-not-a-square = '{ $text }' ist kein Feld: schreibe X,Y, z. B. 5,16
cli-too-few-positions =
    nur { $positions } Stellungen zum Lernen (mindestens { $needed } nötig); nichts nach { $path } geschrieben
    Tipp: mehr --games oder ein kleineres --every
cli-board-has-no-seat = das Spielbrett { $board } hat keinen Platz { track-seat }
cli-unknown-level =
    unbekannte Stufe '{ $name }' in { $flag }
    Tipp: nimm easy, normal oder hard
cli-chess-level-count =
    --levels nennt { $count ->
        [one] { $count } Stufe
       *[other] { $count } Stufen
    }
    Tipp: nenne zwei, z. B. --levels hard,easy
cli-yalta-level-count =
    --levels nennt { $count ->
        [one] { $count } Stufe
       *[other] { $count } Stufen
    }; Yalta hat 3 Spieler
    Tipp: z. B. --levels hard,easy,easy
cli-chess-player-count =
    --chess-players nennt { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
    Tipp: nenne zwei, z. B. --chess-players person,hard
cli-depth-too-deep =
    Tiefe { $depth } würde Stunden dauern
    Tipp: nimm eine Tiefe von 0 bis 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    Tipp: gib eine FEN wie 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' an, oder start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    Tipp: PGN-Partien, Züge in SAN (z. B. 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } Partien; wähle eine mit { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: die Datei hat { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien, 1 bis { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } Schachlevel ist
       *[other] { $count } Schachlevel sind
    } durch ihre Lösung nicht bewiesen (siehe die Zeilen oben)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game und --chess-players brauchen --game chess
cli-no-such-lesson = --lesson { $given }: Diese Stufe gibt es nicht. Gib Kurs und Stufe an, z. B. --lesson 1.3 (Kurse 1 bis { $courses })
cli-fen-and-pgn = gib --fen oder --pgn an, nicht beide
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] Zeile { $line } der Standardeingabe: { $error }
    }
    Tipp: YFEN steht in design §5, oder nimm start
cli-standard-input = Standardeingabe: { $error }
cli-line-too-long = Zeile { $line } der Standardeingabe ist länger als jede Stellung (höchstens { $max } Bytes): hier wurde das Lesen beendet
cli-line-not-text = Zeile { $line } der Standardeingabe ist kein UTF-8-Text
cli-standard-output = Standardausgabe: { $error }
cli-screenshot-is-folder = --screenshot { $path }: das ist ein Ordner; gib einen Dateinamen an, etwa shot.png
cli-no-display = kein Bildschirm: das Spielfenster braucht eine X-Anzeige (DISPLAY ist nicht gesetzt; auf einem Wayland-Desktop gibt XWayland eine). Befehle ohne Fenster wie `simulate` und `cards` gehen auch so.
cli-no-display-unreachable = kein Bildschirm: die X-Anzeige '{ $display }' aus DISPLAY antwortet nicht: dort läuft kein X-Server, oder er lässt dich nicht hinein. Starte das Spiel auf deinem Desktop oder unter xvfb-run. Befehle ohne Fenster wie `simulate` und `cards` gehen auch so.
cli-no-display-library = kein Bildschirm: das Spielfenster braucht die Systembibliothek { $library }, und sie ist nicht installiert (unter Debian und Ubuntu kommt sie mit libx11-6 und libxkbcommon0). Befehle ohne Fenster wie `simulate` und `cards` gehen auch so.
cli-count-below-one = muss mindestens 1 sein
cli-not-a-whole-number = '{ $text }' ist keine ganze Zahl
cli-not-a-number = '{ $text }' ist keine Zahl
cli-speed-out-of-range = das Tempo muss zwischen 0.1 und 1000 liegen
cli-bad-size = '{ $text }' ist keine Fenstergröße zwischen 320x240 und 8192x8192, z. B. 1280x720
cli-web-on-desktop = schachschlamassel-web läuft im Browser: baue es mit web/build.sh; auf dem Rechner starte schachschlamassel

## Hinweise und die Wörter in Listen.
cli-seed = Startzahl { $seed }
cli-lesson-line = {"  "}{ $id } Par { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: bewiesen, gewonnen mit { $tries ->
        [one] { $tries } Versuch
       *[other] { $tries } Versuchen
    } und { $stars } Sternen
cli-chess-lesson-no-proof = {"  "}{ $id }: NICHT bewiesen: die Suche findet keine Lösung ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NICHT bewiesen: Versuch { $number } der Lösung wird abgelehnt: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NICHT bewiesen: { $stars ->
        [0] { $tries } Versuche haben nicht gewonnen
       *[other] gewonnen mit { $tries } Versuchen, aber nur { $stars } Sternen
    }
cli-chess-lessons-checked = { $proved } von { $count } Schachleveln bewiesen
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
cli-pgn-broken = Partie { $number } der Datei ist nicht lesbar und wird ausgelassen: { $error }
cli-uci-unknown-command = unbekannter Befehl '{ $text }': dieses Programm kennt uci, isready, ucinewgame, setoption, position, go, stop und quit
cli-uci-bad-position = position '{ $text }': schreib position startpos oder position fen FEN, danach moves und die Züge, z. B. moves e2e4 e7e5
cli-uci-bad-fen = { $error }; die Stellung bleibt, wie sie war
cli-uci-illegal-move = Zug { $number } '{ $text }' ist dort nicht erlaubt: die Stellung gilt bis zum Zug davor
cli-uci-unknown-option = es gibt keine Option '{ $name }': die einzige Option ist Skill (easy, normal oder hard)
cli-uci-bad-skill = Skill '{ $value }' ist nicht easy, normal oder hard: die Stufe bleibt, wie sie war
cli-uci-bad-go = go: '{ $text }' ist unverständlich; go nimmt movetime, wtime, btime, winc, binc, movestogo, depth und nodes mit einer ganzen Zahl, oder infinite
cli-uci-no-move = die Partie ist zu Ende: es gibt keinen Zug mehr
cli-final-position = Endstellung: { $fen }
cli-result = Ergebnis: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] Aufgabe
        [stalemate] { -stalemate }
        [insufficient-material] zu wenig Material
        [fifty-moves] 50-Züge-Regel
        [seventy-five-moves] 75-Züge-Regel
        [threefold-repetition] dreifache Wiederholung
        [fivefold-repetition] fünffache Wiederholung
        [agreement] Einigung
       *[going-on] die Partie läuft noch
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } Mio. Züge/s)
cli-yalta-perft = Tiefe { $depth }: { $leaves } Blätter in { $seconds } s ({ $speed } Mio. Blätter/s)
cli-bench-line = { $piece }, { $pips } Augen  { $results } Ergebnisse  { $micros } µs für alle Ergebnisse  { $route } µs mehr für je einen Weg
cli-no-font = Fehler: die eingebaute Schrift lässt sich nicht laden: { $error }
cli-no-shot-screen = Fehler: kein Bildschirm { $when } in { $frames } Bildern; kein Bildschirmfoto gemacht
