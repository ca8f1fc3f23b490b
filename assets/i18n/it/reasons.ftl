## The reasons: why a piece cannot go to a square (why-…), why an input cannot be done
## now (declined-…), a refused command of the race (refusal-…), chess's reasons and
## refusals (chess-why-…), Yalta's (yalta-why-…). A reason fits a bubble or a panel
## line: at most 90 characters. See ../README.md.
##
## Values:
##   $piece    a piece's key (king, queen, rook, bishop, knight, pawn): chess-piece says it
##   $by       the key of the piece that covers (why-covered)
##   $name     a player's name; $name-end its last letter in lower case, for reason-owner
##   $colour   a seat's colour: yellow, green, blue, red
##   $dice     what brings a piece in or draws a card: plus, plus-or-hash, hash
##   $die      the die a piece moves by: orange, white
##   $needed, $pips, $left, $walked, $moves, $step   numbers (of moves, a roll's pips)
##   $works    counts as a list, made with list-comma, list-or and count-span
##   $side     white, black; $square, $passed, $target chess squares; $cell a Yalta cell
##   $letters  the letters a pawn may become (queen, rook, bishop, knight), the chess school's, said as a list
##   $count, $by1, $by2   Yalta: how many players give check, and their names
## A piece named by $piece gets its article inside the message (il, la, l’).

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = da { $from } a { $to }
# A player's name as the owner of something: "di Anna" (Italian needs no ending).
reason-owner =
    { $name-end ->
       *[other] di { $name }
    }
# One or two Yalta players: "Ada", "Ada e Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } e { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = La partita è finita.
why-not-your-turn = È il turno { reason-owner }.
why-roll-first = Prima tira i dadi!
why-not-on-track = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non è sul percorso.
why-need-plus =
    Per { -bring-in(form: "enter") }, { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } ha bisogno di { $dice ->
        [plus] un +
       *[plus-or-hash] un + o un #
    }.
why-other-die =
    { $die ->
        [orange] { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } si muove con il dado arancione, non con il bianco.
       *[white] { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } si muove con il dado bianco, non con l’arancione.
    }
why-not-this-roll = Con questo tiro { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non può muoversi.
why-wall = Quella casella non fa parte del percorso.
why-foreign-house = Quella è la { -house } { reason-owner }.
why-own-piece = Lì c’è già un tuo pezzo: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    }.
why-blocked = La strada è chiusa: c’è un pezzo in mezzo.
why-own-line =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non può passare la sua { -blocking-line } { $colour ->
        [yellow] gialla
        [green] verde
        [blue] blu
       *[red] rossa
    }.
why-bishop-colour = L’{ -bishop } resta sempre su caselle dello stesso colore.
why-pause-field = Sulla sua { -pause-field }, { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } { reason-owner } è al sicuro.
why-covered =
    { $piece ->
        [king] Il { -king } { reason-owner } è { -covered }
        [queen] La { -queen } { reason-owner } è { -covered(form: "feminine") }
        [rook] La { -rook } { reason-owner } è { -covered(form: "feminine") }
        [bishop] L’{ -bishop } { reason-owner } è { -covered }
        [knight] Il { -knight } { reason-owner } è { -covered }
       *[pawn] Il { -pawn } { reason-owner } è { -covered }
    } { $by ->
        [king] dal suo { -king }
        [queen] dalla sua { -queen }
        [rook] dalla sua { -rook }
        [bishop] dal suo { -bishop }
        [knight] dal suo { -knight }
       *[pawn] dal suo { -pawn }
    }: non si può mangiare.
why-capture-only-last =
    Si mangia solo con l’ultima mossa: servono { $needed ->
        [one] { $needed } mossa
       *[other] { $needed } mosse
    }, il tiro è { $pips }.
why-too-far =
    Troppo lontano: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } deve fare { $needed ->
        [one] { $needed } mossa
       *[other] { $needed } mosse
    }, il tiro è { $pips }.
why-not-exactly =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non arriva lì con { $pips ->
        [one] { $pips } mossa esatta
       *[other] { $pips } mosse esatte
    }.
why-not-exactly-but =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non arriva lì con { $pips ->
        [one] { $pips } mossa esatta
       *[other] { $pips } mosse esatte
    }, ma con { $works }.
why-house-over-entry = Nella { -house } si entra solo dalle tue { -entry-field(count: 2) }.
why-pawn-straight = Il { -pawn } va dritto e mangia solo in diagonale.
why-must-free-start = Prima bisogna liberare una { -start-field }.
why-blockade = Così bloccheresti le caselle di partenza o d’ingresso di un altro colore.
why-unreachable = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non può arrivare lì.
why-back-to-start =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non torna alla sua casella con { $pips ->
        [one] { $pips } mossa esatta
       *[other] { $pips } mosse esatte
    }.
