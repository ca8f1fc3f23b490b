//! A game's door: what the shell needs to know of a game to offer it on the start
//! screen and to open a file the player chose for it. Each game's folder gives its own
//! (`race/door.rs`, `school/door.rs`, `chess/door.rs`, `yalta/door.rs`,
//! `lab/door.rs`), and the app lists them once ([`Games`], [`offer`]); the start
//! screen, the browser page's tap names and "Open a game…" go through that list, never
//! through a `match` over the games.

use crate::i18n::Lang;
use crate::start_pictures::Picture;
use crate::Exit;
use crate::Shell;
use std::sync::OnceLock;

/// The games the app offers, in the start screen's order, and the ways between them:
/// the app knows every game; the shell knows none but through this.
pub struct Games {
    /// Each game's door, in the start screen's order.
    pub doors: &'static [Door],
    /// Where an exit that leads into another game goes ([`Exit::PlayRules`]: the lab's
    /// rules to the race's setup; [`Exit::ChessLesson`]: a chess reason to its level).
    pub route: fn(&mut Shell, Exit),
    /// What opens first, before the first frame: the rooms that stay, what the settings
    /// file remembers (language, names, full screen), what the command line asks for.
    pub start: fn(&mut Shell),
}

/// The games the app offered ([`offer`]).
static GAMES: OnceLock<&'static Games> = OnceLock::new();

/// The app offers its games, once, before the window opens (a second offer is the
/// same list and changes nothing).
pub fn offer(games: &'static Games) {
    let _ = GAMES.set(games);
}

/// The games' doors, in the start screen's order (none before the app offers them).
pub fn doors() -> &'static [Door] {
    GAMES.get().map_or(&[], |g| g.doors)
}

/// Takes an exit into another game the way the app says ([`Games::route`]).
pub fn route(shell: &mut Shell, exit: Exit) {
    if let Some(games) = GAMES.get() {
        (games.route)(shell, exit);
    }
}

/// A game's entry on the start screen, and the files it opens.
pub struct Door {
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
pub type Opens = fn(Lang, &str, &str) -> Option<Result<Opening, String>>;

/// How a chosen file opens its game on the shell.
pub type Opening = Box<dyn FnOnce(&mut Shell)>;

/// A game's *Continue* button on the start screen.
pub struct Resume {
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
