## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.
##
## Norwegian says "the piece" with the definite form ("dronningen"), and "Anna's queen"
## as "dronningen til Anna": the messages select on $piece among the terms' definite
## forms. "trekk" and "kast" are the same in the plural.

## Helper messages: other messages use them with the values they were given.

# "a, b or c": joins the last two of a list ($first is "a, b").
list-or = { $first } eller { $last }
track-on-off =
    { $state ->
        [true] på
       *[false] av
    }
track-moves-count =
    { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Gul
        [green] Grønn
        [blue] Blå
       *[red] Rød
    }
track-placing =
    { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Kast (mellomrom)
track-turn-of = { $name } sin tur
track-rolled =
    { $orange ->
        [none] Kastet: { $white }
       *[other] Kastet: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (klikk eller 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Velg en brikke
track-choose-piece-touch = Trykk på en brikke
track-choose-target = { CAPITAL(chess-piece) }: velg et mål
track-move-of = trekk { $move } av { $of }
track-backspace-hint = Backspace: ett trekk tilbake
track-step-back-button = ◀ Ett trekk tilbake
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Trekk et kort
track-pass-button = Gjør ingenting
track-choose-bring-in = Hvilken brikke skal inn?
track-choose-start-field = På hvilket { -start-field }?
track-roll-lost = { $name }: ingen trekk mulig, kastet er tapt
track-missed-turn = { $name } { -miss-a-turn(form: "present") } denne gangen
track-try-again =
    { $name }: { $tries ->
        [one] { $tries } forsøk til
       *[other] { $tries } forsøk til
    }
track-roll-again = { $name } kaster igjen.
track-must-free-start = Dette trekket må gjøre et { -start-field } ledig!
track-captured =
    { $by-piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $by } slår { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } til { $name }: tilbake til { -start-box(form: "definite") }.
track-came-home = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $name } er i { -house(form: "definite") }!
track-brought-in = { $name } setter inn { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    }.
track-sent-back = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $name } går tilbake til { -start-box(form: "definite") }.
track-placed = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $name } går til et { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped = { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $name } og { $other-piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } til { $other } bytter plass.
track-finished = { $name } blir nr. { track-placing }
track-game-over = Spillet er over!
track-card-drawn = { $name } trekker et kort: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = Kortet kan ikke endre noe
track-passed = { $name } gjør ingenting
track-will-miss-turn = { $name } må { -miss-a-turn } neste gang
track-turn-skipped = { $name } { -miss-a-turn(form: "present") }
track-computer-turn = Datamaskinen { $name } tenker …
track-step-mode = Trinn for trinn: { track-on-off }
track-choose-swap = Velg to brikker som skal bytte plass
track-choose-send-back = Velg en brikke fra en motspiller
track-choose-safe-spot = Velg en brikke og et { -pause-field }
track-demo = Demo: datamaskin mot datamaskin
track-next-game = Nytt spill
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Bunke { $deck } · { -discard-pile } { $discards }
track-deck-left = Bunke { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = { CAPITAL(-start-box) } { $box } · Bane { $track } · Hjemme { $home }
track-show-moves = Vis trekk: { track-on-off }
track-starts = { $name } begynner
track-hint-key = H: datamaskinens tips, Enter: spill det
track-hint-touch = «Tips» viser datamaskinens trekk, «Spill det» spiller det
track-saved-as = Lagret: { $path }
track-unfinished-kept = Det uferdige spillet er tatt vare på: { $path }
track-unfinished-kept-later = Det uferdige spillet er tatt vare på: startskjermen tilbyr det igjen når dette spillet er over.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Dette spillet blir ikke lagret.
track-resume-question =
    Fortsette spillet fra { $minutes ->
        [0] akkurat nå
        [one] { $minutes } minutt siden
       *[other] { $minutes } minutter siden
    } ({ -round } { $round })?
track-resume = Fortsett
track-replay-step = Steg { $step } av { $of } (piler)
track-every-ring = Hvert mål: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } kaster { $white }.
       *[other] { $name } kaster { $white } og oransje { $orange }.
    }
track-rolls-hash-misses = { $name } kaster # og { -miss-a-turn(form: "present") } denne gangen.
track-moves =
    { $piece ->
        [king] { CAPITAL(-king(form: "definite")) }
        [queen] { CAPITAL(-queen(form: "definite")) }
        [rook] { CAPITAL(-rook(form: "definite")) }
        [bishop] { CAPITAL(-bishop(form: "definite")) }
        [knight] { CAPITAL(-knight(form: "definite")) }
       *[pawn] { CAPITAL(-pawn(form: "definite")) }
    } til { $name } flytter { $times ->
        [one] én gang
       *[other] { $times } ganger
    }.
