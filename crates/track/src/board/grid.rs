//! The grid under the board: its size, the squares pieces stand on, and the
//! per-seat step tables. It knows nothing of pieces or moves, so the movement code
//! and the move-count maps can build on it without needing the [`super::Board`].

use crate::geometry::{Square, SquareSet, VECTORS};
use crate::pieces::{Seat, SEATS};

/// Per-seat tables derived from the layout.
#[derive(Clone, Debug)]
pub struct SeatTables {
    /// `from_ok[v]`: squares from which vector `v` stays on the grid without
    /// properly crossing this seat's blocking line.
    pub from_ok: [SquareSet; 16],
    /// This seat's house squares.
    pub house: SquareSet,
    /// This seat's entry fields.
    pub entry: SquareSet,
}

/// The board's grid and its step tables.
#[derive(Clone, Debug)]
pub struct Grid {
    pub(super) width: usize,
    pub(super) height: usize,
    pub(super) tables: [SeatTables; SEATS],
    pub(super) track: SquareSet,
    /// `on_grid[v]`: squares from which vector `v` stays on the grid, every blocking
    /// line ignored.
    pub(super) on_grid: [SquareSet; 16],
    /// The square of each bit index (a table: dividing by the width is slow).
    pub(super) squares: Vec<Square>,
}

impl Grid {
    /// The squares from which each vector stays on the grid, every line ignored.
    pub fn on_grid(&self) -> &[SquareSet; 16] {
        &self.on_grid
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The bit index of a square.
    #[inline]
    pub fn index(&self, sq: Square) -> usize {
        sq.y as usize * self.width + sq.x as usize
    }

    /// The square of a bit index.
    #[inline]
    pub fn square(&self, index: usize) -> Square {
        match self.squares.get(index) {
            Some(sq) => *sq,
            None => Square::new((index % self.width) as u8, (index / self.width) as u8),
        }
    }

    /// Whether a square lies on the grid.
    pub fn contains(&self, sq: Square) -> bool {
        (sq.x as usize) < self.width && (sq.y as usize) < self.height
    }

    /// The index change of vector `v`.
    #[inline]
    pub fn delta(&self, v: usize) -> i32 {
        VECTORS[v].dy as i32 * self.width as i32 + VECTORS[v].dx as i32
    }

    /// Every square a piece can stand on.
    pub fn track(&self) -> SquareSet {
        self.track
    }

    /// The per-seat move tables.
    pub fn tables(&self, seat: Seat) -> &SeatTables {
        &self.tables[seat.index()]
    }

    /// The set of the given squares.
    pub fn set_of<'a>(&self, squares: impl IntoIterator<Item = &'a Square>) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for q in squares {
            s.insert(self.index(*q));
        }
        s
    }

    /// Whether the step from `from` by vector `v` is allowed for `seat`'s pieces
    /// (on the grid, not across its blocking line). Returns the landing square.
    pub fn step(&self, seat: Seat, from: Square, v: usize) -> Option<Square> {
        let i = self.index(from);
        if self.tables[seat.index()].from_ok[v].contains(i) {
            Some(self.square((i as i32 + self.delta(v)) as usize))
        } else {
            None
        }
    }
}
