## The glossary of Dutch: the booklet's terms and the chess words, chosen once for
## this language. Every other file of the language says them through these terms (and
## the helper messages at the end), so that a word is changed here and nowhere else.
## See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $ending  an adjective's ending: none (the default), e.
##   $form    a verb's form (listed at the term).
## A term without the parameter ignores it. Articles are written in the messages:
## de startbak, het startveld, de stopstreep, het rustveld, het ingangsveld, het huis,
## de actiekaart; de koning, de koningin, de toren, de loper, het paard, de pion.

## The booklet's terms (seed 003; design/rules.md).

# The tray beside the board for the pieces not yet in play (Startbox). Not "startvak":
# too close to "startveld" for a child.
-start-box = startbak
# One of a colour's two fields where its pieces come in (Startfeld).
-start-field =
    { $count ->
       *[one] startveld
        [other] startvelden
    }
# The thick bar of a colour that its pieces never cross (Sperrlinie).
# $form: base "stopstreep"; short "streep", short-pl "strepen" (once the full word is
# known, as in a lesson's title).
-blocking-line =
    { $form ->
       *[base] stopstreep
        [short] streep
        [short-pl] strepen
    }
# A field where a piece of its colour cannot be captured (Pausenfeld).
-pause-field =
    { $count ->
       *[one] rustveld
        [other] rustvelden
    }
# One of a colour's two fields that lead into its house (Eingangsfeld).
-entry-field =
    { $count ->
       *[one] ingangsveld
        [other] ingangsvelden
    }
# Where a colour's pieces end (Haus, Zielraum).
-house = huis
# To put a piece from the start box onto a start field (einsetzen). The messages use
# no split verb: $form: base "inzetten" (the infinitive), te "in te zetten", pp
# "ingezet" (the past participle).
-bring-in =
    { $form ->
       *[base] inzetten
        [te] in te zetten
        [pp] ingezet
    }
# To lose one's turn (aussetzen), as in Ganzenbord.
-miss-a-turn = een beurt overslaan
# A piece that one of its own could avenge (gedeckt).
-covered =
    { $ending ->
       *[none] gedekt
        [e] gedekte
    }
# A card of the action games (Aktionskarte).
-action-card =
    { $count ->
       *[one] actiekaart
        [other] actiekaarten
    }

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = zettenkaart
# Every player having had a turn once.
-round =
    { $count ->
       *[one] ronde
        [other] rondes
    }
# The played cards, beside the deck.
-discard-pile = aflegstapel
# Of a piece: on the track (the action cards' word). $ending: none, e.
-active =
    { $ending ->
       *[none] actief
        [e] actieve
    }
# A level of the piece school or the chess school, and how well the computer plays.
# Not: level, levels
-level =
    { $count ->
       *[one] niveau
        [other] niveaus
    }
# The number a run of games starts its dice from (--seed).
# Not: seed
-seed = startgetal

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs; the Dutch column
## comes from the Yalta sheet, seed 001) is the authority, and a test checks that these
## are its words.

-king =
    { $count ->
       *[one] koning
        [other] koningen
    }
-queen =
    { $count ->
       *[one] koningin
        [other] koninginnen
    }
-rook =
    { $count ->
       *[one] toren
        [other] torens
    }
-bishop =
    { $count ->
       *[one] loper
        [other] lopers
    }
-knight =
    { $count ->
       *[one] paard
        [other] paarden
    }
-pawn =
    { $count ->
       *[one] pion
        [other] pionnen
    }
-check = schaak
-checkmate = schaakmat
-stalemate = patstelling
-draw = remise
-castling = rokade
-en-passant = en passant
-promotion = promotie

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
        [random] willekeurig
        [greedy] hebberig
        [easy] makkelijk
        [normal] normaal
       *[hard] moeilijk
    }
