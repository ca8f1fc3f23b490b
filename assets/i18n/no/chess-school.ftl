## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Sjakkskolen
chess-school-tab-track = På banen
chess-school-tab-chess = Sjakk
chess-school-tries = Forsøk: { $tries } · mål { $par }
chess-school-to-move = { chess-side } skal trekke
chess-school-show-me = Vis meg (Z)
chess-school-again = Prøv igjen (R)
chess-school-map = Kursene (Esc)
chess-school-keys = Piler og Enter, eller et klikk: velg · H: tips · Z: vis meg · R: prøv igjen · Esc: kursene
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Piler og Enter, et tall eller et klikk
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Ingen av delene: det finnes et trekk
chess-school-yes = Ja
chess-school-no = Nei
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Gjentakelse
chess-school-answer-draw-fifty = 50 trekk
chess-school-answer-draw-too-few = For få brikker
chess-school-answer-draw-no = Ikke { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Spilt hittil: { $moves }
chess-school-quiet-moves = Trekk uten slag eller bondetrekk: { $count }
chess-school-found = Riktig: det er { $square }.
chess-school-star =
    { $left ->
        [0] En stjerne!
        [one] En stjerne! Én til.
       *[other] En stjerne! { $left } til.
    }
chess-school-reply = { chess-side } svarer { $move }. Din tur!
chess-school-good = Riktig!
chess-school-hint-move = Tips: flytt brikken som står på { $square } ({ chess-piece }).
chess-school-hint-square = Tips: finn feltet { $square }.
chess-school-hint-key = Tips (H)
chess-school-bridge = Du kjenner alle brikkene på banen. Nå: sjakkskolen!
chess-school-learn-it = Lær det i sjakkskolen: { $course }, nivå { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] K
        [queen] D
        [rook] T
        [bishop] L
        [knight] S
       *[pawn] B
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Ikke dette: det ville gitt { -check }. På dette nivået ser den andre { -king(form: "definite") } bare på.
chess-wrong-no-check = Det gir ikke { -check }: etterpå angriper ingen brikke { -king(form: "definite") }.
chess-wrong-other-way =
    { $took ->
        [flee] Slik kommer du ut av { -check } ved å flykte.
        [block] Slik kommer du ut av { -check } ved å sette en brikke imellom.
       *[capture] Slik kommer du ut av { -check } ved å slå.
    } { $wanted ->
        [flee] Her skal du flykte med { -king(form: "definite") }.
        [block] Her skal du sette en brikke imellom.
       *[capture] Her skal du slå brikken som gir { -check }.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, men ikke { -checkmate }: { -king(form: "definite") } kan fortsatt flykte til { $square }.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, men ikke { -checkmate }: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } kan slå på { $square }.
chess-wrong-not-mate-block = { CAPITAL(-check) }, men ikke { -checkmate }: en brikke kan sette seg imellom på { $square }.
chess-wrong-no-check-no-mate = Det er ikke engang { -check }: ingenting angriper { -king(form: "definite") }.
chess-wrong-stalemate = Det er { -stalemate }, ikke { -checkmate }: { -king(form: "definite") } står ikke i { -check }, men kan ikke flytte. { CAPITAL(-draw) }!
chess-wrong-no-mate-after = Da svarer { chess-side } { $reply }, og { -checkmate } kommer ikke i tide.
chess-wrong-not-castling = Det er ikke { -castling }: { -king(form: "definite") } går to felt mot et { -rook }.
chess-wrong-other-castling =
    { $side ->
        [short] Det er { -castling } til den andre siden. Her: kort { -castling }, mot det nære { -rook(form: "definite") }.
       *[long] Det er { -castling } til den andre siden. Her: lang { -castling }, mot det fjerne { -rook(form: "definite") }.
    }
chess-wrong-not-en-passant = Det er ikke { -en-passant }: slå { -pawn(form: "definite") } som nettopp tok dobbeltsteg, på feltet den hoppet over.
chess-wrong-not-the-double-step = { CAPITAL(-pawn(form: "definite")) } på { $pawn } har ikke nettopp tatt dobbeltsteg: bare { -pawn(form: "definite") } på { $double } kan slås i forbifarten.
chess-wrong-no-star = Det er ingen stjerne på det feltet. Fortsett!
chess-wrong-not-a-capture = Det slår ingenting. Slå en brikke!
chess-wrong-smaller-capture = Du slår: { $took }, verdt { $took-value }. Bedre: { $best }, verdt { $best-value }. Ta den største fangsten!
chess-wrong-verdict-in-check = Nei: { -king(form: "definite") } står i { -check }.
chess-wrong-verdict-no-check = Nei: { -king(form: "definite") } står ikke i { -check }.
chess-wrong-verdict-no-move = Nei: det finnes ikke ett eneste trekk.
chess-wrong-verdict-flee = Nei: { -king(form: "definite") } kan fortsatt flykte til { $square }.
chess-wrong-verdict-capture =
    Nei: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } kan slå angriperen på { $square }.
