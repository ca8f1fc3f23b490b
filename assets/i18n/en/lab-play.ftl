## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Our rules: { $name }
lab-play-line =
    { $pieces } · die { $white } · { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    }
lab-play-line-orange =
    { $pieces } · dice { $white } and { $orange } · { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    }
lab-play-gone = The rules “{ $name }” are gone: “{ variant-small }” is chosen.
lab-play-broken =
    Left out: { $error }{ $more ->
        [0] {""}
        [one] {" "}(and { $more } more file)
       *[other] {" "}(and { $more } more files)
    }
lab-play-resume-question =
    Resume the game of “{ $name }” from { $minutes ->
        [0] just now
        [one] { $minutes } minute ago
       *[other] { $minutes } minutes ago
    } ({ -round } { $round })?
lab-play-continue = Continue “{ $name }”, { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Our rules: { $name }
lab-play-page-pieces = These pieces play: { $pieces }.
lab-play-page-white = The white die shows { $faces }.
lab-play-page-orange = The orange die shows { $faces }. It moves: { $pieces }.
lab-play-page-tries =
    Who has no piece to move may roll { $tries ->
        [one] only once
       *[other] up to { $tries } times
    } to { -bring-in(form: "a-piece") }.
lab-play-page-cards =
    { $cards ->
        [0] This game has no { -action-card(count: 2) }.
        [one] The deck has { $cards } { -action-card }.
       *[other] The deck has { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = The next pages tell the usual rules. Where they say something else, your own rules count.
