## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Zo loopt het spel
lab-fig-length = Hoe lang een spel duurt
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minuten aan tafel
lab-fig-fairness = Hoe eerlijk het is
lab-fig-player = Speler { $player }
lab-fig-starting-player = Wie begint
lab-fig-fair-share = Eerlijk aandeel
lab-fig-skill = Hoeveel slim spelen uitmaakt
lab-fig-liveliness = Hoe levendig het is
lab-fig-captures = Geslagen stukken
lab-fig-lead-changes = Wisselingen aan kop
lab-fig-lost-turns = Verloren beurten
lab-fig-cards-drawn = Getrokken kaarten
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } van { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    } gespeeld door { $players } computerspelers ({ -seed } { $seed }).
lab-fig-rounds-line = Een spel duurt { $median } { -round(count: 2) }. De helft van de spellen duurt tussen { $low } en { $high } { -round(count: 2) }.
lab-fig-minutes-line = Aan tafel is dat ongeveer { $median } minuten (de helft van de spellen: { $low } tot { $high } minuten).
lab-fig-minutes-how = De minuten zijn geschat: { $roll } seconden voor elke worp, { $card } seconden extra voor elke kaart.
lab-fig-player-line = Speler { $player } wint { $share } % van de spellen (waarschijnlijk tussen { $low } en { $high } %).
lab-fig-start-line = Wie begint, wint { $share } % (tussen { $low } en { $high } %). Eerlijk zou { $fair } % zijn.
lab-fig-skill-line =
    De computer ({ computer-level }) wint { $share } % tegen makkelijke tegenstanders (tussen { $low } en { $high } %). Eerlijk zou { $fair } % zijn. ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
lab-fig-captures-line = Geslagen stukken in een spel: { $n }
lab-fig-lead-line = Zo vaak komt er in een spel een ander aan kop: { $n }
lab-fig-lead-how = Aan kop staat de speler wiens stukken samen het verst op hun weg zijn.
lab-fig-lost-line = Verloren beurten: { $share } % van alle beurten ({ $n } in een spel)
lab-fig-lost-how = Een beurt is verloren als geen enkel stuk verder kan: een #, niets om { -bring-in(form: "te") }, of geen zet na alle pogingen.
lab-fig-cards-line = Getrokken { -action-card(count: 2) } in een spel: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } spel was
       *[other] { $count } spellen waren
    } na { $cap } { -round(count: 2) } niet af.
lab-fig-no-game-ended = Geen enkel spel was na { $cap } { -round(count: 2) } af.
lab-fig-time =
    { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    } in { $seconds } seconden op { $threads ->
        [one] { $threads } draad
       *[other] { $threads } draden
    }.

lab-fig-refused-players = Een spel heeft 2 tot 4 spelers nodig.
lab-fig-refused-seats = Het bord heeft geen plaats voor deze spelers.
lab-fig-refused-empty-die = Een dobbelsteen heeft geen kanten: niemand zou ooit kunnen gooien.
# Wat toeval is (issue 51). $way: more, less (en within bij de vaardigheid); $most het
# grootste aantal spellen van een proef.
lab-fig-bots = Alle spelers waren computerspelers ({ computer-level }): de aandelen en de minuten gelden voor spelers zoals zij.
lab-fig-fair = Eerlijk: de verschillen tussen de spelers vallen binnen het toeval.
lab-fig-no-winner = Geen enkel spel had een winnaar, dus er valt niets te zeggen over wie wint.
lab-fig-starter-really =
    { $way ->
        [more] Wie begint, wint echt vaker
       *[less] Wie begint, wint echt minder vaak
    }: { $share } % waar { $fair } % eerlijk zou zijn.
lab-fig-player-really =
    { $way ->
        [more] Speler { $player } wint echt vaker
       *[less] Speler { $player } wint echt minder vaak
    }: { $share } % waar { $fair } % eerlijk zou zijn.
lab-fig-skill-verdict =
    { $way ->
        [more] Vaardigheid telt echt: de betere speler wint vaker dan het toeval zou geven.
        [less] De betere speler wint echt minder vaak: met deze regels loont nadenken niet.
       *[within] Het verschil valt binnen het toeval: geluk beslist meer dan vaardigheid.
    }
lab-fig-stopped = Na { $played } spellen waren de cijfers duidelijk, dus het lab stopte daar (het had er tot { $most } gespeeld).
lab-fig-not-clear = Zelfs na { $most } spellen zijn sommige verschillen te klein om zeker te zijn.

