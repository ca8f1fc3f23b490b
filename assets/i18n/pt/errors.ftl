## Errors in the track game's data files: a board, a card deck, a lesson, a save (src/said/file_errors.rs, save/words.rs and the derives of save/ and platform/).
## Each error is a frame (errors-board, errors-deck-card-at, …: the file, the line) around
## its reason ($reason: one of the messages below, said first).
## Values: $file a file's name or path; numbers $line, $column, $count, $expected,
## $found, $width, $height, $max, $length, $moves, $number, $version, $format,
## $commands; $seat a seat's colour (yellow, green, blue, red: track-seat says it);
## $square a square as (x,y); $cell a character of a board; $text a line of a board;
## $card, $field, $tag, $variant, $level ids as the file writes them; $lang a language
## code (de, en, …); $piece a piece's kind (chess-piece says it); $detail the JSON
## reader's own words, as it says them; $error the system's words; $why why a file
## could not be read (errors-read-…); $differs the parts of a game that differ
## (errors-save-part, $part: setup, board, dice, cards, positions, turn, placings,
## generator).

## Why a file could not be read.

errors-read-missing = esse ficheiro não existe
errors-read-not-a-file = não é um ficheiro normal (uma pasta ou um dispositivo)
errors-read-too-large = o ficheiro tem mais de { $max } MB, é grande demais para um ficheiro do jogo
errors-read-not-text = não é texto UTF-8
errors-read-system = { $error }
errors-read-no-permission = o jogo não tem permissão para o ler; dá-lha nas permissões do ficheiro
errors-read-folder-is-a-file = a pasta onde devia estar é um ficheiro, não uma pasta

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = a sua pasta é um ficheiro, não uma pasta; tira esse ficheiro do caminho ou inicia o jogo com --data-dir e outra pasta
errors-write-no-permission = o jogo não tem permissão para escrever aqui; dá-lha nas permissões da pasta ou inicia o jogo com --data-dir e uma pasta tua
errors-write-full = o disco está cheio; apaga ficheiros de que já não precisas e o jogo poderá guardar de novo
errors-write-system = { $error }

## A board file.

errors-board = ficheiro de tabuleiro { $file }: { $reason }
errors-board-at = ficheiro de tabuleiro { $file }, linha { $line }, coluna { $column }: { $reason }
errors-board-io = não é possível ler o ficheiro: { $why }
errors-board-unknown-cell = símbolo desconhecido '{ $cell }' (usa # . a-d A-D 1-4 w-z, vê os comentários do tabuleiro clássico)
errors-board-ragged-row =
    esta linha tem { $found ->
        [0] { $found } casas
        [one] { $found } casa
       *[other] { $found } casas
    }, mas a primeira tem { $expected }: a grelha tem de ser retangular
errors-board-no-rows = o ficheiro não tem linhas de grelha
errors-board-too-large = a grelha mede { $width } x { $height }; o jogo aceita no máximo { $max } casas
errors-board-bad-line = não é possível ler a { -blocking-line } '{ $text }': escreve 'line S x=X y=Y0..Y1' ou 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat }: tem mais de uma { -blocking-line }
errors-board-missing-line = { track-seat }: tem casas, mas nenhuma { -blocking-line }
errors-board-line-without-seat = { track-seat }: tem uma { -blocking-line }, mas nenhuma casa
errors-board-line-off-grid = a { -blocking-line } sai da grelha: as pontas têm de ficar dentro de x=0..{ $width } e y=0..{ $height }
errors-board-start-field-count =
    { track-seat }: tem { $count ->
        [0] { $count } { -start-field(count: 2) }
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    }; tem de ter exatamente 2
errors-board-entry-field-count =
    { track-seat }: tem { $count ->
        [0] { $count } { -entry-field(count: 2) }
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    }; tem de ter exatamente 2
errors-board-no-house = { track-seat }: não tem casas de { -house }
errors-board-house-does-not-touch-entry = { track-seat }: a { -entry-field } { $square } não toca em nenhuma casa da sua { -house } (de lado, não na diagonal)
errors-board-house-apart = { track-seat }: a casa de { -house } { $square } não está ligada ao resto da { -house } junto às { -entry-field(count: 2) }
errors-board-pause-walled-in = { track-seat }: a { -pause-field } { $square } só tem paredes à volta; nenhuma peça consegue lá chegar
errors-board-line-does-not-separate = { track-seat }: a { -blocking-line } não separa as { -start-field(count: 2) } das { -entry-field(count: 2) } ao longo do percurso
errors-board-entry-unreachable = { track-seat }: das { -start-field(count: 2) } não se chega às { -entry-field(count: 2) } sem atravessar a { -blocking-line }
errors-board-no-pause-field = { track-seat }: não tem { -pause-field }
errors-board-too-few-seats =
    o tabuleiro tem { $count ->
        [0] { $count } lugares completos
        [one] { $count } lugar completo
       *[other] { $count } lugares completos
    }; são precisos pelo menos 2

