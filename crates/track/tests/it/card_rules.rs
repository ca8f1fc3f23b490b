//! Action cards (rules.md §5 action games, §7): one scenario per effect when it is
//! carried out and one when it cannot be, the deck per variant, the reshuffle, and
//! strict loading of card files.

use std::sync::Arc;
use track::board::Board;
use track::cards::{Card, CardSet, DeckError, DeckErrorKind, Effect};
use track::dice::{Dice, Face};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Position, Role, Seat};
use track::variant::HouseRule;
use track::{CardRoll, CardTask, Choice, Command, Deck, Event, Phase, Refusal, State};

use Location::{Box as InBox, Home};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

use crate::common;
use common::*;

/// One card of every effect, so that the scenarios do not depend on the default deck's
/// make-up (which is design work and changes).
const SCENARIO_DECK: &[(&str, &str, &str)] = &[
    (
        "all-queens-to-start",
        r#""queen""#,
        r#"{ "type": "all-to-start", "role": "queen" }"#,
    ),
    (
        "all-rooks-to-start",
        r#""rook""#,
        r#"{ "type": "all-to-start", "role": "rook" }"#,
    ),
    ("swap", "", r#"{ "type": "swap" }"#),
    (
        "extra-knight-4",
        r#""knight""#,
        r#"{ "type": "extra-moves", "role": "knight", "moves": 4 }"#,
    ),
    (
        "own-bishop-to-box",
        r#""bishop""#,
        r#"{ "type": "own-to-box", "role": "bishop" }"#,
    ),
    ("opponent-to-box", "", r#"{ "type": "opponent-to-box" }"#),
    ("miss-turn", "", r#"{ "type": "miss-turn" }"#),
    ("roll-again", "", r#"{ "type": "roll-again" }"#),
    ("safe-spot", "", r#"{ "type": "safe-spot" }"#),
    ("bring-in", "", r#"{ "type": "bring-in" }"#),
    ("castling", r#""king", "rook""#, r#"{ "type": "castling" }"#),
    (
        "promotion",
        r#""pawn""#,
        r#"{ "type": "promotion", "moves": 3 }"#,
    ),
];

/// The scenario deck: [`SCENARIO_DECK`] and one capture-covered card.
fn scenario_deck() -> CardSet {
    let mut cards: Vec<String> = SCENARIO_DECK
        .iter()
        .map(|(id, roles, effect)| card(id, "Text.", "Text.", roles, 1, effect))
        .collect();
    cards.push(
        card(
            "capture-covered",
            "Text.",
            "Text.",
            "",
            1,
            r#"{ "type": "capture-covered" }"#,
        )
        .replace("\"needs_protection\": false", "\"needs_protection\": true"),
    );
    CardSet::from_files(vec![("scenario.json".to_string(), file(&cards))]).expect("scenario deck")
}

fn scenario_game(variant: &str, players: usize, dice: Dice) -> State {
    State::new(
        setup(variant, players, &[]),
        Arc::new(Board::classic()),
        dice,
        &scenario_deck(),
    )
    .expect("setup")
}

/// `seat` has rolled `+` (with a 3 on the orange die in the large games); the draw pile
/// holds `pile`, top last.
fn drawing(variant: &str, players: usize, pos: Position, seat: u8, pile: &[&str]) -> State {
    let orange = variant.starts_with("large").then_some(3);
    for id in pile {
        assert!(
            scenario_deck().cards.iter().any(|c| c.id == *id),
            "no card {id}"
        );
    }
    scenario_game(variant, players, Dice::default_dice())
        .with_position(pos)
        .with_phase(
            Seat(seat),
            Phase::Decide {
                white: Face::Plus,
                orange,
            },
        )
        .with_draw_pile(pile)
}

fn play(state: &mut State, cmd: Command) -> Vec<Event> {
    without_dealer(
        state
            .play(&cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} refused: {e:?}")),
    )
}

fn draw(state: &mut State) -> Vec<Event> {
    assert!(
        state.legal_choices().contains(&Choice::DrawCard),
        "drawing is offered"
    );
    play(state, Command::DrawCard)
}

fn mv(role: Role, route: &[(u8, u8)]) -> Command {
    Command::Move {
        role,
        route: route.iter().map(|&(x, y)| sq(x, y)).collect(),
    }
}

fn drawn(seat: u8, card: &str) -> Event {
    Event::CardDrawn {
        seat: Seat(seat),
        card: card.into(),
    }
}

fn discarded(card: &str) -> Event {
    Event::CardDiscarded { card: card.into() }
}

fn turn_started(seat: u8, round: u32) -> Event {
    Event::TurnStarted {
        seat: Seat(seat),
        round,
    }
}

/// The events of a card that cannot be carried out: it is discarded and the turn ends.
fn not_carried_out(seat: u8, card: &str, next: u8) -> Vec<Event> {
    vec![
        drawn(seat, card),
        Event::CardNotCarriedOut {
            seat: Seat(seat),
            card: card.into(),
        },
        discarded(card),
        turn_started(next, 1),
    ]
}

fn card_phase(card: &str, task: CardTask) -> Phase {
    Phase::Card {
        card: card.into(),
        task,
    }
}

// ----- all pieces of kind K go to a start field -----

#[test]
fn all_to_start_moves_every_piece_of_the_kind_in_seat_order_from_the_drawer() {
    // Seat 2 draws. Start fields: seat 0 (9,16) (10,16); seat 1 (16,7) (16,6);
    // seat 2 (7,0) (6,0); seat 3 (0,9) (0,10), the one nearer the blocking line first.
    let pos = position(
        &[
            // Seat 2: on the track; its start fields hold a foreign rook and its own rook.
            (2, Q, at(12, 15)),
            (3, R, at(7, 0)),
            (2, R, at(6, 0)),
            // Seat 3: in the box; both start fields hold its own pieces.
            (3, Q, InBox),
            (3, B, at(0, 9)),
            (3, N, at(0, 10)),
            // Seat 0: at home; both start fields free.
            (0, Q, Home),
            // Seat 1: on the track; the nearer start field holds a capturable foreign
            // piece, the other one is free.
            (1, Q, at(3, 15)),
            (0, N, at(16, 7)),
        ],
        &[0, 1, 2, 3],
        &SMALL,
        InBox,
    );
    let card = "all-queens-to-start";
    let mut state = drawing("small-action", 4, pos, 2, &[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(2, card),
            // 2. a capturable foreign piece goes to its box (before an own piece)
            Event::Captured {
                piece: pc(3, R),
                by: pc(2, Q),
                at: sq(7, 0)
            },
            Event::Placed {
                piece: pc(2, Q),
                from: at(12, 15),
                to: at(7, 0)
            },
            // 3. an own piece of another kind goes to the box
            Event::Placed {
                piece: pc(3, B),
                from: at(0, 9),
                to: InBox
            },
            Event::Placed {
                piece: pc(3, Q),
                from: InBox,
                to: at(0, 9)
            },
            // 1. a free start field, the one nearer the blocking line first; from home too
            Event::Placed {
                piece: pc(0, Q),
                from: Home,
                to: at(9, 16)
            },
            // 1. before 2: the free field, although the nearer one holds a foreign piece
            Event::Placed {
                piece: pc(1, Q),
                from: at(3, 15),
                to: at(16, 6)
            },
            discarded(card),
            turn_started(3, 1),
        ]
    );
    assert_eq!(state.position().location(pc(0, N)), Some(at(16, 7)));
    assert_eq!(state.position().location(pc(3, R)), Some(InBox));
}

#[test]
fn all_to_start_does_not_capture_a_covered_piece() {
    // Large action game: protection on. Seat 2's knight on (9,16) is covered by its
    // bishop on (11,14); seat 0's own knight holds (10,16). Seat 2's rook is already
    // on its own start field and stays there.
    let pieces = [
        (0, N, at(10, 16)),
        (2, N, at(9, 16)),
        (2, B, at(11, 14)),
        (2, R, at(7, 0)),
    ];
    let card = "all-rooks-to-start";
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, InBox),
        0,
        &[card],
    );
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            Event::Placed {
                piece: pc(0, N),
                from: at(10, 16),
                to: InBox
            },
            Event::Placed {
                piece: pc(0, R),
                from: InBox,
                to: at(10, 16)
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
    // Uncovered, the foreign knight is captured instead (rule 2 before rule 3).
    let pieces = [
        (0, N, at(10, 16)),
        (2, N, at(9, 16)),
        (2, B, at(3, 14)),
        (2, R, at(7, 0)),
    ];
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, InBox),
        0,
        &[card],
    );
    assert_eq!(
        draw(&mut state)[1..3],
        [
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, R),
                at: sq(9, 16)
            },
            Event::Placed {
                piece: pc(0, R),
                from: InBox,
                to: at(9, 16)
            },
        ]
    );
}

#[test]
fn all_to_start_not_carried_out_when_no_piece_can_go() {
    // Both of seat 0's start fields hold covered seat 2 pieces (which do not cover each
    // other: no blockade); seat 2's rook already stands on its own start field.
    let pieces = [
        (2, N, at(9, 16)),
        (2, B, at(11, 14)),
        (2, P, at(10, 16)),
        (2, Q, at(10, 14)),
        (2, R, at(7, 0)),
    ];
    let card = "all-rooks-to-start";
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, InBox),
        0,
        &[card],
    );
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
    assert_eq!(state.position().location(pc(0, R)), Some(InBox));
}

