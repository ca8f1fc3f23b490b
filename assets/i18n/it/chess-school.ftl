## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Scuola di scacchi
chess-school-tab-track = Sul percorso
chess-school-tab-chess = Scacchi
chess-school-tries = Tentativi: { $tries } · obiettivo { $par }
chess-school-to-move = Tocca al { chess-side }
chess-school-show-me = Fammi vedere (Z)
chess-school-again = Riprova (R)
chess-school-map = I corsi (Esc)
chess-school-keys = Frecce e Invio, o un clic: scegli · H: suggerimento · Z: fammi vedere · R: riprova · Esc: i corsi
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Frecce e Invio, un numero o un clic
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Nessuno dei due: c’è ancora una mossa
chess-school-yes = Sì
chess-school-no = No
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Ripetizione
chess-school-answer-draw-fifty = 50 mosse
chess-school-answer-draw-too-few = Pochi pezzi
chess-school-answer-draw-no = Niente { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Mosse giocate: { $moves }
chess-school-quiet-moves = Mosse senza catture né mosse di { -pawn }: { $count }
chess-school-found = Giusto: è { $square }.
chess-school-star =
    { $left ->
        [0] Una stella!
        [one] Una stella! Ne manca una.
       *[other] Una stella! Ne mancano { $left }.
    }
chess-school-reply = Il { chess-side } risponde { $move }. Tocca a te!
chess-school-good = Giusto!
chess-school-hint-move = Suggerimento: muovi il pezzo che sta in { $square } ({ chess-piece }).
chess-school-hint-square = Suggerimento: cerca la casella { $square }.
chess-school-hint-key = Suggerimento (H)
chess-school-bridge = Conosci tutti i pezzi del percorso. Ora tocca alla scuola di scacchi!
chess-school-learn-it = Imparalo alla scuola di scacchi: { $course }, livello { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] R
        [queen] D
        [rook] T
        [bishop] A
        [knight] C
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Non questa: darebbe { -check }. In questo livello l’altro { -king } guarda soltanto.
chess-wrong-no-check = Questa mossa non dà { -check }: dopo, nessun pezzo minaccia il { -king }.
chess-wrong-other-way =
    { $took ->
        [flee] Così esci dallo { -check } scappando.
        [block] Così esci dallo { -check } mettendo un pezzo in mezzo.
       *[capture] Così esci dallo { -check } catturando.
    } { $wanted ->
        [flee] Qui scappa con il { -king }.
        [block] Qui metti un pezzo in mezzo.
       *[capture] Qui cattura il pezzo che dà { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, ma non { -checkmate }: il { -king } può ancora scappare in { $square }.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, ma non { -checkmate }: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } può catturare in { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, ma non { -checkmate }: un pezzo può mettersi in mezzo in { $square }.
chess-wrong-no-check-no-mate = Questo non è neanche { -check }: nessuno minaccia il { -king }.
chess-wrong-stalemate = È { -stalemate }, non { -checkmate }: il { -king } non è sotto { -check }, ma non può muovere. { CAPITAL(-draw) }!
chess-wrong-no-mate-after = Poi il { chess-side } risponde { $reply }, e lo { -checkmate } non arriva in tempo.
chess-wrong-not-castling = Questo non è l’{ -castling }: il { -king } fa due passi verso una { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] Questo è l’{ -castling } dall’altra parte. Qui fai l’{ -castling } corto, verso la { -rook } più vicina.
       *[long] Questo è l’{ -castling } dall’altra parte. Qui fai l’{ -castling } lungo, verso la { -rook } più lontana.
    }
chess-wrong-not-en-passant = Non è { -en-passant }: mangia il { -pawn } che ha appena fatto due passi, sulla casella che ha saltato.
chess-wrong-not-the-double-step = Il { -pawn } in { $pawn } non ha appena fatto il doppio passo: puoi mangiare mentre passa solo il { -pawn } in { $double }.
chess-wrong-no-star = Su questa casella non c’è nessuna stella. Continua!
chess-wrong-not-a-capture = Questa mossa non mangia niente. Cattura un pezzo!
chess-wrong-smaller-capture = Prendi: { $took }, vale { $took-value }. Meglio: { $best }, vale { $best-value }. Prendi il pezzo più grosso!
chess-wrong-verdict-in-check = No: il { -king } è sotto { -check }.
chess-wrong-verdict-no-check = No: il { -king } non è sotto { -check }.
chess-wrong-verdict-no-move = No: non c’è nessuna mossa.
chess-wrong-verdict-flee = No: il { -king } può ancora scappare in { $square }.
chess-wrong-verdict-capture =
    No: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } può catturare l’attaccante in { $square }.
chess-wrong-verdict-block = No: un pezzo può mettersi in mezzo in { $square }.
chess-wrong-verdict-move = No: c’è ancora una mossa: { $move }.
chess-wrong-can-castle-yes = Sì, può: il { -king } non è sotto { -check }, e le caselle dove passa e arriva non sono minacciate.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } si scrive { $letter }.
chess-wrong-notation-pawn = Il { -pawn } non ha una lettera sua: niente { $letter }.
chess-wrong-notation-no-x = Questa mossa cattura: scrivi una x prima della casella.
chess-wrong-notation-extra-x = Questa mossa non cattura niente: niente x.
chess-wrong-notation-no-plus = Questa mossa dà { -check }: finisce con + (con # per lo { -checkmate }).
chess-wrong-notation-square = Il pezzo va in { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] L’{ -castling } corto si scrive O-O.
       *[long] L’{ -castling } lungo si scrive O-O-O.
    }
