//! Handing stars over and gathering them on the class page (issue 58): *Hand over
//! stars* (H) writes this device's learners' stars as a file (a download in the browser,
//! the data folder's `stars/` on the desktop) and says where it went; *Gather stars* (G)
//! takes the class's stars files (the browser's file chooser, several at once; on the
//! desktop every file of that folder) and files dropped on the window, joins their stars
//! to this device's (the best of each level, never a star lost) and says what it took and
//! each file it refused and why. The files' reading and joining are window-free
//! (`save::stars_file`).

use crate::prelude::*;
use crate::school::class_page::words::StarsMsg;
use crate::{School, TableScreen};
use base::platform::{self, ReadError, WriteError};
use base::save::stars_file::{self, Day};
use shell::Frame;
use std::path::Path;

/// The class page's stars handed over and gathered.
#[easy_ext::ext(ClassPageStars)]
impl TableScreen<School> {
    /// *Hand over stars*: the named learners' stars as a file, and the notice of where it
    /// went (or why not).
    pub fn hand_over_stars(&mut self) {
        let progress = &self.room.progress;
        let count = stars_file::handed_over(progress).learners.len();
        let day = Day::today();
        let notice = if count == 0 {
            words::say(self.lang, &StarsMsg::NothingToHandOver)
        } else if cfg!(target_arch = "wasm32") {
            // A page cannot write into the computer's folders: the file is a download.
            let file = stars_file::file_name(progress, day);
            platform::offer_download(&file, &stars_file::text(progress, day));
            words::say(self.lang, &StarsMsg::Downloaded { count, file })
        } else {
            match stars_file::write(&self.cfg.data_dir, progress, day) {
                Ok(path) => words::say(
                    self.lang,
                    &StarsMsg::HandedOver {
                        count,
                        file: path.display().to_string(),
                    },
                ),
                Err(e) => {
                    let folder = stars_file::folder(&self.cfg.data_dir);
                    let file = folder.join(stars_file::file_name(progress, day));
                    let why = WriteError::of(&e).not_written(&file.display().to_string());
                    words::say(self.lang, &why)
                }
            }
        };
        self.room.class.notice = vec![notice];
    }

    /// *Gather stars*: the browser's file chooser for several files (they come in later,
    /// [`TableScreen::take_stars_files`]), or on the desktop every stars file of the
    /// data folder's `stars/`, which the notice names when it holds none.
    pub fn gather_stars(&mut self) {
        if cfg!(target_arch = "wasm32") {
            platform::ask_open_files();
            self.room.class.notice = vec![words::say(self.lang, &StarsMsg::Choose)];
            return;
        }
        let folder = stars_file::folder(&self.cfg.data_dir);
        let files: Vec<(String, Result<String, ReadError>)> =
            match platform::read_dir_each(&folder, "json") {
                Ok(files) => files
                    .into_iter()
                    .map(|(path, text)| (file_name(&path), text.map_err(|e| ReadError::of(&e))))
                    .collect(),
                Err(e) => vec![(folder.display().to_string(), Err(ReadError::of(&e)))],
            };
        if files.is_empty() {
            let folder = folder.display().to_string();
            self.room.class.notice = vec![words::say(self.lang, &StarsMsg::FolderEmpty { folder })];
            return;
        }
        self.take_gathered(files);
    }

    /// Once a frame on the class page: the files chosen in the browser's file chooser
    /// and the files dropped on the window, gathered.
    pub fn take_stars_files(&mut self, frame: &Frame) {
        let mut files = vec![];
        while let Some((name, text)) = platform::take_opened_file() {
            files.push((name, Ok(text)));
        }
        for (path, bytes) in &frame.dropped {
            let name = path
                .as_ref()
                .map(|p| file_name(&p.display().to_string()))
                .unwrap_or_default();
            let text = match (bytes.clone(), path) {
                (Some(bytes), _) => String::from_utf8(bytes).map_err(|_| ReadError::NotText),
                (None, Some(path)) => platform::read_text(path).map_err(|e| ReadError::of(&e)),
                (None, None) => Err(ReadError::Missing),
            };
            files.push((name, text));
        }
        if !files.is_empty() {
            self.take_gathered(files);
        }
    }
}

/// The private steps of [`ClassPageStars`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The stars of the good files joined to this device's and kept; the notice says
    /// how many files were taken and the class's size, then each refused file and why.
    fn take_gathered(&mut self, files: Vec<(String, Result<String, ReadError>)>) {
        let gathered = stars_file::gather(files);
        let mut notice = vec![];
        if !gathered.taken.is_empty() {
            // The course map's learner stays chosen, wherever the new names come.
            let chosen = self.learner();
            self.room.progress.merge(&gathered.stars);
            self.save_progress();
            if let Some(at) = self.learners().iter().position(|n| *n == chosen) {
                self.room.learner_index = at;
            }
            let learners = self.class_overview().learners.len();
            notice.push(words::say(
                self.lang,
                &StarsMsg::Gathered {
                    files: gathered.taken.len(),
                    learners,
                },
            ));
        }
        notice.extend(gathered.refused.iter().map(|e| words::say(self.lang, e)));
        self.room.class.notice = notice;
    }
}

/// A file's name without its folder, as the notice says it.
fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}
