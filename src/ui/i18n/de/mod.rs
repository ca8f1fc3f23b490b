//! The German words of the areas still said in Rust (the race game, the reasons): one
//! file per area, one function per message enum with one exhaustive `match`, so that
//! the compiler finds a missing text. Here the German helpers the areas share. The chess,
//! Yalta, piece school and rules-book texts are in `assets/i18n/de/`.

use super::*;

pub(super) mod pages;
pub(super) mod reasons;
pub(super) mod track;

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
