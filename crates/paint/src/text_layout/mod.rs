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
pub use lines::{line_at, line_in, place, Align, Line, TextRect};
pub use one_line::{fit_line, fit_size};
pub use pages::{
    marker_hit, marker_text, note_marker, page_on_show, take_markers, turn_page, turned_page,
    PageTurn,
};
pub use stack::{stack, Stack, StackLine};
pub use words::{split_word, syllable_breaks, wrap};

use std::borrow::Cow;
use std::cell::Cell;

/// The most characters a text layout lays out (issue 50): far more than any message,
/// page or name of the game holds (the longest, a rules page's paragraph, has about 720),
/// so that a value from a file that a message did not cut short still costs one frame
/// its length, not seconds. Messages quote input as a short excerpt in the first place
/// (`crate::quoting`).
pub const MAX_LAID_OUT: usize = 4_000;

/// `text` as the layout takes it: whole up to [`MAX_LAID_OUT`] characters, else its
/// first ones and "…".
pub fn bounded(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(MAX_LAID_OUT) {
        None => Cow::Borrowed(text),
        Some(_) => {
            let mut cut: String = text.chars().take(MAX_LAID_OUT - 1).collect();
            cut.push('…');
            Cow::Owned(cut)
        }
    }
}

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
#[cfg(any(test, feature = "headless"))]
pub struct Mono;

#[cfg(any(test, feature = "headless"))]
impl Measure for Mono {
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.5
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Mono`], counting the characters it is asked to measure: what a layout costs.
    #[derive(Default)]
    struct Counting(Cell<usize>);

    impl Measure for Counting {
        fn width(&self, text: &str, size: f32) -> f32 {
            self.0.set(self.0.get() + text.chars().count());
            Mono.width(text, size)
        }
    }

    #[test]
    fn a_text_longer_than_any_message_is_cut_before_it_is_laid_out() {
        let short = "word ".repeat(100);
        assert!(matches!(bounded(&short), Cow::Borrowed(s) if s == short));
        let long = "x".repeat(70_000);
        let cut = bounded(&long);
        assert_eq!(cut.chars().count(), MAX_LAID_OUT);
        assert!(cut.ends_with("x…"));
        let lines = wrap(&Mono, &long, 10.0, 400.0);
        assert_eq!(
            lines.concat().replace('-', "").chars().count(),
            MAX_LAID_OUT
        );
    }

    #[test]
    fn a_long_text_costs_the_layout_a_bounded_number_of_measured_characters() {
        // A 70,000-character value once took a frame 6.5 s: each character cut from a
        // line measured the whole rest again, and a long word was broken the same way.
        let texts = [
            "x".repeat(70_000),
            "Brikkeskolen".repeat(6_000),
            "word ".repeat(14_000),
        ];
        for text in &texts {
            let m = Counting::default();
            let (line, _) = fit_line(&m, text, 600.0, 20.0, 18.0);
            assert!(line.ends_with('…') && Mono.width(&line, 18.0) <= 600.0);
            let block = lay_out(&m, text, 600.0, 200.0, 20.0, 18.0);
            assert!(block.pages() > 1);
            stack(&m, &[text.as_str()], 600.0, 200.0, 20.0, 18.0, 0.5);
            let measured = m.0.get();
            assert!(
                measured < 1_000 * MAX_LAID_OUT,
                "{} characters measured for a text of {}",
                measured,
                text.chars().count()
            );
        }
    }
}
