## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Pourquoi des règles ne donnent pas de jeu.

lab-problem-empty-name = Le jeu a besoin d’un nom.
lab-problem-name-too-long =
    Le nom est trop long : { $length ->
        [one] { $length } lettre
       *[other] { $length } lettres
    }. Il peut en avoir { $max } au plus.
lab-problem-no-piece = Aucune pièce ne joue. Choisis-en au moins une.
lab-problem-piece-twice =
    { $piece ->
        [queen] La { -queen }
        [rook] La { -rook }
       *[king] Le { chess-piece }
    } est deux fois dans la liste. Chaque pièce ne peut y être qu’une fois.
lab-problem-no-faces =
    Le dé { $die ->
        [white] blanc
       *[orange] orange
    } n’a aucune face.
lab-problem-too-many-faces =
    Le dé { $die ->
        [white] blanc
       *[orange] orange
    } a { $faces } faces. Il peut en avoir { $max } au plus.
lab-problem-number-too-high =
    Le dé { $die ->
        [white] blanc
       *[orange] orange
    } montre un { $number }. Le plus grand nombre est { $max }.
lab-problem-orange-symbol = Le dé orange montre un { $face }. Les pièces avancent selon son nombre : il ne peut montrer que des nombres.
lab-problem-no-number = Aucune face du dé blanc ne montre un nombre : aucune pièce ne pourrait jamais avancer.
lab-problem-no-bring-in = Aucune face ne permet de { -bring-in } une pièce : personne ne pourrait jamais quitter la { -start-box }.
lab-problem-orange-never-used = Le dé blanc ne montre que des #. Le dé orange ne compte qu’avec un nombre ou un + : les pièces qu’il fait avancer ne pourraient jamais avancer, et aucune partie ne finirait.
lab-problem-cards-never-move = Aucune face des dés ne fait avancer cette pièce, et aucune { -action-card } qu’on peut tirer ne lui donne de coups : { chess-piece }. Elle ne pourrait jamais avancer, et aucune partie ne finirait.
lab-problem-tries = Choisis entre { $min } et { $max } essais, pas { $tries }.
lab-problem-unknown-card = Le paquet n’a pas de carte « { $card } ».
lab-problem-count-too-high = La carte « { $card } » est { $count } fois dans le paquet. Elle peut y être { $max } fois au plus.
lab-problem-no-cards = Les { -action-card(count: 2) } sont en jeu, mais il ne reste aucune carte pour ces pièces.
lab-problem-needs-cards = La règle maison « { $rule } » a besoin des { -action-card(count: 2) }.

## Ce qui ne va pas dans un fichier de règles.

lab-file-missing = Fichier de règles { $file } : ce fichier n’existe pas.
lab-file-unreadable = Fichier de règles { $file } : impossible de le lire ({ $error }).
lab-file-unwritable = Fichier de règles { $file } : impossible de l’écrire ({ $error }).
lab-file-not-json = Fichier de règles { $file }, ligne { $line }, colonne { $column } : ce n’est pas du JSON. Manque-t-il une virgule, un guillemet ou un crochet ?
lab-file-not-rules = Fichier de règles { $file } : ce fichier ne contient pas de règles. Il lui faut au moins « name » et « base ».
lab-file-unknown-field = Fichier de règles { $file }, ligne { $line }, colonne { $column } : les règles n’ont pas de champ « { $field } ».
lab-file-missing-field = Fichier de règles { $file } : le champ « { $field } » manque. { lab-field-needs }
lab-file-field-twice = Fichier de règles { $file }, ligne { $line }, colonne { $column } : le champ « { $field } » est écrit deux fois. Garde-n’en un seul, pour qu’on sache lequel compte.
lab-file-bad-value = Fichier de règles { $file }, ligne { $line }, colonne { $column } : le champ « { $field } » ne convient pas. { lab-field-needs }
lab-file-problem = Fichier de règles { $file } : { $problem }
lab-file-name-taken = Fichier de règles { $file } : les règles « { $name } » y sont déjà enregistrées. Donne un autre nom à tes règles.
# Ce qu’il faut dans un champ ($kind).
lab-field-needs =
    { $kind ->
        [name] Il faut un nom entre guillemets, comme "Que des cavaliers".
        [base] Il faut "small", "small-action", "large" ou "large-action".
        [roles] Il faut une liste de pièces : "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Il faut une liste de faces : des nombres, "+" et "#".
        [orange] Il faut une liste de nombres.
        [tries] Il faut un nombre de 1 à 6.
        [house-rules] Il faut une liste de règles maison, comme "may-stop-early".
        [action] Il faut true ou false.
        [protection] Il faut true ou false.
        [fast-start] Il faut true ou false.
        [bring-in-on-any-roll] Il faut true ou false.
        [exact-home] Il faut true ou false.
        [bring-in-ends-turn] Il faut true ou false.
        [start-fields-may-fill] Il faut true ou false.
        [capture-any] Il faut true ou false.
        [orange-moves] Il faut une liste des pièces que le dé orange fait avancer, comme "king", "pawn".
       *[deck] Il faut des cartes avec leur nombre, comme "swap": 2.
    }
