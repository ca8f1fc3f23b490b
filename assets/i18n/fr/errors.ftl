## Errors in the track game's data files: a board, a card deck, a lesson, a save (src/said/file_errors.rs, save/words.rs and the derives of save/ and platform/).
## Each error is a frame (errors-board, errors-deck-card-at, …: the file, the line) around
## its reason ($reason: one of the messages below, said first).
## Values: $file a file's name or path; numbers $line, $column, $count, $expected,
## $found, $width, $height, $max, $length, $moves, $number, $version, $format,
## $commands; $seat a seat's colour (yellow, green, blue, red: track-seat says it);
## $square a square as (x,y); $cell a character of a board; $text a line of a board;
## $card, $field, $tag, $variant, $level ids as the file writes them; $lang a language
## code (de, en, …); $piece a piece's kind (chess-piece says it); $detail the JSON
## reader's own words, as it says them; $error the system's words; $why why a file
## could not be read (errors-read-…); $differs the parts of a game that differ
## (errors-save-part, $part: setup, board, dice, cards, positions, turn, placings,
## generator).

## Why a file could not be read.

errors-read-missing = ce fichier n’existe pas
errors-read-not-a-file = ce n’est pas un fichier normal (un dossier ou un appareil)
errors-read-too-large = il dépasse { $max } Mo, c’est trop gros pour un fichier du jeu
errors-read-not-text = ce n’est pas du texte UTF-8
errors-read-system = { $error }
errors-read-no-permission = le jeu n’a pas le droit de le lire ; autorise-le dans les droits du fichier
errors-read-folder-is-a-file = le dossier où il devrait se trouver est un fichier, pas un dossier

## Why a file could not be written, and what to do (after errors-save-write or files-not-written).

errors-write-folder-is-a-file = son dossier est un fichier, pas un dossier ; déplace ce fichier ailleurs ou lance le jeu avec --data-dir et un autre dossier
errors-write-no-permission = le jeu n’a pas le droit d’écrire ici ; autorise-le dans les droits du dossier ou lance le jeu avec --data-dir et un dossier à toi
errors-write-full = le disque est plein ; supprime des fichiers dont tu n’as plus besoin, et le jeu pourra de nouveau enregistrer
errors-write-system = { $error }

## A board file.

