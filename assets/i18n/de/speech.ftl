## Vorlesen (issue 54): was das Spiel dort in Worten vorliest, wo seine Texte ein
## Zeichen zeigen, und die Schalter der Stimme.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = Plus
speech-hash = Raute
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Plus: eine Figur { -bring-in }
speech-face-hash =
    { $cards ->
        [true] Raute: eine Karte ziehen oder { -miss-a-turn }
       *[false] Raute: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] keine Sterne
        [one] ein Stern
       *[other] { $got } Sterne
    } von { $of }
# × between two numbers (a board's size).
speech-times = mal
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Dieser Computer hat keine deutsche Stimme, darum wird nichts vorgelesen.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Vorlesen: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Noch einmal sagen (A)
# The keys page: what A does.
key-action-say-again = den Text noch einmal vorlesen
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = { $name }, du bist dran: würfle!
# A level of the piece school: roll.
speech-roll = Würfle!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Du kannst wählen: { $choices }.
