//! What can be wrong with a chess lesson file: the file, the level and the field, and
//! the problem as a value; the app says it in words (`say_chess_lesson_error`).

use chess::FenError;
use cozy_chess::Square;
use std::fmt;

/// What is wrong in a chess lesson file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessLessonProblem {
    /// Not JSON, or not a lesson file's fields: where, and serde's own message.
    Json {
        /// The line (1 is the first).
        line: usize,
        /// The column.
        column: usize,
        /// serde's message.
        detail: String,
    },
    /// A course without an id.
    NoCourseId,
    /// A course without levels.
    NoLevels,
    /// A level without an id.
    NoLevelId,
    /// Two levels with one id.
    IdTwice,
    /// The position is no legal FEN.
    Fen(FenError),
    /// `par` 0.
    ZeroPar,
    /// A list of squares that is empty.
    NoSquares,
    /// A square name that is none (`z9`).
    BadSquare(String),
    /// A square named twice in one list.
    SquareTwice(Square),
    /// A star on a piece of the side that collects the stars.
    StarOnOwnPiece(Square),
    /// An out-of-check level whose side to move is not in check.
    NotInCheck,
    /// A mate goal of 0 moves or more than [`crate::MAX_MATE`].
    MateLength(u8),
    /// A move to write down that is not legal in the position.
    IllegalMove(String),
    /// A move to write down without its answer.
    NoAnswer,
    /// A touched square without a piece of the side to move.
    NoPieceTouched(Square),
}

/// A mistake in a chess lesson file, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessLessonError {
    /// The file's name.
    pub file: String,
    /// The level's id, once the mistake is inside a level.
    pub level: Option<String>,
    /// The field.
    pub field: Option<&'static str>,
    /// What is wrong.
    pub problem: ChessLessonProblem,
}

impl fmt::Display for ChessLessonError {
    /// Data, not words (`board.json/board-2/fen: …`): the app says it in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(l) = &self.level {
            write!(f, "/{l}")?;
        }
        if let Some(field) = self.field {
            write!(f, "/{field}")?;
        }
        write!(f, ": {:?}", self.problem)
    }
}

impl std::error::Error for ChessLessonError {}
