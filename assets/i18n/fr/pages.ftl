## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Petit jeu
    .line = { -queen }, { -rook }, { -bishop }, { -knight } ; le dé blanc
variant-small-action = Petit jeu avec cartes
    .line = le petit jeu, avec des { -action-card(count: 2) }
variant-large = Grand jeu
    .line = les six pièces, deux dés, les pièces { -covered(count: 2) } à l’abri
variant-large-action = Grand jeu avec cartes
    .line = le grand jeu, avec toutes les { -action-card(count: 2) }
variant-own = Ta variante
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + et # pour { -bring-in }
    .line = # : { -miss-a-turn } seulement si aucune pièce ne peut { -bring-in }
house-rule-hash-draws-card = # pour piocher une carte
    .line = jeux avec cartes : # pioche, + fait { -bring-in }
house-rule-protect-covered = { CAPITAL(-covered(count: 2)) } à l’abri, 4 cartes
    .line = aussi dans le petit jeu ; 4 cartes peuvent quand même les prendre
house-rule-may-stop-early = S’arrêter plus tôt
    .line = on peut faire moins de coups que le dé
house-rule-end-after-first-winner = Fin au premier gagnant
    .line = la partie s’arrête dès qu’un joueur a fini

## The race game's rules book, written from the booklet.

rules-race-goal = Le but
    .p1 = Fais le tour du parcours avec toutes tes pièces, jusque dans ta { -house }.
    .p2 = Chaque point du dé, c’est un coup d’échecs de la pièce choisie : avec un 3, elle joue 3 coups.
    .p3 = On tourne dans le sens inverse des aiguilles d’une montre.
rules-race-pieces = Les pièces
    .p1 = Dame : tout droit et en diagonale, aussi loin qu’elle veut. Tour : seulement tout droit. Fou : seulement en diagonale. Aucune ne saute par-dessus une pièce.
    .p2 = Cavalier : un saut en L, même par-dessus les pièces et les murs.
    .p3 = Roi : une case dans tous les sens. Pion : une case tout droit, dans tous les sens ; il ne prend qu’en diagonale.
rules-race-fields = Les cases
    .p1 = { CAPITAL(-start-field(count: 2)) } (entourées de ta couleur) : tes pièces y arrivent depuis la { -start-box }.
    .p2 = { CAPITAL(-blocking-line) } (barre épaisse de ta couleur) : tes pièces ne la traversent jamais.
    .p3 = { CAPITAL(-entry-field(count: 2)) } (flèche) : le seul chemin vers ta { -house }. Les coups en trop sont perdus.
    .p4 = { CAPITAL(-pause-field) } de ta couleur : là, ta pièce ne peut pas être prise.
rules-race-rolling = Lancer le dé
    .p1 = + : { -bring-in(form: "imperative") } une pièce et relance le dé.  # : { -miss-a-turn(form: "imperative") }.
    .p2 = Seul le dernier coup peut prendre ; la pièce prise retourne dans sa { -start-box }.
    .p3 = Sans pièce sur le parcours : jusqu’à trois essais. Une { -start-field } doit rester libre.
rules-race-large = Grand jeu et cartes
    .p1 = Le dé blanc fait jouer la dame, la tour, le fou et le cavalier ; le dé orange, le roi et le pion.
    .p2 = Une pièce { -covered } ne peut pas être prise : une pièce de sa couleur pourrait la venger.
    .p3 = Jeux avec cartes : sur + ou #, { -bring-in(form: "imperative") } une pièce ou pioche une carte. Une carte qui dit « { -active(form: "f") } » parle des pièces sur le parcours.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = Le but
    .p1 = Les échecs se jouent à deux : les Blancs et les Noirs. Chacun joue une pièce à son tour, et les Blancs commencent.
    .p2 = Ton but : mettre le roi de l’autre échec et mat, c’est-à-dire l’attaquer pour qu’il ne puisse plus se sauver.
    .p3 = Ici, clique sur une de tes pièces : des points montrent où elle peut aller. Clique sur un point pour y aller, ou encore sur la pièce pour la lâcher.
    .p4 = Si tu cliques sur une case où la pièce ne peut pas aller, le panneau te dit pourquoi, en rouge.
rules-chess-pieces = Les pièces
    .p1 = Roi : une case dans tous les sens. Dame : tout droit et en diagonale, tant que les cases sont libres.
    .p2 = Tour : seulement tout droit, tant que les cases sont libres. Fou : seulement en diagonale, donc il reste toujours sur la même couleur.
    .p3 = Cavalier : deux cases dans un sens et une sur le côté, comme un L. C’est la seule pièce qui saute par-dessus les autres.
    .p4 = Une pièce prend en allant sur la case d’une pièce adverse ; la pièce prise quitte l’échiquier. En pions, une pièce vaut à peu près : dame 9, tour 5, fou 3, cavalier 3.
