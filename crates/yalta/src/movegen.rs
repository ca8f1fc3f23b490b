//! Legal moves (design §2–§4): pseudo-legal moves from the precomputed tables, then
//! the ones that leave the mover's own king out of check. Also perft.

use super::board::{Board, NONE};
use super::cell::{Cell, Player};
use super::position::{
    castle_bit, kind_of, opponents_mask, owner_of, Kind, Move, Position, Special, BISHOP, KING,
    KNIGHT, PAWN, QUEEN, ROOK,
};

impl Position {
    /// Every legal move of the player to move, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.legal_moves_into(&mut out);
        out
    }

    /// Every legal move of the player to move, into `out` (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        self.pseudo_moves(out);
        let me = self.to_move;
        let king = self.kings[me.index()];
        let in_check = self.in_check(me);
        let b = Board::get();
        let lines = b.line_mask[king as usize];
        out.retain(|mv| {
            let quiet_for_king = !in_check
                && mv.from.0 != king
                && lines & (1u128 << mv.from.0) == 0
                && !matches!(mv.special, Special::EnPassant(_));
            quiet_for_king || {
                let mut next = self.clone();
                next.make(mv);
                !next.in_check(me)
            }
        });
    }

    /// Every move that follows how the pieces move, whether or not it leaves the own
    /// king in check (for tests and "why not?").
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.pseudo_moves(&mut out);
        out
    }

    /// The legal moves of the piece on `from` (none if it is not the mover's).
    pub fn legal_moves_from(&self, from: Cell) -> Vec<Move> {
        let mut all = self.legal_moves();
        all.retain(|m| m.from == from);
        all
    }

    /// Every move of the player to move that obeys how the pieces move, but may leave
    /// the own king in check. Captures of kings are never among them.
    pub(crate) fn pseudo_moves(&self, out: &mut Vec<Move>) {
        let me = self.to_move;
        let o = me.index();
        for from in 0..self.board.len() {
            let code = self.board[from];
            if code == 0 || owner_of(code) != o {
                continue;
            }
            match kind_of(code) {
                PAWN => self.pawn_moves(from, out),
                k => {
                    let targets = self.piece_targets(from, k);
                    push_targets(from, targets, out);
                    if k == KING && self.castling != 0 {
                        self.castling_moves(out);
                    }
                }
            }
        }
    }

    /// The cells a non-pawn piece on `from` may go to (empty, or an opponent's piece
    /// other than a king), ignoring checks, as a 96-bit set.
    pub(crate) fn piece_targets(&self, from: usize, kind: u8) -> u128 {
        let b = Board::get();
        let o = owner_of(self.board[from]);
        let mut set = 0u128;
        let mut try_cell = |d: u8| -> bool {
            let code = self.board[d as usize];
            if code == 0 {
                set |= 1u128 << d;
                true
            } else {
                if owner_of(code) != o && kind_of(code) != KING {
                    set |= 1u128 << d;
                }
                false
            }
        };
        match kind {
            KNIGHT => {
                for &d in &b.knight[from] {
                    try_cell(d);
                }
            }
            KING => {
                for &d in &b.king[from] {
                    try_cell(d);
                }
            }
            _ => {
                if kind == ROOK || kind == QUEEN {
                    for ray in &b.orth_rays[from] {
                        for &d in ray {
                            if !try_cell(d) {
                                break;
                            }
                        }
                    }
                }
                if kind == BISHOP || kind == QUEEN {
                    for ray in &b.diag_rays[from] {
                        for &d in ray {
                            if !try_cell(d) {
                                break;
                            }
                        }
                    }
                }
            }
        }
        set
    }

    fn pawn_moves(&self, from: usize, out: &mut Vec<Move>) {
        let b = Board::get();
        let me = self.to_move;
        let o = me.index();
        let fwd = b.pawn_forward[o];
        let push = |to: u8, special: Special, out: &mut Vec<Move>| {
            let (from, to) = (Cell(from as u8), Cell(to));
            if fwd[to.index()] == NONE {
                for k in Kind::PROMOTIONS {
                    out.push(Move {
                        from,
                        to,
                        promotion: Some(k),
                        special,
                    });
                }
            } else {
                out.push(Move {
                    from,
                    to,
                    promotion: None,
                    special,
                });
            }
        };
        let f = fwd[from];
        if f != NONE && self.board[f as usize] == 0 {
            push(f, Special::Plain, out);
            let cell = Cell(from as u8);
            if cell.area() == me && cell.rank() == 1 {
                let f2 = fwd[f as usize];
                if f2 != NONE && self.board[f2 as usize] == 0 {
                    push(f2, Special::DoubleStep, out);
                }
            }
        }
        for &d in &b.pawn_captures[o][from] {
            let code = self.board[d as usize];
            if code != 0 {
                if owner_of(code) != o && kind_of(code) != KING {
                    push(d, Special::Plain, out);
                }
            } else {
                for q in me.opponents() {
                    let e = self.ep[q.index()];
                    if e.skipped == d && self.board[e.landed as usize] == 1 + q as u8 * 6 + PAWN {
                        push(d, Special::EnPassant(Cell(e.landed)), out);
                    }
                }
            }
        }
    }

    /// Castling (design §2): king and rook unmoved, the cells between empty, the king
    /// not in check and neither passing nor landing on a cell either opponent attacks.
    fn castling_moves(&self, out: &mut Vec<Move>) {
        for h in [false, true] {
            if let Ok(mv) = self.castling_move(h) {
                out.push(mv);
            }
        }
    }

    /// The castling move toward the a-rook (`h = false`) or h-rook, or why not.
    pub(crate) fn castling_move(&self, h: bool) -> Result<Move, CastlingRefusal> {
        let me = self.to_move;
        if self.castling & castle_bit(me, h) == 0 {
            return Err(CastlingRefusal::RightLost);
        }
        let king = Cell(self.kings[me.index()]);
        let rook = Cell::new(me, if h { 7 } else { 0 }, 0);
        if king.area() != me || king.rank() != 0 || !(3..=4).contains(&king.file()) {
            return Err(CastlingRefusal::RightLost);
        }
        if self.board[rook.index()] != 1 + me as u8 * 6 + ROOK {
            return Err(CastlingRefusal::RightLost);
        }
        let (lo, hi) = if h {
            (king.file() + 1, 7)
        } else {
            (1, king.file())
        };
        for f in lo..hi {
            let c = Cell::new(me, f, 0);
            if self.board[c.index()] != 0 {
                return Err(CastlingRefusal::WayNotEmpty(c));
            }
        }
        let opp = opponents_mask(me);
        let by = |m: u8| {
            Player::ALL
                .into_iter()
                .filter(|p| m & (1 << p.index()) != 0)
                .collect()
        };
        let m = self.attackers(king.0, opp, false);
        if m != 0 {
            return Err(CastlingRefusal::InCheck(by(m)));
        }
        let step: i8 = if h { 1 } else { -1 };
        let pass = Cell::new(me, (king.file() as i8 + step) as u8, 0);
        let land = Cell::new(me, (king.file() as i8 + 2 * step) as u8, 0);
        let m = self.attackers(pass.0, opp, false);
        if m != 0 {
            return Err(CastlingRefusal::PassesAttacked(pass, by(m)));
        }
        let m = self.attackers(land.0, opp, false);
        if m != 0 {
            return Err(CastlingRefusal::LandsAttacked(land, by(m)));
        }
        Ok(Move {
            from: king,
            to: land,
            promotion: None,
            special: Special::Castling(rook, pass),
        })
    }

    /// The number of leaves of the legal move tree `depth` plies deep.
    pub fn perft(&self, depth: u32) -> u64 {
        let mut buffers: Vec<Vec<Move>> = (0..=depth).map(|_| Vec::with_capacity(128)).collect();
        perft_inner(self, depth, &mut buffers)
    }
}

fn perft_inner(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (mine, rest) = buffers.split_first_mut().expect("one buffer per ply");
    pos.legal_moves_into(mine);
    if depth == 1 {
        return mine.len() as u64;
    }
    let mut total = 0;
    for mv in mine.iter() {
        let mut next = pos.clone();
        next.make(mv);
        total += perft_inner(&next, depth - 1, rest);
    }
    total
}

fn push_targets(from: usize, mut set: u128, out: &mut Vec<Move>) {
    while set != 0 {
        let to = set.trailing_zeros() as u8;
        set &= set - 1;
        out.push(Move {
            from: Cell(from as u8),
            to: Cell(to),
            promotion: None,
            special: Special::Plain,
        });
    }
}

/// Why castling is not allowed now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// The king or that rook has moved (or the rook is gone).
    RightLost,
    /// A piece stands between king and rook, on this cell.
    WayNotEmpty(Cell),
    /// The king is in check, by these players.
    InCheck(Vec<Player>),
    /// The king would pass through this cell, attacked by these players.
    PassesAttacked(Cell, Vec<Player>),
    /// The king would land on this cell, attacked by these players.
    LandsAttacked(Cell, Vec<Player>),
}
