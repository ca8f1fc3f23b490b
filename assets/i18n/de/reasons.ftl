## The reasons: why a piece cannot go to a square (why-…), why an input cannot be done
## now (declined-…), a refused command of the race (refusal-…), chess's reasons and
## refusals (chess-why-…), Yalta's (yalta-why-…). A reason fits a bubble or a panel
## line: at most 90 characters. The values are English's (see en/reasons.ftl).
## A piece ($piece) takes its article here: die Dame, der/den Turm, den Bauern.

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } bis { $to }
# German says "von { $name }": the name's last letter ($name-end) changes nothing.
reason-owner =
    { $name-end ->
       *[other] { $name }
    }
# One or two Yalta players: "Ada", "Ada und Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } und { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = Das Spiel ist vorbei.
why-not-your-turn = { reason-owner } ist dran.
why-roll-first = Erst würfeln!
why-not-on-track =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } steht nicht auf der Strecke.
why-need-plus =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } braucht { $dice ->
        [plus] ein +
       *[plus-or-hash] ein + oder eine #
    }, um hereinzukommen.
why-other-die =
    { $die ->
        [orange] { $piece ->
            [queen] Die
           *[other] Der
        } { chess-piece } zieht mit dem orangen Würfel, nicht mit dem weißen.
       *[white] { $piece ->
            [queen] Die
           *[other] Der
        } { chess-piece } zieht mit dem weißen Würfel, nicht mit dem orangen.
    }
why-not-this-roll =
    Dieser Wurf kann { $piece ->
        [queen] die { -queen }
        [pawn] den { -pawn(case: "accusative") }
       *[other] den { chess-piece }
    } nicht ziehen.
why-wall = Dieses Feld gehört nicht zur Strecke.
why-foreign-house = Das ist das { -house } von { reason-owner }.
why-own-piece =
    Dort steht schon { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } von dir.
why-blocked = Der Weg ist versperrt: eine Figur steht im Weg.
why-own-line =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } darf nicht über { $piece ->
        [queen] ihre
       *[other] seine
    } { $colour ->
        [yellow] gelbe
        [green] grüne
        [blue] blaue
       *[red] rote
    } { -blocking-line }.
why-bishop-colour = Der { -bishop } bleibt immer auf Feldern einer Farbe.
why-pause-field =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } von { reason-owner } ist auf { $piece ->
        [queen] ihrem
       *[other] seinem
    } { -pause-field } sicher.
why-covered =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } von { reason-owner } ist durch { $by ->
        [king] den { -king }
        [queen] die { -queen }
        [rook] den { -rook }
        [bishop] den { -bishop }
        [knight] den { -knight }
       *[pawn] den { -pawn(case: "accusative") }
    } { -covered }.
why-capture-only-last =
    Schlagen nur mit dem letzten Zug: es braucht { $needed ->
        [one] { $needed } Zug
       *[other] { $needed } Züge
    }, gewürfelt ist { $pips }.
why-too-far =
    Zu weit: { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } braucht { $needed ->
        [one] { $needed } Zug
       *[other] { $needed } Züge
    }, gewürfelt ist { $pips }.
why-not-exactly =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } kommt nicht in genau { $pips ->
        [one] { $pips } Zug
       *[other] { $pips } Züge
    } dorthin.
why-not-exactly-but =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } kommt nicht in genau { $pips ->
        [one] { $pips } Zug
       *[other] { $pips } Züge
    } dorthin, aber mit { $works }.
why-house-over-entry = Ins { -house } geht es nur über deine eigenen { -entry-field(count: 2) }.
why-pawn-straight = Der { -pawn } zieht gerade und schlägt nur schräg.
why-must-free-start = Erst muss ein { -start-field } frei werden.
why-blockade = Das würde Start- oder Eingangsfelder einer anderen Farbe sperren.
why-unreachable =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } kommt dort nicht hin.
why-back-to-start =
    Mit genau { $pips ->
        [one] { $pips } Zug
       *[other] { $pips } Zügen
    } kommt { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } nicht auf { $piece ->
        [queen] ihr
       *[other] sein
    } Feld zurück.
why-back-to-start-only =
    Mit genau { $pips ->
        [one] { $pips } Zug
       *[other] { $pips } Zügen
    } kommt { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } nicht zurück, nur mit { $works }.
