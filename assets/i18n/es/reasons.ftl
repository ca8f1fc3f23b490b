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
##
## Spanish: a piece named by $piece gets its article here (la torre, el alfil; del,
## al): queen and rook are feminine, the others masculine.

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } a { $to }
# A player's name as the owner of something: "de Ana" (Spanish needs no ending).
reason-owner =
    { $name-end ->
       *[other] de { $name }
    }
# One or two Yalta players: "Ada", "Ada y Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } y { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = La partida ha terminado.
why-not-your-turn = Es el turno { reason-owner }.
why-roll-first = ¡Primero tira los dados!
why-not-on-track = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no está en el recorrido.
why-need-plus =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } necesita { $dice ->
        [plus] un +
       *[plus-or-hash] un + o un #
    } para salir.
why-other-die =
    { $die ->
        [orange] { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } va con el dado naranja, no con el blanco.
       *[white] { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } va con el dado blanco, no con el naranja.
    }
why-not-this-roll = Con esta tirada no se puede mover { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece }.
why-wall = Esa casilla no es del recorrido.
why-foreign-house = Esa es la { -house } { reason-owner }.
why-own-piece = Ahí ya está tu { chess-piece }.
why-blocked = El camino está cortado: hay una pieza en medio.
why-own-line =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no puede cruzar su { -blocking-line } { $colour ->
        [yellow] amarilla
        [green] verde
        [blue] azul
       *[red] roja
    }.
why-bishop-colour = Un { -bishop } se queda siempre en casillas de un solo color.
why-pause-field = En su { -pause-field } no se puede comer { $piece ->
        [queen] a la
        [rook] a la
       *[king] al
    } { chess-piece } { reason-owner }.
why-covered =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } { reason-owner } es una pieza { -covered } por su { $by ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }: no se puede comer.
why-capture-only-last =
    Comer tiene que ser la última jugada: hacen falta { $needed ->
        [one] { $needed } jugada
       *[other] { $needed } jugadas
    } y la tirada es { $pips }.
why-too-far =
    Demasiado lejos: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } necesita { $needed ->
        [one] { $needed } jugada
       *[other] { $needed } jugadas
    } y la tirada es { $pips }.
why-not-exactly =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no puede acabar ahí en exactamente { $pips ->
        [one] { $pips } jugada
       *[other] { $pips } jugadas
    }.
why-not-exactly-but =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no acaba ahí en exactamente { $pips ->
        [one] { $pips } jugada
       *[other] { $pips } jugadas
    }, pero sí con { $works }.
why-house-over-entry = A la { -house } solo se entra por tus { -entry-field(count: 2) }.
why-pawn-straight = Un { -pawn } avanza recto y solo come en diagonal.
why-must-free-start = Primero hay que dejar libre una { -start-field }.
why-blockade = Así taparías las { -start-field(count: 2) } o las { -entry-field(count: 2) } de otro color.
why-unreachable = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no puede llegar ahí.
why-back-to-start =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no vuelve a su casilla en exactamente { $pips ->
        [one] { $pips } jugada
       *[other] { $pips } jugadas
    }.
why-back-to-start-only =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no vuelve a su casilla en exactamente { $pips ->
        [one] { $pips } jugada
       *[other] { $pips } jugadas
    }, solo con { $works }.
why-foreign-piece = Es { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } { reason-owner }: elige una pieza tuya.
why-at-home = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } está en la { -house }: ya no se mueve.
why-stuck =
    Desde ahí, { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } no tiene ningún camino de exactamente { $pips ->
        [one] { $pips } jugada
       *[other] { $pips } jugadas
    }.
why-start-fields-taken = Las dos { -start-field(count: 2) } están ocupadas: ahora no sale nadie.
why-card-wants-foreign = Esta carta es para una pieza de otro jugador.
why-card-wants-own = Esta carta es para una pieza tuya.
why-card-wants-active = Esta carta es solo para piezas del recorrido, y { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } no está en él.
why-finished = { $name } ya ha terminado: sus piezas ya no se tocan.
why-no-free-pause-field = Todas las { -pause-field(count: 2) } de tu color están ocupadas.

## Why an input cannot be done now.

declined-must-free-start = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no libera ninguna { -start-field }, y esta tirada debe liberar una.
declined-blockade = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } taparía las { -start-field(count: 2) } o las { -entry-field(count: 2) } de otro color.
declined-not-in-game = En esta partida no hay { $piece ->
        [queen] ninguna
        [rook] ninguna
       *[king] ningún
    } { chess-piece }.
declined-rolled-already = Ya has tirado: juega primero esta tirada.
declined-card-first = Primero haz lo que dice la carta.
declined-must-move = Esta tirada no se puede pasar: hay que mover una pieza.
declined-no-cards = En esta partida no hay { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Solo con un # se coge carta.
       *[plus-or-hash] Solo con un + o un # se coge carta.
    }
declined-deck-empty = No quedan cartas en el mazo.
declined-box-empty = Tu { -start-box } está vacía: no puedes { -bring-in }.
declined-need-plus =
    Solo con { $dice ->
        [plus] un +
       *[plus-or-hash] un + o un #
    } se puede { -bring-in }.
declined-nothing-to-take-back = No hay ninguna jugada que deshacer.
declined-nothing-to-choose = Ahora no hay nada que elegir en el tablero: usa los botones.
declined-nothing-under-cursor = Primero elige con las flechas y luego pulsa Enter.
declined-walk-goes-on =
    La tirada no se ha acabado: { $left ->
        [one] queda { $left } jugada
       *[other] quedan { $left } jugadas
    }.
