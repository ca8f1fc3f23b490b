//! Reviewing the race game: stepping through the game so far, one command at a time,
//! on the shell's review bar (its layer, `shell/layers.rs`, takes the keys and taps). The board, the trails and the panel's event lines are
//! those of the step on show (as the game showed them then); the panel offers nothing
//! but the bar, since nothing else works in a review.

use crate::i18n::{Lang, Msg};
use crate::table::flow::{Held, Trails};
use crate::table::messages::{event_line, Names, MESSAGES_KEPT};
use crate::table::screen::MenuShown;
use crate::{Race, TableScreen};
use base::save::Step;
use paint::draw::Pen;
use paint::layout::{Layout, Rect};
use shell::layers::ReviewShown;
use shell::review_bar;
use std::collections::VecDeque;
use track::{Event, State};

/// A review of the race game: every step, the start, the step on show, and what the
/// game showed before the review began (given back when it ends). The shell's review
/// layer takes the keys and taps and answers each step.
pub struct Review {
    /// Every step of the game so far.
    steps: Vec<Step>,
    /// The state before the first step.
    start: State,
    /// How many steps are made on the board on show (0: the start).
    at: usize,
    /// The game's own trails, event lines and held lines, back when the review ends.
    live: (Trails, VecDeque<String>, Held),
    /// The end page's focused button when the review began from it (back with it).
    page_focus: usize,
}

/// What the game showed after its first `at` steps: the panel's event lines (newest
/// first, at most [`MESSAGES_KEPT`]), the lines it held (the last capture, swap and
/// card) and every player's last roll as a trail.
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    /// The event lines, newest first.
    pub lines: VecDeque<String>,
    /// The held lines then.
    pub held: Held,
    /// Every player's last roll up to then.
    pub trails: Trails,
}

/// The first step whose events the panel's lines after `at` steps can come from: far
/// enough back for [`MESSAGES_KEPT`] lines and for a whole round of turns.
fn told_from(steps: &[Step], at: usize, seats: usize) -> usize {
    let mut turns = 0;
    for k in (0..at).rev() {
        turns += steps[k]
            .events
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { .. } | Event::TurnSkipped { .. }))
            .count();
        if turns > seats && at - k >= 2 * MESSAGES_KEPT {
            return k;
        }
    }
    0
}

/// What the game showed after its first `at` steps (see [`Told`]): its events said in
/// the words of the panel, as the game said them when they were shown.
pub fn told_at(lang: Lang, names: &Names, start: &State, steps: &[Step], at: usize) -> Told {
    let at = at.min(steps.len());
    let mut trails = Trails::default();
    for step in &steps[..at] {
        for e in &step.events {
            trails.on_event(e);
        }
    }
    let from = told_from(steps, at, start.setup().seats.len());
    let mut told = Told {
        lines: VecDeque::new(),
        held: Held::default(),
        trails,
    };
    let seats = start.setup().seats.len();
    if from == 0 {
        told.lines.push_front(words::say(
            lang,
            &Msg::Starts(names.of(start.setup().first)),
        ));
    }
    let mut before = if from == 0 {
        start.clone()
    } else {
        steps[from - 1].after.clone()
    };
    let mut last: Option<&Event> = from
        .checked_sub(1)
        .and_then(|k| steps[..=k].iter().rev().find_map(|s| s.events.last()));
    for step in &steps[from..at] {
        tell_step(lang, names, step, seats, &mut before, &mut last, &mut told);
    }
    told
}

/// Tells a step's events as the game shows them, one by one: each said in the words of
/// the panel against the state `before` it and the event shown `last`, its line first
/// among the kept ones (at most [`MESSAGES_KEPT`]), the held lines updated; `before` and
/// `last` move on with each event. `told`'s trails are left as they are.
fn tell_step<'a>(
    lang: Lang,
    names: &Names,
    step: &'a Step,
    seats: usize,
    before: &mut State,
    last: &mut Option<&'a Event>,
    told: &mut Told,
) {
    for (j, e) in step.events.iter().enumerate() {
        let line = event_line(lang, names, before, e, *last, &step.events[j + 1..]);
        told.held
            .on_event(e, line.as_deref(), before.turn().seat, seats);
        if let Some(line) = line {
            told.lines.push_front(line);
            told.lines.truncate(MESSAGES_KEPT);
        }
        before.apply(e);
        *last = Some(e);
    }
}

/// Stepping through the game so far (the review).
#[easy_ext::ext(RaceReview)]
impl TableScreen<Race> {
    /// Whether a review is on show.
    pub fn reviewing(&self) -> bool {
        self.room.replay.is_some()
    }

    /// The panel the review bar stands in, beside the board; `None` in portrait, where
    /// it is a strip over the window's foot.
    pub fn review_side(&self, w: f32, h: f32) -> Option<Rect> {
        (w >= h).then(|| Layout::new(w, h, self.table.shown.board()).panel)
    }

    /// The top of the review bar, which the panel's texts keep above.
    pub fn review_bar_top(&self, layout: &Layout) -> f32 {
        let (w, h) = layout.screen;
        review_bar::layout(w, h, self.review_side(w, h)).bar.y
    }

