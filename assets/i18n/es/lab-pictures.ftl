## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
lab-pic-not-played = Todavía no se ha jugado ninguna partida.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = unos { $n } min
lab-pic-minutes-how = Minutos, ordenador { computer-level }: { $roll } s por tirada, { $card } s por carta.
# The word at the dashed line of the fair share.
lab-pic-fair = justo
lab-pic-percent = { $n } %
lab-pic-fair-at = justo: { $n } %
lab-pic-starter = El primero: { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    El ordenador ({ computer-level }) contra { $others ->
        [one] { $others } rival fácil
       *[other] { $others } rivales fáciles
    } gana:
lab-pic-per-game = { $n }
