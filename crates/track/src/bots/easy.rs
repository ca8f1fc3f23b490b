//! The easy player: the greedy player with deliberate slips.

use super::greedy::GreedyBot;
use super::on_the_way::candidates;
use super::Bot;
use crate::{Command, State};
use rand::seq::SliceRandom;
use rand::Rng;

/// The greedy bot with deliberate slips: with probability `slip` it takes a random
/// legal choice instead. It never looks at safety, so a child can beat it.
#[derive(Clone, Copy, Debug)]
pub struct EasyBot {
    /// Probability of a random choice, 0 to 1.
    pub slip: f64,
}

impl Default for EasyBot {
    fn default() -> Self {
        EasyBot { slip: 0.25 }
    }
}

impl Bot for EasyBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.choices();
        let mut rng = super::TieBreak::new(state);
        if choices.len() > 1 && rng.gen_bool(self.slip.clamp(0.0, 1.0)) {
            let c = choices.choose(&mut rng)?;
            return Some(state.command_for(c));
        }
        let cands = candidates(state, choices);
        let c = GreedyBot::pick_candidate(state, &cands, &mut rng)?;
        Some(c.command(state))
    }
}
