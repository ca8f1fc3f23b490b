## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player).
yalta-colour =
    { $player ->
        [white] Brancas
        [black] Pretas
       *[red] Vermelhas
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [0] { $moves } jogadas
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }

yalta-title = Yalta
yalta-person = Pessoa
yalta-computer = Computador ({ computer-level })
yalta-setup-title = Yalta: xadrez a três
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] { CAPITAL(-queen) } vermelha: na casa clara (rd1)
        [dark] { CAPITAL(-queen) } vermelha: na casa escura (re1)
    }
yalta-play = Jogar
# Continue the saved game of $moves moves.
yalta-continue = Continuar a partida guardada ({ yalta-moves })
yalta-back = Voltar
yalta-setup-keys = ↑ ↓ Tab: escolher · ← →: mudar · Enter: escrever um nome, ou jogar · Esc: voltar
yalta-turn = É a vez de { $name }
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] Em { -check }: { $king } (por { $by1 })
       *[other] Em { -check }: { $king } (por { $by1 } e { $by2 })
    }
yalta-keys = Setas: cursor · Tab: peça · Enter: jogar · Esc: menu
yalta-keys-yfen = Ctrl+C, Ctrl+V: copiar ou colar a posição (YFEN)
yalta-material = material { $points }
yalta-why-not = Porque não?
yalta-yfen-copied = YFEN copiado: { $yfen }
yalta-pasted = Posição colada.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner: the piece with its article.
yalta-takes =
    { $name }: { $move }, come { $piece ->
        [king] o { -king }
        [queen] a { -queen }
        [rook] a { -rook }
        [bishop] o { -bishop }
        [knight] o { -knight }
       *[pawn] o { -pawn }
    } de { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) }! { $by1 } dá { -check } a { $king }.
       *[other] { CAPITAL(-check) }! { $by1 } e { $by2 } dão { -check } a { $king }.
    }
yalta-checkmate = { CAPITAL(-checkmate) } a { $loser }! { $winner } ganha!
# Stalemate and a draw are the same word ("empate"): said once.
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } não pode jogar e não está em { -check }.
yalta-repetition = A mesma posição repetiu-se três vezes: { -draw }.
yalta-move-limit = 150 jogadas sem comer nem mover um peão: { -draw }.
yalta-only-kings = Só restam os reis: { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Mostrar para onde a peça pode ir: sim
       *[false] Mostrar para onde a peça pode ir: não
    }
yalta-save-game = Guardar a partida
yalta-saved-to = Guardado: { $path }
yalta-save-failed = Não guardado: { $error }
yalta-leave-kept = A gravação automática guarda-a: «Continuar Yalta», no ecrã inicial, trá-la de volta.
yalta-leave-lost = Esta partida não fica guardada.
yalta-new-game-question = Começar uma partida nova?
yalta-new-game-kept = Na preparação ainda podes continuar esta.
yalta-new-game-yes = Sim, uma partida nova
yalta-promote-title = O { -pawn } passa a ser o quê?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Cancelar: não jogar
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}ganha
        [mated] {" "}levou { -checkmate }
        [stalemated] {" "}não pode jogar: { -stalemate }
        [draw] : { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] não comeu nada
       *[other] comeu { $took }: { $pieces }
    }
yalta-review-title = Rever
# The review at the start of a game of $n moves.
yalta-review-start = O início (jogada 0 de { $n })
yalta-review-step = Jogada { $k } de { $n }
yalta-review-back = Voltar ao resultado
yalta-review-keys = ← →: para trás ou para a frente · Home, End: primeira, última · Esc: voltar
