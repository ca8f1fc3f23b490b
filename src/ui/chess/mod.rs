//! Classic chess in the window (issue 17), on the shell (issue 27): the board drawn
//! large, the side panel, the clicks turned into the game's commands, the computer's
//! turns and the autosave. Every box is the shell's one dialog (`menu.rs`: the setup, the
//! menu, the promotion picker, the questions), the end is the shell's end page (`end.rs`)
//! with a review of the game (`review.rs`). The rules are all in [`chess`]; this module
//! shows the game and turns clicks into its commands, which go through `ChessGame::play`.

pub mod board;
mod end;
mod games_list;
mod keyboard;
pub(in crate::ui) use keyboard::step as keyboard_step;
pub mod layout;
mod menu;
pub mod panel;
mod review;
mod saving;
#[cfg(test)]
mod tests_frames;
pub mod texts;
pub mod why_text;
pub mod words_page;

use crate::save::chess::{chess_autosave_path, ChessSave, ChessSaveError, ChessSeat};
use crate::ui::config::WindowConfig;
use crate::ui::i18n::Lang;
use crate::ui::paint::draw::Pen;
use crate::ui::paint::layout::Rect;
use crate::ui::shell::keys::{self, Action};
use crate::ui::shell::Frame;
use crate::ui::shell::{dialog, end_page, Exit};
use board::{draw_chess_board, ChessLayout, Marks};
use chess::bot::{ChessBot, Level};
use chess::{ChessGame, ChessMove, Color as Side, Command, Piece, Square, WhyNot};
use macroquad::prelude::*;
use menu::Overlay;
use review::Review;
use texts::ChessMsg;

pub use crate::ui::config::ChessStart;

/// Seconds a refused square's reason stays on show.
const REFUSAL_SECONDS: f32 = 6.0;
/// Seconds a notice stays on show.
const NOTICE_SECONDS: f32 = 4.0;
/// Seconds before the computer moves (divided by `--speed`).
const COMPUTER_PAUSE: f32 = 0.6;
/// Seconds before the end page shows, so the last move is seen first.
const END_PAUSE: f32 = 1.0;
/// Seconds input is ignored after a box opens or closes.
const INPUT_GUARD: f32 = 0.2;
/// Seconds the end stays in `--demo` before the next game.
const DEMO_NEXT: f32 = 4.0;

/// The chess screen's state.
pub(in crate::ui) struct ChessScreen {
    white: ChessSeat,
    black: ChessSeat,
    game: ChessGame,
    seed: u64,
    /// The box on show, if any.
    overlay: Option<Overlay>,
    /// The box to return to when the words page closes.
    words_from: Option<Overlay>,
    /// The focused button of the box on show.
    focus: usize,
    selected: Option<Square>,
    refusal: Option<(Square, WhyNot, f32)>,
    notice: Option<(String, f32)>,
    wait: f32,
    end_shown: f32,
    /// Whether the end page is folded away to a bar, so that the last position shows.
    end_folded: bool,
    /// The focused button of the end page.
    end_focus: usize,
    /// The end page's note after *Save* in this game's end.
    end_saved: Option<ChessMsg>,
    /// Stepping through the finished game, if the review is on.
    review: Option<Review>,
    /// The board turned by the menu (on top of Black at the bottom for a lone Black
    /// person).
    turned: bool,
    /// Whether the chosen piece's squares are dotted (the menu's "Show moves").
    show_moves: bool,
    demo: bool,
    speed: f32,
    data_dir: std::path::PathBuf,
    resume: Option<(ChessSave, ChessGame)>,
    /// What this window last wrote into the autosave (`save::chess_unfinished`).
    autosave_seen: crate::save::chess_unfinished::ChessAutosaveSeen,
    /// Where a broken autosave was kept aside (the setup box says so).
    kept_note: Option<String>,
    /// The tags of the PGN the game came from (`--pgn`), kept in a PGN saved again.
    imported_tags: Vec<(String, String)>,
    /// The games of a PGN file of several, while the list to choose from is up.
    games: Vec<chess::pgn::Imported>,
    /// Whether a game is on the board (begun or resumed since the start screen).
    started: bool,
    /// The box on show in the last frame, and the seconds input is still ignored since
    /// it changed (the click that opened a box must not also choose in it).
    seen_overlay: Option<Overlay>,
    guard: f32,
    /// The language of the last frame, for refusals and notes said between frames.
    lang: Lang,
    /// The keyboard cursor's square.
    cursor: Square,
    /// Whether the keys are in use (the cursor shows until the mouse is used).
    keyboard: bool,
    /// The panel button the keys focus, if any.
    panel_focus: Option<panel::PanelButton>,
}

