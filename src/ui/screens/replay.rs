//! The replay screen: stepping through the game so far, one command at a time, with
//! a banner saying where.

use crate::ui::draw::Pen;
use crate::ui::i18n::Msg;
use crate::ui::layout::{reading_height, text_sizes};
use crate::ui::App;
use macroquad::prelude::*;
use track::State;

/// The banner's height, in normal text heights.
const BANNER_LINES: f32 = 2.0;
/// The banner's background.
const BANNER: Color = Color::new(0.1, 0.1, 0.12, 0.85);

impl App {
    /// Starts stepping through the game so far (a finished or loaded game too).
    pub(in crate::ui) fn start_replay(&mut self) {
        let Some(save) = &self.save else { return };
        match (save.steps(), save.start()) {
            (Ok(steps), Ok(start)) => {
                let last = steps.len();
                self.replay = Some((steps, start, last));
                self.menu = None;
            }
            (Err(e), _) | (_, Err(e)) => self.messages.push_front(format!("{e:?}")),
        }
    }

    /// The state on show while replaying: the start, or the state after step `i`.
    fn replay_state(&self) -> Option<&State> {
        let (steps, start, i) = self.replay.as_ref()?;
        Some(if *i == 0 { start } else { &steps[i - 1].after })
    }

    /// One frame of the replay's keys: forward, back, first, last, or leave.
    pub(in crate::ui) fn update_replay(&mut self) {
        let Some((steps, _, i)) = &mut self.replay else {
            return;
        };
        let n = steps.len();
        if is_key_pressed(KeyCode::Right)
            || is_key_pressed(KeyCode::Down)
            || is_key_pressed(KeyCode::Space)
        {
            *i = (*i + 1).min(n);
        } else if is_key_pressed(KeyCode::Left)
            || is_key_pressed(KeyCode::Up)
            || is_key_pressed(KeyCode::Backspace)
        {
            *i = i.saturating_sub(1);
        } else if is_key_pressed(KeyCode::Home) {
            *i = 0;
        } else if is_key_pressed(KeyCode::End) {
            *i = n;
        } else if is_key_pressed(KeyCode::Escape) || is_mouse_button_pressed(MouseButton::Left) {
            self.replay = None;
            self.shown = self.state.clone();
            return;
        }
        if let Some(st) = self.replay_state() {
            self.shown = st.clone();
        }
    }

    /// Draws the replay banner at the bottom, while replaying.
    pub(in crate::ui) fn draw_replay_banner(&self, pen: &Pen, w: f32, h: f32) {
        if let Some((steps, _, i)) = &self.replay {
            let (ts, _) = text_sizes(reading_height(w, h));
            let line = self.t(Msg::ReplayStep(*i, steps.len()));
            let bh = ts * BANNER_LINES;
            draw_rectangle(0.0, h - bh, w, bh, BANNER);
            pen.center(&line, w / 2.0, h - ts, ts, WHITE);
        }
    }
}
