## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Lag regler
lab-screen-title = Lag dine egne regler
lab-screen-default-name = Spillet vårt
lab-screen-name = Navn:
lab-screen-name-empty = Skriv et navn
lab-screen-page =
    { $page ->
        [game] Spill
        [dice] Terninger
        [rules] Husregler
        [more] Flere regler
       *[cards] Kort
    }
lab-screen-start-from = Begynn på nytt med et spill fra heftet:
lab-screen-pieces = Hvilke brikker er med?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = Den oransje terningen er bare med når en brikke den flytter er med: i heftet { -king(form: "definite") } og { -pawn(form: "definite") } (velges under «Flere regler»).
lab-screen-white-die = Hvit terning
lab-screen-orange-die = Oransje terning
lab-screen-add-face = Legg til en side
lab-screen-remove-face = Ta bort en side
lab-screen-face-how = Klikk på en side for å endre den: 1 til 12, + eller #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } forsøk
       *[other] { $tries } forsøk
    }
lab-screen-tries-how = Så mange ganger kan du kaste når ingen av brikkene dine er på banen ennå.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(ending: "e")) } trygge, uten ekstra kort
lab-screen-protection-how = En brikke som en brikke i samme farge kan hevne, kan ikke slås. Bunken blir som den er.
lab-screen-action = Spill med { -action-card(count: 2) }
lab-screen-cards-page = Kort { $first } til { $last } av { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-cards-off = Slå på { -action-card(count: 2, form: "definite") } for å velge hvor mange det skal være av hvert kort.
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-ready = Med disse reglene kan dere spille.
lab-screen-try-it = Prøv
lab-screen-save = Lagre
lab-screen-play-it = Spill
lab-screen-open = Åpne
lab-screen-import = Hent fil
lab-screen-export = Eksporter
lab-screen-back = Tilbake
lab-screen-saved = Lagret: { $path }
lab-screen-exported = { $file } er klar til å lastes ned.
lab-screen-exported-here = Regelfilen din ligger her: { $path }
lab-screen-opened = «{ $name }» er åpnet.
lab-screen-nothing-saved = Ingen regler er lagret ennå.
lab-screen-open-title = Åpne de lagrede reglene dine
lab-screen-leave-title = Gå uten å lagre?
lab-screen-leave-body = Endringene dine i «{ $name }» er ikke lagret.
lab-screen-leave = Gå
lab-screen-stay = Bli
lab-screen-try-title = Slik spilles «{ $name }»
lab-screen-try-playing = Datamaskinen spiller reglene dine og spillet fra heftet til tallene er klare: høyst { $games } spill med hvert.
lab-screen-browser-fewer = I nettleseren spiller datamaskinen bare { $games } spill med hvert regelsett, så siden ikke henger seg opp.
lab-screen-progress = { $done } av { $total } spill
lab-screen-stop = Stopp
lab-screen-stopped =
    Stoppet. Bildene viser { $done ->
        [one] det ene spillet
       *[other] de { $done } spillene
    } som er spilt så langt.
lab-screen-done =
    { $fair ->
        [fair] Reglene dine er rettferdige (innenfor det tilfeldige). { $games } spill på { $seconds } sekunder (frø { $seed }).
        [unfair] Reglene dine er ikke rettferdige. { $games } spill på { $seconds } sekunder (frø { $seed }).
       *[unknown] { $games } spill på { $seconds } sekunder (frø { $seed }).
    }
lab-screen-cannot-run = Datamaskinen kan ikke spille med disse reglene: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Rask start: én brikke er allerede ute
        [bring-in-on-any-roll] Alle tall kan sette inn en brikke
        [bring-in-ends-turn] Ikke nytt kast etter innsetting
        [start-fields-may-fill] Begge { -start-field(count: 2) } kan være opptatt
        [capture-any] Slå med hvert trekk
       *[exact-home] Gå i mål på tallet, som i Ludo
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Alle begynner med sin første brikke på et { -start-field }, så det er noe å gjøre fra første kast.
        [bring-in-on-any-roll] Som et + kan alle tall sette en brikke fra { -start-box(form: "definite") } på et { -start-field } i stedet for å flytte en.
        [bring-in-ends-turn] I heftet kaster du igjen etter å ha satt inn en brikke. Med denne regelen er det da nestemanns tur.
        [start-fields-may-fill] Heftet sier at ett { -start-field } alltid må være ledig så lenge det står brikker i { -start-box(form: "definite") }. Med denne regelen kan brikkene dine stå på begge.
        [capture-any] I heftet kan en brikke bare slå med det siste trekket i kastet. Med denne regelen kan hvert trekk slå, og brikken går videre.
       *[exact-home] I heftet går en brikke i { -house(form: "definite") }, og trekkene som er til overs, faller bort. Med denne regelen kommer den inn bare med det siste trekket i kastet.
    }
lab-screen-orange-moves = Oransje terning:
lab-screen-orange-moves-how = Heftet sier: vil du flytte { -queen(form: "definite") }, { -rook(form: "definite") }, { -bishop(form: "definite") } eller { -knight(form: "definite") }, gjelder den hvite terningen; for { -king(form: "definite") } og { -pawn(form: "definite") } den oransje. Her velger dere hvilke brikker den oransje terningen flytter (krysset av); den hvite flytter alle de andre.
