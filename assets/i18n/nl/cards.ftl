## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.

card-all-queens-to-start = Alle { -queen(count: 2) } moeten naar een { -start-field }.
card-all-knights-to-start = Alle { -knight(count: 2) } moeten naar een { -start-field }.
card-extra-queen-3 = Je { -active(ending: "e") } { -queen } doet nu 3 zetten.
card-extra-rook-3 = Je { -active(ending: "e") } { -rook } doet nu 3 zetten.
card-extra-bishop-4 = Je { -active(ending: "e") } { -bishop } doet nu 4 zetten.
card-extra-knight-4 = Je { -active(ending: "e") } { -knight } doet nu 4 zetten.
card-extra-king-6 = Je { -active(ending: "e") } { -king } doet nu 6 zetten.
card-extra-pawn-6 = Je { -active(ending: "e") } { -pawn } doet nu 6 zetten.
card-swap = Ruil twee { -active(ending: "e") } stukken, van jou of van een ander.
card-own-bishop-to-box = Je { -active(ending: "e") } { -bishop } gaat terug naar de { -start-box }.
card-opponent-to-box = Stuur een { -active } stuk van een ander terug naar de { -start-box }.
card-miss-turn = Je moet de volgende keer { -miss-a-turn }.
card-roll-again = Gooi nog een keer!
card-safe-spot = Zet een van je { -active(ending: "e") } stukken op een vrij { -pause-field } van jouw kleur.
card-bring-in = Zet een stuk uit je { -start-box } op een { -start-field }.
card-castling = { CAPITAL(-castling) }: je { -active(ending: "e") } { -king } en je { -active(ending: "e") } { -rook } ruilen van plaats.
card-promotion = { CAPITAL(-promotion) }: je { -active(ending: "e") } { -pawn } doet nu 3 zetten als een { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Gooi nog een keer, en nu mag je ook { -covered(ending: "e") } stukken slaan.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] goed
        [bad] slecht
       *[mixed] gemengd
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] aantal
        [tone] soort
       *[text] tekst
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } { -action-card }
       *[other] { $cards } { -action-card(count: 2) }
    } in { $kinds ->
        [one] { $kinds } soort
       *[other] { $kinds } soorten
    }
