## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = errore: { $message }
cli-no-folder =
    { $path }: la cartella { $folder } non esiste
    consiglio: prima creala, oppure scrivi in una cartella che esiste
cli-out-is-folder =
    --out { $path } è una cartella
    consiglio: --out indica un file, per esempio assets/win_chances.json
cli-out-not-models = --out { $path }: non è un file di modelli delle probabilità di vittoria: { $error }
cli-cannot-read = { $path }: non si riesce a leggerlo: { $error }
cli-cannot-write = { $path }: non si riesce a scriverci: { $error }
cli-board =
    { $error }
    consiglio: il formato è descritto in assets/board-classic.txt
cli-deck =
    { $error }
    consiglio: il formato delle carte è descritto in cards/deck.json e in docs/data-files.md
cli-save =
    { $error }
    consiglio: apri una partita salvata da questo gioco: autosave.json nella cartella dei dati, un file creato con «Salva come…», oppure simulate --save
cli-rule-file =
    { $error }
    consiglio: il formato del file delle regole è descritto in docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    consiglio: quando si apre, la Scuola dei pezzi mette da parte un file del genere con il nome progress.json.broken; --data-dir indica la cartella dei dati
cli-unknown-bot =
    giocatore computer sconosciuto '{ $name }' in --bots
    consiglio: usa random, greedy, easy, normal o hard
cli-bot-count =
    --bots indica { $bots ->
        [one] { $bots } giocatore computer
       *[other] { $bots } giocatori computer
    } per { $players } giocatori
    consiglio: indica un nome per ogni giocatore, oppure uno solo per tutti
cli-levels =
    { $error }
    consiglio: usa da 2 a 4 nomi tra random, greedy, easy, normal, hard, per esempio --levels hard,normal,normal,normal
cli-unknown-piece = pezzo sconosciuto '{ $name }': usa queen, rook, bishop, knight, king o pawn
cli-bad-seat = --seat deve essere 0, 1, 2 o 3
cli-not-a-square = '{ $text }' non è una casella: scrivi X,Y, per esempio 5,16
cli-too-few-positions =
    solo { $positions ->
        [one] { $positions } posizione
       *[other] { $positions } posizioni
    } da cui imparare (ne servono almeno { $needed }); non è stato scritto niente in { $path }
    consiglio: più --games, oppure un --every più piccolo
cli-board-has-no-seat = il tabellone { $board } non ha un posto per { track-seat }
cli-unknown-level =
    livello sconosciuto '{ $name }' in { $flag }
    consiglio: usa easy, normal o hard
cli-chess-level-count =
    --levels indica { $count ->
        [one] { $count } livello
       *[other] { $count } livelli
    }
    consiglio: indicane due, per esempio --levels hard,easy
cli-yalta-level-count =
    --levels indica { $count ->
        [one] { $count } livello
       *[other] { $count } livelli
    }; a Yalta si gioca in 3
    consiglio: per esempio --levels hard,easy,easy
cli-chess-player-count =
    --chess-players indica { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
    consiglio: indicane due, per esempio --chess-players person,hard
cli-depth-too-deep =
    la profondità { $depth } richiederebbe ore
    consiglio: usa una profondità da 0 a 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    consiglio: indica una posizione FEN come 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', oppure start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    consiglio: servono partite in PGN, con le mosse in SAN (per esempio 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } partite; scegline una con { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: il file contiene { $count ->
        [one] { $count } partita
       *[other] { $count } partite, da 1 a { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } livello di scacchi non è dimostrato
       *[other] { $count } livelli di scacchi non sono dimostrati
    } dalla sua soluzione (vedi le righe sopra)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game e --chess-players funzionano solo con --game chess
cli-no-such-lesson = --lesson { $given }: questo livello non esiste. Indica corso e livello, per es. --lesson 1.3 (corsi da 1 a { $courses })
cli-fen-and-pgn = usa --fen oppure --pgn, non tutti e due
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] riga { $line } dello standard input: { $error }
    }
    consiglio: YFEN è descritto in design §5; altrimenti usa start
