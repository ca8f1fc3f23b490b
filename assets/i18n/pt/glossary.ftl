## The glossary of Portuguese (European Portuguese, spoken to children of about 7, "tu";
## words chosen to be understood in Brazil too): the booklet's terms and the chess
## words, chosen once for this language. Every other file of the language says them
## through these terms (and the helper messages at the end), so that a word is changed
## here and nowhere else. See ../README.md.
##
## A term that needs more than one form selects on a parameter:
##   $count   a number; (count: 2) gives the plural.
##   $form    a verb's form (listed at the term).
## A term without the parameter ignores it. .gender is a noun's gender: the messages
## write the article (o, a, um, uma) that goes with it.
##
## A square of the board is a "casa", so the booklet's fields are "casas" too, and the
## house is the "meta". Capturing is "comer", as children say it.
##
## Plurals: Fluent's rules for "pt" count 0 as "one" (Brazil's "0 hora"); Portugal says
## "0 jogadas", so a count that can be 0 has its own [0] variant.

## The booklet's terms (seed 003; design/rules.md).

# The tray beside the board for the pieces not yet in play (Startbox).
-start-box = caixa
    .gender = feminine
# One of a colour's two fields where its pieces come in (Startfeld).
-start-field =
    { $count ->
       *[one] casa de saída
        [other] casas de saída
    }
    .gender = feminine
# The thick bar of a colour that its pieces never cross (Sperrlinie).
-blocking-line =
    { $count ->
       *[one] barreira
        [other] barreiras
    }
    .gender = feminine
# A field where a piece of its colour cannot be captured (Pausenfeld).
-pause-field =
    { $count ->
       *[one] casa segura
        [other] casas seguras
    }
    .gender = feminine
# One of a colour's two fields that lead into its house (Eingangsfeld).
-entry-field =
    { $count ->
       *[one] casa de entrada
        [other] casas de entrada
    }
    .gender = feminine
# Where a colour's pieces end (Haus, Zielraum). Not "casa": that is a square.
-house = meta
    .gender = feminine
# To put a piece from the start box onto a start field (einsetzen).
# $form: infinitive "pôr uma peça em jogo", it "põe uma peça em jogo", they "põem peças
# em jogo", you "pões uma peça em jogo", imperative "põe uma peça em jogo", short
# "pôr em jogo" (a course's name).
-bring-in =
    { $form ->
       *[infinitive] pôr uma peça em jogo
        [it] põe uma peça em jogo
        [they] põem peças em jogo
        [you] pões uma peça em jogo
        [imperative] põe uma peça em jogo
        [short] pôr em jogo
    }
# To lose one's turn (aussetzen). $form: infinitive, you "perdes a vez", it "perde a
# vez".
-miss-a-turn =
    { $form ->
       *[infinitive] perder a vez
        [you] perdes a vez
        [it] perde a vez
    }
# A piece that one of its own could avenge (gedeckt): said of "peça", so feminine.
-covered =
    { $count ->
       *[one] protegida
        [other] protegidas
    }
# A card of the action games (Aktionskarte).
-action-card =
    { $count ->
       *[one] carta de ação
        [other] cartas de ação
    }
    .gender = feminine

## The game's own words: one idea, one word, said through these terms. A "# Not:" line
## under a term's comment lists words for the same idea that this language's texts do
## not use (a test checks it), and a test checks that the messages naming the idea say
## it through the term.

# The map of how many moves the chosen piece needs to each square (key D).
-move-map = mapa das jogadas
# Every player having had a turn once.
-round =
    { $count ->
       *[one] ronda
        [other] rondas
    }
# The played cards, beside the deck.
-discard-pile = cartas usadas
# Of a piece: on the track (the action cards' word, as the rules say it; « em jogo »
# is for bringing a piece in). $form: m (the default), f, m-pl, f-pl.
-active =
    { $form ->
       *[m] ativo
        [f] ativa
        [m-pl] ativos
        [f-pl] ativas
    }
# The way around the board.
# Not: pista, pistas
-track = percurso
# A move: a piece's step in the race, and a player's move in chess.
# Not: movimento, movimentos, lance, lances
-move =
    { $count ->
       *[one] jogada
        [other] jogadas
    }

## The chess words: the seeds' table (src/ui/i18n/chess_words.rs) is the authority, and
## a test checks that these are its words. The Yalta sheet (seed 001) calls stalemate
## and a draw both "empate"; the game says "afogamento" for stalemate, as chess players
## do, and "empate" for a draw only (issue 49).

-king = rei
    .gender = masculine
-queen = rainha
    .gender = feminine
-rook = torre
    .gender = feminine
-bishop = bispo
    .gender = masculine
-knight = cavalo
    .gender = masculine
-pawn = peão
    .gender = masculine
-check = xeque
-checkmate = xeque-mate
-stalemate = afogamento
-draw = empate
-castling = roque
-en-passant = en passant
-promotion = promoção

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
        [random] ao acaso
        [greedy] guloso
        [easy] fácil
        [normal] normal
       *[hard] difícil
    }
