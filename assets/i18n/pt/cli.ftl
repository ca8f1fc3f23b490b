## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = erro: { $message }
cli-no-folder =
    { $path }: a pasta { $folder } não existe
    dica: cria-a primeiro, ou escreve numa pasta que exista
cli-out-is-folder =
    --out { $path } é uma pasta
    dica: --out indica um ficheiro, por exemplo assets/win_chances.json
cli-out-not-models = --out { $path }: não é um ficheiro de modelos de probabilidades de vitória: { $error }
cli-cannot-read = { $path }: não é possível lê-lo: { $error }
cli-cannot-write = { $path }: não é possível escrever aí: { $error }
cli-board =
    { $error }
    dica: o formato está explicado em assets/board-classic.txt
cli-deck =
    { $error }
    dica: o formato das cartas está explicado em cards/deck.json e em docs/data-files.md
cli-save =
    { $error }
    dica: abre um ficheiro guardado por este jogo: autosave.json na pasta de dados, um ficheiro de «Guardar como…» ou simulate --save
cli-rule-file =
    { $error }
    dica: o formato do ficheiro de regras está em docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    dica: ao abrir, a Escola das peças põe de lado um ficheiro destes, com o nome progress.json.broken; --data-dir indica a pasta de dados
cli-unknown-bot =
    jogador de computador desconhecido '{ $name }' em --bots
    dica: usa random, greedy, easy, normal ou hard
cli-bot-count =
    --bots indica { $bots ->
        [0] { $bots } jogadores de computador
        [one] { $bots } jogador de computador
       *[other] { $bots } jogadores de computador
    } para { $players } jogadores
    dica: dá um nome por jogador, ou um só para todos
cli-levels =
    { $error }
    dica: usa de 2 a 4 nomes entre random, greedy, easy, normal, hard, por exemplo --levels hard,normal,normal,normal
cli-unknown-piece = peça desconhecida '{ $name }': usa queen, rook, bishop, knight, king ou pawn
cli-bad-seat = --seat tem de ser 0, 1, 2 ou 3
cli-not-a-square = '{ $text }' não é uma casa: escreve X,Y, por exemplo 5,16
cli-too-few-positions =
    só { $positions ->
        [0] { $positions } posições
        [one] { $positions } posição
       *[other] { $positions } posições
    } para aprender (são precisas pelo menos { $needed }); nada foi escrito em { $path }
    dica: mais --games, ou um --every mais pequeno
cli-board-has-no-seat = o tabuleiro { $board } não tem lugar para { track-seat }
cli-unknown-level =
    nível desconhecido '{ $name }' em { $flag }
    dica: usa easy, normal ou hard
cli-chess-level-count =
    --levels indica { $count ->
        [0] { $count } níveis
        [one] { $count } nível
       *[other] { $count } níveis
    }
    dica: indica dois, por exemplo --levels hard,easy
cli-yalta-level-count =
    --levels indica { $count ->
        [0] { $count } níveis
        [one] { $count } nível
       *[other] { $count } níveis
    }; o Yalta joga-se com 3 jogadores
    dica: por exemplo --levels hard,easy,easy
cli-chess-player-count =
    --chess-players indica { $count ->
        [0] { $count } jogadores
        [one] { $count } jogador
       *[other] { $count } jogadores
    }
    dica: indica dois, por exemplo --chess-players person,hard
cli-depth-too-deep =
    a profundidade { $depth } demoraria horas
    dica: usa uma profundidade de 0 a 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag }: { $error }
    }
    dica: dá uma posição FEN como 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ou start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    dica: são precisas partidas em PGN, com as jogadas em SAN (por exemplo 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path }: { $count } partidas; escolhe uma com { $flag } N
    { $games }
cli-pgn-number = { $path }: { $flag } { $number }: o ficheiro tem { $count ->
        [0] { $count } partidas
        [one] { $count } partida
       *[other] { $count } partidas, da 1 à { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } nível de xadrez não fica provado
       *[other] { $count } níveis de xadrez não ficam provados
    } pela sua solução (vê as linhas acima)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game e --chess-players só funcionam com --game chess
cli-no-such-lesson = --lesson { $given }: esse nível não existe. Indica o curso e o nível, p. ex. --lesson 1.3 (cursos de 1 a { $courses })
cli-fen-and-pgn = dá --fen ou --pgn, não os dois
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] linha { $line } da entrada padrão: { $error }
    }
    dica: o YFEN está explicado em design §5; senão, usa start
