//! Drawing the board, pieces, dice and panel with macroquad, in screen pixels at native
//! resolution (no scaled render targets), from the layout.

use super::layout::{Layout, Rect};
use crate::rules::board::{Board, Cell};
use crate::rules::dice::Face;
use crate::rules::geometry::Square;
use crate::rules::pieces::{Role, Seat};
use macroquad::prelude::*;

/// Okabe–Ito colours, colour-blind safe: yellow, bluish green, blue, vermilion.
pub fn seat_color(seat: Seat) -> Color {
    match seat.index() % 4 {
        0 => Color::from_rgba(0xF0, 0xE4, 0x42, 255),
        1 => Color::from_rgba(0x00, 0x9E, 0x73, 255),
        2 => Color::from_rgba(0x00, 0x72, 0xB2, 255),
        _ => Color::from_rgba(0xD5, 0x5E, 0x00, 255),
    }
}

/// A lighter tint of a seat's colour, for fields.
pub fn seat_tint(seat: Seat, amount: f32) -> Color {
    let c = seat_color(seat);
    Color::new(
        c.r + (1.0 - c.r) * amount,
        c.g + (1.0 - c.g) * amount,
        c.b + (1.0 - c.b) * amount,
        1.0,
    )
}

/// Dark ink for outlines and text.
pub const INK: Color = Color::new(0.13, 0.12, 0.14, 1.0);
/// The page behind everything.
pub const PAPER: Color = Color::new(0.96, 0.93, 0.87, 1.0);
const TRACK_LIGHT: Color = Color::new(1.0, 0.99, 0.96, 1.0);
const TRACK_DARK: Color = Color::new(0.87, 0.83, 0.76, 1.0);
const WALL: Color = Color::new(0.80, 0.77, 0.72, 1.0);
const HIGHLIGHT: Color = Color::new(0.95, 0.15, 0.45, 1.0);

/// Each seat's second channel: a shape, so the board works in grayscale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Seat 0.
    Circle,
    /// Seat 1.
    Square,
    /// Seat 2.
    Triangle,
    /// Seat 3.
    Diamond,
}

/// The shape of a seat.
pub fn seat_shape(seat: Seat) -> Shape {
    [
        Shape::Circle,
        Shape::Square,
        Shape::Triangle,
        Shape::Diamond,
    ][seat.index() % 4]
}

/// Draws a seat shape centred at (x, y) with radius r.
pub fn draw_shape(shape: Shape, x: f32, y: f32, r: f32, fill: Color, line: Color, thick: f32) {
    match shape {
        Shape::Circle => {
            draw_circle(x, y, r, fill);
            draw_circle_lines(x, y, r, thick, line);
        }
        Shape::Square => {
            let s = r * 0.9;
            draw_rectangle(x - s, y - s, 2.0 * s, 2.0 * s, fill);
            draw_rectangle_lines(x - s, y - s, 2.0 * s, 2.0 * s, thick * 2.0, line);
        }
        Shape::Triangle => {
            let a = vec2(x, y - r * 1.05);
            let b = vec2(x - r * 1.0, y + r * 0.75);
            let c = vec2(x + r * 1.0, y + r * 0.75);
            draw_triangle(a, b, c, fill);
            draw_triangle_lines(a, b, c, thick, line);
        }
        Shape::Diamond => {
            draw_poly(x, y, 4, r * 1.1, 0.0, fill);
            draw_poly_lines(x, y, 4, r * 1.1, 0.0, thick, line);
        }
    }
}

/// The filled and the outline chess glyph of a kind.
pub fn glyphs(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::King => ("\u{265A}", "\u{2654}"),
        Role::Queen => ("\u{265B}", "\u{2655}"),
        Role::Rook => ("\u{265C}", "\u{2656}"),
        Role::Bishop => ("\u{265D}", "\u{2657}"),
        Role::Knight => ("\u{265E}", "\u{2658}"),
        Role::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// Text drawing with the bundled font.
pub struct Pen<'a> {
    /// The font.
    pub font: &'a Font,
}

impl Pen<'_> {
    /// Width and height of a text at a size.
    pub fn measure(&self, text: &str, size: f32) -> (f32, f32) {
        let d = measure_text(text, Some(self.font), size.round().max(1.0) as u16, 1.0);
        (d.width, d.height)
    }

    /// Draws text with its left edge at x and its vertical centre at cy.
    pub fn left(&self, text: &str, x: f32, cy: f32, size: f32, color: Color) {
        let size = size.round().max(1.0) as u16;
        let d = measure_text(text, Some(self.font), size, 1.0);
        draw_text_ex(
            text,
            x.round(),
            (cy + d.offset_y / 2.0).round(),
            TextParams {
                font: Some(self.font),
                font_size: size,
                color,
                ..Default::default()
            },
        );
    }

    /// Draws text centred at (cx, cy).
    pub fn center(&self, text: &str, cx: f32, cy: f32, size: f32, color: Color) {
        let s = size.round().max(1.0) as u16;
        let d = measure_text(text, Some(self.font), s, 1.0);
        draw_text_ex(
            text,
            (cx - d.width / 2.0).round(),
            (cy + d.offset_y / 2.0).round(),
            TextParams {
                font: Some(self.font),
                font_size: s,
                color,
                ..Default::default()
            },
        );
    }

    /// Wraps text into lines no wider than `width`.
    pub fn wrap(&self, text: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines = vec![];
        let mut cur = String::new();
        for word in text.split_whitespace() {
            let try_line = if cur.is_empty() {
                word.to_string()
            } else {
                format!("{cur} {word}")
            };
            if self.measure(&try_line, size).0 > width && !cur.is_empty() {
                lines.push(std::mem::take(&mut cur));
                cur = word.to_string();
            } else {
                cur = try_line;
            }
        }
        if !cur.is_empty() {
            lines.push(cur);
        }
        lines
    }
}

