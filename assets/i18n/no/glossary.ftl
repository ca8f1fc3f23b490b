## The glossary of Norwegian (Bokmål): the booklet's terms and the chess words, chosen
## once for this language. Every other file of the language says them through these
## terms (and the helper messages at the end), so that a word is changed here and
## nowhere else. See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a noun's form: indefinite (the default), definite ("huset"); a verb's
##            form: infinitive (the default), imperative ("sett inn").
##   $ending  an adjective's ending: none (the default), e.
## A term without the parameter ignores it.

## The booklet's terms (seed 003; design/rules.md).

# The tray beside the board for the pieces not yet in play (Startbox).
-start-box =
    { $form ->
       *[indefinite] startboks
        [definite] startboksen
    }
# One of a colour's two fields where its pieces come in (Startfeld).
-start-field =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] startfelt
                [definite] startfeltet
            }
        [other]
            { $form ->
               *[indefinite] startfelt
                [definite] startfeltene
            }
    }
# The thick bar of a colour that its pieces never cross (Sperrlinie).
-blocking-line =
    { $form ->
       *[indefinite] stopplinje
        [definite] stopplinjen
    }
# A field where a piece of its colour cannot be captured (Pausenfeld).
-pause-field =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] hvilefelt
                [definite] hvilefeltet
            }
        [other]
            { $form ->
               *[indefinite] hvilefelt
                [definite] hvilefeltene
            }
    }
# One of a colour's two fields that lead into its house (Eingangsfeld).
-entry-field =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] inngangsfelt
                [definite] inngangsfeltet
            }
        [other]
            { $form ->
               *[indefinite] inngangsfelt
                [definite] inngangsfeltene
            }
    }
# Where a colour's pieces end (Haus, Zielraum).
-house =
    { $form ->
       *[indefinite] hus
        [definite] huset
    }
# To put a piece from the start box onto a start field (einsetzen).
-bring-in =
    { $form ->
       *[infinitive] sette inn
        [imperative] sett inn
    }
# To lose one's turn (aussetzen); the imperative is the same. $form: infinitive (the
# default), present ("står over").
-miss-a-turn =
    { $form ->
       *[infinitive] stå over
        [present] står over
    }
# A piece that one of its own could avenge (gedeckt).
-covered =
    { $ending ->
       *[none] dekket
        [e] dekkede
    }
# A card of the action games (Aktionskarte).
-action-card =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] aksjonskort
                [definite] aksjonskortet
            }
        [other]
            { $form ->
               *[indefinite] aksjonskort
                [definite] aksjonskortene
            }
    }

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D). $form:
# indefinite (the default), definite.
-move-map =
    { $form ->
       *[indefinite] trekkart
        [definite] trekkartet
    }
# Every player having had a turn once.
-round =
    { $count ->
       *[one] runde
        [other] runder
    }
# The played cards, beside the deck ("kastet" is the roll). $form: indefinite (the
# default), definite.
-discard-pile =
    { $form ->
       *[indefinite] kastebunke
        [definite] kastebunken
    }
# Of a piece: on the track (the action cards' word). $ending: none, e.
-active =
    { $ending ->
       *[none] aktiv
        [e] aktive
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs; the Norwegian column
## comes from seed 004) is the authority, and a test checks that these are its words.
## $count: (count: 2) gives the plural ("konger"). $form: indefinite (the default,
## the table's word), definite ("kongen").

-king =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] konge
                [definite] kongen
            }
        [other]
            { $form ->
               *[indefinite] konger
                [definite] kongene
            }
    }
-queen =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] dronning
                [definite] dronningen
            }
        [other]
            { $form ->
               *[indefinite] dronninger
                [definite] dronningene
            }
    }
-rook =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] tårn
                [definite] tårnet
            }
        [other]
            { $form ->
               *[indefinite] tårn
                [definite] tårnene
            }
    }
-bishop =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] løper
                [definite] løperen
            }
        [other]
            { $form ->
               *[indefinite] løpere
                [definite] løperne
            }
    }
-knight =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] springer
                [definite] springeren
            }
        [other]
            { $form ->
               *[indefinite] springere
                [definite] springerne
            }
    }
-pawn =
    { $count ->
       *[one]
            { $form ->
               *[indefinite] bonde
                [definite] bonden
            }
        [other]
            { $form ->
               *[indefinite] bønder
                [definite] bøndene
            }
    }
-check = sjakk
-checkmate = sjakkmatt
-stalemate = patt
-draw = remi
-castling = rokade
-en-passant = en passant
-promotion = bondeforvandling

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
        [random] tilfeldig
        [greedy] grådig
        [easy] lett
        [normal] middels
       *[hard] vanskelig
    }
