//! Issue 30 in the window's logic: no refusal without a reason (a piece that may not
//! move, a key with nothing to do, a square step by step), and step by step walking a
//! click further along the lit ways.

use schachschlamassel::ui::i18n::{declined, why_not, Lang};
use schachschlamassel::ui::table::interact::{Button, Declined, Input, Interaction, Key, Outcome};
use test_kit::{at, pc, position, setup, sq, with_seed};
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::{Command, State, WhyNot};

/// Seat 0 deciding on `white` (and `orange`) in a two-player game of `variant`: the
/// listed pieces where given, every other piece in its box.
fn deciding(
    variant: &str,
    pieces: &[(u8, Role, (u8, u8))],
    white: Face,
    orange: Option<u8>,
) -> State {
    let setup = with_seed(setup(variant, 2, &[]), 1);
    let listed: Vec<_> = pieces
        .iter()
        .map(|&(s, r, (x, y))| (s, r, at(x, y)))
        .collect();
    let pos = position(
        &listed,
        &[0, 2],
        &setup.variant.roles.clone(),
        Location::Box,
    );
    test_kit::deciding(setup, pos, white, orange)
}

/// The rook on (3,16) of a small game, with a roll of `pips`, walked step by step.
fn rook_walk(pips: u8) -> (State, Interaction) {
    let s = deciding("small", &[(0, Role::Rook, (3, 16))], Face::Pips(pips), None);
    let mut i = Interaction {
        step_mode: true,
        ..Interaction::default()
    };
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(2))), Outcome::Changed);
    (s, i)
}

fn en(d: &Declined) -> String {
    declined(Lang::En, d, &|s: Seat| format!("Seat {}", s.index()))
}

#[test]
fn the_queen_that_cannot_free_a_start_field_says_so() {
    // Rook and knight hold both start fields, the bishop waits in the box.
    let s = deciding(
        "small",
        &[
            (0, Role::Queen, (3, 16)),
            (0, Role::Rook, (9, 16)),
            (0, Role::Knight, (10, 16)),
        ],
        Face::Pips(1),
        None,
    );
    assert!(s.must_free_start());
    let mut i = Interaction::default();
    let out = i.handle(&s, Input::Square(sq(3, 16)));
    let Outcome::Declined { square, why } = out else {
        panic!("the queen is refused with a reason: {out:?}");
    };
    assert_eq!(square, Some(sq(3, 16)));
    assert_eq!(
        why,
        Declined::Piece {
            piece: pc(0, Role::Queen),
            why: WhyNot::MustFreeStart {
                fields: [sq(9, 16), sq(10, 16)]
            }
        }
    );
    assert_eq!(
        en(&why),
        "The queen cannot free a start field, and this roll must free one."
    );
    // Key 1 says the same, on the queen's square.
    assert!(matches!(
        i.handle(&s, Input::Key(Key::Digit(1))),
        Outcome::Declined {
            square: Some(_),
            why: Declined::Piece { .. }
        }
    ));
}

#[test]
fn a_key_for_a_rook_in_the_box_says_it_needs_a_plus() {
    let s = deciding("small", &[(0, Role::Queen, (3, 16))], Face::Pips(2), None);
    let mut i = Interaction::default();
    let out = i.handle(&s, Input::Key(Key::Digit(2)));
    let Outcome::Declined { square: None, why } = out else {
        panic!("{out:?}");
    };
    assert_eq!(en(&why), "The rook needs a + to come in.");
    // B says it too, of bringing in as such.
    assert_eq!(
        i.handle(&s, Input::Button(Button::BringIn)),
        Outcome::Declined {
            square: None,
            why: Declined::NeedPlus { hash_too: false }
        }
    );
    // 5 is the king's key: the small game has none.
    assert_eq!(
        i.handle(&s, Input::Key(Key::Digit(5))),
        Outcome::Declined {
            square: None,
            why: Declined::NotInGame { role: Role::King }
        }
    );
}

#[test]
fn keys_with_nothing_to_do_say_why() {
    let (s, mut i) = rook_walk(2);
    assert_eq!(
        i.handle(&s, Input::Key(Key::Backspace)),
        Outcome::Declined {
            square: None,
            why: Declined::NothingToTakeBack
        }
    );
    assert_eq!(i.handle(&s, Input::Square(sq(3, 14))), Outcome::Changed);
    assert_eq!(
        i.handle(&s, Input::Key(Key::Enter)),
        Outcome::Declined {
            square: Some(sq(3, 14)),
            why: Declined::WalkGoesOn { left: 1 }
        }
    );
    assert_eq!(
        i.handle(&s, Input::Button(Button::Pass)),
        Outcome::Declined {
            square: None,
            why: Declined::MustMove
        }
    );
    assert_eq!(
        i.handle(&s, Input::Button(Button::DrawCard)),
        Outcome::Declined {
            square: None,
            why: Declined::NoCards
        }
    );
    // Nothing chosen, an empty square clicked: choose a piece first.
    let mut j = Interaction::default();
    assert_eq!(
        j.handle(&s, Input::Square(sq(14, 16))),
        Outcome::Declined {
            square: Some(sq(14, 16)),
            why: Declined::ChoosePieceFirst
        }
    );
    // The chosen piece's key again.
    j.handle(&s, Input::Key(Key::Digit(2)));
    assert_eq!(
        j.handle(&s, Input::Key(Key::Digit(2))),
        Outcome::Declined {
            square: Some(sq(3, 16)),
            why: Declined::AlreadyChosen { role: Role::Rook }
        }
    );
}

