//! The track table on the shell, shared by the race (`race_room`) and the schools
//! (`school_room`): the game in play, its animation, input, panel, menu and read-aloud
//! ([`table`]). Each room is a [`TableScreen`] with its own [`Room`]: the table asks the
//! room through the `Room` hooks, and a room's own methods are extension traits on its
//! `TableScreen<R>` in its own crate, so that neither room reaches into the other.

pub mod table;

pub use shell::config::WindowConfig;
pub use table::screen::{Room, Screen, TableScreen};
pub use ::{paint, shell};

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
