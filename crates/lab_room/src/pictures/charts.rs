//! The four pictures, each in its cell, window-free: how long a game lasts (a histogram
//! of rounds per game with the median marked), how fair it is (each seat's share of the
//! wins with its whisker, the fair share's line), how much skill matters (the hard
//! player's share against the fair share), how lively it is (paired bars). Each gives
//! its marks, or `Err` when it does not fit its cell at these sizes.

use crate::pictures::layout::{Drawn, Mark, Series, Sizes};
use crate::pictures::words::{rounds_span, Played, Words};
use lab::LabFigures;
use paint::layout::Rect;
use paint::text_layout::{fit_line, line_at, wrap, Align, Measure};
use std::cell::Cell;

/// What every picture needs: the measure, the words, the sizes, the figures.
pub(in crate::pictures) struct Ctx<'a> {
    /// Measures text.
    pub m: &'a dyn Measure,
    /// The words.
    pub words: &'a Words,
    /// The text sizes.
    pub s: Sizes,
    /// The booklet's game's figures, then the family's.
    pub figures: [&'a LabFigures; 2],
    /// Whether a line was cut short: then the picture does not fit.
    pub cut: Cell<bool>,
}

impl Ctx<'_> {
    /// One line of `text` at the body size in a box `w` wide from `x`, its top at `y`.
    fn line(&self, text: &str, x: f32, w: f32, y: f32, align: Align) -> Mark {
        let (t, size) = self.fit(text, w, self.s.body);
        Mark::Text(line_at(self.m, &t, size, x, w, y, align))
    }

    /// `text` on one line in `w` from `size` down: noting when it is cut short.
    fn fit(&self, text: &str, w: f32, size: f32) -> (String, f32) {
        let (t, size) = fit_line(self.m, text, w.max(1.0), size, self.s.min);
        if t != text {
            self.cut.set(true);
        }
        (t, size)
    }

    /// `text` at the body size, wrapped in a box `w` wide from `x`, its top at `y`; and
    /// its height.
    fn wrapped(&self, text: &str, x: f32, w: f32, y: f32) -> (Vec<Mark>, f32) {
        let lh = self.s.line();
        let lines = wrap(self.m, text, self.s.body, w.max(1.0));
        let marks = lines
            .iter()
            .enumerate()
            .map(|(i, l)| self.line(l, x, w, y + i as f32 * lh, Align::Left))
            .collect();
        (marks, lines.len() as f32 * lh)
    }

    /// How many lines `text` takes wrapped in `w`.
    fn lines(&self, text: &str, w: f32) -> usize {
        wrap(self.m, text, self.s.body, w.max(1.0)).len()
    }

    /// The width of `text` at the body size.
    fn width(&self, text: &str) -> f32 {
        self.m.width(text, self.s.body)
    }

    /// The picture's panel, its title, and the room under the title.
    fn frame(&self, cell: Rect, title: &str) -> (Vec<Mark>, Rect) {
        let pad = self.s.pad();
        let inner = Rect {
            x: cell.x + pad,
            y: cell.y + pad * 0.5,
            w: (cell.w - 2.0 * pad).max(1.0),
            h: (cell.h - pad).max(0.0),
        };
        let (t, size) = self.fit(title, inner.w, self.s.title);
        let line = line_at(self.m, &t, size, inner.x, inner.w, inner.y, Align::Left);
        let used = line.rect.h + pad * 0.3;
        let room = Rect {
            y: inner.y + used,
            h: inner.h - used,
            ..inner
        };
        (vec![Mark::Panel(cell), Mark::Text(line)], room)
    }

    /// A swatch of a game's fill before a line of text at `y`, and its width with the gap.
    fn swatch(&self, series: Series, x: f32, y: f32) -> (Mark, f32) {
        let lh = self.s.line();
        let w = self.s.body * 0.9;
        let r = Rect {
            x,
            y: y + lh * 0.2,
            w,
            h: lh * 0.6,
        };
        (Mark::Bar(r, series), w + self.s.body * 0.35)
    }
}

fn right(r: Rect) -> f32 {
    r.x + r.w
}

fn bottom(r: Rect) -> f32 {
    r.y + r.h
}

fn fits(c: &Ctx, marks: Vec<Mark>, used: f32, room: Rect) -> Drawn {
    if used <= room.h + 0.5 && !c.cut.get() {
        Ok(marks)
    } else {
        Err(marks)
    }
}

