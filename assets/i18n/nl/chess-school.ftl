## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Schaakschool
chess-school-tab-track = Op de baan
chess-school-tab-chess = Schaken
chess-school-tries = Pogingen: { $tries } · doel { $par }
chess-school-to-move = { chess-side } is aan zet
chess-school-show-me = Laat zien (Z)
chess-school-again = Opnieuw (R)
chess-school-map = De cursussen (Esc)
chess-school-keys = Pijltjes en Enter, of een klik: kiezen · H: tip · Z: laat zien · R: opnieuw · Esc: de cursussen
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Pijltjes en Enter, een cijfer of klik
chess-school-answer-mate = { CAPITAL(-checkmate) }
chess-school-answer-stalemate = { CAPITAL(-stalemate) }
chess-school-answer-neither = Geen van beide: er is nog een zet
chess-school-yes = Ja
chess-school-no = Nee
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Herhaling
chess-school-answer-draw-fifty = 50 zetten
chess-school-answer-draw-too-few = Te weinig stukken
chess-school-answer-draw-no = Geen { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Al gespeeld: { $moves }
chess-school-quiet-moves = Zetten zonder slaan of { -pawn }zet: { $count }
chess-school-found = Goed zo: dat is { $square }.
chess-school-star =
    { $left ->
        [0] Een ster!
        [one] Een ster! Nog één.
       *[other] Een ster! Nog { $left }.
    }
chess-school-reply = { chess-side } antwoordt { $move }. Nu jij!
chess-school-good = Goed zo!
chess-school-hint-move = Tip: zet met het stuk dat op { $square } staat ({ chess-piece }).
chess-school-hint-square = Tip: zoek het veld { $square }.
chess-school-hint-key = Tip (H)
chess-school-bridge = Je kent alle stukken op de baan. Nu de schaakschool!
chess-school-learn-it = Leer het in de schaakschool: { $course }, { -level } { $level } (L)
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
        [knight] P
       *[pawn] P
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Deze niet: die zou { -check } geven. In dit niveau kijkt de andere { -king } alleen toe.
chess-wrong-no-check = Dat geeft geen { -check }: daarna valt geen enkel stuk de { -king } aan.
chess-wrong-other-way =
    { $took ->
        [flee] Zo kom je uit { -check } door te vluchten.
        [block] Zo kom je uit { -check } door een stuk ertussen te zetten.
       *[capture] Zo kom je uit { -check } door te slaan.
    } { $wanted ->
        [flee] Vlucht hier met de { -king }.
        [block] Zet hier een stuk ertussen.
       *[capture] Sla hier het stuk dat { -check } geeft.
    }
chess-wrong-not-mate-flee = { CAPITAL(-check) }, maar geen { -checkmate }: de { -king } kan nog naar { $square } vluchten.
chess-wrong-not-mate-capture =
    { CAPITAL(-check) }, maar geen { -checkmate }: { $piece ->
        [knight] het { -knight }
       *[king] de { chess-piece }
    } kan op { $square } slaan.
chess-wrong-not-mate-block = { CAPITAL(-check) }, maar geen { -checkmate }: een stuk kan ertussen op { $square }.
chess-wrong-no-check-no-mate = Dat is niet eens { -check }: niets valt de { -king } aan.
chess-wrong-stalemate = Dat is een { -stalemate }, geen { -checkmate }: de { -king } staat niet { -check }, maar kan niet zetten. { CAPITAL(-draw) }!
chess-wrong-no-mate-after = Dan antwoordt { chess-side } { $reply }, en het { -checkmate } komt niet op tijd.
chess-wrong-not-castling = Dat is geen { -castling }: de { -king } gaat twee velden naar een { -rook } toe.
chess-wrong-other-castling =
    { $side ->
        [short] Dat is de { -castling } naar de andere kant. Doe hier de korte { -castling }, naar de dichtste { -rook }.
       *[long] Dat is de { -castling } naar de andere kant. Doe hier de lange { -castling }, naar de verste { -rook }.
    }
chess-wrong-not-en-passant = Dat is geen { -en-passant }: sla de { -pawn } die net twee stappen deed, op het veld dat hij oversloeg.
chess-wrong-not-the-double-step = De { -pawn } op { $pawn } heeft niet net een dubbele stap gedaan: alleen de { -pawn } op { $double } mag je in het voorbijgaan slaan.
chess-wrong-no-star = Op dat veld ligt geen ster. Ga door!
chess-wrong-not-a-capture = Die zet slaat niets. Sla een stuk!
chess-wrong-smaller-capture = Je slaat: { $took }, { $took-value } waard. Beter: { $best }, { $best-value } waard. Pak de grootste vangst!
chess-wrong-verdict-in-check = Nee: de { -king } staat { -check }.
chess-wrong-verdict-no-check = Nee: de { -king } staat niet { -check }.
chess-wrong-verdict-no-move = Nee: er is geen enkele zet.
chess-wrong-verdict-flee = Nee: de { -king } kan nog naar { $square } vluchten.
chess-wrong-verdict-capture =
    Nee: { $piece ->
        [knight] het { -knight }
       *[king] de { chess-piece }
    } kan de aanvaller op { $square } slaan.
chess-wrong-verdict-block = Nee: een stuk kan ertussen op { $square }.
chess-wrong-verdict-move = Nee: er is nog een zet: { $move }.
chess-wrong-can-castle-yes = Ja: de { -king } staat niet { -check }, en de velden waar hij overheen gaat en op komt, worden niet aangevallen.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [knight] Het { -knight }
       *[king] De { chess-piece }
    } schrijf je als { $letter }.
