## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = The { -rook }
level-rook-1 = Straight on
    .goal = Move the { -rook } onto the star.
level-rook-2 = Round the corner
    .goal = The { -rook } moves only straight: get the star.
level-rook-3 = Two stars
    .goal = Collect both stars.
level-rook-4 = Pieces in the way
    .goal = The { -rook } does not jump over pieces: get the star.
level-rook-5 = Always two moves
    .goal = Every roll is a 2: a roll must end on the star.
level-rook-6 = Capture
    .goal = Capture the blue { -queen }.
level-rook-7 = Every square
    .goal = Click every square the { -rook } reaches in 1 move.

course-bishop = The { -bishop }
level-bishop-1 = Diagonal
    .goal = The { -bishop } moves diagonally: get the star.
level-bishop-2 = Far diagonal
    .goal = Get the star.
level-bishop-3 = One colour
    .goal = The { -bishop } keeps its colour: get the star.
level-bishop-4 = Two stars
    .goal = Collect both stars.
level-bishop-5 = Capture
    .goal = Capture the blue { -knight }.
level-bishop-6 = Every square
    .goal = Click every square the { -bishop } reaches in 1 move.

course-queen = The { -queen }
level-queen-1 = Straight and diagonal
    .goal = The { -queen } moves straight and diagonally: get the star.
level-queen-2 = Far away
    .goal = Get the star.
level-queen-3 = Three stars
    .goal = Collect every star.
level-queen-4 = Exactly three
    .goal = Land on the star in exactly 3 moves.
level-queen-5 = Capture
    .goal = Capture the blue { -rook }.

course-knight = The { -knight }
level-knight-1 = The jump
    .goal = The { -knight } jumps like an L: get the star.
level-knight-2 = Two jumps
    .goal = Get the star.
level-knight-3 = Over pieces
    .goal = The { -knight } jumps over pieces: get the star.
level-knight-4 = Two stars
    .goal = Collect both stars.
level-knight-5 = Exactly two
    .goal = Land on the star in exactly 2 jumps.
level-knight-6 = Capture
    .goal = Capture the blue { -rook }.
level-knight-7 = Every jump
    .goal = Click every square the { -knight } reaches in 1 jump.
level-knight-8 = Every double jump
    .goal = Click every square the { -knight } reaches in exactly 2 jumps, even the one it stands on.

course-king = The { -king }
level-king-1 = One step
    .goal = The { -king } walks one square: get the star.
level-king-2 = Three steps
    .goal = Every roll is a 3: a roll must end on the star.
level-king-3 = Two stars
    .goal = Collect both stars.
level-king-4 = Capture
    .goal = Capture the blue { -pawn }.
level-king-5 = Back and forth
    .goal = Land on the star in exactly 4 steps.
level-king-6 = The fence
    .goal = Every roll is a 3: capture your way through the fence until a roll ends on the star.

course-pawn = The { -pawn }
level-pawn-1 = Straight
    .goal = The { -pawn } walks straight: get the star.
level-pawn-2 = Round the corner
    .goal = Get the star.
level-pawn-3 = Capture diagonally
    .goal = The { -pawn } captures diagonally: capture the blue { -rook }.
level-pawn-4 = Three steps
    .goal = Every roll is a 3: a roll must end on the star.
level-pawn-5 = No capturing straight ahead
    .goal = The { -pawn } captures only diagonally: capture the blue { -knight }.
level-pawn-6 = Too close!
    .goal = Every roll is a 3: a roll must end on the nearby star.

course-line = The { -blocking-line }
level-line-1 = Not across the line
    .goal = Your piece may not cross your { -blocking-line }: get the star.
level-line-2 = Other lines
    .goal = Other colours' lines do not stop you: get the star.
level-line-3 = Once around
    .goal = Every roll is a 2: your { -blocking-line } sends you all the way round to get home.
level-line-4 = Behind the line
    .goal = Every roll is a 2: capture the { -rook } behind your { -blocking-line }.
level-line-5 = Every colour has its own line
    .goal = You play green and every roll is a 2: get the star behind your green { -blocking-line }.

course-home = Coming home
level-home-1 = Over the { -entry-field }
    .goal = You can only go into the { -house } over an { -entry-field }: come home.
level-home-2 = The { -knight } comes home
    .goal = Bring the { -knight } home.
level-home-3 = Leftover moves are lost
    .goal = Every roll is a 3: come home.
level-home-4 = The { -bishop } comes in diagonally
    .goal = Diagonally too, you can only go in over an { -entry-field }: come home.
level-home-5 = Visitors at the door
    .goal = Every roll is a 2: capture a visitor on your { -entry-field(count: 2) } and come home.

course-capture = Capturing
level-capture-1 = With the last move
    .goal = Every roll is a 2, and you capture only with the last move: capture the { -rook }.
level-capture-2 = Not on the { -pause-field }
    .goal = On its { -pause-field } the { -knight } is safe: capture the { -bishop } in the corner.
level-capture-3 = { CAPITAL(-covered) }
    .goal = The { -knight } covers the { -bishop }, so the { -bishop } is safe: capture the { -queen } in the corner.
level-capture-4 = One step back
    .goal = Every roll is a 2: capture the { -bishop } right next to you.
level-capture-5 = The { -knight } in the way
    .goal = The { -knight } is in the way: capture the { -queen } behind it.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = Your { -pause-field }
    .goal = On your { -pause-field } you are safe: move the { -rook } onto it.
level-pause-2 = Wrong colour
    .goal = The blue { -rook } stands on your { -pause-field }, not on its own: capture it.
level-pause-3 = The barrier
    .goal = You cannot capture the green { -bishop } on its { -pause-field }: capture a { -knight } and get the star.
level-pause-4 = From pause to pause
    .goal = You have a { -pause-field } in every corner: visit all four.
level-pause-5 = The way into the corner
    .goal = Blue and green are safe on their { -pause-field(count: 2) }: capture the red { -knight } in the corner.

course-covered = { CAPITAL(-covered) } pieces
level-covered-1 = { CAPITAL(-covered) } is safe
    .goal = You may not capture the { -covered } { -knight }: capture the blue { -rook }.
level-covered-2 = The guard first
    .goal = The blue { -rook } covers the { -knight }: capture the { -knight }.
level-covered-3 = The { -pawn } covers diagonally
    .goal = The { -pawn } covers only diagonally: capture the { -bishop } beside it.
level-covered-4 = Step in between
    .goal = The blue { -rook } covers the { -knight }: step in between and capture the { -knight }.
level-covered-5 = The line divides
    .goal = Every roll is a 2, and the { -rook } does not cover across its { -blocking-line }: capture the { -knight }.
level-covered-6 = The chain
    .goal = The { -bishop } covers the { -rook }, the { -rook } covers the { -knight }: capture the { -knight }.

course-bringin = { CAPITAL(-bring-in(form: "ing")) }
level-bringin-1 = A plus!
    .goal = A + brings a piece onto a { -start-field }: take the { -rook } to the star.
level-bringin-2 = Which { -start-field }?
    .goal = You choose the { -start-field }: take the { -knight } to the star.
level-bringin-3 = A visitor on your { -start-field }
    .goal = A piece on your { -start-field } is captured when you bring one in: capture the blue { -rook }.
level-bringin-4 = Keep one field free
    .goal = After bringing a piece in, you must free a { -start-field }: bring the { -queen } in and get both stars.
level-bringin-5 = Two pluses
    .goal = Bring both pieces in and collect both stars.
