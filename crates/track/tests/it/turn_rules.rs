//! One scenario per rule of rules.md §4 (a turn), §5 (variants and house rules) and
//! §6 (covered pieces, no blockade), on the classic board.
//!
//! Positions are built by hand; the decision at hand is set with `with_phase`, or the
//! dice are replaced by one-faced dice so that `Roll` is deterministic.

use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Position, Role, Seat};
use track::variant::HouseRule;
use track::{Choice, Command, Event, Phase, Refusal, Setup, State};

use Location::{Box as InBox, Home};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

use crate::common;
use common::*;

/// A game with one-faced (or few-faced) dice.
fn with_dice(setup: Setup, white: &[Face], orange: &[u8]) -> State {
    let dice = Dice {
        white: white.to_vec(),
        orange: orange.iter().map(|n| Face::Pips(*n)).collect(),
    };
    State::new(
        setup,
        Arc::new(Board::classic()),
        dice,
        &CardSet::default_deck(),
    )
    .expect("setup")
}

/// Replaces the white die of a running game (through the JSON round trip).
fn change_white_die(state: State, faces: &[Face]) -> State {
    let mut v = serde_json::to_value(&state).expect("state to JSON");
    v["dice"]["white"] = serde_json::to_value(faces).expect("faces");
    serde_json::from_value(v).expect("state from JSON")
}

fn decide(white: Face, orange: Option<u8>) -> Phase {
    Phase::Decide { white, orange }
}

fn scenario(
    variant: &str,
    players: usize,
    rules: &[HouseRule],
    pos: Position,
    seat: u8,
    phase: Phase,
) -> State {
    State::classic(setup(variant, players, rules))
        .with_position(pos)
        .with_phase(Seat(seat), phase)
}

fn has_move(state: &State, role: Role, target: Target) -> bool {
    state
        .legal_choices()
        .iter()
        .any(|c| matches!(c, Choice::Move { role: r, target: t, .. } if *r == role && *t == target))
}

fn moves_of(state: &State) -> Vec<(Role, Target)> {
    state
        .legal_choices()
        .iter()
        .filter_map(|c| match c {
            Choice::Move { role, target, .. } => Some((*role, *target)),
            _ => None,
        })
        .collect()
}

