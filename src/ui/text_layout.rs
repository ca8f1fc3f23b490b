//! The one text layout of every screen: text is measured and wrapped *before* it is
//! drawn. A box gets the room its text needs, or the text takes the next size down (never
//! below the window's smallest readable size, 1/40 of its height); what still does not fit
//! is split into pages, never drawn over another text. Window-free: it measures through
//! [`Measure`], which the window's pen implements and the tests implement with the font.

/// Measures text at a size (pixels of font size).
pub trait Measure {
    /// The width of `text` drawn at `size`.
    fn width(&self, text: &str, size: f32) -> f32;
}

/// The height of a line of text, in font sizes.
pub const LINE_HEIGHT: f32 = 1.25;

/// Text laid out in a box: its size, its lines, and the pages they fall into.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TextBlock {
    /// The font size every line is drawn at.
    pub size: f32,
    /// The lines, each no wider than the box (a single word wider than the box is cut
    /// into pieces).
    pub lines: Vec<String>,
    /// How many lines fit on one page (at least 1).
    pub per_page: usize,
}

impl TextBlock {
    /// The height of one line.
    pub fn line_height(&self) -> f32 {
        self.size * LINE_HEIGHT
    }

    /// How many pages the lines fill.
    pub fn pages(&self) -> usize {
        self.lines.len().div_ceil(self.per_page).max(1)
    }

    /// The lines of page `page` (the last page if `page` is past it).
    pub fn page(&self, page: usize) -> &[String] {
        let page = page.min(self.pages() - 1);
        let start = page * self.per_page;
        &self.lines[start.min(self.lines.len())..(start + self.per_page).min(self.lines.len())]
    }

    /// The height the text needs on its fullest page.
    pub fn height(&self) -> f32 {
        self.lines.len().min(self.per_page) as f32 * self.line_height()
    }
}

/// Breaks `text` into lines no wider than `width` at `size`. Paragraphs (`\n`) start new
/// lines; a word wider than the box is cut.
pub fn wrap(m: &dyn Measure, text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = vec![];
    for para in text.split('\n') {
        let mut cur = String::new();
        for word in para.split_whitespace() {
            let joined = if cur.is_empty() {
                word.to_string()
            } else {
                format!("{cur} {word}")
            };
            if m.width(&joined, size) <= width {
                cur = joined;
                continue;
            }
            if !cur.is_empty() {
                lines.push(std::mem::take(&mut cur));
            }
            // The word alone: cut it if it is still too wide.
            let mut piece = String::new();
            for c in word.chars() {
                piece.push(c);
                if m.width(&piece, size) > width && piece.chars().count() > 1 {
                    piece.pop();
                    lines.push(std::mem::take(&mut piece));
                    piece.push(c);
                }
            }
            cur = piece;
        }
        if !cur.is_empty() || para.trim().is_empty() && !lines.is_empty() {
            lines.push(cur);
        }
    }
    lines
}

/// Lays `text` out in a box `width` wide and at most `room` high: at `size` if it fits,
/// else at the largest smaller size down to `min_size` at which it fits, else at
/// `min_size` split into pages of as many lines as fit (at least one).
pub fn lay_out(
    m: &dyn Measure,
    text: &str,
    width: f32,
    room: f32,
    size: f32,
    min_size: f32,
) -> TextBlock {
    let min_size = min_size.min(size).max(1.0);
    let mut s = size.max(min_size);
    loop {
        let lines = wrap(m, text, s, width);
        let fits = lines.len() as f32 * s * LINE_HEIGHT <= room + 0.5;
        if fits || s <= min_size {
            let per_page = ((room + 0.5) / (s * LINE_HEIGHT)).floor().max(1.0) as usize;
            return TextBlock {
                size: s,
                per_page: if fits { lines.len().max(1) } else { per_page },
                lines,
            };
        }
        s = (s - 1.0).max(min_size);
    }
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
    use super::*;

    /// Every character is half the size wide.
    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.5
        }
    }

    #[test]
    fn text_wraps_within_the_box_width() {
        let lines = wrap(&Mono, "one two three four five six", 10.0, 50.0);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(Mono.width(l, 10.0) <= 50.0, "{l:?} is too wide");
        }
        assert_eq!(lines.join(" "), "one two three four five six");
    }

    #[test]
    fn a_word_wider_than_the_box_is_cut() {
        let lines = wrap(&Mono, "Schachschlamassel", 10.0, 30.0);
        assert!(lines.iter().all(|l| Mono.width(l, 10.0) <= 30.0));
        assert_eq!(lines.concat(), "Schachschlamassel");
    }

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
}
