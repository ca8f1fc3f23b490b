## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.

card-all-queens-to-start = All { -queen(count: 2) } must go to a { -start-field }.
card-all-knights-to-start = All { -knight(count: 2) } must go to a { -start-field }.
card-extra-queen-3 = Your { -active } { -queen } makes 3 moves now.
card-extra-rook-3 = Your { -active } { -rook } makes 3 moves now.
card-extra-bishop-4 = Your { -active } { -bishop } makes 4 moves now.
card-extra-knight-4 = Your { -active } { -knight } makes 4 moves now.
card-extra-king-6 = Your { -active } { -king } makes 6 moves now.
card-extra-pawn-6 = Your { -active } { -pawn } makes 6 moves now.
card-swap = Swap any two { -active } pieces, yours or someone else's.
card-own-bishop-to-box = Your { -active } { -bishop } goes back to the { -start-box }.
card-opponent-to-box = Send an opponent's { -active } piece back to its { -start-box }.
card-miss-turn = You miss your next turn.
card-roll-again = Roll again!
card-safe-spot = Put one of your { -active } pieces on a free { -pause-field } of your colour.
card-bring-in = Bring a piece from your { -start-box } onto a { -start-field }.
card-castling = { CAPITAL(-castling) }: your { -active } { -king } and your { -active } { -rook } swap places.
card-promotion = { CAPITAL(-promotion) }: your { -active } { -pawn } makes 3 { -queen } moves now.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Roll again, and this roll may capture { -covered } pieces too.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] good
        [bad] bad
       *[mixed] mixed
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] count
        [tone] tone
       *[text] text
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in { $kinds ->
        [one] { $kinds } kind
       *[other] { $kinds } kinds
    }
