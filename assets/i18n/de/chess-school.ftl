## The chess school (issue 34): the children's chess manual (seed 002) as courses on the
## real board (assets/chess_lessons/*.json). `chess-course-` and a course's id is its
## title; `chess-level-` and a level's id is the level's title, `.goal` what to do,
## `.tell` what it teaches, in the manual's order and words.

chess-school-title = Schachschule
chess-school-tab-track = Auf der Bahn
chess-school-tab-chess = Schach
chess-school-tries = Versuche: { $tries } · Ziel: { $par }
chess-school-to-move = { chess-side } ist am Zug
chess-school-show-me = Zeig es mir (Z)
chess-school-again = Nochmal (R)
chess-school-map = Kursübersicht (Esc)
chess-school-keys = Pfeile und Eingabe oder Klick: wählen · H: Tipp · Z: zeig es mir · R: nochmal · Esc: Kursübersicht
# The keys of a question level: choosing an answer (no hint: the answer is the child's;
# the buttons say their own keys).
chess-school-keys-question = Pfeile und Eingabe, Zahl oder Klick
chess-school-answer-mate = { -checkmate }
chess-school-answer-stalemate = { -stalemate }
chess-school-answer-neither = Keins von beiden: Ein Zug bleibt
chess-school-yes = Ja
chess-school-no = Nein
# The answers of "is it a draw? why?": a draw by this rule, or none.
chess-school-answer-draw-repetition = Wiederholung
chess-school-answer-draw-fifty = 50 Züge
chess-school-answer-draw-too-few = Zu wenig Figuren
chess-school-answer-draw-no = Kein { -draw }
# The moves played before the level begins ($moves: numbered, written as in notation).
chess-school-played = Bisher gezogen: { $moves }
chess-school-quiet-moves = Züge ohne Schlagen und ohne Bauernzug: { $count }
chess-school-found = Richtig: Das ist { $square }.
chess-school-star =
    { $left ->
        [0] Ein Stern!
        [one] Ein Stern! Noch einer.
       *[other] Ein Stern! Noch { $left }.
    }
chess-school-reply = { chess-side } antwortet { $move }. Du bist dran!
chess-school-good = Richtig!
chess-school-hint-move = Tipp: Zieh mit der Figur, die auf { $square } steht ({ chess-piece }).
chess-school-hint-square = Tipp: Suche das Feld { $square }.
chess-school-hint-key = Tipp (H)
chess-school-bridge = Du kennst jede Figur auf der Bahn. Jetzt kommt die Schachschule!
chess-school-learn-it = Lerne es in der Schachschule: { $course }, Stufe { $level } (L)
# The letter of a piece in written moves ($piece: king, queen, rook, bishop, knight), one
# place for every letter the game says (the promotion's choice, a written move). A pawn has
# none: [pawn] is the letter a child might wrongly give it (its name's first letter);
# where that is another piece's letter, the notation levels do not offer it as a slip.
chess-letter =
    { $piece ->
        [king] K
        [queen] D
        [rook] T
        [bishop] L
        [knight] S
       *[pawn] B
    }

## Why a try is wrong ($square, $move: a square or a move as written; $side: white or
## black; $took, $best: pieces, already said; $why: a reason, already said).

chess-wrong-leave-the-king = Nicht diesen Zug: Er würde { -check } geben. In dieser Stufe schaut der andere { -king } nur zu.
chess-wrong-no-check = Das gibt kein { -check }: Danach greift keine Figur den { -king } an.
chess-wrong-other-way =
    { $took ->
        [flee] So entkommst du dem { -check } durch Fliehen.
        [block] So entkommst du dem { -check } durch Dazwischenstellen.
       *[capture] So entkommst du dem { -check } durch Schlagen.
    } { $wanted ->
        [flee] Hier: Flieh mit dem { -king }.
        [block] Hier: Stell eine Figur dazwischen.
       *[capture] Hier: Schlag die Figur, die { -check } gibt.
    }
chess-wrong-not-mate-flee = { -check }, aber nicht { -checkmate }: Der { -king } kann noch nach { $square } fliehen.
chess-wrong-not-mate-capture =
    { -check }, aber nicht { -checkmate }: { $piece ->
        [queen] Die
       *[pawn] Der
    } { chess-piece } kann auf { $square } schlagen.
