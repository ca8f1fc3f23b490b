//! The start screen's pictures, drawn in code: the race (a die and pieces in the seats'
//! colours on a track), the piece school (a knight and the squares it reaches), chess (a
//! board with two kings), Yalta (the three-coloured hexagon) and the rule lab (a die
//! with a pencil).

use crate::ui::paint::draw::{draw_die, draw_piece, seat_color, Pen, INK, TRACK_DARK, TRACK_LIGHT};
use crate::ui::paint::flat_fill::{
    draw_circle, draw_circle_lines, draw_line, draw_rectangle, draw_rectangle_lines, draw_triangle,
};
use crate::ui::paint::layout::Rect;
use macroquad::prelude::*;
use track::dice::Face;
use track::pieces::{Role, Seat};

/// A picture of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum Picture {
    /// The race: a die and pieces on the track.
    Race,
    /// The piece school: a knight and the squares it reaches.
    School,
    /// Chess: a board with two kings.
    Chess,
    /// Yalta: the three-coloured hexagon.
    Yalta,
    /// The rule lab: a die with a pencil writing on it.
    Lab,
}

/// Draws a picture into `r`.
pub(in crate::ui) fn draw_picture(pen: &Pen, picture: Picture, r: Rect) {
    let s = r.w.min(r.h);
    let (cx, cy) = r.center();
    match picture {
        Picture::Race => race(pen, cx, cy, s),
        Picture::School => school(pen, cx, cy, s),
        Picture::Chess => chess(pen, cx, cy, s),
        Picture::Yalta => yalta(pen, cx, cy, s),
        Picture::Lab => lab(pen, cx, cy, s),
    }
}

/// A strip of track with three pieces racing and a die beside them.
fn race(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 4.0;
    let y = cy + cell * 0.9;
    for i in 0..4 {
        let x = cx - 2.0 * cell + i as f32 * cell;
        let c = if i % 2 == 0 { TRACK_LIGHT } else { TRACK_DARK };
        draw_rectangle(x, y - cell / 2.0, cell, cell, c);
        draw_rectangle_lines(x, y - cell / 2.0, cell, cell, 2.0, INK);
    }
    let racers = [(0, Role::Knight), (2, Role::Queen), (3, Role::Bishop)];
    for (k, (i, role)) in racers.iter().enumerate() {
        let x = cx - 1.5 * cell + *i as f32 * cell;
        draw_piece(pen, Seat(k as u8), *role, x, y, cell * 0.95, 1.0);
    }
    draw_die(
        pen,
        Some(Face::Pips(3)),
        cx,
        cy - cell * 0.8,
        cell * 1.4,
        WHITE,
    );
}

