## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (src/said/lab_figures.rs).
## Values: see en/lab-figures.ftl.

lab-fig-decimal-mark = ,
# A figure with one decimal ($whole, $tenth) with the language's decimal mark.
lab-fig-decimal = { $whole }{ lab-fig-decimal-mark }{ $tenth }

lab-fig-title = So spielt sich das Spiel
lab-fig-length = Wie lange ein Spiel dauert
lab-fig-rounds = { -round(count: 2) }
lab-fig-minutes = Minuten am Tisch
lab-fig-fairness = Wie gerecht es ist
lab-fig-player = Spieler { $player }
lab-fig-starting-player = Wer anfängt
lab-fig-fair-share = Gerechter Anteil
lab-fig-skill = Wie viel Können zählt
lab-fig-liveliness = Wie lebhaft es ist
lab-fig-captures = Geschlagen
lab-fig-lead-changes = Führungswechsel
lab-fig-lost-turns = Verlorene Züge
lab-fig-cards-drawn = Gezogene Karten
lab-fig-bar = { $from }–{ $to } { -round(count: 2) }

lab-fig-played =
    { $played } von { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spielen
    } gespielt, von { $players } Computerspielern (Startzahl { $seed }).
lab-fig-rounds-line = Ein Spiel dauert { $median } { -round(count: 2) }. Die Hälfte der Spiele dauert { $low } bis { $high } { -round(count: 2) }.
lab-fig-minutes-line = Am Tisch sind das etwa { $median } Minuten (die Hälfte der Spiele: { $low } bis { $high } Minuten).
lab-fig-minutes-how = Die Minuten sind geschätzt: { $roll } Sekunden für jeden Wurf, { $card } Sekunden mehr für jede Karte.
lab-fig-player-line = Spieler { $player } gewinnt { $share } % der Spiele (wahrscheinlich zwischen { $low } und { $high } %).
lab-fig-start-line = Wer anfängt, gewinnt { $share } % (zwischen { $low } und { $high } %). Gerecht wären { $fair } %.
lab-fig-skill-line =
    Computer ({ computer-level }) gegen leichte gewinnt { $share } % (zwischen { $low } und { $high } %). Gerecht wären { $fair } %. ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    })
lab-fig-captures-line = Geschlagene Figuren in einem Spiel: { $n }
lab-fig-lead-line = So oft wechselt die Führung in einem Spiel: { $n }
lab-fig-lead-how = Es führt, wessen Figuren zusammen am weitesten auf ihrem Weg gekommen sind.
lab-fig-lost-line = Verlorene Züge: { $share } % aller Züge ({ $n } in einem Spiel)
lab-fig-lost-how = Ein Zug ist verloren, wenn keine Figur zieht: eine #, nichts zum { -bring-in }, oder kein Zug nach allen Versuchen.
lab-fig-cards-line = Gezogene { -action-card(count: 2) } in einem Spiel: { $n }
lab-fig-unfinished =
    { $count ->
        [one] { $count } Spiel war
       *[other] { $count } Spiele waren
    } nach { $cap } { -round(count: 2) } nicht zu Ende.
lab-fig-no-game-ended = Kein Spiel war nach { $cap } { -round(count: 2) } zu Ende.
lab-fig-time =
    { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    } in { $seconds } Sekunden auf { $threads ->
        [one] { $threads } Faden
       *[other] { $threads } Fäden
    }.

lab-fig-refused-players = Ein Spiel braucht 2 bis 4 Spieler.
lab-fig-refused-seats = Auf dem Spielbrett ist kein Platz für diese Spieler.
lab-fig-refused-empty-die = Ein Würfel hat keine Seite: niemand könnte je würfeln.
# Was Zufall ist (Issue 51): Die Anteile werden alle zugleich am gerechten Anteil gemessen,
# sodass ein gerechtes Spiel in weniger als einem von zwanzig Läufen ungerecht heißt.
# $way: more, less (und within beim Können); $most die meisten Spiele eines Laufs.
lab-fig-bots = Alle Spieler waren Computerspieler ({ computer-level }): Die Anteile und Minuten gelten für Spieler wie sie.
lab-fig-fair = Gerecht: Die Unterschiede zwischen den Spielern liegen im Bereich des Zufalls.
lab-fig-no-winner = Kein Spiel hatte einen Sieger, darum lässt sich nichts darüber sagen, wer gewinnt.
lab-fig-starter-really =
    { $way ->
        [more] Wer anfängt, gewinnt wirklich öfter
       *[less] Wer anfängt, gewinnt wirklich seltener
    }: { $share } %, wo { $fair } % gerecht wären.
lab-fig-player-really =
    { $way ->
        [more] Spieler { $player } gewinnt wirklich öfter
       *[less] Spieler { $player } gewinnt wirklich seltener
    }: { $share } %, wo { $fair } % gerecht wären.
lab-fig-skill-verdict =
    { $way ->
        [more] Können zählt wirklich: Der bessere Spieler gewinnt öfter, als der Zufall es ihm gäbe.
        [less] Der bessere Spieler gewinnt wirklich seltener: Mit diesen Regeln lohnt sich Sorgfalt nicht.
       *[within] Der Unterschied liegt im Bereich des Zufalls: Glück entscheidet mehr als Können.
    }
lab-fig-stopped = Nach { $played } Spielen waren die Zahlen klar, darum hat das Labor dort aufgehört (es hätte bis zu { $most } gespielt).
lab-fig-not-clear = Auch nach { $most } Spielen sind manche Unterschiede zu klein, um sicher zu sein.

