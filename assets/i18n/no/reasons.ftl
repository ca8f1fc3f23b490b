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
## Norwegian says "the piece" with the definite form ("dronningen"): the messages
## select on $piece among the terms' definite forms. "trekk" is the same in the plural.

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } til { $to }
# A player's name as the owner of something: "Annas", "Klaus'".
reason-owner =
    { $name-end ->
        [s] { $name }'
        [x] { $name }'
        [z] { $name }'
       *[other] { $name }s
    }
# One or two Yalta players: "Ada", "Ada og Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } og { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = Spillet er over.
why-not-your-turn = Det er { reason-owner } tur.
why-roll-first = Kast terningene først!
why-not-on-track = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } er ikke på banen.
why-need-plus =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } trenger { $dice ->
        [plus] +
       *[plus-or-hash] + eller #
    } for å komme inn.
why-other-die =
    { $die ->
        [orange] { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } går etter den oransje terningen, ikke den hvite.
       *[white] { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } går etter den hvite terningen, ikke den oransje.
    }
why-not-this-roll = Dette kastet kan ikke flytte { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    }.
why-wall = Det feltet hører ikke til banen.
why-foreign-house = Det er { reason-owner } { -house }.
why-own-piece = Der står allerede { $piece ->
        [rook] ditt eget
       *[pawn] din egen
    } { chess-piece }.
why-blocked = Veien er sperret: en brikke står i veien.
why-own-line =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke gå over sin egen { $colour ->
        [yellow] gule
        [green] grønne
        [blue] blå
       *[red] røde
    } { -blocking-line }.
why-bishop-colour = En { -bishop } blir alltid på felt med samme farge.
why-pause-field = { reason-owner } { chess-piece } kan ikke slås på sitt eget { -pause-field }.
why-covered = { reason-owner } { chess-piece } er { -covered } av { $by ->
        [king] sin egen { -king }
        [queen] sin egen { -queen }
        [rook] sitt eget { -rook }
        [bishop] sin egen { -bishop }
        [knight] sin egen { -knight }
       *[pawn] sin egen { -pawn }
    } og kan ikke slås.
why-capture-only-last = Et slag må være siste trekk: det trengs { $needed ->
        [one] { $needed } trekk
       *[other] { $needed } trekk
    }, kastet er { $pips }.
why-too-far = For langt: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } trenger { $needed ->
        [one] { $needed } trekk
       *[other] { $needed } trekk
    }, kastet er { $pips }.
why-not-exactly = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke ende der med nøyaktig { $pips ->
        [one] { $pips } trekk
       *[other] { $pips } trekk
    }.
why-not-exactly-but = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke ende der med nøyaktig { $pips ->
        [one] { $pips } trekk
       *[other] { $pips } trekk
    }, men med { $works }.
why-house-over-entry = Du kommer bare inn i { -house(form: "definite") } fra dine egne { -entry-field(count: 2) }.
why-pawn-straight = En { -pawn } går rett fram og slår bare på skrå.
why-must-free-start = Først må et { -start-field } bli ledig.
why-blockade = Da ville du sperre start- eller inngangsfeltene til en annen farge.
why-unreachable = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke komme dit.
why-back-to-start = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kommer ikke tilbake til feltet sitt på nøyaktig { $pips ->
        [one] { $pips } trekk
       *[other] { $pips } trekk
    }.
why-back-to-start-only = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kommer ikke tilbake på nøyaktig { $pips ->
        [one] { $pips } trekk
       *[other] { $pips } trekk
    }, bare på { $works }.
why-foreign-piece = Det er { reason-owner } { chess-piece }: velg en av dine egne brikker.
why-at-home = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } er i { -house(form: "definite") } og flytter ikke mer.
why-stuck = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } finner ingen vei på nøyaktig { $pips ->
        [one] { $pips } trekk
       *[other] { $pips } trekk
    } herfra.
