## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.

## Helper messages: other messages use them with the values they were given.

# "a, b or c": joins the last two of a list ($first is "a, b").
list-or = { $first } of { $last }
track-on-off =
    { $state ->
        [true] aan
       *[false] uit
    }
track-moves-count =
    { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Geel
        [green] Groen
        [blue] Blauw
       *[red] Rood
    }
track-placing = { $place }e

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Gooien (spatie)
track-turn-of = { $name } is aan de beurt
track-rolled =
    { $orange ->
        [none] Gegooid: { $white }
       *[other] Gegooid: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (klik of 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Kies een stuk
track-choose-piece-touch = Tik op een stuk
track-choose-target = { CAPITAL(chess-piece) }: kies een doel
track-move-of = zet { $move } van { $of }
track-backspace-hint = Backspace: een zet terug
track-step-back-button = ◀ Een zet terug
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Kaart pakken
track-pass-button = Niets doen
track-choose-bring-in = Welk stuk komt erin?
track-choose-start-field = Op welk { -start-field }?
track-roll-lost = { $name }: geen zet mogelijk, de worp telt niet
track-missed-turn = { $name } moet nu { -miss-a-turn }
track-try-again =
    { $name }: nog { $tries ->
        [one] { $tries } poging
       *[other] { $tries } pogingen
    }
track-roll-again = { $name } mag nog een keer gooien.
track-must-free-start = Deze zet moet een { -start-field } vrijmaken!
track-captured =
    { $by } slaat met { $by-piece ->
        [king] de { -king }
        [queen] de { -queen }
        [rook] de { -rook }
        [bishop] de { -bishop }
        [knight] het { -knight }
       *[pawn] de { -pawn }
    } { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } van { $name }: terug naar de { -start-box }.
track-came-home =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } van { $name } is in het { -house }!
track-brought-in =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } van { $name } is { -bring-in(form: "pp") }.
track-sent-back =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } van { $name } gaat terug naar de { -start-box }.
track-placed =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } van { $name } gaat naar een { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } van { $name } en { $other-piece ->
        [king] de { -king }
        [queen] de { -queen }
        [rook] de { -rook }
        [bishop] de { -bishop }
        [knight] het { -knight }
       *[pawn] de { -pawn }
    } van { $other } ruilen van plaats.
track-finished = { $name } wordt { track-placing }
track-game-over = Het spel is uit!
track-card-drawn = { $name } pakt een kaart: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = De kaart kan niets veranderen
track-passed = { $name } doet niets
track-will-miss-turn = { $name } moet de volgende keer { -miss-a-turn }
track-turn-skipped = { $name } moet { -miss-a-turn }
track-computer-turn = Computer { $name } denkt na …
track-step-mode = Stap voor stap: { track-on-off }
track-choose-swap = Kies twee stukken om te ruilen
track-choose-send-back = Kies een stuk van een ander
track-choose-safe-spot = Kies een stuk en een { -pause-field }
track-demo = Demo: computer tegen computer
track-next-game = Nieuw spel
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Stapel { $deck } · { -discard-pile } { $discards }
track-deck-left = Stapel { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = { CAPITAL(-start-box) } { $box } · Baan { $track } · { CAPITAL(-house) } { $home }
track-show-moves = Zetten laten zien: { track-on-off }
track-starts = { $name } begint
track-hint-key = H: een tip van de computer, Enter: doe het
track-hint-touch = ‘Tip’ toont de zet van de computer, ‘Doe het’ speelt hem
track-saved-as = Opgeslagen: { $path }
track-unfinished-kept = Het spel dat nog niet af was, is bewaard: { $path }
track-unfinished-kept-later = Het spel dat nog niet af was, is bewaard: het startscherm biedt het weer aan zodra dit spel uit is.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Dit spel wordt niet bewaard.
track-resume-question =
    Verder met het spel van { $minutes ->
        [0] net
        [one] { $minutes } minuut geleden
       *[other] { $minutes } minuten geleden
    } ({ -round } { $round })?
track-resume = Verder spelen
track-replay-step = Stap { $step } van { $of } (pijltjes)
track-every-ring = Elk doel: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } gooit { $white }.
       *[other] { $name } gooit { $white } en oranje { $orange }.
    }
