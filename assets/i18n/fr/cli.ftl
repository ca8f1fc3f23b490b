## The command line's own errors and notes (the derives of src/cli_error.rs, cli_error/words.rs).
## Values: $path a file (with the option that named it, e.g. "--out models.json"),
## $error the reader's or the system's own words, $flag an option such as --levels.

cli-error = erreur : { $message }
cli-no-folder =
    { $path } : le dossier { $folder } n’existe pas
    conseil : crée-le d’abord, ou écris dans un dossier qui existe
cli-out-is-folder =
    --out { $path } est un dossier
    conseil : --out désigne un fichier, par exemple assets/win_chances.json
cli-out-not-models = --out { $path } : ce n’est pas un fichier de modèles de chances de gagner : { $error }
cli-cannot-read = { $path } : impossible de le lire : { $error }
cli-cannot-write = { $path } : impossible d’écrire à cet endroit : { $error }
cli-board =
    { $error }
    conseil : le format est décrit dans assets/board-classic.txt
cli-deck =
    { $error }
    conseil : le format des cartes est décrit dans cards/deck.json et dans docs/data-files.md
cli-save =
    { $error }
    conseil : ouvre une partie enregistrée par ce jeu : autosave.json dans le dossier des données, un fichier créé avec « Enregistrer sous … », ou simulate --save
cli-rule-file =
    { $error }
    conseil : le format du fichier de règles est décrit dans docs/rule-sets.md
cli-plain = { $error }
cli-progress =
    { $error }
    conseil : l’École des pièces met un tel fichier de côté sous le nom progress.json.broken quand elle s’ouvre ; --data-dir désigne le dossier des données
cli-unknown-bot =
    joueur ordinateur inconnu '{ $name }' dans --bots
    conseil : utilise random, greedy, easy, normal ou hard
cli-bot-count =
    --bots nomme { $bots ->
        [one] { $bots } joueur ordinateur
       *[other] { $bots } joueurs ordinateur
    } pour { $players } joueurs
    conseil : donne un nom par joueur, ou un seul pour tous
cli-levels =
    { $error }
    conseil : utilise de 2 à 4 noms parmi random, greedy, easy, normal, hard, par exemple --levels hard,normal,normal,normal
cli-unknown-piece = pièce inconnue '{ $name }' : utilise queen, rook, bishop, knight, king ou pawn
cli-bad-seat = --seat doit valoir 0, 1, 2 ou 3
cli-not-a-square = '{ $text }' n’est pas une case : écris X,Y, par exemple 5,16
cli-too-few-positions =
    seulement { $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    } pour apprendre (il en faut au moins { $needed }) ; rien n’a été écrit dans { $path }
    conseil : plus de --games, ou un --every plus petit
cli-board-has-no-seat = le plateau { $board } n’a pas de place pour { track-seat }
cli-unknown-level =
    niveau inconnu '{ $name }' dans { $flag }
    conseil : utilise easy, normal ou hard
cli-chess-level-count =
    --levels nomme { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaux
    }
    conseil : donnes-en deux, par exemple --levels hard,easy
cli-yalta-level-count =
    --levels nomme { $count ->
        [one] { $count } niveau
       *[other] { $count } niveaux
    } ; Yalta se joue à 3 joueurs
    conseil : par exemple --levels hard,easy,easy
