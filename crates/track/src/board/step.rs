//! One move (docs/rules.md §2) on the grid's bitsets: what a piece of each kind
//! reaches with a single move, whether one given move is possible, and whether it
//! comes home. The roll of several moves (`movement`), the protection rule and the
//! move-count maps all build on this.

use super::Grid;
use crate::geometry::{Square, SquareSet, DIAGONAL, KING_STEPS, KNIGHT_JUMPS, ORTHOGONAL};
use crate::pieces::{Position, Role, Seat, SEATS};

/// Which squares are taken, in total and per seat.
#[derive(Clone, Copy, Debug)]
pub struct Occupancy {
    /// Every square with a piece on it.
    pub all: SquareSet,
    /// Squares with a piece of each seat.
    pub by_seat: [SquareSet; SEATS],
}

impl Occupancy {
    /// The occupancy of a position.
    pub fn of(board: &Grid, pos: &Position) -> Occupancy {
        let mut o = Occupancy {
            all: SquareSet::EMPTY,
            by_seat: [SquareSet::EMPTY; SEATS],
        };
        for (seat, sq) in pos.track_squares() {
            let i = board.index(sq);
            o.all.insert(i);
            o.by_seat[seat.index()].insert(i);
        }
        o
    }
}

/// What one move from a set of squares reaches.
pub(crate) struct Expansion {
    /// Empty squares landed on.
    pub reach: SquareSet,
    /// Occupied squares hit (capture candidates, own pieces included).
    pub hits: SquareSet,
    /// Whether some move comes home.
    pub home: bool,
}

/// One move from every square of `from` with only the squares of `empty` free.
pub(crate) fn expand_one(
    board: &Grid,
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
) -> Expansion {
    expand(board, seat, role, from, empty, board.track() & !empty)
}

/// The vector indices a kind moves along without capturing, and whether it slides.
pub(crate) fn move_vectors(role: Role) -> (std::ops::Range<usize>, bool) {
    match role {
        Role::Queen => (KING_STEPS, true),
        Role::Rook => (ORTHOGONAL, true),
        Role::Bishop => (DIAGONAL, true),
        Role::Knight => (KNIGHT_JUMPS, false),
        Role::King => (KING_STEPS, false),
        Role::Pawn => (ORTHOGONAL, false),
    }
}

/// The vector indices a kind captures along.
pub(crate) fn capture_vectors(role: Role) -> std::ops::Range<usize> {
    match role {
        Role::Pawn => DIAGONAL,
        r => move_vectors(r).0,
    }
}

/// One move from every square of `from` at once.
/// `empty`: squares a piece may land on or pass over. `others`: squares holding other pieces.
pub(crate) fn expand(
    board: &Grid,
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
    others: SquareSet,
) -> Expansion {
    expand_on(
        board,
        &board.tables(seat).from_ok,
        seat,
        role,
        from,
        empty,
        others,
    )
}

/// As [`expand_one`], but as if the seat had no blocking line: for explaining that a
/// square could be reached but for the line.
pub(crate) fn expand_one_ignoring_line(
    board: &Grid,
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
) -> Expansion {
    let others = board.track() & !empty;
    expand_on(board, board.on_grid(), seat, role, from, empty, others)
}

/// Origins up to which [`expand_on`] walks square by square rather than moving
/// whole sets: a walk costs a few instructions a step, a set operation one per word
/// of the 512-square set, whatever the number of squares in it.
const SPARSE_ORIGINS: usize = 4;

/// One move with the given "may step by vector v from here" masks.
fn expand_on(
    board: &Grid,
    from_ok: &[SquareSet; 16],
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
    others: SquareSet,
) -> Expansion {
    if from.len() <= SPARSE_ORIGINS {
        expand_walking(board, from_ok, seat, role, from, empty, others)
    } else {
        expand_sets(board, from_ok, seat, role, from, empty, others)
    }
}

/// [`expand_on`] for few origins: each origin's rays walked square by square. It
/// gives exactly what [`expand_sets`] gives (checked by a test on random positions).
fn expand_walking(
    board: &Grid,
    from_ok: &[SquareSet; 16],
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
    others: SquareSet,
) -> Expansion {
    let t = board.tables(seat);
    let (vectors, slides) = move_vectors(role);
    let mut reach = SquareSet::EMPTY;
    let mut hits = SquareSet::EMPTY;
    let mut home = false;
    // Whether a move by `v` from `p` steps into the house from an entry field.
    let enters =
        |p: usize, delta: i32| t.entry.contains(p) && t.house.contains((p as i32 + delta) as usize);
    for o in from.iter() {
        for v in vectors.clone() {
            let delta = board.delta(v);
            let ok = &from_ok[v];
            let mut cur = o;
            while ok.contains(cur) {
                if !home && enters(cur, delta) {
                    home = true;
                }
                let next = (cur as i32 + delta) as usize;
                if others.contains(next) {
                    if role != Role::Pawn {
                        hits.insert(next);
                    }
                    break;
                }
                if !empty.contains(next) {
                    break;
                }
                reach.insert(next);
                if !slides {
                    break;
                }
                cur = next;
            }
        }
        if role == Role::Pawn {
            for v in DIAGONAL {
                if from_ok[v].contains(o) {
                    let next = (o as i32 + board.delta(v)) as usize;
                    if others.contains(next) {
                        hits.insert(next);
                    }
                }
            }
        }
    }
    Expansion { reach, hits, home }
}