why-back-to-start-only =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non torna alla sua casella con { $pips ->
        [one] { $pips } mossa esatta
       *[other] { $pips } mosse esatte
    }, solo con { $works }.
why-foreign-piece = È { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } { reason-owner }: scegli uno dei tuoi pezzi.
why-at-home = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } è a { -house }: non si muove più.
why-stuck =
    Da dove si trova, { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non trova una strada di { $pips ->
        [one] { $pips } mossa esatta
       *[other] { $pips } mosse esatte
    }.
why-start-fields-taken = Le due { -start-field(count: 2) } sono occupate: ora non entra nessuno.
why-card-wants-foreign = Questa carta vale per un pezzo di un altro giocatore.
why-card-wants-own = Questa carta vale per uno dei tuoi pezzi.
why-card-wants-active = Questa carta vale solo per i pezzi sul percorso: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non c’è.
why-finished = { $name } ha finito: i suoi pezzi non si toccano più.
why-no-free-pause-field = Tutte le { -pause-field(count: 2) } del tuo colore sono occupate.

## Why an input cannot be done now.

declined-must-free-start = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non libera una { -start-field }, ma questo tiro deve liberarne una.
declined-blockade = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } bloccherebbe le caselle di partenza o d’ingresso di un altro colore.
declined-not-in-game = In questa partita non c’è { $piece ->
        [king] nessun { -king }
        [queen] nessuna { -queen }
        [rook] nessuna { -rook }
        [bishop] nessun { -bishop }
        [knight] nessun { -knight }
       *[pawn] nessun { -pawn }
    }.
declined-rolled-already = I dadi sono già tirati: prima gioca questo tiro.
declined-card-first = Prima fai quello che dice la carta.
declined-must-move = Questo tiro non si può saltare: un pezzo deve muoversi.
declined-no-cards = In questa partita non ci sono { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Solo un # pesca una carta.
       *[plus-or-hash] Solo un + o un # pesca una carta.
    }
declined-deck-empty = Non ci sono più carte da pescare.
declined-box-empty = La tua { -start-box } è vuota: non c’è niente da { -bring-in }.
declined-need-plus =
    Solo { $dice ->
        [plus] un +
       *[plus-or-hash] un + o un #
    } fa { -bring-in(form: "enter") } un pezzo.
declined-nothing-to-take-back = Non c’è nessuna mossa da annullare.
declined-nothing-to-choose = Ora non c’è niente da scegliere sul tabellone: usa i pulsanti.
declined-nothing-under-cursor = Prima scegli con le frecce, poi premi Invio.
declined-walk-goes-on =
    Il tiro non è finito: { $left ->
        [one] manca ancora { $left } mossa
       *[other] mancano ancora { $left } mosse
    }.
declined-choose-piece-first = Prima scegli un pezzo: quelli con la cornice possono muoversi.
declined-use-buttons-bring-in = Clicca un pezzo nella tua { -start-box(form: "short") } per { -bring-in }, o usa un pulsante.
declined-use-buttons = Per questo tiro usa un pulsante.
declined-choose-marked = Scegli una delle caselle segnate.
declined-already-chosen = Hai scelto { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    }: ora clicca dove deve andare.
declined-stands-here = Ora { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } è qui: scegli la sua prossima mossa.
declined-several-ways = Ci sono più strade per arrivare lì: scegli tu la prossima mossa.
declined-several-ways-walked =
    Ci sono più strade: { $walked ->
        [one] { $walked } mossa fatta
       *[other] { $walked } mosse fatte
    }, scegli tu la prossima.
