## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player): also a player's name until one is typed.
yalta-colour =
    { $player ->
        [white] Blanc
        [black] Noir
       *[red] Rouge
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }

yalta-title = Yalta
yalta-person = Humain
yalta-computer = Ordinateur ({ computer-level })
yalta-setup-title = Yalta : les échecs à trois
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] { CAPITAL(-queen) } rouge : sur la case claire (rd1)
        [dark] { CAPITAL(-queen) } rouge : sur la case foncée (re1)
    }
yalta-play = Jouer
# Continue the saved game of $moves moves.
yalta-continue = Continuer la partie enregistrée ({ yalta-moves })
yalta-back = Retour
yalta-setup-keys = ↑ ↓ Tab : choisir · ← → : changer · Entrée : écrire un nom, ou jouer · Échap : retour
yalta-turn = À { $name } de jouer
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] { CAPITAL(-check) } à { $king } par { $by1 }
       *[other] { CAPITAL(-check) } à { $king } par { $by1 } et { $by2 }
    }
yalta-keys = Flèches : curseur · Tab : pièce · Entrée : jouer · Échap : menu
yalta-keys-yfen = Ctrl+C, Ctrl+V : copier, coller la position (YFEN)
yalta-material = matériel { $points }
yalta-why-not = Pourquoi pas ?
yalta-yfen-copied = YFEN copié : { $yfen }
yalta-pasted = Position collée.
yalta-moved = { $name } : { $move }
# A move of $name that takes a $piece of $owner: « prend un cavalier à Bo », « prend la
# dame à Bo » (no « de » before a name, which may begin with a vowel).
yalta-takes = { $name } : { $move }, prend { $piece ->
        [king] le { -king }
        [queen] la { -queen }
        [rook] une { -rook }
        [bishop] un { -bishop }
        [knight] un { -knight }
       *[pawn] un { -pawn }
    } à { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) } à { $king } ! { $by1 } attaque son { -king }.
       *[other] { CAPITAL(-check) } à { $king } ! { $by1 } et { $by2 } attaquent son { -king }.
    }
yalta-checkmate = { CAPITAL(-checkmate) } ! { $loser } a perdu. { $winner } gagne !
yalta-stalemate = { CAPITAL(-stalemate) } : { $name } ne peut pas jouer et n’est pas en { -check }. { CAPITAL(-draw) }.
yalta-repetition = Trois fois la même position : { -draw }.
yalta-move-limit = 150 coups sans prise ni coup de { -pawn } : { -draw }.
yalta-only-kings = Il ne reste que les { -king(count: 2) } : { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Montrer où une pièce peut aller : oui
       *[false] Montrer où une pièce peut aller : non
    }
yalta-save-game = Enregistrer la partie
yalta-saved-to = Enregistré : { $path }
yalta-save-failed = Pas enregistré : { $error }
yalta-leave-kept = La partie est gardée : « Continuer Yalta », sur l’écran d’accueil, la fait revenir.
yalta-leave-lost = Cette partie n’est pas gardée.
yalta-new-game-question = Commencer une nouvelle partie ?
yalta-new-game-kept = Tu pourras encore la reprendre en choisissant les joueurs.
yalta-new-game-yes = Oui, une nouvelle partie
yalta-promote-title = Que devient le { -pawn } ?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Annuler : pas de coup
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}gagne
        [mated] {" "}est { -checkmate }
        [stalemated] {" "}ne peut plus jouer : { -stalemate }
        [draw] {" "}: { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] aucune prise
        [one] { $took } prise : { $pieces }
       *[other] { $took } prises : { $pieces }
    }
yalta-review-title = Revoir
# The review at the start of a game of $n moves.
yalta-review-start =
    { $n ->
        [one] Le début (0 sur { $n } coup)
       *[other] Le début (0 sur { $n } coups)
    }
yalta-review-step = Coup { $k } sur { $n }
yalta-review-back = Retour au résultat
yalta-review-keys = ← → : un coup en arrière ou en avant · Début, Fin : premier, dernier · Échap : retour
