//! Why a file could not be read as a game's text, as a value said in words
//! (`words::say`; the words are `errors-read-…` in `errors.ftl`). The desktop's [`read_text`](super::read_text) refuses
//! what is no regular file or too large with an `io::Error` that carries a
//! [`ReadError`]; [`ReadError::of`] reads any `io::Error` back as one. Its `Display` is
//! English, so that an `io::Error` printed as it is still reads well.

use std::fmt;

/// Why a file could not be read as text.
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "errors-read-")]
pub enum ReadError {
    /// There is no such file.
    Missing,
    /// Not a regular file: a folder, a device (`/dev/zero`) or a named pipe.
    NotAFile,
    /// Larger than the game reads: at most `max_mb` megabytes.
    TooLarge {
        /// The most the game reads, in megabytes.
        #[say(name = "max")]
        max_mb: u64,
    },
    /// Its bytes are not UTF-8 text.
    NotText,
    /// The game may not read it.
    NoPermission,
    /// The folder it should be in is a file.
    FolderIsAFile,
    /// What the system said (no permission, …): it stays as the system says it.
    #[say(args(error))]
    System(String),
}

/// How [`ReadError::detail`] writes each problem the game names itself; anything else
/// is the system's message.
const MISSING: &str = "missing";
const NOT_A_FILE: &str = "not-a-file";
const TOO_LARGE: &str = "too-large-mb:";
const NOT_TEXT: &str = "not-text";
const NO_PERMISSION: &str = "no-permission";
const FOLDER_IS_A_FILE: &str = "folder-is-a-file";

impl ReadError {
    /// The problem of an I/O error from reading a file.
    pub fn of(e: &std::io::Error) -> ReadError {
        if let Some(own) = e.get_ref().and_then(|i| i.downcast_ref::<ReadError>()) {
            return own.clone();
        }
        match e.kind() {
            std::io::ErrorKind::NotFound => ReadError::Missing,
            std::io::ErrorKind::InvalidData => ReadError::NotText,
            std::io::ErrorKind::PermissionDenied => ReadError::NoPermission,
            std::io::ErrorKind::NotADirectory => ReadError::FolderIsAFile,
            _ => ReadError::System(e.to_string()),
        }
    }

    /// The problem as data (`not-a-file`, `too-large-mb:16`), or the system's message: as
    /// a data file's error keeps it (the `Io(String)` of a board's or a deck's error).
    /// [`ReadError::from_detail`] reads it back.
    pub fn detail(&self) -> String {
        match self {
            ReadError::Missing => MISSING.into(),
            ReadError::NotAFile => NOT_A_FILE.into(),
            ReadError::TooLarge { max_mb } => format!("{TOO_LARGE}{max_mb}"),
            ReadError::NotText => NOT_TEXT.into(),
            ReadError::NoPermission => NO_PERMISSION.into(),
            ReadError::FolderIsAFile => FOLDER_IS_A_FILE.into(),
            ReadError::System(s) => s.clone(),
        }
    }

    /// The problem written by [`ReadError::detail`], read back.
    pub fn from_detail(detail: &str) -> ReadError {
        match detail {
            MISSING => ReadError::Missing,
            NOT_A_FILE => ReadError::NotAFile,
            NOT_TEXT => ReadError::NotText,
            NO_PERMISSION => ReadError::NoPermission,
            FOLDER_IS_A_FILE => ReadError::FolderIsAFile,
            _ => match detail.strip_prefix(TOO_LARGE).map(str::parse) {
                Some(Ok(max_mb)) => ReadError::TooLarge { max_mb },
                _ => ReadError::System(detail.to_string()),
            },
        }
    }

    /// An `io::Error` that carries this problem.
    pub fn into_io(self) -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::InvalidInput, self)
    }
}

impl fmt::Display for ReadError {
    /// In English, for the command line and an `io::Error` that carries it;
    /// `words::say` says it in a language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words::say(words::Lang::En, self))
    }
}

impl std::error::Error for ReadError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_read_error_is_read_back_from_its_detail_and_its_io_error() {
        for e in [
            ReadError::Missing,
            ReadError::NotAFile,
            ReadError::TooLarge { max_mb: 16 },
            ReadError::NotText,
            ReadError::NoPermission,
            ReadError::FolderIsAFile,
            ReadError::System("Input/output error (os error 5)".into()),
        ] {
            assert_eq!(ReadError::from_detail(&e.detail()), e);
            assert_eq!(ReadError::of(&e.clone().into_io()), e);
        }
    }

    #[test]
    fn every_read_error_is_said_in_every_language() {
        assert_eq!(words::unsaid::<ReadError>(), [] as [String; 0]);
    }
}
