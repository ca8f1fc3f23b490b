//! The chess screen's run (issue 27): each frame's input with no layer over the board
//! (the clocks, the computer's turn, the clicks on the board and the panel, Esc), what a
//! layer answers it, the drawing of the board and the panel, and the rest of what the
//! shell asks of a [`shell::GameScreen`]. The screen's state and how a game begins are
//! the crate root's.

use crate::board::{draw_chess_board, Marks};
use crate::menu::{self, Overlay};
use crate::texts::ChessMsg;
use crate::{keyboard, panel, words_page};
use crate::{ChessScreen, Opening, END_PAUSE};
use base::save::chess::ChessSeat;
use chess::{ChessMove, Color as Side, Command, Piece, Square};
use macroquad::prelude::*;
use paint::draw::Pen;
use paint::layout::Rect;
use shell::i18n::Lang;
use shell::layers::{Asked, EndShown, Layer};
use shell::Frame;
use shell::{Exit, LayerAnswer, Shared};

/// Seconds a refused square's reason stays on show.
const REFUSAL_SECONDS: f32 = 6.0;
/// Seconds a notice stays on show.
const NOTICE_SECONDS: f32 = 4.0;
/// Seconds before the computer moves (divided by `--speed`).
const COMPUTER_PAUSE: f32 = 0.6;
/// Seconds input is ignored after a box opens or closes.
const INPUT_GUARD: f32 = 0.2;

impl ChessScreen {
    /// One frame of input, with no layer over the board (or the end page, which lets
    /// through what it does not take).
    pub fn update(&mut self, frame: &Frame, shared: &mut Shared) -> Exit {
        let lang = shared.lang;
        self.lang = lang;
        let dt = frame.dt.min(0.1);
        if self.guard > 0.0 {
            self.guard -= dt;
            return Exit::Stay;
        }
        if let Some((_, why, _)) = &self.refusal {
            // L: the chess school's level that teaches what the move broke.
            let lesson = crate::learn_it::learn_it(lang, why);
            if let (Some((id, _)), true) = (lesson, frame.pressed(KeyCode::L)) {
                self.autosave();
                return Exit::ChessLesson(id);
            }
        }
        self.tick(dt);
        if self.game.is_over() {
            return self.update_end(frame, dt, lang, &mut shared.layers);
        }
        let layout = self.layout_in(frame.size.0, frame.size.1);
        if self.on_keys(keyboard::BoardKeys::read(frame), &layout, lang) {
            return Exit::Stay;
        }
        let side = self.game.side_to_move();
        if let Some(bot) = self.bot(side) {
            self.wait += dt;
            if self.wait >= COMPUTER_PAUSE / self.options.speed {
                if let Some(cmd) = bot.choose(&self.game) {
                    self.play(cmd);
                }
            }
        }
        if frame.clicked() {
            self.kb.keyboard = false;
            self.kb.panel_focus = None;
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

    /// A frame's time for the refusal's and the notice's clocks.
    fn tick(&mut self, dt: f32) {
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
    }

    /// Esc during a game: drops the chosen piece, or opens the menu.
    pub(crate) fn back_pressed(&mut self) {
        if self.selected.take().is_none() {
            self.open_menu();
        }
    }

    /// A click on a square: choose a piece, move it, or say why not.
    pub(crate) fn square_clicked(&mut self, sq: Square) {
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
                        self.ask(Overlay::Promotion(ChessMove::new(from, sq)), 0);
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
    pub(crate) fn person_side(&self) -> Option<Side> {
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
    pub(crate) fn offer_draw(&mut self, by: Side, lang: Lang) {
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
                self.ask(Overlay::Offer(by), menu::SAFE_OF_TWO);
            }
        }
    }

    pub(crate) fn panel_pressed(&mut self, button: panel::PanelButton, lang: Lang) {
        use panel::PanelButton as B;
        match button {
            B::ClaimDraw => self.play(Command::ClaimDraw),
            B::OfferDraw => {
                let by = self.game.side_to_move();
                if self.can_offer(by) {
                    self.ask(Overlay::ConfirmOffer(by), menu::SAFE_OF_TWO);
                }
            }
            B::Resign => {
                if let Some(side) = self.person_side() {
                    self.ask(Overlay::ConfirmResign(side), menu::SAFE_OF_TWO);
                }
            }
            B::Words => {
                self.opening.push(Opening::Words);
            }
            B::SavePgn => self.save_pgn(lang),
            B::Menu => self.open_menu(),
        }
    }

    /// Draws the chess screen: the board and the panel (or the review's); the shell
    /// draws its end page, boxes and pages over it.
    pub fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        paint::flat_fill::clear(paint::draw::PAPER);
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
            cursor: (self.kb.keyboard
                && self.started
                && !self.game.is_over()
                && !self.covered
                && self.kb.panel_focus.is_none())
            .then_some(self.kb.cursor),
        };
        draw_chess_board(pen, &layout, board, &marks);
        if self.started {
            // Before a game begins the setup box is up: no one's turn to tell.
            self.draw_panel(pen, lang, &layout);
        }
    }

