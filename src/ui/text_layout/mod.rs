//! The one text layout of every screen: text is measured and wrapped *before* it is
//! drawn. A box gets the room its text needs, or the text takes the next size down (never
//! below the window's smallest readable size, 1/40 of its height). Lines break only
//! between words; a word wider than its box even at the smallest size breaks at a
//! syllable, with a hyphen ([`syllable_breaks`]); nothing is cut short. What still does
//! not fit is split into pages that the reader turns by hand: each page ends with a marker
//! ("◀ 2/3 ▶", a [`Line`] with a [`PageTurn`]) that the pen draws and a click or tap turns
//! ([`turn_page`]). Nothing on screen changes by time (issue 49). Window-free: it measures
//! through [`Measure`], which the window's pen implements and the tests implement with the
//! font.

mod block;
mod lines;
mod one_line;
mod pages;
mod stack;
mod words;

pub use block::{lay_out, TextBlock};
pub use lines::{line_at, place, Align, Line, TextRect};
pub use one_line::{fit_line, fit_size};
pub use pages::{
    marker_hit, marker_text, note_marker, page_on_show, take_markers, turn_page, turned_page,
    PageTurn,
};
pub use stack::{stack, Stack, StackLine};
pub use words::{split_word, syllable_breaks, wrap};

use std::cell::Cell;

/// Measures text at a size (pixels of font size).
pub trait Measure {
    /// The width of `text` drawn at `size`.
    fn width(&self, text: &str, size: f32) -> f32;
}

/// The height of a line of text, in font sizes.
pub const LINE_HEIGHT: f32 = 1.25;

thread_local! {
    /// Whether something that changes by time alone was drawn since [`take_timed`].
    static TIMED: Cell<bool> = const { Cell::new(false) };
}

/// Something on screen changes by time alone (a blinking caret): the frame loop keeps a
/// few frames a second while it is drawn. No text does: text on pages is turned by hand.
pub fn note_timed() {
    TIMED.with(|p| p.set(true));
}

/// Whether anything that changes by time alone ([`note_timed`]) was drawn since the last
/// call (the frame loop asks once a frame).
pub fn take_timed() -> bool {
    TIMED.with(|p| p.replace(false))
}

/// A measure for the tests: every character is half the size wide.
#[cfg(test)]
pub(crate) struct Mono;

#[cfg(test)]
impl Measure for Mono {
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.5
    }
}
