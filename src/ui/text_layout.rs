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

use std::cell::RefCell;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

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
        if self.pages() > 1 {
            let turn = PageTurn {
                key: self.key(),
                page: page.min(self.pages() - 1),
                pages: self.pages(),
            };
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

/// Breaks `text` into lines no wider than `width` at `size`. Paragraphs (`\n`) start new
/// lines; lines break between words, and a word wider than the box breaks at a syllable
/// ([`split_word`]).
pub fn wrap(m: &dyn Measure, text: &str, size: f32, width: f32) -> Vec<String> {
    wrap_words(m, text, size, width).0
}

/// As [`wrap`], and whether a word had to be broken.
fn wrap_words(m: &dyn Measure, text: &str, size: f32, width: f32) -> (Vec<String>, bool) {
    let mut lines = vec![];
    let mut broken = false;
    for para in text.split('\n') {
        let mut cur = String::new();
        for word in units(para) {
            let word = word.as_str();
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
            if m.width(word, size) <= width {
                cur = word.to_string();
                continue;
            }
            // The word alone is too wide: it breaks at syllables.
            broken = true;
            let mut pieces = split_word(m, word, size, width);
            cur = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
        if !cur.is_empty() || para.trim().is_empty() && !lines.is_empty() {
            lines.push(cur);
        }
    }
    (lines, broken)
}

/// The words of `para` as lines may break between them: a mark that French sets apart
/// ("maison !", "« Échec »", "coup :") stays with its word, never alone on a line.
fn units(para: &str) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut open: Option<String> = None;
    for w in para.split_whitespace() {
        let mark = w.chars().all(|c| "!?:;»…%".contains(c));
        match out.last_mut() {
            Some(last) if mark && open.is_none() => {
                last.push(' ');
                last.push_str(w);
                continue;
            }
            _ => {}
        }
        if w == "«" {
            open = Some(open.map_or_else(|| w.to_string(), |o| format!("{o} {w}")));
            continue;
        }
        out.push(match open.take() {
            Some(o) => format!("{o} {w}"),
            None => w.to_string(),
        });
    }
    out.extend(open);
    out
}

/// Whether `c` is a vowel (of the game's eight languages).
fn is_vowel(c: char) -> bool {
    c.to_lowercase()
        .all(|c| "aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüœ".contains(c))
}

/// Where `word` may break at a syllable, as the character index the second part starts
/// at, and whether the first part takes a hyphen: after a hyphen or a slash of its own
/// (no second hyphen), or in the consonants between two vowels: before a single one
/// (*mai-son*), else after the first (*Brik-ke*, *Stukken-school*, *op-schrijven*), with
/// `ch`, `ck`, `ph`, `sh`, `th` and `sch` kept together (*ma-chen*, *Fla-sche*). Each
/// part keeps at least two letters.
pub fn syllable_breaks(word: &str) -> Vec<(usize, bool)> {
    let c: Vec<char> = word.chars().collect();
    let n = c.len();
    let letter = |i: usize| c.get(i).is_some_and(|c| c.is_alphabetic());
    let vowel = |i: usize| letter(i) && is_vowel(c[i]);
    let consonant = |i: usize| letter(i) && !is_vowel(c[i]);
    let starts = |i: usize, s: &str| {
        let l: String = c[i..(i + s.chars().count()).min(n)].iter().collect();
        l.to_lowercase() == s
    };
    let mut out = vec![];
    let mut i = 1;
    while i < n {
        if (c[i - 1] == '-' || c[i - 1] == '/') && i >= 2 && n - i >= 2 {
            out.push((i, false));
            i += 1;
            continue;
        }
        if !(consonant(i) && vowel(i - 1)) {
            i += 1;
            continue;
        }
        // A run of consonants from `i` to `end`, after a vowel.
        let mut end = i;
        while consonant(end) {
            end += 1;
        }
        if vowel(end) {
            let run = end - i;
            let pair = ["ch", "ck", "ph", "sh", "th"].iter().any(|p| starts(i, p));
            let at = if run == 1 || run == 2 && pair || run == 3 && starts(i, "sch") {
                i
            } else if pair {
                i + 2
            } else {
                i + 1
            };
            // Two letters on each side at least.
            let before = c[..at]
                .iter()
                .rev()
                .take_while(|c| c.is_alphabetic())
                .count();
            let after = c[at..].iter().take_while(|c| c.is_alphabetic()).count();
            if before >= 2 && after >= 2 {
                out.push((at, true));
            }
        }
        i = end.max(i + 1);
    }
    out
}

/// `word`, too wide for `width` at `size`, broken into pieces that fit: each at the last
/// syllable break ([`syllable_breaks`]) at which it fits, with its hyphen; where no break
/// fits, after the last letter that does, with a hyphen (a word longer than any box).
pub fn split_word(m: &dyn Measure, word: &str, size: f32, width: f32) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let breaks = syllable_breaks(word);
    let mut out = vec![];
    let mut from = 0;
    while m.width(&chars[from..].iter().collect::<String>(), size) > width {
        let piece = |to: usize, hyphen: bool| {
            let mut p: String = chars[from..to].iter().collect();
            if hyphen {
                p.push('-');
            }
            p
        };
        let at = breaks
            .iter()
            .rev()
            .filter(|(i, _)| *i > from)
            .map(|&(i, h)| (i, piece(i, h)))
            .find(|(_, p)| m.width(p, size) <= width)
            .or_else(|| {
                (from + 1..chars.len())
                    .rev()
                    .map(|i| (i, piece(i, true)))
                    .find(|(_, p)| m.width(p, size) <= width)
            });
        match at {
            Some((i, p)) => {
                out.push(p);
                from = i;
            }
            // Not even one letter and a hyphen fits: one letter a line.
            None => {
                out.push(chars[from].to_string());
                from += 1;
            }
        }
        if from >= chars.len() {
            return out;
        }
    }
    out.push(chars[from..].iter().collect());
    out
}

