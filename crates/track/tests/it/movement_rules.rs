//! Scenario tests for rules.md §1–§3 (the board, one move, a roll of n pips) and the
//! covering definition of §6, on the classic board unless a test says otherwise.
//!
//! Coordinates are those of rules.md §1: seat 0 sits at the bottom, its start fields are
//! (9,16) and (10,16), its blocking line is x = 9 from y = 13 to 17, its entry fields are
//! (7,14) and (8,14), its house is (7,12) (8,12) (7,13) (8,13) and its pause fields are
//! (15,14) (15,0) (1,0) (1,14).
//!
//! The last tests compare the engine with a small brute-force reference written here from
//! the rules text alone (module `reference`), on many generated positions.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use track::{
    board::UNREACHABLE,
    board::{Board, Cell, CLASSIC_BOARD},
    geometry::{Square, SquareSet},
    movement::{roll_outcomes, RollOptions, RollOutcomes, Target},
    pieces::{Location, PieceId, Position, Role, Seat},
    protection::{blockades, covers, creates_blockade, is_covered},
};

// ---------------------------------------------------------------- helpers

fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

/// A position with the given pieces on the track.
fn position(pieces: &[(PieceId, (u8, u8))]) -> Position {
    let mut pos = Position::empty();
    for &(p, (x, y)) in pieces {
        pos.set(p, Location::Track(sq(x, y)));
    }
    pos
}

fn squares(list: &[(u8, u8)]) -> BTreeSet<Square> {
    list.iter().map(|&(x, y)| sq(x, y)).collect()
}

fn roll(board: &Board, pos: &Position, piece: PieceId, pips: u8) -> RollOutcomes {
    roll_outcomes(board, pos, piece, pips, RollOptions::default())
}

fn protected() -> RollOptions {
    RollOptions {
        protection: true,
        ..RollOptions::default()
    }
}

/// The squares a roll can end on without capturing.
fn landings(out: &RollOutcomes) -> BTreeSet<Square> {
    out.results
        .iter()
        .filter(|r| r.captures.is_none())
        .filter_map(|r| match r.target {
            Target::Square(s) => Some(s),
            Target::Home => None,
        })
        .collect()
}

/// The captures a roll can end with.
fn captures(out: &RollOutcomes) -> BTreeMap<Square, PieceId> {
    out.results
        .iter()
        .filter_map(|r| match (r.target, r.captures) {
            (Target::Square(s), Some(v)) => Some((s, v)),
            _ => None,
        })
        .collect()
}

fn comes_home(out: &RollOutcomes) -> bool {
    out.result(Target::Home).is_some()
}

/// The occupied squares of a position, for `covers`.
fn occupied(board: &Board, pos: &Position) -> SquareSet {
    let mut s = SquareSet::EMPTY;
    for (_, at) in pos.pieces() {
        if let Location::Track(q) = at {
            s.insert(board.index(q));
        }
    }
    s
}

/// The classic board text with one grid cell replaced.
fn with_cell(text: &str, x: usize, y: usize, ch: char) -> String {
    let mut row = 0;
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        let is_row = !t.is_empty() && !t.starts_with(';') && !t.starts_with("line");
        if is_row {
            if row == y {
                let mut chars: Vec<char> = line.chars().collect();
                assert_ne!(chars[2 * x], ' ', "cell ({x},{y}) is not where expected");
                chars[2 * x] = ch;
                out.push(chars.into_iter().collect::<String>());
            } else {
                out.push(line.to_string());
            }
            row += 1;
        } else {
            out.push(line.to_string());
        }
    }
    out.join("\n")
}

/// A variant of the classic board whose seat-0 line stops one square short, at border
/// point (9,14), with the wall square (9,13) turned into track: the line's end point then
/// lies between track squares, so moves can touch it.
fn board_with_exposed_line_end() -> Board {
    let text = CLASSIC_BOARD.replace("line 0 x=9 y=13..17", "line 0 x=9 y=14..17");
    let text = with_cell(&text, 9, 13, '.');
    let board = Board::parse(&text, "exposed-line-end").expect("the variant board is valid");
    assert_eq!(board.cell(sq(9, 13)), Cell::Track);
    board
}

// ---------------------------------------------------------------- §2: one move, each kind

#[test]
fn rook_slides_only_orthogonally() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let out = roll(&board, &position(&[(rook, (1, 15))]), rook, 1);
    let mut want = squares(&[(0, 15), (1, 16)]);
    want.extend((2..=8).map(|x| sq(x, 15))); // stopped by its line between 8 and 9
    want.extend((0..=14).map(|y| sq(1, y)));
    assert_eq!(landings(&out), want);
    assert!(captures(&out).is_empty());
    assert!(!comes_home(&out));
}

#[test]
fn bishop_slides_only_diagonally() {
    let board = Board::classic();
    let bishop = pc(0, Role::Bishop);
    let out = roll(&board, &position(&[(bishop, (1, 15))]), bishop, 1);
    // (2,14) -> (3,13) is a wall: the slide stops after one square.
    assert_eq!(
        landings(&out),
        squares(&[(0, 14), (2, 14), (0, 16), (2, 16)])
    );
}

#[test]
fn queen_moves_like_rook_and_bishop_together() {
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    let rook = pc(0, Role::Rook);
    let bishop = pc(0, Role::Bishop);
    let q = landings(&roll(&board, &position(&[(queen, (1, 15))]), queen, 1));
    let r = landings(&roll(&board, &position(&[(rook, (1, 15))]), rook, 1));
    let b = landings(&roll(&board, &position(&[(bishop, (1, 15))]), bishop, 1));
    let union: BTreeSet<Square> = r.union(&b).copied().collect();
    assert_eq!(q, union);
    assert!(q.contains(&sq(8, 15)) && q.contains(&sq(2, 14)) && !q.contains(&sq(3, 14)));
}

#[test]
fn king_steps_one_square_in_every_direction() {
    let board = Board::classic();
    let king = pc(0, Role::King);
    let out = roll(&board, &position(&[(king, (1, 15))]), king, 1);
    assert_eq!(
        landings(&out),
        squares(&[
            (0, 14),
            (1, 14),
            (2, 14),
            (0, 15),
            (2, 15),
            (0, 16),
            (1, 16),
            (2, 16)
        ])
    );
}

#[test]
fn knight_jumps_in_an_l() {
    let board = Board::classic();
    let knight = pc(0, Role::Knight);
    let out = roll(&board, &position(&[(knight, (1, 15))]), knight, 1);
    assert_eq!(
        landings(&out),
        squares(&[(3, 14), (3, 16), (0, 13), (2, 13)])
    );
}

