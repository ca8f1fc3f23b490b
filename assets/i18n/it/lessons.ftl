## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = La { -rook }
level-rook-1 = Sempre dritto
    .goal = Porta la { -rook } sulla stella.
level-rook-2 = Dietro l’angolo
    .goal = La { -rook } va solo dritta: prendi la stella.
level-rook-3 = Due stelle
    .goal = Prendi tutte e due le stelle.
level-rook-4 = Pezzi in mezzo
    .goal = La { -rook } non salta sopra i pezzi: prendi la stella.
level-rook-5 = Sempre due mosse
    .goal = Ogni tiro è un 2: un tiro deve finire sulla stella.
level-rook-6 = Mangia!
    .goal = Mangia la { -queen } blu.
level-rook-7 = Tutte le caselle
    .goal = Clicca tutte le caselle dove la { -rook } arriva con 1 mossa.

course-bishop = L’{ -bishop }
level-bishop-1 = In diagonale
    .goal = L’{ -bishop } va in diagonale: prendi la stella.
level-bishop-2 = Diagonale lunga
    .goal = Prendi la stella.
level-bishop-3 = Un solo colore
    .goal = L’{ -bishop } resta sempre sul suo colore: prendi la stella.
level-bishop-4 = Due stelle
    .goal = Prendi tutte e due le stelle.
level-bishop-5 = Mangia!
    .goal = Mangia il { -knight } blu.
level-bishop-6 = Tutte le caselle
    .goal = Clicca tutte le caselle dove arriva l’{ -bishop } con 1 mossa.

course-queen = La { -queen }
level-queen-1 = Dritto e in diagonale
    .goal = La { -queen } va dritta e in diagonale: prendi la stella.
level-queen-2 = Lontano
    .goal = Prendi la stella.
level-queen-3 = Tre stelle
    .goal = Prendi tutte le stelle.
level-queen-4 = Proprio tre
    .goal = Arriva sulla stella con 3 mosse esatte.
level-queen-5 = Mangia!
    .goal = Mangia la { -rook } blu.

course-knight = Il { -knight }
level-knight-1 = Il salto
    .goal = Il { -knight } salta a L: prendi la stella.
level-knight-2 = Due salti
    .goal = Prendi la stella.
level-knight-3 = Sopra i pezzi
    .goal = Il { -knight } salta sopra i pezzi: prendi la stella.
level-knight-4 = Due stelle
    .goal = Prendi tutte e due le stelle.
level-knight-5 = Proprio due
    .goal = Arriva sulla stella con 2 salti esatti.
level-knight-6 = Mangia!
    .goal = Mangia la { -rook } blu.
level-knight-7 = Tutti i salti
    .goal = Clicca tutte le caselle dove arriva il { -knight } con 1 salto.
level-knight-8 = Tutti i salti doppi
    .goal = Clicca tutte le caselle dove arriva il { -knight } con 2 salti esatti, anche quella dove sta.

course-king = Il { -king }
level-king-1 = Un passo
    .goal = Il { -king } si muove di una casella: prendi la stella.
level-king-2 = Tre passi
    .goal = Ogni tiro è un 3: un tiro deve finire sulla stella.
level-king-3 = Due stelle
    .goal = Prendi tutte e due le stelle.
level-king-4 = Mangia!
    .goal = Mangia il { -pawn } blu.
level-king-5 = Avanti e indietro
    .goal = Arriva sulla stella con 4 passi esatti.
level-king-6 = Il recinto
    .goal = Ogni tiro è un 3: mangia per passare il recinto, fino alla stella.

course-pawn = Il { -pawn }
level-pawn-1 = Dritto
    .goal = Il { -pawn } va dritto: prendi la stella.
level-pawn-2 = Dietro l’angolo
    .goal = Prendi la stella.
level-pawn-3 = Mangia in diagonale
    .goal = Il { -pawn } mangia in diagonale: mangia la { -rook } blu.
level-pawn-4 = Tre passi
    .goal = Ogni tiro è un 3: un tiro deve finire sulla stella.
level-pawn-5 = Dritto non si mangia
    .goal = Il { -pawn } mangia solo in diagonale: mangia il { -knight } blu.
level-pawn-6 = Troppo vicino!
    .goal = Ogni tiro è un 3: un tiro deve finire sulla stella vicina.

course-line = La { -blocking-line }
level-line-1 = Non oltre la { -blocking-line }
    .goal = Il tuo pezzo non può passare la tua { -blocking-line }: prendi la stella.
level-line-2 = Le altre { -blocking-line(count: 2) }
    .goal = Le { -blocking-line(count: 2) } degli altri colori non ti fermano: prendi la stella.