fn bring_ins(state: &State) -> Vec<(Role, Square)> {
    let mut v: Vec<(Role, Square)> = state
        .legal_choices()
        .iter()
        .filter_map(|c| match c {
            Choice::BringIn { role, field } => Some((*role, *field)),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

fn all_of(roles: &[Role], fields: &[Square]) -> Vec<(Role, Square)> {
    let mut v: Vec<(Role, Square)> = roles
        .iter()
        .flat_map(|r| fields.iter().map(move |f| (*r, *f)))
        .collect();
    v.sort();
    v
}

fn play(state: &mut State, cmd: Command) -> Vec<Event> {
    without_dealer(
        state
            .play(&cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} refused: {e:?}")),
    )
}

fn mv(role: Role, route: &[(u8, u8)]) -> Command {
    Command::Move {
        role,
        route: route.iter().map(|&(x, y)| sq(x, y)).collect(),
    }
}

fn turn_started(seat: u8, round: u32) -> Event {
    Event::TurnStarted {
        seat: Seat(seat),
        round,
    }
}

fn rolled(seat: u8, white: Face, orange: Option<u8>) -> Event {
    Event::Rolled {
        seat: Seat(seat),
        white,
        orange,
        dealt: 0,
    }
}

// ----- §4.2: `+` brings in -----

#[test]
fn bring_in_captures_a_foreign_piece_on_the_start_field() {
    let pos = position(&[(2, N, at(9, 16))], &[0, 2], &SMALL, InBox);
    let mut state = scenario("small", 2, &[], pos, 0, decide(Face::Plus, None));
    // Both start fields are offered: the held one (capture) although the other is free.
    assert_eq!(bring_ins(&state), all_of(&SMALL, &[sq(9, 16), sq(10, 16)]));
    let events = play(
        &mut state,
        Command::BringIn {
            role: Q,
            field: sq(9, 16),
        },
    );
    assert_eq!(
        events,
        vec![
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, Q),
                at: sq(9, 16)
            },
            Event::BroughtIn {
                piece: pc(0, Q),
                field: sq(9, 16)
            },
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    assert_eq!(state.position().location(pc(2, N)), Some(InBox));
    assert_eq!(state.position().location(pc(0, Q)), Some(at(9, 16)));
}

#[test]
fn bring_in_refused_onto_a_covered_piece() {
    // Large game: protection on. The seat 2 rook on (9,16) is covered by its queen on (9,14).
    let covered = position(
        &[(2, R, at(9, 16)), (2, Q, at(9, 14))],
        &[0, 2],
        &LARGE,
        InBox,
    );
    let state = scenario("large", 2, &[], covered, 0, decide(Face::Plus, Some(3)));
    assert_eq!(bring_ins(&state), all_of(&LARGE, &[sq(10, 16)]));
    assert_eq!(
        state.check(&Command::BringIn {
            role: Q,
            field: sq(9, 16)
        }),
        Err(Refusal::NotLegal)
    );
    // Without the covering queen the rook may be captured by a bring-in.
    let bare = position(&[(2, R, at(9, 16))], &[0, 2], &LARGE, InBox);
    let state = scenario("large", 2, &[], bare, 0, decide(Face::Plus, Some(3)));
    assert_eq!(bring_ins(&state), all_of(&LARGE, &[sq(9, 16), sq(10, 16)]));
}

#[test]
fn bring_in_refused_onto_a_piece_of_own_colour() {
    let pos = position(&[(0, R, at(9, 16))], &[0, 2], &SMALL, InBox);
    let state = scenario("small", 2, &[], pos, 0, decide(Face::Plus, None));
    assert_eq!(bring_ins(&state), all_of(&[Q, B, N], &[sq(10, 16)]));
    assert_eq!(
        state.check(&Command::BringIn {
            role: Q,
            field: sq(9, 16)
        }),
        Err(Refusal::NotLegal)
    );
}

#[test]
fn bring_in_is_followed_by_another_roll() {
    let pos = position(&[], &[0, 2], &SMALL, InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), decide(Face::Plus, None));
    let events = play(
        &mut state,
        Command::BringIn {
            role: R,
            field: sq(10, 16),
        },
    );
    assert_eq!(
        events,
        vec![
            Event::BroughtIn {
                piece: pc(0, R),
                field: sq(10, 16)
            },
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    assert_eq!(state.phase(), &Phase::Roll);
    assert_eq!(state.turn().seat, Seat(0));
    // The new roll of the same turn moves the brought-in piece.
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![rolled(0, Face::Pips(2), None)]
    );
    let moves = moves_of(&state);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|(r, _)| *r == R));
}

#[test]
fn bring_in_is_optional() {
    let pos = position(&[], &[0, 2], &SMALL, InBox);
    let mut state = scenario("small", 2, &[], pos, 0, decide(Face::Plus, None));
    assert!(state.legal_choices().contains(&Choice::Pass));
    let events = play(&mut state, Command::Pass);
    assert_eq!(
        events,
        vec![Event::Passed { seat: Seat(0) }, turn_started(2, 1)]
    );
    assert!(state.position().pieces_of(Seat(0)).all(|(_, l)| l == InBox));
}

#[test]
fn plus_without_box_pieces_ends_the_turn() {
    let pos = position(
        &[
            (0, Q, at(3, 16)),
            (0, R, at(3, 15)),
            (0, B, at(12, 15)),
            (2, Q, at(5, 0)),
        ],
        &[0, 2],
        &SMALL,
        Home,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Plus], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    let events = play(&mut state, Command::Roll);
    assert_eq!(
        events,
        vec![
            rolled(0, Face::Plus, None),
            Event::RollLost { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

// ----- §4.3: `#` misses the turn -----

#[test]
fn hash_misses_the_turn_in_the_small_game() {
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Hash], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Hash, None),
            Event::MissedTurn { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
    // Only this turn: nothing is remembered for later turns.
    assert!(state.missing_next().is_empty());
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(2, Face::Hash, None),
            Event::MissedTurn { seat: Seat(2) },
            turn_started(0, 2)
        ]
    );
}

#[test]
fn hash_misses_the_turn_in_the_large_game_whatever_the_orange_die() {
    for orange in 3..=8u8 {
        // The king could move by the orange die, and pieces could be brought in.
        let pos = position(
            &[(0, K, at(3, 16)), (0, Q, at(12, 15)), (2, K, at(5, 0))],
            &[0, 2],
            &LARGE,
            InBox,
        );
        let state = scenario(
            "large",
            2,
            &[],
            pos.clone(),
            0,
            decide(Face::Hash, Some(orange)),
        );
        assert!(
            state.legal_choices().is_empty(),
            "# with orange {orange} offers nothing"
        );
        let mut state = with_dice(setup("large", 2, &[]), &[Face::Hash], &[orange])
            .with_position(pos)
            .with_phase(Seat(0), Phase::Roll);
        assert_eq!(
            play(&mut state, Command::Roll),
            vec![
                rolled(0, Face::Hash, Some(orange)),
                Event::MissedTurn { seat: Seat(0) },
                turn_started(2, 1)
            ]
        );
    }
}

#[test]
fn plus_in_the_large_game_may_move_king_or_pawn_by_the_orange_die() {
    let pos = position(
        &[(0, K, at(3, 16)), (0, Q, at(12, 15)), (2, Q, at(5, 0))],
        &[0, 2],
        &LARGE,
        InBox,
    );
    let mut state = scenario("large", 2, &[], pos, 0, decide(Face::Plus, Some(3)));
    let choices = state.legal_choices();
    assert!(choices.contains(&Choice::Pass));
    assert!(choices.contains(&Choice::BringIn {
        role: R,
        field: sq(9, 16)
    }));
    let moves: Vec<&Choice> = choices
        .iter()
        .filter(|c| matches!(c, Choice::Move { .. }))
        .collect();
    assert!(!moves.is_empty());
    for c in &moves {
        assert!(
            matches!(
                c,
                Choice::Move {
                    role: K,
                    moves: 3,
                    ..
                }
            ),
            "{c:?}: only the king, by 3"
        );
    }
    assert_eq!(
        state.check(&mv(K, &[(4, 16)])),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[(12, 14)])),
        Err(Refusal::PieceNotMovable(Q))
    );
    // Moving the king ends the turn: no roll again.
    let events = play(&mut state, mv(K, &[(4, 16), (5, 16), (6, 16)]));
    assert_eq!(
        events,
        vec![
            Event::Stepped {
                piece: pc(0, K),
                from: sq(3, 16),
                to: sq(4, 16)
            },
            Event::Stepped {
                piece: pc(0, K),
                from: sq(4, 16),
                to: sq(5, 16)
            },
            Event::Stepped {
                piece: pc(0, K),
                from: sq(5, 16),
                to: sq(6, 16)
            },
            turn_started(2, 1),
        ]
    );
}

