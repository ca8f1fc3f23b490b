//! The hard player: expectimax over the dice of the next players, within a node budget.

use super::card_values::card_expectation;
use super::evaluation::{best_index, position_after, Evaluator, Weights};
use super::model::Model;
use super::normal::{score_choices, NormalBot};
use super::on_the_way::{candidates, Candidate};
use super::threats::Threats;
use super::value::{chances, features, move_worth, rotation, weights_for, Features};
use super::Bot;
use crate::dice::Face;
use crate::pieces::Location;
use crate::pieces::{Position, Seat};
use crate::{Choice, Command, Phase, State};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The default node budget of [`HardBot`]. A position scored costs one node; a reply
/// chosen costs one node plus one per eight choices it weighed.
const HARD_NODES: u32 = 1500;

/// How much of what it can expect to capture with its next roll counts in the
/// positions its search reaches ([`Weights::next_attack`]). Without it, the search
/// saw only the enemies' threats and none of its own: it captured less than normal.
const HARD_ATTACK: f32 = 2.0;

/// The leaves' scale when they are win chances: 100 is a sure first placing.
const WIN_SCALE: f32 = 100.0;

/// How many points of win chance (of [`WIN_SCALE`]) better the search must find a
/// choice than the one-ply favourite to take it instead.
const WIN_MARGIN: f32 = 0.0;

/// Rolls per player above which only the next player's rolls are searched (the large
/// game's 31 distinct rolls), below which the next two players' are.
const DEEP_ROLLS: usize = 8;

/// Choices whose one-ply score is this far below the best are not searched.
const SEARCH_MARGIN: f32 = 4.0;

/// By default, at most this many choices are searched.
const SEARCH_WIDTH: usize = 4;

/// Looks ahead over the dice. Its best few choices by the normal evaluation are
/// searched by expectimax: every roll of the next player, each answered as the normal
/// bot would answer it, and, while the node budget allows, every roll of the player
/// after that; the positions reached are scored by the normal evaluation, whose threat
/// term then only counts the players still to move before its next turn, plus what the
/// hard player can expect to capture with its own next roll. The work is
/// counted in nodes, never in time, so the same state always gives the same decision.
/// Its tie-breaks, and those of the replies it imagines, come from a generator seeded
/// by the decision itself, never from the game's: it cannot follow the dice to come.
#[derive(Clone, Copy, Debug)]
pub struct HardBot {
    /// The evaluation's weights.
    pub weights: Weights,
    /// The node budget of one decision.
    pub nodes: u32,
    /// At most this many choices, the best by one ply, are searched.
    pub width: usize,
    /// Whether the positions the search reaches are scored by the learnt win chances
    /// of the variant ([`super::value`]) where it has them, rather than by the normal
    /// evaluation.
    pub win_chances: bool,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            weights: Weights {
                next_attack: HARD_ATTACK,
                ..Weights::default()
            },
            nodes: HARD_NODES,
            width: SEARCH_WIDTH,
            win_chances: true,
        }
    }
}

impl HardBot {
    /// A hard bot with a smaller or larger node budget (tests use small ones).
    pub fn with_nodes(nodes: u32) -> HardBot {
        HardBot {
            nodes: nodes.max(1),
            ..HardBot::default()
        }
    }

    /// The best choice by lookahead.
    pub fn pick(&self, state: &State, choices: &[Choice]) -> Option<Choice> {
        self.pick_candidate(state, &candidates(state, choices))
            .map(|c| c.choice)
    }