track-rolls-hash-misses = { $name } gooit # en moet { -miss-a-turn }.
track-moves =
    { $name } zet { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } { $times ->
        [one] één keer
       *[other] { $times } keer
    }.
track-need-plus =
    { $name } heeft { $roll ->
        [hash] een #
        [plus-or-hash] een + of #
       *[plus] een +
    } nodig om een stuk { -bring-in(form: "te") }{ $tries ->
        [0] : geen pogingen meer.
        [one] {" "}(nog { $tries } poging).
       *[other] {" "}(nog { $tries } pogingen).
    }
track-die-useless =
    { $white ->
        [true] Met de witte { $useless } kan geen enkel stuk verder; met de oranje { $useful } wel.
       *[false] Met de oranje { $useless } kan geen enkel stuk verder; met de witte { $useful } wel.
    }
track-movable-by-both = Wit { $white }: { $white-pieces } · oranje { $orange }: { $orange-pieces }
track-movable-by-white = Wit { $white }: { $white-pieces }
track-movable-by-orange = Oranje { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Of: zet de { $pieces } met de oranje { $orange }
track-nothing-moves = Met deze worp kan geen enkel stuk verder.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Dit spel verlaten?
track-leave-saved = Het blijft bewaard en je kunt later verder.
track-leave-yes = Ja, stoppen
track-leave-no = Nee, verder spelen
track-your-turn = { $name } is aan de beurt!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Tip (H)
track-play-hint-button = Doe het
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } naar huis
track-no-way-home-item = { CAPITAL(chess-piece) }: kan nu niet naar huis
track-hint-captures =
    Waarom: slaat { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } van { $name }, die { track-moves-count } van huis was.
track-hint-home =
    Waarom: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } komt in het { -house }.
track-hint-nearer =
    Waarom: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } komt { track-moves-count } dichter bij huis.
track-hint-safer =
    Waarom: { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } staat daar veiliger.
track-hint-bring-in = Waarom: er komt een nieuw stuk in het spel.
track-hint-card = Waarom: een kaart kan helpen.
track-hint-other = Waarom: niets anders is beter.
track-aids-for-beginners = Tips (H) en de { -move-map } (D) zijn voor beginners: kies «beginner» bij een nieuw spel.
track-back = Terug
track-walk-further = Klik verderop, dan loopt het stuk daarheen

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] goed
        [bad] slecht
       *[mixed] gemengd
    }
card-nothing-happens = Er gebeurt niets: { $why }
card-idle-no-active =
    { $piece ->
        [knight] geen { -active }
       *[other] geen { -active(ending: "e") }
    } { chess-piece }
card-idle-cannot-move =
    { $piece ->
        [knight] het
       *[other] de
    } { chess-piece } kan niet verder
card-idle-no-swap = er zijn geen twee stukken om te ruilen
card-idle-no-send-back = geen stuk van een ander kan terug
card-idle-no-safe-spot = geen vrij { -pause-field } of geen stuk
card-idle-no-bring-in = geen stuk kan erin
card-idle-no-castling = { -king } en { -rook } staan niet allebei op de baan
card-idle-none-to-start =
    { $piece ->
        [knight] geen enkel
       *[other] geen enkele
    } { chess-piece } kan naar een { -start-field }
card-idle-other = de kaart verandert niets
card-go-on = Verder (Enter)

## The menu and the start screen.

menu-fullscreen = Volledig scherm (F11)
menu-button = Menu (Esc)
menu-rules = Spelregels
menu-new-game = Nieuw spel
menu-to-start = Naar het startscherm
menu-quit = Stoppen
menu-back = Terug naar het spel
menu-keys = Toetsen
menu-save-as = Opslaan als …
menu-replay = Spel naspelen
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Verder: { -round } { $round }
start-continue-chess = Verder: zet { $move }
start-continue-yalta = Verder: { yalta-moves } gespeeld
start-play = De race
start-learn = Stukkenschool
start-chess = Schaken
start-yalta = Yalta: schaken met z'n drieën
start-language = Taal: Nederlands
start-open = Een spel openen…
start-not-a-game = { $file } is geen spel dat dit programma kan lezen: { $why }

## The setup screen.

