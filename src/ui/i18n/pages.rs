//! The longer texts: the rules pages, and the lines of the setup screen (games, house
//! rules, computer levels).

use super::Lang;

pub(super) fn level_de(k: track::bots::BotKind) -> &'static str {
    match k.name() {
        "random" => "zufällig",
        "greedy" => "gierig",
        "easy" => "leicht",
        "normal" => "mittel",
        "hard" => "schwer",
        other => other,
    }
}

pub(super) fn level_en(k: track::bots::BotKind) -> &'static str {
    k.name()
}

/// The one-line description of a variant.
pub fn variant_line(lang: Lang, id: &str) -> (&'static str, &'static str) {
    match (lang, id) {
        (Lang::De, "small") => (
            "Kleines Schachschlamassel",
            "Dame, Turm, Läufer, Springer; weißer Würfel",
        ),
        (Lang::De, "small-action") => ("Kleines Aktions-Spiel", "wie klein, dazu Aktionskarten"),
        (Lang::De, "large") => (
            "Großes Schachschlamassel",
            "alle sechs Figuren, zwei Würfel, Deckung schützt",
        ),
        (Lang::De, "large-action") => ("Großes Aktions-Spiel", "wie groß, dazu alle Aktionskarten"),
        (_, "small") => ("Small game", "queen, rook, bishop, knight; the white die"),
        (_, "small-action") => ("Small action game", "the small game with action cards"),
        (_, "large") => (
            "Large game",
            "all six pieces, two dice, covered pieces are safe",
        ),
        (_, "large-action") => ("Large action game", "the large game with every action card"),
        (Lang::De, _) => ("Eigene Variante", ""),
        (Lang::En, _) => ("Own variant", ""),
    }
}

/// The name and one-line explanation of a house rule.
pub fn rule_line(lang: Lang, rule: track::variant::HouseRule) -> (&'static str, &'static str) {
    use track::variant::HouseRule::*;
    match (lang, rule) {
        (Lang::De, SymbolsBringIn) => (
            "+ und # setzen ein",
            "# heißt nur aussetzen, wenn keiner einsetzbar ist",
        ),
        (Lang::De, HashDrawsCard) => (
            "# zieht eine Karte",
            "Aktionsspiel: # Karte ziehen, + einsetzen",
        ),
        (Lang::De, ProtectCovered) => (
            "Gedeckte sind geschützt",
            "auch im kleinen Spiel; mit 4 Extra-Karten",
        ),
        (Lang::De, MayStopEarly) => ("Früher anhalten", "ein Wurf darf auch weniger Züge haben"),
        (Lang::De, EndAfterFirstWinner) => (
            "Ende beim ersten Sieger",
            "das Spiel endet, wenn einer fertig ist",
        ),
        (Lang::En, SymbolsBringIn) => (
            "+ and # bring in",
            "# misses the turn only when nothing can come in",
        ),
        (Lang::En, HashDrawsCard) => (
            "# draws a card",
            "action games: # draws a card, + brings in",
        ),
        (Lang::En, ProtectCovered) => (
            "Covered pieces are safe",
            "also in the small game; adds 4 extra cards",
        ),
        (Lang::En, MayStopEarly) => ("May stop early", "a roll may use fewer moves"),
        (Lang::En, EndAfterFirstWinner) => (
            "End after the first winner",
            "the game ends when one player finishes",
        ),
    }
}

/// The rules screen: pages of (title, paragraphs), written from the booklet.
pub fn rules_pages(lang: Lang) -> Vec<(&'static str, Vec<&'static str>)> {
    match lang {
        Lang::De => vec![
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
        ],
        Lang::En => vec![
            ("The goal", vec![
                "Run all your pieces once around the track into your house.",
                "Every pip of the die is one chess move of the chosen piece: a 3 means 3 moves.",
                "The lap runs counter-clockwise.",
            ]),
            ("The pieces", vec![
                "Queen: straight and diagonal, as far as she likes. Rook: straight only. Bishop: diagonal only. None jumps over pieces.",
                "Knight: an L-shaped jump, even over pieces and walls.",
                "King: one square in any direction. Pawn: one square straight in any direction; it captures only diagonally.",
            ]),
            ("The fields", vec![
                "Start fields (outlined in your colour): pieces come in here from the start box.",
                "Blocking line (thick bar in your colour): your pieces may never cross it.",
                "Entry fields (arrow): the only way into the house. Leftover moves are lost.",
                "Pause field of your colour: your piece cannot be captured there.",
            ]),
            ("Rolling", vec![
                "+ : bring a piece in and roll again.  # : miss the turn.",
                "Only the last move may capture; the captured piece goes back to its start box.",
                "With no piece on the track: up to three tries. One start field must stay free.",
            ]),
            ("Large game and cards", vec![
                "The white die moves queen, rook, bishop, knight; the orange die moves king and pawn.",
                "Covered pieces cannot be captured: one of their own pieces could capture the capturer.",
                "Action games: on + or # bring in or draw a card. Cards saying 'active' mean pieces on the track.",
            ]),
        ],
    }
}
