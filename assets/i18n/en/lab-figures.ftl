## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: numbers $played, $games, $players, $player (from 1), $median, $low, $high,
## $share, $fair (whole percent), $roll, $card (seconds), $count, $cap (rounds), $from,
## $to, $threads; texts $seed, $level (random, greedy, easy, normal, hard: the skilled
## computer player), and $n, $seconds (a number already written with the
## decimal mark of lab-fig-decimal-mark).

# The decimal mark of a number such as 41.9.
lab-fig-decimal-mark = .
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

# Short labels of the pictures.
lab-fig-title = How the game plays
lab-fig-length = How long a game lasts
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minutes at the table
lab-fig-fairness = How fair it is
lab-fig-player = Player { $player }
lab-fig-starting-player = Starting player
lab-fig-fair-share = Fair share
lab-fig-skill = How much skill matters
lab-fig-liveliness = How lively it is
lab-fig-captures = Captures
lab-fig-lead-changes = Changes of the lead
lab-fig-lost-turns = Lost turns
lab-fig-cards-drawn = Cards drawn
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

# The sentences.
lab-fig-played =
    { $played } of { $games ->
        [one] { $games } game
       *[other] { $games } games
    } played by { $players } computer players (seed { $seed }).
lab-fig-rounds-line = A game lasts { $median } { -round(count: 2) }. Half of the games take { $low } to { $high } { -round(count: 2) }.
lab-fig-minutes-line = At the table that is about { $median } minutes (half of the games: { $low } to { $high } minutes).
lab-fig-minutes-how = The minutes are a guess: { $roll } seconds for each roll, { $card } seconds more for each card.
lab-fig-player-line = Player { $player } wins { $share } % of the games (most likely between { $low } and { $high } %).
lab-fig-start-line = The player who starts wins { $share } % (between { $low } and { $high } %). Fair would be { $fair } %.
lab-fig-skill-line =
    Computer ({ computer-level }) against easy ones wins { $share } % (between { $low } and { $high } %). Fair would be { $fair } %. ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
lab-fig-captures-line = Captures in a game: { $n }
lab-fig-lead-line = The lead changes hands in a game: { $n } times
lab-fig-lead-how = The leader is the player whose pieces have gone furthest along their way.
lab-fig-lost-line = Lost turns: { $share } % of all turns ({ $n } in a game)
lab-fig-lost-how = A turn is lost when no piece moves: a #, nothing to { -bring-in }, or no move after every try.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } drawn in a game: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } game did
       *[other] { $count } games did
    } not end in { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = No game ended in { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } game
       *[other] { $games } games
    } in { $seconds } seconds on { $threads ->
        [one] { $threads } thread
       *[other] { $threads } threads
    }.

# What is chance (issue 51): the shares judged against the fair share, all at once, so
# that a fair game is called unfair in fewer than one run in twenty. $way: more, less
# (and within for the skill verdict); $most the most games a run would play.
lab-fig-bots = Every player was a computer player ({ computer-level }): the shares and the minutes are for players like these.
lab-fig-fair = Fair: the differences between the players are within chance.
lab-fig-no-winner = No game had a winner, so nothing can be said about who wins.
lab-fig-starter-really =
    { $way ->
        [more] The player who starts really wins more
       *[less] The player who starts really wins less
    }: { $share } % where { $fair } % is fair.
lab-fig-player-really =
    { $way ->
        [more] Player { $player } really wins more
       *[less] Player { $player } really wins less
    }: { $share } % where { $fair } % is fair.
lab-fig-skill-verdict =
    { $way ->
        [more] Skill really matters: the better player wins more than chance would give.
        [less] The better player really wins less: care does not pay with these rules.
       *[within] The difference is within chance: luck decides more than skill.
    }
lab-fig-stopped = The figures were clear after { $played } games, so the lab stopped there (it would have played up to { $most }).
lab-fig-not-clear = Even after { $most } games some differences are too small to be sure of.

# Why a run cannot be played.
lab-fig-refused-players = A game needs 2 to 4 players.
lab-fig-refused-seats = The board has no place for these players.
lab-fig-refused-empty-die = A die has no face: nobody could ever roll.
