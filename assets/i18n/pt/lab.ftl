## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Porque é que umas regras não dão um jogo.

lab-problem-empty-name = O jogo precisa de um nome.
lab-problem-name-too-long =
    O nome é comprido demais: { $length ->
        [one] { $length } letra
       *[other] { $length } letras
    }. Cabem no máximo { $max }.
lab-problem-no-piece = Nenhuma peça joga. Escolhe pelo menos uma.
lab-problem-piece-twice =
    { $piece ->
        [queen] A
        [rook] A
       *[king] O
    } { chess-piece } está duas vezes na lista. Cada peça só joga uma vez.
lab-problem-no-faces =
    O dado { $die ->
        [white] branco
       *[orange] laranja
    } não tem faces.
lab-problem-too-many-faces =
    O dado { $die ->
        [white] branco
       *[orange] laranja
    } tem { $faces } faces. Cabem no máximo { $max }.
lab-problem-number-too-high =
    O dado { $die ->
        [white] branco
       *[orange] laranja
    } mostra um { $number }. O número mais alto é { $max }.
lab-problem-orange-symbol = O dado laranja mostra um { $face }. As peças movem-se tantas vezes quanto ele indica, por isso só pode mostrar números.
lab-problem-no-number = Nenhuma face do dado branco mostra um número: nenhuma peça se poderia mexer.
lab-problem-no-bring-in = Nenhuma face deixa { -bring-in }: ninguém poderia sair da { -start-box }.
lab-problem-orange-never-used = O dado branco só mostra #. O dado laranja só conta com um número ou um +: as peças que ele move nunca se poderiam mexer, e nenhum jogo acabaria.
lab-problem-cards-never-move = Nenhuma face dos dados move esta peça, e nenhuma { -action-card } que se possa tirar lhe dá jogadas: { chess-piece }. Nunca se poderia mexer, e nenhum jogo acabaria.
lab-problem-tries = Escolhe de { $min } a { $max } tentativas, não { $tries }.
lab-problem-unknown-card = O baralho não tem nenhuma carta chamada «{ $card }».
lab-problem-count-too-high = A carta «{ $card }» está { $count } vezes no baralho. Cabem no máximo { $max }.
lab-problem-no-cards = As { -action-card(count: 2) } estão ligadas, mas não sobra nenhuma carta para estas peças.
lab-problem-needs-cards = A regra da casa «{ $rule }» precisa das { -action-card(count: 2) }.

## O que está mal num ficheiro de regras.

lab-file-missing = Ficheiro de regras { $file }: esse ficheiro não existe.
lab-file-unreadable = Ficheiro de regras { $file }: não é possível lê-lo ({ $error }).
lab-file-unwritable = Ficheiro de regras { $file }: não é possível guardá-lo ({ $error }).
lab-file-not-json = Ficheiro de regras { $file }, linha { $line }, coluna { $column }: isto não é JSON. Falta uma vírgula, umas aspas ou um parêntese?
lab-file-not-rules = Ficheiro de regras { $file }: isto não é um conjunto de regras. São precisos pelo menos «name» e «base».
lab-file-unknown-field = Ficheiro de regras { $file }, linha { $line }, coluna { $column }: um conjunto de regras não tem nenhum campo «{ $field }».
lab-file-missing-field = Ficheiro de regras { $file }: falta o campo «{ $field }». { lab-field-needs }
lab-file-field-twice = Ficheiro de regras { $file }, linha { $line }, coluna { $column }: o campo «{ $field }» está escrito duas vezes. Deixa só um, para ficar claro qual conta.
lab-file-bad-value = Ficheiro de regras { $file }, linha { $line }, coluna { $column }: o campo «{ $field }» não está certo. { lab-field-needs }
lab-file-problem = Ficheiro de regras { $file }: { $problem }
lab-file-name-taken = Ficheiro de regras { $file }: as regras «{ $name }» já estão guardadas aí. Dá outro nome às tuas regras.
# O que um campo precisa ($kind).
lab-field-needs =
    { $kind ->
        [name] Precisa de um nome entre aspas, como "Só cavalos".
        [base] Tem de ser "small", "small-action", "large" ou "large-action".
        [roles] Precisa de uma lista de peças: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Precisa de uma lista de faces: números, "+" e "#".
        [orange] Precisa de uma lista de números.
        [tries] Precisa de um número de 1 a 6.
        [house-rules] Precisa de uma lista de regras da casa, como "may-stop-early".
        [action] Precisa de true ou false.
        [protection] Precisa de true ou false.
        [fast-start] Precisa de true ou false.
        [bring-in-on-any-roll] Precisa de true ou false.
        [exact-home] Precisa de true ou false.
        [bring-in-ends-turn] Precisa de true ou false.
        [start-fields-may-fill] Precisa de true ou false.
        [capture-any] Precisa de true ou false.
        [orange-moves] Precisa de uma lista das peças que o dado laranja move, como "king", "pawn".
       *[deck] Precisa de cartas, cada uma com a sua quantidade, como "swap": 2.
    }
