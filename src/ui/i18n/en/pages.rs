//! The longer English texts: the rules pages, and the lines of the setup screen (games,
//! house rules, computer levels).

/// A computer level's English name.
pub(super) fn level(k: ::track::bots::BotKind) -> &'static str {
    k.name()
}

/// The name and one-line description of a variant, by its id.
pub(crate) fn variant_line(id: &str) -> (&'static str, &'static str) {
    match id {
        "small" => ("Small game", "queen, rook, bishop, knight; the white die"),
        "small-action" => ("Small action game", "the small game with action cards"),
        "large" => (
            "Large game",
            "all six pieces, two dice, covered pieces are safe",
        ),
        "large-action" => ("Large action game", "the large game with every action card"),
        _ => ("Own variant", ""),
    }
}

/// The name and one-line explanation of a house rule.
pub(crate) fn rule_line(rule: ::track::variant::HouseRule) -> (&'static str, &'static str) {
    use ::track::variant::HouseRule::*;
    match rule {
        SymbolsBringIn => (
            "+ and # bring in",
            "# misses the turn only when nothing can come in",
        ),
        HashDrawsCard => (
            "# draws a card",
            "action games: # draws a card, + brings in",
        ),
        ProtectCovered => (
            "Covered pieces are safe",
            "also in the small game; adds 4 extra cards",
        ),
        MayStopEarly => ("May stop early", "a roll may use fewer moves"),
        EndAfterFirstWinner => (
            "End after the first winner",
            "the game ends when one player finishes",
        ),
    }
}

/// The rules screen: pages of (title, paragraphs), written from the booklet.
pub(crate) fn rules_pages() -> Vec<(&'static str, Vec<&'static str>)> {
    vec![
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
    ]
}