chess-wrong-verdict-block = Nei: en brikke kan sette seg imellom på { $square }.
chess-wrong-verdict-move = Nei: det finnes fortsatt et trekk: { $move }.
chess-wrong-can-castle-yes = Ja: { -king(form: "definite") } står ikke i { -check }, og feltene den går over og lander på, er ikke angrepet.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } skrives { $letter }.
chess-wrong-notation-pawn = En { -pawn } har ingen egen bokstav: ingen { $letter }.
chess-wrong-notation-no-x = Dette trekket slår: skriv en x foran feltet.
chess-wrong-notation-extra-x = Dette trekket slår ingenting: ingen x.
chess-wrong-notation-no-plus = Dette trekket gir { -check }: det slutter med + (med # ved { -checkmate }).
chess-wrong-notation-square = Brikken går til { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] Kort { -castling } skrives O-O.
       *[long] Lang { -castling } skrives O-O-O.
    }
chess-wrong-not-that-square = Det er { $square }.
chess-wrong-found-already = Du har allerede funnet { $square }.
chess-wrong-king-stays =
    Denne oppgaven handler om { $piece ->
        [queen] { -queen(form: "definite") }: bare hun flytter
        [rook] { -rook(form: "definite") }: bare det flytter
        [bishop] { -bishop(form: "definite") }: bare den flytter
        [knight] { -knight(form: "definite") }: bare den flytter
       *[pawn] { -pawn(form: "definite") }: bare den flytter
    }, og { -king(form: "definite") } blir stående.
chess-wrong-touched =
    Du har rørt { $piece ->
        [queen] { -queen(form: "definite") } på { $square }: nå må du flytte henne.
        [rook] { -rook(form: "definite") } på { $square }: nå må du flytte det.
        [bishop] { -bishop(form: "definite") } på { $square }: nå må du flytte den.
        [knight] { -knight(form: "definite") } på { $square }: nå må du flytte den.
       *[pawn] { -pawn(form: "definite") } på { $square }: nå må du flytte den.
    }
chess-wrong-stands-right =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } på { $square } står der den skal.
chess-wrong-draw-seen =
    { $count ->
        [one] Denne stillingen står på brettet for første gang.
        [2] Denne stillingen har stått på brettet bare to ganger, ikke tre.
       *[other] Denne stillingen har stått på brettet { $count } ganger, ikke tre.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Ikke ett eneste trekk uten slag eller bondetrekk ennå: 50 er langt unna.
        [one] Bare ett trekk fra hver side uten slag eller bondetrekk, ikke 50.
       *[other] Bare { $count } trekk fra hver side uten slag eller bondetrekk, ikke 50.
    }
chess-wrong-draw-can-mate =
    { chess-side } har fortsatt { $piece ->
        [rook] et { -rook }
       *[other] en { chess-piece }
    }: det er nok til å sette matt.
chess-wrong-draw-is-draw = Se en gang til: en av reglene gjør dette partiet til { -draw }.
chess-wrong-notation-which =
    { $piece ->
        [rook] Også et annet { -rook } kan gå til { $square }: skriv linjen det kommer fra etter bokstaven.
       *[other] Også en annen { chess-piece } kan gå til { $square }: skriv linjen den kommer fra etter bokstaven.
    }

## The courses, in the manual's order.

chess-course-board = Sjakkbrettet
chess-course-pieces = Brikkene
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = { CAPITAL(-castling) }
chess-course-en-passant = { CAPITAL(-en-passant) }
chess-course-stalemate = { CAPITAL(-stalemate) }
chess-course-notation = Skrive ned trekk
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Flere regler

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Hjørnene
    .goal = Klikk på feltene a1 og h8.
    .tell = Hvert felt har et navn: først linjen, en bokstav fra a til h, så rekken, et tall fra 1 til 8.
chess-level-board-2 = Midten
    .goal = Klikk på de fire feltene i midten: d4, e4, d5 og e5.
    .tell = De fire feltene i midten er sentrum: derfra når en brikke flest felt.
