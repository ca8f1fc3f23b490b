## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Gast
school-title = Figurenschule
school-learner = Lernt: { $name } (▲▼)
school-new-name = + Neuer Name (N)
school-map-keys = Pfeile: wählen · Eingabe: spielen
school-progress-kept = Sterne unlesbar, aufgehoben: { $name }
school-race-title = Wie schnell ist jede Figur? Züge für eine Runde vom { -start-field } ins { -house }
school-found = Gefunden: { $found } von { $of } · Klicks: { $clicks }
school-rolls-so-far = Würfe: { $rolls } · Ziel: { $par }
school-lesson-keys = R: nochmal · Z: zeig es mir · Esc: Kursübersicht
school-shown = So geht es! Jetzt du: Nochmal.
school-dice-used-up = Die Würfel sind aufgebraucht.
school-well-done = Geschafft! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [one] { $count } Klick
               *[other] { $count } Klicks
            }, Ziel { $par }
       *[false]
            { $count ->
                [one] { $count } Wurf
               *[other] { $count } Würfe
            }, Ziel { $par }
    }
school-next-level = Nächstes Level
school-try-again = Nochmal
school-course-map = Kursübersicht
school-next-learner-key = Nächste:r Lernende ▼
school-how-fast-key = Wie schnell?
school-show-me-key = Zeig es mir
school-hint-goal =
    Warum: so { $aim ->
        [star] holst du den Stern
        [stars] holst du die Sterne
        [square] kommst du auf das Feld
        [home] kommt die Figur ins { -house }
       *[capture] schlägst du die Figur
    } { $rolls ->
        [1] jetzt
       *[other] in { $rolls } Würfen
    }.
school-hint-no-way = Von hier geht es nicht mehr zum Ziel: R für einen neuen Versuch.
school-hint-find =
    Zähle { $n ->
        [one] { $n } Zug
       *[other] { $n } Züge
    } von der Figur aus in jede Richtung. Der Rahmen zeigt ein Feld: Eingabe.
school-level-resumed = Das Level geht weiter, wo du aufgehört hast.
school-class-button = Klasse (C)
school-class-title = Klasse: Sterne je Kurs
school-class-name = Name
school-class-total = Gesamt
school-class-out-of = höchstens
school-class-nobody = Noch hat niemand gespielt: es gibt noch keine Sterne.
school-class-rows = Lernende { $first }–{ $last } von { $of }
school-class-courses = Kurse { $first }–{ $last } von { $of }
school-stars-hand-over = Sterne übergeben (H)
school-stars-gather = Sterne einsammeln (G)
school-stars-handed-over = Die Sterne { $count ->
        [one] eines Kindes sind
       *[other] von { $count } Kindern sind
    } in { $file }: diese Datei zum Gerät der Lehrkraft bringen.
school-stars-downloaded = Die Sterne { $count ->
        [one] eines Kindes sind
       *[other] von { $count } Kindern sind
    } als { $file } heruntergeladen: diese Datei der Lehrkraft geben.
school-stars-nothing-to-hand-over = Auf diesem Gerät ist noch kein Kind mit Namen, also gibt es keine Sterne zu übergeben (die Sterne eines Gastes bleiben hier).
school-stars-choose = Die Sterne-Dateien der Kinder auswählen (mehrere auf einmal) oder auf die Seite ziehen.
school-stars-folder-empty = Noch keine Sterne-Dateien in { $folder }: die Sterne-Dateien der Kinder dort hineinlegen (oder auf dieses Fenster ziehen), dann noch einmal Sterne einsammeln.
school-stars-gathered = { $files ->
        [one] Eine Sterne-Datei
       *[other] { $files } Sterne-Dateien
    } eingesammelt: die Klasse hat jetzt { $learners ->
        [one] ein Kind
       *[other] { $learners } Kinder
    }.
school-course-short =
    { $id ->
        [rook] { -rook }
        [bishop] { -bishop }
        [queen] { -queen }
        [knight] { -knight }
        [king] { -king }
        [pawn] { -pawn }
        [line] { -blocking-line }
        [home] Nach Hause
        [capture] Schlagen
        [pause] { -pause-field }
        [covered] { CAPITAL(-covered) }
        [bringin] { CAPITAL(-bring-in) }
        [chess-board] Schachbrett
        [chess-pieces] Figuren
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notation
        [chess-rules] Regeln
       *[other] { $title }
    }