track-need-plus =
    { $name } trenger { $roll ->
        [hash] #
        [plus-or-hash] + eller #
       *[plus] +
    } for å { -bring-in } en brikke{ $tries ->
        [0] : ingen forsøk igjen.
        [one] {" "}({ $tries } forsøk igjen).
       *[other] {" "}({ $tries } forsøk igjen).
    }
track-die-useless =
    { $white ->
        [true] Den hvite { $useless } kan ikke flytte noen brikke, men den oransje { $useful } kan.
       *[false] Den oransje { $useless } kan ikke flytte noen brikke, men den hvite { $useful } kan.
    }
track-movable-by-both = Hvit { $white }: { $white-pieces } · oransje { $orange }: { $orange-pieces }
track-movable-by-white = Hvit { $white }: { $white-pieces }
track-movable-by-orange = Oransje { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Eller: flytt { $pieces } med den oransje { $orange }
track-nothing-moves = Ingen brikke kan flytte med dette kastet.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Gå ut av dette spillet?
track-leave-saved = Det blir lagret, og du kan fortsette senere.
track-leave-yes = Ja, gå ut
track-leave-no = Nei, spill videre
track-your-turn = { $name } sin tur!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Tips (H)
track-play-hint-button = Spill det
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } hjem
track-no-way-home-item = { CAPITAL(chess-piece) }: ingen vei hjem nå
track-hint-captures = Hvorfor: slår { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } til { $name }, som var { track-moves-count } unna { -house(form: "definite") }.
track-hint-home = Hvorfor: får { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } hjem.
track-hint-nearer = Hvorfor: flytter { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } { track-moves-count } nærmere hjem.
track-hint-safer = Hvorfor: { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } står tryggere der.
track-hint-bring-in = Hvorfor: en ny brikke kommer i spill.
track-hint-card = Hvorfor: et kort kan hjelpe.
track-hint-other = Hvorfor: ingenting annet er bedre.
track-aids-for-beginners = Tips (H) og { -move-map(form: "definite") } (D) er for begynnere: velg «begynner» i et nytt spill.
track-back = Tilbake
track-walk-further = Klikk lenger fram for å gå dit

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] bra
        [bad] dårlig
       *[mixed] blandet
    }
card-nothing-happens = Ingenting skjer: { $why }
card-idle-no-active = ingen { -active } { chess-piece }
card-idle-cannot-move = { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } kan ikke flytte
card-idle-no-swap = ingen to brikker kan bytte plass
card-idle-no-send-back = ingen brikke fra en motspiller kan gå tilbake
card-idle-no-safe-spot = ikke noe ledig { -pause-field } eller ingen brikke
card-idle-no-bring-in = ingen brikke kan komme inn
card-idle-no-castling = { -king(form: "definite") } og { -rook(form: "definite") } er ikke begge på banen
card-idle-none-to-start = ingen { chess-piece } kan gå til et { -start-field }
card-idle-other = kortet endrer ingenting
card-go-on = Videre (Enter)

## The menu and the start screen.

menu-fullscreen = Fullskjerm (F11)
menu-button = Meny (Esc)
menu-rules = Regler
menu-new-game = Nytt spill
menu-to-start = Til startskjermen
menu-quit = Avslutt
menu-back = Tilbake til spillet
menu-keys = Taster
menu-save-as = Lagre som …
menu-replay = Spill av partiet igjen
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Fortsett: { -round } { $round }
start-continue-chess = Fortsett: trekk { $move }
start-continue-yalta = Fortsett: { yalta-moves } spilt
start-play = Løpet
start-learn = Brikkeskolen
start-chess = Sjakk
start-yalta = Yalta: sjakk for 3
start-language = Språk: norsk
start-open = Åpne et spill …
start-not-a-game = { $file } er ikke et spill dette programmet kan lese: { $why }

## The setup screen.

setup-title = Schachschlamassel – nytt spill
setup-variant = Spill
setup-rules = Husregler
setup-players = Spillere
setup-first = Hvem begynner?
setup-roll-for-it = kast om det
setup-speed = Datamaskiner
setup-speed-name =
    { $speed ->
        [normal] normale
        [quick] raske
       *[instant] lynraske
    }
