## Les for meg (issue 54): det spillet leser høyt med ord der tekstene viser et tegn,
## og bryterne for stemmen.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = pluss
speech-hash = firkant
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Pluss: { -bring-in } en brikke
speech-face-hash =
    { $cards ->
        [true] Firkant: trekk et kort eller { -miss-a-turn }
       *[false] Firkant: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] ingen stjerner
        [one] én stjerne
       *[other] { $got } stjerner
    } av { $of }
# × between two numbers (a board's size).
speech-times = ganger
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Denne datamaskinen har ingen norsk stemme, så ingenting blir lest høyt.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Les for meg: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Si det igjen (A)
# The keys page: what A does.
key-action-say-again = les teksten høyt en gang til
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = { $name } sin tur: kast terningen!
# A level of the piece school: roll.
speech-roll = Kast terningen!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Du kan velge: { $choices }.