impl ChessScreen {
    /// The screen for the window's options: straight into a game with `--game chess`.
    pub(in crate::ui) fn new(cfg: &WindowConfig) -> ChessScreen {
        let mut s = ChessScreen::blank(cfg.data_dir.clone(), cfg.seed, cfg.demo, cfg.speed);
        #[cfg(not(target_arch = "wasm32"))]
        if !cfg.demo {
            crate::save::chess_unfinished::adopt_old_kept(&cfg.data_dir);
        }
        if let Some(st) = cfg.chess.clone() {
            let opening = ChessSave::new(&st.game, st.white, st.black, s.seed);
            let kept = (!cfg.demo)
                .then(|| s.keep_unfinished_autosave(cfg.lang, Some(&opening)))
                .flatten();
            s.white = st.white;
            s.black = st.black;
            s.begin(st.game);
            s.take_from_kept();
            s.imported_tags = st.tags;
            let cut = st.null_move.map(|at| s.null_move_note(cfg.lang, at));
            s.notice = kept.or(cut).map(|note| (note, 0.0));
        }
        s
    }

    /// The screen with its setup box up and no game begun.
    fn blank(data_dir: std::path::PathBuf, seed: u64, demo: bool, speed: f32) -> ChessScreen {
        ChessScreen {
            white: ChessSeat::Person,
            black: ChessSeat::Computer { level: Level::Easy },
            game: ChessGame::new(),
            seed,
            overlay: Some(Overlay::Setup),
            words_from: None,
            focus: menu::SETUP_GO,
            selected: None,
            refusal: None,
            notice: None,
            wait: 0.0,
            end_shown: 0.0,
            end_folded: false,
            end_focus: 0,
            end_saved: None,
            review: None,
            turned: false,
            show_moves: true,
            demo,
            speed: speed.max(0.1),
            data_dir,
            resume: None,
            autosave_seen: Default::default(),
            started: false,
            lang: Lang::En,
            seen_overlay: None,
            guard: 0.0,
            cursor: Square::E2,
            keyboard: false,
            panel_focus: None,
            kept_note: None,
            imported_tags: vec![],
            games: vec![],
        }
    }

    /// Opens the setup box from the start screen (no game on the board behind it),
    /// offering the saved game if any.
    pub(in crate::ui) fn open_setup(&mut self) {
        self.started = false;
        self.review = None;
        self.game = ChessGame::new();
        self.show_setup();
    }

    /// The setup box over whatever is on the board.
    fn show_setup(&mut self) {
        self.overlay = Some(Overlay::Setup);
        self.focus = menu::SETUP_GO;
        let path = chess_autosave_path(&self.data_dir);
        self.resume = match ChessSave::load(&path) {
            Ok(_) => self.offered_game(),
            Err(ChessSaveError::Io(_, e)) if e.kind() == std::io::ErrorKind::NotFound => {
                self.offered_game()
            }
            // Kept aside, never overwritten by the next game; the setup says where.
            Err(e) if !self.demo => {
                let why = words::say(self.lang, &e);
                let note = crate::save::kept::keep_aside(&path, &why);
                self.kept_note = Some(crate::ui::i18n::file_note(self.lang, &note));
                self.offered_game()
            }
            Err(_) => None,
        };
    }

    fn begin(&mut self, game: ChessGame) {
        self.game = game;
        self.imported_tags.clear();
        self.overlay = None;
        self.selected = None;
        self.refusal = None;
        self.notice = None;
        self.wait = 0.0;
        self.end_shown = 0.0;
        self.end_folded = false;
        self.end_focus = 0;
        self.end_saved = None;
        self.review = None;
        self.started = true;
        self.panel_focus = None;
        self.cursor = if self.flipped() {
            Square::E7
        } else {
            Square::E2
        };
    }

    /// A new game from the start position with the seats as they are.
    fn new_game(&mut self) {
        self.seed = self.seed.wrapping_add(1);
        self.begin(ChessGame::new());
        self.autosave();
    }

    /// Whether a game runs that leaving or a new game would interrupt.
    fn running(&self) -> bool {
        self.started && !self.game.is_over()
    }

