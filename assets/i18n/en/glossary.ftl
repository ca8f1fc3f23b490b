## The glossary of English: the booklet's terms and the chess words, chosen once for
## this language. Every other file of the language says them through these terms (and
## the helper messages at the end), so that a word is changed here and nowhere else.
## See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a grammatical form the English texts need (listed at the term).
## A term without the parameter ignores it.

## The booklet's terms (seed 003; design/rules.md).

# The tray beside the board for the pieces not yet in play (Startbox).
-start-box = start box
# One of a colour's two fields where its pieces come in (Startfeld).
-start-field =
    { $count ->
       *[one] start field
        [other] start fields
    }
# The thick bar of a colour that its pieces never cross (Sperrlinie).
-blocking-line = blocking line
# A field where a piece of its colour cannot be captured (Pausenfeld).
-pause-field =
    { $count ->
       *[one] pause field
        [other] pause fields
    }
# One of a colour's two fields that lead into its house (Eingangsfeld).
-entry-field =
    { $count ->
       *[one] entry field
        [other] entry fields
    }
# Where a colour's pieces end (Haus, Zielraum).
-house = house
# To put a piece from the start box onto a start field (einsetzen).
# $form: base "bring in", s "brings in", a-piece "bring a piece in", ing "bringing
# in".
-bring-in =
    { $form ->
       *[base] bring in
        [s] brings in
        [a-piece] bring a piece in
        [ing] bringing in
    }
# To lose one's turn (aussetzen). $form: base, s "misses the turn".
-miss-a-turn =
    { $form ->
       *[base] miss the turn
        [s] misses the turn
    }
# A piece that one of its own could avenge (gedeckt).
-covered = covered
# A card of the action games (Aktionskarte).
-action-card =
    { $count ->
       *[one] action card
        [other] action cards
    }

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = move map
# Every player having had a turn once.
-round =
    { $count ->
       *[one] round
        [other] rounds
    }
# The played cards, beside the deck.
-discard-pile = discard pile
# Of a piece: on the track (the action cards' word).
-active = active

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words.

-king =
    { $count ->
       *[one] king
        [other] kings
    }
-queen =
    { $count ->
       *[one] queen
        [other] queens
    }
-rook =
    { $count ->
       *[one] rook
        [other] rooks
    }
-bishop =
    { $count ->
       *[one] bishop
        [other] bishops
    }
-knight =
    { $count ->
       *[one] knight
        [other] knights
    }
-pawn =
    { $count ->
       *[one] pawn
        [other] pawns
    }
-check = check
-checkmate = checkmate
-stalemate = stalemate
-draw = draw
-castling = castling
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
# A chess word by its key (the pieces', and check, checkmate, stalemate, draw,
# castling, en-passant, promotion).
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
        [random] random
        [greedy] eager
        [easy] easy
        [normal] normal
       *[hard] hard
    }
