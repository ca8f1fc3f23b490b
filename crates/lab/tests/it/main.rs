//! The lab's tests, one binary: the figures do not depend on how the games were played,
//! a run that cannot end ends, and each figure measures what it says.

mod chance;
mod figures;
mod lead;
mod runs;

use lab::{LabGame, LabRun};
use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::variant::{HouseRules, Variant};

/// The booklet's game `variant` with the default dice, deck and board.
pub fn game(variant: &str) -> LabGame {
    LabGame {
        variant: Variant::by_id(variant).expect("a preset"),
        rules: HouseRules::default(),
        dice: Dice::default_dice(),
        cards: Arc::new(CardSet::default_deck()),
        board: Arc::new(Board::classic()),
    }
}

/// `game` with a white die of these faces.
pub fn with_white(mut game: LabGame, faces: &[&str]) -> LabGame {
    game.dice.white = faces
        .iter()
        .map(|f| Face::parse(f).expect("a face"))
        .collect();
    game
}

/// A run of `games` fair and `skill` skill games from seed 7.
pub fn run(games: usize, skill: usize) -> LabRun {
    LabRun {
        skill_games: skill,
        ..LabRun::new(games, 7)
    }
}