errors-board = fichier de plateau { $file } : { $reason }
errors-board-at = fichier de plateau { $file }, ligne { $line }, colonne { $column } : { $reason }
errors-board-io = impossible de lire le fichier : { $why }
errors-board-unknown-cell = case inconnue '{ $cell }' (utilise # . a-d A-D 1-4 w-z, voir les commentaires du plateau classique)
errors-board-ragged-row =
    cette ligne a { $found ->
        [one] { $found } case
       *[other] { $found } cases
    } mais la première en a { $expected } : la grille doit être rectangulaire
errors-board-no-rows = le fichier n’a aucune ligne de grille
errors-board-too-large = la grille fait { $width } x { $height } ; elle peut avoir { $max } cases au plus
errors-board-bad-line = impossible de lire la { -blocking-line } '{ $text }' : écris 'line S x=X y=Y0..Y1' ou 'line S y=Y x=X0..X1'
errors-board-duplicate-line = { track-seat } : une deuxième { -blocking-line }
errors-board-missing-line = { track-seat } : des cases, mais pas de { -blocking-line }
errors-board-line-without-seat = { track-seat } : une { -blocking-line }, mais pas de cases
errors-board-line-off-grid = la { -blocking-line } sort de la grille : ses extrémités doivent rester dans x=0..{ $width } et y=0..{ $height }
errors-board-start-field-count =
    { track-seat } : { $count ->
        [one] { $count } { -start-field }
       *[other] { $count } { -start-field(count: 2) }
    } ; il en faut exactement 2
errors-board-entry-field-count =
    { track-seat } : { $count ->
        [one] { $count } { -entry-field }
       *[other] { $count } { -entry-field(count: 2) }
    } ; il en faut exactement 2
errors-board-no-house = { track-seat } : aucune case de { -house }
errors-board-house-does-not-touch-entry = { track-seat } : la { -entry-field } { $square } ne touche aucune case de sa { -house } (par un côté)
errors-board-house-apart = { track-seat } : la case de { -house } { $square } n’est pas reliée au reste de la { -house } près des { -entry-field(count: 2) }
errors-board-pause-walled-in = { track-seat } : la { -pause-field } { $square } est entourée de murs ; aucune pièce ne peut l’atteindre
errors-board-line-does-not-separate = { track-seat } : la { -blocking-line } ne sépare pas les { -start-field(count: 2) } des { -entry-field(count: 2) } sur le parcours
errors-board-entry-unreachable = { track-seat } : depuis les { -start-field(count: 2) }, on ne peut pas atteindre les { -entry-field(count: 2) } sans traverser la { -blocking-line }
errors-board-no-pause-field = { track-seat } : aucune { -pause-field }
errors-board-too-few-seats =
    le plateau a { $count ->
        [one] { $count } place complète
       *[other] { $count } places complètes
    } ; il en faut au moins 2

## A card deck.

errors-deck = fichier de cartes { $file } : { $reason }
errors-deck-card = fichier de cartes { $file }, carte '{ $card }' : { $reason }
errors-deck-at = fichier de cartes { $file }, ligne { $line }, colonne { $column } : { $reason }
errors-deck-card-at = fichier de cartes { $file }, carte '{ $card }', ligne { $line }, colonne { $column } : { $reason }
errors-deck-io = impossible de lire : { $why }
errors-deck-json = JSON incorrect : { $detail }
errors-deck-unknown-field = champ inconnu `{ $field }` dans un `{ $tag }`
errors-deck-text-too-long = le texte en { $lang } a { $length } caractères ; { $max } au plus sont permis
errors-deck-empty-text = le texte en { $lang } est vide
errors-deck-no-language = "text" ne donne aucune langue
errors-deck-empty-id = l’identifiant est vide
errors-deck-duplicate-id = une autre carte a aussi cet identifiant
errors-deck-zero-count = count vaut 0 ; une carte doit exister au moins 1 fois
errors-deck-bad-moves =
    { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } ; utilise 1 à 12
errors-deck-role-not-listed = l’effet parle de la pièce { chess-piece }, mais "roles" ne la cite pas
errors-deck-empty = le paquet n’a aucune carte

## The seats of a game.

errors-setup-seat-not-on-board = le plateau n’a pas de place pour { track-seat }
errors-setup-bad-seats = une partie se joue avec 2, 3 ou 4 places différentes
errors-setup-first-not-playing = { track-seat } doit commencer mais ne joue pas

## A lesson file.

errors-lesson = fichier de leçon { $file } : { $reason }
errors-lesson-line = fichier de leçon { $file }, ligne { $line } : { $reason }
errors-lesson-level = fichier de leçon { $file }, niveau { $level } : { $reason }
errors-lesson-line-level = fichier de leçon { $file }, ligne { $line }, niveau { $level } : { $reason }
errors-lesson-json = JSON incorrect : { $detail }
errors-lesson-json-field = { $field } : { $detail }
errors-lesson-no-course-id = un cours a besoin d’un identifiant
errors-lesson-no-levels = un cours a besoin de niveaux
errors-lesson-id-twice = l’identifiant est utilisé deux fois
errors-lesson-no-level-id = un niveau a besoin d’un identifiant
errors-lesson-unknown-variant = variante inconnue '{ $variant }'
errors-lesson-no-language = un texte ne donne aucune langue
errors-lesson-empty-text = le texte en { $lang } est vide
errors-lesson-text-too-long = le texte en { $lang } est trop long
errors-lesson-no-such-seat = la place { $number } n’existe pas
errors-lesson-not-on-track = { $square } n’est pas une case du parcours
errors-lesson-two-pieces = deux pièces sur { $square }
errors-lesson-kind-twice = une place ne peut avoir qu’une pièce de chaque sorte
errors-lesson-no-piece-to-play = { track-seat } : aucune pièce à jouer
errors-lesson-pips-and-dice = donne pips ou dice, pas les deux
errors-lesson-no-pips-nor-dice = donne pips ou dice
errors-lesson-bad-dice = un dé fait de 1 à 12 points, ou "+"
errors-lesson-plus-needs-box = un "+" demande une pièce dans la { -start-box }, dans le petit jeu
errors-lesson-bad-pips = pips doit aller de 1 à 12
errors-lesson-zero-par = par doit valoir au moins 1
errors-lesson-no-stars = un but d’étoiles a besoin d’étoiles
errors-lesson-too-many-stars = un but d’étoiles a { $max } étoiles au plus, pas { $count }
errors-lesson-star-off-track = chaque étoile doit être sur le parcours
errors-lesson-reach-off-track = la case à atteindre doit être sur le parcours
errors-lesson-nothing-to-capture = aucune pièce d’une autre place à prendre sur { $square }
errors-lesson-every-square-needs = un but « toutes les cases » demande une seule pièce de la place, et des pips
errors-lesson-same-par-alone = same_par_because : seulement avec teaches, la règle dont il garde le par
errors-lesson-same-par-empty = same_par_because : dis pourquoi, ou enlève-le
errors-lesson-cover-needs-large = teaches : cover, mais seul le grand jeu protège les pièces { -covered(count: 2) }
errors-lesson-bring-in-needs-plus = teaches : bring_in, mais les dés n’ont pas de "+" pour { -bring-in } une pièce

## A save file.

errors-save = partie sauvegardée { $file } : { $reason }
errors-save-at = partie sauvegardée { $file }, ligne { $line }, colonne { $column } : { $reason }
errors-save-missing = ce fichier n’existe pas
errors-save-io = impossible de le lire : { $why }
errors-save-write = impossible de l’écrire : { $error }
errors-save-truncated = le fichier s’arrête trop tôt : il a été coupé
errors-save-garbled = le fichier est abîmé, ce n’est pas du JSON valide : { $detail }
errors-save-not-a-save = ce n’est pas une partie sauvegardée (pas de numéro de version "format")
errors-save-future-version = sauvegardée au format { $version } par une version plus récente du jeu ; celle-ci lit les formats jusqu’à { $format }
errors-save-schema = JSON incorrect : { $detail }
errors-save-stray-field = commande { $number } : champ inconnu `{ $field }` dans un `{ $tag }`
errors-save-unknown-field = champ inconnu `{ $field }` : une partie sauvegardée n’a pas ce champ
errors-save-variant-roles = la variante '{ $variant }' doit nommer chaque sorte de pièce une fois au plus, et au moins une
errors-save-die-without-faces = un dé du fichier n’a aucune face
errors-save-deck = les cartes du fichier : { $reason }
errors-save-deck-card = carte '{ $card }' du fichier : { $reason }
errors-save-setup = la partie ne peut pas être mise en place : { $reason }
errors-save-board = le plateau du fichier : { $reason }
errors-save-refused = la commande { $number } ne peut pas être rejouée : le fichier a été modifié ou vient d’une version incompatible. { $reason }
errors-save-mismatch = en rejouant ses { $commands } commandes, on ne retrouve pas la partie sauvegardée ({ $differs } diffèrent) ; le fichier a été modifié ou vient d’une version incompatible
errors-save-part =
    { $part ->
        [setup] réglages
        [board] plateau
        [dice] dés
        [cards] cartes
        [positions] positions des pièces
        [turn] tour
        [placings] classement
       *[generator] hasard des dés
    }

## The learners' stars file.

errors-progress-unreadable = { $file } : { $why }
errors-progress-not-stars = { $file } : ce n’est pas un fichier d’étoiles : { $detail }
errors-progress-foreign = { $file } : ce n’est pas un fichier d’étoiles de ce jeu ; rien n’en a été repris.
errors-progress-newer = { $file } : un fichier d’étoiles de version { $version }, d’une version plus récente du jeu (celle-ci lit jusqu’à la version { $newest }) ; mettez le jeu à jour, puis rassemblez-le de nouveau.
errors-progress-too-many-stars = { $file } : { $learner } a { $stars } étoiles au niveau { $level }, mais un niveau en donne de 1 à 3 ; rien de ce fichier n’a été repris.
errors-progress-no-learners = { $file } : il ne contient les étoiles d’aucun élève (les étoiles d’un invité restent sur son appareil).
errors-progress-too-big = { $file } : bien trop grand pour un fichier d’étoiles ; rien n’en a été repris.