chess-wrong-not-that-square = Questa è { $square }.
chess-wrong-found-already = Hai già trovato { $square }.
chess-wrong-king-stays =
    Questo livello è { $piece ->
        [queen] sulla { -queen }: si muove solo lei
        [rook] sulla { -rook }: si muove solo lei
        [bishop] sull’{ -bishop }: si muove solo lui
       *[other] sul { chess-piece }: si muove solo lui
    }, il { -king } resta dov’è.
chess-wrong-touched =
    Hai toccato { $piece ->
        [queen] la { -queen } in { $square }: adesso devi muovere lei.
        [rook] la { -rook } in { $square }: adesso devi muovere lei.
        [bishop] l’{ -bishop } in { $square }: adesso devi muovere lui.
       *[other] il { chess-piece } in { $square }: adesso devi muovere lui.
    }
chess-wrong-stands-right =
    { $piece ->
        [queen] La { -queen } in { $square } è al suo posto.
        [rook] La { -rook } in { $square } è al suo posto.
        [bishop] L’{ -bishop } in { $square } è al suo posto.
       *[other] Il { chess-piece } in { $square } è al suo posto.
    }
chess-wrong-draw-seen =
    { $count ->
        [one] Questa posizione è sulla scacchiera per la prima volta.
        [2] Questa posizione è stata sulla scacchiera solo due volte, non tre.
       *[other] Questa posizione è stata sulla scacchiera { $count } volte, non tre.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Nemmeno una mossa senza catture né mosse di { -pawn }: 50 è lontano.
        [one] Solo una mossa per parte senza catture né mosse di { -pawn }, non 50.
       *[other] Solo { $count } mosse per parte senza catture né mosse di { -pawn }, non 50.
    }
chess-wrong-draw-can-mate =
    Il { chess-side } ha ancora { $piece ->
        [queen] una { -queen }
        [rook] una { -rook }
        [bishop] un { -bishop }
       *[other] un { chess-piece }
    }: basta per dare { -checkmate }.
chess-wrong-draw-is-draw = Guarda meglio: una delle regole rende patta questa partita.
chess-wrong-notation-which =
    { $piece ->
        [queen] Anche un’altra { -queen } potrebbe andare in { $square }: dopo la lettera scrivi la colonna da cui parte.
        [rook] Anche un’altra { -rook } potrebbe andare in { $square }: dopo la lettera scrivi la colonna da cui parte.
       *[other] Anche un altro { chess-piece } potrebbe andare in { $square }: dopo la lettera scrivi la colonna da cui parte.
    }

## The courses, in the manual's order.

chess-course-board = La scacchiera
chess-course-pieces = I pezzi
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = L’{ -castling }
chess-course-en-passant = L’{ -en-passant }
chess-course-stalemate = Lo { -stalemate }
chess-course-notation = Scrivere le mosse
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Altre regole

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Gli angoli
    .goal = Clicca le caselle a1 e h8.
    .tell = Ogni casella ha un nome: prima la colonna, una lettera da a a h, poi la traversa, un numero da 1 a 8.