#[test]
fn knight_jumps_over_walls_and_pieces() {
    let board = Board::classic();
    let knight = pc(0, Role::Knight);
    // Every square next to the knight is a wall or holds a piece; it jumps anyway,
    // e.g. to (14,13) between the walls (12,13) (13,13) and the pieces on (13,14) (14,14).
    let pos = position(&[
        (knight, (12, 14)),
        (pc(1, Role::Rook), (13, 14)),
        (pc(0, Role::Queen), (14, 14)),
        (pc(2, Role::Bishop), (12, 15)),
        (pc(1, Role::Knight), (13, 15)),
        (pc(3, Role::King), (11, 15)),
        (pc(2, Role::Rook), (11, 14)),
    ]);
    let out = roll(&board, &pos, knight, 1);
    assert_eq!(
        landings(&out),
        squares(&[(14, 13), (14, 15), (13, 16), (11, 16), (10, 15)])
    );
    assert!(captures(&out).is_empty());
    // A slider in the same spot is stuck in all directions but one capture.
    let rook = pc(0, Role::Rook);
    let mut pos2 = pos.clone();
    pos2.remove(knight);
    pos2.set(rook, Location::Track(sq(12, 14)));
    let out = roll(&board, &pos2, rook, 1);
    assert!(landings(&out).is_empty());
    assert_eq!(
        captures(&out).keys().copied().collect::<BTreeSet<_>>(),
        squares(&[(13, 14), (11, 14), (12, 15)])
    );
}

#[test]
fn sliders_stop_in_front_of_walls() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let out = roll(&board, &position(&[(rook, (0, 5))]), rook, 1);
    let mut want = squares(&[(1, 5), (2, 5)]);
    want.extend((0..=16).filter(|&y| y != 5).map(|y| sq(0, y)));
    assert_eq!(landings(&out), want, "the row ends at the wall (3,5)");
    assert!(!landings(&out).contains(&sq(14, 5)));

    let bishop = pc(0, Role::Bishop);
    let out = roll(&board, &position(&[(bishop, (0, 0))]), bishop, 1);
    assert_eq!(
        landings(&out),
        squares(&[(1, 1), (2, 2)]),
        "(3,3) is a wall"
    );
}

#[test]
fn sliders_cannot_pass_through_pieces_of_any_colour() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let enemy = pc(1, Role::Knight);
    let own = pc(0, Role::Bishop);
    let pos = position(&[(rook, (3, 16)), (enemy, (6, 16)), (own, (3, 14))]);
    let out = roll(&board, &pos, rook, 1);
    assert_eq!(
        landings(&out),
        squares(&[(0, 16), (1, 16), (2, 16), (4, 16), (5, 16), (3, 15)])
    );
    assert_eq!(captures(&out), BTreeMap::from([(sq(6, 16), enemy)]));
}

#[test]
fn king_may_step_onto_attacked_squares() {
    let board = Board::classic();
    let king = pc(0, Role::King);
    let rook = pc(1, Role::Rook);
    let queen = pc(1, Role::Queen);
    let pos = position(&[(king, (5, 16)), (rook, (6, 14)), (queen, (2, 13))]);
    let occ = occupied(&board, &pos);
    // The enemy rook attacks (6,15) and (6,16), the enemy queen attacks (4,15)...
    assert!(covers(&board, occ, rook, sq(6, 14), sq(6, 16)));
    assert!(covers(&board, occ, rook, sq(6, 14), sq(6, 15)));
    assert!(covers(&board, occ, queen, sq(2, 13), sq(4, 15)));
    for opts in [RollOptions::default(), protected()] {
        let out = roll_outcomes(&board, &pos, king, 1, opts);
        // ... yet the king may step onto them.
        assert_eq!(
            landings(&out),
            squares(&[(4, 15), (5, 15), (6, 15), (4, 16), (6, 16)])
        );
    }
}

#[test]
fn pawn_steps_orthogonally_in_any_direction() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let out = roll(&board, &position(&[(pawn, (5, 15))]), pawn, 1);
    // Up, down, left and right: no direction is "forward" on the track.
    assert_eq!(
        landings(&out),
        squares(&[(4, 15), (6, 15), (5, 14), (5, 16)])
    );
    // No double step either.
    assert!(!landings(&out).contains(&sq(7, 15)));
}

#[test]
fn pawn_never_moves_diagonally_without_capturing() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    for pos in [
        position(&[(pawn, (5, 15))]),
        position(&[(pawn, (5, 15)), (pc(0, Role::Queen), (6, 14))]),
    ] {
        let out = roll(&board, &pos, pawn, 1);
        for diag in [(4, 14), (6, 14), (4, 16), (6, 16)] {
            assert!(!landings(&out).contains(&sq(diag.0, diag.1)), "{diag:?}");
        }
        assert!(captures(&out).is_empty(), "an own piece is never captured");
    }
    let enemy = pc(2, Role::Queen);
    let out = roll(
        &board,
        &position(&[(pawn, (5, 15)), (enemy, (6, 14))]),
        pawn,
        1,
    );
    assert_eq!(captures(&out), BTreeMap::from([(sq(6, 14), enemy)]));
}

#[test]
fn pawn_captures_only_diagonally() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let beside = pc(1, Role::Knight);
    let diagonal = pc(1, Role::Bishop);
    let pos = position(&[(pawn, (5, 15)), (beside, (6, 15)), (diagonal, (4, 14))]);
    let out = roll(&board, &pos, pawn, 1);
    assert_eq!(captures(&out), BTreeMap::from([(sq(4, 14), diagonal)]));
    assert_eq!(landings(&out), squares(&[(4, 15), (5, 14), (5, 16)]));
}

// ---------------------------------------------------------------- §2: blocking lines

#[test]
fn blocking_line_stops_only_its_own_seat() {
    let board = Board::classic();
    for seat in 0..4 {
        let rook = pc(seat, Role::Rook);
        let l = landings(&roll(&board, &position(&[(rook, (8, 16))]), rook, 1));
        assert!(l.contains(&sq(7, 16)) && l.contains(&sq(8, 14)));
        let crosses = l.contains(&sq(9, 16)) && l.contains(&sq(16, 16));
        assert_eq!(crosses, seat != 0, "seat {seat}");
    }
    // From the start field, seat 0 runs right but never left.
    let rook = pc(0, Role::Rook);
    let l = landings(&roll(&board, &position(&[(rook, (9, 16))]), rook, 1));
    assert!(l.contains(&sq(16, 16)) && l.contains(&sq(10, 16)));
    assert!(!l.contains(&sq(8, 16)));
}