chess-wrong-notation-pawn = Een { -pawn } heeft geen eigen letter: geen { $letter }.
chess-wrong-notation-no-x = Deze zet slaat: schrijf een x voor het veld.
chess-wrong-notation-extra-x = Deze zet slaat niets: geen x.
chess-wrong-notation-no-plus = Deze zet geeft { -check }: hij eindigt op + (op # bij { -checkmate }).
chess-wrong-notation-square = Het stuk gaat naar { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] De korte { -castling } schrijf je als O-O.
       *[long] De lange { -castling } schrijf je als O-O-O.
    }
chess-wrong-not-that-square = Dat is { $square }.
chess-wrong-found-already = { $square } had je al gevonden.
chess-wrong-king-stays =
    Dit niveau gaat over { $piece ->
        [queen] de { -queen }: alleen zij zet
        [knight] het { -knight }: alleen het { -knight } zet
       *[other] de { chess-piece }: alleen hij zet
    }, de { -king } blijft staan.
chess-wrong-touched =
    Je hebt { $piece ->
        [queen] de { -queen } op { $square } aangeraakt: nu moet je met haar zetten.
        [knight] het { -knight } op { $square } aangeraakt: nu moet je ermee zetten.
       *[other] de { chess-piece } op { $square } aangeraakt: nu moet je ermee zetten.
    }
chess-wrong-stands-right =
    { $piece ->
        [knight] Het { -knight }
       *[other] De { chess-piece }
    } op { $square } staat goed.
chess-wrong-draw-seen =
    { $count ->
        [one] Deze stelling staat voor het eerst op het bord.
        [2] Deze stelling stond pas twee keer op het bord, niet drie keer.
       *[other] Deze stelling stond { $count } keer op het bord, niet drie keer.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Nog geen enkele zet zonder slaan of { -pawn }zet: 50 is nog ver weg.
        [one] Pas één zet van elke kant zonder slaan of { -pawn }zet, geen 50.
       *[other] Pas { $count } zetten van elke kant zonder slaan of { -pawn }zet, geen 50.
    }
chess-wrong-draw-can-mate =
    { chess-side } heeft nog { $piece ->
        [knight] een { -knight }
       *[other] een { chess-piece }
    }: daarmee kun je mat zetten.
chess-wrong-draw-is-draw = Kijk nog eens: een van de regels maakt deze partij { -draw }.
chess-wrong-notation-which =
    { $piece ->
        [knight] Ook een ander { -knight } kan naar { $square }: schrijf na de letter de lijn waar dit { -knight } vandaan komt.
        [queen] Ook een andere { -queen } kan naar { $square }: schrijf na de letter de lijn waar ze vandaan komt.
       *[other] Ook een andere { chess-piece } kan naar { $square }: schrijf na de letter de lijn waar hij vandaan komt.
    }

## The courses, in the manual's order.

