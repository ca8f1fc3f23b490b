//! Where the Yalta game screen's parts go, for any window size: the panel's Back
//! button, the promotion row and the room for its texts, and the end box with its two
//! buttons. Pure arithmetic, no drawing, so that clicks and drawing agree.

use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use crate::ui::text_layout::{lay_out, place, stack, wrap, Align, Line, Measure, LINE_HEIGHT};

/// The panel is this fraction of the window wide, at its right.
pub const PANEL: f32 = 0.3;
/// The panel's inner margin, in pixels.
pub const MARGIN: f32 = 12.0;
/// The gap between the promotion buttons, in pixels.
const PROMOTION_GAP: f32 = 6.0;
/// The end box is this fraction of the window wide, centred over the board (the panel
/// and its Back button stay in view).
pub const END_WIDTH: f32 = 0.6;
/// The end box's text is this many normal text sizes…
const END_TEXT: f32 = 1.4;
/// …and takes at most this fraction of the window's height.
const END_TEXT_ROOM: f32 = 0.5;
/// Where the end box's top may go, as fractions of the window height, before it must
/// move to an edge (above the board's middle)…
const END_TOP: [f32; 2] = [0.18, 0.03];
/// …and where its bottom may go (below the board's middle).
const END_BOTTOM: [f32; 2] = [0.82, 0.97];

/// The panel's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelLayout {
    /// The panel's left edge.
    pub x: f32,
    /// The panel's width.
    pub w: f32,
    /// The Back button, at the panel's foot.
    pub back: Rect,
    /// The four pieces a pawn may become, in a row just above the Back button.
    pub promotion: [Rect; 4],
    /// The gap between the panel's parts.
    pub gap: f32,
}

/// The panel of a `w` × `h` window whose normal text is `ts` high.
pub fn panel_layout(w: f32, h: f32, ts: f32) -> PanelLayout {
    let x = w * (1.0 - PANEL);
    let pw = w * PANEL;
    let gap = ts * 0.5;
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let back = Rect {
        x: x + MARGIN,
        y: h - MARGIN - bh,
        w: (pw - 2.0 * MARGIN).max(1.0),
        h: bh,
    };
    let pbw = ((pw - 2.0 * MARGIN - 3.0 * PROMOTION_GAP) / 4.0).max(1.0);
    let ph = (h * 0.08).min(pbw);
    let promotion = std::array::from_fn(|i| Rect {
        x: x + MARGIN + i as f32 * (pbw + PROMOTION_GAP),
        y: back.y - gap - ph,
        w: pbw,
        h: ph,
    });
    PanelLayout {
        x,
        w: pw,
        back,
        promotion,
        gap,
    }
}

impl PanelLayout {
    /// The lowest y the panel's texts (and the key legend above the buttons) may reach:
    /// above the promotion row while it shows, else above the Back button.
    pub fn texts_bottom(&self, promoting: bool) -> f32 {
        let top = if promoting {
            self.promotion[0].y
        } else {
            self.back.y
        };
        top - self.gap
    }
}

/// The panel's texts, as words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelWords {
    /// Whose turn it is (none at the end).
    pub turn: Option<String>,
    /// Who gives check to whom, a line each.
    pub checks: Vec<String>,
    /// The keys, above the buttons.
    pub legend: String,
    /// What happened, oldest first.
    pub messages: Vec<String>,
    /// "Why not?" and the reason, for a refused cell.
    pub why: Option<(String, String)>,
    /// Whether the promotion row shows.
    pub promoting: bool,
}

/// The Yalta panel laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelLines {
    /// "Yalta".
    pub title: Vec<Line>,
    /// The band in the mover's colour and the turn's line in it.
    pub turn: Option<(Rect, Vec<Line>)>,
    /// The checks.
    pub checks: Vec<Line>,
    /// What happened: the newest whole messages that fit.
    pub messages: Vec<Line>,
    /// "Why not?"…
    pub why_head: Vec<Line>,
    /// …and the reason (the page on show).
    pub why: Vec<Line>,
    /// The keys.
    pub legend: Vec<Line>,
    /// How many pages the reason fills.
    pub pages: usize,
}

