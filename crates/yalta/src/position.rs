//! Pieces and positions: the cells' contents, whose turn it is, castling and en passant
//! rights, the clocks; making a move (copy-make) and asking who attacks a cell.

use super::board::{Board, NONE};
use super::cell::{Cell, Player, CELLS};
use std::fmt;

/// The kinds of pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The king: never taken.
    King = 0,
    /// The queen.
    Queen = 1,
    /// The rook.
    Rook = 2,
    /// The bishop.
    Bishop = 3,
    /// The knight.
    Knight = 4,
    /// The pawn.
    Pawn = 5,
}

impl Kind {
    /// Every kind, king first.
    pub const ALL: [Kind; 6] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];
    /// What a pawn may become, in the order of the move list.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

    /// The YFEN letter: `K Q R B N P`.
    pub fn letter(self) -> char {
        ['K', 'Q', 'R', 'B', 'N', 'P'][self as usize]
    }

    /// The kind of a YFEN letter.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// The English name.
    pub fn name(self) -> &'static str {
        ["king", "queen", "rook", "bishop", "knight", "pawn"][self as usize]
    }
}

/// A piece: its owner and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub owner: Player,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// The compact code on the board: 0 is an empty cell.
    pub(crate) fn code(self) -> u8 {
        1 + self.owner as u8 * 6 + self.kind as u8
    }

    /// The piece of a non-zero code.
    pub(crate) fn from_code(code: u8) -> Option<Piece> {
        (code != 0).then(|| Piece {
            owner: Player::from_index(((code - 1) / 6) as usize),
            kind: Kind::ALL[((code - 1) % 6) as usize],
        })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.owner.letter(), self.kind.letter())
    }
}

#[inline]
pub(crate) fn owner_of(code: u8) -> usize {
    ((code - 1) / 6) as usize
}

#[inline]
pub(crate) fn kind_of(code: u8) -> u8 {
    (code - 1) % 6
}

pub(crate) const KING: u8 = 0;
pub(crate) const QUEEN: u8 = 1;
pub(crate) const ROOK: u8 = 2;
pub(crate) const BISHOP: u8 = 3;
pub(crate) const KNIGHT: u8 = 4;
pub(crate) const PAWN: u8 = 5;

/// What is special about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// An ordinary move or capture.
    Plain,
    /// A pawn's two steps from its own rank 2.
    DoubleStep,
    /// En passant: the captured pawn stands on this cell.
    EnPassant(Cell),
    /// Castling: the rook moves from the first cell to the second.
    Castling(Cell, Cell),
}

/// A move: from, to, what a pawn becomes, and what is special about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The cell the piece leaves.
    pub from: Cell,
    /// The cell the piece goes to (the king's cell when castling).
    pub to: Cell,
    /// What a promoting pawn becomes.
    pub promotion: Option<Kind>,
    /// Double step, en passant, castling or none.
    pub special: Special,
}

impl fmt::Display for Move {
    /// The design's move name: `we2-we4`, `wc2-wc1=Q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)?;
        if let Some(k) = self.promotion {
            write!(f, "={}", k.letter())?;
        }
        Ok(())
    }
}

/// The en passant right of one player's double step: the skipped cell and where the
/// pawn landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct EpRight {
    pub skipped: u8,
    pub landed: u8,
}

pub(crate) const NO_EP: EpRight = EpRight {
    skipped: NONE,
    landed: NONE,
};

/// A position: the pieces, the player to move, castling and en passant rights and the
/// two counters of YFEN.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [u8; CELLS],
    pub(crate) kings: [u8; 3],
    pub(crate) to_move: Player,
    /// Bit `owner·2` for the a-rook, `owner·2 + 1` for the h-rook.
    pub(crate) castling: u8,
    /// Per player: the en passant right their last double step gave.
    pub(crate) ep: [EpRight; 3],
    pub(crate) halfmove: u16,
    pub(crate) round: u32,
}

