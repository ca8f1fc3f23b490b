//! Yalta's door on the start screen: its tile, its *Continue* button (the unfinished
//! game on offer) and the Yalta records "Open a game…" opens.

use crate::ui::i18n::{Lang, Msg};
use crate::ui::shell::door::{Door, Opening, Resume};
use crate::ui::shell::start_pictures::Picture;
use crate::ui::{Shell, Up};

/// Yalta, chess for three.
pub(in crate::ui) const DOOR: Door = Door {
    tap: "yalta",
    label: |lang| words::say(lang, &Msg::StartYalta),
    picture: Picture::Yalta,
    open: Shell::open_yalta,
    resume: Some(Resume {
        place: 2,
        tap: "continue_yalta",
        look: |shell| super::saved_game_moves(&shell.cfg.data_dir),
        label: |shell, moves| moves.map(|n| words::say(shell.lang(), &Msg::StartContinueYalta(n))),
        open: |shell| {
            shell.open_yalta();
            if let Some(y) = shell.yalta.as_mut() {
                y.resume_saved();
            }
        },
    }),
    opens: Some(opens),
};

/// Any other JSON is read as a Yalta game's record: Yalta's, or why it is no game.
fn opens(lang: Lang, _: &str, text: &str) -> Option<Result<Opening, String>> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    Some(record(lang, text).map(|record| -> Opening {
        Box::new(move |shell: &mut Shell| {
            let (seed, speed) = (shell.cfg.seed, shell.cfg.speed);
            let dir = Some(shell.cfg.data_dir.clone());
            let mut y = super::YaltaScreen::new(shell.lang(), seed, false, speed, dir);
            y.open_record(record);
            shell.open(Up::Yalta);
            shell.yalta = Some(y);
        })
    }))
}

/// The Yalta record `text` holds, or why it holds none (in `lang`).
fn record(lang: Lang, text: &str) -> Result<::yalta::record::GameRecord, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let record: ::yalta::record::GameRecord =
        serde_json::from_value(value).map_err(|e| e.to_string())?;
    ::yalta::game::Game::from_record(&record)
        .map_err(|e| words::say(lang, &crate::said::record(lang, &e)))?;
    Ok(record)
}

impl Shell {
    /// Opens Yalta's setup.
    pub(in crate::ui) fn open_yalta(&mut self) {
        let (lang, seed, speed) = (self.lang(), self.cfg.seed, self.cfg.speed);
        let dir = Some(self.cfg.data_dir.clone());
        self.open(Up::Yalta);
        self.yalta = Some(super::YaltaScreen::new(lang, seed, false, speed, dir));
    }
}
