//! One sample of every input the window declines, for the tests (the lib's and
//! `tests/it/every_refusal.rs`); the rules crates' reasons are in
//! `base::said::reason_samples`. Exhaustive by construction: a `match` without a
//! wildcard, so that a new kind does not compile until it has a sample here.

use crate::table::input::Declined;
use ::track::pieces::{PieceId, Role, Seat};
pub use base::said::reason_samples::*;

fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

/// One sample of every input the race's and the school's window declines, and why.
pub fn declines() -> Vec<Declined> {
    let mut all: Vec<Declined> = track_why_nots()
        .into_iter()
        .map(|why| Declined::Piece {
            piece: pc(0, Role::Queen),
            why,
        })
        .collect();
    all.extend([
        Declined::GameOver,
        Declined::NotInGame { role: Role::King },
        Declined::NotInGame { role: Role::Pawn },
        Declined::RollFirst,
        Declined::RolledAlready,
        Declined::CardFirst,
        Declined::MustMove,
        Declined::NoCards,
        Declined::NoCardNow { hash_only: true },
        Declined::NoCardNow { hash_only: false },
        Declined::DeckEmpty,
        Declined::BoxEmpty,
        Declined::NeedPlus { hash_too: true },
        Declined::NeedPlus { hash_too: false },
        Declined::NothingToTakeBack,
        Declined::NothingToChoose,
        Declined::NothingUnderCursor,
        Declined::WalkGoesOn { left: 1 },
        Declined::WalkGoesOn { left: 7 },
        Declined::ChoosePieceFirst,
        Declined::UseButtons { bring_in: true },
        Declined::UseButtons { bring_in: false },
        Declined::ChooseMarked,
        Declined::AlreadyChosen { role: Role::Knight },
        Declined::StandsHere { role: Role::Queen },
        Declined::SeveralWays {
            role: Role::Rook,
            walked: 0,
        },
        Declined::SeveralWays {
            role: Role::Rook,
            walked: 2,
        },
        Declined::NotFromHere {
            role: Role::Knight,
            left: 3,
        },
    ]);
    for d in &all {
        // A new kind does not compile until it has a sample above.
        match d {
            Declined::Piece { .. }
            | Declined::GameOver
            | Declined::NotInGame { .. }
            | Declined::RollFirst
            | Declined::RolledAlready
            | Declined::CardFirst
            | Declined::MustMove
            | Declined::NoCards
            | Declined::NoCardNow { .. }
            | Declined::DeckEmpty
            | Declined::BoxEmpty
            | Declined::NeedPlus { .. }
            | Declined::NothingToTakeBack
            | Declined::NothingToChoose
            | Declined::NothingUnderCursor
            | Declined::WalkGoesOn { .. }
            | Declined::ChoosePieceFirst
            | Declined::UseButtons { .. }
            | Declined::ChooseMarked
            | Declined::AlreadyChosen { .. }
            | Declined::StandsHere { .. }
            | Declined::SeveralWays { .. }
            | Declined::NotFromHere { .. } => {}
        }
    }
    all
}
