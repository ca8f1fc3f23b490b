## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = École d’échecs
chess-school-tab-track = Sur la piste
chess-school-tab-chess = Échecs
chess-school-tries = Essais : { $tries } · objectif { $par }
chess-school-to-move = Aux { chess-side } de jouer
chess-school-show-me = Montre-moi (Z)
chess-school-again = Recommencer (R)
chess-school-map = Les cours (Échap)
chess-school-keys = Flèches et Entrée, ou un clic : choisir · H : indice · Z : montre-moi · R : recommencer · Échap : les cours
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Flèches et Entrée, chiffre ou clic
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Ni l’un ni l’autre : il reste un coup
chess-school-yes = Oui
chess-school-no = Non
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Répétition
chess-school-answer-draw-fifty = 50 coups
chess-school-answer-draw-too-few = Trop peu de pièces
chess-school-answer-draw-no = Pas nulle
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Coups joués : { $moves }
chess-school-quiet-moves = Coups sans prise ni coup de { -pawn } : { $count }
chess-school-found = Bravo : c’est { $square }.
chess-school-star =
    { $left ->
        [0] Une étoile !
        [one] Une étoile ! Encore une.
       *[other] Une étoile ! Encore { $left }.
    }
chess-school-reply = Les { chess-side } répondent { $move }. À toi !
chess-school-good = Bravo !
chess-school-hint-move = Indice : bouge la pièce qui est en { $square } ({ chess-piece }).
chess-school-hint-square = Indice : cherche la case { $square }.
chess-school-hint-key = Indice (H)
chess-school-bridge = Tu connais toutes les pièces de la piste. Maintenant, l’école d’échecs !
chess-school-learn-it = Apprends-le à l’école d’échecs : { $course }, niveau { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] R
        [queen] D
        [rook] T
        [bishop] F
        [knight] C
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Pas ce coup : il donnerait { -check }. Dans ce niveau, l’autre { -king } regarde seulement.
chess-wrong-no-check = Ce coup ne donne pas { -check } : ensuite, aucune pièce n’attaque le { -king }.
chess-wrong-other-way =
    { $took ->
        [flee] Ce coup pare l’{ -check } en fuyant.
        [block] Ce coup pare l’{ -check } en s’interposant.
       *[capture] Ce coup pare l’{ -check } en prenant.
    } { $wanted ->
        [flee] Ici, fuis avec le { -king }.
        [block] Ici, mets une pièce entre les deux.
       *[capture] Ici, prends la pièce qui donne { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, mais pas { -checkmate } : le { -king } peut encore fuir en { $square }.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, mais pas { -checkmate } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } peut prendre en { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, mais pas { -checkmate } : une pièce peut s’interposer en { $square }.
chess-wrong-no-check-no-mate = Ce n’est même pas { -check } : rien n’attaque le { -king }.
chess-wrong-stalemate = C’est { -stalemate }, pas { -checkmate } : le { -king } n’est pas en { -check }, mais ne peut pas bouger. { CAPITAL(-draw) } !
chess-wrong-no-mate-after = Alors les { chess-side } jouent { $reply }, et le { -checkmate } n’arrive pas à temps.
chess-wrong-not-castling = Ce n’est pas un { -castling } : le { -king } va de deux cases vers une { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] C’est le { -castling } de l’autre côté. Ici, fais le petit { -castling }, vers la { -rook } proche.
       *[long] C’est le { -castling } de l’autre côté. Ici, fais le grand { -castling }, vers la { -rook } lointaine.
    }
chess-wrong-not-en-passant = Ce n’est pas la prise { -en-passant } : prends le { -pawn } qui vient d’avancer de deux cases, sur la case sautée.
chess-wrong-not-the-double-step = Le { -pawn } en { $pawn } n’a pas fait son double pas au dernier coup : seul le { -pawn } en { $double } peut être pris au passage.
chess-wrong-no-star = Pas d’étoile sur cette case. Continue !
chess-wrong-not-a-capture = Ce coup ne prend rien. Prends une pièce !
chess-wrong-smaller-capture = Ta prise : { $took }, qui vaut { $took-value }. Mieux : { $best }, qui vaut { $best-value }. Prends la plus grosse !
chess-wrong-verdict-in-check = Non : le { -king } est en { -check }.
chess-wrong-verdict-no-check = Non : le { -king } n’est pas en { -check }.
chess-wrong-verdict-no-move = Non : il n’y a plus aucun coup.
chess-wrong-verdict-flee = Non : le { -king } peut encore fuir en { $square }.
chess-wrong-verdict-capture =
    Non : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } peut prendre l’attaquant en { $square }.