chess-course-board = Het schaakbord
chess-course-pieces = De stukken
chess-course-check = { CAPITAL(-check) }
chess-course-mate = { CAPITAL(-checkmate) }
chess-course-castling = De { -castling }
chess-course-en-passant = { CAPITAL(-en-passant) }
chess-course-stalemate = De { -stalemate }
chess-course-notation = Zetten opschrijven
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Meer regels

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = De hoeken
    .goal = Klik op de velden a1 en h8.
    .tell = Elk veld heeft een naam: eerst de lijn, een letter van a tot h, dan de rij, een getal van 1 tot 8.
chess-level-board-2 = Het midden
    .goal = Klik op de vier middelste velden: d4, e4, d5 en e5.
    .tell = De vier velden in het midden zijn het centrum: van daaruit bereikt een stuk de meeste velden.
chess-level-board-7 = Een rij
    .goal = Klik op elk veld van de 5e rij, van a5 tot h5.
    .tell = Een rij loopt dwars over het bord: acht velden met hetzelfde getal.
chess-level-board-3 = Een lijn
    .goal = Klik op elk veld van de c-lijn, van c1 tot c8.
    .tell = Een lijn loopt recht omhoog: acht velden met dezelfde letter.
chess-level-board-4 = Een diagonaal
    .goal = Klik op elk veld van de lange diagonaal, van a1 tot h8.
    .tell = Een diagonaal loopt schuin, en al zijn velden hebben dezelfde kleur.
chess-level-board-5 = Wit rechts
    .goal = Klik op het hoekveld aan de rechterhand van elke speler.
    .tell = Het bord ligt zo dat elke speler rechts in de hoek een wit veld heeft.
chess-level-board-6 = De { -queen } op haar kleur
    .goal = Waar staan de { -queen(count: 2) } aan het begin? Klik op beide velden.
    .tell = Aan het begin staat de witte { -queen } op een wit veld, de zwarte { -queen } op een donker veld.
chess-level-board-8 = Beide legers
    .goal = Vier stukken staan op het verkeerde veld. Klik op elk van hen.
    .tell = Elk leger heeft 16 stukken: een { -king }, een { -queen }, twee { -rook(count: 2) }, twee { -bishop(count: 2) }, twee { -knight(count: 2) } en acht { -pawn(count: 2) }. Vanuit de hoek: { -rook }, { -knight }, { -bishop }; de { -queen } op haar kleur, de { -king } ernaast.

## How each piece moves and what it is worth.

chess-level-pieces-1 = De { -rook }
    .goal = Pak beide sterren met de { -rook }.
    .tell = De { -rook } gaat recht, zo ver hij wil, en kan niet springen. Hij is 5 { -pawn(count: 2) } waard.
chess-level-pieces-2 = De { -bishop }
    .goal = Pak beide sterren met de { -bishop }.
    .tell = De { -bishop } gaat schuin en blijft altijd op zijn kleur. Hij is 3 { -pawn(count: 2) } waard.
chess-level-pieces-3 = Het { -knight }
    .goal = Pak beide sterren met het { -knight }.
    .tell = Het { -knight } springt als een L: twee velden de ene kant op, één opzij. Het is 3 { -pawn(count: 2) } waard.
chess-level-pieces-4 = De { -queen }
    .goal = Pak beide sterren met de { -queen }.
    .tell = De { -queen } gaat als een { -rook } en een { -bishop } samen. Ze is 9 { -pawn(count: 2) } waard.
chess-level-pieces-5 = De { -king }
    .goal = Breng de { -king } naar de ster.
    .tell = De { -king } zet één stap, in elke richting. Hij is de hele partij waard.
chess-level-pieces-6 = De { -pawn } wordt { -queen }
    .goal = Breng de { -pawn } naar de laatste rij.
    .tell = Een { -pawn } gaat recht vooruit. Op de laatste rij wordt hij een { -queen } (of een { -rook }, { -bishop } of { -knight }).
chess-level-pieces-10 = Een { -knight } uit een { -pawn }
    .goal = Promoveer de { -pawn } zo dat het nieuwe stuk meteen { -check } geeft.
    .tell = Op de laatste rij kies je: { -queen }, { -rook }, { -bishop } of { -knight }. Meestal is de { -queen } het best, maar hier geeft alleen het { -knight } { -check }, en het valt ook de { -queen } aan.
chess-level-pieces-7 = De grootste vangst
    .goal = Sla zo dat je het meeste wint.
    .tell = { CAPITAL(-queen) } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Welk stuk kan jouw { -knight } slaan?
