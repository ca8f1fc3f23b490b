## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Warum ein Regelwerk kein Spiel ergibt.

lab-problem-empty-name = Das Spiel braucht einen Namen.
lab-problem-name-too-long =
    Der Name ist zu lang: { $length ->
        [one] { $length } Buchstabe
       *[other] { $length } Buchstaben
    }. Höchstens { $max } passen.
lab-problem-no-piece = Keine Figur spielt mit. Wähle mindestens eine.
lab-problem-piece-twice =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } steht zweimal in der Liste. Jede Figur spielt nur einmal mit.
lab-problem-no-faces =
    Der { $die ->
        [white] weiße
       *[orange] orange
    } Würfel hat keine Seiten.
lab-problem-too-many-faces =
    Der { $die ->
        [white] weiße
       *[orange] orange
    } Würfel hat { $faces } Seiten. Höchstens { $max } passen.
lab-problem-number-too-high =
    Der { $die ->
        [white] weiße
       *[orange] orange
    } Würfel zeigt eine { $number }. Die größte Zahl ist { $max }.
lab-problem-orange-symbol = Der orange Würfel zeigt ein { $face }. Mit ihm ziehen Figuren so oft, wie er zeigt, darum darf er nur Zahlen zeigen.
lab-problem-no-number = Keine Seite des weißen Würfels zeigt eine Zahl: Keine Figur könnte je ziehen.
lab-problem-no-bring-in = Mit keiner Seite kann man eine Figur { -bring-in }: Niemand käme je aus der { -start-box }.
lab-problem-orange-never-used = Der weiße Würfel zeigt nur #. Der orange Würfel zählt aber nur bei einer Zahl oder einem +: Die Figuren, die er zieht, könnten nie ziehen, und kein Spiel ginge je zu Ende.
lab-problem-cards-never-move = Diese Figur zieht kein Würfel, und keine { -action-card }, die gezogen werden kann, lässt sie ziehen: { chess-piece }. Sie könnte nie ziehen, und kein Spiel ginge je zu Ende.
lab-problem-tries = Wähle { $min } bis { $max } Versuche, nicht { $tries }.
lab-problem-unknown-card = Im Stapel gibt es keine Karte „{ $card }“.
lab-problem-count-too-high = Die Karte „{ $card }“ ist { $count }-mal im Stapel. Höchstens { $max } passen.
lab-problem-no-cards = Die { -action-card(count: 2) } sind an, aber für diese Figuren bleibt keine Karte übrig.
lab-problem-needs-cards = Die Hausregel „{ $rule }“ braucht die { -action-card(count: 2) }.

## Was mit einer Regeldatei nicht stimmt.

lab-file-missing = Regeldatei { $file }: Diese Datei gibt es nicht.
lab-file-unreadable = Regeldatei { $file }: Sie lässt sich nicht lesen ({ $error }).
lab-file-unwritable = Regeldatei { $file }: Sie lässt sich nicht schreiben ({ $error }).
lab-file-not-json = Regeldatei { $file }, Zeile { $line }, Spalte { $column }: Das ist kein JSON. Fehlt ein Komma, ein Anführungszeichen oder eine Klammer?
lab-file-not-rules = Regeldatei { $file }: Das ist kein Regelwerk. Es braucht mindestens „name“ und „base“.
lab-file-unknown-field = Regeldatei { $file }, Zeile { $line }, Spalte { $column }: Ein Regelwerk hat keinen Eintrag „{ $field }“.
lab-file-missing-field = Regeldatei { $file }: Der Eintrag „{ $field }“ fehlt. { lab-field-needs }
lab-file-field-twice = Regeldatei { $file }, Zeile { $line }, Spalte { $column }: Der Eintrag „{ $field }“ steht zweimal da. Lass einen davon stehen, dann ist klar, welcher gilt.
lab-file-bad-value = Regeldatei { $file }, Zeile { $line }, Spalte { $column }: Der Eintrag „{ $field }“ passt nicht. { lab-field-needs }
lab-file-problem = Regeldatei { $file }: { $problem }
lab-file-name-taken = Regeldatei { $file }: Dort sind schon die Regeln „{ $name }“ gespeichert. Gib deinen Regeln einen anderen Namen.
# Was ein Eintrag braucht ($kind).
lab-field-needs =
    { $kind ->
        [name] Er braucht einen Namen in Anführungszeichen, etwa "Nur Springer".
        [base] Er braucht "small", "small-action", "large" oder "large-action".
        [roles] Er braucht eine Liste von Figuren: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Er braucht eine Liste von Seiten: Zahlen, "+" und "#".
        [orange] Er braucht eine Liste von Zahlen.
        [tries] Er braucht eine Zahl von 1 bis 6.
        [house-rules] Er braucht eine Liste von Hausregeln, etwa "may-stop-early".
        [action] Er braucht true oder false.
        [protection] Er braucht true oder false.
        [fast-start] Er braucht true oder false.
        [bring-in-on-any-roll] Er braucht true oder false.
        [exact-home] Er braucht true oder false.
        [bring-in-ends-turn] Er braucht true oder false.
        [start-fields-may-fill] Er braucht true oder false.
        [capture-any] Er braucht true oder false.
        [orange-moves] Er braucht eine Liste der Figuren, die der orange Würfel zieht, wie "king", "pawn".
       *[deck] Er braucht Karten mit ihrer Anzahl, etwa "swap": 2.
    }
