## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Lite spill
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; den hvite terningen
variant-small-action = Lite aksjonsspill
    .line = det lille spillet med { -action-card(count: 2) }
variant-large = Stort spill
    .line = alle seks brikkene, to terninger, { -covered(ending: "e") } brikker er trygge
variant-large-action = Stort aksjonsspill
    .line = det store spillet med alle { -action-card(count: 2, form: "definite") }
variant-own = Egne regler
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = { CAPITAL(-bring-in(form: "imperative")) } på + og #
    .line = # betyr bare å { -miss-a-turn } når du ikke kan { -bring-in } noe
house-rule-hash-draws-card = Trekk et kort på #
    .line = aksjonsspill: # trekk et kort, + { -bring-in(form: "imperative") }
house-rule-protect-covered = { CAPITAL(-covered(ending: "e")) } trygge, med 4 kort
    .line = også i det lille spillet; 4 kort kan likevel slå dem
house-rule-may-stop-early = Lov å stoppe tidlig
    .line = du kan ta færre trekk enn kastet
house-rule-end-after-first-winner = Slutt etter første vinner
    .line = spillet er over når én spiller er ferdig

## The race game's rules book, written from the booklet.

rules-race-goal = Målet
    .p1 = Flytt alle brikkene dine én runde rundt banen og inn i { -house(form: "definite") } ditt.
    .p2 = Hvert øye på terningen er ett sjakktrekk med brikken du velger: en treer betyr 3 trekk.
    .p3 = Runden går mot klokka.
rules-race-pieces = Brikkene
    .p1 = Dronning: rett og på skrå, så langt hun vil. Tårn: bare rett. Løper: bare på skrå. Ingen av dem hopper over brikker.
    .p2 = Springer: et hopp som en L, også over brikker og vegger.
    .p3 = Konge: ett felt i alle retninger. Bonde: ett felt rett, i alle retninger; den slår bare på skrå.
rules-race-fields = Feltene
    .p1 = { CAPITAL(-start-field(count: 2, form: "definite")) } (med ramme i fargen din): her kommer brikkene inn fra { -start-box(form: "definite") }.
    .p2 = { CAPITAL(-blocking-line(form: "definite")) } (tykk strek i fargen din): den må brikkene dine aldri gå over.
    .p3 = { CAPITAL(-entry-field(count: 2, form: "definite")) } (pil): bare her kommer du inn i { -house(form: "definite") }. Trekk som blir til overs, går tapt.
    .p4 = { CAPITAL(-pause-field) } i fargen din: der kan ingen slå brikken din.
rules-race-rolling = Terningkast
    .p1 = + : { -bring-in(form: "imperative") } en brikke og kast igjen.  # : { -miss-a-turn }.
    .p2 = Du kan bare slå med det siste trekket; brikken som blir slått, går tilbake til { -start-box(form: "definite") } sin.
    .p3 = Ingen brikke på banen? Da får du kaste opptil tre ganger. Ett { -start-field } må alltid være ledig.
rules-race-large = Stort spill og kort
    .p1 = Den hvite terningen flytter dronning, tårn, løper og springer; den oransje flytter konge og bonde.
    .p2 = { CAPITAL(-covered(ending: "e")) } brikker kan ikke bli slått: en brikke i samme farge kan slå tilbake.
    .p3 = Aksjonsspill: på + eller # kan du { -bring-in } eller trekke et kort. Står det «{ -active }» på kortet, gjelder det brikker på banen.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = Målet
    .p1 = I sjakk er det to spillere: Hvit og Svart. De flytter annenhver gang, én brikke om gangen, og Hvit begynner.
    .p2 = Du skal sette den andre kongen sjakkmatt: angripe ham slik at han ikke kommer seg unna.
    .p3 = Klikk på en av brikkene dine her: prikker viser hvor den kan gå. Klikk på en prikk for å flytte dit, eller på brikken igjen for å slippe den.
    .p4 = Klikker du på et felt brikken ikke kan gå til, sier panelet hvorfor, med rød skrift.
rules-chess-pieces = Brikkene
    .p1 = Konge: ett felt i alle retninger. Dronning: rett og på skrå, så langt feltene er ledige.
    .p2 = Tårn: bare rett, så langt feltene er ledige. Løper: bare på skrå, så den blir alltid på sin egen farge.
    .p3 = Springer: to felt én vei og ett til siden, som en L. Det er den eneste brikken som hopper over andre.
    .p4 = En brikke slår ved å flytte til feltet der motstanderens brikke står; den brikken tas av brettet. Så mange bønder er en brikke omtrent verdt: dronning 9, tårn 5, løper 3, springer 3.
