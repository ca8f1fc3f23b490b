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
//! roll), `model` (what the game's rules and dice mean, fixed for one decision) and
//! `on_the_way` (the candidates the players weigh: with *capture on any move*, every set
//! of pieces a roll's routes capture, each with its route).

mod card_values;
mod easy;
mod evaluation;
mod greedy;
mod hard;
mod model;
mod normal;
mod on_the_way;
mod random;
mod threats;
pub mod value;

pub use easy::EasyBot;
pub use evaluation::Weights;
pub use greedy::GreedyBot;
pub use hard::HardBot;
pub use normal::NormalBot;
pub use random::RandomBot;

use super::{Command, State};
use rand::seq::SliceRandom;
use rand::{Rng, RngCore};
use rand_chacha::ChaCha8Rng;
use std::fmt;

/// The state's [`State::decision_rng`], made only when a tie must be broken: making it
/// costs a block of the cipher, and most decisions have a single best choice. It gives
/// exactly the numbers that `decision_rng` gives.
pub(super) struct TieBreak<'s> {
    /// The state whose generator this is.
    state: &'s State,
    /// The generator, once made.
    rng: Option<ChaCha8Rng>,
}

impl<'s> TieBreak<'s> {
    /// The tie-breaker of the decision in `state`.
    pub(super) fn new(state: &'s State) -> Self {
        TieBreak { state, rng: None }
    }

    fn rng(&mut self) -> &mut ChaCha8Rng {
        let state = self.state;
        self.rng.get_or_insert_with(|| state.decision_rng())
    }
}

impl RngCore for TieBreak<'_> {
    fn next_u32(&mut self) -> u32 {
        self.rng().next_u32()
    }
    fn next_u64(&mut self) -> u64 {
        self.rng().next_u64()
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.rng().fill_bytes(dest)
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand::Error> {
        self.rng().try_fill_bytes(dest)
    }
}

/// One of `items` at random, or the only one without drawing: a single item is what
/// [`SliceRandom::choose`] would pick anyway. Only for a decision's last draw: the
/// generator is thrown away after it, so the skipped draw changes nothing, whereas a
/// draw that later draws follow must be made even for a single item.
pub(super) fn choose_tied<'a, T>(items: &'a [T], rng: &mut (impl Rng + ?Sized)) -> Option<&'a T> {
    if items.len() <= 1 {
        items.first()
    } else {
        items.choose(rng)
    }
}

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
