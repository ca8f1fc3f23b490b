//! The game's own font measured without a window, for the tests of the window-free
//! layouts (the library's and `tests/it/text_layout/`): as macroquad's `measure_text`
//! measures it (the advance widths of the characters at the size rounded to whole
//! pixels, summed, without kerning), with fontdue, the rasteriser macroquad uses.

use crate::ui::paint::text_layout::Measure;
use std::cell::RefCell;
use std::collections::HashMap;

/// Measures text as the window does, with the game's font.
pub struct FontMeasure {
    font: fontdue::Font,
    advance: RefCell<HashMap<(char, u16), f32>>,
}

impl FontMeasure {
    /// The game's font, read.
    pub fn new() -> FontMeasure {
        FontMeasure {
            font: fontdue::Font::from_bytes(crate::ui::FONT, fontdue::FontSettings::default())
                .expect("the game's font reads"),
            advance: RefCell::new(HashMap::new()),
        }
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
        let mut cache = self.advance.borrow_mut();
        text.chars()
            .map(|c| {
                *cache
                    .entry((c, size))
                    .or_insert_with(|| self.font.metrics(c, f32::from(size)).advance_width)
            })
            .sum()
    }
}
