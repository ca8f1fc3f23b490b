//! The rules of Schachschlamassel as a plain library: no window, no global randomness.

pub mod board;
pub mod bots;
pub mod cards;
pub mod dice;
pub mod distance;
pub mod geometry;
pub mod movement;
pub mod pieces;
pub mod protection;
pub mod state;
pub mod variant;
