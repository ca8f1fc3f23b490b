//! The menu over the game: back, rules, save as, replay, new game, quit.

use super::{draw_overlay, overlay_choice};
use crate::ui::draw::Pen;
use crate::ui::flow::Leave;
use crate::ui::i18n::Msg;
use crate::ui::App;
use macroquad::prelude::*;

impl App {
    fn menu_labels(&self) -> Vec<String> {
        vec![
            self.t(Msg::MenuBack),
            self.t(Msg::MenuRules),
            self.t(Msg::MenuSaveAs),
            self.t(Msg::MenuReplay),
            self.t(Msg::MenuNewGame),
            self.t(Msg::MenuQuit),
        ]
    }

    /// One frame of the menu's keys and clicks.
    pub(in crate::ui) fn update_menu(&mut self) {
        if is_key_pressed(KeyCode::Escape) {
            self.menu = None;
            return;
        }
        let mut focus = self.menu.unwrap_or(0);
        let chosen = overlay_choice(&mut focus, 6, 0);
        self.menu = Some(focus);
        match chosen {
            Some(0) => self.menu = None,
            Some(1) => self.rules_page = Some(0),
            Some(2) => {
                self.save_as();
                self.menu = None;
            }
            Some(3) if self.idle() => self.start_replay(),
            Some(4) => self.leave(Leave::ToSetup),
            Some(5) => self.leave(Leave::Quit),
            _ => {}
        }
    }

    /// Draws the menu over the game, if it is open.
    pub(in crate::ui) fn draw_menu(&self, pen: &Pen, w: f32, h: f32) {
        if let Some(f) = self.menu {
            draw_overlay(pen, w, h, &self.t(Msg::Title), &[], &self.menu_labels(), f);
        }
    }

    /// One frame of "Leave this game?": yes leaves, no (or Esc) stays.
    pub(in crate::ui) fn update_leave(&mut self) {
        let Some((leave, mut focus)) = self.leave_ask else {
            return;
        };
        if is_key_pressed(KeyCode::Escape) {
            self.leave_ask = None;
            return;
        }
        let chosen = overlay_choice(&mut focus, 2, 2);
        self.leave_ask = Some((leave, focus));
        match chosen {
            Some(0) => {
                self.leave_ask = None;
                self.leave_now(leave);
            }
            Some(1) => self.leave_ask = None,
            _ => {}
        }
    }

    /// Draws "Leave this game?", if it is asked.
    pub(in crate::ui) fn draw_leave(&self, pen: &Pen, w: f32, h: f32) {
        if let Some((_, f)) = self.leave_ask {
            let labels = [self.t(Msg::LeaveYes), self.t(Msg::LeaveNo)];
            draw_overlay(
                pen,
                w,
                h,
                &self.t(Msg::Title),
                &[self.t(Msg::LeaveQuestion), self.t(Msg::LeaveSaved)],
                &labels,
                f,
            );
        }
    }
}
