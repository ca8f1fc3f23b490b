//! rules.md §2, one move: each kind's move, the blocking lines, own pieces and houses,
//! on the classic board unless a test says otherwise.
//!
//! Coordinates are those of rules.md §1: seat 0 sits at the bottom, its start fields are
//! (9,16) and (10,16), its blocking line is x = 9 from y = 13 to 17, its entry fields are
//! (7,14) and (8,14), its house is (7,12) (8,12) (7,13) (8,13) and its pause fields are
//! (15,14) (15,0) (1,0) (1,14).

use std::collections::{BTreeMap, BTreeSet};
use track::board::Board;
use track::geometry::Square;
use track::movement::{roll_outcomes, RollOptions, Target};
use track::pieces::{Location, Role, Seat};
use track::protection::covers;
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

use crate::common::*;

// ---------------------------------------------------------------- §2: one move, each kind

#[test]
fn rook_slides_only_orthogonally() {
    let board = Board::classic();
    let rook = pc(0, R);
    let out = roll(&board, &on_track(&[(rook, (1, 15))]), rook, 1);
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
    let bishop = pc(0, B);
    let out = roll(&board, &on_track(&[(bishop, (1, 15))]), bishop, 1);
    // (2,14) -> (3,13) is a wall: the slide stops after one square.
    assert_eq!(
        landings(&out),
        squares(&[(0, 14), (2, 14), (0, 16), (2, 16)])
    );
}

#[test]
fn queen_moves_like_rook_and_bishop_together() {
    let board = Board::classic();
    let (queen, rook, bishop) = (pc(0, Q), pc(0, R), pc(0, B));
    let q = landings(&roll(&board, &on_track(&[(queen, (1, 15))]), queen, 1));
    let r = landings(&roll(&board, &on_track(&[(rook, (1, 15))]), rook, 1));
    let b = landings(&roll(&board, &on_track(&[(bishop, (1, 15))]), bishop, 1));
    let union: BTreeSet<Square> = r.union(&b).copied().collect();
    assert_eq!(q, union);
    assert!(q.contains(&sq(8, 15)) && q.contains(&sq(2, 14)) && !q.contains(&sq(3, 14)));
}

#[test]
fn king_steps_one_square_in_every_direction() {
    let board = Board::classic();
    let king = pc(0, K);
    let out = roll(&board, &on_track(&[(king, (1, 15))]), king, 1);
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
    let knight = pc(0, N);
    let out = roll(&board, &on_track(&[(knight, (1, 15))]), knight, 1);
    assert_eq!(
        landings(&out),
        squares(&[(3, 14), (3, 16), (0, 13), (2, 13)])
    );
}

#[test]
fn knight_jumps_over_walls_and_pieces() {
    let board = Board::classic();
    let knight = pc(0, N);
    // Every square next to the knight is a wall or holds a piece; it jumps anyway,
    // e.g. to (14,13) between the walls (12,13) (13,13) and the pieces on (13,14) (14,14).
    let pos = on_track(&[
        (knight, (12, 14)),
        (pc(1, R), (13, 14)),
        (pc(0, Q), (14, 14)),
        (pc(2, B), (12, 15)),
        (pc(1, N), (13, 15)),
        (pc(3, K), (11, 15)),
        (pc(2, R), (11, 14)),
    ]);
    let out = roll(&board, &pos, knight, 1);
    assert_eq!(
        landings(&out),
        squares(&[(14, 13), (14, 15), (13, 16), (11, 16), (10, 15)])
    );
    assert!(captures(&out).is_empty());
    // A slider in the same spot is stuck in all directions but one capture.
    let rook = pc(0, R);
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
    let rook = pc(0, R);
    let out = roll(&board, &on_track(&[(rook, (0, 5))]), rook, 1);
    let mut want = squares(&[(1, 5), (2, 5)]);
    want.extend((0..=16).filter(|&y| y != 5).map(|y| sq(0, y)));
    assert_eq!(landings(&out), want, "the row ends at the wall (3,5)");
    assert!(!landings(&out).contains(&sq(14, 5)));

    let bishop = pc(0, B);
    let out = roll(&board, &on_track(&[(bishop, (0, 0))]), bishop, 1);
    assert_eq!(
        landings(&out),
        squares(&[(1, 1), (2, 2)]),
        "(3,3) is a wall"
    );
}

