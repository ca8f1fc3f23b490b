## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.
## French: a piece's article is chosen by $piece inside the message (la dame, la tour,
## le roi …); an owner is said with « à » (« prend la tour à Léo »), never « de ».

## Helper messages: other messages use them with the values they were given.

# "a, b ou c": joins the last two of a list ($first is "a, b").
list-or = { $first } ou { $last }
track-on-off =
    { $state ->
        [true] oui
       *[false] non
    }
track-moves-count =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Jaune
        [green] Vert
        [blue] Bleu
       *[red] Rouge
    }
track-placing =
    { $place ->
        [1] 1er
       *[other] { $place }e
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Lancer (Espace)
track-turn-of = À { $name } de jouer
track-rolled =
    { $orange ->
        [none] Dé : { $white }
       *[other] Dés : { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (clic ou 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Choisis une pièce
track-choose-piece-touch = Touche une pièce
track-choose-target = { CAPITAL(chess-piece) } : choisis une case
track-move-of = coup { $move } sur { $of }
track-backspace-hint = Retour arrière : annuler un coup
track-step-back-button = ◀ Annuler un coup
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Piocher une carte
track-pass-button = Ne rien faire
track-choose-bring-in = Quelle pièce sort ?
track-choose-start-field = Sur quelle { -start-field } ?
track-roll-lost = { $name } : aucun coup possible, le lancer est perdu
track-missed-turn = { $name } passe son tour
track-try-again =
    { $name } : { $tries ->
        [one] encore { $tries } essai
       *[other] encore { $tries } essais
    }
track-roll-again = { $name } relance le dé.
track-must-free-start = Ce coup doit libérer une { -start-field } !
track-captured =
    { $by } ({ $by-piece ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }) prend { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } à { $name } : retour dans la { -start-box }.
track-came-home =
    { $name } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } est à la { -house } !
track-brought-in =
    { $name } { -bring-in(form: "present") } { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    }.
track-sent-back =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } de { $name } retourne dans la { -start-box }.
track-placed =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } de { $name } va sur une { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } de { $name } et { $other-piece ->
        [king] le { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] le { -bishop }
        [knight] le { -knight }
       *[pawn] le { -pawn }
    } de { $other } échangent leurs places.
track-finished = { $name } finit { track-placing }
track-game-over = Partie finie !
track-card-drawn = { $name } pioche une carte : { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label } : { $text }
track-card-not-carried-out = La carte ne change rien
track-passed = { $name } ne fait rien
track-will-miss-turn = { $name } passera son prochain tour
track-turn-skipped = { $name } passe son tour
track-computer-turn = L’ordinateur { $name } réfléchit …
track-step-mode = Coup par coup : { track-on-off }
track-choose-swap = Choisis deux pièces à échanger
track-choose-send-back = Choisis une pièce d’un adversaire
track-choose-safe-spot = Choisis une pièce et une { -pause-field }
track-demo = Démo : l’ordinateur contre l’ordinateur
track-next-game = Nouvelle partie
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Pioche { $deck } · { -discard-pile } { $discards }
track-deck-left = Pioche { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = Boîte { $box } · Parcours { $track } · Maison { $home }
track-show-moves = Montrer les coups : { track-on-off }
track-starts = { $name } commence
track-hint-key = H : le conseil de l’ordinateur, Entrée : le jouer
track-hint-touch = « Conseil » montre le coup de l’ordinateur, « Le jouer » le joue
track-saved-as = Enregistré : { $path }
track-unfinished-kept = La partie en cours est gardée : { $path }
track-unfinished-kept-later = La partie en cours est gardée : l’écran d’accueil la proposera de nouveau quand celle-ci sera finie.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Partie non sauvegardée.
track-resume-question =
    Reprendre la partie laissée { $minutes ->
        [0] à l’instant
        [one] il y a { $minutes } minute
       *[other] il y a { $minutes } minutes
    } ({ -round } { $round }) ?
track-resume = Reprendre
track-replay-step = Étape { $step } sur { $of } (flèches)
track-every-ring = Chaque case : { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } fait { $white }.
       *[other] { $name } fait { $white } et { $orange } au dé orange.
    }
track-rolls-hash-misses = { $name } fait # et passe son tour.
track-moves =
    { $name } : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } joue { $times ->
        [one] une fois
       *[other] { $times } fois
    }.
track-need-plus =
    Pour { -bring-in } une pièce, { $name } a besoin { $roll ->
        [hash] d’un #
        [plus-or-hash] d’un + ou d’un #
       *[plus] d’un +
    }{ $tries ->
        [0] {" "}: plus d’essai.
        [one] {" "}(encore { $tries } essai).
       *[other] {" "}(encore { $tries } essais).
    }
