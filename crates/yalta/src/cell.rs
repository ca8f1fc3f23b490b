//! Players, cells and their names (design §1): `we2`, `bd4`, `rh1`.

use std::fmt;

/// One of the three players, in turn order: White, Black, Red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// White: back row at the bottom, moves first.
    White = 0,
    /// Black: back row upper left, moves second.
    Black = 1,
    /// Red: back row upper right, moves third.
    Red = 2,
}

impl Player {
    /// The three players in turn order.
    pub const ALL: [Player; 3] = [Player::White, Player::Black, Player::Red];

    /// The player from an index 0..3 (turn order).
    pub fn from_index(i: usize) -> Player {
        Player::ALL[i % 3]
    }

    /// The index 0..3 in turn order.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The player who moves after this one.
    pub fn next(self) -> Player {
        Player::from_index(self.index() + 1)
    }

    /// The player who moved before this one.
    pub fn previous(self) -> Player {
        Player::from_index(self.index() + 2)
    }

    /// The two opponents, in turn order after this player.
    pub fn opponents(self) -> [Player; 2] {
        [self.next(), self.next().next()]
    }

    /// The letter of the player in YFEN and cell names: `w`, `b` or `r`.
    pub fn letter(self) -> char {
        ['w', 'b', 'r'][self.index()]
    }

    /// The player of a letter `w`, `b` or `r`.
    pub fn from_letter(c: char) -> Option<Player> {
        match c {
            'w' => Some(Player::White),
            'b' => Some(Player::Black),
            'r' => Some(Player::Red),
            _ => None,
        }
    }

    /// The English name of the player's colour.
    pub fn name(self) -> &'static str {
        ["White", "Black", "Red"][self.index()]
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The number of cells of the board.
pub const CELLS: usize = 96;

/// A cell of the board: the area's owner, the file `a`–`h` and the rank `1`–`4` as
/// that player sees them from their seat. The index is `owner·32 + rank·8 + file`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl Cell {
    /// The cell of `owner`'s area at `file` (0 = a … 7 = h) and `rank` (0 = rank 1 … 3 = rank 4).
    pub fn new(owner: Player, file: u8, rank: u8) -> Cell {
        debug_assert!(file < 8 && rank < 4);
        Cell(owner as u8 * 32 + rank * 8 + file)
    }

    /// Every cell, in index order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The index 0..96.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Whose area the cell is in.
    pub fn area(self) -> Player {
        Player::from_index(self.0 as usize / 32)
    }

    /// The file, 0 = a … 7 = h, from the area owner's left.
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 = rank 1 (the back row) … 3 = rank 4 (the middle).
    pub fn rank(self) -> u8 {
        (self.0 % 32) / 8
    }

    /// Light cells: file index + rank index is odd ("light on the right").
    pub fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// Parses a cell name such as `we2`.
    pub fn parse(s: &str) -> Option<Cell> {
        let b = s.as_bytes();
        if b.len() != 3 {
            return None;
        }
        let owner = Player::from_letter(b[0] as char)?;
        let file = b[1].checked_sub(b'a').filter(|f| *f < 8)?;
        let rank = b[2].checked_sub(b'1').filter(|r| *r < 4)?;
        Some(Cell::new(owner, file, rank))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.area().letter(),
            (b'a' + self.file()) as char,
            self.rank() + 1
        )
    }
}
