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

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } tot { $to }
# A player's name as the owner of something. Dutch says it after the thing, with
# "van" ("het huis van Anna"), whatever the name's last letter ($name-end).
reason-owner =
    { $name-end ->
        [s] van { $name }
       *[other] van { $name }
    }
# One or two Yalta players: "Ada", "Ada and Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } en { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = Het spel is uit.
why-not-your-turn = Het is de beurt { reason-owner }.
why-roll-first = Eerst gooien!
why-not-on-track = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } staat niet op de baan.
why-need-plus =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } heeft { $dice ->
        [plus] een +
       *[plus-or-hash] een + of #
    } nodig om erin te komen.
why-other-die =
    { $die ->
        [orange] { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } gaat met de oranje dobbelsteen, niet met de witte.
       *[white] { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } gaat met de witte dobbelsteen, niet met de oranje.
    }
why-not-this-roll = Met deze worp kan { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } nergens heen.
why-wall = Dat veld hoort niet bij de baan.
why-foreign-house = Dat is het { -house } { reason-owner }.
why-own-piece = Daar staat je eigen { chess-piece } al.
why-blocked = De weg is versperd: er staat een stuk in de weg.
why-own-line =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } mag niet over de eigen { $colour ->
        [yellow] gele
        [green] groene
        [blue] blauwe
       *[red] rode
    } { -blocking-line }.
why-bishop-colour = Een { -bishop } blijft altijd op velden van één kleur.
why-pause-field = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } { reason-owner } is veilig op het eigen { -pause-field }.
why-covered =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } { reason-owner } is { -covered } door { $by ->
        [king] de { -king }
        [queen] de { -queen }
        [rook] de { -rook }
        [bishop] de { -bishop }
        [knight] het { -knight }
       *[pawn] de { -pawn }
    }: niet te slaan.
why-capture-only-last =
    Slaan moet de laatste zet zijn: het kost { $needed ->
        [one] { $needed } zet
       *[other] { $needed } zetten
    }, je gooide { $pips }.
why-too-far =
    Te ver: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } heeft { $needed ->
        [one] { $needed } zet
       *[other] { $needed } zetten
    } nodig, je gooide { $pips }.
why-not-exactly =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } komt daar niet in precies { $pips ->
        [one] { $pips } zet
       *[other] { $pips } zetten
    }.
why-not-exactly-but =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } komt daar niet in precies { $pips ->
        [one] { $pips } zet
       *[other] { $pips } zetten
    }, wel in { $works }.
why-house-over-entry = Je komt alleen via je eigen { -entry-field(count: 2) } in het { -house }.
why-pawn-straight = Een { -pawn } gaat rechtdoor en slaat alleen schuin.
why-must-free-start = Eerst moet er een { -start-field } vrij komen.
why-blockade = Dan zou je de start- of ingangsvelden van een andere kleur blokkeren.
why-unreachable = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } kan daar niet komen.
why-back-to-start =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } kan niet in precies { $pips ->
        [one] { $pips } zet
       *[other] { $pips } zetten
    } terug naar dit veld.
why-back-to-start-only =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } kan niet in precies { $pips ->
        [one] { $pips } zet
       *[other] { $pips } zetten
    } terug, alleen in { $works }.
why-foreign-piece =
    Dat is { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } { reason-owner }: kies een stuk van jezelf.
why-at-home = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } is in het { -house } en blijft daar.
why-stuck =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } vindt vanaf hier geen weg van precies { $pips ->
        [one] { $pips } zet
       *[other] { $pips } zetten
    }.
why-start-fields-taken = Beide { -start-field(count: 2) } zijn bezet: er kan nu geen stuk in.
why-card-wants-foreign = Deze kaart kiest een stuk van een ander.
why-card-wants-own = Deze kaart kiest een stuk van jezelf.
why-card-wants-active = Deze kaart kiest alleen stukken op de baan: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } staat er niet op.
why-finished = { $name } is klaar: die stukken blijven staan.
why-no-free-pause-field = Elk { -pause-field } van jouw kleur is bezet.

## Why an input cannot be done now.

declined-must-free-start = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } kan geen { -start-field } vrijmaken, en deze worp moet dat.
declined-blockade = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } zou de start- of ingangsvelden van een andere kleur blokkeren.
declined-not-in-game = Er is geen { chess-piece } in dit spel.
declined-rolled-already = Je hebt al gegooid: speel eerst deze worp.
declined-card-first = Doe eerst wat de kaart zegt.
declined-must-move = Deze worp mag je niet overslaan: je moet een stuk zetten.
declined-no-cards = Dit spel heeft geen { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Alleen met een # pak je een kaart.
       *[plus-or-hash] Alleen met een + of # pak je een kaart.
    }
declined-deck-empty = Er zijn geen kaarten meer om te pakken.
declined-box-empty = Je { -start-box } is leeg: er valt niets { -bring-in(form: "te") }.
declined-need-plus =
    Alleen met { $dice ->
        [plus] een +
       *[plus-or-hash] een + of #
    } komt er een stuk in.
declined-nothing-to-take-back = Er is geen zet om terug te nemen.
declined-nothing-to-choose = Er valt nu niets te kiezen op het bord: gebruik de knoppen.
declined-nothing-under-cursor = Kies eerst met de pijltjes, en druk dan op Enter.
declined-walk-goes-on =
    De worp is nog niet op: nog { $left ->
        [one] { $left } zet
       *[other] { $left } zetten
    } te gaan.
