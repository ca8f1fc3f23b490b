## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Ospite
school-title = Scuola dei pezzi
school-learner = Alunno: { $name } (▲▼)
school-new-name = + Nuovo nome (N)
school-map-keys = Frecce: scegli · Invio: gioca
school-progress-kept = Stelle illeggibili, conservate in { $name }
school-race-title = Quanto è veloce ogni pezzo? Mosse per un giro dalla { -start-field } alla { -house }
school-found = Trovate: { $found } su { $of } · Clic: { $clicks }
school-rolls-so-far = Tiri: { $rolls } · Obiettivo: { $par }
school-lesson-keys = R: riprova · Z: fammi vedere · Esc: i corsi
school-shown = Si fa così! Ora tocca a te: riprova.
school-dice-used-up = I dadi sono finiti.
school-well-done = Bravo! { $stars }
school-score =
    { $clicks ->
        [true] { $count } clic, obiettivo { $par }
       *[false]
            { $count ->
                [one] { $count } tiro
               *[other] { $count } tiri
            }, obiettivo { $par }
    }
school-next-level = Livello successivo
school-try-again = Riprova
school-course-map = I corsi
school-next-learner-key = Alunno successivo ▼
school-how-fast-key = Chi va veloce?
school-show-me-key = Fammi vedere
school-hint-goal =
    Perché: così { $aim ->
        [star] prendi la stella
        [stars] prendi le stelle
        [square] arrivi sulla casella
        [home] porti il pezzo a { -house }
       *[capture] mangi il pezzo
    } { $rolls ->
        [1] subito
       *[other] in { $rolls } tiri
    }.
school-hint-no-way = Da qui non arrivi più alla meta: R per riprovare.
school-hint-find =
    Conta { $n ->
        [one] { $n } mossa
       *[other] { $n } mosse
    } dal pezzo in ogni direzione. La cornice mostra una casella: Invio.
school-level-resumed = Il livello riprende da dove eri rimasto.
school-class-button = Classe (C)
school-class-title = Classe: stelle per corso
school-class-name = Alunno
school-class-total = Totale
school-class-out-of = al massimo
school-class-nobody = Nessuno ha ancora giocato: non ci sono ancora stelle.
school-class-rows = Alunni { $first }–{ $last } di { $of }
school-class-courses = Corsi { $first }–{ $last } di { $of }
school-stars-hand-over = Consegna le stelle (H)
school-stars-gather = Raccogli le stelle (G)
school-stars-handed-over = Le stelle { $count ->
        [one] di un allievo sono
       *[other] di { $count } allievi sono
    } in { $file }: porta questo file sul dispositivo dell’insegnante.
school-stars-downloaded = Le stelle { $count ->
        [one] di un allievo sono scaricate
       *[other] di { $count } allievi sono scaricate
    } come { $file }: consegna questo file all’insegnante.
school-stars-nothing-to-hand-over = Su questo dispositivo non c’è ancora nessun allievo con un nome, quindi non ci sono stelle da consegnare (quelle di un ospite restano qui).
school-stars-choose = Scegli i file di stelle dei bambini (anche più di uno alla volta), o trascinali sulla pagina.
school-stars-folder-empty = Ancora nessun file di stelle in { $folder }: mettici i file di stelle dei bambini (o trascinali su questa finestra), poi premi di nuovo Raccogli le stelle.
school-stars-gathered = { $files ->
        [one] Un file di stelle raccolto
       *[other] { $files } file di stelle raccolti
    }: ora la classe ha { $learners ->
        [one] un allievo
       *[other] { $learners } allievi
    }.
school-course-short =
    { $id ->
        [rook] { CAPITAL(-rook) }
        [bishop] { CAPITAL(-bishop) }
        [queen] { CAPITAL(-queen) }
        [knight] { CAPITAL(-knight) }
        [king] { CAPITAL(-king) }
        [pawn] { CAPITAL(-pawn) }
        [line] { CAPITAL(-blocking-line) }
        [home] A { -house }
        [capture] Mangiare
        [pause] Riposo
        [covered] { CAPITAL(-covered) }
        [bringin] In gioco
        [chess-board] Scacchiera
        [chess-pieces] Pezzi
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notazione
        [chess-rules] Regole
       *[other] { $title }
    }
