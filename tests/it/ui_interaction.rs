//! What a click or key means in each turn situation, without a window.

use schachschlamassel::ui::table::interact::{
    Button, Declined, Input, Interaction, Key, Outcome, Picking,
};
use test_kit::{at, deciding, pc as piece, position, setup, with_seed, SMALL};
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{Location, Role, Seat};
use track::variant::{HouseRules, Variant};
use track::{Command, Phase, Setup, State};

fn small() -> State {
    State::classic(Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        4,
        1,
    ))
}

/// Seat 0: queen on (12,16), the rest in the box; white die shows `face`.
fn decide(face: Face) -> State {
    let pos = position(
        &[(0, Role::Queen, at(12, 16))],
        &[0, 1, 2, 3],
        &SMALL,
        Location::Box,
    );
    deciding(small().setup().clone(), pos, face, None)
}

#[test]
fn space_and_the_roll_button_roll_when_a_roll_is_due() {
    let s = small();
    let mut i = Interaction::default();
    assert_eq!(i.buttons(&s), vec![Button::Roll]);
    assert_eq!(
        i.handle(&s, Input::Key(Key::Space)),
        Outcome::Send(Command::Roll)
    );
    assert_eq!(
        i.handle(&s, Input::Button(Button::Roll)),
        Outcome::Send(Command::Roll)
    );
}

#[test]
fn space_while_a_piece_must_move_says_the_roll_is_to_be_played() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Key(Key::Space)),
        Outcome::Declined {
            square: None,
            why: Declined::RolledAlready
        }
    );
    assert!(!i.buttons(&s).contains(&Button::Roll));
}

#[test]
fn clicking_a_piece_lights_every_final_square_with_its_move_count() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(12, 16))),
        Outcome::Changed
    );
    assert_eq!(i.picking, Picking::Roll(Role::Queen));
    let lit = i.lit(&s);
    assert!(!lit.is_empty());
    assert!(lit.iter().all(|l| l.moves == 2 && l.last));
    let targets: Vec<Square> = lit.iter().map(|l| l.square).collect();
    // Two queen moves can go out and back: the start square is a result; a wall never is.
    assert!(targets.contains(&Square::new(12, 16)));
    assert!(targets.iter().all(|t| s.board().cell(*t).is_track()));
}

#[test]
fn digit_keys_choose_pieces_in_queen_rook_bishop_knight_order() {
    let s = decide(Face::Pips(1));
    let mut i = Interaction::default();
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(1))), Outcome::Changed);
    assert_eq!(i.picking, Picking::Roll(Role::Queen));
    // The rook is in the box: key 2 cannot choose it for a roll, and says why.
    let mut j = Interaction::default();
    assert_eq!(
        j.handle(&s, Input::Key(Key::Digit(2))),
        Outcome::Declined {
            square: None,
            why: Declined::Piece {
                piece: piece(0, Role::Rook),
                why: track::WhyNot::NeedPlus { hash_too: false }
            }
        }
    );
}

#[test]
fn clicking_a_lit_target_sends_a_legal_move_with_its_route() {
    let s = decide(Face::Pips(3));
    let mut i = Interaction::default();
    i.handle(&s, Input::Key(Key::Digit(1)));
    let target = i.lit(&s)[0].square;
    match i.handle(&s, Input::Square(target)) {
        Outcome::Send(cmd @ Command::Move { .. }) => {
            assert!(s.check(&cmd).is_ok(), "{cmd:?}");
            if let Command::Move { route, .. } = &cmd {
                assert_eq!(route.len(), 3);
                assert_eq!(*route.last().unwrap(), target);
            }
        }
        other => panic!("expected a move, got {other:?}"),
    }
    assert_eq!(i.picking, Picking::Nothing, "the choice is done once sent");
}

#[test]
fn clicking_an_unlit_square_or_a_foreign_piece_says_why_and_keeps_the_choice() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction::default();
    i.handle(&s, Input::Key(Key::Digit(1)));
    // A wall square in the middle of the board: refused with its reason (issue 14),
    // and the choice stays.
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(8, 8))),
        Outcome::Refused {
            square: Square::new(8, 8),
            why: track::WhyNot::Wall {
                square: Square::new(8, 8)
            }
        }
    );
    assert_eq!(i.picking, Picking::Roll(Role::Queen));
    assert_eq!(
        i.handle(&s, Input::Piece(piece(1, Role::Rook))),
        Outcome::Declined {
            square: None,
            why: Declined::Piece {
                piece: piece(1, Role::Rook),
                why: track::WhyNot::ForeignPiece {
                    piece: piece(1, Role::Rook)
                }
            }
        }
    );
    assert_eq!(i.picking, Picking::Roll(Role::Queen));
}

