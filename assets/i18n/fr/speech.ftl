## Lis-moi (issue 54) : ce que le jeu lit à voix haute en mots là où ses textes
## montrent un signe, et les réglages de la voix.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = plus
speech-hash = dièse
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Plus : { -bring-in } une pièce
speech-face-hash =
    { $cards ->
        [true] Dièse : piocher une carte ou { -miss-a-turn }
       *[false] Dièse : { -miss-a-turn }
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
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = À { $name } de jouer : lance le dé !
# A level of the piece school: roll.
speech-roll = Lance le dé !
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Au choix : { $choices }.
