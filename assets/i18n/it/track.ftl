## The race game (Schachschlamassel), and what the games share: the menus, the start
## screen, the setup, the end page, the keys page, a replay's lines, `explain`.
## Values: $name, $by (players' names); $piece, $by-piece (queen, rook, bishop, knight,
## king, pawn); $seat (yellow, green, blue, red); $state (on, off); $tone (good, bad,
## mixed); $help (beginner, player, expert); $level (random, greedy, easy, normal, hard);
## $roll (plus, plus-or-hash); $key (space, enter, other) with the key's own $name;
## $white (a die's face: 3, +, #); lists already said ($pieces, $items, $keys); files,
## paths and squares as they are; numbers: the rest.
## A piece named by $piece gets its article inside the message (il, la, l’; del,
## della, dell’), since a term cannot be given a value.

## Helper messages: other messages use them with the values they were given.

# "a, b or c": joins the last two of a list ($first is "a, b").
list-or = { $first } o { $last }
track-on-off =
    { $state ->
        [true] sì
       *[false] no
    }
track-moves-count =
    { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
track-role = { CAPITAL(chess-piece) }
track-seat =
    { $seat ->
        [yellow] Giallo
        [green] Verde
        [blue] Blu
       *[red] Rosso
    }
track-placing =
    { $place ->
        [1] 1º
        [2] 2º
        [3] 3º
       *[other] { $place }º
    }

## The race game's board and panel.

track-title = Schachschlamassel
track-roll-button = Tira (Spazio)
track-turn-of = Tocca a { $name }
track-rolled =
    { $orange ->
        [none] Tiro: { $white }
       *[other] Tiro: { $white } | { $orange }
    }
track-choose-piece = { track-choose-piece-said } (clic o 1–6)
# Read aloud: without the keys.
track-choose-piece-said = Scegli un pezzo
track-choose-piece-touch = Tocca un pezzo
track-choose-target = { CAPITAL(chess-piece) }: scegli dove andare
track-move-of = mossa { $move } di { $of }
track-backspace-hint = Backspace: una mossa indietro
track-step-back-button = ◀ Mossa indietro
track-bring-in-button = { CAPITAL(-bring-in(form: "imperative")) }
track-draw-card-button = Pesca una carta
track-pass-button = Non fare niente
track-choose-bring-in = Quale pezzo fai { -bring-in(form: "enter") }?
track-choose-start-field = Su quale { -start-field }?
track-roll-lost = { $name }: nessuna mossa possibile, il tiro è perso
track-missed-turn = { $name } { -miss-a-turn(form: "misses") }
track-try-again =
    { $name }: { $tries ->
        [one] ancora { $tries } tentativo
       *[other] ancora { $tries } tentativi
    }
track-roll-again = { $name } tira ancora.
track-must-free-start = Questa mossa deve liberare una { -start-field }!
track-captured =
    { $by-piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $by } mangia { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } di { $name }: torna nella { -start-box }.
track-came-home = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $name } è a { -house }!
track-brought-in = { $name } { -bring-in(form: "present") } { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    }.
track-sent-back = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $name } torna nella { -start-box }.
track-placed = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $name } va su una { $pause ->
        [true] { -pause-field }
       *[false] { -start-field }
    }.
