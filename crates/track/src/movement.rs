//! A roll of n pips (docs/rules.md §3), on bitsets of squares. Single moves (§2)
//! are [`super::board::step`]'s.
//!
//! A roll is computed as pip levels: level k is the set of empty squares the piece can
//! stand on after k moves. The results are the last level (plus captures and coming
//! home); one example route per result is rebuilt on demand by walking the levels back.

use super::board::step::{expand, move_vectors, movers_onto};
use super::board::Board;
use super::geometry::{Square, SquareSet};
use super::pieces::{PieceId, Position, Role};
use super::protection;

pub use super::board::step::{can_move, comes_home, Occupancy};
use serde::{Deserialize, Serialize};

/// Where a roll ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Target {
    /// On this square of the track (capturing what stands there, if anything).
    Square(Square),
    /// Home in the house.
    Home,
}

/// One reachable result of a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollResult {
    /// Where the piece ends.
    pub target: Target,
    /// The piece it captures with its last move.
    pub captures: Option<PieceId>,
    /// How many moves the shortest route of this result takes.
    pub moves: u8,
}

/// Switches that change which rolls are legal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RollOptions {
    /// The protection rule (§6): covered pieces cannot be captured.
    pub protection: bool,
    /// A "capture covered" card: this roll may capture covered pieces anyway.
    pub capture_covered: bool,
    /// House rule *may stop early*: 1 … n moves instead of exactly n.
    pub stop_early: bool,
    /// The piece moves like this kind instead of its own (a promotion card).
    pub moves_as: Option<Role>,
    /// Come home exactly (a rule set's knob): only the roll's last move may come home
    /// (with *may stop early*, any move may, as then the roll may end there).
    pub exact_home: bool,
    /// Capture on any move (a rule set's knob): every move of the roll may land on an
    /// opposing piece that may be captured, which goes to its box, and the piece goes
    /// on. Squares of pieces captured on the way still count as taken for the moves
    /// after (a piece never slides over them).
    pub capture_any: bool,
}

/// The squares of the pieces `mover` may capture in `pos` on a roll from `origin`: not
/// its own colour's, not on a pause field of their own colour, not covered under the
/// protection rule (unless the roll may capture covered pieces).
pub fn capturable(
    board: &Board,
    pos: &Position,
    mover: PieceId,
    origin: Square,
    opts: RollOptions,
) -> SquareSet {
    let mut out = SquareSet::EMPTY;
    for (p, at) in pos.pieces() {
        let super::pieces::Location::Track(sq) = at else {
            continue;
        };
        if p.seat == mover.seat || board.is_pause_of(sq, p.seat) {
            continue;
        }
        if opts.protection
            && !opts.capture_covered
            && protection::is_covered(board, pos, p, Some(origin))
        {
            continue;
        }
        out.insert(board.index(sq));
    }
    out
}

/// Every reachable result of one piece's roll, with what is needed to rebuild routes.
#[derive(Clone, Debug)]
pub struct RollOutcomes {
    /// The moving piece.
    pub piece: PieceId,
    /// Where its roll began.
    pub origin: Square,
    /// The pips of the roll.
    pub pips: u8,
    /// The kind whose moves the piece makes (its own, or a queen's after promotion).
    pub moves_as: Role,
    /// The reachable results, squares in index order, home last.
    pub results: Vec<RollResult>,
    levels: Vec<SquareSet>,
    empty: SquareSet,
}

/// Every reachable result of `piece` rolling `pips` in `pos` (rules.md §3).
///
/// Captures of a piece on a pause field of its own colour are left out, and with
/// `opts.protection` (and no `capture_covered`) so are captures of covered pieces.
/// Game-level filters (start fields stay open, no blockade) are the caller's.
/// A piece that is not on the track, or a roll of 0 pips, has no results.
///
/// ```
/// use track::{board::Board, geometry::Square, movement::*, pieces::*};
/// let board = Board::classic();
/// let mut pos = Position::empty();
/// let queen = PieceId { seat: Seat(0), role: Role::Queen };
/// pos.set(queen, Location::Track(Square::new(9, 16)));
/// let out = roll_outcomes(&board, &pos, queen, 1, RollOptions::default());
/// assert!(out.results.iter().any(|r| r.target == Target::Square(Square::new(16, 16))));
/// ```
pub fn roll_outcomes(
    board: &Board,
    pos: &Position,
    piece: PieceId,
    pips: u8,
    opts: RollOptions,
) -> RollOutcomes {
    roll_outcomes_in(board, pos, &Occupancy::of(board, pos), piece, pips, opts)
}