chess-level-board-7 = En rekke
    .goal = Klikk på hvert felt på 5. rekke, fra a5 til h5.
    .tell = En rekke går på tvers av brettet: åtte felt med samme tall.
chess-level-board-3 = En linje
    .goal = Klikk på hvert felt på c-linjen, fra c1 til c8.
    .tell = En linje går rett oppover brettet: åtte felt med samme bokstav.
chess-level-board-4 = En diagonal
    .goal = Klikk på hvert felt på den lange diagonalen fra a1 til h8.
    .tell = En diagonal går på skrå, og alle feltene på den har samme farge.
chess-level-board-5 = Hvitt til høyre
    .goal = Klikk på hjørnefeltet ved hver spillers høyre hånd.
    .tell = Brettet skal ligge slik at hver spiller har et hvitt felt i hjørnet til høyre.
chess-level-board-6 = { CAPITAL(-queen(form: "definite")) } på sin farge
    .goal = Hvor står { -queen(count: 2, form: "definite") } i starten? Klikk på begge feltene.
    .tell = I starten står den hvite { -queen(form: "definite") } på et hvitt felt, den svarte { -queen(form: "definite") } på et mørkt.
chess-level-board-8 = Begge hærene
    .goal = Fire brikker står på feil felt. Klikk på hver av dem.
    .tell = Hver hær har 16 brikker: en { -king }, en { -queen }, to { -rook(count: 2) }, to { -bishop(count: 2) }, to { -knight(count: 2) } og åtte { -pawn(count: 2) }. Fra hjørnet: { -rook }, { -knight }, { -bishop }; { -queen(form: "definite") } på sin farge, { -king(form: "definite") } ved siden av.

## How each piece moves and what it is worth.

chess-level-pieces-1 = { CAPITAL(-rook(form: "definite")) }
    .goal = Ta begge stjernene med { -rook(form: "definite") }.
    .tell = { CAPITAL(-rook(form: "definite")) } går rett fram, så langt det vil, og kan ikke hoppe. Det er verdt 5 { -pawn(count: 2) }.
chess-level-pieces-2 = { CAPITAL(-bishop(form: "definite")) }
    .goal = Ta begge stjernene med { -bishop(form: "definite") }.
    .tell = { CAPITAL(-bishop(form: "definite")) } går på skrå og holder seg alltid på sin farge. Den er verdt 3 { -pawn(count: 2) }.
chess-level-pieces-3 = { CAPITAL(-knight(form: "definite")) }
    .goal = Ta begge stjernene med { -knight(form: "definite") }.
    .tell = { CAPITAL(-knight(form: "definite")) } hopper som en L: to felt én vei, ett til siden. Den er verdt 3 { -pawn(count: 2) }.
chess-level-pieces-4 = { CAPITAL(-queen(form: "definite")) }
    .goal = Ta begge stjernene med { -queen(form: "definite") }.
    .tell = { CAPITAL(-queen(form: "definite")) } går som et { -rook } og en { -bishop } til sammen. Hun er verdt 9 { -pawn(count: 2) }.
chess-level-pieces-5 = { CAPITAL(-king(form: "definite")) }
    .goal = Gå med { -king(form: "definite") } til stjernen.
    .tell = { CAPITAL(-king(form: "definite")) } går ett felt i alle retninger. Han er verdt hele partiet.
chess-level-pieces-6 = { CAPITAL(-pawn(form: "definite")) } blir { -queen }
    .goal = Gå med { -pawn(form: "definite") } til siste rekke.
    .tell = En { -pawn } går rett fram. På siste rekke blir den en { -queen } (eller et { -rook }, en { -bishop } eller en { -knight }).
chess-level-pieces-10 = En { -knight } av en { -pawn }
    .goal = Forvandle { -pawn(form: "definite") } slik at den nye brikken gir { -check } med en gang.
    .tell = På siste rekke velger du: { -queen }, { -rook }, { -bishop } eller { -knight }. Oftest er { -queen(form: "definite") } best, men her gir bare { -knight(form: "definite") } { -check }, og den angriper { -queen(form: "definite") } også.
chess-level-pieces-7 = Den største fangsten
    .goal = Slå det som gir mest.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Hvilken brikke kan { -knight(form: "definite") } din slå?
chess-level-pieces-8 = { CAPITAL(-pawn(form: "definite")) } slår
    .goal = Slå det som gir mest.
    .tell = En { -pawn } går rett fram, men slår ett felt på skrå framover.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) }!
    .goal = Gi { -check } med { -rook(form: "definite") }.
    .tell = Når en brikke angriper { -king(form: "definite") }, er det { -check }.
