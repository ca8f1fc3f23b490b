## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Como corre o jogo
lab-fig-length = Quanto dura um jogo
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
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
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } de { $games ->
        [one] { $games } jogo jogado
       *[other] { $games } jogos jogados
    } por { $players } jogadores de computador (semente { $seed }).
lab-fig-rounds-line = Um jogo dura { $median } { -round(count: 2) }. Metade dos jogos dura de { $low } a { $high } { -round(count: 2) }.
lab-fig-minutes-line = À mesa são cerca de { $median } minutos (metade dos jogos: de { $low } a { $high } minutos).
lab-fig-minutes-how = Os minutos são uma estimativa: { $roll } segundos por lançamento, mais { $card } segundos por carta.
lab-fig-player-line = O jogador { $player } ganha { $share } % dos jogos (muito provavelmente entre { $low } e { $high } %).
lab-fig-start-line = Quem começa ganha { $share } % (entre { $low } e { $high } %). Justo seria { $fair } %.
lab-fig-skill-line =
    O computador ({ computer-level }) ganha { $share } % contra adversários fáceis (entre { $low } e { $high } %). Justo seria { $fair } %. ({ $games ->
        [one] { $games } jogo
       *[other] { $games } jogos
    })
lab-fig-captures-line = Peças capturadas num jogo: { $n }
lab-fig-lead-line = Vezes que muda quem vai à frente num jogo: { $n }
lab-fig-lead-how = Vai à frente o jogador cujas peças já fizeram mais caminho.
lab-fig-lost-line = Vezes perdidas: { $share } % de todas as vezes ({ $n } num jogo)
lab-fig-lost-how = Perde-se a vez quando nenhuma peça se move: um #, nada para { -bring-in(form: "short") }, ou nenhuma jogada depois de todas as tentativas.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } tiradas num jogo: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } jogo não acabou
       *[other] { $count } jogos não acabaram
    } ao fim de { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = Nenhum jogo acabou ao fim de { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } jogo
       *[other] { $games } jogos
    } em { $seconds } segundos em { $threads ->
        [one] { $threads } fio de execução
       *[other] { $threads } fios de execução
    }.

lab-fig-refused-players = Um jogo precisa de 2 a 4 jogadores.
lab-fig-refused-seats = O tabuleiro não tem lugar para estes jogadores.
lab-fig-refused-empty-die = Um dado não tem faces: ninguém poderia lançar.
# O que é acaso (issue 51). $way: more, less (e within para a habilidade); $most o máximo
# de jogos de uma prova.
lab-fig-bots = Todos os jogadores eram jogadores de computador ({ computer-level }): as partes e os minutos valem para jogadores como eles.
lab-fig-fair = Justo: as diferenças entre os jogadores estão dentro do acaso.
lab-fig-no-winner = Nenhum jogo teve vencedor, por isso não se pode dizer nada sobre quem ganha.
lab-fig-starter-really =
    { $way ->
        [more] Quem começa ganha mesmo mais vezes
       *[less] Quem começa ganha mesmo menos vezes
    }: { $share } % onde { $fair } % seria justo.
lab-fig-player-really =
    { $way ->
        [more] O jogador { $player } ganha mesmo mais vezes
       *[less] O jogador { $player } ganha mesmo menos vezes
    }: { $share } % onde { $fair } % seria justo.
lab-fig-skill-verdict =
    { $way ->
        [more] A habilidade conta mesmo: o melhor jogador ganha mais do que o acaso daria.
        [less] O melhor jogador ganha mesmo menos: com estas regras não compensa pensar.
       *[within] A diferença está dentro do acaso: a sorte decide mais do que a habilidade.
    }
lab-fig-stopped = Depois de { $played } jogos os números estavam claros, por isso o laboratório parou aí (teria jogado até { $most }).
lab-fig-not-clear = Mesmo depois de { $most } jogos, algumas diferenças são pequenas demais para ter a certeza.

