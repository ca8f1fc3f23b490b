## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Nos règles : { $name }
lab-play-line =
    { $pieces } · dé { $white } · { $tries ->
        [one] { $tries } essai
       *[other] { $tries } essais
    }
lab-play-line-orange =
    { $pieces } · dés { $white } et { $orange } · { $tries ->
        [one] { $tries } essai
       *[other] { $tries } essais
    }
lab-play-gone = Les règles « { $name } » n’existent plus : « { variant-small } » est choisi.
lab-play-broken =
    Laissé de côté : { $error }{ $more ->
        [0] {""}
        [one] {" "}(et encore { $more } fichier)
       *[other] {" "}(et encore { $more } fichiers)
    }
lab-play-resume-question =
    Reprendre la partie « { $name } » laissée { $minutes ->
        [0] à l’instant
        [one] il y a { $minutes } minute
       *[other] il y a { $minutes } minutes
    } ({ -round } { $round }) ?
lab-play-continue = Continuer « { $name } », { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Nos règles : { $name }
lab-play-page-pieces = Ces pièces jouent : { $pieces }.
lab-play-page-white = Le dé blanc montre { $faces }.
lab-play-page-orange = Le dé orange montre { $faces }. Il fait avancer : { $pieces }.
lab-play-page-tries =
    Si tu ne peux bouger aucune pièce, tu peux lancer le dé { $tries ->
        [one] une seule fois
       *[other] jusqu’à { $tries } fois
    } pour { -bring-in } une pièce.
lab-play-page-cards =
    { $cards ->
        [0] Ce jeu n’a pas de { -action-card(count: 2) }.
        [one] Il y a { $cards } { -action-card } dans le paquet.
       *[other] Il y a { $cards } { -action-card(count: 2) } dans le paquet.
    }
lab-play-page-booklet = Les pages suivantes donnent les règles habituelles. Là où elles disent autre chose, ce sont vos règles qui comptent.
