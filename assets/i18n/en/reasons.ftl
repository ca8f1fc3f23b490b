## The reasons: why a piece cannot go to a square (why-…), why an input cannot be done
## now (declined-…), a refused command of the race (refusal-…), chess's reasons and
## refusals (chess-why-…), Yalta's (yalta-why-…). A reason fits a bubble or a panel
## line: at most 90 characters. See ../README.md.
##
## Values:
##   $piece    a piece's key (king, queen, rook, bishop, knight, pawn): chess-piece says it
##   $by       the key of the piece that covers (why-covered)
##   $name     a player's name; $name-end its last letter in lower case, for reason-owner
##   $colour   a seat's colour: yellow, green, blue, red
##   $dice     what brings a piece in or draws a card: plus, plus-or-hash, hash
##   $die      the die a piece moves by: orange, white
##   $needed, $pips, $left, $walked, $moves, $step   numbers (of moves, a roll's pips)
##   $works    counts as a list, made with list-comma, list-or and count-span
##   $side     white, black; $square, $passed, $target chess squares; $cell a Yalta cell
##   $letters  the letters a pawn may become (queen, rook, bishop, knight), the chess school's, said as a list
##   $count, $by1, $by2   Yalta: how many players give check, and their names

## Helper messages: the lists of counts and names, and a player's name as an owner.

list-comma = { $first }, { $last }
count-span = { $from } to { $to }
# A player's name as the owner of something: "Anna's", "Klaus'".
reason-owner =
    { $name-end ->
        [s] { $name }'
        [x] { $name }'
        [z] { $name }'
       *[other] { $name }'s
    }
# One or two Yalta players: "Ada", "Ada and Bo".
yalta-why-players =
    { $count ->
        [one] { $by1 }
       *[other] { $by1 } and { $by2 }
    }

## Why a piece cannot go to a square ($piece: the piece the reason speaks of).

why-game-over = The game is over.
why-not-your-turn = It is { reason-owner } turn.
why-roll-first = Roll the dice first!
why-not-on-track = The { chess-piece } is not on the track.
why-need-plus =
    The { chess-piece } needs { $dice ->
        [plus] a +
       *[plus-or-hash] a + or #
    } to come in.
why-other-die =
    { $die ->
        [orange] The { chess-piece } moves by the orange die, not the white one.
       *[white] The { chess-piece } moves by the white die, not the orange one.
    }
why-not-this-roll = This roll cannot move the { chess-piece }.
why-wall = That square is not part of the track.
why-foreign-house = That is { reason-owner } { -house }.
why-own-piece = Your own { chess-piece } stands there.
why-blocked = The way is blocked: a piece stands in the way.
why-own-line =
    The { chess-piece } may not cross its own { $colour ->
        [yellow] yellow
        [green] green
        [blue] blue
       *[red] red
    } { -blocking-line }.
why-bishop-colour = A { -bishop } always stays on squares of one colour.
why-pause-field = { reason-owner } { chess-piece } is safe on its own { -pause-field }.
why-covered =
    { reason-owner } { chess-piece } is { -covered } by its { $by ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }: it cannot be captured.
why-capture-only-last =
    A capture must be the last move: it takes { $needed ->
        [one] { $needed } move
       *[other] { $needed } moves
    }, the roll is { $pips }.
why-too-far =
    Too far: the { chess-piece } needs { $needed ->
        [one] { $needed } move
       *[other] { $needed } moves
    }, the roll is { $pips }.
why-not-exactly =
    The { chess-piece } cannot end there in exactly { $pips ->
        [one] { $pips } move
       *[other] { $pips } moves
    }.
why-not-exactly-but =
    The { chess-piece } cannot end there in exactly { $pips ->
        [one] { $pips } move
       *[other] { $pips } moves
    }, but in { $works }.
