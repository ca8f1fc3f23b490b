//! The schools' door on the start screen: the piece school's tile, which opens the
//! course map (and a level left in the middle goes on).

use crate::ui::i18n::Msg;
use crate::ui::shell::door::Door;
use crate::ui::shell::start_pictures::Picture;
use crate::ui::table::screen::Screen;
use crate::ui::{Shell, Up};

/// The piece school and the chess school.
pub(in crate::ui) const DOOR: Door = Door {
    tap: "learn",
    label: |lang| words::say(lang, &Msg::StartLearn),
    picture: Picture::School,
    open: |shell| {
        shell.open_school();
        // A level left in the middle (a closed window, a reloaded page) goes on.
        shell.school.resume_lesson();
        shell.school.resume_chess_lesson();
    },
    resume: None,
    opens: None,
};

impl Shell {
    /// Opens the schools' course map.
    pub(in crate::ui) fn open_school(&mut self) {
        self.school.go_to(Screen::Courses);
        self.open(Up::School);
    }
}