#[test]
fn sliders_cannot_pass_through_pieces_of_any_colour() {
    let board = Board::classic();
    let (rook, enemy, own) = (pc(0, R), pc(1, N), pc(0, B));
    let pos = on_track(&[(rook, (3, 16)), (enemy, (6, 16)), (own, (3, 14))]);
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
    let (king, rook, queen) = (pc(0, K), pc(1, R), pc(1, Q));
    let pos = on_track(&[(king, (5, 16)), (rook, (6, 14)), (queen, (2, 13))]);
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
    let pawn = pc(0, P);
    let out = roll(&board, &on_track(&[(pawn, (5, 15))]), pawn, 1);
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
    let pawn = pc(0, P);
    for pos in [
        on_track(&[(pawn, (5, 15))]),
        on_track(&[(pawn, (5, 15)), (pc(0, Q), (6, 14))]),
    ] {
        let out = roll(&board, &pos, pawn, 1);
        for diag in [(4, 14), (6, 14), (4, 16), (6, 16)] {
            assert!(!landings(&out).contains(&sq(diag.0, diag.1)), "{diag:?}");
        }
        assert!(captures(&out).is_empty(), "an own piece is never captured");
    }
    let enemy = pc(2, Q);
    let out = roll(
        &board,
        &on_track(&[(pawn, (5, 15)), (enemy, (6, 14))]),
        pawn,
        1,
    );
    assert_eq!(captures(&out), BTreeMap::from([(sq(6, 14), enemy)]));
}

#[test]
fn pawn_captures_only_diagonally() {
    let board = Board::classic();
    let (pawn, beside, diagonal) = (pc(0, P), pc(1, N), pc(1, B));
    let pos = on_track(&[(pawn, (5, 15)), (beside, (6, 15)), (diagonal, (4, 14))]);
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
        let l = landings(&roll(&board, &on_track(&[(rook, (8, 16))]), rook, 1));
        assert!(l.contains(&sq(7, 16)) && l.contains(&sq(8, 14)));
        let crosses = l.contains(&sq(9, 16)) && l.contains(&sq(16, 16));
        assert_eq!(crosses, seat != 0, "seat {seat}");
    }
    // From the start field, seat 0 runs right but never left.
    let rook = pc(0, R);
    let l = landings(&roll(&board, &on_track(&[(rook, (9, 16))]), rook, 1));
    assert!(l.contains(&sq(16, 16)) && l.contains(&sq(10, 16)));
    assert!(!l.contains(&sq(8, 16)));
}

#[test]
fn blocking_line_spans_the_whole_bottom_track() {
    let board = Board::classic();
    let (king, rook) = (pc(0, K), pc(0, R));
    for y in 14..=16u8 {
        let l = landings(&roll(&board, &on_track(&[(rook, (8, y))]), rook, 1));
        assert!(!l.contains(&sq(9, y)), "rook on row {y}");
        let l = landings(&roll(&board, &on_track(&[(king, (8, y))]), king, 1));
        for ny in y.saturating_sub(1)..=(y + 1).min(16) {
            assert!(!l.contains(&sq(9, ny)), "king ({},{}) -> (9,{ny})", 8, y);
        }
        assert!(l.contains(&sq(7, y)));
    }
    // A slider is tested on every unit step: (10,16) -> (9,15) stays right of the line,
    // (9,15) -> (8,14) crosses it, so the slide stops on (9,15).
    let bishop = pc(0, B);
    let l = landings(&roll(&board, &on_track(&[(bishop, (10, 16))]), bishop, 1));
    assert!(l.contains(&sq(9, 15)));
    assert!(!l.contains(&sq(8, 14)) && !l.contains(&sq(7, 13)));
    let l = landings(&roll(
        &board,
        &on_track(&[(pc(3, B), (10, 16))]),
        pc(3, B),
        1,
    ));
    assert!(l.contains(&sq(8, 14)), "seat 3 slides across seat 0's line");
}

#[test]
fn knight_is_stopped_by_its_own_line() {
    let board = Board::classic();
    let own = pc(0, N);
    let l = landings(&roll(&board, &on_track(&[(own, (8, 16))]), own, 1));
    assert_eq!(l, squares(&[(6, 15), (7, 14)]));
    let foreign = pc(1, N);
    let l = landings(&roll(&board, &on_track(&[(foreign, (8, 16))]), foreign, 1));
    assert_eq!(l, squares(&[(6, 15), (7, 14), (10, 15), (9, 14)]));
    let l = landings(&roll(&board, &on_track(&[(own, (10, 15))]), own, 1));
    assert!(l.contains(&sq(12, 14)) && l.contains(&sq(12, 16)));
    assert!(!l.contains(&sq(8, 14)) && !l.contains(&sq(8, 16)));
}

