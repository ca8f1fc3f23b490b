//! Where the *Try it* page's texts, progress bar, pictures and buttons go, window-free
//! (measured through [`Measure`], tested with the game's font at every window size in
//! every language): the title, what is played, the bar with its words, how the run
//! ended, the pictures' area, Stop and Back.

use crate::layout::{bottom, bottom_row, button, para, sizes, LabButton, Look, Sizes};
use crate::texts::LabScreenMsg;
use paint::flow::{split, Span};
use paint::layout::Rect;
use paint::text_layout::{fit_line, line_at, place, wrap, Align, Line, Measure, LINE_HEIGHT};
use shell::i18n::Lang;

/// A button of the *Try it* page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TryControl {
    /// Stop the run (while it runs).
    Stop,
    /// Back to the editor.
    Back,
    /// The pictures' previous page (where they take more than one).
    PagePrevious,
    /// The pictures' next page, its label the page marker ("1/2 ▶").
    PageNext,
}

/// What the *Try it* page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct TryView {
    /// The rule set's name.
    pub name: String,
    /// Games of each run: its fair games and its skill games. The page says this number
    /// of each, and counts the progress out of both runs' games (twice it): one truth.
    pub each: usize,
    /// Whether the browser plays fewer games.
    pub browser: bool,
    /// Games played, both runs together.
    pub done: usize,
    /// Whether the figures are there.
    pub finished: bool,
    /// Whether the run was stopped.
    pub stopped: bool,
    /// Tenths of a second the run took (once finished).
    pub tenths: u64,
    /// The seed of the run: the same seed plays the same games again.
    pub seed: u64,
    /// Whether the family's rules are fair, by the lab's test (said with the end).
    pub fair: lab::Fairness,
    /// The pictures' page on show (from 0).
    pub page: usize,
    /// How many pages the pictures take (1 when all four fit, as last drawn).
    pub pages: usize,
}

impl TryView {
    /// Games of both runs together: the progress's whole.
    pub fn total(&self) -> usize {
        2 * self.each
    }
}

/// The *Try it* page laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct TryLayout {
    /// Title, what is played, progress, how it ended.
    pub texts: Vec<Line>,
    /// The progress bar (none, `w` 0, once the figures are there).
    pub bar: Rect,
    /// Its filled part (0 to 1).
    pub filled: f32,
    /// Where the pictures go.
    pub pictures: Rect,
    /// Stop (while running), the page buttons (where the pictures take pages), Back.
    pub buttons: Vec<LabButton<TryControl>>,
}

/// The *Try it* page in a `w` × `h` window.
pub fn try_layout(m: &dyn Measure, lang: Lang, v: &TryView, w: f32, h: f32) -> TryLayout {
    let s = sizes(w, h);
    let t = |msg: LabScreenMsg| ::words::say(lang, &msg);
    let (x0, cw) = (s.margin, w - 2.0 * s.margin);
    let mut texts = vec![];
    let mut y = s.margin;
    // Once the figures are there, the title at the normal size: the pictures need the
    // room.
    let title_size = if v.finished {
        s.ts
    } else {
        (s.ts * 1.3).round()
    };
    let (title, size) = fit_line(
        m,
        &t(LabScreenMsg::TryTitle(v.name.clone())),
        cw,
        title_size,
        s.small,
    );
    texts.push(line_at(m, &title, size, x0, cw, y, Align::Left));
    // The pictures' own panels keep them apart from the title and the buttons: half a
    // gap does once they are there.
    let space = if v.finished {
        (s.gap * 0.5).round()
    } else {
        s.gap
    };
    y += size * LINE_HEIGHT + space;
    let end = v.finished.then(|| {
        if v.stopped {
            t(LabScreenMsg::Stopped(v.done))
        } else {
            t(LabScreenMsg::Done {
                games: v.done,
                tenths: v.tenths,
                seed: v.seed,
                fair: v.fair,
            })
        }
    });
    // Once the figures are there, the pictures take the room of what was played and
    // the bar: the line under the title says how the run ended.
    let mut bar = Rect {
        x: x0,
        y,
        w: 0.0,
        h: 0.0,
    };
    let total = v.total();
    if !v.finished {
        let mut info = t(LabScreenMsg::TryPlaying(v.each));
        if v.browser {
            info = format!("{info}\n{}", t(LabScreenMsg::BrowserFewer(v.each)));
        }
        let lines = para(m, &info, x0, cw, y, s.small);
        y = bottom(&lines, y) + s.gap;
        texts.extend(lines);
        // The bar, the progress in words beside it.
        let row = Rect {
            x: x0,
            y,
            w: cw,
            h: s.bh,
        };
        let progress = t(LabScreenMsg::Progress {
            done: v.done,
            total,
        });
        let longest = t(LabScreenMsg::Progress { done: total, total });
        let (b, words) = progress_row(m, &progress, &longest, row, &s);
        bar = b;
        texts.push(words);
        y += s.bh + s.gap;
    }
    let items = try_buttons(v, t);
    // Once finished, how the run ended goes at the left of the buttons where it fits
    // in two lines, so the pictures get the room; else above them.
    let beside = end
        .as_ref()
        .and_then(|end| row_with_words(m, end, &items, w, h, &s));
    let (buttons, row_top) = match beside {
        Some((buttons, lines, top)) => {
            texts.extend(lines);
            (buttons, top)
        }
        None => {
            if let Some(end) = &end {
                let lines = para(m, end, x0, cw, y, s.small);
                y = bottom(&lines, y) + s.gap;
                texts.extend(lines);
            }
            bottom_row(m, &items, w, h, &s)
        }
    };
    let pictures = Rect {
        x: x0,
        y,
        w: cw,
        h: (row_top - space - y).max(0.0),
    };
    TryLayout {
        texts,
        bar,
        filled: if total == 0 {
            0.0
        } else {
            v.done as f32 / total as f32
        },
        pictures,
        buttons,
    }
}