chess-level-pieces-8 = De { -pawn } slaat
    .goal = Sla zo dat je het meeste wint.
    .tell = Een { -pawn } gaat recht vooruit, maar slaat schuin vooruit, één veld ver.

## Check and its three answers.

chess-level-check-1 = { CAPITAL(-check) }!
    .goal = Geef { -check } met de { -rook }.
    .tell = Als een stuk de { -king } aanvalt, is dat { -check }.
chess-level-check-2 = { CAPITAL(-check) } met het { -knight }
    .goal = Geef { -check } met het { -knight }.
    .tell = Het { -knight } springt: niets kan tussen het { -knight } en de { -king } gaan staan.
chess-level-check-3 = Vluchten
    .goal = Je { -king } staat { -check }. Vlucht met de { -king }.
    .tell = Het eerste antwoord op { -check }: de { -king } gaat naar een veld dat niemand aanvalt.
chess-level-check-4 = Ertussen zetten
    .goal = Je { -king } staat { -check }. Zet een stuk ertussen.
    .tell = Het tweede antwoord: een stuk gaat tussen de { -king } en het stuk dat { -check } geeft staan.
chess-level-check-5 = Sla de aanvaller
    .goal = Je { -king } staat { -check }. Sla het stuk dat { -check } geeft.
    .tell = Het derde antwoord, vaak de beste zet: sla het stuk dat { -check } geeft.
chess-level-check-6 = Maar één weg
    .goal = Je { -king } staat { -check }. Zoek de zet die hem redt.
    .tell = Probeer alle drie antwoorden in je hoofd: vluchten, ertussen zetten, slaan.
chess-level-check-7 = De beste zet
    .goal = Je { -king } staat { -check }. Zoek het beste van de drie antwoorden.
    .tell = De { -king } kan vluchten en de { -rook } kan ertussen gaan. Maar als je de { -queen } slaat, win je haar: de beste zet!
chess-level-check-8 = Niet in { -check }
    .goal = Breng de { -king } naar de ster, nooit naar een veld dat een vijandelijk stuk aanvalt.
    .tell = Een { -king } mag nooit in { -check } gaan staan. Gebeurt het per ongeluk, dan wordt de zet teruggenomen en opnieuw gedaan.
chess-level-check-9 = Laat de { -king } niet { -check } staan
    .goal = Sla zo dat je het meest wint.
    .tell = Een stuk dat zijn { -king } afschermt, mag niet weg: dan stond de { -king } { -check }. Ook die zet wordt teruggenomen.

## Checkmate and its patterns.

chess-level-mate-1 = Mat met twee { -rook(count: 2) }
    .goal = { CAPITAL(-checkmate) } in één zet.
    .tell = { CAPITAL(-checkmate) }: de { -king } staat { -check } en kan niet vluchten, niets ertussen zetten en niet slaan. Eén { -rook } bewaakt een rij, de andere geeft { -check }.
chess-level-mate-2 = Het gangmat
    .goal = { CAPITAL(-checkmate) } in één zet.
    .tell = De { -king } zit opgesloten achter zijn eigen { -pawn(count: 2) }. Een { -rook } op de achterste rij zet mat.
chess-level-mate-3 = Het stikmat
    .goal = { CAPITAL(-checkmate) } in één zet.
    .tell = De { -king } zit klem tussen zijn eigen stukken, en niets kan tussen het { -knight } en de { -king } komen.
chess-level-mate-4 = Mat met de { -queen }
    .goal = { CAPITAL(-checkmate) } in één zet.
    .tell = { CAPITAL(-queen) } en { -king } samen: de { -queen } geeft { -check }, de { -king } bewaakt de velden eromheen. Pas op voor een { -stalemate }!
chess-level-mate-5 = Mat in twee
    .goal = { CAPITAL(-checkmate) } in twee zetten.
    .tell = Eerst een rustige zet die de { -king } velden afpakt, dan mat. Zwart verdedigt zich zo goed als het kan.
chess-level-mate-6 = De ladder van de { -rook(count: 2) }
    .goal = { CAPITAL(-checkmate) } in twee zetten.
    .tell = Eén { -rook } sluit een rij af, de andere geeft { -check } op de volgende: de { -rook(count: 2) } klimmen als op een ladder.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = Korte { -castling }
    .goal = Doe de korte { -castling }: de { -king } gaat twee velden naar de dichtste { -rook }.
    .tell = De { -castling } brengt de { -king } in veiligheid: hij gaat twee velden naar een { -rook } toe, en de { -rook } springt over hem heen. Geen van beide mag al gezet hebben.
