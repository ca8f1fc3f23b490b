## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: see ../en/track.ftl. A piece named by $piece or $by-piece comes with the
## article its case needs, chosen here among the glossary's terms.

## Helper messages: other messages use them with the values they were given.

list-or = { $first } oder { $last }
track-on-off =
    { $state ->
        [true] an
       *[false] aus
    }
track-moves-count =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
track-role = { chess-piece }
track-seat =
    { $seat ->
        [yellow] Gelb
        [green] Grün
        [blue] Blau
       *[red] Rot
    }
track-placing = { $place }.

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Würfeln (Leertaste)
track-turn-of = { $name } ist dran
track-rolled =
    { $orange ->
        [none] Gewürfelt: { $white }
       *[other] Gewürfelt: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (Klick oder 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Wähle eine Figur
track-choose-piece-touch = Tippe auf eine Figur
track-choose-target = { chess-piece }: wähle ein Ziel
track-move-of = Zug { $move } von { $of }
track-backspace-hint = Rücktaste: einen Zug zurück
track-step-back-button = ◀ Einen Zug zurück
track-bring-in-button = { CAPITAL(-bring-in) }
track-draw-card-button = Karte ziehen
track-pass-button = Nichts tun
track-choose-bring-in = Welche Figur { -bring-in }?
track-choose-start-field = Auf welches { -start-field }?
track-roll-lost = { $name }: kein Zug möglich, der Wurf verfällt
track-missed-turn = { $name } muss { -miss-a-turn }
track-try-again =
    { $name }: noch { $tries } { $tries ->
        [one] Versuch
       *[other] Versuche
    }
track-roll-again = { $name } würfelt noch einmal.
track-must-free-start = Dieser Zug muss ein { -start-field } freimachen!
track-captured = { $by } schlägt mit { $by-piece ->
        [king] dem { -king(case: "dative") }
        [queen] der { -queen(case: "dative") }
        [rook] dem { -rook(case: "dative") }
        [bishop] dem { -bishop(case: "dative") }
        [knight] dem { -knight(case: "dative") }
       *[pawn] dem { -pawn(case: "dative") }
    } { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } von { $name }: { $piece ->
        [queen] sie
       *[other] er
    } geht zurück in die { -start-box }.
track-came-home = { $piece ->
        [king] Der { -king }
        [queen] Die { -queen }
        [rook] Der { -rook }
        [bishop] Der { -bishop }
        [knight] Der { -knight }
       *[pawn] Der { -pawn }
    } von { $name } ist zu Hause!
track-brought-in = { $name } setzt { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } ein.
track-sent-back = { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } von { $name } geht zurück in die { -start-box }.
track-placed = { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } von { $name } kommt auf ein { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped = { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } von { $name } und { $other-piece ->
        [king] der { -king }
        [queen] die { -queen }
        [rook] der { -rook }
        [bishop] der { -bishop }
        [knight] der { -knight }
       *[pawn] der { -pawn }
    } von { $other } tauschen die Plätze.
track-finished = { $name } wird { track-placing }
track-game-over = Spiel vorbei!
track-card-drawn = { $name } zieht eine Karte: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = Die Karte kann nichts ändern
track-passed = { $name } tut nichts
track-will-miss-turn = { $name } setzt nächstes Mal aus
track-turn-skipped = { $name } setzt aus
track-computer-turn = Computer { $name } denkt …
track-step-mode = Zug für Zug: { track-on-off }
track-choose-swap = Wähle zwei Figuren zum Tauschen
track-choose-send-back = Wähle eine gegnerische Figur
track-choose-safe-spot = Wähle Figur und { -pause-field }
track-demo = Vorführung: Computer gegen Computer
track-next-game = Neues Spiel
track-round = { -round } { $round }
track-deck-count = Kartenstapel { $deck } · { -discard-pile } { $discards }
track-deck-left = Kartenstapel { $deck }
track-discard-pile = { -discard-pile } { $discards }
track-seat-counts = Box { $box } · Feld { $track } · { -house } { $home }
track-show-moves = Züge zeigen: { track-on-off }
track-starts = { $name } fängt an
track-hint-key = H: Tipp vom Computer, Eingabe: ausführen
track-hint-touch = „Tipp“ zeigt den Zug des Computers, „Ausführen“ spielt ihn
track-saved-as = Gespeichert: { $path }
track-unfinished-kept = Das unfertige Spiel ist aufgehoben: { $path }
track-unfinished-kept-later = Das unfertige Spiel ist aufgehoben: Der Startbildschirm bietet es wieder an, sobald dieses Spiel vorbei ist.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Dieses Spiel wird nicht gespeichert.
track-resume-question =
    Das Spiel von { $minutes ->
        [0] gerade eben
        [one] vor { $minutes } Minute
       *[other] vor { $minutes } Minuten
    } ({ -round } { $round }) fortsetzen?
track-resume = Fortsetzen
track-replay-step = Schritt { $step } von { $of } (Pfeile)
track-every-ring = Jedes Ziel: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } würfelt { $white }.
       *[other] { $name } würfelt { $white } und orange { $orange }.
    }
track-rolls-hash-misses = { $name } würfelt # und muss { -miss-a-turn }.
track-moves = { $name } zieht { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } { $times ->
        [one] einmal
       *[other] { $times }-mal
    }.
track-need-plus =
    { $name } braucht { $roll ->
        [hash] eine #
        [plus-or-hash] ein + oder eine #
       *[plus] ein +
    }, um eine Figur { -bring-in(form: "zu-infinitive") }{ $tries ->
        [0] : keine Versuche mehr.
        [one] {" "}(noch { $tries } Versuch).
       *[other] {" "}(noch { $tries } Versuche).
    }
track-die-useless =
    { $white ->
        [true] Die weiße { $useless } kann keine Figur ziehen, die orange { $useful } schon.
       *[false] Die orange { $useless } kann keine Figur ziehen, die weiße { $useful } schon.
    }
track-movable-by-both = Weiß { $white }: { $white-pieces } · Orange { $orange }: { $orange-pieces }
track-movable-by-white = Weiß { $white }: { $white-pieces }
track-movable-by-orange = Orange { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Oder: { $pieces } mit der orangen { $orange } ziehen
track-nothing-moves = Mit diesem Wurf kann keine Figur ziehen.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Dieses Spiel verlassen?
track-leave-saved = Es bleibt gespeichert und kann fortgesetzt werden.
track-leave-yes = Ja, verlassen
track-leave-no = Nein, weiterspielen
track-your-turn = { $name } ist dran!
track-move-map-button = { -move-map } (D): { track-on-off }
track-hint-button = Tipp (H)
track-play-hint-button = Ausführen
track-moves-home = { $items }
track-moves-home-item = { chess-piece }: { track-moves-count } bis nach Hause
track-no-way-home-item = { chess-piece }: gerade kein Weg nach Hause
track-hint-captures = Warum: schlägt { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } von { $name }, { track-moves-count } vor dem { -house }.
track-hint-home = Warum: bringt { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } nach Hause.
track-hint-nearer = Warum: bringt { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } { track-moves-count } näher ans { -house }.
track-hint-safer = Warum: { $piece ->
        [king] der { -king }
        [queen] die { -queen }
        [rook] der { -rook }
        [bishop] der { -bishop }
        [knight] der { -knight }
       *[pawn] der { -pawn }
    } steht danach sicherer.
track-hint-bring-in = Warum: eine neue Figur kommt ins Spiel.
track-hint-card = Warum: eine Karte kann helfen.
track-hint-other = Warum: nichts anderes ist besser.
track-aids-for-beginners = Tipps (H) und die { -move-map } (D) gibt es für Anfänger: beim neuen Spiel einstellen.
track-back = Zurück
track-walk-further = Ein Klick weiter vorn geht bis dorthin

## The action cards.

card-heading = { -action-card }
card-tone =
    { $tone ->
        [good] gut
        [bad] schlecht
       *[mixed] gemischt
    }
card-nothing-happens = Nichts passiert: { $why }
card-idle-no-active =
    { $piece ->
        [queen] keine { -active(ending: "e") }
       *[other] kein { -active(ending: "er") }
    } { chess-piece }
card-idle-cannot-move = { $piece ->
        [king] der { -king }
        [queen] die { -queen }
        [rook] der { -rook }
        [bishop] der { -bishop }
        [knight] der { -knight }
       *[pawn] der { -pawn }
    } kann nicht ziehen
card-idle-no-swap = keine zwei Figuren zum Tauschen
card-idle-no-send-back = keine gegnerische Figur kann zurück
card-idle-no-safe-spot = kein freies { -pause-field } oder keine Figur
card-idle-no-bring-in = keine Figur kann herein
card-idle-no-castling = { -king } und { -rook } stehen nicht beide auf der Strecke
card-idle-none-to-start =
    { $piece ->
        [queen] keine
       *[other] kein
    } { chess-piece } kann auf ein { -start-field }
card-idle-other = die Karte ändert nichts
card-go-on = Weiter (Eingabe)

## The menu and the start screen.

menu-fullscreen = Vollbild (F11)
menu-button = Menü (Esc)
menu-rules = Spielregeln
menu-new-game = Neues Spiel
menu-to-start = Zum Startbildschirm
menu-quit = Beenden
menu-back = Zurück zum Spiel
menu-keys = Tasten
menu-save-as = Speichern unter …
menu-replay = Spiel nachspielen
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Weiterspielen: { -round } { $round }
start-continue-chess = Weiterspielen: Zug { $move }
start-continue-yalta = Weiterspielen: { yalta-moves }
start-play = Das Rennen
start-learn = Figurenschule
start-chess = Schach
start-yalta = Yalta: Schach zu dritt
start-language = Sprache: Deutsch
start-open = Spiel öffnen…
start-not-a-game = { $file } ist kein Spiel, das ich lesen kann: { $why }

## The setup screen.

setup-title = Schachschlamassel – neues Spiel
setup-variant = Spiel
setup-rules = Hausregeln
setup-players = Spieler
setup-first = Wer fängt an?
setup-roll-for-it = auswürfeln
setup-speed = Computer
setup-speed-name =
    { $speed ->
        [normal] normal
        [quick] schnell
       *[instant] sofort
    }
setup-speed-line =
    { $speed ->
        [normal] Normal: in Ruhe zu verfolgen
        [quick] Schnell: alles bleibt zu sehen, nur kurz
       *[instant] Sofort: die Computer spielen ohne Pause
    }
setup-language = Sprache: Deutsch
setup-start = Los geht's!
setup-back = Zurück
setup-seat-plays =
    { $plays ->
        [true] spielt
       *[false] frei
    }
setup-seat-computer =
    { $computer ->
        [true] Computer
       *[false] Mensch
    }
setup-keys = Tab/Pfeile: wählen · Eingabe: ändern · Esc: zurück
setup-help-level =
    { $help ->
        [beginner] Anfänger
        [player] Spieler
       *[expert] Profi
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] Schritt für Schritt, Züge gezeigt, Tipps
        [player] Züge gezeigt; keine Schritte, keine Tipps
       *[expert] keine Hilfe, wie am echten Brett
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] irgendein Zug
        [greedy] immer der Zug, der am nächsten heimbringt
        [easy] wie eifrig, aber jeder 4. Zug zufällig
        [normal] wägt jeden Zug ab, schützt Figuren
       *[hard] denkt über die nächsten Würfe voraus
    }
