## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Chess school
chess-school-tab-track = On the track
chess-school-tab-chess = Chess
chess-school-tries = Tries: { $tries } · par { $par }
chess-school-to-move = { chess-side } to move
chess-school-show-me = Show me (Z)
chess-school-again = Try again (R)
chess-school-map = Course map (Esc)
chess-school-keys = Arrows and Enter, or a click: choose · H: hint · Z: show me · R: again · Esc: course map
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Arrows and Enter, a number or a click
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Neither: a move is left
chess-school-yes = Yes
chess-school-no = No
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Repetition
chess-school-answer-draw-fifty = 50 moves
chess-school-answer-draw-too-few = Too few pieces
chess-school-answer-draw-no = No { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Played so far: { $moves }
chess-school-quiet-moves = Moves without a capture or a { -pawn } move: { $count }
chess-school-found = Right: that is { $square }.
chess-school-star =
    { $left ->
        [0] A star!
        [one] A star! One more.
       *[other] A star! { $left } more.
    }
chess-school-reply = { chess-side } answers { $move }. Your move!
chess-school-good = Right!
chess-school-hint-move = Hint: move the piece on { $square } (the { chess-piece }).
chess-school-hint-square = Hint: look for { $square }.
chess-school-hint-key = Hint (H)
chess-school-bridge = You know every piece on the track. Next: the chess school!
chess-school-learn-it = Learn it in the chess school: { $course }, level { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] K
        [queen] Q
        [rook] R
        [bishop] B
        [knight] N
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Not this one: it would give { -check }. In this level the other { -king } only watches.
chess-wrong-no-check = That gives no { -check }: afterwards no piece attacks the { -king }.
chess-wrong-other-way =
    { $took ->
        [flee] That gets out of { -check } by fleeing.
        [block] That gets out of { -check } by stepping between.
       *[capture] That gets out of { -check } by capturing.
    } { $wanted ->
        [flee] Here, flee with the { -king }.
        [block] Here, put a piece between.
       *[capture] Here, capture the piece that gives { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, but not { -checkmate }: the { -king } can still flee to { $square }.
chess-wrong-not-mate-capture = { CAPITAL(-check) }, but not { -checkmate }: the { chess-piece } can capture on { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, but not { -checkmate }: a piece can step between on { $square }.
chess-wrong-no-check-no-mate = That is not even { -check }: nothing attacks the { -king }.
chess-wrong-stalemate = That is { -stalemate }, not { -checkmate }: the { -king } is not in { -check } but cannot move. A { -draw }!
chess-wrong-no-mate-after = Then { chess-side } answers { $reply }, and there is no { -checkmate } in time.
chess-wrong-not-castling = That is no { -castling }: the { -king } goes two squares toward a { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] That castles to the other side. Here castle short, toward the near { -rook }.
       *[long] That castles to the other side. Here castle long, toward the far { -rook }.
    }
chess-wrong-not-en-passant = That is not { -en-passant }: take the { -pawn } that just made its double step, on the square it passed.
chess-wrong-not-the-double-step = The { -pawn } on { $pawn } did not just make its double step: only the { -pawn } on { $double } may be taken in passing.
chess-wrong-no-star = No star on that square. Go on!
chess-wrong-not-a-capture = That captures nothing. Take a piece!
chess-wrong-smaller-capture = The { $took } is worth { $took-value }, but the { $best } is worth { $best-value }. Take the bigger catch!
chess-wrong-verdict-in-check = No: the { -king } is in { -check }.
chess-wrong-verdict-no-check = No: the { -king } is not in { -check }.
chess-wrong-verdict-no-move = No: there is no move at all.
chess-wrong-verdict-flee = No: the { -king } can still flee to { $square }.
chess-wrong-verdict-capture = No: the { chess-piece } can capture the attacker on { $square }.
chess-wrong-verdict-block = No: a piece can step between on { $square }.
chess-wrong-verdict-move = No: there is still a move: { $move }.
chess-wrong-can-castle-yes = Yes, it may: the { -king } is not in { -check }, and the squares it passes and lands on are not attacked.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter = The { chess-piece } is written { $letter }.
chess-wrong-notation-pawn = A { -pawn } has no letter of its own: no { $letter }.
chess-wrong-notation-no-x = This move captures: write an x before the square.
chess-wrong-notation-extra-x = This move captures nothing: no x.
chess-wrong-notation-no-plus = This move gives { -check }: it ends with + (with # for { -checkmate }).
chess-wrong-notation-square = The piece goes to { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] Short { -castling } is written O-O.
       *[long] Long { -castling } is written O-O-O.
    }
chess-wrong-not-that-square = That is { $square }.
chess-wrong-found-already = You found { $square } already.
chess-wrong-king-stays = This level is about the { chess-piece }: only it moves, and the { -king } stays where he is.
chess-wrong-touched = You touched the { chess-piece } on { $square }: now it must move.
chess-wrong-stands-right = The { chess-piece } on { $square } stands where it belongs.
chess-wrong-draw-seen =
    { $count ->
        [one] This position is on the board for the first time.
        [2] This position has been on the board twice, not three times.
       *[other] This position has been on the board { $count } times, not three.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Not one move yet without a capture or a { -pawn } move: far from 50.
        [one] Only one move of each side without a capture or a { -pawn } move, not 50.
       *[other] Only { $count } moves of each side without a capture or a { -pawn } move, not 50.
    }
chess-wrong-draw-can-mate = { chess-side } still has a { chess-piece }: that is enough to mate.
chess-wrong-draw-is-draw = Look again: one of the rules makes this game a { -draw }.
chess-wrong-notation-which = Another { chess-piece } could go to { $square } too: after the letter, write the file this one comes from.

## The courses, in the manual's order.

chess-course-board = The board
chess-course-pieces = The pieces
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = { CAPITAL(-castling) }
chess-course-en-passant = { CAPITAL(-en-passant) }
chess-course-stalemate = { CAPITAL(-stalemate) }
chess-course-notation = Writing moves
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = More rules

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = The corners
    .goal = Click the squares a1 and h8.
    .tell = Every square has a name: its file, a letter from a to h, then its rank, a number from 1 to 8.
chess-level-board-2 = The centre
    .goal = Click the four middle squares: d4, e4, d5 and e5.
    .tell = The four squares in the middle are the centre: from there a piece reaches the most squares.
chess-level-board-7 = A rank
    .goal = Click every square of the 5th rank, from a5 to h5.
    .tell = A rank goes across the board: eight squares with the same number.
chess-level-board-3 = A file
    .goal = Click every square of the c-file, from c1 to c8.
    .tell = A file goes straight up the board: eight squares with the same letter.
chess-level-board-4 = A diagonal
    .goal = Click every square of the long diagonal from a1 to h8.
    .tell = A diagonal runs slantwise, and all its squares have the same colour.
chess-level-board-5 = White on the right
    .goal = Click the corner square at each player's right hand.
    .tell = The board is set so that each player has a white square in the right-hand corner.
chess-level-board-6 = The queen on her colour
    .goal = Where do the queens stand at the start? Click both squares.
    .tell = At the start the white { -queen } stands on a white square, the black { -queen } on a dark one.
chess-level-board-8 = Both armies
    .goal = Four pieces stand on the wrong square. Click each of them.
    .tell = Each army has 16 pieces: a { -king }, a { -queen }, two { -rook(count: 2) }, two { -bishop(count: 2) }, two { -knight(count: 2) } and eight { -pawn(count: 2) }. From the corner in: { -rook }, { -knight }, { -bishop }; the { -queen } on her colour, the { -king } beside her.

## How each piece moves and what it is worth.

chess-level-pieces-1 = The { -rook }
    .goal = Take both stars with the { -rook }.
    .tell = The { -rook } goes straight, as far as it likes, and cannot jump. It is worth 5 { -pawn(count: 2) }.
chess-level-pieces-2 = The { -bishop }
    .goal = Take both stars with the { -bishop }.
    .tell = The { -bishop } goes diagonally and keeps to its colour. It is worth 3 { -pawn(count: 2) }.
chess-level-pieces-3 = The { -knight }
    .goal = Take both stars with the { -knight }.
    .tell = The { -knight } jumps like an L: two squares one way, one to the side. It is worth 3 { -pawn(count: 2) }.
chess-level-pieces-4 = The { -queen }
    .goal = Take both stars with the { -queen }.
    .tell = The { -queen } goes like a { -rook } and a { -bishop } together. She is worth 9 { -pawn(count: 2) }.
chess-level-pieces-5 = The { -king }
    .goal = Walk the { -king } to the star.
    .tell = The { -king } steps one square in any direction. He is worth the whole game.
chess-level-pieces-6 = The { -pawn } becomes a { -queen }
    .goal = Walk the { -pawn } to the last rank.
    .tell = A { -pawn } goes straight forward. On the last rank it becomes a { -queen } (or a { -rook }, { -bishop } or { -knight }).
chess-level-pieces-10 = A { -knight } from a { -pawn }
    .goal = Promote the { -pawn } so that the new piece gives { -check } at once.
    .tell = On the last rank you choose: { -queen }, { -rook }, { -bishop } or { -knight }. The { -queen } is mostly best, but here only the { -knight } gives { -check }, and it attacks the { -queen } too.
chess-level-pieces-7 = The biggest catch
    .goal = Make the capture that wins the most.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Which piece can your { -knight } take?
chess-level-pieces-8 = The { -pawn } captures
    .goal = Make the capture that wins the most.
    .tell = A { -pawn } goes straight forward, but captures one square diagonally forward.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) }!
    .goal = Give { -check } with the { -rook }.
    .tell = When a piece attacks the { -king }, that is { -check }.
chess-level-check-2 = { CAPITAL(-check) } by the { -knight }
    .goal = Give { -check } with the { -knight }.
    .tell = The { -knight } jumps: nothing can step between the { -king } and its { -check }.
chess-level-check-3 = Flee
    .goal = Your { -king } is in { -check }. Flee with the { -king }.
    .tell = The first answer to { -check }: the { -king } steps to a square nobody attacks.
chess-level-check-4 = Step between
    .goal = Your { -king } is in { -check }. Put a piece between.
    .tell = The second answer: a piece steps between the { -king } and the piece that gives { -check }.
chess-level-check-5 = Capture the attacker
    .goal = Your { -king } is in { -check }. Capture the piece that gives it.
    .tell = The third answer, often the best move: capture the piece that gives { -check }.
chess-level-check-6 = Only one way
    .goal = Your { -king } is in { -check }. Find the move that saves it.
    .tell = Try all three answers in your head: flee, step between, capture.
chess-level-check-7 = The best move
    .goal = Your { -king } is in { -check }. Find the best of the three answers.
    .tell = The { -king } could flee, the { -rook } could step between, but capturing the { -queen } wins her: the best move!
chess-level-check-8 = Not into { -check }
    .goal = Walk the { -king } to the star, never onto a square an enemy piece attacks.
    .tell = A { -king } may never step into { -check }. If he does by mistake, the move is taken back and played again.
chess-level-check-9 = Do not leave the { -king } in { -check }
    .goal = Make the capture that wins the most.
    .tell = A piece that shields its { -king } may not step away: it would leave the { -king } in { -check }. That move is taken back too.

## Checkmate and its patterns.

chess-level-mate-1 = The two rooks' mate
    .goal = { CAPITAL(-checkmate) } in one move.
    .tell = { CAPITAL(-checkmate) }: the { -king } is in { -check } and cannot flee, block or capture. One { -rook } guards a rank, the other gives { -check }.
chess-level-mate-2 = The corridor mate
    .goal = { CAPITAL(-checkmate) } in one move.
    .tell = The { -king } is shut in by its own { -pawn(count: 2) }. A { -rook } on the back rank mates.
chess-level-mate-3 = The smothered mate
    .goal = { CAPITAL(-checkmate) } in one move.
    .tell = The { -king } is smothered by its own pieces, and nothing can step between a { -knight } and the { -king }.
chess-level-mate-4 = The queen's mate
    .goal = { CAPITAL(-checkmate) } in one move.
    .tell = { CAPITAL(-queen) } and { -king } together: the { -queen } gives { -check }, the { -king } guards the squares around. Watch out for { -stalemate }!
chess-level-mate-5 = Mate in two
    .goal = { CAPITAL(-checkmate) } in two moves.
    .tell = First a quiet move that takes squares away from the { -king }, then mate. Black defends as well as it can.
chess-level-mate-6 = The rook ladder
    .goal = { CAPITAL(-checkmate) } in two moves.
    .tell = One { -rook } closes a rank, the other gives { -check } on the next: the { -rook(count: 2) } climb like a ladder.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = Castling short
    .goal = Castle short: the { -king } goes two squares toward the near { -rook }.
    .tell = { CAPITAL(-castling) } puts the { -king } in safety: it steps two squares toward a { -rook }, and the { -rook } jumps over it. Neither may have moved before.
chess-level-castling-2 = Castling long
    .goal = Castle long: the { -king } goes two squares toward the far { -rook }.
    .tell = Long { -castling } goes toward the { -queen }'s side; the { -rook } jumps over the { -king } to d1.
chess-level-castling-7 = The { -king } has moved
    .goal = The white { -king } went to f1 and came back. May White castle short now?
    .tell = { CAPITAL(-castling) } is allowed only if the { -king } and that { -rook } have never moved, not even there and back.
chess-level-castling-8 = The { -rook } has moved
    .goal = The { -rook } on h1 went to g1 and came back. May White castle short now?
    .tell = { CAPITAL(-castling) } is allowed only if the { -king } and that { -rook } have never moved, not even there and back.
chess-level-castling-9 = A piece in between
    .goal = May White castle long now?
    .tell = Every square between the { -king } and the { -rook } must be empty, even one the { -king } does not cross.
chess-level-castling-3 = Castle now? (1)
    .goal = May White castle short now?
    .tell = { CAPITAL(-castling) } is forbidden when the { -king } is in { -check }, or would pass or land on an attacked square.
chess-level-castling-4 = Castle now? (2)
    .goal = May White castle short now?
    .tell = { CAPITAL(-castling) } is forbidden when the { -king } is in { -check }, or would pass or land on an attacked square.
chess-level-castling-5 = Castle now? (3)
    .goal = May White castle short now?
    .tell = { CAPITAL(-castling) } is forbidden when the { -king } is in { -check }, or would pass or land on an attacked square.
chess-level-castling-6 = Castle now? (4)
    .goal = May White castle long now?
    .tell = { CAPITAL(-castling) } is forbidden when the { -king } is in { -check }, or would pass or land on an attacked square.

## En passant, only right after the double step.

chess-level-en-passant-6 = The double step
    .goal = Take both stars with the { -pawn(count: 2) }.
    .tell = A { -pawn } goes one square forward; from its first square it may also go two.
chess-level-en-passant-1 = In passing
    .goal = Take the black { -pawn } { -en-passant }.
    .tell = The black { -pawn } just went two squares, past your { -pawn }. Now, and only now, your { -pawn } may take it as if it had gone one.
chess-level-en-passant-2 = Black takes
    .goal = Take the white { -pawn } { -en-passant }.
    .tell = Black may do it too: the white { -pawn } just made its double step.
chess-level-en-passant-3 = Which { -pawn }?
    .goal = Take { -en-passant }.
    .tell = Only the { -pawn } that made its double step in the very last move can be taken in passing.
chess-level-en-passant-4 = Out of { -check } { -en-passant }
    .goal = A { -pawn } gives { -check }. Take it { -en-passant }.
    .tell = The { -pawn } that just moved gives { -check }. Taking it in passing saves the { -king }.
chess-level-en-passant-5 = Two can take
    .goal = Take the white { -pawn } { -en-passant }.
    .tell = Both black { -pawn(count: 2) } stand beside it: either may take.

## Stalemate against mate.

chess-level-stalemate-1 = The queen's corner
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = { CAPITAL(-checkmate) }: in { -check } with no way out. { CAPITAL(-stalemate) }: not in { -check }, but no move at all.
chess-level-stalemate-8 = The pawns
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = Look at every black piece: can any of them move?
chess-level-stalemate-2 = The queen up close
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = Is the { -king } attacked? Where could it go?
chess-level-stalemate-3 = The rook's rank
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = Look at every square the { -king } could go to.
chess-level-stalemate-4 = In the corner
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = Is the { -king } attacked? Can it move?
chess-level-stalemate-5 = One more pawn
    .goal = Black to move: { -checkmate }, { -stalemate } or neither?
    .tell = Look at every piece, not only the { -king }.
chess-level-stalemate-6 = Mate, not stalemate
    .goal = { CAPITAL(-checkmate) } in one move, and no { -stalemate }!
    .tell = With the { -queen }, take all the { -king }'s squares away and give { -check } at the same time.

## Writing the moves.

chess-level-notation-1 = A { -pawn } move
    .goal = How is the marked move written?
    .tell = Write the piece's letter, then the square it goes to. A { -pawn } has no letter: only the square.
chess-level-notation-2 = A { -knight } move
    .goal = How is the marked move written?
    .tell = The letters: K { -king }, Q { -queen }, R { -rook }, B { -bishop }, N { -knight }.
chess-level-notation-3 = A capture
    .goal = How is the marked move written?
    .tell = A capture gets an x between the letter and the square.
chess-level-notation-4 = A { -pawn } captures
    .goal = How is the marked move written?
    .tell = A capturing { -pawn } is written with the file it comes from, as in dxc6.
chess-level-notation-8 = Which { -knight }?
    .goal = How is the marked move written?
    .tell = If two pieces of the same kind can go to the same square, write the file the moving one comes from after its letter: Nfd6 is the { -knight } from the f-file.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = How is the marked move written?
    .tell = A move that gives { -check } gets a + at the end.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = How is the marked move written?
    .tell = Short { -castling } is written O-O, long { -castling } O-O-O.
chess-level-notation-9 = Long { -castling }
    .goal = How is the marked move written?
    .tell = Long { -castling }, toward the { -queen }'s side, is written O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = How is the marked move written?
    .tell = A move that mates gets a # at the end.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { CAPITAL(-king) } and { -knight }
    .goal = Is this game a { -draw }? Why?
    .tell = Besides { -stalemate }, a { -draw } comes from too few pieces to mate, the same position three times, or 50 moves without a capture or a { -pawn } move.
chess-level-draw-2 = { CAPITAL(-king) } and { -rook }
    .goal = Is this game a { -draw }? Why?
    .tell = A { -king } with only a { -knight } or only a { -bishop } cannot mate. With a { -rook } he can.
chess-level-draw-3 = Back and forth
    .goal = Both { -king(count: 2) } went back and forth. Is the game a { -draw }? Why?
    .tell = When the same position is on the board for the third time, the game is a { -draw }.
chess-level-draw-4 = Twice is not enough
    .goal = Both { -king(count: 2) } went back and forth. Is the game a { -draw }? Why?
    .tell = Count how often this very position has been on the board.
chess-level-draw-5 = Fifty moves
    .goal = Is the game a { -draw }? Why?
    .tell = After 50 moves of each side without a capture or a { -pawn } move, the game is a { -draw }.

chess-level-touch-1 = Touched, moved
    .goal = You touched your { -knight }. Give { -check } with it.
    .tell = Touch a piece of yours and you must move it. To set it straight on its square, say "I adjust" before you touch it. Once you let go, the move is made.
chess-level-touch-2 = Touched, even in { -check }
    .goal = Your { -king } is in { -check }, and you touched your { -bishop }. Save the { -king } with it.
    .tell = The touched piece must move if it can. The { -queen } could capture, but you touched the { -bishop } first.
