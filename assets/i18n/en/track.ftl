## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.

## Helper messages: other messages use them with the values they were given.

# "a, b or c": joins the last two of a list ($first is "a, b").
list-or = { $first } or { $last }
track-on-off =
    { $state ->
        [true] on
       *[false] off
    }
track-moves-count =
    { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Yellow
        [green] Green
        [blue] Blue
       *[red] Red
    }
track-placing =
    { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Roll (Space)
track-turn-of = { $name }'s turn
track-rolled =
    { $orange ->
        [none] Rolled: { $white }
       *[other] Rolled: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (click or 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Choose a piece
track-choose-piece-touch = Tap a piece
track-choose-target = { CAPITAL(chess-piece) }: choose a target
track-move-of = move { $move } of { $of }
track-backspace-hint = Backspace: one move back
track-step-back-button = ◀ One move back
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Draw a card
track-pass-button = Do nothing
track-choose-bring-in = Which piece comes in?
track-choose-start-field = Onto which { -start-field }?
track-roll-lost = { $name }: no move possible, the roll is lost
track-missed-turn = { $name } misses this turn
track-try-again =
    { $name }: { $tries ->
        [one] { $tries } more try
       *[other] { $tries } more tries
    }
track-roll-again = { $name } rolls again.
track-must-free-start = This move must free a { -start-field }!
track-captured =
    { $by }'s { $by-piece ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    } captures { $name }'s { chess-piece }: it goes back to the box.
track-came-home = { $name }'s { chess-piece } is home!
track-brought-in = { $name } { -bring-in(form: "s") } the { chess-piece }.
track-sent-back = { $name }'s { chess-piece } goes back to the { -start-box }.
# A card put a piece on a field of the track: a pause field ($pause true) or a start field.
track-placed =
    { $name }'s { chess-piece } goes to a { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped =
    { $name }'s { chess-piece } and { $other }'s { $other-piece ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    } swap places.
track-finished = { $name } finishes { track-placing }
track-game-over = Game over!
track-card-drawn = { $name } draws a card: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = The card cannot change anything
track-passed = { $name } does nothing
track-will-miss-turn = { $name } will miss the next turn
track-turn-skipped = { $name } misses a turn
track-computer-turn = Computer { $name } is thinking …
track-step-mode = Step by step: { track-on-off }
track-choose-swap = Choose two pieces to swap
track-choose-send-back = Choose an opponent's piece
track-choose-safe-spot = Choose a piece and a { -pause-field }
track-demo = Demo: computer against computer
track-next-game = New game
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Deck { $deck } · { -discard-pile } { $discards }
track-deck-left = Deck { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = Box { $box } · Track { $track } · Home { $home }
track-show-moves = Show moves: { track-on-off }
track-starts = { $name } starts
track-hint-key = H: the computer's hint, Enter: play it
track-hint-touch = “Hint” shows the computer’s move, “Play it” plays it
track-saved-as = Saved: { $path }
track-unfinished-kept = The unfinished game is kept: { $path }
track-unfinished-kept-later = The unfinished game is kept: the start screen offers it again once this game is over.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = This game is not being saved.
track-resume-question =
    Resume the game from { $minutes ->
        [0] just now
        [one] { $minutes } minute ago
       *[other] { $minutes } minutes ago
    } ({ -round } { $round })?
track-resume = Resume
track-replay-step = Step { $step } of { $of } (arrows)
track-every-ring = Every target: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } rolls { $white }.
       *[other] { $name } rolls { $white } and orange { $orange }.
    }
track-rolls-hash-misses = { $name } rolls # and misses this turn.
track-moves =
    { $name }'s { chess-piece } moves { $times ->
        [one] once
       *[other] { $times } times
    }.
track-need-plus =
    { $name } needs { $roll ->
        [hash] a #
        [plus-or-hash] a + or #
       *[plus] a +
    } to { -bring-in(form: "a-piece") }{ $tries ->
        [0] : no tries left.
        [one] {" "}({ $tries } try left).
       *[other] {" "}({ $tries } tries left).
    }
track-die-useless =
    { $white ->
        [true] The white { $useless } cannot move any piece; the orange { $useful } can.
       *[false] The orange { $useless } cannot move any piece; the white { $useful } can.
    }
track-movable-by-both = White { $white }: { $white-pieces } · orange { $orange }: { $orange-pieces }
track-movable-by-white = White { $white }: { $white-pieces }
track-movable-by-orange = Orange { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Or: move the { $pieces } by the orange { $orange }
track-nothing-moves = No piece can move with this roll.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Leave this game?
track-leave-saved = It stays saved and can be resumed.
track-leave-yes = Yes, leave
track-leave-no = No, keep playing
track-your-turn = { $name }'s turn!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Hint (H)
track-play-hint-button = Play it
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } home
track-no-way-home-item = { CAPITAL(chess-piece) }: no way home now
track-hint-captures = Why: captures { $name }'s { chess-piece }, which was { track-moves-count } from home.
track-hint-home = Why: brings the { chess-piece } home.
track-hint-nearer = Why: brings the { chess-piece } { track-moves-count } nearer home.
track-hint-safer = Why: the { chess-piece } stands safer there.
track-hint-bring-in = Why: a new piece comes into play.
track-hint-card = Why: a card may help.
track-hint-other = Why: nothing else is better.
track-aids-for-beginners = Hints (H) and the { -move-map } (D) are for beginners: choose it for a new game.
track-back = Back
track-walk-further = A click further along walks there

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] good
        [bad] bad
       *[mixed] mixed
    }
