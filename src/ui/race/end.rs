//! The end of a race game on the shell's one end page: who won, each player's place
//! and figures (in the seats' colours), over the final board; *Again*, *Review*, *Save*,
//! *Start screen*, and folding the page away to see the board. In `--demo` the next game
//! starts by itself.

use crate::ui::i18n::Msg;
use crate::ui::paint::draw::*;
use crate::ui::paint::layout::Layout;
use crate::ui::shell::end_page::{self, EndButton, EndChoice, EndPage, BUTTONS};
use crate::ui::shell::Frame;
use crate::ui::table::flow::Leave;
use crate::ui::{Race, Screen, TableScreen};
use track::bots::BotKind;
use track::dice::Dice;
use track::State;

/// Seconds the end of a `--demo` game stays before the next one starts.
const DEMO_NEXT_GAME_AFTER: f32 = 3.0;

impl TableScreen<Race> {
    /// One frame of the end page; `dt` is the frame's game time in seconds.
    pub(in crate::ui) fn update_end(&mut self, frame: &Frame, dt: f32) {
        if self.cfg.demo && !self.demo_holds_end() {
            self.table.pace.wait += dt;
            if self.table.pace.wait > DEMO_NEXT_GAME_AFTER {
                self.room.games += 1;
                let (state, bots) = Self::command_line_game(&self.cfg, self.room.games);
                self.start(state, bots);
            }
            return;
        }
        let mut focus = self.end_focus;
        let (w, h) = (frame.size.0, frame.size.1);
        let page = self.end_page_in(w, h);
        let chosen = end_page::ask(frame, &page, self.room.end.folded, &mut focus);
        self.end_focus = focus;
        match chosen {
            Some(EndChoice::Unfold) => self.room.end.folded = false,
            Some(EndChoice::Button(EndButton::SeeBoard)) => self.room.end.folded = true,
            Some(EndChoice::Button(EndButton::Again)) => self.play_again(),
            Some(EndChoice::Button(EndButton::Review)) => self.start_replay(),
            Some(EndChoice::Button(EndButton::Save)) => {
                self.save_as();
                self.room.end.note = self.table.messages.front().cloned();
            }
            Some(EndChoice::Button(EndButton::Start)) => self.leave(Leave::ToStart),
            None => {}
        }
    }

    /// Whether a `--demo` keeps its first end page, the one `--screenshot-on end` shoots
    /// or measures, rather than start the next game: the page then rests as a family's
    /// does once its confetti has fallen (issue 49: `frame-bench` measured the next
    /// games as the end page's idle cost).
    pub(in crate::ui) fn demo_holds_end(&self) -> bool {
        self.cfg.demo && self.cfg.measure.screenshot_on == crate::ui::ShotOn::End
    }

    /// The same setup again, with the next seed.
    fn play_again(&mut self) {
        let mut setup = self.table.state.setup().clone();
        setup.seed = setup.seed.wrapping_add(1);
        let bots: Vec<Option<BotKind>> = setup
            .seats
            .iter()
            .map(|s| {
                let c = &self.room.setup.seats[s.index()];
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

    /// The end page's words: the winner, then a line per player in placing order.
    pub(in crate::ui) fn end_page(&self) -> EndPage {
        let placings = self.table.shown.placings();
        let title = placings.first().map_or_else(
            || self.t(Msg::Placings),
            |s| self.t(Msg::EndWinner(self.seat_name(*s))),
        );
        let figures = placings
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let f = self.table.told.figures.of(*s);
                let said = self.t(Msg::EndFigures(f.captures, f.lost, f.lost_rolls, f.longest));
                self.t(Msg::EndLine(i as u8 + 1, self.seat_name(*s), said))
            })
            .collect();
        EndPage {
            title,
            figures,
            marks: placings.iter().map(|s| Some(seat_color(*s))).collect(),
            labels: BUTTONS
                .iter()
                .map(|b| crate::ui::shell::touch::label(words::say(self.lang, b)))
                .collect(),
            show_label: self.t(Msg::EndShowResult),
            note: self.room.end.note.clone().unwrap_or_default(),
            clear: vec![],
        }
    }

    /// The end page in a `w` × `h` window, clear of the panel: its seats' placings
    /// stay whole beside the page, never half covered.
    pub(in crate::ui) fn end_page_in(&self, w: f32, h: f32) -> EndPage {
        let panel = Layout::new(w, h, self.table.state.board()).panel;
        EndPage {
            clear: vec![panel],
            ..self.end_page()
        }
    }

    /// Whether the end page shows right now (folded or not).
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game
            && self.table.state.is_over()
            && self.table.idle()
            && self.room.replay.is_none()
    }

    /// Draws the end page over the final board.
    pub(in crate::ui) fn draw_end(&self, pen: &Pen, w: f32, h: f32) {
        let page = self.end_page_in(w, h);
        end_page::draw(pen, &page, self.room.end.folded, self.end_focus, w, h);
    }
}
