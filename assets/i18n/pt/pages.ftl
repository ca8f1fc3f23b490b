## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Jogo pequeno
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; o dado branco
variant-small-action = Jogo pequeno de ação
    .line = o jogo pequeno com { -action-card(count: 2) }
variant-large = Jogo grande
    .line = as seis peças, dois dados, as { -covered(count: 2) } estão a salvo
variant-large-action = Jogo grande de ação
    .line = o jogo grande com todas as { -action-card(count: 2) }
variant-own = Variante própria
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + e # { -bring-in(form: "they") }
    .line = com # só { -miss-a-turn(form: "you") } se nenhuma peça puder entrar
house-rule-hash-draws-card = # tira uma carta
    .line = jogos de ação: # tira carta, + { -bring-in(form: "it") }
house-rule-protect-covered = { CAPITAL(-covered(count: 2)) } a salvo, 4 cartas
    .line = também no jogo pequeno; 4 cartas podem comê-las na mesma
house-rule-may-stop-early = Parar antes
    .line = podes fazer menos jogadas
house-rule-end-after-first-winner = Fim com o primeiro vencedor
    .line = o jogo acaba quando alguém termina

## The race game's rules book, written from the booklet.

rules-race-goal = O objetivo
    .p1 = Leva todas as tuas peças uma volta inteira pelo percurso até à tua { -house }.
    .p2 = Cada ponto do dado é uma jogada de xadrez da peça escolhida: um 3 são 3 jogadas.
    .p3 = A volta faz-se no sentido contrário ao dos ponteiros do relógio.
rules-race-pieces = As peças
    .p1 = Rainha: em linha reta e na diagonal, até onde quiser. Torre: só em linha reta. Bispo: só na diagonal. Nenhuma salta por cima de peças.
    .p2 = Cavalo: salta em L, mesmo por cima de peças e paredes.
    .p3 = Rei: uma casa para qualquer lado. Peão: uma casa em linha reta para qualquer lado; só come na diagonal.
rules-race-fields = As casas
    .p1 = { CAPITAL(-start-field(count: 2)) } (contorno da tua cor): é por aqui que entram as peças que estão na { -start-box }.
    .p2 = { CAPITAL(-blocking-line) } (barra grossa da tua cor): as tuas peças nunca a podem atravessar.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (seta): só por elas se entra na { -house }. As jogadas que sobram perdem-se.
    .p4 = { CAPITAL(-pause-field) } da tua cor: aí ninguém pode comer a tua peça.
rules-race-rolling = O dado
    .p1 = + : { -bring-in(form: "imperative") } e lança outra vez.  # : { -miss-a-turn(form: "you") }.
    .p2 = Só se pode comer com a última jogada; a peça comida volta para a sua { -start-box }.
    .p3 = Sem peças no percurso: até três tentativas. Uma { -start-field } tem de ficar livre.
rules-race-large = Jogo grande e cartas
    .p1 = O dado branco move a rainha, a torre, o bispo e o cavalo; o laranja, o rei e o peão.
    .p2 = Uma peça { -covered } não pode ser comida: outra peça da mesma cor poderia comer quem a comesse.
    .p3 = Jogos de ação: com + ou # { -bring-in(form: "you") } ou tiras uma carta. Se uma carta diz «{ -active(form: "f") }», fala de peças no percurso.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = O objetivo
    .p1 = O xadrez joga-se a dois: brancas e pretas. Cada um joga na sua vez, uma peça por jogada, e as brancas começam.
    .p2 = O teu objetivo é dar xeque-mate ao rei do outro: atacá-lo de maneira que não possa fugir.
    .p3 = Aqui, clica numa das tuas peças: uns pontos mostram para onde pode ir. Clica num ponto para a levar até lá, ou outra vez na peça para a largar.
    .p4 = Se clicares numa casa para onde a peça não pode ir, o painel diz-te porquê, a vermelho.
rules-chess-pieces = As peças
    .p1 = Rei: uma casa para qualquer lado. Rainha: em linha reta e na diagonal, enquanto as casas estiverem livres.
    .p2 = Torre: só em linha reta, enquanto as casas estiverem livres. Bispo: só na diagonal, por isso fica sempre na mesma cor.
    .p3 = Cavalo: duas casas numa direção e uma para o lado, como um L. É a única peça que salta por cima das outras.
    .p4 = Uma peça come quando vai para a casa de uma peça adversária, que sai do tabuleiro. Cada peça vale mais ou menos estes peões: rainha 9, torre 5, bispo 3, cavalo 3.
