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
## French: a piece's article is chosen by $piece inside each message (la dame, la tour,
## le roi, le fou, le cavalier, le pion). An owner is said « à Anna » (« c’est à Anna »),
## so that no « de » has to be elided: reason-owner is the bare name.

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } à { $to }
# A player's name as the owner of something, after « à »: « à Anna ».
reason-owner =
    { $name-end ->
       *[other] { $name }
    }
# One or two Yalta players: "Ada", "Ada et Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } et { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = La partie est finie.
why-not-your-turn = C’est à { reason-owner } de jouer.
why-roll-first = Lance d’abord les dés !
why-not-on-track =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } n’est pas sur le parcours.
why-need-plus =
    Pour { -bring-in } { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    }, il faut { $dice ->
        [plus] un +
       *[plus-or-hash] un + ou un #
    }.
why-other-die =
    { $die ->
        [orange] { $piece ->
            [queen] La { -queen }
            [rook] La { -rook }
           *[king] Le { chess-piece }
        } avance avec le dé orange, pas le blanc.
       *[white] { $piece ->
           [queen] La { -queen }
           [rook] La { -rook }
          *[king] Le { chess-piece }
       } avance avec le dé blanc, pas l’orange.
    }
why-not-this-roll =
    Ce lancer ne peut pas faire avancer { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    }.
why-wall = Cette case ne fait pas partie du parcours.
why-foreign-house = Cette { -house } est à { reason-owner }.
why-own-piece =
    { $piece ->
        [queen] Ta { -queen }
        [rook] Ta { -rook }
       *[king] Ton { chess-piece }
    } est déjà là.
why-blocked = Le chemin est bloqué : une pièce est sur le passage.
why-own-line =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne traverse jamais sa { -blocking-line } { $colour ->
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[red] rouge
    }.
why-bishop-colour = Un { -bishop } reste toujours sur les cases d’une seule couleur.
why-pause-field =
    { reason-owner } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } est à l’abri sur sa { -pause-field }.
why-covered =
    { reason-owner } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } est une pièce { -covered } par { $by ->
        [king] le { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] le { -bishop }
        [knight] le { -knight }
       *[pawn] le { -pawn }
    } : pas de prise possible.
why-capture-only-last =
    On prend seulement au dernier coup : il faut { $needed ->
        [one] { $needed } coup
       *[other] { $needed } coups
    }, le dé fait { $pips }.
why-too-far =
    Trop loin : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } a besoin de { $needed ->
        [one] { $needed } coup
       *[other] { $needed } coups
    }, le dé fait { $pips }.
why-not-exactly =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne peut pas finir là en { $pips ->
        [one] { $pips } coup
       *[other] { $pips } coups
    } tout juste.
why-not-exactly-but =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne peut pas finir là en { $pips ->
        [one] { $pips } coup
       *[other] { $pips } coups
    } tout juste, mais en { $works }.
why-house-over-entry = On entre dans la { -house } seulement par ses { -entry-field(count: 2) }.
why-pawn-straight = Un { -pawn } avance tout droit et prend seulement en diagonale.
why-must-free-start = Il faut d’abord libérer une { -start-field }.
why-blockade = Ça bloquerait les cases de départ ou d’entrée d’une autre couleur.
why-unreachable =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne peut pas aller là.
why-back-to-start =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne peut pas revenir sur sa case en { $pips ->
        [one] { $pips } coup
       *[other] { $pips } coups
    } tout juste.
why-back-to-start-only =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne revient pas sur sa case en { $pips ->
        [one] { $pips } coup
       *[other] { $pips } coups
    }, seulement en { $works }.
why-foreign-piece =
    { $piece ->
        [queen] Cette { -queen }
        [rook] Cette { -rook }
       *[king] Ce { chess-piece }
    } est à { reason-owner } : choisis une de tes pièces.
why-at-home =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } est dans sa { -house } et n’en bouge plus.
why-stuck =
    D’ici, { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } ne trouve aucun chemin de { $pips ->
        [one] { $pips } coup
       *[other] { $pips } coups
    } tout juste.
