//! The chess school (issue 34): the children's chess manual of the seeds (seed 002) as
//! lessons on the real chess board, the step after the piece school. Each chapter of
//! the manual is a course; each level is data (`assets/chess_lessons/*.json`): a FEN, a
//! goal, a par. A search on `cozy-chess` proves every level ([`prove`]), plays "Show
//! me", and answers for the other side with its toughest defence; every wrong try has
//! its typed reason ([`Wrong`]), which the app says in the child's words. No window,
//! file or clock here.

mod attempt;
mod bridge;
mod error;
mod level;
pub mod notation_choices;
pub mod prove;
mod why;

pub use attempt::{stars_for, ChessAttempt, Choice, Step, Try};
pub use bridge::lesson_for;
pub use error::{ChessLessonError, ChessLessonProblem};
pub use level::{
    read_course, CastleSide, ChessCourse, ChessGoal, ChessLevel, DrawAnswer, Verdict, Way, MAX_MATE,
};
pub use why::{escape, verdict_slip, DrawSlip, Escape, Slip, VerdictSlip, Wrong};

/// The embedded courses, one per chapter of the manual, in its order.
pub const COURSES: [(&str, &str); 9] = [
    (
        "board.json",
        include_str!("../../../assets/chess_lessons/board.json"),
    ),
    (
        "pieces.json",
        include_str!("../../../assets/chess_lessons/pieces.json"),
    ),
    (
        "check.json",
        include_str!("../../../assets/chess_lessons/check.json"),
    ),
    (
        "mate.json",
        include_str!("../../../assets/chess_lessons/mate.json"),
    ),
    (
        "castling.json",
        include_str!("../../../assets/chess_lessons/castling.json"),
    ),
    (
        "en_passant.json",
        include_str!("../../../assets/chess_lessons/en_passant.json"),
    ),
    (
        "stalemate.json",
        include_str!("../../../assets/chess_lessons/stalemate.json"),
    ),
    (
        "notation.json",
        include_str!("../../../assets/chess_lessons/notation.json"),
    ),
    (
        "rules.json",
        include_str!("../../../assets/chess_lessons/rules.json"),
    ),
];

/// Every embedded course, read and checked.
///
/// # Errors
/// The first mistake in an embedded file (the tests keep them right).
pub fn courses() -> Result<Vec<ChessCourse>, ChessLessonError> {
    let courses = COURSES
        .iter()
        .map(|(file, text)| read_course(file, text))
        .collect::<Result<Vec<_>, _>>()?;
    let mut seen = std::collections::HashSet::new();
    for (c, (file, _)) in courses.iter().zip(COURSES) {
        for l in &c.levels {
            if !seen.insert(l.id.clone()) {
                return Err(ChessLessonError {
                    file: file.to_string(),
                    level: Some(l.id.clone()),
                    field: Some("id"),
                    problem: ChessLessonProblem::IdTwice,
                });
            }
        }
    }
    Ok(courses)
}

/// Where a level is: its course's and its own index, by the level's id.
pub fn find_level(courses: &[ChessCourse], id: &str) -> Option<(usize, usize)> {
    courses.iter().enumerate().find_map(|(c, course)| {
        course
            .levels
            .iter()
            .position(|l| l.id == id)
            .map(|l| (c, l))
    })
}
