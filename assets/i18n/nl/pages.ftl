## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Klein spel
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; de witte dobbelsteen
variant-small-action = Klein actiespel
    .line = het kleine spel met { -action-card(count: 2) }
variant-large = Groot spel
    .line = alle zes stukken, twee dobbelstenen, { -covered(ending: "e") } stukken veilig
variant-large-action = Groot actiespel
    .line = het grote spel met alle { -action-card(count: 2) }
variant-own = Eigen regels
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = Met + en # { -bring-in }
    .line = met # alleen { -miss-a-turn } als er niets in kan
house-rule-hash-draws-card = Met # een kaart pakken
    .line = actiespellen: # een kaart pakken, + { -bring-in }
house-rule-protect-covered = { CAPITAL(-covered(ending: "e")) } veilig, met 4 kaarten
    .line = ook in het kleine spel; 4 kaarten mogen ze toch slaan
house-rule-may-stop-early = Eerder stoppen mag
    .line = je mag minder zetten doen dan je gooit
house-rule-end-after-first-winner = Klaar na de eerste winnaar
    .line = het spel is uit zodra één speler klaar is

## The race game's rules book, written from the booklet.

rules-race-goal = Het doel
    .p1 = Breng al je stukken één rondje over de baan, tot in je { -house }.
    .p2 = Elk oog op de dobbelsteen is één schaakzet van het stuk dat je kiest: een 3 betekent 3 zetten.
    .p3 = Je loopt tegen de klok in.
rules-race-pieces = De stukken
    .p1 = Koningin: recht en schuin, zo ver als ze wil. Toren: alleen recht. Loper: alleen schuin. Ze springen niet over stukken.
    .p2 = Paard: een sprong in de vorm van een L, ook over stukken en muren.
    .p3 = Koning: één veld, elke kant op. Pion: één veld recht, elke kant op; slaan doet hij alleen schuin.
rules-race-fields = De velden
    .p1 = { CAPITAL(-start-field(count: 2)) } (omrand in jouw kleur): hier komen je stukken uit de { -start-box } op het bord.
    .p2 = { CAPITAL(-blocking-line) } (dikke streep in jouw kleur): daar mogen jouw stukken nooit overheen.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (pijltje): alleen hierlangs kom je in je { -house }. Overgebleven zetten tellen niet.
    .p4 = { CAPITAL(-pause-field) } van jouw kleur: daar kan jouw stuk niet geslagen worden.
rules-race-rolling = Gooien
    .p1 = + : een stuk { -bring-in } en nog eens gooien.  # : { -miss-a-turn }.
    .p2 = Alleen met de laatste zet mag je slaan; het geslagen stuk gaat terug naar zijn { -start-box }.
    .p3 = Geen stuk op de baan? Dan mag je tot drie keer gooien. Eén { -start-field } moet altijd vrij blijven.
rules-race-large = Groot spel en kaarten
    .p1 = De witte dobbelsteen is voor koningin, toren, loper en paard; de oranje voor koning en pion.
    .p2 = { CAPITAL(-covered(ending: "e")) } stukken kun je niet slaan: een stuk van dezelfde kleur zou dan terugslaan.
    .p3 = Actiespellen: bij + of # mag je { -bring-in } of een kaart pakken. ‘{ CAPITAL(-active) }’ op een kaart betekent: stukken op de baan.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = Het doel
    .p1 = Schaken doe je met z'n tweeën: Wit en Zwart. Om de beurt zet je één stuk, en Wit begint.
    .p2 = Je doel: de andere koning schaakmat zetten. Val hem zo aan dat hij niet meer kan ontsnappen.
    .p3 = Klik hier op een van je stukken: stippen laten zien waar het heen kan. Klik op een stip om erheen te gaan, of nog een keer op het stuk om het los te laten.
    .p4 = Klik je op een veld waar het stuk niet heen mag? Dan zegt het paneel in het rood waarom.
rules-chess-pieces = De stukken
    .p1 = Koning: één veld, elke kant op. Koningin: recht en schuin, zo ver als de velden vrij zijn.
    .p2 = Toren: alleen recht, zo ver als de velden vrij zijn. Loper: alleen schuin, dus hij blijft altijd op zijn eigen kleur.
    .p3 = Paard: twee velden de ene kant op en één opzij, als een L. Het is het enige stuk dat over andere stukken springt.
    .p4 = Je slaat een stuk door op zijn veld te gaan staan; het geslagen stuk gaat van het bord. Zoveel pionnen is een stuk ongeveer waard: koningin 9, toren 5, loper 3, paard 3.