/// How long a game lasts: a row per game, its histogram of rounds with the median
/// marked and, beside it, the median rounds and minutes; the rounds axis under them.
/// (The games that did not end and how the minutes are guessed are the footer's.)
pub(in crate::pictures) fn length(c: &Ctx, cell: Rect) -> Drawn {
    let (s, w) = (c.s, c.words);
    let (lh, pad) = (s.line(), s.pad());
    let (mut marks, room) = c.frame(cell, &w.titles[0]);
    let span = rounds_span(c.figures[0], c.figures[1]);
    let shown: Vec<bool> = c
        .figures
        .iter()
        .map(|f| Played::fair(f) == Played::Some)
        .collect();
    let tw = Series::BOTH
        .iter()
        .filter(|x| shown[x.index()])
        .flat_map(|x| {
            let sw = &w.series[x.index()];
            [c.width(&sw.rounds), c.width(&sw.minutes)]
        })
        .fold(0.0, f32::max)
        .min(room.w * 0.5);
    let hist_w = room.w - tw - pad;
    // The fixed heights: rows of words in place of a histogram, the axis, the notes.
    let gap_lines: Vec<usize> = Series::BOTH
        .iter()
        .map(|x| {
            w.series[x.index()]
                .fair_gap
                .as_ref()
                .map_or(0, |g| c.lines(g, room.w))
        })
        .collect();
    let hist_rows = shown.iter().filter(|x| **x).count();
    let fixed = gap_lines.iter().sum::<usize>() as f32 * lh + if span.is_some() { lh } else { 0.0 };
    let row_h = if hist_rows == 0 {
        0.0
    } else {
        ((room.h - fixed) / hist_rows as f32).clamp(2.0 * lh, 4.0 * lh)
    };
    let mut y = room.y;
    let (lo, hi) = span.unwrap_or((0, 1));
    let x_of = |v: f32| room.x + (v - lo as f32) / (hi - lo) as f32 * hist_w;
    for x in Series::BOTH {
        let i = x.index();
        let f = c.figures[i];
        if let Some(g) = &w.series[i].fair_gap {
            let (m, h) = c.wrapped(g, room.x, room.w, y);
            marks.extend(m);
            y += h;
            continue;
        }
        let most = f
            .fair
            .rounds_histogram
            .iter()
            .map(|b| b.games)
            .max()
            .unwrap_or(1)
            .max(1);
        for b in &f.fair.rounds_histogram {
            let (x0, x1) = (x_of(b.from as f32), x_of(b.to as f32 + 1.0));
            let h = (row_h - 2.0) * b.games as f32 / most as f32;
            if h >= 0.5 {
                let r = Rect {
                    x: x0,
                    y: y + row_h - h,
                    w: (x1 - x0 - 1.0).max(1.0),
                    h,
                };
                marks.push(Mark::Bar(r, x));
            }
        }
        let mx = x_of(f.fair.rounds.median as f32 + 0.5);
        marks.push(Mark::Median((mx, y), (mx, y + row_h)));
        marks.push(Mark::Axis(
            (room.x, y + row_h),
            (room.x + hist_w, y + row_h),
        ));
        let tx = right(room) - tw;
        let mid = y + row_h / 2.0;
        marks.push(c.line(&w.series[i].rounds, tx, tw, mid - lh, Align::Left));
        marks.push(c.line(&w.series[i].minutes, tx, tw, mid, Align::Left));
        y += row_h;
    }
    if span.is_some() {
        let first = c.width(&w.axis.0).min(hist_w / 3.0);
        marks.push(c.line(&w.axis.0, room.x, first, y, Align::Left));
        let (t, size) = c.fit(&w.axis.1, hist_w - first - pad, s.body);
        let tw = c.m.width(&t, size);
        marks.push(Mark::Text(line_at(
            c.m,
            &t,
            size,
            room.x + hist_w - tw,
            tw,
            y,
            Align::Left,
        )));
        y += lh;
    }
    fits(c, marks, y - room.y, room)
}