chess-level-board-2 = Il centro
    .goal = Clicca le quattro caselle del centro: d4, e4, d5 ed e5.
    .tell = Le quattro caselle in mezzo sono il centro: da lì un pezzo raggiunge il maggior numero di caselle.
chess-level-board-7 = Una traversa
    .goal = Clicca tutte le caselle della 5ª traversa, da a5 a h5.
    .tell = Una traversa attraversa la scacchiera: otto caselle con lo stesso numero.
chess-level-board-3 = Una colonna
    .goal = Clicca tutte le caselle della colonna c, da c1 a c8.
    .tell = Una colonna va dritta in su: otto caselle con la stessa lettera.
chess-level-board-4 = Una diagonale
    .goal = Clicca tutte le caselle della grande diagonale da a1 a h8.
    .tell = Una diagonale è una fila di caselle oblique, tutte dello stesso colore.
chess-level-board-5 = Bianco a destra
    .goal = Clicca la casella d’angolo alla destra di ogni giocatore.
    .tell = La scacchiera va messa in modo che l’angolino a destra di ogni giocatore sia bianco.
chess-level-board-6 = La { -queen } sul suo colore
    .goal = Dove stanno le { -queen(count: 2) } all’inizio? Clicca tutte e due le caselle.
    .tell = All’inizio la { -queen } bianca sta su una casella bianca, la { -queen } nera su una casella scura.
chess-level-board-8 = I due eserciti
    .goal = Quattro pezzi sono sulla casella sbagliata. Clicca ognuno di loro.
    .tell = Ogni esercito ha 16 pezzi: un { -king }, una { -queen }, due torri, due alfieri, due { -knight(count: 2) } e otto { -pawn(count: 2) }. Dall’angolo: { -rook }, { -knight }, { -bishop }; la { -queen } sul suo colore, il { -king } accanto a lei.

## How each piece moves and what it is worth.

chess-level-pieces-1 = La { -rook }
    .goal = Prendi le due stelle con la { -rook }.
    .tell = La { -rook } si muove dritta di quante caselle vuole e non può saltare sopra i pezzi. Vale circa come 5 { -pawn(count: 2) }.
chess-level-pieces-2 = L’{ -bishop }
    .goal = Prendi le due stelle con l’{ -bishop }.
    .tell = L’{ -bishop } si muove in diagonale e resta sempre sul suo colore. Vale circa come 3 { -pawn(count: 2) }.
chess-level-pieces-3 = Il { -knight }
    .goal = Prendi le due stelle con il { -knight }.
    .tell = Il { -knight } si muove come una L: 2 caselle in una direzione e una di traverso. Vale circa come 3 { -pawn(count: 2) }.
chess-level-pieces-4 = La { -queen }
    .goal = Prendi le due stelle con la { -queen }.
    .tell = La { -queen } si muove come una { -rook } e un { -bishop } insieme. Vale circa come 9 { -pawn(count: 2) }.
chess-level-pieces-5 = Il { -king }
    .goal = Porta il { -king } sulla stella.
    .tell = Il { -king } si muove di una casella sola, in ogni direzione. Si dice che vale la partita.
chess-level-pieces-6 = Il { -pawn } diventa { -queen }
    .goal = Porta il { -pawn } in fondo alla scacchiera.
    .tell = Il { -pawn } va diritto in avanti. In fondo alla scacchiera si trasforma in { -queen } (o in { -rook }, { -bishop } o { -knight }).
chess-level-pieces-10 = Dal { -pawn } un { -knight }
    .goal = Promuovi il { -pawn } in modo che il nuovo pezzo dia subito { -check }.
    .tell = In fondo alla scacchiera scegli tu: { -queen }, { -rook }, { -bishop } o { -knight }. Di solito la { -queen } è la migliore, ma qui solo il { -knight } dà { -check }, e attacca anche la { -queen }.
chess-level-pieces-7 = Il pezzo più grosso
    .goal = Fai la cattura che vale di più.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Quale pezzo può mangiare il tuo { -knight }?
chess-level-pieces-8 = Il { -pawn } mangia
    .goal = Fai la cattura che vale di più.
    .tell = Il { -pawn } va diritto in avanti, ma mangia solo in diagonale in avanti, di una casella.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) } al { -king }!
    .goal = Dai { -check } con la { -rook }.
    .tell = Quando un pezzo minaccia il { -king }, è { -check }.
