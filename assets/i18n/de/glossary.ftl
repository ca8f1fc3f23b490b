## The glossary of German: the booklet's terms and the chess words, chosen once for
## this language. Every other file of the language says them through these terms (and
## the helper messages at the end), so that a word is changed here and nowhere else.
## See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $case    nominative (the default), accusative, dative, genitive.
##   $ending  an adjective's ending: none (the default), e, en.
##   $form    a form of a verb (listed at the term).
## A term without the parameter ignores it. .gender is a noun's gender, for the
## messages that choose an article by it.

## The booklet's terms (seed 003; design/rules.md).

-start-box = Startbox
    .gender = feminine
-start-field =
    { $count ->
       *[one] Startfeld
        [other] Startfelder
    }
    .gender = neuter
-blocking-line =
    { $count ->
       *[one] Sperrlinie
        [other] Sperrlinien
    }
    .gender = feminine
-pause-field =
    { $count ->
       *[one] Pausenfeld
        [other]
            { $case ->
               *[nominative] Pausenfelder
                [accusative] Pausenfelder
                [dative] Pausenfeldern
                [genitive] Pausenfelder
            }
    }
    .gender = neuter
# The booklet says Eingangsfeld (Haus-Eingangsfeld), not Einsetzfeld.
-entry-field =
    { $count ->
       *[one] Eingangsfeld
        [other]
            { $case ->
               *[nominative] Eingangsfelder
                [accusative] Eingangsfelder
                [dative] Eingangsfeldern
                [genitive] Eingangsfelder
            }
    }
    .gender = neuter
-house = Haus
    .gender = neuter
# $form: infinitive „einsetzen“, zu-infinitive „einzusetzen“, present-plural „setzen ein“,
# able „einsetzbar“ (adjective).
-bring-in =
    { $form ->
       *[infinitive] einsetzen
        [zu-infinitive] einzusetzen
        [present-plural] setzen ein
        [able] einsetzbar
    }
-miss-a-turn = aussetzen
-covered =
    { $ending ->
       *[none] gedeckt
        [e] gedeckte
        [en] gedeckten
    }
-action-card =
    { $count ->
       *[one] Aktionskarte
        [other] Aktionskarten
    }
    .gender = feminine

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# How many moves the chosen piece needs to each square (key D).
# Not: Zugkarte
-move-map = Zugzahlen
# Every player having had a turn once.
-round =
    { $count ->
       *[one] Runde
        [other] Runden
    }
# The played cards, beside the deck.
-discard-pile = Ablage
# Of a piece: on the track (the action cards' word). $ending: none, e, er, en.
-active =
    { $ending ->
       *[none] aktiv
        [e] aktive
        [er] aktiver
        [en] aktiven
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words.

-king =
    { $count ->
       *[one] König
        [other] Könige
    }
    .gender = masculine
-queen =
    { $count ->
       *[one] Dame
        [other] Damen
    }
    .gender = feminine
-rook =
    { $count ->
       *[one] Turm
        [other] Türme
    }
    .gender = masculine
-bishop =
    { $count ->
       *[one] Läufer
        [other] Läufer
    }
    .gender = masculine
-knight =
    { $count ->
       *[one] Springer
        [other] Springer
    }
    .gender = masculine
-pawn =
    { $count ->
       *[one]
            { $case ->
               *[nominative] Bauer
                [accusative] Bauern
                [dative] Bauern
                [genitive] Bauern
            }
        [other] Bauern
    }
    .gender = masculine
-check = Schach
-checkmate = Schachmatt
-stalemate = Patt
-draw = Remis
-castling = Rochade
-en-passant = en passant
-promotion = Umwandlung

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
        [random] zufällig
        [greedy] eifrig
        [easy] leicht
        [normal] mittel
       *[hard] schwer
    }