#[test]
fn blocking_line_spans_the_whole_bottom_track() {
    let board = Board::classic();
    let king = pc(0, Role::King);
    let rook = pc(0, Role::Rook);
    for y in 14..=16u8 {
        let l = landings(&roll(&board, &position(&[(rook, (8, y))]), rook, 1));
        assert!(!l.contains(&sq(9, y)), "rook on row {y}");
        let l = landings(&roll(&board, &position(&[(king, (8, y))]), king, 1));
        for ny in y.saturating_sub(1)..=(y + 1).min(16) {
            assert!(!l.contains(&sq(9, ny)), "king ({},{}) -> (9,{ny})", 8, y);
        }
        assert!(l.contains(&sq(7, y)));
    }
    // A slider is tested on every unit step: (10,16) -> (9,15) stays right of the line,
    // (9,15) -> (8,14) crosses it, so the slide stops on (9,15).
    let bishop = pc(0, Role::Bishop);
    let l = landings(&roll(&board, &position(&[(bishop, (10, 16))]), bishop, 1));
    assert!(l.contains(&sq(9, 15)));
    assert!(!l.contains(&sq(8, 14)) && !l.contains(&sq(7, 13)));
    let l = landings(&roll(
        &board,
        &position(&[(pc(3, Role::Bishop), (10, 16))]),
        pc(3, Role::Bishop),
        1,
    ));
    assert!(l.contains(&sq(8, 14)), "seat 3 slides across seat 0's line");
}

#[test]
fn knight_is_stopped_by_its_own_line() {
    let board = Board::classic();
    let own = pc(0, Role::Knight);
    let l = landings(&roll(&board, &position(&[(own, (8, 16))]), own, 1));
    assert_eq!(l, squares(&[(6, 15), (7, 14)]));
    let foreign = pc(1, Role::Knight);
    let l = landings(&roll(&board, &position(&[(foreign, (8, 16))]), foreign, 1));
    assert_eq!(l, squares(&[(6, 15), (7, 14), (10, 15), (9, 14)]));
    let l = landings(&roll(&board, &position(&[(own, (10, 15))]), own, 1));
    assert!(l.contains(&sq(12, 14)) && l.contains(&sq(12, 16)));
    assert!(!l.contains(&sq(8, 14)) && !l.contains(&sq(8, 16)));
}

#[test]
fn knight_line_test_uses_the_start_to_landing_centre_segment() {
    let board = board_with_exposed_line_end();
    let knight = pc(0, Role::Knight);
    // (7,14) -> (9,13): the centre segment meets x = 9 at y = 13.75, above the line's
    // end (9,14), so the jump is legal although an L-shaped path would cross the line.
    let l = landings(&roll(&board, &position(&[(knight, (7, 14))]), knight, 1));
    assert!(l.contains(&sq(9, 13)));
    // (7,14) -> (9,15) meets x = 9 at y = 15.25: crossing.
    assert!(!l.contains(&sq(9, 15)));
    // (8,15) -> (9,13) meets x = 9 at y = 14.5: crossing.
    let l = landings(&roll(&board, &position(&[(knight, (8, 15))]), knight, 1));
    assert!(!l.contains(&sq(9, 13)));
    assert!(l.contains(&sq(6, 14)));
}

#[test]
fn touching_a_line_end_point_is_not_a_crossing() {
    let line = Board::classic().seat(Seat(0)).unwrap().line;
    assert!(
        !line.is_crossed_by(sq(8, 12), sq(9, 13)),
        "touches the end point (9,13)"
    );
    assert!(line.is_crossed_by(sq(8, 13), sq(9, 14)));

    let board = board_with_exposed_line_end();
    let king = pc(0, Role::King);
    // (9,13) -> (8,14) passes exactly through the end point (9,14): allowed.
    let l = landings(&roll(&board, &position(&[(king, (9, 13))]), king, 1));
    assert_eq!(l, squares(&[(8, 14), (9, 14), (10, 14)]));
    // (9,14) -> (8,14) and (9,14) -> (8,15) cross the line properly.
    let l = landings(&roll(&board, &position(&[(king, (9, 14))]), king, 1));
    assert_eq!(l, squares(&[(9, 13), (10, 14), (9, 15), (10, 15)]));
    // A queen slides through the end point too.
    let queen = pc(0, Role::Queen);
    let l = landings(&roll(&board, &position(&[(queen, (9, 13))]), queen, 1));
    assert!(l.contains(&sq(8, 14)) && l.contains(&sq(7, 15)) && l.contains(&sq(6, 16)));
}

// ---------------------------------------------------------------- §2: own pieces, houses

#[test]
fn never_lands_on_own_piece() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let own = pc(0, Role::Knight);
    let out = roll(
        &board,
        &position(&[(rook, (5, 16)), (own, (8, 16))]),
        rook,
        1,
    );
    assert!(landings(&out).contains(&sq(7, 16)));
    assert!(!landings(&out).contains(&sq(8, 16)));
    assert!(captures(&out).is_empty());

    let knight = pc(0, Role::Knight);
    let queen = pc(0, Role::Queen);
    let pos = position(&[(knight, (5, 16)), (queen, (6, 14))]);
    for pips in 1..=4 {
        let out = roll(&board, &pos, knight, pips);
        assert!(
            out.results
                .iter()
                .all(|r| r.target != Target::Square(sq(6, 14))),
            "{pips} pips"
        );
    }
    let l = landings(&roll(&board, &pos, knight, 1));
    assert_eq!(l, squares(&[(3, 15), (4, 14), (7, 15)]));
}

#[test]
fn foreign_house_is_a_wall() {
    let board = Board::classic();
    // Seat 1's entry fields are (14,8) (14,9), its house (12,8) (13,8) (12,9) (13,9).
    for role in [Role::Rook, Role::Queen] {
        let foreign = pc(0, role);
        let out = roll(&board, &position(&[(foreign, (16, 9))]), foreign, 1);
        assert!(landings(&out).contains(&sq(14, 9)));
        assert!(
            !comes_home(&out),
            "seat 0 {role} must not enter seat 1's house"
        );
        assert!(!landings(&out).contains(&sq(13, 9)));
        let owner = pc(1, role);
        assert!(comes_home(&roll(
            &board,
            &position(&[(owner, (16, 9))]),
            owner,
            1
        )));
    }
    // A knight cannot land in a foreign house either.
    let knight = pc(0, Role::Knight);
    let out = roll(&board, &position(&[(knight, (14, 8))]), knight, 1);
    assert!(!comes_home(&out));
    assert!(!landings(&out).contains(&sq(12, 9)) && !landings(&out).contains(&sq(13, 10)));
    assert!(comes_home(&roll(
        &board,
        &position(&[(pc(1, Role::Knight), (14, 8))]),
        pc(1, Role::Knight),
        1
    )));
}