level-line-3 = Un giro intero
    .goal = Ogni tiro è un 2: con la tua { -blocking-line } fai tutto il giro per arrivare a { -house }.
level-line-4 = Dietro la { -blocking-line }
    .goal = Ogni tiro è un 2: mangia la { -rook } dietro la tua { -blocking-line }.
level-line-5 = Ogni colore ha la sua
    .goal = Giochi con il verde e ogni tiro è un 2: prendi la stella dietro la tua { -blocking-line } verde.

course-home = Arrivare a { -house }
level-home-1 = Dalla { -entry-field }
    .goal = In { -house } entri solo da una { -entry-field }: arriva a { -house }.
level-home-2 = Il { -knight } torna a { -house }
    .goal = Porta il { -knight } a { -house }.
level-home-3 = Le mosse in più si perdono
    .goal = Ogni tiro è un 3: arriva a { -house }.
level-home-4 = L’{ -bishop } entra in diagonale
    .goal = Anche in diagonale entri solo da una { -entry-field }: arriva a { -house }.
level-home-5 = Ospiti alla porta
    .goal = Ogni tiro è un 2: mangia un ospite sulle tue { -entry-field(count: 2) } e arriva a { -house }.

course-capture = Mangiare
level-capture-1 = Con l’ultima mossa
    .goal = Ogni tiro è un 2, e mangi solo con l’ultima mossa: mangia la { -rook }.
level-capture-2 = Non sulla { -pause-field }
    .goal = Sulla sua { -pause-field } il { -knight } è al sicuro: mangia l’{ -bishop } nell’angolo.
level-capture-3 = { CAPITAL(-covered) }
    .goal = Il { -knight } protegge l’{ -bishop }, così l’{ -bishop } è al sicuro: mangia la { -queen } nell’angolo.
level-capture-4 = Un passo indietro
    .goal = Ogni tiro è un 2: mangia l’{ -bishop } proprio accanto a te.
level-capture-5 = Il { -knight } in mezzo
    .goal = Il { -knight } è in mezzo: mangia la { -queen } dietro di lui.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = La tua { -pause-field }
    .goal = Sulla tua { -pause-field } sei al sicuro: porta lì la { -rook }.
level-pause-2 = Colore sbagliato
    .goal = La { -rook } blu è sulla tua { -pause-field }, non sulla sua: mangiala.
level-pause-3 = Il blocco
    .goal = Non puoi mangiare l’{ -bishop } verde sulla sua { -pause-field }: mangia un { -knight } e prendi la stella.
level-pause-4 = Da riposo a riposo
    .goal = Hai una { -pause-field } in ogni angolo: passa da tutte e quattro.
level-pause-5 = La strada per l’angolo
    .goal = Il blu e il verde sono al sicuro sulle loro { -pause-field(count: 2) }: mangia il { -knight } rosso nell’angolo.

course-covered = Pezzi { -covered(count: 2) }
level-covered-1 = Chi è { -covered } è al sicuro
    .goal = Non puoi mangiare il { -knight } { -covered }: mangia la { -rook } blu.
level-covered-2 = Prima la guardia
    .goal = La { -rook } blu protegge il { -knight }: mangia il { -knight }.
level-covered-3 = Il { -pawn } protegge in diagonale
    .goal = Il { -pawn } protegge solo in diagonale: mangia l’{ -bishop } accanto a lui.
level-covered-4 = Mettiti in mezzo
    .goal = La { -rook } blu protegge il { -knight }: mettiti in mezzo e mangia il { -knight }.
level-covered-5 = La { -blocking-line } divide
    .goal = Ogni tiro è un 2, e la { -rook } non protegge oltre la sua { -blocking-line }: mangia il { -knight }.
level-covered-6 = La catena
    .goal = L’{ -bishop } protegge la { -rook }, la { -rook } protegge il { -knight }: mangia il { -knight }.

course-bringin = { CAPITAL(-bring-in) }
level-bringin-1 = Un più!
    .goal = Un + mette un pezzo su una { -start-field }: porta la { -rook } sulla stella.
level-bringin-2 = Quale { -start-field }?
    .goal = Scegli tu la { -start-field }: porta il { -knight } sulla stella.
level-bringin-3 = Un ospite sulla tua { -start-field }
    .goal = Se { -bring-in(form: "imperative") } un pezzo, quello sulla tua { -start-field } viene mangiato: mangia la { -rook } blu.
level-bringin-4 = Lascia libera una casella
    .goal = Dopo aver messo in gioco un pezzo, devi liberare una { -start-field }: { -bring-in(form: "imperative") } la { -queen } e prendi le due stelle.
level-bringin-5 = Due più
    .goal = { CAPITAL(-bring-in(form: "imperative")) } tutti e due i pezzi e prendi le due stelle.
