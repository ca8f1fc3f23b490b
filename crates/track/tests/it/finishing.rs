//! rules.md §4.8, finishing and placings: the next placing, the game's end, the pips
//! forfeited on coming home.

use track::dice::Face;
use track::movement::Target;
use track::pieces::{Location, Role, Seat};
use track::{Command, Event, Refusal};

use crate::common::*;
use Location::Home;
use Role::{Queen as Q, Rook as R};

// ----- §4.8: finishing -----

#[test]
fn finishing_takes_the_next_placing() {
    let pos = position(
        &[
            last_queen(0),
            last_queen(1),
            (2, Q, at(5, 0)),
            (3, Q, at(0, 5)),
        ],
        &[0, 1, 2, 3],
        &SMALL,
        Home,
    );
    let mut state = deciding(setup("small", 4, &[]), pos, Face::Pips(1), None);
    assert!(has_move(&state, Q, Target::Home));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(0)])),
        vec![
            came_home(pc(0, Q), (8, 14), (8, 13)),
            finished(0, 1),
            turn_started(1, 1),
        ]
    );
    let mut state = state.with_phase(Seat(1), decide(Face::Pips(1), None));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(1)])),
        vec![
            came_home(pc(1, Q), (14, 8), (13, 8)),
            finished(1, 2),
            turn_started(2, 1),
        ]
    );
    assert_eq!(state.placings(), &[Seat(0), Seat(1)]);
    assert!(!state.is_over());
}

#[test]
fn game_ends_when_one_player_is_left() {
    let pos = position(
        &[last_queen(0), last_queen(1), (2, Q, at(5, 0))],
        &[0, 1, 2],
        &SMALL,
        Home,
    );
    let mut state = deciding(setup("small", 3, &[]), pos, Face::Pips(1), None);
    play(&mut state, mv(Q, &[house_ahead(0)]));
    let mut state = state.with_phase(Seat(1), decide(Face::Pips(1), None));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(1)])),
        vec![
            came_home(pc(1, Q), (14, 8), (13, 8)),
            finished(1, 2),
            finished(2, 3),
            Event::GameOver {
                placings: vec![Seat(0), Seat(1), Seat(2)]
            },
        ]
    );
    assert!(state.is_over());
    assert!(state.legal_choices().is_empty());
    assert_eq!(state.check(&Command::Roll), Err(Refusal::GameOver));
}

#[test]
fn coming_home_forfeits_the_remaining_pips() {
    // A roll of 4: the queen slides over its entry field into the house with its first move.
    let pos = small_pos(
        &[(0, Q, at(8, 15)), (0, R, at(3, 16)), (2, Q, at(5, 0))],
        Home,
    );
    let mut state = deciding(setup("small", 2, &[]), pos, Face::Pips(4), None);
    assert_eq!(
        play(&mut state, mv(Q, &[(8, 13)])),
        vec![came_home(pc(0, Q), (8, 15), (8, 13)), turn_started(2, 1)]
    );
    assert_eq!(state.position().location(pc(0, Q)), Some(Home));
}
