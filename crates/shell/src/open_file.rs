//! "Open a game…" (the browser's start screen): a file the player chose becomes the
//! game it holds, by its contents: each game's door ([`crate::door`]) says
//! whether a file is its own (PGN is chess's, a race save with its `format` the race's,
//! a Yalta record Yalta's). A file that is none of these is refused on the start
//! screen, saying why; nothing stored changes.

use crate::door::doors;
use crate::door::Opening;
use crate::i18n::{Lang, Msg};
use crate::Shell;

/// Reads a chosen file: the game it holds (its door's place in [`doors`] and how it
/// opens), or why it holds none (in `lang`).
pub fn read(lang: Lang, name: &str, text: &str) -> Result<(usize, Opening), String> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = base::platform::strip_byte_order_mark(text);
    for (d, door) in doors().iter().enumerate() {
        if let Some(answer) = door.opens.and_then(|opens| opens(lang, name, text)) {
            return answer.map(|opening| (d, opening));
        }
    }
    // The doors between them take every text; were none to, the JSON reader says why.
    Err(serde_json::from_str::<serde_json::Value>(text)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default())
}

impl Shell {
    /// Opens the file the player chose, if one came since the last frame.
    pub fn take_opened_file(&mut self) {
        let Some((name, contents)) = base::platform::take_opened_file() else {
            return;
        };
        match read(self.lang(), &name, &contents) {
            Ok((_, opening)) => opening(self),
            Err(why) => {
                let why = base::quoting::shorten_quotes(&why);
                self.start_note = Some(words::say(self.lang(), &Msg::NotAGame(name, why)));
            }
        }
    }
}
