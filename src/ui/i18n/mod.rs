//! The words of the window, as the app's games use them: the shell's (`shell::i18n`:
//! the languages, the sayers of the rules crates' reasons, the chess words), the
//! table's declined inputs, and the tests over every text of every game, which only the
//! app, knowing every game, can run.

pub use track_table::i18n::*;

#[cfg(test)]
mod fluent_tests;
#[cfg(test)]
mod long_input_tests;
#[cfg(test)]
mod messages_tests;
#[doc(hidden)]
pub use track_table::table::reason_samples;
#[cfg(test)]
mod sentence_scan;
#[cfg(test)]
mod term_tests;
