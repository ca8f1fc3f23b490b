//! The words of the window, as the app's games use them: the shell's (`shell::i18n`:
//! the languages, the sayers of the rules crates' reasons, the chess words), the
//! table's declined inputs, and the tests over every text of every game, which only the
//! app, knowing every game, can run.

pub use shell::i18n::*;
use track::pieces::Seat;

/// Why an input cannot be done now (a piece that may not be chosen, a key with nothing
/// to do, a walk stopped where its ways part), in words; `name` gives a seat's name.
pub fn declined(
    lang: Lang,
    d: &crate::ui::table::input::Declined,
    name: &dyn Fn(Seat) -> String,
) -> String {
    words::say(lang, &crate::ui::table::declines::said(lang, d, name))
}

#[cfg(test)]
mod fluent_tests;
#[cfg(test)]
mod long_input_tests;
#[cfg(test)]
mod messages_tests;
#[doc(hidden)]
pub mod reason_samples;
#[cfg(test)]
mod sentence_scan;
#[cfg(test)]
mod term_tests;
