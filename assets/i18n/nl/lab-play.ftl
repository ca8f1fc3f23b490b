## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Onze regels: { $name }
lab-play-line =
    { $pieces } · dobbelsteen { $white } · { $tries ->
        [one] { $tries } poging
       *[other] { $tries } pogingen
    }
lab-play-line-orange =
    { $pieces } · dobbelstenen { $white } en { $orange } · { $tries ->
        [one] { $tries } poging
       *[other] { $tries } pogingen
    }
lab-play-gone = De regels „{ $name }” zijn weg: „{ variant-small }” is gekozen.
lab-play-broken =
    Weggelaten: { $error }{ $more ->
        [0] {""}
        [one] {" "}(en nog { $more } bestand)
       *[other] {" "}(en nog { $more } bestanden)
    }
lab-play-resume-question =
    Verder met het spel „{ $name }” van { $minutes ->
        [0] zojuist
        [one] { $minutes } minuut geleden
       *[other] { $minutes } minuten geleden
    } ({ -round } { $round })?
lab-play-continue = Verder met „{ $name }”, { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Onze regels: { $name }
lab-play-page-pieces = Deze stukken spelen mee: { $pieces }.
lab-play-page-white = De witte dobbelsteen toont { $faces }.
lab-play-page-orange = De oranje dobbelsteen toont { $faces }. Daarmee lopen: { $pieces }.
lab-play-page-tries =
    Als je geen stuk kunt zetten, mag je { $tries ->
        [one] maar één keer
       *[other] tot { $tries } keer
    } gooien om een stuk { -bring-in(form: "te") }.
lab-play-page-cards =
    { $cards ->
        [0] Dit spel heeft geen { -action-card(count: 2) }.
        [one] In de stapel zit { $cards } { -action-card }.
       *[other] In de stapel zitten { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = De volgende bladzijden leggen de gewone regels uit. Waar daar iets anders staat, gelden jullie eigen regels.
