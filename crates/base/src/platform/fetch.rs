//! Files beside the page (`wasm32` only): what the browser build keeps out of its
//! `.wasm` to load faster (the font, the languages), fetched by the browser through
//! miniquad. A fetch starts at once and does not block: several go at the same time,
//! and the game draws its frames while they come. `web/index.html` asks for the files
//! of the first frame while the `.wasm` is still loading, so they are usually there
//! when the game asks.

use std::cell::RefCell;
use std::rc::Rc;

/// Why a file beside the page did not come (the server's answer, or no answer), in
/// the browser's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FetchError(pub String);

impl std::fmt::Display for FetchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a fetch brought: the file's bytes, or why it did not come.
pub type Fetched = Result<Vec<u8>, FetchError>;

/// A file beside the page on its way: [`fetch`] starts it, [`Fetch::take`] hands it
/// over once it is there.
pub struct Fetch(Rc<RefCell<Option<Fetched>>>);

/// Starts fetching a file beside the page (a path relative to the page, e.g.
/// `i18n/de.ftl`).
pub fn fetch(path: &str) -> Fetch {
    let cell = Rc::new(RefCell::new(None));
    let filled = cell.clone();
    macroquad::miniquad::fs::load_file(path, move |answer| {
        *filled.borrow_mut() = Some(answer.map_err(|e| FetchError(e.to_string())));
    });
    Fetch(cell)
}

impl Fetch {
    /// Whether the file (or the news that it will not come) is there.
    pub fn is_done(&self) -> bool {
        self.0.borrow().is_some()
    }

    /// The file's bytes, or why it did not come, once it is done; `None` while it is
    /// on its way (and after it was taken).
    pub fn take(&self) -> Option<Fetched> {
        self.0.borrow_mut().take()
    }
}

/// Waits, a frame at a time, until every fetch is done.
pub async fn all_done(fetches: &[&Fetch]) {
    while !fetches.iter().all(|f| f.is_done()) {
        macroquad::window::next_frame().await;
    }
}
