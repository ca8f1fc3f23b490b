## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.
##
## A side alone is "Blancas", "Negras" (a label); in a sentence it is "las blancas",
## "las negras", with a plural verb, so those messages select on $side themselves.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Blancas
       *[black] Negras
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] persona
       *[computer] ordenador ({ computer-level })
    }

chess-start-button = Ajedrez
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = La partida a medias queda guardada: { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] El archivo tiene { $n } partida: ¿cuál?
       *[other] El archivo tiene { $n } partidas: ¿cuál?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (y { $n } más)
chess-setup-title = Ajedrez: ¿quién juega?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Cambiar de color
chess-go = ¡A jugar!
chess-resume = Seguir
chess-words = Palabras de ajedrez
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person]
            { $side ->
                [white] Juegan las blancas
               *[black] Juegan las negras
            }
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = El ordenador está pensando…
chess-check = ¡{ CAPITAL(-check) }!
chess-claim-draw = Pedir { -draw }
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 jugadas sin comer ni mover un peón: puedes pedir { -draw }.
       *[other] Esta posición se ha repetido 3 veces: puedes pedir { -draw }.
    }
chess-offer-draw = Ofrecer { -draw }
chess-resign = Rendirse
chess-save-pgn = Guardar como PGN
chess-saved = Guardado: { $path }
chess-save-failed = Sin guardar: { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Material: igualado
# The side ahead ($side) and by how much ($points).
chess-balance = Material: { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Jugadas
chess-offer-to =
    { $side ->
        [white] Las blancas ofrecen { -draw }. ¿Aceptas?
       *[black] Las negras ofrecen { -draw }. ¿Aceptas?
    }
chess-accept = Aceptar: { -draw }
chess-decline = Rechazar: seguir jugando
chess-computer-declines = El ordenador no acepta el { -draw }.
chess-really-resign = ¿Seguro que te rindes?
# Who loses by resigning ($side).
chess-resign-loses =
    { $side ->
        [white] Así pierden las blancas.
       *[black] Así pierden las negras.
    }
chess-yes-resign = Sí, me rindo
chess-play-on = No, seguir jugando
chess-really-offer = ¿Seguro que ofreces { -draw }?
chess-yes-offer = Sí, ofrecer { -draw }
chess-not-saved = Sin guardar.
chess-promote-to = El { -pawn } se convierte en…
# The end's title: the winner ($side).
chess-end-title-checkmate =
    { $side ->
        [white] ¡{ CAPITAL(-checkmate) }! Ganan las blancas.
       *[black] ¡{ CAPITAL(-checkmate) }! Ganan las negras.
    }
chess-end-title-win =
    { $side ->
        [white] Ganan las blancas.
       *[black] Ganan las negras.
    }
chess-end-title-draw = ¡{ CAPITAL(-draw) }!
# The end's line: the side that lost ($side).
chess-end-why-checkmate =
    { $side ->
        [white] El { -king } blanco está en { -check } y no puede escaparse.
       *[black] El { -king } negro está en { -check } y no puede escaparse.
    }
chess-end-why-resigned =
    { $side ->
        [white] Las blancas se han rendido.
       *[black] Las negras se han rendido.
    }
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) }: el jugador al que le toca no está en { -check }, pero no puede mover.
chess-draw-why-insufficient-material = Nadie tiene piezas suficientes para dar { -checkmate }.
chess-draw-why-fifty-moves = 50 jugadas sin comer ni mover un peón: se ha pedido { -draw }.
chess-draw-why-seventy-five-moves = 75 jugadas sin comer ni mover un peón.
chess-draw-why-threefold-repetition = La misma posición se ha repetido tres veces: se ha pedido { -draw }.
chess-draw-why-fivefold-repetition = La misma posición se ha repetido cinco veces.
chess-draw-why-agreement = Los dos jugadores se han puesto de acuerdo.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Leída hasta la jugada { $number }: la línea { $line } tiene una jugada nula (--), que no se puede jugar.
chess-words-title = Palabras de ajedrez en ocho idiomas
chess-page-back = Clic, Enter o Esc: volver
chess-choose-piece = Elige una de tus piezas (toca, haz clic o usa las flechas y Enter).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) }: ahora no puede moverse.
chess-choose-square = { CAPITAL(chess-piece) }: elige una casilla marcada.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: elige adónde va.
chess-promote-cancel = Atrás: otra jugada
chess-turn-board = Girar el tablero
chess-really-new-game = ¿Empezar una partida nueva?
chess-new-game-keeps = Esta partida sigue guardada hasta que empiece la nueva.
chess-yes-new-game = Sí, una partida nueva
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side }: material { $material } · { $captured ->
        [one] { $captured } captura
       *[other] { $captured } capturas
    } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
chess-review-title = Repasar la partida
chess-review-start = Antes de la primera jugada
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side }: { $move } ({ $k } de { $n })
chess-review-keys = ← →: atrás o adelante · Inicio, Fin: el principio, el final · Esc: al resultado
chess-review-prev = ◀ atrás
chess-review-next = adelante ▶
chess-review-back = Volver al resultado
