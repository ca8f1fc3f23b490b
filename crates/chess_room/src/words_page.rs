//! The "chess words" page: the pieces, check, checkmate, stalemate, draw, castling, en
//! passant and promotion in every language of [`shell::i18n::chess_words`].
//!
//! One size for every cell of the table (issue 49: each cell shrank its own word until
//! "bondeforvandling" was too small to read): every word whole at that size, the
//! languages side by side as many as fit, the reader's own first, the others on pages
//! turned by ◀ ▶ (the arrow keys, Page Up/Down). Where everything goes is window-free
//! ([`layout`]) and tested at every size (`tests/it/text_layout/words_page.rs`).

use crate::board::draw_chess_piece;
use crate::texts::ChessMsg;
use chess::{Color as Side, Piece};
use macroquad::prelude::*;
use paint::draw::{draw_button, Pen, INK, PAPER};
use paint::flat_fill::{draw_line, draw_rectangle};
use paint::flow::Band;
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{fit_line, line_at, line_in, Align, Line, Measure, LINE_HEIGHT};
use shell::i18n::chess_words::{word, Language, Word};
use shell::i18n::{chess_language, Lang};
use shell::keys::{self, Action};
use shell::Frame;
use std::cell::RefCell;

/// A cell has this many text sizes of room beside its word.
const CELL_PAD: f32 = 0.6;
/// The pieces' column is this many text sizes wide.
const ICON: f32 = 1.6;
/// Every other row is shaded a little.
const STRIPE: Color = Color::new(0.0, 0.0, 0.0, 0.05);

fn piece_of(w: Word) -> Option<Piece> {
    Some(match w {
        Word::King => Piece::King,
        Word::Queen => Piece::Queen,
        Word::Rook => Piece::Rook,
        Word::Bishop => Piece::Bishop,
        Word::Knight => Piece::Knight,
        Word::Pawn => Piece::Pawn,
        _ => return None,
    })
}

/// The page's arrows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordsButton {
    /// The languages before.
    Previous,
    /// The next languages.
    Next,
}

/// The words page laid out in a window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WordsLayout {
    /// The heading.
    pub title: Option<Line>,
    /// How to go back.
    pub hint: Option<Line>,
    /// The languages' names over their columns.
    pub heads: Vec<Line>,
    /// Every word on show, a row a word, the rows' cells in the columns' order.
    pub cells: Vec<Line>,
    /// The rows of words (the first under the heads).
    pub rows: Vec<Rect>,
    /// The languages on show, in the columns' order.
    pub columns: Vec<Language>,
    /// The pages of languages: each page's languages.
    pub pages: Vec<Vec<Language>>,
    /// The page on show.
    pub page: usize,
    /// ◀ and ▶, where there is more than one page.
    pub buttons: Vec<(WordsButton, Rect)>,
    /// The page on show of how many ("2/3"), between the arrows.
    pub marker: Option<Line>,
    /// The size of every cell's and head's text.
    pub size: f32,
    /// The pieces' column: its left and its width.
    pub icons: (f32, f32),
}

impl WordsLayout {
    /// Every line of text on the page.
    pub fn lines(&self) -> Vec<&Line> {
        self.title
            .iter()
            .chain(&self.heads)
            .chain(&self.cells)
            .chain(self.hint.iter())
            .chain(self.marker.iter())
            .collect()
    }
}

/// The languages in the table's order for a reader of `lang`: theirs first.
fn columns_for(lang: Lang) -> Vec<Language> {
    let own = chess_language(lang);
    std::iter::once(own)
        .chain(Language::ALL.into_iter().filter(|l| *l != own))
        .collect()
}

