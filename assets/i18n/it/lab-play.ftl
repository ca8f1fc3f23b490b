## Playing a rule set of ones own: the setup's choice, the resume offer, its rules page (src/ui/lab/play_texts.rs).
##
## Values:
##   $name     the rule set's name (on the setup, with ◀ ▶ around it when there are more)
##   $pieces   the pieces' names, already said and joined
##   $white, $orange, $faces   a die's faces as the dice show them: 1 2 + + # 3
##   $tries, $minutes, $round, $more, $cards   numbers
##   $error    a rule file's error, already said

lab-play-our-rules = Le nostre regole: { $name }
lab-play-line =
    { $pieces } · dado { $white } · { $tries ->
        [one] { $tries } tentativo
       *[other] { $tries } tentativi
    }
lab-play-line-orange =
    { $pieces } · dadi { $white } e { $orange } · { $tries ->
        [one] { $tries } tentativo
       *[other] { $tries } tentativi
    }
lab-play-gone = Le regole «{ $name }» non ci sono più: è scelto «{ variant-small }».
lab-play-broken =
    Lasciato fuori: { $error }{ $more ->
        [0] {""}
        [one] {" "}(e ancora { $more } file)
       *[other] {" "}(e altri { $more } file)
    }
lab-play-resume-question =
    Riprendere la partita «{ $name }» di { $minutes ->
        [0] poco fa
        [one] { $minutes } minuto fa
       *[other] { $minutes } minuti fa
    } ({ -round } { $round })?
lab-play-continue = Continua «{ $name }», { -round } { $round }

## The rules page of a game with rules of ones own (before the usual pages).

lab-play-page-title = Le nostre regole: { $name }
lab-play-page-pieces = Giocano questi pezzi: { $pieces }.
lab-play-page-white = Il dado bianco mostra { $faces }.
lab-play-page-orange = Il dado arancione mostra { $faces }. Muove: { $pieces }.
lab-play-page-tries =
    Se non puoi muovere nessun pezzo, puoi tirare il dado { $tries ->
        [one] una volta sola
       *[other] fino a { $tries } volte
    } per { -bring-in } un pezzo.
lab-play-page-cards =
    { $cards ->
        [0] In questo gioco non ci sono { -action-card(count: 2) }.
        [one] Nel mazzo c’è { $cards } { -action-card }.
       *[other] Nel mazzo ci sono { $cards } { -action-card(count: 2) }.
    }
lab-play-page-booklet = Le pagine seguenti spiegano le solite regole. Dove dicono altro, valgono le vostre regole.