track-swapped = { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $name } e { $other-piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } di { $other } si scambiano di posto.
track-finished = { $name } arriva { track-placing }
track-game-over = Partita finita!
track-card-drawn = { $name } pesca una carta: { $card }
# A text after its label, both said ($label, $text): a seat and its counts, a file and
# what went wrong with it, a replay line.
track-labelled = { $label }: { $text }
track-card-not-carried-out = La carta non cambia niente
track-passed = { $name } non fa niente
track-will-miss-turn = { $name } { -miss-a-turn(form: "future") }
track-turn-skipped = { $name } { -miss-a-turn(form: "misses") }
track-computer-turn = Il computer { $name } sta pensando…
track-step-mode = Passo per passo: { track-on-off }
track-choose-swap = Scegli due pezzi da scambiare
track-choose-send-back = Scegli un pezzo avversario
track-choose-safe-spot = Scegli un pezzo e una { -pause-field }
track-demo = Demo: computer contro computer
track-next-game = Nuova partita
track-round = { CAPITAL(-round) } { $round }
track-deck-count = Mazzo { $deck } · { -discard-pile } { $discards }
track-deck-left = Mazzo { $deck }
track-discard-pile = { CAPITAL(-discard-pile) } { $discards }
track-seat-counts = { CAPITAL(-start-box(form: "short")) } { $box } · Percorso { $track } · { CAPITAL(-house) } { $home }
track-show-moves = Mostra le mosse: { track-on-off }
track-starts = Comincia { $name }
track-hint-key = H: il consiglio del computer, Invio: giocalo
track-hint-touch = «Consiglio» mostra la mossa del computer, «Giocalo» la gioca
track-saved-as = Salvata: { $path }
track-unfinished-kept = La partita in corso è conservata: { $path }
track-unfinished-kept-later = La partita in corso è conservata: la schermata iniziale la riproporrà quando questa sarà finita.
# The autosave cannot be written (the reason is said once among the events).
track-not-being-saved = Questa partita non viene salvata.
track-resume-question =
    Riprendere la partita di { $minutes ->
        [0] poco fa
        [one] { $minutes } minuto fa
       *[other] { $minutes } minuti fa
    } ({ -round } { $round })?
track-resume = Riprendi
track-replay-step = Passo { $step } di { $of } (frecce)
track-every-ring = Ogni meta: { track-moves-count }
track-rolls =
    { $orange ->
        [none] { $name } tira { $white }.
       *[other] { $name } tira { $white } e, con l’arancione, { $orange }.
    }
track-rolls-hash-misses = { $name } tira # e { -miss-a-turn(form: "misses") }.
track-moves =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } di { $name } si muove { $times ->
        [one] una volta
       *[other] { $times } volte
    }.
track-need-plus =
    { $name }: serve { $roll ->
        [hash] un #
        [plus-or-hash] un + o un #
       *[plus] un +
    } per { -bring-in } un pezzo{ $tries ->
        [0] : non ci sono più tentativi.
        [one] {" "}(ancora { $tries } tentativo).
       *[other] {" "}(ancora { $tries } tentativi).
    }
track-die-useless =
    { $white ->
        [true] Con il { $useless } bianco nessun pezzo può muoversi; con l’arancione { $useful } sì.
       *[false] Con l’arancione { $useless } nessun pezzo può muoversi; con il { $useful } bianco sì.
    }
track-movable-by-both = Bianco { $white }: { $white-pieces } · arancione { $orange }: { $orange-pieces }
track-movable-by-white = Bianco { $white }: { $white-pieces }
track-movable-by-orange = Arancione { $orange }: { $orange-pieces }
track-movable-by-none = {""}
track-orange-also = Oppure, con l’arancione { $orange }: { $pieces }
track-nothing-moves = Con questo tiro nessun pezzo può muoversi.
track-key-legend = { $keys }
track-key-legend-item = { $key } { chess-piece }
track-leave-question = Vuoi lasciare questa partita?
track-leave-saved = Resta salvata e puoi riprenderla.
track-leave-yes = Sì, esco
track-leave-no = No, continuo
track-your-turn = Tocca a { $name }!
track-move-map-button = { CAPITAL(-move-map) } (D): { track-on-off }
track-hint-button = Consiglio (H)
track-play-hint-button = Giocalo
track-moves-home = { $items }
track-moves-home-item = { CAPITAL(chess-piece) }: { track-moves-count } fino a { -house }
track-no-way-home-item = { CAPITAL(chess-piece) }: ora non arriva a { -house }
track-hint-captures = Perché: mangia { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } di { $name }, che era a { track-moves-count } da { -house }.
track-hint-home = Perché: porta { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } a { -house }.
track-hint-nearer = Perché: avvicina { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } a { -house } di { track-moves-count }.
track-hint-safer = Perché: lì { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } è più al sicuro.
track-hint-bring-in = Perché: fa { -bring-in(form: "enter") } un nuovo pezzo.
track-hint-card = Perché: una carta può aiutare.
track-hint-other = Perché: non c’è niente di meglio.
track-aids-for-beginners = Consigli (H) e { -move-map } (D) sono per principianti: scegli «novizio» in una nuova partita.
track-back = Indietro
track-walk-further = Clicca più avanti: il pezzo va fin lì