why-start-fields-taken = Begge { -start-field(count: 2, form: "definite") } er opptatt: ingen kan komme inn nå.
why-card-wants-foreign = Dette kortet tar en brikke fra en annen spiller.
why-card-wants-own = Dette kortet tar en av dine egne brikker.
why-card-wants-active = Dette kortet tar bare brikker på banen: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } er ikke der.
why-finished = { $name } er ferdig: de brikkene rører vi ikke.
why-no-free-pause-field = Alle { -pause-field(count: 2, form: "definite") } i din farge er opptatt.

## Why an input cannot be done now.

declined-must-free-start = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke gjøre et { -start-field } ledig, og dette kastet må gjøre det.
declined-blockade = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } ville sperre start- eller inngangsfeltene til en annen farge.
declined-not-in-game = Det finnes ingen { chess-piece } i dette spillet.
declined-rolled-already = Terningene er kastet: spill dette kastet først.
declined-card-first = Gjør først det kortet sier.
declined-must-move = Du kan ikke hoppe over dette kastet: en brikke må flytte.
declined-no-cards = Dette spillet har ingen { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Bare # gir et kort.
       *[plus-or-hash] Bare + eller # gir et kort.
    }
declined-deck-empty = Det er ingen kort igjen å trekke.
declined-box-empty = { CAPITAL(-start-box(form: "definite")) } din er tom: det er ingenting å { -bring-in }.
declined-need-plus =
    Bare { $dice ->
        [plus] +
       *[plus-or-hash] + eller #
    } setter inn en brikke.
declined-nothing-to-take-back = Det er ingen trekk å ta tilbake.
declined-nothing-to-choose = Det er ingenting å velge på brettet nå: bruk knappene.
declined-nothing-under-cursor = Velg først med piltastene, og trykk så Enter.
declined-walk-goes-on = Kastet er ikke brukt opp: { $left ->
        [one] { $left } trekk
       *[other] { $left } trekk
    } igjen.
declined-choose-piece-first = Velg først en brikke: de med ramme kan flytte.
declined-use-buttons-bring-in = Vil du { -bring-in }? Klikk på en brikke i { -start-box(form: "definite") }, eller bruk en knapp.
declined-use-buttons = Bruk en knapp for dette kastet.
declined-choose-marked = Velg et av de merkede feltene.
declined-already-chosen = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } er valgt: klikk nå på feltet der den skal gå.
declined-stands-here = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } står her nå: velg neste trekk.
declined-several-ways = Flere veier fører dit: velg neste trekk selv.
declined-several-ways-walked = Flere veier fører dit: { $walked ->
        [one] { $walked } trekk
       *[other] { $walked } trekk
    } er gått, velg det neste selv.
declined-not-from-here = Herfra kommer ikke { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } dit på { $left ->
        [one] { $left } trekk
       *[other] { $left } trekk
    }: ta trekk tilbake.

## A refused command of the race.

