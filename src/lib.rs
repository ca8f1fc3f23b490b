//! Schachschlamassel: the chess-piece race dice game (Ludo meets chess).
//!
//! Each player runs their chess pieces once around a track, from their start box to
//! their house; every pip of the die is one chess move of the chosen piece.
//!
//! This crate is the app. The rules live in their own crates, which touch no window,
//! file or clock: `track` (the booklet's game), `school` (the piece school), `chess`,
//! `chess_school`, `yalta`, `lab` (the rule lab) and `arena` (computer games for figures);
//! `words` holds the languages and `paint` the window's drawing kit. A `track::Command` goes to
//! `State::check`, then `State::execute`, which produces events; only `State::apply`
//! changes the state.
//!
//! - [`save`] keeps games (the track game, chess, the learners' stars) and [`replay`]
//!   tells a saved game in words; [`class_overview`] is every learner's stars per
//!   course, for a teacher;
//! - [`platform`] is the only place that touches files and clocks; [`data_files`]
//!   reads the board and deck files named on the command line;
//! - [`ui`] draws every game with macroquad, turns events into animations and holds
//!   every word the player reads.
//!
//! The rules the code implements are in `docs/rules.md`; `ARCHITECTURE.md` maps each
//! rule to its file.
//!
//! ```
//! use track::{bots::BotKind, Setup, State};
//! use track::variant::{HouseRules, Variant};
//! // A whole seeded game of four greedy computer players.
//! let mut state = State::classic(Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 4, 1));
//! let mut bot = BotKind::Greedy.make();
//! while !state.is_over() {
//!     let cmd = bot.choose(&state).unwrap();
//!     state.play(&cmd).unwrap();
//! }
//! assert_eq!(state.placings().len(), 4);
//! ```

#![warn(missing_docs)]

// The headless subcommands' modules are desktop-only: the browser build (wasm32) has no
// command line. New headless modules get the same one-line gate.
#[cfg(not(target_arch = "wasm32"))]
pub mod data_files;
#[cfg(not(target_arch = "wasm32"))]
pub mod explain;
#[cfg(not(target_arch = "wasm32"))]
pub mod open_at;
pub use base::{choices, class_overview, cli_error, order, platform, quoting};
pub use base::{rule_sets, said, save, speech};
#[cfg(not(target_arch = "wasm32"))]
pub mod replay;
pub mod ui;
