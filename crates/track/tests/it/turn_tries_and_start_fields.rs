//! rules.md §4.5 three tries, §4.6 start fields stay open, §4.7 the lost roll.

use track::dice::Face;
use track::movement::Target;
use track::pieces::{Location, Role, Seat};
use track::{Command, Event, Phase, Refusal};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{Bishop as B, Knight as N, Queen as Q, Rook as R};

// ----- §4.5: three tries -----

#[test]
fn three_tries_while_no_piece_is_active() {
    // Seat 0 has pieces in its box and at home, none on the track.
    let pos = small_pos(&[(0, B, Home), (2, Q, at(5, 0))], InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    let lost = |left: u8| {
        vec![
            rolled(0, Face::Pips(2), None),
            Event::RollLost { seat: Seat(0) },
            Event::TryAgain {
                seat: Seat(0),
                tries_left: left,
            },
        ]
    };
    assert_eq!(play(&mut state, Command::Roll), lost(2));
    assert_eq!(state.turn().seat, Seat(0));
    assert_eq!(play(&mut state, Command::Roll), lost(1));
    assert_eq!(
        play(&mut state, Command::Roll),
        roll_lost(0, Face::Pips(2), 2, 1)
    );
}

/// Seat 0's queen on its start field (9,16), hemmed in by seat 2's rook, bishop and
/// knight: a roll of 2 cannot move it.
fn queen_hemmed_in() -> [(u8, Role, Location); 4] {
    [
        (0, Q, at(9, 16)),
        (2, R, at(9, 15)),
        (2, B, at(10, 15)),
        (2, N, at(10, 16)),
    ]
}

#[test]
fn one_try_only_with_an_active_piece() {
    // The same roll with a piece on the track that cannot move: the turn ends at once.
    let pos = small_pos(&queen_hemmed_in(), InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        roll_lost(0, Face::Pips(2), 2, 1)
    );
}

#[test]
fn hash_uses_a_try_when_no_piece_is_active() {
    let pos = small_pos(&[(2, Q, at(5, 0))], InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Hash], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Hash, None),
            Event::RollLost { seat: Seat(0) },
            Event::TryAgain {
                seat: Seat(0),
                tries_left: 2
            },
        ]
    );
    assert_eq!(state.turn().tries_used, 1);
}

#[test]
fn bring_in_ends_the_tries() {
    let pos = small_pos(&[(2, Q, at(5, 0))], InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(1)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    play(&mut state, Command::Roll);
    play(&mut state, Command::Roll);
    assert_eq!(state.turn().tries_used, 2);
    // The third try is a `+`.
    let mut state = change_white_die(state, &[Face::Plus]);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![rolled(0, Face::Plus, None)]
    );
    let events = play(&mut state, bring_in(Q, (9, 16)));
    assert_eq!(events.last(), Some(&roll_again(0)));
    // A fourth roll follows, and it is a normal roll: `#` misses the turn.
    let mut state = change_white_die(state, &[Face::Hash]);
    assert_eq!(play(&mut state, Command::Roll), missed_turn(0, 2, 1));
}

// ----- §4.6: start fields stay open -----

#[test]
fn start_fields_stay_open_roll_must_free_one() {
    let pos = small_pos(
        &[(0, Q, at(9, 16)), (0, N, at(3, 15)), (2, Q, at(5, 0))],
        InBox,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), decide(Face::Plus, None));
    // The bring-in fills the second start field; the box still holds the bishop.
    play(&mut state, bring_in(R, (10, 16)));
    play(&mut state, Command::Roll);
    let moves = moves_of(&state);
    assert!(!moves.is_empty());
    // The knight could move, but would leave both start fields taken.
    assert!(!state
        .outcomes_for(N)
        .expect("knight rolls")
        .results
        .is_empty());
    assert!(
        moves.iter().all(|(r, _)| *r != N),
        "{moves:?} {:?} {:?} {:?}",
        state.phase(),
        state.position(),
        state.turn()
    );
    // Queen and rook could go out and come back: those rolls are refused too.
    let queen = state.outcomes_for(Q).expect("queen rolls");
    assert!(queen.result(Target::Square(sq(9, 16))).is_some());
    assert!(!moves.contains(&(Q, Target::Square(sq(9, 16)))));
    assert!(!moves.contains(&(R, Target::Square(sq(10, 16)))));
    assert!(moves.iter().any(|(r, _)| *r == Q) && moves.iter().any(|(r, _)| *r == R));
    assert_eq!(
        state.check(&mv(Q, &[(9, 15), (9, 16)])),
        Err(Refusal::NotLegal)
    );
}

#[test]
fn start_fields_stay_open_unless_no_legal_roll_frees_one() {
    // Queen and rook on the start fields are boxed in by seat 2's pieces.
    let pos = small_pos(
        &[
            (0, Q, at(9, 16)),
            (0, R, at(10, 16)),
            (0, N, at(3, 15)),
            (0, B, InBox),
            (2, R, at(9, 15)),
            (2, B, at(10, 15)),
            (2, N, at(11, 16)),
        ],
        Home,
    );
    let state = deciding(setup("small", 2, &[]), pos, Face::Pips(2), None);
    assert!(state.outcomes_for(Q).unwrap().results.is_empty());
    assert!(state.outcomes_for(R).unwrap().results.is_empty());
    let moves = moves_of(&state);
    assert!(moves.iter().all(|(r, _)| *r == N));
    assert_eq!(moves.len(), state.outcomes_for(N).unwrap().results.len());
    assert!(!moves.is_empty());
}

#[test]
fn start_fields_may_be_filled_by_a_bring_in() {
    let pos = small_pos(&[(0, Q, at(9, 16))], InBox);
    let mut state = deciding(setup("small", 2, &[]), pos, Face::Plus, None);
    assert_eq!(bring_ins(&state), all_of(&[R, B, N], &[sq(10, 16)]));
    assert_eq!(
        play(&mut state, bring_in(B, (10, 16))),
        vec![brought_in(pc(0, B), (10, 16)), roll_again(0),]
    );
    assert_eq!(state.position().piece_at(sq(9, 16)), Some(pc(0, Q)));
    assert_eq!(state.position().piece_at(sq(10, 16)), Some(pc(0, B)));
}

// ----- §4.7: lost roll -----

#[test]
fn lost_roll_when_nothing_is_legal() {
    let pos = small_pos(&queen_hemmed_in(), Home);
    let state = deciding(setup("small", 2, &[]), pos.clone(), Face::Pips(2), None);
    assert!(state.legal_choices().is_empty());
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        roll_lost(0, Face::Pips(2), 2, 1)
    );
}
