## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Comment se déroule une partie
lab-fig-length = Durée d’une partie
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minutes à table
lab-fig-fairness = Est-ce juste ?
lab-fig-player = Joueur { $player }
lab-fig-starting-player = Premier joueur
lab-fig-fair-share = Part égale
lab-fig-skill = Faut-il être habile ?
lab-fig-liveliness = Est-ce animé ?
lab-fig-captures = Prises
lab-fig-lead-changes = Changements de meneur
lab-fig-lost-turns = Tours perdus
lab-fig-cards-drawn = Cartes tirées
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } { $played ->
        [one] partie jouée sur { $games }
       *[other] parties jouées sur { $games }
    }, par { $players } joueurs ordinateur (graine { $seed }).
lab-fig-rounds-line = Une partie dure { $median } { -round(count: 2) }. La moitié des parties durent de { $low } à { $high } { -round(count: 2) }.
lab-fig-minutes-line = À table, cela fait environ { $median } minutes (la moitié des parties : de { $low } à { $high } minutes).
lab-fig-minutes-how = Les minutes sont estimées : { $roll } secondes par lancer, { $card } secondes de plus par carte.
lab-fig-player-line = Le joueur { $player } gagne { $share } % des parties (très probablement entre { $low } et { $high } %).
lab-fig-start-line = Le joueur qui commence gagne { $share } % (entre { $low } et { $high } %). Ce serait juste avec { $fair } %.
lab-fig-skill-line =
    L’ordinateur ({ computer-level }) gagne { $share } % des parties contre des ordinateurs faciles (entre { $low } et { $high } %). Ce serait juste avec { $fair } %. ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
lab-fig-captures-line = Pièces prises dans une partie : { $n }
lab-fig-lead-line = Le meneur change dans une partie : { $n } fois
lab-fig-lead-how = Le meneur est le joueur dont les pièces ont fait le plus de chemin.
lab-fig-lost-line = Tours perdus : { $share } % de tous les tours ({ $n } dans une partie)
lab-fig-lost-how = Un tour est perdu quand aucune pièce ne bouge : un #, rien à { -bring-in }, ou aucun coup après tous les essais.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } tirées dans une partie : { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } partie n’était pas terminée
       *[other] { $count } parties n’étaient pas terminées
    } après { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = Aucune partie n’était terminée après { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } en { $seconds } secondes sur { $threads ->
        [one] { $threads } fil de calcul
       *[other] { $threads } fils de calcul
    }.

lab-fig-refused-players = Une partie se joue à 2, 3 ou 4 joueurs.
lab-fig-refused-seats = Le plateau n’a pas de place pour ces joueurs.
lab-fig-refused-empty-die = Un dé n’a aucune face : personne ne pourrait jamais lancer.
# Ce qui est dû au hasard (ticket 51). $way : more, less (et within pour l’habileté) ;
# $most le plus de parties qu’un essai jouerait.
lab-fig-bots = Chaque joueur était un joueur ordinateur ({ computer-level }) : les parts et les minutes valent pour des joueurs comme eux.
lab-fig-fair = Juste : les différences entre les joueurs restent dans les limites du hasard.
lab-fig-no-winner = Aucune partie n’a eu de gagnant : on ne peut rien dire de qui gagne.
lab-fig-starter-really =
    { $way ->
        [more] Le joueur qui commence gagne vraiment plus souvent
       *[less] Le joueur qui commence gagne vraiment moins souvent
    } : { $share } % là où { $fair } % serait juste.
lab-fig-player-really =
    { $way ->
        [more] Le joueur { $player } gagne vraiment plus souvent
       *[less] Le joueur { $player } gagne vraiment moins souvent
    } : { $share } % là où { $fair } % serait juste.
lab-fig-skill-verdict =
    { $way ->
        [more] L’habileté compte vraiment : le meilleur joueur gagne plus que le hasard ne le voudrait.
        [less] Le meilleur joueur gagne vraiment moins : avec ces règles, le soin ne paie pas.
       *[within] La différence reste dans les limites du hasard : la chance décide plus que l’habileté.
    }
lab-fig-stopped = Les chiffres étaient clairs après { $played } parties : le labo s’est arrêté là (il en aurait joué jusqu’à { $most }).
lab-fig-not-clear = Même après { $most } parties, certaines différences sont trop petites pour être sûres.

