//! The Yalta game's boxes, all the shell's one dialog: the menu (back to the game,
//! rules, keys, where a piece can go, save, new game, to the start screen), the
//! questions before leaving a running game, and what a pawn becomes. Each box is built
//! by one method that the update and the drawing share.

use crate::*;
use shell::dialog::Dialog;
use shell::i18n::Msg;
use shell::RulesBook;

/// A question before a running game is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// "Leave this game?" before the start screen.
    ToStart,
    /// "Start a new game?" before the setup.
    NewGame,
}

/// An entry of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MenuItem {
    /// Back to the game (the safe choice: Esc, a click beside the box).
    Continue,
    /// The rules pages.
    Rules,
    /// The keys page.
    Keys,
    /// Show where a chosen piece can go, or not.
    ShowMoves,
    /// Save the game to a file of its own.
    Save,
    /// The setup, for a new game.
    NewGame,
    /// The start screen.
    ToStart,
}

/// The menu's entries, in order.
pub(crate) const MENU: [MenuItem; 7] = [
    MenuItem::Continue,
    MenuItem::Rules,
    MenuItem::Keys,
    MenuItem::ShowMoves,
    MenuItem::Save,
    MenuItem::NewGame,
    MenuItem::ToStart,
];

/// The menu's entries as the browser page names them, in [`MENU`]'s order.
pub(crate) const SPOTS: [&str; 7] = [
    "menu_continue",
    "menu_rules",
    "menu_keys",
    "menu_moves",
    "menu_save",
    "menu_new",
    "menu_to_start",
];

/// The promotion picker's buttons as the browser page names them: the pieces of
/// [`Kind::PROMOTIONS`], then Cancel.
pub(crate) const PROMOTION_SPOTS: [&str; 5] = [
    "promote_queen",
    "promote_rook",
    "promote_bishop",
    "promote_knight",
    "promote_cancel",
];

/// The promotion picker's safe choice: Cancel, after the four pieces.
pub(crate) const PROMOTION_CANCEL: usize = 4;

/// The questions' answers: yes, then no (the safe one).
pub(crate) const NO: usize = 1;

impl YaltaScreen {
    /// A shared text of every game's menu in the window's language.
    fn shared(&self, m: Msg) -> String {
        words::say(self.lang, &m)
    }

    /// The menu as a dialog: the game's title, an entry per [`MENU`] item; Esc or a
    /// click beside it goes back to the game.
    pub(crate) fn menu_dialog(&self) -> Dialog {
        let labels = MENU
            .iter()
            .map(|item| match item {
                MenuItem::Continue => self.shared(Msg::MenuBack),
                MenuItem::Rules => self.shared(Msg::MenuRules),
                MenuItem::Keys => self.shared(Msg::MenuKeys),
                MenuItem::ShowMoves => self.text(YaltaMsg::ShowMoves(self.show_moves)),
                MenuItem::Save => self.text(YaltaMsg::SaveGame),
                MenuItem::NewGame => self.shared(Msg::MenuNewGame),
                MenuItem::ToStart => self.shared(Msg::MenuToStart),
            })
            .collect();
        Dialog::new(
            self.text(YaltaMsg::SetupTitle),
            String::new(),
            labels,
            Some(0),
        )
    }

    /// A question as a dialog: yes, or no (the safe choice: Esc, a click beside it).
    pub(crate) fn ask_dialog(&self, a: Ask) -> Dialog {
        let (title, body, yes) = match a {
            Ask::ToStart => (
                self.shared(Msg::LeaveQuestion),
                if self.files.save_path.is_some() {
                    self.text(YaltaMsg::LeaveKept)
                } else {
                    self.text(YaltaMsg::LeaveLost)
                },
                self.shared(Msg::LeaveYes),
            ),
            Ask::NewGame => (
                self.text(YaltaMsg::NewGameQuestion),
                self.text(YaltaMsg::NewGameKept),
                self.text(YaltaMsg::NewGameYes),
            ),
        };
        Dialog::new(title, body, vec![yes, self.shared(Msg::LeaveNo)], Some(NO))
    }

    /// What a pawn becomes, as a dialog: the four pieces, and Cancel (the safe choice).
    pub(crate) fn promotion_dialog(&self) -> Dialog {
        let mut labels: Vec<String> = Kind::PROMOTIONS
            .iter()
            .map(|k| {
                format!(
                    "{}  {}",
                    view::figurine(*k),
                    self.text(YaltaMsg::PromoteTo(*k))
                )
            })
            .collect();
        labels.push(self.text(YaltaMsg::Cancel));
        Dialog::new(
            self.text(YaltaMsg::PromoteTitle),
            String::new(),
            labels,
            Some(PROMOTION_CANCEL),
        )
    }

    /// Whether leaving would interrupt a game: one that has begun and is not over
    /// (the autosave keeps it from its first move).
    pub(crate) fn game_running(&self) -> bool {
        !self.game.is_over() && !self.game.moves().is_empty()
    }

    /// Opens the menu over the game; a chosen piece is dropped.
    pub(crate) fn open_menu(&mut self) {
        self.drop_choice();
        self.ask_box(Boxed::Menu, 0);
    }

    /// What a menu entry (button `i`) does. Rules and Keys leave the menu open under
    /// their pages; a new game or the start screen asks first while a game is running.
    pub(crate) fn choose_menu(&mut self, item: MenuItem, i: usize) -> Exit {
        match item {
            MenuItem::Continue => {}
            MenuItem::Rules => {
                self.ask_box(Boxed::Menu, i);
                return Exit::Rules(RulesBook::Yalta);
            }
            MenuItem::Keys => {
                self.ask_box(Boxed::Menu, i);
                return Exit::Keys(RulesBook::Yalta);
            }
            MenuItem::ShowMoves => {
                self.show_moves = !self.show_moves;
                self.ask_box(Boxed::Menu, i);
            }
            MenuItem::Save => {
                let said = self.save_game(false);
                self.say(said);
            }
            MenuItem::NewGame | MenuItem::ToStart => {
                let ask = if item == MenuItem::NewGame {
                    Ask::NewGame
                } else {
                    Ask::ToStart
                };
                if self.game_running() {
                    self.ask_box(Boxed::Ask(ask), NO);
                } else {
                    return self.answer(ask, true);
                }
            }
        }
        Exit::Stay
    }

    /// The answer to a question: yes leaves (the autosave keeps the game), no goes
    /// back to the game.
    pub(crate) fn answer(&mut self, a: Ask, yes: bool) -> Exit {
        if !yes {
            return Exit::Stay;
        }
        match a {
            Ask::ToStart => Exit::ToStart,
            Ask::NewGame => {
                self.open_setup();
                Exit::Stay
            }
        }
    }

    /// The setup, offering the autosave's unfinished game (this one, if it has begun:
    /// every move is autosaved).
    pub(crate) fn open_setup(&mut self) {
        self.files.resume = self
            .files
            .data_dir
            .as_deref()
            .filter(|_| !self.options.demo)
            .and_then(offered_record);
        self.setup = true;
        self.review = None;
        self.drop_choice();
    }

    /// Plays the pawn's move from `from` to `to`, the pawn becoming
    /// [`Kind::PROMOTIONS`]`[i]` (the promotion picker's answer; its Cancel plays nothing).
    pub(crate) fn promote(&mut self, from: Cell, to: Cell, i: usize) {
        let cmd = Command {
            from,
            to,
            promotion: Kind::PROMOTIONS.get(i).copied(),
        };
        match self.game.check(&cmd) {
            Ok(mv) => self.play(mv),
            Err(r) => self.pick.refusal = Some((to, r)),
        }
    }

    /// Writes the game into `DATA_DIR/yalta-games/game-N.json` (the first free N), as
    /// the autosave's record; says where (the whole path if `whole`, else from the data
    /// directory on: the panel is narrow), or why not.
    pub(crate) fn save_game(&mut self, whole: bool) -> String {
        let data = self
            .files
            .data_dir
            .clone()
            .unwrap_or_else(|| platform::data_dir(None));
        let dir = data.join("yalta-games");
        let path = (1..100_000)
            .map(|n| dir.join(format!("game-{n}.json")))
            .find(|p| !platform::exists(p))
            .unwrap_or_else(|| dir.join("game.json"));
        let record = self.game.record(&self.names);
        let download = format!(
            "yalta-{}",
            path.file_name().unwrap_or_default().to_string_lossy()
        );
        let written = serde_json::to_string_pretty(&record)
            .map_err(|e| e.to_string())
            .and_then(|json| {
                platform::write_atomic(&path, json.as_bytes()).map_err(|e| {
                    let why = platform::WriteError::of(&e);
                    words::say(self.lang, &why)
                })?;
                platform::offer_download(&download, &json);
                Ok(())
            });
        let shown = if whole {
            &path
        } else {
            path.strip_prefix(&data).unwrap_or(&path)
        };
        let shown = platform::saved_file_shown(shown.display().to_string(), &download);
        match written {
            Ok(()) => self.text(YaltaMsg::SavedTo(shown)),
            Err(e) => self.text(YaltaMsg::SaveFailed(e)),
        }
    }
}