// ----- §4.4: a number -----

#[test]
fn white_die_moves_queen_rook_bishop_knight_orange_moves_king_pawn() {
    let pos = position(
        &[
            (0, Q, at(3, 15)),
            (0, R, at(5, 14)),
            (0, B, at(12, 15)),
            (0, N, at(13, 14)),
            (0, K, at(1, 12)),
            (0, P, at(1, 5)),
        ],
        &[0, 2],
        &LARGE,
        InBox,
    );
    let state = scenario("large", 2, &[], pos, 0, decide(Face::Pips(2), Some(5)));
    for role in LARGE {
        let want = if matches!(role, K | P) { 5 } else { 2 };
        assert_eq!(
            state.outcomes_for(role).expect("may roll").pips,
            want,
            "{role}"
        );
        assert!(
            moves_of(&state).iter().any(|(r, _)| *r == role),
            "{role} has a move"
        );
    }
    for cmd in state.legal_commands() {
        if let Command::Move { role, route } = cmd {
            let want = if matches!(role, K | P) { 5 } else { 2 };
            assert_eq!(route.len(), want, "{role}");
        }
    }
    assert_eq!(
        state.check(&mv(K, &[(1, 11)])),
        Err(Refusal::WrongLength { moves: 1, pips: 5 })
    );
    assert_eq!(
        state.check(&mv(N, &[(11, 15), (13, 14), (11, 15), (13, 14), (11, 15)])),
        Err(Refusal::WrongLength { moves: 5, pips: 2 })
    );
}

// ----- §4.5: three tries -----

