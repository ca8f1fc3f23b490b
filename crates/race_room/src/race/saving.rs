//! Saving from the window: the remembered settings, the autosave, "save as…", and the
//! offer to resume the autosave at start. All file access goes through
//! [`base::platform`].

use crate::i18n::{file_note, Msg};
use crate::race::setup::SetupModel;
use crate::{Race, TableScreen, WindowConfig};
use base::platform;
use base::save::kept::{self, FileNote};
use base::save::settings::write_changed;
use base::save::SaveGame;

/// The settings file in the data directory.
const SETTINGS_FILE: &str = "settings.json";

/// The race's saves and settings file.
#[easy_ext::ext(RaceSaving)]
impl TableScreen<Race> {
    /// The remembered setup (defaults if there is none), the settings as read (what a
    /// save compares with, `save::settings`), and the error if the settings were
    /// broken. A given `--lang`, or having no settings at all, sets the language.
    pub fn load_setup(
        cfg: &WindowConfig,
    ) -> (SetupModel, Option<serde_json::Value>, Option<FileNote>) {
        let path = cfg.data_dir.join(SETTINGS_FILE);
        let (settings, unreadable) = match kept::read_kept(&path) {
            Ok(text) => (text, None),
            Err(message) => (None, Some(message)),
        };
        let (mut setup, broken) = SetupModel::load(settings.as_deref());
        // Broken settings are kept aside, not overwritten by the next save.
        let broken = unreadable.or_else(|| broken.map(|why| kept::keep_aside(&path, &why)));
        let read = (settings.is_some() && broken.is_none())
            .then(|| serde_json::to_value(&setup).ok())
            .flatten();
        if cfg.lang_given || settings.is_none() {
            setup.lang = cfg.lang.code().into();
        }
        (setup, read, broken)
    }

    /// Remembers the setup, language and fullscreen in the settings file (atomically):
    /// only what this window changed, so that another window's changes stay.
    pub fn save_settings(&mut self) {
        if let Ok(mine) = serde_json::to_value(&self.room.setup) {
            let path = self.settings_path();
            if let Err(e) = write_changed(&path, &mut self.room.settings_read, &mine) {
                let file = path.display().to_string();
                let why = platform::WriteError::of(&e);
                self.notice = Some(words::say(self.lang, &why.not_written(&file)));
            }
        }
    }

    /// Writes the autosave (atomically; never in `--demo`), never over another
    /// window's unfinished game: that one is kept and offered again, and the player is
    /// told once (`save::unfinished::write_autosave`).
    pub fn autosave(&mut self) {
        let Some(save) = &self.room.save else { return };
        let dir = &self.cfg.data_dir;
        let written =
            base::save::unfinished::write_autosave(dir, save, &mut self.room.autosave_seen);
        match written {
            Ok(None) => self.table.save_problem = None,
            Ok(Some(_)) => {
                self.table.save_problem = None;
                self.table
                    .messages
                    .push_front(self.t(Msg::UnfinishedKeptLater))
            }
            // Said short as an instruction the panel always shows until a write
            // succeeds; why, once among the events.
            Err(e) => {
                if self.table.save_problem.is_none() {
                    self.table.messages.push_front(words::say(self.lang, &e));
                }
                self.table.save_problem = Some(self.t(Msg::NotBeingSaved));
            }
        }
    }

    /// Before another game takes the autosave's place (`opening`, a game from a file or
    /// a kept one; `None`, a new game): an unfinished game there that is not `opening`
    /// is kept in a slot of its own (`save::unfinished`), offered to continue once the
    /// autosave is free again. The message that says where, if one was kept.
    pub fn keep_unfinished_autosave(&mut self, opening: Option<&SaveGame>) -> Option<String> {
        let path = base::save::autosave_path(&self.cfg.data_dir);
        if self.cfg.demo || !platform::exists(&path) {
            return None;
        }
        if let Err(e) = SaveGame::load(&path) {
            self.notice = Some(file_note(
                self.lang,
                &kept::keep_aside(&path, &words::say(self.lang, &by_name(e))),
            ));
            return None;
        }
        match base::save::unfinished::keep_unfinished(&self.cfg.data_dir, opening) {
            // Where it is matters less than that it comes back.
            Ok(Some(_)) => Some(self.t(Msg::UnfinishedKeptLater)),
            Ok(None) => None,
            Err(e) => Some(words::say(self.lang, &e)),
        }
    }

    /// "Save as…": a named save in the data directory.
    pub fn save_as(&mut self) {
        let Some(save) = &self.room.save else { return };
        let secs = platform::now_unix_secs();
        let path = base::save::named_save_path(&self.cfg.data_dir, &format!("game-{secs}"));
        let msg = match save.save_atomic(&path) {
            Ok(()) => {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                let download = format!("race-{name}");
                platform::offer_download(&download, &save.to_json());
                let shown = platform::saved_file_shown(path.display().to_string(), &download);
                self.t(Msg::SavedAs(shown))
            }
            Err(e) => words::say(self.lang, &e),
        };
        self.table.messages.push_front(msg);
    }

    /// Offers to resume the autosave, if there is an unfinished one, else the first
    /// unfinished game kept when another took the autosave's place; a broken autosave
    /// is kept aside, never overwritten.
    pub fn offer_resume(&mut self) {
        let path = base::save::autosave_path(&self.cfg.data_dir);
        let dir = self.cfg.data_dir.clone();
        let kept = || {
            base::save::unfinished::first_kept(&dir).map(|(slot, save, state)| {
                let minutes = platform::minutes_since_modified(&slot).unwrap_or(0);
                (save, state, minutes)
            })
        };
        if !platform::exists(&path) {
            self.room.resume = kept();
            return;
        }
        match SaveGame::load(&path) {
            Ok((save, state)) if !state.is_over() => {
                let minutes = platform::minutes_since_modified(&path).unwrap_or(0);
                self.room.resume = Some((save, state, minutes));
            }
            Ok(_) => self.room.resume = kept(),
            Err(e) => {
                self.notice = Some(file_note(
                    self.lang,
                    &kept::keep_aside(&path, &words::say(self.lang, &by_name(e))),
                ));
                self.room.resume = kept();
            }
        }
    }
}

/// The private steps of [`RaceSaving`].
#[easy_ext::ext]
impl TableScreen<Race> {
    fn settings_path(&self) -> std::path::PathBuf {
        self.cfg.data_dir.join(SETTINGS_FILE)
    }
}

/// A broken autosave's error as the setup's notice says it: by the file's name, which
/// the notice starts with, not its whole path again (the notice has a few lines).
fn by_name(mut e: base::save::SaveError) -> base::save::SaveError {
    if let Some(name) = std::path::Path::new(&e.path).file_name() {
        e.path = name.to_string_lossy().into_owned();
    }
    e
}
