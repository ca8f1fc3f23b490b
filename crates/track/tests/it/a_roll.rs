//! rules.md §3, a roll of n pips: exactly n moves, a capture only with the last, coming
//! home; the routes a roll may take, and the commands of a roll checked step by step.
//!
//! Coordinates are those of rules.md §1: seat 0 sits at the bottom, its start fields are
//! (9,16) and (10,16), its blocking line is x = 9 from y = 13 to 17, its entry fields are
//! (7,14) and (8,14), its house is (7,12) (8,12) (7,13) (8,13) and its pause fields are
//! (15,14) (15,0) (1,0) (1,14).

use std::collections::BTreeMap;
use track::board::Board;
use track::dice::Face;
use track::geometry::Square;
use track::movement::{roll_outcomes, RollOptions, Target};
use track::pieces::{Location, PieceId, Position, Role, Seat};
use track::{Choice, Command, Refusal, State};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

use crate::common::*;
use Location::Home;

// ---------------------------------------------------------------- §3: a roll of n pips

#[test]
fn roll_is_exactly_n_moves() {
    let board = Board::classic();
    let pawn = pc(0, P);
    let pos = on_track(&[(pawn, (5, 15))]);
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
    let knight = pc(0, N);
    let pos = on_track(&[(knight, (5, 16))]);
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
        let pos = on_track(&[(piece, (5, 16))]);
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
    let pawn = pc(0, P);
    let out = roll(&board, &on_track(&[(pawn, (5, 15))]), pawn, 3);
    assert!(landings(&out).contains(&sq(6, 15)));
}

#[test]
fn capture_only_with_the_last_move() {
    let board = Board::classic();
    let (rook, enemy) = (pc(0, R), pc(1, N));
    let pos = on_track(&[(rook, (0, 16)), (enemy, (2, 16))]);
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
    let (pawn, victim) = (pc(0, P), pc(2, B));
    let pos = on_track(&[(pawn, (5, 15)), (victim, (6, 14))]);
    assert!(captures(&roll(&board, &pos, pawn, 1)).contains_key(&sq(6, 14)));
    assert!(captures(&roll(&board, &pos, pawn, 2)).is_empty());
}

