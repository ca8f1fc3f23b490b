//! The names of the longer texts: the setup screen's lines (games, house rules,
//! computer levels) and the pages of the rules books.

use ::track::variant::HouseRule;

/// A game of the setup screen, by its id in `variants.json`; its `.line` attribute is
/// its one-line description. An id the game does not know is the family's own variant.
pub(crate) fn variant(id: &str) -> &'static str {
    match id {
        "small" => "variant-small",
        "small-action" => "variant-small-action",
        "large" => "variant-large",
        "large-action" => "variant-large-action",
        _ => "variant-own",
    }
}

/// A house rule; its `.line` attribute explains it.
pub(crate) fn house_rule(rule: HouseRule) -> &'static str {
    match rule {
        HouseRule::SymbolsBringIn => "house-rule-symbols-bring-in",
        HouseRule::HashDrawsCard => "house-rule-hash-draws-card",
        HouseRule::ProtectCovered => "house-rule-protect-covered",
        HouseRule::MayStopEarly => "house-rule-may-stop-early",
        HouseRule::EndAfterFirstWinner => "house-rule-end-after-first-winner",
    }
}

/// The race game's rules book: its pages, each a message whose value is the title and
/// whose attributes are the paragraphs.
pub(crate) const RACE_BOOK: [&str; 5] = [
    "rules-race-goal",
    "rules-race-pieces",
    "rules-race-fields",
    "rules-race-rolling",
    "rules-race-large",
];

/// The chess rules book's pages.
pub(crate) const CHESS_BOOK: [&str; 5] = [
    "rules-chess-goal",
    "rules-chess-pieces",
    "rules-chess-pawn",
    "rules-chess-castling",
    "rules-chess-draws",
];

/// The Yalta rules book's pages.
pub(crate) const YALTA_BOOK: [&str; 4] = [
    "rules-yalta-players",
    "rules-yalta-middle",
    "rules-yalta-pawns",
    "rules-yalta-check",
];
