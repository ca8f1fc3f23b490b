## The rule lab's screen: the editor and the Try it page (src/ui/lab/texts.rs).
##
## Values:
##   $page    an editor page's key: game, dice, rules, more, cards
##   $piece   a piece's key: king, queen, rook, bishop, knight, pawn
##   $knob    a knob's key: fast-start, bring-in-on-any-roll, bring-in-ends-turn,
##            start-fields-may-fill, capture-any, exact-home
##   $name    a rule set's name; $path, $file where it is written
##   $reason  why the lab cannot play the rules, already said
##   $seconds a number of seconds, already written with its decimal mark
##   $tries, $first, $last, $of, $games, $done, $total   numbers

lab-screen-start = Inventa nuove regole
lab-screen-title = Inventa le tue regole
lab-screen-default-name = Il nostro gioco
lab-screen-name = Nome:
lab-screen-name-empty = Scrivi un nome
lab-screen-page =
    { $page ->
        [game] Gioco
        [dice] Dadi
        [rules] Regole speciali
        [more] Altre regole
       *[cards] Carte
    }
lab-screen-start-from = Ricomincia da un gioco del libretto:
lab-screen-pieces = Quali pezzi giocano?
lab-screen-piece = { CAPITAL(chess-piece) }
lab-screen-orange-needed = Il dado arancione serve solo se gioca un pezzo che muove: nel libretto il { -king } e il { -pawn } (si scelgono in «Altre regole»).
lab-screen-white-die = Dado bianco
lab-screen-orange-die = Dado arancione
lab-screen-add-face = Aggiungi una faccia
lab-screen-remove-face = Togli una faccia
lab-screen-face-how = Clicca su una faccia per cambiarla: da 1 a 12, + o #.
lab-screen-tries =
    { $tries ->
        [one] { $tries } tentativo
       *[other] { $tries } tentativi
    }
lab-screen-tries-how = Quante volte puoi tirare il dado quando nessuno dei tuoi pezzi è ancora in gioco.
lab-screen-less = −
lab-screen-more = +
lab-screen-protection = { CAPITAL(-covered(count: 2)) } al sicuro, senza carte in più
lab-screen-protection-how = Un pezzo che un pezzo del suo colore potrebbe vendicare non può essere mangiato. Il mazzo resta com’è.
lab-screen-action = Gioca con le { -action-card(count: 2) }
lab-screen-cards-page = Carte da { $first } a { $last } di { $of }
lab-screen-previous-page = ◀
lab-screen-next-page = ▶
lab-screen-pictures-page = { $page }/{ $of } ▶
lab-screen-cards-off = Attiva le { -action-card(count: 2) } per scegliere quante ce ne sono di ognuna.
lab-screen-ready = Con queste regole si può giocare.
lab-screen-try-it = Prova
lab-screen-save = Salva
lab-screen-play-it = Gioca
lab-screen-open = Apri
lab-screen-import = Importa
lab-screen-export = Esporta
lab-screen-back = Indietro
lab-screen-saved = Salvato: { $path }
lab-screen-exported = { $file } è pronto da scaricare.
lab-screen-exported-here = Il tuo file di regole è qui: { $path }
lab-screen-opened = «{ $name }» è aperto.
lab-screen-nothing-saved = Non ci sono ancora regole salvate.
lab-screen-open-title = Apri le tue regole salvate
lab-screen-leave-title = Uscire senza salvare?
lab-screen-leave-body = Le tue modifiche a «{ $name }» non sono salvate.
lab-screen-leave = Esci
lab-screen-stay = Resta
lab-screen-try-title = Come si gioca «{ $name }»
lab-screen-try-playing = Il computer gioca le tue regole e il gioco del libretto finché i numeri sono chiari: al massimo { $games } partite per ciascuno.
lab-screen-browser-fewer = Nel browser il computer gioca solo { $games } partite per ciascun gioco, così la pagina non si blocca.
lab-screen-progress = { $done } su { $total } partite
lab-screen-stop = Ferma
lab-screen-stopped =
    Fermato. Le immagini mostrano { $done ->
        [one] l’unica partita già giocata
       *[other] le { $done } partite già giocate
    }.
lab-screen-done =
    { $fair ->
        [fair] Le tue regole sono giuste (entro il caso). { $games } partite in { $seconds } secondi (seme { $seed }).
        [unfair] Le tue regole non sono giuste. { $games } partite in { $seconds } secondi (seme { $seed }).
       *[unknown] { $games } partite in { $seconds } secondi (seme { $seed }).
    }
lab-screen-cannot-run = Il computer non può giocare con queste regole: { $reason }
lab-screen-knob =
    { $knob ->
        [fast-start] Partenza veloce: un pezzo già fuori
        [bring-in-on-any-roll] Ogni numero mette in gioco
        [bring-in-ends-turn] Dopo aver messo in gioco, tocca al prossimo
        [start-fields-may-fill] Due pezzi sulle { -start-field(count: 2) }
        [capture-any] Mangiare con ogni mossa
       *[exact-home] In casa solo col numero giusto
    }
lab-screen-knob-how =
    { $knob ->
        [fast-start] Ognuno comincia con il suo primo pezzo su una { -start-field }: c’è qualcosa da fare fin dal primo lancio.
        [bring-in-on-any-roll] Come un +, ogni numero può portare un pezzo dalla { -start-box } su una { -start-field } invece di muoverne uno.
        [bring-in-ends-turn] Nel libretto, dopo aver messo in gioco un pezzo si tira di nuovo. Con questa regola tocca poi al giocatore seguente.
        [start-fields-may-fill] Il libretto vuole che una { -start-field } resti sempre libera finché ci sono pezzi nella { -start-box }. Con questa regola i tuoi pezzi possono occuparle tutte e due.
        [capture-any] Nel libretto un pezzo mangia solo con l’ultima mossa del suo tiro. Con questa regola ogni mossa può mangiare, e il pezzo va avanti.
       *[exact-home] Nel libretto un pezzo entra in { -house } e le mosse che avanzano si perdono. Con questa regola entra solo con l’ultima mossa del suo tiro.
    }
lab-screen-orange-moves = Dado arancione:
lab-screen-orange-moves-how = Il libretto dice: per muovere la { -queen }, la { -rook }, l’{ -bishop } o il { -knight } vale il dado bianco; per il { -king } e il { -pawn }, il dado arancione. Qui scegliete quali pezzi muove il dado arancione (spuntati); quello bianco muove tutti gli altri.