/// Lays the words page out in a `w` × `h` window for a reader of `lang`, `page` of the
/// languages on show (past the last, the first again).
pub fn layout(m: &dyn Measure, lang: Lang, page: usize, w: f32, h: f32) -> WordsLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    let margin = (w * 0.03).max(small * 0.5);
    let avail = w - 2.0 * margin;
    let gap = (small * 0.4).round();
    let mut out = WordsLayout::default();

    // The heading, whole, as large as fits.
    let title = ::words::say(lang, &ChessMsg::WordsTitle);
    let (title, tsize) = fit_line(m, &title, avail, (ts * 1.2).round(), small);
    let title_line = line_at(m, &title, tsize, margin, avail, gap, Align::Center);
    let top = title_line.rect.y + title_line.rect.h + gap;
    out.title = Some(title_line);

    // The bottom: how to go back, and the arrows with the page between them.
    let bh = (small * 2.2).round();
    let by = h - bh - gap;
    let arrow_w = (bh * 1.3).round();

    // The table between: one size for every cell, as large as the rows allow.
    let rows = Word::ALL.len() + 1;
    let row_h = ((by - gap - top) / rows as f32).max(small * LINE_HEIGHT);
    let size = (row_h / LINE_HEIGHT).floor().clamp(small, ts);
    let icon_w = size * ICON;
    let column_w = |l: Language| {
        Word::ALL
            .iter()
            .map(|wd| m.width(word(*wd, l), size))
            .chain([m.width(l.name(), size)])
            .fold(0.0, f32::max)
            + size * CELL_PAD
    };
    // Pages: as many languages side by side as fit, in order; a page is a row of the
    // languages' columns wrapped to the room beside the pieces.
    let languages = columns_for(lang);
    let widths: Vec<f32> = languages.iter().map(|l| column_w(*l)).collect();
    let band = Band {
        x: margin + icon_w,
        y: 0.0,
        width: avail - icon_w,
        row_h: 1.0,
        gap: 0.0,
    };
    let cells = band.wrap(&widths, Align::Left);
    let mut pages: Vec<Vec<(Language, Rect)>> = vec![];
    for (i, (l, c)) in languages.into_iter().zip(cells).enumerate() {
        if i == 0 || c.x == band.x {
            pages.push(vec![]);
        }
        if let Some(p) = pages.last_mut() {
            p.push((l, c));
        }
    }
    let page = page % pages.len().max(1);
    let columns = pages.get(page).cloned().unwrap_or_default();
    let right = columns.last().map_or(band.x, |(_, c)| c.right());
    let line = |text: &str, c: &Rect, y: f32| {
        let cell = Rect { y, h: row_h, ..*c };
        line_in(m, text, size, cell, Align::Left)
    };
    for (l, c) in &columns {
        out.heads.push(line(l.name(), c, top));
    }
    for (r, wd) in Word::ALL.iter().enumerate() {
        let y = top + row_h * (r as f32 + 1.0);
        out.rows.push(Rect {
            x: margin,
            y,
            w: right - margin,
            h: row_h,
        });
        for (l, c) in &columns {
            out.cells.push(line(word(*wd, *l), c, y));
        }
    }

    let paged = pages.len() > 1;
    let mut hint_right = margin + avail;
    if paged {
        let next = Rect {
            x: margin + avail - arrow_w,
            y: by,
            w: arrow_w,
            h: bh,
        };
        let marker = format!("{}/{}", page + 1, pages.len());
        let mw = m.width(&marker, small) + gap * 2.0;
        let previous = Rect {
            x: next.x - mw - arrow_w,
            ..next
        };
        out.marker = Some(line_at(
            m,
            &marker,
            small,
            previous.x + arrow_w,
            mw,
            by + (bh - small * LINE_HEIGHT) / 2.0,
            Align::Center,
        ));
        out.buttons = vec![(WordsButton::Previous, previous), (WordsButton::Next, next)];
        hint_right = previous.x - gap;
    }
    let back = ::words::say(lang, &ChessMsg::PageBack);
    let (back, bsize) = fit_line(m, &back, hint_right - margin, small, small);
    out.hint = Some(line_at(
        m,
        &back,
        bsize,
        margin,
        hint_right - margin,
        by + (bh - bsize * LINE_HEIGHT) / 2.0,
        Align::Left,
    ));
    out.columns = columns.iter().map(|(l, _)| *l).collect();
    out.pages = pages
        .into_iter()
        .map(|p| p.into_iter().map(|(l, _)| l).collect())
        .collect();
    out.page = page;
    out.size = size;
    out.icons = (margin, icon_w);
    out
}