/// A knight in the middle of a small board and the squares one knight move away.
fn school(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 5.0;
    let x0 = cx - 2.5 * cell;
    let y0 = cy - 2.5 * cell;
    for row in 0..5 {
        for col in 0..5 {
            let c = if (row + col) % 2 == 0 {
                TRACK_LIGHT
            } else {
                TRACK_DARK
            };
            draw_rectangle(
                x0 + col as f32 * cell,
                y0 + row as f32 * cell,
                cell,
                cell,
                c,
            );
        }
    }
    draw_rectangle_lines(x0, y0, 5.0 * cell, 5.0 * cell, 2.0, INK);
    let jumps = [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    for (dx, dy) in jumps {
        let x = x0 + (2 + dx) as f32 * cell + cell / 2.0;
        let y = y0 + (2 + dy) as f32 * cell + cell / 2.0;
        draw_circle(x, y, cell * 0.28, seat_color(Seat(1)));
        draw_circle_lines(x, y, cell * 0.28, 2.0, INK);
    }
    draw_piece(pen, Seat(0), Role::Knight, cx, cy, cell * 1.0, 1.0);
}

/// A four-by-four corner of a chess board with a white and a black king.
fn chess(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 4.4;
    let x0 = cx - 2.0 * cell;
    let y0 = cy - 2.0 * cell;
    let light = Color::new(0.93, 0.87, 0.75, 1.0);
    let dark = Color::new(0.55, 0.40, 0.27, 1.0);
    for row in 0..4 {
        for col in 0..4 {
            let c = if (row + col) % 2 == 0 { light } else { dark };
            draw_rectangle(
                x0 + col as f32 * cell,
                y0 + row as f32 * cell,
                cell,
                cell,
                c,
            );
        }
    }
    draw_rectangle_lines(x0, y0, 4.0 * cell, 4.0 * cell, 2.0, INK);
    king(pen, x0 + 1.5 * cell, y0 + 2.5 * cell, cell, true);
    king(pen, x0 + 2.5 * cell, y0 + 0.5 * cell, cell, false);
    queen(pen, x0 + 0.5 * cell, y0 + 0.5 * cell, cell);
}

/// A chess glyph, white (outlined) or black.
fn king(pen: &Pen, x: f32, y: f32, cell: f32, white: bool) {
    if white {
        pen.center("\u{265A}", x, y, cell * 0.95, WHITE);
        pen.center("\u{2654}", x, y, cell * 0.95, INK);
    } else {
        pen.center("\u{265A}", x, y, cell * 0.95, INK);
    }
}

fn queen(pen: &Pen, x: f32, y: f32, cell: f32) {
    pen.center("\u{265B}", x, y, cell * 0.95, WHITE);
    pen.center("\u{2655}", x, y, cell * 0.95, INK);
}

/// The hexagon of Yalta in three thirds (white, black, red), a king in each.
fn yalta(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let rad = s * 0.46;
    let corner = |k: usize| {
        let a = std::f32::consts::PI / 3.0 * k as f32 - std::f32::consts::PI / 2.0;
        vec2(cx + rad * a.cos(), cy + rad * a.sin())
    };
    let centre = vec2(cx, cy);
    let thirds = [
        Color::new(0.97, 0.95, 0.90, 1.0),
        Color::new(0.30, 0.28, 0.30, 1.0),
        Color::new(0.80, 0.25, 0.22, 1.0),
    ];
    for (t, colour) in thirds.iter().enumerate() {
        // Each third is two of the six triangles round the centre.
        for k in [2 * t + 1, 2 * t + 2] {
            draw_triangle(centre, corner(k % 6), corner((k + 1) % 6), *colour);
        }
    }
    for k in 0..6 {
        draw_line(
            corner(k).x,
            corner(k).y,
            corner((k + 1) % 6).x,
            corner((k + 1) % 6).y,
            3.0,
            INK,
        );
    }
    for t in 0..3 {
        let a = std::f32::consts::PI / 3.0 * (2 * t + 2) as f32 - std::f32::consts::PI / 2.0;
        let (x, y) = (cx + rad * 0.55 * a.cos(), cy + rad * 0.55 * a.sin());
        let glyph_colour = if t == 0 { INK } else { WHITE };
        pen.center("\u{265A}", x, y, rad * 0.5, glyph_colour);
    }
}

/// A die showing `#` and a pencil across it, writing a new face.
fn lab(pen: &Pen, cx: f32, cy: f32, s: f32) {
    draw_die(
        pen,
        Some(Face::Hash),
        cx - s * 0.12,
        cy + s * 0.05,
        s * 0.55,
        WHITE,
    );
    // The pencil: from the upper right down to the die's corner.
    let (tip_x, tip_y) = (cx + s * 0.08, cy - s * 0.02);
    let (dx, dy) = (0.62f32, -0.78f32);
    let len = s * 0.42;
    let half = s * 0.055;
    let (nx, ny) = (-dy, dx);
    let at = |t: f32, k: f32| {
        vec2(
            tip_x + dx * t + nx * half * k,
            tip_y + dy * t + ny * half * k,
        )
    };
    let wood = Color::new(0.93, 0.78, 0.5, 1.0);
    let body = Color::new(0.95, 0.72, 0.1, 1.0);
    let rubber = Color::new(0.9, 0.45, 0.5, 1.0);
    let cone = s * 0.12;
    draw_triangle(vec2(tip_x, tip_y), at(cone, 1.0), at(cone, -1.0), wood);
    draw_triangle(
        vec2(tip_x, tip_y),
        at(cone * 0.35, 0.35),
        at(cone * 0.35, -0.35),
        INK,
    );
    draw_triangle(at(cone, 1.0), at(len, 1.0), at(len, -1.0), body);
    draw_triangle(at(cone, 1.0), at(len, -1.0), at(cone, -1.0), body);
    let end = len + s * 0.07;
    draw_triangle(at(len, 1.0), at(end, 1.0), at(end, -1.0), rubber);
    draw_triangle(at(len, 1.0), at(end, -1.0), at(len, -1.0), rubber);
    for (a, b) in [(1.0, 1.0), (-1.0, -1.0)] {
        let (p, q) = (at(cone, a), at(end, b));
        draw_line(p.x, p.y, q.x, q.y, 2.0, INK);
    }
    let (p, q) = (at(end, 1.0), at(end, -1.0));
    draw_line(p.x, p.y, q.x, q.y, 2.0, INK);
}
