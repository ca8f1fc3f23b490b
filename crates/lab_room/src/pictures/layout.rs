//! Where everything of the pictures goes, window-free: the legend on top, then the four
//! pictures in a grid (two by two in a wide area, its rows split by need; one under the
//! other in a tall one), each a list of [`Mark`]s. Where the four do not fit at the
//! window's text sizes, they go on pages, two or one at a time, that the family turns
//! (the *Try it* page's ◀ and "1/2 ▶" buttons, the arrow keys, Page Up and Page Down;
//! never a timer). Tested at seven window sizes in every language (`tests.rs`): no text
//! over another or over a bar, nothing outside the area, no text below the window's
//! small size; all four on one page of *Try it* at 1024×768, 1280×720 and 1920×1080.

use crate::pictures::charts::{fairness, length, liveliness, skill, Ctx};
use crate::pictures::words::{rounds_span, Words};
use lab::LabFigures;
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{line_at, wrap, Align, Line, Measure, LINE_HEIGHT};
use std::cell::Cell;

/// Which game a mark shows: the booklet's or the family's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::pictures) enum Series {
    /// The booklet's game the rule set started from.
    Base,
    /// The family's rule set.
    Ours,
}

impl Series {
    /// Both, in the legend's order.
    pub(in crate::pictures) const BOTH: [Series; 2] = [Series::Base, Series::Ours];

    /// Its place in pairs of the two.
    pub(in crate::pictures) fn index(self) -> usize {
        match self {
            Series::Base => 0,
            Series::Ours => 1,
        }
    }
}

/// One thing drawn on the pictures.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::pictures) enum Mark {
    /// A picture's light panel behind it.
    Panel(Rect),
    /// A line of text.
    Text(Line),
    /// A bar (or the legend's swatch) in its game's fill: solid for the booklet's,
    /// striped for the family's, so they differ without colour too.
    Bar(Rect, Series),
    /// An uncertainty whisker from one end to the other, with a tick at each.
    Whisker((f32, f32), (f32, f32)),
    /// The fair share's dashed line.
    Dashed((f32, f32), (f32, f32)),
    /// The median's mark: an ink line across a histogram.
    Median((f32, f32), (f32, f32)),
    /// An axis or base line.
    Axis((f32, f32), (f32, f32)),
    /// A seat's shape in its colour (0 to 3), at a centre, with a radius.
    Seat(usize, (f32, f32), f32),
}

impl Mark {
    /// The room the mark takes that text must keep clear of: texts, bars and seats.
    pub(in crate::pictures) fn solid(&self) -> Option<Rect> {
        match self {
            Mark::Text(l) => Some(Rect {
                x: l.rect.x,
                y: l.rect.y,
                w: l.rect.w,
                h: l.rect.h,
            }),
            Mark::Bar(r, _) => Some(*r),
            Mark::Seat(_, (x, y), r) => Some(Rect {
                x: x - r,
                y: y - r,
                w: 2.0 * r,
                h: 2.0 * r,
            }),
            _ => None,
        }
    }
}

/// The pictures on one page.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::pictures) struct Pictures {
    /// Everything to draw, in drawing order.
    pub marks: Vec<Mark>,
    /// How many pages the four pictures take (the family turns them).
    pub pages: usize,
}

/// The text sizes of a layout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(in crate::pictures) struct Sizes {
    /// The titles.
    pub title: f32,
    /// Everything else.
    pub body: f32,
    /// The smallest a text may shrink to.
    pub min: f32,
}

impl Sizes {
    /// A line's height at the body size.
    pub(in crate::pictures) fn line(&self) -> f32 {
        self.body * LINE_HEIGHT
    }

    /// The margin inside a picture and between pictures.
    pub(in crate::pictures) fn pad(&self) -> f32 {
        (self.body * 0.3).round()
    }
}

/// How the four pictures lie: `cols` × `rows` on a page, `pages` pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Grid {
    cols: usize,
    rows: usize,
}

impl Grid {
    fn per_page(self) -> usize {
        self.cols * self.rows
    }
}

