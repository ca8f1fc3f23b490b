## The glossary of French: the booklet's terms and the chess words, chosen once for
## this language. Every other file of the language says them through these terms (and
## the helper messages at the end), so that a word is changed here and nowhere else.
## See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a form of a verb: infinitive (the default), imperative (tu), present
##            (il, elle).
## A term without the parameter ignores it. .gender is a noun's gender, for the
## messages that choose an article by it.
##
## Typography: a normal space before : ; ? ! and inside « guillemets »; the
## apostrophe is ’.

## The booklet's terms (seed 003; design/rules.md).

# Startbox: the tray beside the board for the pieces not yet in play.
-start-box = boîte de départ
    .gender = feminine
# Startfeld: one of a colour's two fields where its pieces come in.
-start-field =
    { $count ->
       *[one] case de départ
        [other] cases de départ
    }
    .gender = feminine
# Sperrlinie: the thick bar of a colour that its pieces never cross.
-blocking-line = barrière
    .gender = feminine
# Pausenfeld: a field where a piece of its colour cannot be captured.
-pause-field =
    { $count ->
       *[one] case de repos
        [other] cases de repos
    }
    .gender = feminine
# Eingangsfeld: one of a colour's two fields that lead into its house.
-entry-field =
    { $count ->
       *[one] case d’entrée
        [other] cases d’entrée
    }
    .gender = feminine
# Haus, Zielraum: where a colour's pieces end.
-house = maison
    .gender = feminine
# einsetzen: to put a piece from the start box onto a start field. As in « les petits
# chevaux »: « sortir une pièce » (and « une pièce sort »).
-bring-in =
    { $form ->
       *[infinitive] sortir
        [imperative] sors
        [present] sort
    }
# aussetzen: to lose one's turn.
-miss-a-turn =
    { $form ->
       *[infinitive] passer son tour
        [imperative] passe ton tour
    }
# gedeckt: a piece that one of its own could avenge. Said of « une pièce »: feminine.
-covered =
    { $count ->
       *[one] protégée
        [other] protégées
    }
# Aktionskarte: a card of the action games.
-action-card =
    { $count ->
       *[one] carte action
        [other] cartes action
    }
    .gender = feminine

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = carte des coups
# Every player having had a turn once: a « manche » (the rook is the « tour », and a
# player's turn too).
-round =
    { $count ->
       *[one] manche
        [other] manches
    }
# The played cards, beside the deck.
-discard-pile = défausse
# Of a piece: on the track (the action cards' word). $form: m (the default), f, m-pl,
# f-pl.
-active =
    { $form ->
       *[m] actif
        [f] active
        [m-pl] actifs
        [f-pl] actives
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words.

-king =
    { $count ->
       *[one] roi
        [other] rois
    }
    .gender = masculine
-queen =
    { $count ->
       *[one] dame
        [other] dames
    }
    .gender = feminine
-rook =
    { $count ->
       *[one] tour
        [other] tours
    }
    .gender = feminine
-bishop =
    { $count ->
       *[one] fou
        [other] fous
    }
    .gender = masculine
-knight =
    { $count ->
       *[one] cavalier
        [other] cavaliers
    }
    .gender = masculine
-pawn =
    { $count ->
       *[one] pion
        [other] pions
    }
    .gender = masculine
-check = échec
-checkmate = échec et mat
-stalemate = pat
# $form: long « partie nulle » (the default), short « nulle » (« proposer la nulle »).
-draw =
    { $form ->
       *[long] partie nulle
        [short] nulle
    }
    .gender = feminine
-castling = roque
-en-passant = en passant
-promotion = promotion

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
        [random] au hasard
        [greedy] fonceur
        [easy] facile
        [normal] moyen
       *[hard] difficile
    }
