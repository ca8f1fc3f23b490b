//! The end of a race game on the shell's one end page (its layer, `shell/layers.rs`):
//! who won, each player's place and figures (in the seats' colours), over the final
//! board; *Again*, *Review*, *Save*, *Start screen*, and folding the page away to see the
//! board (the layer folds itself). In `--demo` the next game starts by itself.

use crate::i18n::Msg;
use crate::prelude::*;
use crate::table::flow::Leave;
use crate::{Race, Screen, TableScreen};
use paint::draw::*;
use paint::layout::Layout;
use shell::end_page::{EndButton, EndPage, BUTTONS};
use shell::layers::{EndShown, Layer};
use shell::{LayerAnswer, Layers};
use track::bots::BotKind;
use track::dice::Dice;
use track::State;

/// Seconds the end of a `--demo` game stays before the next one starts.
const DEMO_NEXT_GAME_AFTER: f32 = 3.0;

/// The race's end page: its figures, its buttons and a new game.
#[easy_ext::ext(RaceEnd)]
impl TableScreen<Race> {
    /// A frame of a finished game under its end page; `dt` is the frame's game time in
    /// seconds: a `--demo` starts its next game after a while.
    pub fn demo_next_game(&mut self, dt: f32) {
        if self.cfg.demo && !self.demo_holds_end() {
            self.table.pace.wait += dt;
            if self.table.pace.wait > DEMO_NEXT_GAME_AFTER {
                self.room.games += 1;
                let (state, bots) = Self::command_line_game(&self.cfg, self.room.games);
                self.start(state, bots);
            }
        }
    }

    /// Keeps the end page on the shell's layers while it shows: it comes up once the
    /// game is over and shown (again after the review, if not asked already), its words
    /// follow the window and the note; it goes with the game (a new one, the review).
    pub fn keep_end_page(&mut self, layers: &mut Layers) {
        if !self.end_on_screen() {
            layers.drop_end();
            return;
        }
        let (w, h) = self.room.window;
        match layers.end_mut() {
            Some(e) => e.page = self.end_page_in(w, h),
            None if !self.end_asked() => self.ask_end_page(0),
            None => {}
        }
    }

    /// What the end page's and the review's layers answered: a button of the page (it
    /// stays for *Save*, with its note), a step of the review, or the review left (the
    /// page comes back as it was).
    pub fn answered(&mut self, answer: LayerAnswer, layers: &mut Layers) {
        match answer {
            LayerAnswer::End(EndButton::Again) => {
                layers.drop_end();
                self.play_again();
            }
            LayerAnswer::End(EndButton::Review) => {
                let focus = layers.end().map_or(0, |e| e.focus);
                layers.drop_end();
                self.start_replay(focus);
            }
            LayerAnswer::End(EndButton::Save) => {
                self.save_as();
                self.room.end_note = self.table.messages.front().cloned();
                if let Some(e) = layers.end_mut() {
                    e.page.note = self.room.end_note.clone().unwrap_or_default();
                }
            }
            LayerAnswer::End(EndButton::Start) => self.leave(Leave::ToStart),
            LayerAnswer::Review(at) => self.review_to(at),
            LayerAnswer::ReviewLeft => {
                let focus = self.leave_review();
                if self.end_on_screen() {
                    self.ask_end_page(focus);
                }
            }
            // The page folds itself; its board shows whole.
            LayerAnswer::End(EndButton::SeeBoard) | LayerAnswer::Folded(_) => {}
            LayerAnswer::Chosen(..) | LayerAnswer::Closed => {}
        }
    }

    /// Whether a `--demo` keeps its first end page, the one `--screenshot-on end` shoots
    /// or measures, rather than start the next game: the page then rests as a family's
    /// does once its confetti has fallen (issue 49: `frame-bench` measured the next
    /// games as the end page's idle cost).
    pub fn demo_holds_end(&self) -> bool {
        self.cfg.demo && self.cfg.measure.screenshot_on == shell::config::ShotOn::End
    }

    /// The end page's words: the winner, then a line per player in placing order.
    pub fn end_page(&self) -> EndPage {
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
                .map(|b| shell::touch::label(words::say(self.lang, b)))
                .collect(),
            show_label: self.t(Msg::EndShowResult),
            note: self.room.end_note.clone().unwrap_or_default(),
            clear: vec![],
        }
    }

    /// The end page in a `w` × `h` window, clear of the panel: its seats' placings
    /// stay whole beside the page, never half covered.
    pub fn end_page_in(&self, w: f32, h: f32) -> EndPage {
        let panel = Layout::new(w, h, self.table.state.board()).panel;
        EndPage {
            clear: vec![panel],
            ..self.end_page()
        }
    }

    /// Whether the end page shows right now (folded or not): the game is over, its last
    /// move shown, no review on.
    pub fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game
            && self.table.state.is_over()
            && self.table.idle()
            && self.room.replay.is_none()
    }
}

/// The private steps of [`RaceEnd`].
#[easy_ext::ext]
impl TableScreen<Race> {
    /// Whether the end page is asked for and not yet on the layers.
    fn end_asked(&self) -> bool {
        self.room.asked.iter().any(|l| matches!(l, Layer::End(_)))
    }

    /// Asks for the end page, unfolded, its focus on button `focus`. In a `--demo` that
    /// moves on by itself it answers nothing.
    fn ask_end_page(&mut self, focus: usize) {
        let (w, h) = self.room.window;
        let page = EndShown {
            focus,
            pause: if self.cfg.demo && !self.demo_holds_end() {
                f32::INFINITY
            } else {
                0.0
            },
            ..EndShown::new(self.end_page_in(w, h))
        };
        self.room.asked.push(page.into());
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
}