rules-chess-pawn = De pion
    .p1 = Een pion gaat één veld recht vooruit en nooit terug. Bij zijn eerste zet mag hij twee velden, als die allebei vrij zijn.
    .p2 = Hij slaat alleen één veld schuin vooruit; een stuk recht voor hem kan hij niet slaan.
    .p3 = En passant: gaat een pion van de ander twee velden vooruit, langs een veld dat jouw pion aanvalt? Dan mag jouw pion hem slaan alsof hij maar één veld was gegaan. Dat mag alleen meteen in je volgende zet.
    .p4 = Een pion die de laatste rij haalt, wordt een koningin, toren, loper of paard: jij mag kiezen.
rules-chess-castling = Rokade en schaak
    .p1 = Rokade: de koning gaat twee velden naar een toren toe, en de toren springt over hem heen naar het veld ernaast. Klik hiervoor op de koning en dan op het veld twee stappen verder.
    .p2 = Een rokade mag alleen als koning en toren nog niet hebben bewogen, de velden ertussen leeg zijn, en de koning niet schaak staat, niet over een aangevallen veld gaat en ook niet op zo'n veld eindigt.
    .p3 = Schaak: de koning wordt aangevallen. Doe er meteen iets aan: zet de koning weg, sla de aanvaller of zet een stuk ertussen. Je eigen koning mag nooit schaak blijven staan.
    .p4 = Schaakmat: de koning staat schaak en kan nergens meer heen. Het spel is uit, en wie schaakmat zet, wint.
rules-chess-draws = Remise
    .p1 = Patstelling: wie aan de beurt is, staat niet schaak, maar kan helemaal geen zet doen. Dan is het remise.
    .p2 = Met “Remise aanbieden” in het paneel vraag je het de ander; zegt die ja, dan is het remise. Met “Opgeven” laat je de ander winnen.
    .p3 = Komt dezelfde stelling voor de derde keer, dan mag wie aan de beurt is op “Remise claimen” drukken.
    .p4 = Het wordt vanzelf remise na 50 zetten van allebei zonder slaan of pionzet, of als er te weinig over is om mat te zetten, zoals koning tegen koning.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Drie spelers
    .p1 = Yalta is schaken met z'n drieën: Wit, Zwart en Rood. Iedereen heeft een koning, een koningin, twee torens, twee lopers, twee paarden en acht pionnen.
    .p2 = Wit begint, dan Zwart, dan Rood, en dan weer Wit. In elke beurt zet je één stuk.
    .p3 = Het bord heeft zes kanten en bestaat uit drie halve schaakborden, één voor elke speler. Jouw achterste rij is jouw kant van het bord.
    .p4 = De koningin van Wit begint op het lichte middelste veld van de achterste rij, die van Zwart op het donkere; Rood kiest bij het klaarzetten.
rules-yalta-middle = Door het midden
    .p1 = De helften sluiten op elkaar aan, en elke lijn loopt over de grens door: een toren kan van jouw helft naar die van een buur gaan.
    .p2 = In het midden komen zes velden samen. Gaat een loper of koningin schuin door het midden, dan mag die kiezen uit twee wegen.
    .p3 = Toren, loper en koningin gaan zo ver als de velden vrij zijn. Koning: één veld, elke kant op. Paard: twee velden de ene kant op en één opzij; het springt.
    .p4 = Een rokade gaat net als bij gewoon schaken: de koning mag niet over een veld gaan of op een veld eindigen dat een van de twee anderen aanvalt.
rules-yalta-pawns = Pionnen
    .p1 = Een pion loopt naar het midden. Daarna gaat hij verder de helft van een buur in, naar de achterste rij van die speler.
    .p2 = Hij gaat één veld vooruit, of twee vanaf zijn beginrij als die allebei vrij zijn. Hij slaat één veld schuin vooruit.
    .p3 = En passant gaat net als bij gewoon schaken: na de dubbele stap van een pion mogen allebei de andere spelers hem in hun volgende zet slaan.
    .p4 = Een pion die de achterste rij van een andere speler haalt, wordt een koningin, toren, loper of paard.
rules-yalta-check = Schaak, mat en remise
    .p1 = Een koning wordt nooit geslagen. Hij staat schaak als een stuk van een van de twee anderen hem aanvalt, en dan moet zijn speler hem uit het schaak halen.
    .p2 = Sta je schaak en kun je geen zet doen als je beurt begint? Dan sta je schaakmat en is het spel uit. Wie het eerst schaak gaf, wint.
    .p3 = Maar voordat die speler aan de beurt is, mag de derde speler de koning nog redden met zijn zet.
    .p4 = Het is remise als een speler die niet schaak staat geen zet kan doen, als dezelfde stelling voor de derde keer komt, na 150 zetten zonder slaan of pionzet, of als alleen de drie koningen nog over zijn.