chess-wrong-not-mate-block = { -check }, aber nicht { -checkmate }: Eine Figur kann sich auf { $square } dazwischenstellen.
chess-wrong-no-check-no-mate = Das ist nicht einmal { -check }: Nichts greift den { -king } an.
chess-wrong-stalemate = Das ist { -stalemate }, nicht { -checkmate }: Der { -king } steht nicht im { -check }, kann aber nicht ziehen. { -draw }!
chess-wrong-no-mate-after = Dann zieht { chess-side } { $reply }, und das { -checkmate } kommt nicht mehr rechtzeitig.
chess-wrong-not-castling = Das ist keine { -castling }: Dabei geht der { -king } zwei Felder auf einen { -rook } zu.
chess-wrong-other-castling =
    { $side ->
        [short] Das ist die { -castling } zur anderen Seite. Hier: kurz rochieren, zum nahen { -rook }.
       *[long] Das ist die { -castling } zur anderen Seite. Hier: lang rochieren, zum fernen { -rook }.
    }
chess-wrong-not-en-passant = Das ist nicht { -en-passant }: Schlag den { -pawn(case: "accusative") } mit dem Doppelschritt, auf dem Feld, das er übersprungen hat.
chess-wrong-not-the-double-step = Der { -pawn } auf { $pawn } hat nicht gerade den Doppelschritt gemacht: Nur den { -pawn(case: "accusative") } auf { $double } darfst du im Vorbeigehen schlagen.
chess-wrong-no-star = Auf diesem Feld ist kein Stern. Mach weiter!
chess-wrong-not-a-capture = Das schlägt nichts. Schlag eine Figur!
chess-wrong-smaller-capture = Du schlägst: { $took }, { $took-value } wert. Besser: { $best }, { $best-value } wert. Nimm den größeren Fang!
chess-wrong-verdict-in-check = Nein: Der { -king } steht im { -check }.
chess-wrong-verdict-no-check = Nein: Der { -king } steht nicht im { -check }.
chess-wrong-verdict-no-move = Nein: Es gibt keinen einzigen Zug.
chess-wrong-verdict-flee = Nein: Der { -king } kann noch nach { $square } fliehen.
chess-wrong-verdict-capture =
    Nein: { $piece ->
        [queen] Die
       *[pawn] Der
    } { chess-piece } kann den Angreifer auf { $square } schlagen.
chess-wrong-verdict-block = Nein: Eine Figur kann sich auf { $square } dazwischenstellen.
chess-wrong-verdict-move = Nein: Es gibt noch einen Zug: { $move }.
chess-wrong-can-castle-yes = Ja: Der { -king } steht nicht im { -check }, und die Felder, über die er geht und auf denen er landet, sind nicht angegriffen.
chess-wrong-can-castle-no = { $why }
chess-wrong-notation-letter =
    { $piece ->
        [queen] Die
       *[pawn] Der
    } { chess-piece } wird { $letter } geschrieben.