#[test]
fn all_to_start_leaves_finished_players_pieces_home() {
    let pos = position(
        &[(1, Q, at(14, 8)), (0, Q, InBox), (2, Q, at(3, 15))],
        &[1],
        &SMALL,
        Home,
    );
    let pos = {
        let mut p = pos;
        for s in [0, 2] {
            for r in [R, B, N] {
                p.set(pc(s, r), InBox);
            }
        }
        p
    };
    let mut state = scenario_game("small-action", 3, Dice::default_dice())
        .with_position(pos)
        .with_phase(
            Seat(1),
            Phase::Decide {
                white: Face::Pips(1),
                orange: None,
            },
        );
    let events = play(&mut state, mv(Q, &[(13, 8)]));
    assert!(events.contains(&Event::Finished {
        seat: Seat(1),
        placing: 1
    }));
    let card = "all-queens-to-start";
    let mut state = state
        .with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Plus,
                orange: None,
            },
        )
        .with_draw_pile(&[card]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, card),
            Event::Placed {
                piece: pc(0, Q),
                from: InBox,
                to: at(9, 16)
            },
            Event::Placed {
                piece: pc(2, Q),
                from: at(3, 15),
                to: at(7, 0)
            },
            discarded(card),
            turn_started(2, 1),
        ]
    );
    assert_eq!(state.position().location(pc(1, Q)), Some(Home));
}