setup-settings-broken = Die gespeicherten Einstellungen waren kaputt und wurden zurückgesetzt ({ $what }).

## The end page.

end-play-again = Noch einmal
end-new-setup = Neu einstellen
end-placings = Platzierungen
end-winner = { $name } gewinnt!
end-button-again = Noch einmal
end-button-review = Spiel ansehen
end-button-save = Speichern
end-button-start = Startbildschirm
end-button-see-board = Brett ansehen (Leertaste)
end-show-result = Ergebnis zeigen
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } geschlagen · { $lost } verloren · { $lost-rolls } { $lost-rolls ->
        [one] Wurf verfallen
       *[other] Würfe verfallen
    } · längster Wurf { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Tasten: in jedem Spiel dieselben
key-name =
    { $key ->
        [space] Leertaste
        [enter] Eingabe
       *[other] { $name }
    }
key-action-back = zurück: Fenster zu, oder das Menü des Spiels
key-action-confirm = den markierten Knopf oder das Feld wählen
key-action-next = den nächsten Knopf oder das nächste Feld markieren
key-action-previous = den vorigen markieren
key-action-hint = ein Tipp: was der Computer tun würde
key-action-move-map = die { -move-map }: wie viele Züge die Figur braucht
key-action-fold = am Ende: Ergebnis weg, das Brett ansehen, und zurück
key-action-fullscreen = Vollbild an oder aus
key-action-mute = Ton an oder aus
rules-keys = Pfeile: blättern · Esc: zurück
rules-back = ◀ Zurück
rules-next = Weiter ▶
rules-close = Schließen
review-back =
    { $finished ->
        [true] Zum Ergebnis (Esc)
       *[false] Zurück zum Spiel (Esc)
    }
school-course-race = Wie schnell? (F)
school-course-back = ◀ Zurück (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: Spiel { $variant }, Startzahl { $seed }, { $commands } { $commands ->
        [one] Befehl
       *[other] Befehle
    } gespeichert
replay-roll-again-covered = { $name } würfelt noch einmal. (darf auch { -covered(ending: "e") } Figuren schlagen)
replay-card-quote = „{ $text }“
replay-deck-shuffled = Die Ablage wird gemischt und ist der neue Stapel
replay-card-discarded = Die Karte kommt auf die { -discard-pile }
replay-place-box = Box
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Möglich: { $route }
explain-no-start = Der Spielstand lässt sich nicht aufbauen: { $why }
explain-at-from-one = --at zählt die Befehle ab 1
explain-at-beyond =
    --at { $at } liegt hinter dem Spielstand: Er hat { $count ->
        [one] { $count } Befehl
       *[other] { $count } Befehle
    } (1 bis { $last } geht)
explain-off-board = { $square } liegt nicht auf dem Brett: Es ist { $width } × { $height } groß
explain-seat-absent = { $name } spielt in diesem Spiel nicht mit
explain-no-piece = In diesem Spiel gibt es keine Figur „{ chess-piece }“