chess-level-castling-2 = Lange { -castling }
    .goal = Doe de lange { -castling }: de { -king } gaat twee velden naar de verste { -rook }.
    .tell = De lange { -castling } gaat naar de kant van de { -queen }; de { -rook } springt over de { -king } naar d1.
chess-level-castling-7 = De { -king } heeft gezet
    .goal = De witte { -king } ging naar f1 en terug. Mag Wit nu de korte { -castling } doen?
    .tell = De { -castling } mag alleen als de { -king } en die { -rook } nog nooit gezet hebben, ook niet heen en terug.
chess-level-castling-8 = De { -rook } heeft gezet
    .goal = De { -rook } op h1 ging naar g1 en terug. Mag Wit nu de korte { -castling } doen?
    .tell = De { -castling } mag alleen als de { -king } en die { -rook } nog nooit gezet hebben, ook niet heen en terug.
chess-level-castling-9 = Een stuk ertussen
    .goal = Mag Wit nu de lange { -castling } doen?
    .tell = Alle velden tussen de { -king } en de { -rook } moeten leeg zijn, ook een veld waar de { -king } niet overheen gaat.
chess-level-castling-3 = Nu de { -castling }? (1)
    .goal = Mag Wit nu de korte { -castling } doen?
    .tell = De { -castling } mag niet als de { -king } { -check } staat, of als hij over een aangevallen veld moet of erop zou komen.
chess-level-castling-4 = Nu de { -castling }? (2)
    .goal = Mag Wit nu de korte { -castling } doen?
    .tell = De { -castling } mag niet als de { -king } { -check } staat, of als hij over een aangevallen veld moet of erop zou komen.
chess-level-castling-5 = Nu de { -castling }? (3)
    .goal = Mag Wit nu de korte { -castling } doen?
    .tell = De { -castling } mag niet als de { -king } { -check } staat, of als hij over een aangevallen veld moet of erop zou komen.
chess-level-castling-6 = Nu de { -castling }? (4)
    .goal = Mag Wit nu de lange { -castling } doen?
    .tell = De { -castling } mag niet als de { -king } { -check } staat, of als hij over een aangevallen veld moet of erop zou komen.

## En passant, only right after the double step.

chess-level-en-passant-6 = De dubbele stap
    .goal = Pak beide sterren met de { -pawn(count: 2) }.
    .tell = Een { -pawn } gaat één veld vooruit; vanaf zijn beginveld mag hij ook twee velden gaan.
chess-level-en-passant-1 = In het voorbijgaan
    .goal = Sla de zwarte { -pawn } { -en-passant }.
    .tell = De zwarte { -pawn } ging net twee velden vooruit, langs jouw { -pawn }. Nu, en alleen nu, mag jouw { -pawn } hem slaan alsof hij maar één veld ging.
chess-level-en-passant-2 = Zwart slaat
    .goal = Sla de witte { -pawn } { -en-passant }.
    .tell = Zwart mag het ook: de witte { -pawn } deed net zijn dubbele stap.
chess-level-en-passant-3 = Welke { -pawn }?
    .goal = Sla { -en-passant }.
    .tell = Alleen de { -pawn } die in de allerlaatste zet een dubbele stap deed, kan in het voorbijgaan geslagen worden.
chess-level-en-passant-4 = Uit { -check } { -en-passant }
    .goal = Een { -pawn } geeft { -check }. Sla hem { -en-passant }.
    .tell = De { -pawn } die net zette, geeft { -check }. Sla je hem in het voorbijgaan, dan is je { -king } gered.
chess-level-en-passant-5 = Twee kunnen slaan
    .goal = Sla de witte { -pawn } { -en-passant }.
    .tell = Beide zwarte { -pawn(count: 2) } staan ernaast: allebei mogen ze slaan.

## Stalemate against mate.