chess-wrong-verdict-block = Non : une pièce peut s’interposer en { $square }.
chess-wrong-verdict-move = Non : il reste un coup : { $move }.
chess-wrong-can-castle-yes = Oui : le { -king } n’est pas en { -check }, et les cases qu’il traverse ou atteint ne sont pas attaquées.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } s’écrit { $letter }.
chess-wrong-notation-pawn = Un { -pawn } n’a pas de lettre à lui : pas de { $letter }.
chess-wrong-notation-no-x = Ce coup prend : écris un x avant la case.
chess-wrong-notation-extra-x = Ce coup ne prend rien : pas de x.
chess-wrong-notation-no-plus = Ce coup donne { -check } : il finit par + (par # si c’est { -checkmate }).
chess-wrong-notation-square = La pièce va en { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] Le petit { -castling } s’écrit O-O.
       *[long] Le grand { -castling } s’écrit O-O-O.
    }
chess-wrong-not-that-square = Ça, c’est { $square }.
chess-wrong-found-already = Tu as déjà trouvé { $square }.
chess-wrong-king-stays =
    Ce niveau parle { $piece ->
        [queen] de la { -queen } : elle seule bouge
        [rook] de la { -rook } : elle seule bouge
       *[other] du { chess-piece } : lui seul bouge
    }, le { -king } reste où il est.
chess-wrong-touched =
    Tu as touché { $piece ->
        [queen] la { -queen } en { $square } : maintenant, elle doit bouger.
        [rook] la { -rook } en { $square } : maintenant, elle doit bouger.
       *[other] le { chess-piece } en { $square } : maintenant, il doit bouger.
    }
chess-wrong-stands-right =
    { $piece ->
        [queen] La { -queen } en { $square } est à sa place.
        [rook] La { -rook } en { $square } est à sa place.
       *[other] Le { chess-piece } en { $square } est à sa place.
    }
chess-wrong-draw-seen =
    { $count ->
        [one] Cette position est sur l’échiquier pour la première fois.
        [2] Cette position n’a été sur l’échiquier que deux fois, pas trois.
       *[other] Cette position a été { $count } fois sur l’échiquier, pas trois.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Pas encore un seul coup sans prise ni coup de { -pawn } : on est loin de 50.
        [one] Un seul coup de chaque camp sans prise ni coup de { -pawn }, pas 50.
       *[other] Seulement { $count } coups de chaque camp sans prise ni coup de { -pawn }, pas 50.
    }
chess-wrong-draw-can-mate =
    Les { chess-side } ont encore { $piece ->
        [queen] une { -queen }
        [rook] une { -rook }
       *[other] un { chess-piece }
    } : cela suffit pour mater.
chess-wrong-draw-is-draw = Regarde encore : une des règles rend cette partie nulle.
chess-wrong-notation-which =
    { $piece ->
        [queen] Une autre { -queen } pourrait aussi aller en { $square } : après la lettre, écris la colonne d’où elle part.
        [rook] Une autre { -rook } pourrait aussi aller en { $square } : après la lettre, écris la colonne d’où elle part.
       *[other] Un autre { chess-piece } pourrait aussi aller en { $square } : après la lettre, écris la colonne d’où il part.
    }

## The courses, in the manual's order.

chess-course-board = L’échiquier
chess-course-pieces = Les pièces
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = Le { -castling }
chess-course-en-passant = La prise { -en-passant }
chess-course-stalemate = Le { -stalemate }
chess-course-notation = Écrire les coups
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Autres règles

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Les coins
    .goal = Clique sur les cases a1 et h8.
    .tell = Chaque case a un nom : d’abord sa colonne, une lettre de a à h, puis sa rangée, un chiffre de 1 à 8.
chess-level-board-2 = Le centre
    .goal = Clique sur les quatre cases du milieu : d4, e4, d5 et e5.
    .tell = Les quatre cases du milieu forment le centre : de là, une pièce atteint le plus de cases.
