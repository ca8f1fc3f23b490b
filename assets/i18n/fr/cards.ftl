## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"fr": "…"}); a card without either shows its id.

card-all-queens-to-start = Toutes les { -queen(count: 2) } vont sur une { -start-field }.
card-all-knights-to-start = Tous les { -knight(count: 2) } vont sur une { -start-field }.
card-extra-queen-3 = Ta { -queen } { -active(form: "f") } joue maintenant 3 coups.
card-extra-rook-3 = Ta { -rook } { -active(form: "f") } joue maintenant 3 coups.
card-extra-bishop-4 = Ton { -bishop } { -active } joue maintenant 4 coups.
card-extra-knight-4 = Ton { -knight } { -active } joue maintenant 4 coups.
card-extra-king-6 = Ton { -king } { -active } joue maintenant 6 coups.
card-extra-pawn-6 = Ton { -pawn } { -active } joue maintenant 6 coups.
card-swap = Échange deux pièces { -active(form: "f-pl") }, les tiennes ou celles des autres.
card-own-bishop-to-box = Ton { -bishop } { -active } retourne dans la { -start-box }.
card-opponent-to-box = Renvoie une pièce { -active(form: "f") } d’un adversaire dans sa { -start-box }.
card-miss-turn = Au prochain tour, tu dois { -miss-a-turn }.
card-roll-again = Relance le dé !
card-safe-spot = Mets une de tes pièces { -active(form: "f-pl") } sur une { -pause-field } libre de ta couleur.
card-bring-in = { CAPITAL(-bring-in(form: "imperative")) } une pièce de ta { -start-box } sur une { -start-field }.
card-castling = { CAPITAL(-castling) } : ton { -king } { -active } et ta { -rook } { -active(form: "f") } échangent leurs places.
card-promotion = { CAPITAL(-promotion) } : ton { -pawn } { -active } joue maintenant 3 coups de { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Relance le dé : cette fois, tu peux aussi prendre les pièces { -covered(count: 2) }.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] bonne
        [bad] mauvaise
       *[mixed] mixte
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] nom
        [count] nombre
        [tone] effet
       *[text] texte
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } { -action-card }
       *[other] { $cards } { -action-card(count: 2) }
    } de { $kinds ->
        [one] { $kinds } sorte
       *[other] { $kinds } sortes
    }
