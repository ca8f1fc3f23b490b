## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"fr": "…"}, "goal_text": {"fr": "…"}); one without either shows
## its id.

course-rook = La { -rook }
level-rook-1 = Tout droit
    .goal = Amène la { -rook } sur l’étoile.
level-rook-2 = Dans le virage
    .goal = La { -rook } va seulement tout droit : attrape l’étoile.
level-rook-3 = Deux étoiles
    .goal = Attrape les deux étoiles.
level-rook-4 = Des pièces gênent
    .goal = La { -rook } ne saute pas par-dessus les pièces : attrape l’étoile.
level-rook-5 = Toujours deux coups
    .goal = Le dé fait toujours 2 : un lancer doit finir sur l’étoile.
level-rook-6 = Prendre
    .goal = Prends la { -queen } bleue.
level-rook-7 = Toutes les cases
    .goal = Clique sur toutes les cases où la { -rook } arrive en 1 coup.

course-bishop = Le { -bishop }
level-bishop-1 = En diagonale
    .goal = Le { -bishop } va en diagonale : attrape l’étoile.
level-bishop-2 = Loin en diagonale
    .goal = Attrape l’étoile.
level-bishop-3 = Une seule couleur
    .goal = Le { -bishop } garde sa couleur : attrape l’étoile.
level-bishop-4 = Deux étoiles
    .goal = Attrape les deux étoiles.
level-bishop-5 = Prendre
    .goal = Prends le { -knight } bleu.
level-bishop-6 = Toutes les cases
    .goal = Clique sur toutes les cases où le { -bishop } arrive en 1 coup.

course-queen = La { -queen }
level-queen-1 = Tout droit et en diagonale
    .goal = La { -queen } va tout droit et en diagonale : attrape l’étoile.
level-queen-2 = Très loin
    .goal = Attrape l’étoile.
level-queen-3 = Trois étoiles
    .goal = Attrape toutes les étoiles.
level-queen-4 = Juste trois
    .goal = Arrive sur l’étoile en 3 coups tout juste.
level-queen-5 = Prendre
    .goal = Prends la { -rook } bleue.

course-knight = Le { -knight }
level-knight-1 = Le saut
    .goal = Le { -knight } saute en L : attrape l’étoile.
level-knight-2 = Deux sauts
    .goal = Attrape l’étoile.
level-knight-3 = Par-dessus les pièces
    .goal = Le { -knight } saute par-dessus les pièces : attrape l’étoile.
level-knight-4 = Deux étoiles
    .goal = Attrape les deux étoiles.
level-knight-5 = Juste deux
    .goal = Arrive sur l’étoile en 2 sauts tout juste.
level-knight-6 = Prendre
    .goal = Prends la { -rook } bleue.
level-knight-7 = Tous les sauts
    .goal = Clique sur toutes les cases où le { -knight } arrive en 1 saut.
level-knight-8 = Tous les doubles sauts
    .goal = Clique sur toutes les cases où le { -knight } arrive en 2 sauts tout juste, même la sienne.

course-king = Le { -king }
level-king-1 = Un pas
    .goal = Le { -king } fait un pas d’une case : attrape l’étoile.
level-king-2 = Trois pas
    .goal = Le dé fait toujours 3 : un lancer doit finir sur l’étoile.
level-king-3 = Deux étoiles
    .goal = Attrape les deux étoiles.
level-king-4 = Prendre
    .goal = Prends le { -pawn } bleu.
level-king-5 = Aller et retour
    .goal = Arrive sur l’étoile en 4 pas tout juste.
level-king-6 = La clôture
    .goal = Le dé fait toujours 3 : prends des pièces pour passer la clôture, jusqu’à l’étoile.

course-pawn = Le { -pawn }
level-pawn-1 = Tout droit
    .goal = Le { -pawn } va tout droit : attrape l’étoile.
level-pawn-2 = Dans le virage
    .goal = Attrape l’étoile.
level-pawn-3 = Prendre en diagonale
    .goal = Le { -pawn } prend en diagonale : prends la { -rook } bleue.
level-pawn-4 = Trois pas
    .goal = Le dé fait toujours 3 : un lancer doit finir sur l’étoile.
level-pawn-5 = Pas de prise tout droit
    .goal = Le { -pawn } prend seulement en diagonale : prends le { -knight } bleu.
level-pawn-6 = Trop près !
    .goal = Le dé fait toujours 3 : un lancer doit finir sur l’étoile toute proche.

course-line = La { -blocking-line }
level-line-1 = On ne traverse pas
    .goal = Ta pièce ne traverse pas ta { -blocking-line } : attrape l’étoile.
level-line-2 = Les autres barrières
    .goal = Les barrières des autres couleurs ne t’arrêtent pas : attrape l’étoile.