chess-level-check-2 = { CAPITAL(-check) } med { -knight(form: "definite") }
    .goal = Gi { -check } med { -knight(form: "definite") }.
    .tell = { CAPITAL(-knight(form: "definite")) } hopper: ingenting kan sette seg mellom den og { -king(form: "definite") }.
chess-level-check-3 = Flykt
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }. Flykt med { -king(form: "definite") }.
    .tell = Det første svaret på { -check }: { -king(form: "definite") } går til et felt som ingen angriper.
chess-level-check-4 = Sett imellom
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }. Sett en brikke imellom.
    .tell = Det andre svaret: en brikke setter seg mellom { -king(form: "definite") } og brikken som gir { -check }.
chess-level-check-5 = Slå angriperen
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }. Slå brikken som gir { -check }.
    .tell = Det tredje svaret, ofte det beste trekket: slå brikken som gir { -check }.
chess-level-check-6 = Bare én vei
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }. Finn trekket som redder den.
    .tell = Prøv alle tre svarene i hodet: flykte, sette imellom, slå.
chess-level-check-7 = Det beste trekket
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }. Finn det beste av de tre svarene.
    .tell = { CAPITAL(-king(form: "definite")) } kunne flykte, og { -rook(form: "definite") } kunne stille seg imellom. Men slår du { -queen(form: "definite") }, vinner du henne: det beste trekket!
chess-level-check-8 = Ikke inn i { -check }
    .goal = Gå med { -king(form: "definite") } til stjernen, aldri til et felt en fiendtlig brikke angriper.
    .tell = { CAPITAL(-king(form: "definite")) } får aldri flytte inn i { -check }. Skjer det ved en feil, tas trekket tilbake og gjøres på nytt.
chess-level-check-9 = Ikke la { -king(form: "definite") } stå i { -check }
    .goal = Slå slik at du vinner mest.
    .tell = En brikke som skjermer sin { -king } kan ikke gå bort: da ville { -king(form: "definite") } stå i { -check }. Også det trekket tas tilbake.

## Checkmate and its patterns.

chess-level-mate-1 = Matt med to { -rook(count: 2) }
    .goal = { CAPITAL(-checkmate) } i ett trekk.
    .tell = { CAPITAL(-checkmate) }: { -king(form: "definite") } står i { -check } og kan ikke flykte, sette imellom eller slå. Ett { -rook } vokter en rekke, det andre gir { -check }.
chess-level-mate-2 = Korridormatt
    .goal = { CAPITAL(-checkmate) } i ett trekk.
    .tell = { CAPITAL(-king(form: "definite")) } er stengt inne av sine egne { -pawn(count: 2) }. Et { -rook } på bakerste rekke setter matt.
chess-level-mate-3 = Kvelningsmatt
    .goal = { CAPITAL(-checkmate) } i ett trekk.
    .tell = { CAPITAL(-king(form: "definite")) } er innestengt av sine egne brikker, og ingenting kan sette seg mellom { -knight(form: "definite") } og { -king(form: "definite") }.
chess-level-mate-4 = Matt med { -queen(form: "definite") }
    .goal = { CAPITAL(-checkmate) } i ett trekk.
    .tell = { CAPITAL(-queen) } og { -king } sammen: { -queen(form: "definite") } gir { -check }, { -king(form: "definite") } vokter feltene rundt. Pass deg for { -stalemate }!
chess-level-mate-5 = Matt i to
    .goal = { CAPITAL(-checkmate) } i to trekk.
    .tell = Først et stille trekk som tar felt fra { -king(form: "definite") }, så matt. Svart forsvarer seg så godt den kan.
chess-level-mate-6 = Stigen
    .goal = { CAPITAL(-checkmate) } i to trekk.
    .tell = Ett { -rook } stenger en rekke, det andre gir { -check } på den neste: { -rook(count: 2, form: "definite") } klatrer som på en stige.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = Kort { -castling }
    .goal = Rokér kort: { -king(form: "definite") } går to felt mot det nære { -rook(form: "definite") }.
    .tell = { CAPITAL(-castling) } setter { -king(form: "definite") } i sikkerhet: den går to felt mot et { -rook }, og { -rook(form: "definite") } hopper over den. Ingen av dem kan ha flyttet før.
