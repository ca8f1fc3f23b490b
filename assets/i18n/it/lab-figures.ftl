## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = Come va una partita
lab-fig-length = Quanto dura una partita
lab-fig-rounds = { CAPITAL(-round(count: 2)) }
lab-fig-minutes = Minuti al tavolo
lab-fig-fairness = Quanto è giusto
lab-fig-player = Giocatore { $player }
lab-fig-starting-player = Chi comincia
lab-fig-fair-share = Parte uguale
lab-fig-skill = Quanto conta la bravura
lab-fig-liveliness = Quanto è vivace
lab-fig-captures = Catture
lab-fig-lead-changes = Cambi di chi è in testa
lab-fig-lost-turns = Turni persi
lab-fig-cards-drawn = Carte pescate
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } { $played ->
        [one] partita giocata su { $games }
       *[other] partite giocate su { $games }
    }, da { $players } giocatori computer (seme { $seed }).
lab-fig-rounds-line = Una partita dura { $median } { -round(count: 2) }. Metà delle partite dura da { $low } a { $high } { -round(count: 2) }.
lab-fig-minutes-line = Al tavolo fanno circa { $median } minuti (metà delle partite: da { $low } a { $high } minuti).
lab-fig-minutes-how = I minuti sono stimati: { $roll } secondi per ogni lancio, { $card } secondi in più per ogni carta.
lab-fig-player-line = Il giocatore { $player } vince il { $share } % delle partite (molto probabilmente tra { $low } e { $high } %).
lab-fig-start-line = Chi comincia vince il { $share } % (tra { $low } e { $high } %). Giusto sarebbe il { $fair } %.
lab-fig-skill-line =
    Il computer ({ computer-level }) vince il { $share } % delle partite contro computer facili (tra { $low } e { $high } %). Giusto sarebbe il { $fair } %. ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
lab-fig-captures-line = Pezzi catturati in una partita: { $n }
lab-fig-lead-line = Quante volte cambia chi è in testa in una partita: { $n }
lab-fig-lead-how = È in testa il giocatore i cui pezzi hanno fatto più strada.
lab-fig-lost-line = Turni persi: { $share } % di tutti i turni ({ $n } in una partita)
lab-fig-lost-how = Un turno è perso quando nessun pezzo si muove: un #, niente da { -bring-in }, o nessuna mossa dopo tutti i tentativi.
lab-fig-cards-line = { CAPITAL(-action-card(count: 2)) } pescate in una partita: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } partita non è finita
       *[other] { $count } partite non sono finite
    } entro { $cap } { -round(count: 2) }.
lab-fig-no-game-ended = Nessuna partita è finita entro { $cap } { -round(count: 2) }.
lab-fig-time =
    { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } in { $seconds } secondi su { $threads ->
        [one] { $threads } thread
       *[other] { $threads } thread
    }.

lab-fig-refused-players = Una partita si gioca in 2, 3 o 4.
lab-fig-refused-seats = Sul tabellone non c’è posto per questi giocatori.
lab-fig-refused-empty-die = Un dado non ha facce: nessuno potrebbe mai tirare.
# Che cosa è caso (issue 51). $way: more, less (e within per l’abilità); $most il massimo
# di partite di una prova.
lab-fig-bots = Ogni giocatore era un giocatore computer ({ computer-level }): le quote e i minuti valgono per giocatori come loro.
lab-fig-fair = Giusto: le differenze tra i giocatori restano entro il caso.
lab-fig-no-winner = Nessuna partita ha avuto un vincitore, quindi non si può dire chi vince.
lab-fig-starter-really =
    { $way ->
        [more] Chi comincia vince davvero più spesso
       *[less] Chi comincia vince davvero meno spesso
    }: il { $share } % dove giusto sarebbe il { $fair } %.
lab-fig-player-really =
    { $way ->
        [more] Il giocatore { $player } vince davvero più spesso
       *[less] Il giocatore { $player } vince davvero meno spesso
    }: il { $share } % dove giusto sarebbe il { $fair } %.
lab-fig-skill-verdict =
    { $way ->
        [more] L’abilità conta davvero: il giocatore migliore vince più di quanto darebbe il caso.
        [less] Il giocatore migliore vince davvero meno: con queste regole la cura non paga.
       *[within] La differenza resta entro il caso: la fortuna decide più dell’abilità.
    }
lab-fig-stopped = Dopo { $played } partite i numeri erano chiari, quindi il laboratorio si è fermato lì (avrebbe giocato fino a { $most }).
lab-fig-not-clear = Anche dopo { $most } partite alcune differenze sono troppo piccole per esserne sicuri.

