## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Gioco piccolo
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; il dado bianco
variant-small-action = Gioco piccolo con carte
    .line = il gioco piccolo con le { -action-card(count: 2) }
variant-large = Gioco grande
    .line = tutti e sei i pezzi, due dadi, i pezzi { -covered(count: 2) } sono al sicuro
variant-large-action = Gioco grande con carte
    .line = il gioco grande con tutte le { -action-card(count: 2) }
variant-own = La tua variante
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + e # { -bring-in(form: "present-plural") }
    .line = # fa { -miss-a-turn } solo se nessun pezzo può { -bring-in(form: "enter") }
house-rule-hash-draws-card = # pesca una carta
    .line = giochi con carte: # pesca, + { -bring-in(form: "present") }
house-rule-protect-covered = { CAPITAL(-covered(count: 2)) } al sicuro, 4 carte
    .line = anche nel gioco piccolo; 4 carte possono mangiarli lo stesso
house-rule-may-stop-early = Fermarsi prima
    .line = puoi fare meno mosse di quelle del dado
house-rule-end-after-first-winner = Fine al primo vincitore
    .line = la partita finisce appena un giocatore ha finito

## The race game's rules book, written from the booklet.

rules-race-goal = Lo scopo
    .p1 = Porta tutti i tuoi pezzi per un giro del percorso, fin dentro la tua { -house }.
    .p2 = Ogni punto del dado è una mossa di scacchi del pezzo scelto: con un 3 fa 3 mosse.
    .p3 = Si gira al contrario delle lancette dell’orologio.
rules-race-pieces = I pezzi
    .p1 = Regina: dritto e in diagonale, fin dove vuole. Torre: solo dritto. Alfiere: solo in diagonale. Nessuno salta sopra gli altri pezzi.
    .p2 = Cavallo: un salto a L, anche sopra pezzi e muri.
    .p3 = Re: una casella in ogni direzione. Pedone: una casella dritto, in ogni direzione; mangia solo in diagonale.
rules-race-fields = Le caselle
    .p1 = { CAPITAL(-start-field(count: 2)) } (con il bordo del tuo colore): qui arrivano i pezzi dalla { -start-box }.
    .p2 = { CAPITAL(-blocking-line) } (barra spessa del tuo colore): i tuoi pezzi non la attraversano mai.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (freccia): l’unica strada per entrare in { -house }. Le mosse in più vanno perse.
    .p4 = { CAPITAL(-pause-field) } del tuo colore: lì il tuo pezzo non può essere mangiato.
rules-race-rolling = Tirare il dado
    .p1 = + : { -bring-in(form: "imperative") } un pezzo e tira ancora.  # : { -miss-a-turn(form: "imperative") }.
    .p2 = Solo l’ultima mossa può mangiare; il pezzo mangiato torna nella sua { -start-box }.
    .p3 = Senza pezzi sul percorso: fino a tre tentativi. Una { -start-field } deve restare libera.
rules-race-large = Gioco grande e carte
    .p1 = Il dado bianco muove regina, torre, alfiere e cavallo; quello arancione muove re e pedone.
    .p2 = Un pezzo { -covered } non si può mangiare: un pezzo del suo colore potrebbe vendicarlo.
    .p3 = Giochi con carte: con + o # { -bring-in(form: "imperative") } un pezzo o pesca una carta. Se una carta dice «{ -active }», parla dei pezzi sul percorso.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = Lo scopo
    .p1 = A scacchi si gioca in due: il Bianco e il Nero. Si muove a turno, un pezzo per volta, e comincia il Bianco.
    .p2 = Il tuo scopo è dare scacco matto al re dell’altro: attaccarlo in modo che non possa più scappare.
    .p3 = Qui clicca su uno dei tuoi pezzi: i puntini ti mostrano dove può andare. Clicca su un puntino per andarci, o di nuovo sul pezzo per lasciarlo.
    .p4 = Se clicchi su una casella dove il pezzo non può andare, il pannello ti spiega perché, in rosso.
rules-chess-pieces = I pezzi
    .p1 = Re: una casella in ogni direzione. Regina: dritto e in diagonale, finché le caselle sono libere.
    .p2 = Torre: solo dritto, finché le caselle sono libere. Alfiere: solo in diagonale, così resta sempre sul suo colore.
    .p3 = Cavallo: due caselle da una parte e una di lato, come una L. È l’unico pezzo che salta sopra gli altri.
    .p4 = Un pezzo mangia andando sulla casella di un pezzo nemico, che esce dalla scacchiera. Quanti pedoni vale più o meno un pezzo: regina 9, torre 5, alfiere 3, cavallo 3.
