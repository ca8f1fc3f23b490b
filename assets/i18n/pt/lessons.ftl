## The piece school's courses and levels (assets/lessons/*.json): `course-` and the
## course's id is its title; `level-` and the level's id is the level's title, its
## `.goal` the goal in one line. No values.
##
## A lesson file of one's own may give a course or level that is not here its texts in
## the file ("title": {"en": "…"}, "goal_text": {"en": "…"}); one without either shows
## its id.

course-rook = A { -rook }
level-rook-1 = Sempre em frente
    .goal = Leva a { -rook } até à estrela.
level-rook-2 = À volta da esquina
    .goal = A { -rook } só anda a direito: apanha a estrela.
level-rook-3 = Duas estrelas
    .goal = Apanha as duas estrelas.
level-rook-4 = Peças no caminho
    .goal = A { -rook } não salta por cima das peças: apanha a estrela.
level-rook-5 = Sempre duas jogadas
    .goal = Sai sempre 2: um lançamento tem de acabar na estrela.
level-rook-6 = Comer
    .goal = Come a { -queen } azul.
level-rook-7 = Todas as casas
    .goal = Clica em todas as casas onde a { -rook } chega com 1 jogada.

course-bishop = O { -bishop }
level-bishop-1 = Na diagonal
    .goal = O { -bishop } anda na diagonal: apanha a estrela.
level-bishop-2 = Diagonal comprida
    .goal = Apanha a estrela.
level-bishop-3 = Uma só cor
    .goal = O { -bishop } fica sempre na sua cor: apanha a estrela.
level-bishop-4 = Duas estrelas
    .goal = Apanha as duas estrelas.
level-bishop-5 = Comer
    .goal = Come o { -knight } azul.
level-bishop-6 = Todas as casas
    .goal = Clica em todas as casas onde o { -bishop } chega com 1 jogada.

course-queen = A { -queen }
level-queen-1 = A direito e na diagonal
    .goal = A { -queen } anda a direito e na diagonal: apanha a estrela.
level-queen-2 = Lá longe
    .goal = Apanha a estrela.
level-queen-3 = Três estrelas
    .goal = Apanha todas as estrelas.
level-queen-4 = Três certinhos
    .goal = Chega à estrela com exatamente 3 jogadas.
level-queen-5 = Comer
    .goal = Come a { -rook } azul.

course-knight = O { -knight }
level-knight-1 = O salto
    .goal = O { -knight } salta em L: apanha a estrela.
level-knight-2 = Dois saltos
    .goal = Apanha a estrela.
level-knight-3 = Por cima das peças
    .goal = O { -knight } salta por cima das peças: apanha a estrela.
level-knight-4 = Duas estrelas
    .goal = Apanha as duas estrelas.
level-knight-5 = Dois certinhos
    .goal = Chega à estrela com exatamente 2 saltos.
level-knight-6 = Comer
    .goal = Come a { -rook } azul.
level-knight-7 = Todos os saltos
    .goal = Clica em todas as casas onde o { -knight } chega com 1 salto.
level-knight-8 = Todos os saltos duplos
    .goal = Clica em todas as casas onde o { -knight } chega com exatamente 2 saltos, também aquela onde está.

course-king = O { -king }
level-king-1 = Um passo
    .goal = O { -king } anda uma casa: apanha a estrela.
level-king-2 = Três passos
    .goal = Sai sempre 3: um lançamento tem de acabar na estrela.
level-king-3 = Duas estrelas
    .goal = Apanha as duas estrelas.
level-king-4 = Comer
    .goal = Come o { -pawn } azul.
level-king-5 = Para lá e para cá
    .goal = Chega à estrela com exatamente 4 passos.
level-king-6 = A cerca
    .goal = Sai sempre 3: come peças para passar a cerca, até um lançamento acabar na estrela.

course-pawn = O { -pawn }
level-pawn-1 = Em frente
    .goal = O { -pawn } anda em frente: apanha a estrela.
level-pawn-2 = À volta da esquina
    .goal = Apanha a estrela.
level-pawn-3 = Comer na diagonal
    .goal = O { -pawn } come na diagonal: come a { -rook } azul.
level-pawn-4 = Três passos
    .goal = Sai sempre 3: um lançamento tem de acabar na estrela.
level-pawn-5 = Em frente não se come
    .goal = O { -pawn } só come na diagonal: come o { -knight } azul.
level-pawn-6 = Perto demais!
    .goal = Sai sempre 3: um lançamento tem de acabar na estrela aqui ao pé.

course-line = A { -blocking-line }
level-line-1 = Não passes a { -blocking-line }
    .goal = A tua peça não pode passar a tua { -blocking-line }: apanha a estrela.