#[test]
fn step_mode_lights_one_move_at_a_time_and_backspace_takes_it_back() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Button(Button::StepMode)),
        Outcome::Changed
    );
    i.handle(&s, Input::Key(Key::Digit(1)));
    let first = i.lit(&s);
    assert!(
        first.iter().all(|l| l.moves == 1),
        "only the first move is lit"
    );
    // (16,16): the queen can slide right along the bottom row.
    let step = Square::new(16, 16);
    assert!(first.iter().any(|l| l.square == step));
    assert_eq!(i.handle(&s, Input::Square(step)), Outcome::Changed);
    assert_eq!(i.walk, vec![step]);
    assert!(i.lit(&s).iter().all(|l| l.moves == 2));
    assert_eq!(i.handle(&s, Input::Key(Key::Backspace)), Outcome::Changed);
    assert!(i.walk.is_empty());
    // Walk again and finish: the last move sends the whole route.
    i.handle(&s, Input::Square(step));
    let last = i.lit(&s)[0].square;
    match i.handle(&s, Input::Square(last)) {
        Outcome::Send(cmd) => {
            assert_eq!(
                cmd,
                Command::Move {
                    role: Role::Queen,
                    route: vec![step, last]
                }
            );
            assert!(s.check(&cmd).is_ok());
        }
        other => panic!("expected the walked move, got {other:?}"),
    }
}

#[test]
fn the_one_move_back_button_takes_a_walked_move_back_as_backspace_does() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction::default();
    i.handle(&s, Input::Button(Button::StepMode));
    i.handle(&s, Input::Key(Key::Digit(1)));
    let step = Square::new(16, 16);
    assert_eq!(i.handle(&s, Input::Square(step)), Outcome::Changed);
    assert_eq!(i.walk, vec![step]);
    assert_eq!(
        i.handle(&s, Input::Button(Button::StepBack)),
        Outcome::Changed
    );
    assert!(i.walk.is_empty());
    assert_eq!(
        i.picking,
        Picking::Roll(Role::Queen),
        "the piece stays chosen"
    );
    assert_eq!(
        i.handle(&s, Input::Button(Button::StepBack)),
        Outcome::Declined {
            square: None,
            why: Declined::NothingToTakeBack
        }
    );
}

#[test]
fn plus_offers_bring_in_and_pass_buttons() {
    let s = decide(Face::Plus);
    let i = Interaction::default();
    let b = i.buttons(&s);
    assert!(b.contains(&Button::BringIn) && b.contains(&Button::Pass));
    assert!(!b.contains(&Button::DrawCard), "no cards in the small game");
}

#[test]
fn clicking_a_box_piece_then_a_start_field_brings_it_in() {
    let s = decide(Face::Plus);
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Piece(piece(0, Role::Knight))),
        Outcome::Changed
    );
    let fields: Vec<Square> = i.lit(&s).iter().map(|l| l.square).collect();
    assert_eq!(fields.len(), 2);
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(10, 16))),
        Outcome::Send(Command::BringIn {
            role: Role::Knight,
            field: Square::new(10, 16)
        })
    );
}

#[test]
fn with_one_free_start_field_the_bring_in_goes_there_at_once() {
    let mut s = decide(Face::Plus);
    let mut pos = s.position().clone();
    pos.set(piece(0, Role::Queen), Location::Track(Square::new(9, 16)));
    s = s.with_position(pos).with_phase(
        Seat(0),
        Phase::Decide {
            white: Face::Plus,
            orange: None,
        },
    );
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Piece(piece(0, Role::Rook))),
        Outcome::Send(Command::BringIn {
            role: Role::Rook,
            field: Square::new(10, 16)
        })
    );
}

#[test]
fn pass_button_sends_pass_and_escape_drops_the_selection() {
    let s = decide(Face::Plus);
    let mut i = Interaction::default();
    i.handle(&s, Input::Button(Button::BringIn));
    assert!(matches!(i.picking, Picking::BringIn(_)));
    assert_eq!(i.handle(&s, Input::Key(Key::Escape)), Outcome::Changed);
    assert_eq!(i.picking, Picking::Nothing);
    assert_eq!(
        i.handle(&s, Input::Button(Button::Pass)),
        Outcome::Send(Command::Pass)
    );
}

