## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player).
yalta-colour =
    { $player ->
        [white] Blancas
        [black] Negras
       *[red] Rojas
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }

yalta-title = Yalta
yalta-person = Persona
yalta-computer = Ordenador ({ computer-level })
yalta-setup-title = Yalta: ajedrez para tres
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] { CAPITAL(-queen) } roja: en la casilla clara (rd1)
        [dark] { CAPITAL(-queen) } roja: en la casilla oscura (re1)
    }
yalta-play = Jugar
# Continue the saved game of $moves moves.
yalta-continue = Seguir la partida guardada ({ yalta-moves })
yalta-back = Volver
yalta-setup-keys = ↑ ↓ Tab: elegir · ← →: cambiar · Enter: escribir un nombre o jugar · Esc: volver
yalta-turn = Le toca a { $name }
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] En { -check }: { $king } (por { $by1 })
       *[other] En { -check }: { $king } (por { $by1 } y { $by2 })
    }
yalta-keys = Flechas: cursor · Tab: pieza · Enter: mover · Esc: menú
yalta-keys-yfen = Ctrl+C, Ctrl+V: copiar o pegar la posición (YFEN)
yalta-material = material { $points }
yalta-why-not = ¿Por qué no?
yalta-yfen-copied = YFEN copiado: { $yfen }
yalta-pasted = Posición pegada.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner: the piece with its article.
yalta-takes =
    { $name }: { $move }, se come { $piece ->
        [king] el { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] el { -bishop }
        [knight] el { -knight }
       *[pawn] el { -pawn }
    } de { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] ¡{ CAPITAL(-check) }! { $by1 } da { -check } a { $king }.
       *[other] ¡{ CAPITAL(-check) }! { $by1 } y { $by2 } dan { -check } a { $king }.
    }
yalta-checkmate = ¡{ CAPITAL(-checkmate) } a { $loser }! ¡Gana { $winner }!
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } no puede mover y no está en { -check }. ¡{ CAPITAL(-draw) }!
yalta-repetition = La misma posición se ha repetido tres veces: { -draw }.
yalta-move-limit = 150 jugadas sin comer ni mover un peón: { -draw }.
yalta-only-kings = Solo quedan los reyes: { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Mostrar adónde puede ir una pieza: sí
       *[false] Mostrar adónde puede ir una pieza: no
    }
yalta-save-game = Guardar la partida
yalta-saved-to = Guardado: { $path }
yalta-save-failed = Sin guardar: { $error }
yalta-leave-kept = El guardado automático la conserva: «Seguir con Yalta», en la pantalla de inicio, la recupera.
yalta-leave-lost = Esta partida no se guarda.
yalta-new-game-question = ¿Empezar una partida nueva?
yalta-new-game-kept = Desde la preparación aún puedes seguir con esta.
yalta-new-game-yes = Sí, una partida nueva
yalta-promote-title = ¿En qué se convierte el { -pawn }?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Cancelar: no mover
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}gana
        [mated] {" "}recibe { -checkmate }
        [stalemated] {" "}no puede mover: { -stalemate }
        [draw] : { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] no ha comido nada
       *[other] ha comido { $took }: { $pieces }
    }
yalta-review-title = Repaso
# The review at the start of a game of $n moves.
yalta-review-start = El principio (jugada 0 de { $n })
yalta-review-step = Jugada { $k } de { $n }
yalta-review-back = Volver al resultado
yalta-review-keys = ← →: atrás o adelante · Inicio, Fin: primera, última · Esc: volver