chess-level-board-7 = Une rangée
    .goal = Clique sur toutes les cases de la 5e rangée, de a5 à h5.
    .tell = Une rangée traverse l’échiquier : huit cases avec le même chiffre.
chess-level-board-3 = Une colonne
    .goal = Clique sur toutes les cases de la colonne c, de c1 à c8.
    .tell = Une colonne monte tout droit : huit cases avec la même lettre.
chess-level-board-4 = Une diagonale
    .goal = Clique sur toutes les cases de la grande diagonale, de a1 à h8.
    .tell = Une diagonale va en biais, et toutes ses cases ont la même couleur.
chess-level-board-5 = Blanc à droite
    .goal = Clique sur la case du coin, à la droite de chaque joueur.
    .tell = On pose l’échiquier pour que chaque joueur ait une case blanche dans le coin, à sa droite.
chess-level-board-6 = La { -queen } sur sa couleur
    .goal = Où sont les { -queen(count: 2) } au début ? Clique sur les deux cases.
    .tell = Au début, la { -queen } blanche est sur une case blanche, la { -queen } noire sur une case foncée.
chess-level-board-8 = Les deux armées
    .goal = Quatre pièces sont sur la mauvaise case. Clique sur chacune d’elles.
    .tell = Chaque armée a 16 pièces : un { -king }, une { -queen }, deux { -rook(count: 2) }, deux { -bishop(count: 2) }, deux { -knight(count: 2) } et huit { -pawn(count: 2) }. Depuis le coin : { -rook }, { -knight }, { -bishop } ; la { -queen } sur sa couleur, le { -king } à côté d’elle.

## How each piece moves and what it is worth.

chess-level-pieces-1 = La { -rook }
    .goal = Prends les deux étoiles avec la { -rook }.
    .tell = La { -rook } va tout droit, aussi loin qu’elle veut, et ne peut pas sauter. Elle vaut 5 { -pawn(count: 2) }.
chess-level-pieces-2 = Le { -bishop }
    .goal = Prends les deux étoiles avec le { -bishop }.
    .tell = Le { -bishop } va en diagonale et reste toujours sur sa couleur. Il vaut 3 { -pawn(count: 2) }.
chess-level-pieces-3 = Le { -knight }
    .goal = Prends les deux étoiles avec le { -knight }.
    .tell = Le { -knight } saute en forme de L : deux cases dans un sens, une sur le côté. Il vaut 3 { -pawn(count: 2) }.
chess-level-pieces-4 = La { -queen }
    .goal = Prends les deux étoiles avec la { -queen }.
    .tell = La { -queen } va comme une { -rook } et un { -bishop } à la fois. Elle vaut 9 { -pawn(count: 2) }.
chess-level-pieces-5 = Le { -king }
    .goal = Amène le { -king } jusqu’à l’étoile.
    .tell = Le { -king } avance d’une case, dans toutes les directions. Il vaut toute la partie.
chess-level-pieces-6 = Le { -pawn } devient { -queen }
    .goal = Amène le { -pawn } sur la dernière rangée.
    .tell = Le { -pawn } avance tout droit. Sur la dernière rangée, il devient une { -queen } (ou une { -rook }, un { -bishop } ou un { -knight }).
chess-level-pieces-10 = Un { -knight } né d’un { -pawn }
    .goal = Promeus le { -pawn } pour que la nouvelle pièce donne { -check } tout de suite.
    .tell = Sur la dernière rangée, tu choisis : { -queen }, { -rook }, { -bishop } ou { -knight }. La { -queen } est souvent le meilleur choix, mais ici seul le { -knight } donne { -check }, et il attaque aussi la { -queen }.
chess-level-pieces-7 = La plus grosse prise
    .goal = Fais la prise qui rapporte le plus.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Quelle pièce ton { -knight } peut-il prendre ?
chess-level-pieces-8 = Le { -pawn } prend
    .goal = Fais la prise qui rapporte le plus.
    .tell = Le { -pawn } avance tout droit, mais il prend en diagonale, d’une case vers l’avant.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) } !
    .goal = Donne { -check } avec la { -rook }.
    .tell = Quand une pièce attaque le { -king }, c’est { -check }.
