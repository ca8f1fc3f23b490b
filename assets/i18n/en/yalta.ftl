## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player).
yalta-colour =
    { $player ->
        [white] White
        [black] Black
       *[red] Red
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }

yalta-title = Yalta
yalta-person = Person
yalta-computer = Computer ({ computer-level })
yalta-setup-title = Yalta: chess for three
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] Red's { -queen }: on the light cell (rd1)
        [dark] Red's { -queen }: on the dark cell (re1)
    }
yalta-play = Play
# Continue the saved game of $moves moves.
yalta-continue = Continue the saved game ({ yalta-moves })
yalta-back = Back
yalta-setup-keys = ↑ ↓ Tab: choose · ← →: change · Enter: type a name, or play · Esc: back
yalta-turn = { $name }'s turn
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] Check: { $king } by { $by1 }
       *[other] Check: { $king } by { $by1 }, { $by2 }
    }
yalta-keys = Arrows: cursor · Tab: next piece · Enter: choose, move · Esc: menu
yalta-keys-yfen = Ctrl+C, Ctrl+V: copy or paste the position (YFEN)
yalta-material = material { $points }
yalta-why-not = Why not?
yalta-yfen-copied = YFEN copied: { $yfen }
yalta-pasted = Position pasted.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner.
yalta-takes = { $name }: { $move }, takes { $owner }'s { chess-piece }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) }! { $by1 } gives check to { $king }.
       *[other] { CAPITAL(-check) }! { $by1 } and { $by2 } give check to { $king }.
    }
yalta-checkmate = { CAPITAL(-checkmate) }! { $loser } is mated. { $winner } wins!
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } cannot move and is not in check. A draw.
yalta-repetition = The same position three times: a draw.
yalta-move-limit = 150 moves without a capture or a pawn move: a draw.
yalta-only-kings = Only the kings are left: a draw.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Show where a piece can go: on
       *[false] Show where a piece can go: off
    }
yalta-save-game = Save the game
yalta-saved-to = Saved: { $path }
yalta-save-failed = Not saved: { $error }
yalta-leave-kept = The autosave keeps it: "Continue Yalta" on the start screen brings it back.
yalta-leave-lost = This game is not kept.
yalta-new-game-question = Start a new game?
yalta-new-game-kept = The setup can still continue this one.
yalta-new-game-yes = Yes, a new game
yalta-promote-title = What does the { -pawn } become?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Cancel: no move
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}wins
        [mated] {" "}is checkmated
        [stalemated] {" "}cannot move: { -stalemate }
        [draw] : a draw
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] took nothing
       *[other] took { $took }: { $pieces }
    }
yalta-review-title = Review
# The review at the start of a game of $n moves.
yalta-review-start =
    { $n ->
        [one] The start (0 of { $n } move)
       *[other] The start (0 of { $n } moves)
    }
yalta-review-step = Move { $k } of { $n }
yalta-review-back = Back to the result
yalta-review-keys = ← →: a move back or on · Home, End: first, last · Esc: back
