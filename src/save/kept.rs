//! Nothing stored is lost: a file the game cannot read (bad UTF-8, bad JSON, unknown
//! fields, a newer version) is kept aside as `NAME.broken` before anything could
//! overwrite it, and the player is told where it went. Used for the settings, the
//! learners' stars and the autosaves of every game.

use crate::platform;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// Where a broken file is kept: `NAME.broken` beside it (`progress.json.broken`).
pub fn aside_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".broken");
    path.with_file_name(name)
}

/// Moves a file the game cannot read out of the way and says so: "`name`: `why`; kept
/// aside as `name.broken`" (the file's name: the player's data folder is where it
/// always is; `why` quoting at most about 60 characters).
pub fn keep_aside(path: &Path, why: &str) -> String {
    let aside = aside_path(path);
    let name = |p: &Path| {
        p.file_name()
            .map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into())
    };
    let why = crate::quoting::shorten_quotes(why);
    match platform::rename(path, &aside) {
        Ok(()) => format!("{}: {why}; kept aside as {}", name(path), name(&aside)),
        Err(e) => format!("{}: {why}; could not keep it aside: {e}", name(path)),
    }
}

/// Reads a stored text file: `Ok(None)` if there is none, `Ok(Some(text))`, or, if it
/// cannot be read as text (bad UTF-8, a folder, no permission), the message of
/// [`keep_aside`] after moving it out of the way.
///
/// # Errors
/// The message for the player, as above.
pub fn read_kept(path: &Path) -> Result<Option<String>, String> {
    match platform::read_text(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(e) if e.kind() == ErrorKind::InvalidData => Err(keep_aside(path, "not UTF-8 text")),
        Err(e) => Err(format!("{}: {e}", path.display())),
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
        let message = read_kept(&path).expect_err("Latin-1 is not UTF-8");
        assert!(message.contains("progress.json.broken"), "{message}");
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
}
