//! Classic chess's tests, one binary.

mod bots;
mod pgn;
mod rules;
#[path = "../../../../tests/shared/scale.rs"]
mod scale;