why-house-over-entry = The { -house } can only be entered from your own { -entry-field(count: 2) }.
why-pawn-straight = A { -pawn } moves straight and captures only diagonally.
why-must-free-start = First a { -start-field } must be freed.
why-blockade = That would block another colour's start or entry fields.
why-unreachable = The { chess-piece } cannot get there.
why-back-to-start =
    The { chess-piece } cannot return to its square in exactly { $pips ->
        [one] { $pips } move
       *[other] { $pips } moves
    }.
why-back-to-start-only =
    The { chess-piece } cannot return to its square in exactly { $pips ->
        [one] { $pips } move
       *[other] { $pips } moves
    }, only in { $works }.
why-foreign-piece = That is { reason-owner } { chess-piece }: choose one of your own pieces.
why-at-home = The { chess-piece } is home: it moves no more.
why-stuck =
    The { chess-piece } finds no way of exactly { $pips ->
        [one] { $pips } move
       *[other] { $pips } moves
    } from where it stands.
why-start-fields-taken = Both { -start-field(count: 2) } are taken: nothing can come in now.
why-card-wants-foreign = This card takes another player's piece.
why-card-wants-own = This card takes one of your own pieces.
why-card-wants-active = This card takes only pieces on the track: the { chess-piece } is not on it.
why-finished = { $name } has finished: those pieces are never touched.
why-no-free-pause-field = Every { -pause-field } of your colour is taken.

## Why an input cannot be done now.

declined-must-free-start = The { chess-piece } cannot free a { -start-field }, and this roll must free one.
declined-blockade = The { chess-piece } would block another colour's start or entry fields.
declined-not-in-game = There is no { chess-piece } in this game.
declined-rolled-already = The dice are rolled: play this roll first.
declined-card-first = First do what the card says.
declined-must-move = This roll cannot be passed: a piece must move.
declined-no-cards = This game has no { -action-card(count: 2) }.
declined-no-card-now =
    { $dice ->
        [hash] Only a # draws a card.
       *[plus-or-hash] Only a + or # draws a card.
    }
declined-deck-empty = No card is left to draw.
declined-box-empty = Your box is empty: there is nothing to { -bring-in }.
declined-need-plus =
    Only { $dice ->
        [plus] a +
       *[plus-or-hash] a + or #
    } brings a piece in.
declined-nothing-to-take-back = There is no move to take back.
declined-nothing-to-choose = Nothing on the board to choose now: use the buttons.
declined-nothing-under-cursor = Choose with the arrow keys first, then press Enter.
declined-walk-goes-on =
    The roll is not used up: { $left ->
        [one] { $left } move
       *[other] { $left } moves
    } still to go.
declined-choose-piece-first = First choose a piece: the framed ones can move.
declined-use-buttons-bring-in = Click a piece in your box to bring it in, or use a button.
declined-use-buttons = Use a button for this roll.
declined-choose-marked = Choose one of the marked squares.
declined-already-chosen = The { chess-piece } is chosen: now click where it should go.
declined-stands-here = The { chess-piece } stands here now: choose its next move.
declined-several-ways = Several ways lead there: choose the next move yourself.
declined-several-ways-walked =
    Several ways lead there: { $walked ->
        [one] { $walked } move
       *[other] { $walked } moves
    } walked, choose the next one yourself.
declined-not-from-here =
    From here the { chess-piece } cannot get there in { $left ->
        [one] { $left } move
       *[other] { $left } moves
    }: take moves back.

## A refused command of the race.

refusal-game-over = The game is over.
refusal-not-now = That is not the decision at hand.
refusal-not-legal = That is not allowed now.
refusal-bad-route = Move { $step } of the route is not possible.
refusal-wrong-length =
    The route has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } but the roll is { $pips }.
refusal-piece-not-movable = The { chess-piece } cannot make this roll.

## Chess: why a move is refused ($piece on $square: the piece in the way, or the one
## that attacks).

