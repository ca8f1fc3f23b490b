## Read to me (issue 54): what the game reads aloud in words where its texts show a
## symbol, and the switches of the voice.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = plus
speech-hash = hash
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Plus: { -bring-in(form: "a-piece") }
speech-face-hash =
    { $cards ->
        [true] Hash: draw a card or { -miss-a-turn }
       *[false] Hash: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] no stars
        [one] one star
       *[other] { $got } stars
    } of { $of }
# × between two numbers (a board's size).
speech-times = by
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = This computer has no English voice, so nothing is read aloud.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Read to me: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Say it again (A)
# The keys page: what A does.
key-action-say-again = say the text again
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = { $name }, roll the die!
# A level of the piece school: roll.
speech-roll = Roll the die!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = You can choose: { $choices }.
