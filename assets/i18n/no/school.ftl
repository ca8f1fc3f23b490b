## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Gjest
school-title = Brikkeskolen
school-learner = Elev: { $name } (▲▼)
school-new-name = + Nytt navn (N)
school-map-keys = Piler: velg · Enter: spill
school-progress-kept = Stjernene kunne ikke leses, lagret som { $name }
school-race-title = Hvor fort går hver brikke? Trekk for én runde fra { -start-field(form: "definite") } inn i { -house(form: "definite") }
school-found = Funnet: { $found } av { $of } · Klikk: { $clicks }
school-rolls-so-far = Kast: { $rolls } · Mål: { $par }
school-lesson-keys = R: prøv igjen · Z: vis meg · Esc: kursene
school-shown = Sånn gjør du det! Nå er det din tur: prøv igjen.
school-dice-used-up = Terningene er brukt opp.
school-well-done = Bra jobbet! { $stars }
# "klikk" and "kast" are the same in the plural.
school-score =
    { $clicks ->
        [true] { $count } klikk, mål { $par }
       *[false] { $count } kast, mål { $par }
    }
school-next-level = Neste nivå
school-try-again = Prøv igjen
school-course-map = Kursene
school-next-learner-key = Neste elev ▼
school-how-fast-key = Hvor fort?
school-show-me-key = Vis meg
school-hint-goal =
    Hvorfor: slik { $aim ->
        [star] tar du stjernen
        [stars] tar du stjernene
        [square] kommer du til feltet
        [home] kommer brikken inn i { -house(form: "definite") }
       *[capture] slår du brikken
    } { $rolls ->
        [1] nå
       *[other] på { $rolls } kast
    }.
school-hint-no-way = Herfra kommer du ikke til målet lenger: R for å prøve igjen.
# "trekk" is the same in the plural.
school-hint-find = Tell { $n } trekk fra brikken i alle retninger. Rammen viser ett felt: Enter.
school-level-resumed = Nivået fortsetter der du slapp.
school-class-button = Klasse (C)
school-class-title = Klasse: stjerner per kurs
school-class-name = Elev
school-class-total = Totalt
school-class-out-of = høyst
school-class-nobody = Ingen har spilt ennå: det er ingen stjerner ennå.
school-class-rows = Elever { $first }–{ $last } av { $of }
school-class-courses = Kurs { $first }–{ $last } av { $of }
school-stars-hand-over = Lever stjerner (H)
school-stars-gather = Samle stjerner (G)
school-stars-handed-over = Stjernene til { $count ->
        [one] én elev er
       *[other] { $count } elever er
    } i { $file }: ta denne fila med til lærerens enhet.
school-stars-downloaded = Stjernene til { $count ->
        [one] én elev er
       *[other] { $count } elever er
    } lastet ned som { $file }: gi denne fila til læreren.
school-stars-nothing-to-hand-over = Ingen elev med navn er på denne enheten ennå, så det er ingen stjerner å levere (en gjests stjerner blir her).
school-stars-choose = Velg barnas stjernefiler (flere om gangen), eller slipp dem på siden.
school-stars-folder-empty = Ingen stjernefiler i { $folder } ennå: legg barnas stjernefiler der (eller slipp dem på dette vinduet), og trykk så Samle stjerner igjen.
school-stars-gathered = { $files ->
        [one] Én stjernefil
       *[other] { $files } stjernefiler
    } samlet: klassen har nå { $learners ->
        [one] én elev
       *[other] { $learners } elever
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
        [home] Hjem
        [capture] Slå
        [pause] { CAPITAL(-pause-field) }
        [covered] { CAPITAL(-covered) }
        [bringin] { CAPITAL(-bring-in) }
        [chess-board] Brettet
        [chess-pieces] Brikkene
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notasjon
        [chess-rules] Regler
       *[other] { $title }
    }
