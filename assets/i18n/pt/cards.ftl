## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.

card-all-queens-to-start = Cada { -queen } { -active(form: "f") } volta para uma { -start-field }.
card-all-knights-to-start = Cada { -knight } { -active } volta para uma { -start-field }.
card-extra-queen-3 = A tua { -queen } { -active(form: "f") } anda agora 3 vezes.
card-extra-rook-3 = A tua { -rook } { -active(form: "f") } anda agora 3 vezes.
card-extra-bishop-4 = O teu { -bishop } { -active } anda agora 4 vezes.
card-extra-knight-4 = O teu { -knight } { -active } anda agora 4 vezes.
card-extra-king-6 = O teu { -king } { -active } anda agora 6 vezes.
card-extra-pawn-6 = O teu { -pawn } { -active } anda agora 6 vezes.
card-swap = Troca de lugar duas peças { -active(form: "f-pl") }, tuas ou de outro jogador.
card-own-bishop-to-box = O teu { -bishop } { -active } volta para a { -start-box }.
card-opponent-to-box = Manda uma peça { -active(form: "f") } de um adversário de volta para a { -start-box } dele.
card-miss-turn = Na próxima ronda, { -miss-a-turn(form: "you") }.
card-roll-again = Lança outra vez!
card-safe-spot = Põe uma das tuas peças { -active(form: "f-pl") } numa { -pause-field } livre da tua cor.
card-bring-in = Leva uma peça da tua { -start-box } para uma { -start-field }.
card-castling = { CAPITAL(-castling) }: o teu { -king } e a tua { -rook } { -active(form: "m-pl") } trocam de lugar.
card-promotion = { CAPITAL(-promotion) }: o teu { -pawn } { -active } anda agora 3 vezes como uma { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Lança outra vez: neste lançamento também podes comer peças { -covered(count: 2) }.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] boa
        [bad] má
       *[mixed] mista
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] quantas
        [tone] tipo
       *[text] texto
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [0] { $cards } cartas
        [one] { $cards } carta
       *[other] { $cards } cartas
    } de { $kinds ->
        [0] { $kinds } tipos
        [one] { $kinds } tipo
       *[other] { $kinds } tipos
    }
