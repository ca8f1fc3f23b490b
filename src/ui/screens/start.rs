//! The start screen: continue the race game left unfinished, play, learn in the piece
//! school, chess, Yalta, the rules, quit.

use super::{draw_overlay, overlay_choice};
use crate::ui::draw::Pen;
use crate::ui::i18n::Msg;
use crate::ui::{App, Screen};

/// An entry of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum StartItem {
    /// Continue the race game of the autosave (only when there is an unfinished one).
    Continue,
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
            Some(StartItem::Play) => {
                self.go_to(Screen::Setup);
                self.offer_resume();
            }
            Some(StartItem::Learn) => self.go_to(Screen::Courses),
            Some(StartItem::Chess) => {
                self.go_to(Screen::Chess);
                self.chess.open_setup();
            }
            Some(StartItem::Yalta) => {
                let (lang, seed, speed) = (self.lang, self.cfg.seed, self.cfg.speed);
                let dir = Some(self.cfg.data_dir.clone());
                self.yalta = Some(crate::ui::yalta::YaltaScreen::new(
                    lang, seed, false, speed, dir,
                ));
            }
            Some(StartItem::Rules) => self.rules_page = Some(0),
            Some(StartItem::Quit) => self.leave(crate::ui::flow::Leave::Quit),
            None => {}
        }
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
