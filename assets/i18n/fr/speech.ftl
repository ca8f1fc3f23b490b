## Lis-moi (issue 54) : ce que le jeu lit à voix haute en mots là où ses textes
## montrent un signe, et les réglages de la voix.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = plus
speech-hash = dièse
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = plus : { -bring-in } une pièce
speech-face-hash =
    { $cards ->
        [true] dièse : piocher une carte ou { -miss-a-turn }
       *[false] dièse : { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] aucune étoile
        [one] une étoile
       *[other] { $got } étoiles
    } sur { $of }
# × between two numbers (a board's size).
speech-times = sur
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Cet ordinateur n’a pas de voix française : rien n’est lu à voix haute.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Lis-moi : { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Redire (A)
# The keys page: what A does.
key-action-say-again = relire le texte à voix haute
