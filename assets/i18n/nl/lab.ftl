## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (src/said/rule_sets.rs, rule_sets/words.rs).
##
## Values: see en/lab.ftl.

## Waarom regels geen spel opleveren.

lab-problem-empty-name = Het spel heeft een naam nodig.
lab-problem-name-too-long =
    De naam is te lang: { $length ->
        [one] { $length } teken
       *[other] { $length } tekens
    }. Er passen er hoogstens { $max }.
lab-problem-no-piece = Er speelt geen enkel stuk mee. Kies er minstens één.
lab-problem-piece-twice =
    { $piece ->
        [knight] Het
       *[other] De
    } { chess-piece } staat twee keer in de lijst. Elk stuk speelt maar één keer mee.
lab-problem-no-faces =
    De { $die ->
        [white] witte
       *[orange] oranje
    } dobbelsteen heeft geen kanten.
lab-problem-too-many-faces =
    De { $die ->
        [white] witte
       *[orange] oranje
    } dobbelsteen heeft { $faces } kanten. Er passen er hoogstens { $max }.
lab-problem-number-too-high =
    De { $die ->
        [white] witte
       *[orange] oranje
    } dobbelsteen toont een { $number }. Het hoogste getal is { $max }.
lab-problem-orange-symbol = De oranje dobbelsteen toont een { $face }. Stukken lopen zo vaak als hij aangeeft, dus hij mag alleen getallen tonen.
lab-problem-no-number = Geen kant van de witte dobbelsteen toont een getal: geen stuk kan ooit een zet doen.
lab-problem-no-bring-in = Met geen enkele kant kun je een stuk { -bring-in }: niemand komt ooit uit de { -start-box }.
lab-problem-orange-never-used = De witte dobbelsteen toont alleen #. De oranje dobbelsteen telt alleen bij een getal of een +: de stukken die hij verzet zouden nooit kunnen lopen, en geen spel zou ooit aflopen.
lab-problem-cards-never-move = Geen kant van de dobbelstenen verzet dit stuk, en geen { -action-card } die je kunt trekken geeft het zetten: { chess-piece }. Het zou nooit kunnen lopen, en geen spel zou ooit aflopen.
lab-problem-tries = Kies { $min } tot en met { $max } pogingen, niet { $tries }.
lab-problem-unknown-card = In de stapel zit geen kaart die „{ $card }” heet.
lab-problem-count-too-high = De kaart „{ $card }” zit { $count } keer in de stapel. Er passen er hoogstens { $max }.
lab-problem-no-cards = De { -action-card(count: 2) } staan aan, maar er blijft geen kaart over voor deze stukken.
lab-problem-needs-cards = De huisregel „{ $rule }” heeft de { -action-card(count: 2) } nodig.

## Wat er mis is met een regelbestand.

lab-file-missing = Regelbestand { $file }: dit bestand bestaat niet.
lab-file-unreadable = Regelbestand { $file }: het kan niet gelezen worden ({ $error }).
lab-file-unwritable = Regelbestand { $file }: het kan niet opgeslagen worden ({ $error }).
lab-file-not-json = Regelbestand { $file }, regel { $line }, kolom { $column }: dit is geen JSON. Ontbreekt er een komma, een aanhalingsteken of een haakje?
lab-file-not-rules = Regelbestand { $file }: dit zijn geen spelregels. Er moeten minstens „name” en „base” in staan.
lab-file-unknown-field = Regelbestand { $file }, regel { $line }, kolom { $column }: spelregels hebben geen veld „{ $field }”.
lab-file-missing-field = Regelbestand { $file }: het veld „{ $field }” ontbreekt. { lab-field-needs }
lab-file-field-twice = Regelbestand { $file }, regel { $line }, kolom { $column }: het veld „{ $field }” staat er twee keer. Laat er één staan, dan is duidelijk welke telt.
lab-file-bad-value = Regelbestand { $file }, regel { $line }, kolom { $column }: het veld „{ $field }” klopt niet. { lab-field-needs }
lab-file-problem = Regelbestand { $file }: { $problem }
lab-file-name-taken = Regelbestand { $file }: daar zijn de spelregels „{ $name }” al bewaard. Geef je spelregels een andere naam.
# Wat een veld nodig heeft ($kind).
lab-field-needs =
    { $kind ->
        [name] Het heeft een naam tussen aanhalingstekens nodig, zoals "Alleen paarden".
        [base] Het moet "small", "small-action", "large" of "large-action" zijn.
        [roles] Het heeft een lijst van stukken nodig: "queen", "rook", "bishop", "knight", "king", "pawn".
        [white] Het heeft een lijst van kanten nodig: getallen, "+" en "#".
        [orange] Het heeft een lijst van getallen nodig.
        [tries] Het heeft een getal van 1 tot en met 6 nodig.
        [house-rules] Het heeft een lijst van huisregels nodig, zoals "may-stop-early".
        [action] Het heeft true of false nodig.
        [protection] Het heeft true of false nodig.
        [fast-start] Het heeft true of false nodig.
        [bring-in-on-any-roll] Het heeft true of false nodig.
        [exact-home] Het heeft true of false nodig.
        [bring-in-ends-turn] Het heeft true of false nodig.
        [start-fields-may-fill] Het heeft true of false nodig.
        [capture-any] Het heeft true of false nodig.
        [orange-moves] Het heeft een lijst nodig van de stukken die de oranje dobbelsteen verzet, zoals "king", "pawn".
       *[deck] Het heeft kaarten nodig, elk met een aantal, zoals "swap": 2.
    }
