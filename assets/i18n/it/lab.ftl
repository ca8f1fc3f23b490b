## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Perché delle regole non danno un gioco.

lab-problem-empty-name = Il gioco ha bisogno di un nome.
lab-problem-name-too-long =
    Il nome è troppo lungo: { $length ->
        [one] { $length } lettera
       *[other] { $length } lettere
    }. Ne può avere al massimo { $max }.
lab-problem-no-piece = Nessun pezzo gioca. Scegline almeno uno.
lab-problem-piece-twice =
    { $piece ->
        [king] Il { -king }
        [queen] La { -queen }
        [rook] La { -rook }
        [bishop] L’{ -bishop }
        [knight] Il { -knight }
       *[pawn] Il { -pawn }
    } è due volte nella lista. Ogni pezzo può esserci una volta sola.
lab-problem-no-faces =
    Il dado { $die ->
        [white] bianco
       *[orange] arancione
    } non ha facce.
lab-problem-too-many-faces =
    Il dado { $die ->
        [white] bianco
       *[orange] arancione
    } ha { $faces } facce. Ne può avere al massimo { $max }.
lab-problem-number-too-high =
    Il dado { $die ->
        [white] bianco
       *[orange] arancione
    } mostra un { $number }. Il numero più alto è { $max }.
lab-problem-orange-symbol = Il dado arancione mostra un { $face }. I pezzi si muovono secondo il suo numero, quindi può mostrare solo numeri.
lab-problem-no-number = Nessuna faccia del dado bianco mostra un numero: nessun pezzo potrebbe mai muoversi.
lab-problem-no-bring-in = Con nessuna faccia si può { -bring-in } un pezzo: nessuno potrebbe mai uscire dalla { -start-box }.
lab-problem-orange-never-used = Il dado bianco mostra solo #. Il dado arancione conta solo con un numero o un +: i pezzi che muove non potrebbero mai muoversi, e nessuna partita finirebbe mai.
lab-problem-cards-never-move = Nessuna faccia dei dadi muove questo pezzo, e nessuna { -action-card } che si può pescare gli dà mosse: { chess-piece }. Non potrebbe mai muoversi, e nessuna partita finirebbe mai.
lab-problem-tries = Scegli da { $min } a { $max } tentativi, non { $tries }.
lab-problem-unknown-card = Nel mazzo non c’è nessuna carta «{ $card }».
lab-problem-count-too-high = La carta «{ $card }» è { $count } volte nel mazzo. Può esserci al massimo { $max } volte.
lab-problem-no-cards = Le { -action-card(count: 2) } sono attive, ma per questi pezzi non resta nessuna carta.
lab-problem-needs-cards = La regola speciale «{ $rule }» ha bisogno delle { -action-card(count: 2) }.

## Che cosa non va in un file di regole.

lab-file-missing = File di regole { $file }: questo file non esiste.
lab-file-unreadable = File di regole { $file }: non si riesce a leggerlo ({ $error }).
lab-file-unwritable = File di regole { $file }: non si riesce a scriverlo ({ $error }).
lab-file-not-json = File di regole { $file }, riga { $line }, colonna { $column }: questo non è JSON. Manca una virgola, una virgoletta o una parentesi?
lab-file-not-rules = File di regole { $file }: questo file non contiene regole. Servono almeno «name» e «base».
lab-file-unknown-field = File di regole { $file }, riga { $line }, colonna { $column }: le regole non hanno un campo «{ $field }».
lab-file-missing-field = File di regole { $file }: manca il campo «{ $field }». { lab-field-needs }
lab-file-field-twice = File di regole { $file }, riga { $line }, colonna { $column }: il campo «{ $field }» è scritto due volte. Tienine uno solo, così è chiaro quale vale.
lab-file-bad-value = File di regole { $file }, riga { $line }, colonna { $column }: il campo «{ $field }» non va bene. { lab-field-needs }
lab-file-problem = File di regole { $file }: { $problem }
lab-file-name-taken = File di regole { $file }: lì sono già salvate le regole «{ $name }». Dai un altro nome alle tue regole.
# Che cosa serve in un campo ($kind).
lab-field-needs =
    { $kind ->
        [name] Serve un nome tra virgolette, come "Solo cavalli".
        [base] Serve "small", "small-action", "large" o "large-action".
        [roles] Serve una lista di pezzi: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Serve una lista di facce: numeri, "+" e "#".
        [orange] Serve una lista di numeri.
        [tries] Serve un numero da 1 a 6.
        [house-rules] Serve una lista di regole speciali, come "may-stop-early".
        [action] Serve true o false.
        [protection] Serve true o false.
        [fast-start] Serve true o false.
        [bring-in-on-any-roll] Serve true o false.
        [exact-home] Serve true o false.
        [bring-in-ends-turn] Serve true o false.
        [start-fields-may-fill] Serve true o false.
        [capture-any] Serve true o false.
        [orange-moves] Serve una lista dei pezzi che muove il dado arancione, come "king", "pawn".
       *[deck] Servono carte con il loro numero, come "swap": 2.
    }
