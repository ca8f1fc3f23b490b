## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Hvorfor et regelsett ikke blir et spill.

lab-problem-empty-name = Spillet trenger et navn.
lab-problem-name-too-long =
    Navnet er for langt: { $length ->
        [one] { $length } tegn
       *[other] { $length } tegn
    }. Høyst { $max } får plass.
lab-problem-no-piece = Ingen brikke er med. Velg minst én.
lab-problem-piece-twice =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } står to ganger på lista. Hver brikke kan bare være med én gang.
lab-problem-no-faces =
    Den { $die ->
        [white] hvite
       *[orange] oransje
    } terningen har ingen sider.
lab-problem-too-many-faces =
    Den { $die ->
        [white] hvite
       *[orange] oransje
    } terningen har { $faces } sider. Høyst { $max } får plass.
lab-problem-number-too-high =
    Den { $die ->
        [white] hvite
       *[orange] oransje
    } terningen viser { $number }. Det høyeste tallet er { $max }.
lab-problem-orange-symbol = Den oransje terningen viser { $face }. Brikker flytter så mange ganger som den viser, så den kan bare vise tall.
lab-problem-no-number = Ingen side på den hvite terningen viser et tall: ingen brikke kan noen gang flytte.
lab-problem-no-bring-in = Ingen side lar deg { -bring-in } en brikke: ingen kommer noen gang ut av { -start-box(form: "definite") }.
lab-problem-orange-never-used = Den hvite terningen viser bare #. Den oransje terningen teller bare sammen med et tall eller et +: brikkene den flytter kunne aldri flytte, og ingen runde ville noen gang ta slutt.
lab-problem-cards-never-move = Ingen side av terningene flytter denne brikken, og ikke noe { -action-card } som kan trekkes, gir den trekk: { chess-piece }. Den kunne aldri flytte, og ingen runde ville noen gang ta slutt.
lab-problem-tries = Velg fra { $min } til { $max } forsøk, ikke { $tries }.
lab-problem-unknown-card = Kortstokken har ikke noe kort som heter «{ $card }».
lab-problem-count-too-high = Kortet «{ $card }» er med { $count } ganger. Høyst { $max } får plass.
lab-problem-no-cards = { CAPITAL(-action-card(count: 2, form: "definite")) } er slått på, men det er ingen kort igjen for disse brikkene.
lab-problem-needs-cards = Husregelen «{ $rule }» trenger { -action-card(count: 2, form: "definite") }.

## Hva som er galt med en regelfil.

lab-file-missing = Regelfil { $file }: filen finnes ikke.
lab-file-unreadable = Regelfil { $file }: den kan ikke leses ({ $error }).
lab-file-unwritable = Regelfil { $file }: den kan ikke lagres ({ $error }).
lab-file-not-json = Regelfil { $file }, linje { $line }, kolonne { $column }: dette er ikke JSON. Mangler det et komma, et anførselstegn eller en klamme?
lab-file-not-rules = Regelfil { $file }: dette er ikke et regelsett. Det trenger minst «name» og «base».
lab-file-unknown-field = Regelfil { $file }, linje { $line }, kolonne { $column }: et regelsett har ingen oppføring «{ $field }».
lab-file-missing-field = Regelfil { $file }: oppføringen «{ $field }» mangler. { lab-field-needs }
lab-file-field-twice = Regelfil { $file }, linje { $line }, kolonne { $column }: oppføringen «{ $field }» står der to ganger. Behold bare én, så det er klart hvilken som gjelder.
lab-file-bad-value = Regelfil { $file }, linje { $line }, kolonne { $column }: oppføringen «{ $field }» passer ikke. { lab-field-needs }
lab-file-problem = Regelfil { $file }: { $problem }
lab-file-name-taken = Regelfil { $file }: reglene «{ $name }» er allerede lagret der. Gi reglene dine et annet navn.
# Hva en oppføring trenger ($kind).
lab-field-needs =
    { $kind ->
        [name] Den trenger et navn i anførselstegn, som "Bare springere".
        [base] Den må være "small", "small-action", "large" eller "large-action".
        [roles] Den trenger en liste med brikker: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Den trenger en liste med sider: tall, "+" og "#".
        [orange] Den trenger en liste med tall.
        [tries] Den trenger et tall fra 1 til 6.
        [house-rules] Den trenger en liste med husregler, som "may-stop-early".
        [action] Den trenger true eller false.
        [protection] Den trenger true eller false.
        [fast-start] Den trenger true eller false.
        [bring-in-on-any-roll] Den trenger true eller false.
        [exact-home] Den trenger true eller false.
        [bring-in-ends-turn] Den trenger true eller false.
        [start-fields-may-fill] Den trenger true eller false.
        [capture-any] Den trenger true eller false.
        [orange-moves] Den trenger en liste over brikkene den oransje terningen flytter, som "king", "pawn".
       *[deck] Den trenger kort, hvert med et antall, som "swap": 2.
    }
