## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (keys/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,

lab-fig-title = Como corre o jogo
lab-fig-length = Quanto dura um jogo
lab-fig-rounds = Rondas
lab-fig-minutes = Minutos à mesa
lab-fig-fairness = Quão justo é
lab-fig-player = Jogador { $player }
lab-fig-starting-player = Quem começa
lab-fig-fair-share = Parte justa
lab-fig-skill = Quanto conta a habilidade
lab-fig-liveliness = Quão animado é
lab-fig-captures = Capturas
lab-fig-lead-changes = Trocas na liderança
lab-fig-lost-turns = Vezes perdidas
lab-fig-cards-drawn = Cartas tiradas
lab-fig-bar = { $from }–{ $to } rondas

lab-fig-played =
    { $played } de { $games ->
        [one] { $games } jogo jogado
       *[other] { $games } jogos jogados
    } por { $players } jogadores de computador (semente { $seed }).
lab-fig-rounds-line = Um jogo dura { $median } rondas. Metade dos jogos dura de { $low } a { $high } rondas.
lab-fig-minutes-line = À mesa são cerca de { $median } minutos (metade dos jogos: de { $low } a { $high } minutos).
lab-fig-minutes-how = Os minutos são uma estimativa: { $roll } segundos por lançamento, mais { $card } segundos por carta.
lab-fig-player-line = O jogador { $player } ganha { $share } % dos jogos (de certeza entre { $low } e { $high } %).
lab-fig-start-line = Quem começa ganha { $share } % (entre { $low } e { $high } %). Justo seria { $fair } %.
lab-fig-skill-line =
    Um jogador de computador difícil contra fáceis ganha { $share } % (entre { $low } e { $high } %). Justo seria { $fair } %. ({ $games ->
        [one] { $games } jogo
       *[other] { $games } jogos
    })
lab-fig-captures-line = Peças capturadas num jogo: { $n }
lab-fig-lead-line = Vezes que muda quem vai à frente num jogo: { $n }
lab-fig-lead-how = Vai à frente o jogador cujas peças já fizeram mais caminho.
lab-fig-lost-line = Vezes perdidas num jogo: { $n } ({ $share } % de todas as vezes)
lab-fig-lost-how = Uma vez perde-se quando nenhuma peça se move: um #, nada para { -bring-in(form: "short") }, ou nenhuma jogada depois de todas as tentativas.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } tiradas num jogo: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } jogo não tinha acabado
       *[other] { $count } jogos não tinham acabado
    } depois de { $cap } rondas.
lab-fig-no-game-ended = Nenhum jogo tinha acabado depois de { $cap } rondas.
lab-fig-time =
    { $games ->
        [one] { $games } jogo
       *[other] { $games } jogos
    } em { $seconds } segundos em { $threads ->
        [one] { $threads } fio
       *[other] { $threads } fios
    }.

lab-fig-refused-players = Um jogo precisa de 2 a 4 jogadores.
lab-fig-refused-seats = O tabuleiro não tem lugar para estes jogadores.
lab-fig-refused-empty-die = Um dado não tem faces: ninguém poderia lançar.