cli-chess-player-count =
    --chess-players nomme { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
    conseil : donnes-en deux, par exemple --chess-players person,hard
cli-depth-too-deep =
    la profondeur { $depth } prendrait des heures
    conseil : choisis une profondeur de 0 à 7
cli-fen =
    { $flag ->
        [none] { $error }
       *[other] { $flag } : { $error }
    }
    conseil : donne une position FEN comme 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', ou start
cli-pgn =
    { $flag ->
        [none] { $error }
       *[other] { $flag } { $error }
    }
    conseil : il faut des parties en PGN, avec les coups en SAN (par exemple 1. e4 e5 2. Nf3)
cli-pgn-choose =
    { $path } : { $count } parties ; choisis-en une avec { $flag } N
    { $games }
cli-pgn-number = { $path } : { $flag } { $number } : le fichier contient { $count ->
        [one] { $count } partie
       *[other] { $count } parties, de 1 à { $count }
    }
cli-chess-lessons-unproved = { $count ->
        [one] { $count } niveau d’échecs n’est pas prouvé
       *[other] { $count } niveaux d’échecs ne sont pas prouvés
    } par leur solution (voir les lignes ci-dessus)
cli-chess-options-without-chess = --fen, --pgn, --pgn-game et --chess-players ne fonctionnent qu’avec --game chess
cli-no-such-lesson = --lesson { $given } : ce niveau n’existe pas. Donne le cours et le niveau, par ex. --lesson 1.3 (cours 1 à { $courses })
cli-fen-and-pgn = donne --fen ou --pgn, pas les deux
cli-yfen =
    { $line ->
        [0] { $error }
       *[other] ligne { $line } de l’entrée standard : { $error }
    }
    conseil : YFEN est décrit dans design §5 ; sinon, utilise start
cli-standard-input = entrée standard : { $error }
cli-line-too-long = la ligne { $line } de l’entrée standard est plus longue que toute position ({ $max } octets au plus) : la lecture s’arrête là
cli-line-not-text = la ligne { $line } de l’entrée standard n’est pas du texte UTF-8
cli-standard-output = sortie standard : { $error }
cli-screenshot-is-folder = --screenshot { $path } : c’est un dossier ; donne un nom de fichier, par exemple shot.png
cli-no-display = pas d’écran : la fenêtre du jeu a besoin d’un affichage X (DISPLAY n’est pas défini ; sur un bureau Wayland, XWayland en fournit un). Les commandes sans fenêtre, comme `simulate` et `cards`, fonctionnent sans écran.
cli-no-display-unreachable = pas d’écran : l’affichage X '{ $display }' indiqué par DISPLAY ne répond pas : aucun serveur X n’y tourne, ou il ne te laisse pas entrer. Lance le jeu sur ton bureau, ou sous xvfb-run. Les commandes sans fenêtre, comme `simulate` et `cards`, fonctionnent sans écran.
cli-no-display-library = pas d’écran : la fenêtre du jeu a besoin de la bibliothèque système { $library }, qui n’est pas installée (sous Debian et Ubuntu, elle vient avec libx11-6 et libxkbcommon0). Les commandes sans fenêtre, comme `simulate` et `cards`, fonctionnent sans elle.
cli-count-below-one = doit valoir au moins 1
cli-not-a-whole-number = '{ $text }' n’est pas un nombre entier
cli-not-a-number = '{ $text }' n’est pas un nombre
cli-speed-out-of-range = la vitesse doit être comprise entre 0.1 et 1000
cli-bad-size = '{ $text }' n’est pas une taille de fenêtre entre 320x240 et 8192x8192, par exemple 1280x720
cli-web-on-desktop = schachschlamassel-web tourne dans un navigateur : construis-le avec web/build.sh ; sur l’ordinateur, lance schachschlamassel

## Notes and the words inside listings.
cli-seed = graine { $seed }
cli-lesson-line = {"  "}{ $id } objectif { $par } : { $goal } | { $solution }
cli-chess-lesson-proved = {"  "}{ $id } : prouvé, gagné en { $tries ->
        [one] { $tries } essai
       *[other] { $tries } essais
    } avec { $stars } étoiles
cli-chess-lesson-no-proof = {"  "}{ $id } : PAS prouvé : la recherche ne trouve aucune solution ({ $detail })
cli-chess-lesson-refused = {"  "}{ $id } : PAS prouvé : l’essai { $number } de la solution est refusé : { $why }
cli-chess-lesson-not-won = {"  "}{ $id } : PAS prouvé : { $stars ->
        [0] { $tries } essais n’ont pas suffi pour gagner
       *[other] gagné en { $tries } essais avec seulement { $stars } étoiles
    }
cli-chess-lessons-checked = { $proved } niveaux d’échecs prouvés sur { $count }
cli-pgn-game = { $number }. { $white } – { $black }, { $result }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
cli-pgn-broken = la partie { $number } du fichier est illisible et laissée de côté : { $error }
cli-uci-unknown-command = commande inconnue '{ $text }' : ce programme connaît uci, isready, ucinewgame, setoption, position, go, stop et quit
cli-uci-bad-position = position '{ $text }' : écris position startpos ou position fen FEN, puis moves et les coups, par exemple moves e2e4 e7e5
cli-uci-bad-fen = { $error } ; la position reste comme avant
cli-uci-illegal-move = le coup { $number } '{ $text }' n’est pas permis à cet endroit : la position s’arrête au coup d’avant
cli-uci-unknown-option = il n’y a pas d’option '{ $name }' : la seule option est Skill (easy, normal ou hard)
cli-uci-bad-skill = Skill '{ $value }' n’est ni easy, ni normal, ni hard : le niveau reste comme avant
cli-uci-bad-go = go : '{ $text }' n’est pas compris ; go prend movetime, wtime, btime, winc, binc, movestogo, depth et nodes avec un nombre entier, ou infinite
cli-uci-no-move = la partie est finie : il n’y a plus de coup à jouer
cli-final-position = position finale : { $fen }
cli-result = résultat : { $token } ({ $how ->
        [checkmate] { -checkmate }
        [resignation] abandon
        [stalemate] { -stalemate }
        [insufficient-material] matériel insuffisant
        [fifty-moves] règle des 50 coups
        [seventy-five-moves] règle des 75 coups
        [threefold-repetition] triple répétition
        [fivefold-repetition] quintuple répétition
        [agreement] accord
       *[going-on] la partie continue
    })
cli-chess-perft = perft({ $depth }) = { $leaves }  ({ $seconds } s, { $speed } M coups/s)
cli-yalta-perft = profondeur { $depth } : { $leaves } feuilles en { $seconds } s ({ $speed } M feuilles/s)
cli-bench-line = { $piece }, { $pips ->
        [one] { $pips } point
       *[other] { $pips } points
    }  { $results ->
        [one] { $results } résultat
       *[other] { $results } résultats
    }  { $micros } µs par résultat  { $route } µs de plus pour un chemin vers chacun
cli-no-font = erreur : impossible de charger la police fournie avec le jeu : { $error }
cli-no-shot-screen = erreur : pas d’écran { $when } en { $frames } images ; aucune capture d’écran n’a été prise
