//! Who plays what: the setup fixed when a game starts (docs/rules.md §4, §5).

use super::pieces::Seat;
use super::variant::{HouseRule, HouseRules, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
/// Who plays what: everything fixed when a game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The variant preset.
    pub variant: Variant,
    /// House rules in force.
    pub rules: HouseRules,
    /// The playing seats, in turn order.
    pub seats: Vec<Seat>,
    /// Who rolls first.
    pub first: Seat,
    /// The seed of the game's random generator.
    pub seed: u64,
}

impl Setup {
    /// The default seats for a number of players: 2 → 0 and 2; 3 → 0, 1, 2; 4 → all.
    pub fn default_seats(players: usize) -> Vec<Seat> {
        match players {
            2 => vec![Seat(0), Seat(2)],
            3 => vec![Seat(0), Seat(1), Seat(2)],
            _ => Seat::ALL.to_vec(),
        }
    }

    /// A setup with default seats, the first seat starting.
    pub fn new(variant: Variant, rules: HouseRules, players: usize, seed: u64) -> Setup {
        let seats = Self::default_seats(players);
        Setup {
            first: seats[0],
            variant,
            rules,
            seats,
            seed,
        }
    }

    /// Whether covered pieces are protected (§6).
    pub fn protection(&self) -> bool {
        self.variant.protection || self.rules.has(HouseRule::ProtectCovered)
    }
}

/// Errors creating a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A seat the board does not have.
    SeatNotOnBoard(Seat),
    /// Fewer than 2 or more than 4 players, or a seat twice.
    BadSeats,
    /// The first player is not playing.
    FirstNotPlaying(Seat),
}

impl fmt::Display for SetupError {
    /// The error as data (`SeatNotOnBoard(Seat(3))`): the app says it in words
    /// (`said::setup`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for SetupError {}
