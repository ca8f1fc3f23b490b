//! rules.md §4, a turn: the dice as data, the seats and the turn order, and what the
//! white die's faces mean (§4.2 `+` brings in, §4.3 `#` misses the turn, §4.4 a number).
//!
//! Positions are built by hand; the decision at hand is set with `with_phase`, or the
//! dice are replaced by one-faced dice so that `Roll` is deterministic.

use track::dice::{Dice, Face};
use track::pieces::{Location, Role, Seat};
use track::{Choice, Command, Event, Phase, Refusal, Setup, State};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

#[test]
fn dice_faces_are_data() {
    let dice = Dice::default_dice();
    let numbers = |r: std::ops::RangeInclusive<u8>| r.map(Face::Pips).collect::<Vec<_>>();
    let mut white = numbers(1..=4);
    white.extend([Face::Plus, Face::Hash]);
    assert_eq!(dice.white, white);
    assert_eq!(dice.orange, numbers(3..=8));
    // Other dice drive the game just the same: a white die showing only 6.
    let pos = small_pos(&[(0, Q, at(12, 16)), (2, Q, at(5, 0))], Home);
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
    assert_eq!(events[1..], [finished(0, 1), turn_started(1, 1)]);
    assert_eq!(play(&mut state, Command::Roll), missed_turn(1, 2, 1));
    // Seat 0 has finished: after seat 2 comes seat 1, in the next round.
    assert_eq!(play(&mut state, Command::Roll), missed_turn(2, 1, 2));
}

// ----- §4.2: `+` brings in -----

#[test]
fn bring_in_captures_a_foreign_piece_on_the_start_field() {
    let pos = small_pos(&[(2, N, at(9, 16))], InBox);
    let mut state = deciding(setup("small", 2, &[]), pos, Face::Plus, None);
    // Both start fields are offered: the held one (capture) although the other is free.
    assert_eq!(bring_ins(&state), all_of(&SMALL, &[sq(9, 16), sq(10, 16)]));
    let events = play(&mut state, bring_in(Q, (9, 16)));
    assert_eq!(
        events,
        vec![
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, Q),
                at: sq(9, 16)
            },
            brought_in(pc(0, Q), (9, 16)),
            roll_again(0),
        ]
    );
    assert_eq!(state.position().location(pc(2, N)), Some(InBox));
    assert_eq!(state.position().location(pc(0, Q)), Some(at(9, 16)));
}

#[test]
fn bring_in_refused_onto_a_covered_piece() {
    // Large game: protection on. The seat 2 rook on (9,16) is covered by its queen on (9,14).
    let covered = large_pos(&[(2, R, at(9, 16)), (2, Q, at(9, 14))], InBox);
    let state = deciding(setup("large", 2, &[]), covered, Face::Plus, Some(3));
    assert_eq!(bring_ins(&state), all_of(&LARGE, &[sq(10, 16)]));
    assert_eq!(state.check(&bring_in(Q, (9, 16))), Err(Refusal::NotLegal));
    // Without the covering queen the rook may be captured by a bring-in.
    let bare = large_pos(&[(2, R, at(9, 16))], InBox);
    let state = deciding(setup("large", 2, &[]), bare, Face::Plus, Some(3));
    assert_eq!(bring_ins(&state), all_of(&LARGE, &[sq(9, 16), sq(10, 16)]));
}

#[test]
fn bring_in_refused_onto_a_piece_of_own_colour() {
    let pos = small_pos(&[(0, R, at(9, 16))], InBox);
    let state = deciding(setup("small", 2, &[]), pos, Face::Plus, None);
    assert_eq!(bring_ins(&state), all_of(&[Q, B, N], &[sq(10, 16)]));
    assert_eq!(state.check(&bring_in(Q, (9, 16))), Err(Refusal::NotLegal));
}

#[test]
fn bring_in_is_followed_by_another_roll() {
    let pos = small_pos(&[], InBox);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Pips(2)], &[])
        .with_position(pos)
        .with_phase(Seat(0), decide(Face::Plus, None));
    let events = play(&mut state, bring_in(R, (10, 16)));
    assert_eq!(events, vec![brought_in(pc(0, R), (10, 16)), roll_again(0),]);
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
    let pos = small_pos(&[], InBox);
    let mut state = deciding(setup("small", 2, &[]), pos, Face::Plus, None);
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
    let pos = small_pos(
        &[
            (0, Q, at(3, 16)),
            (0, R, at(3, 15)),
            (0, B, at(12, 15)),
            (2, Q, at(5, 0)),
        ],
        Home,
    );
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Plus], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    let events = play(&mut state, Command::Roll);
    assert_eq!(events, roll_lost(0, Face::Plus, 2, 1));
}

// ----- §4.3: `#` misses the turn -----

#[test]
fn hash_misses_the_turn_in_the_small_game() {
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], Home);
    let mut state = with_dice(setup("small", 2, &[]), &[Face::Hash], &[])
        .with_position(pos)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(play(&mut state, Command::Roll), missed_turn(0, 2, 1));
    // Only this turn: nothing is remembered for later turns.
    assert!(state.missing_next().is_empty());
    assert_eq!(play(&mut state, Command::Roll), missed_turn(2, 0, 2));
}

#[test]
fn hash_misses_the_turn_in_the_large_game_whatever_the_orange_die() {
    for orange in 3..=8u8 {
        // The king could move by the orange die, and pieces could be brought in.
        let pos = large_pos(
            &[(0, K, at(3, 16)), (0, Q, at(12, 15)), (2, K, at(5, 0))],
            InBox,
        );
        let state = deciding(
            setup("large", 2, &[]),
            pos.clone(),
            Face::Hash,
            Some(orange),
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
    let pos = large_pos(
        &[(0, K, at(3, 16)), (0, Q, at(12, 15)), (2, Q, at(5, 0))],
        InBox,
    );
    let mut state = deciding(setup("large", 2, &[]), pos, Face::Plus, Some(3));
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
            stepped(pc(0, K), (3, 16), (4, 16)),
            stepped(pc(0, K), (4, 16), (5, 16)),
            stepped(pc(0, K), (5, 16), (6, 16)),
            turn_started(2, 1),
        ]
    );
}

// ----- §4.4: a number -----

#[test]
fn white_die_moves_queen_rook_bishop_knight_orange_moves_king_pawn() {
    let pos = large_pos(
        &[
            (0, Q, at(3, 15)),
            (0, R, at(5, 14)),
            (0, B, at(12, 15)),
            (0, N, at(13, 14)),
            (0, K, at(1, 12)),
            (0, P, at(1, 5)),
        ],
        InBox,
    );
    let state = deciding(setup("large", 2, &[]), pos, Face::Pips(2), Some(5));
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