/// Draws a piece centred at (x, y): the seat's shape as a base, the filled glyph in the
/// seat colour, the outline glyph dark over it.
pub fn draw_piece(pen: &Pen, seat: Seat, role: Role, x: f32, y: f32, size: f32, alpha: f32) {
    let (filled, outline) = glyphs(role);
    let mut base = seat_tint(seat, 0.55);
    base.a = alpha;
    let mut ink = INK;
    ink.a = alpha;
    draw_shape(
        seat_shape(seat),
        x,
        y,
        size * 0.47,
        base,
        ink,
        (size * 0.045).max(1.5),
    );
    let mut c = seat_color(seat);
    c.a = alpha;
    pen.center(filled, x, y, size * 0.82, c);
    pen.center(outline, x, y, size * 0.82, ink);
}

/// Draws the resting board: track, fields, lines, houses, box trays and dice plate.
pub fn draw_board(board: &Board, layout: &Layout, playing: &[Seat], pieces_per_seat: usize) {
    let fade = |s: Seat, c: Color| {
        if playing.contains(&s) {
            c
        } else {
            Color::new(c.r, c.g, c.b, 0.3)
        }
    };
    let cell = layout.cell;
    // Start box trays.
    for seat in board.seats() {
        let slots = layout.box_slots(board, seat, pieces_per_seat);
        let (minx, maxx) = slots
            .iter()
            .fold((f32::MAX, f32::MIN), |a, s| (a.0.min(s.0), a.1.max(s.0)));
        let (miny, maxy) = slots
            .iter()
            .fold((f32::MAX, f32::MIN), |a, s| (a.0.min(s.1), a.1.max(s.1)));
        let (x0, y0) = layout.point(minx - 0.5, miny - 0.5);
        let (x1, y1) = layout.point(maxx + 0.5, maxy + 0.5);
        draw_rectangle(x0, y0, x1 - x0, y1 - y0, fade(seat, seat_tint(seat, 0.75)));
        draw_rectangle_lines(
            x0,
            y0,
            x1 - x0,
            y1 - y0,
            cell * 0.08,
            fade(seat, seat_color(seat)),
        );
    }
    for y in 0..board.height() {
        for x in 0..board.width() {
            let sq = Square::new(x as u8, y as u8);
            let r = layout.square_rect(sq);
            let chequer = if (x + y) % 2 == 0 {
                TRACK_LIGHT
            } else {
                TRACK_DARK
            };
            match board.cell(sq) {
                Cell::Wall => draw_rectangle(r.x, r.y, r.w, r.h, WALL),
                Cell::House(s) => draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, 0.45))),
                _ => draw_rectangle(r.x, r.y, r.w, r.h, chequer),
            }
            match board.cell(sq) {
                Cell::Start(s) => {
                    let t = cell * 0.1;
                    draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, 0.8)));
                    draw_rectangle_lines(
                        r.x + t / 2.0,
                        r.y + t / 2.0,
                        r.w - t,
                        r.h - t,
                        t,
                        fade(s, seat_color(s)),
                    );
                    // A thin dark edge keeps light colours (yellow) visible in grayscale.
                    draw_rectangle_lines(
                        r.x + t,
                        r.y + t,
                        r.w - 2.0 * t,
                        r.h - 2.0 * t,
                        1.5,
                        fade(s, INK),
                    );
                    draw_rectangle_lines(r.x, r.y, r.w, r.h, 1.5, fade(s, INK));
                    draw_shape(
                        seat_shape(s),
                        r.x + r.w * 0.25,
                        r.y + r.h * 0.25,
                        cell * 0.1,
                        fade(s, seat_color(s)),
                        fade(s, INK),
                        1.0,
                    );
                }
                Cell::Pause(s) => {
                    draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, 0.6)));
                    let (cx, cy) = r.center();
                    draw_shape(
                        seat_shape(s),
                        cx,
                        cy,
                        cell * 0.3,
                        fade(s, seat_tint(s, 0.3)),
                        fade(s, INK),
                        1.5,
                    );
                    // The pause sign: two bars.
                    draw_rectangle(
                        cx - cell * 0.11,
                        cy - cell * 0.13,
                        cell * 0.07,
                        cell * 0.26,
                        fade(s, INK),
                    );
                    draw_rectangle(
                        cx + cell * 0.04,
                        cy - cell * 0.13,
                        cell * 0.07,
                        cell * 0.26,
                        fade(s, INK),
                    );
                }
                Cell::Entry(s) => {
                    // A small arrow into the house.
                    let (cx, cy) = r.center();
                    let house = board.seat(s).map(|l| l.house.clone()).unwrap_or_default();
                    let dir = house
                        .iter()
                        .find(|h| {
                            (h.x as i32 - x as i32).abs() + (h.y as i32 - y as i32).abs() == 1
                        })
                        .map(|h| (h.x as f32 - x as f32, h.y as f32 - y as f32))
                        .unwrap_or((0.0, -1.0));
                    let (dx, dy) = dir;
                    let (px, py) = (-dy, dx);
                    let tip = vec2(cx + dx * cell * 0.38, cy + dy * cell * 0.38);
                    let b1 = vec2(
                        cx - dx * cell * 0.05 + px * cell * 0.25,
                        cy - dy * cell * 0.05 + py * cell * 0.25,
                    );
                    let b2 = vec2(
                        cx - dx * cell * 0.05 - px * cell * 0.25,
                        cy - dy * cell * 0.05 - py * cell * 0.25,
                    );
                    draw_triangle(tip, b1, b2, fade(s, Color::new(0.45, 0.45, 0.47, 1.0)));
                    draw_line(
                        cx - dx * cell * 0.35,
                        cy - dy * cell * 0.35,
                        cx,
                        cy,
                        cell * 0.1,
                        fade(s, Color::new(0.45, 0.45, 0.47, 1.0)),
                    );
                }
                _ => {}
            }
        }
    }
    // Grid lines on the track, thin.
    for y in 0..board.height() {
        for x in 0..board.width() {
            let sq = Square::new(x as u8, y as u8);
            if board.cell(sq).is_track() {
                let r = layout.square_rect(sq);
                draw_rectangle_lines(r.x, r.y, r.w, r.h, 1.0, Color::new(0.0, 0.0, 0.0, 0.12));
            }
        }
    }
    // Blocking lines: thick bars in the seat colour with a dark edge.
    for seat in board.seats() {
        if let Some(l) = board.seat(seat) {
            let (x0, y0) = layout.point(l.line.from.0 as f32, l.line.from.1 as f32);
            let (x1, y1) = layout.point(l.line.to.0 as f32, l.line.to.1 as f32);
            draw_line(x0, y0, x1, y1, cell * 0.3, fade(seat, INK));
            draw_line(x0, y0, x1, y1, cell * 0.18, fade(seat, seat_color(seat)));
        }
    }
}