rules-chess-pawn = O peão
    .p1 = O peão anda uma casa em frente e nunca volta para trás. Na primeira jogada pode andar duas casas, se as duas estiverem livres.
    .p2 = Só come uma casa na diagonal, para a frente; não pode comer uma peça que esteja mesmo à sua frente.
    .p3 = En passant: se um peão adversário avança duas casas e salta por cima de uma casa que o teu peão ataca, o teu peão pode comê-lo como se ele só tivesse andado uma. Só na tua jogada seguinte.
    .p4 = Um peão que chega à última fila passa a ser rainha, torre, bispo ou cavalo, à tua escolha.
rules-chess-castling = Roque e xeque
    .p1 = Roque: o rei anda duas casas em direção a uma torre, e a torre salta por cima dele e fica ao seu lado. Para fazer o roque aqui, clica no rei e depois na casa que está a dois passos.
    .p2 = Só podes fazer o roque se o rei e a torre ainda não se tiverem mexido, se as casas entre eles estiverem vazias e se o rei não estiver em xeque, nem passar por uma casa atacada nem ficar numa.
    .p3 = Xeque: o rei está a ser atacado. Tens de responder logo: tira o rei dali, come a peça que ataca ou põe uma peça no meio. Nunca podes deixar o teu rei em xeque.
    .p4 = Xeque-mate: o rei está em xeque e não tem saída. A partida acaba e ganha quem deu xeque-mate.
rules-chess-draws = O empate
    .p1 = Afogamento: quem tem a vez não está em xeque, mas não tem nenhuma jogada possível. É empate: ninguém ganha.
    .p2 = No painel, «Propor empate» pergunta ao outro jogador; se ele aceitar, é empate. «Desistir» dá-lhe a vitória.
    .p3 = Quando a mesma posição se repete pela terceira vez, quem tem a vez pode clicar em «Pedir empate».
    .p4 = Também há empate, sem ser preciso pedir, depois de 50 jogadas de cada um sem comer nem mover um peão, ou quando sobra muito pouco para dar xeque-mate, como rei contra rei.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Três jogadores
    .p1 = Yalta é xadrez a três: brancas, pretas e vermelhas. Cada um tem um rei, uma rainha, duas torres, dois bispos, dois cavalos e oito peões.
    .p2 = Começam as brancas, depois as pretas, depois as vermelhas, e volta ao princípio. Na sua vez, cada um joga uma peça.
    .p3 = O tabuleiro tem seis lados e é feito de três metades de tabuleiro de xadrez, uma para cada jogador. A tua fila de trás é o teu lado do tabuleiro.
    .p4 = A rainha branca começa na casa clara do meio da fila de trás, a preta na escura; as vermelhas escolhem na preparação.
rules-yalta-middle = Pelo meio
    .p1 = As metades tocam-se, e cada linha continua do outro lado da fronteira: uma torre pode passar da tua metade para a de um vizinho.
    .p2 = No meio juntam-se seis casas. Um bispo ou uma rainha que atravessa o meio na diagonal pode escolher um de dois caminhos.
    .p3 = A torre, o bispo e a rainha andam enquanto as casas estiverem livres. Rei: uma casa para qualquer lado. Cavalo: duas casas numa direção e uma para o lado; salta.
    .p4 = O roque é como no xadrez: o rei não pode passar por uma casa atacada por nenhum dos outros dois jogadores, nem ficar nela.
rules-yalta-pawns = Peões
    .p1 = O peão anda em direção ao meio. Depois do meio, continua pela metade de um vizinho, em direção à fila de trás desse jogador.
    .p2 = Anda uma casa em frente, ou duas a partir da sua fila inicial, se as duas estiverem livres. Come uma casa na diagonal, para a frente.
    .p3 = O en passant é como no xadrez: depois do passo duplo de um peão, cada um dos outros dois jogadores pode comê-lo na sua jogada seguinte.
    .p4 = Um peão que chega à fila de trás de outro jogador passa a ser rainha, torre, bispo ou cavalo.
rules-yalta-check = Xeque, mate e empate
    .p1 = O rei nunca é comido. Está em xeque quando uma peça de um dos outros dois jogadores o ataca, e o seu jogador tem de o tirar do xeque.
    .p2 = Quem está em xeque e não pode jogar quando chega a sua vez leva xeque-mate, e a partida acaba. Ganha o jogador que deu xeque primeiro.
    .p3 = Antes de chegar a vez desse jogador, o terceiro ainda pode salvar o rei com a sua jogada.
    .p4 = Há empate quando um jogador que não está em xeque não pode jogar, quando a mesma posição se repete pela terceira vez, depois de 150 jogadas sem comer nem mover um peão, ou quando só restam os três reis.
