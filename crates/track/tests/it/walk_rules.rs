//! The questions the window asks while a person walks a roll move by move, and the
//! §4.6 hint: the rules answer them, so that the window repeats no rule.

use crate::common;
use common::*;
use std::collections::BTreeSet;
use track::bots::BotKind;
use track::dice::Face;
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Role, Seat};
use track::variant::HouseRule;
use track::{Command, Phase, State};
use Location::Box as InBox;
use Role::{Queen as Q, Rook as R};

/// Seat 0 of the small game for `players` to decide on `white` pips.
fn deciding(players: usize, pos: track::pieces::Position, white: u8) -> State {
    common::deciding(setup("small", players, &[]), pos, Face::Pips(white), None)
}

#[test]
fn start_fields_must_be_freed_when_both_are_held_and_the_box_is_not_empty() {
    // Seat 0's start fields are (9,16) and (10,16) on the classic board.
    let both = small_pos(&[(0, Q, at(9, 16)), (0, R, at(10, 16))], InBox);
    assert!(deciding(2, both.clone(), 2).must_free_start());
    // Only one start field held: nothing to free.
    let one = small_pos(&[(0, Q, at(9, 16)), (0, R, at(3, 16))], InBox);
    assert!(!deciding(2, one, 2).must_free_start());
    // Before the roll the question does not arise.
    let rolling = State::classic(setup("small", 2, &[]))
        .with_position(both)
        .with_phase(Seat(0), Phase::Roll);
    assert!(!rolling.must_free_start());
}

#[test]
fn start_fields_need_not_be_freed_when_the_box_is_empty() {
    let mut pos = small_pos(&[(0, Q, at(9, 16)), (0, R, at(10, 16))], InBox);
    for role in [Role::Bishop, Role::Knight] {
        pos.set(pc(0, role), Location::Home);
    }
    assert!(!deciding(2, pos, 2).must_free_start());
}

/// Every walk the step questions allow, depth first: the targets where a walk may end.
/// A walk's next moves depend only on where it stands and how many moves it made, so
/// each (square, moves) is explored once.
fn walk_ends(
    state: &State,
    role: Role,
    walked: &mut Vec<Square>,
    ends: &mut BTreeSet<String>,
    seen: &mut BTreeSet<(Option<Square>, usize)>,
) {
    if !seen.insert((walked.last().copied(), walked.len())) {
        return;
    }
    for step in state.next_steps(role, walked) {
        if step.may_end {
            let cmd = if step.home {
                state
                    .home_command(role, walked)
                    .expect("a home step has a home command")
            } else {
                let mut route = walked.clone();
                route.push(step.square);
                Command::Move { role, route }
            };
            assert!(state.check(&cmd).is_ok(), "{cmd:?} offered but refused");
            let target = if step.home {
                Target::Home
            } else {
                Target::Square(step.square)
            };
            ends.insert(format!("{target:?}"));
        }
        if !step.last && !step.home {
            walked.push(step.square);
            walk_ends(state, role, walked, ends, seen);
            walked.pop();
        }
    }
}

/// Three-player games of the small game, the large one and the small one with
/// `MayStopEarly`, `seeds` seeds each, to be played by a computer player.
fn walk_games(seeds: u64) -> Vec<State> {
    let mut games = vec![];
    for (variant, rules) in [
        ("small", vec![]),
        ("large", vec![]),
        ("small", vec![HouseRule::MayStopEarly]),
    ] {
        for seed in 0..seeds {
            games.push(State::classic(with_seed(setup(variant, 3, &rules), seed)));
        }
    }
    games
}

#[test]
fn step_by_step_reaches_exactly_the_legal_results_of_the_roll() {
    let mut checked = 0;
    for mut state in walk_games(3) {
        let mut bot = BotKind::Greedy.make();
        while !state.is_over() && state.round() < 30 {
            if let Phase::Decide { .. } = state.phase() {
                for role in state.setup().variant.roles.clone() {
                    let legal: BTreeSet<String> = state
                        .targets_of(role)
                        .iter()
                        .map(|t| format!("{t:?}"))
                        .collect();
                    let mut ends = BTreeSet::new();
                    walk_ends(&state, role, &mut vec![], &mut ends, &mut BTreeSet::new());
                    let setup = state.setup();
                    let (variant, seed) = (&setup.variant.id, setup.seed);
                    assert_eq!(ends, legal, "{variant} seed {seed} {role:?}");
                    checked += 1;
                }
            }
            let cmd = bot.choose(&state).unwrap();
            state.play(&cmd).unwrap();
        }
    }
    assert!(checked > 100, "only {checked} decisions checked");
}

/// The ways ahead of a walk agree with its next steps, and a click further along walks
/// only moves the next steps allow, and ends, where it gets there, in a legal result.
fn check_ahead(state: &State, role: Role, walked: &[Square]) -> usize {
    let ahead = state.walk_ahead(role, walked);
    let first: BTreeSet<(Square, bool)> = ahead
        .squares()
        .filter(|(k, ..)| *k == 1)
        .map(|(_, s, home, _)| (s, home))
        .collect();
    let steps: BTreeSet<(Square, bool)> = state
        .next_steps(role, walked)
        .iter()
        .map(|s| (s.square, s.home))
        .collect();
    assert_eq!(first, steps, "{role:?} after {walked:?}");
    let mut checked = 0;
    let house = state.board().seat(state.turn().seat).map(|l| l.house[0]);
    for (_, square, home, _) in ahead.squares().collect::<Vec<_>>() {
        let target = if home {
            Target::Home
        } else {
            Target::Square(square)
        };
        let way = ahead.toward(target).expect("a square ahead has a way");
        let mut walk = walked.to_vec();
        for m in &way.moves {
            let next = state.next_steps(role, &walk);
            assert!(
                next.iter().any(|s| s.square == *m),
                "{m} is no next step after {walk:?}"
            );
            walk.push(*m);
        }
        assert_eq!(way.arrives, way.moves.len() == usize::from(way.needed));
        if way.arrives && way.may_end {
            let cmd = if home {
                walk.pop();
                state.home_command(role, &walk).expect("a home command")
            } else {
                Command::Move {
                    role,
                    route: walk.clone(),
                }
            };
            if !home || house.is_some() {
                assert!(state.check(&cmd).is_ok(), "{cmd:?} refused");
            }
        }
        checked += 1;
    }
    checked
}

#[test]
fn a_click_further_along_a_walk_follows_the_only_way_or_stops_where_ways_part() {
    let mut checked = 0;
    for mut state in walk_games(2) {
        let mut bot = BotKind::Greedy.make();
        while !state.is_over() && state.round() < 20 {
            if let Phase::Decide { .. } = state.phase() {
                for role in state.setup().variant.roles.clone() {
                    checked += check_ahead(&state, role, &[]);
                    // One move walked: the ways go on from there.
                    if let Some(s) = state.next_steps(role, &[]).first() {
                        if !s.last && !s.home {
                            checked += check_ahead(&state, role, &[s.square]);
                        }
                    }
                }
            }
            let cmd = bot.choose(&state).unwrap();
            state.play(&cmd).unwrap();
        }
    }
    assert!(checked > 1000, "only {checked} squares checked");
}