card-nothing-happens = Nothing happens: { $why }
card-idle-no-active = no { -active } { chess-piece }
card-idle-cannot-move = the { chess-piece } cannot move
card-idle-no-swap = no two pieces can swap
card-idle-no-send-back = no opponent's piece can go back
card-idle-no-safe-spot = no free { -pause-field } or no piece
card-idle-no-bring-in = no piece can come in
card-idle-no-castling = { -king } and { -rook } are not both on the track
card-idle-none-to-start = no { chess-piece } can go to a { -start-field }
card-idle-other = the card changes nothing
card-go-on = Go on (Enter)

## The menu and the start screen.

menu-fullscreen = Fullscreen (F11)
menu-button = Menu (Esc)
menu-rules = Rules
menu-new-game = New game
menu-to-start = To the start screen
menu-quit = Quit
menu-back = Back to the game
menu-keys = Keys
menu-save-as = Save as …
menu-replay = Replay the game
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Continue: { -round } { $round }
start-continue-chess = Continue: move { $move }
start-continue-yalta = Continue: { yalta-moves } played
start-play = The race
start-learn = Piece school
start-chess = Chess
start-yalta = Yalta: chess for 3
start-language = Language: English
start-open = Open a game…
start-not-a-game = { $file } is no game this program reads: { $why }

## The setup screen.

setup-title = Schachschlamassel – new game
setup-variant = Game
setup-rules = House rules
setup-players = Players
setup-first = Who starts?
setup-roll-for-it = roll for it
setup-speed = Computers
setup-speed-name =
    { $speed ->
        [normal] normal
        [quick] quick
       *[instant] instant
    }
setup-speed-line =
    { $speed ->
        [normal] Normal: every move at a pace that is easy to follow
        [quick] Quick: every move still shown, but short
       *[instant] Instant: the computers play without pausing
    }
setup-language = Language: English
setup-start = Let's go!
setup-back = Back
setup-seat-plays =
    { $plays ->
        [true] plays
       *[false] empty
    }
setup-seat-computer =
    { $computer ->
        [true] Computer
       *[false] Person
    }
setup-keys = Tab/arrows: move · Enter: change · Esc: back
setup-help-level =
    { $help ->
        [beginner] beginner
        [player] player
       *[expert] expert
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] step by step, moves lit, hints
        [player] moves lit; no steps, no hints
       *[expert] no help, as at a real board
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] any move at all
        [greedy] always the move nearest home; never plans
        [easy] like eager, but one move in four at random
        [normal] weighs every move, keeps pieces safe
       *[hard] thinks ahead over the next rolls
    }
setup-settings-broken = The saved settings were broken and have been reset ({ $what }).

## The end page.

end-play-again = Play again
end-new-setup = New setup
end-placings = Placings
end-winner = { $name } wins!
end-button-again = Play again
end-button-review = Review the game
end-button-save = Save
end-button-start = Start screen
end-button-see-board = See the board (Space)
end-show-result = Show the result
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } captured · { $lost } lost · { $lost-rolls ->
        [one] { $lost-rolls } lost roll
       *[other] { $lost-rolls } lost rolls
    } · longest roll { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Keys: the same in every game
key-name =
    { $key ->
        [space] Space
        [enter] Enter
       *[other] { $name }
    }
key-action-back = back: a box closes, or the game's menu opens
key-action-confirm = choose the marked button or square
key-action-next = mark the next button or square
key-action-previous = mark the previous one
key-action-hint = a hint: what the computer would do
key-action-move-map = the { -move-map }: how many moves the piece needs
key-action-fold = at the end: the result folds away to show the board, and back
key-action-fullscreen = full screen on or off
key-action-mute = sound on or off
rules-keys = Arrows: turn pages · Esc: back
rules-back = ◀ Back
rules-next = Next ▶
rules-close = Close
review-back =
    { $finished ->
        [true] The result (Esc)
       *[false] Back to the game (Esc)
    }
school-course-race = How fast? (F)
school-course-back = ◀ Back (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: game { $variant }, seed { $seed }, { $commands ->
        [one] { $commands } command
       *[other] { $commands } commands
    } saved
replay-roll-again-covered = { $name } rolls again. (may capture { -covered } pieces too)
replay-card-quote = “{ $text }”
replay-deck-shuffled = The discards are shuffled into a new pile
replay-card-discarded = The card goes to the { -discard-pile }
replay-place-box = box
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Legal: { $route }
explain-no-start = The save does not start: { $why }
explain-at-from-one = --at counts commands from 1
explain-at-beyond =
    --at { $at } lies beyond the save: it has { $count ->
        [one] { $count } command
       *[other] { $count } commands
    } (use 1 to { $last })
explain-off-board = { $square } is off the board: it is { $width } × { $height }
explain-seat-absent = { $name } does not play in this game
explain-no-piece = This game has no { chess-piece }
