//! Yalta: chess for three players on a hexagon of 96 cells (issue 20, design
//! `yalta.md`). No macroquad here.
//!
//! - [`board`] builds the board from its geometry and precomputes lines, knight
//!   targets and pawn cells.
//! - [`cell`] names players and cells (`we2`, `bd4`, `rh1`).
//! - [`position`] holds pieces and rights and makes moves; [`movegen`] lists the
//!   legal ones and counts perft.
//!
//! ```
//! use yalta::position::{Position, RedQueen};
//! let start = Position::start(RedQueen::Light);
//! assert_eq!(start.perft(2), 400);
//! ```

pub mod board;
pub mod bot;
pub mod cell;
pub mod cursor;
pub mod game;
pub mod material;
pub mod movegen;
pub mod position;
pub mod record;
pub mod why_not;
pub mod yfen;
