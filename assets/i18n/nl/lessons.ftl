## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = De { -rook }
level-rook-1 = Rechtdoor
    .goal = Zet de { -rook } op de ster.
level-rook-2 = Om de hoek
    .goal = De { -rook } gaat alleen recht: pak de ster.
level-rook-3 = Twee sterren
    .goal = Pak allebei de sterren.
level-rook-4 = Stukken in de weg
    .goal = De { -rook } springt niet over stukken heen: pak de ster.
level-rook-5 = Altijd twee zetten
    .goal = Je gooit steeds een 2: een worp moet op de ster eindigen.
level-rook-6 = Slaan
    .goal = Sla de blauwe { -queen }.
level-rook-7 = Alle velden
    .goal = Klik op elk veld waar de { -rook } in 1 zet kan komen.

course-bishop = De { -bishop }
level-bishop-1 = Schuin
    .goal = De { -bishop } gaat schuin: pak de ster.
level-bishop-2 = Ver schuin
    .goal = Pak de ster.
level-bishop-3 = Eén kleur
    .goal = De { -bishop } blijft altijd op dezelfde kleur: pak de ster.
level-bishop-4 = Twee sterren
    .goal = Pak allebei de sterren.
level-bishop-5 = Slaan
    .goal = Sla het blauwe { -knight }.
level-bishop-6 = Alle velden
    .goal = Klik op elk veld waar de { -bishop } in 1 zet kan komen.

course-queen = De { -queen }
level-queen-1 = Recht en schuin
    .goal = De { -queen } gaat recht en schuin: pak de ster.
level-queen-2 = Ver weg
    .goal = Pak de ster.
level-queen-3 = Drie sterren
    .goal = Pak alle sterren.
level-queen-4 = Precies drie
    .goal = Kom in precies 3 zetten op de ster.
level-queen-5 = Slaan
    .goal = Sla de blauwe { -rook }.

course-knight = Het { -knight }
level-knight-1 = De sprong
    .goal = Het { -knight } springt als een L: pak de ster.
level-knight-2 = Twee sprongen
    .goal = Pak de ster.
level-knight-3 = Over stukken heen
    .goal = Het { -knight } springt over stukken heen: pak de ster.
level-knight-4 = Twee sterren
    .goal = Pak allebei de sterren.
level-knight-5 = Precies twee
    .goal = Kom in precies 2 sprongen op de ster.
level-knight-6 = Slaan
    .goal = Sla de blauwe { -rook }.
level-knight-7 = Alle sprongen
    .goal = Klik op elk veld waar het { -knight } in 1 sprong kan komen.
level-knight-8 = Alle dubbele sprongen
    .goal = Klik op elk veld waar het { -knight } in precies 2 sprongen kan komen, ook het veld waar het nu staat.

course-king = De { -king }
level-king-1 = Eén stap
    .goal = De { -king } loopt steeds één veld: pak de ster.
level-king-2 = Drie stappen
    .goal = Je gooit steeds een 3: een worp moet op de ster eindigen.
level-king-3 = Twee sterren
    .goal = Pak allebei de sterren.
level-king-4 = Slaan
    .goal = Sla de blauwe { -pawn }.
level-king-5 = Heen en weer
    .goal = Kom in precies 4 stappen op de ster.
level-king-6 = Het hek
    .goal = Je gooit steeds een 3: sla door het hek heen, tot een worp op de ster eindigt.

course-pawn = De { -pawn }
level-pawn-1 = Rechtdoor
    .goal = De { -pawn } loopt rechtdoor: pak de ster.
level-pawn-2 = Om de hoek
    .goal = Pak de ster.
level-pawn-3 = Schuin slaan
    .goal = De { -pawn } slaat schuin: sla de blauwe { -rook }.
level-pawn-4 = Drie stappen
    .goal = Je gooit steeds een 3: een worp moet op de ster eindigen.
level-pawn-5 = Niet recht vooruit slaan
    .goal = De { -pawn } slaat alleen schuin: sla het blauwe { -knight }.
level-pawn-6 = Te dichtbij!
    .goal = Je gooit steeds een 3: een worp moet eindigen op de ster die vlakbij ligt.

course-line = De { -blocking-line }
level-line-1 = Niet over de { -blocking-line(form: "short") }
    .goal = Je stuk mag niet over je eigen { -blocking-line }: pak de ster.
level-line-2 = { CAPITAL(-blocking-line(form: "short-pl")) } van anderen
    .goal = De { -blocking-line(form: "short-pl") } van andere kleuren houden je niet tegen: pak de ster.
