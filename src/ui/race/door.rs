//! The race's door on the start screen: its tile, its *Continue* button (the autosave's
//! game) and the race saves "Open a game…" opens.

use crate::save::SaveGame;
use crate::ui::i18n::{Lang, Msg};
use crate::ui::shell::door::{Door, Opening, Resume};
use crate::ui::shell::start_pictures::Picture;
use crate::ui::table::screen::Screen;
use crate::ui::{Shell, Up};

/// The booklet's race.
pub(in crate::ui) const DOOR: Door = Door {
    tap: "play",
    label: |lang| words::say(lang, &Msg::StartPlay),
    picture: Picture::Race,
    // The start screen has already looked for the autosave (`race.room.resume`).
    open: Shell::open_race,
    resume: Some(Resume {
        place: 0,
        tap: "continue",
        look: |shell| {
            shell.race.offer_resume();
            None
        },
        label: |shell, _| {
            shell
                .race
                .room
                .resume
                .is_some()
                .then(|| shell.race.continue_label())
        },
        open: |shell| {
            if let Some((save, state, _)) = shell.race.room.resume.take() {
                shell.race.continue_saved(save, state);
                shell.open(Up::Race);
            }
        },
    }),
    opens: Some(opens),
};

/// A race save (JSON with a `format`) is the race's.
fn opens(_: Lang, name: &str, text: &str) -> Option<Result<Opening, String>> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get("format")?;
    let game = SaveGame::from_json(text, name).map_err(|e| e.to_string());
    Some(game.map(|(save, state)| -> Opening {
        Box::new(move |shell: &mut Shell| {
            shell.race.continue_saved(save, state);
            shell.open(Up::Race);
        })
    }))
}

impl Shell {
    /// Opens the race's setup.
    pub(in crate::ui) fn open_race(&mut self) {
        self.race.go_to(Screen::Setup);
        self.open(Up::Race);
    }
}
