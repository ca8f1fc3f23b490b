//! The rules of Schachschlamassel as a plain library: no window, no global randomness.
//!
//! The data flows one way: a [`Command`] goes to [`State::check`], then to
//! [`State::execute`], which produces [`Event`]s; only [`State::apply`] changes the
//! state. [`State::play`] does all three. Each file holds one idea of the rulebook
//! (`docs/rules.md`); `ARCHITECTURE.md` maps every rule to its file.
//!
//! The modules import one way: `geometry`, `pieces` ← `board` (its grid, then one step,
//! then the move-count maps) ← `protection` ← `movement` ← the game modules ← `bots`,
//! with one circle among the game modules: `game` (the `State` and its `Phase`),
//! `choices` (the `Decision` a phase asks for) and `card_effects` (the `CardTask` a
//! phase waits on) import each other.

pub mod board;
pub mod bot_game;
pub mod bots;
pub mod card_effects;
pub mod cards;
mod check;
pub mod choices;
pub mod command;
pub mod deck;
pub mod dice;
pub mod game;
pub mod geometry;
pub mod movement;
pub mod pieces;
pub mod protection;
pub mod rule_set;
pub mod setup;
pub mod strict;
pub mod tally;
pub mod turn;
pub mod variant;
pub mod walk;
pub mod why_not;
mod why_not_piece;

pub use card_effects::{CardRoll, CardTask};
pub use command::{Choice, Command, Refusal};
pub use deck::Deck;
pub use game::event::Event;
pub use game::{Phase, State, Turn};
pub use rule_set::{RuleSet, RuleSetProblem};
pub use setup::{Setup, SetupError};
pub use turn::TRIES;
pub use why_not::{MoveCounts, WhyNot};