#[test]
fn knight_line_test_uses_the_start_to_landing_centre_segment() {
    let board = board_with_exposed_line_end();
    let knight = pc(0, N);
    // (7,14) -> (9,13): the centre segment meets x = 9 at y = 13.75, above the line's
    // end (9,14), so the jump is legal although an L-shaped path would cross the line.
    let l = landings(&roll(&board, &on_track(&[(knight, (7, 14))]), knight, 1));
    assert!(l.contains(&sq(9, 13)));
    // (7,14) -> (9,15) meets x = 9 at y = 15.25: crossing.
    assert!(!l.contains(&sq(9, 15)));
    // (8,15) -> (9,13) meets x = 9 at y = 14.5: crossing.
    let l = landings(&roll(&board, &on_track(&[(knight, (8, 15))]), knight, 1));
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
    let king = pc(0, K);
    // (9,13) -> (8,14) passes exactly through the end point (9,14): allowed.
    let l = landings(&roll(&board, &on_track(&[(king, (9, 13))]), king, 1));
    assert_eq!(l, squares(&[(8, 14), (9, 14), (10, 14)]));
    // (9,14) -> (8,14) and (9,14) -> (8,15) cross the line properly.
    let l = landings(&roll(&board, &on_track(&[(king, (9, 14))]), king, 1));
    assert_eq!(l, squares(&[(9, 13), (10, 14), (9, 15), (10, 15)]));
    // A queen slides through the end point too.
    let queen = pc(0, Q);
    let l = landings(&roll(&board, &on_track(&[(queen, (9, 13))]), queen, 1));
    assert!(l.contains(&sq(8, 14)) && l.contains(&sq(7, 15)) && l.contains(&sq(6, 16)));
}

// ---------------------------------------------------------------- §2: own pieces, houses

#[test]
fn never_lands_on_own_piece() {
    let board = Board::classic();
    let (rook, own) = (pc(0, R), pc(0, N));
    let out = roll(
        &board,
        &on_track(&[(rook, (5, 16)), (own, (8, 16))]),
        rook,
        1,
    );
    assert!(landings(&out).contains(&sq(7, 16)));
    assert!(!landings(&out).contains(&sq(8, 16)));
    assert!(captures(&out).is_empty());

    let (knight, queen) = (pc(0, N), pc(0, Q));
    let pos = on_track(&[(knight, (5, 16)), (queen, (6, 14))]);
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
        let out = roll(&board, &on_track(&[(foreign, (16, 9))]), foreign, 1);
        assert!(landings(&out).contains(&sq(14, 9)));
        assert!(
            !comes_home(&out),
            "seat 0 {role} must not enter seat 1's house"
        );
        assert!(!landings(&out).contains(&sq(13, 9)));
        let owner = pc(1, role);
        assert!(comes_home(&roll(
            &board,
            &on_track(&[(owner, (16, 9))]),
            owner,
            1
        )));
    }
    // A knight cannot land in a foreign house either.
    let knight = pc(0, N);
    let out = roll(&board, &on_track(&[(knight, (14, 8))]), knight, 1);
    assert!(!comes_home(&out));
    assert!(!landings(&out).contains(&sq(12, 9)) && !landings(&out).contains(&sq(13, 10)));
    assert!(comes_home(&roll(
        &board,
        &on_track(&[(pc(1, N), (14, 8))]),
        pc(1, N),
        1
    )));
}

#[test]
fn pieces_at_home_block_nothing_for_their_owner() {
    // Five pieces already at home: the queen still slides into the house, onto any of
    // its squares, and nothing of the house is a square it could land on.
    let board = Board::classic();
    let queen = pc(0, Q);
    let mut pos = on_track(&[(queen, (7, 16))]);
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
    let knight = pc(0, N);
    pos.set(knight, Location::Track(sq(8, 14)));
    assert!(comes_home(&roll(&board, &pos, knight, 1)));
}

#[test]
fn fields_of_other_seats_are_ordinary_track() {
    let board = Board::classic();
    let rook = pc(0, R);
    // Seat 2's start fields (6,0) (7,0) and seat 1's pause field (14,1) are plain squares
    // to seat 0; seat 2's entry fields (8,2) (9,2) too.
    let l = landings(&roll(&board, &on_track(&[(rook, (16, 0))]), rook, 1));
    assert!(l.contains(&sq(7, 0)) && l.contains(&sq(6, 0)) && l.contains(&sq(0, 0)));
    let l = landings(&roll(&board, &on_track(&[(rook, (14, 2))]), rook, 1));
    assert!(l.contains(&sq(9, 2)) && l.contains(&sq(8, 2)) && l.contains(&sq(14, 1)));
}
