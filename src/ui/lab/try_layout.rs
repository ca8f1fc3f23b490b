//! Where the *Try it* page's texts, progress bar, pictures and buttons go, window-free
//! (measured through [`Measure`], tested with the game's font at every window size in
//! every language): the title, what is played, the bar with its words, how the run
//! ended, the pictures' area, Stop and Back.

use super::layout::{bottom, bottom_row, para, sizes, LabButton};
use crate::ui::i18n::{lab_screen_text, LabScreenMsg, Lang};
use crate::ui::layout::Rect;
use crate::ui::text_layout::{fit_line, line_at, Align, Line, Measure, LINE_HEIGHT};

/// A button of the *Try it* page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TryControl {
    /// Stop the run (while it runs).
    Stop,
    /// Back to the editor.
    Back,
}

/// What the *Try it* page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct TryView {
    /// The rule set's name.
    pub name: String,
    /// Fair games of each run.
    pub games: usize,
    /// Whether the browser plays fewer games.
    pub browser: bool,
    /// Games played, both runs together.
    pub done: usize,
    /// Games of both runs.
    pub total: usize,
    /// Whether the figures are there.
    pub finished: bool,
    /// Whether the run was stopped.
    pub stopped: bool,
    /// Tenths of a second the run took (once finished).
    pub tenths: u64,
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
    /// Stop (while running) and Back.
    pub buttons: Vec<LabButton<TryControl>>,
}

/// The *Try it* page in a `w` × `h` window.
pub fn try_layout(m: &dyn Measure, lang: Lang, v: &TryView, w: f32, h: f32) -> TryLayout {
    let s = sizes(w, h);
    let t = |msg: LabScreenMsg| lab_screen_text(lang, &msg);
    let (x0, cw) = (s.margin, w - 2.0 * s.margin);
    let mut texts = vec![];
    let mut y = s.margin;
    let (title, size) = fit_line(
        m,
        &t(LabScreenMsg::TryTitle(v.name.clone())),
        cw,
        (s.ts * 1.3).round(),
        s.small,
    );
    texts.push(line_at(m, &title, size, x0, cw, y, Align::Left));
    y += size * LINE_HEIGHT + s.gap;
    // Once the figures are there, the pictures take the room of what was played and
    // the bar: the line under the title says how the run ended.
    let mut bar = Rect {
        x: x0,
        y,
        w: 0.0,
        h: 0.0,
    };
    if !v.finished {
        let mut info = t(LabScreenMsg::TryPlaying(v.games));
        if v.browser {
            info = format!("{info}\n{}", t(LabScreenMsg::BrowserFewer(v.games)));
        }
        let lines = para(m, &info, x0, cw, y, s.small);
        y = bottom(&lines, y) + s.gap;
        texts.extend(lines);
        // The bar, the progress in words beside it.
        let progress = t(LabScreenMsg::Progress {
            done: v.done,
            total: v.total,
        });
        let pw = m
            .width(
                &t(LabScreenMsg::Progress {
                    done: v.total,
                    total: v.total,
                }),
                s.small,
            )
            .max(m.width(&progress, s.small))
            .min(cw * 0.6);
        bar = Rect {
            x: x0,
            y: y + s.bh * 0.2,
            w: (cw - pw - s.gap).max(s.bh),
            h: s.bh * 0.6,
        };
        let (pl, ps) = fit_line(m, &progress, pw, s.small, s.small);
        let px = bar.x + bar.w + s.gap;
        texts.push(line_at(
            m,
            &pl,
            ps,
            px,
            x0 + cw - px,
            y + (s.bh - ps * LINE_HEIGHT) / 2.0,
            Align::Left,
        ));
        y += s.bh + s.gap;
    }
    if v.finished {
        let end = if v.stopped {
            t(LabScreenMsg::Stopped(v.done))
        } else {
            t(LabScreenMsg::Done {
                games: v.done,
                tenths: v.tenths,
            })
        };
        let lines = para(m, &end, x0, cw, y, s.small);
        y = bottom(&lines, y) + s.gap;
        texts.extend(lines);
    }
    let mut items = vec![];
    if !v.finished {
        items.push((TryControl::Stop, t(LabScreenMsg::Stop)));
    }
    items.push((TryControl::Back, t(LabScreenMsg::Back)));
    let (buttons, row_top) = bottom_row(m, &items, w, h, &s);
    let pictures = Rect {
        x: x0,
        y,
        w: cw,
        h: (row_top - s.gap - y).max(0.0),
    };
    TryLayout {
        texts,
        bar,
        filled: if v.total == 0 {
            0.0
        } else {
            v.done as f32 / v.total as f32
        },
        pictures,
        buttons,
    }
}
