//! Why a file could not be written, as a value said in words, with what to do
//! (`words::say`; `errors-write-…` in `errors.ftl`), never the system's bare English ("File exists",
//! "Permission denied"). [`WriteError::of`] reads an `io::Error` of a write as one.

use std::fmt;
use std::io::ErrorKind;

/// Why a file could not be written.
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "errors-write-")]
pub enum WriteError {
    /// The folder it belongs in is a file (a data folder given as a file).
    FolderIsAFile,
    /// The game may not write there (permissions, a read-only disk).
    NoPermission,
    /// The disk (or the user's share of it) is full.
    Full,
    /// What the system said: it stays as the system says it.
    #[say(args(error))]
    System(String),
}

impl WriteError {
    /// The problem of an I/O error from writing a file (or making its folder, or
    /// renaming it into place).
    pub fn of(e: &std::io::Error) -> WriteError {
        match e.kind() {
            // Making a folder where a file is: "File exists"; a path through a file.
            ErrorKind::AlreadyExists | ErrorKind::NotADirectory => WriteError::FolderIsAFile,
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => WriteError::NoPermission,
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded | ErrorKind::FileTooLarge => {
                WriteError::Full
            }
            _ => WriteError::System(e.to_string()),
        }
    }

    /// `file` could not be written, and why, in words that say what to do
    /// (`files-not-written`).
    pub fn not_written(&self, file: &str) -> words::Key {
        let args = words::Args::new().text("file", file).said("why", self);
        ("files-not-written", args)
    }
}

impl fmt::Display for WriteError {
    /// In English, for the command line; `words::say` says it in a language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words::say(words::Lang::En, self))
    }
}

impl std::error::Error for WriteError {}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_data_folder_that_is_a_file_no_permission_and_a_full_disk_are_told_apart() {
        let dir = crate::platform::test_dir("write-error");
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("data");
        std::fs::write(&file, b"x").unwrap();
        // The data folder given as a file: its save cannot be written.
        let e = crate::platform::write_atomic(&file.join("autosave.json"), b"{}").unwrap_err();
        assert_eq!(WriteError::of(&e), WriteError::FolderIsAFile, "{e}");
        let denied = std::io::Error::from_raw_os_error(13);
        assert_eq!(WriteError::of(&denied), WriteError::NoPermission);
        let read_only = std::io::Error::from_raw_os_error(30);
        assert_eq!(WriteError::of(&read_only), WriteError::NoPermission);
        let full = std::io::Error::from_raw_os_error(28);
        assert_eq!(WriteError::of(&full), WriteError::Full);
        let other = std::io::Error::other("cable-cut");
        assert_eq!(
            WriteError::of(&other),
            WriteError::System("cable-cut".into())
        );
        crate::platform::remove_test_dir(&dir);
    }

    #[test]
    fn every_write_error_is_said_in_every_language() {
        assert_eq!(words::unsaid::<WriteError>(), [] as [String; 0]);
    }
}
