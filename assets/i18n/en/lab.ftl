## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values:
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $die     a die's key: white, orange
##   $face    a face of a die: + or #
##   $card    a card's id as the rule file writes it
##   $rule    a house rule's name, already said
##   $problem why the rules make no game, already said
##   $name    a rule set's name
##   $file    a rule file; $line, $column where in it
##   $field   a field's name as the file writes it; $kind its key (name, base, roles,
##            white, orange, tries, house-rules, action, protection, deck,
##            fast-start, bring-in-on-any-roll, exact-home, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, orange-moves)
##   $length, $max, $min, $faces, $number, $tries, $count   numbers

## Why a rule set makes no game.

lab-problem-empty-name = The game needs a name.
lab-problem-name-too-long =
    The name is too long: { $length ->
        [one] { $length } letter
       *[other] { $length } letters
    }. At most { $max } fit.
lab-problem-no-piece = No piece plays. Choose at least one.
lab-problem-piece-twice = The { chess-piece } is in the list twice. Each piece can play only once.
lab-problem-no-faces =
    The { $die ->
        [white] white
       *[orange] orange
    } die has no faces.
lab-problem-too-many-faces =
    The { $die ->
        [white] white
       *[orange] orange
    } die has { $faces } faces. At most { $max } fit.
lab-problem-number-too-high =
    The { $die ->
        [white] white
       *[orange] orange
    } die shows { $number }. The highest number is { $max }.
lab-problem-orange-symbol = The orange die shows { $face }. Pieces move by its number, so it may only show numbers.
lab-problem-no-number = No face of the white die shows a number: no piece could ever move.
lab-problem-no-bring-in = No face brings a piece in: nobody could ever leave the { -start-box }.
lab-problem-orange-never-used = The white die shows only #. The orange die counts only with a number or a +: the pieces it moves could never move, and no game would ever end.
lab-problem-cards-never-move = No face of the dice moves this piece, and no { -action-card } that can be drawn gives it moves: { chess-piece }. It could never move, and no game would ever end.
lab-problem-tries =
    { $tries ->
        [one] { $tries } try
       *[other] { $tries } tries
    } will not work. Choose from { $min } to { $max }.
lab-problem-unknown-card = The deck has no card called “{ $card }”.
lab-problem-count-too-high =
    The card “{ $card }” is in the deck { $count } times. At most { $max } fit.
lab-problem-no-cards = The { -action-card(count: 2) } are on, but no card is left for these pieces.
lab-problem-needs-cards = The house rule “{ $rule }” needs the { -action-card(count: 2) }.

## What is wrong with a rule file.

lab-file-missing = Rule file { $file }: there is no such file.
lab-file-unreadable = Rule file { $file }: it cannot be read ({ $error }).
lab-file-unwritable = Rule file { $file }: it cannot be written ({ $error }).
lab-file-not-json = Rule file { $file }, line { $line }, column { $column }: this is not JSON. Is a comma, a quote or a bracket missing?
lab-file-not-rules = Rule file { $file }: this is not a rule set. It needs at least a “name” and a “base”.
lab-file-unknown-field = Rule file { $file }, line { $line }, column { $column }: a rule set has no field “{ $field }”.
lab-file-missing-field = Rule file { $file }: the field “{ $field }” is missing. { lab-field-needs }
lab-file-field-twice = Rule file { $file }, line { $line }, column { $column }: the field “{ $field }” is written twice. Keep one of them, so that it is clear which one counts.
lab-file-bad-value = Rule file { $file }, line { $line }, column { $column }: the field “{ $field }” does not fit. { lab-field-needs }
lab-file-problem = Rule file { $file }: { $problem }
lab-file-name-taken = Rule file { $file }: the rules “{ $name }” are saved there already. Give your rules another name.
# What a field needs ($kind).
lab-field-needs =
    { $kind ->
        [name] It needs a name in quotes, like "Only knights".
        [base] It needs one of "small", "small-action", "large", "large-action".
        [roles] It needs a list of pieces: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] It needs a list of faces: numbers, "+" and "#".
        [orange] It needs a list of numbers.
        [tries] It needs a number from 1 to 6.
        [house-rules] It needs a list of house rules, like "may-stop-early".
        [action] It needs true or false.
        [protection] It needs true or false.
        [fast-start] It needs true or false.
        [bring-in-on-any-roll] It needs true or false.
        [exact-home] It needs true or false.
        [bring-in-ends-turn] It needs true or false.
        [start-fields-may-fill] It needs true or false.
        [capture-any] It needs true or false.
        [orange-moves] It needs a list of the pieces the orange die moves, like "king", "pawn".
       *[deck] It needs cards with their counts, like "swap": 2.
    }
