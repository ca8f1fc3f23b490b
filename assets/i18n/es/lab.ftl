## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Por qué unas reglas no dan un juego.

lab-problem-empty-name = El juego necesita un nombre.
lab-problem-name-too-long =
    El nombre es demasiado largo: { $length ->
        [one] { $length } letra
       *[other] { $length } letras
    }. Caben { $max } como mucho.
lab-problem-no-piece = No juega ninguna pieza. Elige al menos una.
lab-problem-piece-twice =
    { $piece ->
        [queen] La
        [rook] La
       *[king] El
    } { chess-piece } está dos veces en la lista. Cada pieza solo puede estar una vez.
lab-problem-no-faces =
    El dado { $die ->
        [white] blanco
       *[orange] naranja
    } no tiene caras.
lab-problem-too-many-faces =
    El dado { $die ->
        [white] blanco
       *[orange] naranja
    } tiene { $faces } caras. Puede tener { $max } como mucho.
lab-problem-number-too-high =
    El dado { $die ->
        [white] blanco
       *[orange] naranja
    } muestra un { $number }. El número más alto es { $max }.
lab-problem-orange-symbol = El dado naranja muestra un { $face }. Las piezas se mueven tantas veces como indica, así que solo puede mostrar números.
lab-problem-no-number = Ninguna cara del dado blanco muestra un número: ninguna pieza podría moverse nunca.
lab-problem-no-bring-in = Ninguna cara sirve para { -bring-in }: nadie podría salir nunca de la { -start-box }.
lab-problem-orange-never-used = El dado blanco solo muestra #. El dado naranja solo cuenta con un número o un +: las piezas que mueve nunca podrían moverse y ninguna partida terminaría.
lab-problem-cards-never-move = Ninguna cara de los dados mueve esta pieza, y ninguna { -action-card } que se pueda robar le da movimientos: { chess-piece }. Nunca podría moverse y ninguna partida terminaría.
lab-problem-tries = Elige de { $min } a { $max } intentos, no { $tries }.
lab-problem-unknown-card = En el mazo no hay ninguna carta «{ $card }».
lab-problem-count-too-high = La carta «{ $card }» está { $count } veces en el mazo. Puede estar { $max } veces como mucho.
lab-problem-no-cards = Las { -action-card(count: 2) } están activadas, pero no queda ninguna carta para estas piezas.
lab-problem-needs-cards = La regla de la casa «{ $rule }» necesita las { -action-card(count: 2) }.

## Qué falla en un archivo de reglas.

lab-file-missing = Archivo de reglas { $file }: ese archivo no existe.
lab-file-unreadable = Archivo de reglas { $file }: no se puede leer ({ $error }).
lab-file-unwritable = Archivo de reglas { $file }: no se puede escribir ({ $error }).
lab-file-not-json = Archivo de reglas { $file }, línea { $line }, columna { $column }: esto no es JSON. ¿Falta una coma, unas comillas o un corchete?
lab-file-not-rules = Archivo de reglas { $file }: este archivo no tiene reglas. Hacen falta al menos «name» y «base».
lab-file-unknown-field = Archivo de reglas { $file }, línea { $line }, columna { $column }: las reglas no tienen ningún campo «{ $field }».
lab-file-missing-field = Archivo de reglas { $file }: falta el campo «{ $field }». { lab-field-needs }
lab-file-field-twice = Archivo de reglas { $file }, línea { $line }, columna { $column }: el campo «{ $field }» está escrito dos veces. Deja solo uno, para que quede claro cuál vale.
lab-file-bad-value = Archivo de reglas { $file }, línea { $line }, columna { $column }: el campo «{ $field }» no es válido. { lab-field-needs }
lab-file-problem = Archivo de reglas { $file }: { $problem }
lab-file-name-taken = Archivo de reglas { $file }: ahí ya están guardadas las reglas «{ $name }». Ponles otro nombre a tus reglas.
# Qué necesita un campo ($kind).
lab-field-needs =
    { $kind ->
        [name] Necesita un nombre entre comillas, como "Solo caballos".
        [base] Necesita "small", "small-action", "large" o "large-action".
        [roles] Necesita una lista de piezas: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Necesita una lista de caras: números, "+" y "#".
        [orange] Necesita una lista de números.
        [tries] Necesita un número del 1 al 6.
        [house-rules] Necesita una lista de reglas de la casa, como "may-stop-early".
        [action] Necesita true o false.
        [protection] Necesita true o false.
        [fast-start] Necesita true o false.
        [bring-in-on-any-roll] Necesita true o false.
        [exact-home] Necesita true o false.
        [bring-in-ends-turn] Necesita true o false.
        [start-fields-may-fill] Necesita true o false.
        [capture-any] Necesita true o false.
        [orange-moves] Necesita una lista de las piezas que mueve el dado naranja, como "king", "pawn".
       *[deck] Necesita cartas con su número, como "swap": 2.
    }