/// How fair it is: a pair of bars per seat (its share of the wins, with the 95 %
/// whisker), the fair share's dashed line, the seats' shapes under them; then the
/// starting player's share of each game in words.
pub(in crate::pictures) fn fairness(c: &Ctx, cell: Rect) -> Drawn {
    let (s, w) = (c.s, c.words);
    let (lh, pad) = (s.line(), s.pad());
    let (mut marks, room) = c.frame(cell, &w.titles[1]);
    let sw_w = s.body * 1.25;
    let said: Vec<&String> = Series::BOTH
        .iter()
        .map(|x| {
            let sw = &w.series[x.index()];
            sw.fair_gap.as_ref().unwrap_or(&sw.starter)
        })
        .collect();
    let words_h: f32 = said
        .iter()
        .map(|t| c.lines(t, room.w - sw_w))
        .sum::<usize>() as f32
        * lh;
    let chart_h = room.h - words_h - lh - pad * 0.5;
    if chart_h < 1.5 * lh {
        return Err(marks);
    }
    let gutter = c.width(&w.fair).max(c.width(&w.fair_percent)) + pad;
    let chart = Rect {
        x: room.x + gutter,
        y: room.y,
        w: room.w - gutter,
        h: chart_h,
    };
    let shown: Vec<Series> = Series::BOTH
        .into_iter()
        .filter(|x| Played::fair(c.figures[x.index()]) == Played::Some)
        .collect();
    let seats = shown
        .iter()
        .map(|x| c.figures[x.index()].fair.wins_by_seat.len())
        .max()
        .unwrap_or(0)
        .max(c.figures[1].players.max(c.figures[0].players))
        .clamp(1, 4);
    let fair = c.figures[1]
        .fair
        .fair_share
        .max(c.figures[0].fair.fair_share);
    let top = shown
        .iter()
        .flat_map(|x| {
            c.figures[x.index()]
                .fair
                .wins_by_seat
                .iter()
                .map(|s| s.high)
        })
        .fold(2.0 * fair, f64::max)
        .max(0.1);
    let top = ((top * 10.0).ceil() / 10.0).min(1.0) as f32;
    let y_of = |v: f64| bottom(chart) - (v as f32 / top).min(1.0) * chart.h;
    let group = chart.w / seats as f32;
    for seat in 0..seats {
        let gx = chart.x + seat as f32 * group;
        for x in &shown {
            let k = x.index() as f32;
            let bw = group * 0.32;
            let bx = gx + group * (0.16 + 0.36 * k);
            if let Some(share) = c.figures[x.index()].fair.wins_by_seat.get(seat) {
                let top_y = y_of(share.share);
                let r = Rect {
                    x: bx,
                    y: top_y,
                    w: bw,
                    h: bottom(chart) - top_y,
                };
                marks.push(Mark::Bar(r, *x));
                let cx = bx + bw / 2.0;
                marks.push(Mark::Whisker((cx, y_of(share.high)), (cx, y_of(share.low))));
            }
        }
        let r = (lh * 0.4).min(group * 0.3);
        marks.push(Mark::Seat(
            seat,
            (gx + group / 2.0, bottom(chart) + lh / 2.0),
            r,
        ));
    }
    let fy = y_of(fair);
    marks.push(Mark::Dashed((chart.x, fy), (right(chart), fy)));
    marks.push(Mark::Axis(
        (chart.x, bottom(chart)),
        (right(chart), bottom(chart)),
    ));
    // Its two lines in the gutter, inside the chart where it is two lines high, else
    // from its top (the seats' row under the chart leaves the gutter free).
    let ly = (fy - lh).min(bottom(chart) - 2.0 * lh).max(chart.y);
    let gw = gutter - pad;
    marks.push(c.line(&w.fair, room.x, gw, ly, Align::Center));
    marks.push(c.line(&w.fair_percent, room.x, gw, ly + lh, Align::Center));
    let mut y = bottom(chart) + lh + pad * 0.5;
    for (x, t) in Series::BOTH.into_iter().zip(said) {
        let (sw, _) = c.swatch(x, room.x, y);
        marks.push(sw);
        let (m, h) = c.wrapped(t, room.x + sw_w, room.w - sw_w, y);
        marks.extend(m);
        y += h;
    }
    fits(c, marks, y - room.y, room)
}

