## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Invité
school-title = École des pièces
school-learner = Élève : { $name } (▲▼)
school-new-name = + Nouveau nom (N)
school-map-keys = Flèches : choisir · Entrée : jouer
school-progress-kept = Étoiles illisibles, gardées dans { $name }
school-race-title = Quelle pièce va le plus vite ? Coups pour un tour, de la { -start-field } à la { -house }
school-found = Trouvées : { $found } sur { $of } · Clics : { $clicks }
school-rolls-so-far = Lancers : { $rolls } · Objectif : { $par }
school-lesson-keys = R : recommencer · Z : montre-moi · Échap : les cours
school-shown = Voilà comment faire ! À toi : recommence.
school-dice-used-up = Tous les dés sont joués.
school-well-done = Bravo ! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [one] { $count } clic
               *[other] { $count } clics
            }, objectif { $par }
       *[false]
            { $count ->
                [one] { $count } lancer
               *[other] { $count } lancers
            }, objectif { $par }
    }
school-next-level = Niveau suivant
school-try-again = Recommencer
school-course-map = Les cours
school-next-learner-key = Élève suivant ▼
school-how-fast-key = Qui va vite ?
school-show-me-key = Montre-moi
school-hint-goal =
    Pourquoi : comme ça, tu { $aim ->
        [star] prends l’étoile
        [stars] prends les étoiles
        [square] arrives sur la case
        [home] ramènes la pièce à la { -house }
       *[capture] prends la pièce
    } { $rolls ->
        [1] tout de suite
       *[other] en { $rolls } lancers
    }.
school-hint-no-way = D’ici, tu ne peux plus y arriver : R pour recommencer.
school-hint-find =
    Compte { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    } depuis la pièce, dans tous les sens. Le cadre montre une case : Entrée.
school-level-resumed = Tu reprends le niveau là où tu l’avais laissé.
school-class-button = Classe (C)
school-class-title = Classe : étoiles par cours
school-class-name = Élève
school-class-total = Total
school-class-out-of = au maximum
school-class-nobody = Personne n’a encore joué : il n’y a pas encore d’étoiles.
school-class-rows = Élèves { $first } à { $last } sur { $of }
school-class-courses = Cours { $first } à { $last } sur { $of }
school-stars-hand-over = Remettre les étoiles (H)
school-stars-gather = Rassembler les étoiles (G)
school-stars-handed-over = Les étoiles { $count ->
        [one] d’un élève sont
       *[other] de { $count } élèves sont
    } dans { $file } : apportez ce fichier sur l’appareil de l’enseignant.
school-stars-downloaded = Les étoiles { $count ->
        [one] d’un élève sont téléchargées
       *[other] de { $count } élèves sont téléchargées
    } sous le nom { $file } : remettez ce fichier à l’enseignant.
school-stars-nothing-to-hand-over = Aucun élève avec un nom n’est encore sur cet appareil : il n’y a pas d’étoiles à remettre (celles d’un invité restent ici).
school-stars-choose = Choisissez les fichiers d’étoiles des enfants (plusieurs à la fois), ou déposez-les sur la page.
school-stars-folder-empty = Pas encore de fichiers d’étoiles dans { $folder } : mettez-y les fichiers d’étoiles des enfants (ou déposez-les sur cette fenêtre), puis appuyez de nouveau sur Rassembler les étoiles.
school-stars-gathered = { $files ->
        [one] Un fichier d’étoiles rassemblé
       *[other] { $files } fichiers d’étoiles rassemblés
    } : la classe compte maintenant { $learners ->
        [one] un élève
       *[other] { $learners } élèves
    }.
school-course-short =
    { $id ->
        [rook] { CAPITAL(-rook) }
        [bishop] { CAPITAL(-bishop) }
        [queen] { CAPITAL(-queen) }
        [knight] { CAPITAL(-knight) }
        [king] { CAPITAL(-king) }
        [pawn] { CAPITAL(-pawn) }
        [line] { CAPITAL(-blocking-line) }
        [home] À la { -house }
        [capture] Prendre
        [pause] Repos
        [covered] { CAPITAL(-covered) }
        [bringin] { CAPITAL(-bring-in) }
        [chess-board] Échiquier
        [chess-pieces] Pièces
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notation
        [chess-rules] Règles
       *[other] { $title }
    }
