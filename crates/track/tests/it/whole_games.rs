//! Whole bot games with invariants checked after every command and event
//! (rules.md §2–§7), determinism, and the JSON round trip.

use crate::common;
use std::collections::HashSet;
use track::board::Board;
use track::bots::BotKind;
use track::geometry::{Square, VECTORS};
use track::pieces::{Location, PieceId, Role, Seat};
use track::protection::is_covered;
use track::variant::{HouseRule, HouseRules, Variant};
use track::{Command, Event, Setup, State};

const VARIANTS: [&str; 4] = ["small", "small-action", "large", "large-action"];

fn new_game(variant: &str, rules: HouseRules, players: usize, seed: u64) -> State {
    let mut setup = Setup::new(Variant::by_id(variant).unwrap(), rules, players, seed);
    setup.first = setup.seats[(seed as usize) % players];
    State::classic(setup)
}

/// Whether the straight path from `a` to `b` (a slide, a step or a knight jump)
/// properly crosses the mover's own blocking line.
fn path_crosses_own_line(board: &Board, seat: Seat, a: Square, b: Square) -> bool {
    let line = board.seat(seat).unwrap().line;
    let (dx, dy) = (b.x as i32 - a.x as i32, b.y as i32 - a.y as i32);
    let knight = (dx.abs() == 1 && dy.abs() == 2) || (dx.abs() == 2 && dy.abs() == 1);
    if knight {
        return line.is_crossed_by(a, b);
    }
    let (sx, sy) = (dx.signum(), dy.signum());
    assert!(
        dx == 0 || dy == 0 || dx.abs() == dy.abs(),
        "not a straight move {a} -> {b}"
    );
    let mut cur = a;
    while cur != b {
        let next = Square::new((cur.x as i32 + sx) as u8, (cur.y as i32 + sy) as u8);
        if line.is_crossed_by(cur, next) {
            return true;
        }
        cur = next;
    }
    false
}

/// Checks every invariant of one command: `before` --cmd/events--> `after`.
fn check_invariants(before: &State, cmd: &Command, events: &[Event], after: &State) {
    let board = after.board();
    let roles = after.setup().variant.roles.len();
    // Pieces per seat constant.
    for &seat in &after.setup().seats {
        assert_eq!(
            after.position().pieces_of(seat).count(),
            roles,
            "pieces of {seat}"
        );
    }
    // Never two pieces on one square; nothing on a wall or a foreign house.
    let mut seen = HashSet::new();
    for (p, at) in after.position().pieces() {
        if let Location::Track(sq) = at {
            assert!(seen.insert(sq), "two pieces on {sq}");
            assert!(
                board.cell(sq).is_track(),
                "{p:?} on a wall or house at {sq}"
            );
        }
    }
    // A finished player's pieces never move (cards never touch them).
    for &seat in before.placings() {
        for (p, at) in after.position().pieces_of(seat) {
            assert_eq!(at, Location::Home, "{p:?} of a finished player left home");
        }
    }
    let protection = before.setup().protection();
    let capture_covered = before.turn().capture_covered;
    let mut replay = before.clone();
    for e in events {
        match e {
            Event::Stepped { piece, from, to } => {
                assert!(
                    !path_crosses_own_line(board, piece.seat, *from, *to),
                    "{piece:?} crossed its line {from}->{to}"
                );
            }
            Event::CameHome { piece, from, to } => {
                assert!(
                    !path_crosses_own_line(board, piece.seat, *from, *to),
                    "{piece:?} crossed its line home"
                );
            }
            Event::Captured { piece, at, by } => {
                assert!(
                    !board.is_pause_of(*at, piece.seat),
                    "{piece:?} captured on its own pause field {at}"
                );
                if protection && !capture_covered {
                    // Judged when the capture happens: the capturer has left its origin
                    // and stands on (or is about to enter) the victim's square.
                    assert!(
                        !is_covered(board, replay.position(), *piece, None),
                        "covered {piece:?} captured at {at} by {by:?} ({cmd:?})"
                    );
                }
            }
            _ => {}
        }
        replay.apply(e);
    }
    // Applying the events to the old state gives exactly the new state.
    assert_eq!(&replay, after, "apply(events) differs from play()");
}

/// Plays one bot game with invariants; returns whether it ended and the event log.
fn checked_game(mut state: State, bot: BotKind, max_rounds: u32) -> (bool, Vec<Event>) {
    let mut log = vec![];
    let mut b = bot.make();
    while !state.is_over() && state.round() <= max_rounds {
        let cmd = b
            .choose(&state)
            .expect("a legal command while the game runs");
        let before = state.clone();
        let events = state
            .play(&cmd)
            .unwrap_or_else(|e| panic!("bot command {cmd:?} refused: {e:?}"));
        check_invariants(&before, &cmd, &events, &state);
        log.extend(events);
    }
    (state.is_over(), log)
}