impl PanelLines {
    /// Every line.
    pub fn lines(&self) -> impl Iterator<Item = &Line> {
        self.title
            .iter()
            .chain(self.turn.iter().flat_map(|(_, l)| l))
            .chain(&self.checks)
            .chain(&self.messages)
            .chain(&self.why_head)
            .chain(&self.why)
            .chain(&self.legend)
    }
}

/// The panel's texts of a `w` × `h` window laid out one under the other: the title,
/// whose turn, the checks; the key legend above the buttons; and between them what
/// happened and under it why not, which is served first, as it answers the latest
/// click (on pages if it must), while the oldest messages give way, whole. `page` is
/// the reason's page on show.
pub fn panel_lines(m: &dyn Measure, w: f32, h: f32, t: &PanelWords, page: usize) -> PanelLines {
    let (ts, small) = text_sizes(reading_height(w, h));
    let lay = panel_layout(w, h, ts);
    let room_w = (lay.w - 2.0 * MARGIN).max(1.0);
    let left = lay.x + MARGIN;
    let line = small * LINE_HEIGHT;
    let mut y = ts * 0.6;
    let title = lay_out(m, "Yalta", room_w, ts * 2.0, (ts * 1.3).round(), small);
    let title_lines = title.place(m, 0, left, room_w, y, Align::Left);
    y += title.height() + lay.gap;
    let turn = t.turn.as_ref().map(|text| {
        let b = lay_out(
            m,
            text,
            room_w,
            ts * 1.3 * LINE_HEIGHT,
            (ts * 1.3).round(),
            small,
        );
        let pad = ts * 0.3;
        let band = Rect {
            x: lay.x + 6.0,
            y,
            w: lay.w - 12.0,
            h: b.height() + 2.0 * pad,
        };
        y += band.h + lay.gap;
        (
            band,
            b.place(m, 0, left, room_w, band.y + pad, Align::Center),
        )
    });
    // The foot: the legend above the buttons.
    let legend = wrap(m, &t.legend, small, room_w);
    let legend_top = lay.texts_bottom(t.promoting) - legend.len() as f32 * line;
    let legend = place(m, &legend, small, left, room_w, legend_top, Align::Left);
    let bottom = legend_top - lay.gap;
    // Why not is served first: the checks take what it leaves (smaller if they must).
    let why_need = t.why.as_ref().map_or(0.0, |(head, reason)| {
        ts * LINE_HEIGHT
            + wrap(m, head, ts, room_w).len().saturating_sub(1) as f32 * line
            + wrap(m, reason, small, room_w).len() as f32 * line
            + lay.gap
    });
    let checks_room = (bottom - y - lay.gap - why_need).max(line);
    let cs = stack(m, &t.checks, room_w, checks_room, ts, small, 0.0);
    let checks = cs.place(m, page % cs.pages(), left, room_w, y, Align::Left);
    y += cs.height();
    let top = y + lay.gap;
    // Why not: its heading and as much of the reason as fits.
    let mut why_head = vec![];
    let mut why = vec![];
    let mut why_h = 0.0;
    let mut pages = cs.pages();
    let mut why_block = None;
    if let Some((head, reason)) = &t.why {
        let hb = lay_out(m, head, room_w, ts * LINE_HEIGHT, ts, small);
        let room = (bottom - top - hb.height()).max(line);
        let rb = lay_out(m, reason, room_w, room, small, small);
        pages = pages.max(rb.pages());
        why_h = hb.height() + rb.height();
        why_block = Some((hb, rb));
    }
    // The newest whole messages in the room left, oldest first.
    let mut left_room = bottom - top - why_h - if why_h > 0.0 { lay.gap } else { 0.0 };
    let wrapped: Vec<Vec<String>> = t
        .messages
        .iter()
        .map(|msg| wrap(m, msg, small, room_w))
        .collect();
    let mut first = wrapped.len();
    while first > 0 && wrapped[first - 1].len() as f32 * line <= left_room + 0.5 {
        left_room -= wrapped[first - 1].len() as f32 * line;
        first -= 1;
    }
    let shown: Vec<String> = wrapped[first..].iter().flatten().cloned().collect();
    let messages = place(m, &shown, small, left, room_w, top, Align::Left);
    let mut y = top + shown.len() as f32 * line;
    if let Some((hb, rb)) = why_block {
        if !shown.is_empty() {
            y += lay.gap;
        }
        why_head = hb.place(m, 0, left, room_w, y, Align::Left);
        why = rb.place(
            m,
            page % rb.pages(),
            left,
            room_w,
            y + hb.height(),
            Align::Left,
        );
    }
    PanelLines {
        title: title_lines,
        turn,
        checks,
        messages,
        why_head,
        why,
        legend,
        pages,
    }
}