chess-level-check-2 = { CAPITAL(-check) } di { -knight }
    .goal = Dai { -check } con il { -knight }.
    .tell = Il { -knight } salta: nessun pezzo può mettersi in mezzo tra lui e il { -king }.
chess-level-check-3 = Scappa!
    .goal = Il tuo { -king } è sotto { -check }. Scappa con il { -king }.
    .tell = La prima difesa dallo { -check }: il { -king } scappa su una casella che nessuno minaccia.
chess-level-check-4 = Un pezzo in mezzo
    .goal = Il tuo { -king } è sotto { -check }. Proteggilo con un pezzo in mezzo.
    .tell = La seconda difesa: un pezzo si mette in mezzo tra il { -king } e il pezzo che dà { -check }.
chess-level-check-5 = Cattura l’attaccante
    .goal = Il tuo { -king } è sotto { -check }. Cattura il pezzo che dà { -check }.
    .tell = La terza difesa, spesso la mossa migliore: cattura il pezzo che dà { -check }.
chess-level-check-6 = Una sola via
    .goal = Il tuo { -king } è sotto { -check }. Trova la mossa che lo salva.
    .tell = Prova le tre difese nella testa: scappare, mettere un pezzo in mezzo, catturare.
chess-level-check-7 = La mossa migliore
    .goal = Il tuo { -king } è sotto { -check }. Trova la migliore delle tre difese.
    .tell = Il { -king } potrebbe scappare e la { -rook } potrebbe mettersi davanti, ma se mangi la { -queen } la vinci: è la mossa migliore!
chess-level-check-8 = Mai sotto { -check }
    .goal = Porta il { -king } sulla stella, mai su una casella minacciata da un pezzo nemico.
    .tell = È vietato spostare il { -king } dove può essere mangiato. Se succede per sbaglio, la mossa non vale e si rifà.
chess-level-check-9 = Non lasciare il { -king } sotto { -check }
    .goal = Fai la cattura che guadagna di più.
    .tell = Un pezzo che protegge il suo { -king } non può spostarsi: lo lascerebbe sotto { -check }. Anche questa mossa non vale.

## Checkmate and its patterns.

chess-level-mate-1 = Matto delle due torri
    .goal = { CAPITAL(-checkmate) } in una mossa.
    .tell = { CAPITAL(-checkmate) }: il { -king } è sotto { -check } e non può scappare, né proteggersi, né catturare. Una { -rook } chiude una traversa, l’altra dà { -check }.
chess-level-mate-2 = Matto del corridoio
    .goal = { CAPITAL(-checkmate) } in una mossa.
    .tell = Il { -king } è chiuso dai suoi stessi { -pawn(count: 2) }. Una { -rook } sulla prima traversa dà matto.
chess-level-mate-3 = Matto affogato
    .goal = { CAPITAL(-checkmate) } in una mossa.
    .tell = Il { -king } è soffocato dai suoi stessi pezzi, e nessuno può mettersi in mezzo tra il { -knight } e il { -king }.
chess-level-mate-4 = Matto della { -queen }
    .goal = { CAPITAL(-checkmate) } in una mossa.
    .tell = { CAPITAL(-queen) } e { -king } insieme: la { -queen } dà { -check }, il { -king } protegge le caselle intorno. Attenzione allo { -stalemate }!
chess-level-mate-5 = Matto in due
    .goal = { CAPITAL(-checkmate) } in due mosse.
    .tell = Prima una mossa tranquilla che toglie caselle al { -king }, poi matto. Il Nero si difende come può.
chess-level-mate-6 = La scala delle torri
    .goal = { CAPITAL(-checkmate) } in due mosse.
    .tell = Una { -rook } chiude una traversa, l’altra dà { -check } su quella dopo: le torri salgono come su una scala.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = { CAPITAL(-castling) } corto
    .goal = Fai l’{ -castling } corto: il { -king } fa due passi verso la { -rook } più vicina.
    .tell = L’{ -castling } mette il { -king } al sicuro: fa due passi verso una { -rook }, e la { -rook } lo salta. Il { -king } e la { -rook } non devono aver mai mosso.
chess-level-castling-2 = { CAPITAL(-castling) } lungo
    .goal = Fai l’{ -castling } lungo: il { -king } fa due passi verso la { -rook } più lontana.
    .tell = L’{ -castling } lungo va dal lato della { -queen }: la { -rook } salta il { -king } e va in d1.
