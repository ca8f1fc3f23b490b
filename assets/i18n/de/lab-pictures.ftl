## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    })
lab-pic-not-played = Noch kein Spiel gespielt.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = etwa { $n } Min.
lab-pic-minutes-how = Minuten für Computer ({ computer-level }): { $roll } s pro Wurf, { $card } s pro Karte.
# The word at the dashed line of the fair share.
lab-pic-fair = gerecht
lab-pic-percent = { $n } %
lab-pic-fair-at = gerecht: { $n } %
lab-pic-starter = Wer anfängt: { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    Computer ({ computer-level }) gegen { $others ->
        [one] { $others } leichten Gegner
       *[other] { $others } leichte Gegner
    } gewinnt:
lab-pic-per-game = { $n }