why-start-fields-taken = Les deux { -start-field(count: 2) } sont prises : aucune pièce ne peut sortir.
why-card-wants-foreign = Cette carte se joue sur une pièce d’un autre joueur.
why-card-wants-own = Cette carte se joue sur une de tes pièces.
why-card-wants-active =
    Cette carte se joue seulement sur le parcours, pas sur { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    }.
why-finished = { $name } a fini : on ne touche plus à ses pièces.
why-no-free-pause-field = Toutes les { -pause-field(count: 2) } de ta couleur sont prises.

## Why an input cannot be done now.

declined-must-free-start =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne libère pas de { -start-field }, or ce lancer doit en libérer une.
declined-blockade =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } bloquerait les cases de départ ou d’entrée d’une autre couleur.
declined-not-in-game =
    Il n’y a pas de { $piece ->
        [queen] { -queen }
        [rook] { -rook }
       *[king] { chess-piece }
    } dans cette partie.
declined-rolled-already = Les dés sont lancés : joue d’abord ce lancer.
declined-card-first = Fais d’abord ce que dit la carte.
declined-must-move = Tu ne peux pas passer ce lancer : une pièce doit bouger.
declined-no-cards = Cette partie n’a pas de { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Seul un # fait piocher une carte.
       *[plus-or-hash] Seul un + ou un # fait piocher une carte.
    }
declined-deck-empty = Il ne reste plus de carte à piocher.
declined-box-empty = Ta { -start-box } est vide : aucune pièce à { -bring-in }.
declined-need-plus =
    Seul { $dice ->
        [plus] un +
       *[plus-or-hash] un + ou un #
    } fait { -bring-in } une pièce.
declined-nothing-to-take-back = Il n’y a pas de coup à reprendre.
declined-nothing-to-choose = Rien à choisir sur le plateau : utilise les boutons.
declined-nothing-under-cursor = Choisis d’abord avec les flèches, puis appuie sur Entrée.
declined-walk-goes-on =
    Le lancer n’est pas fini : encore { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    } à jouer.
declined-choose-piece-first = Choisis d’abord une pièce : celles dans un cadre peuvent bouger.
declined-use-buttons-bring-in = Clique sur une pièce de ta boîte pour la { -bring-in }, ou sur un bouton.
declined-use-buttons = Pour ce lancer, utilise un bouton.
declined-choose-marked = Choisis une des cases marquées.
declined-already-chosen =
    Tu as choisi { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } : clique maintenant là où tu veux aller.
declined-stands-here =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } est ici maintenant : choisis son coup suivant.
declined-several-ways = Plusieurs chemins mènent là : choisis toi-même le coup suivant.
declined-several-ways-walked =
    Plusieurs chemins mènent là : { $walked ->
        [one] { $walked } coup joué
       *[other] { $walked } coups joués
    }, choisis toi-même le suivant.
declined-not-from-here =
    D’ici, { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } ne peut pas y arriver en { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    } : reprends des coups.

## A refused command of the race.

refusal-game-over = La partie est finie.
refusal-not-now = Ce n’est pas le moment de choisir ça.
refusal-not-legal = Ce n’est pas permis maintenant.
refusal-bad-route = Le coup { $step } du chemin n’est pas possible.
refusal-wrong-length =
    Le chemin a { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, mais le dé fait { $pips }.
refusal-piece-not-movable =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne peut pas jouer ce lancer.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = Il n’y a pas de pièce sur cette case.
chess-why-not-your-piece = C’est une pièce des { chess-side }, et ce n’est pas aux { chess-side } de jouer.
chess-why-own-piece-there =
    Une de tes pièces est déjà là ({ $piece ->
        [queen] ta { -queen }
        [rook] ta { -rook }
       *[king] ton { chess-piece }
    }).
chess-why-not-how-it-moves =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne se déplace pas comme ça.
chess-why-pawn-forward = Un { -pawn } avance seulement.
chess-why-pawn-captures-diagonally =
    Un { -pawn } prend seulement en diagonale : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } lui bloque le chemin.
