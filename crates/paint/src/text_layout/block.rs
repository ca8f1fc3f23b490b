//! One text in a box: its size (the next size down until it fits, never below the
//! smallest), its lines, and the pages they fall into.

use crate::text_layout::pages::{key_of, marker_line};
use crate::text_layout::words::wrap_words;
use crate::text_layout::{page_on_show, place, Align, Line, Measure, PageTurn, LINE_HEIGHT};

/// Text laid out in a box: its size, its lines, and the pages they fall into.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextBlock {
    /// The font size every line is drawn at.
    pub size: f32,
    /// The lines, each no wider than the box.
    pub lines: Vec<String>,
    /// How many lines fit on one page (at least 1); a text on pages gives one more line
    /// of each page to its page marker.
    pub per_page: usize,
    /// Whether a word had to break at a syllable (it is wider than the box even at the
    /// smallest size): a screen that can give more room or choose another size does.
    pub broken: bool,
}

impl TextBlock {
    /// The height of one line.
    pub fn line_height(&self) -> f32 {
        self.size * LINE_HEIGHT
    }

    /// How many pages the lines fill.
    pub fn pages(&self) -> usize {
        self.lines.len().div_ceil(self.per_page.max(1)).max(1)
    }

    /// The lines of page `page` (the last page if `page` is past it).
    pub fn page(&self, page: usize) -> &[String] {
        let page = page.min(self.pages() - 1);
        let start = page * self.per_page;
        &self.lines[start.min(self.lines.len())..(start + self.per_page).min(self.lines.len())]
    }

    /// The height the text needs on its fullest page, with the page marker.
    pub fn height(&self) -> f32 {
        let marker = usize::from(self.pages() > 1);
        (self.lines.len().min(self.per_page) + marker) as f32 * self.line_height()
    }

    /// What names this text among the texts on pages, for [`page_on_show`].
    pub fn key(&self) -> u64 {
        key_of(
            self.size,
            self.per_page,
            self.lines.iter().map(String::as_str),
        )
    }

    /// The page the reader has turned to (0 until a page marker is clicked).
    pub fn page_on_show(&self) -> usize {
        page_on_show(self.key(), self.pages())
    }

    /// Page `page` placed in a box from `x`, `width` wide, its first line's top at `top`;
    /// with several pages, the page marker under the lines, at the box's right edge.
    pub fn place(
        &self,
        m: &dyn Measure,
        page: usize,
        x: f32,
        width: f32,
        top: f32,
        align: Align,
    ) -> Vec<Line> {
        let mut lines = place(m, self.page(page), self.size, x, width, top, align);
        if let Some(turn) = PageTurn::of(|| self.key(), page, self.pages()) {
            let y = top + self.per_page as f32 * self.line_height();
            lines.push(marker_line(m, turn, self.size, x, width, y));
        }
        lines
    }

    /// The page on show placed as [`TextBlock::place`] places it.
    pub fn place_on_show(
        &self,
        m: &dyn Measure,
        x: f32,
        width: f32,
        top: f32,
        align: Align,
    ) -> Vec<Line> {
        self.place(m, self.page_on_show(), x, width, top, align)
    }
}

/// Lays `text` out in a box `width` wide and at most `room` high: at `size` if it fits,
/// else at the largest smaller size down to `min_size` at which it fits with every word
/// whole, else at `min_size`, on pages turned by hand if it must (each page's last line
/// is its marker). A text longer than [`MAX_LAID_OUT`](crate::text_layout::MAX_LAID_OUT) characters
/// is cut there first.
pub fn lay_out(
    m: &dyn Measure,
    text: &str,
    width: f32,
    room: f32,
    size: f32,
    min_size: f32,
) -> TextBlock {
    let text = &*crate::text_layout::bounded(text);
    let min_size = min_size.min(size).max(1.0);
    let mut s = size.max(min_size);
    loop {
        let (lines, broken) = wrap_words(m, text, s, width);
        let fits = lines.len() as f32 * s * LINE_HEIGHT <= room + 0.5;
        if fits && !broken || s <= min_size {
            let lines_in_room = ((room + 0.5) / (s * LINE_HEIGHT)).floor() as usize;
            // A page gives its last line to the marker.
            let per_page = lines_in_room.saturating_sub(1).max(1);
            return TextBlock {
                size: s,
                per_page: if fits { lines.len().max(1) } else { per_page },
                lines,
                broken,
            };
        }
        s = (s - 1.0).max(min_size);
    }
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

    #[test]
    fn text_that_fits_keeps_its_size_and_one_page() {
        let b = lay_out(&Mono, "short text", 200.0, 100.0, 20.0, 10.0);
        assert_eq!(b.size, 20.0);
        assert_eq!(b.pages(), 1);
    }

    #[test]
    fn text_too_long_takes_a_smaller_size_before_paging() {
        let text = "word ".repeat(20);
        let b = lay_out(&Mono, &text, 100.0, 100.0, 20.0, 8.0);
        assert!(b.size < 20.0 && b.size >= 8.0);
        assert_eq!(b.pages(), 1);
        assert!(b.height() <= 100.5);
    }

    #[test]
    fn text_never_shrinks_below_the_smallest_size_but_pages() {
        let text = "word ".repeat(200);
        let b = lay_out(&Mono, &text, 100.0, 60.0, 20.0, 12.0);
        assert_eq!(b.size, 12.0);
        assert!(b.pages() > 1);
        assert!(b.height() <= 60.5);
        let all: Vec<String> = (0..b.pages()).flat_map(|p| b.page(p).to_vec()).collect();
        assert_eq!(all, b.lines);
    }

    #[test]
    fn a_text_takes_a_smaller_size_before_it_breaks_a_word() {
        // At 20 "Stukkenschool" (13 letters) is 130 wide; at 15, 97.5: whole.
        let b = lay_out(&Mono, "Stukkenschool", 100.0, 100.0, 20.0, 10.0);
        assert_eq!(b.lines, ["Stukkenschool"]);
        assert!(b.size <= 15.0 && b.size >= 10.0);
        // Only at the smallest size is a word broken.
        let b = lay_out(&Mono, "Stukkenschool", 50.0, 100.0, 20.0, 10.0);
        assert_eq!(b.size, 10.0);
        assert_eq!(b.lines.concat().replace('-', ""), "Stukkenschool");
    }
}
