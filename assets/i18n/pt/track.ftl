## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.

## Helper messages: other messages use them with the values they were given.
## Portuguese writes the piece's article itself: a (rainha, torre) or o (the others).

# "a, b ou c": joins the last two of a list ($first is "a, b").
list-or = { $first } ou { $last }
track-on-off =
    { $state ->
        [true] sim
       *[false] não
    }
track-moves-count =
    { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Amarelo
        [green] Verde
        [blue] Azul
       *[red] Vermelho
    }
track-placing =
    { $place ->
       *[other] { $place }.º
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Lançar (Espaço)
track-turn-of = Vez de { $name }
track-rolled =
    { $orange ->
        [none] Saiu: { $white }
       *[other] Saiu: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (clica ou 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Escolhe uma peça
track-choose-piece-touch = Toca numa peça
track-choose-target = { CAPITAL(chess-piece) }: escolhe para onde vai
track-move-of = jogada { $move } de { $of }
track-backspace-hint = Backspace: uma jogada atrás
track-step-back-button = ◀ Uma jogada atrás
track-bring-in-button = { CAPITAL(-bring-in(form: "short")) }
track-draw-card-button = Tirar uma carta
track-pass-button = Não fazer nada
track-choose-bring-in = Que peça entra?
track-choose-start-field = Para que { -start-field }?
track-roll-lost = { $name } não pode jogar: perde o lançamento
track-missed-turn = { $name } { -miss-a-turn(form: "it") }
track-try-again =
    { $name }: { $tries ->
        [0] já não tens tentativas
        [one] ainda tens { $tries } tentativa
       *[other] ainda tens { $tries } tentativas
    }
track-roll-again = { $name } lança outra vez.
track-must-free-start = Esta jogada tem de libertar uma { -start-field }!
track-captured =
    { $by-piece ->
        [queen] A
        [rook] A
       *[king] O
    } { $by-piece ->
        [king] { -king }
        [queen] { -queen }
        [rook] { -rook }
        [bishop] { -bishop }
        [knight] { -knight }
       *[pawn] { -pawn }
    } de { $by } come { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } de { $name }: volta para a { -start-box }.
track-came-home = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } de { $name } chegou à { -house }!
track-brought-in = { $name } põe { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } em jogo.
track-sent-back = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } de { $name } volta para a { -start-box }.
track-placed = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } de { $name } vai para uma { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped = { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } de { $name } e { $other-piece ->
        [king] o { -king }
        [queen] a { -queen }
        [rook] a { -rook }
        [bishop] o { -bishop }
        [knight] o { -knight }
       *[pawn] o { -pawn }
    } de { $other } trocam de lugar.
track-finished = { $name } acaba em { track-placing } lugar
track-game-over = Fim do jogo!
track-card-drawn = { $name } tira uma carta: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = A carta não muda nada
track-passed = { $name } não faz nada
track-will-miss-turn = { $name } vai { -miss-a-turn } na próxima { -round }
track-turn-skipped = { $name } { -miss-a-turn(form: "it") }
track-computer-turn = O computador { $name } está a pensar…
track-step-mode = Passo a passo: { track-on-off }
track-choose-swap = Escolhe duas peças para trocar
track-choose-send-back = Escolhe uma peça de um adversário
track-choose-safe-spot = Escolhe uma peça e uma { -pause-field }
track-demo = Demonstração: computador contra computador
track-next-game = Jogo novo
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Baralho { $deck } · { -discard-pile } { $discards }
track-deck-left = Baralho { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = { CAPITAL(-start-box) } { $box } · { CAPITAL(-track) } { $track } · { CAPITAL(-house) } { $home }
track-show-moves = Mostrar jogadas: { track-on-off }
track-starts = Começa { $name }
track-hint-key = H: a dica do computador, Enter: jogá-la
track-hint-touch = «Dica» mostra a jogada do computador, «Jogá-la» joga-a
track-saved-as = Guardado: { $path }
track-unfinished-kept = O jogo por acabar ficou guardado: { $path }
track-unfinished-kept-later = O jogo por acabar ficou guardado: o ecrã inicial volta a oferecê-lo quando este acabar.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Este jogo não está a ser guardado.
track-resume-question =
    Continuar o jogo { $minutes ->
        [0] de agora mesmo
        [one] de há { $minutes } minuto
       *[other] de há { $minutes } minutos
    } ({ -round } { $round })?
track-resume = Continuar
track-replay-step = Passo { $step } de { $of } (setas)
track-every-ring = Cada alvo: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } lança: { $white }.
       *[other] { $name } lança: { $white } no branco e { $orange } no laranja.
    }