chess-level-castling-7 = Il { -king } ha mosso
    .goal = Il { -king } bianco è andato in f1 ed è tornato. Il Bianco può fare l’{ -castling } corto adesso?
    .tell = L’{ -castling } si può fare solo se il { -king } e quella { -rook } non hanno mai mosso, nemmeno andata e ritorno.
chess-level-castling-8 = La { -rook } ha mosso
    .goal = La { -rook } in h1 è andata in g1 ed è tornata. Il Bianco può fare l’{ -castling } corto adesso?
    .tell = L’{ -castling } si può fare solo se il { -king } e quella { -rook } non hanno mai mosso, nemmeno andata e ritorno.
chess-level-castling-9 = Un pezzo in mezzo
    .goal = Il Bianco può fare l’{ -castling } lungo adesso?
    .tell = Tutte le caselle tra il { -king } e la { -rook } devono essere libere, anche quella su cui il { -king } non passa.
chess-level-castling-3 = { CAPITAL(-castling) } adesso? (1)
    .goal = Il Bianco può fare l’{ -castling } corto adesso?
    .tell = L’{ -castling } è vietato se il { -king } è sotto { -check }, o se passa o arriva su una casella minacciata.
chess-level-castling-4 = { CAPITAL(-castling) } adesso? (2)
    .goal = Il Bianco può fare l’{ -castling } corto adesso?
    .tell = L’{ -castling } è vietato se il { -king } è sotto { -check }, o se passa o arriva su una casella minacciata.
chess-level-castling-5 = { CAPITAL(-castling) } adesso? (3)
    .goal = Il Bianco può fare l’{ -castling } corto adesso?
    .tell = L’{ -castling } è vietato se il { -king } è sotto { -check }, o se passa o arriva su una casella minacciata.
chess-level-castling-6 = { CAPITAL(-castling) } adesso? (4)
    .goal = Il Bianco può fare l’{ -castling } lungo adesso?
    .tell = L’{ -castling } è vietato se il { -king } è sotto { -check }, o se passa o arriva su una casella minacciata.

## En passant, only right after the double step.

chess-level-en-passant-6 = Il doppio passo
    .goal = Prendi le due stelle con i { -pawn(count: 2) }.
    .tell = Il { -pawn } avanza di una casella, ma alla sua prima mossa può fare anche due passi.
chess-level-en-passant-1 = Mentre passa
    .goal = Mangia il { -pawn } nero { -en-passant }.
    .tell = Il { -pawn } nero ha appena fatto due passi, passando accanto al tuo { -pawn }. Ora, e solo ora, il tuo { -pawn } può mangiarlo come se avesse fatto un passo solo.
chess-level-en-passant-2 = Il Nero mangia
    .goal = Mangia il { -pawn } bianco { -en-passant }.
    .tell = Anche il Nero può farlo: il { -pawn } bianco ha appena fatto il doppio passo.
chess-level-en-passant-3 = Quale { -pawn }?
    .goal = Mangia { -en-passant }.
    .tell = Si può mangiare mentre passa solo il { -pawn } che ha fatto il doppio passo proprio nell’ultima mossa.
chess-level-en-passant-4 = Via dallo { -check }
    .goal = Un { -pawn } dà { -check }. Mangialo { -en-passant }.
    .tell = Il { -pawn } che ha appena mosso dà { -check }. Se lo mangi mentre passa, salvi il { -king }.
chess-level-en-passant-5 = Due possono mangiare
    .goal = Mangia il { -pawn } bianco { -en-passant }.
    .tell = Tutti e due i { -pawn(count: 2) } neri gli stanno accanto: può mangiare l’uno o l’altro.

## Stalemate against mate.

chess-level-stalemate-1 = L’angolo della { -queen }
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = { CAPITAL(-checkmate) }: sotto { -check } e senza via d’uscita. { CAPITAL(-stalemate) }: non sotto { -check }, ma nessuna mossa possibile.
chess-level-stalemate-8 = I { -pawn(count: 2) }
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = Guarda ogni pezzo nero: ce n’è uno che può muovere?
chess-level-stalemate-2 = La { -queen } vicina
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = Il { -king } è minacciato? Dove potrebbe andare?
chess-level-stalemate-3 = La traversa della { -rook }
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = Guarda ogni casella dove il { -king } potrebbe andare.
chess-level-stalemate-4 = Nell’angolo
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = Il { -king } è minacciato? Può muovere?
chess-level-stalemate-5 = Un { -pawn } in più
    .goal = Tocca al Nero: { -checkmate }, { -stalemate } o nessuno dei due?
    .tell = Guarda tutti i pezzi, non solo il { -king }.