refusal-game-over = Spillet er over.
refusal-not-now = Det er ikke det vi skal bestemme nå.
refusal-not-legal = Det er ikke lov nå.
refusal-bad-route = Trekk { $step } av ruten går ikke.
refusal-wrong-length = Ruten har { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }, men kastet er { $pips }.
refusal-piece-not-movable = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } kan ikke bruke dette kastet.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Det står ingen brikke på det feltet.
chess-why-not-your-piece = Den brikken tilhører { chess-side }, og det er ikke { chess-side } sin tur.
chess-why-own-piece-there = Der står en av dine egne brikker ({ chess-piece }).
chess-why-not-how-it-moves = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } går ikke sånn.
chess-why-pawn-forward = En { -pawn } går bare framover.
chess-why-pawn-captures-diagonally = En { -pawn } slår bare på skrå: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } står i veien.
chess-why-pawn-diagonal-to-capture = En { -pawn } går bare på skrå når den slår.
chess-why-double-step = En { -pawn } kan bare gå to felt fra utgangsfeltet sitt.
chess-why-way-blocked = Veien er sperret: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } står i veien.
chess-why-king-in-check = Der ville { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } angripe { -king(form: "definite") } din.
chess-why-pinned = Denne brikken er bundet: flytter den, angriper { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } { -king(form: "definite") } din.
chess-why-must-answer-check = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } på { $square } gir { -check }: dette trekket redder ikke { -king(form: "definite") } din.
chess-why-castling-king-moved = Ingen { -castling }: { -king(form: "definite") } har allerede flyttet.
chess-why-castling-rook-moved = Ingen { -castling }: dette { -rook(form: "definite") } har allerede flyttet.
chess-why-castling-right-lost = Ingen { -castling }: retten til den er tapt i denne stillingen.
chess-why-castling-between = Ingen { -castling }: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } står mellom { -king(form: "definite") } og { -rook(form: "definite") }.
chess-why-castling-in-check = Ingen { -castling }: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } gir { -check }.
chess-why-castling-passes = Ingen { -castling }: { -king(form: "definite") } må over { $passed }, og { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } angriper det.
chess-why-castling-lands = Ingen { -castling }: på { $target } ville { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } på { $square } angripe { -king(form: "definite") }.
chess-why-game-over = Partiet er over.
chess-why-promotion-piece-missing = Velg hva { -pawn(form: "definite") } skal bli: { $letters }.
chess-why-bad-promotion-piece = En { -pawn } blir til { -queen }, { -rook }, { -bishop } eller { -knight }, og bare på siste rad.
chess-why-no-draw-to-claim = Ingenting å kreve: ingen stilling kom 3 ganger, ingen 50 trekk uten slag eller bondetrekk.
chess-why-offer-stands = Et tilbud om { -draw } står allerede.
chess-why-no-offer = Det er ikke noe tilbud om { -draw } å svare på.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = Partiet er over.
yalta-why-no-piece = Det står ingen brikke på { $cell }.
yalta-why-not-your-piece = Brikken på { $cell } er { reason-owner }.
yalta-why-own-piece-there = Din egen brikke står på { $cell }.
yalta-why-king-never-taken = { reason-owner } { -king } kan aldri slås.
yalta-why-not-how-it-moves = Sånn går ikke { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    }.
yalta-why-way-blocked = Veien er sperret (på { $cell }).
yalta-why-pawn-captures-diagonally = En { -pawn } slår bare på skrå: feltet foran er opptatt.
yalta-why-pawn-diagonal-to-capture = En { -pawn } går bare på skrå når den slår.
yalta-why-king-in-check = { CAPITAL(-king(form: "definite")) } ville stå i { -check } der, fra { yalta-why-players }.
yalta-why-stays-in-check = { CAPITAL(-king(form: "definite")) } din står i { -check } fra { yalta-why-players } og ville bli stående.
yalta-why-pinned = Brikken er bundet av { reason-owner } brikke på { $cell }.
yalta-why-promotion-needed = Velg hva { -pawn(form: "definite") } skal bli.
yalta-why-no-promotion-here = Bare en { -pawn } på en annen spillers bakerste rad blir forvandlet.
yalta-why-castling-right-lost = Ingen { -castling }: { -king(form: "definite") } eller det { -rook(form: "definite") } har flyttet.
yalta-why-castling-way-not-empty = Ingen { -castling }: { $cell } er ikke tomt.
yalta-why-castling-in-check = Ingen { -castling } ut av { -check } (fra { yalta-why-players }).
yalta-why-castling-passes =
    Ingen { -castling }: { yalta-why-players } { $count ->
        [one] angriper
       *[other] angriper
    } { $cell }, som { -king(form: "definite") } går over.
yalta-why-castling-lands =
    Ingen { -castling }: { yalta-why-players } { $count ->
        [one] angriper
       *[other] angriper
    } { $cell }, der { -king(form: "definite") } lander.
