//! The top of the class page, window-free: the heading at the left, *Hand over stars*
//! and *Gather stars* at the right; where both do not fit beside the heading, they take
//! a row of their own under it in a tall window, and the heading's place in a wide one
//! (whose height is the learners' rows'); and under them the notice of the last hand-over or gathering (issue 58): what was
//! written where, what was gathered, each file refused and why.

use crate::i18n::{Lang, SchoolMsg};
use crate::school::class_page::table::ClassButton;
use paint::layout::Rect;
use paint::text_layout::{fit_line, line_at, stack, Align, Line, Measure, LINE_HEIGHT};

/// The notice takes at most this many lines; what does not fit is left out (the last
/// line ends with "…").
const NOTICE_LINES: usize = 4;

/// The top of the class page as it lies.
pub(in crate::school::class_page) struct Top {
    /// The heading (none where the buttons take its place).
    pub title: Option<Line>,
    /// *Hand over stars* and *Gather stars*.
    pub buttons: Vec<(ClassButton, Rect)>,
    /// The notice's lines.
    pub notice: Vec<Line>,
    /// Where the table below may start.
    pub bottom: f32,
    /// Where it would start without the notice: the column heads take their room as if
    /// there were none, and the notice takes a few learners' rows while it is on show.
    pub bottom_without_notice: f32,
}

/// Lays out the top of the class page: the heading from `margin`, `avail` wide, at most
/// `large`; the buttons as high as the heading's line (and at least a line and a third
/// of the small size), their text at `small`.
pub(in crate::school::class_page) fn top(
    m: &dyn Measure,
    lang: Lang,
    notice: &[String],
    (margin, avail): (f32, f32),
    small: f32,
    large: f32,
    tall: bool,
) -> Top {
    let gap = small * 0.5;
    let pad = small * 0.8;
    let y0 = small * 0.4;
    let labels = [ClassButton::HandOver, ClassButton::Gather]
        .map(|b| (b, m.width(&b.label(lang), small) + 2.0 * pad));
    let buttons_w: f32 = labels.iter().map(|(_, w)| w).sum::<f32>() + gap;
    let title_text = words::say(lang, &SchoolMsg::ClassTitle);
    let beside = avail - buttons_w - 2.0 * gap;
    // Beside the heading where the heading fits at the small size or larger; else the
    // buttons take a row of their own under it.
    let side_by_side = m.width(&title_text, small) <= beside;
    let shown = side_by_side || tall;
    let title_room = if side_by_side { beside } else { avail };
    let (title, tsize) = fit_line(m, &title_text, title_room, large, small);
    let th = tsize * LINE_HEIGHT;
    let bh = th.max(small * LINE_HEIGHT * 1.3);
    let (title_y, buttons_y) = if side_by_side {
        let row = th.max(bh);
        (y0 + (row - th) / 2.0, y0 + (row - bh) / 2.0)
    } else if tall {
        (y0, y0 + th + gap * 0.5)
    } else {
        (y0, y0)
    };
    let title = shown.then(|| line_at(m, &title, tsize, margin, title_room, title_y, Align::Left));
    // Side by side at the right; where even the two alone are wider than the window
    // (a narrow window held upright), one under the other, Hand over first.
    let [(hand, hand_w), (gather, gather_w)] = labels.map(|(b, w)| (b, w.min(avail)));
    let at_right = |w: f32, y: f32| Rect {
        x: margin + avail - w,
        y,
        w,
        h: bh,
    };
    let buttons = if buttons_w > avail {
        let below = buttons_y + bh + gap * 0.5;
        vec![
            (hand, at_right(hand_w, buttons_y)),
            (gather, at_right(gather_w, below)),
        ]
    } else {
        // The two together at the right, Hand over at their left.
        let both = at_right(hand_w + gap + gather_w, buttons_y);
        let gather_r = at_right(gather_w, buttons_y);
        vec![(hand, Rect { w: hand_w, ..both }), (gather, gather_r)]
    };
    let buttons_bottom = buttons.iter().map(|(_, r)| r.y + r.h).fold(0.0, f32::max);
    let title_bottom = if shown { title_y + th } else { 0.0 };
    let mut bottom = title_bottom.max(buttons_bottom) + small * 0.4;
    let bottom_without_notice = bottom;
    let mut lines = vec![];
    if !notice.is_empty() {
        let lh = small * LINE_HEIGHT;
        let room = lh * NOTICE_LINES as f32;
        let laid = stack(m, notice, avail, room, small, small, 0.0);
        let page = laid.pages.first().cloned().unwrap_or_default();
        let more = laid.pages.len() > 1;
        let n = page.len();
        for (i, l) in page.into_iter().enumerate() {
            let text = if more && i + 1 == n {
                fit_line(m, &format!("{} …", l.text), avail, laid.size, laid.size).0
            } else {
                l.text
            };
            lines.push(line_at(
                m,
                &text,
                laid.size,
                margin,
                avail,
                bottom + l.top,
                Align::Left,
            ));
        }
        if let Some(last) = lines.last() {
            bottom = last.rect.y + last.rect.h + small * 0.4;
        }
    }
    Top {
        title,
        buttons,
        notice: lines,
        bottom,
        bottom_without_notice,
    }
}