/// The end box's choices, in its buttons' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndChoice {
    /// Back to the Yalta setup for a new game (Enter).
    NewGame,
    /// Back to the start screen (Esc).
    Back,
}

impl EndChoice {
    /// The choices, in the buttons' order.
    pub const ALL: [EndChoice; 2] = [EndChoice::NewGame, EndChoice::Back];
}

/// The end box: its frame, and its buttons (New game, Back) in a row at its foot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EndBox {
    /// The box.
    pub frame: Rect,
    /// The top of its first text line's room.
    pub text_top: f32,
    /// New game, Back.
    pub buttons: [Rect; 2],
}

/// The end box of a `w` × `h` window whose normal text is `ts` high, with `text_h`
/// pixels of text, kept clear of the `keep` spans (top, bottom) where it can be: the
/// mated king and the pieces that mate it, so that everyone sees the mate.
pub fn end_box(w: f32, h: f32, ts: f32, text_h: f32, keep: &[(f32, f32)]) -> EndBox {
    let bw = w * END_WIDTH;
    let pad = ts;
    let button_h = (h / BIG_BUTTONS_PER_SCREEN).round();
    let bh = pad + text_h + ts * 0.4 + button_h + ts * 0.9;
    let overlap = |y: f32| -> f32 {
        keep.iter()
            .map(|&(a, b)| (b.min(y + bh) - a.max(y)).max(0.0))
            .sum()
    };
    let tops = END_TOP.map(|f| h * f);
    let bottoms = END_BOTTOM.map(|f| h * f - bh);
    let centre = (h - bh) / 2.0;
    let low = !keep.is_empty()
        && keep.iter().map(|&(a, b)| (a + b) / 2.0).sum::<f32>() / keep.len() as f32 > h / 2.0;
    let candidates: Vec<f32> = if keep.is_empty() {
        vec![centre]
    } else if low {
        tops.into_iter().chain(bottoms).chain([centre]).collect()
    } else {
        bottoms.into_iter().chain(tops).chain([centre]).collect()
    };
    // The first place that hides nothing, else the one that hides least.
    let mut y = candidates[0];
    for &c in &candidates {
        if overlap(c) < overlap(y) {
            y = c;
        }
        if overlap(c) <= 0.0 {
            y = c;
            break;
        }
    }
    let y = y.clamp(0.0, (h - bh).max(0.0));
    let x = (w * (1.0 - PANEL) - bw) / 2.0;
    let button_w = ((bw - 3.0 * pad) / 2.0).max(1.0);
    let button_y = y + pad + text_h + ts * 0.4;
    let buttons = std::array::from_fn(|i| Rect {
        x: x + pad + i as f32 * (button_w + pad),
        y: button_y,
        w: button_w,
        h: button_h,
    });
    EndBox {
        frame: Rect { x, y, w: bw, h: bh },
        text_top: y + pad,
        buttons,
    }
}

