//! The longer German texts: the rules pages, and the lines of the setup screen (games,
//! house rules, computer levels).

/// A computer level's German name.
pub(super) fn level(k: ::track::bots::BotKind) -> &'static str {
    match k.name() {
        "random" => "zufällig",
        "greedy" => "gierig",
        "easy" => "leicht",
        "normal" => "mittel",
        "hard" => "schwer",
        other => other,
    }
}

/// The name and one-line description of a variant, by its id.
pub(crate) fn variant_line(id: &str) -> (&'static str, &'static str) {
    match id {
        "small" => (
            "Kleines Schachschlamassel",
            "Dame, Turm, Läufer, Springer; weißer Würfel",
        ),
        "small-action" => ("Kleines Aktions-Spiel", "wie klein, dazu Aktionskarten"),
        "large" => (
            "Großes Schachschlamassel",
            "alle sechs Figuren, zwei Würfel, Deckung schützt",
        ),
        "large-action" => ("Großes Aktions-Spiel", "wie groß, dazu alle Aktionskarten"),
        _ => ("Eigene Variante", ""),
    }
}

/// The name and one-line explanation of a house rule.
pub(crate) fn rule_line(rule: ::track::variant::HouseRule) -> (&'static str, &'static str) {
    use ::track::variant::HouseRule::*;
    match rule {
        SymbolsBringIn => (
            "+ und # setzen ein",
            "# heißt nur aussetzen, wenn keiner einsetzbar ist",
        ),
        HashDrawsCard => (
            "# zieht eine Karte",
            "Aktionsspiel: # Karte ziehen, + einsetzen",
        ),
        ProtectCovered => (
            "Gedeckte sind geschützt",
            "auch im kleinen Spiel; mit 4 Extra-Karten",
        ),
        MayStopEarly => ("Früher anhalten", "ein Wurf darf auch weniger Züge haben"),
        EndAfterFirstWinner => (
            "Ende beim ersten Sieger",
            "das Spiel endet, wenn einer fertig ist",
        ),
    }
}

/// The rules screen: pages of (title, paragraphs), written from the booklet.
pub(crate) fn rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("Ziel", vec![
            "Bringe alle deine Figuren einmal um die Laufstrecke in dein Haus.",
            "Jedes Auge des Würfels ist ein Schachzug der gewählten Figur: bei einer 3 zieht sie 3 Mal.",
            "Die Runde läuft gegen den Uhrzeigersinn.",
        ]),
        ("Die Figuren", vec![
            "Dame: gerade und schräg, so weit sie will. Turm: nur gerade. Läufer: nur schräg. Keiner springt über Figuren.",
            "Springer: ein L-Sprung, auch über Figuren und Wände.",
            "König: ein Feld in jede Richtung. Bauer: ein Feld gerade in jede Richtung; schlagen nur schräg.",
        ]),
        ("Die Felder", vec![
            "Startfelder (farbig umrandet): hier kommen Figuren aus der Startbox herein.",
            "Sperrlinie (dicker Balken deiner Farbe): deine Figuren dürfen sie nie überqueren.",
            "Eingangsfelder (Pfeil): nur über sie geht es ins Haus. Übrige Züge verfallen.",
            "Pausenfeld deiner Farbe: dort kann deine Figur nicht geschlagen werden.",
        ]),
        ("Würfeln", vec![
            "+ : eine Figur einsetzen und noch einmal würfeln.  # : aussetzen.",
            "Nur mit dem letzten Zug darf man schlagen; die Figur geht zurück in ihre Startbox.",
            "Ohne Figur auf der Strecke: bis zu drei Versuche. Ein Startfeld muss frei bleiben.",
        ]),
        ("Großes Spiel und Karten", vec![
            "Der weiße Würfel zieht Dame, Turm, Läufer, Springer; der orangene König und Bauer.",
            "Gedeckte Figuren dürfen nicht geschlagen werden: eine eigene Figur könnte den Schläger schlagen.",
            "Aktionsspiel: bei + oder # einsetzen oder eine Karte ziehen. Karten mit 'aktiv' meinen Figuren auf der Strecke.",
        ]),
    ]
}

