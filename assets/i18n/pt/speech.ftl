## Lê para mim (issue 54): o que o jogo lê em voz alta com palavras onde os seus
## textos mostram um símbolo, e os interruptores da voz.
## Values: $got, $of (stars, numbers); $cards (true in an action game); $state (on,
## off).

# A die face written + or # inside a text, as the voice says it.
speech-plus = mais
speech-hash = cardinal
# A die face said alone, with what it does ($cards: true in an action game).
speech-face-plus = mais: { -bring-in }
speech-face-hash =
    { $cards ->
        [true] cardinal: tirar uma carta ou { -miss-a-turn }
       *[false] cardinal: { -miss-a-turn }
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
