//! A level's button on the course map: its number and its stars, drawn where
//! `course_map::level_badge` puts them (inside the button, large enough to read from the
//! back of a classroom).

use crate::school::course_map::LevelBadge;
use macroquad::prelude::*;
use paint::draw::{draw_button, Pen, INK};
use paint::flat_fill::{draw_line, draw_triangle};
use paint::layout::Rect;

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

/// A level's button on the course map: its number and its stars where `badge` puts
/// them, `stars` of them earned.
pub fn draw_level_button(pen: &Pen, r: Rect, number: usize, stars: u8, badge: &LevelBadge) {
    draw_button(pen, r, "", badge.number_size, stars > 0);
    pen.center(
        &number.to_string(),
        badge.number.0,
        badge.number.1,
        badge.number_size,
        WHITE,
    );
    for (i, (x, y)) in badge.stars.iter().enumerate() {
        draw_star(*x, *y, badge.star_r, (i as u8) < stars);
    }
}
