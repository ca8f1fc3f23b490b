//! "Open a game…" (the browser's start screen): a file the player chose becomes the
//! game it holds, by its contents: PGN is chess, a race save (`format`) is the race, a
//! Yalta record (`start`, `moves`) is Yalta. A file that is none of these is refused
//! on the start screen, saying why; nothing stored changes.

use crate::save::SaveGame;
use crate::ui::i18n::{Lang, Msg};
use crate::ui::{Shell, Up};

/// What a chosen file holds.
enum Opened {
    /// A race game: its save and the state it replays to.
    Race(Box<(SaveGame, track::State)>),
    /// The chess games of a PGN file, with their tags.
    Chess(Vec<chess::pgn::Imported>),
    /// A Yalta game's record.
    Yalta(yalta::record::GameRecord),
}

/// Reads a chosen file: the game it holds, or why it holds none (in `lang`).
fn read(lang: Lang, name: &str, text: &str) -> Result<Opened, String> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = crate::platform::strip_byte_order_mark(text);
    let json = text.trim_start().starts_with('{');
    if !json {
        let games = chess::pgn::import_all(text, name)
            .map_err(|e| words::say(lang, &crate::said::pgn(&e)))?;
        return Ok(Opened::Chess(games));
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if value.get("format").is_some() {
        let (save, state) = SaveGame::from_json(text, name).map_err(|e| e.to_string())?;
        return Ok(Opened::Race(Box::new((save, state))));
    }
    let record: yalta::record::GameRecord =
        serde_json::from_value(value).map_err(|e| e.to_string())?;
    yalta::game::Game::from_record(&record)
        .map_err(|e| words::say(lang, &crate::said::record(lang, &e)))?;
    Ok(Opened::Yalta(record))
}

impl Shell {
    /// Opens the file the player chose, if one came since the last frame.
    pub(in crate::ui) fn take_opened_file(&mut self) {
        let Some((name, contents)) = crate::platform::take_opened_file() else {
            return;
        };
        match read(self.lang(), &name, &contents) {
            Ok(Opened::Race(game)) => {
                let (save, state) = *game;
                self.race.continue_saved(save, state);
                self.open(Up::Race);
            }
            Ok(Opened::Chess(games)) => {
                self.open(Up::Chess);
                // One game opens; a file of several lists them to choose from.
                self.chess.open_games(games);
            }
            Ok(Opened::Yalta(record)) => {
                let (seed, speed) = (self.cfg.seed, self.cfg.speed);
                let dir = Some(self.cfg.data_dir.clone());
                let mut y =
                    crate::ui::yalta::YaltaScreen::new(self.lang(), seed, false, speed, dir);
                y.open_record(record);
                self.open(Up::Yalta);
                self.yalta = Some(y);
            }
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

    #[test]
    fn a_chosen_file_is_the_game_it_holds() {
        assert!(matches!(
            read(Lang::En, "a.pgn", "1. e4 e5 *"),
            Ok(Opened::Chess(_))
        ));
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
        assert!(matches!(
            read(Lang::En, "r.json", &race),
            Ok(Opened::Race(_))
        ));
        // With a byte-order mark before it, it is still a race save, not a PGN.
        assert!(matches!(
            read(
                Lang::En,
                "r.json",
                &format!("{}{race}", char::from_u32(0xFEFF).unwrap())
            ),
            Ok(Opened::Race(_))
        ));
        let record = yalta::game::Game::new(yalta::position::RedQueen::Light).record(&[
            "A".into(),
            "B".into(),
            "C".into(),
        ]);
        let json = serde_json::to_string(&record).unwrap();
        assert!(matches!(
            read(Lang::En, "y.json", &json),
            Ok(Opened::Yalta(_))
        ));
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
