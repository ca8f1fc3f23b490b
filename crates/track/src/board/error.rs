//! What can be wrong with a board file, with the line and column.

use crate::geometry::Square;
use crate::pieces::Seat;
use std::fmt;

/// What is wrong with a board file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardErrorKind {
    /// The file could not be read.
    Io(String),
    /// A cell character that means nothing.
    UnknownCell(char),
    /// A row with a different number of cells than the first row.
    RaggedRow {
        /// Cells in the first row.
        expected: usize,
        /// Cells in this row.
        found: usize,
    },
    /// The file holds no grid rows.
    NoRows,
    /// The grid has more squares than the engine supports ([`crate::geometry::MAX_SQUARES`]),
    /// or a side longer than 255.
    TooLarge {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// A `line` directive that cannot be read.
    BadLine(String),
    /// Two `line` directives for one seat.
    DuplicateLine(Seat),
    /// A seat has fields but no blocking line.
    MissingLine(Seat),
    /// A blocking line for a seat that has no fields.
    LineWithoutSeat(Seat),
    /// A blocking line reaches beyond the grid's borders.
    LineOffGrid {
        /// Columns of the grid.
        width: usize,
        /// Rows of the grid.
        height: usize,
    },
    /// A seat does not have exactly two start fields.
    StartFieldCount(Seat, usize),
    /// A seat does not have exactly two entry fields.
    EntryFieldCount(Seat, usize),
    /// A seat has no house squares.
    NoHouse(Seat),
    /// An entry field with no house square of its seat beside it.
    HouseDoesNotTouchEntry(Seat, Square),
    /// A house square not joined to the rest of its house beside the entry fields (one
    /// written out on the track).
    HouseApart(Seat, Square),
    /// A pause field with only walls around it.
    PauseWalledIn(Seat, Square),
    /// The blocking line does not cut the short way from start to entry fields.
    LineDoesNotSeparate(Seat),
    /// Start fields that cannot reach the entry fields at all.
    EntryUnreachable(Seat),
    /// A seat without any pause field of its colour.
    NoPauseField(Seat),
    /// Fewer than two complete seats.
    TooFewSeats(usize),
}

impl fmt::Display for BoardErrorKind {
    /// The kind as data (`UnknownCell('?')`): the app says it in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// A board file error: the file, the 1-based line and column, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// The file's path, or `<classic>` for the embedded board.
    pub path: String,
    /// 1-based line; 0 when the file could not be read.
    pub line: usize,
    /// 1-based column (in characters); 0 when the file could not be read.
    pub column: usize,
    /// What is wrong.
    pub kind: BoardErrorKind,
}

impl fmt::Display for BoardError {
    /// The file, line and column, and the kind as data (`board.txt:3:1: UnknownCell('?')`):
    /// the app says it in words (`said::board`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            // No position to name (the file could not be read at all).
            return write!(f, "{}: {}", self.path, self.kind);
        }
        write!(
            f,
            "{}:{}:{}: {}",
            self.path, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for BoardError {}