/// [`roll_outcomes`] with the position's occupancy already worked out (a decision
/// computes it once for all of the player's kinds).
pub fn roll_outcomes_in(
    board: &Board,
    pos: &Position,
    occ: &Occupancy,
    piece: PieceId,
    pips: u8,
    opts: RollOptions,
) -> RollOutcomes {
    let mut out = RollOutcomes {
        piece,
        origin: Square::new(0, 0),
        pips,
        moves_as: opts.moves_as.unwrap_or(piece.role),
        results: Vec::new(),
        levels: Vec::new(),
        empty: SquareSet::EMPTY,
    };
    let Some(origin) = pos.square_of(piece) else {
        return out;
    };
    out.origin = origin;
    if pips == 0 {
        return out;
    }
    let o = board.index(origin);
    let mut others = occ.all;
    others.remove(o);
    let empty = (board.track() & !occ.all) | SquareSet::single(o);
    let own = occ.by_seat[piece.seat.index()];
    out.empty = empty;
    let mut level = SquareSet::single(o);
    out.levels.reserve_exact(pips as usize + 1);
    out.levels.push(level);
    let mut finals = SquareSet::EMPTY;
    let mut captures = SquareSet::EMPTY;
    let mut home_level: Option<u8> = None;
    let on_the_way = if opts.capture_any {
        capturable(board, pos, piece, origin, opts)
    } else {
        SquareSet::EMPTY
    };
    for k in 1..=pips {
        let e = expand(board, piece.seat, out.moves_as, level, empty, others);
        let home_allowed = !opts.exact_home || opts.stop_early || k == pips;
        if e.home && home_allowed && home_level.is_none() {
            home_level = Some(k);
        }
        let last = k == pips;
        if last || opts.stop_early {
            finals |= e.reach;
            captures |= e.hits & !own;
        }
        level = e.reach | (e.hits & on_the_way);
        out.levels.push(level);
        if level.is_empty() {
            break;
        }
    }
    // Moves per final square: the first level that reached it (exactly n without stop-early).
    let first_level = |i: usize, want_capture: bool| -> u8 {
        if !opts.stop_early {
            return pips;
        }
        for k in 1..out.levels.len() {
            let hit = if want_capture {
                let e = expand(
                    board,
                    piece.seat,
                    out.moves_as,
                    out.levels[k - 1],
                    empty,
                    others,
                );
                e.hits.contains(i)
            } else {
                out.levels[k].contains(i)
            };
            if hit {
                return k as u8;
            }
        }
        pips
    };
    out.results
        .reserve_exact((finals | captures).len() + usize::from(home_level.is_some()));
    for i in (finals | captures).iter() {
        let sq = board.square(i);
        if finals.contains(i) {
            out.results.push(RollResult {
                target: Target::Square(sq),
                captures: None,
                moves: first_level(i, false),
            });
            continue;
        }
        let Some(victim) = pos.piece_at(sq) else {
            continue;
        };
        if board.is_pause_of(sq, victim.seat) {
            continue;
        }
        if opts.protection
            && !opts.capture_covered
            && protection::is_covered(board, pos, victim, Some(origin))
        {
            continue;
        }
        out.results.push(RollResult {
            target: Target::Square(sq),
            captures: Some(victim),
            moves: first_level(i, true),
        });
    }
    if let Some(k) = home_level {
        out.results.push(RollResult {
            target: Target::Home,
            captures: None,
            moves: k,
        });
    }
    out
}

impl RollOutcomes {
    /// The result with this target, if reachable.
    pub fn result(&self, target: Target) -> Option<&RollResult> {
        self.results.iter().find(|r| r.target == target)
    }

    /// One example route to a reachable target: the square landed on by each move,
    /// the house square last for [`Target::Home`]. `None` when unreachable.
    pub fn route(&self, board: &Board, target: Target) -> Option<Vec<Square>> {
        let result = self.result(target)?;
        let k = result.moves as usize;
        let (mut route, mut cur) = match target {
            Target::Square(sq) => {
                // The last move: from level k-1 onto sq (capturing along capture vectors).
                let capture = result.captures.is_some();
                let prev = self.predecessor(board, sq, k - 1, capture)?;
                (vec![sq], prev)
            }
            Target::Home => {
                let (entry_from, house_sq) = self.home_step(board, k - 1)?;
                (vec![house_sq], entry_from)
            }
        };
        for level in (1..k).rev() {
            route.push(cur);
            // A square of a piece captured on the way (capture on any move).
            let capture = !self.empty.contains(board.index(cur));
            cur = self.predecessor(board, cur, level - 1, capture)?;
        }
        debug_assert_eq!(cur, self.origin);
        route.reverse();
        Some(route)
    }

    /// A square of level `level` from which one move reaches `to`.
    fn predecessor(
        &self,
        board: &Board,
        to: Square,
        level: usize,
        capture: bool,
    ) -> Option<Square> {
        let set = self.levels.get(level)?;
        // The first square of the level, in index order, with a move onto `to`.
        let movers = movers_onto(
            board,
            self.piece.seat,
            self.moves_as,
            to,
            self.empty,
            capture,
        );
        (*set & movers).first().map(|i| board.square(i))
    }

    /// A square of level `level` with a move coming home, and the house square it lands on.
    fn home_step(&self, board: &Board, level: usize) -> Option<(Square, Square)> {
        let set = self.levels.get(level)?;
        let t = board.tables(self.piece.seat);
        let (vectors, slides) = move_vectors(self.moves_as);
        for p in set.iter().map(|i| board.square(i)) {
            for v in vectors.clone() {
                let mut cur = p;
                while let Some(next) = board.step(self.piece.seat, cur, v) {
                    if t.house.contains(board.index(next)) {
                        if t.entry.contains(board.index(cur)) {
                            return Some((p, next));
                        }
                        break;
                    }
                    if !slides || !self.empty.contains(board.index(next)) {
                        break;
                    }
                    cur = next;
                }
            }
        }
        None
    }
}
