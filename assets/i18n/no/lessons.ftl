## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = { CAPITAL(-rook(form: "definite")) }
level-rook-1 = Rett fram
    .goal = Flytt { -rook(form: "definite") } til stjernen.
level-rook-2 = Rundt hjørnet
    .goal = { CAPITAL(-rook(form: "definite")) } går bare rett: ta stjernen.
level-rook-3 = To stjerner
    .goal = Ta begge stjernene.
level-rook-4 = Brikker i veien
    .goal = { CAPITAL(-rook(form: "definite")) } hopper ikke over brikker: ta stjernen.
level-rook-5 = Alltid to trekk
    .goal = Du kaster alltid 2: et kast må ende på stjernen.
level-rook-6 = Slå
    .goal = Slå den blå { -queen(form: "definite") }.
level-rook-7 = Alle feltene
    .goal = Klikk på alle feltene { -rook(form: "definite") } kan nå med 1 trekk.

course-bishop = { CAPITAL(-bishop(form: "definite")) }
level-bishop-1 = På skrå
    .goal = { CAPITAL(-bishop(form: "definite")) } går på skrå: ta stjernen.
level-bishop-2 = Langt på skrå
    .goal = Ta stjernen.
level-bishop-3 = Én farge
    .goal = { CAPITAL(-bishop(form: "definite")) } går alltid på samme farge: ta stjernen.
level-bishop-4 = To stjerner
    .goal = Ta begge stjernene.
level-bishop-5 = Slå
    .goal = Slå den blå { -knight(form: "definite") }.
level-bishop-6 = Alle feltene
    .goal = Klikk på alle feltene { -bishop(form: "definite") } kan nå med 1 trekk.

course-queen = { CAPITAL(-queen(form: "definite")) }
level-queen-1 = Rett og på skrå
    .goal = { CAPITAL(-queen(form: "definite")) } går rett og på skrå: ta stjernen.
level-queen-2 = Langt unna
    .goal = Ta stjernen.
level-queen-3 = Tre stjerner
    .goal = Ta alle stjernene.
level-queen-4 = Akkurat tre
    .goal = Kom til stjernen på akkurat 3 trekk.
level-queen-5 = Slå
    .goal = Slå det blå { -rook(form: "definite") }.

course-knight = { CAPITAL(-knight(form: "definite")) }
level-knight-1 = Hoppet
    .goal = { CAPITAL(-knight(form: "definite")) } hopper som en L: ta stjernen.
level-knight-2 = To hopp
    .goal = Ta stjernen.
level-knight-3 = Over brikker
    .goal = { CAPITAL(-knight(form: "definite")) } hopper over brikker: ta stjernen.
level-knight-4 = To stjerner
    .goal = Ta begge stjernene.
level-knight-5 = Akkurat to
    .goal = Kom til stjernen på akkurat 2 hopp.
level-knight-6 = Slå
    .goal = Slå det blå { -rook(form: "definite") }.
level-knight-7 = Alle hoppene
    .goal = Klikk på alle feltene { -knight(form: "definite") } kan nå med 1 hopp.
level-knight-8 = Alle dobbelthoppene
    .goal = Klikk på alle feltene { -knight(form: "definite") } kan nå med akkurat 2 hopp, også feltet den står på.

course-king = { CAPITAL(-king(form: "definite")) }
level-king-1 = Ett skritt
    .goal = { CAPITAL(-king(form: "definite")) } går ett felt om gangen: ta stjernen.
level-king-2 = Tre skritt
    .goal = Du kaster alltid 3: et kast må ende på stjernen.
level-king-3 = To stjerner
    .goal = Ta begge stjernene.
level-king-4 = Slå
    .goal = Slå den blå { -pawn(form: "definite") }.
level-king-5 = Fram og tilbake
    .goal = Kom til stjernen på akkurat 4 skritt.
level-king-6 = Gjerdet
    .goal = Du kaster alltid 3: slå deg gjennom gjerdet til et kast ender på stjernen.

course-pawn = { CAPITAL(-pawn(form: "definite")) }
level-pawn-1 = Rett fram
    .goal = { CAPITAL(-pawn(form: "definite")) } går rett fram: ta stjernen.
level-pawn-2 = Rundt hjørnet
    .goal = Ta stjernen.
level-pawn-3 = Slå på skrå
    .goal = { CAPITAL(-pawn(form: "definite")) } slår på skrå: slå det blå { -rook(form: "definite") }.
level-pawn-4 = Tre skritt
    .goal = Du kaster alltid 3: et kast må ende på stjernen.
level-pawn-5 = Ikke slå rett fram
    .goal = { CAPITAL(-pawn(form: "definite")) } slår bare på skrå: slå den blå { -knight(form: "definite") }.
level-pawn-6 = For nær!
    .goal = Du kaster alltid 3: et kast må ende på stjernen som er like ved.

course-line = { CAPITAL(-blocking-line(form: "definite")) }
level-line-1 = Ikke over linjen
    .goal = Brikken din kan ikke gå over { -blocking-line(form: "definite") } din: ta stjernen.
level-line-2 = Andre linjer
    .goal = Linjene til de andre fargene stopper deg ikke: ta stjernen.
level-line-3 = En hel runde
    .goal = Du kaster alltid 2: { -blocking-line(form: "definite") } din gjør at du må gå en hel runde for å komme hjem.
level-line-4 = Bak linjen
    .goal = Du kaster alltid 2: slå { -rook(form: "definite") } bak { -blocking-line(form: "definite") } din.
