//! The English words of the areas still said in Rust (the reasons): one
//! file per area, one function per message enum with one exhaustive `match`, so that
//! the compiler finds a missing text. Here the English helpers the areas share. The chess,
//! Yalta, piece school and rules-book texts are in `assets/i18n/en/`.

use super::*;

pub(super) mod reasons;

fn role_en(r: Role) -> &'static str {
    r.name()
}

/// "Anna's", "Klaus'".
fn possessive(name: &str) -> String {
    if name.ends_with('s') || name.ends_with('x') || name.ends_with('z') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// A Yalta piece's kind with its article ("the queen").
fn yalta_kind(k: ::yalta::position::Kind) -> String {
    format!("the {}", k.name())
}

/// Players' names: "Ada and Bo".
fn yalta_list(names: &[String]) -> String {
    names.join(" and ")
}
