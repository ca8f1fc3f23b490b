//! A PGN file of several games: the list to choose one from, as the shell's dialog
//! (the first [`SHOWN`] games, then *Back*), before the chosen one opens.

use crate::menu::{Overlay, SHOWN};
use crate::texts::ChessMsg;
use crate::ChessScreen;
use chess::pgn::Imported;
use shell::dialog::Dialog;
use shell::i18n::Lang;

impl ChessScreen {
    /// Opens a PGN file as chess programs read it: every game that reads (as
    /// [`ChessScreen::open_games`]), each broken one named (in the list's box, or as a
    /// notice over the one game that opens).
    pub fn open_pgn(&mut self, read: chess::pgn::PgnGames) {
        let named: Vec<String> = read
            .broken
            .iter()
            .map(|b| {
                let note = base::cli_error::CliNote::PgnBroken {
                    number: b.number,
                    error: Box::new(b.error.clone()),
                };
                ::words::say(self.lang, &note)
            })
            .collect();
        self.files.broken_note = named.join("\n");
        let games: Vec<Imported> = read.games.into_iter().map(|(_, g)| g).collect();
        let one = games.len() == 1;
        self.open_games(games);
        if one && !self.files.broken_note.is_empty() {
            let note = std::mem::take(&mut self.files.broken_note);
            self.say(note);
        }
    }

    /// Opens a PGN file's games: the only one at once, or the list to choose from.
    pub fn open_games(&mut self, mut games: Vec<Imported>) {
        match games.len() {
            0 => {}
            1 => self.open_imported(games.remove(0)),
            _ => {
                self.open_setup();
                self.files.games = games;
                // The list instead of the setup box (its Back brings the setup).
                self.opening.clear();
                self.ask(Overlay::Games, 0);
            }
        }
    }

    /// The list as the shell's dialog: a button per game shown, then *Back* (the safe
    /// choice: the setup).
    pub(crate) fn games_dialog(&self, lang: Lang) -> Dialog {
        let t = |m: ChessMsg| ::words::say(lang, &m);
        let mut labels: Vec<String> = self
            .files
            .games
            .iter()
            .take(SHOWN)
            .enumerate()
            .map(|(i, g)| {
                let name = |tag| g.tag(tag).unwrap_or("?").to_string();
                let result = g.game.outcome().map_or("*", |o| o.result_token());
                t(ChessMsg::GameEntry(
                    i + 1,
                    name("White"),
                    name("Black"),
                    result.into(),
                ))
            })
            .collect();
        let more = match self.files.games.len().saturating_sub(SHOWN) {
            0 => String::new(),
            more => t(ChessMsg::MoreGames(more)),
        };
        let body = [more.as_str(), self.files.broken_note.as_str()]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        let back = labels.len();
        labels.push(t(ChessMsg::PromoteCancel));
        Dialog::new(
            t(ChessMsg::ChooseGame(self.files.games.len())),
            body,
            labels,
            Some(back),
        )
    }

    /// Button `i` of the list: a game opens; *Back* goes to the setup.
    pub(crate) fn games_chosen(&mut self, i: usize) {
        let games = std::mem::take(&mut self.files.games);
        self.files.broken_note.clear();
        match games.into_iter().take(SHOWN).nth(i) {
            Some(game) => self.open_imported(game),
            None => self.show_setup(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_screen;
    use base::save::chess::ChessSeat;

    fn games(n: usize) -> Vec<Imported> {
        let text: String = (0..n)
            .map(|i| format!("[White \"P{i}\"]\n[Black \"Q{i}\"]\n\n1. e4 e5 *\n\n"))
            .collect();
        chess::pgn::import_all(&text, "many.pgn").unwrap()
    }

    #[test]
    fn a_file_of_several_games_asks_which_one() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.open_games(games(3));
        let d = s.shown_dialog(Lang::En).expect("the list");
        assert_eq!(d.title, "The file has 3 games: which one?");
        assert_eq!(d.buttons.len(), 4, "three games and Back");
        assert!(d.buttons[1].starts_with("2. P1 – Q1"), "{:?}", d.buttons);
        s.games_chosen(1);
        assert_eq!(s.asked().map(|a| a.0), None);
        assert_eq!(
            s.files.imported_tags[0],
            ("White".to_string(), "P1".to_string())
        );
        assert_eq!(s.game.moves().len(), 2);
    }

    #[test]
    fn a_long_list_shows_eight_and_says_how_many_more() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.open_games(games(11));
        let d = s.shown_dialog(Lang::En).expect("the list");
        assert_eq!(d.buttons.len(), SHOWN + 1);
        assert_eq!(d.body, "(and 3 more)");
        assert_eq!(crate::menu::games_spot_names(11).len(), SHOWN + 1);
        // Back: to the setup, no game opened.
        s.games_chosen(SHOWN);
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::Setup));
    }

    /// Three games, the second broken (a move no piece can make).
    const ONE_BROKEN: &str =
        "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. e5 *\n\n[White \"C\"]\n\n1. d4 d5 *\n";

    #[test]
    fn a_broken_game_in_a_pgn_file_is_named_and_the_others_are_offered() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.open_pgn(chess::pgn::read_games(ONE_BROKEN, "three.pgn"));
        let d = s.shown_dialog(Lang::En).expect("the list");
        assert_eq!(d.buttons.len(), 3, "two games that read, and Back");
        assert!(d.body.contains("game 2"), "{}", d.body);
        s.games_chosen(1);
        assert_eq!(
            s.files.imported_tags[0],
            ("White".to_string(), "C".to_string())
        );
        assert_eq!(s.files.broken_note, "");
    }

    #[test]
    fn the_one_game_that_reads_opens_and_the_broken_one_is_named() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        let two = ONE_BROKEN.rsplit_once("[White \"C\"]").unwrap().0;
        s.open_pgn(chess::pgn::read_games(two, "two.pgn"));
        assert_eq!(s.game.moves().len(), 2, "game 1 opened");
        let (note, _) = s.notice.clone().expect("a notice");
        assert!(note.contains("game 2"), "{note}");
    }
}
