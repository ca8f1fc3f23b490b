//! rules.md §7, what each effect does: one scenario per card effect when it is carried
//! out and one when it cannot be.

use track::dice::{Dice, Face};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Role, Seat};
use track::{CardRoll, CardTask, Choice, Command, Event, Phase, Refusal};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

// ----- swap -----

#[test]
fn swap_exchanges_own_or_foreign_pieces() {
    // Seat 0's queen is left of its blocking line; a swap is no move and ignores it.
    let pos = small_pos(
        &[(0, Q, at(8, 15)), (2, R, at(12, 15)), (2, N, at(5, 0))],
        InBox,
    );
    let mut state = drawing("small-action", 2, pos, 0, &["swap"]);
    assert_eq!(draw(&mut state), vec![drawn(0, "swap")]);
    assert_eq!(state.phase(), &card_phase("swap", CardTask::Swap));
    let choices = state.legal_choices();
    assert_eq!(choices.len(), 3, "{choices:?}");
    let pairs = [
        (pc(0, Q), pc(2, R)),
        (pc(0, Q), pc(2, N)),
        (pc(2, R), pc(2, N)),
    ];
    for (a, b) in pairs {
        assert_eq!(state.check(&Command::Swap { a, b }), Ok(()));
        assert_eq!(state.check(&Command::Swap { a: b, b: a }), Ok(()));
    }
    assert_eq!(
        play(
            &mut state,
            Command::Swap {
                a: pc(0, Q),
                b: pc(2, R)
            }
        ),
        vec![
            Event::Swapped {
                a: pc(0, Q),
                b: pc(2, R)
            },
            discarded("swap"),
            turn_started(2, 1)
        ]
    );
    assert_eq!(state.position().location(pc(0, Q)), Some(at(12, 15)));
    assert_eq!(state.position().location(pc(2, R)), Some(at(8, 15)));
}

#[test]
fn swap_refuses_a_blockade() {
    // Seat 0's rook stands on seat 2's start field (6,0). Swapping seat 0's queen with
    // seat 2's knight on (7,0) would make a blockade.
    let pieces = [
        (0, R, at(6, 0)),
        (0, Q, at(12, 15)),
        (2, N, at(7, 0)),
        (2, B, at(3, 16)),
    ];
    let mut state = drawing("large-action", 2, large_pos(&pieces, Home), 0, &["swap"]);
    draw(&mut state);
    let blockade = Command::Swap {
        a: pc(0, Q),
        b: pc(2, N),
    };
    assert_eq!(state.check(&blockade), Err(Refusal::NotLegal));
    assert_eq!(
        state.check(&Command::Swap {
            a: pc(0, Q),
            b: pc(2, B)
        }),
        Ok(())
    );
    // Without the protection rule the same swap is allowed.
    let mut state = drawing(
        "small-action",
        2,
        small_pos(&pieces[..], Home),
        0,
        &["swap"],
    );
    draw(&mut state);
    assert_eq!(state.check(&blockade), Ok(()));
}

