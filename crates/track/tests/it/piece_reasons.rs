//! "Why not this piece?": a piece that cannot be chosen for the decision at hand (its
//! roll, a bring-in, a card's choice) has a reason, one scenario per reason.

use crate::common;
use common::*;
use track::dice::Face;
use track::pieces::Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};
use track::pieces::{Location, Seat};
use track::{Command, Phase, State, WhyNot};
use Location::Box as InBox;

#[test]
fn a_piece_that_cannot_free_a_start_field_says_so() {
    // Both start fields held by the rook and the knight, the bishop in the box: the
    // queen's moves leave both start fields taken.
    let pos = small_pos(
        &[(0, Q, at(3, 16)), (0, R, at(9, 16)), (0, N, at(10, 16))],
        InBox,
    );
    let s = deciding(setup("small", 2, &[]), pos, Face::Pips(1), None);
    assert!(s.must_free_start());
    assert_eq!(
        s.explain_piece(pc(0, Q)),
        Err(WhyNot::MustFreeStart {
            fields: [sq(9, 16), sq(10, 16)]
        })
    );
    assert_eq!(s.explain_piece(pc(0, R)), Ok(()));
}

#[test]
fn a_box_piece_needs_a_plus_or_a_free_start_field() {
    let pos = small_pos(&[(0, Q, at(3, 16))], InBox);
    let s = deciding(setup("small", 2, &[]), pos.clone(), Face::Pips(2), None);
    assert_eq!(
        s.explain_piece(pc(0, R)),
        Err(WhyNot::NeedPlus { hash_too: false })
    );
    let held = small_pos(&[(0, Q, at(9, 16)), (0, N, at(10, 16))], InBox);
    let s = deciding(setup("small", 2, &[]), held, Face::Plus, None);
    assert_eq!(
        s.explain_piece(pc(0, R)),
        Err(WhyNot::StartFieldsTaken {
            fields: [sq(9, 16), sq(10, 16)]
        })
    );
    let rolling = State::classic(setup("small", 2, &[]))
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(rolling.explain_piece(pc(0, R)), Err(WhyNot::RollFirst));
}

#[test]
fn foreign_home_and_stuck_pieces_say_why() {
    let pos = small_pos(
        &[
            (0, Q, at(3, 16)),
            (0, B, Location::Home),
            // The knight in the corner, boxed in by its own pieces' squares: a knight
            // at (0,16) reaches (1,14) and (2,15) only.
            (0, N, at(0, 16)),
            (0, R, at(1, 14)),
            (2, Q, at(2, 15)),
        ],
        InBox,
    );
    let s = deciding(setup("small", 2, &[]), pos, Face::Pips(2), None);
    assert_eq!(
        s.explain_piece(pc(2, Q)),
        Err(WhyNot::ForeignPiece { piece: pc(2, Q) })
    );
    assert_eq!(
        s.explain_piece(pc(0, B)),
        Err(WhyNot::AtHome { piece: pc(0, B) })
    );
    // The knight's first move can only capture (2,15), and a capture ends the roll.
    assert_eq!(s.explain_piece(pc(0, N)), Err(WhyNot::Stuck { pips: 2 }));
}

#[test]
fn the_other_die_moves_king_and_pawn() {
    let pos = large_pos(&[(0, Q, at(3, 16)), (0, K, at(5, 16))], InBox);
    let s = deciding(setup("large", 2, &[]), pos, Face::Plus, Some(4));
    assert_eq!(s.explain_piece(pc(0, K)), Ok(()));
    assert!(matches!(
        s.explain_piece(pc(0, Q)),
        Err(WhyNot::OtherDie { .. })
    ));
    // The + brings the boxed pawn in.
    assert_eq!(s.explain_piece(pc(0, P)), Ok(()));
}

/// Seat 0 has drawn `card` in the small action game.
fn drawn(card: &str, pieces: &[(u8, track::pieces::Role, Location)]) -> State {
    let pos = position(pieces, &[0, 1], &SMALL, InBox);
    let mut s =
        deciding(setup("small-action", 2, &[]), pos, Face::Plus, None).with_draw_pile(&[card]);
    s.play(&Command::DrawCard).unwrap();
    assert!(matches!(s.phase(), Phase::Card { .. }), "{card}");
    s
}

#[test]
fn a_card_that_asks_for_a_piece_says_which_kind_of_piece() {
    let pieces = [
        (0, Q, at(12, 16)),
        (0, R, at(3, 16)),
        (1, N, at(16, 5)),
        // Seat 1's pause field in the bottom right corner is (14,15).
        (1, B, at(14, 15)),
    ];
    let s = drawn("opponent-to-box", &pieces);
    assert_eq!(s.explain_piece(pc(1, N)), Ok(()));
    assert_eq!(s.explain_piece(pc(0, R)), Err(WhyNot::CardWantsForeign));
    assert_eq!(
        s.explain_piece(pc(1, Q)),
        Err(WhyNot::CardWantsActive { piece: pc(1, Q) })
    );
    assert_eq!(
        s.explain_piece(pc(1, B)),
        Err(WhyNot::PauseField {
            victim: pc(1, B),
            square: sq(14, 15)
        })
    );
    let s = drawn("safe-spot", &pieces);
    assert_eq!(s.explain_piece(pc(0, R)), Ok(()));
    assert_eq!(s.explain_piece(pc(1, N)), Err(WhyNot::CardWantsOwn));
    assert_eq!(
        s.explain_piece(pc(0, B)),
        Err(WhyNot::CardWantsActive { piece: pc(0, B) })
    );
    let s = drawn("swap", &pieces);
    assert_eq!(s.explain_piece(pc(1, N)), Ok(()));
    assert_eq!(
        s.explain_piece(pc(0, N)),
        Err(WhyNot::CardWantsActive { piece: pc(0, N) })
    );
}

#[test]
fn the_start_square_has_its_own_reason() {
    // A pawn comes back to its square only in an even number of moves.
    let pos = large_pos(&[(0, P, at(3, 15))], InBox);
    let s = deciding(setup("large", 2, &[]), pos, Face::Pips(1), Some(7));
    assert_eq!(
        s.explain(pc(0, P), sq(3, 15), None),
        Err(WhyNot::BackToStart {
            pips: 7,
            works: vec![2, 4, 6, 8, 10, 12]
        })
    );
}
