## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Våre regler: { $name }
lab-play-line =
    { $pieces } · terning { $white } · { $tries ->
        [one] { $tries } forsøk
       *[other] { $tries } forsøk
    }
lab-play-line-orange =
    { $pieces } · terninger { $white } og { $orange } · { $tries ->
        [one] { $tries } forsøk
       *[other] { $tries } forsøk
    }
lab-play-gone = Reglene «{ $name }» finnes ikke lenger: «{ variant-small }» er valgt.
lab-play-broken =
    Utelatt: { $error }{ $more ->
        [0] {""}
        [one] {" "}(og { $more } fil til)
       *[other] {" "}(og { $more } filer til)
    }
lab-play-resume-question =
    Fortsette spillet «{ $name }» fra { $minutes ->
        [0] akkurat nå
        [one] { $minutes } minutt siden
       *[other] { $minutes } minutter siden
    } ({ -round } { $round })?
lab-play-continue = Fortsett «{ $name }», { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Våre regler: { $name }
lab-play-page-pieces = Disse brikkene er med: { $pieces }.
lab-play-page-white = Den hvite terningen viser { $faces }.
lab-play-page-orange = Den oransje terningen viser { $faces }. Den flytter: { $pieces }.
lab-play-page-tries =
    Den som ikke kan flytte noen brikke, får kaste { $tries ->
        [one] bare én gang
       *[other] opptil { $tries } ganger
    } for å { -bring-in } en brikke.
lab-play-page-cards =
    { $cards ->
        [0] Dette spillet har ingen { -action-card(count: 2) }.
        [one] Kortstokken har { $cards } { -action-card }.
       *[other] Kortstokken har { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = De neste sidene forklarer de vanlige reglene. Der de sier noe annet, gjelder deres egne regler.