chess-level-check-2 = { CAPITAL(-check) } du { -knight }
    .goal = Donne { -check } avec le { -knight }.
    .tell = Le { -knight } saute : rien ne peut se mettre entre lui et le { -king }.
chess-level-check-3 = Fuir
    .goal = Ton { -king } est en { -check }. Fuis avec le { -king }.
    .tell = Première réponse à l’{ -check } : le { -king } va sur une case que personne n’attaque.
chess-level-check-4 = S’interposer
    .goal = Ton { -king } est en { -check }. Mets une pièce entre les deux.
    .tell = Deuxième réponse : une pièce se met entre le { -king } et la pièce qui donne { -check }.
chess-level-check-5 = Prendre l’attaquant
    .goal = Ton { -king } est en { -check }. Prends la pièce qui donne { -check }.
    .tell = Troisième réponse, souvent le meilleur coup : prendre la pièce qui donne { -check }.
chess-level-check-6 = Un seul chemin
    .goal = Ton { -king } est en { -check }. Trouve le coup qui le sauve.
    .tell = Essaie les trois réponses dans ta tête : fuir, s’interposer, prendre.
chess-level-check-7 = Le meilleur coup
    .goal = Ton { -king } est en { -check }. Trouve la meilleure des trois réponses.
    .tell = Le { -king } pourrait fuir, la { -rook } pourrait s’interposer. Mais si tu prends la { -queen }, tu la gagnes : c’est le meilleur coup !
chess-level-check-8 = Pas vers l’{ -check }
    .goal = Amène le { -king } sur l’étoile, jamais sur une case qu’une pièce ennemie attaque.
    .tell = Le { -king } ne peut jamais se mettre en { -check }. S’il le fait par erreur, le coup est repris et rejoué.
chess-level-check-9 = Ne laisse pas ton { -king } en { -check }
    .goal = Fais la prise qui rapporte le plus.
    .tell = Une pièce qui protège son { -king } ne peut pas s’écarter : elle le laisserait en { -check }. Ce coup-là aussi est repris.

## Checkmate and its patterns.

chess-level-mate-1 = Le mat des deux { -rook(count: 2) }
    .goal = { CAPITAL(-checkmate) } en un coup.
    .tell = { CAPITAL(-checkmate) } : le { -king } est en { -check } et ne peut ni fuir, ni s’abriter, ni prendre. Une { -rook } garde une rangée, l’autre donne { -check }.
chess-level-mate-2 = Le mat du couloir
    .goal = { CAPITAL(-checkmate) } en un coup.
    .tell = Le { -king } est enfermé par ses propres { -pawn(count: 2) }. Une { -rook } sur la dernière rangée fait mat.
chess-level-mate-3 = Le mat étouffé
    .goal = { CAPITAL(-checkmate) } en un coup.
    .tell = Le { -king } est étouffé par ses propres pièces, et rien ne peut se mettre entre le { -knight } et le { -king }.
chess-level-mate-4 = Le mat de la { -queen }
    .goal = { CAPITAL(-checkmate) } en un coup.
    .tell = { CAPITAL(-queen) } et { -king } ensemble : la { -queen } donne { -check }, le { -king } garde les cases autour. Attention au { -stalemate } !
chess-level-mate-5 = Mat en deux
    .goal = { CAPITAL(-checkmate) } en deux coups.
    .tell = D’abord un coup calme qui prend des cases au { -king }, puis mat. Les Noirs se défendent de leur mieux.
chess-level-mate-6 = L’échelle des { -rook(count: 2) }
    .goal = { CAPITAL(-checkmate) } en deux coups.
    .tell = Une { -rook } ferme une rangée, l’autre donne { -check } sur la suivante : les { -rook(count: 2) } montent comme sur une échelle.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = Le petit { -castling }
    .goal = Fais le petit { -castling } : le { -king } va de deux cases vers la { -rook } proche.
    .tell = Le { -castling } met le { -king } à l’abri : il va de deux cases vers une { -rook }, et la { -rook } saute par-dessus. Aucun des deux ne doit avoir bougé avant.
chess-level-castling-2 = Le grand { -castling }
    .goal = Fais le grand { -castling } : le { -king } va de deux cases vers la { -rook } lointaine.
    .tell = Le grand { -castling } se fait du côté de la { -queen } ; la { -rook } saute par-dessus le { -king } jusqu’en d1.