why-foreign-piece =
    Das ist { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } von { reason-owner }: wähle eine eigene Figur.
why-at-home =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } ist zu Hause und zieht nicht mehr.
why-stuck =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } findet von hier keinen Weg mit genau { $pips ->
        [one] { $pips } Zug
       *[other] { $pips } Zügen
    }.
why-start-fields-taken = Beide { -start-field(count: 2) } sind besetzt: jetzt kann keine Figur herein.
why-card-wants-foreign = Diese Karte nimmt eine Figur von jemand anderem.
why-card-wants-own = Diese Karte nimmt eine deiner eigenen Figuren.
why-card-wants-active =
    Diese Karte nimmt nur Figuren auf der Strecke: { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } steht nicht dort.
why-finished = { $name } ist fertig: diese Figuren bleiben unberührt.
why-no-free-pause-field = Alle { -pause-field(count: 2) } deiner Farbe sind besetzt.

## Why an input cannot be done now.

declined-must-free-start =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } kann kein { -start-field } frei machen, doch dieser Wurf muss eins frei machen.
declined-blockade =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } würde Start- oder Eingangsfelder einer anderen Farbe sperren.
declined-not-in-game =
    In diesem Spiel gibt es { $piece ->
        [queen] keine { -queen }
        [pawn] keinen { -pawn(case: "accusative") }
       *[other] keinen { chess-piece }
    }.
declined-rolled-already = Die Würfel sind gefallen: spiel erst diesen Wurf.
declined-card-first = Erst kommt, was die Karte sagt.
declined-must-move = Diesen Wurf darfst du nicht auslassen: eine Figur muss ziehen.
declined-no-cards = In diesem Spiel gibt es keine { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Nur eine # zieht eine Karte.
       *[plus-or-hash] Nur ein + oder eine # zieht eine Karte.
    }
declined-deck-empty = Es ist keine Karte mehr zum Ziehen da.
declined-box-empty = Deine { -start-box } ist leer: es kann nichts herein.
declined-need-plus =
    Nur { $dice ->
        [plus] ein +
       *[plus-or-hash] ein + oder eine #
    } bringt eine Figur herein.
declined-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
declined-nothing-to-choose = Auf dem Brett ist jetzt nichts zu wählen: nimm die Knöpfe.
declined-nothing-under-cursor = Wähle erst mit den Pfeiltasten, dann Enter.
declined-walk-goes-on =
    Der Wurf ist nicht zu Ende: noch { $left ->
        [one] { $left } Zug
       *[other] { $left } Züge
    }.
declined-choose-piece-first = Wähle zuerst eine Figur: die umrahmten können ziehen.
declined-use-buttons-bring-in = Klicke eine Figur in deiner { -start-box } an oder nimm einen Knopf.
declined-use-buttons = Nimm für diesen Wurf einen Knopf.
declined-choose-marked = Wähle eines der markierten Felder.
declined-already-chosen =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } ist gewählt: klicke jetzt auf das Ziel.
declined-stands-here =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } steht jetzt hier: wähle den nächsten Zug.
declined-several-ways = Mehrere Wege führen dorthin: wähle den nächsten Zug selbst.
declined-several-ways-walked =
    Mehrere Wege führen dorthin: { $walked ->
        [one] { $walked } Zug
       *[other] { $walked } Züge
    } gegangen, den nächsten wählst du selbst.
declined-not-from-here =
    Von hier kommt { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } in { $left ->
        [one] { $left } Zug
       *[other] { $left } Zügen
    } nicht dorthin: nimm Züge zurück.

## A refused command of the race.

