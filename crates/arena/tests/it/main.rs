//! The arena's tests, one binary: the figures of a run do not depend on the threads, and
//! the times in its reports are the clock's it was given.

mod clock;
mod threads;

use arena::simulate::SimConfig;
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};

/// A run of `games` games of the small action game with `bots`, seed 11.
pub fn config(games: usize, bots: &[BotKind]) -> SimConfig {
    SimConfig {
        variant: Variant::by_id("small-action").unwrap(),
        rules: HouseRules::default(),
        players: bots.len(),
        games,
        seed: 11,
        bots: bots.to_vec(),
        board: Arc::new(Board::classic()),
        dice: Dice::default_dice(),
        cards: Arc::new(CardSet::default_deck()),
    }
}