chess-level-castling-7 = Le { -king } a bougé
    .goal = Le { -king } blanc est allé en f1, puis revenu. Les Blancs peuvent-ils faire le petit { -castling } maintenant ?
    .tell = Le { -castling } n’est permis que si le { -king } et cette { -rook } n’ont jamais bougé, même pour un aller-retour.
chess-level-castling-8 = La { -rook } a bougé
    .goal = La { -rook } h1 est allée en g1, puis revenue. Les Blancs peuvent-ils faire le petit { -castling } maintenant ?
    .tell = Le { -castling } n’est permis que si le { -king } et cette { -rook } n’ont jamais bougé, même pour un aller-retour.
chess-level-castling-9 = Une pièce entre les deux
    .goal = Les Blancs peuvent-ils faire le grand { -castling } maintenant ?
    .tell = Toutes les cases entre le { -king } et la { -rook } doivent être vides, même celle que le { -king } ne traverse pas.
chess-level-castling-3 = { CAPITAL(-castling) } possible ? (1)
    .goal = Les Blancs peuvent-ils faire le petit { -castling } maintenant ?
    .tell = Le { -castling } est interdit si le { -king } est en { -check }, ou s’il passe ou arrive sur une case attaquée.
chess-level-castling-4 = { CAPITAL(-castling) } possible ? (2)
    .goal = Les Blancs peuvent-ils faire le petit { -castling } maintenant ?
    .tell = Le { -castling } est interdit si le { -king } est en { -check }, ou s’il passe ou arrive sur une case attaquée.
chess-level-castling-5 = { CAPITAL(-castling) } possible ? (3)
    .goal = Les Blancs peuvent-ils faire le petit { -castling } maintenant ?
    .tell = Le { -castling } est interdit si le { -king } est en { -check }, ou s’il passe ou arrive sur une case attaquée.
chess-level-castling-6 = { CAPITAL(-castling) } possible ? (4)
    .goal = Les Blancs peuvent-ils faire le grand { -castling } maintenant ?
    .tell = Le { -castling } est interdit si le { -king } est en { -check }, ou s’il passe ou arrive sur une case attaquée.

## En passant, only right after the double step.

chess-level-en-passant-6 = Le double pas
    .goal = Prends les deux étoiles avec les { -pawn(count: 2) }.
    .tell = Un { -pawn } avance d’une case ; depuis sa case de départ, il peut aussi avancer de deux.
chess-level-en-passant-1 = Au passage
    .goal = Prends le { -pawn } noir { -en-passant }.
    .tell = Le { -pawn } noir vient d’avancer de deux cases, à côté de ton { -pawn }. Maintenant, et seulement maintenant, ton { -pawn } peut le prendre comme s’il n’avait avancé que d’une case.
chess-level-en-passant-2 = Les Noirs prennent
    .goal = Prends le { -pawn } blanc { -en-passant }.
    .tell = Les Noirs aussi peuvent le faire : le { -pawn } blanc vient de faire son double pas.
chess-level-en-passant-3 = Quel { -pawn } ?
    .goal = Prends { -en-passant }.
    .tell = Seul le { -pawn } qui vient de faire son double pas, au tout dernier coup, peut être pris au passage.
chess-level-en-passant-4 = Parer l’{ -check } { -en-passant }
    .goal = Un { -pawn } donne { -check }. Prends-le { -en-passant }.
    .tell = Le { -pawn } qui vient de bouger donne { -check }. Le prendre au passage sauve le { -king }.
chess-level-en-passant-5 = Deux peuvent prendre
    .goal = Prends le { -pawn } blanc { -en-passant }.
    .tell = Les deux { -pawn(count: 2) } noirs sont juste à côté : l’un ou l’autre peut prendre.

## Stalemate against mate.