## The action cards.

card-heading = { CAPITAL(-action-card) }
card-tone =
    { $tone ->
        [good] buona
        [bad] cattiva
       *[mixed] mista
    }
card-nothing-happens = Non succede niente: { $why }
card-idle-no-active = { $piece ->
        [king] nessun { -king } { -active }
        [queen] nessuna { -queen } { -active(form: "f") }
        [rook] nessuna { -rook } { -active(form: "f") }
        [bishop] nessun { -bishop } { -active }
        [knight] nessun { -knight } { -active }
       *[pawn] nessun { -pawn } { -active }
    }
card-idle-cannot-move = { $piece ->
        [king] il { -king }
        [queen] la { -queen }
        [rook] la { -rook }
        [bishop] l’{ -bishop }
        [knight] il { -knight }
       *[pawn] il { -pawn }
    } non può muoversi
card-idle-no-swap = non ci sono due pezzi da scambiare
card-idle-no-send-back = nessun pezzo avversario può tornare indietro
card-idle-no-safe-spot = nessuna { -pause-field } libera, o nessun pezzo
card-idle-no-bring-in = nessun pezzo può { -bring-in(form: "enter") }
card-idle-no-castling = il { -king } e la { -rook } non sono tutti e due sul percorso
card-idle-none-to-start = { $piece ->
        [king] nessun { -king }
        [queen] nessuna { -queen }
        [rook] nessuna { -rook }
        [bishop] nessun { -bishop }
        [knight] nessun { -knight }
       *[pawn] nessun { -pawn }
    } può andare su una { -start-field }
card-idle-other = la carta non cambia niente
card-go-on = Avanti (Invio)

## The menu and the start screen.

menu-fullscreen = Schermo intero (F11)
menu-button = Menu (Esc)
menu-rules = Regole
menu-new-game = Nuova partita
menu-to-start = Alla schermata iniziale
menu-quit = Esci
menu-back = Torna alla partita
menu-keys = Tasti
menu-save-as = Salva come…
menu-replay = Rivedi la partita
menu-speed = { setup-speed }: { setup-speed-name }
start-continue = Continua: { -round } { $round }
start-continue-chess = Continua: mossa { $move }
start-continue-yalta = Continua: { yalta-moves }
start-play = La corsa
start-learn = Scuola dei pezzi
start-chess = Scacchi
start-yalta = Yalta: scacchi a tre
start-language = Lingua: italiano
start-open = Apri una partita…
start-not-a-game = { $file } non è una partita che questo programma sa leggere: { $why }

## The setup screen.

setup-title = Schachschlamassel – nuova partita
setup-variant = Gioco
setup-rules = Regole speciali
setup-players = Giocatori
setup-first = Chi comincia?
setup-roll-for-it = decide il dado
setup-speed = Computer
setup-speed-name =
    { $speed ->
        [normal] normali
        [quick] rapidi
       *[instant] immediati
    }
setup-speed-line =
    { $speed ->
        [normal] Normali: un ritmo facile da seguire
        [quick] Rapidi: ogni mossa resta visibile, ma breve
       *[instant] Immediati: i computer giocano senza pause
    }
setup-language = Lingua: italiano
setup-start = Si comincia!
setup-back = Indietro
setup-seat-plays =
    { $plays ->
        [true] gioca
       *[false] vuoto
    }
setup-seat-computer =
    { $computer ->
        [true] Computer
       *[false] Persona
    }
setup-keys = Tab/frecce: muovi · Invio: cambia · Esc: indietro
setup-help-level =
    { $help ->
        [beginner] novizio
        [player] giocatore
       *[expert] esperto
    }
