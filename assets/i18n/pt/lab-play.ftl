## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = As nossas regras: { $name }
lab-play-line =
    { $pieces } · dado { $white } · { $tries ->
        [0] { $tries } tentativas
        [one] { $tries } tentativa
       *[other] { $tries } tentativas
    }
lab-play-line-orange =
    { $pieces } · dados { $white } e { $orange } · { $tries ->
        [0] { $tries } tentativas
        [one] { $tries } tentativa
       *[other] { $tries } tentativas
    }
lab-play-gone = As regras «{ $name }» já não existem: foi escolhido o «{ variant-small }».
lab-play-broken =
    Ficou de fora: { $error }{ $more ->
        [0] {""}
        [one] {" "}(e mais { $more } ficheiro)
       *[other] {" "}(e mais { $more } ficheiros)
    }
lab-play-resume-question =
    Continuar o jogo «{ $name }» { $minutes ->
        [0] de agora mesmo
        [one] de há { $minutes } minuto
       *[other] de há { $minutes } minutos
    } ({ -round } { $round })?
lab-play-continue = Continuar «{ $name }», { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = As nossas regras: { $name }
lab-play-page-pieces = Jogam estas peças: { $pieces }.
lab-play-page-white = O dado branco mostra { $faces }.
lab-play-page-orange = O dado laranja mostra { $faces }. Move: { $pieces }.
lab-play-page-tries =
    Se não podes mover nenhuma peça, podes lançar o dado { $tries ->
        [one] só uma vez
       *[other] até { $tries } vezes
    } para { -bring-in }.
lab-play-page-cards =
    { $cards ->
        [0] Este jogo não tem { -action-card(count: 2) }.
        [one] O baralho tem { $cards } { -action-card }.
       *[other] O baralho tem { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = As páginas seguintes explicam as regras de sempre. Onde dizem outra coisa, valem as vossas regras.