level-line-5 = Hver farge har sin egen linje
    .goal = Du er grønn og kaster alltid 2: ta stjernen bak den grønne { -blocking-line(form: "definite") } din.

course-home = Hjem
level-home-1 = Gjennom { -entry-field(form: "definite") }
    .goal = Du kommer bare inn i { -house(form: "definite") } gjennom et { -entry-field }: kom hjem.
level-home-2 = { CAPITAL(-knight(form: "definite")) } kommer hjem
    .goal = Få { -knight(form: "definite") } hjem.
level-home-3 = Trekk til overs går tapt
    .goal = Du kaster alltid 3: kom hjem.
level-home-4 = { CAPITAL(-bishop(form: "definite")) } kommer inn på skrå
    .goal = Også på skrå kommer du bare inn gjennom et { -entry-field }: kom hjem.
level-home-5 = Besøk ved døra
    .goal = Du kaster alltid 2: slå en gjest på { -entry-field(count: 2, form: "definite") } dine og kom hjem.

course-capture = Slå
level-capture-1 = Med siste trekk
    .goal = Du kaster alltid 2, og du kan bare slå med det siste trekket: slå { -rook(form: "definite") }.
level-capture-2 = Ikke på { -pause-field(form: "definite") }
    .goal = På { -pause-field(form: "definite") } sitt er { -knight(form: "definite") } trygg: slå { -bishop(form: "definite") } i hjørnet.
level-capture-3 = { CAPITAL(-covered) }
    .goal = { CAPITAL(-knight(form: "definite")) } dekker { -bishop(form: "definite") }, så { -bishop(form: "definite") } er trygg: slå { -queen(form: "definite") } i hjørnet.
level-capture-4 = Ett skritt tilbake
    .goal = Du kaster alltid 2: slå { -bishop(form: "definite") } rett ved siden av deg.
level-capture-5 = { CAPITAL(-knight(form: "definite")) } i veien
    .goal = { CAPITAL(-knight(form: "definite")) } står i veien: slå { -queen(form: "definite") } bak den.

course-pause = { CAPITAL(-pause-field(count: 2, form: "definite")) }
level-pause-1 = { CAPITAL(-pause-field(form: "definite")) } ditt
    .goal = På { -pause-field(form: "definite") } ditt er du trygg: flytt { -rook(form: "definite") } dit.
level-pause-2 = Feil farge
    .goal = Det blå { -rook(form: "definite") } står på { -pause-field(form: "definite") } ditt, ikke på sitt eget: slå det.
level-pause-3 = Sperringen
    .goal = Du kan ikke slå den grønne { -bishop(form: "definite") } på { -pause-field(form: "definite") } sitt: slå en { -knight } og ta stjernen.
level-pause-4 = Fra { -pause-field } til { -pause-field }
    .goal = Du har et { -pause-field } i hvert hjørne: besøk alle fire.
level-pause-5 = Veien inn i hjørnet
    .goal = Blå og grønn er trygge på { -pause-field(count: 2, form: "definite") } sine: slå den røde { -knight(form: "definite") } i hjørnet.

course-covered = { CAPITAL(-covered(ending: "e")) } brikker
level-covered-1 = { CAPITAL(-covered) } betyr trygg
    .goal = Du kan ikke slå den { -covered(ending: "e") } { -knight(form: "definite") }: slå det blå { -rook(form: "definite") }.
level-covered-2 = Vakta først
    .goal = Det blå { -rook(form: "definite") } dekker { -knight(form: "definite") }: slå { -knight(form: "definite") }.
level-covered-3 = { CAPITAL(-pawn(form: "definite")) } dekker på skrå
    .goal = { CAPITAL(-pawn(form: "definite")) } dekker bare på skrå: slå { -bishop(form: "definite") } ved siden av.
level-covered-4 = Gå imellom
    .goal = Det blå { -rook(form: "definite") } dekker { -knight(form: "definite") }: gå imellom og slå { -knight(form: "definite") }.
level-covered-5 = Linjen skiller
    .goal = Du kaster alltid 2, og { -rook(form: "definite") } dekker ikke over { -blocking-line(form: "definite") } sin: slå { -knight(form: "definite") }.
level-covered-6 = Kjeden
    .goal = { CAPITAL(-bishop(form: "definite")) } dekker { -rook(form: "definite") }, { -rook(form: "definite") } dekker { -knight(form: "definite") }: slå { -knight(form: "definite") }.

course-bringin = { CAPITAL(-bring-in) }
level-bringin-1 = Et pluss!
    .goal = Med et + kan du { -bring-in } en brikke på et { -start-field }: flytt { -rook(form: "definite") } til stjernen.
level-bringin-2 = Hvilket { -start-field }?
    .goal = Du velger { -start-field(form: "definite") } selv: flytt { -knight(form: "definite") } til stjernen.
level-bringin-3 = Gjest på { -start-field(form: "definite") } ditt
    .goal = En brikke på { -start-field(form: "definite") } ditt blir slått når en ny brikke kommer inn: slå det blå { -rook(form: "definite") }.
level-bringin-4 = Hold ett felt ledig
    .goal = Når en ny brikke har kommet inn, må du gjøre et { -start-field } ledig: { -bring-in(form: "imperative") } { -queen(form: "definite") } og ta begge stjernene.
level-bringin-5 = To pluss
    .goal = { CAPITAL(-bring-in(form: "imperative")) } begge brikkene og ta begge stjernene.
