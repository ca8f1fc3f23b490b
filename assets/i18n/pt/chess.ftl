## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.
##
## A side alone is "Brancas", "Pretas" (a label); in a sentence it is "as brancas",
## "as pretas", with a plural verb, so those messages select on $side themselves.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Brancas
       *[black] Pretas
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] pessoa
       *[computer] computador ({ computer-level })
    }

chess-start-button = Xadrez
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = A partida por acabar ficou guardada: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [0] O ficheiro tem { $n } partidas.
        [one] O ficheiro tem { $n } partida: qual?
       *[other] O ficheiro tem { $n } partidas: qual?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (e mais { $n })
chess-setup-title = Xadrez: quem joga?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Trocar de cor
chess-go = Vamos jogar!
chess-resume = Continuar
chess-words = Palavras do xadrez
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person]
            { $side ->
                [white] Jogam as brancas
               *[black] Jogam as pretas
            }
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = O computador está a pensar…
chess-check = { CAPITAL(-check) }!
chess-claim-draw = Pedir { -draw }
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 jogadas sem comer nem mover um peão: podes pedir { -draw }.
       *[other] Esta posição repetiu-se 3 vezes: podes pedir { -draw }.
    }
chess-offer-draw = Propor { -draw }
chess-resign = Desistir
chess-save-pgn = Guardar como PGN
chess-saved = Guardado: { $path }
chess-save-failed = Não guardado: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Material: igual
# The side ahead ($side) and by how much ($points).
chess-balance = Material: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Jogadas
chess-offer-to =
    { $side ->
        [white] As brancas propõem { -draw }. Aceitas?
       *[black] As pretas propõem { -draw }. Aceitas?
    }
chess-accept = Aceitar: { -draw }
chess-decline = Recusar: continuar
chess-computer-declines = O computador não aceita o { -draw }.
chess-really-resign = Queres mesmo desistir?
# Who loses by resigning ($side).
chess-resign-loses =
    { $side ->
        [white] Assim, as brancas perdem a partida.
       *[black] Assim, as pretas perdem a partida.
    }
chess-yes-resign = Sim, desisto
chess-play-on = Não, continuar
chess-really-offer = Queres mesmo propor { -draw }?
chess-yes-offer = Sim, propor { -draw }
chess-not-saved = Não guardado.
chess-promote-to = O { -pawn } passa a ser…
# The end's title: the winner ($side).
chess-end-title-checkmate =
    { $side ->
        [white] { CAPITAL(-checkmate) }! Ganham as brancas.
       *[black] { CAPITAL(-checkmate) }! Ganham as pretas.
    }
chess-end-title-win =
    { $side ->
        [white] Ganham as brancas.
       *[black] Ganham as pretas.
    }
chess-end-title-draw = { CAPITAL(-draw) }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate =
    { $side ->
        [white] O { -king } branco está em { -check } e não consegue fugir.
       *[black] O { -king } preto está em { -check } e não consegue fugir.
    }
chess-end-why-resigned =
    { $side ->
        [white] As brancas desistiram.
       *[black] As pretas desistiram.
    }
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: quem tem a vez não está em { -check }, mas não pode jogar.
chess-draw-why-insufficient-material = Ninguém tem peças suficientes para dar { -checkmate }.
chess-draw-why-fifty-moves = 50 jogadas sem comer nem mover um peão: foi pedido { -draw }.
chess-draw-why-seventy-five-moves = 75 jogadas sem comer nem mover um peão.
chess-draw-why-threefold-repetition = A mesma posição repetiu-se três vezes: foi pedido { -draw }.
chess-draw-why-fivefold-repetition = A mesma posição repetiu-se cinco vezes.
chess-draw-why-agreement = Os dois jogadores concordaram.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Lida até à jogada { $number }: a linha { $line } tem uma jogada nula (--), que não se pode jogar.
chess-words-title = Palavras do xadrez em oito línguas
chess-page-back = Clique, Enter ou Esc: voltar
chess-choose-piece = Escolhe uma das tuas peças (toca, clica, ou usa as setas e Enter).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: agora não se pode mexer.
chess-choose-square = { CAPITAL(chess-piece) }: escolhe uma casa marcada.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: escolhe para onde vai.
chess-promote-cancel = Voltar: outra jogada
chess-turn-board = Virar o tabuleiro
chess-really-new-game = Começar uma partida nova?
chess-new-game-keeps = Esta partida fica guardada até a nova começar.
chess-yes-new-game = Sim, uma partida nova
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: material { $material } · { $captured ->
        [0] { $captured } capturas
        [one] { $captured } captura
       *[other] { $captured } capturas
    } · { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
chess-review-title = Rever a partida
chess-review-start = Antes da primeira jogada
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } de { $n })
chess-review-keys = ← →: para trás ou para a frente · Home, End: o início, o fim · Esc: resultado
chess-review-prev = ◀ recuar
chess-review-next = avançar ▶
chess-review-back = Voltar ao resultado
