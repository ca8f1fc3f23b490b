//! The rule lab's door on the start screen: its tile.

use crate::ui::lab::texts::LabScreenMsg;
use crate::ui::shell::door::Door;
use crate::ui::shell::start_pictures::Picture;
use crate::ui::{Shell, Up};

/// The rule lab: invent rules and see how they play.
pub(in crate::ui) const DOOR: Door = Door {
    tap: "lab",
    label: |lang| words::say(lang, &LabScreenMsg::StartEntry),
    picture: Picture::Lab,
    open: Shell::open_lab,
    resume: None,
    opens: None,
};

impl Shell {
    /// Opens the rule lab.
    pub(in crate::ui) fn open_lab(&mut self) {
        let lab = super::LabScreen::new(self.lang(), self.cfg.data_dir.clone(), self.cfg.seed);
        self.open(Up::Lab);
        self.lab = Some(lab);
    }
}
