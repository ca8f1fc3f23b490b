//! The rule lab's pictures (issue 32, "Try it"): how a family's rule set plays, beside
//! the booklet's game it started from, as pictures, not tables. Four pictures: how long
//! a game lasts, how fair it is, how much skill matters, how lively it is. The booklet's
//! game is drawn solid blue, the family's striped gold, so the two differ in grayscale
//! and for colour-weak eyes too; the legend names both with the games played.
//!
//! The words are said in `words.rs`, everything is placed window-free in `layout.rs`
//! and `charts.rs` (tested in `tests.rs`), and drawn here through the [`Pen`].

mod charts;
mod layout;
#[cfg(test)]
mod tests;
mod words;

use layout::{lay_out_pictures, Mark, Series};
use macroquad::prelude as mq;
use macroquad::prelude::Color;
use paint::draw::{draw_shape, seat_color, seat_shape, Pen, INK};
use paint::flat_fill::{draw_line, draw_rectangle, draw_rectangle_lines};
use paint::layout::Rect;
use paint::palette;
use shell::i18n::Lang;
use track::pieces::Seat;

/// The booklet's game's colour: the palette's blue.
const BASE: palette::Rgb = palette::SEATS[2];
/// The family's game's colour: the palette's gold, striped.
const OURS: palette::Rgb = palette::SEATS[0];
/// How much lighter than its colour the ground of a striped bar is.
const STRIPE_GROUND: f32 = 0.72;
/// A picture's panel.
const PANEL: Color = Color::new(1.0, 0.992, 0.961, 1.0);
/// A bar's outline, in pixels.
const OUTLINE: f32 = 1.5;

fn color(c: palette::Rgb) -> Color {
    Color::from_rgba(c[0], c[1], c[2], 255)
}

fn tint(c: Color, amount: f32) -> Color {
    Color::new(
        c.r + (1.0 - c.r) * amount,
        c.g + (1.0 - c.g) * amount,
        c.b + (1.0 - c.b) * amount,
        1.0,
    )
}

/// Draws the pictures of `base` (the booklet's game, named `base_name`) beside `ours`
/// (the family's rule set, `our_name`) in `area`. Where the window is too small for all
/// four, they go on pages the family turns: `page` is drawn (past the last, the last);
/// returns how many pages there are.
#[allow(clippy::too_many_arguments)]
pub fn draw(
    pen: &Pen,
    lang: Lang,
    window: (f32, f32),
    area: mq::Rect,
    page: usize,
    base: &lab::LabFigures,
    ours: &lab::LabFigures,
    base_name: &str,
    our_name: &str,
) -> usize {
    let words = words::words(lang, base, ours, base_name, our_name);
    let area = Rect {
        x: area.x,
        y: area.y,
        w: area.w,
        h: area.h,
    };
    let pictures = lay_out_pictures(pen, &words, window, area, page, base, ours);
    for mark in &pictures.marks {
        paint(pen, mark);
    }
    pictures.pages
}

/// How many pages the pictures take in `area` of a `window` (as [`draw`] would lay
/// them out).
pub fn pages(
    pen: &Pen,
    lang: Lang,
    window: (f32, f32),
    area: Rect,
    (base, ours): (&lab::LabFigures, &lab::LabFigures),
    (base_name, our_name): (&str, &str),
) -> usize {
    let words = words::words(lang, base, ours, base_name, our_name);
    lay_out_pictures(pen, &words, window, area, 0, base, ours).pages
}

/// Draws one mark.
fn paint(pen: &Pen, mark: &Mark) {
    match mark {
        Mark::Panel(r) => {
            draw_rectangle(r.x, r.y, r.w, r.h, PANEL);
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 1.0, tint(INK, 0.6));
        }
        Mark::Text(l) => pen.line(l, INK),
        Mark::Bar(r, series) => bar(*r, *series),
        Mark::Whisker(a, b) => {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-3);
            // Ticks across the whisker at both ends.
            let (tx, ty) = (-dy / len * 6.0, dx / len * 6.0);
            // A white halo first, so the whisker shows over a dark bar too.
            for (width, ink) in [(6.0, mq::WHITE), (2.5, INK)] {
                for (x, y) in [*a, *b] {
                    draw_line(x - tx, y - ty, x + tx, y + ty, width, ink);
                }
                draw_line(a.0, a.1, b.0, b.1, width, ink);
            }
        }
        Mark::Dashed(a, b) => dashed(*a, *b),
        Mark::Median(a, b) => {
            draw_line(a.0, a.1, b.0, b.1, 7.0, mq::WHITE);
            draw_line(a.0, a.1, b.0, b.1, 3.5, INK);
        }
        Mark::Axis(a, b) => draw_line(a.0, a.1, b.0, b.1, 1.5, INK),
        Mark::Seat(i, (x, y), r) => {
            let seat = Seat(*i as u8);
            draw_shape(seat_shape(seat), *x, *y, *r, seat_color(seat), INK, 1.5);
        }
    }
}

/// A bar in its game's fill: the booklet's solid, the family's striped.
fn bar(r: Rect, series: Series) {
    if r.w <= 0.0 || r.h <= 0.0 {
        return;
    }
    match series {
        Series::Base => draw_rectangle(r.x, r.y, r.w, r.h, color(BASE)),
        Series::Ours => {
            let c = color(OURS);
            draw_rectangle(r.x, r.y, r.w, r.h, tint(c, STRIPE_GROUND));
            for (a, b) in stripes(r, 9.0) {
                draw_line(a.0, a.1, b.0, b.1, 3.5, c);
            }
        }
    }
    draw_rectangle_lines(r.x, r.y, r.w, r.h, OUTLINE, INK);
}

/// The diagonal stripes of a striped bar, clipped to it: lines `x + y = k` every
/// `spacing` pixels, inset by half a stripe so none sticks out.
fn stripes(r: Rect, spacing: f32) -> Vec<((f32, f32), (f32, f32))> {
    let inset = 1.5;
    let (x0, y0, x1, y1) = (
        r.x + inset,
        r.y + inset,
        r.x + r.w - inset,
        r.y + r.h - inset,
    );
    if x1 <= x0 || y1 <= y0 {
        return vec![];
    }
    let mut out = vec![];
    let mut k = ((x0 + y0) / spacing).ceil() * spacing;
    while k < x1 + y1 {
        // The line x + y = k from its lower-left end to its upper-right end in the box.
        let a = (k - y1).max(x0);
        let b = (k - y0).min(x1);
        if b > a {
            out.push(((a, k - a), (b, k - b)));
        }
        k += spacing;
    }
    out
}

/// The fair share's dashed line.
fn dashed(a: (f32, f32), b: (f32, f32)) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= 0.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (dash, gap) = (10.0, 6.0);
    let mut t = 0.0;
    while t < len {
        let e = (t + dash).min(len);
        draw_line(
            a.0 + ux * t,
            a.1 + uy * t,
            a.0 + ux * e,
            a.1 + uy * e,
            3.0,
            INK,
        );
        t += dash + gap;
    }
}