#[test]
fn swap_not_carried_out_without_two_active_pieces() {
    let pos = small_pos(&[(0, Q, at(8, 15))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["swap"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "swap", 2));
    assert_eq!(state.position().location(pc(0, Q)), Some(at(8, 15)));
}

// ----- extra moves -----

#[test]
fn extra_moves_is_a_roll_capturing_on_the_last_move() {
    let card = "extra-knight-4";
    let pos = small_pos(
        &[(0, N, at(3, 16)), (2, R, at(7, 16)), (2, Q, at(5, 0))],
        Home,
    );
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    assert_eq!(draw(&mut state), vec![drawn(0, card)]);
    assert_eq!(
        state.phase(),
        &card_phase(
            card,
            CardTask::Roll(CardRoll {
                role: N,
                pips: 4,
                moves_as: N
            })
        )
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: N,
        target: Target::Square(sq(7, 16)),
        captures: Some(pc(2, R)),
        moves: 4
    }));
    // Exactly 4 moves, and only the last may capture.
    assert_eq!(
        state.check(&mv(N, &[(5, 15), (7, 16)])),
        Err(Refusal::WrongLength { moves: 2, pips: 4 })
    );
    assert_eq!(
        state.check(&mv(N, &[(5, 15), (7, 16), (5, 15), (3, 16)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    assert_eq!(
        play(&mut state, mv(N, &[(5, 15), (3, 16), (5, 15), (7, 16)])),
        vec![
            stepped(pc(0, N), (3, 16), (5, 15)),
            stepped(pc(0, N), (5, 15), (3, 16)),
            stepped(pc(0, N), (3, 16), (5, 15)),
            stepped(pc(0, N), (5, 15), (7, 16)),
            Event::Captured {
                piece: pc(2, R),
                by: pc(0, N),
                at: sq(7, 16)
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn extra_moves_keep_the_start_fields_open() {
    // Knight and queen hold both start fields and the box holds the rook: the knight
    // may not come back to (9,16).
    let card = "extra-knight-4";
    let pos = small_pos(
        &[
            (0, N, at(9, 16)),
            (0, Q, at(10, 16)),
            (0, R, InBox),
            (0, B, at(3, 15)),
            (2, Q, at(5, 0)),
        ],
        Home,
    );
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    draw(&mut state);
    let back = Target::Square(sq(9, 16));
    assert!(state.outcomes_for(N).unwrap().result(back).is_some());
    let choices = state.legal_choices();
    assert!(!choices.is_empty());
    assert!(!choices
        .iter()
        .any(|c| matches!(c, Choice::Move { target, .. } if *target == back)));
}

#[test]
fn extra_moves_not_carried_out_without_the_piece() {
    let card = "extra-knight-4";
    let pos = small_pos(&[(0, Q, at(3, 16)), (0, N, InBox)], Home);
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
}

// ----- back to the box -----

#[test]
fn own_to_box_sends_the_active_piece_back() {
    let card = "own-bishop-to-box";
    let pos = small_pos(&[(0, B, at(3, 16)), (0, Q, at(12, 15))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            Event::Placed {
                piece: pc(0, B),
                from: at(3, 16),
                to: InBox
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn own_to_box_not_carried_out_when_the_piece_is_not_active() {
    let card = "own-bishop-to-box";
    let pos = small_pos(&[(0, B, Home), (0, Q, at(12, 15))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
    assert_eq!(state.position().location(pc(0, B)), Some(Home));
}

#[test]
fn opponent_to_box_skips_own_pause_fields_and_covered_pieces() {
    // Large action game (protection on). Seat 2: knight on its own pause field (15,16);
    // bishop on (5,16) covered by its queen on (5,14); rook on seat 0's pause field (15,0).
    let card = "opponent-to-box";
    let pieces = [
        (0, Q, at(12, 15)),
        (2, N, at(15, 16)),
        (2, B, at(5, 16)),
        (2, Q, at(5, 14)),
        (2, R, at(15, 0)),
    ];
    let mut state = drawing("large-action", 2, large_pos(&pieces, InBox), 0, &[card]);
    assert_eq!(draw(&mut state), vec![drawn(0, card)]);
    assert_eq!(state.phase(), &card_phase(card, CardTask::SendBack));
    let mut choices = state.legal_choices();
    choices.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        choices,
        vec![
            Choice::SendBack { piece: pc(2, Q) },
            Choice::SendBack { piece: pc(2, R) }
        ]
    );
    assert_eq!(
        state.check(&Command::SendBack { piece: pc(0, Q) }),
        Err(Refusal::NotLegal)
    );
    assert_eq!(
        play(&mut state, Command::SendBack { piece: pc(2, R) }),
        vec![
            Event::Placed {
                piece: pc(2, R),
                from: at(15, 0),
                to: InBox
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn opponent_to_box_not_carried_out_when_no_piece_may_go() {
    // Knight and rook on seat 2's own pause fields; the bishop covered by the rook.
    let card = "opponent-to-box";
    let pieces = [
        (0, Q, at(12, 15)),
        (2, N, at(15, 16)),
        (2, R, at(1, 16)),
        (2, B, at(5, 16)),
    ];
    let mut state = drawing("large-action", 2, large_pos(&pieces, InBox), 0, &[card]);
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
}

// ----- miss a turn, roll again -----

#[test]
fn miss_turn_skips_the_next_turn() {
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["miss-turn"]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, "miss-turn"),
            Event::WillMissTurn { seat: Seat(0) },
            discarded("miss-turn"),
            turn_started(2, 1),
        ]
    );
    assert_eq!(state.missing_next(), &[Seat(0)]);
    let plus = Phase::Decide {
        white: Face::Plus,
        orange: None,
    };
    let mut state = state.with_phase(Seat(2), plus.clone());
    assert_eq!(
        play(&mut state, Command::Pass),
        vec![
            Event::Passed { seat: Seat(2) },
            Event::TurnSkipped { seat: Seat(0) },
            turn_started(2, 2)
        ]
    );
    assert!(state.missing_next().is_empty());
    // Only the next turn.
    let mut state = state.with_phase(Seat(2), plus);
    assert_eq!(
        play(&mut state, Command::Pass),
        vec![Event::Passed { seat: Seat(2) }, turn_started(0, 3)]
    );
}

#[test]
fn roll_again_continues_the_turn() {
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["roll-again"]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, "roll-again"),
            discarded("roll-again"),
            roll_again(0),
        ]
    );
    assert_eq!(state.phase(), &Phase::Roll);
    assert_eq!(state.turn().seat, Seat(0));
}

// ----- safe spot -----

#[test]
fn safe_spot_puts_a_piece_on_a_free_pause_field() {
    // Seat 0's pause fields: (15,14) (15,0) (1,0) (1,14); (1,0) is taken.
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, N, at(1, 0))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["safe-spot"]);
    assert_eq!(draw(&mut state), vec![drawn(0, "safe-spot")]);
    let mut fields: Vec<Square> = state
        .legal_choices()
        .into_iter()
        .map(|c| match c {
            Choice::SafeSpot { role: Q, field } => field,
            other => panic!("{other:?}"),
        })
        .collect();
    fields.sort();
    assert_eq!(fields, vec![sq(1, 14), sq(15, 0), sq(15, 14)]);
    assert_eq!(
        state.check(&Command::SafeSpot {
            role: Q,
            field: sq(1, 0)
        }),
        Err(Refusal::NotLegal)
    );
    // Seat 2's pause field is not seat 0's.
    assert_eq!(
        state.check(&Command::SafeSpot {
            role: Q,
            field: sq(1, 16)
        }),
        Err(Refusal::NotLegal)
    );
    assert_eq!(
        play(
            &mut state,
            Command::SafeSpot {
                role: Q,
                field: sq(1, 14)
            }
        ),
        vec![
            Event::Placed {
                piece: pc(0, Q),
                from: at(3, 16),
                to: at(1, 14)
            },
            discarded("safe-spot"),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn safe_spot_not_carried_out_without_an_active_piece() {
    let pos = small_pos(&[(0, Q, Home), (2, N, at(1, 0))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["safe-spot"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "safe-spot", 2));
}

// ----- bring in -----

#[test]
fn bring_in_card_brings_in_without_another_roll() {
    // The card may fill the second start field.
    let pos = small_pos(&[(0, Q, at(9, 16))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["bring-in"]);
    assert_eq!(draw(&mut state), vec![drawn(0, "bring-in")]);
    assert_eq!(state.phase(), &card_phase("bring-in", CardTask::BringIn));
    let mut choices = state.legal_choices();
    choices.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        choices,
        vec![
            Choice::BringIn {
                role: B,
                field: sq(10, 16)
            },
            Choice::BringIn {
                role: N,
                field: sq(10, 16)
            },
            Choice::BringIn {
                role: R,
                field: sq(10, 16)
            },
        ]
    );
    assert_eq!(
        play(&mut state, bring_in(R, (10, 16))),
        vec![
            brought_in(pc(0, R), (10, 16)),
            discarded("bring-in"),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn bring_in_card_not_carried_out_with_an_empty_box() {
    let pos = small_pos(&[(0, Q, at(3, 16))], Home);
    let mut state = drawing("small-action", 2, pos, 0, &["bring-in"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "bring-in", 2));
}

// ----- castling, promotion -----

#[test]
fn castling_swaps_king_and_rook() {
    let pos = large_pos(&[(0, K, at(3, 16)), (0, R, at(12, 15))], InBox);
    let mut state = drawing("large-action", 2, pos, 0, &["castling"]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, "castling"),
            Event::Swapped {
                a: pc(0, K),
                b: pc(0, R)
            },
            discarded("castling"),
            turn_started(2, 1),
        ]
    );
    assert_eq!(state.position().location(pc(0, K)), Some(at(12, 15)));
    assert_eq!(state.position().location(pc(0, R)), Some(at(3, 16)));
}

#[test]
fn castling_not_carried_out_without_both_pieces() {
    let pos = large_pos(&[(0, K, at(3, 16)), (0, R, Home)], InBox);
    let mut state = drawing("large-action", 2, pos, 0, &["castling"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "castling", 2));
    assert_eq!(state.position().location(pc(0, K)), Some(at(3, 16)));
}

#[test]
fn promotion_makes_queen_moves() {
    let pos = large_pos(&[(0, P, at(14, 0))], Home);
    let mut state = drawing("large-action", 2, pos, 0, &["promotion"]);
    assert_eq!(draw(&mut state), vec![drawn(0, "promotion")]);
    assert_eq!(
        state.phase(),
        &card_phase(
            "promotion",
            CardTask::Roll(CardRoll {
                role: P,
                pips: 3,
                moves_as: Q
            })
        )
    );
    // Three queen moves reach the far corner; three pawn steps never could.
    assert!(state.legal_choices().iter().any(
        |c| matches!(c, Choice::Move { role: P, target: Target::Square(s), .. } if *s == sq(0, 16))
    ));
    assert_eq!(
        play(&mut state, mv(P, &[(0, 0), (0, 15), (0, 16)])),
        vec![
            stepped(pc(0, P), (14, 0), (0, 0)),
            stepped(pc(0, P), (0, 0), (0, 15)),
            stepped(pc(0, P), (0, 15), (0, 16)),
            discarded("promotion"),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn promotion_not_carried_out_without_an_active_pawn() {
    let pos = large_pos(&[(0, P, InBox), (0, Q, at(3, 16))], Home);
    let mut state = drawing("large-action", 2, pos, 0, &["promotion"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "promotion", 2));
}

// ----- capture covered -----

#[test]
fn capture_covered_lets_the_next_roll_capture_a_covered_piece() {
    // Seat 2's rook on (6,16) is covered by its bishop on (8,14).
    let pos = large_pos(
        &[(0, Q, at(3, 16)), (2, R, at(6, 16)), (2, B, at(8, 14))],
        Home,
    );
    let dice = Dice {
        white: vec![Face::Pips(1)],
        orange: vec![Face::Pips(3)],
    };
    let game = scenario_game("large-action", 2, dice).with_position(pos);
    let before = game.clone().with_phase(
        Seat(0),
        Phase::Decide {
            white: Face::Pips(1),
            orange: Some(3),
        },
    );
    assert_eq!(before.check(&mv(Q, &[(6, 16)])), Err(Refusal::NotLegal));

    let card = "capture-covered";
    let mut state = game
        .with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Plus,
                orange: Some(3),
            },
        )
        .with_draw_pile(&[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            discarded(card),
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: true
            }
        ]
    );
    assert!(state.turn().capture_covered);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![Event::Rolled {
            seat: Seat(0),
            white: Face::Pips(1),
            orange: Some(3),
            dealt: 0
        }]
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: Q,
        target: Target::Square(sq(6, 16)),
        captures: Some(pc(2, R)),
        moves: 1
    }));
    assert_eq!(
        play(&mut state, mv(Q, &[(6, 16)])),
        vec![
            stepped(pc(0, Q), (3, 16), (6, 16)),
            Event::Captured {
                piece: pc(2, R),
                by: pc(0, Q),
                at: sq(6, 16)
            },
            turn_started(2, 1),
        ]
    );
}
