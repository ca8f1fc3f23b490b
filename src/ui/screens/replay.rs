//! Reviewing the race game: stepping through the game so far, one command at a time,
//! on the shell's review bar.

use crate::ui::draw::Pen;
use crate::ui::i18n::Msg;
use crate::ui::shell::review_bar;
use crate::ui::TrackScreen;
use track::State;

impl TrackScreen {
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

    /// One frame of the review bar: forward, back, first, last, or leave.
    pub(in crate::ui) fn update_replay(&mut self) {
        let Some((steps, _, i)) = &mut self.replay else {
            return;
        };
        let n = steps.len();
        let Some(step) = review_bar::ask() else {
            return;
        };
        match review_bar::step(*i, n, step) {
            Some(at) => *i = at,
            None => {
                self.replay = None;
                self.shown = self.state.clone();
                return;
            }
        }
        if let Some(st) = self.replay_state() {
            self.shown = st.clone();
        }
    }

    /// Draws the review bar at the bottom, while replaying.
    pub(in crate::ui) fn draw_replay_banner(&self, pen: &Pen, w: f32, h: f32) {
        if let Some((steps, _, i)) = &self.replay {
            let line = self.t(Msg::ReplayStep(*i, steps.len()));
            let back = self.t(Msg::ReviewBack(self.state.is_over()));
            review_bar::draw(pen, &line, &back, w, h);
        }
    }
}
