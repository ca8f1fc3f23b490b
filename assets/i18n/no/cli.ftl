## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = feil: { $message }
cli-no-folder =
    { $path }: mappen { $folder } finnes ikke
    tips: lag den først, eller skriv til en mappe som finnes
cli-out-is-folder =
    --out { $path } er en mappe
    tips: --out skal være et filnavn, for eksempel assets/win_chances.json
cli-out-not-models = --out { $path }: ikke en fil med modeller for vinnersjanser: { $error }
cli-cannot-read = { $path }: kan ikke leses: { $error }
cli-cannot-write = { $path }: kan ikke skrive dit: { $error }
cli-board =
    { $error }
    tips: formatet står i assets/board-classic.txt
cli-deck =
    { $error }
    tips: kortformatet står i cards/deck.json og i docs/data-files.md
cli-save =
    { $error }
    tips: åpne et spill som er lagret av dette spillet: autosave.json i datamappen, en fil fra «Lagre som …» eller simulate --save
cli-rule-file =
    { $error }
    tips: formatet for regelfilen står i docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    tips: Brikkeskolen legger en slik fil til side som progress.json.broken når den åpnes; --data-dir sier hvilken mappe som er datamappen
cli-unknown-bot =
    ukjent datamaskinspiller '{ $name }' i --bots
    tips: bruk random, greedy, easy, normal eller hard
cli-bot-count =
    --bots gir { $bots ->
        [one] { $bots } datamaskinspiller
       *[other] { $bots } datamaskinspillere
    } for { $players } spillere
    tips: gi ett navn per spiller, eller ett for alle
cli-levels =
    { $error }
    tips: bruk 2 til 4 av random, greedy, easy, normal, hard, for eksempel --levels hard,normal,normal,normal
cli-unknown-piece = ukjent brikke '{ $name }': bruk queen, rook, bishop, knight, king eller pawn
cli-bad-seat = --seat må være 0, 1, 2 eller 3
cli-not-a-square = '{ $text }' er ikke et felt: skriv X,Y, for eksempel 5,16
cli-too-few-positions =
    bare { $positions ->
        [one] { $positions } stilling
       *[other] { $positions } stillinger
    } å lære av (minst { $needed } trengs); ingenting er skrevet til { $path }
    tips: flere --games, eller en mindre --every
cli-board-has-no-seat = brettet { $board } har ingen plass til { track-seat }
cli-unknown-level =
    ukjent nivå '{ $name }' i { $flag }
    tips: bruk easy, normal eller hard
cli-chess-level-count =
    --levels gir { $count ->
        [one] { $count } nivå
       *[other] { $count } nivåer
    }
    tips: gi to, for eksempel --levels hard,easy
cli-yalta-level-count =
    --levels gir { $count ->
        [one] { $count } nivå
       *[other] { $count } nivåer
    }; Yalta har 3 spillere
    tips: for eksempel --levels hard,easy,easy
cli-chess-player-count =
    --chess-players gir { $count ->
        [one] { $count } spiller
       *[other] { $count } spillere
    }
    tips: gi to, for eksempel --chess-players person,hard
cli-depth-too-deep =
    dybde { $depth } ville ta flere timer
    tips: bruk en dybde fra 0 til 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    tips: gi en FEN-stilling som 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', eller start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    tips: filen skal ha partier i PGN, med trekkene i SAN (for eksempel 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } partier; velg ett med { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: filen har { $count ->
        [one] { $count } parti
       *[other] { $count } partier, fra 1 til { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } sjakknivå er
       *[other] { $count } sjakknivåer er
    } ikke bevist av løsningen sin (se linjene over)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game og --chess-players virker bare med --game chess
cli-no-such-lesson = --lesson { $given }: det nivået finnes ikke. Oppgi kurs og nivå, f.eks. --lesson 1.3 (kurs 1 til { $courses })
cli-fen-and-pgn = gi --fen eller --pgn, ikke begge
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] linje { $line } i standard inndata: { $error }
    }
    tips: YFEN står i design §5, eller bruk start