    /// Starts stepping through the game so far (a finished or loaded game too), at its
    /// last step, on the shell's review layer; `page_focus` is the end page's focus to
    /// give back when the review ends.
    pub fn start_replay(&mut self, page_focus: usize) {
        let Some(save) = &self.room.save else { return };
        match (save.steps(), save.start()) {
            (Ok(steps), Ok(start)) => {
                let at = steps.len();
                let live = (
                    self.table.told.trails.clone(),
                    self.table.messages.clone(),
                    self.table.told.held.clone(),
                );
                self.room.replay = Some(Review {
                    steps,
                    start,
                    at,
                    live,
                    page_focus,
                });
                self.menu = MenuShown::Shut;
                self.table.refusal = None;
                // The end page's confetti has had its moment.
                self.table.effects.clear();
                self.show_review_step();
                let layer = self.review_layer(at);
                self.room.asked.push(layer.into());
            }
            (Err(e), _) | (_, Err(e)) => self.table.messages.push_front(format!("{e:?}")),
        }
    }

    /// The review stepped to step `at`.
    pub fn review_to(&mut self, at: usize) {
        if let Some(r) = &mut self.room.replay {
            if r.at != at {
                r.at = at.min(r.steps.len());
                self.show_review_step();
            }
        }
    }

    /// Ends the review: the game as it stands, with its own trails and lines; the end
    /// page's focus when the review began.
    pub fn leave_review(&mut self) -> usize {
        let mut focus = 0;
        if let Some(r) = self.room.replay.take() {
            (
                self.table.told.trails,
                self.table.messages,
                self.table.told.held,
            ) = r.live;
            focus = r.page_focus;
        }
        self.table.shown = self.table.state.clone();
        focus
    }

    /// Draws the review bar at the bottom, while replaying.
    pub fn draw_replay_banner(&self, pen: &Pen, w: f32, h: f32) {
        if let Some(r) = &self.room.replay {
            let line = shell::touch::label(self.t(Msg::ReplayStep(r.at, r.steps.len())));
            let back = self.t(Msg::ReviewBack(self.table.state.is_over()));
            review_bar::draw(pen, &line, &back, w, h, self.review_side(w, h));
        }
    }
}

/// The private steps of [`RaceReview`].
#[easy_ext::ext]
impl TableScreen<Race> {
    /// The review's layer as the shell holds it: the step on show, the game's number of
    /// steps, the bar's ◀, ▶ and *Back* where this board's window has them.
    fn review_layer(&self, at: usize) -> ReviewShown {
        let board = self.table.shown.board_arc().clone();
        ReviewShown {
            at,
            last: self.room.replay.as_ref().map_or(0, |r| r.steps.len()),
            buttons: Box::new(move |w, h| {
                let side = (w >= h).then(|| Layout::new(w, h, &board).panel);
                let bar = review_bar::layout(w, h, side);
                [bar.previous, bar.next, bar.back]
            }),
        }
    }

    /// Shows the step the review stands at: its board, trails and event lines.
    fn show_review_step(&mut self) {
        let names = self.names();
        let Some(r) = &self.room.replay else { return };
        let told = told_at(self.lang, &names, &r.start, &r.steps, r.at);
        self.table.shown = match r.at {
            0 => r.start.clone(),
            i => r.steps[i - 1].after.clone(),
        };
        self.table.told.trails = told.trails;
        self.table.messages = told.lines;
        self.table.told.held = told.held;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use base::save::bot_game;
    use std::sync::Arc;
    use track::bots::BotKind;
    use track::dice::Dice;
    use track::Setup;

    /// A finished game of four computers in the small game with cards, as steps.
    fn game() -> (State, Vec<Step>) {
        let variant = track::variant::Variant::by_id("small-action").unwrap();
        let start = State::new(
            Setup::new(variant, Default::default(), 4, 11),
            Arc::new(track::board::Board::classic()),
            Dice::default_dice(),
            &track::cards::CardSet::default_deck(),
        )
        .unwrap();
        let (save, end) = bot_game(start.clone(), &[], &[BotKind::Greedy; 4], 400);
        assert!(end.is_over(), "the computers finish the game");
        (start, save.steps().unwrap())
    }

    /// What the game showed after `at` steps, told from its very start as the game
    /// shows its events one by one.
    fn told_from_the_start(names: &Names, start: &State, steps: &[Step], at: usize) -> Told {
        let mut told = Told {
            lines: VecDeque::from([words::say(
                Lang::En,
                &Msg::Starts(names.of(start.setup().first)),
            )]),
            held: Held::default(),
            trails: Trails::default(),
        };
        let mut before = start.clone();
        let mut last: Option<&Event> = None;
        for step in &steps[..at] {
            tell_step(Lang::En, names, step, 4, &mut before, &mut last, &mut told);
            for e in &step.events {
                told.trails.on_event(e);
            }
        }
        told
    }

    #[test]
    fn the_review_tells_each_step_as_the_game_told_it_then() {
        let (start, steps) = game();
        let names = Names::colours(Lang::En);
        let n = steps.len();
        let game_over = words::say(Lang::En, &Msg::GameOver);
        for at in [0, 1, 5, 37, n / 2, n - 1, n] {
            let told = told_at(Lang::En, &names, &start, &steps, at);
            assert_eq!(
                told,
                told_from_the_start(&names, &start, &steps, at),
                "step {at} of {n}"
            );
            assert_eq!(
                told.lines.iter().any(|l| *l == game_over),
                at == n,
                "the end is told only at the last step (step {at} of {n}): {:?}",
                told.lines
            );
        }
        let early = told_at(Lang::En, &names, &start, &steps, 5);
        let last = told_at(Lang::En, &names, &start, &steps, n);
        assert_ne!(
            early.trails, last.trails,
            "the last move's trail is not on step 5"
        );
        assert!(!early.lines.is_empty(), "step 5 says what happened");
    }
}
