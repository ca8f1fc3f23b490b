//! Where the Yalta game screen's parts go, for any window size: the panel's Menu
//! button, the review's step buttons and the room for the panel's texts. Pure
//! arithmetic, no drawing, so that clicks and drawing agree. (The boxes over the board
//! are the shell's dialog and end page, which lay themselves out.)

use crate::ui::layout::{Rect, BIG_BUTTONS_PER_SCREEN};

/// The panel is this fraction of the window wide, at its right.
pub(super) const PANEL: f32 = 0.3;
/// The panel's inner margin, in pixels.
pub(super) const MARGIN: f32 = 12.0;

/// The panel's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct PanelLayout {
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
pub(super) fn panel_layout(w: f32, h: f32, ts: f32) -> PanelLayout {
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

/// How many of the panel's texts show in a room `room` high, laid out one under the
/// other: the newest whole messages that fit (`messages` holds each one's number of
/// lines, oldest first, each line `message_step` high), and under them, `gap` apart,
/// the reason ("why not?", `reasons` lines of `reason_step`), which is served first,
/// as it answers the latest click. Returns (messages skipped from the oldest, reason
/// lines shown from the first).
pub(super) fn plan_texts(
    room: f32,
    messages: &[usize],
    message_step: f32,
    reasons: usize,
    reason_step: f32,
    gap: f32,
) -> (usize, usize) {
    let fit = |room: f32, step: f32| (room.max(0.0) / step.max(1.0)).floor() as usize;
    let shown_reasons = reasons.min(fit(room, reason_step));
    let mut left = room - shown_reasons as f32 * reason_step;
    if shown_reasons > 0 {
        left -= gap;
    }
    let mut lines = fit(left, message_step);
    let mut skip = messages.len();
    while skip > 0 && messages[skip - 1] <= lines {
        lines -= messages[skip - 1];
        skip -= 1;
    }
    (skip, shown_reasons)
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

    #[test]
    fn why_not_and_messages_share_the_room_without_overlapping() {
        // Room for everything: nothing dropped.
        assert_eq!(
            plan_texts(500.0, &[1, 2, 1, 1], 30.0, 3, 35.0, 10.0),
            (0, 3)
        );
        // Too little room: the reason stays whole, the oldest messages go, whole.
        let messages = [2, 1, 2, 1, 2, 1, 1];
        let (skip, reasons) = plan_texts(300.0, &messages, 30.0, 3, 35.0, 10.0);
        assert_eq!(reasons, 3);
        let lines: usize = messages[skip..].iter().sum();
        let used = lines as f32 * 30.0 + 3.0 * 35.0 + 10.0;
        assert!(used <= 300.0, "{used}");
        assert_eq!((skip, lines), (3, 5));
        // No reason: the messages take the room alone.
        assert_eq!(
            plan_texts(300.0, &[3, 3, 3, 3], 30.0, 0, 35.0, 10.0),
            (1, 0)
        );
        // A message too long for the room hides the older ones too.
        assert_eq!(plan_texts(100.0, &[1, 1, 5], 30.0, 0, 35.0, 10.0), (3, 0));
        // No room at all (a tiny window): nothing, and no panic.
        assert_eq!(plan_texts(-50.0, &[1, 1], 30.0, 2, 35.0, 10.0), (2, 0));
    }
}