refusal-game-over = Das Spiel ist aus.
refusal-not-now = Das ist gerade nicht die Entscheidung.
refusal-not-legal = Das ist jetzt nicht erlaubt.
refusal-bad-route = Zug { $step } des Weges ist nicht möglich.
refusal-wrong-length =
    Der Weg hat { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, der Wurf ist aber { $pips }.
refusal-piece-not-movable = Die Figur { chess-piece } kann diesen Wurf nicht ziehen.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Auf diesem Feld steht keine Figur.
chess-why-not-your-piece = Das ist eine Figur von { chess-side }: { chess-side } ist nicht am Zug.
chess-why-own-piece-there = Dort steht schon eine eigene Figur ({ chess-piece }).
chess-why-not-how-it-moves =
    So zieht { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } nicht.
chess-why-pawn-forward = Der { -pawn } zieht nur vorwärts.
chess-why-pawn-captures-diagonally =
    Der { -pawn } schlägt nur schräg: { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } versperrt ihm den Weg.
chess-why-pawn-diagonal-to-capture = Schräg zieht der { -pawn } nur, wenn er dort schlägt.
chess-why-double-step = Zwei Felder weit zieht der { -pawn } nur von seinem Startfeld.
chess-why-way-blocked =
    Der Weg ist versperrt: { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } steht im Weg.
chess-why-king-in-check =
    Dort griffe { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } auf { $square } deinen { -king } an.
chess-why-pinned =
    Die Figur ist gefesselt: Zieht sie, greift { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } auf { $square } deinen { -king } an.
chess-why-must-answer-check =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } gibt { -check }: Dieser Zug rettet deinen { -king } nicht.
chess-why-castling-king-moved = Keine { -castling }: Der { -king } hat schon gezogen.
chess-why-castling-rook-moved = Keine { -castling }: Dieser { -rook } hat schon gezogen.
chess-why-castling-right-lost = Keine { -castling }: Das Recht dazu ist in dieser Stellung verloren.
chess-why-castling-between =
    Keine { -castling }: { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } steht zwischen { -king } und { -rook }.
chess-why-castling-in-check =
    Keine { -castling }: { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } gibt { -check }.
chess-why-castling-passes =
    Keine { -castling }: Der { -king } müsste über { $passed }, das { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } auf { $square } angreift.
chess-why-castling-lands =
    Keine { -castling }: Auf { $target } griffe { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } auf { $square } den { -king } an.
chess-why-game-over = Die Partie ist vorbei.
chess-why-promotion-piece-missing = Wähle die Figur, zu der der { -pawn } wird: { $letters }.
chess-why-bad-promotion-piece = Ein { -pawn } wird { -queen }, { -rook }, { -bishop } oder { -knight }, und nur auf der letzten Reihe.
chess-why-no-draw-to-claim = Keine Stellung kam dreimal, keine 50 Züge ohne Schlagen oder Bauernzug: kein { -draw }.
chess-why-offer-stands = Ein Remisangebot steht schon.
chess-why-no-offer = Es gibt kein Remisangebot zu beantworten.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = Das Spiel ist aus.
yalta-why-no-piece = Auf { $cell } steht keine Figur.
yalta-why-not-your-piece = Die Figur auf { $cell } gehört { reason-owner }.
yalta-why-own-piece-there = Auf { $cell } steht deine eigene Figur.
yalta-why-king-never-taken = Der { -king } von { reason-owner } wird nie geschlagen.
yalta-why-not-how-it-moves =
    So zieht { $piece ->
        [queen] die
       *[other] der
    } { chess-piece } nicht.
yalta-why-way-blocked = Der Weg ist versperrt (auf { $cell }).
yalta-why-pawn-captures-diagonally = Ein { -pawn } schlägt nur schräg: geradeaus ist besetzt.
yalta-why-pawn-diagonal-to-capture = Ein { -pawn } zieht nur schräg, wenn er schlägt.
yalta-why-king-in-check = Dort stünde der { -king } im { -check } von { yalta-why-players }.
yalta-why-stays-in-check = Dein { -king } steht im { -check } von { yalta-why-players } und bliebe es.
yalta-why-pinned = Die Figur ist gefesselt: dahinter lauert { reason-owner } auf { $cell }.
yalta-why-promotion-needed = Wähle, was der { -pawn } wird.
yalta-why-no-promotion-here = Nur ein { -pawn } auf einer fremden Grundreihe wird umgewandelt.
yalta-why-castling-right-lost = Keine { -castling }: { -king } oder { -rook } hat schon gezogen.
yalta-why-castling-way-not-empty = Keine { -castling }: { $cell } ist nicht frei.
yalta-why-castling-in-check = Keine { -castling } im { -check } (von { yalta-why-players }).
yalta-why-castling-passes =
    Keine { -castling }: { yalta-why-players } { $count ->
        [one] greift
       *[other] greifen
    } { $cell } an.
yalta-why-castling-lands =
    Keine { -castling }: { yalta-why-players } { $count ->
        [one] greift
       *[other] greifen
    } { $cell } an.