declined-not-from-here =
    Da qui { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non arriva lì con { $left ->
        [one] { $left } mossa
       *[other] { $left } mosse
    }: torna indietro di qualche mossa.

## A refused command of the race.

refusal-game-over = La partita è finita.
refusal-not-now = Ora non è il momento di scegliere questo.
refusal-not-legal = Ora non è permesso.
refusal-bad-route = La mossa { $step } del percorso non è possibile.
refusal-wrong-length =
    Il percorso ha { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }, ma il tiro è { $pips }.
refusal-piece-not-movable = Con questo tiro { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non può muoversi.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Su quella casella non c’è nessun pezzo.
chess-why-not-your-piece = È un pezzo del { chess-side }, e non tocca al { chess-side }.
chess-why-own-piece-there = Lì c’è già un tuo pezzo: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    }.
chess-why-not-how-it-moves = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non si muove così.
chess-why-pawn-forward = Il { -pawn } va solo avanti.
chess-why-pawn-captures-diagonally = Il { -pawn } mangia solo in diagonale: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square } gli chiude la strada.
chess-why-pawn-diagonal-to-capture = Il { -pawn } va in diagonale solo per mangiare.
chess-why-double-step = Il { -pawn } fa due passi solo dalla sua casella di partenza.
chess-why-way-blocked = La strada è chiusa: c’è { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square }.
chess-why-king-in-check = Lì { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square } attaccherebbe il tuo { -king }.
chess-why-pinned = Questo pezzo è inchiodato: se si muove, { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square } attacca il tuo { -king }.
chess-why-must-answer-check = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } in { $square } dà { -check }: questa mossa non salva il tuo { -king }.
chess-why-castling-king-moved = Niente { -castling }: il { -king } si è già mosso.
chess-why-castling-rook-moved = Niente { -castling }: questa { -rook } si è già mossa.
chess-why-castling-right-lost = Niente { -castling }: in questa posizione non è più permesso.
chess-why-castling-between = Niente { -castling }: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square } è tra { -king } e { -rook }.
chess-why-castling-in-check = Niente { -castling }: { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } in { $square } dà { -check }.
chess-why-castling-passes = Niente { -castling }: il { -king } passerebbe da { $passed }, sotto attacco { $piece ->
        [king] del { -king }
        [queen] della { -queen }
        [rook] della { -rook }
        [bishop] dell’{ -bishop }
        [knight] del { -knight }
       *[pawn] del { -pawn }
    } in { $square }.
chess-why-castling-lands = Niente { -castling }: in { $target } il { -king } sarebbe sotto attacco { $piece ->
        [king] del { -king }
        [queen] della { -queen }
        [rook] della { -rook }
        [bishop] dell’{ -bishop }
        [knight] del { -knight }
       *[pawn] del { -pawn }
    } in { $square }.
chess-why-game-over = La partita è finita.
chess-why-promotion-piece-missing = Scegli in cosa si trasforma il { -pawn }: { $letters }.
chess-why-bad-promotion-piece = Il { -pawn } diventa { -queen }, { -rook }, { -bishop } o { -knight }, e solo sull’ultima traversa.
chess-why-no-draw-to-claim = Niente da chiedere: nessuna posizione 3 volte, né 50 mosse senza prese o mosse di { -pawn }.
chess-why-offer-stands = C’è già una proposta di { -draw }.
chess-why-no-offer = Non c’è nessuna proposta di { -draw } a cui rispondere.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = La partita è finita.
yalta-why-no-piece = In { $cell } non c’è nessun pezzo.
yalta-why-not-your-piece = Il pezzo in { $cell } è { reason-owner }.
yalta-why-own-piece-there = In { $cell } c’è già un tuo pezzo.
yalta-why-king-never-taken = Il { -king } { reason-owner } non si mangia mai.
yalta-why-not-how-it-moves = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } non si muove così.
yalta-why-way-blocked = La strada è chiusa (in { $cell }).
yalta-why-pawn-captures-diagonally = Il { -pawn } mangia solo in diagonale: la casella davanti è occupata.
yalta-why-pawn-diagonal-to-capture = Il { -pawn } va in diagonale solo per mangiare.
yalta-why-king-in-check = Lì il { -king } sarebbe sotto { -check } da { yalta-why-players }.
yalta-why-stays-in-check = Il tuo { -king } è sotto { -check } da { yalta-why-players } e ci resterebbe.
yalta-why-pinned = Il pezzo è inchiodato dal pezzo { reason-owner } in { $cell }.
yalta-why-promotion-needed = Scegli in cosa si trasforma il { -pawn }.
yalta-why-no-promotion-here = Solo un { -pawn } sull’ultima riga di un altro giocatore viene promosso.
yalta-why-castling-right-lost = Niente { -castling }: il { -king } o quella { -rook } si è già mosso.
yalta-why-castling-way-not-empty = Niente { -castling }: { $cell } non è libera.
yalta-why-castling-in-check = Niente { -castling } sotto { -check } (da { yalta-why-players }).
yalta-why-castling-passes =
    Niente { -castling }: { yalta-why-players } { $count ->
        [one] attacca
       *[other] attaccano
    } { $cell }, dove passa il { -king }.
yalta-why-castling-lands =
    Niente { -castling }: { yalta-why-players } { $count ->
        [one] attacca
       *[other] attaccano
    } { $cell }, dove arriva il { -king }.
