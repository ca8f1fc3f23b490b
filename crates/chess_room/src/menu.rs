//! The chess screen's boxes, every one the shell's dialog with a safe choice for Esc and
//! a click beside it: the setup (who plays), the menu, the promotion picker, a person's
//! answer to a draw offer, and the questions asked first (resign? offer a draw? a new
//! game? leave?). Each box is a layer the shell holds (`shell/layers.rs`): the screen
//! asks for it ([`ChessScreen::ask`]), [`ChessScreen::dialog`] builds it, and the
//! shell hands back the button chosen with the [`Overlay`] it was about
//! ([`ChessScreen::chosen`]).

use crate::*;
use shell::dialog::Dialog;
use shell::i18n::Msg;
use shell::RulesBook;

/// What a box over the board is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Overlay {
    /// Who plays.
    Setup,
    /// The piece a pawn becomes.
    Promotion(ChessMove),
    /// A person answers a draw offer of the other side.
    Offer(Side),
    /// Really resign?
    ConfirmResign(Side),
    /// Really offer a draw (for this side)?
    ConfirmOffer(Side),
    /// The menu.
    Menu,
    /// A new game while one runs?
    ConfirmNewGame,
    /// Leave the running game for the start screen?
    ConfirmLeave,
    /// Which game of a PGN file of several to open (`games_list.rs`).
    Games,
}

/// A button of the setup box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetupItem {
    /// White's seat: person → computer (easy, normal, hard) → person.
    White,
    /// Black's seat.
    Black,
    /// Swap the seats.
    Swap,
    /// Start the game.
    Go,
    /// Play on with the autosaved game (only when there is one).
    Resume,
    /// The chess words page.
    Words,
    /// The safe choice: back to the game on the board, or to the start screen.
    Back,
}

/// The setup box's focused button when it opens: *Start!*.
pub(crate) const SETUP_GO: usize = 3;
/// The safe button of a question of two (yes, no): *no*.
pub(crate) const SAFE_OF_TWO: usize = 1;

/// An entry of the chess menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MenuItem {
    /// Back to the game (the safe choice).
    Continue,
    /// The rules pages.
    Rules,
    /// The keys page.
    Keys,
    /// Turn the board round.
    TurnBoard,
    /// The dots on the chosen piece's squares on or off.
    ShowMoves,
    /// Save the game as PGN.
    SavePgn,
    /// The chess words page.
    Words,
    /// A new game (the setup box; asked first while a game runs).
    NewGame,
    /// To the start screen (asked first while a game runs).
    ToStart,
}

/// The menu's entries, in order: *Continue* first, the way out last.
pub(crate) const MENU: [MenuItem; 9] = [
    MenuItem::Continue,
    MenuItem::Rules,
    MenuItem::Keys,
    MenuItem::TurnBoard,
    MenuItem::ShowMoves,
    MenuItem::SavePgn,
    MenuItem::Words,
    MenuItem::NewGame,
    MenuItem::ToStart,
];

impl ChessScreen {
    /// Opens the menu, its focus on *Continue*.
    pub(crate) fn open_menu(&mut self) {
        self.ask(Overlay::Menu, 0);
    }

    /// The setup box's buttons (*Resume* only with an unfinished autosave).
    pub(crate) fn setup_items(&self) -> Vec<SetupItem> {
        use SetupItem as S;
        let mut items = vec![S::White, S::Black, S::Swap, S::Go];
        if self.files.resume.is_some() {
            items.push(S::Resume);
        }
        items.extend([S::Words, S::Back]);
        items
    }

    fn setup_label(&self, lang: Lang, item: SetupItem) -> String {
        let t = |m: ChessMsg| ::words::say(lang, &m);
        match item {
            SetupItem::White => t(ChessMsg::SeatLine(Side::White, self.seats.white)),
            SetupItem::Black => t(ChessMsg::SeatLine(Side::Black, self.seats.black)),
            SetupItem::Swap => t(ChessMsg::Swap),
            SetupItem::Go => t(ChessMsg::Go),
            SetupItem::Resume => t(ChessMsg::Resume),
            SetupItem::Words => t(ChessMsg::Words),
            SetupItem::Back if self.started => words::say(lang, &Msg::MenuBack),
            SetupItem::Back => words::say(lang, &Msg::MenuToStart),
        }
    }