/// The castling bit of a player's rook on the a-file (`h = false`) or h-file.
pub(crate) fn castle_bit(owner: Player, h: bool) -> u8 {
    1 << (owner as u8 * 2 + h as u8)
}

/// Where Red's queen stands at the start (the seed lets Red choose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum RedQueen {
    /// On the light central cell, `rd1` (the default).
    #[default]
    Light,
    /// On the dark central cell, `re1`.
    Dark,
}

impl Position {
    /// The starting position (design §3), with Red's queen where Red chose.
    pub fn start(red_queen: RedQueen) -> Position {
        let mut board = [0u8; CELLS];
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        let mut kings = [0; 3];
        for owner in Player::ALL {
            let queen_on_d = match owner {
                Player::White => true,
                Player::Black => false,
                Player::Red => red_queen == RedQueen::Light,
            };
            for f in 0..8u8 {
                let mut kind = back[f as usize];
                if f == 3 || f == 4 {
                    kind = if (f == 3) == queen_on_d {
                        Kind::Queen
                    } else {
                        Kind::King
                    };
                }
                let c = Cell::new(owner, f, 0);
                board[c.index()] = Piece { owner, kind }.code();
                if kind == Kind::King {
                    kings[owner.index()] = c.0;
                }
                board[Cell::new(owner, f, 1).index()] = Piece {
                    owner,
                    kind: Kind::Pawn,
                }
                .code();
            }
        }
        Position {
            board,
            kings,
            to_move: Player::White,
            castling: 0b11_1111,
            ep: [NO_EP; 3],
            halfmove: 0,
            round: 1,
        }
    }

    /// The piece on a cell.
    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        Piece::from_code(self.board[cell.index()])
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Where a player's king stands.
    pub fn king(&self, player: Player) -> Cell {
        Cell(self.kings[player.index()])
    }

