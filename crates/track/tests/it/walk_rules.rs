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
use track::variant::{HouseRule, HouseRules, Variant};
use track::{Command, Phase, Setup, State};
use Location::Box as InBox;
use Role::{Queen as Q, Rook as R};

fn deciding(players: usize, pos: track::pieces::Position, white: u8) -> State {
    State::classic(setup("small", players, &[]))
        .with_position(pos)
        .with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Pips(white),
                orange: None,
            },
        )
}

#[test]
fn start_fields_must_be_freed_when_both_are_held_and_the_box_is_not_empty() {
    // Seat 0's start fields are (9,16) and (10,16) on the classic board.
    let both = position(
        &[(0, Q, at(9, 16)), (0, R, at(10, 16))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    assert!(deciding(2, both.clone(), 2).must_free_start());
    // Only one start field held: nothing to free.
    let one = position(
        &[(0, Q, at(9, 16)), (0, R, at(3, 16))],
        &[0, 2],
        &SMALL,
        InBox,
    );
    assert!(!deciding(2, one, 2).must_free_start());
    // Before the roll the question does not arise.
    let rolling = State::classic(setup("small", 2, &[]))
        .with_position(both)
        .with_phase(Seat(0), Phase::Roll);
    assert!(!rolling.must_free_start());
}

#[test]
fn start_fields_need_not_be_freed_when_the_box_is_empty() {
    let mut pos = position(
        &[(0, Q, at(9, 16)), (0, R, at(10, 16))],
        &[0, 2],
        &SMALL,
        InBox,
    );
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

#[test]
fn step_by_step_reaches_exactly_the_legal_results_of_the_roll() {
    let mut checked = 0;
    for (variant, rules) in [
        ("small", vec![]),
        ("large", vec![]),
        ("small", vec![HouseRule::MayStopEarly]),
    ] {
        for seed in 0..3u64 {
            let mut rules_set = HouseRules::default();
            for r in &rules {
                rules_set = rules_set.with(*r);
            }
            let mut state = State::classic(Setup::new(
                Variant::by_id(variant).unwrap(),
                rules_set,
                3,
                seed,
            ));
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
                        assert_eq!(ends, legal, "{variant} seed {seed} {role:?}");
                        checked += 1;
                    }
                }
                let cmd = bot.choose(&state).unwrap();
                state.play(&cmd).unwrap();
            }
        }
    }
    assert!(checked > 100, "only {checked} decisions checked");
}