/// The end box of a `w` × `h` window with the end's `text` (see [`end_box`]), and the
/// text's lines in it: at 1.4 normal text sizes, or smaller down to the small size, else
/// on pages (`page` is the one on show).
pub fn end_text(
    m: &dyn Measure,
    w: f32,
    h: f32,
    text: &str,
    keep: &[(f32, f32)],
    page: usize,
) -> (EndBox, Vec<Line>, usize) {
    let (ts, small) = text_sizes(reading_height(w, h));
    let inner = w * END_WIDTH - 2.0 * ts;
    let b = lay_out(
        m,
        text,
        inner,
        h * END_TEXT_ROOM,
        (ts * END_TEXT).round(),
        small,
    );
    let e = end_box(w, h, ts, b.height(), keep);
    let lines = b.place(m, page, e.frame.x + ts, inner, e.text_top, Align::Center);
    (e, lines, b.pages())
}

/// The end box's choice under a click or tap at (`x`, `y`), if any.
pub fn end_choice_at(b: &EndBox, x: f32, y: f32) -> Option<EndChoice> {
    b.buttons
        .iter()
        .position(|r| r.contains(x, y))
        .map(|i| EndChoice::ALL[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 4] = [
        (1024.0, 768.0),
        (1280.0, 720.0),
        (800.0, 600.0),
        (1920.0, 1080.0),
    ];

    fn ts(h: f32) -> f32 {
        crate::ui::layout::text_sizes(h).0
    }

    #[test]
    fn back_button_sits_in_the_panel_at_its_foot_and_is_big_enough_to_tap() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            assert!(p.back.x >= p.x && p.back.x + p.back.w <= w, "{w}x{h}");
            assert!(p.back.y + p.back.h <= h && p.back.y > h * 0.8, "{w}x{h}");
            assert!(p.back.h >= h / 12.0 && p.back.w >= p.w * 0.8, "{w}x{h}");
        }
    }

    #[test]
    fn promotion_row_and_texts_stop_above_the_back_button() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            for r in p.promotion {
                assert!(r.y + r.h < p.back.y && r.x + r.w <= w, "{w}x{h}");
            }
            assert!(p.texts_bottom(false) < p.back.y);
            assert!(p.texts_bottom(true) < p.promotion[0].y);
        }
    }

    #[test]
    fn end_box_buttons_answer_clicks_and_taps_inside_them_only() {
        for (w, h) in SIZES {
            let b = end_box(w, h, ts(h), ts(h) * 4.0, &[]);
            for (r, choice) in b.buttons.iter().zip(EndChoice::ALL) {
                let (cx, cy) = r.center();
                assert_eq!(end_choice_at(&b, cx, cy), Some(choice), "{w}x{h}");
                // Inside the box, and below its text.
                assert!(r.x >= b.frame.x && r.x + r.w <= b.frame.x + b.frame.w);
                assert!(r.y >= b.text_top + ts(h) * 4.0);
                assert!(r.y + r.h <= b.frame.y + b.frame.h);
                assert!(r.h >= h / 12.0);
            }
            assert!(b.buttons[0].x + b.buttons[0].w < b.buttons[1].x);
            assert!(b.frame.x > 0.0 && b.frame.x + b.frame.w < panel_layout(w, h, ts(h)).x);
            assert_eq!(end_choice_at(&b, b.frame.x + 2.0, b.frame.y + 2.0), None);
            assert_eq!(end_choice_at(&b, -5.0, h * 2.0), None);
            assert_eq!(end_choice_at(&b, f32::NAN, 0.0), None);
        }
    }

    #[test]
    fn end_box_keeps_clear_of_the_mated_king_and_its_checkers() {
        for (w, h) in SIZES {
            for king in [0.1, 0.3, 0.45, 0.5, 0.55, 0.7, 0.9] {
                let ky = h * king;
                let keep = [(ky - 30.0, ky + 30.0), (ky - 80.0, ky - 20.0)];
                let b = end_box(w, h, ts(h), ts(h) * 4.0, &keep);
                let (top, bottom) = (b.frame.y, b.frame.y + b.frame.h);
                assert!(top >= 0.0 && bottom <= h, "{w}x{h} at {king}");
                for (a, z) in keep {
                    assert!(
                        bottom <= a || top >= z,
                        "{w}x{h} at {king}: box {top}–{bottom} hides {a}–{z}"
                    );
                }
            }
        }
    }
}
