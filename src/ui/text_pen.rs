//! Laid-out text ([`super::text_layout`]) drawn with the window's pen, where the layout
//! put it; a text on pages shows the page whose turn it is.

use super::draw::Pen;
use super::text_layout::{page_at, Align, Line, Stack, TextBlock};
use macroquad::prelude::{get_time, measure_text, Color, TextDimensions};
use std::cell::RefCell;
use std::collections::HashMap;

/// Texts measured: at most this many are kept (a screen shows a few hundred).
const MEASURED_MAX: usize = 4096;

thread_local! {
    /// What the pen has measured, by size and text. macroquad measures a text glyph by
    /// glyph, each looked up in two tables; a screen lays out the same words every
    /// frame, so the pen asks once (issue 33: a third of the window's own work per
    /// frame was measuring). Measuring also puts the glyphs in the font's atlas, which
    /// keeps them, so a text found here has its glyphs there.
    static MEASURED: RefCell<HashMap<u16, HashMap<String, TextDimensions>>> =
        RefCell::new(HashMap::new());
}

impl Pen<'_> {
    /// A text's size on screen at font size `size`, as macroquad measures it.
    pub fn dimensions(&self, text: &str, size: u16) -> TextDimensions {
        let known = MEASURED.with(|m| m.borrow().get(&size).and_then(|t| t.get(text)).copied());
        if let Some(d) = known {
            return d;
        }
        let d = measure_text(text, Some(self.font), size, 1.0);
        MEASURED.with(|m| {
            let mut m = m.borrow_mut();
            if m.values().map(HashMap::len).sum::<usize>() >= MEASURED_MAX {
                m.clear();
            }
            m.entry(size).or_default().insert(text.to_string(), d);
        });
        d
    }

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

    /// Draws a line read upwards (a column's head in a table): it starts at `bottom`,
    /// centred across on `cx`.
    pub fn line_up(&self, text: &str, cx: f32, bottom: f32, size: f32, color: Color) {
        let s = size.round().max(1.0) as u16;
        let d = self.dimensions(text, s);
        let t = super::flat_fill::Text {
            text: text.to_string(),
            x: (cx + d.offset_y / 2.0).round(),
            y: bottom.round(),
            size: s,
            rotation: -std::f32::consts::FRAC_PI_2,
            font: self.font.clone(),
        };
        // Turned: where its glyphs write is not worked out, so it is always drawn.
        super::flat_fill::text(t, color, None);
    }

    /// Draws the page on show of a text laid out by [`super::text_layout::lay_out`], in
    /// a box from `x`, `width` wide, its first line's top at `top`.
    pub fn block(&self, b: &TextBlock, x: f32, width: f32, top: f32, align: Align, color: Color) {
        let page = page_at(b.pages(), get_time());
        self.lines(&b.place(self, page, x, width, top, align), color);
    }

    /// Draws the page on show of texts laid out by [`super::text_layout::stack`].
    pub fn stack(&self, s: &Stack, x: f32, width: f32, top: f32, align: Align, color: Color) {
        let page = page_at(s.pages(), get_time());
        self.lines(&s.place(self, page, x, width, top, align), color);
    }
}
