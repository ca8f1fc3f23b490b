## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Nuestras reglas: { $name }
lab-play-line =
    { $pieces } · dado { $white } · { $tries ->
        [one] { $tries } intento
       *[other] { $tries } intentos
    }
lab-play-line-orange =
    { $pieces } · dados { $white } y { $orange } · { $tries ->
        [one] { $tries } intento
       *[other] { $tries } intentos
    }
lab-play-gone = Las reglas «{ $name }» ya no están: se ha elegido «{ variant-small }».
lab-play-broken =
    Se ha dejado fuera: { $error }{ $more ->
        [0] {""}
        [one] {" "}(y { $more } archivo más)
       *[other] {" "}(y { $more } archivos más)
    }
lab-play-resume-question =
    ¿Seguir la partida «{ $name }» de { $minutes ->
        [0] hace un momento
        [one] hace { $minutes } minuto
       *[other] hace { $minutes } minutos
    } ({ -round } { $round })?
lab-play-continue = Seguir «{ $name }», { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Nuestras reglas: { $name }
lab-play-page-pieces = Juegan estas piezas: { $pieces }.
lab-play-page-white = El dado blanco muestra { $faces }.
lab-play-page-orange = El dado naranja muestra { $faces }. Mueve: { $pieces }.
lab-play-page-tries =
    Si no puedes mover ninguna pieza, puedes tirar { $tries ->
        [one] solo una vez
       *[other] hasta { $tries } veces
    } para { -bring-in }.
lab-play-page-cards =
    { $cards ->
        [0] Este juego no tiene { -action-card(count: 2) }.
        [one] El mazo tiene { $cards } { -action-card }.
       *[other] El mazo tiene { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = Las páginas siguientes cuentan las reglas de siempre. Donde dicen otra cosa, valen vuestras reglas.
