//! The one review bar of every game: stepping through a game's moves or events after it
//! (the end page's *Review*) or during it (the race game's menu). A bar at the bottom:
//! ◀ and ▶ for mouse and touch, where it stands in words, and *Back*; the arrows (the
//! Previous and Next actions), Home and End step and jump, Esc goes back.

use super::keys::{Action, Input};
use crate::ui::draw::{draw_button, Pen};
use crate::ui::flat_fill::draw_rectangle;
use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use crate::ui::text_layout::lay_out;
use macroquad::prelude::*;

/// A step of the review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// One back.
    Previous,
    /// One on.
    Next,
    /// To the start.
    First,
    /// To the end.
    Last,
    /// Leave the review.
    Back,
}

/// The bar's background.
const BAR: Color = Color::new(0.1, 0.1, 0.12, 0.88);

/// Where the bar's parts go: the bar, ◀, ▶, Back, and the room for its line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewLayout {
    /// The whole bar.
    pub bar: Rect,
    /// ◀.
    pub previous: Rect,
    /// ▶.
    pub next: Rect,
    /// Back.
    pub back: Rect,
    /// The line between ▶ and Back.
    pub text: Rect,
}

/// The bar in a `w` × `h` window.
pub fn layout(w: f32, h: f32) -> ReviewLayout {
    let (ts, _) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.4).round();
    let bar = Rect {
        x: 0.0,
        y: h - bh - 2.0 * gap,
        w,
        h: bh + 2.0 * gap,
    };
    let arrow = bh * 1.3;
    let back_w = (ts * 7.0).min(w * 0.28);
    let y = bar.y + gap;
    let previous = Rect {
        x: gap,
        y,
        w: arrow,
        h: bh,
    };
    let next = Rect {
        x: previous.x + arrow + gap,
        y,
        w: arrow,
        h: bh,
    };
    let back = Rect {
        x: w - gap - back_w,
        y,
        w: back_w,
        h: bh,
    };
    let text = Rect {
        x: next.x + arrow + gap,
        y,
        w: (back.x - gap - (next.x + arrow + gap)).max(0.0),
        h: bh,
    };
    ReviewLayout {
        bar,
        previous,
        next,
        back,
        text,
    }
}

/// What one frame's input does to the review.
pub fn decide(lay: &ReviewLayout, input: &Input, home: bool, end: bool) -> Option<ReviewStep> {
    if input.has(Action::Back) {
        return Some(ReviewStep::Back);
    }
    if input.has(Action::Previous) {
        return Some(ReviewStep::Previous);
    }
    if input.has(Action::Next) {
        return Some(ReviewStep::Next);
    }
    if home {
        return Some(ReviewStep::First);
    }
    if end {
        return Some(ReviewStep::Last);
    }
    let (x, y) = input.press?;
    [
        (lay.previous, ReviewStep::Previous),
        (lay.next, ReviewStep::Next),
        (lay.back, ReviewStep::Back),
    ]
    .into_iter()
    .find(|(r, _)| r.contains(x, y))
    .map(|(_, s)| s)
}

/// One frame of the review bar on screen.
pub fn ask() -> Option<ReviewStep> {
    let lay = layout(screen_width(), screen_height());
    decide(
        &lay,
        &Input::read(),
        is_key_pressed(KeyCode::Home),
        is_key_pressed(KeyCode::End),
    )
}

/// Moves `at` (0 = the start, `n` = after the last step) by a step; `None` for Back.
pub fn step(at: usize, n: usize, s: ReviewStep) -> Option<usize> {
    match s {
        ReviewStep::Previous => Some(at.saturating_sub(1)),
        ReviewStep::Next => Some((at + 1).min(n)),
        ReviewStep::First => Some(0),
        ReviewStep::Last => Some(n),
        ReviewStep::Back => None,
    }
}

/// Draws the bar: `line` says where the review stands, `back` is the Back button's label.
pub fn draw(pen: &Pen, line: &str, back: &str, w: f32, h: f32) {
    let lay = layout(w, h);
    let (ts, small) = text_sizes(reading_height(w, h));
    let b = lay.bar;
    draw_rectangle(b.x, b.y, b.w, b.h, BAR);
    draw_button(pen, lay.previous, "◀", ts * 1.2, false);
    draw_button(pen, lay.next, "▶", ts * 1.2, false);
    draw_button(pen, lay.back, back, ts, false);
    let block = lay_out(pen, line, lay.text.w, lay.text.h, ts, small);
    let lh = block.line_height();
    let top = lay.text.y + (lay.text.h - block.height()) / 2.0;
    for (i, l) in block.page(0).iter().enumerate() {
        pen.center(
            l,
            lay.text.x + lay.text.w / 2.0,
            top + lh * (i as f32 + 0.5),
            block.size,
            WHITE,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn review_steps_never_go_past_the_start_or_the_end() {
        assert_eq!(step(0, 5, ReviewStep::Previous), Some(0));
        assert_eq!(step(5, 5, ReviewStep::Next), Some(5));
        assert_eq!(step(2, 5, ReviewStep::Next), Some(3));
        assert_eq!(step(2, 5, ReviewStep::First), Some(0));
        assert_eq!(step(2, 5, ReviewStep::Last), Some(5));
        assert_eq!(step(2, 5, ReviewStep::Back), None);
    }

    #[test]
    fn the_bar_answers_taps_on_its_buttons_and_the_arrows() {
        for (w, h) in [(800.0, 600.0), (1280.0, 720.0), (720.0, 1280.0)] {
            let lay = layout(w, h);
            let tap = |r: Rect| Input {
                actions: vec![],
                press: Some(r.center()),
            };
            assert_eq!(
                decide(&lay, &tap(lay.previous), false, false),
                Some(ReviewStep::Previous)
            );
            assert_eq!(
                decide(&lay, &tap(lay.next), false, false),
                Some(ReviewStep::Next)
            );
            assert_eq!(
                decide(&lay, &tap(lay.back), false, false),
                Some(ReviewStep::Back)
            );
            assert_eq!(decide(&lay, &tap(lay.text), false, false), None);
            assert!(lay.text.w > w * 0.2, "room for the line at {w}×{h}");
        }
        let key = |a| Input {
            actions: vec![a],
            press: None,
        };
        let lay = layout(1024.0, 768.0);
        assert_eq!(
            decide(&lay, &key(Action::Back), false, false),
            Some(ReviewStep::Back)
        );
        assert_eq!(
            decide(&lay, &key(Action::Next), false, false),
            Some(ReviewStep::Next)
        );
        assert_eq!(
            decide(&lay, &Input::default(), true, false),
            Some(ReviewStep::First)
        );
    }
}