rules-chess-pawn = Il pedone
    .p1 = Il pedone va avanti dritto di una casella e non torna mai indietro. Alla sua prima mossa può fare due passi, se le due caselle sono libere.
    .p2 = Mangia solo in diagonale, una casella in avanti; non può mangiare un pezzo che ha proprio davanti.
    .p3 = En passant: se un pedone nemico fa due passi e salta una casella attaccata dal tuo pedone, il tuo pedone può mangiarlo come se avesse fatto un passo solo. Ma solo alla mossa subito dopo.
    .p4 = Un pedone che arriva all’ultima fila diventa regina, torre, alfiere o cavallo, come vuoi tu.
rules-chess-castling = Arrocco e scacco
    .p1 = Arrocco: il re fa due passi verso una torre, e la torre salta dall’altra parte, accanto a lui. Per arroccare qui, clicca sul re e poi sulla casella due passi più in là.
    .p2 = Si può arroccare solo se re e torre non si sono ancora mossi, le caselle tra loro sono vuote e il re non è sotto scacco, non passa su una casella attaccata e non ci arriva.
    .p3 = Scacco: il re è attaccato. Rispondi subito: sposta il re, mangia chi attacca o metti un pezzo in mezzo. Non puoi mai lasciare il tuo re sotto scacco.
    .p4 = Scacco matto: il re è sotto scacco e non ha più via d’uscita. La partita è finita e vince chi ha dato scacco matto.
rules-chess-draws = La patta
    .p1 = Stallo: chi deve muovere non è sotto scacco, ma non può fare nessuna mossa. La partita è patta.
    .p2 = Con «{ chess-offer-draw }» nel pannello chiedi all’altro giocatore; se è d’accordo, è patta. «{ chess-resign }» gli regala la partita.
    .p3 = Quando la stessa posizione torna per la terza volta, chi deve muovere può premere «{ chess-claim-draw }».
    .p4 = La partita è patta da sola dopo 50 mosse a testa senza mangiare né muovere pedoni, o quando resta troppo poco per dare scacco matto, come re contro re.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Tre giocatori
    .p1 = Yalta sono gli scacchi a tre: Bianco, Nero e Rosso. Ognuno ha un re, una regina, due torri, due alfieri, due cavalli e otto pedoni.
    .p2 = Comincia il Bianco, poi il Nero, poi il Rosso, poi di nuovo il Bianco. A ogni turno si muove un pezzo.
    .p3 = La scacchiera ha sei lati ed è fatta di tre metà di scacchiera, una per giocatore. La tua fila di fondo è il tuo lato della scacchiera.
    .p4 = All’inizio la regina del Bianco sta sulla casella chiara in mezzo alla fila di fondo, quella del Nero sulla scura; il Rosso sceglie prima di cominciare.
rules-yalta-middle = Attraverso il centro
    .p1 = Le metà si toccano, e ogni linea continua oltre il confine: una torre può passare dalla tua metà a quella di un vicino.
    .p2 = Al centro si toccano sei caselle. Un alfiere o una regina che attraversa il centro in diagonale può scegliere fra due strade.
    .p3 = Torre, alfiere e regina vanno avanti finché le caselle sono libere. Re: una casella in ogni direzione. Cavallo: due caselle da una parte e una di lato; salta.
    .p4 = L’arrocco funziona come negli scacchi, e nessuna casella dove il re passa o arriva può essere attaccata dagli altri due giocatori.
rules-yalta-pawns = I pedoni
    .p1 = Un pedone cammina verso il centro. Dopo il centro va avanti nella metà di un vicino, verso la fila di fondo di quel giocatore.
    .p2 = Fa un passo in avanti, o due dalla sua fila di partenza se le due caselle sono libere. Mangia una casella in diagonale in avanti.
    .p3 = L’en passant funziona come negli scacchi: dopo il doppio passo di un pedone, ognuno degli altri due giocatori può mangiarlo alla sua mossa successiva.
    .p4 = Un pedone che arriva alla fila di fondo di un altro giocatore diventa regina, torre, alfiere o cavallo.
rules-yalta-check = Scacco, matto e patta
    .p1 = Un re non viene mai mangiato. È sotto scacco quando lo attacca un pezzo di uno degli altri due giocatori, e il suo giocatore deve metterlo in salvo.
    .p2 = Chi è sotto scacco e non ha nessuna mossa quando comincia il suo turno ha preso scacco matto, e la partita finisce. Vince il giocatore che ha dato scacco per primo.
    .p3 = Prima che tocchi a quel giocatore, il terzo giocatore può ancora salvare il re con la sua mossa.
    .p4 = È patta quando un giocatore non sotto scacco non ha mosse, quando la stessa posizione torna per la terza volta, dopo 150 mosse senza mangiare né muovere pedoni, o quando restano solo i tre re.
