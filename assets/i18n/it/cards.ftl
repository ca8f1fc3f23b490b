## The action cards: one message per card of the embedded deck (cards/deck.json), its
## id `card-` and the card's id, at most 90 characters each, without values; then
## the `cards` command's words, with $tone (good, bad, mixed), $column (id, count,
## tone, text) and the numbers $cards and $kinds.
##
## A deck of one's own (--cards DIR) may give a card that is not here its text in the
## file ("text": {"en": "…"}); a card without either shows its id.
## An active piece is one on the track: « attivo » (-active), as the rules say it.

card-all-queens-to-start = Tutte le { -queen(count: 2) } devono andare su una { -start-field }.
card-all-knights-to-start = Tutti i { -knight(count: 2) } devono andare su una { -start-field }.
card-extra-queen-3 = La tua { -queen } { -active(form: "f") } ora fa 3 mosse.
card-extra-rook-3 = La tua { -rook } { -active(form: "f") } ora fa 3 mosse.
card-extra-bishop-4 = Il tuo { -bishop } { -active } ora fa 4 mosse.
card-extra-knight-4 = Il tuo { -knight } { -active } ora fa 4 mosse.
card-extra-king-6 = Il tuo { -king } { -active } ora fa 6 mosse.
card-extra-pawn-6 = Il tuo { -pawn } { -active } ora fa 6 mosse.
card-swap = Scambia due pezzi { -active(form: "m-pl") }, tuoi o degli altri.
card-own-bishop-to-box = Il tuo { -bishop } { -active } torna nella { -start-box }.
card-opponent-to-box = Rimanda un pezzo { -active } di un avversario nella sua { -start-box }.
card-miss-turn = Salti il prossimo turno.
card-roll-again = Tira ancora!
card-safe-spot = Metti un tuo pezzo { -active } su una { -pause-field } libera del tuo colore.
card-bring-in = { CAPITAL(-bring-in(form: "imperative")) } un pezzo dalla tua { -start-box } su una { -start-field }.
card-castling = { CAPITAL(-castling) }: il tuo { -king } e la tua { -rook } { -active(form: "m-pl") } si scambiano di posto.
card-promotion = { CAPITAL(-promotion) }: il tuo { -pawn } { -active } ora fa 3 mosse da { -queen }.
card-capture-covered-1 = { card-capture-covered }
card-capture-covered-2 = { card-capture-covered }
card-capture-covered-3 = { card-capture-covered }
card-capture-covered-4 = { card-capture-covered }
# The text of the four capture-covered cards.
card-capture-covered = Tira ancora: con questo tiro puoi mangiare anche pezzi { -covered(count: 2) }.

## The `cards` command's table: the tone of a card for the player who draws it, the
## columns' heads, the total.

cards-tone =
    { $tone ->
        [good] buona
        [bad] cattiva
       *[mixed] mista
    }
# The heads of the `cards` command's columns ($column: id, count, tone, text).
cards-head =
    { $column ->
        [id] id
        [count] numero
        [tone] tipo
       *[text] testo
    }
# The `cards` command's last line: how many cards ($cards) of how many kinds ($kinds).
cards-total =
    { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } di { $kinds ->
        [one] { $kinds } tipo
       *[other] { $kinds } tipi
    }