#[test]
fn pieces_at_home_block_nothing_for_their_owner() {
    // Five pieces already at home: the queen still slides into the house, onto any of
    // its squares, and nothing of the house is a square it could land on.
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    let mut pos = position(&[(queen, (7, 16))]);
    for role in [
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::King,
        Role::Pawn,
    ] {
        pos.set(pc(0, role), Location::Home);
    }
    let out = roll(&board, &pos, queen, 1);
    assert_eq!(out.route(&board, Target::Home), Some(vec![sq(7, 13)]));
    let house = squares(&[(7, 12), (8, 12), (7, 13), (8, 13)]);
    assert!(landings(&out).is_disjoint(&house));
    // A knight on the other entry field also comes home past them.
    let knight = pc(0, Role::Knight);
    pos.set(knight, Location::Track(sq(8, 14)));
    assert!(comes_home(&roll(&board, &pos, knight, 1)));
}

#[test]
fn fields_of_other_seats_are_ordinary_track() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    // Seat 2's start fields (6,0) (7,0) and seat 1's pause field (14,1) are plain squares
    // to seat 0; seat 2's entry fields (8,2) (9,2) too.
    let l = landings(&roll(&board, &position(&[(rook, (16, 0))]), rook, 1));
    assert!(l.contains(&sq(7, 0)) && l.contains(&sq(6, 0)) && l.contains(&sq(0, 0)));
    let l = landings(&roll(&board, &position(&[(rook, (14, 2))]), rook, 1));
    assert!(l.contains(&sq(9, 2)) && l.contains(&sq(8, 2)) && l.contains(&sq(14, 1)));
}

// ---------------------------------------------------------------- §3: a roll of n pips

#[test]
fn roll_is_exactly_n_moves() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let pos = position(&[(pawn, (5, 15))]);
    // Every pawn move changes x + y by one: after exactly 2 moves the parity is back.
    let l = landings(&roll(&board, &pos, pawn, 2));
    assert_eq!(
        l,
        squares(&[
            (5, 15),
            (3, 15),
            (7, 15),
            (4, 14),
            (6, 14),
            (4, 16),
            (6, 16)
        ])
    );
    let l3 = landings(&roll(&board, &pos, pawn, 3));
    assert!(l3.contains(&sq(6, 15)) && l3.contains(&sq(8, 15)) && l3.contains(&sq(2, 15)));
    assert!(!l3.contains(&sq(5, 15)) && !l3.contains(&sq(7, 15)));
    // A knight changes square colour with each jump.
    let knight = pc(0, Role::Knight);
    let pos = position(&[(knight, (5, 16))]);
    let l1 = landings(&roll(&board, &pos, knight, 1));
    let l2 = landings(&roll(&board, &pos, knight, 2));
    assert!(l1.contains(&sq(7, 15)) && !l2.contains(&sq(7, 15)));
    assert!(l2.iter().all(|s| (s.x + s.y) % 2 == 1));
    // Without the house rule, every result but coming home takes exactly n moves.
    for pips in 1..=6 {
        let out = roll(&board, &pos, knight, pips);
        assert!(out
            .results
            .iter()
            .filter(|r| r.target != Target::Home)
            .all(|r| r.moves == pips));
    }
}

#[test]
fn piece_may_end_where_it_began() {
    let board = Board::classic();
    for role in Role::ALL {
        let piece = pc(0, role);
        let pos = position(&[(piece, (5, 16))]);
        assert!(
            !landings(&roll(&board, &pos, piece, 1)).contains(&sq(5, 16)),
            "{role}: one move always leaves the square"
        );
        assert!(
            landings(&roll(&board, &pos, piece, 2)).contains(&sq(5, 16)),
            "{role}: there and back again"
        );
    }
    // Revisiting squares: a pawn walks (5,15) -> (6,15) -> (5,15) -> (6,15).
    let pawn = pc(0, Role::Pawn);
    let out = roll(&board, &position(&[(pawn, (5, 15))]), pawn, 3);
    assert!(landings(&out).contains(&sq(6, 15)));
}

#[test]
fn capture_only_with_the_last_move() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let enemy = pc(1, Role::Knight);
    let pos = position(&[(rook, (0, 16)), (enemy, (2, 16))]);
    // Two moves: (0,16) -> (1,16) -> capture on (2,16). It may not capture first and go on.
    let out = roll(&board, &pos, rook, 2);
    assert_eq!(captures(&out), BTreeMap::from([(sq(2, 16), enemy)]));
    assert!(
        !landings(&out).contains(&sq(5, 16)),
        "no capture on the first move"
    );
    assert!(!landings(&out).contains(&sq(2, 16)));
    // With a third move it can go round: (0,15) -> (5,15) -> (5,16).
    assert!(landings(&roll(&board, &pos, rook, 3)).contains(&sq(5, 16)));
    // A pawn beside its victim captures with one move, not with two.
    let pawn = pc(0, Role::Pawn);
    let victim = pc(2, Role::Bishop);
    let pos = position(&[(pawn, (5, 15)), (victim, (6, 14))]);
    assert!(captures(&roll(&board, &pos, pawn, 1)).contains_key(&sq(6, 14)));
    assert!(captures(&roll(&board, &pos, pawn, 2)).is_empty());
}

#[test]
fn piece_that_cannot_make_n_moves_cannot_be_chosen() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let enemy = pc(1, Role::Rook);
    let pos = position(&[
        (pawn, (0, 16)),
        (pc(0, Role::Queen), (1, 16)),
        (pc(0, Role::Knight), (0, 15)),
        (enemy, (1, 15)),
    ]);
    let one = roll(&board, &pos, pawn, 1);
    assert_eq!(one.results.len(), 1);
    assert_eq!(captures(&one), BTreeMap::from([(sq(1, 15), enemy)]));
    // Every move but the last must land on an empty square: there is none.
    for pips in 2..=8 {
        assert!(
            roll(&board, &pos, pawn, pips).results.is_empty(),
            "{pips} pips"
        );
    }
}

#[test]
fn pieces_in_box_or_at_home_do_not_move() {
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    for at in [Location::Box, Location::Home] {
        let mut pos = Position::empty();
        pos.set(queen, at);
        assert!(roll(&board, &pos, queen, 3).results.is_empty(), "{at:?}");
    }
    let pos = position(&[(queen, (5, 16))]);
    assert!(roll(&board, &pos, queen, 0).results.is_empty());
    assert!(!roll(&board, &pos, queen, 1).results.is_empty());
}

