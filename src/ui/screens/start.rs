//! The start screen: continue a game left unfinished (the race game, chess, Yalta), play,
//! learn in the piece school, chess, Yalta, the rules, quit.

use super::{draw_overlay, overlay_choice};
use crate::ui::draw::Pen;
use crate::ui::i18n::Msg;
use crate::ui::{App, Screen};

/// An entry of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum StartItem {
    /// Continue the race game of the autosave (only when there is an unfinished one).
    Continue,
    /// Continue the chess game of the chess autosave (likewise).
    ContinueChess,
    /// Continue the Yalta game of the Yalta autosave (likewise).
    ContinueYalta,
    /// A new race game: the setup screen.
    Play,
    /// The piece school's course map.
    Learn,
    /// Classic chess.
    Chess,
    /// Yalta, chess for three.
    Yalta,
    /// The rules pages.
    Rules,
    /// Close the program (in the browser: stay here).
    Quit,
}

impl App {
    /// The start screen's entries, "Continue" first when an unfinished race game waits
    /// in the autosave.
    pub(in crate::ui) fn start_items(&self) -> Vec<StartItem> {
        let mut items = vec![];
        if self.resume.is_some() {
            items.push(StartItem::Continue);
        }
        if self.start_saved.0.is_some() {
            items.push(StartItem::ContinueChess);
        }
        if self.start_saved.1.is_some() {
            items.push(StartItem::ContinueYalta);
        }
        items.extend([
            StartItem::Play,
            StartItem::Learn,
            StartItem::Chess,
            StartItem::Yalta,
            StartItem::Rules,
            StartItem::Quit,
        ]);
        items
    }

    fn start_label(&self, item: StartItem) -> String {
        match item {
            StartItem::Continue => {
                let round = self
                    .resume
                    .as_ref()
                    .map_or(1, |(_, state, _)| state.round());
                self.t(Msg::StartContinue(round))
            }
            StartItem::ContinueChess => {
                self.t(Msg::StartContinueChess(self.start_saved.0.unwrap_or(1)))
            }
            StartItem::ContinueYalta => {
                self.t(Msg::StartContinueYalta(self.start_saved.1.unwrap_or(0)))
            }
            StartItem::Play => self.t(Msg::StartPlay),
            StartItem::Learn => self.t(Msg::StartLearn),
            StartItem::Chess => crate::ui::chess::texts::chess_text(
                self.lang,
                &crate::ui::chess::texts::ChessMsg::StartButton,
            ),
            StartItem::Yalta => self.t(Msg::StartYalta),
            StartItem::Rules => self.t(Msg::MenuRules),
            StartItem::Quit => self.t(Msg::MenuQuit),
        }
    }

    /// The labels of the start screen's buttons, in order.
    pub(in crate::ui) fn start_labels(&self) -> Vec<String> {
        self.start_items()
            .into_iter()
            .map(|i| self.start_label(i))
            .collect()
    }

    /// One frame of the start screen. On arriving, it looks once for an unfinished race
    /// game in the autosave, to offer "Continue".
    pub(in crate::ui) fn update_start(&mut self) {
        if !self.start_looked {
            self.start_looked = true;
            if !self.cfg.demo {
                self.offer_resume();
                self.start_saved = (
                    self.chess.saved_game_move(),
                    crate::ui::yalta::saved_game_moves(&self.cfg.data_dir),
                );
            }
        }
        let items = self.start_items();
        let mut focus = self.end_focus.min(items.len() - 1);
        let chosen = overlay_choice(&mut focus, items.len(), 0);
        self.end_focus = focus;
        match chosen.and_then(|i| items.get(i)) {
            Some(StartItem::Continue) => {
                if let Some((save, state, _)) = self.resume.take() {
                    self.continue_saved(save, state);
                }
            }
            Some(StartItem::ContinueChess) => {
                self.go_to(Screen::Chess);
                self.chess.continue_saved();
            }
            Some(StartItem::ContinueYalta) => {
                self.open_yalta();
                if let Some(y) = self.yalta.as_mut() {
                    y.resume_saved();
                }
            }
            // The start screen has already looked for the autosave (`self.resume`).
            Some(StartItem::Play) => self.go_to(Screen::Setup),
            Some(StartItem::Learn) => self.go_to(Screen::Courses),
            Some(StartItem::Chess) => {
                self.go_to(Screen::Chess);
                self.chess.open_setup();
            }
            Some(StartItem::Yalta) => self.open_yalta(),
            Some(StartItem::Rules) => self.rules_page = Some(0),
            Some(StartItem::Quit) => self.leave(crate::ui::flow::Leave::Quit),
            None => {}
        }
    }

    /// Opens Yalta's setup.
    fn open_yalta(&mut self) {
        let (lang, seed, speed) = (self.lang, self.cfg.seed, self.cfg.speed);
        let dir = Some(self.cfg.data_dir.clone());
        self.yalta = Some(crate::ui::yalta::YaltaScreen::new(
            lang, seed, false, speed, dir,
        ));
    }

    /// Draws the start screen.
    pub(in crate::ui) fn draw_start(&self, pen: &Pen, w: f32, h: f32) {
        // The board behind the buttons.
        self.draw_game();
        let labels = self.start_labels();
        draw_overlay(
            pen,
            w,
            h,
            &self.t(Msg::Title),
            &[],
            &labels,
            self.end_focus.min(labels.len() - 1),
        );
    }
}
