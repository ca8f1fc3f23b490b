//! The random player: a uniform pick among the legal choices.

use super::Bot;
use crate::{Command, State};

/// Picks uniformly among the legal choices, with the game's seeded generator.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.choices();
        let c = super::choose_tied(choices, &mut super::TieBreak::new(state))?;
        Some(state.command_for(c))
    }
}
