//! The arena: computer players' games for figures, run on threads. No window, no file,
//! and no clock of its own; the times in its reports come from the [`Clock`] it is given.
//!
//! - [`simulate`]: runs of the track game (`simulate`), and a run's game as a save;
//! - [`tournament`]: the track game's computer levels against each other (`tournament`);
//! - [`value_fit`]: learns hard's win chances from games of normal players (`fit-value`);
//! - [`chess_selfplay`] and [`yalta_selfplay`]: the chess and Yalta levels' games;
//! - [`threads`]: the one thread runner, for all of these and the rule lab's runs.
//!
//! The same arguments give the same games and the same figures, apart from the times,
//! on any number of threads.

#![warn(missing_docs)]

pub mod chess_selfplay;
pub mod clock;
pub mod simulate;
pub mod threads;
pub mod tournament;
pub mod value_fit;
pub mod yalta_selfplay;

pub use clock::{Clock, StoppedClock};
