## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.

card-all-queens-to-start = Alle { -queen(count: 2) } må til et { -start-field }.
card-all-knights-to-start = Alle { -knight(count: 2) } må til et { -start-field }.
card-extra-queen-3 = Din { -active(ending: "e") } { -queen } gjør 3 trekk nå.
card-extra-rook-3 = Ditt { -active(ending: "e") } { -rook } gjør 3 trekk nå.
card-extra-bishop-4 = Din { -active(ending: "e") } { -bishop } gjør 4 trekk nå.
card-extra-knight-4 = Din { -active(ending: "e") } { -knight } gjør 4 trekk nå.
card-extra-king-6 = Din { -active(ending: "e") } { -king } gjør 6 trekk nå.
card-extra-pawn-6 = Din { -active(ending: "e") } { -pawn } gjør 6 trekk nå.
card-swap = Bytt plass på to { -active(ending: "e") } brikker, dine eller andres.
card-own-bishop-to-box = Din { -active(ending: "e") } { -bishop } går tilbake til { -start-box(form: "definite") }.
card-opponent-to-box = Send en { -active } brikke fra en motspiller tilbake til { -start-box(form: "definite") } sin.
card-miss-turn = Du må { -miss-a-turn } neste gang.
card-roll-again = Kast igjen!
card-safe-spot = Sett en av dine { -active(ending: "e") } brikker på et ledig { -pause-field } i din farge.
card-bring-in = { CAPITAL(-bring-in(form: "imperative")) } en brikke fra { -start-box(form: "definite") } din på et { -start-field }.
card-castling = { CAPITAL(-castling) }: din { -active(ending: "e") } { -king } og ditt { -active(ending: "e") } { -rook } bytter plass.
card-promotion = { CAPITAL(-promotion) }: din { -active(ending: "e") } { -pawn } gjør 3 trekk som { -queen } nå.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Kast igjen! Med dette kastet kan du også slå { -covered(ending: "e") } brikker.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] bra
        [bad] dårlig
       *[mixed] blandet
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] antall
        [tone] type
       *[text] tekst
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } kort
       *[other] { $cards } kort
    } av { $kinds ->
        [one] { $kinds } slag
       *[other] { $kinds } slag
    }
