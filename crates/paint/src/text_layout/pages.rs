//! Text on pages, turned by hand: each page's marker ("◀ 2/3 ▶"), the page each text
//! is turned to, and the markers drawn this frame, which a click or a tap turns.

use crate::text_layout::{line_at, Align, Line, Measure, TextRect};
use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// The page marker of a text on pages: the text (its key), the page on show, how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageTurn {
    /// The text's key ([`TextBlock::key`](crate::text_layout::TextBlock::key), [`Stack::key`](crate::text_layout::Stack::key)).
    pub key: u64,
    /// The page on show.
    pub page: usize,
    /// How many pages.
    pub pages: usize,
}

impl PageTurn {
    /// The marker of page `page` of a text on `pages` pages, which `key` names (the last
    /// page where `page` is past it): none where the text is on one page.
    pub(in crate::text_layout) fn of(
        key: impl FnOnce() -> u64,
        page: usize,
        pages: usize,
    ) -> Option<PageTurn> {
        (pages > 1).then(|| PageTurn {
            key: key(),
            page: page.min(pages - 1),
            pages,
        })
    }
}

/// A page marker's words: "◀ 2/3 ▶".
pub fn marker_text(turn: PageTurn) -> String {
    format!("◀ {}/{} ▶", turn.page + 1, turn.pages)
}

/// The page marker of `turn` at `size`, its top at `top`, at the right edge of a box
/// from `x`, `width` wide.
pub(in crate::text_layout) fn marker_line(
    m: &dyn Measure,
    turn: PageTurn,
    size: f32,
    x: f32,
    width: f32,
    top: f32,
) -> Line {
    let text = marker_text(turn);
    let w = m.width(&text, size);
    Line {
        turn: Some(turn),
        ..line_at(
            m,
            &text,
            size,
            x + (width - w).max(0.0),
            w,
            top,
            Align::Left,
        )
    }
}

/// A key for a text on pages, from its size, its pages and its lines.
pub(in crate::text_layout) fn key_of<'a>(
    size: f32,
    pages: usize,
    lines: impl Iterator<Item = &'a str>,
) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    size.to_bits().hash(&mut h);
    pages.hash(&mut h);
    for l in lines {
        l.hash(&mut h);
    }
    h.finish()
}

/// The pages the reader turned to, by text, and the page markers drawn this frame.
#[derive(Default)]
struct Turned {
    page: HashMap<u64, usize>,
    markers: Vec<(TextRect, PageTurn)>,
}

thread_local! {
    static TURNED: RefCell<Turned> = RefCell::new(Turned::default());
}

/// The page of the text `key` (of `pages` pages) the reader has turned to: 0 until its
/// marker is clicked.
pub fn page_on_show(key: u64, pages: usize) -> usize {
    TURNED.with(|t| t.borrow().page.get(&key).copied().unwrap_or(0)) % pages.max(1)
}

/// Turns the text of a page marker to the next page (`forward`) or the one before,
/// round from the last to the first.
pub fn turn_page(turn: PageTurn, forward: bool) {
    let pages = turn.pages.max(1);
    let page = if forward {
        (turn.page + 1) % pages
    } else {
        (turn.page + pages - 1) % pages
    };
    TURNED.with(|t| {
        let mut t = t.borrow_mut();
        // Texts long gone are forgotten; a screen shows a few at most.
        if t.page.len() > 64 {
            t.page.clear();
        }
        t.page.insert(turn.key, page);
    });
}

/// The page on show of a text on pages, from its lines as laid out for any page (the
/// first page marker among them names the text): 0 when none is on pages.
pub fn turned_page<'a>(lines: impl IntoIterator<Item = &'a Line>) -> usize {
    lines
        .into_iter()
        .find_map(|l| l.turn)
        .map_or(0, |t| page_on_show(t.key, t.pages))
}

