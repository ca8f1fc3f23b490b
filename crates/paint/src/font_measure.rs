//! The game's own font measured without a window, for the tests of the window-free
//! layouts (the library's and `tests/it/text_layout/`) and for a pen that draws without
//! one (`paint/headless.rs`): as macroquad's `measure_text` measures it (the
//! advance widths of the characters at the size rounded to whole pixels, summed, without
//! kerning; the height from the glyphs' boxes), with fontdue, the rasteriser macroquad
//! uses. Nothing here needs a graphics context.

use crate::text_layout::Measure;
use crate::text_pen::Glyphs;
use macroquad::prelude::{Font, TextDimensions};
use std::cell::RefCell;
use std::collections::HashMap;

/// A character's measures at one size, as macroquad keeps them for its atlas.
#[derive(Clone, Copy)]
struct Glyph {
    /// How far the pen moves after it.
    advance: f32,
    /// Its bitmap's lowest row above the baseline (fontdue's `ymin`).
    ymin: f32,
    /// Its bitmap's height.
    height: f32,
}

/// Measures text as the window does, with the game's font.
pub struct FontMeasure {
    font: fontdue::Font,
    glyphs: RefCell<HashMap<(char, u16), Glyph>>,
}

impl FontMeasure {
    /// The game's font, read.
    pub fn new() -> FontMeasure {
        FontMeasure {
            font: fontdue::Font::from_bytes(crate::FONT, fontdue::FontSettings::default())
                .expect("the game's font reads"),
            glyphs: RefCell::new(HashMap::new()),
        }
    }

    /// `c`'s measures at `size`.
    fn glyph(&self, c: char, size: u16) -> Glyph {
        *self
            .glyphs
            .borrow_mut()
            .entry((c, size))
            .or_insert_with(|| {
                let m = self.font.metrics(c, f32::from(size));
                Glyph {
                    advance: m.advance_width,
                    ymin: m.ymin as f32,
                    height: m.height as f32,
                }
            })
    }
}

impl Default for FontMeasure {
    fn default() -> FontMeasure {
        FontMeasure::new()
    }
}

impl Measure for FontMeasure {
    fn width(&self, text: &str, size: f32) -> f32 {
        let size = size.round().max(1.0) as u16;
        text.chars().map(|c| self.glyph(c, size).advance).sum()
    }
}

impl Glyphs for FontMeasure {
    /// As macroquad's `Font::measure_text` at a scale of 1 (the window is not high-dpi):
    /// the advances summed; the height from the lowest glyph's bottom to the highest
    /// glyph's top, and that top as the offset from the baseline.
    fn dimensions(&self, text: &str, size: u16) -> TextDimensions {
        let (mut width, mut min_y, mut max_y) = (0.0, f32::MAX, f32::MIN);
        for c in text.chars() {
            let g = self.glyph(c, size);
            width += g.advance;
            min_y = min_y.min(g.ymin);
            max_y = max_y.max(g.height + g.ymin);
        }
        TextDimensions {
            width,
            height: max_y - min_y,
            offset_y: max_y,
        }
    }

    fn window_font(&self) -> Option<&Font> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taller_glyph_makes_a_text_taller_and_its_width_is_the_sum_of_its_letters() {
        let m = FontMeasure::new();
        let low = m.dimensions("ace", 20);
        let tall = m.dimensions("ÄceÄ", 20);
        let deep = m.dimensions("acg", 20);
        assert!(tall.offset_y > low.offset_y, "Ä reaches above a, c, e");
        assert!(deep.height > low.height, "g reaches below the baseline");
        assert!(deep.offset_y == low.offset_y, "and not higher");
        let sum = m.width("a", 20.0) + m.width("ce", 20.0);
        assert!((low.width - sum).abs() < 1e-3, "{} vs {sum}", low.width);
        assert!(m.dimensions("ace", 40).width > low.width * 1.9);
    }
}
