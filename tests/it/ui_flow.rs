//! The window's rules of the road, without a window: leaving asks first, nothing
//! typed for one screen reaches the next, a card stays until it is seen, and a
//! hand-over ignores stray input for a moment.

use schachschlamassel::ui::flow::*;
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::Event;

#[test]
fn leaving_a_running_game_asks_first() {
    assert_eq!(
        request_leave(true, Leave::ToSetup),
        LeaveStep::Ask(Leave::ToSetup)
    );
    assert_eq!(
        request_leave(true, Leave::Quit),
        LeaveStep::Ask(Leave::Quit)
    );
}

#[test]
fn the_way_to_the_start_screen_asks_first_only_while_a_game_runs() {
    assert_eq!(
        request_leave(true, Leave::ToStart),
        LeaveStep::Ask(Leave::ToStart)
    );
    assert_eq!(
        request_leave(false, Leave::ToStart),
        LeaveStep::Go(Leave::ToStart)
    );
}

#[test]
fn leaving_when_no_game_runs_goes_at_once() {
    assert_eq!(
        request_leave(false, Leave::ToSetup),
        LeaveStep::Go(Leave::ToSetup)
    );
    assert_eq!(
        request_leave(false, Leave::Quit),
        LeaveStep::Go(Leave::Quit)
    );
}

#[test]
fn keys_pressed_before_a_screen_change_never_reach_the_new_screen() {
    let mut fence = InputFence::default();
    // Spaces rolled on the game screen reach it.
    assert_eq!(fence.admit(vec![' ', ' ']), vec![' ', ' ']);
    // Esc, "New game": the screen changes while more Spaces are queued.
    fence.screen_changed();
    assert!(fence.is_fenced());
    assert_eq!(fence.admit(vec![' ', ' ', ' ']), Vec::<char>::new());
    // What is pressed on the new screen afterwards counts.
    assert_eq!(fence.admit(vec!['\r']), vec!['\r']);
}

#[test]
fn a_persons_card_stays_until_clicked() {
    let mut card = CardHold::new(true);
    for _ in 0..600 {
        card.tick(0.1);
    }
    assert!(!card.done(), "a minute later the card is still there");
    card.dismiss();
    assert!(card.done());
}

#[test]
fn a_computers_card_stays_at_least_two_and_a_half_seconds() {
    let mut card = CardHold::new(false);
    card.tick(COMPUTER_CARD_TIME - 0.05);
    assert!(!card.done());
    card.tick(0.1);
    assert!(card.done());
    let mut clicked = CardHold::new(false);
    clicked.tick(0.3);
    clicked.dismiss();
    assert!(clicked.done(), "a click takes a computer's card away");
}

#[test]
fn a_handed_over_turn_ignores_input_for_a_moment() {
    let mut h = HandOver::default();
    assert!(h.accepts_input());
    h.to_person();
    assert!(!h.accepts_input(), "a click meant for the last move");
    assert!(h.flash_on(), "the name flashes");
    h.tick(HAND_OVER_GRACE / 2.0);
    assert!(!h.accepts_input());
    h.tick(HAND_OVER_GRACE);
    assert!(h.accepts_input());
    h.tick(HAND_OVER_FLASH);
    assert!(!h.flash_on(), "the flash ends");
}

#[test]
fn the_last_roll_stays_as_a_trail_until_that_players_next_turn() {
    let q = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let (a, b, c) = (Square::new(9, 16), Square::new(12, 16), Square::new(14, 14));
    let mut t = Trails::default();
    t.on_event(&Event::Stepped {
        piece: q,
        from: a,
        to: b,
    });
    t.on_event(&Event::Stepped {
        piece: q,
        from: b,
        to: c,
    });
    assert_eq!(t.route(Seat(0)), &[a, b, c]);
    // Another player's turn leaves it.
    t.on_event(&Event::TurnStarted {
        seat: Seat(2),
        round: 1,
    });
    assert_eq!(t.route(Seat(0)).len(), 3);
    // The player's own next turn clears it.
    t.on_event(&Event::TurnStarted {
        seat: Seat(0),
        round: 2,
    });
    assert!(t.route(Seat(0)).is_empty());
}

#[test]
fn the_end_screen_counts_captures_losses_lost_rolls_and_the_longest_roll() {
    let q = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let r = PieceId {
        seat: Seat(2),
        role: Role::Rook,
    };
    let (a, b, c) = (Square::new(9, 16), Square::new(12, 16), Square::new(14, 14));
    let mut f = Figures::default();
    let rolled = |seat| Event::Rolled {
        seat,
        white: track::dice::Face::Pips(2),
        orange: None,
        dealt: 0,
    };
    f.on_event(&rolled(Seat(0)));
    f.on_event(&Event::Stepped {
        piece: q,
        from: a,
        to: b,
    });
    f.on_event(&Event::Stepped {
        piece: q,
        from: b,
        to: c,
    });
    f.on_event(&Event::Captured {
        piece: r,
        by: q,
        at: c,
    });
    f.on_event(&rolled(Seat(0)));
    f.on_event(&Event::Stepped {
        piece: q,
        from: c,
        to: b,
    });
    f.on_event(&Event::RollLost { seat: Seat(2) });
    f.on_event(&Event::MissedTurn { seat: Seat(2) });
    let (anna, papa) = (f.of(Seat(0)), f.of(Seat(2)));
    assert_eq!((anna.captures, anna.lost, anna.longest), (1, 0, 2));
    assert_eq!((papa.captures, papa.lost, papa.lost_rolls), (0, 1, 2));
}
