//! What can be wrong with a board file, with the line and column.

use crate::geometry::{Square, MAX_SQUARES};
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
    /// The grid has more squares than the engine supports, or a side longer than 255.
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BoardErrorKind::*;
        match self {
            Io(e) => write!(f, "cannot read the file: {e}"),
            UnknownCell(c) => write!(
                f,
                "unknown cell '{c}' (use # . a-d A-D 1-4 w-z, see the comments of the classic board)"
            ),
            RaggedRow { expected, found } => write!(
                f,
                "this row has {found} cells but the first row has {expected}: the grid must be rectangular"
            ),
            NoRows => write!(f, "the file has no grid rows"),
            TooLarge { width, height } => write!(
                f,
                "the grid is {width} x {height}; at most {MAX_SQUARES} squares are supported"
            ),
            BadLine(s) => write!(
                f,
                "cannot read the blocking line '{s}': write 'line S x=X y=Y0..Y1' or 'line S y=Y x=X0..X1'"
            ),
            DuplicateLine(s) => write!(f, "{s} has a second blocking line"),
            MissingLine(s) => write!(f, "{s} has fields but no blocking line"),
            LineWithoutSeat(s) => write!(f, "{s} has a blocking line but no fields"),
            LineOffGrid { width, height } => write!(
                f,
                "the blocking line leaves the grid: its ends must lie within x=0..{width} and y=0..{height}"
            ),
            StartFieldCount(s, n) => write!(f, "{s} has {n} start fields; it needs exactly 2"),
            EntryFieldCount(s, n) => write!(f, "{s} has {n} entry fields; it needs exactly 2"),
            NoHouse(s) => write!(f, "{s} has no house squares"),
            HouseDoesNotTouchEntry(s, q) => write!(
                f,
                "the entry field {q} of {s} does not touch a house square of {s} (orthogonally)"
            ),
            LineDoesNotSeparate(s) => write!(
                f,
                "the blocking line of {s} does not separate its start fields from its entry fields along the track"
            ),
            EntryUnreachable(s) => write!(
                f,
                "the entry fields of {s} cannot be reached from its start fields without crossing its blocking line"
            ),
            NoPauseField(s) => write!(f, "{s} has no pause field"),
            HouseApart(s, q) => write!(
                f,
                "the house square {q} of {s} is not joined to its house beside the entry fields"
            ),
            PauseWalledIn(s, q) => write!(
                f,
                "the pause field {q} of {s} has only walls around it; no piece could reach it"
            ),
            TooFewSeats(n) => write!(f, "the board has {n} complete seat(s); at least 2 are needed"),
        }
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            // No position to name (the file could not be read at all).
            return write!(f, "board file {}: {}", self.path, self.kind);
        }
        write!(
            f,
            "board file {}, line {}, column {}: {}",
            self.path, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for BoardError {}
