## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Unsere Regeln: { $name }
lab-play-line =
    { $pieces } · Würfel { $white } · { $tries ->
        [one] { $tries } Versuch
       *[other] { $tries } Versuche
    }
lab-play-line-orange =
    { $pieces } · Würfel { $white } und { $orange } · { $tries ->
        [one] { $tries } Versuch
       *[other] { $tries } Versuche
    }
lab-play-gone = Die Regeln „{ $name }“ sind weg: „{ variant-small }“ ist gewählt.
lab-play-broken =
    Weggelassen: { $error }{ $more ->
        [0] {""}
        [one] {" "}(und noch { $more } Datei)
       *[other] {" "}(und noch { $more } Dateien)
    }
lab-play-resume-question =
    Das Spiel „{ $name }“ von { $minutes ->
        [0] gerade eben
        [one] vor { $minutes } Minute
       *[other] vor { $minutes } Minuten
    } ({ -round } { $round }) fortsetzen?
lab-play-continue = „{ $name }“ weiterspielen, { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Unsere Regeln: { $name }
lab-play-page-pieces = Diese Figuren spielen mit: { $pieces }.
lab-play-page-white = Der weiße Würfel zeigt { $faces }.
lab-play-page-orange = Der orange Würfel zeigt { $faces }. Mit ihm ziehen: { $pieces }.
lab-play-page-tries =
    Wer keine Figur ziehen kann, darf { $tries ->
        [one] nur einmal
       *[other] bis zu { $tries }-mal
    } würfeln, um eine Figur { -bring-in(form: "zu-infinitive") }.
lab-play-page-cards =
    { $cards ->
        [0] In diesem Spiel gibt es keine { -action-card(count: 2) }.
        [one] Im Stapel liegt { $cards } { -action-card }.
       *[other] Im Stapel liegen { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = Die nächsten Seiten erklären die üblichen Regeln. Wo dort etwas anderes steht, gelten eure eigenen Regeln.
