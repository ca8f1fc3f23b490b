//! Where the Yalta game screen's parts go, for any window size: the panel's Back
//! button, the promotion row and the room for its texts, and the end box with its two
//! buttons. Pure arithmetic, no drawing, so that clicks and drawing agree.

use crate::ui::layout::{Rect, BIG_BUTTONS_PER_SCREEN};

/// The panel is this fraction of the window wide, at its right.
pub(super) const PANEL: f32 = 0.3;
/// The panel's inner margin, in pixels.
pub(super) const MARGIN: f32 = 12.0;
/// The gap between the promotion buttons, in pixels.
const PROMOTION_GAP: f32 = 6.0;
/// The end box is this fraction of the window wide, centred over the board (the panel
/// and its Back button stay in view).
pub(super) const END_WIDTH: f32 = 0.6;
/// The end box's text lines are this many normal text heights apart.
pub(super) const END_LINE: f32 = 2.0;
/// Where the end box's top may go, as fractions of the window height, before it must
/// move to an edge (above the board's middle)…
const END_TOP: [f32; 2] = [0.18, 0.03];
/// …and where its bottom may go (below the board's middle).
const END_BOTTOM: [f32; 2] = [0.82, 0.97];

/// The panel's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct PanelLayout {
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
pub(super) fn panel_layout(w: f32, h: f32, ts: f32) -> PanelLayout {
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

/// The end box's choices, in its buttons' order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum EndChoice {
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
pub(super) struct EndBox {
    /// The box.
    pub frame: Rect,
    /// The top of its first text line's room.
    pub text_top: f32,
    /// New game, Back.
    pub buttons: [Rect; 2],
}

/// The end box of a `w` × `h` window whose normal text is `ts` high, with `lines`
/// lines of text, kept clear of the `keep` spans (top, bottom) where it can be: the
/// mated king and the pieces that mate it, so that everyone sees the mate.
pub(super) fn end_box(w: f32, h: f32, ts: f32, lines: usize, keep: &[(f32, f32)]) -> EndBox {
    let bw = w * END_WIDTH;
    let pad = ts;
    let button_h = (h / BIG_BUTTONS_PER_SCREEN).round();
    let text_h = ts * END_LINE * lines as f32;
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

/// The end box's choice under a click or tap at (`x`, `y`), if any.
pub(super) fn end_choice_at(b: &EndBox, x: f32, y: f32) -> Option<EndChoice> {
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

    #[test]
    fn end_box_buttons_answer_clicks_and_taps_inside_them_only() {
        for (w, h) in SIZES {
            let b = end_box(w, h, ts(h), 2, &[]);
            for (r, choice) in b.buttons.iter().zip(EndChoice::ALL) {
                let (cx, cy) = r.center();
                assert_eq!(end_choice_at(&b, cx, cy), Some(choice), "{w}x{h}");
                // Inside the box, and below its text.
                assert!(r.x >= b.frame.x && r.x + r.w <= b.frame.x + b.frame.w);
                assert!(r.y >= b.text_top + ts(h) * END_LINE * 2.0);
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
                let b = end_box(w, h, ts(h), 2, &keep);
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
