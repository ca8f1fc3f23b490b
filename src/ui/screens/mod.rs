//! The screens of the window, one file each, and the overlay box they share (a title,
//! some lines and a stack of buttons, chosen by keys or a click).

pub(super) mod end;
pub(super) mod game;
pub(super) mod menu;
pub(super) mod replay;
pub(super) mod rules;
pub(super) mod setup;
pub(super) mod start;

use super::draw::*;
use super::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use super::text_layout::{lay_out, page_at, stack, Align, Line, Measure};
use macroquad::prelude::*;

/// An overlay's buttons are this fraction of the window wide…
const OVERLAY_WIDTH: f32 = 0.5;
/// …but at least this many normal text heights…
const OVERLAY_MIN_WIDTH_TEXT: f32 = 12.0;
/// …and at most this fraction of the window.
const OVERLAY_MAX_WIDTH: f32 = 0.9;
/// An overlay's line height, in normal text heights.
const OVERLAY_LINE: f32 = 1.6;
/// The room an overlay's title takes, in overlay lines.
const OVERLAY_TITLE_LINES: f32 = 1.7;
/// The gap between overlay buttons (and between its texts and its buttons), in normal
/// text heights.
const OVERLAY_GAP: f32 = 0.5;
/// The overlay's title, in normal text heights.
const OVERLAY_TITLE: f32 = 1.3;
/// The room over an overlay's title, in normal text heights.
const OVERLAY_PAD: f32 = 0.4;
/// The overlay keeps this far from the window's top, in normal text heights.
const OVERLAY_MARGIN: f32 = 0.5;
/// The overlay box's outline, in pixels.
const OVERLAY_OUTLINE: f32 = 4.0;
/// The shade over the screen behind an overlay.
const OVERLAY_SHADE: Color = Color::new(0.0, 0.0, 0.0, 0.35);

/// An overlay with more buttons than this puts them in two columns (the game menu).
const OVERLAY_ONE_COLUMN_MAX: usize = 7;

/// A box of buttons centred on the screen: returns the rects of `labels`, stacked in
/// one column, or in two (filled column by column) when there are many.
pub(super) fn overlay_buttons(
    w: f32,
    h: f32,
    title_lines: usize,
    count: usize,
) -> (Rect, Vec<Rect>) {
    let (ts, _) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let cols = if count > OVERLAY_ONE_COLUMN_MAX { 2 } else { 1 };
    let rows = count.div_ceil(cols);
    let gap = ts * OVERLAY_GAP;
    let bw = (w * OVERLAY_WIDTH)
        .max(ts * OVERLAY_MIN_WIDTH_TEXT)
        .min((w * OVERLAY_MAX_WIDTH - ts * 2.0 - gap * (cols as f32 - 1.0)) / cols as f32);
    let head = ts * OVERLAY_LINE * (title_lines as f32 + OVERLAY_TITLE_LINES);
    let total = head + rows as f32 * (bh + gap) + gap;
    let inner = bw * cols as f32 + gap * (cols as f32 - 1.0);
    let panel = Rect {
        x: (w - inner - ts * 2.0) / 2.0,
        y: (h - total) / 2.0,
        w: inner + ts * 2.0,
        h: total,
    };
    let rects = (0..count)
        .map(|i| Rect {
            x: panel.x + ts + (i / rows) as f32 * (bw + gap),
            y: panel.y + head + (i % rows) as f32 * (bh + gap),
            w: bw,
            h: bh,
        })
        .collect();
    (panel, rects)
}

/// An overlay's texts laid out over its buttons (which stay where `overlay_buttons`
/// puts them, so that clicks meet them without measuring): the box grows upwards until
/// its title and lines fit, wrapped, then they take the next size down, then the lines
/// page.
#[derive(Clone, Debug, PartialEq)]
pub struct OverlayText {
    /// The box.
    pub panel: Rect,
    /// The title's lines.
    pub title: Vec<Line>,
    /// The lines under it, page by page.
    pub lines: Vec<Vec<Line>>,
    /// The buttons.
    pub buttons: Vec<Rect>,
}

