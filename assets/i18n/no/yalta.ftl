## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player).
yalta-colour =
    { $player ->
        [white] Hvit
        [black] Svart
       *[red] Rød
    }
# How many moves ($moves). "trekk" is the same in the plural.
yalta-moves =
    { $moves ->
        [one] { $moves } trekk
       *[other] { $moves } trekk
    }

yalta-title = Yalta
yalta-person = Menneske
yalta-computer = Datamaskin ({ computer-level })
yalta-setup-title = Yalta: sjakk for tre
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] Rød { -queen }: på det lyse feltet (rd1)
        [dark] Rød { -queen }: på det mørke feltet (re1)
    }
yalta-play = Spill
# Continue the saved game of $moves moves.
yalta-continue = Fortsett det lagrede partiet ({ yalta-moves })
yalta-back = Tilbake
yalta-setup-keys = ↑ ↓ Tab: velg · ← →: endre · Enter: skriv et navn, eller spill · Esc: tilbake
yalta-turn = { $name } skal trekke
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] { $king } står i { -check } fra { $by1 }
       *[other] { $king } står i { -check } fra { $by1 } og { $by2 }
    }
yalta-keys = Piler: markør · Tab: brikke · Enter: flytt · Esc: meny
yalta-keys-yfen = Ctrl+C, Ctrl+V: kopier eller lim inn stillingen (YFEN)
yalta-material = materiell { $points }
yalta-why-not = Hvorfor ikke?
yalta-yfen-copied = YFEN kopiert: { $yfen }
yalta-pasted = Stillingen er limt inn.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner ("tårnet til Kari").
yalta-takes = { $name }: { $move }, slår { $piece ->
        [king] { -king(form: "definite") }
        [queen] { -queen(form: "definite") }
        [rook] { -rook(form: "definite") }
        [bishop] { -bishop(form: "definite") }
        [knight] { -knight(form: "definite") }
       *[pawn] { -pawn(form: "definite") }
    } til { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) }! { $by1 } setter { $king } i { -check }.
       *[other] { CAPITAL(-check) }! { $by1 } og { $by2 } setter { $king } i { -check }.
    }
yalta-checkmate = { CAPITAL(-checkmate) }! { $loser } er matt. { $winner } vinner!
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } kan ikke flytte og står ikke i { -check }. { CAPITAL(-draw) }.
yalta-repetition = Samme stilling tre ganger: { -draw }.
yalta-move-limit = 150 trekk uten slag eller bondetrekk: { -draw }.
yalta-only-kings = Bare kongene er igjen: { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Vis hvor en brikke kan gå: på
       *[false] Vis hvor en brikke kan gå: av
    }
yalta-save-game = Lagre partiet
yalta-saved-to = Lagret: { $path }
yalta-save-failed = Ikke lagret: { $error }
yalta-leave-kept = Partiet lagres av seg selv: «Fortsett Yalta» på startskjermen henter det fram igjen.
yalta-leave-lost = Dette partiet blir ikke lagret.
yalta-new-game-question = Starte et nytt parti?
yalta-new-game-kept = Fra oppsettet kan du fortsatt spille dette videre.
yalta-new-game-yes = Ja, et nytt parti
yalta-promote-title = Hva skal { -pawn(form: "definite") } bli til?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Avbryt: ikke noe trekk
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}vinner
        [mated] {" "}er sjakkmatt
        [stalemated] {" "}kan ikke flytte: { -stalemate }
        [draw] : { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] slo ingen
       *[other] slo { $took }: { $pieces }
    }
yalta-review-title = Gjennomgang
# The review at the start of a game of $n moves.
yalta-review-start = Starten (0 av { $n } trekk)
yalta-review-step = Trekk { $k } av { $n }
yalta-review-back = Tilbake til resultatet
yalta-review-keys = ← →: ett trekk tilbake eller fram · Home, End: første, siste · Esc: tilbake