setup-help-line =
    { setup-help-level }: { $help ->
        [beginner] passo per passo, mosse illuminate, consigli
        [player] mosse illuminate; niente passi, niente consigli
       *[expert] nessun aiuto, come su un vero tabellone
    }
setup-level-line =
    { computer-level }: { $level ->
        [random] una mossa qualsiasi
        [greedy] sempre la mossa più vicina a { -house }; niente piani
        [easy] come grintoso, ma una mossa su quattro a caso
        [normal] pesa ogni mossa, tiene i pezzi al sicuro
       *[hard] pensa in anticipo ai prossimi tiri
    }
setup-settings-broken = Le impostazioni salvate erano rovinate e sono state azzerate ({ $what }).

## The end page.

end-play-again = Gioca ancora
end-new-setup = Nuove impostazioni
end-placings = Classifica
end-winner = Vince { $name }!
end-button-again = Gioca ancora
end-button-review = Rivedi la partita
end-button-save = Salva
end-button-start = Schermata iniziale
end-button-see-board = Guarda il tabellone (Spazio)
end-show-result = Mostra il risultato
# A player's line on the end page ($place, $name, $figures: end-figures said).
end-line = { track-placing } { $name }: { $figures }
end-figures =
    { $captured } mangiati · { $lost } persi · { $lost-rolls ->
        [one] { $lost-rolls } tiro perso
       *[other] { $lost-rolls } tiri persi
    } · tiro più lungo { $longest }

## The keys page, the rules screen's buttons, the review bar, the course map.

keys-title = Tasti: uguali in ogni gioco
key-name =
    { $key ->
        [space] Spazio
        [enter] Invio
       *[other] { $name }
    }
key-action-back = indietro: una finestra si chiude, o si apre il menu del gioco
key-action-confirm = sceglie il pulsante o la casella segnata
key-action-next = segna il pulsante o la casella successiva
key-action-previous = segna quello precedente
key-action-hint = un consiglio: cosa farebbe il computer
key-action-move-map = la { -move-map }: quante mosse servono al pezzo
key-action-fold = alla fine: il risultato si nasconde per mostrare la scacchiera, e ritorna
key-action-fullscreen = schermo intero sì o no
key-action-mute = suono sì o no
rules-keys = Frecce: sfoglia le pagine · Esc: indietro
rules-back = ◀ Indietro
rules-next = Avanti ▶
rules-close = Chiudi
review-back =
    { $finished ->
        [true] Il risultato (Esc)
       *[false] Torna alla partita (Esc)
    }
school-course-race = Chi va veloce? (F)
school-course-back = ◀ Indietro (Esc)
field-name-start-field = { -start-field }
field-name-blocking-line = { -blocking-line }
field-name-entry-field = { -entry-field }
field-name-house = { -house }
field-name-pause-field = { -pause-field }

## A replay's lines (the `replay` subcommand) and `explain`'s answer.

replay-head =
    Schachschlamassel: partita { $variant }, seme { $seed }, { $commands ->
        [one] { $commands } comando salvato
       *[other] { $commands } comandi salvati
    }
replay-roll-again-covered = { $name } tira ancora. (può mangiare anche pezzi { -covered(count: 2) })
replay-card-quote = «{ $text }»
replay-deck-shuffled = Gli scarti vengono mescolati in un nuovo mazzo
replay-card-discarded = La carta va negli { -discard-pile }
replay-place-box = { -start-box(form: "short") }
replay-place-house = { -house }
replay-place-square = { $square }
explain-legal-route = Mossa valida: { $route }
explain-no-start = La partita salvata non parte: { $why }
explain-at-from-one = --at conta i comandi da 1
explain-at-beyond =
    --at { $at } va oltre la partita salvata: ha { $count ->
        [one] { $count } comando
       *[other] { $count } comandi
    } (da 1 a { $last })
explain-off-board = { $square } è fuori dal tabellone: è { $width } × { $height }
explain-seat-absent = { $name } non gioca in questa partita
explain-no-piece = In questa partita non c’è il pezzo «{ chess-piece }»
