//! The computer's hint (H) in the window's logic: it leaves the player's step by step
//! and the steps walked alone, it keeps the one command the board draws, Enter plays
//! exactly that command, and any other input puts it away.

use schachschlamassel::ui::table::interact::{Input, Interaction, Key, Outcome, Picking};
use test_kit::{at, deciding, setup, small_pos, with_seed};
use track::dice::Face;
use track::movement::Target;
use track::pieces::{Location, Role};
use track::{Choice, Command, State};

/// Seat 0 of a two-player small game deciding on a white `pips`: its queen on (3,16),
/// every other piece in its box.
fn queen_rolls(pips: u8) -> State {
    let setup = with_seed(setup("small", 2, &[]), 1);
    let pos = small_pos(&[(0, Role::Queen, at(3, 16))], Location::Box);
    deciding(setup, pos, Face::Pips(pips), None)
}

/// Where a move ends.
fn target_of(s: &State, cmd: &Command) -> Target {
    let Command::Move { role, route } = cmd else {
        panic!("a move: {cmd:?}");
    };
    let home = s
        .board()
        .seat(s.turn().seat)
        .unwrap()
        .house
        .contains(route.last().unwrap());
    assert_eq!(*role, Role::Queen);
    if home {
        Target::Home
    } else {
        Target::Square(*route.last().unwrap())
    }
}

#[test]
fn a_hint_leaves_step_by_step_and_the_walk_alone_and_enter_plays_the_way_it_keeps() {
    let s = queen_rolls(3);
    let mut i = Interaction {
        step_mode: true,
        ..Interaction::default()
    };
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(1))), Outcome::Changed);
    // One step walked: the first lit next move.
    let first = i.lit(&s)[0].square;
    assert_eq!(i.handle(&s, Input::Square(first)), Outcome::Changed);
    assert_eq!(i.walk, vec![first]);
    let choices = i.hint_choices(&s);
    assert!(!choices.is_empty());
    for c in &choices {
        let Choice::Move { role, target, .. } = c else {
            panic!("only the walked queen's results: {c:?}");
        };
        assert_eq!(*role, Role::Queen);
        let mut h = i.clone();
        assert_eq!(h.suggest(&s, c), Outcome::Changed);
        assert!(h.step_mode, "step by step stays on");
        assert_eq!(h.walk, vec![first], "the walked step stays");
        assert_eq!(h.picking, Picking::Roll(Role::Queen));
        let cmd = h.hinted.clone().expect("the hint keeps its command");
        let Command::Move { route, .. } = &cmd else {
            panic!("{cmd:?}");
        };
        assert_eq!(route[0], first, "the hint goes on from the walk");
        assert_eq!(
            target_of(&s, &cmd),
            *target,
            "the hint ends where it was chosen"
        );
        assert!(s.check(&cmd).is_ok(), "{cmd:?}");
        assert_eq!(
            h.handle(&s, Input::Key(Key::Enter)),
            Outcome::Send(cmd),
            "Enter plays the way on show"
        );
    }
}

#[test]
fn without_a_walk_a_hint_plays_the_move_a_click_on_its_target_plays() {
    for step_mode in [false, true] {
        let s = queen_rolls(2);
        let i = Interaction {
            step_mode,
            ..Interaction::default()
        };
        let choices = i.hint_choices(&s);
        assert_eq!(choices, s.legal_choices());
        for c in &choices {
            let mut h = i.clone();
            assert_eq!(h.suggest(&s, c), Outcome::Changed);
            assert_eq!(h.step_mode, step_mode, "the player's setting stays");
            let cmd = s.command_for(c);
            assert_eq!(h.hinted.as_ref(), Some(&cmd));
            assert_eq!(h.handle(&s, Input::Key(Key::Enter)), Outcome::Send(cmd));
        }
    }
}

#[test]
fn any_other_input_puts_the_hint_away_so_enter_never_plays_a_way_not_drawn() {
    let s = queen_rolls(3);
    for input in [
        Input::Key(Key::Backspace),
        Input::Key(Key::Next),
        Input::Key(Key::Escape),
        Input::Key(Key::Digit(1)),
    ] {
        let mut i = Interaction {
            step_mode: true,
            ..Interaction::default()
        };
        i.handle(&s, Input::Key(Key::Digit(1)));
        let first = i.lit(&s)[0].square;
        i.handle(&s, Input::Square(first));
        let c = i.hint_choices(&s)[0].clone();
        i.suggest(&s, &c);
        let hinted = i.hinted.clone().expect("a hint");
        i.handle(&s, input);
        assert_eq!(i.hinted, None, "{input:?} puts the hint away");
        assert_ne!(
            i.handle(&s, Input::Key(Key::Enter)),
            Outcome::Send(hinted.clone()),
            "after {input:?}, Enter does not play the hint no longer drawn"
        );
    }
}
