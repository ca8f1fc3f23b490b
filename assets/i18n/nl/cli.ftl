## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = fout: { $message }
cli-no-folder =
    { $path }: de map { $folder } bestaat niet
    tip: maak die eerst aan, of schrijf in een map die wel bestaat
cli-out-is-folder =
    --out { $path } is een map
    tip: --out noemt een bestand, bijvoorbeeld assets/win_chances.json
cli-out-not-models = --out { $path }: geen bestand met modellen voor winkansen: { $error }
cli-cannot-read = { $path }: lezen lukt niet: { $error }
cli-cannot-write = { $path }: schrijven lukt daar niet: { $error }
cli-board =
    { $error }
    tip: het formaat staat in assets/board-classic.txt
cli-deck =
    { $error }
    tip: het kaartformaat staat in cards/deck.json en in docs/data-files.md
cli-save =
    { $error }
    tip: open een bestand dat dit spel zelf heeft opgeslagen: autosave.json in de datamap, een bestand uit ‘Opslaan als …’ of simulate --save
cli-rule-file =
    { $error }
    tip: het formaat van het regelbestand staat in docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    tip: de Stukkenschool legt zo’n bestand bij het openen apart als progress.json.broken; --data-dir noemt de datamap
cli-unknown-bot =
    onbekende computerspeler '{ $name }' in --bots
    tip: gebruik random, greedy, easy, normal of hard
cli-bot-count =
    --bots noemt { $bots ->
        [one] { $bots } computerspeler
       *[other] { $bots } computerspelers
    } voor { $players } spelers
    tip: geef één naam per speler, of één voor allemaal
cli-levels =
    { $error }
    tip: gebruik 2 tot en met 4 van random, greedy, easy, normal, hard, bijvoorbeeld --levels hard,normal,normal,normal
cli-unknown-piece = onbekend stuk '{ $name }': gebruik queen, rook, bishop, knight, king of pawn
cli-bad-seat = --seat moet 0, 1, 2 of 3 zijn
cli-not-a-square = '{ $text }' is geen veld: schrijf X,Y, bijvoorbeeld 5,16
cli-too-few-positions =
    maar { $positions ->
        [one] { $positions } stelling
       *[other] { $positions } stellingen
    } om van te leren (minstens { $needed } nodig); er is niets naar { $path } geschreven
    tip: meer --games, of een kleinere --every
cli-board-has-no-seat = het bord { $board } heeft geen plaats voor { track-seat }
cli-unknown-level =
    onbekend niveau '{ $name }' in { $flag }
    tip: gebruik easy, normal of hard
cli-chess-level-count =
    --levels noemt { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaus
    }
    tip: geef er twee, bijvoorbeeld --levels hard,easy
cli-yalta-level-count =
    --levels noemt { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaus
    }; Yalta speel je met 3 spelers
    tip: bijvoorbeeld --levels hard,easy,easy
cli-chess-player-count =
    --chess-players noemt { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
    tip: geef er twee, bijvoorbeeld --chess-players person,hard
cli-depth-too-deep =
    diepte { $depth } zou uren duren
    tip: gebruik een diepte van 0 tot en met 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    tip: geef een FEN-stelling zoals 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', of start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    tip: het bestand moet partijen in PGN hebben, met de zetten in SAN (bijvoorbeeld 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } partijen; kies er één met { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: het bestand heeft { $count ->
        [one] { $count } partij
       *[other] { $count } partijen, 1 tot en met { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } schaakniveau wordt
       *[other] { $count } schaakniveaus worden
    } niet bewezen door de oplossing (zie de regels hierboven)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game en --chess-players werken alleen met --game chess
cli-no-such-lesson = --lesson { $given }: dat niveau bestaat niet. Geef de cursus en het niveau, bijv. --lesson 1.3 (cursussen 1 tot en met { $courses })
cli-fen-and-pgn = geef --fen of --pgn, niet allebei
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] regel { $line } van de standaardinvoer: { $error }
    }
    tip: YFEN staat in design §5, of gebruik start