#[test]
fn a_click_further_along_walks_the_only_way_there() {
    let (s, mut i) = rook_walk(3);
    // (0,12) is two moves away, over (0,16) only: the walk goes there at once.
    assert_eq!(i.handle(&s, Input::Square(sq(0, 12))), Outcome::Changed);
    assert_eq!(i.walk, vec![sq(0, 16), sq(0, 12)]);
    assert!(i.lit(&s).iter().all(|l| l.moves == 3));
    // Where the rook stands now is no target.
    assert_eq!(
        i.handle(&s, Input::Square(sq(0, 12))),
        Outcome::Declined {
            square: Some(sq(0, 12)),
            why: Declined::StandsHere { role: Role::Rook }
        }
    );
}

#[test]
fn a_click_on_a_far_target_that_ends_the_roll_plays_it() {
    let (s, mut i) = rook_walk(2);
    match i.handle(&s, Input::Square(sq(0, 12))) {
        Outcome::Send(cmd) => {
            assert_eq!(
                cmd,
                Command::Move {
                    role: Role::Rook,
                    route: vec![sq(0, 16), sq(0, 12)]
                }
            );
            assert!(s.check(&cmd).is_ok());
        }
        other => panic!("the walk ends on (0,12): {other:?}"),
    }
}

#[test]
fn where_several_ways_lead_the_walk_goes_as_far_as_they_agree_and_says_so() {
    let (s, mut i) = rook_walk(2);
    // Over (3,14) or over (5,16): no first move is sure.
    let out = i.handle(&s, Input::Square(sq(5, 14)));
    assert_eq!(
        out,
        Outcome::Declined {
            square: Some(sq(5, 14)),
            why: Declined::SeveralWays {
                role: Role::Rook,
                walked: 0
            }
        }
    );
    assert!(i.walk.is_empty());
    if let Outcome::Declined { why, .. } = out {
        assert!(!why.is_refusal(), "a note, not a refusal");
        assert_eq!(
            en(&why),
            "Several ways lead there: choose the next move yourself."
        );
    }
}

#[test]
fn a_square_no_way_from_here_reaches_gets_its_reason() {
    let (s, mut i) = rook_walk(2);
    assert_eq!(i.handle(&s, Input::Square(sq(3, 14))), Outcome::Changed);
    // (0,12) is a result of the roll, but not one move from (3,14).
    assert_eq!(
        i.handle(&s, Input::Square(sq(0, 12))),
        Outcome::Declined {
            square: Some(sq(0, 12)),
            why: Declined::NotFromHere {
                role: Role::Rook,
                left: 1
            }
        }
    );
    // A wall is no square of the track, from anywhere.
    assert_eq!(
        i.handle(&s, Input::Square(sq(8, 8))),
        Outcome::Refused {
            square: sq(8, 8),
            why: WhyNot::Wall { square: sq(8, 8) }
        }
    );
}

#[test]
fn a_pawns_own_square_in_an_odd_roll_says_it_cannot_come_back() {
    let s = deciding("large", &[(0, Role::Pawn, (3, 15))], Face::Pips(1), Some(7));
    let mut i = Interaction::default();
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(6))), Outcome::Changed);
    let out = i.handle(&s, Input::Square(sq(3, 15)));
    let Outcome::Refused { why, .. } = out else {
        panic!("{out:?}");
    };
    assert_eq!(
        why,
        WhyNot::BackToStart {
            pips: 7,
            works: vec![2, 4, 6, 8, 10, 12]
        }
    );
    let name = |s: Seat| format!("Seat {}", s.index());
    assert_eq!(
        why_not(Lang::En, Role::Pawn, &why, &name),
        "The pawn cannot return to its square in exactly 7 moves, only in 2, 4, 6, 8, 10 or 12."
    );
    assert_eq!(
        why_not(Lang::De, Role::Pawn, &why, &name),
        "Mit genau 7 Zügen kommt der Bauer nicht zurück, nur mit 2, 4, 6, 8, 10 oder 12."
    );
}