#[test]
fn three_tries_while_no_piece_is_active() {
    // Seat 0 has pieces in its box and at home, none on the track.
    let pos = position(&[(0, B, Home), (2, Q, at(5, 0))], &[0, 2], &SMALL, InBox);
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
        vec![
            rolled(0, Face::Pips(2), None),
            Event::RollLost { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

#[test]
fn one_try_only_with_an_active_piece() {
    // The same roll with a piece on the track that cannot move: the turn ends at once.
    let pos = position(
        &[
            (0, Q, at(9, 16)),
            (2, R, at(9, 15)),
            (2, B, at(10, 15)),
            (2, N, at(10, 16)),
        ],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Pips(2), None),
            Event::RollLost { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

#[test]
fn hash_uses_a_try_when_no_piece_is_active() {
    let pos = position(&[(2, Q, at(5, 0))], &[0, 2], &SMALL, InBox);
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
    let pos = position(&[(2, Q, at(5, 0))], &[0, 2], &SMALL, InBox);
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
    let events = play(
        &mut state,
        Command::BringIn {
            role: Q,
            field: sq(9, 16),
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::RollAgain {
            seat: Seat(0),
            capture_covered: false
        })
    );
    // A fourth roll follows, and it is a normal roll: `#` misses the turn.
    let mut state = change_white_die(state, &[Face::Hash]);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Hash, None),
            Event::MissedTurn { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

// ----- §4.6: start fields stay open -----

#[test]
fn start_fields_stay_open_roll_must_free_one() {
    let pos = position(
        &[(0, Q, at(9, 16)), (0, N, at(3, 15)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), decide(Face::Plus, None));
    // The bring-in fills the second start field; the box still holds the bishop.
    play(
        &mut state,
        Command::BringIn {
            role: R,
            field: sq(10, 16),
        },
    );
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
    let pos = position(
        &[
            (0, Q, at(9, 16)),
            (0, R, at(10, 16)),
            (0, N, at(3, 15)),
            (0, B, InBox),
            (2, R, at(9, 15)),
            (2, B, at(10, 15)),
            (2, N, at(11, 16)),
        ],
        &[0, 2],
        &SMALL,
        Home,
    );
    let state = scenario("small", 2, &[], pos, 0, decide(Face::Pips(2), None));
    assert!(state.outcomes_for(Q).unwrap().results.is_empty());
    assert!(state.outcomes_for(R).unwrap().results.is_empty());
    let moves = moves_of(&state);
    assert!(moves.iter().all(|(r, _)| *r == N));
    assert_eq!(moves.len(), state.outcomes_for(N).unwrap().results.len());
    assert!(!moves.is_empty());
}

#[test]
fn start_fields_may_be_filled_by_a_bring_in() {
    let pos = position(&[(0, Q, at(9, 16))], &[0, 2], &SMALL, InBox);
    let mut state = scenario("small", 2, &[], pos, 0, decide(Face::Plus, None));
    assert_eq!(bring_ins(&state), all_of(&[R, B, N], &[sq(10, 16)]));
    assert_eq!(
        play(
            &mut state,
            Command::BringIn {
                role: B,
                field: sq(10, 16)
            }
        ),
        vec![
            Event::BroughtIn {
                piece: pc(0, B),
                field: sq(10, 16)
            },
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    assert_eq!(state.position().piece_at(sq(9, 16)), Some(pc(0, Q)));
    assert_eq!(state.position().piece_at(sq(10, 16)), Some(pc(0, B)));
}

// ----- §6: no blockade, covered pieces -----

#[test]
fn no_blockade_on_foreign_start_fields() {
    // Seat 2's start fields are (7,0) and (6,0). A seat 0 rook already stands on (6,0).
    let pieces = [(0, R, at(6, 0)), (0, Q, at(7, 2))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state
        .outcomes_for(Q)
        .unwrap()
        .result(Target::Square(sq(7, 0)))
        .is_some());
    assert!(
        !has_move(&state, Q, Target::Square(sq(7, 0))),
        "queen and rook would cover each other"
    );
    assert!(has_move(&state, Q, Target::Square(sq(7, 1))));
    assert_eq!(state.check(&mv(Q, &[(7, 0)])), Err(Refusal::NotLegal));
    // Without the protection rule there is no such thing as a blockade.
    let state = scenario(
        "small",
        2,
        &[],
        position(&pieces, &[0, 2], &SMALL, Home),
        0,
        decide(Face::Pips(1), None),
    );
    assert!(has_move(&state, Q, Target::Square(sq(7, 0))));
}

#[test]
fn no_blockade_on_foreign_entry_fields() {
    // Seat 2's entry fields are (9,2) and (8,2).
    let pieces = [(0, R, at(8, 2)), (0, Q, at(9, 0))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state
        .outcomes_for(Q)
        .unwrap()
        .result(Target::Square(sq(9, 2)))
        .is_some());
    assert!(!has_move(&state, Q, Target::Square(sq(9, 2))));
    assert!(has_move(&state, Q, Target::Square(sq(9, 1))));
    let state = scenario(
        "small",
        2,
        &[],
        position(&pieces, &[0, 2], &SMALL, Home),
        0,
        decide(Face::Pips(1), None),
    );
    assert!(has_move(&state, Q, Target::Square(sq(9, 2))));
}

#[test]
fn blockade_needs_pieces_that_cover_each_other() {
    // A knight does not cover the square beside it: a rook and a knight on seat 2's
    // start fields are no blockade, while a rook and a queen are.
    let pieces = [(0, R, at(6, 0)), (0, N, at(8, 2)), (0, Q, at(7, 2))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(has_move(&state, N, Target::Square(sq(7, 0))));
    assert!(!has_move(&state, Q, Target::Square(sq(7, 0))));
}

#[test]
fn blockade_pieces_count_as_uncovered() {
    // A card left seat 0's rook and queen on seat 2's start fields, covering each other.
    let pieces = [(0, R, at(6, 0)), (0, Q, at(7, 0)), (2, N, at(5, 2))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, InBox),
        2,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: N,
        target: Target::Square(sq(6, 0)),
        captures: Some(pc(0, R)),
        moves: 1
    }));
    // And seat 2 may bring in onto either of them.
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, InBox),
        2,
        decide(Face::Plus, Some(3)),
    );
    let fields: Vec<Square> = bring_ins(&state).into_iter().map(|(_, f)| f).collect();
    assert!(fields.contains(&sq(7, 0)) && fields.contains(&sq(6, 0)));
    // The same pair elsewhere on the track protects itself.
    let pieces = [(0, R, at(4, 0)), (0, Q, at(5, 0)), (2, N, at(3, 2))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, InBox),
        2,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state
        .outcomes_for(N)
        .unwrap()
        .results
        .iter()
        .all(|r| r.captures.is_none()));
}

#[test]
fn cover_is_judged_with_the_capturers_start_square_empty() {
    // Seat 2's rook on (3,16) covers (6,16) only once seat 0's queen has left (4,16).
    let pieces = [(0, Q, at(4, 16)), (2, R, at(3, 16)), (2, N, at(6, 16))];
    let state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(!has_move(&state, Q, Target::Square(sq(6, 16))));
    assert_eq!(state.check(&mv(Q, &[(6, 16)])), Err(Refusal::NotLegal));
    // Without a covering piece the knight may be captured.
    let pieces = [(0, Q, at(4, 16)), (2, R, at(3, 14)), (2, N, at(6, 16))];
    let mut state = scenario(
        "large",
        2,
        &[],
        position(&pieces, &[0, 2], &LARGE, Home),
        0,
        decide(Face::Pips(1), Some(3)),
    );
    assert_eq!(
        play(&mut state, mv(Q, &[(6, 16)])),
        vec![
            Event::Stepped {
                piece: pc(0, Q),
                from: sq(4, 16),
                to: sq(6, 16)
            },
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, Q),
                at: sq(6, 16)
            },
            turn_started(2, 1),
        ]
    );
}

// ----- §4.7: lost roll -----

#[test]
fn lost_roll_when_nothing_is_legal() {
    let pos = position(
        &[
            (0, Q, at(9, 16)),
            (2, R, at(9, 15)),
            (2, B, at(10, 15)),
            (2, N, at(10, 16)),
        ],
        &[0, 2],
        &SMALL,
        Home,
    );
    let state = scenario("small", 2, &[], pos.clone(), 0, decide(Face::Pips(2), None));
    assert!(state.legal_choices().is_empty());
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Pips(2), None),
            Event::RollLost { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

// ----- §4.8: finishing -----

/// Seat `s`'s queen on an entry field, every other piece of the seat home.
fn last_queen(s: u8) -> (u8, Role, Location) {
    let entry = [sq(8, 14), sq(14, 8), sq(8, 2), sq(2, 8)];
    let e = entry[s as usize];
    (s, Q, Location::Track(e))
}

/// The house square straight ahead of `last_queen(s)`.
fn house_ahead(s: u8) -> (u8, u8) {
    [(8, 13), (13, 8), (8, 3), (3, 8)][s as usize]
}

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
    let mut state = scenario("small", 4, &[], pos, 0, decide(Face::Pips(1), None));
    assert!(has_move(&state, Q, Target::Home));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(0)])),
        vec![
            Event::CameHome {
                piece: pc(0, Q),
                from: sq(8, 14),
                to: sq(8, 13)
            },
            Event::Finished {
                seat: Seat(0),
                placing: 1
            },
            turn_started(1, 1),
        ]
    );
    let mut state = state.with_phase(Seat(1), decide(Face::Pips(1), None));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(1)])),
        vec![
            Event::CameHome {
                piece: pc(1, Q),
                from: sq(14, 8),
                to: sq(13, 8)
            },
            Event::Finished {
                seat: Seat(1),
                placing: 2
            },
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
    let mut state = scenario("small", 3, &[], pos, 0, decide(Face::Pips(1), None));
    play(&mut state, mv(Q, &[house_ahead(0)]));
    let mut state = state.with_phase(Seat(1), decide(Face::Pips(1), None));
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(1)])),
        vec![
            Event::CameHome {
                piece: pc(1, Q),
                from: sq(14, 8),
                to: sq(13, 8)
            },
            Event::Finished {
                seat: Seat(1),
                placing: 2
            },
            Event::Finished {
                seat: Seat(2),
                placing: 3
            },
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
    let pos = position(
        &[(0, Q, at(8, 15)), (0, R, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let mut state = scenario("small", 2, &[], pos, 0, decide(Face::Pips(4), None));
    assert_eq!(
        play(&mut state, mv(Q, &[(8, 13)])),
        vec![
            Event::CameHome {
                piece: pc(0, Q),
                from: sq(8, 15),
                to: sq(8, 13)
            },
            turn_started(2, 1)
        ]
    );
    assert_eq!(state.position().location(pc(0, Q)), Some(Home));
}

// ----- seats and turn order -----

#[test]
fn two_players_sit_at_seats_0_and_2() {
    let s = setup("small", 2, &[]);
    assert_eq!(s.seats, vec![Seat(0), Seat(2)]);
    assert_eq!(s.first, Seat(0));
    let state = State::classic(s);
    let mut seats: Vec<Seat> = state.position().pieces().map(|(p, _)| p.seat).collect();
    seats.dedup();
    assert_eq!(seats, vec![Seat(0), Seat(2)]);
    assert!(state.position().pieces().all(|(_, l)| l == InBox));
    assert_eq!(state.position().pieces().count(), 8);
    let mut state = state.with_phase(Seat(0), decide(Face::Plus, None));
    assert_eq!(
        play(&mut state, Command::Pass),
        vec![Event::Passed { seat: Seat(0) }, turn_started(2, 1)]
    );
    let mut state = state.with_phase(Seat(2), decide(Face::Plus, None));
    assert_eq!(
        play(&mut state, Command::Pass),
        vec![Event::Passed { seat: Seat(2) }, turn_started(0, 2)]
    );
}

#[test]
fn three_players_sit_at_seats_0_1_2() {
    let s = setup("small", 3, &[]);
    assert_eq!(s.seats, vec![Seat(0), Seat(1), Seat(2)]);
    assert_eq!(Setup::default_seats(4), Seat::ALL.to_vec());
    let mut state = State::classic(s);
    let mut order = vec![];
    for _ in 0..4 {
        let seat = state.turn().seat;
        state = state.with_phase(seat, decide(Face::Plus, None));
        let events = play(&mut state, Command::Pass);
        order.push(events.last().cloned().unwrap());
    }
    assert_eq!(
        order,
        vec![
            turn_started(1, 1),
            turn_started(2, 1),
            turn_started(0, 2),
            turn_started(1, 2)
        ]
    );
}

#[test]
fn turn_order_skips_finished_players() {
    let pos = position(
        &[last_queen(0), (1, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 1, 2],
        &SMALL,
        Home,
    );
    let mut state = with_dice(setup("small", 3, &[]), &[Face::Hash], &[])
        .with_position(pos)
        .with_phase(Seat(0), decide(Face::Pips(1), None));
    let events = play(&mut state, mv(Q, &[house_ahead(0)]));
    assert_eq!(
        events[1..],
        [
            Event::Finished {
                seat: Seat(0),
                placing: 1
            },
            turn_started(1, 1)
        ]
    );
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(1, Face::Hash, None),
            Event::MissedTurn { seat: Seat(1) },
            turn_started(2, 1)
        ]
    );
    // Seat 0 has finished: after seat 2 comes seat 1, in the next round.
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(2, Face::Hash, None),
            Event::MissedTurn { seat: Seat(2) },
            turn_started(1, 2)
        ]
    );
}