/// The texts of an overlay of a `w` × `h` window with `title`, `lines` and `count`
/// buttons (see [`OverlayText`]).
pub fn overlay_text(
    m: &dyn Measure,
    w: f32,
    h: f32,
    title: &str,
    lines: &[String],
    count: usize,
) -> OverlayText {
    let (ts, small) = text_sizes(reading_height(w, h));
    let (mut panel, buttons) = overlay_buttons(w, h, lines.len(), count);
    let inner_x = panel.x + ts * 0.5;
    let inner_w = panel.w - ts;
    let pad = ts * OVERLAY_PAD;
    let bottom = buttons.first().map_or(panel.y + panel.h, |r| r.y) - ts * OVERLAY_GAP;
    let room = bottom - ts * OVERLAY_MARGIN - pad;
    let title = lay_out(m, title, inner_w, room / 3.0, ts * OVERLAY_TITLE, small);
    let gap = if lines.is_empty() {
        0.0
    } else {
        ts * OVERLAY_GAP
    };
    let texts = stack(
        m,
        lines,
        inner_w,
        room - title.height() - gap,
        ts,
        small,
        OVERLAY_GAP,
    );
    let need = pad + title.height() + gap + texts.height();
    let top = (bottom - need).min(panel.y);
    panel.h += panel.y - top;
    panel.y = top;
    let lines_top = top + pad + title.height() + gap;
    OverlayText {
        panel,
        title: title.place(m, 0, inner_x, inner_w, top + pad, Align::Center),
        lines: (0..texts.pages())
            .map(|p| texts.place(m, p, inner_x, inner_w, lines_top, Align::Center))
            .collect(),
        buttons,
    }
}

/// Draws an overlay box with a title, text lines and buttons; `focus` marks a button.
pub(super) fn draw_overlay(
    pen: &Pen,
    w: f32,
    h: f32,
    title: &str,
    lines: &[String],
    labels: &[String],
    focus: usize,
) {
    let (ts, _) = text_sizes(reading_height(w, h));
    draw_rectangle(0.0, 0.0, w, h, OVERLAY_SHADE);
    let o = overlay_text(pen, w, h, title, lines, labels.len());
    let panel = o.panel;
    draw_rectangle(panel.x, panel.y, panel.w, panel.h, PAPER);
    draw_rectangle_lines(panel.x, panel.y, panel.w, panel.h, OVERLAY_OUTLINE, INK);
    pen.lines(&o.title, INK);
    if let Some(page) = o.lines.get(page_at(o.lines.len(), get_time())) {
        pen.lines(page, INK);
    }
    for (i, (r, label)) in o.buttons.iter().zip(labels).enumerate() {
        draw_button(pen, *r, label, ts * 1.1, i == focus);
        if i == focus {
            draw_focus_ring(*r);
        }
    }
}

/// Up/Down/Tab and Enter over a list of `n` overlay buttons, or a click on one.
pub(super) fn overlay_choice(focus: &mut usize, n: usize, lines: usize) -> Option<usize> {
    overlay_choice_keys(focus, n, lines, true)
}

/// As [`overlay_choice`]; `space` says whether Space also chooses (not on the end
/// screen, where a child still hammering Space must not skip the placings).
pub(super) fn overlay_choice_keys(
    focus: &mut usize,
    n: usize,
    lines: usize,
    space: bool,
) -> Option<usize> {
    choose_among(focus, n, space, || {
        overlay_buttons(screen_width(), screen_height(), lines, n).1
    })
}

/// Up/Down/Left/Right/Tab move `focus` over `n` buttons, Enter (and Space if `space`)
/// chooses it, or a click on one of the buttons' `rects` (asked for only on a click).
pub(super) fn choose_among(
    focus: &mut usize,
    n: usize,
    space: bool,
    rects: impl FnOnce() -> Vec<Rect>,
) -> Option<usize> {
    if is_key_pressed(KeyCode::Down)
        || is_key_pressed(KeyCode::Tab)
        || is_key_pressed(KeyCode::Right)
    {
        *focus = (*focus + 1) % n;
    }
    if is_key_pressed(KeyCode::Up) || is_key_pressed(KeyCode::Left) {
        *focus = (*focus + n - 1) % n;
    }
    if is_key_pressed(KeyCode::Enter)
        || is_key_pressed(KeyCode::KpEnter)
        || (space && is_key_pressed(KeyCode::Space))
    {
        return Some(*focus);
    }
    if is_mouse_button_pressed(MouseButton::Left) {
        let (mx, my) = mouse_position();
        return rects().iter().position(|r| r.contains(mx, my));
    }
    None
}