    fn menu_label(&self, lang: Lang, item: MenuItem) -> String {
        match item {
            MenuItem::Continue => words::say(lang, &Msg::MenuBack),
            MenuItem::Rules => words::say(lang, &Msg::MenuRules),
            MenuItem::Keys => words::say(lang, &Msg::MenuKeys),
            MenuItem::TurnBoard => ::words::say(lang, &ChessMsg::TurnBoard),
            MenuItem::ShowMoves => words::say(lang, &Msg::ShowMoves(self.show_moves)),
            MenuItem::SavePgn => ::words::say(lang, &ChessMsg::SavePgn),
            MenuItem::Words => ::words::say(lang, &ChessMsg::Words),
            MenuItem::NewGame => words::say(lang, &Msg::MenuNewGame),
            MenuItem::ToStart => words::say(lang, &Msg::MenuToStart),
        }
    }

    /// Box `o` as the shell's dialog.
    pub(crate) fn dialog(&self, o: Overlay, lang: Lang) -> Dialog {
        let t = |m: ChessMsg| ::words::say(lang, &m);
        let question = |title: String, body: String, yes: String, no: String| {
            Dialog::new(title, body, vec![yes, no], Some(SAFE_OF_TWO))
        };
        match o {
            Overlay::Setup => {
                let items = self.setup_items();
                let labels = items.iter().map(|&i| self.setup_label(lang, i)).collect();
                let back = items.len() - 1;
                // A broken autosave, kept aside: the setup says where.
                let body = self.files.kept_note.clone().unwrap_or_default();
                Dialog::new(t(ChessMsg::SetupTitle), body, labels, Some(back))
            }
            Overlay::Promotion(_) => {
                let words = shell::i18n::chess_language(lang);
                let mut labels: Vec<String> = PROMOTIONS
                    .iter()
                    .map(|&p| {
                        let name = shell::i18n::chess_words::piece_name(p, words);
                        format!("{} {name}", board::piece_glyphs(p).1)
                    })
                    .collect();
                labels.push(t(ChessMsg::PromoteCancel));
                Dialog::new(
                    t(ChessMsg::PromoteTo),
                    String::new(),
                    labels,
                    Some(PROMOTIONS.len()),
                )
            }
            Overlay::Offer(by) => question(
                t(ChessMsg::OfferTo(by)),
                String::new(),
                t(ChessMsg::Accept),
                t(ChessMsg::Decline),
            ),
            Overlay::ConfirmResign(side) => question(
                t(ChessMsg::ReallyResign),
                t(ChessMsg::ResignLoses(side)),
                t(ChessMsg::YesResign),
                t(ChessMsg::PlayOn),
            ),
            Overlay::ConfirmOffer(_) => question(
                t(ChessMsg::ReallyOffer),
                String::new(),
                t(ChessMsg::YesOffer),
                t(ChessMsg::PlayOn),
            ),
            Overlay::Menu => Dialog::new(
                t(ChessMsg::StartButton),
                String::new(),
                MENU.iter().map(|&i| self.menu_label(lang, i)).collect(),
                Some(0),
            ),
            Overlay::ConfirmNewGame => question(
                t(ChessMsg::ReallyNewGame),
                t(ChessMsg::NewGameKeeps),
                t(ChessMsg::YesNewGame),
                t(ChessMsg::PlayOn),
            ),
            Overlay::ConfirmLeave => question(
                words::say(lang, &Msg::LeaveQuestion),
                words::say(lang, &Msg::LeaveSaved),
                words::say(lang, &Msg::LeaveYes),
                words::say(lang, &Msg::LeaveNo),
            ),
            Overlay::Games => self.games_dialog(lang),
        }
    }

