//! The German words of the areas still said in Rust (the race game): one
//! file per area, one function per message enum with one exhaustive `match`, so that
//! the compiler finds a missing text. Here the German helpers the areas share. The chess,
//! Yalta, piece school and rules-book texts are in `assets/i18n/de/`.

use super::*;

pub(super) mod pages;
pub(super) mod track;

/// The race's texts still name their counting helper by its old place (the reasons moved
/// to Fluent: `keys/reasons.rs`).
mod reasons {
    pub(super) use super::moves_de;
}

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

fn seat_de(s: Seat) -> &'static str {
    ["Gelb", "Grün", "Blau", "Rot"][s.index() % 4]
}

/// German grammatical case, for the article of a piece's name.
#[derive(Clone, Copy)]
enum Case {
    Nom,
    Acc,
    Dat,
}

/// A piece's German name with its article ("die Dame", "den Bauern", "dem Turm").
fn article_de(r: Role, case: Case) -> String {
    let name = role_de(r);
    match (r, case) {
        (Role::Queen, Case::Nom | Case::Acc) => format!("die {name}"),
        (Role::Queen, Case::Dat) => format!("der {name}"),
        (Role::Pawn, Case::Acc | Case::Dat) => {
            format!(
                "{} Bauern",
                if matches!(case, Case::Acc) {
                    "den"
                } else {
                    "dem"
                }
            )
        }
        (_, Case::Nom) => format!("der {name}"),
        (_, Case::Acc) => format!("den {name}"),
        (_, Case::Dat) => format!("dem {name}"),
    }
}

/// "Dame, Turm oder Springer".
fn list_de(rs: &[Role]) -> String {
    join_or(rs.iter().map(|r| role_de(*r).to_string()).collect(), "oder")
}

/// "1 Zug", "2 Züge": die Zahl und ihr Wort stimmen überein.
fn moves_de<N: std::fmt::Display + PartialEq + From<u8>>(n: N) -> String {
    if n == N::from(1) {
        "1 Zug".into()
    } else {
        format!("{n} Züge")
    }
}