/// Lays `text` out in a box `width` wide and at most `room` high: at `size` if it fits,
/// else at the largest smaller size down to `min_size` at which it fits with every word
/// whole, else at `min_size`, on pages turned by hand if it must (each page's last line
/// is its marker).
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
        if self.pages() > 1 {
            let turn = PageTurn {
                key: self.key(),
                page: page.min(self.pages() - 1),
                pages: self.pages(),
            };
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
                let (lines, b) = wrap_words(m, t.as_ref(), s, width);
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

/// `text` on one line in a box `width` wide: at `size` if it fits, else at the largest
/// size down to `min_size` at which it fits, else at `min_size`, cut short with "…".
/// Only for what may be cut: a name a person typed (whole where it is typed; a long one
/// may be cut beside a piece or in a table's cell), a chart's label whose layout tries
/// more room when it is cut. A text that matters takes a second line where it must
/// ([`lay_out`]); the layout tests find a "…" on it.
pub fn fit_line(
    m: &dyn Measure,
    text: &str,
    width: f32,
    size: f32,
    min_size: f32,
) -> (String, f32) {
    let s = fit_size(m, text, width, size, min_size);
    if m.width(text, s) <= width {
        return (text.to_string(), s);
    }
    let mut cut: Vec<char> = text.chars().collect();
    while !cut.is_empty() {
        cut.pop();
        let t: String = cut.iter().collect::<String>().trim_end().to_string() + "…";
        if m.width(&t, s) <= width {
            return (t, s);
        }
    }
    (String::new(), s)
}

/// The largest size from `size` down to `min_size` at which `text` is at most `width`
/// wide on one line (`min_size` where none is).
pub fn fit_size(m: &dyn Measure, text: &str, width: f32, size: f32, min_size: f32) -> f32 {
    let min_size = min_size.min(size).max(1.0);
    let w = m.width(text, size);
    if w <= width {
        return size;
    }
    let fitting = (size * width / w).floor();
    if fitting >= min_size && m.width(text, fitting) <= width {
        return fitting;
    }
    let mut s = fitting.max(min_size).min(size);
    while s > min_size && m.width(text, s) > width {
        s -= 1.0;
    }
    s
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
    /// A page marker's turn: which text on pages it turns, from which page.
    pub turn: Option<PageTurn>,
}

impl Line {
    /// The line's vertical centre, where the pen centres its text.
    pub fn center_y(&self) -> f32 {
        self.rect.y + self.rect.h / 2.0
    }
}

/// The page marker of a text on pages: the text (its key), the page on show, how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageTurn {
    /// The text's key ([`TextBlock::key`], [`Stack::key`]).
    pub key: u64,
    /// The page on show.
    pub page: usize,
    /// How many pages.
    pub pages: usize,
}