track-rolls-hash-misses = { $name } lança # e { -miss-a-turn(form: "it") }.
track-moves =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } de { $name } anda { $times ->
        [0] { $times } vezes
        [one] uma vez
       *[other] { $times } vezes
    }.
track-need-plus =
    { $name } precisa de { $roll ->
        [hash] um #
        [plus-or-hash] um + ou um #
       *[plus] um +
    } para { -bring-in }{ $tries ->
        [0] : já não há tentativas.
        [one] {" "}(resta { $tries } tentativa).
       *[other] {" "}(restam { $tries } tentativas).
    }
track-die-useless =
    { $white ->
        [true] O { $useless } branco não mexe nenhuma peça; o { $useful } laranja, sim.
       *[false] O { $useless } laranja não mexe nenhuma peça; o { $useful } branco, sim.
    }
track-movable-by-both = Branco { $white }: { $white-pieces } · laranja { $orange }: { $orange-pieces }
track-movable-by-white = Branco { $white }: { $white-pieces }
track-movable-by-orange = Laranja { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Ou, com o { $orange } laranja: { $pieces }
track-nothing-moves = Com este lançamento nenhuma peça se pode mexer.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Sair deste jogo?
track-leave-saved = Fica guardado e podes continuá-lo mais tarde.
track-leave-yes = Sim, sair
track-leave-no = Não, continuar a jogar
track-your-turn = É a vez de { $name }!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Dica (H)
track-play-hint-button = Jogá-la
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } até à { -house }
track-no-way-home-item = { CAPITAL(chess-piece) }: agora não chega à { -house }
track-hint-captures = Porquê: come { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } de { $name }, que estava a { track-moves-count } da { -house }.
track-hint-home = Porquê: leva { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } até à { -house }.
track-hint-nearer = Porquê: põe { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } { track-moves-count } mais perto da { -house }.
track-hint-safer = Porquê: ali, { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } fica mais segur{ $piece ->
        [queen] a
        [rook] a
       *[king] o
    }.
track-hint-bring-in = Porquê: entra uma peça nova em jogo.
track-hint-card = Porquê: uma carta pode ajudar.
track-hint-other = Porquê: não há nada melhor.
track-aids-for-beginners = As dicas (H) e o { -move-map } (D) são para principiantes: escolhe esse nível num jogo novo.
track-back = Voltar
track-walk-further = Clica mais à frente e a peça segue até lá

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] boa
        [bad] má
       *[mixed] mista
    }
card-nothing-happens = Não acontece nada: { $why }
card-idle-no-active = não há { $piece ->
        [queen] nenhuma { chess-piece } { -active(form: "f") }
        [rook] nenhuma { chess-piece } { -active(form: "f") }
       *[king] nenhum { chess-piece } { -active }
    }
card-idle-cannot-move = { $piece ->
        [queen] a
        [rook] a
       *[king] o
    } { chess-piece } não se pode mexer
card-idle-no-swap = não há duas peças que se possam trocar
card-idle-no-send-back = nenhuma peça de um adversário pode voltar
card-idle-no-safe-spot = não há { -pause-field } livre, ou não há peça
card-idle-no-bring-in = nenhuma peça pode entrar
card-idle-no-castling = o { -king } e a { -rook } não estão os dois no { -track }
card-idle-none-to-start = { $piece ->
        [queen] nenhuma
        [rook] nenhuma
       *[king] nenhum
    } { chess-piece } pode ir para uma { -start-field }
card-idle-other = a carta não muda nada
card-go-on = Continuar (Enter)

## The menu and the start screen.

menu-fullscreen = Ecrã inteiro (F11)
menu-button = Menu (Esc)
menu-rules = Regras
menu-new-game = Jogo novo
menu-to-start = Para o ecrã inicial
menu-quit = Sair
menu-back = Voltar ao jogo
menu-keys = Teclas
menu-save-as = Guardar como…
menu-replay = Rever o jogo
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Continuar: { -round } { $round }
start-continue-chess = Continuar: jogada { $move }
start-continue-yalta = Continuar: { yalta-moves }
start-play = A corrida
start-learn = Escola das peças
start-chess = Xadrez
start-yalta = Yalta: xadrez a 3
start-language = Língua: português
start-open = Abrir um jogo…
start-not-a-game = { $file } não é um jogo que este programa leia: { $why }