track-die-useless =
    { $white ->
        [true] Le { $useless } blanc ne fait bouger aucune pièce ; le { $useful } orange, oui.
       *[false] Le { $useless } orange ne fait bouger aucune pièce ; le { $useful } blanc, oui.
    }
track-movable-by-both = Blanc { $white } : { $white-pieces } · orange { $orange } : { $orange-pieces }
track-movable-by-white = Blanc { $white } : { $white-pieces }
track-movable-by-orange = Orange { $orange } : { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Ou : joue { $pieces } avec le { $orange } orange
track-nothing-moves = Aucune pièce ne peut bouger avec ce lancer.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Quitter cette partie ?
track-leave-saved = Elle reste enregistrée, tu pourras la reprendre.
track-leave-yes = Oui, quitter
track-leave-no = Non, je joue
track-your-turn = À { $name } de jouer !
track-move-map-button = { CAPITAL(-move-map) } (D) : { track-on-off }
track-hint-button = Conseil (H)
track-play-hint-button = Le jouer
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) } : { track-moves-count } jusqu’à la { -house }
track-no-way-home-item = { CAPITAL(chess-piece) } : pas de chemin vers la { -house }
track-hint-captures =
    Pourquoi : prend { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } à { $name }, à { track-moves-count } de sa { -house }.
track-hint-home =
    Pourquoi : ramène { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } à la { -house }.
track-hint-nearer =
    Pourquoi : rapproche { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } de la { -house } de { track-moves-count }.
track-hint-safer =
    Pourquoi : { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } y est plus à l’abri.
track-hint-bring-in = Pourquoi : une nouvelle pièce entre en jeu.
track-hint-card = Pourquoi : une carte peut aider.
track-hint-other = Pourquoi : rien d’autre n’est mieux.
track-aids-for-beginners = Le conseil (H) et la { -move-map } (D) sont pour les débutants : choisis « débutant » pour une nouvelle partie.
track-back = Retour
track-walk-further = Clique plus loin : la pièce va jusque-là

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] bonne
        [bad] mauvaise
       *[mixed] mixte
    }
card-nothing-happens = Rien ne se passe : { $why }
card-idle-no-active =
    pas de { $piece ->
        [queen] { -queen }
        [rook] { -rook }
       *[king] { chess-piece }
    }{ $piece ->
        [queen] {" "}{ -active(form: "f") }
        [rook] {" "}{ -active(form: "f") }
       *[king] {" "}{ -active }
    }
card-idle-cannot-move =
    { $piece ->
        [queen] la { -queen }
        [rook] la { -rook }
       *[king] le { chess-piece }
    } ne peut pas bouger
card-idle-no-swap = aucune paire de pièces à échanger
card-idle-no-send-back = aucune pièce adverse ne peut retourner
card-idle-no-safe-spot = pas de { -pause-field } libre, ou pas de pièce
card-idle-no-bring-in = aucune pièce ne peut sortir
card-idle-no-castling = le { -king } et la { -rook } ne sont pas tous deux sur le parcours
card-idle-none-to-start =
    { $piece ->
        [queen] aucune { -queen }
        [rook] aucune { -rook }
       *[king] aucun { chess-piece }
    } ne peut aller sur une { -start-field }
card-idle-other = la carte ne change rien
card-go-on = Continuer (Entrée)

## The menu and the start screen.

menu-fullscreen = Plein écran (F11)
menu-button = Menu (Échap)
menu-rules = Règles
menu-new-game = Nouvelle partie
menu-to-start = Écran d’accueil
menu-quit = Quitter
menu-back = Retour à la partie
menu-keys = Touches
menu-save-as = Enregistrer sous …
menu-replay = Revoir la partie
menu-speed = { setup-speed } : { setup-speed-name }
start-continue = Continuer : { -round } { $round }
start-continue-chess = Continuer : coup { $move }
start-continue-yalta = Continuer : { yalta-moves } joués
start-play = La course
start-learn = École des pièces
start-chess = Échecs
start-yalta = Yalta : échecs à 3
start-language = Langue : français
start-open = Ouvrir une partie…
start-not-a-game = { $file } n’est pas une partie que ce jeu sait lire : { $why }

## The setup screen.

setup-title = Schachschlamassel – nouvelle partie
setup-variant = Jeu
setup-rules = Règles maison
setup-players = Joueurs
setup-first = Qui commence ?
setup-roll-for-it = au dé
setup-speed = Ordinateurs
setup-speed-name =
    { $speed ->
        [normal] normaux
        [quick] rapides
       *[instant] immédiats
    }
