## The glossary of Spanish (Spain, spoken to children of about 7, "tú"): the booklet's
## terms and the chess words, chosen once for this language. Every other file of the
## language says them through these terms (and the helper messages at the end), so
## that a word is changed here and nowhere else. See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a verb's form (listed at the term).
## A term without the parameter ignores it. .gender is a noun's gender: the messages
## write the article (el, la, un, una) that goes with it.
##
## The words come from parchís, which every Spanish child knows: "sacar pieza",
## "casilla segura", "meta", "perder el turno"; "comer" for capturing.

## The booklet's terms (seed 003; design/rules.md).

# The tray beside the board for the pieces not yet in play (Startbox).
-start-box = caja
    .gender = feminine
# One of a colour's two fields where its pieces come in (Startfeld).
-start-field =
    { $count ->
       *[one] casilla de salida
        [other] casillas de salida
    }
    .gender = feminine
# The thick bar of a colour that its pieces never cross (Sperrlinie).
-blocking-line =
    { $count ->
       *[one] barrera
        [other] barreras
    }
    .gender = feminine
# A field where a piece of its colour cannot be captured (Pausenfeld): parchís's
# "seguro".
-pause-field =
    { $count ->
       *[one] casilla segura
        [other] casillas seguras
    }
    .gender = feminine
# One of a colour's two fields that lead into its house (Eingangsfeld).
-entry-field =
    { $count ->
       *[one] casilla de entrada
        [other] casillas de entrada
    }
    .gender = feminine
# Where a colour's pieces end (Haus, Zielraum). Not "casa": in parchís the pieces
# start "en casa".
-house = meta
    .gender = feminine
# To put a piece from the start box onto a start field (einsetzen): parchís's "sacar".
# $form: infinitive "sacar pieza", it "saca pieza", they "sacan pieza", you "sacas
# pieza", imperative "saca una pieza".
-bring-in =
    { $form ->
       *[infinitive] sacar pieza
        [it] saca pieza
        [they] sacan pieza
        [you] sacas pieza
        [imperative] saca una pieza
    }
# To lose one's turn (aussetzen). $form: infinitive, you "pierdes el turno", it
# "pierde el turno".
-miss-a-turn =
    { $form ->
       *[infinitive] perder el turno
        [you] pierdes el turno
        [it] pierde el turno
    }
# A piece that one of its own could avenge (gedeckt): said of "pieza", so feminine.
-covered =
    { $count ->
       *[one] protegida
        [other] protegidas
    }
# A card of the action games (Aktionskarte).
-action-card =
    { $count ->
       *[one] carta de acción
        [other] cartas de acción
    }
    .gender = feminine

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = mapa de jugadas
# Every player having had a turn once.
-round =
    { $count ->
       *[one] ronda
        [other] rondas
    }
# The played cards, beside the deck.
-discard-pile = descartes
# Of a piece: on the track (the action cards' word, as the rules say it). $form: m
# (the default), f, m-pl, f-pl.
-active =
    { $form ->
       *[m] activo
        [f] activa
        [m-pl] activos
        [f-pl] activas
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words. The Yalta sheet (seed 001) heads its stalemate
## section "tablas", which is the word for a draw; the game says "rey ahogado", as chess
## players do, and "empate" for a draw (issue 49).

-king =
    { $count ->
       *[one] rey
        [other] reyes
    }
    .gender = masculine
-queen =
    { $count ->
       *[one] reina
        [other] reinas
    }
    .gender = feminine
-rook = torre
    .gender = feminine
-bishop = alfil
    .gender = masculine
-knight =
    { $count ->
       *[one] caballo
        [other] caballos
    }
    .gender = masculine
-pawn =
    { $count ->
       *[one] peón
        [other] peones
    }
    .gender = masculine
-check = jaque
-checkmate = jaque mate
# Not: tablas
-stalemate = rey ahogado
-draw = empate
-castling = enroque
-en-passant = captura al paso
-promotion = promoción

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
        [random] al azar
        [greedy] glotón
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }
