//! Lines placed on screen: where each lies across its box, and the room it takes.

use crate::layout::Rect;
use crate::text_layout::{Measure, PageTurn, LINE_HEIGHT};

/// How a line lies across its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// At the box's left edge.
    Left,
    /// Centred in the box.
    Center,
}

/// A line of text placed on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The text.
    pub text: String,
    /// Its font size.
    pub size: f32,
    /// The room it takes: its measured width, one line height high.
    pub rect: TextRect,
    /// A page marker's turn: which text on pages it turns, from which page.
    pub turn: Option<PageTurn>,
}

impl Line {
    /// The line's vertical centre, where the pen centres its text.
    pub fn center_y(&self) -> f32 {
        self.rect.y + self.rect.h / 2.0
    }
}

/// One line at `size`, its top at `top`, in a box from `x`, `width` wide.
pub fn line_at(
    m: &dyn Measure,
    text: &str,
    size: f32,
    x: f32,
    width: f32,
    top: f32,
    align: Align,
) -> Line {
    let w = m.width(text, size);
    let x = match align {
        Align::Left => x,
        Align::Center => x + (width - w) / 2.0,
    };
    Line {
        text: text.to_string(),
        size,
        rect: TextRect {
            x,
            y: top,
            w,
            h: size * LINE_HEIGHT,
        },
        turn: None,
    }
}

/// One line at `size` across `r`, at its middle height (a button's label, a text
/// beside buttons of its row).
pub fn line_in(m: &dyn Measure, text: &str, size: f32, r: Rect, align: Align) -> Line {
    line_at(m, text, size, r.x, r.w, r.middle(size * LINE_HEIGHT), align)
}

/// `lines` at `size` one under the other from `top`, in a box from `x`, `width` wide.
pub fn place(
    m: &dyn Measure,
    lines: &[String],
    size: f32,
    x: f32,
    width: f32,
    top: f32,
    align: Align,
) -> Vec<Line> {
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            line_at(
                m,
                l,
                size,
                x,
                width,
                top + i as f32 * size * LINE_HEIGHT,
                align,
            )
        })
        .collect()
}

/// An axis-aligned rectangle of text on screen, for the overlap checks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextRect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl TextRect {
    /// Whether two rectangles share any area (touching edges do not count).
    pub fn overlaps(&self, o: &TextRect) -> bool {
        self.x < o.x + o.w && o.x < self.x + self.w && self.y < o.y + o.h && o.y < self.y + self.h
    }
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

    #[test]
    fn centred_lines_sit_in_the_middle_of_their_box() {
        let l = line_at(&Mono, "abcd", 10.0, 100.0, 60.0, 5.0, Align::Center);
        assert_eq!(l.rect.x, 120.0);
        assert_eq!(l.rect.w, 20.0);
        assert_eq!(l.center_y(), 5.0 + 10.0 * LINE_HEIGHT / 2.0);
    }
}
