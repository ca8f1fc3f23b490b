## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"de": "…"}, "goal_text": {"de": "…"}); one without either shows
## its id.

course-rook = Der { -rook }
level-rook-1 = Geradeaus
    .goal = Zieh den { -rook } auf den Stern.
level-rook-2 = Um die Ecke
    .goal = Der { -rook } zieht nur gerade: hol den Stern.
level-rook-3 = Zwei Sterne
    .goal = Sammle beide Sterne.
level-rook-4 = Figuren im Weg
    .goal = Der { -rook } springt nicht über Figuren: hol den Stern.
level-rook-5 = Immer zwei Züge
    .goal = Jeder Wurf ist eine 2: ein Wurf muss auf dem Stern enden.
level-rook-6 = Schlagen
    .goal = Schlag die blaue { -queen }.
level-rook-7 = Alle Felder
    .goal = Klick jedes Feld, das der { -rook } mit 1 Zug erreicht.

course-bishop = Der { -bishop }
level-bishop-1 = Schräg
    .goal = Der { -bishop } zieht schräg: hol den Stern.
level-bishop-2 = Weit schräg
    .goal = Hol den Stern.
level-bishop-3 = Eine Farbe
    .goal = Der { -bishop } bleibt auf seiner Farbe: hol den Stern.
level-bishop-4 = Zwei Sterne
    .goal = Sammle beide Sterne.
level-bishop-5 = Schlagen
    .goal = Schlag den blauen { -knight }.
level-bishop-6 = Alle Felder
    .goal = Klick jedes Feld, das der { -bishop } mit 1 Zug erreicht.

course-queen = Die { -queen }
level-queen-1 = Gerade und schräg
    .goal = Die { -queen } zieht gerade und schräg: hol den Stern.
level-queen-2 = Weit weg
    .goal = Hol den Stern.
level-queen-3 = Drei Sterne
    .goal = Sammle alle Sterne.
level-queen-4 = Genau drei
    .goal = Lande mit genau 3 Zügen auf dem Stern.
level-queen-5 = Schlagen
    .goal = Schlag den blauen { -rook }.

course-knight = Der { -knight }
level-knight-1 = Der Sprung
    .goal = Der { -knight } springt wie ein L: hol den Stern.
level-knight-2 = Zwei Sprünge
    .goal = Hol den Stern.
level-knight-3 = Über Figuren
    .goal = Der { -knight } springt über Figuren: hol den Stern.
level-knight-4 = Zwei Sterne
    .goal = Sammle beide Sterne.
level-knight-5 = Genau zwei
    .goal = Lande mit genau 2 Sprüngen auf dem Stern.
level-knight-6 = Schlagen
    .goal = Schlag den blauen { -rook }.
level-knight-7 = Alle Sprünge
    .goal = Klick jedes Feld, das der { -knight } mit 1 Sprung erreicht.
level-knight-8 = Alle Doppelsprünge
    .goal = Klick jedes Feld, das der { -knight } mit genau 2 Sprüngen erreicht, auch das, auf dem er steht.

course-king = Der { -king }
level-king-1 = Ein Schritt
    .goal = Der { -king } geht ein Feld: hol den Stern.
level-king-2 = Drei Schritte
    .goal = Jeder Wurf ist eine 3: ein Wurf muss auf dem Stern enden.
level-king-3 = Zwei Sterne
    .goal = Sammle beide Sterne.
level-king-4 = Schlagen
    .goal = Schlag den blauen { -pawn(case: "accusative") }.
level-king-5 = Hin und her
    .goal = Lande mit genau 4 Schritten auf dem Stern.
level-king-6 = Der Zaun
    .goal = Jeder Wurf ist eine 3: schlag dich durch den Zaun, bis ein Wurf auf dem Stern endet.

course-pawn = Der { -pawn }
level-pawn-1 = Geradeaus
    .goal = Der { -pawn } geht gerade: hol den Stern.
level-pawn-2 = Um die Ecke
    .goal = Hol den Stern.
level-pawn-3 = Schräg schlagen
    .goal = Der { -pawn } schlägt schräg: schlag den blauen { -rook }.
level-pawn-4 = Drei Schritte
    .goal = Jeder Wurf ist eine 3: ein Wurf muss auf dem Stern enden.
level-pawn-5 = Nicht geradeaus schlagen
    .goal = Der { -pawn } schlägt nur schräg: schlag den blauen { -knight }.
level-pawn-6 = Zu nah!
    .goal = Jeder Wurf ist eine 3: ein Wurf muss auf dem nahen Stern enden.

course-line = Die { -blocking-line }
level-line-1 = Nicht über die Linie
    .goal = Deine Figur darf nicht über deine { -blocking-line }: hol den Stern.
level-line-2 = Fremde Linien
    .goal = Fremde { -blocking-line(count: 2) } gelten für dich nicht: hol den Stern.
