//! One text layout (issue 27): every card, every "why not?" and every message of every
//! game, in both languages, laid out in its box at five window sizes, measured with the
//! game's own font. No two texts of one screen may overlap, no line may be wider than
//! its box or leave the window, and no text may be smaller than the window's small size
//! (its cap height at least 1/40 of the window's reading height).
//!
//! The font is measured as macroquad measures it: the advance widths of the characters
//! at the font size rounded to whole pixels, summed (`measure_text`, without kerning),
//! with fontdue, the rasteriser macroquad uses.

use schachschlamassel::ui::i18n::Lang;
use schachschlamassel::ui::layout::{reading_height, text_sizes, Rect};
use schachschlamassel::ui::text_layout::{Line, Measure, TextRect};
use std::cell::RefCell;
use std::collections::HashMap;

/// The window sizes of the issue: 4:3 small and large, 16:9 small and large, portrait.
pub const WINDOWS: [(f32, f32); 5] = [
    (800.0, 600.0),
    (1024.0, 768.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (720.0, 1280.0),
];

/// Every language: the longest one sets the boxes.
pub const LANGS: [Lang; 8] = Lang::ALL;

const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Measures as macroquad's `measure_text` does, with the same font.
pub struct FontMeasure {
    font: fontdue::Font,
    advance: RefCell<HashMap<(char, u16), f32>>,
}

impl FontMeasure {
    pub fn new() -> FontMeasure {
        FontMeasure {
            font: fontdue::Font::from_bytes(FONT, fontdue::FontSettings::default()).unwrap(),
            advance: RefCell::new(HashMap::new()),
        }
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

/// One thing on a screen that text must keep clear of: a line of text (with its size
/// and the box it must stay in), or a button (its label is text too).
#[derive(Clone, Debug)]
pub struct Item {
    pub label: String,
    pub rect: TextRect,
    pub size: Option<f32>,
    pub within: Option<Rect>,
}

/// A screen state: everything its texts take.
#[derive(Clone)]
pub struct Shot {
    pub name: String,
    pub window: (f32, f32),
    pub items: Vec<Item>,
}

impl Shot {
    pub fn new(name: String, window: (f32, f32)) -> Shot {
        Shot {
            name,
            window,
            items: vec![],
        }
    }

    /// Laid-out lines that must stay inside `within`.
    pub fn lines<'a>(
        &mut self,
        what: &str,
        lines: impl IntoIterator<Item = &'a Line>,
        within: Rect,
    ) {
        for l in lines {
            self.items.push(Item {
                label: format!("{what}: {:?}", l.text),
                rect: l.rect,
                size: Some(l.size),
                within: Some(within),
            });
        }
    }

    /// A button (or any other box that text must keep clear of).
    pub fn obstacle(&mut self, what: &str, r: Rect) {
        self.items.push(Item {
            label: what.to_string(),
            rect: TextRect {
                x: r.x,
                y: r.y,
                w: r.w,
                h: r.h,
            },
            size: None,
            within: None,
        });
    }

    /// What is wrong with this screen.
    pub fn faults(&self) -> Vec<String> {
        let (w, h) = self.window;
        let (_, small) = text_sizes(reading_height(w, h));
        let slack = 0.5;
        let mut out = vec![];
        for (i, a) in self.items.iter().enumerate() {
            let r = a.rect;
            if let Some(size) = a.size {
                if size.round() < small {
                    out.push(format!(
                        "{}: size {size} below the small size {small}",
                        a.label
                    ));
                }
                if r.x < -slack || r.y < -slack || r.x + r.w > w + slack || r.y + r.h > h + slack {
                    out.push(format!("{}: {r:?} leaves the {w}x{h} window", a.label));
                }
            }
            if let Some(b) = a.within {
                if r.x < b.x - slack
                    || r.x + r.w > b.x + b.w + slack
                    || r.y < b.y - slack
                    || r.y + r.h > b.y + b.h + slack
                {
                    out.push(format!("{}: {r:?} is not inside its box {b:?}", a.label));
                }
            }
            for b in &self.items[i + 1..] {
                if a.size.is_none() && b.size.is_none() {
                    continue;
                }
                if shrunk(a.rect).overlaps(&shrunk(b.rect)) {
                    out.push(format!(
                        "{} {:?} overlaps {} {:?}",
                        a.label, a.rect, b.label, b.rect
                    ));
                }
            }
        }
        out.into_iter()
            .map(|f| format!("{} at {w}x{h}: {f}", self.name))
            .collect()
    }
}

/// A rectangle less a hair on every side: lines that touch do not overlap.
fn shrunk(r: TextRect) -> TextRect {
    TextRect {
        x: r.x + 0.25,
        y: r.y + 0.25,
        w: (r.w - 0.5).max(0.0),
        h: (r.h - 0.5).max(0.0),
    }
}

/// Checks every shot and fails with the first faults.
pub fn assert_clean(shots: &[Shot], what: &str) {
    let faults: Vec<String> = shots.iter().flat_map(Shot::faults).collect();
    assert!(
        faults.is_empty(),
        "{} faults in {} screens of {what}, the first:\n{}",
        faults.len(),
        shots.len(),
        faults[..faults.len().min(12)].join("\n")
    );
}

mod chess_game;
mod class_page;
mod course_map;
mod dialogs;
mod lab_screen;
mod track_game;
mod yalta_game;