declined-choose-piece-first = Primero elige una pieza: se mueven las que tienen marco.
declined-use-buttons-bring-in = Haz clic en una pieza de tu { -start-box } para sacarla, o usa un botón.
declined-use-buttons = Para esta tirada, usa un botón.
declined-choose-marked = Elige una de las casillas marcadas.
declined-already-chosen = Ya has elegido { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece }: ahora haz clic adonde va.
declined-stands-here = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } está ahora aquí: elige su siguiente jugada.
declined-several-ways = Hay varios caminos hasta ahí: elige tú la siguiente jugada.
declined-several-ways-walked =
    Hay varios caminos hasta ahí: { $walked ->
        [one] { $walked } jugada hecha
       *[other] { $walked } jugadas hechas
    }, elige tú la siguiente.
declined-not-from-here =
    Desde aquí, { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } no llega ahí en { $left ->
        [one] { $left } jugada
       *[other] { $left } jugadas
    }: deshaz jugadas.

## A refused command of the race.

refusal-game-over = La partida ha terminado.
refusal-not-now = Ahora no toca decidir eso.
refusal-not-legal = Eso ahora no está permitido.
refusal-bad-route = La jugada { $step } del camino no es posible.
refusal-wrong-length =
    El camino tiene { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, pero la tirada es { $pips }.
refusal-piece-not-movable = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no puede hacer esta tirada.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = En esa casilla no hay ninguna pieza.
chess-why-not-your-piece =
    { $side ->
        [white] Esa pieza es de las blancas, y ahora les toca a las negras.
       *[black] Esa pieza es de las negras, y ahora les toca a las blancas.
    }
chess-why-own-piece-there = Ahí ya hay una pieza tuya (tu { chess-piece }).
chess-why-not-how-it-moves = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no se mueve así.
chess-why-pawn-forward = Un { -pawn } solo avanza hacia delante.
chess-why-pawn-captures-diagonally = Un { -pawn } solo come en diagonal: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } le corta el paso.
chess-why-pawn-diagonal-to-capture = Un { -pawn } solo va en diagonal para comer.
chess-why-double-step = Un { -pawn } solo avanza dos casillas desde su casilla de salida.
chess-why-way-blocked = El camino está cortado: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } está en medio.
chess-why-king-in-check = Ahí { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } atacaría a tu { -king }.
chess-why-pinned = Esta pieza está clavada: si se mueve, { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } ataca a tu { -king }.
chess-why-must-answer-check = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } de { $square } da { -check }: esta jugada no salva a tu { -king }.
chess-why-castling-king-moved = No hay { -castling }: el { -king } ya se ha movido.
chess-why-castling-rook-moved = No hay { -castling }: esta { -rook } ya se ha movido.
chess-why-castling-right-lost = No hay { -castling }: en esta posición ya no se puede.
chess-why-castling-between = No hay { -castling }: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } está entre el { -king } y la { -rook }.
chess-why-castling-in-check = No hay { -castling }: { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } da { -check }.
chess-why-castling-passes = No hay { -castling }: el { -king } pasaría por { $passed }, atacada por { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square }.
chess-why-castling-lands = No hay { -castling }: en { $target }, { $piece ->
        [queen] la
        [rook] la
       *[king] el
    } { chess-piece } de { $square } atacaría al { -king }.
chess-why-game-over = La partida ha terminado.
chess-why-promotion-piece-missing = Elige en qué se convierte el { -pawn }: { $letters }.
chess-why-bad-promotion-piece = Un { -pawn } se convierte en { -queen }, { -rook }, { -bishop } o { -knight }, y solo en la última fila.
chess-why-no-draw-to-claim = Nada que pedir: ni 3 veces la misma posición, ni 50 jugadas sin comer ni mover { -pawn }.
chess-why-offer-stands = Ya hay una oferta de { -draw }.
chess-why-no-offer = No hay ninguna oferta de { -draw } que contestar.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = La partida ha terminado.
yalta-why-no-piece = En { $cell } no hay ninguna pieza.
yalta-why-not-your-piece = La pieza de { $cell } es { reason-owner }.
yalta-why-own-piece-there = En { $cell } ya hay una pieza tuya.
yalta-why-king-never-taken = El { -king } { reason-owner } no se come nunca.
yalta-why-not-how-it-moves = { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } no se mueve así.
yalta-why-way-blocked = El camino está cortado (en { $cell }).
yalta-why-pawn-captures-diagonally = Un { -pawn } solo come en diagonal: la casilla de delante está ocupada.
yalta-why-pawn-diagonal-to-capture = Un { -pawn } solo va en diagonal para comer.
yalta-why-king-in-check = Ahí el { -king } estaría en { -check } por { yalta-why-players }.
yalta-why-stays-in-check = Tu { -king } está en { -check } por { yalta-why-players } y seguiría así.
yalta-why-pinned = La pieza está clavada por una pieza { reason-owner } en { $cell }.
yalta-why-promotion-needed = Elige en qué se convierte el { -pawn }.
yalta-why-no-promotion-here = Un { -pawn } solo corona en la última fila de otro jugador.
yalta-why-castling-right-lost = No hay { -castling }: el { -king } o esa { -rook } ya se han movido.
yalta-why-castling-way-not-empty = No hay { -castling }: { $cell } no está vacía.
yalta-why-castling-in-check = No hay { -castling } estando en { -check } (por { yalta-why-players }).
yalta-why-castling-passes =
    No hay { -castling }: { yalta-why-players } { $count ->
        [one] ataca
       *[other] atacan
    } { $cell }, por donde pasaría el { -king }.
yalta-why-castling-lands =
    No hay { -castling }: { yalta-why-players } { $count ->
        [one] ataca
       *[other] atacan
    } { $cell }, donde acabaría el { -king }.