    fn seat(&self, side: Side) -> ChessSeat {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    fn bot(&self, side: Side) -> Option<ChessBot> {
        match self.seat(side) {
            ChessSeat::Person => None,
            ChessSeat::Computer { level } => {
                Some(ChessBot::new(level, self.seed.wrapping_add(side as u64)))
            }
        }
    }

    /// Black at the bottom when only Black is a person; the menu turns it round.
    fn flipped(&self) -> bool {
        let black_alone = self.white != ChessSeat::Person && self.black == ChessSeat::Person;
        black_alone != self.turned
    }

    /// Where the board and the panel lie in a `w` × `h` window: above the end page's
    /// bar while it is folded, so that the whole final position shows.
    fn layout_in(&self, w: f32, h: f32) -> ChessLayout {
        let h = if self.end_on_screen() && self.end_folded {
            h - end_page::bar_height(w, h)
        } else {
            h
        };
        ChessLayout::new(w, h, self.flipped())
    }

    /// Whether the end of a game is on show (for `--screenshot-on end`).
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.started && self.game.is_over() && self.end_shown >= END_PAUSE && self.review.is_none()
    }

    fn say(&mut self, text: String) {
        self.notice = Some((text, 0.0));
    }

    /// Plays a command through the rules; the game is saved after it.
    fn play(&mut self, cmd: Command) {
        match self.game.play(&cmd) {
            Ok(_) => {
                if self.game.is_over() {
                    self.end_focus = 0;
                }
                self.selected = None;
                self.refusal = None;
                self.wait = 0.0;
                self.panel_focus = self.panel_focus.filter(|b| self.button_live(*b));
                self.autosave();
            }
            Err(r) => self.say(why_text::refusal_text(self.lang, &r)),
        }
    }

    /// One frame of input.
    pub(in crate::ui) fn update(&mut self, frame: &Frame, lang: Lang) -> Exit {
        self.lang = lang;
        let dt = frame.dt.min(0.1);
        if self.overlay != self.seen_overlay {
            self.seen_overlay = self.overlay;
            self.guard = INPUT_GUARD;
        }
        if self.guard > 0.0 {
            self.guard -= dt;
            return Exit::Stay;
        }
        if let Some((_, why, _)) = &self.refusal {
            // L: the chess school's level that teaches what the move broke.
            let lesson = crate::ui::school::chess_lesson::learn_it::learn_it(lang, why);
            if let (Some((id, _)), true) = (lesson, frame.pressed(KeyCode::L)) {
                self.autosave();
                return Exit::ChessLesson(id);
            }
        }
        if let Some((_, _, t)) = &mut self.refusal {
            *t += dt;
            if *t > REFUSAL_SECONDS {
                self.refusal = None;
            }
        }
        if let Some((_, t)) = &mut self.notice {
            *t += dt;
            if *t > NOTICE_SECONDS {
                self.notice = None;
            }
        }
        if self.overlay == Some(Overlay::Words) {
            if words_page::update_words(frame) {
                self.overlay = self.words_from.take();
            }
            return Exit::Stay;
        }
        if let Some(d) = self.dialog(lang) {
            let mut focus = self.focus;
            let chosen = dialog::ask(frame, &d, &mut focus);
            self.focus = focus;
            return match chosen {
                Some(i) => self.chosen(i, lang),
                None => Exit::Stay,
            };
        }
        if self.game.is_over() {
            return self.update_end(frame, dt, lang);
        }
        let layout = self.layout_in(frame.size.0, frame.size.1);
        if self.on_keys(keyboard::BoardKeys::read(frame), &layout, lang) {
            return Exit::Stay;
        }
        let side = self.game.side_to_move();
        if let Some(bot) = self.bot(side) {
            self.wait += dt;
            if self.wait >= COMPUTER_PAUSE / self.speed {
                if let Some(cmd) = bot.choose(&self.game) {
                    self.play(cmd);
                }
            }
        }
        if frame.clicked() {
            self.keyboard = false;
            self.panel_focus = None;
            let (mx, my) = frame.mouse;
            if let Some(button) = self.panel_button_at(frame, mx, my) {
                self.panel_pressed(button, lang);
            } else if self.bot(side).is_none() {
                if let Some(sq) = self.layout_in(frame.size.0, frame.size.1).square_at(mx, my) {
                    self.square_clicked(sq);
                }
            }
        }
        Exit::Stay
    }

    /// Esc during a game: drops the chosen piece, or opens the menu.
    fn back_pressed(&mut self) {
        if self.selected.take().is_none() {
            self.open_menu();
        }
    }

