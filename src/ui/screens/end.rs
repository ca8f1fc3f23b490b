//! The end screen: the placings over the finished game, with play again, a new setup
//! or a replay; in `--demo` the next game starts by itself.

use super::{draw_overlay, overlay_choice_keys};
use crate::rules::bots::BotKind;
use crate::rules::dice::Dice;
use crate::rules::State;
use crate::ui::draw::*;
use crate::ui::i18n::Msg;
use crate::ui::layout::{reading_height, text_sizes};
use crate::ui::{App, Screen};
use macroquad::prelude::*;

/// Seconds the end of a `--demo` game stays before the next one starts.
const DEMO_NEXT_GAME_AFTER: f32 = 3.0;

impl App {
    /// One frame of the end screen; `dt` is the frame's game time in seconds.
    pub(in crate::ui) fn update_end(&mut self, dt: f32) {
        if self.cfg.demo {
            self.wait += dt;
            if self.wait > DEMO_NEXT_GAME_AFTER {
                self.games += 1;
                let (state, bots) = Self::command_line_game(&self.cfg, self.games);
                self.start(state, bots);
            }
            return;
        }
        let lines = self.placing_lines().len();
        let mut focus = self.end_focus;
        let chosen = overlay_choice_keys(&mut focus, 3, lines, false);
        self.end_focus = focus;
        match chosen {
            Some(0) => {
                // The same setup again, with the next seed.
                let mut setup = self.state.setup().clone();
                setup.seed = setup.seed.wrapping_add(1);
                let bots: Vec<Option<BotKind>> = setup
                    .seats
                    .iter()
                    .map(|s| {
                        let c = &self.setup.seats[s.index()];
                        (!self.cfg.skip_setup && c.computer).then_some(c.level)
                    })
                    .collect();
                if let Ok(state) = State::new(
                    setup,
                    self.cfg.board.clone(),
                    Dice::default_dice(),
                    &self.cfg.cards,
                ) {
                    self.start(state, bots);
                }
            }
            Some(1) => self.leave(crate::ui::flow::Leave::ToSetup),
            Some(2) => self.start_replay(),
            _ => {}
        }
    }

    fn end_labels(&self) -> Vec<String> {
        vec![
            self.t(Msg::PlayAgain),
            self.t(Msg::NewSetup),
            self.t(Msg::MenuReplay),
        ]
    }

    fn placing_lines(&self) -> Vec<String> {
        self.shown
            .placings()
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let f = self.figures.of(*s);
                format!(
                    "{} {}: {}",
                    self.t(Msg::Placing(i as u8 + 1)),
                    self.seat_name(*s),
                    self.t(Msg::EndFigures(f.captures, f.lost, f.lost_rolls, f.longest))
                )
            })
            .collect()
    }

    /// The podium above the end screen's box: first in the middle and highest, then
    /// second on the left, third on the right, fourth lowest; each with the player's
    /// token colour, shape and name.
    fn draw_podium(&self, pen: &Pen, w: f32, top: f32) {
        let placings = self.shown.placings();
        if placings.is_empty() || top < 40.0 {
            return;
        }
        let (_, small) = text_sizes(reading_height(w, top * 4.0));
        let block = (w * 0.14).min(top * 1.2);
        let heights = [0.62, 0.45, 0.32, 0.2];
        let order = [1usize, 0, 2, 3];
        let n = placings.len().min(4);
        let slots: Vec<usize> = order.iter().copied().filter(|i| *i < n).collect();
        let total = slots.len() as f32 * block;
        let x0 = (w - total) / 2.0;
        for (k, place) in slots.iter().enumerate() {
            let seat = placings[*place];
            let h = top * heights[*place];
            let x = x0 + k as f32 * block;
            let y = top - h;
            draw_rectangle(x, y, block - 4.0, h, seat_color(seat));
            draw_rectangle_lines(x, y, block - 4.0, h, 2.0, INK);
            let label = format!("{}", place + 1);
            pen.center(
                &label,
                x + block / 2.0,
                y + h * 0.5,
                (h * 0.6).min(block * 0.5),
                WHITE,
            );
            let name = self.seat_name(seat);
            let size = pen.fitting(&name, small, block - 6.0);
            draw_shape(
                seat_shape(seat),
                x + block / 2.0,
                y - size * 1.9,
                size * 0.55,
                seat_color(seat),
                INK,
                2.0,
            );
            pen.center(&name, x + block / 2.0, y - size * 0.7, size, INK);
        }
    }

    /// Whether the end screen shows right now.
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game && self.state.is_over() && self.idle() && self.replay.is_none()
    }

    /// Draws the end screen over the finished game.
    pub(in crate::ui) fn draw_end(&self, pen: &Pen, w: f32, h: f32) {
        let lines = self.placing_lines();
        let (panel, _) = super::overlay_buttons(w, h, lines.len(), 3);
        draw_overlay(
            pen,
            w,
            h,
            &self.t(Msg::Placings),
            &lines,
            &self.end_labels(),
            self.end_focus,
        );
        self.draw_podium(pen, w, panel.y - 4.0);
    }
}
