//! Nothing stored is lost: a file the game cannot read (bad UTF-8, bad JSON, unknown
//! fields, a newer version) is kept aside as `NAME.broken` before anything could
//! overwrite it, and the player is told where it went, in a [`FileNote`] that
//! `ui::i18n::file_note` says in the player's language. Used for the settings, the
//! learners' stars and the autosaves of every game.

use crate::platform::{self, ReadError, WriteError};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// Why a stored file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Its bytes are not UTF-8 text.
    NotText,
    /// What the reader said (a parser's message, quoting at most about 60 characters
    /// of the file): it stays as the reader says it.
    Said(String),
    /// It could not be read at all (no permission, a folder).
    Unread(ReadError),
}

/// What happened to a stored file the game could not read, for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileNote {
    /// It was moved out of the way: `file` is now `aside`.
    KeptAside {
        /// The file's name.
        file: String,
        /// Why it could not be read.
        why: Why,
        /// The name it has now (`progress.json.broken`).
        aside: String,
    },
    /// It could not be moved out of the way.
    NotKeptAside {
        /// The file's name.
        file: String,
        /// Why it could not be read.
        why: Why,
        /// Why it could not be moved.
        error: WriteError,
    },
    /// It could not be read at all (no permission, a folder): it stays where it is.
    Unreadable {
        /// The file's path.
        file: String,
        /// Why it could not be read.
        error: ReadError,
    },
}

/// Where a broken file is kept: `NAME.broken` beside it (`progress.json.broken`).
pub fn aside_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".broken");
    path.with_file_name(name)
}

/// A file's name (the player's data folder is where it always is).
fn name(p: &Path) -> String {
    p.file_name()
        .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into())
}

/// Moves a file the game cannot read out of the way, and says so (`why` the reader's
/// message, its quotes shortened to at most about 60 characters).
pub fn keep_aside(path: &Path, why: &str) -> FileNote {
    keep_aside_for(path, Why::Said(crate::quoting::shorten_quotes(why)))
}

/// Moves a file the game could not read at all out of the way, and says so.
pub fn keep_aside_unread(path: &Path, error: ReadError) -> FileNote {
    keep_aside_for(path, Why::Unread(error))
}

fn keep_aside_for(path: &Path, why: Why) -> FileNote {
    let aside = aside_path(path);
    match platform::rename(path, &aside) {
        Ok(()) => FileNote::KeptAside {
            file: name(path),
            why,
            aside: name(&aside),
        },
        Err(e) => FileNote::NotKeptAside {
            file: name(path),
            why,
            error: WriteError::of(&e),
        },
    }
}

/// Reads a stored text file: `Ok(None)` if there is none, `Ok(Some(text))`, or, if it
/// cannot be read as text (bad UTF-8, a folder, no permission), what happened: a file
/// that is not text is moved out of the way as by [`keep_aside`].
///
/// # Errors
/// The note for the player, as above.
pub fn read_kept(path: &Path) -> Result<Option<String>, FileNote> {
    match platform::read_text(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(e) if e.kind() == ErrorKind::InvalidData => Err(keep_aside_for(path, Why::NotText)),
        Err(e) => Err(FileNote::Unreadable {
            file: path.display().to_string(),
            error: ReadError::of(&e),
        }),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_not_utf8_is_kept_aside_and_reported() {
        let dir = platform::test_dir("kept-utf8");
        let path = dir.join("progress.json");
        // "Jürgen" in Latin-1, as another program may write it.
        platform::write_atomic(&path, b"{\"learners\":[\"J\xfcrgen\"]}").expect("write");
        let note = read_kept(&path).expect_err("Latin-1 is not UTF-8");
        assert_eq!(
            note,
            FileNote::KeptAside {
                file: "progress.json".into(),
                why: Why::NotText,
                aside: "progress.json.broken".into()
            }
        );
        assert!(!platform::exists(&path));
        assert!(platform::exists(&aside_path(&path)));
        platform::remove_test_dir(&dir);
    }

    #[test]
    fn a_missing_file_is_nothing_stored() {
        let dir = platform::test_dir("kept-missing");
        assert_eq!(read_kept(&dir.join("settings.json")), Ok(None));
        platform::remove_test_dir(&dir);
    }

    #[test]
    fn a_long_quote_in_the_readers_message_is_shortened() {
        let dir = platform::test_dir("kept-quote");
        let path = dir.join("settings.json");
        platform::write_atomic(&path, b"{").expect("write");
        let long = format!("unknown field `{}`", "x".repeat(500));
        let FileNote::KeptAside {
            why: Why::Said(why),
            ..
        } = keep_aside(&path, &long)
        else {
            panic!("kept aside")
        };
        assert!(why.chars().count() < 100, "{why}");
        platform::remove_test_dir(&dir);
    }
}
