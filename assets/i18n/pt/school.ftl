## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.
##
## Plurals: Fluent's rules for "pt" count 0 as "one"; a count that can be 0 has its own
## [0] variant (see glossary.ftl).

school-guest = Convidado
school-title = Escola das peças
school-learner = Aluno: { $name } (▲▼)
school-new-name = + Nome novo (N)
school-map-keys = Setas: escolher · Enter: jogar
school-progress-kept = Estrelas ilegíveis, guardadas como { $name }
school-race-title = Quão rápida é cada peça? Jogadas para dar uma volta da { -start-field } até à { -house }
school-found = Encontradas: { $found } de { $of } · Cliques: { $clicks }
school-rolls-so-far = Lançamentos: { $rolls } · Objetivo: { $par }
school-lesson-keys = R: outra vez · Z: mostra-me · Esc: os cursos
school-shown = É assim! Agora é a tua vez.
school-dice-used-up = Os dados acabaram.
school-well-done = Muito bem! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [0] { $count } cliques
                [one] { $count } clique
               *[other] { $count } cliques
            }, objetivo { $par }
       *[false]
            { $count ->
                [0] { $count } lançamentos
                [one] { $count } lançamento
               *[other] { $count } lançamentos
            }, objetivo { $par }
    }
school-next-level = Nível seguinte
school-try-again = Outra vez
school-course-map = Os cursos
school-next-learner-key = Aluno seguinte ▼
school-how-fast-key = Quão rápida?
school-show-me-key = Mostra-me
school-hint-goal =
    Porquê: assim { $aim ->
        [star] apanhas a estrela
        [stars] apanhas as estrelas
        [square] chegas à casa
        [home] levas a peça até à { -house }
       *[capture] comes a peça
    } { $rolls ->
        [1] já
       *[other] em { $rolls } lançamentos
    }.
school-hint-no-way = Daqui já não chegas ao objetivo: carrega em R e tenta outra vez.
school-hint-find =
    Conta { $n ->
        [0] { $n } jogadas
        [one] { $n } jogada
       *[other] { $n } jogadas
    } a partir da peça, em todas as direções. A moldura mostra uma casa: Enter.
school-level-resumed = O nível continua onde paraste.
school-class-button = Turma (C)
school-class-title = Turma: estrelas por curso
school-class-name = Aluno
school-class-total = Total
school-class-out-of = máximo
school-class-nobody = Ainda ninguém jogou: ainda não há estrelas.
school-class-rows = Alunos { $first }–{ $last } de { $of }
school-class-courses = Cursos { $first }–{ $last } de { $of }
school-stars-hand-over = Entregar estrelas (H)
school-stars-gather = Reunir estrelas (G)
school-stars-handed-over = As estrelas { $count ->
        [one] de um aluno estão
       *[other] de { $count } alunos estão
    } em { $file }: leve este ficheiro para o dispositivo do professor.
school-stars-downloaded = As estrelas { $count ->
        [one] de um aluno foram descarregadas
       *[other] de { $count } alunos foram descarregadas
    } como { $file }: entregue este ficheiro ao professor.
school-stars-nothing-to-hand-over = Ainda não há nenhum aluno com nome neste dispositivo, por isso não há estrelas para entregar (as de um convidado ficam aqui).
school-stars-choose = Escolha os ficheiros de estrelas das crianças (vários de uma vez), ou largue-os na página.
school-stars-folder-empty = Ainda não há ficheiros de estrelas em { $folder }: ponha lá os ficheiros de estrelas das crianças (ou largue-os nesta janela) e carregue de novo em Reunir estrelas.
school-stars-gathered = { $files ->
        [one] Um ficheiro de estrelas reunido
       *[other] { $files } ficheiros de estrelas reunidos
    }: a turma tem agora { $learners ->
        [one] um aluno
       *[other] { $learners } alunos
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
        [home] Até à { -house }
        [capture] Comer
        [pause] Segura
        [covered] { CAPITAL(-covered) }
        [bringin] Em jogo
        [chess-board] Tabuleiro
        [chess-pieces] Peças
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] { CAPITAL(-en-passant) }
        [chess-stalemate] { CAPITAL(-stalemate) }
        [chess-notation] Notação
        [chess-rules] Regras
       *[other] { $title }
    }
