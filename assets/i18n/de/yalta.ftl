## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

yalta-colour =
    { $player ->
        [white] Weiß
        [black] Schwarz
       *[red] Rot
    }
yalta-moves =
    { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }

yalta-title = Yalta
yalta-person = Mensch
yalta-computer = Computer ({ computer-level })
yalta-setup-title = Yalta: Schach zu dritt
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] Rote { -queen }: auf dem hellen Feld (rd1)
        [dark] Rote { -queen }: auf dem dunklen Feld (re1)
    }
yalta-play = Spielen
yalta-continue = Gespeichertes Spiel fortsetzen ({ yalta-moves })
yalta-back = Zurück
yalta-setup-keys = ↑ ↓ Tab: wählen · ← →: ändern · Enter: Namen tippen, oder spielen · Esc: zurück
yalta-turn = { $name } ist am Zug
yalta-in-check =
    { $count ->
        [one] { -check }: { $king } von { $by1 }
       *[other] { -check }: { $king } von { $by1 }, { $by2 }
    }
yalta-keys = Pfeile: Zeiger · Tab: nächste Figur · Enter: wählen, ziehen · Esc: Menü
yalta-keys-yfen = Strg+C, Strg+V: Stellung kopieren, einfügen (YFEN)
yalta-material = Material { $points }
yalta-why-not = Warum nicht?
yalta-yfen-copied = YFEN kopiert: { $yfen }
yalta-pasted = Stellung eingefügt.
yalta-moved = { $name }: { $move }
# The captured piece with its article, in the accusative.
yalta-takes = { $name }: { $move }, schlägt { $piece ->
        [king] den { -king(case: "accusative") }
        [queen] die { -queen(case: "accusative") }
        [rook] den { -rook(case: "accusative") }
        [bishop] den { -bishop(case: "accusative") }
        [knight] den { -knight(case: "accusative") }
       *[pawn] den { -pawn(case: "accusative") }
    } von { $owner }
yalta-checks =
    { $count ->
        [one] { -check }! { $by1 } gibt { $king } { -check }.
       *[other] { -check }! { $by1 } und { $by2 } geben { $king } { -check }.
    }
yalta-checkmate = { -checkmate }! { $loser } ist matt. { $winner } gewinnt!
yalta-stalemate = { -stalemate }: { $name } kann nicht ziehen und steht nicht im { -check }. Unentschieden.
yalta-repetition = Dreimal dieselbe Stellung: unentschieden.
yalta-move-limit = 150 Züge ohne Schlagen und ohne Bauernzug: unentschieden.
yalta-only-kings = Nur noch die Könige: unentschieden.
yalta-show-moves =
    { $state ->
        [true] Zeigen, wohin eine Figur kann: an
       *[false] Zeigen, wohin eine Figur kann: aus
    }
yalta-save-game = Spiel speichern
yalta-saved-to = Gespeichert: { $path }
yalta-save-failed = Nicht gespeichert: { $error }
yalta-leave-kept = Die automatische Sicherung behält es: „Yalta weiterspielen“ auf dem Startbildschirm holt es zurück.
yalta-leave-lost = Dieses Spiel wird nicht aufbewahrt.
yalta-new-game-question = Ein neues Spiel beginnen?
yalta-new-game-kept = Im Aufbau lässt sich dieses Spiel noch fortsetzen.
yalta-new-game-yes = Ja, neues Spiel
yalta-promote-title = Was wird aus dem { -pawn(case: "dative") }?
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Abbrechen: kein Zug
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}gewinnt
        [mated] {" "}ist schachmatt
        [stalemated] {" "}kann nicht ziehen: { -stalemate }
        [draw] : unentschieden
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] schlug nichts
       *[other] schlug { $took }: { $pieces }
    }
yalta-review-title = Nachspielen
yalta-review-start =
    { $n ->
        [one] Der Anfang (0 von { $n } Zug)
       *[other] Der Anfang (0 von { $n } Zügen)
    }
yalta-review-step = Zug { $k } von { $n }
yalta-review-back = Zurück zum Ergebnis
yalta-review-keys = ← →: einen Zug zurück oder weiter · Pos1, Ende: erster, letzter · Esc: zurück