cli-standard-input = standaardinvoer: { $error }
cli-line-too-long = regel { $line } van de standaardinvoer is langer dan welke stelling ook (hoogstens { $max } bytes): het lezen stopt daar
cli-line-not-text = regel { $line } van de standaardinvoer is geen UTF-8-tekst
cli-standard-output = standaarduitvoer: { $error }
cli-screenshot-is-folder = --screenshot { $path }: dit is een map; geef een bestandsnaam, bijvoorbeeld shot.png
cli-no-display = geen beeldscherm: het spelvenster heeft een X-display nodig (DISPLAY is niet ingesteld; op een Wayland-bureaublad geeft XWayland er een). Opdrachten zonder venster, zoals `simulate` en `cards`, werken ook zonder beeldscherm.
cli-no-display-unreachable = geen beeldscherm: het X-display '{ $display }' uit DISPLAY antwoordt niet: daar draait geen X-server, of die laat je niet binnen. Start het spel op je bureaublad, of onder xvfb-run. Opdrachten zonder venster, zoals `simulate` en `cards`, werken ook zonder beeldscherm.
cli-no-display-library = geen beeldscherm: het spelvenster heeft de systeembibliotheek { $library } nodig, en die is niet geïnstalleerd (op Debian en Ubuntu komt ze met libx11-6 en libxkbcommon0). Opdrachten zonder venster, zoals `simulate` en `cards`, werken ook zonder.
cli-count-below-one = moet minstens 1 zijn
cli-not-a-whole-number = '{ $text }' is geen geheel getal
cli-not-a-number = '{ $text }' is geen getal
cli-speed-out-of-range = de snelheid moet tussen 0.1 en 1000 liggen
cli-bad-size = '{ $text }' is geen venstergrootte tussen 320x240 en 8192x8192, bijvoorbeeld 1280x720
cli-web-on-desktop = schachschlamassel-web draait in een browser: bouw het met web/build.sh; op een gewone computer start je schachschlamassel

## Notes and the words inside listings.
cli-seed = { -seed } { $seed }
cli-lesson-line = {"  "}{ $id } doel { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: bewezen, gewonnen in { $tries ->
        [one] { $tries } poging
       *[other] { $tries } pogingen
    } met { $stars } sterren
cli-chess-lesson-no-proof = {"  "}{ $id }: NIET bewezen: de zoektocht vindt geen oplossing ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NIET bewezen: poging { $number } van de oplossing wordt geweigerd: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NIET bewezen: { $stars ->
        [0] { $tries } pogingen wonnen het niet
       *[other] gewonnen in { $tries } pogingen met maar { $stars } sterren
    }
cli-chess-lessons-checked = { $proved } van de { $count } schaakniveaus bewezen
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
cli-pgn-broken = partij { $number } van het bestand is niet te lezen en wordt overgeslagen: { $error }
cli-uci-unknown-command = onbekend commando '{ $text }': dit programma kent uci, isready, ucinewgame, setoption, position, go, stop en quit
cli-uci-bad-position = position '{ $text }': schrijf position startpos of position fen FEN, daarna moves en de zetten, bijvoorbeeld moves e2e4 e7e5
cli-uci-bad-fen = { $error }; de stelling blijft zoals ze was
cli-uci-illegal-move = zet { $number } '{ $text }' mag daar niet: de stelling loopt tot de zet ervoor
cli-uci-unknown-option = er is geen optie '{ $name }': de enige optie is Skill (easy, normal of hard)
cli-uci-bad-skill = Skill '{ $value }' is geen easy, normal of hard: het niveau blijft zoals het was
cli-uci-bad-go = go: '{ $text }' wordt niet begrepen; go neemt movetime, wtime, btime, winc, binc, movestogo, depth en nodes met een geheel getal, of infinite
cli-uci-no-move = de partij is voorbij: er is geen zet meer te spelen
cli-final-position = eindstelling: { $fen }
cli-result = uitslag: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] opgegeven
        [stalemate] { -stalemate }
        [insufficient-material] te weinig materiaal
        [fifty-moves] 50-zettenregel
        [seventy-five-moves] 75-zettenregel
        [threefold-repetition] drie keer dezelfde stelling
        [fivefold-repetition] vijf keer dezelfde stelling
        [agreement] afgesproken { -draw }
       *[going-on] de partij loopt nog
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M zetten/s)
cli-yalta-perft = diepte { $depth }: { $leaves } bladeren in { $seconds } s ({ $speed } M bladeren/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } oog
       *[other] { $pips } ogen
    }  { $results ->
        [one] { $results } resultaat
       *[other] { $results } resultaten
    }  { $micros } µs voor alle resultaten  { $route } µs extra voor een weg naar elk
cli-no-font = fout: het meegeleverde lettertype kan niet geladen worden: { $error }
cli-no-shot-screen = fout: geen scherm { $when } binnen { $frames } beelden; er is geen schermafbeelding gemaakt
