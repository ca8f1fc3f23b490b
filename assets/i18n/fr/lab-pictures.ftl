## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
lab-pic-not-played = Aucune partie jouée pour l’instant.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = environ { $n } min
lab-pic-minutes-how = Minutes, ordinateur { computer-level } : { $roll } s par lancer, { $card } s par carte.
# The word at the dashed line of the fair share.
lab-pic-fair = juste
lab-pic-percent = { $n } %
lab-pic-fair-at = juste : { $n } %
lab-pic-starter = Premier : { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    L’ordinateur ({ computer-level }) contre { $others ->
        [one] { $others } ordinateur facile
       *[other] { $others } ordinateurs faciles
    } gagne :
lab-pic-per-game = { $n }
