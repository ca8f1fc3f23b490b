## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Inventer des règles
lab-screen-title = Invente tes propres règles
lab-screen-default-name = Notre jeu
lab-screen-name = Nom :
lab-screen-name-empty = Écris un nom
lab-screen-page =
    { $page ->
        [game] Jeu
        [dice] Dés
        [rules] Règles maison
        [more] Autres règles
       *[cards] Cartes
    }
lab-screen-start-from = Recommencer avec un jeu du livret :
lab-screen-pieces = Quelles pièces jouent ?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = Le dé orange ne sert que si une pièce qu’il fait avancer est en jeu : dans le livret le { -king } et le { -pawn } (à choisir dans « Autres règles »).
lab-screen-white-die = Dé blanc
lab-screen-orange-die = Dé orange
lab-screen-add-face = Ajouter une face
lab-screen-remove-face = Enlever une face
lab-screen-face-how = Clique sur une face pour la changer : de 1 à 12, + ou #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } essai
       *[other] { $tries } essais
    }
lab-screen-tries-how = Combien de fois tu peux lancer le dé quand aucune de tes pièces n’est encore sortie.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(count: 2)) } à l’abri, sans cartes en plus
lab-screen-protection-how = Une pièce qu’une pièce de sa couleur pourrait venger ne peut pas être prise. La pioche reste comme elle est.
lab-screen-action = Jouer avec les { -action-card(count: 2) }
lab-screen-cards-page = Cartes { $first } à { $last } sur { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-cards-off = Active les { -action-card(count: 2) } pour choisir combien il y a de chaque carte.
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-ready = Avec ces règles, on peut jouer.
lab-screen-try-it = Essayer
lab-screen-save = Enregistrer
lab-screen-play-it = Jouer
lab-screen-open = Ouvrir
lab-screen-import = Importer
lab-screen-export = Exporter
lab-screen-back = Retour
lab-screen-saved = Enregistré : { $path }
lab-screen-exported = { $file } est prêt à être téléchargé.
lab-screen-exported-here = Ton fichier de règles est ici : { $path }
lab-screen-opened = « { $name } » est ouvert.
lab-screen-nothing-saved = Aucune règle n’est encore enregistrée.
lab-screen-open-title = Ouvrir tes règles enregistrées
lab-screen-leave-title = Partir sans enregistrer ?
lab-screen-leave-body = Tes changements dans « { $name } » ne sont pas enregistrés.
lab-screen-leave = Partir
lab-screen-stay = Rester
lab-screen-try-title = Comment se joue « { $name } »
lab-screen-try-playing = L’ordinateur joue tes règles et le jeu du livret jusqu’à ce que les chiffres soient clairs : au plus { $games } parties de chaque.
lab-screen-browser-fewer = Dans le navigateur, l’ordinateur joue seulement { $games } parties de chaque jeu, pour que la page ne se bloque pas.
lab-screen-progress = { $done } sur { $total } parties
lab-screen-stop = Arrêter
lab-screen-stopped =
    Arrêté. { $done ->
        [0] Aucune partie n’est encore finie.
        [one] Les images montrent la seule partie déjà jouée.
       *[other] Les images montrent les { $done } parties déjà jouées.
    }
lab-screen-done =
    { $fair ->
        [fair] Tes règles sont justes (dans les limites du hasard). { $games } parties en { $seconds } secondes (graine { $seed }).
        [unfair] Tes règles ne sont pas justes. { $games } parties en { $seconds } secondes (graine { $seed }).
       *[unknown] { $games } parties en { $seconds } secondes (graine { $seed }).
    }
lab-screen-cannot-run = L’ordinateur ne peut pas jouer avec ces règles : { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Départ rapide : une pièce déjà sortie
        [bring-in-on-any-roll] Tout nombre fait entrer une pièce
        [bring-in-ends-turn] Après une entrée, on ne relance pas
        [start-fields-may-fill] Les deux { -start-field(count: 2) } peuvent être prises
        [capture-any] Prendre à chaque coup
       *[exact-home] Rentrer pile, comme aux petits chevaux
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Chacun commence avec sa première pièce sur une { -start-field } : dès le premier lancer, il y a quelque chose à faire.
        [bring-in-on-any-roll] Comme un +, tout nombre peut faire entrer une pièce de la { -start-box } sur une { -start-field } au lieu d’en déplacer une.
        [bring-in-ends-turn] Dans le livret, on relance après avoir fait entrer une pièce. Avec cette règle, c’est ensuite au joueur suivant.
        [start-fields-may-fill] Le livret veut qu’une { -start-field } reste toujours libre tant que des pièces attendent dans la { -start-box }. Avec cette règle, tes pièces peuvent occuper les deux.
        [capture-any] Dans le livret, une pièce ne prend qu’avec le dernier coup de son lancer. Avec cette règle, chaque coup peut prendre, et la pièce continue.
       *[exact-home] Dans le livret, une pièce rentre à la { -house } et les coups en trop sont perdus. Avec cette règle, elle ne rentre qu’avec le dernier coup de son lancer.
    }
lab-screen-orange-moves = Dé orange :
lab-screen-orange-moves-how = Le livret dit : pour déplacer la { -queen }, la { -rook }, le { -bishop } ou le { -knight }, c’est le dé blanc qui compte ; pour le { -king } et le { -pawn }, le dé orange. Ici vous choisissez les pièces que le dé orange fait avancer (cochées) ; le dé blanc fait avancer toutes les autres.
