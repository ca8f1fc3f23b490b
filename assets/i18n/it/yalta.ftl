## Yalta, chess for three: its setup, panel, end page and review.
## Values: players appear by their names ($name, $owner, $king, $by1, $by2, $loser,
## $winner); $player (white, black, red) is a colour; $level (easy, normal, hard);
## $piece (king … pawn); moves as the move list has them.

# A player's colour ($player): also a player's name until one is typed.
yalta-colour =
    { $player ->
        [white] Bianco
        [black] Nero
       *[red] Rosso
    }
# How many moves ($moves).
yalta-moves =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }

yalta-title = Yalta
yalta-person = Umano
yalta-computer = Computer ({ computer-level })
yalta-setup-title = Yalta: scacchi a tre
# Where Red's queen stands at the start ($queen: light, dark).
yalta-red-queen =
    { $queen ->
       *[light] { CAPITAL(-queen) } rossa: sulla casella chiara (rd1)
        [dark] { CAPITAL(-queen) } rossa: sulla casella scura (re1)
    }
yalta-play = Gioca
# Continue the saved game of $moves moves.
yalta-continue = Continua la partita salvata ({ yalta-moves })
yalta-back = Indietro
yalta-setup-keys = ↑ ↓ Tab: scegli · ← →: cambia · Invio: scrivi un nome, o gioca · Esc: indietro
yalta-turn = Tocca a { $name }
# A king in check ($king, a name), and who gives the check: $count names, $by1 and $by2.
yalta-in-check =
    { $count ->
        [one] { CAPITAL(-check) } a { $king } da { $by1 }
       *[other] { CAPITAL(-check) } a { $king } da { $by1 } e { $by2 }
    }
yalta-keys = Frecce: cursore · Tab: pezzo · Invio: muovi · Esc: menu
yalta-keys-yfen = Ctrl+C, Ctrl+V: copia o incolla la posizione (YFEN)
yalta-material = materiale { $points }
yalta-why-not = Perché no?
yalta-yfen-copied = YFEN copiato: { $yfen }
yalta-pasted = Posizione incollata.
yalta-moved = { $name }: { $move }
# A move of $name that takes a $piece of $owner: the piece with its article.
yalta-takes = { $name }: { $move }, mangia { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } di { $owner }
# New checks: $count players ($by1, $by2) give check to $king.
yalta-checks =
    { $count ->
        [one] { CAPITAL(-check) }! { $by1 } dà { -check } a { $king }.
       *[other] { CAPITAL(-check) }! { $by1 } e { $by2 } danno { -check } a { $king }.
    }
yalta-checkmate = { CAPITAL(-checkmate) } a { $loser }! Vince { $winner }!
yalta-stalemate = { CAPITAL(-stalemate) }: { $name } non può muovere e non è sotto { -check }. { CAPITAL(-draw) }.
yalta-repetition = Tre volte la stessa posizione: { -draw }.
yalta-move-limit = 150 mosse senza mangiare né muovere { -pawn(count: 2) }: { -draw }.
yalta-only-kings = Sono rimasti solo i { -king }: { -draw }.
# The menu's toggle ($state: true, false).
yalta-show-moves =
    { $state ->
        [true] Mostra dove può andare un pezzo: sì
       *[false] Mostra dove può andare un pezzo: no
    }
yalta-save-game = Salva la partita
yalta-saved-to = Salvata: { $path }
yalta-save-failed = Non salvata: { $error }
yalta-leave-kept = La partita resta salvata: «Continua Yalta» nella schermata iniziale la riporta qui.
yalta-leave-lost = Questa partita non viene conservata.
yalta-new-game-question = Iniziare una nuova partita?
yalta-new-game-kept = Potrai ancora riprenderla quando scegli i giocatori.
yalta-new-game-yes = Sì, una nuova partita
yalta-promote-title = Che cosa diventa il { -pawn }?
# A piece a pawn can become ($piece).
yalta-promote-to = { CAPITAL(chess-piece) }
yalta-cancel = Annulla: nessuna mossa
# The end page's line of a player: $name, how it ended for them ($standing: wins,
# mated, stalemated, draw, or none when it ended the same for all), their $moves, how
# many pieces they took ($took) and those $pieces as figurines.
yalta-end-line = { $name }{ $standing ->
        [wins] {" "}vince
        [mated] {" "}ha preso { -checkmate }
        [stalemated] {" "}non può muovere: { -stalemate }
        [draw] : { -draw }
       *[none] {""}
    } · { yalta-moves } · { $took ->
        [0] non ha mangiato niente
       *[other] ha mangiato { $took }: { $pieces }
    }
yalta-review-title = Rivedi
# The review at the start of a game of $n moves.
yalta-review-start =
    { $n ->
        [one] L’inizio (0 di { $n } mossa)
       *[other] L’inizio (0 di { $n } mosse)
    }
yalta-review-step = Mossa { $k } di { $n }
yalta-review-back = Torna al risultato
yalta-review-keys = ← →: una mossa indietro o avanti · Home, Fine: prima, ultima · Esc: indietro