cli-standard-input = entrada padrão: { $error }
cli-line-too-long = a linha { $line } da entrada padrão é mais longa do que qualquer posição ({ $max } bytes no máximo): a leitura para aí
cli-line-not-text = a linha { $line } da entrada padrão não é texto UTF-8
cli-standard-output = saída padrão: { $error }
cli-screenshot-is-folder = --screenshot { $path }: é uma pasta; dá um nome de ficheiro, por exemplo shot.png
cli-no-display = sem ecrã: a janela do jogo precisa de um ecrã X (DISPLAY não está definido; num ambiente Wayland, o XWayland dá um). Os comandos sem janela, como `simulate` e `cards`, funcionam sem ecrã.
cli-no-display-unreachable = sem ecrã: o ecrã X '{ $display }' indicado por DISPLAY não responde: não há nenhum servidor X a correr aí, ou ele não te deixa entrar. Abre o jogo no teu ambiente de trabalho, ou com xvfb-run. Os comandos sem janela, como `simulate` e `cards`, funcionam sem ecrã.
cli-no-display-library = sem ecrã: a janela do jogo precisa da biblioteca de sistema { $library }, que não está instalada (no Debian e no Ubuntu vem com libx11-6 e libxkbcommon0). Os comandos sem janela, como `simulate` e `cards`, funcionam sem ela.
cli-count-below-one = tem de ser pelo menos 1
cli-not-a-whole-number = '{ $text }' não é um número inteiro
cli-not-a-number = '{ $text }' não é um número
cli-speed-out-of-range = a velocidade tem de estar entre 0.1 e 1000
cli-bad-size = '{ $text }' não é um tamanho de janela entre 320x240 e 8192x8192, por exemplo 1280x720
cli-web-on-desktop = schachschlamassel-web funciona num navegador: compila-o com web/build.sh; num computador normal, abre schachschlamassel

## Notes and the words inside listings.
cli-seed = semente { $seed }
cli-lesson-line = {"  "}{ $id } objetivo { $par }: { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id }: provado, ganho em { $tries ->
        [one] { $tries } tentativa
       *[other] { $tries } tentativas
    } com { $stars } estrelas
cli-chess-lesson-no-proof = {"  "}{ $id }: NÃO provado: a pesquisa não encontra nenhuma solução ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id }: NÃO provado: a tentativa { $number } da solução é recusada: { $why }
cli-chess-lesson-not-won = {"  "}{ $id }: NÃO provado: { $stars ->
        [0] { $tries } tentativas não chegaram para ganhar
       *[other] ganho em { $tries } tentativas com só { $stars } estrelas
    }
cli-chess-lessons-checked = { $proved } de { $count } níveis de xadrez provados
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
cli-pgn-broken = a partida { $number } do ficheiro não pode ser lida e fica de fora: { $error }
cli-uci-unknown-command = comando desconhecido '{ $text }': este programa conhece uci, isready, ucinewgame, setoption, position, go, stop e quit
cli-uci-bad-position = position '{ $text }': escreve position startpos ou position fen FEN, depois moves e as jogadas, por exemplo moves e2e4 e7e5
cli-uci-bad-fen = { $error }; a posição fica como estava
cli-uci-illegal-move = a jogada { $number } '{ $text }' não é permitida aí: a posição vai até à jogada anterior
cli-uci-unknown-option = não há nenhuma opção '{ $name }': a única opção é Skill (easy, normal ou hard)
cli-uci-bad-skill = Skill '{ $value }' não é easy, normal nem hard: o nível fica como estava
cli-uci-bad-go = go: '{ $text }' não se percebe; go aceita movetime, wtime, btime, winc, binc, movestogo, depth e nodes com um número inteiro, ou infinite
cli-uci-no-move = a partida acabou: não há nenhuma jogada para fazer
cli-final-position = posição final: { $fen }
cli-result = resultado: { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] desistência
        [stalemate] { -stalemate }
        [insufficient-material] material insuficiente
        [fifty-moves] regra das 50 jogadas
        [seventy-five-moves] regra das 75 jogadas
        [threefold-repetition] tripla repetição
        [fivefold-repetition] quíntupla repetição
        [agreement] { -draw } por acordo
       *[going-on] a partida continua
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M jogadas/s)
cli-yalta-perft = profundidade { $depth }: { $leaves } folhas em { $seconds } s ({ $speed } M folhas/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } ponto
       *[other] { $pips } pontos
    }  { $results ->
        [0] { $results } resultados
        [one] { $results } resultado
       *[other] { $results } resultados
    }  { $micros } µs para todos os resultados  { $route } µs a mais para um caminho até cada um
cli-no-font = erro: não é possível carregar o tipo de letra que vem com o jogo: { $error }
cli-no-shot-screen = erro: nenhum ecrã { $when } em { $frames } imagens; não foi tirada nenhuma captura de ecrã
