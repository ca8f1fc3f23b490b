//! Laid-out text ([`super::text_layout`]) drawn with the window's pen, where the layout
//! put it.

use super::draw::Pen;
use super::text_layout::Line;
use macroquad::prelude::Color;

impl Pen<'_> {
    /// Draws a laid-out line.
    pub fn line(&self, l: &Line, color: Color) {
        self.left(&l.text, l.rect.x, l.center_y(), l.size, color);
    }

    /// Draws laid-out lines in one colour.
    pub fn lines<'a>(&self, lines: impl IntoIterator<Item = &'a Line>, color: Color) {
        for l in lines {
            self.line(l, color);
        }
    }
}