level-line-3 = Einmal rundherum
    .goal = Jeder Wurf ist eine 2: deine { -blocking-line } schickt dich einmal rundherum nach Hause.
level-line-4 = Hinter der Linie
    .goal = Jeder Wurf ist eine 2: schlag den { -rook } hinter deiner { -blocking-line }.
level-line-5 = Jede Farbe hat ihre Linie
    .goal = Du spielst Grün und jeder Wurf ist eine 2: hol den Stern hinter deiner grünen { -blocking-line }.

course-home = Nach Hause
level-home-1 = Über das { -entry-field }
    .goal = Ins { -house } geht es nur über ein { -entry-field }: komm nach Hause.
level-home-2 = Der { -knight } kommt heim
    .goal = Komm mit dem { -knight } nach Hause.
level-home-3 = Übrige Züge verfallen
    .goal = Jeder Wurf ist eine 3: komm nach Hause.
level-home-4 = Der { -bishop } kommt schräg
    .goal = Auch schräg geht es nur über ein { -entry-field }: komm nach Hause.
level-home-5 = Besuch vor der Tür
    .goal = Jeder Wurf ist eine 2: schlag einen Besucher auf deinen { -entry-field(count: 2, case: "dative") } und komm nach Hause.

course-capture = Schlagen
level-capture-1 = Mit dem letzten Zug
    .goal = Jeder Wurf ist eine 2, und schlagen darfst du nur mit dem letzten Zug: schlag den { -rook }.
level-capture-2 = Nicht auf dem { -pause-field }
    .goal = Auf seinem { -pause-field } ist der { -knight } sicher: schlag den { -bishop } in der Ecke.
level-capture-3 = { CAPITAL(-covered) }
    .goal = Der { -knight } deckt den { -bishop }, so ist der { -bishop } sicher: schlag die { -queen } in der Ecke.
level-capture-4 = Ein Schritt zurück
    .goal = Jeder Wurf ist eine 2: schlag den { -bishop } direkt neben dir.
level-capture-5 = Der { -knight } im Weg
    .goal = Der { -knight } steht im Weg: schlag die { -queen } dahinter.

course-pause = { -pause-field(count: 2) }
level-pause-1 = Dein { -pause-field }
    .goal = Auf deinem { -pause-field } bist du sicher: zieh den { -rook } darauf.
level-pause-2 = Falsche Farbe
    .goal = Der blaue { -rook } steht auf deinem { -pause-field }, nicht auf seinem: schlag ihn.
level-pause-3 = Die Sperre
    .goal = Den grünen { -bishop } auf seinem { -pause-field } kannst du nicht schlagen: schlag einen { -knight } und hol den Stern.
level-pause-4 = Von Pause zu Pause
    .goal = In jeder Ecke hast du ein { -pause-field }: besuche alle vier.
level-pause-5 = Der Weg in die Ecke
    .goal = Blau und Grün sind auf ihren { -pause-field(count: 2, case: "dative") } sicher: schlag den roten { -knight } in der Ecke.

course-covered = { CAPITAL(-covered(ending: "e")) } Figuren
level-covered-1 = { CAPITAL(-covered) } ist sicher
    .goal = Den { -covered(ending: "en") } { -knight } darfst du nicht schlagen: schlag den blauen { -rook }.
level-covered-2 = Erst der Beschützer
    .goal = Der blaue { -rook } deckt den { -knight }: schlag den { -knight }.
level-covered-3 = Der { -pawn } deckt schräg
    .goal = Der { -pawn } deckt nur schräg: schlag den { -bishop } neben ihm.
level-covered-4 = Dazwischen stellen
    .goal = Der blaue { -rook } deckt den { -knight }: stell dich dazwischen und schlag den { -knight }.
level-covered-5 = Die Linie trennt
    .goal = Jeder Wurf ist eine 2, und der { -rook } deckt nicht über seine { -blocking-line }: schlag den { -knight }.
level-covered-6 = Die Kette
    .goal = Der { -bishop } deckt den { -rook }, der { -rook } deckt den { -knight }: schlag den { -knight }.

course-bringin = { CAPITAL(-bring-in) }
level-bringin-1 = Ein Plus!
    .goal = Mit einem + setzt du eine Figur auf ein { -start-field } ein: bring den { -rook } zum Stern.
level-bringin-2 = Welches { -start-field }?
    .goal = Du wählst das { -start-field }: bring den { -knight } zum Stern.
level-bringin-3 = Besuch auf dem { -start-field }
    .goal = Wer auf deinem { -start-field } steht, wird beim { CAPITAL(-bring-in) } geschlagen: schlag den blauen { -rook }.
level-bringin-4 = Ein Feld bleibt frei
    .goal = Nach dem { CAPITAL(-bring-in) } muss ein { -start-field } frei werden: setz die { -queen } ein und hol beide Sterne.
level-bringin-5 = Zwei Plus
    .goal = Setz beide Figuren ein und hol beide Sterne.