    /// The names of box `o`'s buttons for the browser page's tap spots.
    pub(crate) fn spot_names(&self, o: Overlay) -> Vec<&'static str> {
        match o {
            Overlay::Setup => self
                .setup_items()
                .into_iter()
                .map(|i| match i {
                    SetupItem::White => "chess_white",
                    SetupItem::Black => "chess_black",
                    SetupItem::Swap => "chess_swap",
                    SetupItem::Go => "chess_go",
                    SetupItem::Resume => "chess_resume",
                    SetupItem::Words => "chess_words",
                    SetupItem::Back => "chess_back",
                })
                .collect(),
            Overlay::Menu => MENU
                .iter()
                .map(|i| match i {
                    MenuItem::Continue => "menu_continue",
                    MenuItem::Rules => "menu_rules",
                    MenuItem::Keys => "menu_keys",
                    MenuItem::TurnBoard => "menu_turn_board",
                    MenuItem::ShowMoves => "menu_show_moves",
                    MenuItem::SavePgn => "menu_save",
                    MenuItem::Words => "menu_words",
                    MenuItem::NewGame => "menu_new_game",
                    MenuItem::ToStart => "menu_to_start",
                })
                .collect(),
            Overlay::Promotion(_) => vec!["queen", "rook", "bishop", "knight", "cancel"],
            Overlay::Games => games_spot_names(self.files.games.len()),
            _ => vec!["yes", "no"],
        }
    }

    /// Button `i` of box `overlay` was chosen (by Enter, a click, or Esc for the safe
    /// one); the box is gone.
    pub(crate) fn chosen(&mut self, overlay: Overlay, i: usize, lang: Lang) -> Exit {
        let yes = i == 0;
        match overlay {
            Overlay::Setup => {
                if let Some(&item) = self.setup_items().get(i) {
                    return self.setup_chosen(item, i);
                }
            }
            Overlay::Menu => {
                if let Some(&item) = MENU.get(i) {
                    return self.menu_chosen(item, i, lang);
                }
            }
            Overlay::Promotion(mv) => {
                if let Some(&p) = PROMOTIONS.get(i) {
                    self.play(Command::Move(ChessMove {
                        promotion: Some(p),
                        ..mv
                    }));
                }
            }
            Overlay::Offer(_) => {
                self.play(if yes {
                    Command::AcceptDraw
                } else {
                    Command::DeclineDraw
                });
            }
            Overlay::ConfirmResign(side) => {
                if yes {
                    self.play(Command::Resign(side));
                }
            }
            Overlay::ConfirmOffer(by) => {
                if yes {
                    self.offer_draw(by, lang);
                }
            }
            Overlay::ConfirmNewGame => {
                if yes {
                    self.show_setup();
                }
            }
            Overlay::ConfirmLeave => {
                if yes {
                    self.autosave();
                    return Exit::ToStart;
                }
            }
            Overlay::Games => self.games_chosen(i),
        }
        Exit::Stay
    }

    /// A button of the setup box (button `i`): the seats change in the box, which stays.
    fn setup_chosen(&mut self, item: SetupItem, i: usize) -> Exit {
        match item {
            SetupItem::White => self.seats.white = next_seat(self.seats.white),
            SetupItem::Black => self.seats.black = next_seat(self.seats.black),
            SetupItem::Swap => std::mem::swap(&mut self.seats.white, &mut self.seats.black),
            SetupItem::Go => {
                self.new_game();
                return Exit::Stay;
            }
            SetupItem::Resume => {
                self.resume_saved();
                return Exit::Stay;
            }
            SetupItem::Words => {
                // The box waits under the page, and its first moments after it.
                self.ask(Overlay::Setup, i);
                self.opening.push(Opening::Words);
                return Exit::Stay;
            }
            SetupItem::Back if self.started => return Exit::Stay,
            SetupItem::Back => return Exit::ToStart,
        }
        self.ask_again(Overlay::Setup, i);
        Exit::Stay
    }

    /// An entry of the menu (button `i`).
    fn menu_chosen(&mut self, item: MenuItem, i: usize, lang: Lang) -> Exit {
        match item {
            MenuItem::Continue => {}
            // The menu stays under the rules and keys pages.
            MenuItem::Rules => {
                self.ask_again(Overlay::Menu, i);
                return Exit::Rules(RulesBook::Chess);
            }
            MenuItem::Keys => {
                self.ask_again(Overlay::Menu, i);
                return Exit::Keys(RulesBook::Chess);
            }
            MenuItem::TurnBoard => self.seats.turned = !self.seats.turned,
            MenuItem::ShowMoves => {
                self.show_moves = !self.show_moves;
                self.ask_again(Overlay::Menu, i);
            }
            MenuItem::SavePgn => self.save_pgn(lang),
            MenuItem::Words => {
                self.ask(Overlay::Menu, i);
                self.opening.push(Opening::Words);
            }
            MenuItem::NewGame if self.running() => self.ask(Overlay::ConfirmNewGame, SAFE_OF_TWO),
            MenuItem::NewGame => self.show_setup(),
            MenuItem::ToStart if self.running() => self.ask(Overlay::ConfirmLeave, SAFE_OF_TWO),
            MenuItem::ToStart => return Exit::ToStart,
        }
        Exit::Stay
    }
}