chess-level-castling-2 = Lang { -castling }
    .goal = Rokér langt: { -king(form: "definite") } går to felt mot det fjerne { -rook(form: "definite") }.
    .tell = Lang { -castling } går mot siden til { -queen(form: "definite") }; { -rook(form: "definite") } hopper over { -king(form: "definite") } til d1.
chess-level-castling-7 = { CAPITAL(-king(form: "definite")) } har flyttet
    .goal = Den hvite { -king(form: "definite") } gikk til f1 og tilbake. Kan Hvit rokere kort nå?
    .tell = { CAPITAL(-castling) } er bare lov når { -king(form: "definite") } og det tårnet aldri har flyttet, heller ikke fram og tilbake.
chess-level-castling-8 = { CAPITAL(-rook(form: "definite")) } har flyttet
    .goal = { CAPITAL(-rook(form: "definite")) } på h1 gikk til g1 og tilbake. Kan Hvit rokere kort nå?
    .tell = { CAPITAL(-castling) } er bare lov når { -king(form: "definite") } og det tårnet aldri har flyttet, heller ikke fram og tilbake.
chess-level-castling-9 = En brikke imellom
    .goal = Kan Hvit rokere langt nå?
    .tell = Alle feltene mellom { -king(form: "definite") } og { -rook(form: "definite") } må være tomme, også et felt { -king(form: "definite") } ikke går over.
chess-level-castling-3 = Rokere nå? (1)
    .goal = Kan Hvit rokere kort nå?
    .tell = { CAPITAL(-castling) } er forbudt når { -king(form: "definite") } står i { -check }, eller må gå over eller lande på et angrepet felt.
chess-level-castling-4 = Rokere nå? (2)
    .goal = Kan Hvit rokere kort nå?
    .tell = { CAPITAL(-castling) } er forbudt når { -king(form: "definite") } står i { -check }, eller må gå over eller lande på et angrepet felt.
chess-level-castling-5 = Rokere nå? (3)
    .goal = Kan Hvit rokere kort nå?
    .tell = { CAPITAL(-castling) } er forbudt når { -king(form: "definite") } står i { -check }, eller må gå over eller lande på et angrepet felt.
chess-level-castling-6 = Rokere nå? (4)
    .goal = Kan Hvit rokere langt nå?
    .tell = { CAPITAL(-castling) } er forbudt når { -king(form: "definite") } står i { -check }, eller må gå over eller lande på et angrepet felt.

## En passant, only right after the double step.

chess-level-en-passant-6 = Dobbeltsteget
    .goal = Ta begge stjernene med { -pawn(count: 2, form: "definite") }.
    .tell = En { -pawn } går ett felt fram; fra sitt første felt kan den også gå to.
chess-level-en-passant-1 = I forbifarten
    .goal = Slå den svarte { -pawn(form: "definite") } { -en-passant }.
    .tell = Den svarte { -pawn(form: "definite") } gikk nettopp to felt, forbi { -pawn(form: "definite") } din. Nå, og bare nå, kan { -pawn(form: "definite") } din slå den som om den bare hadde gått ett.
chess-level-en-passant-2 = Svart slår
    .goal = Slå den hvite { -pawn(form: "definite") } { -en-passant }.
    .tell = Svart kan også gjøre det: den hvite { -pawn(form: "definite") } tok nettopp dobbeltsteg.
chess-level-en-passant-3 = Hvilken { -pawn }?
    .goal = Slå { -en-passant }.
    .tell = Bare { -pawn(form: "definite") } som tok dobbeltsteg i det aller siste trekket, kan slås i forbifarten.
chess-level-en-passant-4 = Ut av { -check } { -en-passant }
    .goal = En { -pawn } gir { -check }. Slå den { -en-passant }.
    .tell = { CAPITAL(-pawn(form: "definite")) } som nettopp flyttet, gir { -check }. Slår du den i forbifarten, er { -king(form: "definite") } reddet.
chess-level-en-passant-5 = To kan slå
    .goal = Slå den hvite { -pawn(form: "definite") } { -en-passant }.
    .tell = Begge de svarte { -pawn(count: 2, form: "definite") } står ved siden av: begge kan slå.

## Stalemate against mate.