/// The pen drew a page marker: a click on it turns the page ([`take_markers`]).
pub fn note_marker(l: &Line) {
    if let Some(turn) = l.turn {
        TURNED.with(|t| t.borrow_mut().markers.push((l.rect, turn)));
    }
}

/// The page markers drawn since the last call (the frame loop asks once a frame, and
/// turns the one a click hits).
pub fn take_markers() -> Vec<(TextRect, PageTurn)> {
    TURNED.with(|t| std::mem::take(&mut t.borrow_mut().markers))
}

/// What a click at (`x`, `y`) on one of `markers` turns: the text, and forward (the
/// marker's right half, ▶) or back (its left half, ◀). A marker takes clicks a little
/// around its words, `pad` on every side.
pub fn marker_hit(
    markers: &[(TextRect, PageTurn)],
    x: f32,
    y: f32,
    pad: f32,
) -> Option<(PageTurn, bool)> {
    markers.iter().find_map(|(r, turn)| {
        let inside =
            x >= r.x - pad && x <= r.x + r.w + pad && y >= r.y - pad && y <= r.y + r.h + pad;
        inside.then_some((*turn, x >= r.x + r.w / 2.0))
    })
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

    #[test]
    fn pages_turn_only_by_hand_and_each_shows_its_marker() {
        let text = "word ".repeat(200);
        let b = lay_out(&Mono, &text, 100.0, 60.0, 20.0, 12.0);
        assert!(b.pages() > 2);
        let key = b.key();
        assert_eq!(
            page_on_show(key, b.pages()),
            0,
            "the first page until turned"
        );
        for page in 0..b.pages() {
            let lines = b.place(&Mono, page, 0.0, 100.0, 0.0, Align::Left);
            let marker = lines.last().expect("lines");
            let turn = marker.turn.expect("the last line is the marker");
            assert_eq!((turn.page, turn.pages), (page, b.pages()));
            assert_eq!(marker.text, format!("◀ {}/{} ▶", page + 1, b.pages()));
            assert!(
                marker.rect.x + marker.rect.w <= 100.5,
                "at the box's right edge"
            );
            assert!(marker.rect.y + marker.rect.h <= 60.5, "inside the room");
            assert!(lines[..lines.len() - 1].iter().all(|l| l.turn.is_none()));
        }
        // A click on the marker's right half turns forward, on its left half back.
        let lines = b.place_on_show(&Mono, 0.0, 100.0, 0.0, Align::Left);
        note_marker(lines.last().unwrap());
        let markers = take_markers();
        assert!(take_markers().is_empty(), "once a frame");
        let r = markers[0].0;
        let (turn, forward) = marker_hit(&markers, r.x + r.w * 0.9, r.y + 1.0, 0.0).unwrap();
        assert!(forward);
        turn_page(turn, forward);
        assert_eq!(b.page_on_show(), 1);
        let (turn, forward) = marker_hit(&markers, r.x + 1.0, r.y + 1.0, 0.0).unwrap();
        assert!(!forward);
        turn_page(turn, forward);
        turn_page(turn, forward);
        assert_eq!(
            b.page_on_show(),
            b.pages() - 1,
            "round from the first to the last"
        );
        assert!(marker_hit(&markers, r.x - 5.0, r.y, 1.0).is_none());
        // Another text keeps its own page.
        let other = lay_out(&Mono, &"other ".repeat(200), 100.0, 60.0, 20.0, 12.0);
        assert_eq!(other.page_on_show(), 0);
        assert!(!take_timed(), "a text on pages does not change by time");
    }

    #[test]
    fn a_text_on_one_page_has_no_marker() {
        let b = lay_out(&Mono, "short", 100.0, 60.0, 20.0, 12.0);
        let lines = b.place(&Mono, 0, 0.0, 100.0, 0.0, Align::Left);
        assert_eq!(lines.len(), 1);
        assert!(lines[0].turn.is_none());
        assert_eq!(b.height(), 20.0 * LINE_HEIGHT);
    }
}