/// How many games the list shows (a dialog of more would not fit a projector).
pub(crate) const SHOWN: usize = 8;

/// The tap spots of a list of `n` games (`games_list.rs`): one per game shown, then *Back*.
pub(crate) fn games_spot_names(n: usize) -> Vec<&'static str> {
    const NAMES: [&str; SHOWN] = [
        "game_1", "game_2", "game_3", "game_4", "game_5", "game_6", "game_7", "game_8",
    ];
    let mut names: Vec<&'static str> = NAMES.iter().take(n.min(SHOWN)).copied().collect();
    names.push("games_back");
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person() -> ChessSeat {
        ChessSeat::Person
    }

    fn easy() -> ChessSeat {
        ChessSeat::Computer { level: Level::Easy }
    }

    #[test]
    fn a_broken_autosave_is_kept_aside_and_the_setup_says_where() {
        let dir = base::platform::test_dir("chess-broken-autosave");
        let path = chess_autosave_path(&dir);
        // One unknown field is enough to refuse a save.
        base::platform::write_atomic(&path, br#"{"format":1,"colour":"blue"}"#).unwrap();
        let mut s = ChessScreen::blank(dir.clone(), 7, false, 1.0);
        s.open_setup();
        assert!(s.files.resume.is_none());
        assert!(!base::platform::exists(&path), "moved out of the way");
        assert!(base::platform::exists(&base::save::kept::aside_path(&path)));
        let body = s.shown_dialog(Lang::En).expect("the setup box").body;
        assert!(body.contains(".broken"), "{body}");
        base::platform::remove_test_dir(&dir);
    }

    #[test]
    fn a_game_from_the_command_line_keeps_the_unfinished_autosave() {
        let mut s = playing();
        s.autosave();
        let dir = s.options.data_dir.clone();
        assert!(base::platform::exists(&chess_autosave_path(&dir)));
        let note = s.keep_unfinished_autosave(Lang::En, None).expect("kept");
        assert!(note.starts_with("The unfinished game is kept: "), "{note}");
        let slot = base::save::chess_unfinished::chess_kept_slot(&dir, 1);
        let (_, kept) = ChessSave::load(&slot).expect("the kept game reads");
        assert_eq!(kept.moves().len(), 3);
        // It is offered again once the autosave holds no unfinished game.
        base::platform::remove_file(&chess_autosave_path(&dir)).unwrap();
        assert_eq!(s.saved_game_move(), Some(2));
        s.continue_saved();
        assert_eq!(s.game.moves().len(), 3, "continued");
        assert!(!base::platform::exists(&slot), "its slot is freed");
        assert!(base::platform::exists(&chess_autosave_path(&dir)));
        base::platform::remove_test_dir(&dir);
    }

    /// A screen with a game begun and a few moves played.
    fn playing() -> ChessScreen {
        let mut s = test_screen(person(), person());
        s.begin(ChessGame::new());
        for san in ["e4", "e5", "Nf3"] {
            let mv = s.game.parse_san(san).unwrap();
            s.play(Command::Move(mv));
        }
        s
    }

    fn safe_label(s: &ChessScreen, lang: Lang) -> String {
        let d = s.shown_dialog(lang).expect("a dialog");
        d.buttons[d.safe.expect("a safe choice")].clone()
    }

    #[test]
    fn every_box_is_a_dialog_whose_safe_choice_is_the_harmless_one() {
        let lang = Lang::En;
        let mut s = playing();
        let t = |m: ChessMsg| ::words::say(lang, &m);
        let cases = [
            (Overlay::Setup, words::say(lang, &Msg::MenuBack)),
            (
                Overlay::Promotion(ChessMove::new(Square::A7, Square::A8)),
                t(ChessMsg::PromoteCancel),
            ),
            (Overlay::Offer(Side::White), t(ChessMsg::Decline)),
            (Overlay::ConfirmResign(Side::Black), t(ChessMsg::PlayOn)),
            (Overlay::ConfirmOffer(Side::Black), t(ChessMsg::PlayOn)),
            (Overlay::Menu, words::say(lang, &Msg::MenuBack)),
            (Overlay::ConfirmNewGame, t(ChessMsg::PlayOn)),
            (Overlay::ConfirmLeave, words::say(lang, &Msg::LeaveNo)),
        ];
        for (o, safe) in cases {
            s.opening = vec![Opening::Box(o, 0, true)];
            assert_eq!(safe_label(&s, lang), safe, "{o:?}");
            assert_eq!(
                s.spot_names(o).len(),
                s.shown_dialog(lang).unwrap().buttons.len()
            );
        }
        s.opening.clear();
        assert!(s.shown_dialog(lang).is_none());
    }

    #[test]
    fn the_setup_box_backs_out_to_the_start_screen_without_a_game_and_to_the_game_with_one() {
        let mut s = test_screen(person(), easy());
        s.open_setup();
        assert_eq!(
            safe_label(&s, Lang::De),
            words::say(Lang::De, &Msg::MenuToStart)
        );
        let safe = s.shown_dialog(Lang::De).unwrap().safe.unwrap();
        assert_eq!(s.choose(safe, Lang::De), Exit::ToStart);

        let mut s = playing();
        s.show_setup();
        let safe = s.shown_dialog(Lang::En).unwrap().safe.unwrap();
        assert_eq!(s.choose(safe, Lang::En), Exit::Stay);
        assert_eq!(s.asked().map(|a| a.0), None);
        assert_eq!(s.game.moves().len(), 3, "the game is still on the board");
    }

    #[test]
    fn the_setup_box_starts_with_start_focused_and_start_begins_a_game() {
        let mut s = test_screen(person(), easy());
        s.open_setup();
        assert_eq!(s.setup_items()[s.box_focus()], SetupItem::Go);
        assert_eq!(s.spot_names(Overlay::Setup)[s.box_focus()], "chess_go");
        assert_eq!(s.choose(s.box_focus(), Lang::En), Exit::Stay);
        assert!(s.running());
        assert_eq!(s.asked().map(|a| a.0), None);
    }

    #[test]
    fn cancelling_the_promotion_plays_no_move_and_keeps_the_pawn_chosen() {
        let mut s = test_screen(person(), person());
        s.begin(ChessGame::from_fen("7k/P7/8/8/8/8/8/K7 w - - 0 1").unwrap());
        s.square_clicked(Square::A7);
        s.square_clicked(Square::A8);
        assert!(matches!(
            s.asked().map(|a| a.0),
            Some(Overlay::Promotion(_))
        ));
        let d = s.shown_dialog(Lang::En).unwrap();
        assert_eq!(d.buttons.len(), 5);
        assert_eq!(s.choose(d.safe.unwrap(), Lang::En), Exit::Stay);
        assert_eq!(s.asked().map(|a| a.0), None);
        assert!(s.game.moves().is_empty());
        assert_eq!(s.selected, Some(Square::A7));
        // The knight (the fourth) is played.
        s.square_clicked(Square::A8);
        s.choose(3, Lang::En);
        assert_eq!(s.game.board().piece_on(Square::A8), Some(Piece::Knight));
    }

    #[test]
    fn a_persons_answer_to_a_draw_offer_declines_on_escape() {
        let mut s = playing();
        s.offer_draw(Side::Black, Lang::En);
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::Offer(Side::Black)));
        assert_eq!(s.box_focus(), SAFE_OF_TWO, "the focus starts on decline");
        let safe = s.shown_dialog(Lang::En).unwrap().safe.unwrap();
        s.choose(safe, Lang::En);
        assert!(!s.game.is_over());
        assert_eq!(s.game.draw_offer(), None);
    }

    #[test]
    fn resigning_and_offering_are_asked_first_with_the_focus_on_play_on() {
        let mut s = playing();
        s.panel_pressed(panel::PanelButton::Resign, Lang::En);
        assert_eq!(
            s.asked().map(|a| a.0),
            Some(Overlay::ConfirmResign(Side::Black))
        );
        assert_eq!(s.box_focus(), SAFE_OF_TWO);
        let body = s.shown_dialog(Lang::En).unwrap().body;
        assert!(body.starts_with("Black"), "it says who loses: {body}");
        s.choose(SAFE_OF_TWO, Lang::En);
        assert!(!s.game.is_over());
        s.panel_pressed(panel::PanelButton::OfferDraw, Lang::En);
        assert_eq!(
            s.asked().map(|a| a.0),
            Some(Overlay::ConfirmOffer(Side::Black))
        );
        assert_eq!(s.box_focus(), SAFE_OF_TWO);
        s.choose(SAFE_OF_TWO, Lang::En);
        assert_eq!(s.game.draw_offer(), None);
        s.panel_pressed(panel::PanelButton::Resign, Lang::En);
        s.choose(0, Lang::En);
        assert!(s.game.is_over());
    }

    #[test]
    fn the_menu_holds_continue_rules_keys_the_toggles_saving_a_new_game_the_words_and_the_way_out()
    {
        let mut s = playing();
        s.back_pressed();
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::Menu));
        assert_eq!(s.box_focus(), 0);
        let d = s.shown_dialog(Lang::En).unwrap();
        assert_eq!(d.safe, Some(0));
        assert_eq!(d.buttons.len(), MENU.len());
        assert_eq!(MENU[0], MenuItem::Continue);
        assert_eq!(*MENU.last().unwrap(), MenuItem::ToStart);
        for item in [
            MenuItem::Rules,
            MenuItem::Keys,
            MenuItem::TurnBoard,
            MenuItem::ShowMoves,
            MenuItem::SavePgn,
            MenuItem::Words,
            MenuItem::NewGame,
        ] {
            assert!(MENU.contains(&item), "{item:?}");
        }
        let at = |item| MENU.iter().position(|i| *i == item).unwrap();
        assert_eq!(
            s.choose(at(MenuItem::Rules), Lang::En),
            Exit::Rules(RulesBook::Chess)
        );
        assert_eq!(
            s.choose(at(MenuItem::Keys), Lang::En),
            Exit::Keys(RulesBook::Chess)
        );
        assert_eq!(
            s.asked().map(|a| a.0),
            Some(Overlay::Menu),
            "the menu waits under the pages"
        );
        let flipped = s.flipped();
        s.choose(at(MenuItem::TurnBoard), Lang::En);
        assert_ne!(s.flipped(), flipped);
        s.open_menu();
        let before = s.shown_dialog(Lang::En).unwrap().buttons[at(MenuItem::ShowMoves)].clone();
        s.choose(at(MenuItem::ShowMoves), Lang::En);
        assert!(!s.show_moves);
        let after = s.shown_dialog(Lang::En).unwrap().buttons[at(MenuItem::ShowMoves)].clone();
        assert_ne!(before, after, "the toggle says whether it is on");
        s.choose(0, Lang::En);
        assert_eq!(s.asked().map(|a| a.0), None);
    }

    #[test]
    fn escape_drops_the_chosen_piece_before_it_opens_the_menu() {
        let mut s = playing();
        s.square_clicked(Square::B8);
        assert_eq!(s.selected, Some(Square::B8));
        s.back_pressed();
        assert_eq!(s.selected, None);
        assert_eq!(s.asked().map(|a| a.0), None);
        s.back_pressed();
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::Menu));
    }

    #[test]
    fn leaving_a_running_game_is_asked_first_and_a_finished_one_is_left_at_once() {
        let mut s = playing();
        s.open_menu();
        let to_start = MENU.len() - 1;
        assert_eq!(s.choose(to_start, Lang::En), Exit::Stay);
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::ConfirmLeave));
        assert_eq!(s.box_focus(), SAFE_OF_TWO);
        assert_eq!(s.choose(SAFE_OF_TWO, Lang::En), Exit::Stay);
        assert_eq!(s.asked().map(|a| a.0), None);
        s.open_menu();
        s.choose(to_start, Lang::En);
        assert_eq!(s.choose(0, Lang::En), Exit::ToStart);

        let mut s = playing();
        s.play(Command::Resign(Side::White));
        s.open_menu();
        assert_eq!(s.choose(to_start, Lang::En), Exit::ToStart);
    }

    #[test]
    fn a_new_game_is_asked_first_while_one_runs_then_the_setup_box_comes() {
        let mut s = playing();
        s.open_menu();
        let new = MENU.iter().position(|i| *i == MenuItem::NewGame).unwrap();
        s.choose(new, Lang::En);
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::ConfirmNewGame));
        assert_eq!(s.box_focus(), SAFE_OF_TWO);
        let d = s.shown_dialog(Lang::En).unwrap();
        assert!(!d.body.is_empty(), "it says what happens to this game");
        s.choose(0, Lang::En);
        assert_eq!(s.asked().map(|a| a.0), Some(Overlay::Setup));
        assert_eq!(s.game.moves().len(), 3, "nothing is lost before Start!");
    }
}