rules-chess-pawn = Le pion
    .p1 = Le pion avance tout droit d’une case et ne recule jamais. À son premier coup, il peut avancer de deux cases, si les deux sont libres.
    .p2 = Il prend seulement en diagonale, une case en avant ; il ne peut pas prendre une pièce juste devant lui.
    .p3 = En passant : si un pion adverse avance de deux cases en passant sur une case que ton pion attaque, ton pion peut le prendre comme s’il n’avait avancé que d’une case. Seulement au coup juste après.
    .p4 = Un pion qui arrive sur la dernière rangée devient une dame, une tour, un fou ou un cavalier, au choix.
rules-chess-castling = Le roque et l’échec
    .p1 = Roque : le roi va de deux cases vers une tour, et la tour saute de l’autre côté, juste à côté de lui. Pour roquer ici, clique sur le roi, puis sur la case à deux pas de lui.
    .p2 = On peut roquer seulement si le roi et la tour n’ont pas encore bougé, si les cases entre eux sont vides, et si le roi n’est pas en échec, ne passe ni n’arrive sur une case attaquée.
    .p3 = Échec : le roi est attaqué. Réponds tout de suite : déplace le roi, prends l’attaquant ou mets une pièce entre les deux. Tu ne dois jamais laisser ton roi en échec.
    .p4 = Échec et mat : le roi est en échec et ne peut plus s’en sortir. La partie est finie, et celui qui a fait échec et mat gagne.
rules-chess-draws = La partie nulle
    .p1 = Pat : le joueur dont c’est le tour n’est pas en échec, mais il ne peut pas jouer. La partie est nulle.
    .p2 = Le bouton « { chess-offer-draw } » pose la question à l’autre joueur ; s’il est d’accord, la partie est nulle. « { chess-resign } » lui donne la victoire.
    .p3 = Quand la même position revient pour la troisième fois, le joueur dont c’est le tour peut appuyer sur « { chess-claim-draw } ».
    .p4 = La partie est nulle toute seule après 50 coups de chaque joueur sans prise ni coup de pion, ou quand il reste trop peu de pièces pour faire mat, par exemple roi contre roi.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Trois joueurs
    .p1 = Yalta, ce sont les échecs à trois : Blanc, Noir et Rouge. Chacun a un roi, une dame, deux tours, deux fous, deux cavaliers et huit pions.
    .p2 = Blanc commence, puis Noir, puis Rouge, puis de nouveau Blanc. À chaque tour, on joue une pièce.
    .p3 = L’échiquier a six côtés : il est fait de trois moitiés d’échiquier, une pour chaque joueur. Ta rangée du fond, c’est ton côté de l’échiquier.
    .p4 = Au départ, la dame de Blanc est sur la case claire du milieu de sa rangée du fond, celle de Noir sur la case foncée ; Rouge choisit avant la partie.
rules-yalta-middle = Par le milieu
    .p1 = Les moitiés se touchent, et chaque ligne continue de l’autre côté de la frontière : une tour peut passer de ta moitié à celle d’un voisin.
    .p2 = Au milieu, six cases se touchent. Un fou ou une dame qui traverse le milieu en diagonale peut choisir entre deux chemins.
    .p3 = La tour, le fou et la dame vont aussi loin que les cases sont libres. Roi : une case dans tous les sens. Cavalier : deux cases dans un sens et une sur le côté ; il saute.
    .p4 = Le roque se joue comme aux échecs, et aucune case où le roi passe ou arrive ne doit être attaquée par l’un des deux autres joueurs.
rules-yalta-pawns = Les pions
    .p1 = Un pion avance vers le milieu. Après le milieu, il continue dans la moitié d’un voisin, vers la rangée du fond de ce joueur.
    .p2 = Il avance d’une case, ou de deux depuis sa rangée de départ si les deux sont libres. Il prend une case en diagonale vers l’avant.
    .p3 = La prise en passant se joue comme aux échecs : après le double pas d’un pion, chacun des deux autres joueurs peut le prendre à son coup suivant.
    .p4 = Un pion qui arrive sur la rangée du fond d’un autre joueur devient une dame, une tour, un fou ou un cavalier.
rules-yalta-check = Échec, mat et partie nulle
    .p1 = Un roi n’est jamais pris. Il est en échec quand une pièce de l’un des deux autres joueurs l’attaque, et son joueur doit le mettre à l’abri.
    .p2 = Un joueur qui est en échec et ne peut faire aucun coup au début de son tour est échec et mat, et la partie est finie. Celui qui a fait échec le premier gagne.
    .p3 = Avant que ce joueur ne joue, le troisième joueur peut encore sauver le roi avec son coup.
    .p4 = La partie est nulle quand un joueur qui n’est pas en échec ne peut pas jouer, quand la même position revient pour la troisième fois, après 150 coups sans prise ni coup de pion, ou quand il ne reste que les trois rois.