#[test]
fn nothing_is_clickable_when_the_game_is_over_or_a_roll_is_due() {
    let s = small();
    let i = Interaction::default();
    assert!(i.clickable_pieces(&s).is_empty());
    assert!(i.lit(&s).is_empty());
}

/// Seat 0 has drawn `card` in the small action game: its queen on (12,16) and rook on
/// (3,16); seat 1's knight on (16,5) and bishop on (15,1).
fn drawn(card: &str) -> State {
    let setup = with_seed(setup("small-action", 4, &[]), 1);
    let pieces = [
        (0, Role::Queen, at(12, 16)),
        (0, Role::Rook, at(3, 16)),
        (1, Role::Knight, at(16, 5)),
        (1, Role::Bishop, at(15, 1)),
    ];
    let pos = position(&pieces, &[0, 1, 2, 3], &SMALL, Location::Box);
    let mut s = deciding(setup, pos, Face::Plus, None).with_draw_pile(&[card]);
    s.play(&Command::DrawCard).unwrap();
    assert!(
        matches!(s.phase(), Phase::Card { .. }),
        "{card} asks for a choice"
    );
    s
}

#[test]
fn swap_card_takes_two_clicked_pieces() {
    let s = drawn("swap");
    let mut i = Interaction::default();
    let clickable = i.clickable_pieces(&s);
    assert!(
        clickable.contains(&piece(0, Role::Rook)) && clickable.contains(&piece(1, Role::Knight))
    );
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(3, 16))),
        Outcome::Changed
    );
    assert_eq!(i.picking, Picking::Swap(piece(0, Role::Rook)));
    let cmd = i.handle(&s, Input::Square(Square::new(16, 5)));
    assert_eq!(
        cmd,
        Outcome::Send(Command::Swap {
            a: piece(0, Role::Rook),
            b: piece(1, Role::Knight)
        })
    );
}

#[test]
fn send_back_card_takes_one_clicked_opponent_piece_only() {
    let s = drawn("opponent-to-box");
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(12, 16))),
        Outcome::Declined {
            square: Some(Square::new(12, 16)),
            why: Declined::Piece {
                piece: piece(0, Role::Queen),
                why: track::WhyNot::CardWantsForeign
            }
        },
        "not an own piece"
    );
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(16, 5))),
        Outcome::Send(Command::SendBack {
            piece: piece(1, Role::Knight)
        })
    );
}

#[test]
fn safe_spot_card_takes_an_own_piece_then_a_free_pause_field() {
    let s = drawn("safe-spot");
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(3, 16))),
        Outcome::Changed
    );
    let fields: Vec<Square> = i.lit(&s).iter().map(|l| l.square).collect();
    for f in &fields {
        assert!(
            s.board().is_pause_of(*f, Seat(0)),
            "{f} is a pause field of seat 0"
        );
    }
    assert_eq!(fields.len(), 4);
    assert_eq!(
        i.handle(&s, Input::Square(fields[0])),
        Outcome::Send(Command::SafeSpot {
            role: Role::Rook,
            field: fields[0]
        })
    );
}

#[test]
fn extra_moves_card_moves_its_own_piece_only() {
    let s = drawn("extra-queen-3");
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(3, 16))),
        Outcome::Declined {
            square: Some(Square::new(3, 16)),
            why: Declined::Piece {
                piece: piece(0, Role::Rook),
                why: track::WhyNot::NotThisRoll
            }
        },
        "the rook may not move"
    );
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(1))), Outcome::Changed);
    assert!(i.lit(&s).iter().all(|l| l.moves == 3));
}

#[test]
fn arrow_keys_and_enter_play_without_a_mouse() {
    let s = decide(Face::Pips(1));
    let mut i = Interaction::default();
    // Nothing chosen: the arrows step through the pieces that can move.
    assert_eq!(i.handle(&s, Input::Key(Key::Next)), Outcome::Changed);
    assert_eq!(i.handle(&s, Input::Key(Key::Enter)), Outcome::Changed);
    assert_eq!(i.picking, Picking::Roll(Role::Queen));
    // Then through the targets; Enter commits the one under the cursor.
    i.handle(&s, Input::Key(Key::Next));
    i.handle(&s, Input::Key(Key::Next));
    let target = i.lit(&s)[1].square;
    match i.handle(&s, Input::Key(Key::Enter)) {
        Outcome::Send(Command::Move {
            role: Role::Queen,
            route,
        }) => assert_eq!(route, vec![target]),
        other => panic!("expected the queen's move, got {other:?}"),
    }
}

