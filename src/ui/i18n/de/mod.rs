//! The German words of the areas still said in Rust (the reasons): one
//! file per area, one function per message enum with one exhaustive `match`, so that
//! the compiler finds a missing text. Here the German helpers the areas share. The chess,
//! Yalta, piece school and rules-book texts are in `assets/i18n/de/`.

use super::*;

pub(super) mod reasons;

fn role_de(r: Role) -> &'static str {
    match r {
        Role::Queen => "Dame",
        Role::Rook => "Turm",
        Role::Bishop => "Läufer",
        Role::Knight => "Springer",
        Role::King => "König",
        Role::Pawn => "Bauer",
    }
}

/// German grammatical case, for the article of a piece's name.
#[derive(Clone, Copy)]
enum Case {
    Nom,
    Acc,
}

/// A piece's German name with its article ("die Dame", "den Bauern").
fn article_de(r: Role, case: Case) -> String {
    let name = role_de(r);
    match (r, case) {
        (Role::Queen, _) => format!("die {name}"),
        (Role::Pawn, Case::Acc) => "den Bauern".into(),
        (_, Case::Nom) => format!("der {name}"),
        (_, Case::Acc) => format!("den {name}"),
    }
}

/// A Yalta piece's kind with its article ("die Dame").
fn yalta_kind(k: ::yalta::position::Kind) -> &'static str {
    use ::yalta::position::Kind;
    match k {
        Kind::King => "der König",
        Kind::Queen => "die Dame",
        Kind::Rook => "der Turm",
        Kind::Bishop => "der Läufer",
        Kind::Knight => "der Springer",
        Kind::Pawn => "der Bauer",
    }
}

/// Players' names: "Ada und Bo".
fn yalta_list(names: &[String]) -> String {
    names.join(" und ")
}
