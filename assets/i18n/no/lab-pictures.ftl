## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } spill
       *[other] { $games } spill
    })
lab-pic-not-played = Ingen spill spilt ennå.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = omtrent { $n } min
lab-pic-minutes-how = Minutter, datamaskin { computer-level }: { $roll } s per kast, { $card } s per kort.
# The word at the dashed line of the fair share.
lab-pic-fair = rettferdig
lab-pic-percent = { $n } %
lab-pic-fair-at = rettferdig: { $n } %
lab-pic-starter = Først ut: { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    Datamaskinen ({ computer-level }) mot { $others ->
        [one] { $others } lett motstander
       *[other] { $others } lette motstandere
    } vinner:
lab-pic-per-game = { $n }