setup-speed-line =
    { $speed ->
        [normal] Normale: et tempo som er lett å følge
        [quick] Raske: hvert trekk vises fortsatt, men kort
       *[instant] Lynraske: datamaskinene spiller uten pause
    }
setup-language = Språk: norsk
setup-start = Sett i gang!
setup-back = Tilbake
setup-seat-plays =
    { $plays ->
        [true] spiller
       *[false] tom
    }
setup-seat-computer =
    { $computer ->
        [true] Datamaskin
       *[false] Menneske
    }
setup-keys = Tab/piler: flytt · Enter: endre · Esc: tilbake
setup-help-level =
    { $help ->
        [beginner] begynner
        [player] spiller
       *[expert] ekspert
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] trinn for trinn, trekk vises, tips
        [player] trekk vises; ingen trinn, ingen tips
       *[expert] ingen hjelp, som ved et ekte brett
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] hvilket som helst trekk
        [greedy] alltid trekket nærmest hjem; planlegger aldri
        [easy] som grådig, men hvert fjerde trekk tilfeldig
        [normal] veier hvert trekk, holder brikkene trygge
       *[hard] tenker framover på de neste kastene
    }
setup-settings-broken = De lagrede innstillingene var ødelagt og er tilbakestilt ({ $what }).

## The end page.

end-play-again = Spill igjen
end-new-setup = Nytt oppsett
end-placings = Plasseringer
end-winner = { $name } vinner!
end-button-again = Spill igjen
end-button-review = Se gjennom spillet
end-button-save = Lagre
end-button-start = Startskjermen
end-button-see-board = Se brettet (mellomrom)
end-show-result = Vis resultatet
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } slått · { $lost } tapt · { $lost-rolls ->
        [one] { $lost-rolls } tapt kast
       *[other] { $lost-rolls } tapte kast
    } · lengste kast { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Taster: de samme i alle spill
key-name =
    { $key ->
        [space] Mellomrom
        [enter] Enter
       *[other] { $name }
    }
key-action-back = tilbake: en boks lukkes, eller spillets meny åpnes
key-action-confirm = velg den merkede knappen eller feltet
key-action-next = merk neste knapp eller felt
key-action-previous = merk den forrige
key-action-hint = et tips: hva datamaskinen ville gjort
key-action-move-map = { -move-map(form: "definite") }: hvor mange trekk brikken trenger
key-action-fold = på slutten: skjul resultatet og se brettet, og vis det igjen
key-action-fullscreen = fullskjerm på eller av
key-action-mute = lyd på eller av
rules-keys = Piler: bla · Esc: tilbake
rules-back = ◀ Tilbake
rules-next = Neste ▶
rules-close = Lukk
review-back =
    { $finished ->
        [true] Resultatet (Esc)
       *[false] Tilbake til spillet (Esc)
    }
school-course-race = Hvor fort? (F)
school-course-back = ◀ Tilbake (Esc)
field-name-start-field = { CAPITAL(-start-field) }
field-name-blocking-line = { CAPITAL(-blocking-line) }
field-name-entry-field = { CAPITAL(-entry-field) }
field-name-house = { CAPITAL(-house) }
field-name-pause-field = { CAPITAL(-pause-field) }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: spill { $variant }, frø { $seed }, { $commands ->
        [one] { $commands } kommando
       *[other] { $commands } kommandoer
    } lagret
replay-roll-again-covered = { $name } kaster igjen. (kan også slå { -covered(ending: "e") } brikker)
replay-card-quote = «{ $text }»
replay-deck-shuffled = De kastede kortene stokkes til en ny bunke
replay-card-discarded = Kortet legges i { -discard-pile(form: "definite") }
replay-place-box = { -start-box }
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Lovlig: { $route }
explain-no-start = Det lagrede spillet kan ikke starte: { $why }
explain-at-from-one = --at teller kommandoene fra 1
explain-at-beyond =
    --at { $at } er etter slutten av spillet: det har { $count ->
        [one] { $count } kommando
       *[other] { $count } kommandoer
    } (bruk 1 til { $last })
explain-off-board = { $square } er utenfor brettet: det er { $width } × { $height }
explain-seat-absent = { $name } er ikke med i dette spillet
explain-no-piece = Dette spillet har ingen brikke «{ chess-piece }»