chess-why-no-piece = There is no piece on that square.
chess-why-not-your-piece = That is { chess-side }'s piece, and it is not { chess-side }'s turn.
chess-why-own-piece-there = One of your own pieces stands there (your { chess-piece }).
chess-why-not-how-it-moves = The { chess-piece } does not move that way.
chess-why-pawn-forward = A { -pawn } moves only forward.
chess-why-pawn-captures-diagonally = A { -pawn } captures only diagonally: the { chess-piece } on { $square } blocks its way.
chess-why-pawn-diagonal-to-capture = A { -pawn } goes diagonally only to capture.
chess-why-double-step = A { -pawn } moves two squares only from its starting square.
chess-why-way-blocked = The way is blocked: the { chess-piece } on { $square } stands in it.
chess-why-king-in-check = There the { chess-piece } on { $square } would attack your { -king }.
chess-why-pinned = This piece is pinned: if it moves, the { chess-piece } on { $square } attacks your { -king }.
chess-why-must-answer-check = The { chess-piece } on { $square } gives { -check }: this move does not save your { -king }.
chess-why-castling-king-moved = No { -castling }: the { -king } has already moved.
chess-why-castling-rook-moved = No { -castling }: this { -rook } has already moved.
chess-why-castling-right-lost = No { -castling }: the right to it is lost in this position.
chess-why-castling-between = No { -castling }: the { chess-piece } on { $square } stands between { -king } and { -rook }.
chess-why-castling-in-check = No { -castling }: the { chess-piece } on { $square } gives { -check }.
chess-why-castling-passes = No { -castling }: the { -king } would pass { $passed }, which the { chess-piece } on { $square } attacks.
chess-why-castling-lands = No { -castling }: on { $target } the { chess-piece } on { $square } would attack the { -king }.
chess-why-game-over = The game is over.
chess-why-promotion-piece-missing = Choose the piece the { -pawn } becomes: { $letters }.
chess-why-bad-promotion-piece = A { -pawn } becomes a { -queen }, { -rook }, { -bishop } or { -knight }, and only on the last rank.
chess-why-no-draw-to-claim = Nothing to claim: no position came 3 times, no 50 moves without capture or { -pawn } move.
chess-why-offer-stands = A { -draw } offer already stands.
chess-why-no-offer = There is no { -draw } offer to answer.

## Yalta: why a move is refused ($name: the owner of a piece; yalta-why-players: who
## gives check or attacks).

yalta-why-game-over = The game is over.
yalta-why-no-piece = There is no piece on { $cell }.
yalta-why-not-your-piece = The piece on { $cell } is { reason-owner }.
yalta-why-own-piece-there = Your own piece stands on { $cell }.
yalta-why-king-never-taken = { reason-owner } { -king } is never taken.
yalta-why-not-how-it-moves = That is not how the { chess-piece } moves.
yalta-why-way-blocked = The way is blocked (on { $cell }).
yalta-why-pawn-captures-diagonally = A { -pawn } captures only diagonally: the cell ahead is taken.
yalta-why-pawn-diagonal-to-capture = A { -pawn } moves diagonally only to capture.
yalta-why-king-in-check = The { -king } would stand in { -check } there, from { yalta-why-players }.
yalta-why-stays-in-check = Your { -king } is in { -check } from { yalta-why-players } and would stay so.
yalta-why-pinned = The piece is pinned by { reason-owner } piece on { $cell }.
yalta-why-promotion-needed = Choose what the { -pawn } becomes.
yalta-why-no-promotion-here = Only a { -pawn } on another player's back row is promoted.
yalta-why-castling-right-lost = No { -castling }: the { -king } or that { -rook } has moved.
yalta-why-castling-way-not-empty = No { -castling }: { $cell } is not empty.
yalta-why-castling-in-check = No { -castling } out of { -check } (by { yalta-why-players }).
yalta-why-castling-passes =
    No { -castling }: { yalta-why-players } { $count ->
        [one] attacks
       *[other] attack
    } { $cell }, which the { -king } passes.
yalta-why-castling-lands =
    No { -castling }: { yalta-why-players } { $count ->
        [one] attacks
       *[other] attack
    } { $cell }, where the { -king } lands.
