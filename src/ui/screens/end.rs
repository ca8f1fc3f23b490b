//! The end screen: the placings over the finished game, with play again, a new setup
//! or a replay; in `--demo` the next game starts by itself.

use super::{draw_overlay, overlay_choice_keys};
use crate::rules::bots::BotKind;
use crate::rules::dice::Dice;
use crate::rules::State;
use crate::ui::draw::Pen;
use crate::ui::i18n::Msg;
use crate::ui::{App, Screen};

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
                format!(
                    "{}  {}",
                    self.t(Msg::Placing(i as u8 + 1)),
                    self.seat_name(*s)
                )
            })
            .collect()
    }

    /// Whether the end screen shows right now.
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game && self.state.is_over() && self.idle() && self.replay.is_none()
    }

    /// Draws the end screen over the finished game.
    pub(in crate::ui) fn draw_end(&self, pen: &Pen, w: f32, h: f32) {
        draw_overlay(
            pen,
            w,
            h,
            &self.t(Msg::Placings),
            &self.placing_lines(),
            &self.end_labels(),
            self.end_focus,
        );
    }
}
