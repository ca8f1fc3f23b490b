## Lê para mim (issue 54): o que o jogo lê em voz alta com palavras onde os seus
## textos mostram um símbolo, e os interruptores da voz.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $name (a
## player's name); $choices (buttons' labels, said); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = mais
speech-hash = cardinal
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = Mais: { -bring-in }
speech-face-hash =
    { $cards ->
        [true] Cardinal: tirar uma carta ou { -miss-a-turn }
       *[false] Cardinal: { -miss-a-turn }
    }
# Stars drawn as ★★☆: $got of $of.
speech-stars =
    { $got ->
        [0] nenhuma estrela
        [one] uma estrela
       *[other] { $got } estrelas
    } de { $of }
# × between two numbers (a board's size).
speech-times = por
# The system has no voice for this language: said once, written, and the game stays silent.
speech-no-voice = Este computador não tem nenhuma voz portuguesa, por isso nada é lido em voz alta.
# The switch of a seat (the setup screen) and of the school.
speech-read-to-me = Lê para mim: { track-on-off }
# The button beside a text that says it again, with its key.
speech-again = Dizer outra vez (A)
# The keys page: what A does.
key-action-say-again = ler o texto outra vez em voz alta
# Whose turn it is and what to do first ($name: the player's name).
speech-roll-the-die = É a vez de { $name }: lança o dado!
# A level of the piece school: roll.
speech-roll = Lança o dado!
# The buttons of a decision ($choices: their labels, joined by list-or).
speech-choose = Podes escolher: { $choices }.