## The setup screen.

setup-title = Schachschlamassel – jogo novo
setup-variant = Jogo
setup-rules = Regras da casa
setup-players = Jogadores
setup-first = Quem começa?
setup-roll-for-it = tirar à sorte
setup-speed = Computadores
setup-speed-name =
    { $speed ->
        [normal] normais
        [quick] rápidos
       *[instant] imediatos
    }
setup-speed-line =
    { $speed ->
        [normal] Normais: um ritmo fácil de seguir
        [quick] Rápidos: cada jogada continua visível, mas breve
       *[instant] Imediatos: os computadores jogam sem pausa
    }
setup-language = Língua: português
setup-start = Vamos jogar!
setup-back = Voltar
setup-seat-plays =
    { $plays ->
        [true] joga
       *[false] vazio
    }
setup-seat-computer =
    { $computer ->
        [true] Computador
       *[false] Pessoa
    }
setup-keys = Tab/setas: mover · Enter: mudar · Esc: voltar
setup-help-level =
    { $help ->
        [beginner] novato
        [player] jogador
       *[expert] perito
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] passo a passo, jogadas marcadas, dicas
        [player] jogadas marcadas; sem passos, sem dicas
       *[expert] sem ajuda, como num tabuleiro a sério
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] uma jogada qualquer
        [greedy] sempre a jogada mais perto da meta; nunca planeia
        [easy] como o guloso, mas uma em cada quatro ao acaso
        [normal] pensa bem cada jogada, protege as peças
       *[hard] pensa nos lançamentos seguintes
    }
setup-settings-broken = As definições guardadas estavam estragadas e foram repostas ({ $what }).

## The end page.

end-play-again = Jogar outra vez
end-new-setup = Preparar de novo
end-placings = Classificação
end-winner = { $name } ganha!
end-button-again = Jogar outra vez
end-button-review = Rever o jogo
end-button-save = Guardar
end-button-start = Ecrã inicial
end-button-see-board = Ver o tabuleiro (Espaço)
end-show-result = Mostrar o resultado
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } comidas · { $lost } perdidas · { $lost-rolls ->
        [0] { $lost-rolls } lançamentos perdidos
        [one] { $lost-rolls } lançamento perdido
       *[other] { $lost-rolls } lançamentos perdidos
    } · maior lançamento { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Teclas: as mesmas em todos os jogos
key-name =
    { $key ->
        [space] Espaço
        [enter] Enter
       *[other] { $name }
    }
key-action-back = voltar: fecha uma janela, ou abre o menu do jogo
key-action-confirm = escolher o botão ou a casa marcada
key-action-next = marcar o botão ou a casa seguinte
key-action-previous = marcar o anterior
key-action-hint = uma dica: o que o computador faria
key-action-move-map = o { -move-map }: quantas jogadas a peça precisa
key-action-fold = no fim: esconde o resultado para ver o tabuleiro, e mostra-o outra vez
key-action-fullscreen = ecrã inteiro sim ou não
key-action-mute = som sim ou não
rules-keys = Setas: virar as páginas · Esc: voltar
rules-back = ◀ Voltar
rules-next = Seguinte ▶
rules-close = Fechar
review-back =
    { $finished ->
        [true] O resultado (Esc)
       *[false] Voltar ao jogo (Esc)
    }
school-course-race = Quão rápida? (F)
school-course-back = ◀ Voltar (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: jogo { $variant }, semente { $seed }, { $commands ->
        [0] { $commands } comandos guardados
        [one] { $commands } comando guardado
       *[other] { $commands } comandos guardados
    }
replay-roll-again-covered = { $name } lança outra vez. (também pode comer peças { -covered(count: 2) })
replay-card-quote = «{ $text }»
replay-deck-shuffled = As cartas usadas são baralhadas e formam um baralho novo
replay-card-discarded = A carta vai para as { -discard-pile }
replay-place-box = { -start-box }
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Permitido: { $route }
explain-no-start = O jogo guardado não arranca: { $why }
explain-at-from-one = --at conta os comandos a partir de 1
explain-at-beyond =
    --at { $at } fica depois do fim do jogo: tem { $count ->
        [0] { $count } comandos
        [one] { $count } comando
       *[other] { $count } comandos
    } (usa de 1 a { $last })
explain-off-board = { $square } está fora do tabuleiro: tem { $width } × { $height }
explain-seat-absent = { $name } não joga neste jogo
explain-no-piece = Este jogo não tem nenhuma peça «{ chess-piece }»