/// The chess rules book in German: pages of (title, paragraphs), written from the chess sets' rule
/// sheets and the children's manual, and how to play on the chess screen.
pub(crate) fn chess_rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("Ziel", vec![
            "Schach spielen zwei: Weiß und Schwarz. Sie ziehen abwechselnd eine Figur, Weiß beginnt.",
            "Dein Ziel: den anderen König schachmatt setzen, also so angreifen, dass er nicht mehr entkommt.",
            "Hier klickst du eine deiner Figuren an: Punkte zeigen, wohin sie ziehen kann. Klick auf einen Punkt, und sie zieht dorthin; klick die Figur noch einmal, und du lässt sie los.",
            "Klickst du ein Feld, auf das die Figur nicht darf, sagt dir die Leiste rot, warum.",
        ]),
        ("Die Figuren", vec![
            "König: ein Feld in jede Richtung. Dame: gerade und schräg, so weit die Felder frei sind.",
            "Turm: nur gerade, so weit die Felder frei sind. Läufer: nur schräg, darum bleibt er immer auf seiner Farbe.",
            "Springer: zwei Felder in eine Richtung und eins zur Seite, wie ein L. Nur er springt über andere Figuren.",
            "Eine Figur schlägt, indem sie auf das Feld einer gegnerischen Figur zieht; die geschlagene verlässt das Brett. So viele Bauern ist eine Figur etwa wert: Dame 9, Turm 5, Läufer 3, Springer 3.",
        ]),
        ("Der Bauer", vec![
            "Ein Bauer zieht ein Feld geradeaus nach vorn und nie zurück. Beim ersten Zug darf er zwei Felder ziehen, wenn beide frei sind.",
            "Er schlägt nur ein Feld schräg nach vorn; eine Figur direkt vor ihm kann er nicht schlagen.",
            "En passant: Zieht ein gegnerischer Bauer zwei Felder an einem Feld vorbei, das dein Bauer angreift, darf dein Bauer ihn schlagen, als wäre er nur eins gezogen. Nur gleich im nächsten Zug.",
            "Ein Bauer, der die letzte Reihe erreicht, wird zu Dame, Turm, Läufer oder Springer, wie du willst.",
        ]),
        ("Rochade und Schach", vec![
            "Rochade: Der König zieht zwei Felder auf einen Turm zu, und der Turm springt auf das Feld neben ihm. Dafür klickst du hier den König an, dann das Feld zwei Schritte weiter.",
            "Die Rochade geht nur, wenn König und Turm noch nicht gezogen haben, die Felder zwischen ihnen leer sind und der König nicht im Schach steht, über kein angegriffenes Feld zieht und auf keinem landet.",
            "Schach: Der König wird angegriffen. Wehre es sofort ab: zieh den König weg, schlag den Angreifer oder stell eine Figur dazwischen. Den eigenen König darf man nie im Schach lassen.",
            "Schachmatt: Der König steht im Schach und kann nicht mehr entkommen. Das Spiel ist aus, und wer mattgesetzt hat, gewinnt.",
        ]),
        ("Remis", vec![
            "Patt: Wer am Zug ist, steht nicht im Schach, kann aber gar nicht ziehen. Das Spiel endet unentschieden (Remis).",
            "Mit „Remis anbieten“ in der Leiste fragst du die andere Seite; stimmt sie zu, ist es Remis. „Aufgeben“ schenkt ihr das Spiel.",
            "Kommt dieselbe Stellung zum dritten Mal, darf der, der am Zug ist, auf „Remis verlangen“ drücken.",
            "Von selbst Remis ist es nach je 50 Zügen ohne Schlagen und ohne Bauernzug, oder wenn zu wenig übrig ist, um mattzusetzen, etwa König gegen König.",
        ]),
    ]
}

/// The Yalta rules book in German: pages of (title, paragraphs), written from the Yalta set's rule
/// sheet and our design of what it leaves open (`design/yalta.md`).
pub(crate) fn yalta_rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
        ("Drei Spieler", vec![
            "Yalta ist Schach zu dritt: Weiß, Schwarz und Rot. Jeder hat König, Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern.",
            "Weiß beginnt, dann Schwarz, dann Rot, dann wieder Weiß. Wer dran ist, zieht eine Figur.",
            "Das Brett hat sechs Seiten und besteht aus drei halben Schachbrettern, einem für jeden. Deine Grundreihe ist deine Seite des Bretts.",
            "Die weiße Dame steht am Anfang auf dem hellen Mittelfeld der Grundreihe, die schwarze auf dem dunklen; Rot wählt beim Einrichten.",
        ]),
        ("Durch die Mitte", vec![
            "Die Hälften stoßen aneinander, und jede Linie läuft über die Grenze weiter: Ein Turm kann aus deiner Hälfte in die eines Nachbarn ziehen.",
            "In der Mitte treffen sich sechs Felder. Ein Läufer oder eine Dame, die schräg durch die Mitte zieht, darf einen von zwei Wegen wählen.",
            "Turm, Läufer und Dame ziehen, so weit die Felder frei sind. König: ein Feld in jede Richtung. Springer: zwei Felder in eine Richtung und eins zur Seite; er springt.",
            "Die Rochade geht wie im Schach, und kein Feld, über das der König zieht oder auf dem er landet, darf von einem der beiden anderen angegriffen sein.",
        ]),
        ("Bauern", vec![
            "Ein Bauer läuft auf die Mitte zu. Danach zieht er weiter in die Hälfte eines Nachbarn, auf dessen Grundreihe zu.",
            "Er zieht ein Feld nach vorn, aus seiner Startreihe auch zwei, wenn beide frei sind. Er schlägt ein Feld schräg nach vorn.",
            "En passant geht wie im Schach: Nach dem Doppelschritt eines Bauern darf jeder der beiden anderen ihn in seinem nächsten Zug schlagen.",
            "Ein Bauer, der die Grundreihe eines anderen Spielers erreicht, wird zu Dame, Turm, Läufer oder Springer.",
        ]),
        ("Schach, Matt und Remis", vec![
            "Ein König wird nie geschlagen. Er steht im Schach, wenn ihn eine Figur eines der beiden anderen angreift, und sein Spieler muss ihn aus dem Schach bringen.",
            "Wer im Schach steht und zu Beginn seines Zugs nicht ziehen kann, ist schachmatt, und das Spiel endet. Es gewinnt, wessen Schach zuerst kam.",
            "Bevor dieser Spieler dran ist, darf der dritte Spieler den König mit seinem Zug noch retten.",
            "Remis ist es, wenn jemand ohne Schach nicht ziehen kann, wenn dieselbe Stellung zum dritten Mal kommt, nach 150 Zügen ohne Schlagen und ohne Bauernzug, oder wenn nur die drei Könige übrig sind.",
        ]),
    ]
}