    /// A click on a square: choose a piece, move it, or say why not.
    fn square_clicked(&mut self, sq: Square) {
        let us = self.game.side_to_move();
        let own = self.game.board().color_on(sq) == Some(us);
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) => {
                let castling_click = self.game.board().piece_on(from) == Some(Piece::King)
                    && self
                        .game
                        .legal_moves()
                        .iter()
                        .any(|m| m.from == from && m.to == sq);
                if own && !castling_click {
                    self.selected = Some(sq);
                    self.refusal = None;
                    return;
                }
                match self.game.why_not(from, sq) {
                    Some(why) => self.refusal = Some((sq, why, 0.0)),
                    None if self.game.is_promotion(from, sq) => {
                        self.overlay = Some(Overlay::Promotion(ChessMove::new(from, sq)));
                        self.focus = 0;
                    }
                    None => self.play(Command::Move(ChessMove::new(from, sq))),
                }
            }
            None if own => {
                self.selected = Some(sq);
                self.refusal = None;
            }
            None => {
                if let Some(why) = self.game.why_not(sq, sq) {
                    self.refusal = Some((sq, why, 0.0));
                }
            }
        }
    }

    /// The side a person resigns or offers for: the side to move if it is a person's.
    fn person_side(&self) -> Option<Side> {
        let us = self.game.side_to_move();
        [us, !us]
            .into_iter()
            .find(|&s| self.seat(s) == ChessSeat::Person)
    }

    /// Whether `by`, a person to move, may offer a draw now.
    fn can_offer(&self, by: Side) -> bool {
        !self.game.is_over()
            && self.game.side_to_move() == by
            && self.seat(by) == ChessSeat::Person
            && self.game.draw_offer().is_none()
    }

    /// `by` offers a draw (after saying yes): a computer answers at once, a person
    /// in a box.
    fn offer_draw(&mut self, by: Side, lang: Lang) {
        if !self.can_offer(by) {
            return;
        }
        self.play(Command::OfferDraw);
        match self.bot(!by) {
            Some(bot) if bot.accepts_draw(&self.game) => self.play(Command::AcceptDraw),
            Some(_) => {
                self.play(Command::DeclineDraw);
                self.say(::words::say(lang, &ChessMsg::ComputerDeclines));
            }
            None => {
                self.overlay = Some(Overlay::Offer(by));
                self.focus = menu::SAFE_OF_TWO;
            }
        }
    }

    fn panel_pressed(&mut self, button: panel::PanelButton, lang: Lang) {
        use panel::PanelButton as B;
        match button {
            B::ClaimDraw => self.play(Command::ClaimDraw),
            B::OfferDraw => {
                let by = self.game.side_to_move();
                if self.can_offer(by) {
                    self.overlay = Some(Overlay::ConfirmOffer(by));
                    self.focus = menu::SAFE_OF_TWO;
                }
            }
            B::Resign => {
                if let Some(side) = self.person_side() {
                    self.overlay = Some(Overlay::ConfirmResign(side));
                    self.focus = menu::SAFE_OF_TWO;
                }
            }
            B::Words => {
                self.words_from = None;
                self.overlay = Some(Overlay::Words);
            }
            B::SavePgn => self.save_pgn(lang),
            B::Menu => self.open_menu(),
        }
    }

    /// Draws the chess screen: the board and the panel (or the review's), then the end
    /// page, then the box on top.
    pub(in crate::ui) fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        crate::ui::paint::flat_fill::clear(crate::ui::paint::draw::PAPER);
        let layout = self.layout_in(w, h);
        if let Some(r) = &self.review {
            self.draw_review(pen, lang, &layout, r);
            return;
        }
        let board = self.game.board();
        let targets = match self.selected {
            Some(s) if self.show_moves => self.game.targets_from(s),
            _ => vec![],
        };
        let marks = Marks {
            selected: self.selected,
            targets,
            last: self.game.last_move().map(|m| (m.from, m.to)),
            check: self
                .game
                .in_check()
                .then(|| board.king(board.side_to_move())),
            refused: self.refusal.map(|(s, w, _)| (s, w)),
            cursor: (self.keyboard
                && self.started
                && !self.game.is_over()
                && self.overlay.is_none()
                && self.panel_focus.is_none())
            .then_some(self.cursor),
        };
        draw_chess_board(pen, &layout, board, &marks);
        if self.started {
            // Before a game begins the setup box is up: no one's turn to tell.
            self.draw_panel(pen, lang, &layout);
        }
        if self.overlay == Some(Overlay::Words) {
            words_page::draw_words(pen, lang, w, h);
            return;
        }
        if self.end_on_screen() {
            if let Some(page) = self.end_page(lang) {
                end_page::draw(pen, &page, self.end_folded, self.end_focus, w, h);
            }
        }
        if let Some(d) = self.dialog(lang) {
            dialog::draw(pen, &d, self.focus, w, h);
        }
    }

    /// Where a finger taps next, by name, for the browser page's status
    /// (`ui/shell/web_status.rs`): the buttons of the box, the end page or the review on
    /// show, or the panel's live buttons during a game.
    pub(in crate::ui) fn tap_spots(
        &self,
        pen: &Pen,
        lang: Lang,
        w: f32,
        h: f32,
    ) -> Vec<(&'static str, Rect)> {
        if self.overlay == Some(Overlay::Words) {
            return vec![(
                "words_back",
                Rect {
                    x: 0.0,
                    y: 0.0,
                    w,
                    h,
                },
            )];
        }
        if let Some(d) = self.dialog(lang) {
            let rects = dialog::layout(&d, pen, w, h).buttons;
            return self.dialog_spot_names().into_iter().zip(rects).collect();
        }
        let layout = self.layout_in(w, h);
        if self.review.is_some() {
            return review::spots(&layout);
        }
        if self.end_on_screen() {
            let Some(page) = self.end_page(lang) else {
                return vec![];
            };
            let rects = end_page::layout(&page, pen, w, h, self.end_folded).buttons;
            return end::spot_names(self.end_folded)
                .iter()
                .copied()
                .zip(rects)
                .collect();
        }
        let mut spots = self.board_spots(&layout);
        spots.extend(self.panel_spots(&layout));
        spots
    }
}