#[test]
fn no_capture_on_own_pause_field() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    // (14,15) is a pause field of seat 1.
    let resting = pc(1, Role::Knight);
    let pos = position(&[(rook, (10, 15)), (resting, (14, 15))]);
    for opts in [RollOptions::default(), protected()] {
        let out = roll_outcomes(&board, &pos, rook, 1, opts);
        assert!(captures(&out).is_empty());
        assert!(landings(&out).contains(&sq(13, 15)));
        assert!(
            !landings(&out).contains(&sq(15, 15)),
            "cannot pass the piece either"
        );
    }
    // A knight may not capture it there either, and the capture-covered card does not help.
    let knight = pc(0, Role::Knight);
    let pos = position(&[(knight, (12, 14)), (resting, (14, 15))]);
    let card = RollOptions {
        protection: true,
        capture_covered: true,
        ..RollOptions::default()
    };
    assert!(captures(&roll_outcomes(&board, &pos, knight, 1, card)).is_empty());
    // One square off the pause field it can be captured.
    let pos = position(&[(rook, (10, 15)), (resting, (13, 15))]);
    assert_eq!(
        captures(&roll(&board, &pos, rook, 1)),
        BTreeMap::from([(sq(13, 15), resting)])
    );
    // Seat 0's own pause field (15,14) protects seat 0's pieces from seat 1.
    let own = pc(0, Role::Bishop);
    let hunter = pc(1, Role::Rook);
    let pos = position(&[(hunter, (11, 14)), (own, (15, 14))]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).is_empty());
}

#[test]
fn capture_allowed_on_foreign_pause_field() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    // (15,14) is seat 0's pause field; (14,15) is seat 1's.
    for (victim, at) in [
        (pc(1, Role::Knight), (15, 14)),
        (pc(2, Role::Knight), (15, 14)),
        (pc(2, Role::Knight), (14, 15)),
    ] {
        let from = if at.1 == 14 { (11, 14) } else { (10, 15) };
        let pos = position(&[(rook, from), (victim, at)]);
        assert_eq!(
            captures(&roll(&board, &pos, rook, 1)),
            BTreeMap::from([(sq(at.0, at.1), victim)]),
            "{victim:?} on {at:?}"
        );
    }
}

#[test]
fn queen_slides_over_entry_field_into_house() {
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    // Straight up over the entry field (7,14) into (7,13).
    let out = roll(&board, &position(&[(queen, (7, 16))]), queen, 1);
    assert!(comes_home(&out));
    assert_eq!(out.route(&board, Target::Home), Some(vec![sq(7, 13)]));
    // Diagonally over the entry field (7,14) into (8,13).
    let out = roll(&board, &position(&[(queen, (5, 16))]), queen, 1);
    assert_eq!(out.route(&board, Target::Home), Some(vec![sq(8, 13)]));
    // Something on the way or on the entry field stops the slide.
    for blocker in [(7, 15), (7, 14)] {
        let pos = position(&[(queen, (7, 16)), (pc(1, Role::Knight), blocker)]);
        assert!(
            !comes_home(&roll(&board, &pos, queen, 1)),
            "blocked at {blocker:?}"
        );
    }
    let pos = position(&[(queen, (5, 16)), (pc(0, Role::Knight), (6, 15))]);
    assert!(!comes_home(&roll(&board, &pos, queen, 1)));
}

#[test]
fn bishop_needs_two_moves_home_from_beside_the_house() {
    // Booklet: "Die Dame kann in diesem Fall mit einem Zug einziehen, der Läufer benötigt
    // 2 Züge." Queen and bishop stand side by side in front of the house.
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    let bishop = pc(0, Role::Bishop);
    let pos = position(&[(queen, (7, 15)), (bishop, (8, 15))]);
    assert!(comes_home(&roll(&board, &pos, queen, 1)));
    assert!(!comes_home(&roll(&board, &pos, bishop, 1)));
    let out = roll(&board, &pos, bishop, 2);
    assert_eq!(out.result(Target::Home).map(|r| r.moves), Some(2));
    // Onto the entry field (7,14), then over it diagonally into (8,13).
    assert_eq!(
        out.route(&board, Target::Home),
        Some(vec![sq(7, 14), sq(8, 13)])
    );
    let qmap = board.moves_home(Seat(0), Role::Queen);
    let bmap = board.moves_home(Seat(0), Role::Bishop);
    assert_eq!(qmap[board.index(sq(7, 15))], 1);
    assert_eq!(bmap[board.index(sq(8, 15))], 2);
    // Right beside the entry field, on (6,14), the bishop even needs three.
    assert_eq!(bmap[board.index(sq(6, 14))], 3);
}

#[test]
fn coming_home_forfeits_leftover_pips() {
    let board = Board::classic();
    let queen = pc(0, Role::Queen);
    let pos = position(&[(queen, (7, 16))]);
    for pips in 1..=4 {
        let out = roll(&board, &pos, queen, pips);
        let home = out
            .result(Target::Home)
            .expect("home with any number of pips");
        assert_eq!(home.moves, 1, "{pips} pips: stops at home after one move");
        assert_eq!(out.route(&board, Target::Home), Some(vec![sq(7, 13)]));
        // Everything else is still exactly n moves.
        assert!(out
            .results
            .iter()
            .filter(|r| r.target != Target::Home)
            .all(|r| r.moves == pips));
    }
    let bishop = pc(0, Role::Bishop);
    let out = roll(&board, &position(&[(bishop, (7, 15))]), bishop, 3);
    assert_eq!(out.result(Target::Home).map(|r| r.moves), Some(2));
    assert_eq!(
        out.route(&board, Target::Home),
        Some(vec![sq(8, 14), sq(7, 13)])
    );
}

#[test]
fn home_only_over_own_entry_field() {
    let board = Board::classic();
    // From (6,14) the house square (7,13) is one diagonal step away, but not over an
    // entry field.
    for role in [Role::Queen, Role::Bishop, Role::King] {
        let piece = pc(0, role);
        let out = roll(&board, &position(&[(piece, (6, 14))]), piece, 1);
        assert!(!comes_home(&out), "{role}");
    }
    // Seat 1 on seat 0's entry field: seat 0's house is a wall to it.
    for role in Role::ALL {
        let piece = pc(1, role);
        let out = roll(&board, &position(&[(piece, (7, 14))]), piece, 1);
        assert!(!comes_home(&out), "seat 1 {role}");
        let own = pc(0, role);
        let out = roll(&board, &position(&[(own, (7, 14))]), own, 1);
        assert!(comes_home(&out), "seat 0 {role}");
    }
}