declined-choose-piece-first = Kies eerst een stuk: de stukken met een kader kunnen verder.
declined-use-buttons-bring-in = Klik op een stuk in je { -start-box } om het { -bring-in(form: "te") }, of gebruik een knop.
declined-use-buttons = Gebruik een knop voor deze worp.
declined-choose-marked = Kies een van de gemarkeerde velden.
declined-already-chosen = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } is gekozen: klik nu waar die heen moet.
declined-stands-here = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } staat nu hier: kies de volgende zet.
declined-several-ways = Er gaan meer wegen naartoe: kies zelf de volgende zet.
declined-several-ways-walked =
    Er gaan meer wegen naartoe: { $walked ->
        [one] { $walked } zet
       *[other] { $walked } zetten
    } gedaan, kies zelf de volgende.
declined-not-from-here =
    Vanaf hier komt { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } daar niet in { $left ->
        [one] { $left } zet
       *[other] { $left } zetten
    }: neem zetten terug.

## A refused command of the race.

refusal-game-over = Het spel is uit.
refusal-not-now = Dat is nu niet de keuze.
refusal-not-legal = Dat mag nu niet.
refusal-bad-route = Zet { $step } van de route kan niet.
refusal-wrong-length =
    De route heeft { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, maar de worp is { $pips }.
refusal-piece-not-movable = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } kan niets met deze worp.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Op dat veld staat geen stuk.
chess-why-not-your-piece = Dat stuk is van { chess-side }, en { chess-side } is niet aan de beurt.
chess-why-own-piece-there = Daar staat al een stuk van jezelf (je { chess-piece }).
chess-why-not-how-it-moves = Zo loopt { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } niet.
chess-why-pawn-forward = Een { -pawn } gaat alleen vooruit.
chess-why-pawn-captures-diagonally = Een { -pawn } slaat alleen schuin: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } staat in de weg.
chess-why-pawn-diagonal-to-capture = Een { -pawn } gaat alleen schuin om te slaan.
chess-why-double-step = Een { -pawn } mag alleen vanaf zijn beginveld twee velden vooruit.
chess-why-way-blocked = De weg is versperd: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } staat in de weg.
chess-why-king-in-check = Daar zou { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } je { -king } aanvallen.
chess-why-pinned = Dit stuk is gepend: als het weggaat, valt { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } je { -king } aan.
chess-why-must-answer-check = { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } op { $square } geeft { -check }: deze zet redt je { -king } niet.
chess-why-castling-king-moved = Geen { -castling }: de { -king } heeft al bewogen.
chess-why-castling-rook-moved = Geen { -castling }: deze { -rook } heeft al bewogen.
chess-why-castling-right-lost = Geen { -castling }: in deze stelling mag dat niet meer.
chess-why-castling-between = Geen { -castling }: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } staat tussen { -king } en { -rook }.
chess-why-castling-in-check = Geen { -castling }: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } geeft { -check }.
chess-why-castling-passes = Geen { -castling }: de { -king } gaat over { $passed }, en { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } valt dat aan.
chess-why-castling-lands = Geen { -castling }: op { $target } zou { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } op { $square } de { -king } aanvallen.
chess-why-game-over = De partij is uit.
chess-why-promotion-piece-missing = Kies wat de { -pawn } wordt: { $letters }.
chess-why-bad-promotion-piece = Een { -pawn } wordt alleen op de laatste rij een { -queen }, { -rook }, { -bishop } of { -knight }.
chess-why-no-draw-to-claim = Niets te claimen: geen stelling 3 keer, geen 50 zetten zonder slaan of pionzet.
chess-why-offer-stands = Er is al { -draw } aangeboden.
chess-why-no-offer = Er is geen aanbod van { -draw } om op te antwoorden.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = De partij is uit.
yalta-why-no-piece = Op { $cell } staat geen stuk.
yalta-why-not-your-piece = Het stuk op { $cell } is { reason-owner }.
yalta-why-own-piece-there = Op { $cell } staat al een stuk van jezelf.
yalta-why-king-never-taken = De { -king } { reason-owner } wordt nooit geslagen.
yalta-why-not-how-it-moves = Zo loopt { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } niet.
yalta-why-way-blocked = De weg is versperd (op { $cell }).
yalta-why-pawn-captures-diagonally = Een { -pawn } slaat alleen schuin: het veld ervoor is bezet.
yalta-why-pawn-diagonal-to-capture = Een { -pawn } gaat alleen schuin om te slaan.
yalta-why-king-in-check = Daar zou de { -king } { -check } staan, door { yalta-why-players }.
yalta-why-stays-in-check = Je { -king } staat { -check } door { yalta-why-players } en blijft dat.
yalta-why-pinned = Het stuk is gepend door een stuk { reason-owner } op { $cell }.
yalta-why-promotion-needed = Kies wat de { -pawn } wordt.
yalta-why-no-promotion-here = Een { -pawn } promoveert alleen op de achterste rij van een ander.
yalta-why-castling-right-lost = Geen { -castling }: de { -king } of die { -rook } heeft al gezet.
yalta-why-castling-way-not-empty = Geen { -castling }: { $cell } is niet leeg.
yalta-why-castling-in-check = Geen { -castling } als je { -check } staat (door { yalta-why-players }).
yalta-why-castling-passes =
    Geen { -castling }: { yalta-why-players } { $count ->
        [one] valt
       *[other] vallen
    } { $cell } aan, en daar gaat de { -king } over.
yalta-why-castling-lands =
    Geen { -castling }: { yalta-why-players } { $count ->
        [one] valt
       *[other] vallen
    } { $cell } aan, en daar komt de { -king }.
