//! Two choices a family makes on the setup screen that the words say as well as the
//! window: how much the game helps a person, and how fast the computers play. Kept in
//! the settings file by their lowercase names.

use serde::{Deserialize, Serialize};

/// How much the game helps a person.
#[derive(words::Selector, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Help {
    /// Step by step, the targets, "why not?", the move map and hints.
    #[default]
    Beginner,
    /// The targets and "why not?".
    Player,
    /// Nothing shown: a refused click says only "not possible" (the teacher's quiz).
    Expert,
}

impl Help {
    /// Every level, in the order the setup screen cycles through.
    pub const ALL: [Help; 3] = [Help::Beginner, Help::Player, Help::Expert];
}

/// How fast the computers play their turns (a person's own moves always show at the
/// normal pace).
#[derive(words::Selector, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ComputerSpeed {
    /// Every roll, move and card at the pace a person follows.
    #[default]
    Normal,
    /// Every move still shown, each short: a round of three computers in a few seconds.
    Quick,
    /// The computers' turns at once: each event one frame, their cards not held.
    Instant,
}

impl ComputerSpeed {
    /// Every speed, in the order the setup and the menu cycle through.
    pub const ALL: [ComputerSpeed; 3] = [
        ComputerSpeed::Normal,
        ComputerSpeed::Quick,
        ComputerSpeed::Instant,
    ];

    /// The share of the normal time a computer's event, pause or card takes.
    pub fn time_share(self) -> f32 {
        match self {
            ComputerSpeed::Normal => 1.0,
            ComputerSpeed::Quick => 0.3,
            ComputerSpeed::Instant => 0.0,
        }
    }

    /// The next speed (the menu's entry steps through them).
    pub fn next(self) -> ComputerSpeed {
        let i = ComputerSpeed::ALL
            .iter()
            .position(|s| *s == self)
            .unwrap_or(0);
        ComputerSpeed::ALL[(i + 1) % ComputerSpeed::ALL.len()]
    }
}
