## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards (in pictures-page a number)
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Invent rules
lab-screen-title = Invent your own rules
lab-screen-default-name = Our game
lab-screen-name = Name:
lab-screen-name-empty = Type a name
lab-screen-page =
    { $page ->
        [game] Game
        [dice] Dice
        [rules] House rules
        [more] More rules
       *[cards] Cards
    }
lab-screen-start-from = Start again from a game of the booklet:
lab-screen-pieces = Which pieces play?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = The orange die only plays with a piece it moves: in the booklet the { -king } and the { -pawn } (you choose them under “More rules”).
lab-screen-white-die = White die
lab-screen-orange-die = Orange die
lab-screen-add-face = Add a face
lab-screen-remove-face = Remove a face
lab-screen-face-how = Click a face to change it: 1 to 12, + or #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    }
lab-screen-tries-how = How often you may roll when none of your pieces is out yet.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered) } safe, no extra cards
lab-screen-protection-how = A piece that a piece of its own colour could avenge cannot be captured. The deck stays as it is.
lab-screen-action = Play with { -action-card(count: 2) }
lab-screen-cards-page = Cards { $first } to { $last } of { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-cards-off = Switch the { -action-card(count: 2) } on to choose how many of each.
lab-screen-ready = These rules make a game.
lab-screen-try-it = Try it
lab-screen-save = Save
lab-screen-play-it = Play it
lab-screen-open = Open
lab-screen-import = Import
lab-screen-export = Export
lab-screen-back = Back
lab-screen-saved = Saved: { $path }
lab-screen-exported = { $file } is ready to download.
lab-screen-exported-here = Your rule file is here: { $path }
lab-screen-opened = “{ $name }” is open.
lab-screen-nothing-saved = No rules are saved yet.
lab-screen-open-title = Open your saved rules
lab-screen-leave-title = Leave without saving?
lab-screen-leave-body = Your changes to “{ $name }” are not saved.
lab-screen-leave = Leave
lab-screen-stay = Stay
lab-screen-try-title = How “{ $name }” plays
lab-screen-try-playing = The computer plays your rules and the booklet's game until the figures are clear: at most { $games } games of each.
lab-screen-browser-fewer = In the browser the computer plays only { $games } games of each, so the page does not freeze.
lab-screen-progress = { $done } of { $total } games
lab-screen-stop = Stop
lab-screen-stopped =
    Stopped. The pictures show the { $done ->
        [one] game
       *[other] { $done } games
    } played so far.
lab-screen-done =
    { $fair ->
        [fair] Your rules are fair (within chance). { $games } games in { $seconds } seconds (seed { $seed }).
        [unfair] Your rules are not fair. { $games } games in { $seconds } seconds (seed { $seed }).
       *[unknown] { $games } games in { $seconds } seconds (seed { $seed }).
    }
lab-screen-cannot-run = The computer cannot play these rules: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Fast start: one piece already out
        [bring-in-on-any-roll] Any number brings a piece in
        [bring-in-ends-turn] No roll again after bringing in
        [start-fields-may-fill] Both start fields may be taken
        [capture-any] Capture with any move
       *[exact-home] Come home exactly, as in Ludo
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Everyone begins with their first piece on a { -start-field }, so there is something to do from the very first roll.
        [bring-in-on-any-roll] Like a +, any number may bring a piece from the { -start-box } onto a { -start-field } instead of moving one.
        [bring-in-ends-turn] The booklet lets you roll again after bringing a piece in. With this rule your turn ends there.
        [start-fields-may-fill] The booklet says one { -start-field } must always stay free while pieces wait in the { -start-box }. With this rule your pieces may stand on both.
        [capture-any] The booklet lets a piece capture only with the last move of its roll. With this rule every move may capture, and the piece goes on.
       *[exact-home] In the booklet a piece comes home and the moves left over are dropped. With this rule it comes home only with the last move of its roll.
    }
lab-screen-orange-moves = Orange die:
lab-screen-orange-moves-how = The booklet says: to move the { -queen }, { -rook }, { -bishop } or { -knight }, the white die counts; for the { -king } and the { -pawn }, the orange die. Here you choose which pieces the orange die moves (ticked); the white die moves all the others.