chess-why-pawn-diagonal-to-capture = Un { -pawn } va en diagonale seulement pour prendre.
chess-why-double-step = Un { -pawn } avance de deux cases seulement depuis sa case de départ.
chess-why-way-blocked =
    Le chemin est bloqué : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } est sur le passage.
chess-why-king-in-check =
    Là, { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } attaquerait ton { -king }.
chess-why-pinned =
    Cette pièce est clouée : si elle bouge, { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } attaque ton { -king }.
chess-why-must-answer-check =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } en { $square } fait { -check } : ce coup ne sauve pas ton { -king }.
chess-why-castling-king-moved = Pas de { -castling } : le { -king } a déjà bougé.
chess-why-castling-rook-moved = Pas de { -castling } : cette { -rook } a déjà bougé.
chess-why-castling-right-lost = Pas de { -castling } : le droit de roquer est perdu dans cette position.
chess-why-castling-between =
    Pas de { -castling } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } est entre le { -king } et la { -rook }.
chess-why-castling-in-check =
    Pas de { -castling } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } fait { -check }.
chess-why-castling-passes =
    Pas de { -castling } : le { -king } passerait par { $passed }, que { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } attaque.
chess-why-castling-lands =
    Pas de { -castling } : en { $target }, { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } en { $square } attaquerait le { -king }.
chess-why-game-over = La partie est finie.
chess-why-promotion-piece-missing = Choisis ce que devient le { -pawn } : { $letters }.
chess-why-bad-promotion-piece = Un { -pawn } devient { -queen }, { -rook }, { -bishop } ou { -knight }, et seulement sur la dernière rangée.
chess-why-no-draw-to-claim = Rien à réclamer : ni position 3 fois, ni 50 coups sans prise ni coup de { -pawn }.
chess-why-offer-stands = Une proposition de { -draw(form: "short") } est déjà faite.
chess-why-no-offer = Il n’y a pas de proposition de { -draw(form: "short") } à laquelle répondre.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = La partie est finie.
yalta-why-no-piece = Il n’y a pas de pièce en { $cell }.
yalta-why-not-your-piece = La pièce en { $cell } est à { reason-owner }.
yalta-why-own-piece-there = Une de tes pièces est déjà en { $cell }.
yalta-why-king-never-taken = On ne prend jamais un { -king } : celui-ci est à { reason-owner }.
yalta-why-not-how-it-moves =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } ne se déplace pas comme ça.
yalta-why-way-blocked = Le chemin est bloqué (en { $cell }).
yalta-why-pawn-captures-diagonally = Un { -pawn } prend seulement en diagonale : la case devant est prise.
yalta-why-pawn-diagonal-to-capture = Un { -pawn } va en diagonale seulement pour prendre.
yalta-why-king-in-check = Là, le { -king } serait en { -check }, par { yalta-why-players }.
yalta-why-stays-in-check = Ton { -king } est en { -check } par { yalta-why-players } et le resterait.
yalta-why-pinned = La pièce est clouée par celle en { $cell }, qui est à { reason-owner }.
yalta-why-promotion-needed = Choisis ce que devient le { -pawn }.
yalta-why-no-promotion-here = Un { -pawn } est promu seulement sur la dernière rangée d’un autre joueur.
yalta-why-castling-right-lost = Pas de { -castling } : le { -king } ou cette { -rook } a bougé.
yalta-why-castling-way-not-empty = Pas de { -castling } : { $cell } n’est pas vide.
yalta-why-castling-in-check = Pas de { -castling } pour sortir d’un { -check } (par { yalta-why-players }).
yalta-why-castling-passes =
    Pas de { -castling } : { yalta-why-players } { $count ->
        [one] attaque
       *[other] attaquent
    } { $cell }, où passe le { -king }.
yalta-why-castling-lands =
    Pas de { -castling } : { yalta-why-players } { $count ->
        [one] attaque
       *[other] attaquent
    } { $cell }, où arrive le { -king }.