level-line-3 = Helemaal rond
    .goal = Je gooit steeds een 2: door je { -blocking-line } moet je een heel rondje maken om thuis te komen.
level-line-4 = Achter de { -blocking-line(form: "short") }
    .goal = Je gooit steeds een 2: sla de { -rook } achter je { -blocking-line }.
level-line-5 = Elke kleur heeft een eigen { -blocking-line(form: "short") }
    .goal = Jij bent groen en gooit steeds een 2: pak de ster achter je groene { -blocking-line }.

course-home = Naar huis
level-home-1 = Via het { -entry-field }
    .goal = Je komt alleen via een { -entry-field } in het { -house }: kom thuis.
level-home-2 = Het { -knight } komt thuis
    .goal = Breng het { -knight } thuis.
level-home-3 = Overgebleven zetten tellen niet
    .goal = Je gooit steeds een 3: kom thuis.
level-home-4 = De { -bishop } komt schuin binnen
    .goal = Ook schuin kom je alleen via een { -entry-field } binnen: kom thuis.
level-home-5 = Bezoek aan de deur
    .goal = Je gooit steeds een 2: sla een bezoeker op je { -entry-field(count: 2) } en kom thuis.

course-capture = Slaan
level-capture-1 = Met de laatste zet
    .goal = Je gooit steeds een 2 en je mag alleen met de laatste zet slaan: sla de { -rook }.
level-capture-2 = Niet op het { -pause-field }
    .goal = Op zijn { -pause-field } is het { -knight } veilig: sla de { -bishop } in de hoek.
level-capture-3 = { CAPITAL(-covered) }
    .goal = Het { -knight } dekt de { -bishop }, dus de { -bishop } is veilig: sla de { -queen } in de hoek.
level-capture-4 = Een stap terug
    .goal = Je gooit steeds een 2: sla de { -bishop } vlak naast je.
level-capture-5 = Het { -knight } in de weg
    .goal = Het { -knight } staat in de weg: sla de { -queen } erachter.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = Jouw { -pause-field }
    .goal = Op je eigen { -pause-field } ben je veilig: zet de { -rook } erop.
level-pause-2 = Verkeerde kleur
    .goal = De blauwe { -rook } staat op jouw { -pause-field }, niet op het zijne: sla hem.
level-pause-3 = De versperring
    .goal = De groene { -bishop } op zijn { -pause-field } kun je niet slaan: sla een { -knight } en pak de ster.
level-pause-4 = Van { -pause-field } naar { -pause-field }
    .goal = In elke hoek heb je een { -pause-field }: bezoek ze alle vier.
level-pause-5 = De weg naar de hoek
    .goal = Blauw en groen zijn veilig op hun { -pause-field(count: 2) }: sla het rode { -knight } in de hoek.

course-covered = { CAPITAL(-covered(ending: "e")) } stukken
level-covered-1 = { CAPITAL(-covered) } is veilig
    .goal = Het { -covered(ending: "e") } { -knight } mag je niet slaan: sla de blauwe { -rook }.
level-covered-2 = Eerst de bewaker
    .goal = De blauwe { -rook } dekt het { -knight }: sla het { -knight }.
level-covered-3 = De { -pawn } dekt schuin
    .goal = De { -pawn } dekt alleen schuin: sla de { -bishop } ernaast.
level-covered-4 = Ertussen gaan staan
    .goal = De blauwe { -rook } dekt het { -knight }: ga ertussen staan en sla het { -knight }.
level-covered-5 = De { -blocking-line(form: "short") } scheidt
    .goal = Je gooit steeds een 2, en de { -rook } dekt niet over zijn { -blocking-line } heen: sla het { -knight }.
level-covered-6 = De ketting
    .goal = De { -bishop } dekt de { -rook }, de { -rook } dekt het { -knight }: sla het { -knight }.

course-bringin = { CAPITAL(-bring-in) }
level-bringin-1 = Een plus!
    .goal = Met een + komt er een stuk op een { -start-field }: breng de { -rook } naar de ster.
level-bringin-2 = Welk { -start-field }?
    .goal = Jij kiest het { -start-field }: breng het { -knight } naar de ster.
level-bringin-3 = Bezoek op je { -start-field }
    .goal = Een stuk op je { -start-field } wordt geslagen als er een nieuw stuk op komt: sla de blauwe { -rook }.
level-bringin-4 = Houd één veld vrij
    .goal = Na het { -bring-in } moet je een { -start-field } vrijmaken: je moet de { -queen } { -bring-in } en allebei de sterren pakken.
level-bringin-5 = Twee plussen
    .goal = Je moet beide stukken { -bring-in } en allebei de sterren pakken.
