//! The rooms played on the booklet's track, on the shell: the track table both share
//! ([`table`]: the game in play, its animation, input, panel, menu and read-aloud), the
//! race ([`race`]: setup, settings and saves, the end page and review) and the schools
//! ([`school`]: the piece school's courses and levels, the chess school, the class
//! page). The race and the schools are two rooms of one table: each is a
//! [`TableScreen`] with its own [`Room`], and their room-specific methods are inherent
//! methods of that screen, which Rust allows only in the crate that defines it.

pub mod race;
pub mod school;
pub mod table;
#[cfg(test)]
mod tests_speakers;

pub use race::room::{Race, RaceScreen};
pub use school::chess_lesson::{kept_tries_replay, texts::ChessSchoolMsg, ChessLessonSave};
pub use school::lesson_save::LessonSave;
pub use school::room::{School, SchoolScreen};
pub use shell::config::WindowConfig;
pub use table::screen::{Room, Screen, TableScreen};
use ::{paint, shell};

/// The words of the track's rooms: the shell's, and the table's declined inputs.
pub mod i18n {
    pub use shell::i18n::*;
    use track::pieces::Seat;

    /// Why an input cannot be done now (a piece that may not be chosen, a key with nothing
    /// to do, a walk stopped where its ways part), in words; `name` gives a seat's name.
    pub fn declined(
        lang: Lang,
        d: &crate::table::input::Declined,
        name: &dyn Fn(Seat) -> String,
    ) -> String {
        words::say(lang, &crate::table::declines::said(lang, d, name))
    }
}
