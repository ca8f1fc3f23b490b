//! "Open a game…" (the browser's start screen): a file the player chose becomes the
//! game it holds, by its contents: each game's door ([`crate::ui::shell::door`]) says
//! whether a file is its own (PGN is chess's, a race save with its `format` the race's,
//! a Yalta record Yalta's). A file that is none of these is refused on the start
//! screen, saying why; nothing stored changes.

use crate::ui::i18n::{Lang, Msg};
use crate::ui::shell::door::Opening;
use crate::ui::{Shell, ROOMS};

/// Reads a chosen file: the game it holds (its door's place in `ROOMS` (`ui/mod.rs`) and how it
/// opens), or why it holds none (in `lang`).
fn read(lang: Lang, name: &str, text: &str) -> Result<(usize, Opening), String> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = crate::platform::strip_byte_order_mark(text);
    for (d, door) in ROOMS.iter().enumerate() {
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
    pub(in crate::ui) fn take_opened_file(&mut self) {
        let Some((name, contents)) = crate::platform::take_opened_file() else {
            return;
        };
        match read(self.lang(), &name, &contents) {
            Ok((_, opening)) => opening(self),
            Err(why) => {
                let why = crate::quoting::shorten_quotes(&why);
                self.start_note = Some(words::say(self.lang(), &Msg::NotAGame(name, why)));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tap name of the game a file opens, if it holds one.
    fn game(text: &str) -> Option<&'static str> {
        read(Lang::En, "f", text).ok().map(|(d, _)| ROOMS[d].tap)
    }

    #[test]
    fn a_chosen_file_is_the_game_it_holds() {
        assert_eq!(game("1. e4 e5 *"), Some("chess"));
        let race = crate::save::bot_game(
            track::State::classic(track::Setup::new(
                track::variant::Variant::by_id("small").unwrap(),
                Default::default(),
                2,
                3,
            )),
            &[],
            &[track::bots::BotKind::Greedy],
            4,
        )
        .0
        .to_json();
        assert_eq!(game(&race), Some("play"));
        // With a byte-order mark before it, it is still a race save, not a PGN.
        let marked = format!("{}{race}", char::from_u32(0xFEFF).unwrap());
        assert_eq!(game(&marked), Some("play"));
        let record = yalta::game::Game::new(yalta::position::RedQueen::Light).record(&[
            "A".into(),
            "B".into(),
            "C".into(),
        ]);
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(game(&json), Some("yalta"));
    }

    #[test]
    fn a_file_that_holds_no_game_says_why() {
        for (name, text) in [
            ("x.json", "{\"colour\": 1}"),
            ("x.pgn", "1. e5 *"),
            ("x.json", "{ not json"),
            ("empty.txt", ""),
        ] {
            let why = read(Lang::En, name, text).err().unwrap_or_default();
            assert!(!why.is_empty(), "{name}: {text}");
        }
    }
}
