//! The start screen's pictures, drawn in code, each by its game's door (`ui/<game>/door.rs`:
//! the race a die and pieces in the seats' colours on a track, the piece school a knight
//! and the squares it reaches, chess a board with two kings, Yalta the three-coloured
//! hexagon, the rule lab a die with a pencil); here what they share.

use macroquad::prelude::*;
use paint::draw::{Pen, INK};
use paint::layout::Rect;

/// A picture of the start screen: a game's door draws its own
/// (`ui/<game>/door.rs`), centred on (`cx`, `cy`) in a square of side `s`.
pub type Picture = fn(pen: &Pen, cx: f32, cy: f32, s: f32);

/// Draws a picture into `r`.
pub fn draw_picture(pen: &Pen, picture: Picture, r: Rect) {
    let (cx, cy) = r.center();
    picture(pen, cx, cy, r.w.min(r.h));
}

/// A chess glyph, white (outlined) or black.
pub fn king(pen: &Pen, x: f32, y: f32, cell: f32, white: bool) {
    if white {
        pen.center("\u{265A}", x, y, cell * 0.95, WHITE);
        pen.center("\u{2654}", x, y, cell * 0.95, INK);
    } else {
        pen.center("\u{265A}", x, y, cell * 0.95, INK);
    }
}

pub fn queen(pen: &Pen, x: f32, y: f32, cell: f32) {
    pen.center("\u{265B}", x, y, cell * 0.95, WHITE);
    pen.center("\u{2655}", x, y, cell * 0.95, INK);
}