chess-level-stalemate-6 = Matto, non { -stalemate }
    .goal = { CAPITAL(-checkmate) } in una mossa, e niente { -stalemate }!
    .tell = Con la { -queen } togli al { -king } tutte le caselle e, nello stesso momento, dagli { -check }.

## Writing the moves.

chess-level-notation-1 = Mossa di { -pawn }
    .goal = Come si scrive la mossa segnata?
    .tell = Scrivi la lettera del pezzo, poi la casella dove va. Il { -pawn } non ha lettera: solo la casella.
chess-level-notation-2 = Mossa di { -knight }
    .goal = Come si scrive la mossa segnata?
    .tell = Le lettere: R { -king }, D { -queen } (o donna), T { -rook }, A { -bishop }, C { -knight }.
chess-level-notation-3 = Una cattura
    .goal = Come si scrive la mossa segnata?
    .tell = Quando si mangia, si scrive una x tra la lettera e la casella.
chess-level-notation-4 = Il { -pawn } mangia
    .goal = Come si scrive la mossa segnata?
    .tell = Quando un { -pawn } mangia, si scrive anche la colonna da cui parte, come in dxc6.
chess-level-notation-8 = Quale { -knight }?
    .goal = Come si scrive la mossa segnata?
    .tell = Se due pezzi uguali possono arrivare sulla stessa casella, dopo la lettera si scrive la colonna di partenza: Cfd6 è il { -knight } che parte dalla colonna f.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = Come si scrive la mossa segnata?
    .tell = Una mossa che dà { -check } ha un + alla fine.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = Come si scrive la mossa segnata?
    .tell = L’{ -castling } corto si scrive O-O, quello lungo O-O-O.
chess-level-notation-9 = L’{ -castling } lungo
    .goal = Come si scrive la mossa segnata?
    .tell = L’{ -castling } lungo, dalla parte della { -queen }, si scrive O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = Come si scrive la mossa segnata?
    .tell = Una mossa che dà matto ha un # alla fine.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = Re e { -knight }
    .goal = Questa partita è { -draw }? Perché?
    .tell = Non c’è solo lo { -stalemate }: è { -draw } anche con troppo pochi pezzi per dare matto, con la stessa posizione tre volte e dopo 50 mosse senza catture né mosse di { -pawn }.
chess-level-draw-2 = Re e { -rook }
    .goal = Questa partita è { -draw }? Perché?
    .tell = Re e { -knight } contro re, o re e { -bishop } contro re: non si riesce a dare matto. Con una { -rook } sì.
chess-level-draw-3 = Avanti e indietro
    .goal = I due re sono andati avanti e indietro. La partita è { -draw }? Perché?
    .tell = Se la stessa posizione torna sulla scacchiera per la terza volta, la partita è { -draw }.
chess-level-draw-4 = Due volte non bastano
    .goal = I due re sono andati avanti e indietro. La partita è { -draw }? Perché?
    .tell = Conta quante volte proprio questa posizione è già stata sulla scacchiera.
chess-level-draw-5 = Cinquanta mosse
    .goal = La partita è { -draw }? Perché?
    .tell = Dopo 50 mosse senza aver mangiato pezzi e senza aver mosso pedoni, la partita è { -draw }.

chess-level-touch-1 = Pezzo toccato, pezzo mosso
    .goal = Hai toccato il tuo { -knight }. Dai { -check } con lui.
    .tell = Chi tocca un pezzo lo deve muovere per forza. Per sistemarlo sulla casella, prima di toccarlo di’ «acconcio!». Pezzo lasciato, mossa fatta.
chess-level-touch-2 = Toccato, anche sotto { -check }
    .goal = Il tuo { -king } è sotto { -check } e hai toccato il tuo { -bishop }. Salva il { -king } con lui.
    .tell = Il pezzo toccato deve muovere, se può. La { -queen } potrebbe mangiare, ma hai toccato prima l’{ -bishop }.