// ----- §5: house rules -----

#[test]
fn house_rule_symbols_bring_in_lets_hash_bring_in() {
    let rules = [HouseRule::SymbolsBringIn];
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let mut state = scenario("small", 2, &rules, pos.clone(), 0, decide(Face::Hash, None));
    assert_eq!(
        bring_ins(&state),
        all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)])
    );
    assert!(state.legal_choices().contains(&Choice::Pass));
    assert_eq!(
        play(
            &mut state,
            Command::BringIn {
                role: R,
                field: sq(9, 16)
            }
        ),
        vec![
            Event::BroughtIn {
                piece: pc(0, R),
                field: sq(9, 16)
            },
            Event::RollAgain {
                seat: Seat(0),
                capture_covered: false
            },
        ]
    );
    // Without the house rule `#` offers nothing.
    let state = scenario("small", 2, &[], pos, 0, decide(Face::Hash, None));
    assert!(state.legal_choices().is_empty());
    // With it, `#` still misses the turn when nothing can be brought in.
    let full = position(
        &[(0, Q, at(3, 16)), (0, R, at(3, 15)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let mut state = with_dice(setup("small", 2, &rules), &[Face::Hash], &[])
        .with_position(full)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![
            rolled(0, Face::Hash, None),
            Event::MissedTurn { seat: Seat(0) },
            turn_started(2, 1)
        ]
    );
}

#[test]
fn house_rule_hash_draws_card_splits_the_symbols() {
    let rules = [HouseRule::HashDrawsCard];
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    let state = scenario(
        "small-action",
        2,
        &rules,
        pos.clone(),
        0,
        decide(Face::Hash, None),
    );
    assert_eq!(state.legal_choices(), vec![Choice::DrawCard, Choice::Pass]);
    let state = scenario(
        "small-action",
        2,
        &rules,
        pos.clone(),
        0,
        decide(Face::Plus, None),
    );
    let choices = state.legal_choices();
    assert!(!choices.contains(&Choice::DrawCard));
    assert_eq!(
        bring_ins(&state),
        all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)])
    );
    assert_eq!(choices.len(), 7);
    // Without the house rule, `#` offers both.
    let state = scenario("small-action", 2, &[], pos, 0, decide(Face::Hash, None));
    assert!(state.legal_choices().contains(&Choice::DrawCard));
    assert_eq!(bring_ins(&state).len(), 6);
}