cli-standard-input = ingresso standard: { $error }
cli-line-too-long = la riga { $line } dello standard input è più lunga di qualsiasi posizione (al massimo { $max } byte): la lettura si ferma qui
cli-line-not-text = la riga { $line } dello standard input non è testo UTF-8
cli-standard-output = uscita standard: { $error }
cli-screenshot-is-folder = --screenshot { $path }: è una cartella; indica un nome di file, per esempio shot.png
cli-no-display = nessuno schermo: la finestra del gioco ha bisogno di un display X (DISPLAY non è impostato; su un desktop Wayland lo fornisce XWayland). I comandi senza finestra, come `simulate` e `cards`, funzionano anche senza.
cli-no-display-unreachable = nessuno schermo: il display X '{ $display }' indicato da DISPLAY non risponde: lì non gira nessun server X, oppure non ti lascia entrare. Avvia il gioco sul tuo desktop, oppure con xvfb-run. I comandi senza finestra, come `simulate` e `cards`, funzionano anche senza.
cli-no-display-library = nessuno schermo: la finestra del gioco ha bisogno della libreria di sistema { $library }, che non è installata (su Debian e Ubuntu arriva con libx11-6 e libxkbcommon0). I comandi senza finestra, come `simulate` e `cards`, funzionano anche senza.
cli-count-below-one = deve essere almeno 1
cli-not-a-whole-number = '{ $text }' non è un numero intero
cli-not-a-number = '{ $text }' non è un numero
cli-speed-out-of-range = la velocità deve essere tra 0.1 e 1000
cli-bad-size = '{ $text }' non è una dimensione di finestra tra 320x240 e 8192x8192, per esempio 1280x720
cli-web-on-desktop = schachschlamassel-web funziona nel browser: costruiscilo con web/build.sh; sul computer avvia schachschlamassel

## Notes and the words inside listings.
cli-seed = seme { $seed }
cli-lesson-line = {"  "}{ $id } obiettivo { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: dimostrato, vinto in { $tries ->
        [one] { $tries } tentativo
       *[other] { $tries } tentativi
    } con { $stars } stelle
cli-chess-lesson-no-proof = {"  "}{ $id }: NON dimostrato: la ricerca non trova nessuna soluzione ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NON dimostrato: il tentativo { $number } della soluzione è rifiutato: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NON dimostrato: { $stars ->
        [0] { $tries } tentativi non sono bastati per vincere
       *[other] vinto in { $tries } tentativi con solo { $stars } stelle
    }
cli-chess-lessons-checked = { $proved } livelli di scacchi dimostrati su { $count }
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
cli-pgn-broken = la partita { $number } del file non si può leggere e viene saltata: { $error }
cli-uci-unknown-command = comando sconosciuto '{ $text }': questo programma conosce uci, isready, ucinewgame, setoption, position, go, stop e quit
cli-uci-bad-position = position '{ $text }': scrivi position startpos o position fen FEN, poi moves e le mosse, per esempio moves e2e4 e7e5
cli-uci-bad-fen = { $error }; la posizione resta com’era
cli-uci-illegal-move = la mossa { $number } '{ $text }' lì non è permessa: la posizione si ferma alla mossa prima
cli-uci-unknown-option = non c’è l’opzione '{ $name }': l’unica opzione è Skill (easy, normal o hard)
cli-uci-bad-skill = Skill '{ $value }' non è easy, normal o hard: il livello resta com’era
cli-uci-bad-go = go: '{ $text }' non si capisce; go prende movetime, wtime, btime, winc, binc, movestogo, depth e nodes con un numero intero, oppure infinite
cli-uci-no-move = la partita è finita: non c’è più nessuna mossa da giocare
cli-final-position = posizione finale: { $fen }
cli-result = risultato: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] abbandono
        [stalemate] { -stalemate }
        [insufficient-material] materiale insufficiente
        [fifty-moves] regola delle 50 mosse
        [seventy-five-moves] regola delle 75 mosse
        [threefold-repetition] triplice ripetizione
        [fivefold-repetition] quintuplice ripetizione
        [agreement] accordo
       *[going-on] la partita continua
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M mosse/s)
cli-yalta-perft = profondità { $depth }: { $leaves } foglie in { $seconds } s ({ $speed } M foglie/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } punto
       *[other] { $pips } punti
    }  { $results ->
        [one] { $results } risultato
       *[other] { $results } risultati
    }  { $micros } µs per ogni risultato  { $route } µs in più per un percorso verso ciascuno
cli-no-font = errore: non si riesce a caricare il carattere incluso nel gioco: { $error }
cli-no-shot-screen = errore: nessuna schermata { $when } in { $frames } fotogrammi; non è stato salvato nessuno screenshot