chess-level-stalemate-1 = Hjørnet til { -queen(form: "definite") }
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = { CAPITAL(-checkmate) }: i { -check } og ingen vei ut. { CAPITAL(-stalemate) }: ikke i { -check }, men ikke ett eneste trekk.
chess-level-stalemate-8 = { CAPITAL(-pawn(count: 2, form: "definite")) }
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = Se på hver svart brikke: kan noen av dem flytte?
chess-level-stalemate-2 = { CAPITAL(-queen(form: "definite")) } tett på
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = Blir { -king(form: "definite") } angrepet? Hvor kan den gå?
chess-level-stalemate-3 = Rekken til { -rook(form: "definite") }
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = Se på hvert felt { -king(form: "definite") } kunne gått til.
chess-level-stalemate-4 = I hjørnet
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = Blir { -king(form: "definite") } angrepet? Kan den flytte?
chess-level-stalemate-5 = En { -pawn } til
    .goal = Svart skal trekke: { -checkmate }, { -stalemate } eller ingen av delene?
    .tell = Se på hver brikke, ikke bare { -king(form: "definite") }.
chess-level-stalemate-6 = Matt, ikke { -stalemate }
    .goal = { CAPITAL(-checkmate) } i ett trekk, og ikke { -stalemate }!
    .tell = Ta alle feltene fra { -king(form: "definite") } med { -queen(form: "definite") }, og gi { -check } samtidig.

## Writing the moves.

chess-level-notation-1 = Et trekk med { -pawn(form: "definite") }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Skriv bokstaven til brikken, så feltet den går til. En { -pawn } har ingen bokstav: bare feltet.
chess-level-notation-2 = Et trekk med { -knight(form: "definite") }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Bokstavene: K { -king }, D { -queen }, T { -rook }, L { -bishop }, S { -knight }.
chess-level-notation-3 = Et slag
    .goal = Hvordan skrives det merkede trekket?
    .tell = Når man slår, kommer det en x mellom bokstaven og feltet.
chess-level-notation-4 = En { -pawn } slår
    .goal = Hvordan skrives det merkede trekket?
    .tell = Når en { -pawn } slår, skriver man linjen den kommer fra, som i dxc6.
chess-level-notation-8 = Hvilken { -knight }?
    .goal = Hvordan skrives det merkede trekket?
    .tell = Kan to like brikker gå til samme felt, skriver man linjen den som flytter kommer fra etter bokstaven: Sfd6 er { -knight(form: "definite") } fra f-linjen.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Et trekk som gir { -check }, får + på slutten.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Kort { -castling } skrives O-O, lang { -castling } O-O-O.
chess-level-notation-9 = Lang { -castling }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Lang { -castling }, mot siden til { -queen(form: "definite") }, skrives O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = Hvordan skrives det merkede trekket?
    .tell = Et trekk som setter matt, får # på slutten.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { CAPITAL(-king) } og { -knight }
    .goal = Er dette partiet { -draw }? Hvorfor?
    .tell = Ikke bare { -stalemate } er { -draw }: også for få brikker til å sette matt, samme stilling tre ganger og 50 trekk uten slag eller bondetrekk.
chess-level-draw-2 = { CAPITAL(-king) } og { -rook }
    .goal = Er dette partiet { -draw }? Hvorfor?
    .tell = En { -king } med bare en { -knight } eller bare en { -bishop } kan ikke sette matt. Med et { -rook } kan den det.
chess-level-draw-3 = Fram og tilbake
    .goal = Begge { -king(count: 2, form: "definite") } gikk fram og tilbake. Er det { -draw }? Hvorfor?
    .tell = Når samme stilling står på brettet for tredje gang, er partiet { -draw }.
chess-level-draw-4 = To ganger er ikke nok
    .goal = Begge { -king(count: 2, form: "definite") } gikk fram og tilbake. Er det { -draw }? Hvorfor?
    .tell = Tell hvor ofte akkurat denne stillingen har stått på brettet.
chess-level-draw-5 = Femti trekk
    .goal = Er det { -draw }? Hvorfor?
    .tell = Etter 50 trekk fra hver side uten slag eller bondetrekk er partiet { -draw }.

chess-level-touch-1 = Rørt brikke må flyttes
    .goal = Du har rørt { -knight(form: "definite") } din. Gi { -check } med den.
    .tell = Rører du en egen brikke, må du flytte den. Vil du bare rette den opp, si «jeg justerer» før du rører den. Slipper du brikken, er trekket gjort.
chess-level-touch-2 = Rørt, også i { -check }
    .goal = { CAPITAL(-king(form: "definite")) } din står i { -check }, og du har rørt { -bishop(form: "definite") } din. Redd { -king(form: "definite") } med den.
    .tell = Den rørte brikken må flytte hvis den kan. { CAPITAL(-queen(form: "definite")) } kunne slått, men du rørte { -bishop(form: "definite") } først.