    /// The best candidate by lookahead (a route's captures on the way included).
    fn pick_candidate(&self, state: &State, choices: &[Candidate]) -> Option<Candidate> {
        if choices.len() <= 1 {
            return choices.first().cloned();
        }
        let ev = Evaluator::new(state, self.weights);
        let scores = score_choices(&ev, choices);
        // Tie-breaks from the decision itself, never from the game's generator.
        let key = decision_key(state);
        let mut rng = ChaCha8Rng::seed_from_u64(key);
        let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mut order: Vec<usize> = (0..choices.len())
            .filter(|i| scores[*i] >= best - SEARCH_MARGIN)
            .collect();
        order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]).then(a.cmp(b)));
        order.truncate(self.width.max(1));
        if order.len() <= 1 {
            let i = best_index(&scores, &mut rng)?;
            return Some(choices[i].clone());
        }
        let win = if self.win_chances {
            weights_for(&state.setup().variant.id)
        } else {
            None
        };
        let look = Lookahead::new(&ev, key, win);
        let mut refined = vec![f32::NEG_INFINITY; choices.len()];
        let budget = self.nodes as i64;
        for (k, &i) in order.iter().enumerate() {
            // Search the next candidate only if it fits the budget at the mean cost so far.
            let spent = look.spent.get();
            if k > 0 && spent + spent / k as i64 > budget {
                break;
            }
            refined[i] = look.value(&choices[i]);
        }
        // The search overrides the one-ply favourite only by a clear margin: small
        // differences are within the noise of the leaf evaluation.
        let favourite = order[0];
        let i = best_index(&refined, &mut rng)?;
        let margin = if look.win.is_some() {
            WIN_MARGIN
        } else {
            self.weights.override_margin
        };
        if refined[i] - refined[favourite] < margin {
            return Some(choices[favourite].clone());
        }
        Some(choices[i].clone())
    }
}

impl Bot for HardBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let c = self.pick_candidate(state, &candidates(state, state.choices()))?;
        Some(c.command(state))
    }
}

/// One die result of the lookahead: the white face and, in the large game, the orange
/// pips, with its probability.
#[derive(Clone, Copy, Debug)]
struct Roll {
    /// The white face.
    white: Face,
    /// The orange pips, in the large game.
    orange: Option<u8>,
    /// The probability of this result.
    p: f32,
}

/// Expectimax over the next players' rolls (cards, rolling again and the three tries
/// are left out of the lookahead; the root choices are the real legal ones).
struct Lookahead<'e, 'a> {
    /// The evaluation of the decision at the root.
    ev: &'e Evaluator<'a>,
    /// The distinct rolls of one player.
    rolls: Vec<Roll>,
    /// How many players' rolls are searched: 1 or 2.
    depth: usize,
    /// The players after `me`, in turn order.
    movers: Vec<Seat>,
    /// Nodes spent so far.
    spent: std::cell::Cell<i64>,
    /// The learnt weights of the win chances, when the leaves are scored by them.
    win: Option<Features>,
    /// What one move of `me` is worth in the leaves' units (for the extra roll and the
    /// card, which the root values in moves).
    per_move: f32,
    /// The decision's state with a dealer of the lookahead's own (seeded from the
    /// decision), so that the imagined replies' tie-breaks never follow the real dice.
    imagined: State,
}

impl<'e, 'a> Lookahead<'e, 'a> {
    /// The search below the decision of `ev`.
    fn new(ev: &'e Evaluator<'a>, key: u64, win: Option<Features>) -> Self {
        let rolls = Self::distinct_rolls(&ev.m);
        let movers = Self::movers(ev);
        let depth = if rolls.len() <= DEEP_ROLLS { 2 } else { 1 };
        let per_move = match &win {
            Some(w) => {
                let order = rotation(&ev.m.playing, ev.me);
                let f = features(ev, ev.state.position(), &ev.root, &order);
                WIN_SCALE * move_worth(w, &f, 0)
            }
            None => 1.0,
        };
        Lookahead {
            ev,
            rolls,
            depth: depth.min(movers.len()),
            movers,
            win,
            per_move,
            spent: std::cell::Cell::new(0),
            imagined: ev.state.clone().with_dealer_seed(key),
        }
    }

    /// Counts `n` nodes as spent.
    fn spend(&self, n: usize) {
        self.spent.set(self.spent.get() + n as i64);
    }

    /// The players who move after `me`, in turn order.
    fn movers(ev: &Evaluator) -> Vec<Seat> {
        let seats = &ev.state.setup().seats;
        let n = seats.len();
        let at = seats.iter().position(|s| *s == ev.me).unwrap_or(0);
        (1..n)
            .map(|k| seats[(at + k) % n])
            .filter(|s| ev.m.playing.contains(s))
            .collect()
    }

