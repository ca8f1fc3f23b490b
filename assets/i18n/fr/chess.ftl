## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.
## A side is « les Blancs », « les Noirs »: chess-side is the bare name, and a sentence
## puts les, des or aux before it.

# A side's name ($side).
chess-side =
    { $side ->
        [white] Blancs
       *[black] Noirs
    }
# Who plays a side ($seat, $level).
chess-seat =
    { $seat ->
        [person] humain
       *[computer] ordinateur ({ computer-level })
    }

chess-start-button = Échecs
# A game started from the command line kept the unfinished autosaved one in $file.
chess-unfinished-kept = La partie en cours est gardée : { $file }
# The list of a PGN file's games: how many there are.
chess-choose-game =
    { $n ->
        [one] Le fichier contient { $n } partie : laquelle ?
       *[other] Le fichier contient { $n } parties : laquelle ?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games =
    { $n ->
        [one] (et { $n } autre)
       *[other] (et { $n } autres)
    }
chess-setup-title = Échecs : qui joue ?
chess-seat-line = { chess-side } : { chess-seat }
chess-swap = Changer de couleur
chess-go = C’est parti !
chess-resume = Reprendre
chess-words = Mots des échecs
# Whose move it is ($side, $seat, $level).
chess-to-move =
    { $seat ->
        [person] Aux { chess-side } de jouer
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = L’ordinateur réfléchit…
chess-check = { CAPITAL(-check) } !
chess-claim-draw = Demander la { -draw(form: "short") }
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 coups sans prise ni coup de { -pawn } : tu peux demander la { -draw(form: "short") }.
       *[other] Cette position revient pour la 3e fois : tu peux demander la { -draw(form: "short") }.
    }
chess-offer-draw = Proposer la { -draw(form: "short") }
chess-resign = Abandonner
chess-save-pgn = Enregistrer en PGN
chess-saved = Enregistré : { $path }
chess-save-failed = Pas enregistré : { $error }
# One side's material ($side, $points).
chess-material-of = { chess-side } { $points }
chess-balance-even = Matériel : égalité
# The side ahead ($side) and by how much ($points).
chess-balance = Matériel : { chess-side } +{ $points }
# The piece values of seed 002.
chess-values = { CAPITAL(-queen) } 9 · { CAPITAL(-rook) } 5 · { CAPITAL(-bishop) } 3 · { CAPITAL(-knight) } 3 · { CAPITAL(-pawn) } 1
chess-moves = Coups
chess-offer-to = Les { chess-side } proposent la { -draw(form: "short") }. D’accord ?
chess-accept = Accepter : { -draw(form: "short") }
chess-decline = Refuser : on continue
chess-computer-declines = L’ordinateur refuse la { -draw(form: "short") }.
chess-really-resign = Vraiment abandonner ?
# Who loses by resigning ($side).
chess-resign-loses = Les { chess-side } perdent alors la partie.
chess-yes-resign = Oui, j’abandonne
chess-play-on = Non, je continue
chess-really-offer = Vraiment proposer la { -draw(form: "short") } ?
chess-yes-offer = Oui, je propose la { -draw(form: "short") }
chess-not-saved = Pas enregistré.
chess-promote-to = Le { -pawn } devient…
# The end's title: the winner ($side).
chess-end-title-checkmate = { CAPITAL(-checkmate) } ! Les { chess-side } gagnent.
chess-end-title-win = Les { chess-side } gagnent.
chess-end-title-draw = { CAPITAL(-draw) } !
# The end's line: the side that lost ($side).
chess-end-why-checkmate = Le { -king } des { chess-side } est en { -check } et ne peut plus s’échapper.
chess-end-why-resigned = Les { chess-side } ont abandonné.
# Why a game is a draw.
chess-draw-why-stalemate = { CAPITAL(-stalemate) } : le joueur dont c’est le tour n’est pas en { -check }, mais il ne peut pas jouer.
chess-draw-why-insufficient-material = Personne n’a assez de pièces pour faire { -checkmate }.
chess-draw-why-fifty-moves = 50 coups sans prise ni coup de { -pawn } : la { -draw(form: "short") } a été demandée.
chess-draw-why-seventy-five-moves = 75 coups sans prise ni coup de { -pawn }.
chess-draw-why-threefold-repetition = La même position est revenue trois fois : la { -draw(form: "short") } a été demandée.
chess-draw-why-fivefold-repetition = La même position est revenue cinq fois.
chess-draw-why-agreement = Les deux joueurs sont d’accord.
# A PGN game read up to a null move: the move's $number, the file's $line.
chess-read-to-null-move = Lu jusqu’au coup { $number } : la ligne { $line } contient un coup nul (--), impossible à jouer.
chess-words-title = Les mots des échecs en huit langues
chess-page-back = Clic, Entrée ou Échap : retour
chess-choose-piece = Choisis une de tes pièces (doigt, souris, ou flèches et Entrée).
# The chosen piece ($piece).
chess-no-moves = { CAPITAL(chess-piece) } : pas de coup possible.
chess-choose-square = { CAPITAL(chess-piece) } : choisis une case marquée.
chess-choose-square-unmarked = { CAPITAL(chess-piece) } : choisis la case où aller.
chess-promote-cancel = Retour : un autre coup
chess-turn-board = Tourner l’échiquier
chess-really-new-game = Commencer une nouvelle partie ?
chess-new-game-keeps = Cette partie reste enregistrée jusqu’à ce que la nouvelle commence.
chess-yes-new-game = Oui, une nouvelle partie
# One side's line on the end page: $side, $material, $captured, $moves made.
chess-end-side =
    { chess-side } : matériel { $material } · { $captured ->
        [one] { $captured } prise
       *[other] { $captured } prises
    } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
chess-review-title = Revoir la partie
chess-review-start = Avant le premier coup
# Move $k of $n: who moved ($side) and the $move as the move list has it.
chess-review-step = { chess-side } : { $move } ({ $k } sur { $n })
chess-review-keys = ← → : un coup en arrière ou en avant · Début, Fin : le départ, la fin · Échap : au résultat
chess-review-prev = ◀ retour
chess-review-next = suite ▶
chess-review-back = Retour au résultat