#[test]
fn knight_king_and_pawn_come_home_only_from_an_entry_field() {
    let board = Board::classic();
    let knight = pc(0, Role::Knight);
    // (6,14) -> (7,12) lands on a house square, but the jump starts off the entry fields.
    assert!(!comes_home(&roll(
        &board,
        &position(&[(knight, (6, 14))]),
        knight,
        1
    )));
    for entry in [(7, 14), (8, 14)] {
        let out = roll(&board, &position(&[(knight, entry)]), knight, 1);
        assert!(comes_home(&out));
        let route = out.route(&board, Target::Home).unwrap();
        let want = if entry.0 == 7 { sq(8, 12) } else { sq(7, 12) };
        assert_eq!(route, vec![want]);
    }
    let king = pc(0, Role::King);
    assert!(comes_home(&roll(
        &board,
        &position(&[(king, (8, 14))]),
        king,
        1
    )));
    assert!(!comes_home(&roll(
        &board,
        &position(&[(king, (8, 15))]),
        king,
        1
    )));
    let pawn = pc(0, Role::Pawn);
    let pos = position(&[(pawn, (7, 15))]);
    assert!(!comes_home(&roll(&board, &pos, pawn, 1)));
    let out = roll(&board, &pos, pawn, 2);
    assert_eq!(
        out.route(&board, Target::Home),
        Some(vec![sq(7, 14), sq(7, 13)])
    );
}

#[test]
fn may_stop_early_allows_fewer_moves() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let enemy = pc(1, Role::Bishop);
    let pos = position(&[(pawn, (5, 15)), (enemy, (6, 14))]);
    let early = RollOptions {
        stop_early: true,
        ..RollOptions::default()
    };
    let exact = roll(&board, &pos, pawn, 2);
    assert!(!landings(&exact).contains(&sq(6, 15)));
    assert!(captures(&exact).is_empty());
    let out = roll_outcomes(&board, &pos, pawn, 2, early);
    let moves = |s: Square| out.result(Target::Square(s)).map(|r| r.moves);
    assert_eq!(moves(sq(6, 15)), Some(1));
    assert_eq!(moves(sq(7, 15)), Some(2));
    assert_eq!(
        moves(sq(5, 15)),
        Some(2),
        "back where it began needs two moves"
    );
    assert_eq!(moves(sq(6, 14)), Some(1), "the capture after one move");
    assert_eq!(
        out.result(Target::Square(sq(6, 14))).unwrap().captures,
        Some(enemy)
    );
    assert_eq!(
        out.route(&board, Target::Square(sq(6, 15))),
        Some(vec![sq(6, 15)])
    );
    // Everything an exact roll reaches is still there.
    assert!(landings(&exact).is_subset(&landings(&out)));
}

// ---------------------------------------------------------------- §6: covering

#[test]
fn covered_piece_cannot_be_captured_with_protection() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let knight = pc(1, Role::Knight);
    let guard = pc(1, Role::Bishop);
    let king = pc(1, Role::King);
    // The bishop on (7,15) covers the knight on (6,16); nothing covers the king on (3,15).
    let pos = position(&[
        (rook, (3, 16)),
        (knight, (6, 16)),
        (guard, (7, 15)),
        (king, (3, 15)),
    ]);
    assert!(is_covered(&board, &pos, knight, Some(sq(3, 16))));
    assert!(!is_covered(&board, &pos, king, Some(sq(3, 16))));
    let free = roll(&board, &pos, rook, 1);
    assert_eq!(
        captures(&free),
        BTreeMap::from([(sq(6, 16), knight), (sq(3, 15), king)])
    );
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert_eq!(captures(&out), BTreeMap::from([(sq(3, 15), king)]));
    assert_eq!(landings(&out), landings(&free));
}

#[test]
fn capture_covered_card_lifts_protection() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let knight = pc(1, Role::Knight);
    let pos = position(&[
        (rook, (3, 16)),
        (knight, (6, 16)),
        (pc(1, Role::Bishop), (7, 15)),
    ]);
    let card = RollOptions {
        protection: true,
        capture_covered: true,
        ..RollOptions::default()
    };
    assert_eq!(
        captures(&roll_outcomes(&board, &pos, rook, 1, card)),
        BTreeMap::from([(sq(6, 16), knight)])
    );
    assert!(captures(&roll_outcomes(&board, &pos, rook, 1, protected())).is_empty());
}

#[test]
fn piece_covered_through_the_capturers_origin_is_covered() {
    // The capture is judged with the capturer on the victim's square and its origin empty.
    // The seat-1 rook on (13,16) looks at (11,16) only through the capturer's own origin
    // (12,16): once the capturer has left it, the knight is covered.
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let knight = pc(1, Role::Knight);
    let guard = pc(1, Role::Rook);
    let pos = position(&[(rook, (12, 16)), (knight, (11, 16)), (guard, (13, 16))]);
    let occ = occupied(&board, &pos);
    assert!(
        !covers(&board, occ, guard, sq(13, 16), sq(11, 16)),
        "blocked before the roll"
    );
    assert!(is_covered(&board, &pos, knight, Some(sq(12, 16))));
    assert!(
        !is_covered(&board, &pos, knight, None),
        "with the capturer still on (12,16)"
    );
    for pips in [1, 3] {
        let out = roll_outcomes(&board, &pos, rook, pips, protected());
        assert!(!captures(&out).contains_key(&sq(11, 16)), "{pips} pips");
        assert!(captures(&roll(&board, &pos, rook, pips)).contains_key(&sq(11, 16)));
    }
    // With a third piece between guard and origin, the knight is uncovered.
    let pos = position(&[
        (rook, (12, 16)),
        (knight, (11, 16)),
        (pc(2, Role::Bishop), (13, 16)),
        (guard, (14, 16)),
    ]);
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert_eq!(captures(&out).get(&sq(11, 16)), Some(&knight));
}

#[test]
fn covering_is_judged_after_the_capturer_has_left_its_path() {
    // A two-move capture (12,15) -> (12,16) -> (11,16): the guard on (13,16) covers (11,16)
    // through (12,16), which is empty once the capturer stands on (11,16).
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let knight = pc(1, Role::Knight);
    let guard = pc(1, Role::Rook);
    let pos = position(&[(rook, (12, 15)), (knight, (11, 16)), (guard, (13, 16))]);
    assert!(captures(&roll(&board, &pos, rook, 2)).contains_key(&sq(11, 16)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, rook, 2, protected())).contains_key(&sq(11, 16))
    );
}

#[test]
fn covering_is_not_recursive() {
    // The knight on (6,16) is covered by the bishop on (7,15). That the bishop would be
    // lost after recapturing (seat 0's queen attacks both it and (6,16)) does not matter.
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let queen = pc(0, Role::Queen);
    let knight = pc(1, Role::Knight);
    let bishop = pc(1, Role::Bishop);
    let pos = position(&[
        (rook, (3, 16)),
        (queen, (6, 14)),
        (knight, (6, 16)),
        (bishop, (7, 15)),
    ]);
    let occ = occupied(&board, &pos);
    assert!(covers(&board, occ, queen, sq(6, 14), sq(7, 15)));
    assert!(covers(&board, occ, queen, sq(6, 14), sq(6, 16)));
    assert!(!is_covered(&board, &pos, bishop, Some(sq(6, 14))));
    assert!(is_covered(&board, &pos, knight, Some(sq(3, 16))));
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert!(!captures(&out).contains_key(&sq(6, 16)));
    assert!(captures(&roll(&board, &pos, rook, 1)).contains_key(&sq(6, 16)));
}

