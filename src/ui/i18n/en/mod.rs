//! The English words of the areas still said in Rust (the race game): one
//! file per area, one function per message enum with one exhaustive `match`, so that
//! the compiler finds a missing text. Here the English helpers the areas share. The chess,
//! Yalta, piece school and rules-book texts are in `assets/i18n/en/`.

use super::*;

pub(super) mod pages;
pub(super) mod track;

/// The race's texts still name their counting helper by its old place (the reasons moved
/// to Fluent: `keys/reasons.rs`).
mod reasons {
    pub(super) use super::moves_en;
}

fn role_en(r: Role) -> &'static str {
    r.name()
}

fn seat_en(s: Seat) -> &'static str {
    ["Yellow", "Green", "Blue", "Red"][s.index() % 4]
}

/// "Anna's", "Klaus'".
fn possessive(name: &str) -> String {
    if name.ends_with('s') || name.ends_with('x') || name.ends_with('z') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// "queen, rook or knight".
fn list_en(rs: &[Role]) -> String {
    join_or(rs.iter().map(|r| role_en(*r).to_string()).collect(), "or")
}

fn ordinal(n: u8) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        n => format!("{n}th"),
    }
}

/// "1 move", "2 moves": the number and its noun agree.
fn moves_en<N: std::fmt::Display + PartialEq + From<u8>>(n: N) -> String {
    if n == N::from(1) {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}