/// The page of languages on show, and the arrows as they were last drawn (what a click
/// is judged against) with the number of pages.
#[derive(Default)]
struct Shown {
    page: usize,
    buttons: Vec<(WordsButton, Rect)>,
    pages: usize,
}

thread_local! {
    static SHOWN: RefCell<Shown> = RefCell::new(Shown::default());
}

/// One frame of the words page: ◀ ▶ (a click, the arrow keys, Page Up/Down) turn its
/// pages round; Enter, Esc or a click elsewhere close it. Returns whether it closes.
pub(crate) fn update_words(frame: &Frame) -> bool {
    let clicked = frame.click_at();
    SHOWN.with(|s| {
        let mut s = s.borrow_mut();
        let on = clicked.and_then(|(x, y)| {
            s.buttons
                .iter()
                .find(|(_, r)| r.contains(x, y))
                .map(|(b, _)| *b)
        });
        let n = s.pages.max(1);
        if on == Some(WordsButton::Next)
            || frame.pressed(KeyCode::Right)
            || frame.pressed(KeyCode::PageDown)
        {
            s.page = (s.page + 1) % n;
            return false;
        }
        if on == Some(WordsButton::Previous)
            || frame.pressed(KeyCode::Left)
            || frame.pressed(KeyCode::PageUp)
        {
            s.page = (s.page + n - 1) % n;
            return false;
        }
        let close = keys::pressed(frame, Action::Back)
            || keys::pressed(frame, Action::Confirm)
            || clicked.is_some();
        if close {
            // The next time, the reader's own language first again.
            s.page = 0;
        }
        close
    })
}

/// The words page on the shell's layers (`shell/layers.rs`), over the board: it takes
/// every input until it closes; its first moments it ignores (the click that opened it).
pub(crate) struct WordsPage {
    guard: f32,
}

impl WordsPage {
    /// The page, ignoring input for its first `guard` seconds.
    pub(crate) fn new(guard: f32) -> WordsPage {
        WordsPage { guard }
    }
}

impl shell::layers::Page for WordsPage {
    fn update(&mut self, frame: &Frame, _: &dyn Measure, _: Lang) -> bool {
        if self.guard > 0.0 {
            self.guard -= frame.dt.min(0.1);
            return false;
        }
        update_words(frame)
    }

    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        draw_words(pen, lang, w, h);
    }

    fn tap_spots(&self, w: f32, h: f32) -> Vec<(&'static str, Rect)> {
        vec![(
            "words_back",
            Rect {
                x: 0.0,
                y: 0.0,
                w,
                h,
            },
        )]
    }
}

/// Draws the page over the whole window.
pub(crate) fn draw_words(pen: &Pen, lang: Lang, w: f32, h: f32) {
    draw_rectangle(0.0, 0.0, w, h, PAPER);
    let page = SHOWN.with(|s| s.borrow().page);
    let lay = layout(pen, lang, page, w, h);
    SHOWN.with(|s| {
        let mut s = s.borrow_mut();
        s.buttons = lay.buttons.clone();
        s.pages = lay.pages.len();
    });
    for (i, r) in lay.rows.iter().enumerate() {
        if i % 2 == 0 {
            draw_rectangle(r.x, r.y, r.w, r.h, STRIPE);
        }
        if let Some(p) = Word::ALL.get(i).and_then(|wd| piece_of(*wd)) {
            let (x, iw) = lay.icons;
            draw_chess_piece(
                pen,
                Side::White,
                p,
                x + iw * 0.45,
                r.y + r.h / 2.0,
                (r.h * 0.9).min(iw * 0.85),
            );
        }
    }
    if let Some(first) = lay.rows.first() {
        draw_line(first.x, first.y, first.x + first.w, first.y, 2.0, INK);
    }
    for l in lay.lines() {
        pen.line(l, INK);
    }
    let (_, small) = text_sizes(reading_height(w, h));
    for (b, r) in &lay.buttons {
        let label = match b {
            WordsButton::Previous => "◀",
            WordsButton::Next => "▶",
        };
        draw_button(pen, *r, label, small, false);
    }
}