#[test]
fn king_covers_its_neighbours() {
    let board = Board::classic();
    let king = pc(0, Role::King);
    let pos = position(&[(king, (5, 16))]);
    let occ = occupied(&board, &pos);
    for n in [(4, 15), (5, 15), (6, 15), (4, 16), (6, 16)] {
        assert!(covers(&board, occ, king, sq(5, 16), sq(n.0, n.1)), "{n:?}");
    }
    for far in [(7, 16), (5, 14), (3, 16), (5, 16)] {
        assert!(
            !covers(&board, occ, king, sq(5, 16), sq(far.0, far.1)),
            "{far:?}"
        );
    }
    // Its own blocking line applies.
    let empty = SquareSet::EMPTY;
    for q in [(9, 14), (9, 15), (9, 16)] {
        assert!(
            !covers(&board, empty, king, sq(8, 15), sq(q.0, q.1)),
            "seat 0 {q:?}"
        );
        assert!(
            covers(&board, empty, pc(1, Role::King), sq(8, 15), sq(q.0, q.1)),
            "seat 1 {q:?}"
        );
    }
    assert!(covers(&board, empty, king, sq(8, 15), sq(7, 14)));
}

#[test]
fn pawn_covers_diagonals_only() {
    let board = Board::classic();
    let pawn = pc(0, Role::Pawn);
    let empty = SquareSet::EMPTY;
    for d in [(4, 14), (6, 14), (4, 16), (6, 16)] {
        assert!(
            covers(&board, empty, pawn, sq(5, 15), sq(d.0, d.1)),
            "{d:?}"
        );
    }
    for o in [(4, 15), (6, 15), (5, 14), (5, 16)] {
        assert!(
            !covers(&board, empty, pawn, sq(5, 15), sq(o.0, o.1)),
            "{o:?}"
        );
    }
    // Across its own blocking line it covers nothing; another seat's pawn does.
    for q in [(9, 14), (9, 16)] {
        assert!(!covers(&board, empty, pawn, sq(8, 15), sq(q.0, q.1)));
        assert!(covers(
            &board,
            empty,
            pc(1, Role::Pawn),
            sq(8, 15),
            sq(q.0, q.1)
        ));
    }
    assert!(covers(&board, empty, pawn, sq(8, 15), sq(7, 14)));
}

#[test]
fn sliders_and_knights_cover_what_they_could_capture() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let blocker = pc(2, Role::Pawn);
    let pos = position(&[(rook, (3, 16)), (blocker, (4, 16))]);
    assert!(covers(&board, SquareSet::EMPTY, rook, sq(3, 16), sq(5, 16)));
    assert!(covers(
        &board,
        occupied(&board, &pos),
        rook,
        sq(3, 16),
        sq(4, 16)
    ));
    assert!(
        !covers(&board, occupied(&board, &pos), rook, sq(3, 16), sq(5, 16)),
        "stopped by a piece"
    );
    assert!(!covers(
        &board,
        SquareSet::EMPTY,
        rook,
        sq(3, 16),
        sq(4, 15)
    ));
    // Sliders cover up to their own line, not across it.
    assert!(covers(&board, SquareSet::EMPTY, rook, sq(7, 15), sq(8, 15)));
    assert!(!covers(
        &board,
        SquareSet::EMPTY,
        rook,
        sq(7, 15),
        sq(9, 15)
    ));
    assert!(covers(
        &board,
        SquareSet::EMPTY,
        pc(1, Role::Rook),
        sq(7, 15),
        sq(9, 15)
    ));
    // A knight covers its landing squares whatever lies between.
    let knight = pc(0, Role::Knight);
    let full = occupied(
        &board,
        &position(&[(pc(1, Role::Queen), (4, 15)), (pc(1, Role::King), (4, 16))]),
    );
    assert!(covers(&board, full, knight, sq(3, 16), sq(5, 15)));
    assert!(!covers(&board, full, knight, sq(3, 16), sq(5, 16)));
}