    /// Where a finger taps next, by name, for the browser page's status
    /// (`ui/shell/web_status.rs`) when no layer lies over the board: the review's
    /// buttons, or the board's and the panel's live buttons during a game.
    pub fn tap_spots(&self, w: f32, h: f32) -> Vec<(&'static str, Rect)> {
        let layout = self.layout_in(w, h);
        let mut spots = self.board_spots(&layout);
        spots.extend(self.panel_spots(&layout));
        spots
    }
}

impl ChessScreen {
    /// Whether nothing of the screen's own waits for time: no demo, no guard, no
    /// refusal or notice on show, no review.
    fn settled(&self) -> bool {
        !self.options.demo
            && self.guard <= 0.0
            && self.refusal.is_none()
            && self.notice.is_none()
            && self.review.is_none()
    }
}

impl shell::GameScreen for ChessScreen {
    fn web_status(&self, ask: &shell::web_status::WebAsk) -> String {
        ask.plain("Chess", self.tap_spots(ask.w, ask.h))
    }

    fn update(&mut self, frame: &Frame, shared: &mut Shared) -> Exit {
        ChessScreen::update(self, frame, shared)
    }

    fn answer(&mut self, answer: LayerAnswer, shared: &mut Shared) -> Exit {
        let lang = shared.lang;
        match answer {
            LayerAnswer::Chosen(..) => {
                let Some((i, o)) = answer.chosen::<Overlay>() else {
                    return Exit::Stay;
                };
                let exit = self.chosen(o, i, lang);
                if !self.opening.iter().any(|o| matches!(o, Opening::Box(..))) {
                    // The box closed: the click that closed it must not also play.
                    self.guard = INPUT_GUARD;
                }
                exit
            }
            LayerAnswer::Folded(folded) => {
                self.end.folded = folded;
                Exit::Stay
            }
            LayerAnswer::End(b) => self.end_chosen(b, lang, &mut shared.layers),
            LayerAnswer::Review(ply) => {
                self.review_to(ply);
                Exit::Stay
            }
            LayerAnswer::ReviewLeft => {
                self.leave_review();
                Exit::Stay
            }
            LayerAnswer::Closed => {
                if shared.layers.is_empty() {
                    // The words page closed over the board.
                    self.guard = INPUT_GUARD;
                }
                Exit::Stay
            }
        }
    }

    fn under(&mut self, frame: &Frame, shared: &mut Shared) -> Exit {
        self.lang = shared.lang;
        self.tick(frame.dt.min(0.1));
        Exit::Stay
    }

    fn covered(&mut self, covered: bool) {
        self.covered = covered;
    }

    fn take_layers(&mut self, lang: Lang) -> Vec<Layer> {
        std::mem::take(&mut self.opening)
            .into_iter()
            .map(|o| match o {
                Opening::Box(o, focus, guarded) => {
                    let asked = Asked::new(self.dialog(o, lang), o)
                        .focus(focus)
                        .named(self.spot_names(o));
                    let guard = if guarded { INPUT_GUARD } else { 0.0 };
                    asked.guarded(guard).into()
                }
                Opening::Words => Layer::Page(Box::new(words_page::WordsPage::new(INPUT_GUARD))),
                Opening::Review => self.review_layer().into(),
                Opening::End(focus) => EndShown {
                    focus,
                    ..EndShown::new(self.end_page(lang).unwrap_or_default())
                }
                .into(),
            })
            .collect()
    }

    fn key_bar(&self, lang: Lang) -> Vec<(&'static str, String)> {
        // L: the chess school's level that teaches a refused move, or how the game ended.
        self.refusal
            .as_ref()
            .and_then(|(_, why, _)| crate::learn_it::learn_it(lang, why))
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

    fn still_under(&self) -> bool {
        self.settled()
    }

    fn still(&self) -> bool {
        self.settled()
            && (!self.started
                || if self.game.is_over() {
                    self.end.shown >= END_PAUSE
                } else {
                    self.person_to_move()
                })
    }
}
