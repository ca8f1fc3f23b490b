## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.

card-all-queens-to-start = Todas las { -queen(count: 2) } vuelven a una { -start-field }.
card-all-knights-to-start = Todos los { -knight(count: 2) } vuelven a una { -start-field }.
card-extra-queen-3 = Tu { -queen } { -active(form: "f") } mueve ahora 3 veces.
card-extra-rook-3 = Tu { -rook } { -active(form: "f") } mueve ahora 3 veces.
card-extra-bishop-4 = Tu { -bishop } { -active } mueve ahora 4 veces.
card-extra-knight-4 = Tu { -knight } { -active } mueve ahora 4 veces.
card-extra-king-6 = Tu { -king } { -active } mueve ahora 6 veces.
card-extra-pawn-6 = Tu { -pawn } { -active } mueve ahora 6 veces.
card-swap = Cambia de sitio dos piezas { -active(form: "f-pl") } cualesquiera, tuyas o de otros.
card-own-bishop-to-box = Tu { -bishop } { -active } vuelve a la { -start-box }.
card-opponent-to-box = Manda una pieza { -active(form: "f") } de otro jugador a su { -start-box }.
card-miss-turn = La próxima vez { -miss-a-turn(form: "you") }.
card-roll-again = ¡Vuelve a tirar!
card-safe-spot = Pon una pieza tuya { -active(form: "f") } en una { -pause-field } libre de tu color.
card-bring-in = Saca una pieza de tu { -start-box } a una { -start-field }.
card-castling = { CAPITAL(-castling) }: tu { -king } y tu { -rook } { -active(form: "m-pl") } se cambian de sitio.
card-promotion = { CAPITAL(-promotion) }: tu { -pawn } { -active } mueve ahora 3 veces como una { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Vuelve a tirar: con esta tirada también puedes comer piezas { -covered(count: 2) }.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] buena
        [bad] mala
       *[mixed] mixta
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] cantidad
        [tone] tipo
       *[text] texto
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } de { $kinds ->
        [one] { $kinds } tipo
       *[other] { $kinds } tipos
    }
