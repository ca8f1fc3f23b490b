//! The piece school's "find every square" levels in the window: the child clicks every
//! square the piece reaches with a roll of exactly n moves; a found square gets a green
//! tick, a wrong one the rules' "why not?", and "Show me" clicks them one by one.

use crate::prelude::*;
use crate::{School, TableScreen};
use macroquad::prelude::*;
use paint::draw::Pen;
use paint::flat_fill::draw_rectangle;
use paint::layout::Layout;
use school::{Goal, Pick};
use shell::Frame;

/// A found square's tick.
const FOUND: Color = Color::new(0.10, 0.55, 0.25, 1.0);
/// A found square's tint.
const FOUND_TINT: Color = Color::new(0.10, 0.55, 0.25, 0.25);

/// The levels where the learner finds a piece's squares.
#[easy_ext::ext(FindSquares)]
impl TableScreen<School> {
    /// Whether the level being played is a "find every square" level.
    pub fn finding_squares(&self) -> bool {
        self.room.lesson.as_ref().is_some_and(|run| {
            self.room
                .courses
                .get(run.course)
                .and_then(|c| c.levels.get(run.level))
                .is_some_and(|l| l.goal == Goal::EverySquare)
        })
    }

    /// The piece of a "find every square" level being played.
    pub fn finding_piece(&self) -> Option<track::pieces::PieceId> {
        let run = self
            .room
            .lesson
            .as_ref()
            .filter(|_| self.finding_squares())?;
        self.room
            .courses
            .get(run.course)?
            .levels
            .get(run.level)?
            .learner_piece()
    }

    /// One click of a "find every square" level (or the next square of "Show me"):
    /// found, found before, or wrong and why. Returns whether a click was handled.
    pub fn update_find_squares(&mut self, frame: &Frame, show_next: bool) -> bool {
        if !self.finding_squares() {
            return false;
        }
        let square = if show_next {
            let Some(run) = self.room.lesson.as_ref() else {
                return false;
            };
            let found = run.attempt.found();
            run.attempt
                .squares_to_find()
                .iter()
                .copied()
                .find(|s| !found.contains(s))
        } else if frame.clicked() {
            let (mx, my) = frame.mouse;
            Layout::new(frame.size.0, frame.size.1, self.table.state.board()).square_at(mx, my)
        } else {
            match self.find_keys(frame) {
                Some(square) => square,
                None => return true,
            }
        };
        let Some(square) = square else {
            return false;
        };
        let Some(run) = self.room.lesson.as_mut() else {
            return false;
        };
        run.picks.push(square);
        run.cursor = Some(square);
        self.table.hint_why = None;
        match run.attempt.pick(square) {
            Pick::Found | Pick::Again => self.table.refusal = None,
            Pick::Wrong(why) => {
                self.table.refusal = Some(crate::table::why_view::Said::square(square, why))
            }
            Pick::Won(got) => {
                self.table.refusal = None;
                self.lesson_won(got);
            }
        }
        self.keep_lesson();
        true
    }

    /// The hint of a "find every square" level: the keyboard's frame on a square still
    /// to find (Enter clicks it), and how to count.
    pub fn hint_square_to_find(&mut self) {
        let Some(run) = self.room.lesson.as_mut() else {
            return;
        };
        if let Some(square) = run.attempt.next_square_to_find() {
            run.cursor = Some(square);
        }
        let moves = self
            .room
            .courses
            .get(run.course)
            .and_then(|c| c.levels.get(run.level))
            .and_then(|l| l.roll(0))
            .unwrap_or(1);
        self.table.hint_why = Some(self.school_text(crate::i18n::SchoolMsg::HintFind(moves)));
    }

    /// Draws the squares found so far, with a tick.
    pub fn draw_found_squares(&self, pen: &Pen, layout: &Layout) {
        let Some(run) = self.room.lesson.as_ref().filter(|_| self.finding_squares()) else {
            return;
        };
        for sq in run.attempt.found() {
            let r = layout.square_rect(sq);
            draw_rectangle(r.x, r.y, r.w, r.h, FOUND_TINT);
            let (cx, cy) = r.center();
            // A white halo keeps the tick readable over a piece's dark glyph.
            for (dx, dy) in [(-2.0, 0.0), (2.0, 0.0), (0.0, -2.0), (0.0, 2.0)] {
                pen.center("✓", cx + dx, cy + dy, r.w * 0.9, WHITE);
            }
            pen.center("✓", cx, cy, r.w * 0.9, FOUND);
        }
        if let Some(sq) = run.cursor {
            paint::draw::draw_focus_ring(layout.square_rect(sq));
        }
    }
}

/// The private steps of [`FindSquares`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The keys of a "find every square" level: arrows move a square cursor (from the
    /// piece), Enter or Space clicks its square, H puts it on a square still to find.
    /// `Some(square)` to click, `Some(None)` for nothing this frame, `None` when a key
    /// was handled.
    fn find_keys(&mut self, frame: &Frame) -> Option<Option<track::geometry::Square>> {
        let start = self
            .finding_piece()
            .and_then(|p| self.table.state.position().square_of(p));
        let board = self.table.state.board_arc().clone();
        let run = self.room.lesson.as_mut()?;
        if let Some((dx, dy)) = shell::keys::arrow_pressed(frame) {
            let from = run.cursor.or(start)?;
            let (x, y) = (
                i16::from(from.x) + i16::from(dx),
                i16::from(from.y) + i16::from(dy),
            );
            if let (Ok(x), Ok(y)) = (u8::try_from(x), u8::try_from(y)) {
                let to = track::geometry::Square::new(x, y);
                if board.contains(to) {
                    run.cursor = Some(to);
                }
            }
            return None;
        }
        if frame.pressed(KeyCode::H) {
            self.hint_square_to_find();
            return None;
        }
        let enter = [KeyCode::Enter, KeyCode::KpEnter, KeyCode::Space];
        if enter.iter().any(|k| frame.pressed(*k)) {
            return Some(run.cursor);
        }
        Some(None)
    }
}
