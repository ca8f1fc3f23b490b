//! The hard player: Monte-Carlo rollouts on dice of its own, with common random numbers.

use super::evaluation::{Evaluator, Weights};
use super::normal::{score_choices, NormalBot};
use super::threats::Threats;
use super::{Bot, GreedyBot, TieBreak};
use crate::rules::pieces::{Location, Seat};
use crate::rules::{Choice, Command, Event, Phase, State};

/// The default budget of [`HardBot`], in simulated commands per decision.
const HARD_NODES: u32 = 600;

/// Choices whose one-ply score is this far below the best are not searched.
const SEARCH_MARGIN: f32 = 4.0;

/// By default, at most this many choices are searched.
const SEARCH_WIDTH: usize = 3;

/// A rollout stops after this many commands even if its round is not over.
const ROLLOUT_COMMANDS: u32 = 40;

/// Whether rollouts play greedy rather than normal.
const GREEDY_ROLLOUTS: bool = true;

/// At most this many rollouts per choice, however large the budget.
const MAX_ROLLOUTS: u32 = 256;

/// Plays the future out. Its best few choices by the normal evaluation are each
/// followed by the same imagined futures: every player, itself included, plays one
/// round on as the normal player would, on dice from the hard player's own generator,
/// and the position reached is scored by the normal evaluation (a finish decides).
///
/// - **Fair**: a rollout replaces the game's generator by its own (seeded from the
///   decision: the game's seed, the round, the seat, the dice shown and the position)
///   and reshuffles the draw pile from card order, so it never sees the real dice or
///   cards to come. It never uses [`State::decision_rng`] either.
/// - **Common random numbers**: rollout *j* of every choice uses the same seed, so the
///   choices are compared on the same dice and their difference is far less noisy
///   than their values.
/// - **Same state, same decision**: the work is counted in simulated commands, never
///   in time.
#[derive(Clone, Copy, Debug)]
pub struct HardBot {
    /// The evaluation's weights.
    pub weights: Weights,
    /// The budget of one decision, in simulated commands.
    pub nodes: u32,
    /// At most this many choices, the best by one ply, are searched.
    pub width: usize,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            weights: Weights::default(),
            nodes: HARD_NODES,
            width: SEARCH_WIDTH,
        }
    }
}

impl HardBot {
    /// A hard bot with a smaller or larger budget of simulated commands (tests use small ones).
    pub fn with_nodes(nodes: u32) -> HardBot {
        HardBot {
            nodes: nodes.max(1),
            ..HardBot::default()
        }
    }

    /// The best choice by rollouts.
    pub fn pick(&self, state: &State, choices: &[Choice]) -> Option<Choice> {
        if choices.len() <= 1 {
            return choices.first().cloned();
        }
        let ev = Evaluator::new(state, self.weights);
        let scores = score_choices(&ev, choices);
        let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mut order: Vec<usize> = (0..choices.len())
            .filter(|i| scores[*i] >= best - SEARCH_MARGIN)
            .collect();
        order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]).then(a.cmp(b)));
        order.truncate(self.width.max(1));
        let favourite = *order.first()?;
        if order.len() == 1 {
            return Some(choices[favourite].clone());
        }
        let key = decision_key(state);
        let mut totals = vec![0.0f32; order.len()];
        let mut spent = 0u32;
        let mut rollouts = 0u32;
        while rollouts < 2 || (spent < self.nodes && rollouts < MAX_ROLLOUTS) {
            let seed = mix(key, u64::from(rollouts));
            for (k, &i) in order.iter().enumerate() {
                let (value, cost) = rollout(state, &choices[i], seed, self.weights);
                totals[k] += value;
                spent += cost;
            }
            rollouts += 1;
        }
        // The first of the best means; the favourite keeps its place unless another
        // choice is better by a clear margin (the rollouts are noisy).
        let mut top = 0;
        for k in 1..totals.len() {
            if totals[k] > totals[top] {
                top = k;
            }
        }
        let gain = (totals[top] - totals[0]) / rollouts as f32;
        if gain < self.weights.override_margin {
            return Some(choices[favourite].clone());
        }
        Some(choices[order[top]].clone())
    }
}

impl Bot for HardBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let c = self.pick(state, state.choices())?;
        Some(state.command_for(&c))
    }
}

/// One imagined future of `choice`: the choice made, then one round played on by
/// the normal policy on dice seeded by `seed`. Returns the value for the player to
/// move in `root` and the commands it took.
fn rollout(root: &State, choice: &Choice, seed: u64, w: Weights) -> (f32, u32) {
    let me = root.turn().seat;
    let turns = root.setup().seats.len() - root.placings().len();
    let mut s = root
        .clone()
        .with_dealer_seed(seed)
        .with_draw_pile_reshuffled();
    let mut started = 0;
    let mut cost = 0;
    let mut cmd = root.command_for(choice);
    loop {
        let events = s.play(&cmd).expect("the policy only sends legal commands");
        cost += 1;
        started += events
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. }))
            .count();
        if s.is_over() || started >= turns || cost >= ROLLOUT_COMMANDS {
            break;
        }
        let choices = s.choices();
        let picked = if GREEDY_ROLLOUTS {
            GreedyBot::pick(&s, choices, &mut TieBreak::new(&s))
        } else {
            NormalBot::pick(&s, choices, w)
        };
        let Some(c) = picked else {
            break;
        };
        cmd = s.command_for(&c);
    }
    (leaf_value(root, &s, me, w), cost)
}

/// The value of a rollout's last state for `me`: a first finish decides, otherwise
/// the normal evaluation with every other seat still to move before `me` again.
fn leaf_value(root: &State, leaf: &State, me: Seat, w: Weights) -> f32 {
    if root.placings().is_empty() {
        if let Some(first) = leaf.placings().first() {
            return if *first == me { 1000.0 } else { -1000.0 };
        }
    }
    let view = leaf.clone().with_phase(me, Phase::Roll);
    let ev = Evaluator::new(&view, w);
    let others = ev.others();
    let th = Threats::new(&ev.m, view.position());
    ev.score(view.position(), &th, &others)
}

/// A number that names the decision, for seeding the rollouts: the game's seed, the
/// round, the seat and its tries, the dice shown, and where every piece stands. It
/// leaves out the game's generator, so the rollouts cannot follow the real dice.
fn decision_key(state: &State) -> u64 {
    let mut h = Fnv::default();
    h.add(state.setup().seed);
    h.add(u64::from(state.round()));
    let turn = state.turn();
    h.add(u64::from(turn.seat.0));
    h.add(u64::from(turn.tries_used));
    h.add(u64::from(turn.brought_in));
    h.add(u64::from(turn.capture_covered));
    for b in format!("{:?}", state.phase()).bytes() {
        h.add(u64::from(b));
    }
    for (p, at) in state.position().pieces() {
        let here = match at {
            Location::Box => 0,
            Location::Home => 1,
            Location::Track(sq) => 2 + u64::from(sq.x) * 256 + u64::from(sq.y),
        };
        h.add(u64::from(p.seat.0) << 40 | (p.role.index() as u64) << 32 | here);
    }
    h.0
}

/// FNV-1a over 64-bit words.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn add(&mut self, x: u64) {
        for b in x.to_le_bytes() {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The seed of rollout `n` of a decision (SplitMix64's finaliser).
fn mix(key: u64, n: u64) -> u64 {
    let mut z = key ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
