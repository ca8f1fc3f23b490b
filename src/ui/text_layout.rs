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

    /// Page `page` placed in a box from `x`, `width` wide, its first line's top at `top`.
    pub fn place(
        &self,
        m: &dyn Measure,
        page: usize,
        x: f32,
        width: f32,
        top: f32,
        align: Align,
    ) -> Vec<Line> {
        place(m, self.page(page), self.size, x, width, top, align)
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

/// Several texts laid out one under the other in one box, at one size: each text starts
/// a new line, `gap` font sizes below the one before. At `size` if they all fit, else at
/// the largest smaller size down to `min_size` at which they fit, else at `min_size` on
/// pages (a text that fits a page whole is not split).
#[derive(Clone, Debug, PartialEq)]
pub struct Stack {
    /// The font size every line is drawn at.
    pub size: f32,
    /// The pages (at least one), each a list of lines.
    pub pages: Vec<Vec<StackLine>>,
}

/// A line of a [`Stack`].
#[derive(Clone, Debug, PartialEq)]
pub struct StackLine {
    /// Which of the texts the line belongs to.
    pub item: usize,
    /// The line.
    pub text: String,
    /// Its top, from the top of the page.
    pub top: f32,
}

impl Stack {
    /// The height of one line.
    pub fn line_height(&self) -> f32 {
        self.size * LINE_HEIGHT
    }

    /// How many pages the lines fill.
    pub fn pages(&self) -> usize {
        self.pages.len().max(1)
    }

    /// The lines of page `page` (the last page if `page` is past it).
    pub fn page(&self, page: usize) -> &[StackLine] {
        self.pages
            .get(page.min(self.pages.len().saturating_sub(1)))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// The height of the fullest page.
    pub fn height(&self) -> f32 {
        self.pages
            .iter()
            .filter_map(|p| p.last())
            .map(|l| l.top + self.line_height())
            .fold(0.0, f32::max)
    }

    /// Page `page` placed in a box from `x`, `width` wide, its first line's top at `top`.
    pub fn place(
        &self,
        m: &dyn Measure,
        page: usize,
        x: f32,
        width: f32,
        top: f32,
        align: Align,
    ) -> Vec<Line> {
        self.page(page)
            .iter()
            .map(|l| line_at(m, &l.text, self.size, x, width, top + l.top, align))
            .collect()
    }
}

/// Lays `texts` out one under the other in a box `width` wide and at most `room` high:
/// see [`Stack`].
pub fn stack<T: AsRef<str>>(
    m: &dyn Measure,
    texts: &[T],
    width: f32,
    room: f32,
    size: f32,
    min_size: f32,
    gap: f32,
) -> Stack {
    let min_size = min_size.min(size).max(1.0);
    let mut s = size.max(min_size);
    loop {
        let wrapped: Vec<Vec<String>> = texts
            .iter()
            .map(|t| wrap(m, t.as_ref(), s, width))
            .collect();
        let lh = s * LINE_HEIGHT;
        let gap_px = gap * s;
        let mut pages: Vec<Vec<StackLine>> = vec![vec![]];
        let mut y = 0.0;
        for (item, lines) in wrapped.into_iter().enumerate() {
            if lines.is_empty() {
                continue;
            }
            let first_on_page = pages.last().is_none_or(Vec::is_empty);
            let start = if first_on_page { 0.0 } else { y + gap_px };
            let whole = lines.len() as f32 * lh;
            // A text that does not fit under the others but fits a page alone starts one.
            let (mut y_next, fresh) =
                if start + whole > room + 0.5 && !first_on_page && whole <= room + 0.5 {
                    (0.0, true)
                } else {
                    (start, false)
                };
            if fresh {
                pages.push(vec![]);
            }
            for text in lines {
                let page_empty = pages.last().is_none_or(Vec::is_empty);
                if y_next + lh > room + 0.5 && !page_empty {
                    pages.push(vec![]);
                    y_next = 0.0;
                }
                if let Some(p) = pages.last_mut() {
                    p.push(StackLine {
                        item,
                        text,
                        top: y_next,
                    });
                }
                y_next += lh;
            }
            y = y_next;
        }
        if pages.len() <= 1 || s <= min_size {
            return Stack { size: s, pages };
        }
        s = (s - 1.0).max(min_size);
    }
}

/// `text` on one line in a box `width` wide: at `size` if it fits, else at the largest
/// size down to `min_size` at which it fits, else at `min_size`, cut short with "…".
pub fn fit_line(
    m: &dyn Measure,
    text: &str,
    width: f32,
    size: f32,
    min_size: f32,
) -> (String, f32) {
    let min_size = min_size.min(size).max(1.0);
    let w = m.width(text, size);
    if w <= width {
        return (text.to_string(), size);
    }
    let fitting = (size * width / w).floor();
    if fitting >= min_size && m.width(text, fitting) <= width {
        return (text.to_string(), fitting);
    }
    let mut s = fitting.max(min_size);
    while s > min_size && m.width(text, s) > width {
        s -= 1.0;
    }
    if m.width(text, s) <= width {
        return (text.to_string(), s);
    }
    let mut cut: Vec<char> = text.chars().collect();
    while !cut.is_empty() {
        cut.pop();
        let t: String = cut.iter().collect::<String>().trim_end().to_string() + "…";
        if m.width(&t, min_size) <= width {
            return (t, min_size);
        }
    }
    (String::new(), min_size)
}

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
    }
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

/// Seconds each page of a paged text stays before the next one shows.
pub const PAGE_SECONDS: f64 = 5.0;

/// The page of `pages` on show `seconds` after some start: they take turns. A text of
/// several pages changes by time alone, so the frame loop learns of it
/// ([`take_timed`]) and keeps drawing a few frames a second while it is on screen.
pub fn page_at(pages: usize, seconds: f64) -> usize {
    if pages <= 1 || !seconds.is_finite() || seconds < 0.0 {
        return 0;
    }
    PAGED.with(|p| p.set(true));
    (seconds / PAGE_SECONDS) as usize % pages
}

thread_local! {
    /// Whether a text that turns its pages by time was drawn since [`take_timed`].
    static PAGED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Something on screen changes by time alone (a blinking caret): the frame loop keeps a
/// few frames a second, as for a paged text.
pub fn note_timed() {
    PAGED.with(|p| p.set(true));
}

/// Whether a text that turns its pages by time ([`page_at`]), or anything else that
/// changes by time alone ([`note_timed`]), was drawn since the last call (the frame
/// loop asks once a frame).
pub fn take_timed() -> bool {
    PAGED.with(|p| p.replace(false))
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

    #[test]
    fn stacked_texts_share_one_size_and_never_overlap() {
        let texts = [
            "one two three four",
            "five six",
            "seven eight nine ten eleven",
        ];
        let s = stack(&Mono, &texts, 50.0, 200.0, 20.0, 10.0, 0.5);
        assert_eq!(s.pages(), 1);
        let lines = s.place(&Mono, 0, 0.0, 50.0, 0.0, Align::Left);
        for (i, a) in lines.iter().enumerate() {
            assert!(a.rect.w <= 50.0);
            for b in &lines[i + 1..] {
                assert!(!a.rect.overlaps(&b.rect), "{a:?} {b:?}");
            }
        }
        assert!(s.height() <= 200.5);
        // Each text starts a new line.
        let items: Vec<usize> = s.page(0).iter().map(|l| l.item).collect();
        assert!(items.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(items.first(), Some(&0));
        assert_eq!(items.last(), Some(&2));
    }

    #[test]
    fn stacked_texts_shrink_then_page_keeping_short_texts_whole() {
        let long = "word ".repeat(30);
        let texts = ["a short one", long.as_str(), "another short one"];
        let s = stack(&Mono, &texts, 100.0, 60.0, 20.0, 10.0, 0.3);
        assert_eq!(s.size, 10.0);
        assert!(s.pages() > 1);
        assert!(s.height() <= 60.5);
        for p in 0..s.pages() {
            let page = s.page(p);
            assert!(!page.is_empty());
            for l in page {
                assert!(l.top + s.line_height() <= 60.5 || page.len() == 1);
            }
        }
        // The last short text is on one page, whole.
        let last: Vec<usize> = (0..s.pages())
            .filter(|&p| s.page(p).iter().any(|l| l.item == 2))
            .collect();
        assert_eq!(last.len(), 1);
        // Nothing is lost.
        let n: usize = (0..s.pages()).map(|p| s.page(p).len()).sum();
        let want: usize = texts
            .iter()
            .map(|t| wrap(&Mono, t, 10.0, 100.0).len())
            .sum();
        assert_eq!(n, want);
    }

    #[test]
    fn a_line_too_long_shrinks_to_the_smallest_size_then_is_cut_short() {
        assert_eq!(
            fit_line(&Mono, "abcd", 100.0, 20.0, 10.0),
            ("abcd".into(), 20.0)
        );
        let (t, s) = fit_line(&Mono, "abcdefgh", 60.0, 20.0, 10.0);
        assert_eq!((t.as_str(), s), ("abcdefgh", 15.0));
        let (t, s) = fit_line(&Mono, "abcdefghijklmnop", 60.0, 20.0, 10.0);
        assert_eq!(s, 10.0);
        assert!(t.ends_with('…') && Mono.width(&t, s) <= 60.0, "{t}");
    }

    #[test]
    fn pages_take_turns() {
        assert_eq!(page_at(1, 100.0), 0);
        assert_eq!(page_at(3, 0.0), 0);
        assert_eq!(page_at(3, PAGE_SECONDS + 0.1), 1);
        assert_eq!(page_at(3, 3.0 * PAGE_SECONDS + 0.1), 0);
        assert!(take_timed(), "a paged text was asked for its page");
        assert!(!take_timed(), "once a frame");
        page_at(1, 7.0);
        assert!(!take_timed(), "one page does not change by time");
        assert_eq!(page_at(2, f64::NAN), 0);
    }

    #[test]
    fn centred_lines_sit_in_the_middle_of_their_box() {
        let l = line_at(&Mono, "abcd", 10.0, 100.0, 60.0, 5.0, Align::Center);
        assert_eq!(l.rect.x, 120.0);
        assert_eq!(l.rect.w, 20.0);
        assert_eq!(l.center_y(), 5.0 + 10.0 * LINE_HEIGHT / 2.0);
    }
}