#[test]
fn house_rule_protect_covered_protects_in_the_small_action_game() {
    // Seat 2's rook on (6,16) is covered by its bishop on (8,14).
    let pos = position(
        &[(0, Q, at(3, 16)), (2, R, at(6, 16)), (2, B, at(8, 14))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let capture = Target::Square(sq(6, 16));
    let state = scenario(
        "small-action",
        2,
        &[HouseRule::ProtectCovered],
        pos.clone(),
        0,
        decide(Face::Pips(1), None),
    );
    assert!(state.setup().protection());
    assert!(!has_move(&state, Q, capture));
    let state = scenario("small-action", 2, &[], pos, 0, decide(Face::Pips(1), None));
    assert!(!state.setup().protection());
    assert!(has_move(&state, Q, capture));
}

#[test]
fn house_rule_may_stop_early_allows_shorter_rolls() {
    let pos = position(
        &[(0, Q, at(12, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let state = scenario("small", 2, &[], pos.clone(), 0, decide(Face::Pips(3), None));
    assert_eq!(
        state.check(&mv(Q, &[(12, 14)])),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    let mut state = scenario(
        "small",
        2,
        &[HouseRule::MayStopEarly],
        pos,
        0,
        decide(Face::Pips(3), None),
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: Q,
        target: Target::Square(sq(12, 14)),
        captures: None,
        moves: 1
    }));
    assert_eq!(
        play(&mut state, mv(Q, &[(12, 14)])),
        vec![
            Event::Stepped {
                piece: pc(0, Q),
                from: sq(12, 16),
                to: sq(12, 14)
            },
            turn_started(2, 1)
        ]
    );
}

#[test]
fn house_rule_end_after_first_winner() {
    let pos = position(
        &[last_queen(0), (1, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 1, 2],
        &SMALL,
        Home,
    );
    let mut state = scenario(
        "small",
        3,
        &[HouseRule::EndAfterFirstWinner],
        pos.clone(),
        0,
        decide(Face::Pips(1), None),
    );
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(0)])),
        vec![
            Event::CameHome {
                piece: pc(0, Q),
                from: sq(8, 14),
                to: sq(8, 13)
            },
            Event::Finished {
                seat: Seat(0),
                placing: 1
            },
            Event::GameOver {
                placings: vec![Seat(0)]
            },
        ]
    );
    assert!(state.is_over());
    // Without it the others play on.
    let mut state = scenario("small", 3, &[], pos, 0, decide(Face::Pips(1), None));
    let events = play(&mut state, mv(Q, &[house_ahead(0)]));
    assert_eq!(events.last(), Some(&turn_started(1, 1)));
    assert!(!state.is_over());
}

// ----- §5: action games -----

#[test]
fn action_game_plus_offers_bring_in_or_card() {
    let pos = position(
        &[(0, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    for face in [Face::Plus, Face::Hash] {
        let state = scenario("small-action", 2, &[], pos.clone(), 0, decide(face, None));
        let choices = state.legal_choices();
        assert_eq!(
            bring_ins(&state),
            all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)]),
            "{face}"
        );
        assert!(choices.contains(&Choice::DrawCard), "{face}");
        assert!(choices.contains(&Choice::Pass), "{face}");
        assert_eq!(choices.len(), 8, "{face}: {choices:?}");
    }
    // The plain small game has no cards.
    let state = scenario("small", 2, &[], pos, 0, decide(Face::Plus, None));
    assert!(!state.legal_choices().contains(&Choice::DrawCard));
}

#[test]
fn drawing_a_card_ends_the_turn() {
    let pos = position(
        &[(0, R, at(3, 16)), (0, Q, at(12, 15)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    // A one-card deck, so that the test does not depend on the default deck's make-up.
    let card = r#"[{ "id": "own-rook-to-box", "text": { "de": "Dein aktiver Turm geht zurück in die Startbox.",
        "en": "Your active rook goes back to the start box." }, "tone": "bad", "roles": ["rook"],
        "needs_protection": false, "count": 1, "effect": { "type": "own-to-box", "role": "rook" } }]"#;
    let cards = CardSet::from_files(vec![("test.json".to_string(), card.to_string())]).unwrap();
    let board = Arc::new(Board::classic());
    let mut state = State::new(
        setup("small-action", 2, &[]),
        board,
        Dice::default_dice(),
        &cards,
    )
    .unwrap()
    .with_position(pos)
    .with_phase(Seat(0), decide(Face::Plus, None))
    .with_draw_pile(&["own-rook-to-box"]);
    assert_eq!(state.deck().draw.len(), 1);
    assert_eq!(
        play(&mut state, Command::DrawCard),
        vec![
            Event::CardDrawn {
                seat: Seat(0),
                card: "own-rook-to-box".into()
            },
            Event::Placed {
                piece: pc(0, R),
                from: at(3, 16),
                to: InBox
            },
            Event::CardDiscarded {
                card: "own-rook-to-box".into()
            },
            turn_started(2, 1),
        ]
    );
}

// ----- commands are checked -----

/// Seat 0's queen on (12,16) rolls a 2; seat 2's knight stands on (14,14).
fn queen_rolls_two_by_a_knight() -> State {
    let pos = position(
        &[(0, Q, at(12, 16)), (2, N, at(14, 14))],
        &[0, 2],
        &SMALL,
        Home,
    );
    scenario("small", 2, &[], pos, 0, decide(Face::Pips(2), None))
}

#[test]
fn check_refuses_a_route_with_an_illegal_step() {
    let state = queen_rolls_two_by_a_knight();
    // Across the own blocking line.
    assert_eq!(
        state.check(&mv(Q, &[(8, 16), (8, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A knight's jump is no queen move.
    assert_eq!(
        state.check(&mv(Q, &[(12, 15), (14, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    // Into a wall.
    assert_eq!(
        state.check(&mv(Q, &[(12, 13), (12, 14)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // Through a piece.
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (15, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    // A capture before the last move.
    assert_eq!(
        state.check(&mv(Q, &[(14, 14), (14, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A piece that is not on the track.
    assert_eq!(
        state.check(&mv(R, &[(3, 16), (4, 16)])),
        Err(Refusal::PieceNotMovable(R))
    );
    // The legal route is accepted.
    assert_eq!(state.check(&mv(Q, &[(12, 15), (13, 15)])), Ok(()));
}

#[test]
fn check_still_walks_a_route_the_rules_did_not_make() {
    // `command_for` remembers its route so that `check` need not walk it again; a
    // different route to the same square must still be walked, and refused if illegal.
    let state = queen_rolls_two_by_a_knight();
    let target = Square::new(14, 14);
    let choice = state
        .choices()
        .iter()
        .find(|c| matches!(c, Choice::Move { role: Role::Queen, target: Target::Square(t), .. } if *t == target))
        .cloned()
        .expect("the queen can capture the knight in two moves");
    let made = state.command_for(&choice);
    assert_eq!(state.check(&made), Ok(()));
    // Through the knight's square first, then on: a capture before the last move.
    assert_eq!(
        state.check(&mv(Q, &[(14, 14), (14, 15)])),
        Err(Refusal::BadRoute { step: 0 })
    );
    // A knight's jump onto the same target is no queen move.
    assert_eq!(
        state.check(&mv(Q, &[(12, 15), (14, 14)])),
        Err(Refusal::BadRoute { step: 1 })
    );
    assert_eq!(state.check(&made), Ok(()));
}

#[test]
fn check_refuses_half_made_rolls() {
    let pos = position(
        &[(0, Q, at(12, 16)), (0, R, at(8, 15)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let state = scenario("small", 2, &[], pos, 0, decide(Face::Pips(3), None));
    assert_eq!(
        state.check(&mv(Q, &[(12, 14)])),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (12, 15)])),
        Err(Refusal::WrongLength { moves: 2, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[(12, 14), (12, 15), (12, 14), (12, 15)])),
        Err(Refusal::WrongLength { moves: 4, pips: 3 })
    );
    assert_eq!(
        state.check(&mv(Q, &[])),
        Err(Refusal::WrongLength { moves: 0, pips: 3 })
    );
    assert_eq!(state.check(&mv(Q, &[(12, 14), (12, 15), (12, 14)])), Ok(()));
    // Coming home is the one roll that may be shorter.
    assert_eq!(state.check(&mv(R, &[(8, 13)])), Ok(()));
}

#[test]
fn legal_commands_never_list_half_made_rolls() {
    let pos = position(
        &[
            (0, Q, at(7, 15)),
            (0, R, at(12, 15)),
            (0, B, at(6, 16)),
            (0, N, at(3, 16)),
            (2, Q, at(5, 0)),
        ],
        &[0, 2],
        &SMALL,
        Home,
    );
    let house = [sq(7, 12), sq(8, 12), sq(7, 13), sq(8, 13)];
    for pips in 1..=4u8 {
        let state = scenario(
            "small",
            2,
            &[],
            pos.clone(),
            0,
            decide(Face::Pips(pips), None),
        );
        let commands = state.legal_commands();
        assert_eq!(commands.len(), state.legal_choices().len());
        let mut home_routes = 0;
        for cmd in &commands {
            let Command::Move { route, .. } = cmd else {
                panic!("{cmd:?} on a number")
            };
            assert_eq!(state.check(cmd), Ok(()), "{cmd:?}");
            if house.contains(route.last().unwrap()) {
                home_routes += 1;
                assert!(route.len() <= pips as usize, "{cmd:?}");
            } else {
                assert_eq!(route.len(), pips as usize, "{cmd:?}");
            }
        }
        assert!(home_routes >= 1, "the queen can come home with {pips}");
    }
}

#[test]
fn dice_faces_are_data() {
    let dice = Dice::default_dice();
    let numbers = |r: std::ops::RangeInclusive<u8>| r.map(Face::Pips).collect::<Vec<_>>();
    let mut white = numbers(1..=4);
    white.extend([Face::Plus, Face::Hash]);
    assert_eq!(dice.white, white);
    assert_eq!(dice.orange, numbers(3..=8));
    // Other dice drive the game just the same: a white die showing only 6.
    let pos = position(
        &[(0, Q, at(12, 16)), (2, Q, at(5, 0))],
        &[0, 2],
        &SMALL,
        Home,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(6)], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(
        play(&mut state, Command::Roll),
        vec![rolled(0, Face::Pips(6), None)]
    );
    assert_eq!(state.outcomes_for(Q).unwrap().pips, 6);
    for cmd in state.legal_commands() {
        let Command::Move { route, .. } = cmd else {
            panic!()
        };
        assert_eq!(route.len(), 6);
    }
}

#[test]
fn same_seed_rolls_the_same_dice() {
    let roll_log = |seed: u64| {
        let mut s = setup("large", 2, &[]);
        s.seed = seed;
        let mut state = State::classic(s);
        let mut faces = vec![];
        for _ in 0..20 {
            let events = play(&mut state, Command::Roll);
            if let Some(Event::Rolled { white, orange, .. }) = events.first() {
                faces.push((*white, *orange));
            }
            if state.phase() != &Phase::Roll {
                // Something to decide: decline, or move with the last legal command.
                let cmd = state.legal_commands().into_iter().last().unwrap();
                play(&mut state, cmd);
            }
        }
        faces
    };
    assert_eq!(roll_log(11), roll_log(11));
    assert_ne!(roll_log(11), roll_log(12));
}
