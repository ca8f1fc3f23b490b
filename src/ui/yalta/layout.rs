//! Where the Yalta game screen's parts go, for any window size: the panel's Menu
//! button, the review's step buttons and the room for the panel's texts. Pure
//! arithmetic, no drawing, so that clicks and drawing agree. (The boxes over the board
//! are the shell's dialog and end page, which lay themselves out.)

use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use crate::ui::text_layout::{lay_out, place, stack, wrap, Align, Line, Measure, LINE_HEIGHT};

/// The panel is this fraction of the window wide, at its right.
pub const PANEL: f32 = 0.3;
/// The panel's inner margin, in pixels.
pub const MARGIN: f32 = 12.0;

/// The panel's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelLayout {
    /// The panel's left edge.
    pub x: f32,
    /// The panel's width.
    pub w: f32,
    /// The button at the panel's foot: Menu during a game, "Back to the result" in the
    /// review.
    pub foot: Rect,
    /// The review's ◀ and ▶, side by side just above the foot button.
    pub steps: [Rect; 2],
    /// The gap between the panel's parts.
    pub gap: f32,
}

/// The panel of a `w` × `h` window whose normal text is `ts` high.
pub fn panel_layout(w: f32, h: f32, ts: f32) -> PanelLayout {
    let x = w * (1.0 - PANEL);
    let pw = w * PANEL;
    let gap = ts * 0.5;
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let inner = (pw - 2.0 * MARGIN).max(1.0);
    let foot = Rect {
        x: x + MARGIN,
        y: h - MARGIN - bh,
        w: inner,
        h: bh,
    };
    let sw = ((inner - gap) / 2.0).max(1.0);
    let steps = std::array::from_fn(|i| Rect {
        x: foot.x + i as f32 * (sw + gap),
        y: foot.y - gap - bh,
        w: sw,
        h: bh,
    });
    PanelLayout {
        x,
        w: pw,
        foot,
        steps,
        gap,
    }
}

impl PanelLayout {
    /// The lowest y the panel's texts (and the key legend above the buttons) may reach:
    /// above the review's step buttons while they show, else above the foot button.
    pub fn texts_bottom(&self, reviewing: bool) -> f32 {
        let top = if reviewing {
            self.steps[0].y
        } else {
            self.foot.y
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
    fn menu_button_sits_in_the_panel_at_its_foot_and_is_big_enough_to_tap() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            assert!(p.foot.x >= p.x && p.foot.x + p.foot.w <= w, "{w}x{h}");
            assert!(p.foot.y + p.foot.h <= h && p.foot.y > h * 0.8, "{w}x{h}");
            assert!(p.foot.h >= h / 12.0 && p.foot.w >= p.w * 0.8, "{w}x{h}");
        }
    }

    #[test]
    fn review_steps_sit_side_by_side_above_the_foot_and_texts_stop_above_them() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            let [prev, next] = p.steps;
            assert!(prev.x + prev.w < next.x, "{w}x{h}");
            for r in p.steps {
                assert!(
                    r.y + r.h < p.foot.y && r.x >= p.x && r.x + r.w <= w,
                    "{w}x{h}"
                );
                assert!(r.h >= h / 12.0 && r.w >= h / 12.0, "{w}x{h}");
            }
            assert!(p.texts_bottom(false) < p.foot.y);
            assert!(p.texts_bottom(true) < prev.y);
        }
    }
}