/// The page's buttons and their labels: Stop while it runs; once finished the pictures'
/// pages where they take more than one; Back.
fn try_buttons(v: &TryView, t: impl Fn(LabScreenMsg) -> String) -> Vec<(TryControl, String)> {
    let mut items = vec![];
    if !v.finished {
        items.push((TryControl::Stop, t(LabScreenMsg::Stop)));
    }
    if v.finished && v.pages > 1 {
        items.push((TryControl::PagePrevious, t(LabScreenMsg::PreviousPage)));
        let marker = LabScreenMsg::PicturesPage {
            page: v.page.min(v.pages - 1) + 1,
            of: v.pages,
        };
        items.push((TryControl::PageNext, t(marker)));
    }
    items.push((TryControl::Back, t(LabScreenMsg::Back)));
    items
}

/// The progress bar across `row`, the progress in words at its right, as wide as the
/// longest it says (`longest`, at most 0.6 of the row): the bar and the words' line.
fn progress_row(
    m: &dyn Measure,
    progress: &str,
    longest: &str,
    row: Rect,
    s: &Sizes,
) -> (Rect, Line) {
    let words_w = m
        .width(longest, s.small)
        .max(m.width(progress, s.small))
        .min(row.w * 0.6);
    let bar_w = (row.w - words_w - s.gap).max(s.bh);
    let [bar, words] = row.row([Span::Px(bar_w), Span::Share(1.0)], s.gap);
    let (pl, ps) = fit_line(m, progress, words_w, s.small, s.small);
    let top = words.middle(ps * LINE_HEIGHT);
    let line = line_at(m, &pl, ps, words.x, words.w, top, Align::Left);
    let bar = Rect {
        y: bar.y + s.bh * 0.2,
        h: s.bh * 0.6,
        ..bar
    };
    (bar, line)
}

/// The buttons at the bottom right at their labels' widths, `words` wrapped at their
/// left in at most two lines of small text: the buttons, the lines and the row's top;
/// `None` where they do not fit so.
fn row_with_words<C: Copy>(
    m: &dyn Measure,
    words: &str,
    items: &[(C, String)],
    w: f32,
    h: f32,
    s: &Sizes,
) -> Option<(Vec<LabButton<C>>, Vec<Line>, f32)> {
    let cw = w - 2.0 * s.margin;
    let widths: Vec<f32> = items
        .iter()
        .map(|(_, l)| (m.width(l, s.ts) + s.ts * 0.6 + 1.0).max(cw * 0.15).round())
        .collect();
    let buttons_w = widths.iter().sum::<f32>() + s.gap * items.len() as f32;
    let room = cw - buttons_w;
    if room < cw * 0.3 {
        return None;
    }
    let lines = wrap(m, words, s.small, room);
    if lines.len() > 2 {
        return None;
    }
    let text_h = lines.len() as f32 * s.small * LINE_HEIGHT;
    let row_h = text_h.max(s.bh);
    let top = h - s.margin - row_h;
    let mut spans = vec![Span::Share(1.0)];
    spans.extend(widths.iter().map(|bw| Span::Px(*bw)));
    let cells = split(s.margin, cw, &spans, s.gap);
    let buttons = items.iter().zip(&cells[1..]).map(|((c, l), &(x, bw))| {
        let r = Rect {
            x,
            y: top + row_h - s.bh,
            w: bw,
            h: s.bh,
        };
        button(m, *c, l, r, s, Look::Plain)
    });
    let buttons = buttons.collect();
    let text_top = top + (row_h - text_h) / 2.0;
    let lines = place(m, &lines, s.small, s.margin, room, text_top, Align::Left);
    Some((buttons, lines, top))
}
