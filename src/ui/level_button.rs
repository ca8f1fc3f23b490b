//! A level's button on the piece school's course map: its number and its stars, drawn
//! large enough to read from the back of a classroom (see `layout::level_badge`).

use super::draw::{draw_button, Pen, INK};
use super::layout::Rect;
use crate::ui::flat_fill::{draw_line, draw_triangle};
use macroquad::prelude::*;

/// A five-pointed star of radius `r` at (`x`, `y`): filled gold where `earned`, else an
/// outline only; always with a dark edge (it reads in grayscale).
pub fn draw_star(x: f32, y: f32, r: f32, earned: bool) {
    let points: Vec<Vec2> = (0..10)
        .map(|i| {
            let a = std::f32::consts::PI * (i as f32 / 5.0) - std::f32::consts::FRAC_PI_2;
            let k = if i % 2 == 0 { r } else { r * 0.45 };
            vec2(x + a.cos() * k, y + a.sin() * k)
        })
        .collect();
    let fill = if earned {
        Color::new(0.95, 0.7, 0.0, 1.0)
    } else {
        Color::new(1.0, 1.0, 1.0, 0.25)
    };
    for i in 0..10 {
        draw_triangle(vec2(x, y), points[i], points[(i + 1) % 10], fill);
    }
    let edge = (r * 0.12).max(1.5);
    for i in 0..10 {
        let (a, b) = (points[i], points[(i + 1) % 10]);
        draw_line(a.x, a.y, b.x, b.y, edge, if earned { INK } else { WHITE });
    }
}

/// A level's button on the course map: its number at the `text` size or larger, and its
/// stars, none smaller than 1/40 of the window's height.
pub fn draw_level_button(pen: &Pen, r: Rect, number: usize, stars: u8, text: f32) {
    draw_button(pen, r, "", text, stars > 0);
    let label = number.to_string();
    let min = screen_height() / super::layout::SMALL_TEXT_LINES_PER_SCREEN;
    let b = super::layout::level_badge(r, label.chars().count(), text, min);
    pen.center(&label, b.number.0, b.number.1, b.number_size, WHITE);
    for (i, (x, y)) in b.stars.iter().enumerate() {
        draw_star(*x, *y, b.star_r, (i as u8) < stars);
    }
}