chess-wrong-notation-pawn = Ein { -pawn } hat keinen eigenen Buchstaben: kein { $letter }.
chess-wrong-notation-no-x = Dieser Zug schlägt: Schreib ein x vor das Feld.
chess-wrong-notation-extra-x = Dieser Zug schlägt nichts: kein x.
chess-wrong-notation-no-plus = Dieser Zug gibt { -check }: Er endet mit + (mit # bei { -checkmate }).
chess-wrong-notation-square = Die Figur zieht nach { $square }.
chess-wrong-notation-castling =
    { $side ->
        [short] Die kurze { -castling } schreibt man O-O.
       *[long] Die lange { -castling } schreibt man O-O-O.
    }
chess-wrong-not-that-square = Das ist { $square }.
chess-wrong-found-already = { $square } hast du schon gefunden.
chess-wrong-king-stays =
    In dieser Stufe geht es um { $piece ->
        [queen] die { -queen }: Nur sie zieht
        [pawn] den { -pawn(case: "accusative") }: Nur er zieht
       *[other] den { chess-piece }: Nur er zieht
    }, der { -king } bleibt stehen.
chess-wrong-touched =
    Du hast { $piece ->
        [queen] die { -queen } auf { $square } berührt: Jetzt muss sie ziehen.
        [pawn] den { -pawn(case: "accusative") } auf { $square } berührt: Jetzt muss er ziehen.
       *[other] den { chess-piece } auf { $square } berührt: Jetzt muss er ziehen.
    }
chess-wrong-stands-right =
    { $piece ->
        [queen] Die
       *[other] Der
    } { chess-piece } auf { $square } steht richtig.
chess-wrong-draw-seen =
    { $count ->
        [one] Diese Stellung steht zum ersten Mal auf dem Brett.
        [2] Diese Stellung stand erst zweimal auf dem Brett, nicht dreimal.
       *[other] Diese Stellung stand { $count }-mal auf dem Brett, nicht dreimal.
    }
chess-wrong-draw-quiet =
    { $count ->
        [0] Noch kein einziger Zug ohne Schlagen und ohne Bauernzug: Bis 50 ist es weit.
        [one] Erst ein Zug jeder Seite ohne Schlagen und ohne Bauernzug, nicht 50.
       *[other] Erst { $count } Züge jeder Seite ohne Schlagen und ohne Bauernzug, nicht 50.
    }
chess-wrong-draw-can-mate =
    { chess-side } hat noch { $piece ->
        [queen] eine { -queen }
        [pawn] einen { -pawn(case: "accusative") }
       *[other] einen { chess-piece }
    }: Damit kann man mattsetzen.
chess-wrong-draw-is-draw = Schau noch einmal hin: Eine der Regeln macht dieses Spiel zum { -draw }.
chess-wrong-notation-which =
    { $piece ->
        [queen] Auch eine andere { -queen } könnte nach { $square }: Schreib nach dem Buchstaben die Linie, von der sie kommt.
       *[other] Auch ein anderer { chess-piece } könnte nach { $square }: Schreib nach dem Buchstaben die Linie, von der er kommt.
    }

## The courses, in the manual's order.

chess-course-board = Das Schachbrett
chess-course-pieces = Die Figuren
chess-course-check = { -check }
chess-course-mate = { -checkmate }
chess-course-castling = Die { -castling }
chess-course-en-passant = { CAPITAL(-en-passant) }
chess-course-stalemate = { -stalemate }
chess-course-notation = Züge aufschreiben
# The manual's last two chapters: the draws besides stalemate, and the touch-move rule.
chess-course-rules = Mehr Regeln

## The board: ranks, files, diagonals, and how board and pieces are set up.

chess-level-board-1 = Die Ecken
    .goal = Klicke auf die Felder a1 und h8.
    .tell = Jedes Feld hat einen Namen: erst seine Linie, ein Buchstabe von a bis h, dann seine Reihe, eine Zahl von 1 bis 8.
chess-level-board-2 = Die Mitte
    .goal = Klicke auf die vier Felder in der Mitte: d4, e4, d5 und e5.
    .tell = Die vier Felder in der Mitte sind das Zentrum: Von dort aus erreicht eine Figur die meisten Felder.
chess-level-board-7 = Eine Reihe
    .goal = Klicke auf jedes Feld der 5. Reihe, von a5 bis h5.
    .tell = Eine Reihe geht quer über das Brett: acht Felder mit derselben Zahl.
chess-level-board-3 = Eine Linie
    .goal = Klicke auf jedes Feld der c-Linie, von c1 bis c8.
    .tell = Eine Linie geht gerade nach oben: acht Felder mit demselben Buchstaben.
chess-level-board-4 = Eine Diagonale
    .goal = Klicke auf jedes Feld der langen Diagonale von a1 bis h8.
    .tell = Eine Diagonale läuft schräg, und alle ihre Felder haben dieselbe Farbe.
chess-level-board-5 = Weiß rechts
    .goal = Klicke auf das Eckfeld, das jeder Spieler rechts vor sich hat.
    .tell = Das Brett liegt so, dass jeder Spieler rechts in der Ecke ein weißes Feld hat.
chess-level-board-6 = Die { -queen } auf ihrer Farbe
    .goal = Wo stehen die { -queen(count: 2) } am Anfang? Klicke auf beide Felder.
    .tell = Am Anfang steht die weiße { -queen } auf einem weißen Feld, die schwarze { -queen } auf einem dunklen.
chess-level-board-8 = Beide Armeen
    .goal = Vier Figuren stehen auf dem falschen Feld. Klicke jede von ihnen an.
    .tell = Jede Armee hat 16 Figuren: einen { -king }, eine { -queen }, zwei { -rook(count: 2) }, zwei { -bishop(count: 2) }, zwei { -knight(count: 2) } und acht { -pawn(count: 2) }. Von der Ecke aus: { -rook }, { -knight }, { -bishop }; die { -queen } auf ihrer Farbe, der { -king } daneben.

## How each piece moves and what it is worth.

chess-level-pieces-1 = Der { -rook }
    .goal = Hol beide Sterne mit dem { -rook }.
    .tell = Der { -rook } zieht gerade, so weit er will, und kann nicht springen. Er ist 5 { -pawn(count: 2) } wert.
chess-level-pieces-2 = Der { -bishop }
    .goal = Hol beide Sterne mit dem { -bishop }.
    .tell = Der { -bishop } zieht schräg und bleibt immer auf seiner Farbe. Er ist 3 { -pawn(count: 2) } wert.
chess-level-pieces-3 = Der { -knight }
    .goal = Hol beide Sterne mit dem { -knight }.
    .tell = Der { -knight } springt wie ein L: zwei Felder in eine Richtung, eins zur Seite. Er ist 3 { -pawn(count: 2) } wert.
chess-level-pieces-4 = Die { -queen }
    .goal = Hol beide Sterne mit der { -queen }.
    .tell = Die { -queen } zieht wie { -rook } und { -bishop } zusammen. Sie ist 9 { -pawn(count: 2) } wert.
chess-level-pieces-5 = Der { -king }
    .goal = Bring den { -king } zum Stern.
    .tell = Der { -king } geht ein Feld in jede Richtung. Er ist die ganze Partie wert.
chess-level-pieces-6 = Der { -pawn } wird { -queen }
    .goal = Bring den { -pawn(case: "accusative") } auf die letzte Reihe.
    .tell = Der { -pawn } zieht geradeaus nach vorn. Auf der letzten Reihe wird er zur { -queen } (oder zum { -rook }, { -bishop } oder { -knight }).
chess-level-pieces-10 = Aus dem { -pawn } ein { -knight }
    .goal = Wandle den { -pawn(case: "accusative") } so um, dass die neue Figur sofort { -check } gibt.
    .tell = Auf der letzten Reihe wählst du: { -queen }, { -rook }, { -bishop } oder { -knight }. Meist ist die { -queen } am besten, aber hier gibt nur der { -knight } { -check }, und er greift auch die { -queen } an.
chess-level-pieces-7 = Der größte Fang
    .goal = Schlag so, dass du am meisten gewinnst.
    .tell = { -queen } 9, { -rook } 5, { -bishop } 3, { -knight } 3, { -pawn } 1. Welche Figur kann dein { -knight } schlagen?
chess-level-pieces-8 = Der { -pawn } schlägt
    .goal = Schlag so, dass du am meisten gewinnst.
    .tell = Ein { -pawn } zieht geradeaus nach vorn, aber er schlägt schräg nach vorn, ein Feld weit.

## Check and its three answers.

chess-level-check-1 = { -check }!
    .goal = Gib { -check } mit dem { -rook }.
    .tell = Wenn eine Figur den { -king } angreift, ist das { -check }.
chess-level-check-2 = { -check } mit dem { -knight }
    .goal = Gib { -check } mit dem { -knight }.
    .tell = Der { -knight } springt: Nichts kann sich zwischen ihn und den { -king } stellen.
chess-level-check-3 = Fliehen
    .goal = Dein { -king } steht im { -check }. Flieh mit dem { -king }.
    .tell = Die erste Antwort auf { -check }: Der { -king } geht auf ein Feld, das niemand angreift.
chess-level-check-4 = Dazwischenstellen
    .goal = Dein { -king } steht im { -check }. Stell eine Figur dazwischen.
    .tell = Die zweite Antwort: Eine Figur stellt sich zwischen den { -king } und die Figur, die { -check } gibt.
chess-level-check-5 = Den Angreifer schlagen
    .goal = Dein { -king } steht im { -check }. Schlag die Figur, die { -check } gibt.
    .tell = Die dritte Antwort, oft der beste Zug: Schlag die Figur, die { -check } gibt.
chess-level-check-6 = Nur ein Weg
    .goal = Dein { -king } steht im { -check }. Finde den Zug, der ihn rettet.
    .tell = Probier alle drei Antworten im Kopf: fliehen, dazwischenstellen, schlagen.
chess-level-check-7 = Der beste Zug
    .goal = Dein { -king } steht im { -check }. Finde die beste der drei Antworten.
    .tell = Der { -king } könnte fliehen, der { -rook } sich dazwischenstellen. Aber schlägst du die { -queen }, gewinnst du sie: der beste Zug!
chess-level-check-8 = Nicht ins { -check }
    .goal = Bring den { -king } zum Stern, nie auf ein Feld, das eine gegnerische Figur angreift.
    .tell = Der { -king } darf nie ins { -check } ziehen. Passiert es aus Versehen, wird der Zug zurückgenommen und neu gemacht.
chess-level-check-9 = Den { -king } nicht im { -check } lassen
    .goal = Schlag so, dass du am meisten gewinnst.
    .tell = Eine Figur, die ihren { -king } schützt, darf nicht weg: Sie ließe ihn im { -check } stehen. Auch dieser Zug wird zurückgenommen.

## Checkmate and its patterns.

chess-level-mate-1 = Das Matt der zwei { -rook(count: 2) }
    .goal = { -checkmate } in einem Zug.
    .tell = { -checkmate }: Der { -king } steht im { -check } und kann weder fliehen noch sich schützen noch schlagen. Ein { -rook } bewacht eine Reihe, der andere gibt { -check }.
chess-level-mate-2 = Das Grundreihenmatt
    .goal = { -checkmate } in einem Zug.
    .tell = Der { -king } ist von seinen eigenen { -pawn(count: 2) } eingesperrt. Ein { -rook } auf der Grundreihe setzt matt.
chess-level-mate-3 = Das erstickte Matt
    .goal = { -checkmate } in einem Zug.
    .tell = Der { -king } ist von seinen eigenen Figuren eingeklemmt, und nichts kann sich zwischen { -knight } und { -king } stellen.
chess-level-mate-4 = Matt mit der { -queen }
    .goal = { -checkmate } in einem Zug.
    .tell = { -queen } und { -king } zusammen: Die { -queen } gibt { -check }, der { -king } bewacht die Felder rundherum. Pass auf, dass es kein { -stalemate } wird!
chess-level-mate-5 = Matt in zwei
    .goal = { -checkmate } in zwei Zügen.
    .tell = Erst ein stiller Zug, der dem { -king } Felder wegnimmt, dann matt. Schwarz verteidigt sich, so gut es kann.
chess-level-mate-6 = Das Treppenmatt
    .goal = { -checkmate } in zwei Zügen.
    .tell = Ein { -rook } sperrt eine Reihe, der andere gibt auf der nächsten { -check }: Die { -rook(count: 2) } steigen wie auf einer Treppe.

## Castling, and the three cases where it is forbidden.

chess-level-castling-1 = Kurze { -castling }
    .goal = Rochiere kurz: Der { -king } geht zwei Felder auf den nahen { -rook } zu.
    .tell = Die { -castling } bringt den { -king } in Sicherheit: Er geht zwei Felder auf einen { -rook } zu, und der { -rook } springt über ihn. Beide dürfen vorher noch nicht gezogen haben.
chess-level-castling-2 = Lange { -castling }
    .goal = Rochiere lang: Der { -king } geht zwei Felder auf den fernen { -rook } zu.
    .tell = Die lange { -castling } geht zur Seite der { -queen }; der { -rook } springt über den { -king } nach d1.
chess-level-castling-7 = Der { -king } hat gezogen
    .goal = Der weiße { -king } ist nach f1 und zurück gezogen. Darf Weiß jetzt kurz rochieren?
    .tell = Die { -castling } ist nur erlaubt, wenn der { -king } und dieser { -rook } noch nie gezogen haben, auch nicht hin und zurück.
chess-level-castling-8 = Der { -rook } hat gezogen
    .goal = Der { -rook } von h1 ist nach g1 und zurück gezogen. Darf Weiß jetzt kurz rochieren?
    .tell = Die { -castling } ist nur erlaubt, wenn der { -king } und dieser { -rook } noch nie gezogen haben, auch nicht hin und zurück.
chess-level-castling-9 = Eine Figur dazwischen
    .goal = Darf Weiß jetzt lang rochieren?
    .tell = Alle Felder zwischen { -king } und { -rook } müssen frei sein, auch eines, über das der { -king } nicht geht.
chess-level-castling-3 = Jetzt rochieren? (1)
    .goal = Darf Weiß jetzt kurz rochieren?
    .tell = Die { -castling } ist verboten, wenn der { -king } im { -check } steht oder über ein angegriffenes Feld ziehen oder darauf landen müsste.
chess-level-castling-4 = Jetzt rochieren? (2)
    .goal = Darf Weiß jetzt kurz rochieren?
    .tell = Die { -castling } ist verboten, wenn der { -king } im { -check } steht oder über ein angegriffenes Feld ziehen oder darauf landen müsste.
chess-level-castling-5 = Jetzt rochieren? (3)
    .goal = Darf Weiß jetzt kurz rochieren?
    .tell = Die { -castling } ist verboten, wenn der { -king } im { -check } steht oder über ein angegriffenes Feld ziehen oder darauf landen müsste.
chess-level-castling-6 = Jetzt rochieren? (4)
    .goal = Darf Weiß jetzt lang rochieren?
    .tell = Die { -castling } ist verboten, wenn der { -king } im { -check } steht oder über ein angegriffenes Feld ziehen oder darauf landen müsste.

## En passant, only right after the double step.

chess-level-en-passant-6 = Der Doppelschritt
    .goal = Hol beide Sterne mit den { -pawn(count: 2) }.
    .tell = Ein { -pawn } zieht ein Feld nach vorn; von seinem ersten Feld aus darf er auch zwei Felder gehen.
chess-level-en-passant-1 = Im Vorbeigehen
    .goal = Schlag den schwarzen { -pawn(case: "accusative") } { -en-passant }.
    .tell = Der schwarze { -pawn } ist gerade zwei Felder gezogen, an deinem { -pawn(case: "dative") } vorbei. Jetzt, und nur jetzt, darf dein { -pawn } ihn schlagen, als wäre er nur eins gezogen.
chess-level-en-passant-2 = Schwarz schlägt
    .goal = Schlag den weißen { -pawn(case: "accusative") } { -en-passant }.
    .tell = Schwarz darf das auch: Der weiße { -pawn } hat gerade seinen Doppelschritt gemacht.
chess-level-en-passant-3 = Welcher { -pawn }?
    .goal = Schlag { -en-passant }.
    .tell = Nur der { -pawn }, der im allerletzten Zug den Doppelschritt gemacht hat, kann im Vorbeigehen geschlagen werden.
chess-level-en-passant-4 = { CAPITAL(-en-passant) } aus dem { -check }
    .goal = Ein { -pawn } gibt { -check }. Schlag ihn { -en-passant }.
    .tell = Der { -pawn }, der gerade gezogen ist, gibt { -check }. Schlägst du ihn im Vorbeigehen, ist dein { -king } gerettet.
chess-level-en-passant-5 = Zwei können schlagen
    .goal = Schlag den weißen { -pawn(case: "accusative") } { -en-passant }.
    .tell = Beide schwarzen { -pawn(count: 2) } stehen daneben: Jeder von ihnen darf schlagen.

## Stalemate against mate.

chess-level-stalemate-1 = Die Ecke der { -queen }
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = { -checkmate }: im { -check } und kein Ausweg. { -stalemate }: nicht im { -check }, aber gar kein Zug.
chess-level-stalemate-8 = Die { -pawn(count: 2) }
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = Schau dir jede schwarze Figur an: Kann eine von ihnen ziehen?
chess-level-stalemate-2 = Die { -queen } ganz nah
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = Wird der { -king } angegriffen? Wohin könnte er gehen?
chess-level-stalemate-3 = Die Reihe des { -rook }s
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = Schau dir jedes Feld an, auf das der { -king } gehen könnte.
chess-level-stalemate-4 = In der Ecke
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = Wird der { -king } angegriffen? Kann er ziehen?
chess-level-stalemate-5 = Noch ein { -pawn }
    .goal = Schwarz ist am Zug: { -checkmate }, { -stalemate } oder keins von beiden?
    .tell = Schau dir jede Figur an, nicht nur den { -king }.
chess-level-stalemate-6 = Matt, nicht { -stalemate }
    .goal = { -checkmate } in einem Zug, und kein { -stalemate }!
    .tell = Nimm dem { -king } mit der { -queen } alle Felder weg und gib ihm zugleich { -check }.

## Writing the moves.

chess-level-notation-1 = Ein { -pawn } zieht
    .goal = Wie schreibt man den markierten Zug?
    .tell = Schreib den Buchstaben der Figur, dann das Feld, auf das sie zieht. Ein { -pawn } hat keinen Buchstaben: nur das Feld.
chess-level-notation-2 = Ein { -knight } zieht
    .goal = Wie schreibt man den markierten Zug?
    .tell = Die Buchstaben: K { -king }, D { -queen }, T { -rook }, L { -bishop }, S { -knight }.
chess-level-notation-3 = Ein Schlagzug
    .goal = Wie schreibt man den markierten Zug?
    .tell = Beim Schlagen kommt ein x zwischen den Buchstaben und das Feld.
chess-level-notation-4 = Ein { -pawn } schlägt
    .goal = Wie schreibt man den markierten Zug?
    .tell = Schlägt ein { -pawn }, schreibt man die Linie davor, von der er kommt, wie in dxc6.
chess-level-notation-8 = Welcher { -knight }?
    .goal = Wie schreibt man den markierten Zug?
    .tell = Können zwei gleiche Figuren auf dasselbe Feld, schreibt man nach dem Buchstaben die Linie, von der die ziehende kommt: Sfd6 ist der { -knight } von der f-Linie.
chess-level-notation-5 = { -check }
    .goal = Wie schreibt man den markierten Zug?
    .tell = Ein Zug, der { -check } gibt, bekommt am Ende ein +.
chess-level-notation-6 = Die { -castling }
    .goal = Wie schreibt man den markierten Zug?
    .tell = Die kurze { -castling } schreibt man O-O, die lange O-O-O.
chess-level-notation-9 = Die lange { -castling }
    .goal = Wie schreibt man den markierten Zug?
    .tell = Die lange { -castling }, zur Seite der { -queen }, schreibt man O-O-O.
chess-level-notation-7 = { -checkmate }
    .goal = Wie schreibt man den markierten Zug?
    .tell = Ein Zug, der matt setzt, bekommt am Ende ein # dazu.

## More rules: the draws besides stalemate (too few pieces, the same position three times,
## 50 moves), then the touch-move rule.

chess-level-draw-1 = { -king } und { -knight }
    .goal = Ist das ein { -draw }? Warum?
    .tell = Ein { -draw } gibt es auch bei zu wenig Figuren zum Mattsetzen, bei dreimal derselben Stellung und nach 50 Zügen ohne Schlagen und Bauernzug.
chess-level-draw-2 = { -king } und { -rook }
    .goal = Ist das ein { -draw }? Warum?
    .tell = Ein { -king } mit nur einem { -knight } oder nur einem { -bishop } kann nicht mattsetzen. Mit einem { -rook } kann er es.
chess-level-draw-3 = Hin und her
    .goal = Beide { -king(count: 2) } sind hin und her gezogen. Ist das ein { -draw }? Warum?
    .tell = Steht dieselbe Stellung zum dritten Mal auf dem Brett, ist es ein { -draw }.
chess-level-draw-4 = Zweimal reicht nicht
    .goal = Beide { -king(count: 2) } sind hin und her gezogen. Ist das ein { -draw }? Warum?
    .tell = Zähle, wie oft genau diese Stellung schon auf dem Brett stand.
chess-level-draw-5 = Fünfzig Züge
    .goal = Ist das ein { -draw }? Warum?
    .tell = Nach 50 Zügen jeder Seite ohne Schlagen und ohne Bauernzug ist es ein { -draw }.

chess-level-touch-1 = Berührt – geführt
    .goal = Du hast deinen { -knight } berührt. Gib mit ihm { -check }.
    .tell = Wer eine eigene Figur berührt, muss mit ihr ziehen. Willst du sie nur gerade rücken, sag vorher „Ich rücke zurecht“. Hast du sie losgelassen, gilt der Zug.
chess-level-touch-2 = Berührt, auch im { -check }
    .goal = Dein { -king } steht im { -check }, und du hast deinen { -bishop } berührt. Rette den { -king } mit ihm.
    .tell = Die berührte Figur muss ziehen, wenn sie kann. Die { -queen } könnte schlagen, aber du hast zuerst den { -bishop } berührt.