    /// Moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u16 {
        self.halfmove
    }

    /// The round, from 1, counting up when the turn passes back to White.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Whether `owner` may still castle with the rook on the a-file (`h = false`) or h-file.
    pub fn may_castle(&self, owner: Player, h: bool) -> bool {
        self.castling & castle_bit(owner, h) != 0
    }

    /// The en passant rights still usable: (skipped cell, the double-stepped pawn's
    /// cell, its owner), in turn order of the owners.
    pub fn en_passant(&self) -> Vec<(Cell, Cell, Player)> {
        Player::ALL
            .into_iter()
            .filter_map(|p| {
                let e = self.ep[p.index()];
                let pawn = Piece {
                    owner: p,
                    kind: Kind::Pawn,
                }
                .code();
                (e.skipped != NONE && self.board[e.landed as usize] == pawn).then_some((
                    Cell(e.skipped),
                    Cell(e.landed),
                    p,
                ))
            })
            .collect()
    }

    /// Every piece with its cell, in cell order.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        Cell::all().filter_map(|c| self.piece(c).map(|p| (c, p)))
    }

    /// Plays a move in place. The move must be one of [`Position::legal_moves`] (or at
    /// least a pseudo-legal move of the player to move).
    pub fn make(&mut self, mv: &Move) {
        let (from, to) = (mv.from.index(), mv.to.index());
        let code = self.board[from];
        let owner = self.to_move;
        let o = owner.index();
        let captured = self.board[to];
        self.ep[o] = NO_EP;
        let kind = kind_of(code);
        if kind == PAWN || captured != 0 {
            self.halfmove = 0;
        } else {
            self.halfmove += 1;
        }
        match mv.special {
            Special::Plain => {}
            Special::DoubleStep => {
                let skipped = Board::get().pawn_forward[o][from];
                self.ep[o] = EpRight {
                    skipped,
                    landed: to as u8,
                };
            }
            Special::EnPassant(pawn) => {
                self.board[pawn.index()] = 0;
                self.halfmove = 0;
            }
            Special::Castling(rf, rt) => {
                self.board[rt.index()] = self.board[rf.index()];
                self.board[rf.index()] = 0;
            }
        }
        self.board[to] = match mv.promotion {
            Some(k) => Piece { owner, kind: k }.code(),
            None => code,
        };
        self.board[from] = 0;
        if kind == KING {
            self.kings[o] = to as u8;
            self.castling &= !(castle_bit(owner, false) | castle_bit(owner, true));
        }
        if self.castling != 0 {
            for p in Player::ALL {
                for (h, f) in [(false, 0), (true, 7)] {
                    let corner = Cell::new(p, f, 0).index();
                    if corner == from || corner == to {
                        self.castling &= !castle_bit(p, h);
                    }
                }
            }
        }
        self.to_move = owner.next();
        if self.to_move == Player::White {
            self.round += 1;
        }
    }

    /// The players (bit `1 << index`) among `by` with a piece that could capture on
    /// `cell` if kings could be taken. With `first_only`, stops at the first one found.
    pub(crate) fn attackers(&self, cell: u8, by: u8, first_only: bool) -> u8 {
        let b = Board::get();
        let c = cell as usize;
        let mut found = 0u8;
        let board = &self.board;
        let hit = |code: u8, kinds: [u8; 2]| -> u8 {
            let o = owner_of(code);
            let k = kind_of(code);
            if by & (1 << o) != 0 && (k == kinds[0] || k == kinds[1]) {
                1 << o
            } else {
                0
            }
        };
        for (rays, kinds) in [
            (&b.orth_rays[c], [ROOK, QUEEN]),
            (&b.diag_rays[c], [BISHOP, QUEEN]),
        ] {
            for ray in rays {
                for &d in ray {
                    let code = board[d as usize];
                    if code != 0 {
                        found |= hit(code, kinds);
                        break;
                    }
                }
                if first_only && found != 0 {
                    return found;
                }
            }
        }
        for &d in &b.knight[c] {
            let code = board[d as usize];
            if code != 0 {
                found |= hit(code, [KNIGHT, KNIGHT]);
            }
        }
        for &d in &b.king[c] {
            let code = board[d as usize];
            if code != 0 {
                found |= hit(code, [KING, KING]);
            }
        }
        for p in 0..3 {
            if by & (1 << p) != 0 && found & (1 << p) == 0 {
                let pawn = 1 + p as u8 * 6 + PAWN;
                if b.pawn_attackers[p][c]
                    .iter()
                    .any(|&d| board[d as usize] == pawn)
                {
                    found |= 1 << p;
                }
            }
        }
        found
    }

    /// The players whose pieces attack `player`'s king now, in turn order.
    pub fn checkers(&self, player: Player) -> Vec<Player> {
        let by = opponents_mask(player);
        let m = self.attackers(self.kings[player.index()], by, false);
        Player::ALL
            .into_iter()
            .filter(|p| m & (1 << p.index()) != 0)
            .collect()
    }

    /// Whether `player`'s king is attacked by either opponent.
    pub fn in_check(&self, player: Player) -> bool {
        self.attackers(self.kings[player.index()], opponents_mask(player), true) != 0
    }

    /// The players among `player`'s opponents who attack `cell` (for "why not?").
    pub fn cell_attackers(&self, cell: Cell, player: Player) -> Vec<Player> {
        let m = self.attackers(cell.0, opponents_mask(player), false);
        Player::ALL
            .into_iter()
            .filter(|p| m & (1 << p.index()) != 0)
            .collect()
    }

    /// Whether only the three kings are left.
    pub fn only_kings(&self) -> bool {
        self.board.iter().all(|&c| c == 0 || kind_of(c) == KING)
    }
}

/// The bit mask of a player's two opponents.
pub(crate) fn opponents_mask(player: Player) -> u8 {
    0b111 & !(1 << player.index())
}
