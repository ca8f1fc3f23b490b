## The glossary of Italian: the booklet's terms and the chess words, chosen once for
## this language. Every other file of the language says them through these terms (and
## the helper messages at the end), so that a word is changed here and nowhere else.
## See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a form of a verb: infinitive (the default), imperative (tu), present
##            (lui, lei), present-plural (loro), enter (the piece itself: « entrare »);
##            -miss-a-turn also misses (salta) and future (salterà); -start-box short
##            (scatola); -covered feminine (protetta), for a feminine piece.
## A term without the parameter ignores it. .gender is a noun's gender, for the
## messages that choose an article by it.
##
## Typography: no space before : ; ? !, « caporali » without spaces, the apostrophe
## is ’. Capture is « mangiare », as children (and seed 002) say.

## The booklet's terms (seed 003; design/rules.md).

# Startbox: the tray beside the board for the pieces not yet in play.
-start-box =
    { $form ->
       *[full] scatola di partenza
        [short] scatola
    }
    .gender = feminine
# Startfeld: one of a colour's two fields where its pieces come in.
-start-field =
    { $count ->
       *[one] casella di partenza
        [other] caselle di partenza
    }
    .gender = feminine
# Sperrlinie: the thick bar of a colour that its pieces never cross.
-blocking-line =
    { $count ->
       *[one] barriera
        [other] barriere
    }
    .gender = feminine
# Pausenfeld: a field where a piece of its colour cannot be captured.
-pause-field =
    { $count ->
       *[one] casella di riposo
        [other] caselle di riposo
    }
    .gender = feminine
# Eingangsfeld: one of a colour's two fields that lead into its house.
-entry-field =
    { $count ->
       *[one] casella d’ingresso
        [other] caselle d’ingresso
    }
    .gender = feminine
# Haus, Zielraum: where a colour's pieces end.
-house = casa
    .gender = feminine
# einsetzen: to put a piece from the start box onto a start field.
-bring-in =
    { $form ->
       *[infinitive] mettere in gioco
        [imperative] metti in gioco
        [present] mette in gioco
        [present-plural] mettono in gioco
        [enter] entrare in gioco
    }
# aussetzen: to lose one's turn.
-miss-a-turn =
    { $form ->
       *[infinitive] saltare il turno
        [imperative] salta il turno
        [present] fa saltare il turno
        [misses] salta il turno
        [future] salterà il prossimo turno
    }
# gedeckt: a piece that one of its own could avenge. Said of « un pezzo »: masculine.
-covered =
    { $form ->
        [feminine]
            { $count ->
               *[one] protetta
                [other] protette
            }
       *[masculine]
            { $count ->
               *[one] protetto
                [other] protetti
            }
    }
# Aktionskarte: a card of the action games.
-action-card =
    { $count ->
       *[one] carta azione
        [other] carte azione
    }
    .gender = feminine

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = mappa delle mosse
# Every player having had a turn once.
-round =
    { $count ->
       *[one] giro
        [other] giri
    }
# The played cards, beside the deck.
-discard-pile = scarti
# Of a piece: on the track (the action cards' word, as the rules say it; « in gioco »
# is for bringing a piece in). $form: m (the default), f, m-pl, f-pl.
-active =
    { $form ->
       *[m] attivo
        [f] attiva
        [m-pl] attivi
        [f-pl] attive
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words.

-king = re
    .gender = masculine
-queen =
    { $count ->
       *[one] regina
        [other] regine
    }
    .gender = feminine
-rook = torre
    .gender = feminine
-bishop = alfiere
    .gender = masculine
-knight =
    { $count ->
       *[one] cavallo
        [other] cavalli
    }
    .gender = masculine
-pawn =
    { $count ->
       *[one] pedone
        [other] pedoni
    }
    .gender = masculine
-check = scacco
-checkmate = scacco matto
-stalemate = stallo
-draw = patta
    .gender = feminine
-castling = arrocco
-en-passant = en passant
-promotion = promozione

## Helper messages: other messages use them with the values they were given.

# A piece by its key ($piece: king, queen, rook, bishop, knight, pawn).
chess-piece =
    { $piece ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    }
# A chess word by its key.
chess-word =
    { $word ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
        [pawn] { -pawn }
        [check] { -check }
        [checkmate] { -checkmate }
        [stalemate] { -stalemate }
        [draw] { -draw }
        [castling] { -castling }
        [en-passant] { -en-passant }
       *[promotion] { -promotion }
    }
# How well the computer plays ($level: random, greedy, easy, normal, hard).
computer-level =
    { $level ->
        [random] a caso
        [greedy] grintoso
        [easy] facile
        [normal] medio
       *[hard] difficile
    }
