//! Computer players: the [`Bot`] trait, the [`BotKind`] names and their construction.
//!
//! Every player answers with an ordinary [`Command`], through the same path as
//! people, and draws randomness only from [`State::decision_rng`], so that the same
//! game always gives the same decisions.
//!
//! - [`RandomBot`]: uniform over the legal choices.
//! - [`GreedyBot`]: shortest distance home, captures worth three moves.
//! - [`EasyBot`]: the greedy bot with deliberate slips (a random legal choice now and
//!   then); it never looks at safety.
//! - [`NormalBot`]: a one-ply evaluation of every legal choice on the distance maps,
//!   with a threat model: which squares each enemy can capture on with each die face.
//! - [`HardBot`]: expectimax over the dice of the players who move before its next
//!   turn, with their replies chosen by the normal policy and the leaves scored by the
//!   normal evaluation, within a fixed budget of nodes.
//!
//! Below the players: `evaluation` (the [`Weights`] and the position score),
//! `card_values` (what a card is worth), `threats` (where each enemy can capture next
//! roll) and `model` (what the game's rules and dice mean, fixed for one decision).

mod card_values;
mod easy;
mod evaluation;
mod greedy;
mod hard;
mod model;
mod normal;
mod random;
mod threats;

pub use easy::EasyBot;
pub use evaluation::Weights;
pub use greedy::GreedyBot;
pub use hard::HardBot;
pub use normal::NormalBot;
pub use random::RandomBot;

use super::{Command, State};
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
    /// Uniform over the legal choices ([`RandomBot`]).
    Random,
    /// Shortest distance home, captures worth 3 moves ([`GreedyBot`]).
    Greedy,
    /// The greedy bot with deliberate slips ([`EasyBot`]).
    Easy,
    /// One-ply evaluation with safety ([`NormalBot`]).
    Normal,
    /// Lookahead over the dice within a node budget ([`HardBot`]).
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
            BotKind::Easy => Box::new(EasyBot::default()),
            BotKind::Normal => Box::new(NormalBot::default()),
            BotKind::Hard => Box::new(HardBot::default()),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
