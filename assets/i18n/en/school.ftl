## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Guest
school-title = Piece school
school-learner = Learner: { $name } (▲▼)
school-new-name = + New name (N)
school-map-keys = Arrows: choose · Enter: play
school-progress-kept = Stars unreadable, kept as { $name }
school-race-title = How fast is each piece? Moves for one lap from the { -start-field } into the { -house }
school-found = Found: { $found } of { $of } · Clicks: { $clicks }
school-rolls-so-far = Rolls: { $rolls } · Par: { $par }
school-lesson-keys = R: try again · Z: show me · Esc: course map
school-shown = That is how! Your turn: try again.
school-dice-used-up = The dice are used up.
school-well-done = Well done! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [one] { $count } click
               *[other] { $count } clicks
            }, par { $par }
       *[false]
            { $count ->
                [one] { $count } roll
               *[other] { $count } rolls
            }, par { $par }
    }
school-next-level = Next level
school-try-again = Try again
school-course-map = Course map
school-next-learner-key = Next learner ▼
school-how-fast-key = How fast?
school-show-me-key = Show me
# Why the move shown is good: what it gets ($aim), and in how many rolls ($rolls, 1
# is "now").
school-hint-goal =
    Why: this { $aim ->
        [star] gets the star
        [stars] gets the stars
        [square] reaches the square
        [home] brings the piece home
       *[capture] captures the piece
    } { $rolls ->
        [1] now
       *[other] in { $rolls } rolls
    }.
school-hint-no-way = From here the goal cannot be reached any more: R tries again.
school-hint-find =
    Count { $n ->
        [one] { $n } move
       *[other] { $n } moves
    } from the piece in every direction. The frame shows one: Enter.
school-level-resumed = The level goes on where you left it.
school-class-button = Class (C)
school-class-title = Class: stars per course
school-class-name = Learner
school-class-total = Total
school-class-out-of = out of
school-class-nobody = No learner has played yet: there are no stars.
school-class-rows = Learners { $first }–{ $last } of { $of }
school-class-courses = Courses { $first }–{ $last } of { $of }
school-stars-hand-over = Hand over stars (H)
school-stars-gather = Gather stars (G)
school-stars-handed-over = The stars of { $count ->
        [one] one learner are
       *[other] { $count } learners are
    } in { $file }: take this file to the teacher's device.
school-stars-downloaded = The stars of { $count ->
        [one] one learner are
       *[other] { $count } learners are
    } downloaded as { $file }: hand this file to the teacher.
school-stars-nothing-to-hand-over = No learner with a name is on this device yet, so there are no stars to hand over (a guest's stars stay here).
school-stars-choose = Choose the children's stars files (several at once), or drop them on the page.
school-stars-folder-empty = No stars files in { $folder } yet: put the children's stars files there (or drop them on this window), then press Gather stars again.
school-stars-gathered = { $files ->
        [one] One stars file
       *[other] { $files } stars files
    } gathered: the class has { $learners ->
        [one] one learner
       *[other] { $learners } learners
    } now.
# A course's short name, for the head of its column (the chess school's as chess-<course>).
school-course-short =
    { $id ->
        [rook] { CAPITAL(-rook) }
        [bishop] { CAPITAL(-bishop) }
        [queen] { CAPITAL(-queen) }
        [knight] { CAPITAL(-knight) }
        [king] { CAPITAL(-king) }
        [pawn] { CAPITAL(-pawn) }
        [line] Line
        [home] Home
        [capture] Capture
        [pause] { CAPITAL(-pause-field) }
        [covered] { CAPITAL(-covered) }
        [bringin] { CAPITAL(-bring-in) }
        [chess-board] Board
        [chess-pieces] Pieces
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notation
        [chess-rules] Rules
       *[other] { $title }
    }