## A card deck.

errors-deck = ficheiro de cartas { $file }: { $reason }
errors-deck-card = ficheiro de cartas { $file }, carta '{ $card }': { $reason }
errors-deck-at = ficheiro de cartas { $file }, linha { $line }, coluna { $column }: { $reason }
errors-deck-card-at = ficheiro de cartas { $file }, carta '{ $card }', linha { $line }, coluna { $column }: { $reason }
errors-deck-io = não é possível ler o ficheiro: { $why }
errors-deck-json = JSON errado: { $detail }
errors-deck-unknown-field = campo desconhecido `{ $field }` num `{ $tag }`
errors-deck-text-too-long = o texto em { $lang } tem { $length } carateres; no máximo são permitidos { $max }
errors-deck-empty-text = o texto em { $lang } está vazio
errors-deck-no-language = "text" não indica nenhuma língua
errors-deck-empty-id = o id está vazio
errors-deck-duplicate-id = outra carta também tem este id
errors-deck-zero-count = count é 0; cada carta tem de aparecer pelo menos 1 vez
errors-deck-bad-moves =
    { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }; usa de 1 a 12
errors-deck-role-not-listed =
    o efeito fala { $piece ->
        [queen] da
        [rook] da
       *[other] do
    } { chess-piece }, mas essa peça não está em "roles"
errors-deck-empty = o baralho não tem cartas

## The seats of a game.

errors-setup-seat-not-on-board = o tabuleiro não tem lugar para { track-seat }
errors-setup-bad-seats = um jogo precisa de 2 a 4 lugares diferentes
errors-setup-first-not-playing = { track-seat } devia começar, mas não joga

## A lesson file.

errors-lesson = ficheiro de lição { $file }: { $reason }
errors-lesson-line = ficheiro de lição { $file }, linha { $line }: { $reason }
errors-lesson-level = ficheiro de lição { $file }, nível { $level }: { $reason }
errors-lesson-line-level = ficheiro de lição { $file }, linha { $line }, nível { $level }: { $reason }
errors-lesson-json = JSON errado: { $detail }
errors-lesson-json-field = { $field }: { $detail }
errors-lesson-no-course-id = um curso precisa de um id
errors-lesson-no-levels = um curso precisa de níveis
errors-lesson-id-twice = o id é usado duas vezes
errors-lesson-no-level-id = um nível precisa de um id
errors-lesson-unknown-variant = variante desconhecida '{ $variant }'
errors-lesson-no-language = um texto não indica nenhuma língua
errors-lesson-empty-text = o texto em { $lang } está vazio
errors-lesson-text-too-long = o texto em { $lang } é longo demais
errors-lesson-no-such-seat = o lugar { $number } não existe
errors-lesson-not-on-track = { $square } não é uma casa do percurso
errors-lesson-two-pieces = duas peças em { $square }
errors-lesson-kind-twice = cada lugar pode ter no máximo uma peça de cada tipo
errors-lesson-no-piece-to-play = { track-seat }: não tem nenhuma peça para jogar
errors-lesson-pips-and-dice = indica pips ou dice, não os dois
errors-lesson-no-pips-nor-dice = indica pips ou dice
errors-lesson-bad-dice = cada lançamento é de 1 a 12 pontos, ou "+"
errors-lesson-plus-needs-box = um "+" precisa de uma peça na { -start-box }, no jogo pequeno
errors-lesson-bad-pips = pips tem de ser de 1 a 12
errors-lesson-zero-par = par tem de ser pelo menos 1
errors-lesson-no-stars = um objetivo de estrelas precisa de estrelas
errors-lesson-too-many-stars = um objetivo de estrelas pode ter no máximo { $max } estrelas, não { $count }
errors-lesson-star-off-track = cada estrela tem de ficar no percurso
errors-lesson-reach-off-track = a casa a alcançar tem de ficar no percurso
errors-lesson-nothing-to-capture = em { $square } não há peça de outro lugar para capturar
errors-lesson-every-square-needs = um objetivo «todas as casas» precisa de uma só peça do lugar e de pips
errors-lesson-same-par-alone = same_par_because: usa-o só junto com teaches, a regra cujo par se mantém
errors-lesson-same-par-empty = same_par_because: diz porquê, ou tira-o
errors-lesson-cover-needs-large = teaches: cover, mas só o jogo grande protege as peças { -covered(count: 2) }
errors-lesson-bring-in-needs-plus = teaches: bring_in, mas os dados não têm um "+" para { -bring-in }

