//! Classic chess's tests, one binary.

mod as_programs_write;
mod bots;
mod pgn;
mod rules;