    /// Distinct rolls with their probabilities.
    fn distinct_rolls(m: &Model) -> Vec<Roll> {
        let nw = m.white.len() as f32;
        let oranges: Vec<Option<u8>> = if m.orange.is_empty() {
            vec![None]
        } else {
            m.orange.iter().map(|n| Some(*n)).collect()
        };
        let no = oranges.len() as f32;
        let mut out: Vec<Roll> = vec![];
        for w in &m.white {
            for o in &oranges {
                let p = 1.0 / (nw * no);
                if let Some(r) = out.iter_mut().find(|r| r.white == *w && r.orange == *o) {
                    r.p += p;
                } else {
                    out.push(Roll {
                        white: *w,
                        orange: *o,
                        p,
                    });
                }
            }
        }
        out
    }

    /// The searched value of one root choice.
    fn value(&self, choice: &Candidate) -> f32 {
        let ev = self.ev;
        let pos = ev.state.position();
        let (after, mut bonus) = match ev.after(pos, choice) {
            Some((after, _)) => (after, 0.0),
            None => (pos.clone(), 0.0),
        };
        if after.all_home(ev.me) {
            return 1000.0;
        }
        match choice.choice {
            Choice::BringIn { .. } if matches!(ev.state.phase(), Phase::Decide { .. }) => {
                bonus += ev.w.roll_value * self.per_move
            }
            Choice::DrawCard => bonus += card_expectation(ev) * self.per_move,
            _ => {}
        }
        bonus + self.chance(&after, 0)
    }

    /// The expected score once the players `movers[k..depth]` have rolled in turn.
    fn chance(&self, pos: &Position, k: usize) -> f32 {
        let ev = self.ev;
        if k >= self.depth {
            self.spend(1);
            let th = Threats::new(&ev.m, pos);
            if let Some(w) = &self.win {
                return self.win_chance(w, pos, &th, k);
            }
            let attack = if ev.w.next_attack > 0.0 {
                ev.w.next_attack * ev.attack_value(pos, &th)
            } else {
                0.0
            };
            return ev.score(pos, &th, &self.movers[k..]) + attack;
        }
        let seat = self.movers[k];
        let mut total = 0.0;
        let mut unchanged: Option<f32> = None;
        for r in &self.rolls {
            let v = match self.reply(pos, seat, r) {
                Some(next) => self.chance(&next, k + 1),
                None => *unchanged.get_or_insert_with(|| self.chance(pos, k + 1)),
            };
            total += r.p * v;
        }
        total
    }

    /// `me`'s chance (times [`WIN_SCALE`]) to take the next placing in a position
    /// reached once `movers[..k]` have moved: 0 if one of them finished there.
    fn win_chance(&self, w: &Features, pos: &Position, th: &Threats, k: usize) -> f32 {
        let ev = self.ev;
        if self.movers.iter().any(|s| pos.all_home(*s)) {
            return 0.0;
        }
        let mut order: Vec<Seat> = self.movers[k..].to_vec();
        order.push(ev.me);
        order.extend_from_slice(&self.movers[..k]);
        let f = features(ev, pos, th, &order);
        WIN_SCALE * chances(w, &f)[self.movers.len() - k]
    }

    /// The position after `seat` answers roll `r` as the normal bot would, or `None`
    /// when its answer changes nothing.
    fn reply(&self, pos: &Position, seat: Seat, r: &Roll) -> Option<Position> {
        let state = self.imagined.clone().with_position(pos.clone()).with_phase(
            seat,
            Phase::Decide {
                white: r.white,
                orange: r.orange,
            },
        );
        let choices = state.legal_choices();
        self.spend(1 + choices.len() / 8);
        if choices.is_empty() {
            return None;
        }
        // The other players are taken to be normal players, with normal's own weights.
        let c =
            NormalBot::pick_candidate(&state, &candidates(&state, &choices), Weights::default())?;
        position_after(seat, pos, &c).map(|(p, _)| p)
    }
}

/// A number that names the decision, for seeding the hard player's own generator: the game's seed, the
/// round, the seat and its tries, the dice shown, and where every piece stands. It
/// leaves out the game's generator, so the lookahead cannot follow the real dice.
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