#[test]
fn piece_that_cannot_make_n_moves_cannot_be_chosen() {
    let board = Board::classic();
    let (pawn, enemy) = (pc(0, P), pc(1, R));
    let pos = on_track(&[
        (pawn, (0, 16)),
        (pc(0, Q), (1, 16)),
        (pc(0, N), (0, 15)),
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
    let queen = pc(0, Q);
    for at in [Location::Box, Location::Home] {
        let mut pos = Position::empty();
        pos.set(queen, at);
        assert!(roll(&board, &pos, queen, 3).results.is_empty(), "{at:?}");
    }
    let pos = on_track(&[(queen, (5, 16))]);
    assert!(roll(&board, &pos, queen, 0).results.is_empty());
    assert!(!roll(&board, &pos, queen, 1).results.is_empty());
}

#[test]
fn no_capture_on_own_pause_field() {
    let board = Board::classic();
    let rook = pc(0, R);
    // (14,15) is a pause field of seat 1.
    let resting = pc(1, N);
    let pos = on_track(&[(rook, (10, 15)), (resting, (14, 15))]);
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
    let knight = pc(0, N);
    let pos = on_track(&[(knight, (12, 14)), (resting, (14, 15))]);
    let card = RollOptions {
        protection: true,
        capture_covered: true,
        ..RollOptions::default()
    };
    assert!(captures(&roll_outcomes(&board, &pos, knight, 1, card)).is_empty());
    // One square off the pause field it can be captured.
    let pos = on_track(&[(rook, (10, 15)), (resting, (13, 15))]);
    assert_eq!(
        captures(&roll(&board, &pos, rook, 1)),
        BTreeMap::from([(sq(13, 15), resting)])
    );
    // Seat 0's own pause field (15,14) protects seat 0's pieces from seat 1.
    let (own, hunter) = (pc(0, B), pc(1, R));
    let pos = on_track(&[(hunter, (11, 14)), (own, (15, 14))]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).is_empty());
}

#[test]
fn capture_allowed_on_foreign_pause_field() {
    let board = Board::classic();
    let rook = pc(0, R);
    // (15,14) is seat 0's pause field; (14,15) is seat 1's.
    for (victim, at) in [
        (pc(1, N), (15, 14)),
        (pc(2, N), (15, 14)),
        (pc(2, N), (14, 15)),
    ] {
        let from = if at.1 == 14 { (11, 14) } else { (10, 15) };
        let pos = on_track(&[(rook, from), (victim, at)]);
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
    let queen = pc(0, Q);
    // Straight up over the entry field (7,14) into (7,13).
    let out = roll(&board, &on_track(&[(queen, (7, 16))]), queen, 1);
    assert!(comes_home(&out));
    assert_eq!(out.route(&board, Target::Home), Some(vec![sq(7, 13)]));
    // Diagonally over the entry field (7,14) into (8,13).
    let out = roll(&board, &on_track(&[(queen, (5, 16))]), queen, 1);
    assert_eq!(out.route(&board, Target::Home), Some(vec![sq(8, 13)]));
    // Something on the way or on the entry field stops the slide.
    for blocker in [(7, 15), (7, 14)] {
        let pos = on_track(&[(queen, (7, 16)), (pc(1, N), blocker)]);
        assert!(
            !comes_home(&roll(&board, &pos, queen, 1)),
            "blocked at {blocker:?}"
        );
    }
    let pos = on_track(&[(queen, (5, 16)), (pc(0, N), (6, 15))]);
    assert!(!comes_home(&roll(&board, &pos, queen, 1)));
}

#[test]
fn bishop_needs_two_moves_home_from_beside_the_house() {
    // Booklet: "Die Dame kann in diesem Fall mit einem Zug einziehen, der Läufer benötigt
    // 2 Züge." Queen and bishop stand side by side in front of the house.
    let board = Board::classic();
    let (queen, bishop) = (pc(0, Q), pc(0, B));
    let pos = on_track(&[(queen, (7, 15)), (bishop, (8, 15))]);
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
    let queen = pc(0, Q);
    let pos = on_track(&[(queen, (7, 16))]);
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
    let bishop = pc(0, B);
    let out = roll(&board, &on_track(&[(bishop, (7, 15))]), bishop, 3);
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
        let out = roll(&board, &on_track(&[(piece, (6, 14))]), piece, 1);
        assert!(!comes_home(&out), "{role}");
    }
    // Seat 1 on seat 0's entry field: seat 0's house is a wall to it.
    for role in Role::ALL {
        let piece = pc(1, role);
        let out = roll(&board, &on_track(&[(piece, (7, 14))]), piece, 1);
        assert!(!comes_home(&out), "seat 1 {role}");
        let own = pc(0, role);
        let out = roll(&board, &on_track(&[(own, (7, 14))]), own, 1);
        assert!(comes_home(&out), "seat 0 {role}");
    }
}

#[test]
fn knight_king_and_pawn_come_home_only_from_an_entry_field() {
    let board = Board::classic();
    let knight = pc(0, N);
    // (6,14) -> (7,12) lands on a house square, but the jump starts off the entry fields.
    assert!(!comes_home(&roll(
        &board,
        &on_track(&[(knight, (6, 14))]),
        knight,
        1
    )));
    for entry in [(7, 14), (8, 14)] {
        let out = roll(&board, &on_track(&[(knight, entry)]), knight, 1);
        assert!(comes_home(&out));
        let route = out.route(&board, Target::Home).unwrap();
        let want = if entry.0 == 7 { sq(8, 12) } else { sq(7, 12) };
        assert_eq!(route, vec![want]);
    }
    let king = pc(0, K);
    assert!(comes_home(&roll(
        &board,
        &on_track(&[(king, (8, 14))]),
        king,
        1
    )));
    assert!(!comes_home(&roll(
        &board,
        &on_track(&[(king, (8, 15))]),
        king,
        1
    )));
    let pawn = pc(0, P);
    let pos = on_track(&[(pawn, (7, 15))]);
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
    let (pawn, enemy) = (pc(0, P), pc(1, B));
    let pos = on_track(&[(pawn, (5, 15)), (enemy, (6, 14))]);
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

// ---------------------------------------------------------------- routes

#[test]
fn every_example_route_is_valid() {
    let board = Board::classic();
    let scenarios: Vec<(Position, PieceId, u8, RollOptions)> = vec![
        (
            on_track(&[(pc(0, N), (1, 15))]),
            pc(0, N),
            4,
            RollOptions::default(),
        ),
        (
            on_track(&[
                (pc(0, Q), (0, 16)),
                (pc(1, R), (4, 16)),
                (pc(2, B), (2, 14)),
                (pc(0, K), (0, 12)),
            ]),
            pc(0, Q),
            3,
            RollOptions::default(),
        ),
        (
            on_track(&[(pc(0, P), (5, 15)), (pc(3, N), (7, 15))]),
            pc(0, P),
            3,
            RollOptions::default(),
        ),
        (
            on_track(&[(pc(0, B), (6, 14))]),
            pc(0, B),
            4,
            RollOptions::default(),
        ),
        (
            on_track(&[(pc(0, K), (12, 15)), (pc(1, Q), (8, 16))]),
            pc(0, K),
            8,
            RollOptions {
                stop_early: true,
                ..RollOptions::default()
            },
        ),
        (
            on_track(&[(pc(2, R), (8, 16)), (pc(0, N), (16, 16))]),
            pc(2, R),
            2,
            protected(),
        ),
    ];
    for (pos, piece, pips, opts) in scenarios {
        let out = roll_outcomes(&board, &pos, piece, pips, opts);
        assert!(!out.results.is_empty());
        crate::brute_force_reference::reference::assert_routes_valid(&board, &pos, &out);
    }
}

#[test]
fn route_to_an_unreachable_target_is_none() {
    let board = Board::classic();
    let rook = pc(0, R);
    let out = roll(&board, &on_track(&[(rook, (3, 16))]), rook, 1);
    assert!(out.route(&board, Target::Square(sq(4, 15))).is_none());
    assert!(out.route(&board, Target::Square(sq(3, 16))).is_none());
    assert!(out.route(&board, Target::Home).is_none());
    assert_eq!(
        out.route(&board, Target::Square(sq(8, 16))),
        Some(vec![sq(8, 16)])
    );
}

// ----- commands are checked -----

/// Seat 0's queen on (12,16) rolls a 2; seat 2's knight stands on (14,14).
fn queen_rolls_two_by_a_knight() -> State {
    let pos = small_pos(&[(0, Q, at(12, 16)), (2, N, at(14, 14))], Home);
    deciding(setup("small", 2, &[]), pos, Face::Pips(2), None)
}

#[test]
fn check_refuses_a_route_with_an_illegal_step() {
    let state = queen_rolls_two_by_a_knight();
    // Across the own blocking line.
    assert_eq!(
        state.check(&mv(Q, &[(8, 16), (8, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A knight's jump is no queen move.
    assert_eq!(
        state.check(&mv(Q, &[(12, 15), (14, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    // Into a wall.
    assert_eq!(
        state.check(&mv(Q, &[(12, 13), (12, 14)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // Through a piece.
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (15, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    // A capture before the last move.
    assert_eq!(
        state.check(&mv(Q, &[(14, 14), (14, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A piece that is not on the track.
    assert_eq!(
        state.check(&mv(R, &[(3, 16), (4, 16)])),
        Err(Refusal::PieceNotMovable(R))
    );
    // The legal route is accepted.
    assert_eq!(state.check(&mv(Q, &[(12, 15), (13, 15)])), Ok(()));
}

#[test]
fn check_still_walks_a_route_the_rules_did_not_make() {
    // `command_for` remembers its route so that `check` need not walk it again; a
    // different route to the same square must still be walked, and refused if illegal.
    let state = queen_rolls_two_by_a_knight();
    let target = Square::new(14, 14);
    let choice = state
        .choices()
        .iter()
        .find(|c| matches!(c, Choice::Move { role: Role::Queen, target: Target::Square(t), .. } if *t == target))
        .cloned()
        .expect("the queen can capture the knight in two moves");
    let made = state.command_for(&choice);
    assert_eq!(state.check(&made), Ok(()));
    // Through the knight's square first, then on: a capture before the last move.
    assert_eq!(
        state.check(&mv(Q, &[(14, 14), (14, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A knight's jump onto the same target is no queen move.
    assert_eq!(
        state.check(&mv(Q, &[(12, 15), (14, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    assert_eq!(state.check(&made), Ok(()));
}

#[test]
fn check_refuses_half_made_rolls() {
    let pos = small_pos(
        &[(0, Q, at(12, 16)), (0, R, at(8, 15)), (2, Q, at(5, 0))],
        Home,
    );
    let state = deciding(setup("small", 2, &[]), pos, Face::Pips(3), None);
    assert_eq!(
        state.check(&mv(Q, &[(12, 14)])),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (12, 15)])),
        Err(Refusal::WrongLength { moves: 2, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (12, 15), (12, 14), (12, 15)])),
        Err(Refusal::WrongLength { moves: 4, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[])),
        Err(Refusal::WrongLength { moves: 0, pips: 3 })
    );
    assert_eq!(state.check(&mv(Q, &[(12, 14), (12, 15), (12, 14)])), Ok(()));
    // Coming home is the one roll that may be shorter.
    assert_eq!(state.check(&mv(R, &[(8, 13)])), Ok(()));
}

#[test]
fn legal_commands_never_list_half_made_rolls() {
    let pos = small_pos(
        &[
            (0, Q, at(7, 15)),
            (0, R, at(12, 15)),
            (0, B, at(6, 16)),
            (0, N, at(3, 16)),
            (2, Q, at(5, 0)),
        ],
        Home,
    );
    let house = [sq(7, 12), sq(8, 12), sq(7, 13), sq(8, 13)];
    for pips in 1..=4u8 {
        let state = deciding(setup("small", 2, &[]), pos.clone(), Face::Pips(pips), None);
        let commands = state.legal_commands();
        assert_eq!(commands.len(), state.legal_choices().len());
        let mut home_routes = 0;
        for cmd in &commands {
            let Command::Move { route, .. } = cmd else {
                panic!("{cmd:?} on a number")
            };
            assert_eq!(state.check(cmd), Ok(()), "{cmd:?}");
            if house.contains(route.last().unwrap()) {
                home_routes += 1;
                assert!(route.len() <= pips as usize, "{cmd:?}");
            } else {
                assert_eq!(route.len(), pips as usize, "{cmd:?}");
            }
        }
        assert!(home_routes >= 1, "the queen can come home with {pips}");
    }
}
