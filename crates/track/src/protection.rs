//! Covered pieces and the no-blockade rule (rules.md §6).

use super::board::step::{can_move, Occupancy};
use super::board::Board;
use super::geometry::{Square, SquareSet};
use super::pieces::{PieceId, Position, Seat};

/// Whether piece `y` (on the track) covers square `q`: it could capture an enemy placed
/// on `q` with one move, its own blocking line applying and sliders stopped by anything
/// in `occupied`. `q` itself may be occupied.
pub fn covers(board: &Board, occupied: SquareSet, y: PieceId, y_square: Square, q: Square) -> bool {
    if y_square == q {
        return false;
    }
    let passable = board.track() & !occupied;
    can_move(board, y.seat, y.role, y_square, q, passable, true)
}

/// Whether capturing `victim` on its square would be refused because it is covered.
///
/// The capture is judged with the capturer standing on the victim's square and the
/// square where the capturer's roll began (`capturer_origin`, `None` for a bring-in)
/// empty. Another active piece of the victim's seat must cover the square. It is not
/// recursive, and pause fields play no part. A piece of a blockade pair (two mutually
/// covering pieces on another seat's start or entry fields) counts as uncovered.
pub fn is_covered(
    board: &Board,
    pos: &Position,
    victim: PieceId,
    capturer_origin: Option<Square>,
) -> bool {
    coverer(board, pos, victim, capturer_origin).is_some()
}

/// The piece that covers `victim` (as [`is_covered`] judges it), if any: the first
/// of the victim's own active pieces, in seat order, that could capture on its square.
pub fn coverer(
    board: &Board,
    pos: &Position,
    victim: PieceId,
    capturer_origin: Option<Square>,
) -> Option<PieceId> {
    let q = pos.square_of(victim)?;
    let mut occ = Occupancy::of(board, pos).all;
    if let Some(o) = capturer_origin {
        occ.remove(board.index(o));
    }
    let by = pos
        .active_of(victim.seat)
        .filter(|(p, s)| *p != victim && Some(*s) != capturer_origin)
        .find(|(p, s)| covers(board, occ, *p, *s, q))
        .map(|(p, _)| p)?;
    (!in_blockade(board, pos, victim)).then_some(by)
}

/// A pair of mutually covering pieces of one seat on both start fields, or both entry
/// fields, of another playing seat (a seat with pieces in the game).
pub fn blockades(board: &Board, pos: &Position) -> Vec<(PieceId, PieceId)> {
    let occ = Occupancy::of(board, pos).all;
    let mut out = Vec::new();
    for owner in board.seats() {
        if pos.pieces_of(owner).next().is_none() {
            continue;
        }
        let Some(layout) = board.seat(owner) else {
            continue;
        };
        for pair in [layout.start, layout.entry] {
            if !occ.contains(board.index(pair[0])) || !occ.contains(board.index(pair[1])) {
                continue;
            }
            let (Some(a), Some(b)) = (pos.piece_at(pair[0]), pos.piece_at(pair[1])) else {
                continue;
            };
            if a.seat != b.seat || a.seat == owner {
                continue;
            }
            if covers(board, occ, a, pair[0], pair[1]) && covers(board, occ, b, pair[1], pair[0]) {
                out.push((a, b));
            }
        }
    }
    out
}

/// Whether the piece belongs to a blockade pair.
pub fn in_blockade(board: &Board, pos: &Position, piece: PieceId) -> bool {
    blockades(board, pos)
        .iter()
        .any(|(a, b)| *a == piece || *b == piece)
}

/// Whether `after` holds a blockade pair of `seat` that `before` did not hold.
pub fn creates_blockade(board: &Board, before: &Position, after: &Position, seat: Seat) -> bool {
    let old = blockades(board, before);
    blockades(board, after)
        .into_iter()
        .any(|pair| pair.0.seat == seat && !old.contains(&pair))
}

/// A quick filter for the no-blockade check of one seat's moves: only a move landing on
/// another playing seat's start or entry field can create a blockade, unless the seat
/// already holds both fields of such a pair (then every move is checked in full).
#[derive(Clone, Copy, Debug)]
pub struct BlockadeWatch {
    fields: SquareSet,
    always: bool,
}

impl BlockadeWatch {
    /// The watch for `seat`'s moves in `pos`.
    pub fn new(board: &Board, pos: &Position, seat: Seat) -> BlockadeWatch {
        let mut fields = SquareSet::EMPTY;
        let mut always = false;
        for owner in board.seats() {
            if owner == seat || pos.pieces_of(owner).next().is_none() {
                continue;
            }
            let Some(layout) = board.seat(owner) else {
                continue;
            };
            for pair in [layout.start, layout.entry] {
                fields |= board.set_of(pair.iter());
                let held = |q: Square| pos.piece_at(q).is_some_and(|p| p.seat == seat);
                always |= held(pair[0]) && held(pair[1]);
            }
        }
        BlockadeWatch { fields, always }
    }

    /// Whether a move landing on `target` needs the full check.
    pub fn needs_check(&self, board: &Board, target: Option<Square>) -> bool {
        self.always || target.is_some_and(|t| self.fields.contains(board.index(t)))
    }
}
