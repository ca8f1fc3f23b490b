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
