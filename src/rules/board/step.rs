//! One move (docs/rules.md §2) on the grid's bitsets: what a piece of each kind
//! reaches with a single move, whether one given move is possible, and whether it
//! comes home. The roll of several moves (`movement`), the protection rule and the
//! move-count maps all build on this.

use super::Grid;
use crate::rules::geometry::{Square, SquareSet, DIAGONAL, KING_STEPS, KNIGHT_JUMPS, ORTHOGONAL};
use crate::rules::pieces::{Position, Role, Seat, SEATS};

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
