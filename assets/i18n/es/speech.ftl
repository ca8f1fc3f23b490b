## Léemelo (issue 54): lo que el juego lee en voz alta con palabras donde sus textos
## muestran un símbolo, y los interruptores de la voz.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = más
speech-hash = almohadilla
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Más: { -bring-in }
speech-face-hash =
    { $cards ->
        [true] Almohadilla: coger una carta o { -miss-a-turn }
       *[false] Almohadilla: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] ninguna estrella
        [one] una estrella
       *[other] { $got } estrellas
    } de { $of }
# × between two numbers (a board's size).
speech-times = por
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Este ordenador no tiene ninguna voz en español, así que no se lee nada en voz alta.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Léemelo: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Repetir (A)
# The keys page: what A does.
key-action-say-again = volver a leer el texto en voz alta
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = Te toca, { $name }: ¡tira el dado!
# A level of the piece school: roll.
speech-roll = ¡Tira el dado!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Puedes elegir: { $choices }.