setup-speed-line =
    { $speed ->
        [normal] Normaux : un rythme facile à suivre
        [quick] Rapides : chaque coup reste visible, mais bref
       *[instant] Immédiats : les ordinateurs jouent sans pause
    }
setup-language = Langue : français
setup-start = C’est parti !
setup-back = Retour
setup-seat-plays =
    { $plays ->
        [true] joue
       *[false] vide
    }
setup-seat-computer =
    { $computer ->
        [true] Ordinateur
       *[false] Humain
    }
setup-keys = Tab/flèches : aller · Entrée : changer · Échap : retour
setup-help-level =
    { $help ->
        [beginner] débutant
        [player] joueur
       *[expert] expert
    }
setup-help-line =
    { setup-help-level } : { $help ->
        [beginner] coup par coup, coups éclairés, conseils
        [player] coups éclairés ; ni coup par coup ni conseils
       *[expert] aucune aide, comme sur un vrai plateau
    }
setup-level-line =
    { computer-level } : { $level ->
        [random] n’importe quel coup
        [greedy] toujours au plus près de la { -house } ; ne prévoit rien
        [easy] comme fonceur, mais un coup sur quatre au hasard
        [normal] pèse chaque coup, garde ses pièces à l’abri
       *[hard] réfléchit aux prochains lancers
    }
setup-settings-broken = Les réglages enregistrés étaient abîmés : ils sont remis à zéro ({ $what }).

## The end page.

end-play-again = Rejouer
end-new-setup = Nouveaux réglages
end-placings = Classement
end-winner = { $name } gagne !
end-button-again = Rejouer
end-button-review = Revoir la partie
end-button-save = Enregistrer
end-button-start = Écran d’accueil
end-button-see-board = Voir le plateau (Espace)
end-show-result = Voir le résultat
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name } : { $figures }
end-figures =
    { $captured } prises · { $lost } perdues · { $lost-rolls ->
        [one] { $lost-rolls } lancer perdu
       *[other] { $lost-rolls } lancers perdus
    } · plus long lancer { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Touches : les mêmes dans tous les jeux
key-name =
    { $key ->
        [space] Espace
        [enter] Entrée
       *[other] { $name }
    }
key-action-back = retour : une fenêtre se ferme, ou le menu du jeu s’ouvre
key-action-confirm = choisir le bouton ou la case marqués
key-action-next = marquer le bouton ou la case suivants
key-action-previous = marquer le précédent
key-action-hint = un conseil : ce que l’ordinateur ferait
key-action-move-map = la { -move-map } : combien de coups il faut à la pièce
key-action-fold = à la fin : le résultat se replie pour montrer le plateau, et revient
key-action-fullscreen = plein écran ou non
key-action-mute = son ou silence
rules-keys = Flèches : tourner les pages · Échap : retour
rules-back = ◀ Retour
rules-next = Suite ▶
rules-close = Fermer
review-back =
    { $finished ->
        [true] Le résultat (Échap)
       *[false] Retour à la partie (Échap)
    }
school-course-race = Qui va vite ? (F)
school-course-back = ◀ Retour (Échap)
field-name-start-field = { CAPITAL(-start-field) }
field-name-blocking-line = { CAPITAL(-blocking-line) }
field-name-entry-field = { CAPITAL(-entry-field) }
field-name-house = { CAPITAL(-house) }
field-name-pause-field = { CAPITAL(-pause-field) }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel : jeu { $variant }, graine { $seed }, { $commands ->
        [one] { $commands } commande enregistrée
       *[other] { $commands } commandes enregistrées
    }
replay-roll-again-covered = { $name } relance le dé. (peut aussi prendre les pièces { -covered(count: 2) })
replay-card-quote = « { $text } »
replay-deck-shuffled = La défausse est mélangée : c’est la nouvelle pioche
replay-card-discarded = La carte va dans la { -discard-pile }
replay-place-box = boîte
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Permis : { $route }
explain-no-start = La partie enregistrée ne démarre pas : { $why }
explain-at-from-one = --at compte les commandes à partir de 1
explain-at-beyond =
    --at { $at } est après la fin de la partie : elle a { $count ->
        [one] { $count } commande
       *[other] { $count } commandes
    } (de 1 à { $last })
explain-off-board = { $square } est hors du plateau : il fait { $width } × { $height }
explain-seat-absent = { $name } ne joue pas dans cette partie
explain-no-piece = Cette partie n’a pas de pièce « { chess-piece } »
