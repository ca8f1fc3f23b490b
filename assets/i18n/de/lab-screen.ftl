## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Regeln erfinden
lab-screen-title = Erfinde deine eigenen Regeln
lab-screen-default-name = Unser Spiel
lab-screen-name = Name:
lab-screen-name-empty = Gib einen Namen ein
lab-screen-page =
    { $page ->
        [game] Spiel
        [dice] Würfel
        [rules] Hausregeln
        [more] Mehr Regeln
       *[cards] Karten
    }
lab-screen-start-from = Fang mit einem Spiel aus dem Heft neu an:
lab-screen-pieces = Welche Figuren spielen mit?
lab-screen-piece = { chess-piece }
lab-screen-orange-needed = Den orangen Würfel gibt es nur, wenn eine Figur mitspielt, die er zieht: im Heft der { -king } und der { -pawn } (unter „Mehr Regeln“ wählbar).
lab-screen-white-die = Weißer Würfel
lab-screen-orange-die = Oranger Würfel
lab-screen-add-face = Seite dazu
lab-screen-remove-face = Seite weg
lab-screen-face-how = Klicke auf eine Seite, um sie zu ändern: 1 bis 12, + oder #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } Versuch
       *[other] { $tries } Versuche
    }
lab-screen-tries-how = So oft darfst du würfeln, wenn du noch keine Figur auf der Strecke hast.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(ending: "e")) } sicher, ohne Extra-Karten
lab-screen-protection-how = Eine Figur, die eine Figur ihrer Farbe rächen könnte, darf nicht geschlagen werden. Der Kartenstapel bleibt, wie er ist.
lab-screen-action = Mit { -action-card(count: 2) } spielen
lab-screen-cards-page = Karten { $first } bis { $last } von { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-cards-off = Schalte die { -action-card(count: 2) } ein, dann kannst du wählen, wie oft jede dabei ist.
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-ready = Mit diesen Regeln kann man spielen.
lab-screen-try-it = Ausprobieren
lab-screen-save = Speichern
lab-screen-play-it = Spielen
lab-screen-open = Öffnen
lab-screen-import = Importieren
lab-screen-export = Exportieren
lab-screen-back = Zurück
lab-screen-saved = Gespeichert: { $path }
lab-screen-exported = { $file } kann jetzt heruntergeladen werden.
lab-screen-exported-here = Deine Regeldatei liegt hier: { $path }
lab-screen-opened = „{ $name }“ ist geöffnet.
lab-screen-nothing-saved = Es sind noch keine Regeln gespeichert.
lab-screen-open-title = Gespeicherte Regeln öffnen
lab-screen-leave-title = Ohne Speichern gehen?
lab-screen-leave-body = Deine Änderungen an „{ $name }“ sind nicht gespeichert.
lab-screen-leave = Gehen
lab-screen-stay = Bleiben
lab-screen-try-title = So spielt sich „{ $name }“
lab-screen-try-playing = Der Computer spielt deine Regeln und das Spiel aus dem Heft, bis die Zahlen klar sind: höchstens je { $games } Spiele.
lab-screen-browser-fewer = Im Browser spielt der Computer nur je { $games } Spiele, damit die Seite nicht hängen bleibt.
lab-screen-progress = { $done } von { $total } Spielen
lab-screen-stop = Anhalten
lab-screen-stopped =
    Angehalten. Die Bilder zeigen { $done ->
        [one] das eine Spiel, das schon fertig ist
       *[other] die { $done } Spiele, die schon fertig sind
    }.
lab-screen-done =
    { $fair ->
        [fair] Deine Regeln sind gerecht (im Rahmen des Zufalls). { $games } Spiele in { $seconds } Sekunden (Startzahl { $seed }).
        [unfair] Deine Regeln sind ungerecht. { $games } Spiele in { $seconds } Sekunden (Startzahl { $seed }).
       *[unknown] { $games } Spiele in { $seconds } Sekunden (Startzahl { $seed }).
    }
lab-screen-cannot-run = Der Computer kann diese Regeln nicht spielen: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Schneller Start: eine Figur schon draußen
        [bring-in-on-any-roll] Jede Zahl darf einsetzen
        [bring-in-ends-turn] Nach dem Einsetzen ist der Nächste dran
        [start-fields-may-fill] Beide { -start-field(count: 2) } dürfen besetzt sein
        [capture-any] Mit jedem Zug schlagen
       *[exact-home] Nur mit passender Zahl einziehen
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Jeder beginnt mit seiner ersten Figur auf einem { -start-field }. So gibt es schon beim ersten Wurf etwas zu tun.
        [bring-in-on-any-roll] Wie ein + darf jede Zahl eine Figur aus der { -start-box } auf ein { -start-field } einsetzen, statt zu ziehen.
        [bring-in-ends-turn] Im Heft darf man nach dem Einsetzen noch einmal würfeln. Mit dieser Regel ist danach der nächste Spieler dran.
        [start-fields-may-fill] Im Heft muss immer mindestens ein { -start-field } frei sein, solange noch Figuren in der { -start-box } sind. Mit dieser Regel dürfen deine Figuren auf beiden stehen.
        [capture-any] Im Heft kann eine Figur nur mit dem letzten Zug ihres Wurfs schlagen. Mit dieser Regel darf jeder Zug schlagen, und die Figur zieht weiter.
       *[exact-home] Im Heft zieht eine Figur ins { -house } ein und lässt den Rest der Züge verfallen. Mit dieser Regel zieht sie nur mit dem letzten Zug ihres Wurfs ein, wie bei „Mensch ärgere Dich nicht“.
    }
lab-screen-orange-moves = Oranger Würfel:
lab-screen-orange-moves-how = Das Heft sagt: „Will man mit { -queen }, { -rook }, { -bishop } oder { -knight } ziehen, gilt der weiße Würfel, für den { -king } und den { -pawn(case: "accusative") } der orangene Würfel.“ Hier wählt ihr, welche Figuren der orange Würfel zieht (angekreuzt); alle anderen zieht der weiße.
