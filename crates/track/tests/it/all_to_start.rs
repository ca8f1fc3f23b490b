//! rules.md §7, "All pieces of kind K go to a start field": in seat order from the
//! drawer, never onto a covered piece, and not carried out when no piece can go.

use track::dice::{Dice, Face};
use track::pieces::{Location, Role, Seat};
use track::{Event, Phase};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{Bishop as B, Knight as N, Pawn as P, Queen as Q, Rook as R};

// ----- all pieces of kind K go to a start field -----

#[test]
fn all_to_start_moves_every_piece_of_the_kind_in_seat_order_from_the_drawer() {
    // Seat 2 draws. Start fields: seat 0 (9,16) (10,16); seat 1 (16,7) (16,6);
    // seat 2 (7,0) (6,0); seat 3 (0,9) (0,10), the one nearer the blocking line first.
    let pos = position(
        &[
            // Seat 2: on the track; its start fields hold a foreign rook and its own rook.
            (2, Q, at(12, 15)),
            (3, R, at(7, 0)),
            (2, R, at(6, 0)),
            // Seat 3: in the box; both start fields hold its own pieces.
            (3, Q, InBox),
            (3, B, at(0, 9)),
            (3, N, at(0, 10)),
            // Seat 0: at home; both start fields free.
            (0, Q, Home),
            // Seat 1: on the track; the nearer start field holds a capturable foreign
            // piece, the other one is free.
            (1, Q, at(3, 15)),
            (0, N, at(16, 7)),
        ],
        &[0, 1, 2, 3],
        &SMALL,
        InBox,
    );
    let card = "all-queens-to-start";
    let mut state = drawing("small-action", 4, pos, 2, &[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(2, card),
            // 2. a capturable foreign piece goes to its box (before an own piece)
            Event::Captured {
                piece: pc(3, R),
                by: pc(2, Q),
                at: sq(7, 0)
            },
            Event::Placed {
                piece: pc(2, Q),
                from: at(12, 15),
                to: at(7, 0)
            },
            // 3. an own piece of another kind goes to the box
            Event::Placed {
                piece: pc(3, B),
                from: at(0, 9),
                to: InBox
            },
            Event::Placed {
                piece: pc(3, Q),
                from: InBox,
                to: at(0, 9)
            },
            // 1. a free start field, the one nearer the blocking line first; from home too
            Event::Placed {
                piece: pc(0, Q),
                from: Home,
                to: at(9, 16)
            },
            // 1. before 2: the free field, although the nearer one holds a foreign piece
            Event::Placed {
                piece: pc(1, Q),
                from: at(3, 15),
                to: at(16, 6)
            },
            discarded(card),
            turn_started(3, 1),
        ]
    );
    assert_eq!(state.position().location(pc(0, N)), Some(at(16, 7)));
    assert_eq!(state.position().location(pc(3, R)), Some(InBox));
}

#[test]
fn all_to_start_does_not_capture_a_covered_piece() {
    // Large action game: protection on. Seat 2's knight on (9,16) is covered by its
    // bishop on (11,14); seat 0's own knight holds (10,16). Seat 2's rook is already
    // on its own start field and stays there.
    let pieces = [
        (0, N, at(10, 16)),
        (2, N, at(9, 16)),
        (2, B, at(11, 14)),
        (2, R, at(7, 0)),
    ];
    let card = "all-rooks-to-start";
    let mut state = drawing("large-action", 2, large_pos(&pieces, InBox), 0, &[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            Event::Placed {
                piece: pc(0, N),
                from: at(10, 16),
                to: InBox
            },
            Event::Placed {
                piece: pc(0, R),
                from: InBox,
                to: at(10, 16)
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
    // Uncovered, the foreign knight is captured instead (rule 2 before rule 3).
    let pieces = [
        (0, N, at(10, 16)),
        (2, N, at(9, 16)),
        (2, B, at(3, 14)),
        (2, R, at(7, 0)),
    ];
    let mut state = drawing("large-action", 2, large_pos(&pieces, InBox), 0, &[card]);
    assert_eq!(
        draw(&mut state)[1..3],
        [
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, R),
                at: sq(9, 16)
            },
            Event::Placed {
                piece: pc(0, R),
                from: InBox,
                to: at(9, 16)
            },
        ]
    );
}

#[test]
fn all_to_start_not_carried_out_when_no_piece_can_go() {
    // Both of seat 0's start fields hold covered seat 2 pieces (which do not cover each
    // other: no blockade); seat 2's rook already stands on its own start field.
    let pieces = [
        (2, N, at(9, 16)),
        (2, B, at(11, 14)),
        (2, P, at(10, 16)),
        (2, Q, at(10, 14)),
        (2, R, at(7, 0)),
    ];
    let card = "all-rooks-to-start";
    let mut state = drawing("large-action", 2, large_pos(&pieces, InBox), 0, &[card]);
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
    assert_eq!(state.position().location(pc(0, R)), Some(InBox));
}

#[test]
fn all_to_start_leaves_finished_players_pieces_home() {
    let pos = position(
        &[(1, Q, at(14, 8)), (0, Q, InBox), (2, Q, at(3, 15))],
        &[1],
        &SMALL,
        Home,
    );
    let pos = {
        let mut p = pos;
        for s in [0, 2] {
            for r in [R, B, N] {
                p.set(pc(s, r), InBox);
            }
        }
        p
    };
    let mut state = scenario_game("small-action", 3, Dice::default_dice())
        .with_position(pos)
        .with_phase(
            Seat(1),
            Phase::Decide {
                white: Face::Pips(1),
                orange: None,
            },
        );
    let events = play(&mut state, mv(Q, &[(13, 8)]));
    assert!(events.contains(&finished(1, 1)));
    let card = "all-queens-to-start";
    let mut state = state
        .with_phase(Seat(0), decide(Face::Plus, None))
        .with_draw_pile(&[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            Event::Placed {
                piece: pc(0, Q),
                from: InBox,
                to: at(9, 16)
            },
            Event::Placed {
                piece: pc(2, Q),
                from: at(3, 15),
                to: at(7, 0)
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
    assert_eq!(state.position().location(pc(1, Q)), Some(Home));
}
