//! The one review bar of every game: stepping through a game's moves or events after it
//! (the end page's *Review*) or during it (the race game's menu). A bar at the bottom:
//! ◀ and ▶ for mouse and touch, where it stands in words, and *Back*; the arrows (the
//! Previous and Next actions), Home and End step and jump, Esc goes back.

use crate::frame::Frame;
use crate::keys::{Action, Input};
use macroquad::prelude::*;
use paint::draw::{draw_button, Pen, INK};
use paint::flat_fill::draw_rectangle;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::lay_out;

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
    /// The whole bar: a strip over the window's foot, or the foot of a side panel.
    pub bar: Rect,
    /// ◀.
    pub previous: Rect,
    /// ▶.
    pub next: Rect,
    /// Back.
    pub back: Rect,
    /// The line that says where the review stands.
    pub text: Rect,
    /// Whether the bar is a dark strip over the window's foot (else it stands in a side
    /// panel, on the paper).
    pub strip: bool,
}

/// The bar in a `w` × `h` window: at the foot of the `side` panel beside the board where
/// there is one (clear of the board: the line, ◀ and ▶ side by side, Back under them),
/// else a strip over the window's foot (◀, ▶, the line, Back in one row).
pub fn layout(w: f32, h: f32, side: Option<Rect>) -> ReviewLayout {
    let (ts, _) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.4).round();
    if let Some(p) = side {
        let back = Rect {
            x: p.x,
            y: p.y + p.h - bh,
            w: p.w,
            h: bh,
        };
        let half = (p.w - gap) / 2.0;
        let y = back.y - gap - bh;
        let previous = Rect {
            x: p.x,
            y,
            w: half,
            h: bh,
        };
        let next = Rect {
            x: p.x + half + gap,
            ..previous
        };
        let text = Rect {
            x: p.x,
            y: y - gap - bh,
            w: p.w,
            h: bh,
        };
        let bar = Rect {
            x: p.x,
            y: text.y,
            w: p.w,
            h: back.y + back.h - text.y,
        };
        return ReviewLayout {
            bar,
            previous,
            next,
            back,
            text,
            strip: false,
        };
    }
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
        strip: true,
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

/// One frame of the review bar on screen, beside the board in the `side` panel if any.
pub fn ask(frame: &Frame, side: Option<Rect>) -> Option<ReviewStep> {
    let lay = layout(frame.size.0, frame.size.1, side);
    decide(
        &lay,
        &Input::read(frame),
        frame.pressed(KeyCode::Home),
        frame.pressed(KeyCode::End),
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

/// Draws the bar (in the `side` panel if any): `line` says where the review stands,
/// `back` is the Back button's label.
pub fn draw(pen: &Pen, line: &str, back: &str, w: f32, h: f32, side: Option<Rect>) {
    let lay = layout(w, h, side);
    let (ts, small) = text_sizes(reading_height(w, h));
    let b = lay.bar;
    if lay.strip {
        draw_rectangle(b.x, b.y, b.w, b.h, BAR);
    }
    let ink = if lay.strip { WHITE } else { INK };
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
            ink,
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
        let side = |w: f32, h: f32| Rect {
            x: w * 0.6,
            y: 10.0,
            w: w * 0.38,
            h: h - 20.0,
        };
        for (w, h, panel) in [
            (800.0, 600.0, None),
            (1280.0, 720.0, None),
            (720.0, 1280.0, None),
            (1280.0, 720.0, Some(side(1280.0, 720.0))),
            (1024.0, 768.0, Some(side(1024.0, 768.0))),
        ] {
            let lay = layout(w, h, panel);
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
        let lay = layout(1024.0, 768.0, None);
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

    #[test]
    fn beside_the_board_the_bar_stands_in_the_panel_clear_of_the_board() {
        use paint::layout::Layout;
        use track::board::Board;
        let board = Board::classic();
        for (w, h) in [
            (1280.0, 720.0),
            (1024.0, 768.0),
            (800.0, 600.0),
            (1920.0, 1080.0),
        ] {
            let l = Layout::new(w, h, &board);
            let lay = layout(w, h, Some(l.panel));
            let parts = [lay.text, lay.previous, lay.next, lay.back];
            for r in parts {
                assert!(
                    r.x >= l.panel.x - 0.5
                        && r.x + r.w <= l.panel.x + l.panel.w + 0.5
                        && r.y >= l.panel.y - 0.5
                        && r.y + r.h <= l.panel.y + l.panel.h + 0.5,
                    "{r:?} in the panel {:?} at {w}×{h}",
                    l.panel
                );
            }
            for (i, a) in parts.iter().enumerate() {
                for b in &parts[i + 1..] {
                    let apart = a.x + a.w <= b.x
                        || b.x + b.w <= a.x
                        || a.y + a.h <= b.y
                        || b.y + b.h <= a.y;
                    assert!(apart, "{a:?} and {b:?} overlap at {w}×{h}");
                }
            }
            assert!(
                lay.bar.y >= l.panel.y + l.panel.h * 0.5,
                "the bar keeps to the panel's foot"
            );
        }
    }
}