/// [`expand_on`] for many origins: every origin moved at once, vector by vector.
fn expand_sets(
    board: &Grid,
    from_ok: &[SquareSet; 16],
    seat: Seat,
    role: Role,
    from: SquareSet,
    empty: SquareSet,
    others: SquareSet,
) -> Expansion {
    let t = board.tables(seat);
    let (vectors, slides) = move_vectors(role);
    let mut reach = SquareSet::EMPTY;
    let mut hits = SquareSet::EMPTY;
    let mut home = false;
    for v in vectors.clone() {
        let delta = board.delta(v);
        let ok = from_ok[v];
        let mut passed = from;
        if slides {
            let mut frontier = from;
            let mut seen = SquareSet::EMPTY;
            while !frontier.is_empty() {
                let next = (frontier & ok).shifted(delta);
                hits |= next & others;
                frontier = next & empty & !seen;
                seen |= frontier;
            }
            reach |= seen;
            passed |= seen;
        } else {
            let next = (from & ok).shifted(delta);
            reach |= next & empty;
            if role != Role::Pawn {
                hits |= next & others;
            }
        }
        // Coming home: the step into the house starts on (or slides over) an own entry field.
        if !home && !((passed & t.entry & ok).shifted(delta) & t.house).is_empty() {
            home = true;
        }
    }
    if role == Role::Pawn {
        for v in DIAGONAL {
            hits |= (from & from_ok[v]).shifted(board.delta(v)) & others;
        }
    }
    Expansion { reach, hits, home }
}

/// Whether a single move from `from` to `to` by this kind is possible, given the
/// squares a piece may pass over (`empty`). `capture` selects the capturing vectors
/// (the pawn's diagonal). Sliders need every square strictly between to be in `empty`.
pub fn can_move(
    board: &Grid,
    seat: Seat,
    role: Role,
    from: Square,
    to: Square,
    empty: SquareSet,
    capture: bool,
) -> bool {
    let (vectors, slides) = move_vectors(role);
    let vectors = if capture {
        capture_vectors(role)
    } else {
        vectors
    };
    for v in vectors {
        let mut cur = from;
        while let Some(next) = board.step(seat, cur, v) {
            if next == to {
                return true;
            }
            if !slides || !empty.contains(board.index(next)) {
                break;
            }
            cur = next;
        }
    }
    false
}

/// Every square from which [`can_move`] holds for a move onto `to`: the same
/// question asked backwards, all origins at once. Walking each vector back from `to`
/// gives exactly the squares whose forward walk reaches `to` over `empty` squares
/// only, so `movers_onto(..) & set` and `can_move` on each square of `set` agree.
pub fn movers_onto(
    board: &Grid,
    seat: Seat,
    role: Role,
    to: Square,
    empty: SquareSet,
    capture: bool,
) -> SquareSet {
    let (vectors, slides) = move_vectors(role);
    let vectors = if capture {
        capture_vectors(role)
    } else {
        vectors
    };
    let from_ok = &board.tables(seat).from_ok;
    let mut out = SquareSet::EMPTY;
    for v in vectors {
        let delta = board.delta(v);
        let mut cur = board.index(to) as i32;
        loop {
            let p = cur - delta;
            if p < 0 || !from_ok[v].contains(p as usize) {
                break;
            }
            out.insert(p as usize);
            if !slides || !empty.contains(p as usize) {
                break;
            }
            cur = p;
        }
    }
    out
}

/// Whether one move of this kind from `from` lands on the house square `house_sq` and
/// comes home: the square it stood on or slid over just before the house is one of
/// its seat's entry fields.
pub fn comes_home(
    board: &Grid,
    seat: Seat,
    role: Role,
    from: Square,
    house_sq: Square,
    empty: SquareSet,
) -> bool {
    let t = board.tables(seat);
    let (vectors, slides) = move_vectors(role);
    for v in vectors {
        let mut prev = from;
        while let Some(next) = board.step(seat, prev, v) {
            if next == house_sq {
                return t.entry.contains(board.index(prev));
            }
            if !slides || !empty.contains(board.index(next)) {
                break;
            }
            prev = next;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The square-by-square walk is only a faster way to the same move: on random
    /// boards full of pieces, from random sets of origins, for every kind and seat,
    /// with and without the blocking lines, it reaches, hits and comes home exactly
    /// where moving whole sets does.
    #[test]
    fn walking_square_by_square_moves_exactly_as_moving_sets() {
        let board = Board::classic();
        let grid: &Grid = &board;
        let track: Vec<usize> = grid.track().iter().collect();
        let mut rng = ChaCha8Rng::seed_from_u64(18);
        for case in 0..3000 {
            let mut occupied = SquareSet::EMPTY;
            for _ in 0..rng.gen_range(0..24) {
                occupied.insert(track[rng.gen_range(0..track.len())]);
            }
            let mut from = SquareSet::EMPTY;
            for _ in 0..rng.gen_range(1..=SPARSE_ORIGINS + 2) {
                let o = track[rng.gen_range(0..track.len())];
                from.insert(o);
                occupied.remove(o);
            }
            let empty = grid.track() & !occupied;
            let seat = Seat(rng.gen_range(0..4));
            let role = Role::ALL[case % Role::ALL.len()];
            for from_ok in [&grid.tables(seat).from_ok, grid.on_grid()] {
                let a = expand_walking(grid, from_ok, seat, role, from, empty, occupied);
                let b = expand_sets(grid, from_ok, seat, role, from, empty, occupied);
                assert_eq!(
                    (a.reach, a.hits, a.home),
                    (b.reach, b.hits, b.home),
                    "{role:?} of {seat} from {from:?}"
                );
            }
        }
    }
}
