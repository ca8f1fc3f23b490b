## Leggimi (issue 54): ciò che il gioco legge ad alta voce a parole dove i suoi testi
## mostrano un simbolo, e gli interruttori della voce.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = più
speech-hash = cancelletto
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Più: { -bring-in } un pezzo
speech-face-hash =
    { $cards ->
        [true] Cancelletto: pescare una carta o { -miss-a-turn }
       *[false] Cancelletto: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] nessuna stella
        [one] una stella
       *[other] { $got } stelle
    } su { $of }
# × between two numbers (a board's size).
speech-times = per
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Questo computer non ha una voce italiana, quindi non viene letto niente ad alta voce.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Leggimi: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Ripeti (A)
# The keys page: what A does.
key-action-say-again = rileggere il testo ad alta voce
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = Tocca a { $name }: tira il dado!
# A level of the piece school: roll.
speech-roll = Tira il dado!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Puoi scegliere: { $choices }.