#[test]
fn covering_respects_the_coverers_own_blocking_line() {
    // Seat 0's knight on (9,15) is attacked by seat 1's rook. Seat 0's rook on (8,15) sits
    // right beside it but behind seat 0's line, so it does not cover it.
    let board = Board::classic();
    let victim = pc(0, Role::Knight);
    let hunter = pc(1, Role::Rook);
    let pos = position(&[
        (victim, (9, 15)),
        (pc(0, Role::Rook), (8, 15)),
        (hunter, (12, 15)),
    ]);
    assert!(!is_covered(&board, &pos, victim, Some(sq(12, 15))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(9, 15)), Some(&victim));
    // On (9,14), on the same side of the line, the rook covers it.
    let pos = position(&[
        (victim, (9, 15)),
        (pc(0, Role::Rook), (9, 14)),
        (hunter, (12, 15)),
    ]);
    assert!(is_covered(&board, &pos, victim, Some(sq(12, 15))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn pieces_in_box_or_at_home_cover_nothing() {
    let board = Board::classic();
    let victim = pc(0, Role::Knight);
    let hunter = pc(1, Role::Rook);
    let mut pos = position(&[(victim, (8, 14)), (hunter, (8, 16))]);
    pos.set(pc(0, Role::King), Location::Home);
    pos.set(pc(0, Role::Queen), Location::Home);
    pos.set(pc(0, Role::Rook), Location::Box);
    pos.set(pc(0, Role::Bishop), Location::Box);
    assert!(!is_covered(&board, &pos, victim, Some(sq(8, 16))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(8, 14)), Some(&victim));
    // The same king active on the entry field beside it does cover.
    pos.set(pc(0, Role::King), Location::Track(sq(7, 14)));
    assert!(is_covered(&board, &pos, victim, Some(sq(8, 16))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn pause_fields_play_no_part_in_covering() {
    let board = Board::classic();
    let hunter = pc(0, Role::Rook);
    let victim = pc(1, Role::Knight);
    // The guard stands on its own pause field (14,15) and still covers (12,15).
    let pos = position(&[
        (hunter, (12, 16)),
        (victim, (12, 15)),
        (pc(1, Role::Rook), (14, 15)),
    ]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).contains_key(&sq(12, 15)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(12, 15))
    );
    // A victim on a foreign pause field (15,14) is covered like anywhere else.
    let hunter_pos = (11, 14);
    let pos = position(&[
        (hunter, hunter_pos),
        (victim, (15, 14)),
        (pc(1, Role::Rook), (15, 16)),
    ]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).contains_key(&sq(15, 14)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(15, 14))
    );
    let pos = position(&[(hunter, hunter_pos), (victim, (15, 14))]);
    assert!(
        captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(15, 14))
    );
}

// ---------------------------------------------------------------- §6: no blockade

#[test]
fn blockade_pairs_count_as_uncovered() {
    let board = Board::classic();
    let king = pc(1, Role::King);
    let rook = pc(1, Role::Rook);
    let hunter = pc(0, Role::Rook);
    // Seat 1's king and rook cover each other on seat 0's start fields (9,16) (10,16).
    let mut pos = position(&[(king, (9, 16)), (rook, (10, 16)), (hunter, (12, 16))]);
    pos.set(pc(0, Role::Queen), Location::Box);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    assert!(!is_covered(&board, &pos, rook, Some(sq(12, 16))));
    assert!(!is_covered(&board, &pos, king, Some(sq(12, 16))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(10, 16)), Some(&rook));
    // The same pair two squares further on is an ordinary covered pair.
    let mut pos = position(&[(king, (11, 16)), (rook, (12, 16)), (hunter, (14, 16))]);
    pos.set(pc(0, Role::Queen), Location::Box);
    assert!(blockades(&board, &pos).is_empty());
    assert!(is_covered(&board, &pos, rook, Some(sq(14, 16))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn blockade_on_entry_fields_counts_too() {
    let board = Board::classic();
    let mut base = Position::empty();
    base.set(pc(0, Role::Knight), Location::Box);
    let with = |pieces: &[(PieceId, (u8, u8))]| {
        let mut pos = base.clone();
        for &(p, (x, y)) in pieces {
            pos.set(p, Location::Track(sq(x, y)));
        }
        pos
    };
    let king = pc(1, Role::King);
    let rook = pc(1, Role::Rook);
    let hunter = pc(0, Role::Queen);
    let pos = with(&[(king, (7, 14)), (rook, (8, 14)), (hunter, (8, 16))]);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(8, 14)), Some(&rook));
    // Not mutual: the bishop does not cover (8,14) and the knight does not cover (7,14).
    let pos = with(&[
        (pc(1, Role::Bishop), (7, 14)),
        (pc(1, Role::Knight), (8, 14)),
    ]);
    assert!(blockades(&board, &pos).is_empty());
    // Two seats: no pair.
    let pos = with(&[(king, (7, 14)), (pc(2, Role::Rook), (8, 14))]);
    assert!(blockades(&board, &pos).is_empty());
    // A seat's own pieces on its own entry fields are no blockade.
    let pos = with(&[(pc(0, Role::King), (7, 14)), (pc(0, Role::Rook), (8, 14))]);
    assert!(blockades(&board, &pos).is_empty());
}

#[test]
fn blockade_needs_another_playing_seat() {
    // Seat 0 plays nobody here: its start fields are ordinary squares and the pair on them
    // covers itself as usual.
    let board = Board::classic();
    let king = pc(1, Role::King);
    let rook = pc(1, Role::Rook);
    let hunter = pc(2, Role::Rook);
    let mut pos = position(&[(king, (9, 16)), (rook, (10, 16)), (hunter, (12, 16))]);
    assert!(blockades(&board, &pos).is_empty());
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
    pos.set(pc(0, Role::Pawn), Location::Box);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    assert!(
        captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(10, 16))
    );
}

#[test]
fn creates_blockade_reports_only_new_pairs_of_the_seat() {
    let board = Board::classic();
    let king = pc(1, Role::King);
    let rook = pc(1, Role::Rook);
    let mut before = position(&[(king, (9, 16)), (rook, (12, 16))]);
    before.set(pc(0, Role::Queen), Location::Box);
    let mut after = before.clone();
    after.set(rook, Location::Track(sq(10, 16)));
    assert!(creates_blockade(&board, &before, &after, Seat(1)));
    assert!(!creates_blockade(&board, &before, &after, Seat(2)));
    assert!(
        !creates_blockade(&board, &after, &after, Seat(1)),
        "already there before"
    );
    assert!(!creates_blockade(&board, &before, &before, Seat(1)));
}

// ---------------------------------------------------------------- routes

#[test]
fn every_example_route_is_valid() {
    let board = Board::classic();
    let scenarios: Vec<(Position, PieceId, u8, RollOptions)> = vec![
        (
            position(&[(pc(0, Role::Knight), (1, 15))]),
            pc(0, Role::Knight),
            4,
            RollOptions::default(),
        ),
        (
            position(&[
                (pc(0, Role::Queen), (0, 16)),
                (pc(1, Role::Rook), (4, 16)),
                (pc(2, Role::Bishop), (2, 14)),
                (pc(0, Role::King), (0, 12)),
            ]),
            pc(0, Role::Queen),
            3,
            RollOptions::default(),
        ),
        (
            position(&[(pc(0, Role::Pawn), (5, 15)), (pc(3, Role::Knight), (7, 15))]),
            pc(0, Role::Pawn),
            3,
            RollOptions::default(),
        ),
        (
            position(&[(pc(0, Role::Bishop), (6, 14))]),
            pc(0, Role::Bishop),
            4,
            RollOptions::default(),
        ),
        (
            position(&[(pc(0, Role::King), (12, 15)), (pc(1, Role::Queen), (8, 16))]),
            pc(0, Role::King),
            8,
            RollOptions {
                stop_early: true,
                ..RollOptions::default()
            },
        ),
        (
            position(&[
                (pc(2, Role::Rook), (8, 16)),
                (pc(0, Role::Knight), (16, 16)),
            ]),
            pc(2, Role::Rook),
            2,
            protected(),
        ),
    ];
    for (pos, piece, pips, opts) in scenarios {
        let out = roll_outcomes(&board, &pos, piece, pips, opts);
        assert!(!out.results.is_empty());
        reference::assert_routes_valid(&board, &pos, &out);
    }
}

#[test]
fn route_to_an_unreachable_target_is_none() {
    let board = Board::classic();
    let rook = pc(0, Role::Rook);
    let out = roll(&board, &position(&[(rook, (3, 16))]), rook, 1);
    assert!(out.route(&board, Target::Square(sq(4, 15))).is_none());
    assert!(out.route(&board, Target::Square(sq(3, 16))).is_none());
    assert!(out.route(&board, Target::Home).is_none());
    assert_eq!(
        out.route(&board, Target::Square(sq(8, 16))),
        Some(vec![sq(8, 16)])
    );
}

// ---------------------------------------------------------------- against a reference

/// A brute-force reading of rules.md §2, §3 and §6, independent of the engine's bitsets.
mod reference {
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