setup-title = Schachschlamassel – nieuw spel
setup-variant = Spel
setup-rules = Huisregels
setup-players = Spelers
setup-first = Wie begint?
setup-roll-for-it = dobbelen
setup-speed = Computers
setup-speed-name =
    { $speed ->
        [normal] normaal
        [quick] snel
       *[instant] meteen
    }
setup-speed-line =
    { $speed ->
        [normal] Normaal: een tempo dat goed te volgen is
        [quick] Snel: elke zet blijft zichtbaar, maar kort
       *[instant] Meteen: de computers spelen zonder pauze
    }
setup-language = Taal: Nederlands
setup-start = Start!
setup-back = Terug
setup-seat-plays =
    { $plays ->
        [true] speelt
       *[false] leeg
    }
setup-seat-computer =
    { $computer ->
        [true] Computer
       *[false] Mens
    }
setup-keys = Tab/pijltjes: kiezen · Enter: veranderen · Esc: terug
setup-help-level =
    { $help ->
        [beginner] beginner
        [player] speler
       *[expert] expert
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] stap voor stap, zetten oplichten, tips
        [player] zetten oplichten; geen stappen, geen tips
       *[expert] geen hulp, net als aan een echt bord
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] zomaar een zet
        [greedy] altijd de zet het dichtst bij huis; denkt niet vooruit
        [easy] net als hebberig, maar één op de vier zetten zomaar
        [normal] weegt elke zet af, houdt stukken veilig
       *[hard] denkt vooruit over de volgende worpen
    }
setup-settings-broken = De bewaarde instellingen waren kapot en zijn teruggezet ({ $what }).

## The end page.

end-play-again = Nog een keer
end-new-setup = Opnieuw klaarzetten
end-placings = Uitslag
end-winner = { $name } wint!
end-button-again = Nog een keer
end-button-review = Spel naspelen
end-button-save = Opslaan
end-button-start = Startscherm
end-button-see-board = Bord bekijken (spatie)
end-show-result = Uitslag laten zien
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } geslagen · { $lost } kwijt · { $lost-rolls ->
        [one] { $lost-rolls } verloren worp
       *[other] { $lost-rolls } verloren worpen
    } · langste worp { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Toetsen: in elk spel hetzelfde
key-name =
    { $key ->
        [space] Spatie
        [enter] Enter
       *[other] { $name }
    }
key-action-back = terug: een venster gaat dicht, of het menu gaat open
key-action-confirm = de gemarkeerde knop of het veld kiezen
key-action-next = de volgende knop of het volgende veld markeren
key-action-previous = de vorige markeren
key-action-hint = een tip: wat de computer zou doen
key-action-move-map = de { -move-map }: hoeveel zetten het stuk nodig heeft
key-action-fold = aan het eind: de uitslag wegklappen om het bord te zien, en terug
key-action-fullscreen = volledig scherm aan of uit
key-action-mute = geluid aan of uit
rules-keys = Pijltjes: bladeren · Esc: terug
rules-back = ◀ Terug
rules-next = Verder ▶
rules-close = Sluiten
review-back =
    { $finished ->
        [true] De uitslag (Esc)
       *[false] Terug naar het spel (Esc)
    }
school-course-race = Hoe snel? (F)
school-course-back = ◀ Terug (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: spel { $variant }, { -seed } { $seed }, { $commands ->
        [one] { $commands } opdracht
       *[other] { $commands } opdrachten
    } bewaard
replay-roll-again-covered = { $name } mag nog een keer gooien. (mag ook { -covered(ending: "e") } stukken slaan)
replay-card-quote = “{ $text }”
replay-deck-shuffled = De afgelegde kaarten worden geschud tot een nieuwe stapel
replay-card-discarded = De kaart gaat naar de { -discard-pile }
replay-place-box = { -start-box }
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Mag: { $route }
explain-no-start = Het opgeslagen spel start niet: { $why }
explain-at-from-one = --at telt de opdrachten vanaf 1
explain-at-beyond =
    --at { $at } ligt voorbij het einde van het spel: het heeft { $count ->
        [one] { $count } opdracht
       *[other] { $count } opdrachten
    } (gebruik 1 tot en met { $last })
explain-off-board = { $square } ligt niet op het bord: dat is { $width } × { $height }
explain-seat-absent = { $name } speelt niet mee in dit spel
explain-no-piece = Dit spel heeft geen stuk ‘{ chess-piece }’