level-line-3 = Un tour complet
    .goal = Le dé fait toujours 2 : à cause de ta { -blocking-line }, tu fais tout le tour.
level-line-4 = Derrière la barrière
    .goal = Le dé fait toujours 2 : prends la { -rook } derrière ta { -blocking-line }.
level-line-5 = À chaque couleur sa barrière
    .goal = Tu joues vert et le dé fait toujours 2 : attrape l’étoile derrière ta { -blocking-line } verte.

course-home = Rentrer à la { -house }
level-home-1 = Par la { -entry-field }
    .goal = On entre dans la { -house } seulement par une { -entry-field } : rentre à la { -house }.
level-home-2 = Le { -knight } rentre
    .goal = Ramène le { -knight } à la { -house }.
level-home-3 = Les coups en trop sont perdus
    .goal = Le dé fait toujours 3 : rentre à la { -house }.
level-home-4 = Le { -bishop } entre en diagonale
    .goal = En diagonale aussi, on entre seulement par une { -entry-field } : rentre à la { -house }.
level-home-5 = Des visiteurs à la porte
    .goal = Le dé fait toujours 2 : prends un visiteur sur tes { -entry-field(count: 2) } et rentre.

course-capture = Prendre
level-capture-1 = Avec le dernier coup
    .goal = Le dé fait toujours 2 et on prend seulement au dernier coup : prends la { -rook }.
level-capture-2 = Pas sur la { -pause-field }
    .goal = Sur sa { -pause-field }, le { -knight } est à l’abri : prends le { -bishop } dans le coin.
level-capture-3 = { CAPITAL(-covered) }
    .goal = Le { -knight } protège le { -bishop }, qui est donc à l’abri : prends la { -queen } dans le coin.
level-capture-4 = Un pas en arrière
    .goal = Le dé fait toujours 2 : prends le { -bishop } juste à côté de toi.
level-capture-5 = Le { -knight } gêne
    .goal = Le { -knight } est sur le chemin : prends la { -queen } derrière lui.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = Ta { -pause-field }
    .goal = Sur ta { -pause-field }, tu es à l’abri : mets la { -rook } dessus.
level-pause-2 = Mauvaise couleur
    .goal = La { -rook } bleue est sur ta { -pause-field }, pas sur la sienne : prends-la.
level-pause-3 = Le barrage
    .goal = Le { -bishop } vert est à l’abri sur sa { -pause-field } : prends un { -knight } et attrape l’étoile.
level-pause-4 = De repos en repos
    .goal = Tu as une { -pause-field } dans chaque coin : va sur les quatre.
level-pause-5 = Le chemin du coin
    .goal = Bleu et vert sont à l’abri sur leurs { -pause-field(count: 2) } : prends le { -knight } rouge dans le coin.

course-covered = Pièces { -covered(count: 2) }
level-covered-1 = { CAPITAL(-covered) }, donc à l’abri
    .goal = Tu ne peux pas prendre le { -knight } protégé : prends la { -rook } bleue.
level-covered-2 = D’abord le gardien
    .goal = La { -rook } bleue protège le { -knight } : prends le { -knight }.
level-covered-3 = Le { -pawn } protège en diagonale
    .goal = Le { -pawn } protège seulement en diagonale : prends le { -bishop } à côté de lui.
level-covered-4 = Se mettre entre les deux
    .goal = La { -rook } bleue protège le { -knight } : mets-toi entre eux et prends le { -knight }.
level-covered-5 = La barrière sépare
    .goal = Le dé fait toujours 2, et la { -rook } ne protège pas de l’autre côté de sa { -blocking-line } : prends le { -knight }.
level-covered-6 = La chaîne
    .goal = Le { -bishop } protège la { -rook }, la { -rook } protège le { -knight } : prends le { -knight }.

course-bringin = { CAPITAL(-bring-in) } une pièce
level-bringin-1 = Un plus !
    .goal = Un + fait { -bring-in } une pièce sur une { -start-field } : amène la { -rook } sur l’étoile.
level-bringin-2 = Quelle { -start-field } ?
    .goal = Tu choisis la { -start-field } : amène le { -knight } sur l’étoile.
level-bringin-3 = Un visiteur sur ta { -start-field }
    .goal = Une pièce sur ta { -start-field } est prise quand tu en fais { -bring-in } une : prends la { -rook } bleue.
level-bringin-4 = Garder une case libre
    .goal = Après avoir fait { -bring-in } une pièce, il faut libérer une { -start-field } : fais { -bring-in } la { -queen } et attrape les deux étoiles.
level-bringin-5 = Deux plus
    .goal = Fais { -bring-in } les deux pièces et attrape les deux étoiles.
