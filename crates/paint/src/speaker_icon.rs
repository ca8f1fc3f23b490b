//! The speaker drawn where the game reads aloud (issue 54): on a seat's *Read to me*
//! switch (sound waves when on, a cross when off) and on the buttons that say a text
//! again.

use crate::flat_fill::{draw_line, draw_rectangle, draw_triangle};
use crate::layout::Rect;
use macroquad::prelude::{vec2, Color};

/// A speaker in the square middle of `r`, in `ink`: with its sound waves (`on`) or
/// crossed out.
pub fn draw_speaker(r: Rect, on: bool, ink: Color) {
    let s = r.w.min(r.h) * 0.7;
    let (cx, cy) = r.center();
    let left = cx - s * 0.45;
    // The box and the cone.
    draw_rectangle(left, cy - s * 0.15, s * 0.2, s * 0.3, ink);
    let (x0, x1) = (left + s * 0.2, left + s * 0.5);
    draw_triangle(
        vec2(x0, cy - s * 0.15),
        vec2(x1, cy - s * 0.4),
        vec2(x1, cy + s * 0.4),
        ink,
    );
    draw_triangle(
        vec2(x0, cy - s * 0.15),
        vec2(x1, cy + s * 0.4),
        vec2(x0, cy + s * 0.15),
        ink,
    );
    let line = (s * 0.08).max(1.5);
    if on {
        // Two waves, each an arc of short lines.
        for radius in [0.2, 0.38] {
            let rad = s * radius;
            let points: Vec<(f32, f32)> = (0..=6)
                .map(|i| {
                    let a = -0.9 + 1.8 * i as f32 / 6.0;
                    (x1 + s * 0.05 + rad * a.cos(), cy + rad * a.sin())
                })
                .collect();
            for w in points.windows(2) {
                draw_line(w[0].0, w[0].1, w[1].0, w[1].1, line, ink);
            }
        }
    } else {
        let (a, b) = (x1 + s * 0.12, x1 + s * 0.42);
        draw_line(a, cy - s * 0.15, b, cy + s * 0.15, line, ink);
        draw_line(a, cy + s * 0.15, b, cy - s * 0.15, line, ink);
    }
}