/// The grids to try for an area, best first: all four on one page, then two, then one.
fn grids(area: Rect) -> [Grid; 5] {
    let g = |cols, rows| Grid { cols, rows };
    if area.w >= area.h {
        [g(2, 2), g(1, 4), g(2, 1), g(1, 2), g(1, 1)]
    } else {
        [g(1, 4), g(2, 2), g(1, 2), g(2, 1), g(1, 1)]
    }
}

/// The legend: a swatch and the name of each game, side by side if they fit, else one
/// under the other (a long name wrapped). Returns its marks and its height.
fn legend(m: &dyn Measure, w: &Words, area: Rect, s: Sizes) -> (Vec<Mark>, f32) {
    let lh = s.line();
    let sw = s.body * 1.4;
    let gap = s.body * 0.4;
    let swatch = |x: f32, y: f32, series| {
        Mark::Bar(
            Rect {
                x,
                y: y + lh * 0.15,
                w: sw,
                h: lh * 0.7,
            },
            series,
        )
    };
    let texts: Vec<&str> = w.series.iter().map(|x| x.legend.as_str()).collect();
    let widths: Vec<f32> = texts.iter().map(|t| m.width(t, s.body)).collect();
    let mut marks = vec![];
    if 2.0 * (sw + gap) + widths[0] + widths[1] + 2.0 * s.body <= area.w {
        let mut x = area.x;
        for (i, series) in Series::BOTH.into_iter().enumerate() {
            marks.push(swatch(x, area.y, series));
            let line = line_at(
                m,
                texts[i],
                s.body,
                x + sw + gap,
                widths[i],
                area.y,
                Align::Left,
            );
            marks.push(Mark::Text(line));
            x += sw + gap + widths[i] + 2.0 * s.body;
        }
        return (marks, lh);
    }
    let mut y = area.y;
    let room = area.w - sw - gap;
    for (i, series) in Series::BOTH.into_iter().enumerate() {
        marks.push(swatch(area.x, y, series));
        for l in wrap(m, texts[i], s.body, room.max(1.0)) {
            let line = line_at(m, &l, s.body, area.x + sw + gap, room, y, Align::Left);
            marks.push(Mark::Text(line));
            y += lh;
        }
    }
    (marks, y - area.y)
}

/// The footer at the bottom of the area: the games that did not end (with their
/// game's swatch) and how the minutes are guessed. Returns its marks and its height.
fn footer(c: &Ctx, area: Rect) -> (Vec<Mark>, f32) {
    let lh = c.s.line();
    let sw_w = c.s.body * 1.25;
    let mut texts: Vec<(Option<Series>, &str)> = Series::BOTH
        .iter()
        .filter_map(|x| {
            c.words.series[x.index()]
                .unfinished
                .as_deref()
                .map(|u| (Some(*x), u))
        })
        .collect();
    if rounds_span(c.figures[0], c.figures[1]).is_some() {
        texts.push((None, &c.words.minutes_how));
    }
    let lines: Vec<Vec<String>> = texts
        .iter()
        .map(|(x, t)| {
            let w = area.w - if x.is_some() { sw_w } else { 0.0 };
            wrap(c.m, t, c.s.body, w.max(1.0))
        })
        .collect();
    let h = lines.iter().map(Vec::len).sum::<usize>() as f32 * lh;
    let mut y = area.y + area.h - h;
    let mut marks = vec![];
    for ((x, _), lines) in texts.iter().zip(lines) {
        let x0 = match x {
            Some(series) => {
                let r = Rect {
                    x: area.x,
                    y: y + lh * 0.2,
                    w: c.s.body * 0.9,
                    h: lh * 0.6,
                };
                marks.push(Mark::Bar(r, *series));
                area.x + sw_w
            }
            None => area.x,
        };
        for l in lines {
            let w = area.x + area.w - x0;
            marks.push(Mark::Text(line_at(
                c.m,
                &l,
                c.s.body,
                x0,
                w,
                y,
                Align::Left,
            )));
            y += lh;
        }
    }
    (marks, h)
}

