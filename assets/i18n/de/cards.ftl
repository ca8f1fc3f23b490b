## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"de": "…"}); a card without either shows its id.

card-all-queens-to-start = Alle { -queen(count: 2) } müssen auf ein { -start-field }.
card-all-knights-to-start = Alle { -knight(count: 2) } müssen auf ein { -start-field }.
card-extra-queen-3 = Deine { -active(ending: "e") } { -queen } zieht jetzt 3 Mal.
card-extra-rook-3 = Dein { -active(ending: "er") } { -rook } zieht jetzt 3 Mal.
card-extra-bishop-4 = Dein { -active(ending: "er") } { -bishop } zieht jetzt 4 Mal.
card-extra-knight-4 = Dein { -active(ending: "er") } { -knight } zieht jetzt 4 Mal.
card-extra-king-6 = Dein { -active(ending: "er") } { -king } zieht jetzt 6 Mal.
card-extra-pawn-6 = Dein { -active(ending: "er") } { -pawn } zieht jetzt 6 Mal.
card-swap = Tausche zwei beliebige { -active(ending: "e") } Figuren, deine oder fremde.
card-own-bishop-to-box = Dein { -active(ending: "er") } { -bishop } muss zurück in die { -start-box }.
card-opponent-to-box = Schicke eine { -active(ending: "e") } Figur eines Gegners zurück in ihre { -start-box }.
card-miss-turn = Du musst beim nächsten Mal { -miss-a-turn }.
card-roll-again = Würfle noch einmal!
card-safe-spot = Stelle eine deiner { -active(ending: "en") } Figuren auf ein freies { -pause-field } deiner Farbe.
card-bring-in = Setze eine Figur aus deiner { -start-box } auf ein { -start-field }.
card-castling = { -castling }: Dein { -active(ending: "er") } { -king } und dein { -active(ending: "er") } { -rook } tauschen die Plätze.
card-promotion = { -promotion }: Dein { -active(ending: "er") } { -pawn } zieht jetzt 3 Mal wie eine { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Würfle noch einmal, und Du darfst auch { -covered(ending: "e") } Figuren schlagen.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] gut
        [bad] schlecht
       *[mixed] gemischt
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] Kennung
        [count] Anzahl
        [tone] Art
       *[text] Text
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } { -action-card }
       *[other] { $cards } { -action-card(count: 2) }
    } in { $kinds ->
        [one] { $kinds } Sorte
       *[other] { $kinds } Sorten
    }
