//! Several texts stacked one under the other in one box, at one size, on pages where
//! they must be (a text that fits a page whole is not split).

use crate::text_layout::pages::{key_of, marker_line};
use crate::text_layout::words::wrap_words;
use crate::text_layout::{line_at, page_on_show, Align, Line, Measure, PageTurn, LINE_HEIGHT};

/// Several texts laid out one under the other in one box, at one size: each text starts
/// a new line, `gap` font sizes below the one before. At `size` if they all fit, else at
/// the largest smaller size down to `min_size` at which they fit with every word whole,
/// else at `min_size` on pages turned by hand (a text that fits a page whole is not
/// split; each page ends with its marker).
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

    /// Where the page marker's line begins: under the fullest page.
    fn lines_height(&self) -> f32 {
        self.pages
            .iter()
            .filter_map(|p| p.last())
            .map(|l| l.top + self.line_height())
            .fold(0.0, f32::max)
    }

    /// The height of the fullest page, with the page marker.
    pub fn height(&self) -> f32 {
        let marker = if self.pages() > 1 {
            self.line_height()
        } else {
            0.0
        };
        self.lines_height() + marker
    }

    /// What names these texts among the texts on pages, for [`page_on_show`].
    pub fn key(&self) -> u64 {
        key_of(
            self.size,
            self.pages(),
            self.pages.iter().flatten().map(|l| l.text.as_str()),
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
        let mut lines: Vec<Line> = self
            .page(page)
            .iter()
            .map(|l| line_at(m, &l.text, self.size, x, width, top + l.top, align))
            .collect();
        if let Some(turn) = PageTurn::of(|| self.key(), page, self.pages()) {
            let y = top + self.lines_height();
            lines.push(marker_line(m, turn, self.size, x, width, y));
        }
        lines
    }

    /// The page on show placed as [`Stack::place`] places it.
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
        let mut broken = false;
        let wrapped: Vec<Vec<String>> = texts
            .iter()
            .map(|t| {
                let (lines, b) = wrap_words(m, &crate::text_layout::bounded(t.as_ref()), s, width);
                broken |= b;
                lines
            })
            .collect();
        let pages = paginate(&wrapped, s, gap, room);
        if pages.len() <= 1 && !broken || s <= min_size {
            // On pages, each page gives its last line to the marker.
            let pages = if pages.len() > 1 {
                paginate(&wrapped, s, gap, room - s * LINE_HEIGHT)
            } else {
                pages
            };
            return Stack { size: s, pages };
        }
        s = (s - 1.0).max(min_size);
    }
}

/// The lines of `wrapped` texts at size `s` on pages `room` high.
fn paginate(wrapped: &[Vec<String>], s: f32, gap: f32, room: f32) -> Vec<Vec<StackLine>> {
    let lh = s * LINE_HEIGHT;
    let gap_px = gap * s;
    let mut pages: Vec<Vec<StackLine>> = vec![vec![]];
    let mut y = 0.0;
    for (item, lines) in wrapped.iter().enumerate() {
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
                    text: text.clone(),
                    top: y_next,
                });
            }
            y_next += lh;
        }
        y = y_next;
    }
    pages
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

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
    fn stacked_texts_on_pages_keep_a_line_for_the_marker() {
        let long = "word ".repeat(60);
        let texts = ["a short one", long.as_str(), "another short one"];
        let s = stack(&Mono, &texts, 100.0, 60.0, 20.0, 10.0, 0.3);
        assert!(s.pages() > 1);
        for p in 0..s.pages() {
            let lines = s.place(&Mono, p, 0.0, 100.0, 0.0, Align::Left);
            let marker = lines.last().unwrap();
            assert_eq!(marker.turn.map(|t| t.page), Some(p));
            assert!(marker.rect.y + marker.rect.h <= 60.5, "{marker:?}");
            for l in &lines[..lines.len() - 1] {
                assert!(!l.rect.overlaps(&marker.rect), "{l:?}");
            }
        }
        assert!(s.height() <= 60.5);
    }
}
