//! Yalta's tests, one binary.

mod board;
mod bots;
mod legality;
mod rules;
mod yfen;
