//! Schachschlamassel: the chess-piece race dice game (Ludo meets chess).
//!
//! Each player runs their chess pieces once around a track, from their start box to
//! their house; every pip of the die is one chess move of the chosen piece.
//!
//! - [`rules`] is the game itself, free of any window code: the board, the moves, the
//!   dice, the action cards, the turn, and the computer players. A [`rules::Command`]
//!   goes to [`rules::State::check`], then [`rules::State::execute`], which produces
//!   [`rules::Event`]s; only [`rules::State::apply`] changes the state.
//! - [`save`] and [`replay`] keep and replay games; [`sim`] and [`tournament`] run
//!   computer games for figures.
//! - [`platform`] is the only place that touches files and clocks; [`data_files`]
//!   reads the board and deck files named on the command line.
//! - [`ui`] draws the game with macroquad and turns events into animations.
//!
//! The rules the code implements are in `docs/rules.md`; `ARCHITECTURE.md` maps each
//! rule to its file.
//!
//! ```
//! use schachschlamassel::rules::{bots::BotKind, Setup, State};
//! use schachschlamassel::rules::variant::{HouseRules, Variant};
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

pub mod chess;
// The headless subcommands' modules are desktop-only: the browser build (wasm32) has no
// command line, and `sim` and `tournament` use threads. New headless modules get the
// same one-line gate.
#[cfg(not(target_arch = "wasm32"))]
pub mod data_files;
#[cfg(not(target_arch = "wasm32"))]
pub mod explain;
pub mod platform;
#[cfg(not(target_arch = "wasm32"))]
pub mod replay;
pub mod rules;
pub mod save;
pub mod school;
#[cfg(not(target_arch = "wasm32"))]
pub mod sim;
#[cfg(not(target_arch = "wasm32"))]
pub mod tournament;
pub mod ui;
#[cfg(not(target_arch = "wasm32"))]
pub mod value_fit;
pub mod yalta;
#[cfg(not(target_arch = "wasm32"))]
pub mod yalta_sim;
