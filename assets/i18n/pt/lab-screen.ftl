## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Inventar regras
lab-screen-title = Inventa as tuas próprias regras
lab-screen-default-name = O nosso jogo
lab-screen-name = Nome:
lab-screen-name-empty = Escreve um nome
lab-screen-page =
    { $page ->
        [game] Jogo
        [dice] Dados
        [rules] Regras da casa
        [more] Mais regras
       *[cards] Cartas
    }
lab-screen-start-from = Recomeçar com um jogo do livrinho:
lab-screen-pieces = Que peças jogam?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = O dado laranja só se usa quando joga uma peça que ele move: no livreto o { -king } e o { -pawn } (escolhem-se em «Mais regras»).
lab-screen-white-die = Dado branco
lab-screen-orange-die = Dado laranja
lab-screen-add-face = Juntar uma face
lab-screen-remove-face = Tirar uma face
lab-screen-face-how = Clica numa face para a mudar: de 1 a 12, + ou #.
lab-screen-tries =
    { $tries ->
        [0] { $tries } tentativas
        [one] { $tries } tentativa
       *[other] { $tries } tentativas
    }
lab-screen-tries-how = Quantas vezes podes lançar o dado quando ainda não tens nenhuma peça em jogo.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(count: 2)) } a salvo, sem cartas extra
lab-screen-protection-how = Uma peça que outra da sua cor poderia vingar não pode ser comida. O baralho fica como está.
lab-screen-action = Jogar com { -action-card(count: 2) }
lab-screen-cards-page = Cartas { $first } a { $last } de { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-cards-off = Liga as { -action-card(count: 2) } para escolher quantas há de cada uma.
lab-screen-ready = Com estas regras pode-se jogar.
lab-screen-try-it = Experimentar
lab-screen-save = Guardar
lab-screen-play-it = Jogar
lab-screen-open = Abrir
lab-screen-import = Importar
lab-screen-export = Exportar
lab-screen-back = Voltar
lab-screen-saved = Guardado: { $path }
lab-screen-exported = { $file } está pronto para descarregar.
lab-screen-exported-here = O teu ficheiro de regras está aqui: { $path }
lab-screen-opened = «{ $name }» está aberto.
lab-screen-nothing-saved = Ainda não há regras guardadas.
lab-screen-open-title = Abrir as tuas regras guardadas
lab-screen-leave-title = Sair sem guardar?
lab-screen-leave-body = As tuas alterações a «{ $name }» não estão guardadas.
lab-screen-leave = Sair
lab-screen-stay = Ficar
lab-screen-try-title = Como se joga «{ $name }»
lab-screen-try-playing = O computador joga as tuas regras e o jogo do livrinho até os números estarem claros: no máximo { $games } jogos de cada.
lab-screen-browser-fewer = No navegador, o computador só joga { $games } jogos com cada conjunto de regras, para a página não ficar presa.
lab-screen-progress = { $done } de { $total } jogos
lab-screen-stop = Parar
lab-screen-stopped =
    Parado. { $done ->
        [0] Ainda não acabou nenhum jogo.
        [one] As imagens mostram o único jogo jogado até agora.
       *[other] As imagens mostram os { $done } jogos jogados até agora.
    }
lab-screen-done =
    { $fair ->
        [fair] As tuas regras são justas (dentro do acaso). { $games } jogos em { $seconds } segundos (semente { $seed }).
        [unfair] As tuas regras não são justas. { $games } jogos em { $seconds } segundos (semente { $seed }).
       *[unknown] { $games } jogos em { $seconds } segundos (semente { $seed }).
    }
lab-screen-cannot-run = O computador não consegue jogar com estas regras: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Partida rápida: uma peça já fora
        [bring-in-on-any-roll] Qualquer número põe uma peça em jogo
        [bring-in-ends-turn] Pôr em jogo não dá novo lançamento
        [start-fields-may-fill] As duas { -start-field(count: 2) } podem estar ocupadas
        [capture-any] Comer com qualquer { -move }
       *[exact-home] Chegar certo, como no Ludo
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Todos começam com a sua primeira peça numa { -start-field }: logo no primeiro lançamento há alguma coisa a fazer.
        [bring-in-on-any-roll] Como um +, qualquer número pode pôr uma peça da { -start-box } numa { -start-field } em vez de mover uma.
        [bring-in-ends-turn] No livrinho lança-se outra vez depois de pôr uma peça em jogo. Com esta regra é depois a vez do jogador seguinte.
        [start-fields-may-fill] O livrinho diz que uma { -start-field } tem de ficar sempre livre enquanto houver peças na { -start-box }. Com esta regra as tuas peças podem estar nas duas.
        [capture-any] No livrinho uma peça só come com a última { -move } do seu lançamento. Com esta regra cada { -move } pode comer, e a peça continua.
       *[exact-home] No livrinho uma peça chega à { -house } e as { -move(count: 2) } que sobram perdem-se. Com esta regra só chega com a última { -move } do seu lançamento.
    }
lab-screen-orange-moves = Dado laranja:
lab-screen-orange-moves-how = O livreto diz: para mover a { -queen }, a { -rook }, o { -bishop } ou o { -knight } vale o dado branco; para o { -king } e o { -pawn }, o dado laranja. Aqui escolhem quais peças o dado laranja move (marcadas); o branco move todas as outras.