/// The cells of a page: `grid` in `r`, with gaps; of two rows, the first gets `split`
/// of the height (the pictures of one row may need more than those of the other).
fn cells(r: Rect, grid: Grid, gap: f32, split: f32) -> Vec<Rect> {
    let w = (r.w - gap * (grid.cols - 1) as f32) / grid.cols as f32;
    let free = r.h - gap * (grid.rows - 1) as f32;
    let height = |row: usize| {
        if grid.rows == 2 {
            if row == 0 {
                free * split
            } else {
                free * (1.0 - split)
            }
        } else {
            free / grid.rows as f32
        }
    };
    let mut top = r.y;
    let mut out = vec![];
    for row in 0..grid.rows {
        let h = height(row);
        out.extend((0..grid.cols).map(|col| Rect {
            x: r.x + col as f32 * (w + gap),
            y: top,
            w,
            h,
        }));
        top += h + gap;
    }
    out
}

/// How the height is split between two rows, tried in turn: evenly first.
const SPLITS: [f32; 5] = [0.5, 0.46, 0.54, 0.42, 0.58];

/// One picture in its cell: `Ok` when it fits, else `Err` with what it would draw.
pub(in crate::pictures) type Drawn = Result<Vec<Mark>, Vec<Mark>>;

fn picture(which: usize, c: &Ctx, cell: Rect) -> Drawn {
    match which {
        0 => length(c, cell),
        1 => fairness(c, cell),
        2 => skill(c, cell),
        _ => liveliness(c, cell),
    }
}

/// The pictures of `base` beside `ours` in `area` of a `window`-sized window, page
/// `page` of them (past the last, the last).
#[allow(clippy::too_many_arguments)]
pub(in crate::pictures) fn lay_out_pictures(
    m: &dyn Measure,
    words: &Words,
    window: (f32, f32),
    area: Rect,
    page: usize,
    base: &LabFigures,
    ours: &LabFigures,
) -> Pictures {
    let (normal, small) = text_sizes(reading_height(window.0, window.1));
    let tries = [(normal, normal), (normal, small), (small, small)].map(|(title, body)| Sizes {
        title,
        body,
        min: small,
    });
    let c = |s| Ctx {
        m,
        words,
        s,
        figures: [base, ours],
        cut: Cell::new(false),
    };
    for grid in grids(area) {
        for s in tries {
            let splits = if grid.rows == 2 {
                &SPLITS[..]
            } else {
                &SPLITS[..1]
            };
            for split in splits {
                if let Some(p) = attempt(&c(s), area, (grid, *split), page, false) {
                    return p;
                }
            }
        }
    }
    let last = grids(area)[4];
    attempt(&c(tries[2]), area, (last, 0.5), page, true).unwrap_or(Pictures {
        marks: vec![],
        pages: 4,
    })
}

/// The pictures laid out in `grid` with its rows split so, or `None` if one does not
/// fit (unless `force`).
fn attempt(
    c: &Ctx,
    area: Rect,
    (grid, split): (Grid, f32),
    page: usize,
    force: bool,
) -> Option<Pictures> {
    let s = c.s;
    let (mut marks, head) = legend(c.m, c.words, area, s);
    let (foot, foot_h) = footer(c, area);
    marks.extend(foot);
    let gap = |h: f32| if h > 0.0 { h + s.pad() } else { 0.0 };
    let body = Rect {
        x: area.x,
        y: area.y + head + s.pad(),
        w: area.w,
        h: (area.h - head - s.pad() - gap(foot_h)).max(0.0),
    };
    let cells = cells(body, grid, s.pad(), split);
    let per = grid.per_page();
    let pages = 4usize.div_ceil(per);
    let drawn: Vec<Drawn> = (0..4)
        .map(|i| {
            c.cut.set(false);
            picture(i, c, cells[i % per])
        })
        .collect();
    if !force && !drawn.iter().all(Result::is_ok) {
        return None;
    }
    let page = page.min(pages - 1);
    let on_page = drawn
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i / per == page)
        .flat_map(|(i, d)| clipped(d, cells[i % per]));
    marks.extend(on_page);
    Some(Pictures { marks, pages })
}

/// A picture's marks, those that leave its cell dropped (only where nothing fits).
fn clipped(d: Drawn, cell: Rect) -> Vec<Mark> {
    match d {
        Ok(marks) => marks,
        Err(marks) => marks
            .into_iter()
            .filter(|mk| {
                mk.solid()
                    .is_none_or(|r| r.y + r.h <= cell.y + cell.h + 0.5 && r.y >= cell.y - 0.5)
            })
            .collect(),
    }
}