/// A page marker's words: "◀ 2/3 ▶".
pub fn marker_text(turn: PageTurn) -> String {
    format!("◀ {}/{} ▶", turn.page + 1, turn.pages)
}

/// The page marker of `turn` at `size`, its top at `top`, at the right edge of a box
/// from `x`, `width` wide.
fn marker_line(m: &dyn Measure, turn: PageTurn, size: f32, x: f32, width: f32, top: f32) -> Line {
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
fn key_of<'a>(size: f32, pages: usize, lines: impl Iterator<Item = &'a str>) -> u64 {
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
    /// Whether something that changes by time alone was drawn since [`take_timed`].
    static TIMED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
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
        turn: None,
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
    fn a_word_wider_than_the_box_breaks_with_hyphens() {
        let lines = wrap(&Mono, "Schachschlamassel", 10.0, 30.0);
        assert!(
            lines.iter().all(|l| Mono.width(l, 10.0) <= 30.0),
            "{lines:?}"
        );
        assert!(lines[..lines.len() - 1].iter().all(|l| l.ends_with('-')));
        assert_eq!(lines.concat().replace('-', ""), "Schachschlamassel");
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
        assert_eq!(fit_size(&Mono, "abcdefgh", 60.0, 20.0, 10.0), 15.0);
        let (t, s) = fit_line(&Mono, "abcdefghijklmnop", 60.0, 20.0, 10.0);
        assert_eq!(s, 10.0);
        assert!(t.ends_with('…') && Mono.width(&t, s) <= 60.0, "{t}");
    }

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

    #[test]
    fn words_break_only_at_syllables_with_a_hyphen() {
        let breaks = |w: &str| -> Vec<String> {
            let c: Vec<char> = w.chars().collect();
            syllable_breaks(w)
                .into_iter()
                .map(|(i, h)| {
                    let a: String = c[..i].iter().collect();
                    let b: String = c[i..].iter().collect();
                    format!("{a}{}|{b}", if h { "-" } else { "" })
                })
                .collect()
        };
        assert!(breaks("maison").contains(&"mai-|son".to_string()));
        assert!(breaks("Stukkenschool").contains(&"Stukken-|school".to_string()));
        assert!(!breaks("Stukkenschool").iter().any(|b| b.contains("sc-|h")));
        assert!(breaks("opschrijven").contains(&"op-|schrijven".to_string()));
        assert!(breaks("Brikkeskolen").contains(&"Brik-|keskolen".to_string()));
        assert!(breaks("Flasche").contains(&"Fla-|sche".to_string()));
        assert!(breaks("a/b").is_empty(), "two letters each side");
        assert!(breaks("Bo").is_empty());
        assert!(breaks("Maximilian-Alexander").contains(&"Maximilian-|Alexander".to_string()));
        // A word too wide for its box breaks at the last syllable that fits.
        let pieces = split_word(&Mono, "Brikkeskolen", 10.0, 50.0);
        assert_eq!(pieces, ["Brikkesko-", "len"]);
        let pieces = split_word(&Mono, "Brikkeskolen", 10.0, 40.0);
        assert_eq!(pieces, ["Brikkes-", "kolen"]);
        let pieces = wrap(&Mono, "Stukkenschool", 10.0, 45.0);
        assert_eq!(pieces, ["Stukken-", "school"]);
    }

    #[test]
    fn a_mark_set_apart_stays_with_its_word() {
        // "maison !" never leaves the "!" alone on the next line.
        let lines = wrap(&Mono, "le fou est à la maison !", 10.0, 110.0);
        assert_eq!(lines, ["le fou est à la", "maison !"]);
        let lines = wrap(&Mono, "« Échec » dit-il", 10.0, 50.0);
        assert_eq!(lines, ["« Échec »", "dit-il"]);
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

    #[test]
    fn centred_lines_sit_in_the_middle_of_their_box() {
        let l = line_at(&Mono, "abcd", 10.0, 100.0, 60.0, 5.0, Align::Center);
        assert_eq!(l.rect.x, 120.0);
        assert_eq!(l.rect.w, 20.0);
        assert_eq!(l.center_y(), 5.0 + 10.0 * LINE_HEIGHT / 2.0);
    }
}
