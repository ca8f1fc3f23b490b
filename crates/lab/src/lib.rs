//! The rule lab (issue 32): a rule set played many times by computer players, and what
//! the games say about it: how long a game lasts, how fair it is between the seats, how
//! much skill matters, how lively it is.
//!
//! A rule set reaches the lab as the pieces a game needs ([`LabGame`]); a run
//! ([`LabRun`]) says how many games and from which seed. Two batches are played:
//!
//! - the **fair games**: every seat the same computer player ([`FAIR_BOT`]), game `i`
//!   with seed `seed + i` and the `(i mod players)`-th seat rolling first;
//! - the **skill games**: one [`SKILL_BOT`] player (normal) against easy ones, its seat
//!   rotating.
//!
//! [`Lab`] plays them a few at a time (the window drives it frame by frame, so the
//! browser, which has no threads, never freezes); on the desktop the arena's thread
//! runner plays each look's games ([`Lab::take_look`]) on threads
//! (`arena::threads::run_lab`). Both gather the results by game index: the same seed
//! gives the same [`LabFigures`] for any number of threads.
//!
//! No window, no file, no clock: the caller times the runs.

mod figures;
mod lab;
mod lead;
mod play;
mod stats;

pub use figures::{
    fair_figures, judged_shares, FairFigures, Fairness, Histogram, LabFigures, Quartiles,
    SeatShare, SkillFigures, Verdict, FAIR_MARGIN, SECONDS_PER_CARD, SECONDS_PER_ROLL,
    SKILL_MARGIN,
};
pub use lab::{Lab, LabError, LabJob};
pub use lead::{lead_changes, piece_progress, seat_progress, LeadTracker, FULL_WAY};
pub use play::{play_game, GameOutcome};
pub use stats::{normal_quantile, quartiles, wilson, wilson_z, z_for, FALSE_ALARM};

use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};

/// The computer player of the fair games when the run does not say: the greedy player with slips now and then,
/// which plays as a family does (it goes for the nearest way home and a capture, and
/// sometimes overlooks one). It is fast: a game of four takes about 1 ms of one core
/// in the small game and 5 ms in the large action game (the normal player takes ten
/// times as long, the hard one hundreds of times).
pub const FAIR_BOT: BotKind = BotKind::Easy;

/// The skilled player of the skill games when the run does not say, against
/// [`FAIR_BOT`]s: the normal player, which weighs every choice by the distance home,
/// the captures and the danger. It wins most games against easy players in every
/// booklet game (80 to 95 %), so the figure tells whether a rule set rewards care, and
/// a game of it takes about 25 ms of one core. The hard player looks ahead over the
/// dice and wins about as often against easy players but thinks 30 to 50 times longer
/// (0.2 to 1.2 s a game): `lab --skill-bot hard` when there is time.
pub const SKILL_BOT: BotKind = BotKind::Normal;

/// A rule set as the games need it: exactly what a rule set gives.
#[derive(Clone, Debug)]
pub struct LabGame {
    /// Which pieces play, which dice, whether cards and protection.
    pub variant: Variant,
    /// The house rules in force.
    pub rules: HouseRules,
    /// The faces of the white and the orange die.
    pub dice: Dice,
    /// The action cards.
    pub cards: Arc<CardSet>,
    /// The board.
    pub board: Arc<Board>,
}

/// How many games, from which seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabRun {
    /// Fair games (every seat the same player); the most a run until the figures are
    /// clear plays.
    pub games: usize,
    /// The player at every seat of the fair games, and the skilled player's opponents
    /// ([`FAIR_BOT`] unless said).
    pub fair_bot: BotKind,
    /// Fair games at the first look of a run until the figures are clear (the looks
    /// double from there up to `games`); `None`: play `games` and look once.
    pub first_look: Option<usize>,
    /// Skill games (one `skill_bot` against [`FAIR_BOT`]s); see [`LabRun::skill_games_for`].
    pub skill_games: usize,
    /// The skilled player of the skill games ([`SKILL_BOT`] unless said).
    pub skill_bot: BotKind,
    /// Game `i` of each batch uses seed `seed + i`.
    pub seed: u64,
    /// Players per game, 2 to 4.
    pub players: usize,
    /// A game not over after this many rounds is stopped and counted as unfinished.
    pub max_rounds: u32,
}

/// Players per game when the run does not say.
pub const DEFAULT_PLAYERS: usize = 4;

/// The round cap when the run does not say.
pub const DEFAULT_MAX_ROUNDS: u32 = 2000;

/// Fair games when the run does not say.
pub const DEFAULT_GAMES: usize = 1000;

/// The most fair games of a run until the figures are clear, when the run does not say.
pub const MOST_GAMES: usize = 4000;

/// Fair games at the first look of a run until the figures are clear.
pub const FIRST_LOOK: usize = 250;

impl LabRun {
    /// `games` fair games from `seed`, four players, a cap of 2,000 rounds, and the
    /// skill games that fit beside them ([`LabRun::skill_games_for`]).
    pub fn new(games: usize, seed: u64) -> LabRun {
        LabRun {
            games,
            fair_bot: FAIR_BOT,
            first_look: None,
            skill_games: Self::skill_games_for(games),
            skill_bot: SKILL_BOT,
            seed,
            players: DEFAULT_PLAYERS,
            max_rounds: DEFAULT_MAX_ROUNDS,
        }
    }

    /// The skill games beside `games` fair ones: one in twenty, at least one when there
    /// are fair games. A skill game of the normal player costs about five easy games
    /// (25 ms of one core in the large action game against 5 ms), so the fifty skill
    /// games beside 1,000 fair ones cost a quarter of the run. Fifty games tell a
    /// strong player from a fair share (a 90 % share has the interval 79–96 %), which
    /// is the question.
    pub fn skill_games_for(games: usize) -> usize {
        games.div_ceil(20)
    }

    /// A run that plays until its figures are clear ([`LabFigures::is_clear`]): it
    /// looks after [`FIRST_LOOK`] fair games (and their skill games), then after twice
    /// as many, and so on, and stops at the first look where the figures are clear, or
    /// at `most` fair games. Each look is judged at a share of the 5 % chance of a false
    /// alarm, so that the whole run calls a fair game unfair at most one time in twenty.
    pub fn until_clear(most: usize, seed: u64) -> LabRun {
        LabRun {
            first_look: Some(FIRST_LOOK),
            ..LabRun::new(most, seed)
        }
    }

    /// The fair games at each look, the last the whole run.
    pub fn looks(&self) -> Vec<usize> {
        let mut out = vec![];
        if let Some(first) = self.first_look.filter(|f| *f > 0) {
            let mut g = first;
            while g < self.games {
                out.push(g);
                g = g.saturating_mul(2);
            }
        }
        out.push(self.games);
        out
    }

    /// The skill games played beside `fair` fair games: the same share of
    /// `skill_games` (all of them at the whole run).
    pub fn skill_at(&self, fair: usize) -> usize {
        if self.games == 0 {
            self.skill_games
        } else {
            (self.skill_games * fair.min(self.games)).div_ceil(self.games)
        }
    }

    /// Every game of the run: the fair games, then the skill games.
    pub fn total(&self) -> usize {
        self.games + self.skill_games
    }
}

impl Default for LabRun {
    fn default() -> LabRun {
        LabRun::new(DEFAULT_GAMES, 0)
    }
}
