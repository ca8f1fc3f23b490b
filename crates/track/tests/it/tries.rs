//! §4.5 with the number of tries as data: a rule set's `tries` is the number of rolls
//! a player without an active piece gets, and the booklet's 3 is never written.

use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::variant::Variant;
use track::{Command, Event, Phase, State};

use crate::common::*;

/// A small game with a white die that always shows `face`, and `tries` tries.
fn game_with_tries(tries: u8, face: Face) -> State {
    let mut setup = setup("small", 2, &[]);
    setup.variant.tries = tries;
    let pos = small_pos(&[(2, Role::Queen, at(5, 0))], Location::Box);
    with_dice(setup, &[face], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll)
}

/// The number of rolls seat 0 makes before the turn passes.
fn rolls_in_the_turn(mut state: State) -> usize {
    let mut rolls = 0;
    while state.turn().seat == Seat(0) {
        let events = state.play(&Command::Roll).expect("a roll");
        rolls += 1;
        assert!(matches!(events[0], Event::Rolled { .. }));
        assert!(rolls <= 10, "the turn passes");
    }
    rolls
}

#[test]
fn the_number_of_tries_is_the_variants() {
    for tries in 1..=6 {
        assert_eq!(
            rolls_in_the_turn(game_with_tries(tries, Face::Pips(2))),
            usize::from(tries),
            "{tries} tries"
        );
    }
}

#[test]
fn the_tries_left_count_down_from_the_variants_tries() {
    let mut state = game_with_tries(5, Face::Hash);
    let events = state.play(&Command::Roll).expect("a roll");
    assert_eq!(
        events.last(),
        Some(&Event::TryAgain {
            seat: Seat(0),
            tries_left: 4
        })
    );
}

#[test]
fn the_booklets_three_tries_are_not_written_and_are_read_when_missing() {
    for v in Variant::presets() {
        assert_eq!(v.tries, track::TRIES);
        let json = serde_json::to_string(&v).expect("json");
        assert!(!json.contains("tries"), "{json}");
    }
    let mut two = Variant::by_id("small").expect("small");
    two.tries = 2;
    let json = serde_json::to_string(&two).expect("json");
    assert!(json.contains("\"tries\":2"), "{json}");
    assert_eq!(serde_json::from_str::<Variant>(&json).expect("back"), two);
}
