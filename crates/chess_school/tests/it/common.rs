//! Helpers the chess school's tests share: a level by its id, a try by its squares, and
//! what a level offers to choose.

use chess::{ChessMove, Piece, Square};
use chess_school::{courses, ChessAttempt, ChessLevel, Choice, Try};

/// The level `id` of the built-in courses.
pub fn level(id: &str) -> ChessLevel {
    courses()
        .unwrap()
        .into_iter()
        .flat_map(|c| c.levels)
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("no level {id}"))
}

/// The try: the piece on `from` moves to `to`.
pub fn mv(from: &str, to: &str) -> Try {
    Try::Move(ChessMove::new(from.parse().unwrap(), to.parse().unwrap()))
}

/// The try: the pawn on `from` moves to `to` and becomes `p`.
pub fn promote(from: &str, to: &str, p: Piece) -> Try {
    Try::Move(ChessMove {
        promotion: Some(p),
        ..ChessMove::new(from.parse().unwrap(), to.parse().unwrap())
    })
}

/// A square by its name (`e4`).
pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The index of the choice `c` of a question level.
pub fn choice(a: &ChessAttempt, c: Choice) -> usize {
    a.choices()
        .iter()
        .position(|x| *x == c)
        .unwrap_or_else(|| panic!("{c:?} is not offered: {:?}", a.choices()))
}

/// The texts of a notation level's choices.
pub fn notations(a: &ChessAttempt) -> Vec<String> {
    a.choices()
        .into_iter()
        .map(|c| match c {
            Choice::Notation(t) => t,
            other => panic!("{other:?}"),
        })
        .collect()
}
