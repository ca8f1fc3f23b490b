//! A game's door: what the shell needs to know of a game to offer it on the start
//! screen and to open a file the player chose for it. Each game's folder gives its own
//! (`race/door.rs`, `school/door.rs`, `chess/door.rs`, `yalta/door.rs`,
//! `lab/door.rs`), and `ui/mod.rs` lists them once (`ROOMS`); the start
//! screen, the browser page's tap names and "Open a game…" go through that list, never
//! through a `match` over the games.

use crate::ui::i18n::Lang;
use crate::ui::shell::start_pictures::Picture;
use crate::ui::Shell;

/// A game's entry on the start screen, and the files it opens.
pub(in crate::ui) struct Door {
    /// The tile's name for the browser test (`web/browser_test.py` taps it by it).
    pub tap: &'static str,
    /// The tile's words.
    pub label: fn(Lang) -> String,
    /// The tile's picture.
    pub picture: Picture,
    /// Opens the game from its tile.
    pub open: fn(&mut Shell),
    /// Its *Continue* button, for a game that keeps an autosave.
    pub resume: Option<Resume>,
    /// "Open a game…": whether a chosen file is this game's (given its name and its
    /// text, a byte-order mark already gone); if so, how it opens, or why it cannot.
    pub opens: Option<Opens>,
}

/// Whether a chosen file (its name, its text) is a game's: if so, how it opens or why
/// it cannot (in the language given).
pub(in crate::ui) type Opens = fn(Lang, &str, &str) -> Option<Result<Opening, String>>;

/// How a chosen file opens its game on the shell.
pub(in crate::ui) type Opening = Box<dyn FnOnce(&mut Shell)>;

/// A game's *Continue* button on the start screen.
pub(in crate::ui) struct Resume {
    /// Its place among the start screen's *Continue* places (left to right), which is
    /// also its place in the focus order.
    pub place: usize,
    /// Its name for the browser test.
    pub tap: &'static str,
    /// Looks in the autosave, as the start screen is entered: what the button's words
    /// need of it (a move number), if the game keeps that with the shell.
    pub look: fn(&mut Shell) -> Option<usize>,
    /// The button's words while a game waits (given what `look` found); `None` while
    /// none waits.
    pub label: fn(&Shell, Option<usize>) -> Option<String>,
    /// Opens the waiting game.
    pub open: fn(&mut Shell),
}