chess-level-stalemate-1 = Le coin de la { -queen }
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = { CAPITAL(-checkmate) } : en { -check }, sans issue. { CAPITAL(-stalemate) } : pas en { -check }, mais aucun coup possible.
chess-level-stalemate-8 = Les { -pawn(count: 2) }
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = Regarde chaque pièce noire : l’une d’elles peut-elle bouger ?
chess-level-stalemate-2 = La { -queen } tout près
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = Le { -king } est-il attaqué ? Où pourrait-il aller ?
chess-level-stalemate-3 = La rangée de la { -rook }
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = Regarde chaque case où le { -king } pourrait aller.
chess-level-stalemate-4 = Dans le coin
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = Le { -king } est-il attaqué ? Peut-il bouger ?
chess-level-stalemate-5 = Un { -pawn } de plus
    .goal = Aux Noirs de jouer : { -checkmate }, { -stalemate } ou ni l’un ni l’autre ?
    .tell = Regarde toutes les pièces, pas seulement le { -king }.
chess-level-stalemate-6 = Mat, pas { -stalemate }
    .goal = { CAPITAL(-checkmate) } en un coup, et pas de { -stalemate } !
    .tell = Avec la { -queen }, prends toutes les cases du { -king } et donne { -check } en même temps.

## Writing the moves.

chess-level-notation-1 = Un coup de { -pawn }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Écris la lettre de la pièce, puis la case où elle va. Un { -pawn } n’a pas de lettre : seulement la case.
chess-level-notation-2 = Un coup de { -knight }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Les lettres : R { -king }, D { -queen }, T { -rook }, F { -bishop }, C { -knight }.
chess-level-notation-3 = Une prise
    .goal = Comment écrit-on le coup marqué ?
    .tell = Une prise s’écrit avec un x entre la lettre et la case.
chess-level-notation-4 = Un { -pawn } prend
    .goal = Comment écrit-on le coup marqué ?
    .tell = Un { -pawn } qui prend s’écrit avec la colonne d’où il part, comme dxc6.
chess-level-notation-8 = Quel { -knight } ?
    .goal = Comment écrit-on le coup marqué ?
    .tell = Si deux pièces pareilles peuvent aller sur la même case, écris après la lettre la colonne d’où part celle qui bouge : Cfd6, c’est le { -knight } de la colonne f.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Un coup qui donne { -check } se termine par un +.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Le petit { -castling } s’écrit O-O, le grand { -castling } O-O-O.
chess-level-notation-9 = Le grand { -castling }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Le grand { -castling }, du côté de la { -queen }, s’écrit O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = Comment écrit-on le coup marqué ?
    .tell = Un coup qui fait mat se termine par un #.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = Le { -king } et le { -knight }
    .goal = Cette partie est-elle nulle ? Pourquoi ?
    .tell = Le { -stalemate } n’est pas la seule nulle : il y a aussi trop peu de pièces pour mater, trois fois la même position et 50 coups sans prise ni coup de { -pawn }.
chess-level-draw-2 = Le { -king } et la { -rook }
    .goal = Cette partie est-elle nulle ? Pourquoi ?
    .tell = Un { -king } avec seulement un { -knight } ou seulement un { -bishop } ne peut pas mater. Avec une { -rook }, il le peut.
chess-level-draw-3 = Aller-retour
    .goal = Les deux { -king(count: 2) } ont fait des allers-retours. La partie est-elle nulle ? Pourquoi ?
    .tell = Quand la même position revient sur l’échiquier pour la troisième fois, la partie est nulle.
chess-level-draw-4 = Deux fois ne suffit pas
    .goal = Les deux { -king(count: 2) } ont fait des allers-retours. La partie est-elle nulle ? Pourquoi ?
    .tell = Compte combien de fois cette position exacte a déjà été sur l’échiquier.
chess-level-draw-5 = Cinquante coups
    .goal = La partie est-elle nulle ? Pourquoi ?
    .tell = Après 50 coups de chaque camp sans prise ni coup de { -pawn }, la partie est nulle.

chess-level-touch-1 = Pièce touchée, pièce jouée
    .goal = Tu as touché ton { -knight }. Donne { -check } avec lui.
    .tell = Qui touche une de ses pièces doit la jouer. Pour la remettre droite, dis « j’adoube » avant de la toucher. Une fois la pièce lâchée, le coup est joué.
chess-level-touch-2 = Touchée, même en { -check }
    .goal = Ton { -king } est en { -check }, et tu as touché ton { -bishop }. Sauve le { -king } avec lui.
    .tell = La pièce touchée doit bouger si elle le peut. La { -queen } pourrait prendre, mais tu as touché le { -bishop } d’abord.
