## The rule lab's pictures: how long, how fair, how much skill, how lively (src/ui/lab/pictures/words.rs).
## Values: numbers $games, $n, $roll, $card (seconds), $others (easy players); texts $level (the skilled computer player: random, greedy, easy, normal, hard),
## $name (a game's name), and $n of lab-pic-per-game (a number already written with
## the decimal mark of lab-fig-decimal-mark).

# The legend: a game's name and how many games its pictures come from.
lab-pic-legend =
    { $name } ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
lab-pic-not-played = Ancora nessuna partita giocata.
# At a histogram: how many rounds a game lasts (half of the games are shorter).
lab-pic-rounds =
    { $n ->
        [one] { $n } { -round }
       *[other] { $n } { -round(count: 2) }
    }
lab-pic-number = { $n }
lab-pic-minutes = circa { $n } min
lab-pic-minutes-how = Minuti per computer ({ computer-level }): { $roll } s per tiro, { $card } s per carta.
# The word at the dashed line of the fair share.
lab-pic-fair = giusto
lab-pic-percent = { $n } %
lab-pic-fair-at = giusto: { $n } %
lab-pic-starter = Chi comincia: il { $n } % ({ $low }–{ $high } %)
lab-pic-skill-who =
    Il computer ({ computer-level }) contro { $others ->
        [one] { $others } computer facile
       *[other] { $others } computer facili
    } vince:
lab-pic-per-game = { $n }
