## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
lab-pic-not-played = No game played yet.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = about { $n } min
lab-pic-minutes-how = Minutes for computer players ({ computer-level }), a guess: { $roll } s a roll, { $card } s a card.
# The word at the dashed line of the fair share.
lab-pic-fair = fair
lab-pic-percent = { $n } %
lab-pic-fair-at = fair: { $n } %
lab-pic-starter = First player: { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    Computer ({ computer-level }) against { $others ->
        [one] { $others } easy one
       *[other] { $others } easy ones
    } wins:
lab-pic-per-game = { $n }
