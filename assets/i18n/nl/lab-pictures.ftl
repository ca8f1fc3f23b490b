## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
lab-pic-not-played = Nog geen spel gespeeld.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = zo'n { $n } min
lab-pic-minutes-how = Minuten voor computers ({ computer-level }): { $roll } s per worp, { $card } s per kaart.
# The word at the dashed line of the fair share.
lab-pic-fair = eerlijk
lab-pic-percent = { $n } %
lab-pic-fair-at = eerlijk: { $n } %
lab-pic-starter = Wie begint: { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    De computer ({ computer-level }) tegen { $others ->
        [one] { $others } makkelijke tegenstander
       *[other] { $others } makkelijke tegenstanders
    } wint:
lab-pic-per-game = { $n }
