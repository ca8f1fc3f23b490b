## Classic chess: its start button, setup, panel, end page and review.
## Values: $side (white, black) is the side the text names; $seat (person, computer)
## with $level (easy, normal, hard); $piece (king … pawn); names, files and moves as
## they are.

chess-side =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    }
chess-seat =
    { $seat ->
        [person] Mensch
       *[computer] Computer ({ computer-level })
    }

chess-start-button = Schach
chess-unfinished-kept = Das unfertige Spiel ist aufgehoben: { $file }
chess-choose-game =
    { $n ->
        [one] Die Datei hat { $n } Partie: welche?
       *[other] Die Datei hat { $n } Partien: welche?
    }
chess-game-entry = { $number }. { $white } – { $black }  { $result }
chess-more-games = (und { $n } weitere)
chess-setup-title = Schach: wer spielt?
chess-seat-line = { chess-side }: { chess-seat }
chess-swap = Farben tauschen
chess-go = Los geht's!
chess-resume = Weiterspielen
chess-words = Schachwörter
chess-to-move =
    { $seat ->
        [person] { chess-side } ist am Zug
       *[computer] { chess-side } – { chess-seat }
    }
chess-thinking = Der Computer denkt nach …
chess-check = { -check }!
chess-claim-draw = { -draw } verlangen
# A draw the player to move may claim ($reason: fifty-moves, or a repetition).
chess-claim-hint =
    { $reason ->
        [fifty-moves] 50 Züge ohne Schlagen und ohne Bauernzug: Du darfst { -draw } verlangen.
       *[other] Diese Stellung kam zum 3. Mal: Du darfst { -draw } verlangen.
    }
chess-offer-draw = { -draw } anbieten
chess-resign = Aufgeben
chess-save-pgn = Als PGN sichern
chess-saved = Gesichert: { $path }
chess-save-failed = Nicht gesichert: { $error }
chess-material-of = { chess-side } { $points }
chess-balance-even = Material: gleich
chess-balance = Material: { chess-side } +{ $points }
chess-values = { -queen } 9 · { -rook } 5 · { -bishop } 3 · { -knight } 3 · { -pawn } 1
chess-moves = Züge
chess-offer-to = { chess-side } bietet { -draw } an. Annehmen?
chess-accept = Annehmen: { -draw }
chess-decline = Ablehnen: weiterspielen
chess-computer-declines = Der Computer lehnt das { -draw } ab.
chess-really-resign = Wirklich aufgeben?
chess-resign-loses = { chess-side } verliert dann die Partie.
chess-yes-resign = Ja, aufgeben
chess-play-on = Nein, weiterspielen
chess-really-offer = Wirklich { -draw } anbieten?
chess-yes-offer = Ja, { -draw } anbieten
chess-not-saved = Nicht gesichert.
chess-promote-to = Der { -pawn } wird zu …
chess-end-title-checkmate = { -checkmate }! { chess-side } gewinnt.
chess-end-title-win = { chess-side } gewinnt.
chess-end-title-draw = { -draw }!
chess-end-why-checkmate = Der { -king } von { chess-side } steht im { -check } und kann nicht entkommen.
chess-end-why-resigned = { chess-side } hat aufgegeben.
chess-draw-why-stalemate = { -stalemate }: Wer am Zug ist, steht nicht im { -check }, kann aber nicht ziehen.
chess-draw-why-insufficient-material = Keiner hat genug Figuren, um matt zu setzen.
chess-draw-why-fifty-moves = 50 Züge ohne Schlagen und ohne Bauernzug: { -draw } verlangt.
chess-draw-why-seventy-five-moves = 75 Züge ohne Schlagen und ohne Bauernzug.
chess-draw-why-threefold-repetition = Dieselbe Stellung kam dreimal: { -draw } verlangt.
chess-draw-why-fivefold-repetition = Dieselbe Stellung kam fünfmal.
chess-draw-why-agreement = Beide waren einverstanden.
chess-read-to-null-move = Gelesen bis Zug { $number }: Zeile { $line } hat einen Nullzug (--), den keine Partie spielen kann.
chess-words-title = Schachwörter in acht Sprachen
chess-page-back = Klick, Enter oder Esc: zurück
chess-choose-piece = Wähle eine deiner Figuren (tippen, klicken oder Pfeile und Enter).
chess-no-moves = { CAPITAL(chess-piece) }: kann jetzt nicht ziehen.
chess-choose-square = { CAPITAL(chess-piece) }: Wähle ein markiertes Feld.
chess-choose-square-unmarked = { CAPITAL(chess-piece) }: Wähle das Zielfeld.
chess-promote-cancel = Zurück: ein anderer Zug
chess-turn-board = Brett drehen
chess-really-new-game = Eine neue Partie beginnen?
chess-new-game-keeps = Diese Partie bleibt gesichert, bis die neue beginnt.
chess-yes-new-game = Ja, neue Partie
chess-end-side =
    { chess-side }: Material { $material } · { $captured } geschlagen · { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
chess-review-title = Partie nachspielen
chess-review-start = Vor dem ersten Zug
chess-review-step = { chess-side }: { $move } ({ $k } von { $n })
chess-review-keys = ← →: ein Zug zurück oder vor · Pos1, Ende: Anfang, Schluss · Esc: zum Ergebnis
chess-review-prev = ◀ zurück
chess-review-next = vor ▶
chess-review-back = Zurück zum Ergebnis
