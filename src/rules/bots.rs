//! Computer players. Each returns an ordinary [`Command`] through the same path as people.

use super::movement::Target;
use super::pieces::{PieceId, Role};
use super::{Choice, Command, State};
use rand::seq::SliceRandom;
use rand::Rng;
use std::fmt;

/// A computer player.
pub trait Bot {
    /// The command for the decision at hand, or `None` when the game is over.
    fn choose(&mut self, state: &State) -> Option<Command>;
}

/// The bot names of the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// Uniform over the legal choices.
    Random,
    /// Shortest distance home, captures worth 3 moves.
    Greedy,
    /// The greedy bot with deliberate slips ([`super::ai::EasyBot`]).
    Easy,
    /// One-ply evaluation with safety ([`super::ai::NormalBot`]).
    Normal,
    /// Lookahead over the dice within a node budget ([`super::ai::HardBot`]).
    Hard,
}

impl BotKind {
    /// Every kind.
    pub const ALL: [BotKind; 5] = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Easy,
        BotKind::Normal,
        BotKind::Hard,
    ];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Easy => "easy",
            BotKind::Normal => "normal",
            BotKind::Hard => "hard",
        }
    }

    /// Parses a command-line name.
    pub fn from_name(s: &str) -> Option<BotKind> {
        Self::ALL.into_iter().find(|k| k.name() == s)
    }

    /// A new bot of this kind.
    pub fn make(self) -> Box<dyn Bot + Send> {
        match self {
            BotKind::Random => Box::new(RandomBot),
            BotKind::Greedy => Box::new(GreedyBot),
            BotKind::Easy => Box::new(super::ai::EasyBot::default()),
            BotKind::Normal => Box::new(super::ai::NormalBot::default()),
            BotKind::Hard => Box::new(super::ai::HardBot::default()),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Picks uniformly among the legal choices, with the game's seeded generator.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let c = choices.choose(&mut state.decision_rng())?;
        Some(state.command_for(c))
    }
}

/// Comes home when it can; brings in when it can; otherwise the roll with the smallest
/// `distance_after − distance_before − 3·captures`, on the empty-board move-count map.
/// Card choices: swap its least advanced piece with the most advanced enemy, send back
/// the most advanced enemy, and so on. It never passes while anything else is legal.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

/// The empty-board distance home of a piece at a target.
pub fn distance(state: &State, piece: PieceId, at: Target) -> i32 {
    match at {
        Target::Home => 0,
        Target::Square(sq) => {
            let d = state.board().moves_home(piece.seat, piece.role)[state.board().index(sq)];
            d as i32
        }
    }
}

/// How far a piece still has to go: its distance home, with box pieces counted as a
/// lap from the start field.
pub fn remaining(state: &State, piece: PieceId) -> i32 {
    use super::pieces::Location;
    match state.position().location(piece) {
        Some(Location::Track(sq)) => distance(state, piece, Target::Square(sq)),
        Some(Location::Home) | None => 0,
        Some(Location::Box) => state
            .board()
            .seat(piece.seat)
            .map(|l| distance(state, piece, Target::Square(l.start[0])) + 1)
            .unwrap_or(0),
    }
}

impl GreedyBot {
    /// The best choice among `choices` by the greedy rule.
    pub fn pick(state: &State, choices: &[Choice], rng: &mut impl Rng) -> Option<Choice> {
        if choices.is_empty() {
            return None;
        }
        let seat = state.turn().seat;
        let pick_min = |scored: Vec<(i32, &Choice)>,
                        rng: &mut dyn rand::RngCore|
         -> Option<Choice> {
            let best = scored.iter().map(|s| s.0).min()?;
            let ties: Vec<&Choice> = scored.iter().filter(|s| s.0 == best).map(|s| s.1).collect();
            ties.choose(rng).map(|c| (*c).clone())
        };
        // Come home when possible.
        let homes: Vec<(i32, &Choice)> = choices
            .iter()
            .filter(|c| {
                matches!(
                    c,
                    Choice::Move {
                        target: Target::Home,
                        ..
                    }
                )
            })
            .map(|c| (0, c))
            .collect();
        if !homes.is_empty() {
            return pick_min(homes, rng);
        }
        // Bring in: a random box piece, onto a random allowed start field.
        let bring: Vec<&Choice> = choices
            .iter()
            .filter(|c| matches!(c, Choice::BringIn { .. }))
            .collect();
        if !bring.is_empty() {
            let roles: Vec<Role> = {
                let mut r: Vec<Role> = bring
                    .iter()
                    .filter_map(|c| {
                        if let Choice::BringIn { role, .. } = c {
                            Some(*role)
                        } else {
                            None
                        }
                    })
                    .collect();
                r.dedup();
                r
            };
            let role = *roles.choose(rng)?;
            let fields: Vec<&&Choice> = bring
                .iter()
                .filter(|c| matches!(c, Choice::BringIn { role: r, .. } if *r == role))
                .collect();
            return fields.choose(rng).map(|c| (**c).clone());
        }
        let moves: Vec<(i32, &Choice)> = choices
            .iter()
            .filter_map(|c| match c {
                Choice::Move {
                    role,
                    target,
                    captures,
                    ..
                } => {
                    let piece = PieceId { seat, role: *role };
                    let before = remaining(state, piece);
                    let after = distance(state, piece, *target);
                    Some((after - before - 3 * captures.is_some() as i32, c))
                }
                _ => None,
            })
            .collect();
        if !moves.is_empty() {
            return pick_min(moves, rng);
        }
        // Card choices: prefer what hurts the leader and helps the laggard.
        let cards: Vec<(i32, &Choice)> = choices
            .iter()
            .filter_map(|c| match c {
                Choice::SendBack { piece } => Some((-remaining_gain(state, *piece), c)),
                Choice::Swap { a, b } => Some((swap_score(state, seat, *a, *b), c)),
                Choice::SafeSpot { role, field } => {
                    let piece = PieceId { seat, role: *role };
                    Some((
                        distance(state, piece, Target::Square(*field)) - remaining(state, piece),
                        c,
                    ))
                }
                _ => None,
            })
            .collect();
        if !cards.is_empty() {
            return pick_min(cards, rng);
        }
        if let Some(c) = choices
            .iter()
            .find(|c| matches!(c, Choice::DrawCard | Choice::Roll))
        {
            return Some(c.clone());
        }
        choices.first().cloned()
    }
}

/// How much sending a piece back costs its owner (its progress).
fn remaining_gain(state: &State, piece: PieceId) -> i32 {
    let lap = state
        .board()
        .seat(piece.seat)
        .map(|l| distance(state, piece, Target::Square(l.start[0])))
        .unwrap_or(0);
    lap - remaining(state, piece)
}

/// Change in (own remaining − enemies' remaining) by a swap: lower is better for `seat`.
fn swap_score(state: &State, seat: super::pieces::Seat, a: PieceId, b: PieceId) -> i32 {
    let (Some(sa), Some(sb)) = (state.position().square_of(a), state.position().square_of(b))
    else {
        return 0;
    };
    let delta = |p: PieceId, from, to| {
        let d = distance(state, p, Target::Square(to)) - distance(state, p, Target::Square(from));
        if p.seat == seat {
            d
        } else {
            -d
        }
    };
    delta(a, sa, sb) + delta(b, sb, sa)
}

impl Bot for GreedyBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let c = GreedyBot::pick(state, &choices, &mut state.decision_rng())?;
        Some(state.command_for(&c))
    }
}