fn greedy_games_finish(variant: &str, games: u64) {
    for i in 0..common::scaled(games) {
        let players = 2 + (i % 3) as usize;
        let state = new_game(variant, HouseRules::default(), players, 1000 + i);
        let (over, _) = checked_game(state, BotKind::Greedy, 1000);
        assert!(
            over,
            "{variant} greedy game {i} did not end within 1000 rounds"
        );
    }
}

#[test]
fn greedy_games_of_small_finish_within_1000_rounds() {
    greedy_games_finish("small", 2000);
}

#[test]
fn greedy_games_of_small_action_finish_within_1000_rounds() {
    greedy_games_finish("small-action", 2000);
}

#[test]
fn greedy_games_of_large_finish_within_1000_rounds() {
    greedy_games_finish("large", 2000);
}

#[test]
fn greedy_games_of_large_action_finish_within_1000_rounds() {
    greedy_games_finish("large-action", 2000);
}

fn random_games_keep_every_invariant(variant: &str) {
    for i in 0..common::scaled(500) {
        let state = new_game(variant, HouseRules::default(), 4, 5000 + i);
        checked_game(state, BotKind::Random, 300);
    }
}

#[test]
fn random_games_of_small_keep_every_invariant_for_300_rounds() {
    random_games_keep_every_invariant("small");
}

#[test]
fn random_games_of_small_action_keep_every_invariant_for_300_rounds() {
    random_games_keep_every_invariant("small-action");
}

#[test]
fn random_games_of_large_keep_every_invariant_for_300_rounds() {
    random_games_keep_every_invariant("large");
}

#[test]
fn random_games_of_large_action_keep_every_invariant_for_300_rounds() {
    random_games_keep_every_invariant("large-action");
}

#[test]
fn house_rule_games_keep_every_invariant() {
    let all = [
        ("small", HouseRule::SymbolsBringIn),
        ("small-action", HouseRule::HashDrawsCard),
        ("small-action", HouseRule::ProtectCovered),
        ("large", HouseRule::MayStopEarly),
        ("small", HouseRule::EndAfterFirstWinner),
    ];
    for (v, r) in all {
        for i in 0..common::scaled(150) {
            let state = new_game(
                v,
                HouseRules::default().with(r),
                2 + (i % 3) as usize,
                9000 + i,
            );
            let (over, _) = checked_game(state, BotKind::Greedy, 1000);
            assert!(over, "{v} with {r}: game {i} did not end");
        }
    }
}

#[test]
fn same_seed_gives_identical_event_log() {
    for v in VARIANTS {
        let a = checked_game(
            new_game(v, HouseRules::default(), 4, 42),
            BotKind::Greedy,
            1000,
        )
        .1;
        let b = checked_game(
            new_game(v, HouseRules::default(), 4, 42),
            BotKind::Greedy,
            1000,
        )
        .1;
        let c = checked_game(
            new_game(v, HouseRules::default(), 4, 43),
            BotKind::Greedy,
            1000,
        )
        .1;
        let (ja, jb, jc) = (
            serde_json::to_string(&a).unwrap(),
            serde_json::to_string(&b).unwrap(),
            serde_json::to_string(&c).unwrap(),
        );
        assert_eq!(ja, jb, "{v}: same seed, different logs");
        assert_ne!(ja, jc, "{v}: different seeds, same log");
    }
}

#[test]
fn state_round_trips_through_json_mid_game() {
    for v in VARIANTS {
        let mut state = new_game(v, HouseRules::default(), 3, 7);
        let mut bot = BotKind::Greedy.make();
        for step in 0..400 {
            if state.is_over() {
                break;
            }
            if step % 37 == 0 {
                let json = serde_json::to_string(&state).unwrap();
                let back: State = serde_json::from_str(&json).unwrap();
                assert_eq!(back, state, "{v}: round trip changed the state");
                // The copy plays on exactly like the original.
                let mut copy = back;
                let cmd = bot.choose(&state).unwrap();
                assert_eq!(copy.play(&cmd).unwrap(), state.clone().play(&cmd).unwrap());
            }
            let cmd = bot.choose(&state).unwrap();
            state.play(&cmd).unwrap();
        }
    }
}

#[test]
fn every_seat_keeps_its_pieces_and_placings_are_complete() {
    for v in VARIANTS {
        let state = new_game(v, HouseRules::default(), 4, 11);
        let mut s = state.clone();
        let mut bot = BotKind::Greedy.make();
        while !s.is_over() {
            let c = bot.choose(&s).unwrap();
            s.play(&c).unwrap();
        }
        let mut placed = s.placings().to_vec();
        placed.sort();
        assert_eq!(placed, s.setup().seats, "{v}: every player gets a placing");
        let _ = PieceId {
            seat: Seat(0),
            role: Role::Queen,
        };
        let _ = VECTORS;
    }
}
