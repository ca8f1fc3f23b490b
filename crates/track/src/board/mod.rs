//! The board as data (docs/rules.md §1): what each square is, the seats' fields and
//! blocking lines, and the tables the movement engine uses.
//!
//! Below the board sits its [`Grid`] (sizes and per-seat step tables), the single-move
//! expansion of [`step`] on that grid, and the move-count maps built from it, so that
//! none of them needs the board and the board caches their results.
//!
//! The file format is the one of `assets/board-classic.txt`: `;` comments,
//! `line S x=X y=Y0..Y1` (or `y=Y x=X0..X1`) for seat S's blocking line, and one
//! row of space-separated cell characters per grid row.

mod distance;
mod error;
mod grid;
mod parse;
pub mod step;

pub use distance::UNREACHABLE;
pub use error::{BoardError, BoardErrorKind};
pub use grid::{Grid, SeatTables};

use super::geometry::{crosses, Square};
use super::pieces::{Role, Seat, SEATS};
use distance::MovesHome;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::{Arc, OnceLock};

/// The classic 17 × 17 board, embedded in the binary.
pub const CLASSIC_BOARD: &str = include_str!("../../../../assets/board-classic.txt");

/// What a grid cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Not part of the track; nothing stands here.
    Wall,
    /// A plain track square.
    Track,
    /// A start field ("Startfeld") of the seat.
    Start(Seat),
    /// A house entry field ("Eingangsfeld") of the seat.
    Entry(Seat),
    /// A house square ("Zielraum") of the seat.
    House(Seat),
    /// A pause field ("Pausenfeld") of the seat.
    Pause(Seat),
}

impl Cell {
    fn from_char(c: char) -> Option<Cell> {
        let seat = |base: char| Seat(c as u8 - base as u8);
        Some(match c {
            '#' => Cell::Wall,
            '.' => Cell::Track,
            'a'..='d' => Cell::Start(seat('a')),
            'A'..='D' => Cell::Entry(seat('A')),
            '1'..='4' => Cell::House(seat('1')),
            'w'..='z' => Cell::Pause(seat('w')),
            _ => return None,
        })
    }

    /// Whether pieces may stand here (every cell but walls and houses).
    pub fn is_track(self) -> bool {
        !matches!(self, Cell::Wall | Cell::House(_))
    }
}

/// A seat's blocking line ("Sperrlinie"): a segment on square borders, in border points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockingLine {
    /// One end, as border point `(X, Y)`.
    pub from: (i32, i32),
    /// The other end.
    pub to: (i32, i32),
}

impl BlockingLine {
    /// Whether a move between the centres of `a` and `b` properly crosses this line.
    pub fn is_crossed_by(&self, a: Square, b: Square) -> bool {
        crosses(a, b, self.from, self.to)
    }
}

/// Everything one seat owns on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLayout {
    /// The two start fields, the one nearer the blocking line first.
    pub start: [Square; 2],
    /// The two house entry fields.
    pub entry: [Square; 2],
    /// The house squares.
    pub house: Vec<Square>,
    /// The pause fields of the seat's colour.
    pub pause: Vec<Square>,
    /// The blocking line.
    pub line: BlockingLine,
}

/// A validated board with its derived tables. It dereferences to its [`Grid`], so the
/// grid's questions (`index`, `step`, `track`, …) are asked of the board directly.
#[derive(Clone, Debug)]
pub struct Board {
    name: String,
    source: String,
    cells: Vec<Cell>,
    seats: [Option<SeatLayout>; SEATS],
    grid: Grid,
    moves_home: OnceLock<Arc<MovesHome>>,
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source
    }
}

impl std::ops::Deref for Board {
    type Target = Grid;
    fn deref(&self) -> &Grid {
        &self.grid
    }
}

impl Board {
    /// The embedded classic board.
    pub fn classic() -> Board {
        Board::parse(CLASSIC_BOARD, "<classic>").expect("the embedded classic board is valid")
    }

    /// The move-count map: fewest moves home on the empty board from each square
    /// (by square index), computed once per board on first use.
    pub fn moves_home(&self, seat: Seat, role: Role) -> &[u16] {
        self.moves_home
            .get_or_init(|| Arc::new(MovesHome::compute(&self.grid)))
            .map(seat, role)
    }

    /// The name given when parsing (a file path, or `<classic>`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The board file's text.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// What a square is. Squares off the grid are walls.
    pub fn cell(&self, sq: Square) -> Cell {
        if self.contains(sq) {
            self.cells[self.index(sq)]
        } else {
            Cell::Wall
        }
    }

    /// A seat's layout, if the board has that seat.
    pub fn seat(&self, seat: Seat) -> Option<&SeatLayout> {
        self.seats.get(seat.index()).and_then(|s| s.as_ref())
    }

    /// The seats this board has.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::ALL.into_iter().filter(|s| self.seat(*s).is_some())
    }

    /// Whether `sq` is a pause field of `seat`'s colour.
    pub fn is_pause_of(&self, sq: Square, seat: Seat) -> bool {
        self.cell(sq) == Cell::Pause(seat)
    }

    /// This board with no blocking lines: no move and no cover is stopped by one. The
    /// piece school solves a level again on it, to check that the level needs the rule
    /// it teaches. A board of its own, never to be saved: its source, which still
    /// draws the lines, is marked by a comment so the two boards do not compare equal.
    ///
    /// ```
    /// use track::board::Board;
    /// use track::geometry::Square;
    /// use track::pieces::Seat;
    /// // Vector 1 is one step to the left: across seat 0's line, from its start field.
    /// let start = Square::new(9, 16);
    /// let classic = Board::classic();
    /// assert_eq!(classic.step(Seat(0), start, 1), None);
    /// let open = classic.without_blocking_lines();
    /// assert_eq!(open.step(Seat(0), start, 1), Some(Square::new(8, 16)));
    /// assert!(open != classic);
    /// ```
    pub fn without_blocking_lines(&self) -> Board {
        let mut board = self.altered("no-blocking-lines");
        for t in &mut board.grid.tables {
            t.from_ok = board.grid.on_grid;
        }
        board
    }

    /// This board with every pause field an ordinary track square: no piece is safe on
    /// one. Like [`Board::without_blocking_lines`], for the piece school's checks.
    pub fn without_pause_fields(&self) -> Board {
        let mut board = self.altered("no-pause-fields");
        for c in &mut board.cells {
            if matches!(c, Cell::Pause(_)) {
                *c = Cell::Track;
            }
        }
        for layout in board.seats.iter_mut().flatten() {
            layout.pause.clear();
        }
        board
    }

    /// A copy to alter, its name and source marked with `what` (an id, never shown: the
    /// piece school only solves on it) and its maps cleared.
    fn altered(&self, what: &str) -> Board {
        let mut board = self.clone();
        board.name = format!("{} ({what})", self.name);
        board.source = format!("; {what}\n{}", self.source);
        board.moves_home = OnceLock::new();
        board
    }
}

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Repr<'a> {
            name: &'a str,
            source: &'a str,
        }
        Repr {
            name: &self.name,
            source: &self.source,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Repr {
            name: String,
            source: String,
        }
        let r = Repr::deserialize(d)?;
        Board::parse(&r.source, &r.name).map_err(serde::de::Error::custom)
    }
}
