//! Yalta's tests, one binary.

mod board;
mod bots;
mod cursor;
mod legality;
mod rules;
mod yfen;