chess-level-stalemate-1 = De hoek van de { -queen }
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = { CAPITAL(-checkmate) }: { -check } en geen uitweg. { CAPITAL(-stalemate) }: geen { -check }, maar ook geen enkele zet.
chess-level-stalemate-8 = De { -pawn(count: 2) }
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = Kijk naar elk zwart stuk: kan een van hen zetten?
chess-level-stalemate-2 = De { -queen } dichtbij
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = Wordt de { -king } aangevallen? Waar kan hij heen?
chess-level-stalemate-3 = De rij van de { -rook }
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = Kijk naar elk veld waar de { -king } heen zou kunnen.
chess-level-stalemate-4 = In de hoek
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = Wordt de { -king } aangevallen? Kan hij zetten?
chess-level-stalemate-5 = Nog een { -pawn }
    .goal = Zwart is aan zet: { -checkmate }, { -stalemate } of geen van beide?
    .tell = Kijk naar alle stukken, niet alleen naar de { -king }.
chess-level-stalemate-6 = Mat, geen { -stalemate }
    .goal = { CAPITAL(-checkmate) } in één zet, en geen { -stalemate }!
    .tell = Pak met de { -queen } alle velden van de { -king } af en geef tegelijk { -check }.

## Writing the moves.

chess-level-notation-1 = Een zet van de { -pawn }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Schrijf de letter van het stuk, dan het veld waar het heen gaat. Een { -pawn } heeft geen letter: alleen het veld.
chess-level-notation-2 = Een zet van het { -knight }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = De letters: K { -king }, D { -queen } (dame), T { -rook }, L { -bishop }, P { -knight }.
chess-level-notation-3 = Een slagzet
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Bij slaan komt er een x tussen de letter en het veld.
chess-level-notation-4 = Een { -pawn } slaat
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Slaat een { -pawn }, dan schrijf je de lijn waar hij vandaan komt ervoor, zoals in dxc6.
chess-level-notation-8 = Welk { -knight }?
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Kunnen twee gelijke stukken naar hetzelfde veld, dan schrijf je na de letter de lijn waar het zettende stuk vandaan komt: Pfd6 is het { -knight } van de f-lijn.
chess-level-notation-5 = { CAPITAL(-check) }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Een zet die { -check } geeft, krijgt een + aan het eind.
chess-level-notation-6 = { CAPITAL(-castling) }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = De korte { -castling } schrijf je als O-O, de lange als O-O-O.
chess-level-notation-9 = De lange { -castling }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = De lange { -castling }, naar de kant van de { -queen }, schrijf je als O-O-O.
chess-level-notation-7 = { CAPITAL(-checkmate) }
    .goal = Hoe schrijf je de gemarkeerde zet?
    .tell = Een zet die mat zet, krijgt een # aan het eind.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { CAPITAL(-king) } en { -knight }
    .goal = Is deze partij { -draw }? Waarom?
    .tell = Niet alleen { -stalemate } is { -draw }: ook te weinig stukken om mat te zetten, drie keer dezelfde stelling en 50 zetten zonder slaan of { -pawn }zet.
chess-level-draw-2 = { CAPITAL(-king) } en { -rook }
    .goal = Is deze partij { -draw }? Waarom?
    .tell = Een { -king } met alleen een { -knight } of alleen een { -bishop } kan niet mat zetten. Met een { -rook } wel.
chess-level-draw-3 = Heen en weer
    .goal = Beide { -king(count: 2) } gingen heen en weer. Is het { -draw }? Waarom?
    .tell = Staat dezelfde stelling voor de derde keer op het bord, dan is de partij { -draw }.
chess-level-draw-4 = Twee keer is niet genoeg
    .goal = Beide { -king(count: 2) } gingen heen en weer. Is het { -draw }? Waarom?
    .tell = Tel hoe vaak precies deze stelling al op het bord stond.
chess-level-draw-5 = Vijftig zetten
    .goal = Is het { -draw }? Waarom?
    .tell = Na 50 zetten van elke kant zonder slaan of { -pawn }zet is de partij { -draw }.

chess-level-touch-1 = Aanraken is zetten
    .goal = Je hebt je { -knight } aangeraakt. Geef er { -check } mee.
    .tell = Raak je een eigen stuk aan, dan moet je ermee zetten. Wil je het alleen rechtzetten, zeg dan eerst „ik zet recht”. Losgelaten is gezet.
chess-level-touch-2 = Aangeraakt, ook bij { -check }
    .goal = Je { -king } staat { -check } en je hebt je { -bishop } aangeraakt. Red de { -king } ermee.
    .tell = Het aangeraakte stuk moet zetten als het kan. De { -queen } kon slaan, maar je raakte eerst de { -bishop } aan.