/// How much skill matters: who plays; a bar per game of the hard player's share with
/// its whisker and the number; the fair share's dashed line, and its value under it.
pub(in crate::pictures) fn skill(c: &Ctx, cell: Rect) -> Drawn {
    let (s, w) = (c.s, c.words);
    let (lh, pad) = (s.line(), s.pad());
    let (mut marks, room) = c.frame(cell, &w.titles[2]);
    let (m, who_h) = c.wrapped(&w.skill_who, room.x, room.w, room.y);
    marks.extend(m);
    let gaps: Vec<Option<&String>> = Series::BOTH
        .iter()
        .map(|x| w.series[x.index()].skill_gap.as_ref())
        .collect();
    let gap_h: f32 = gaps
        .iter()
        .flatten()
        .map(|g| c.lines(g, room.w))
        .sum::<usize>() as f32
        * lh;
    let bars = gaps.iter().filter(|g| g.is_none()).count();
    let fixed = who_h + gap_h + lh + pad * 0.5;
    let row_h = if bars == 0 {
        0.0
    } else {
        ((room.h - fixed) / bars as f32).clamp(lh, 1.8 * lh)
    };
    let numw = Series::BOTH
        .iter()
        .map(|x| c.width(&w.series[x.index()].skill))
        .fold(0.0, f32::max);
    let scale = (room.w - numw - pad).max(1.0);
    let x_of = |v: f64| room.x + v.clamp(0.0, 1.0) as f32 * scale;
    let mut y = room.y + who_h + pad * 0.5;
    let mut bar_rows = vec![];
    for x in Series::BOTH {
        let i = x.index();
        if let Some(g) = gaps[i] {
            let (m, h) = c.wrapped(g, room.x, room.w, y);
            marks.extend(m);
            y += h;
            continue;
        }
        let share = &c.figures[i].skill.skilled;
        let bh = row_h.min(lh) * 0.75;
        let mid = y + row_h / 2.0;
        let r = Rect {
            x: room.x,
            y: mid - bh / 2.0,
            w: x_of(share.share) - room.x,
            h: bh,
        };
        bar_rows.push((y, y + row_h));
        marks.push(Mark::Bar(r, x));
        marks.push(Mark::Whisker(
            (x_of(share.low), mid),
            (x_of(share.high), mid),
        ));
        let nx = x_of(share.high.max(share.share)) + pad;
        marks.push(c.line(
            &w.series[i].skill,
            nx,
            right(room) - nx,
            mid - lh / 2.0,
            Align::Left,
        ));
        y += row_h;
    }
    if bars > 0 {
        let fair = c.figures[1]
            .skill
            .fair_share
            .max(c.figures[0].skill.fair_share);
        let fx = x_of(fair);
        for (top, end) in bar_rows {
            marks.push(Mark::Dashed((fx, top), (fx, end)));
            marks.push(Mark::Axis((room.x, top), (room.x, end)));
        }
        let fw = c.width(&w.fair_at).min(room.w);
        let lx = (fx - fw / 2.0).clamp(room.x, right(room) - fw);
        marks.push(c.line(&w.fair_at, lx, fw, y, Align::Left));
        y += lh;
    }
    fits(c, marks, y - room.y, room)
}

/// How a liveliness row places its label and its two bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arrange {
    /// The label at the left, each game's bar under the other's.
    Under,
    /// The label at the left, the bars side by side (a line per figure, wide cells).
    Beside,
    /// The label on a line of its own, the bars side by side under it (narrow cells).
    Above,
}

/// How lively it is: a row per figure (captures, lead changes, lost turns, and the
/// cards drawn where a game has cards), its label and a pair of bars with their numbers.
pub(in crate::pictures) fn liveliness(c: &Ctx, cell: Rect) -> Drawn {
    let cards = c.figures.iter().any(|f| f.fair.cards_drawn_per_game > 0.0);
    let tries = [
        (4, Arrange::Under),
        (4, Arrange::Beside),
        (4, Arrange::Above),
        (3, Arrange::Under),
        (3, Arrange::Beside),
        (3, Arrange::Above),
    ];
    let mut last = None;
    for (rows, arrange) in tries.into_iter().filter(|(r, _)| cards || *r == 3) {
        c.cut.set(false);
        match lively_rows(c, cell, rows, arrange) {
            Ok(marks) => return Ok(marks),
            Err(marks) => last = Some(Err(marks)),
        }
    }
    last.unwrap_or(Err(vec![]))
}