// ----- swap -----

#[test]
fn swap_exchanges_own_or_foreign_pieces() {
    // Seat 0's queen is left of its blocking line; a swap is no move and ignores it.
    let pos = position(
        &[(0, Q, at(8, 15)), (2, R, at(12, 15)), (2, N, at(5, 0))],
        &[0, 2],
        &SMALL,
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
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        &["swap"],
    );
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
        position(&pieces[..], &[0, 2], &SMALL, Home),
        0,
        &["swap"],
    );
    draw(&mut state);
    assert_eq!(state.check(&blockade), Ok(()));
}

#[test]
fn swap_not_carried_out_without_two_active_pieces() {
    let pos = position(&[(0, Q, at(8, 15))], &[0, 2], &SMALL, InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["swap"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "swap", 2));
    assert_eq!(state.position().location(pc(0, Q)), Some(at(8, 15)));
}

// ----- extra moves -----

#[test]
fn extra_moves_is_a_roll_capturing_on_the_last_move() {
    let card = "extra-knight-4";
    let pos = position(
        &[(0, N, at(3, 16)), (2, R, at(7, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
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
            Event::Stepped {
                piece: pc(0, N),
                from: sq(3, 16),
                to: sq(5, 15)
            },
            Event::Stepped {
                piece: pc(0, N),
                from: sq(5, 15),
                to: sq(3, 16)
            },
            Event::Stepped {
                piece: pc(0, N),
                from: sq(3, 16),
                to: sq(5, 15)
            },
            Event::Stepped {
                piece: pc(0, N),
                from: sq(5, 15),
                to: sq(7, 16)
            },
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
    let pos = position(
        &[
            (0, N, at(9, 16)),
            (0, Q, at(10, 16)),
            (0, R, InBox),
            (0, B, at(3, 15)),
            (2, Q, at(5, 0)),
        ],
        &[0, 2],
        &SMALL,
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
    let pos = position(&[(0, Q, at(3, 16)), (0, N, InBox)], &[0, 2], &SMALL, Home);
    let mut state = drawing("small-action", 2, pos, 0, &[card]);
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
}

// ----- back to the box -----

#[test]
fn own_to_box_sends_the_active_piece_back() {
    let card = "own-bishop-to-box";
    let pos = position(
        &[(0, B, at(3, 16)), (0, Q, at(12, 15))],
        &[0, 2],
        &SMALL,
        InBox,
    );
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
    let pos = position(&[(0, B, Home), (0, Q, at(12, 15))], &[0, 2], &SMALL, InBox);
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
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, InBox),
        0,
        &[card],
    );
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
    let mut state = drawing(
        "large-action",
        2,
        position(&pieces, &[0, 2], &LARGE, InBox),
        0,
        &[card],
    );
    assert_eq!(draw(&mut state), not_carried_out(0, card, 2));
}

// ----- miss a turn, roll again -----

#[test]
fn miss_turn_skips_the_next_turn() {
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
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
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let mut state = drawing("small-action", 2, pos, 0, &["roll-again"]);
    assert_eq!(
        draw(&mut state),
        vec![
            drawn(0, "roll-again"),
            discarded("roll-again"),
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    assert_eq!(state.phase(), &Phase::Roll);
    assert_eq!(state.turn().seat, Seat(0));
}

// ----- safe spot -----

#[test]
fn safe_spot_puts_a_piece_on_a_free_pause_field() {
    // Seat 0's pause fields: (15,14) (15,0) (1,0) (1,14); (1,0) is taken.
    let pos = position(
        &[(0, Q, at(3, 16)), (2, N, at(1, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
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
    let pos = position(&[(0, Q, Home), (2, N, at(1, 0))], &[0, 2], &SMALL, InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["safe-spot"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "safe-spot", 2));
}

// ----- bring in -----

#[test]
fn bring_in_card_brings_in_without_another_roll() {
    // The card may fill the second start field.
    let pos = position(&[(0, Q, at(9, 16))], &[0, 2], &SMALL, InBox);
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
        play(
            &mut state,
            Command::BringIn {
                role: R,
                field: sq(10, 16)
            }
        ),
        vec![
            Event::BroughtIn {
                piece: pc(0, R),
                field: sq(10, 16)
            },
            discarded("bring-in"),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn bring_in_card_not_carried_out_with_an_empty_box() {
    let pos = position(&[(0, Q, at(3, 16))], &[0, 2], &SMALL, Home);
    let mut state = drawing("small-action", 2, pos, 0, &["bring-in"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "bring-in", 2));
}

// ----- castling, promotion -----

#[test]
fn castling_swaps_king_and_rook() {
    let pos = position(
        &[(0, K, at(3, 16)), (0, R, at(12, 15))],
        &[0, 2],
        &LARGE,
        InBox,
    );
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
    let pos = position(&[(0, K, at(3, 16)), (0, R, Home)], &[0, 2], &LARGE, InBox);
    let mut state = drawing("large-action", 2, pos, 0, &["castling"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "castling", 2));
    assert_eq!(state.position().location(pc(0, K)), Some(at(3, 16)));
}

#[test]
fn promotion_makes_queen_moves() {
    let pos = position(&[(0, P, at(14, 0))], &[0, 2], &LARGE, Home);
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
            Event::Stepped {
                piece: pc(0, P),
                from: sq(14, 0),
                to: sq(0, 0)
            },
            Event::Stepped {
                piece: pc(0, P),
                from: sq(0, 0),
                to: sq(0, 15)
            },
            Event::Stepped {
                piece: pc(0, P),
                from: sq(0, 15),
                to: sq(0, 16)
            },
            discarded("promotion"),
            turn_started(2, 1),
        ]
    );
}

#[test]
fn promotion_not_carried_out_without_an_active_pawn() {
    let pos = position(&[(0, P, InBox), (0, Q, at(3, 16))], &[0, 2], &LARGE, Home);
    let mut state = drawing("large-action", 2, pos, 0, &["promotion"]);
    assert_eq!(draw(&mut state), not_carried_out(0, "promotion", 2));
}

// ----- capture covered -----

#[test]
fn capture_covered_lets_the_next_roll_capture_a_covered_piece() {
    // Seat 2's rook on (6,16) is covered by its bishop on (8,14).
    let pos = position(
        &[(0, Q, at(3, 16)), (2, R, at(6, 16)), (2, B, at(8, 14))],
        &[0, 2],
        &LARGE,
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
            Event::Stepped {
                piece: pc(0, Q),
                from: sq(3, 16),
                to: sq(6, 16)
            },
            Event::Captured {
                piece: pc(2, R),
                by: pc(0, Q),
                at: sq(6, 16)
            },
            turn_started(2, 1),
        ]
    );
}

// ----- the deck -----

fn deck(variant: &str, rules: &[HouseRule]) -> Deck {
    Deck::for_setup(&CardSet::default_deck(), &setup(variant, 2, rules))
}

fn copies(deck: &Deck, f: impl Fn(&Effect) -> bool) -> usize {
    deck.draw
        .iter()
        .filter(|&&i| f(&deck.cards[i].effect))
        .count()
}

#[test]
fn small_action_deck_has_no_king_or_pawn_cards() {
    let names_king_or_pawn = |c: &Card| {
        c.roles.contains(&K)
            || c.roles.contains(&P)
            || matches!(c.effect, Effect::Castling | Effect::Promotion { .. })
            || matches!(
                c.effect,
                Effect::AllToStart { role: K | P } | Effect::ExtraMoves { role: K | P, .. }
            )
    };
    let small = deck("small-action", &[]);
    assert!(!small.cards.is_empty());
    for c in &small.cards {
        assert!(!names_king_or_pawn(c), "{} in the small action deck", c.id);
    }
    let large = deck("large-action", &[]);
    assert!(large.cards.iter().any(names_king_or_pawn));
    // Everything else of the large deck is in the small one.
    for c in large
        .cards
        .iter()
        .filter(|c| !names_king_or_pawn(c) && !c.needs_protection)
    {
        assert!(
            small.card(&c.id).is_some(),
            "{} missing from the small action deck",
            c.id
        );
    }
    // The same filter on the scenario deck, card by card.
    let sd = Deck::for_setup(&scenario_deck(), &setup("small-action", 2, &[]));
    let ids: Vec<&str> = sd.cards.iter().map(|c| c.id.as_str()).collect();
    for out in ["castling", "promotion", "capture-covered"] {
        assert!(!ids.contains(&out), "{out}");
    }
    assert_eq!(ids.len(), SCENARIO_DECK.len() - 2);
    // The games without cards have no deck at all.
    assert!(deck("small", &[]).draw.is_empty());
    assert!(deck("large", &[]).draw.is_empty());
}

#[test]
fn default_deck_covers_every_effect_of_the_table() {
    let all = CardSet::default_deck();
    let has = |f: &dyn Fn(&Effect) -> bool| all.cards.iter().any(|c| f(&c.effect));
    assert!(has(&|e| matches!(e, Effect::AllToStart { .. })));
    assert!(has(&|e| matches!(e, Effect::Swap)));
    assert!(has(&|e| matches!(e, Effect::ExtraMoves { .. })));
    assert!(has(&|e| matches!(e, Effect::OwnToBox { .. })));
    assert!(has(&|e| matches!(e, Effect::OpponentToBox)));
    assert!(has(&|e| matches!(e, Effect::MissTurn)));
    assert!(has(&|e| matches!(e, Effect::RollAgain)));
    assert!(has(&|e| matches!(e, Effect::SafeSpot)));
    assert!(has(&|e| matches!(e, Effect::BringIn)));
    assert!(has(&|e| matches!(e, Effect::Castling)));
    assert!(has(&|e| matches!(e, Effect::Promotion { .. })));
    assert!(has(&|e| matches!(e, Effect::CaptureCovered)));
}

#[test]
fn capture_covered_cards_only_with_protection() {
    let cc = |e: &Effect| matches!(e, Effect::CaptureCovered);
    assert_eq!(copies(&deck("small-action", &[]), cc), 0);
    assert_eq!(
        copies(&deck("small-action", &[HouseRule::ProtectCovered]), cc),
        4
    );
    assert_eq!(copies(&deck("large-action", &[]), cc), 4);
    let all = CardSet::default_deck();
    let n: u32 = all
        .cards
        .iter()
        .filter(|c| cc(&c.effect))
        .map(|c| c.count as u32)
        .sum();
    assert_eq!(n, 4, "exactly four capture-covered cards");
    assert!(all
        .cards
        .iter()
        .filter(|c| cc(&c.effect))
        .all(|c| c.needs_protection));
    // Each copy of every card is in the draw pile.
    let large = deck("large-action", &[]);
    let total: usize = large.cards.iter().map(|c| c.count as usize).sum();
    assert_eq!(large.draw.len(), total);
}

#[test]
fn empty_draw_pile_is_refilled_from_the_discard_pile() {
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let mut state = drawing("small-action", 2, pos, 0, &["roll-again"]);
    let roll_again = state
        .deck()
        .cards
        .iter()
        .position(|c| c.id == "roll-again")
        .unwrap();
    draw(&mut state);
    assert!(state.deck().draw.is_empty());
    assert_eq!(state.deck().discard.len(), 1);
    let mut state = state.with_phase(
        Seat(0),
        Phase::Decide {
            white: Face::Plus,
            orange: None,
        },
    );
    assert_eq!(
        draw(&mut state),
        vec![
            Event::DeckShuffled {
                draw_pile: vec![roll_again],
                dealt: 0
            },
            drawn(0, "roll-again"),
            discarded("roll-again"),
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    // Nothing at all to draw: no card is offered.
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let state = drawing("small-action", 2, pos, 0, &[]);
    assert!(!state.legal_choices().contains(&Choice::DrawCard));
}

#[test]
fn same_seed_gives_the_same_draws() {
    let game = |seed: u64| {
        let mut s = setup("large-action", 4, &[]);
        s.seed = seed;
        State::classic(s)
    };
    let (a, b, c) = (game(3), game(3), game(4));
    assert_eq!(a.deck().draw, b.deck().draw);
    assert_ne!(a.deck().draw, c.deck().draw);
    let mut sorted_a = a.deck().draw.clone();
    let mut sorted_c = c.deck().draw.clone();
    sorted_a.sort();
    sorted_c.sort();
    assert_eq!(sorted_a, sorted_c, "the same cards, in another order");
    // Drawing through the game gives the same card.
    let pos = position(&[(0, Q, at(3, 16))], &[0, 1, 2, 3], &LARGE, Home);
    let first = |s: State| {
        let mut s = s.with_position(pos.clone()).with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Plus,
                orange: Some(3),
            },
        );
        play(&mut s, Command::DrawCard)[0].clone()
    };
    assert_eq!(first(game(3)), first(game(3)));
}

// ----- strict loading -----

fn card(id: &str, de: &str, en: &str, roles: &str, count: u8, effect: &str) -> String {
    format!(
        "  {{\n    \"id\": \"{id}\",\n    \"text\": {{ \"de\": \"{de}\", \"en\": \"{en}\" }},\n    \"tone\": \"good\",\n    \"roles\": [{roles}],\n    \"needs_protection\": false,\n    \"count\": {count},\n    \"effect\": {effect}\n  }}"
    )
}

fn file(cards: &[String]) -> String {
    format!("[\n{}\n]\n", cards.join(",\n"))
}

fn load(text: String) -> String {
    load_err(text).to_string()
}

/// The error of a deck that must not load, from the file `x.json`.
fn load_err(text: String) -> DeckError {
    let err =
        CardSet::from_files(vec![("x.json".to_string(), text)]).expect_err("loading must fail");
    assert_eq!(err.file, "x.json");
    assert!(err.to_string().contains("x.json"), "{err}");
    err
}

fn good(id: &str) -> String {
    card(
        id,
        "Nochmal würfeln.",
        "Roll again.",
        "",
        1,
        r#"{ "type": "roll-again" }"#,
    )
}

#[test]
fn a_valid_file_loads() {
    let set =
        CardSet::from_files(vec![("x.json".to_string(), file(&[good("a"), good("b")]))]).unwrap();
    assert_eq!(set.cards.len(), 2);
    assert_eq!(set.cards[1].effect, Effect::RollAgain);
}

#[test]
fn an_effect_without_fields_takes_no_field() {
    let cheat = card(
        "cheat",
        "Nochmal würfeln.",
        "Roll again.",
        "",
        1,
        r#"{ "type": "roll-again", "times": 5 }"#,
    );
    let err = load_err(file(&[good("a"), cheat]));
    assert_eq!(err.card.as_deref(), Some("cheat"));
    assert_eq!(
        err.kind,
        DeckErrorKind::UnknownField(track::strict::StrayField {
            field: "times".into(),
            tag: "roll-again".into()
        })
    );
}

#[test]
fn loading_fails_on_a_json_syntax_error_with_line_and_column() {
    let text = "[\n  {\n    \"id\": \"broken\",\n    \"text\": { \"de\": \"a\" \"en\": \"b\" },\n    \"tone\": \"good\"\n  }\n]\n";
    let err = CardSet::from_files(vec![("x.json".to_string(), text.to_string())]).unwrap_err();
    let DeckErrorKind::Json { line, column, .. } = err.kind.clone() else {
        panic!("{err:?}")
    };
    assert_eq!(line, 4);
    assert!(column > 20, "column {column}");
    let msg = err.to_string();
    assert!(msg.contains("x.json"), "{msg}");
    assert!(msg.contains("'broken'"), "{msg}");
    assert!(msg.contains(&format!("x.json:{line}:{column}")), "{msg}");
}

#[test]
fn loading_fails_on_an_unknown_effect() {
    let msg = load(file(&[
        good("fine"),
        card("warp", "a", "b", "", 1, r#"{ "type": "teleport" }"#),
    ]));
    assert!(msg.contains("'warp'") && msg.contains("teleport"), "{msg}");
}

#[test]
fn loading_fails_on_an_unknown_piece_kind() {
    let msg = load(file(&[card(
        "wyrm",
        "a",
        "b",
        "\"dragon\"",
        1,
        r#"{ "type": "roll-again" }"#,
    )]));
    assert!(msg.contains("'wyrm'") && msg.contains("dragon"), "{msg}");
    let msg = load(file(&[card(
        "wyrm2",
        "a",
        "b",
        "",
        1,
        r#"{ "type": "own-to-box", "role": "dragon" }"#,
    )]));
    assert!(msg.contains("'wyrm2'") && msg.contains("dragon"), "{msg}");
}

/// A card as `good` makes it, with `text` for its text field (`None`: no field).
fn card_texted(id: &str, text: Option<&str>) -> String {
    let text = text.map_or(String::new(), |t| format!("\"text\": {t}, "));
    format!(
        "  {{ \"id\": \"{id}\", {text}\"tone\": \"good\", \"roles\": [], \"needs_protection\": false, \"count\": 1, \"effect\": {{ \"type\": \"roll-again\" }} }}"
    )
}

#[test]
fn a_card_needs_no_text_of_its_own_and_may_give_any_of_the_eight_languages() {
    let cards = [
        card_texted("bare", None),
        card_texted("mono", Some(r#"{ "de": "Nochmal." }"#)),
        card_texted(
            "trio",
            Some(r#"{ "fr": "Rejoue.", "no": "Kast igjen.", "pt": "Outra vez." }"#),
        ),
    ];
    let set = CardSet::from_files(vec![("x.json".to_string(), file(&cards))]).unwrap();
    assert_eq!(set.cards[0].text, None);
    let mono = set.cards[1].text.clone().unwrap_or_default();
    assert_eq!((mono.get("de"), mono.get("en")), (Some("Nochmal."), None));
    assert_eq!(mono.any(), Some("Nochmal."));
    let trio = set.cards[2].text.clone().unwrap_or_default();
    assert_eq!(trio.get("no"), Some("Kast igjen."));
    assert_eq!(trio.any(), Some("Rejoue."));
}

#[test]
fn an_old_card_with_its_german_and_english_text_still_loads() {
    let set = CardSet::from_files(vec![("x.json".to_string(), file(&[good("old")]))]).unwrap();
    let text = set.cards[0].text.clone().unwrap_or_default();
    assert_eq!(text.get("de"), Some("Nochmal würfeln."));
    assert_eq!(text.any(), Some("Roll again."));
}

#[test]
fn the_embedded_deck_keeps_no_words() {
    for card in CardSet::default_deck().cards {
        assert_eq!(card.text, None, "{}: words belong to the app", card.id);
    }
}

#[test]
fn loading_fails_on_a_blank_id() {
    let err = load_err(file(&[card_texted(" ", None)]));
    assert_eq!(err.kind, DeckErrorKind::EmptyId);
}

#[test]
fn loading_fails_on_a_text_that_gives_no_language() {
    let err = load_err(file(&[card_texted("mute", Some("{}"))]));
    assert_eq!(err.card.as_deref(), Some("mute"));
    assert_eq!(err.kind, DeckErrorKind::NoLanguage);
}

#[test]
fn loading_fails_on_an_unknown_language() {
    let msg = load(file(&[card_texted(
        "klingon",
        Some(r#"{ "tlh": "Qapla'" }"#),
    )]));
    assert!(
        msg.contains("x.json:2:") && msg.contains("unknown field `tlh`"),
        "{msg}"
    );
}

#[test]
fn loading_fails_on_an_empty_text_in_any_language() {
    let err = load_err(file(&[card_texted(
        "blank",
        Some(r#"{ "en": "Go.", "it": " " }"#),
    )]));
    assert_eq!(err.card.as_deref(), Some("blank"));
    assert_eq!(err.kind, DeckErrorKind::EmptyText("it"));
}

#[test]
fn loading_fails_on_a_text_over_90_characters() {
    let long = "x".repeat(91);
    let err = CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card(
            "long",
            "kurz",
            &long,
            "",
            1,
            r#"{ "type": "roll-again" }"#,
        )]),
    )])
    .unwrap_err();
    assert_eq!(
        err.kind,
        DeckErrorKind::TextTooLong {
            lang: "en",
            length: 91
        }
    );
    assert_eq!(err.card.as_deref(), Some("long"));
    let msg = err.to_string();
    assert!(
        msg.contains("x.json") && msg.contains("'long'") && msg.contains("91"),
        "{msg}"
    );
    // 90 characters are fine.
    let ok = "x".repeat(90);
    assert!(CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card(
            "long",
            "kurz",
            &ok,
            "",
            1,
            r#"{ "type": "roll-again" }"#
        )]),
    )])
    .is_ok());
}

#[test]
fn loading_fails_on_a_duplicate_id() {
    let err = CardSet::from_files(vec![
        ("a.json".to_string(), file(&[good("twin")])),
        ("x.json".to_string(), file(&[good("other"), good("twin")])),
    ])
    .unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::DuplicateId);
    let msg = err.to_string();
    assert!(msg.contains("x.json") && msg.contains("'twin'"), "{msg}");
}

#[test]
fn loading_fails_on_an_empty_deck() {
    let err = CardSet::from_files(vec![("x.json".to_string(), "[]".to_string())]).unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::EmptyDeck);
    assert_eq!(err.card, None);
    assert!(err.to_string().contains("x.json"), "{err}");
}

#[test]
fn loading_fails_on_count_0() {
    let err = CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card("none", "a", "b", "", 0, r#"{ "type": "roll-again" }"#)]),
    )])
    .unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::ZeroCount);
    let msg = err.to_string();
    assert!(msg.contains("x.json") && msg.contains("'none'"), "{msg}");
}
