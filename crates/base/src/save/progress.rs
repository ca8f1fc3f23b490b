//! Every learner's stars ([`school::progress::Progress`]), kept in `progress.json` in
//! the data directory, written atomically like the saves. A broken file is kept aside
//! and reported, never lost.

use super::kept;
use crate::platform::{self, ReadError};
use school::progress::Progress;
use std::path::{Path, PathBuf};

/// Where the progress file lives.
pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join("progress.json")
}

/// What is wrong with the progress file, for the `progress` subcommand.
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "errors-progress-")]
pub enum ProgressError {
    /// It could not be read as text.
    Unreadable {
        /// The file's path.
        file: String,
        /// Why.
        #[say(said)]
        why: ReadError,
    },
    /// It is text, but not a stars file.
    NotStars {
        /// The file's path.
        file: String,
        /// The JSON reader's words.
        #[say(detail)]
        detail: String,
    },
    /// It is JSON, but not a stars file of this game (issue 58: a hand-over file or a
    /// progress file).
    Foreign {
        /// The file's path.
        file: String,
    },
    /// A hand-over file of a newer version than this game reads.
    Newer {
        /// The file's path.
        file: String,
        /// Its version.
        version: u64,
        /// The newest this game reads.
        newest: u32,
    },
    /// A level with more stars than a level gives (or no whole number).
    TooManyStars {
        /// The file's path.
        file: String,
        /// The learner, as the file has it.
        learner: String,
        /// The level's id.
        level: String,
        /// The stars, as the file has them.
        stars: String,
    },
    /// No learner with a name in it (a guest's stars stay on their device).
    NoLearners {
        /// The file's path.
        file: String,
    },
    /// Far larger than any stars file.
    TooBig {
        /// The file's path.
        file: String,
    },
}

impl std::fmt::Display for ProgressError {
    /// In English, for the command line; `words::say` says it in a language.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&words::say(words::Lang::En, self))
    }
}

impl std::error::Error for ProgressError {}

/// Reads the progress file and nothing else: unlike [`ProgressFile::load`] it never
/// moves a broken file aside (the `progress` subcommand only looks). `Ok(None)` if there
/// is none.
///
/// # Errors
/// What is wrong with the file (not text, not a stars file), naming it.
pub fn read_only(data_dir: &Path) -> Result<Option<Progress>, ProgressError> {
    let p = path(data_dir);
    let file = p.display().to_string();
    let text = match platform::read_text(&p) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(ProgressError::Unreadable {
                file,
                why: ReadError::of(&e),
            })
        }
    };
    serde_json::from_str(&text)
        .map(|p| Some(with_one_guest(p)))
        .map_err(|e| ProgressError::NotStars {
            file,
            detail: e.to_string(),
        })
}

/// The stars of a file with the guest under a word of some language ("Guest", "Gast":
/// files from before the guest had its own name) under the guest's own name, so that
/// the guest is said in the reader's language and is one learner in every language.
pub(crate) fn with_one_guest(mut progress: Progress) -> Progress {
    // The piece school's word for its guest (the window's `SchoolMsg::Guest`).
    let guest = ("school-guest", words::Args::new());
    for lang in words::Lang::ALL {
        progress.join_guest(&words::say(lang, &guest));
    }
    progress
}

/// Reading and writing the progress file: the school's stars are values, the file is
/// the app's.
pub trait ProgressFile: Sized {
    /// Reads the progress file. A missing file is no progress; a broken one is renamed
    /// to `progress.json.broken` and reported in the message.
    fn load(data_dir: &Path) -> (Self, Option<kept::FileNote>);

    /// Writes the progress file atomically.
    ///
    /// # Errors
    /// The I/O error; the old file is then untouched.
    fn save(&self, data_dir: &Path) -> std::io::Result<()>;

    /// Writes the progress file with what another window on the same data folder wrote
    /// since this one read it: every learner of both, the best stars of each level (the
    /// joined stars are this window's from now on). A file that is no stars file by then
    /// is kept aside first.
    ///
    /// # Errors
    /// The I/O error; the old file is then untouched.
    fn save_merged(&mut self, data_dir: &Path) -> std::io::Result<()>;
}

impl ProgressFile for Progress {
    fn load(data_dir: &Path) -> (Progress, Option<kept::FileNote>) {
        let p = path(data_dir);
        let text = match kept::read_kept(&p) {
            Ok(Some(text)) => text,
            Ok(None) => return (Progress::default(), None),
            Err(note) => return (Progress::default(), Some(note)),
        };
        match serde_json::from_str(&text) {
            Ok(progress) => (with_one_guest(progress), None),
            Err(e) => (
                Progress::default(),
                Some(kept::keep_aside(&p, &e.to_string())),
            ),
        }
    }

    fn save_merged(&mut self, data_dir: &Path) -> std::io::Result<()> {
        let p = path(data_dir);
        platform::write_merged(&p, |now| {
            if let Ok(text) = now {
                match serde_json::from_str::<Progress>(&text) {
                    Ok(theirs) => self.merge(&with_one_guest(theirs)),
                    Err(e) => {
                        kept::keep_aside(&p, &e.to_string());
                    }
                }
            }
            serde_json::to_string_pretty(self)
                .unwrap_or_default()
                .into_bytes()
        })
    }

    fn save(&self, data_dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        platform::write_atomic(&path(data_dir), text.as_bytes())
    }
}
