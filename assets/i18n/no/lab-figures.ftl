## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Slik går spillet
lab-fig-length = Hvor lenge et spill varer
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minutter ved bordet
lab-fig-fairness = Hvor rettferdig det er
lab-fig-player = Spiller { $player }
lab-fig-starting-player = Den som begynner
lab-fig-fair-share = Rettferdig andel
lab-fig-skill = Hvor mye dyktighet betyr
lab-fig-liveliness = Hvor livlig det er
lab-fig-captures = Utslåtte brikker
lab-fig-lead-changes = Lederskifter
lab-fig-lost-turns = Tapte turer
lab-fig-cards-drawn = Trukne kort
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } av { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    } spilt av { $players } datamaskinspillere (frø { $seed }).
lab-fig-rounds-line = Et spill varer { $median } { -round(count: 2) }. Halvparten av spillene varer fra { $low } til { $high } { -round(count: 2) }.
lab-fig-minutes-line = Ved bordet blir det omtrent { $median } minutter (halvparten av spillene: { $low } til { $high } minutter).
lab-fig-minutes-how = Minuttene er anslått: { $roll } sekunder for hvert kast, { $card } sekunder til for hvert kort.
lab-fig-player-line = Spiller { $player } vinner { $share } % av spillene (trolig mellom { $low } og { $high } %).
lab-fig-start-line = Den som begynner, vinner { $share } % (mellom { $low } og { $high } %). Rettferdig ville vært { $fair } %.
lab-fig-skill-line =
    Datamaskinen ({ computer-level }) vinner { $share } % mot lette motstandere (mellom { $low } og { $high } %). Rettferdig ville vært { $fair } %. ({ $games ->
        [one] { $games } spill
       *[other] { $games } spill
    })
lab-fig-captures-line = Brikker slått ut i et spill: { $n }
lab-fig-lead-line = Ledelsen skifter { $n } ganger i et spill
lab-fig-lead-how = Lederen er den spilleren som har kommet lengst med brikkene sine.
lab-fig-lost-line = Tapte turer: { $share } % av alle turene ({ $n } i et spill)
lab-fig-lost-how = En tur er tapt når ingen brikke flytter: en #, ingenting å { -bring-in }, eller ingen mulige trekk etter alle forsøkene.
lab-fig-cards-line = Trukne { -action-card(count: 2) } i et spill: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } spill
       *[other] { $count } spill
    } var ikke ferdig etter { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = Ingen av spillene var ferdige etter { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    } på { $seconds } sekunder med { $threads ->
        [one] { $threads } tråd
       *[other] { $threads } tråder
    }.

lab-fig-refused-players = Et spill trenger 2 til 4 spillere.
lab-fig-refused-seats = Brettet har ikke plass til disse spillerne.
lab-fig-refused-empty-die = En terning har ingen sider: ingen kunne noen gang kaste.
# Hva som er tilfeldig (sak 51). $way: more, less (og within for ferdighet); $most flest
# spill en kjøring ville spille.
lab-fig-bots = Alle spillerne var datamaskinspillere ({ computer-level }): andelene og minuttene gjelder for spillere som dem.
lab-fig-fair = Rettferdig: forskjellene mellom spillerne er innenfor det tilfeldige.
lab-fig-no-winner = Ingen av spillene hadde en vinner, så det er ingenting å si om hvem som vinner.
lab-fig-starter-really =
    { $way ->
        [more] Den som begynner, vinner virkelig oftere
       *[less] Den som begynner, vinner virkelig sjeldnere
    }: { $share } % der { $fair } % ville vært rettferdig.
lab-fig-player-really =
    { $way ->
        [more] Spiller { $player } vinner virkelig oftere
       *[less] Spiller { $player } vinner virkelig sjeldnere
    }: { $share } % der { $fair } % ville vært rettferdig.
lab-fig-skill-verdict =
    { $way ->
        [more] Ferdighet betyr virkelig noe: den bedre spilleren vinner oftere enn tilfeldighetene skulle tilsi.
        [less] Den bedre spilleren vinner virkelig sjeldnere: med disse reglene lønner det seg ikke å tenke seg om.
       *[within] Forskjellen er innenfor det tilfeldige: flaks avgjør mer enn ferdighet.
    }
lab-fig-stopped = Etter { $played } spill var tallene klare, så laben stoppet der (den ville ha spilt opptil { $most }).
lab-fig-not-clear = Selv etter { $most } spill er noen forskjeller for små til å være sikre.

