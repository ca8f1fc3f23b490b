//! The window's pen: texts in the bundled font, measured once, and laid-out text
//! ([`crate::text_layout`]) drawn where the layout put it; a text on pages shows the
//! page the reader turned to, and its page marker, which a click turns. The pen writes
//! with any [`Glyphs`]: the window's font (macroquad's, whose glyphs live on the graphics
//! card), or without a window the same font measured by fontdue
//! ([`crate::font_measure::FontMeasure`]), whose texts a test takes from the
//! frame's list (`paint/headless.rs`).

use crate::text_layout::{note_marker, Align, Line, Stack, TextBlock};
use macroquad::prelude::{measure_text, Color, Font, TextDimensions};
use std::cell::RefCell;
use std::collections::HashMap;

/// Text drawing with the bundled font.
pub struct Pen<'a> {
    /// The font: the window's (`Pen { font: &font }`), or one measured without a window.
    pub font: &'a dyn Glyphs,
}

/// A font a pen writes with: how it measures a text, and what draws its glyphs.
pub trait Glyphs {
    /// A text's size on screen at font size `size`, as macroquad measures it.
    fn dimensions(&self, text: &str, size: u16) -> TextDimensions;
    /// The window's font that draws the glyphs (`None`: measured without a window; its
    /// texts go on the frame's list and are never painted).
    fn window_font(&self) -> Option<&Font>;
}

impl Pen<'_> {
    /// Width and height of a text at a size.
    pub fn measure(&self, text: &str, size: f32) -> (f32, f32) {
        let d = self.dimensions(text, size.round().max(1.0) as u16);
        (d.width, d.height)
    }

    /// Draws text with its left edge at x and its vertical centre at cy.
    pub fn left(&self, text: &str, x: f32, cy: f32, size: f32, color: Color) {
        let size = size.round().max(1.0) as u16;
        let d = self.dimensions(text, size);
        self.put(
            text,
            x.round(),
            (cy + d.offset_y / 2.0).round(),
            size,
            color,
            &d,
        );
    }

    /// Draws text centred at (cx, cy).
    pub fn center(&self, text: &str, cx: f32, cy: f32, size: f32, color: Color) {
        let s = size.round().max(1.0) as u16;
        let d = self.dimensions(text, s);
        let (x, y) = (
            (cx - d.width / 2.0).round(),
            (cy + d.offset_y / 2.0).round(),
        );
        self.put(text, x, y, s, color, &d);
    }

    /// Draws a text measured `d`, its baseline beginning at (`x`, `y`).
    fn put(&self, text: &str, x: f32, y: f32, size: u16, color: Color, d: &TextDimensions) {
        // Where its glyphs may write: the measured box, and a margin for a glyph
        // reaching past its advance.
        let m = f32::from(size) * 0.25 + 1.0;
        let bounds = (
            x - m,
            y - d.offset_y - m,
            d.width + 2.0 * m,
            d.height + 2.0 * m,
        );
        let t = crate::flat_fill::Text {
            text: text.to_string(),
            x,
            y,
            size,
            rotation: 0.0,
            font: self.font.window_font().cloned(),
        };
        crate::flat_fill::text(t, color, Some(bounds));
    }

    /// The largest size up to `size` at which `text` fits in `width` on one line.
    pub fn fitting(&self, text: &str, size: f32, width: f32) -> f32 {
        let w = self.measure(text, size).0;
        if w <= width || w <= 0.0 {
            size
        } else {
            (size * width / w).floor().max(1.0)
        }
    }
}

impl crate::text_layout::Measure for Pen<'_> {
    fn width(&self, text: &str, size: f32) -> f32 {
        self.measure(text, size).0
    }
}

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

/// The font a screen keeps to measure and write with: the window's, or in a test the
/// game's font measured without a window (`paint/headless.rs`), so that a screen which
/// measures in its update is built without a window too (`Pen { font: &self.font }`
/// either way).
#[derive(Clone)]
pub enum Typeface {
    /// The window's font (its glyphs on the graphics card).
    Window(Font),
    /// The game's font measured by fontdue, no window open.
    #[cfg(any(test, feature = "headless"))]
    Measured(std::rc::Rc<crate::font_measure::FontMeasure>),
}

impl From<Font> for Typeface {
    fn from(font: Font) -> Typeface {
        Typeface::Window(font)
    }
}

impl Glyphs for Typeface {
    fn dimensions(&self, text: &str, size: u16) -> TextDimensions {
        match self {
            Typeface::Window(font) => font.dimensions(text, size),
            #[cfg(any(test, feature = "headless"))]
            Typeface::Measured(m) => m.dimensions(text, size),
        }
    }

    fn window_font(&self) -> Option<&Font> {
        match self {
            Typeface::Window(font) => Some(font),
            #[cfg(any(test, feature = "headless"))]
            Typeface::Measured(_) => None,
        }
    }
}

impl Glyphs for Font {
    fn dimensions(&self, text: &str, size: u16) -> TextDimensions {
        let known = MEASURED.with(|m| m.borrow().get(&size).and_then(|t| t.get(text)).copied());
        if let Some(d) = known {
            return d;
        }
        let d = measure_text(text, Some(self), size, 1.0);
        MEASURED.with(|m| {
            let mut m = m.borrow_mut();
            if m.values().map(HashMap::len).sum::<usize>() >= MEASURED_MAX {
                m.clear();
            }
            m.entry(size).or_default().insert(text.to_string(), d);
        });
        d
    }

    fn window_font(&self) -> Option<&Font> {
        Some(self)
    }
}

impl Pen<'_> {
    /// A text's size on screen at font size `size`, as macroquad measures it.
    pub fn dimensions(&self, text: &str, size: u16) -> TextDimensions {
        self.font.dimensions(text, size)
    }

    /// Draws a laid-out line (a page marker too, which a click then turns).
    pub fn line(&self, l: &Line, color: Color) {
        self.left(&l.text, l.rect.x, l.center_y(), l.size, color);
        note_marker(l);
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
        let t = crate::flat_fill::Text {
            text: text.to_string(),
            x: (cx + d.offset_y / 2.0).round(),
            y: bottom.round(),
            size: s,
            rotation: -std::f32::consts::FRAC_PI_2,
            font: self.font.window_font().cloned(),
        };
        // Turned: where its glyphs write is not worked out, so it is always drawn.
        crate::flat_fill::text(t, color, None);
    }

    /// Draws the page on show of a text laid out by [`crate::text_layout::lay_out`], in
    /// a box from `x`, `width` wide, its first line's top at `top` (on pages, with its
    /// marker).
    pub fn block(&self, b: &TextBlock, x: f32, width: f32, top: f32, align: Align, color: Color) {
        self.lines(&b.place_on_show(self, x, width, top, align), color);
    }

    /// Draws the page on show of texts laid out by [`crate::text_layout::stack`].
    pub fn stack(&self, s: &Stack, x: f32, width: f32, top: f32, align: Align, color: Color) {
        self.lines(&s.place_on_show(self, x, width, top, align), color);
    }
}
