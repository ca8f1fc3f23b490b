//! rules.md §2, §3 and §6 against a small brute-force reference written here from the
//! rules text alone (module `reference`), on many generated positions.

use std::collections::{BTreeSet, HashMap};
use track::board::{Board, Cell, UNREACHABLE};
use track::geometry::Square;
use track::movement::{roll_outcomes, RollOptions, RollOutcomes, Target};
use track::pieces::{Location, PieceId, Position, Role, Seat};
use track::protection::{blockades, covers, is_covered};

use crate::common::*;

// ---------------------------------------------------------------- against a reference

/// A brute-force reading of rules.md §2, §3 and §6, independent of the engine's bitsets.
pub(crate) mod reference {
    use super::*;

    pub type Occ = HashMap<Square, PieceId>;

    /// One single move's outcome.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Step {
        Land(Square),
        Capture(Square, PieceId),
        Home(Square),
    }

    #[derive(Clone)]
    struct Dir {
        dx: i32,
        dy: i32,
        slides: bool,
        moves: bool,
        captures: bool,
    }

    fn dirs(role: Role) -> Vec<Dir> {
        const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        const JUMP: [(i32, i32); 8] = [
            (1, 2),
            (-1, 2),
            (1, -2),
            (-1, -2),
            (2, 1),
            (-2, 1),
            (2, -1),
            (-2, -1),
        ];
        let make = |list: &[(i32, i32)], slides, moves, captures| {
            list.iter()
                .map(|&(dx, dy)| Dir {
                    dx,
                    dy,
                    slides,
                    moves,
                    captures,
                })
                .collect::<Vec<_>>()
        };
        match role {
            Role::Queen => [make(&ORTH, true, true, true), make(&DIAG, true, true, true)].concat(),
            Role::Rook => make(&ORTH, true, true, true),
            Role::Bishop => make(&DIAG, true, true, true),
            Role::Knight => make(&JUMP, false, true, true),
            Role::King => [
                make(&ORTH, false, true, true),
                make(&DIAG, false, true, true),
            ]
            .concat(),
            Role::Pawn => [
                make(&ORTH, false, true, false),
                make(&DIAG, false, false, true),
            ]
            .concat(),
        }
    }

    /// Whether the segment between the centres of `a` and `b` properly crosses `seat`'s
    /// blocking line (touching an end point does not count). Doubled coordinates.
    pub fn crosses_line(board: &Board, seat: Seat, a: Square, b: Square) -> bool {
        let line = board.seat(seat).expect("seat on the board").line;
        let (ax, ay) = (2 * a.x as i64 + 1, 2 * a.y as i64 + 1);
        let (bx, by) = (2 * b.x as i64 + 1, 2 * b.y as i64 + 1);
        let (p, q) = (line.from, line.to);
        // Swap axes for a horizontal line so that the line is always "x = c".
        let (ax, ay, bx, by, c, lo, hi) = if p.0 == q.0 {
            (
                ax,
                ay,
                bx,
                by,
                2 * p.0 as i64,
                2 * p.1.min(q.1) as i64,
                2 * p.1.max(q.1) as i64,
            )
        } else {
            (
                ay,
                ax,
                by,
                bx,
                2 * p.1 as i64,
                2 * p.0.min(q.0) as i64,
                2 * p.0.max(q.0) as i64,
            )
        };
        // Centres are odd, borders even: a centre is never on the line.
        if (ax - c).signum() == (bx - c).signum() {
            return false;
        }
        // The crossing's other coordinate is num / d.
        let d = bx - ax;
        let num = ay * d + (c - ax) * (by - ay);
        if d > 0 {
            lo * d < num && num < hi * d
        } else {
            lo * d > num && num > hi * d
        }
    }

    /// Every single move of `piece` from `from`; `occ` must not hold the piece itself.
    pub fn moves(board: &Board, piece: PieceId, from: Square, occ: &Occ) -> Vec<Step> {
        let layout = board.seat(piece.seat).expect("seat on the board");
        let (w, h) = (board.width() as i32, board.height() as i32);
        let mut out = Vec::new();
        for d in dirs(piece.role) {
            let mut cur = from;
            loop {
                let (nx, ny) = (cur.x as i32 + d.dx, cur.y as i32 + d.dy);
                if nx < 0 || ny < 0 || nx >= w || ny >= h {
                    break;
                }
                let next = Square::new(nx as u8, ny as u8);
                // Sliders are tested per unit step, jumps on the whole segment: for a
                // non-slider `cur` is `from` anyway.
                if crosses_line(board, piece.seat, cur, next) {
                    break;
                }
                match board.cell(next) {
                    Cell::House(s) if s == piece.seat => {
                        if d.moves && layout.entry.contains(&cur) {
                            out.push(Step::Home(next));
                        }
                        break;
                    }
                    Cell::Wall | Cell::House(_) => break,
                    _ => {}
                }
                if let Some(&other) = occ.get(&next) {
                    if d.captures && other.seat != piece.seat {
                        out.push(Step::Capture(next, other));
                    }
                    break;
                }
                if d.moves {
                    out.push(Step::Land(next));
                }
                if !d.slides {
                    break;
                }
                cur = next;
            }
        }
        out
    }

    pub fn occupancy(pos: &Position) -> Occ {
        pos.pieces()
            .filter_map(|(p, at)| match at {
                Location::Track(s) => Some((s, p)),
                _ => None,
            })
            .collect()
    }

    /// Whether `y` on `ys` could capture an enemy placed on `q`.
    pub fn covers(board: &Board, occ: &Occ, y: PieceId, ys: Square, q: Square) -> bool {
        let mut occ = occ.clone();
        occ.remove(&ys);
        let enemy = PieceId {
            seat: Seat((y.seat.0 + 1) % 4),
            role: Role::Pawn,
        };
        occ.insert(q, enemy);
        moves(board, y, ys, &occ).contains(&Step::Capture(q, enemy))
    }

    /// The pieces standing in a blockade pair.
    pub fn blockaders(board: &Board, pos: &Position) -> Vec<(PieceId, PieceId)> {
        let occ = occupancy(pos);
        let mut out = Vec::new();
        for owner in board.seats() {
            if !pos.pieces().any(|(p, _)| p.seat == owner) {
                continue;
            }
            let layout = board.seat(owner).unwrap();
            for pair in [layout.start, layout.entry] {
                let (Some(&a), Some(&b)) = (occ.get(&pair[0]), occ.get(&pair[1])) else {
                    continue;
                };
                if a.seat == b.seat
                    && a.seat != owner
                    && covers(board, &occ, a, pair[0], pair[1])
                    && covers(board, &occ, b, pair[1], pair[0])
                {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// §6: whether capturing `victim` from a roll that began on `origin` is refused.
    pub fn is_covered(
        board: &Board,
        pos: &Position,
        victim: PieceId,
        origin: Option<Square>,
    ) -> bool {
        let Some(q) = pos.square_of(victim) else {
            return false;
        };
        if blockaders(board, pos)
            .iter()
            .any(|(a, b)| *a == victim || *b == victim)
        {
            return false;
        }
        let mut occ = occupancy(pos);
        if let Some(o) = origin {
            occ.remove(&o);
        }
        pos.active_of(victim.seat)
            .filter(|(p, _)| *p != victim)
            .any(|(p, s)| covers(board, &occ, p, s, q))
    }

    /// Every result of a roll: target -> (captured piece, fewest moves).
    pub fn roll(
        board: &Board,
        pos: &Position,
        piece: PieceId,
        pips: u8,
        opts: RollOptions,
    ) -> HashMap<Target, (Option<PieceId>, u8)> {
        let mut res = HashMap::new();
        let Some(origin) = pos.square_of(piece) else {
            return res;
        };
        let mut occ = occupancy(pos);
        occ.remove(&origin);
        let mut level = BTreeSet::from([origin]);
        for k in 1..=pips {
            let counts = k == pips || opts.stop_early;
            let mut next = BTreeSet::new();
            for &s in &level {
                for step in moves(board, piece, s, &occ) {
                    match step {
                        Step::Land(t) => {
                            next.insert(t);
                            if counts {
                                res.entry(Target::Square(t)).or_insert((None, k));
                            }
                        }
                        Step::Capture(t, v) => {
                            let resting = board.cell(t) == Cell::Pause(v.seat);
                            let covered = opts.protection
                                && !opts.capture_covered
                                && is_covered(board, pos, v, Some(origin));
                            if counts && !resting && !covered {
                                res.entry(Target::Square(t)).or_insert((Some(v), k));
                            }
                        }
                        Step::Home(_) => {
                            res.entry(Target::Home).or_insert((None, k));
                        }
                    }
                }
            }
            level = next;
        }
        res
    }

    /// Every result's example route: right length, each step a legal single move landing
    /// on an empty square, the last one the result's capture, landing or home-coming.
    pub fn assert_routes_valid(board: &Board, pos: &Position, out: &RollOutcomes) {
        let origin = pos.square_of(out.piece).unwrap();
        let mut occ = occupancy(pos);
        occ.remove(&origin);
        for r in &out.results {
            let route = out
                .route(board, r.target)
                .unwrap_or_else(|| panic!("no route to {:?}", r.target));
            assert_eq!(route.len(), r.moves as usize, "route {route:?} for {r:?}");
            let mut cur = origin;
            for (i, &s) in route.iter().enumerate() {
                let want = if i + 1 < route.len() {
                    assert!(!occ.contains_key(&s), "intermediate {s} is occupied");
                    Step::Land(s)
                } else {
                    match (r.target, r.captures) {
                        (Target::Square(t), Some(v)) => {
                            assert_eq!(t, s);
                            Step::Capture(s, v)
                        }
                        (Target::Square(t), None) => {
                            assert_eq!(t, s);
                            Step::Land(s)
                        }
                        (Target::Home, _) => Step::Home(s),
                    }
                };
                assert!(
                    moves(board, out.piece, cur, &occ).contains(&want),
                    "{:?}: step {i} {cur} -> {want:?} of route {route:?} is not a legal move",
                    out.piece
                );
                cur = s;
            }
        }
    }
}

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A random position: crowded, with many pieces near start and entry fields.
fn random_position(board: &Board, rng: &mut Rng) -> Position {
    let track: Vec<Square> = board.track().iter().map(|i| board.square(i)).collect();
    let hot: Vec<Square> = track
        .iter()
        .copied()
        .filter(|s| {
            board.seats().any(|seat| {
                let l = board.seat(seat).unwrap();
                l.start.iter().chain(l.entry.iter()).any(|f| {
                    (f.x as i32 - s.x as i32).abs() <= 3 && (f.y as i32 - s.y as i32).abs() <= 3
                })
            })
        })
        .collect();
    let mut pos = Position::empty();
    let mut taken = BTreeSet::new();
    for seat in Seat::ALL {
        if rng.chance(20) {
            continue;
        }
        for role in Role::ALL {
            let piece = PieceId { seat, role };
            match rng.below(10) {
                0..=5 => {
                    for _ in 0..20 {
                        let s = if rng.chance(60) {
                            hot[rng.below(hot.len())]
                        } else {
                            track[rng.below(track.len())]
                        };
                        if taken.insert(s) {
                            pos.set(piece, Location::Track(s));
                            break;
                        }
                    }
                }
                6 | 7 => pos.set(piece, Location::Box),
                8 => pos.set(piece, Location::Home),
                _ => {}
            }
        }
    }
    pos
}

#[test]
fn roll_outcomes_match_a_brute_force_reference() {
    compare_rolls(&Board::classic(), 0x5eed_1234_abcd_0001, 3000);
}

#[test]
fn roll_outcomes_match_the_reference_where_moves_touch_a_line_end() {
    compare_rolls(&board_with_exposed_line_end(), 0x5eed_1234_abcd_0002, 1500);
}

/// Compares `cases` random rolls on `board` with the reference, routes included.
fn compare_rolls(board: &Board, seed: u64, cases: usize) {
    let board = board.clone();
    let mut rng = Rng(seed);
    let mut checked = 0;
    let (mut homes, mut caps, mut refused) = (0, 0, 0);
    for case in 0..cases {
        let pos = random_position(&board, &mut rng);
        let active: Vec<PieceId> = pos
            .pieces()
            .filter(|(_, at)| matches!(at, Location::Track(_)))
            .map(|(p, _)| p)
            .collect();
        if active.is_empty() {
            continue;
        }
        let piece = active[rng.below(active.len())];
        let pips = 1 + rng.below(8) as u8;
        let opts = RollOptions {
            protection: rng.chance(60),
            capture_covered: rng.chance(15),
            stop_early: rng.chance(25),
            ..RollOptions::default()
        };
        let out = roll_outcomes(&board, &pos, piece, pips, opts);
        let mut got = HashMap::new();
        for r in &out.results {
            assert!(
                got.insert(r.target, (r.captures, r.moves)).is_none(),
                "case {case}: duplicate result {r:?}"
            );
            if let Target::Square(s) = r.target {
                assert!(
                    board.cell(s).is_track(),
                    "case {case}: {s} is not a track square"
                );
            }
        }
        let want = reference::roll(&board, &pos, piece, pips, opts);
        if got != want {
            let only_got: Vec<_> = got.iter().filter(|(k, v)| want.get(k) != Some(v)).collect();
            let only_want: Vec<_> = want.iter().filter(|(k, v)| got.get(k) != Some(v)).collect();
            panic!(
                "case {case}: {piece:?} rolls {pips} with {opts:?} in {pos:?}\nengine only: {only_got:?}\nreference only: {only_want:?}"
            );
        }
        reference::assert_routes_valid(&board, &pos, &out);
        homes += got.contains_key(&Target::Home) as usize;
        caps += got.values().filter(|(c, _)| c.is_some()).count();
        if opts.protection && !opts.capture_covered {
            let all = reference::roll(
                &board,
                &pos,
                piece,
                pips,
                RollOptions {
                    protection: false,
                    ..opts
                },
            );
            refused += all.len().saturating_sub(want.len());
        }
        checked += 1;
    }
    // The generator must exercise the interesting cases.
    assert!(checked > cases * 8 / 10, "{checked}");
    assert!(homes > cases / 60, "only {homes} rolls came home");
    assert!(caps > cases / 10, "only {caps} captures");
    assert!(
        refused > cases / 100,
        "only {refused} captures refused as covered"
    );
}

#[test]
fn covering_and_blockades_match_a_brute_force_reference() {
    let board = Board::classic();
    let mut rng = Rng(0x0bad_cafe_f00d_0042);
    let (mut covered, mut pairs) = (0, 0);
    for case in 0..600 {
        let pos = random_position(&board, &mut rng);
        let occ_set = occupied(&board, &pos);
        let occ = reference::occupancy(&pos);
        let mut got_pairs = blockades(&board, &pos);
        let mut want_pairs = reference::blockaders(&board, &pos);
        got_pairs.sort();
        want_pairs.sort();
        assert_eq!(got_pairs, want_pairs, "case {case}: blockades in {pos:?}");
        pairs += got_pairs.len();
        let active: Vec<(PieceId, Square)> = Seat::ALL
            .iter()
            .flat_map(|&s| pos.active_of(s).collect::<Vec<_>>())
            .collect();
        for &(y, ys) in &active {
            for q in board.track().iter().map(|i| board.square(i)) {
                assert_eq!(
                    covers(&board, occ_set, y, ys, q),
                    q != ys && reference::covers(&board, &occ, y, ys, q),
                    "case {case}: {y:?} on {ys} covering {q}"
                );
            }
        }
        for &(victim, _) in &active {
            let mut origins: Vec<Option<Square>> = vec![None];
            origins.extend(
                active
                    .iter()
                    .filter(|(p, _)| p.seat != victim.seat)
                    .map(|(_, s)| Some(*s)),
            );
            for origin in origins {
                let got = is_covered(&board, &pos, victim, origin);
                assert_eq!(
                    got,
                    reference::is_covered(&board, &pos, victim, origin),
                    "case {case}: {victim:?} from {origin:?} in {pos:?}"
                );
                covered += got as usize;
            }
        }
    }
    assert!(
        covered > 100 && pairs > 0,
        "covered {covered}, blockade pairs {pairs}"
    );
}

#[test]
fn moves_home_matches_a_forward_search_from_every_square() {
    // rules.md §1's lap table in full: a breadth-first search forwards from each square,
    // on the empty board, with the reference moves.
    for board in [Board::classic(), board_with_exposed_line_end()] {
        check_moves_home(&board);
    }
}

fn check_moves_home(board: &Board) {
    let board = board.clone();
    let empty = reference::Occ::new();
    let n = board.width() * board.height();
    for seat in board.seats() {
        for role in Role::ALL {
            let piece = PieceId { seat, role };
            let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
            let mut home_in_one = vec![false; n];
            for i in board.track().iter() {
                for step in reference::moves(&board, piece, board.square(i), &empty) {
                    match step {
                        reference::Step::Land(t) => next[i].push(board.index(t)),
                        reference::Step::Home(_) => home_in_one[i] = true,
                        reference::Step::Capture(..) => unreachable!(),
                    }
                }
            }
            let map = board.moves_home(seat, role);
            for i in 0..n {
                let mut want = UNREACHABLE;
                if board.track().contains(i) {
                    let mut dist = vec![u16::MAX; n];
                    dist[i] = 0;
                    let mut queue = std::collections::VecDeque::from([i]);
                    while let Some(s) = queue.pop_front() {
                        if home_in_one[s] {
                            want = dist[s] + 1;
                            break;
                        }
                        for &t in &next[s] {
                            if dist[t] == u16::MAX {
                                dist[t] = dist[s] + 1;
                                queue.push_back(t);
                            }
                        }
                    }
                }
                assert_eq!(map[i], want, "{piece:?} from {}", board.square(i));
            }
        }
    }
}