cli-standard-input = standard inndata: { $error }
cli-line-too-long = linje { $line } i standard inndata er lengre enn noen stilling (høyst { $max } byte): lesingen stopper der
cli-line-not-text = linje { $line } i standard inndata er ikke UTF-8-tekst
cli-standard-output = standard utdata: { $error }
cli-screenshot-is-folder = --screenshot { $path }: dette er en mappe; gi et filnavn, for eksempel shot.png
cli-no-display = ingen skjerm: spillvinduet trenger en X-skjerm (DISPLAY er ikke satt; på et Wayland-skrivebord gir XWayland en). Kommandoer uten vindu, som `simulate` og `cards`, virker uten skjerm.
cli-no-display-unreachable = ingen skjerm: X-skjermen '{ $display }' som DISPLAY peker på, svarer ikke: ingen X-server kjører der, eller den slipper deg ikke inn. Start spillet på skrivebordet ditt, eller under xvfb-run. Kommandoer uten vindu, som `simulate` og `cards`, virker uten skjerm.
cli-no-display-library = ingen skjerm: spillvinduet trenger systembiblioteket { $library }, og det er ikke installert (på Debian og Ubuntu kommer det med libx11-6 og libxkbcommon0). Kommandoer uten vindu, som `simulate` og `cards`, virker uten det.
cli-count-below-one = må være minst 1
cli-not-a-whole-number = '{ $text }' er ikke et helt tall
cli-not-a-number = '{ $text }' er ikke et tall
cli-speed-out-of-range = hastigheten må være mellom 0.1 og 1000
cli-bad-size = '{ $text }' er ikke en vindusstørrelse mellom 320x240 og 8192x8192, for eksempel 1280x720
cli-web-on-desktop = schachschlamassel-web kjører i en nettleser: bygg det med web/build.sh; på en vanlig datamaskin starter du schachschlamassel

## Notes and the words inside listings.
cli-seed = frø { $seed }
cli-lesson-line = {"  "}{ $id } mål { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: bevist, vunnet på { $tries ->
        [one] { $tries } forsøk
       *[other] { $tries } forsøk
    } med { $stars } stjerner
cli-chess-lesson-no-proof = {"  "}{ $id }: IKKE bevist: søket finner ingen løsning ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: IKKE bevist: forsøk { $number } i løsningen blir avvist: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: IKKE bevist: { $stars ->
        [0] { $tries } forsøk vant ikke nivået
       *[other] vunnet på { $tries } forsøk med bare { $stars } stjerner
    }
cli-chess-lessons-checked = { $proved } av { $count } sjakknivåer bevist
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }
cli-pgn-broken = parti { $number } i fila kan ikke leses og blir utelatt: { $error }
cli-uci-unknown-command = ukjent kommando '{ $text }': dette programmet kan uci, isready, ucinewgame, setoption, position, go, stop og quit
cli-uci-bad-position = position '{ $text }': skriv position startpos eller position fen FEN, så moves og trekkene, for eksempel moves e2e4 e7e5
cli-uci-bad-fen = { $error }; stillingen blir som den var
cli-uci-illegal-move = trekk { $number } '{ $text }' er ikke lov der: stillingen gjelder fram til trekket før
cli-uci-unknown-option = det finnes ikke noe valg '{ $name }': det eneste valget er Skill (easy, normal eller hard)
cli-uci-bad-skill = Skill '{ $value }' er ikke easy, normal eller hard: nivået blir som det var
cli-uci-bad-go = go: '{ $text }' blir ikke forstått; go tar movetime, wtime, btime, winc, binc, movestogo, depth og nodes med et heltall, eller infinite
cli-uci-no-move = partiet er over: det finnes ikke noe trekk å spille
cli-final-position = sluttstilling: { $fen }
cli-result = resultat: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] oppgitt
        [stalemate] { -stalemate }
        [insufficient-material] for lite materiell
        [fifty-moves] 50-trekksregelen
        [seventy-five-moves] 75-trekksregelen
        [threefold-repetition] tre like stillinger
        [fivefold-repetition] fem like stillinger
        [agreement] avtalt { -draw }
       *[going-on] partiet pågår fortsatt
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M trekk/s)
cli-yalta-perft = dybde { $depth }: { $leaves } blader på { $seconds } s ({ $speed } M blader/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } øye
       *[other] { $pips } øyne
    }  { $results ->
        [one] { $results } resultat
       *[other] { $results } resultater
    }  { $micros } µs for alle resultatene  { $route } µs mer for en vei til hvert
cli-no-font = feil: kan ikke laste inn skrifttypen som følger med spillet: { $error }
cli-no-shot-screen = feil: ingen skjerm { $when } innen { $frames } bilder; det ble ikke tatt noe skjermbilde