/// The pieces a pawn may become, in the picker's order.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// Person → easy → normal → hard → person.
fn next_seat(s: ChessSeat) -> ChessSeat {
    match s {
        ChessSeat::Person => ChessSeat::Computer { level: Level::Easy },
        ChessSeat::Computer { level: Level::Easy } => ChessSeat::Computer {
            level: Level::Normal,
        },
        ChessSeat::Computer {
            level: Level::Normal,
        } => ChessSeat::Computer { level: Level::Hard },
        ChessSeat::Computer { level: Level::Hard } => ChessSeat::Person,
    }
}

impl crate::ui::shell::GameScreen for ChessScreen {
    fn update(&mut self, frame: &Frame, shared: &mut crate::ui::shell::Shared) -> Exit {
        ChessScreen::update(self, frame, shared.lang)
    }

    fn key_bar(&self, lang: Lang) -> Vec<(&'static str, String)> {
        // L: the chess school's level that teaches a refused move, or how the game ended.
        self.refusal
            .as_ref()
            .and_then(|(_, why, _)| crate::ui::school::chess_lesson::learn_it::learn_it(lang, why))
            .or_else(|| {
                self.end_on_screen()
                    .then(|| self.end_lesson(lang))
                    .flatten()
            })
            .map(|(_, learn)| ("KeyL", learn))
            .into_iter()
            .collect()
    }

    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        ChessScreen::draw(self, pen, lang, w, h);
    }

    fn end_on_screen(&self) -> bool {
        ChessScreen::end_on_screen(self)
    }

    fn save(&mut self) {
        self.autosave();
    }

    fn still(&self) -> bool {
        let settled = !self.demo
            && self.guard <= 0.0
            && self.refusal.is_none()
            && self.notice.is_none()
            && self.review.is_none();
        settled
            && (self.overlay.is_some()
                || !self.started
                || if self.game.is_over() {
                    self.end_shown >= END_PAUSE
                } else {
                    self.person_to_move()
                })
    }
}

/// A screen for the tests: no window, a data folder of its own, no autosave.
#[cfg(test)]
fn test_screen(white: ChessSeat, black: ChessSeat) -> ChessScreen {
    let dir = crate::platform::test_dir("chess-test");
    let mut s = ChessScreen::blank(dir, 7, false, 1.0);
    s.white = white;
    s.black = black;
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::shell::{GameScreen, Shared};

    #[test]
    fn the_chess_screen_speaks_the_language_the_shell_holds() {
        let mut chess = test_screen(ChessSeat::Person, ChessSeat::Person);
        let mut shared = Shared::new(Lang::En);
        for lang in [Lang::De, Lang::Pt] {
            shared.lang = lang;
            GameScreen::update(&mut chess, &Frame::at(1024.0, 768.0), &mut shared);
            assert_eq!(chess.lang, lang);
            assert_eq!(
                shared.lang, lang,
                "a game reads the language, never sets it"
            );
        }
    }
}