/// Draws a die face in a rounded square centred at (cx, cy).
pub fn draw_die(pen: &Pen, face: Option<Face>, cx: f32, cy: f32, size: f32, body: Color) {
    let r = Rect {
        x: cx - size / 2.0,
        y: cy - size / 2.0,
        w: size,
        h: size,
    };
    draw_rectangle(
        r.x + size * 0.06,
        r.y + size * 0.06,
        r.w,
        r.h,
        Color::new(0.0, 0.0, 0.0, 0.25),
    );
    draw_rectangle(r.x, r.y, r.w, r.h, body);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, (size * 0.05).max(2.0), INK);
    let label = face.map(|f| f.to_string()).unwrap_or_else(|| "?".into());
    pen.center(&label, cx, cy, size * 0.7, INK);
}

/// Draws a highlighted target: a ring, and the number of moves when given, at least
/// `min_text` pixels high so that it reads from the back of a classroom.
pub fn draw_target(pen: &Pen, r: Rect, moves: u8, strong: bool, min_text: f32) {
    let (cx, cy) = r.center();
    let t = (r.w * if strong { 0.1 } else { 0.07 }).max(2.0);
    draw_circle_lines(cx, cy, r.w * 0.42, t, HIGHLIGHT);
    if moves > 0 {
        let size = (r.w * 0.6).max(min_text);
        draw_circle(cx, cy, size * 0.45, Color::new(1.0, 1.0, 1.0, 0.85));
        pen.center(&moves.to_string(), cx, cy, size, HIGHLIGHT);
    }
}

/// Draws a selection ring around a piece.
pub fn draw_selection(r: Rect) {
    let t = (r.w * 0.1).max(3.0);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, t, HIGHLIGHT);
}

/// A big button; returns its rectangle.
pub fn draw_button(pen: &Pen, r: Rect, label: &str, text_size: f32, hot: bool) {
    let fill = if hot {
        Color::new(0.16, 0.42, 0.27, 1.0)
    } else {
        Color::new(0.22, 0.24, 0.3, 1.0)
    };
    draw_rectangle(
        r.x + 3.0,
        r.y + 4.0,
        r.w,
        r.h,
        Color::new(0.0, 0.0, 0.0, 0.2),
    );
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 3.0, INK);
    let (cx, cy) = r.center();
    pen.center(label, cx, cy, text_size, WHITE);
}
