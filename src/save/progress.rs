//! Every learner's stars ([`school::progress::Progress`]), kept in `progress.json` in
//! the data directory, written atomically like the saves. A broken file is kept aside
//! and reported, never lost.

use super::kept;
use crate::platform;
use school::progress::Progress;
use std::path::{Path, PathBuf};

/// Where the progress file lives.
pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join("progress.json")
}

/// Reads the progress file and nothing else: unlike [`ProgressFile::load`] it never
/// moves a broken file aside (the `progress` subcommand only looks). `Ok(None)` if there
/// is none.
///
/// # Errors
/// What is wrong with the file (not text, not a stars file), naming it.
pub fn read_only(data_dir: &Path) -> Result<Option<Progress>, String> {
    let p = path(data_dir);
    let text = match platform::read_text(&p) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
            return Err(format!("{}: not UTF-8 text", p.display()))
        }
        Err(e) => return Err(format!("{}: {e}", p.display())),
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| format!("{}: not a stars file: {e}", p.display()))
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
            Ok(progress) => (progress, None),
            Err(e) => (
                Progress::default(),
                Some(kept::keep_aside(&p, &e.to_string())),
            ),
        }
    }

    fn save(&self, data_dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        platform::write_atomic(&path(data_dir), text.as_bytes())
    }
}
