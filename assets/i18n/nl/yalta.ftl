## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player).
yalta-colour =
    { $player ->
        [white] Wit
        [black] Zwart
       *[red] Rood
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }

yalta-title = Yalta
yalta-person = Mens
yalta-computer = Computer ({ computer-level })
yalta-setup-title = Yalta: schaken met z'n drieën
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] Rode { -queen }: op het lichte veld (rd1)
        [dark] Rode { -queen }: op het donkere veld (re1)
    }
yalta-play = Spelen
# Continue the saved game of $moves moves.
yalta-continue = Verder met de bewaarde partij ({ yalta-moves })
yalta-back = Terug
yalta-setup-keys = ↑ ↓ Tab: kiezen · ← →: veranderen · Enter: naam typen, of spelen · Esc: terug
yalta-turn = { $name } is aan de beurt
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] { $king } staat { -check } door { $by1 }
       *[other] { $king } staat { -check } door { $by1 } en { $by2 }
    }
yalta-keys = Pijltjes: cursor · Tab: stuk · Enter: zetten · Esc: menu
yalta-keys-yfen = Ctrl+C, Ctrl+V: stelling kopiëren of plakken (YFEN)
yalta-material = materiaal { $points }
yalta-why-not = Waarom niet?
yalta-yfen-copied = YFEN gekopieerd: { $yfen }
yalta-pasted = Stelling geplakt.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner, with the piece's article (het paard).
yalta-takes = { $name }: { $move }, slaat { $piece ->
        [king] de { -king }
        [queen] de { -queen }
        [rook] de { -rook }
        [bishop] de { -bishop }
        [knight] het { -knight }
       *[pawn] de { -pawn }
    } van { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) }! { $by1 } zet { $king } { -check }.
       *[other] { CAPITAL(-check) }! { $by1 } en { $by2 } zetten { $king } { -check }.
    }
yalta-checkmate = { CAPITAL(-checkmate) }! { $loser } staat mat. { $winner } wint!
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } kan geen zet doen en staat niet { -check }. { CAPITAL(-draw) }.
yalta-repetition = Drie keer dezelfde stelling: { -draw }.
yalta-move-limit = 150 zetten zonder slaan of pionzet: { -draw }.
yalta-only-kings = Alleen de koningen zijn nog over: { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Laten zien waar een stuk heen kan: aan
       *[false] Laten zien waar een stuk heen kan: uit
    }
yalta-save-game = Partij opslaan
yalta-saved-to = Opgeslagen: { $path }
yalta-save-failed = Niet opgeslagen: { $error }
yalta-leave-kept = De partij wordt vanzelf bewaard: met “Verder met Yalta” op het startscherm krijg je hem terug.
yalta-leave-lost = Deze partij wordt niet bewaard.
yalta-new-game-question = Een nieuwe partij beginnen?
yalta-new-game-kept = Bij het klaarzetten kun je hier nog mee verder.
yalta-new-game-yes = Ja, een nieuwe partij
yalta-promote-title = Wat wordt de { -pawn }?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Annuleren: geen zet
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}wint
        [mated] {" "}staat schaakmat
        [stalemated] {" "}kan geen zet doen: { -stalemate }
        [draw] : { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] niets geslagen
       *[other] { $took } geslagen: { $pieces }
    }
yalta-review-title = Naspelen
# The review at the start of a game of $n moves.
yalta-review-start =
    { $n ->
        [one] Het begin (0 van { $n } zet)
       *[other] Het begin (0 van { $n } zetten)
    }
yalta-review-step = Zet { $k } van { $n }
yalta-review-back = Terug naar de uitslag
yalta-review-keys = ← →: een zet terug of verder · Home, End: eerste, laatste · Esc: terug
