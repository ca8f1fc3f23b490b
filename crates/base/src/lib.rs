//! The app's base floor, under the shell and every game's room: what the window and the
//! command line share and no screen draws.
//!
//! - [`platform`] is the only code that touches files, clocks, the browser's storage and
//!   fetch, and the system's voices;
//! - [`save`] keeps games (the race, chess, Yalta, the learners' stars) and the settings;
//! - [`said`] says every message of the rules crates and of the saves in words (the
//!   texts themselves are the `words` crate's); [`speech`] reads them aloud;
//! - [`choices`] are the players' choices the race and its saves share (help, speed);
//!   [`rule_sets`] the rule lab's kept rule sets; [`class_overview`] every learner's
//!   stars per course, for a teacher; [`cli_error`] the errors of the command line and
//!   of the files it names.

#![warn(missing_docs)]

pub mod choices;
pub mod class_overview;
pub mod cli_error;
pub use paint::order;
pub mod platform;
pub use words::quoting;
pub mod rule_sets;
pub mod said;
pub mod save;
pub mod speech;
