//! The window's rules of the road, without a window: leaving asks first, nothing
//! typed for one screen reaches the next, a card stays until it is seen, and a
//! hand-over ignores stray input for a moment.

use schachschlamassel::ui::shell::fence::InputFence;
use schachschlamassel::ui::table::flow::*;
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
    let mut f = track::tally::Tally::default();
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

/// A held line's test: `seat`'s turn begins.
fn turn_starts(h: &mut Held, seat: u8) {
    h.on_event(
        &Event::TurnStarted {
            seat: Seat(seat),
            round: 1,
        },
        None,
        Seat(seat),
        4,
    );
}

#[test]
fn a_capture_stays_held_until_the_turn_comes_round_to_its_player_again() {
    let mia_queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let green_rook = PieceId {
        seat: Seat(1),
        role: Role::Rook,
    };
    let mut h = Held::default();
    turn_starts(&mut h, 1);
    let capture = Event::Captured {
        piece: mia_queen,
        by: green_rook,
        at: Square::new(5, 16),
    };
    h.on_event(&capture, Some("Green takes Mia's queen"), Seat(1), 4);
    // Lines that are not held come and go.
    h.on_event(
        &Event::Passed { seat: Seat(1) },
        Some("Green passes"),
        Seat(1),
        4,
    );
    for seat in [2, 3, 0] {
        turn_starts(&mut h, seat);
        h.on_event(
            &Event::Passed { seat: Seat(seat) },
            Some("passes"),
            Seat(seat),
            4,
        );
        assert_eq!(
            h.lines(),
            vec!["Green takes Mia's queen"],
            "held through seat {seat}'s turn, Mia's among them"
        );
    }
    turn_starts(&mut h, 1);
    assert!(h.lines().is_empty(), "round again to Green: let go");
}

#[test]
fn the_last_capture_swap_and_card_are_held_side_by_side_the_newest_first() {
    let p = |seat: u8, role| PieceId {
        seat: Seat(seat),
        role,
    };
    let mut h = Held::default();
    turn_starts(&mut h, 0);
    let capture = |by: u8, victim: u8| Event::Captured {
        piece: p(victim, Role::Knight),
        by: p(by, Role::Queen),
        at: Square::new(3, 16),
    };
    h.on_event(&capture(0, 1), Some("capture 1"), Seat(0), 4);
    h.on_event(
        &Event::CardDrawn {
            seat: Seat(0),
            card: track::cards::CardId("swap".into()),
        },
        Some("card"),
        Seat(0),
        4,
    );
    h.on_event(
        &Event::Swapped {
            a: p(0, Role::Rook),
            b: p(2, Role::Bishop),
        },
        Some("swap"),
        Seat(0),
        4,
    );
    assert_eq!(h.lines(), vec!["swap", "card", "capture 1"]);
    // A newer capture takes the older one's place; a card's sending back is a capture.
    turn_starts(&mut h, 1);
    h.on_event(&capture(1, 2), Some("capture 2"), Seat(1), 4);
    assert_eq!(h.lines(), vec!["capture 2", "swap", "card"]);
    h.on_event(
        &Event::Placed {
            piece: p(3, Role::Rook),
            from: track::pieces::Location::Track(Square::new(8, 8)),
            to: track::pieces::Location::Box,
        },
        Some("sent back"),
        Seat(1),
        4,
    );
    assert_eq!(h.lines(), vec!["sent back", "swap", "card"]);
    // Each held line has its picture for the board's middle, in the same order: a card's
    // sending back has no capturing piece.
    assert_eq!(
        h.pictures(),
        vec![
            HeldPicture::Capture {
                piece: p(3, Role::Rook),
                by: None
            },
            HeldPicture::Swap {
                a: p(0, Role::Rook),
                b: p(2, Role::Bishop)
            },
            HeldPicture::Card {
                seat: Seat(0),
                card: track::cards::CardId("swap".into())
            },
        ]
    );
    // A player who has finished has no next turn: a round on, their lines go.
    for seat in [2, 3, 1, 2, 3] {
        turn_starts(&mut h, seat);
    }
    assert!(h.lines().is_empty(), "{:?}", h.lines());
    assert!(h.pictures().is_empty(), "the pictures go with their lines");
}
