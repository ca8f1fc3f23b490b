## Voorlezen (issue 54): wat het spel hardop in woorden zegt waar de teksten een teken
## tonen, en de schakelaars van de stem.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = plus
speech-hash = hekje
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Plus: een stuk { -bring-in }
speech-face-hash =
    { $cards ->
        [true] Hekje: een kaart pakken of { -miss-a-turn }
       *[false] Hekje: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] geen sterren
        [one] één ster
       *[other] { $got } sterren
    } van { $of }
# × between two numbers (a board's size).
speech-times = bij
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Deze computer heeft geen Nederlandse stem, dus er wordt niets voorgelezen.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Voorlezen: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Nog eens zeggen (A)
# The keys page: what A does.
key-action-say-again = de tekst nog eens voorlezen
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = { $name } is aan de beurt: gooi de dobbelsteen!
# A level of the piece school: roll.
speech-roll = Gooi de dobbelsteen!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Je kunt kiezen: { $choices }.