#[test]
fn after_b_the_arrows_visit_the_box_pieces_first_then_the_start_fields() {
    use schachschlamassel::ui::table::interact::CursorItem;
    let s = decide(Face::Plus);
    let mut i = Interaction::default();
    assert_eq!(
        i.handle(&s, Input::Button(Button::BringIn)),
        Outcome::Changed
    );
    assert_eq!(i.picking, Picking::BringIn(None));
    let items = i.cursor_items(&s);
    let pieces = items
        .iter()
        .take_while(|c| matches!(c, CursorItem::Piece(_)))
        .count();
    assert_eq!(
        pieces, 3,
        "rook, bishop and knight are in the box: {items:?}"
    );
    assert!(items[pieces..]
        .iter()
        .all(|c| matches!(c, CursorItem::Lit(_))));
    assert_eq!(items.len(), pieces + 2, "then the two free start fields");
    // Next, Enter: the first box piece is chosen; then the arrows go over the fields.
    i.handle(&s, Input::Key(Key::Next));
    assert_eq!(i.handle(&s, Input::Key(Key::Enter)), Outcome::Changed);
    assert!(matches!(i.picking, Picking::BringIn(Some(_))));
    assert!(i
        .cursor_items(&s)
        .iter()
        .all(|c| matches!(c, CursorItem::Lit(_))));
}

#[test]
fn a_digit_then_enter_brings_the_piece_in_without_an_arrow_key() {
    let s = decide(Face::Plus);
    let mut i = Interaction::default();
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(2))), Outcome::Changed);
    assert_eq!(i.picking, Picking::BringIn(Some(Role::Rook)));
    match i.handle(&s, Input::Key(Key::Enter)) {
        Outcome::Send(Command::BringIn { role, field }) => {
            assert_eq!(role, Role::Rook);
            assert!(s
                .legal_choices()
                .contains(&track::Choice::BringIn { role, field }));
        }
        other => panic!("Enter after 2 should bring the rook in, got {other:?}"),
    }
}

#[test]
fn a_digit_then_enter_plays_the_first_target_of_a_roll() {
    let s = decide(Face::Pips(1));
    let mut i = Interaction::default();
    assert_eq!(i.handle(&s, Input::Key(Key::Digit(1))), Outcome::Changed);
    match i.handle(&s, Input::Key(Key::Enter)) {
        Outcome::Send(cmd) => assert!(s.check(&cmd).is_ok(), "{cmd:?}"),
        other => panic!("Enter after 1 should move the queen, got {other:?}"),
    }
}

#[test]
fn a_refused_click_is_explained_with_moves_shown_or_hidden() {
    for show in [true, false] {
        let s = decide(Face::Pips(1));
        let mut i = Interaction {
            show_moves: show,
            ..Interaction::default()
        };
        i.handle(&s, Input::Square(Square::new(12, 16)));
        match i.handle(&s, Input::Square(Square::new(5, 5))) {
            Outcome::Refused { square, why } => {
                assert_eq!(square, Square::new(5, 5));
                assert_eq!(
                    why,
                    track::WhyNot::Wall {
                        square: Square::new(5, 5)
                    }
                );
            }
            other => panic!("show moves {show}: {other:?}"),
        }
        // Too far for a roll of 1: the fewest moves are named.
        match i.handle(&s, Input::Square(Square::new(16, 8))) {
            Outcome::Refused { why, .. } => {
                assert_eq!(why, track::WhyNot::TooFar { needed: 2, pips: 1 })
            }
            other => panic!("show moves {show}: {other:?}"),
        }
        // A right answer is played even when the targets are hidden (the quiz).
        assert!(matches!(
            i.handle(&s, Input::Square(Square::new(16, 12))),
            Outcome::Send(_)
        ));
    }
}

#[test]
fn a_refused_single_move_is_explained_in_step_mode() {
    let s = decide(Face::Pips(2));
    let mut i = Interaction {
        step_mode: true,
        ..Interaction::default()
    };
    i.handle(&s, Input::Square(Square::new(12, 16)));
    assert_eq!(
        i.handle(&s, Input::Square(Square::new(13, 16))),
        Outcome::Changed
    );
    // From (13,16), one move cannot reach (5,16): the bottom row is blocked by the line.
    assert!(matches!(
        i.handle(&s, Input::Square(Square::new(3, 3))),
        Outcome::Refused { .. }
    ));
}