/// The liveliness picture with `rows` figures, arranged as `arrange` says.
fn lively_rows(c: &Ctx, cell: Rect, rows: usize, arrange: Arrange) -> Drawn {
    let (s, w) = (c.s, c.words);
    let (lh, pad) = (s.line(), s.pad());
    let (mut marks, room) = c.frame(cell, &w.titles[3]);
    let labels = &w.lively[..rows];
    // As wide as the widest label, or 40 % of the picture, but never less than a word;
    // the whole width when the label stands above its bars.
    let word = labels
        .iter()
        .flat_map(|l| l.split_whitespace())
        .map(|x| c.width(x))
        .fold(0.0, f32::max);
    let label_w = if arrange == Arrange::Above {
        room.w
    } else {
        labels
            .iter()
            .map(|l| c.width(l))
            .fold(0.0, f32::max)
            .min(room.w * 0.4)
            .max(word)
    };
    let numw = w
        .series
        .iter()
        .flat_map(|sw| sw.lively[..rows].iter().map(|n| c.width(n)))
        .fold(0.0, f32::max);
    let bars_x = if arrange == Arrange::Above {
        room.x
    } else {
        room.x + label_w + pad
    };
    let side = arrange != Arrange::Under;
    let columns = if side { 2.0 } else { 1.0 };
    let column_w = (right(room) - bars_x) / columns;
    let scale = column_w - numw - 1.5 * pad;
    if scale < 2.0 * s.body {
        return Err(marks);
    }
    let shown: Vec<bool> = c
        .figures
        .iter()
        .map(|f| Played::fair(f) != Played::Nothing)
        .collect();
    let label_lines: Vec<usize> = labels.iter().map(|l| c.lines(l, label_w)).collect();
    let bar_lines = if side { 1 } else { 2 };
    // The lines of a row: beside its label, or under it.
    let row_lines = |label: usize| {
        if arrange == Arrange::Above {
            label + bar_lines
        } else {
            label.max(bar_lines)
        }
    };
    let need: f32 = label_lines
        .iter()
        .map(|n| row_lines(*n) as f32 * lh)
        .sum::<f32>()
        + (rows - 1) as f32 * pad * 0.5;
    let extra = ((room.h - need) / rows as f32).clamp(0.0, lh);
    let mut y = room.y;
    for (row, label) in labels.iter().enumerate() {
        let row_h = row_lines(label_lines[row]) as f32 * lh + extra;
        let label_h = label_lines[row] as f32 * lh;
        let (label_y, bars_y, bars_h) = if arrange == Arrange::Above {
            (
                y + extra / 2.0,
                y + extra / 2.0 + label_h,
                row_h - label_h - extra,
            )
        } else {
            (y + (row_h - label_h) / 2.0, y, row_h)
        };
        let (m, _) = c.wrapped(label, room.x, label_w, label_y);
        marks.extend(m);
        let values: Vec<f64> = c
            .figures
            .iter()
            .map(|f| {
                let fair = &f.fair;
                [
                    fair.captures_per_game,
                    fair.lead_changes_per_game,
                    fair.lost_turn_share,
                    fair.cards_drawn_per_game,
                ][row]
            })
            .collect();
        let most = values.iter().copied().fold(0.0, f64::max);
        let slot = bars_h / bar_lines as f32;
        for x in Series::BOTH {
            let i = x.index();
            if !shown[i] {
                continue;
            }
            let (sx, sy) = if side {
                (bars_x + i as f32 * column_w, bars_y)
            } else {
                (bars_x, bars_y + i as f32 * slot)
            };
            let bh = slot.min(lh) * 0.7;
            let len = if most > 0.0 {
                (values[i] / most) as f32 * scale
            } else {
                0.0
            }
            .max(1.0);
            let r = Rect {
                x: sx,
                y: sy + (slot - bh) / 2.0,
                w: len,
                h: bh,
            };
            marks.push(Mark::Bar(r, x));
            let nx = sx + len + pad * 0.5;
            let ty = sy + (slot - lh) / 2.0;
            let text = &w.series[i].lively[row];
            marks.push(c.line(text, nx, numw + pad, ty, Align::Left));
            marks.push(Mark::Axis((sx, bars_y), (sx, bars_y + bars_h)));
        }
        y += row_h + pad * 0.5;
    }
    fits(c, marks, y - pad * 0.5 - room.y, room)
}