## A save file.

errors-save = jogo guardado { $file }: { $reason }
errors-save-at = jogo guardado { $file }, linha { $line }, coluna { $column }: { $reason }
errors-save-missing = esse ficheiro não existe
errors-save-io = não é possível lê-lo: { $why }
errors-save-write = não é possível guardá-lo: { $error }
errors-save-truncated = o ficheiro acaba cedo demais; foi cortado
errors-save-garbled = o ficheiro está danificado, não é JSON válido: { $detail }
errors-save-not-a-save = não é um jogo guardado (não tem número de versão "format")
errors-save-future-version = foi guardado na versão de formato { $version } por uma versão mais recente do jogo; esta versão lê até à versão de formato { $format }
errors-save-schema = JSON errado: { $detail }
errors-save-stray-field = comando { $number }: campo desconhecido `{ $field }` num `{ $tag }`
errors-save-unknown-field = campo desconhecido `{ $field }`: um jogo guardado não tem esse campo
errors-save-variant-roles = a variante '{ $variant }' tem de nomear cada tipo de peça no máximo uma vez, e pelo menos um
errors-save-die-without-faces = um dado do ficheiro não tem faces
errors-save-deck = as cartas do ficheiro: { $reason }
errors-save-deck-card = carta '{ $card }' do ficheiro: { $reason }
errors-save-setup = não é possível preparar o jogo: { $reason }
errors-save-board = o tabuleiro do ficheiro: { $reason }
errors-save-refused = não é possível repetir o comando { $number }: o ficheiro foi alterado ou vem de uma versão incompatível. { $reason }
errors-save-mismatch = ao repetir os seus { $commands } comandos, não se chega ao jogo guardado (diferem: { $differs }); o ficheiro foi alterado ou vem de uma versão incompatível
errors-save-part =
    { $part ->
        [setup] preparação
        [board] tabuleiro
        [dice] dados
        [cards] cartas
        [positions] posições das peças
        [turn] vez
        [placings] classificação
       *[generator] gerador aleatório dos dados
    }

## The learners' stars file.

errors-progress-unreadable = { $file }: { $why }
errors-progress-not-stars = { $file }: não é um ficheiro de estrelas: { $detail }
errors-progress-foreign = { $file }: não é um ficheiro de estrelas deste jogo; nada foi tirado dele.
errors-progress-newer = { $file }: um ficheiro de estrelas da versão { $version }, de uma versão mais recente do jogo (esta lê até à versão { $newest }); atualize o jogo e volte a recolhê-lo.
errors-progress-too-many-stars = { $file }: { $learner } tem { $stars } estrelas no nível { $level }, mas um nível dá de 1 a 3; nada foi tirado deste ficheiro.
errors-progress-no-learners = { $file }: não contém as estrelas de nenhum aluno (as estrelas de um convidado ficam no seu próprio dispositivo).
errors-progress-too-big = { $file }: demasiado grande para um ficheiro de estrelas; nada foi tirado dele.
