## The piece school: the course map, the lessons, the race page, the class overview.
## Values: names as they are typed ($name); $stars the stars drawn (★☆);
## numbers $found, $of, $clicks, $rolls, $par, $count, $n, $first, $last; $aim (star,
## stars, square, home, capture) is what a level asks for; $id is a course's id (rook,
## bishop, queen, knight, king, pawn, line, home, capture, pause, covered, bringin),
## $title its title, for a course these words do not know.

school-guest = Invitado
school-title = Escuela de piezas
school-learner = Alumno: { $name } (▲▼)
school-new-name = + Nombre nuevo (N)
school-map-keys = Flechas: elegir · Enter: jugar
school-progress-kept = Estrellas ilegibles, guardadas como { $name }
school-race-title = ¿Cuánto corre cada pieza? Jugadas para dar una vuelta desde la { -start-field } hasta la { -house }
school-found = Encontradas: { $found } de { $of } · Clics: { $clicks }
school-rolls-so-far = Tiradas: { $rolls } · Objetivo: { $par }
school-lesson-keys = R: otra vez · Z: enséñamelo · Esc: los cursos
school-shown = ¡Así se hace! Ahora te toca a ti.
school-dice-used-up = Ya no quedan dados.
school-well-done = ¡Muy bien! { $stars }
school-score =
    { $clicks ->
        [true]
            { $count ->
                [one] { $count } clic
               *[other] { $count } clics
            }, objetivo { $par }
       *[false]
            { $count ->
                [one] { $count } tirada
               *[other] { $count } tiradas
            }, objetivo { $par }
    }
school-next-level = Siguiente nivel
school-try-again = Otra vez
school-course-map = Los cursos
school-next-learner-key = Siguiente alumno ▼
school-how-fast-key = ¿Cuánto corre?
school-show-me-key = Enséñamelo
school-hint-goal =
    ¿Por qué? Así { $aim ->
        [star] consigues la estrella
        [stars] consigues las estrellas
        [square] llegas a la casilla
        [home] llevas la pieza a la { -house }
       *[capture] te comes la pieza
    } { $rolls ->
        [1] ahora
       *[other] en { $rolls } tiradas
    }.
school-hint-no-way = Desde aquí ya no se puede llegar: pulsa R y prueba otra vez.
school-hint-find =
    Cuenta { $n ->
        [one] { $n } jugada
       *[other] { $n } jugadas
    } desde la pieza en todas las direcciones. El marco señala una casilla: Enter.
school-level-resumed = El nivel sigue donde lo dejaste.
school-class-button = Clase (C)
school-class-title = Clase: estrellas por curso
school-class-name = Alumno
school-class-total = Total
school-class-out-of = máximo
school-class-nobody = Todavía no ha jugado nadie: aún no hay estrellas.
school-class-rows = Alumnos { $first }–{ $last } de { $of }
school-class-courses = Cursos { $first }–{ $last } de { $of }
school-stars-hand-over = Entregar estrellas (H)
school-stars-gather = Reunir estrellas (G)
school-stars-handed-over = Las estrellas { $count ->
        [one] de un alumno están
       *[other] de { $count } alumnos están
    } en { $file }: lleva este archivo al dispositivo del profesor.
school-stars-downloaded = Las estrellas { $count ->
        [one] de un alumno se han descargado
       *[other] de { $count } alumnos se han descargado
    } como { $file }: entrega este archivo al profesor.
school-stars-nothing-to-hand-over = Todavía no hay ningún alumno con nombre en este dispositivo, así que no hay estrellas que entregar (las de un invitado se quedan aquí).
school-stars-choose = Elige los archivos de estrellas de los niños (varios a la vez), o suéltalos sobre la página.
school-stars-folder-empty = Todavía no hay archivos de estrellas en { $folder }: pon allí los archivos de estrellas de los niños (o suéltalos sobre esta ventana) y pulsa otra vez Reunir estrellas.
school-stars-gathered = { $files ->
        [one] Un archivo de estrellas reunido
       *[other] { $files } archivos de estrellas reunidos
    }: la clase tiene ahora { $learners ->
        [one] un alumno
       *[other] { $learners } alumnos
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
        [home] A la { -house }
        [capture] Comer
        [pause] Seguro
        [covered] { CAPITAL(-covered) }
        [bringin] Sacar
        [chess-board] Tablero
        [chess-pieces] Piezas
        [chess-check] { CAPITAL(-check) }
        [chess-mate] { CAPITAL(-checkmate) }
        [chess-castling] { CAPITAL(-castling) }
        [chess-en-passant] Al paso
        [chess-stalemate] Ahogado
        [chess-notation] Notación
        [chess-rules] Reglas
       *[other] { $title }
    }