rules-chess-pawn = Bonden
    .p1 = En bonde går ett felt rett fram og aldri tilbake. I sitt første trekk kan den gå to felt, hvis begge er ledige.
    .p2 = Den slår bare ett felt på skrå framover; en brikke rett foran den kan den ikke slå.
    .p3 = En passant: går en bonde fra motstanderen to felt forbi et felt som bonden din angriper, kan bonden din slå den som om den bare hadde gått ett. Bare i trekket rett etterpå.
    .p4 = En bonde som når den siste raden, blir til dronning, tårn, løper eller springer: du velger selv.
rules-chess-castling = Rokade og sjakk
    .p1 = Rokade: kongen flytter to felt mot et tårn, og tårnet hopper over til feltet ved siden av ham. For å rokere her klikker du på kongen og så på feltet to steg bortenfor.
    .p2 = Rokade er bare lov når kongen og tårnet ikke har flyttet ennå, feltene mellom dem er tomme, og kongen ikke står i sjakk, ikke går over et angrepet felt og ikke havner på et.
    .p3 = Sjakk: kongen blir angrepet. Svar med én gang: flytt kongen, slå angriperen eller sett en brikke imellom. Du får aldri la din egen konge stå i sjakk.
    .p4 = Sjakkmatt: kongen står i sjakk og kommer seg ikke unna. Partiet er over, og den som satte sjakkmatt, vinner.
rules-chess-draws = Remi
    .p1 = Patt: den som skal trekke, står ikke i sjakk, men kan ikke flytte i det hele tatt. Da blir partiet remi.
    .p2 = Med «{ chess-offer-draw }» i panelet spør du den andre; sier den ja, blir det remi. Med «{ chess-resign }» lar du den andre vinne.
    .p3 = Kommer samme stilling for tredje gang, kan den som skal trekke, trykke på «{ chess-claim-draw }».
    .p4 = Partiet blir remi av seg selv etter 50 trekk hver uten slag eller bondetrekk, eller når det er for lite igjen til å sette matt, for eksempel konge mot konge.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Tre spillere
    .p1 = Yalta er sjakk for tre: Hvit, Svart og Rød. Alle har en konge, en dronning, to tårn, to løpere, to springere og åtte bønder.
    .p2 = Hvit begynner, så Svart, så Rød, og så Hvit igjen. Hver tur flytter du én brikke.
    .p3 = Brettet har seks sider og er laget av tre halve sjakkbrett, ett til hver spiller. Den bakerste raden din er din side av brettet.
    .p4 = Hvits dronning står først på det lyse midtfeltet på bakerste rad, Svarts på det mørke; Rød velger i oppsettet.
rules-yalta-middle = Gjennom midten
    .p1 = Halvdelene møtes, og hver linje fortsetter over grensen: et tårn kan gå fra din halvdel og inn i naboens.
    .p2 = I midten møtes seks felt. En løper eller dronning som går på skrå gjennom midten, kan velge mellom to veier videre.
    .p3 = Tårn, løper og dronning går så langt feltene er ledige. Konge: ett felt i alle retninger. Springer: to felt én vei og ett til siden; den hopper.
    .p4 = Rokade går som i vanlig sjakk, men kongen kan ikke gå over eller havne på et felt som en av de to andre angriper.
rules-yalta-pawns = Bønder
    .p1 = En bonde går mot midten. Forbi midten går den videre inn i en nabos halvdel, mot den spillerens bakerste rad.
    .p2 = Den går ett felt fram, eller to fra startraden hvis begge er ledige. Den slår ett felt på skrå framover.
    .p3 = En passant går som i vanlig sjakk: når en bonde har gått to felt, kan begge de andre spillerne slå den i sitt neste trekk.
    .p4 = En bonde som når bakerste rad til en annen spiller, blir til dronning, tårn, løper eller springer.
rules-yalta-check = Sjakk, matt og remi
    .p1 = En konge blir aldri slått. Han står i sjakk når en brikke fra en av de to andre angriper ham, og spilleren hans må få ham ut av sjakk.
    .p2 = Står du i sjakk og ikke kan flytte når turen din begynner, er du sjakkmatt, og partiet er over. Den som ga sjakk først, vinner.
    .p3 = Men før den spilleren får tur, kan den tredje spilleren fortsatt redde kongen med trekket sitt.
    .p4 = Det blir remi når en spiller som ikke står i sjakk, ikke kan flytte, når samme stilling kommer for tredje gang, etter 150 trekk uten slag eller bondetrekk, eller når bare de tre kongene er igjen.
