## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Gast
school-title = Stukkenschool
school-learner = Leerling: { $name } (▲▼)
school-new-name = + Nieuwe naam (N)
school-map-keys = Pijltjes: kiezen · Enter: spelen
school-progress-kept = Sterren onleesbaar, bewaard als { $name }
school-race-title = Hoe snel is elk stuk? Zetten voor één rondje van het { -start-field } naar het { -house }
school-found = Gevonden: { $found } van { $of } · Klikken: { $clicks }
school-rolls-so-far = Worpen: { $rolls } · Doel: { $par }
school-lesson-keys = R: opnieuw · Z: laat zien · Esc: de cursussen
school-shown = Zo doe je het! Nu jij.
school-dice-used-up = De dobbelstenen zijn op.
school-well-done = Goed gedaan! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [one] { $count } klik
               *[other] { $count } klikken
            }, doel { $par }
       *[false]
            { $count ->
                [one] { $count } worp
               *[other] { $count } worpen
            }, doel { $par }
    }
school-next-level = Volgend { -level }
school-try-again = Opnieuw
school-course-map = De cursussen
school-next-learner-key = Volgende leerling ▼
school-how-fast-key = Hoe snel?
school-show-me-key = Laat zien
school-hint-goal =
    Waarom: zo { $aim ->
        [star] pak je de ster
        [stars] pak je de sterren
        [square] kom je op het veld
        [home] komt het stuk in het { -house }
       *[capture] sla je het stuk
    } { $rolls ->
        [1] nu
       *[other] in { $rolls } worpen
    }.
school-hint-no-way = Vanaf hier kom je niet meer bij het doel: druk op R en probeer het opnieuw.
school-hint-find =
    Tel { $n ->
        [one] { $n } zet
       *[other] { $n } zetten
    } vanaf het stuk in elke richting. Het kader wijst een veld aan: Enter.
school-level-resumed = Het { -level } gaat verder waar je was gebleven.
school-class-button = Klas (C)
school-class-title = Klas: sterren per cursus
school-class-name = Leerling
school-class-total = Totaal
school-class-out-of = maximaal
school-class-nobody = Nog niemand heeft gespeeld: er zijn nog geen sterren.
school-class-rows = Leerlingen { $first }–{ $last } van { $of }
school-class-courses = Cursussen { $first }–{ $last } van { $of }
school-stars-hand-over = Sterren overdragen (H)
school-stars-gather = Sterren verzamelen (G)
school-stars-handed-over = De sterren van { $count ->
        [one] één leerling staan
       *[other] { $count } leerlingen staan
    } in { $file }: breng dit bestand naar het apparaat van de leraar.
school-stars-downloaded = De sterren van { $count ->
        [one] één leerling zijn
       *[other] { $count } leerlingen zijn
    } gedownload als { $file }: geef dit bestand aan de leraar.
school-stars-nothing-to-hand-over = Er staat nog geen leerling met een naam op dit apparaat, dus er zijn geen sterren om over te dragen (de sterren van een gast blijven hier).
school-stars-choose = Kies de sterrenbestanden van de kinderen (meerdere tegelijk), of sleep ze op de pagina.
school-stars-folder-empty = Nog geen sterrenbestanden in { $folder }: zet de sterrenbestanden van de kinderen daar (of sleep ze op dit venster) en druk dan opnieuw op Sterren verzamelen.
school-stars-gathered = { $files ->
        [one] Eén sterrenbestand
       *[other] { $files } sterrenbestanden
    } verzameld: de klas heeft nu { $learners ->
        [one] één leerling
       *[other] { $learners } leerlingen
    }.
school-course-short =
    { $id ->
        [rook] { CAPITAL(-rook) }
        [bishop] { CAPITAL(-bishop) }
        [queen] { CAPITAL(-queen) }
        [knight] { CAPITAL(-knight) }
        [king] { CAPITAL(-king) }
        [pawn] { CAPITAL(-pawn) }
        [line] { CAPITAL(-blocking-line) }
        [home] Naar { -house }
        [capture] Slaan
        [pause] { CAPITAL(-pause-field) }
        [covered] { CAPITAL(-covered) }
        [bringin] { CAPITAL(-bring-in) }
        [chess-board] Schaakbord
        [chess-pieces] Stukken
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notatie
        [chess-rules] Regels
       *[other] { $title }
    }
