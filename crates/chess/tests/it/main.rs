//! Classic chess's tests, one binary.

mod bots;
mod pgn;
mod rules;
