//! Loading the data files a player names on the command line (`--board`, `--cards`):
//! the files are read through [`crate::platform`], then parsed by the rules library,
//! which only ever sees text.

use crate::platform;
use std::path::Path;
use track::board::{Board, BoardError, BoardErrorKind};
use track::cards::{CardSet, DeckError, DeckErrorKind};

/// Reads and validates a board file.
///
/// # Errors
/// A [`BoardError`] naming the file, line, column and reason (line 0 when the file
/// cannot be read: then `Io` holds the [`platform::ReadError`]'s
/// [`detail`](platform::ReadError::detail)); `said::board` says it.
pub fn load_board(path: &Path) -> Result<Board, BoardError> {
    let name = path.display().to_string();
    let text = platform::read_text(path).map_err(|e| BoardError {
        path: name.clone(),
        line: 0,
        column: 0,
        kind: BoardErrorKind::Io(platform::ReadError::of(&e).detail()),
    })?;
    Board::parse(&text, &name)
}

/// Reads every `*.json` deck file of a directory, in sorted file-name order.
///
/// # Errors
/// A [`DeckError`] naming the file, and the card and position where known;
/// `said::deck` says it.
pub fn load_deck_dir(dir: &Path) -> Result<CardSet, DeckError> {
    let files = platform::read_dir_texts(dir, "json").map_err(|(file, e)| DeckError {
        file,
        card: None,
        kind: DeckErrorKind::Io(platform::ReadError::of(&e).detail()),
    })?;
    if files.is_empty() {
        return Err(DeckError {
            file: dir.display().to_string(),
            card: None,
            kind: DeckErrorKind::EmptyDeck,
        });
    }
    CardSet::from_files(files)
}