level-line-2 = Outras { -blocking-line(count: 2) }
    .goal = As { -blocking-line(count: 2) } das outras cores não te param: apanha a estrela.
level-line-3 = Uma volta inteira
    .goal = Sai sempre 2: a tua { -blocking-line } faz-te dar a volta toda até à { -house }.
level-line-4 = Atrás da { -blocking-line }
    .goal = Sai sempre 2: come a { -rook } atrás da tua { -blocking-line }.
level-line-5 = Cada cor tem a sua { -blocking-line }
    .goal = Jogas com o verde e sai sempre 2: apanha a estrela atrás da tua { -blocking-line } verde.

course-home = Chegar à { -house }
level-home-1 = Pela { -entry-field }
    .goal = Só entras na { -house } por uma { -entry-field }: chega à { -house }.
level-home-2 = O { -knight } chega à { -house }
    .goal = Leva o { -knight } até à { -house }.
level-home-3 = Jogadas a mais perdem-se
    .goal = Sai sempre 3: chega à { -house }.
level-home-4 = O { -bishop } entra na diagonal
    .goal = Também na diagonal só se entra por uma { -entry-field }: chega à { -house }.
level-home-5 = Visitas à porta
    .goal = Sai sempre 2: come uma visita nas tuas { -entry-field(count: 2) } e chega à { -house }.

course-capture = Comer
level-capture-1 = Na última jogada
    .goal = Sai sempre 2, e só comes na última jogada: come a { -rook }.
level-capture-2 = Não na { -pause-field }
    .goal = Na sua { -pause-field }, o { -knight } está a salvo: come o { -bishop } do canto.
level-capture-3 = { CAPITAL(-covered) }
    .goal = O { -knight } protege o { -bishop }, por isso o { -bishop } está a salvo: come a { -queen } do canto.
level-capture-4 = Um passo atrás
    .goal = Sai sempre 2: come o { -bishop } mesmo ao teu lado.
level-capture-5 = O { -knight } no caminho
    .goal = O { -knight } está no caminho: come a { -queen } que está atrás dele.

course-pause = { CAPITAL(-pause-field(count: 2)) }
level-pause-1 = A tua { -pause-field }
    .goal = Na tua { -pause-field } estás a salvo: leva a { -rook } até lá.
level-pause-2 = Cor errada
    .goal = A { -rook } azul está na tua { -pause-field }, não na sua: come-a.
level-pause-3 = O muro
    .goal = O { -bishop } verde está a salvo na sua { -pause-field }: come um { -knight } e apanha a estrela.
level-pause-4 = De casa segura em casa segura
    .goal = Tens uma { -pause-field } em cada canto: visita as quatro.
level-pause-5 = O caminho até ao canto
    .goal = O azul e o verde estão a salvo nas suas { -pause-field(count: 2) }: come o { -knight } vermelho do canto.

course-covered = Peças { -covered(count: 2) }
level-covered-1 = Peça { -covered }, peça a salvo
    .goal = O { -knight } é uma peça { -covered }: come antes a { -rook } azul.
level-covered-2 = Primeiro o guarda
    .goal = A { -rook } azul protege o { -knight }: come o { -knight }.
level-covered-3 = O { -pawn } protege na diagonal
    .goal = O { -pawn } só protege na diagonal: come o { -bishop } ao lado dele.
level-covered-4 = Põe-te no meio
    .goal = A { -rook } azul protege o { -knight }: põe-te no meio e come o { -knight }.
level-covered-5 = A { -blocking-line } separa
    .goal = Sai sempre 2, e a { -rook } não protege para lá da sua { -blocking-line }: come o { -knight }.
level-covered-6 = A corrente
    .goal = O { -bishop } protege a { -rook }, a { -rook } protege o { -knight }: come o { -knight }.

course-bringin = { CAPITAL(-bring-in(form: "short")) }
level-bringin-1 = Um mais!
    .goal = Um + { -bring-in(form: "it") } numa { -start-field }: leva a { -rook } até à estrela.
level-bringin-2 = Qual { -start-field }?
    .goal = Tu escolhes a { -start-field }: leva o { -knight } até à estrela.
level-bringin-3 = Uma visita na tua { -start-field }
    .goal = Quando { -bring-in(form: "you") }, comes a peça que está na tua { -start-field }: come a { -rook } azul.
level-bringin-4 = Deixa uma casa livre
    .goal = Depois de { -bring-in }, tens de libertar uma { -start-field }: põe a { -queen } em jogo e apanha as duas estrelas.
level-bringin-5 = Dois mais
    .goal = Põe as duas peças em jogo e apanha as duas estrelas.
