//! Schachschlamassel: the chess-piece race dice game.
//!
//! [`rules`] is the game itself, free of any window code; `ui` (in the binary)
//! draws it with macroquad.

#![warn(missing_docs)]

pub mod data_files;
pub mod platform;
pub mod replay;
pub mod rules;
pub mod save;
pub mod sim;
pub mod tournament;
pub mod ui;
