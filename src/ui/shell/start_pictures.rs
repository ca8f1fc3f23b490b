//! The start screen's pictures, drawn in code, each by its game's door (`ui/<game>/door.rs`:
//! the race a die and pieces in the seats' colours on a track, the piece school a knight
//! and the squares it reaches, chess a board with two kings, Yalta the three-coloured
//! hexagon, the rule lab a die with a pencil); here what they share.

use crate::ui::paint::draw::{Pen, INK};
use crate::ui::paint::layout::Rect;
use macroquad::prelude::*;

/// A picture of the start screen: a game's door draws its own
/// (`ui/<game>/door.rs`), centred on (`cx`, `cy`) in a square of side `s`.
pub(in crate::ui) type Picture = fn(pen: &Pen, cx: f32, cy: f32, s: f32);

/// Draws a picture into `r`.
pub(in crate::ui) fn draw_picture(pen: &Pen, picture: Picture, r: Rect) {
    let (cx, cy) = r.center();
    picture(pen, cx, cy, r.w.min(r.h));
}

/// A chess glyph, white (outlined) or black.
pub(in crate::ui) fn king(pen: &Pen, x: f32, y: f32, cell: f32, white: bool) {
    if white {
        pen.center("\u{265A}", x, y, cell * 0.95, WHITE);
        pen.center("\u{2654}", x, y, cell * 0.95, INK);
    } else {
        pen.center("\u{265A}", x, y, cell * 0.95, INK);
    }
}

pub(in crate::ui) fn queen(pen: &Pen, x: f32, y: f32, cell: f32) {
    pen.center("\u{265B}", x, y, cell * 0.95, WHITE);
    pen.center("\u{2655}", x, y, cell * 0.95, INK);
}
