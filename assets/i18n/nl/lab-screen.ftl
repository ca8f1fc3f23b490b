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

lab-screen-start = Regels bedenken
lab-screen-title = Bedenk je eigen regels
lab-screen-default-name = Ons spel
lab-screen-name = Naam:
lab-screen-name-empty = Typ een naam
lab-screen-page =
    { $page ->
        [game] Spel
        [dice] Dobbelstenen
        [rules] Huisregels
        [more] Meer regels
       *[cards] Kaarten
    }
lab-screen-start-from = Opnieuw beginnen met een spel uit het boekje:
lab-screen-pieces = Welke stukken doen mee?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = De oranje dobbelsteen doet alleen mee als er een stuk meedoet dat hij verzet: in het boekje de { -king } en de { -pawn } (te kiezen onder „Meer regels”).
lab-screen-white-die = Witte dobbelsteen
lab-screen-orange-die = Oranje dobbelsteen
lab-screen-add-face = Kant erbij
lab-screen-remove-face = Kant eraf
lab-screen-face-how = Klik op een kant om hem te veranderen: 1 tot 12, + of #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } poging
       *[other] { $tries } pogingen
    }
lab-screen-tries-how = Zo vaak mag je gooien als nog geen van je stukken op de baan staat.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(ending: "e")) } veilig, zonder extra kaarten
lab-screen-protection-how = Een stuk dat een stuk van dezelfde kleur kan wreken, mag niet geslagen worden. De stapel blijft zoals hij is.
lab-screen-action = Spelen met { -action-card(count: 2) }
lab-screen-cards-page = Kaarten { $first } tot { $last } van { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-cards-off = Zet de { -action-card(count: 2) } aan om te kiezen hoeveel je van elke kaart wilt.
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-ready = Met deze regels kun je spelen.
lab-screen-try-it = Uitproberen
lab-screen-save = Opslaan
lab-screen-play-it = Spelen
lab-screen-open = Openen
lab-screen-import = Importeren
lab-screen-export = Exporteren
lab-screen-back = Terug
lab-screen-saved = Opgeslagen: { $path }
lab-screen-exported = { $file } staat klaar om te downloaden.
lab-screen-exported-here = Je regelbestand staat hier: { $path }
lab-screen-opened = „{ $name }” is geopend.
lab-screen-nothing-saved = Er zijn nog geen regels opgeslagen.
lab-screen-open-title = Je opgeslagen regels openen
lab-screen-leave-title = Weggaan zonder op te slaan?
lab-screen-leave-body = Je veranderingen aan „{ $name }” zijn niet opgeslagen.
lab-screen-leave = Weggaan
lab-screen-stay = Blijven
lab-screen-try-title = Zo speelt „{ $name }”
lab-screen-try-playing = De computer speelt jouw regels en het spel uit het boekje tot de cijfers duidelijk zijn: hoogstens { $games } spellen van elk.
lab-screen-browser-fewer = In de browser speelt de computer elk spel maar { $games } keer, zodat de pagina niet vastloopt.
lab-screen-progress = { $done } van { $total } spellen
lab-screen-stop = Stoppen
lab-screen-stopped =
    Gestopt. De plaatjes tonen { $done ->
        [one] het ene spel dat al klaar is
       *[other] de { $done } spellen die al klaar zijn
    }.
lab-screen-done =
    { $fair ->
        [fair] Je regels zijn eerlijk (binnen het toeval). { $games } spellen in { $seconds } seconden ({ -seed } { $seed }).
        [unfair] Je regels zijn niet eerlijk. { $games } spellen in { $seconds } seconden ({ -seed } { $seed }).
       *[unknown] { $games } spellen in { $seconds } seconden ({ -seed } { $seed }).
    }
lab-screen-cannot-run = De computer kan niet met deze regels spelen: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Snelle start: één stuk staat al buiten
        [bring-in-on-any-roll] Elk getal mag een stuk inzetten
        [bring-in-ends-turn] Na het inzetten niet nog eens gooien
        [start-fields-may-fill] Beide { -start-field(count: 2) } mogen bezet zijn
        [capture-any] Met elke zet slaan
       *[exact-home] Precies thuiskomen, zoals bij mens-erger-je-niet
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Iedereen begint met zijn eerste stuk op een { -start-field }, zodat er vanaf de eerste worp iets te doen is.
        [bring-in-on-any-roll] Net als een + mag elk getal een stuk uit de { -start-box } op een { -start-field } zetten, in plaats van er een te verplaatsen.
        [bring-in-ends-turn] In het boekje gooi je nog eens nadat je een stuk hebt ingezet. Met deze regel is daarna de volgende speler aan de beurt.
        [start-fields-may-fill] Het boekje zegt dat er altijd een { -start-field } vrij moet blijven zolang er stukken in de { -start-box } staan. Met deze regel mogen je stukken op allebei staan.
        [capture-any] In het boekje slaat een stuk alleen met de laatste zet van zijn worp. Met deze regel mag elke zet slaan, en het stuk gaat verder.
       *[exact-home] In het boekje komt een stuk in het { -house } en vervallen de zetten die over zijn. Met deze regel komt het alleen binnen met de laatste zet van zijn worp.
    }
lab-screen-orange-moves = Oranje:
lab-screen-orange-moves-how = Het boekje zegt: wil je met de { -queen }, de { -rook }, de { -bishop } of het { -knight } zetten, dan geldt de witte dobbelsteen; voor de { -king } en de { -pawn } de oranje. Hier kies je welke stukken de oranje dobbelsteen verzet (aangevinkt); de witte verzet alle andere.
