//! The class page's table laid out in a `w` × `h` window, window-free: the heading, the
//! column heads read upwards, the row of the most stars, a page of learners' rows, the
//! buttons and the line that says which learners and courses are on show.

use crate::i18n::{Lang, Msg, SchoolMsg};
use crate::school::class_page::paging::{clamp_first, course_pages};
use crate::school::class_page::top::top;
use crate::school::class_page::words::StarsMsg;
use base::class_overview::ClassOverview;
use paint::flow::{split, Span};
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{fit_line, lay_out, line_at, Align, Line, Measure, TextRect, LINE_HEIGHT};
use std::ops::Range;

/// A row is this many line heights high.
const ROW: f32 = 1.2;
/// A column head longer than this fraction of the window high takes two lines where its
/// column is wide enough.
const HEAD_MOST: f32 = 0.24;
/// The column heads leave room for at least this many learners' rows.
const MIN_ROWS: usize = 8;
/// The names' column takes at most this fraction of the table's width.
const NAME_MOST: f32 = 0.3;
/// A course's column is at most this many text sizes wide (a wide window keeps the
/// numbers near their names).
const COLUMN_MOST: f32 = 3.4;
/// A number's cell has this many text sizes of room either side.
const NUMBER_PAD: f32 = 0.2;
/// A course without stars yet.
pub(in crate::school::class_page) const NONE: &str = "–";

/// The class page's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassButton {
    /// The page of learners before.
    Up,
    /// The next page of learners.
    Down,
    /// The courses before.
    Left,
    /// The next courses.
    Right,
    /// Back to the course map.
    Back,
    /// Hands this device's stars over as a file (issue 58).
    HandOver,
    /// Gathers the class's stars files.
    Gather,
}

impl ClassButton {
    /// The label: an arrow, or the course map's *Back*.
    pub fn label(self, lang: Lang) -> String {
        match self {
            ClassButton::Up => "▲".into(),
            ClassButton::Down => "▼".into(),
            ClassButton::Left => "◀".into(),
            ClassButton::Right => "▶".into(),
            ClassButton::Back => words::say(lang, &Msg::CourseBack),
            ClassButton::HandOver => words::say(lang, &StarsMsg::HandOver),
            ClassButton::Gather => words::say(lang, &StarsMsg::Gather),
        }
    }
}

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellKind {
    /// A learner's name.
    Name,
    /// A learner's stars in a course.
    Stars,
    /// A learner's stars in every course.
    Total,
    /// The most stars of a course, or of every course (and the row's label).
    Most,
}

/// A cell of the table: its box, its line of text and how full its bar is (0 to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// The cell.
    pub rect: Rect,
    /// Its text.
    pub line: Line,
    /// The share of the course's stars earned (0 for names and the most stars).
    pub fill: f32,
    /// What it holds.
    pub kind: CellKind,
}

/// A column's head, read upwards from its bottom: a course's short name, or *Total*.
#[derive(Clone, Debug, PartialEq)]
pub struct Head {
    /// The whole text.
    pub text: String,
    /// Its lines, each with its centre across: one, or two side by side where the
    /// column is wide enough (the first at the left); cut short with "…" only if
    /// longer than the longest room a head may have.
    pub lines: Vec<(String, f32)>,
    /// Its font size.
    pub size: f32,
    /// The column's centre.
    pub x: f32,
    /// Where the text starts, at the bottom.
    pub bottom: f32,
    /// The room the text takes: one line wide, as long as the text is high.
    pub rect: TextRect,
}

/// Where the learners and courses on show start: what the page's state is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassView {
    /// The first learner on show.
    pub first_row: usize,
    /// The first course on show.
    pub first_course: usize,
}

/// The class page laid out in a window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ClassLayout {
    /// The heading.
    pub title: Option<Line>,
    /// The heads of the columns on show, read upwards.
    pub heads: Vec<Head>,
    /// The head of the names' column.
    pub name_head: Option<Line>,
    /// The area of the heads.
    pub head_area: Rect,
    /// The total's column, from the top of the heads to the last row.
    pub total_column: Rect,
    /// Every cell on show, the most stars' row first.
    pub cells: Vec<Cell>,
    /// Each learner on show: the index into the overview's learners, and the row.
    pub rows: Vec<(usize, Rect)>,
    /// The buttons.
    pub buttons: Vec<(ClassButton, Rect)>,
    /// Which learners and courses are on show, when not all are.
    pub info: Option<Line>,
    /// "No learner has played yet", when nobody has.
    pub nobody: Vec<Line>,
    /// What the last hand-over or gathering did (issue 58), under the heading.
    pub notice: Vec<Line>,
    /// The learners a page holds.
    pub rows_per_page: usize,
    /// The pages of courses: the courses of each, in order (one page where all fit).
    pub course_pages: Vec<Range<usize>>,
    /// The page of courses on show.
    pub course_page: usize,
    /// The view, kept within the learners and courses there are.
    pub view: ClassView,
}

impl ClassLayout {
    /// The button at a point.
    pub fn button_at(&self, x: f32, y: f32) -> Option<ClassButton> {
        self.buttons
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(b, _)| *b)
    }

    /// The learner (an index into the overview's learners) whose row is at a point.
    pub fn learner_at(&self, x: f32, y: f32) -> Option<usize> {
        self.rows
            .iter()
            .find(|(_, r)| r.contains(x, y))
            .map(|(i, _)| *i)
    }

    /// The rectangle of a button on show.
    pub fn button(&self, b: ClassButton) -> Option<Rect> {
        self.buttons.iter().find(|(x, _)| *x == b).map(|(_, r)| *r)
    }

    /// Every line of text on the page, the heads apart (they read upwards).
    pub fn lines(&self) -> Vec<&Line> {
        self.title
            .iter()
            .chain(self.name_head.iter())
            .chain(self.cells.iter().map(|c| &c.line))
            .chain(self.info.iter())
            .chain(self.nobody.iter())
            .chain(self.notice.iter())
            .collect()
    }
}

/// `text` on two lines split between words where the longer is shortest, if it has two
/// words or more.
fn two_lines(m: &dyn Measure, text: &str, size: f32) -> Option<Vec<String>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    (1..words.len())
        .map(|k| [words[..k].join(" "), words[k..].join(" ")])
        .min_by(|a, b| {
            let long = |l: &[String; 2]| m.width(&l[0], size).max(m.width(&l[1], size));
            long(a).total_cmp(&long(b))
        })
        .map(Vec::from)
}

/// The table's text: its size, a line's and a row's height, a name's and a number's
/// room either side in its cell.
#[derive(Clone, Copy)]
struct Type {
    size: f32,
    lh: f32,
    rh: f32,
    pad: f32,
    number_pad: f32,
}

impl Type {
    fn new(size: f32) -> Type {
        let lh = size * LINE_HEIGHT;
        Type {
            size,
            lh,
            rh: lh * ROW,
            pad: size * 0.35,
            number_pad: size * NUMBER_PAD,
        }
    }

    /// A cell: its text, cut short where it is too long, at the left (a name) or in
    /// the middle (a number, which needs less room either side).
    fn cell(&self, m: &dyn Measure, rect: Rect, (text, fill, kind): RowCell, align: Align) -> Cell {
        let side = if align == Align::Center {
            self.number_pad
        } else {
            self.pad
        };
        let inner = rect.w - 2.0 * side;
        let (text, s) = fit_line(m, &text, inner, self.size, self.size);
        Cell {
            line: line_at(
                m,
                &text,
                s,
                rect.x + side,
                inner,
                rect.middle(self.lh),
                align,
            ),
            rect,
            fill,
            kind,
        }
    }

    /// A row at `y` of a cell a column `across`: the first (the name) at the left, the
    /// numbers in the middle.
    fn row(&self, m: &dyn Measure, across: &[(f32, f32)], y: f32, row: Vec<RowCell>) -> Vec<Cell> {
        across
            .iter()
            .zip(row)
            .enumerate()
            .map(|(i, (&(x, w), cell))| {
                let align = if i == 0 { Align::Left } else { Align::Center };
                self.cell(
                    m,
                    Rect {
                        x,
                        y,
                        w,
                        h: self.rh,
                    },
                    cell,
                    align,
                )
            })
            .collect()
    }
}

/// A cell's text, the share of its bar, and what it holds.
type RowCell = (String, f32, CellKind);

/// The columns' widths, from the words they hold, and the heads' lines.
struct Columns<'a> {
    m: &'a dyn Measure,
    o: &'a ClassOverview,
    ty: Type,
    /// The names' column: the longest name, at most a share of the table.
    name_w: f32,
    /// The narrowest a course's column may be (its most stars fit).
    course_min: f32,
    /// The total's column.
    total_w: f32,
    /// What the names and the total leave the courses.
    room: f32,
    /// A head longer than this takes two lines where its column is wide enough.
    one_line: f32,
    /// The total's head.
    total_head: String,
}

impl<'a> Columns<'a> {
    /// The columns of a table `avail` wide in a window `h` high, its names' column as
    /// wide as the longest name or of `labels`.
    fn new(
        m: &'a dyn Measure,
        o: &'a ClassOverview,
        ty: Type,
        labels: [&str; 2],
        avail: f32,
        h: f32,
        total_head: String,
    ) -> Columns<'a> {
        let Type { size, lh, pad, .. } = ty;
        let widest_name = o
            .learners
            .iter()
            .map(|l| m.width(&l.shown, size))
            .chain(labels.map(|l| m.width(l, size)))
            .fold(0.0, f32::max);
        let name_w = (widest_name + 2.0 * pad).min(avail * NAME_MOST);
        // A number needs less room either side than a name (its cell is centred).
        let number_w = |n: u32| m.width(&n.to_string(), size) + 2.0 * ty.number_pad + 1.0;
        let total_w = number_w(o.most()).max(lh + pad);
        let course_min = o.courses.iter().map(|c| number_w(c.most));
        Columns {
            m,
            o,
            ty,
            name_w,
            course_min: course_min.fold(lh + pad, f32::max),
            total_w,
            room: avail - name_w - total_w,
            one_line: h * HEAD_MOST - 2.0 * pad,
            total_head,
        }
    }

    /// A course's column when a page shows `courses`: they share the room, none wider
    /// than a few text sizes.
    fn course_w(&self, courses: usize) -> f32 {
        (self.room / courses.max(1) as f32)
            .min(self.course_min.max(self.ty.size * COLUMN_MOST))
            .max(self.course_min.min(self.room))
    }

    /// A head, read upwards: on one line, or on two where one would be longer than a
    /// share of the window and the column is wide enough.
    fn head_lines(&self, s: &str, column: f32) -> Vec<String> {
        let Type { size, lh, pad, .. } = self.ty;
        if column >= 2.0 * lh + pad && self.m.width(s, size) > self.one_line {
            if let Some(two) = two_lines(self.m, s, size) {
                return two;
            }
        }
        vec![s.to_string()]
    }

    /// The longest of `lines`.
    fn longest(&self, lines: &[String]) -> f32 {
        let width = |l: &String| self.m.width(l, self.ty.size);
        lines.iter().map(width).fold(0.0, f32::max)
    }

    /// The longest head of every page: the heads' area is that long, so that it stays
    /// put from page to page.
    fn heads_len(&self, pages: &[Range<usize>]) -> f32 {
        pages
            .iter()
            .flat_map(|p| {
                let column = self.course_w(p.len());
                self.o.courses[p.clone()].iter().map(move |c| (c, column))
            })
            .map(|(c, column)| self.longest(&self.head_lines(&c.short, column)))
            .chain([self.m.width(&self.total_head, self.ty.size)])
            .fold(self.ty.lh, f32::max)
    }

    /// The courses' pages: all on one where their numbers fit side by side; where a
    /// head would not fit whole in `head_room`, each school on a page of its own gives
    /// its columns room for heads on two lines.
    fn pages(&self, head_room: f32) -> Vec<Range<usize>> {
        let courses = &self.o.courses;
        let n = courses.len();
        let per = ((self.room / self.course_min).floor().max(1.0) as usize).min(n.max(1));
        let pages = course_pages(courses, per);
        let chess = courses.iter().filter(|c| c.chess).count();
        let largest_school = chess.max(n - chess);
        if pages.len() == 1 && self.heads_len(&pages) > head_room && largest_school < n {
            let apart = course_pages(courses, largest_school);
            if self.heads_len(&apart) < self.heads_len(&pages) {
                return apart;
            }
        }
        pages
    }

    /// The head of the column `(x, w)` across, its text ending at `bottom`, at most
    /// `len` long (cut short only where even that leaves it too long).
    fn head(
        &self,
        text: String,
        lines: Vec<String>,
        (x, w): (f32, f32),
        bottom: f32,
        len: f32,
    ) -> Head {
        let Type { size, lh, .. } = self.ty;
        let lines: Vec<String> = lines
            .iter()
            .map(|l| fit_line(self.m, l, len, size, size).0)
            .collect();
        let long = self.longest(&lines);
        let n = lines.len() as f32;
        let x = x + w / 2.0;
        let lines = lines
            .into_iter()
            .enumerate()
            .map(|(i, l)| (l, x + (i as f32 - (n - 1.0) / 2.0) * lh))
            .collect();
        Head {
            rect: TextRect {
                x: x - n * lh / 2.0,
                y: bottom - long,
                w: n * lh,
                h: long,
            },
            text,
            lines,
            size,
            x,
            bottom,
        }
    }
}

/// Lays the class page out in a `w` × `h` window, with the notice of the last hand-over
/// or gathering under the heading: every text at the small size (at least 1/40 of the
/// window), the heading larger.
pub fn layout(
    m: &dyn Measure,
    o: &ClassOverview,
    lang: Lang,
    view: ClassView,
    notice: &[String],
    w: f32,
    h: f32,
) -> ClassLayout {
    let t = |msg: SchoolMsg| words::say(lang, &msg);
    let (ts, small) = text_sizes(reading_height(w, h));
    let ty = Type::new(small);
    let (size, lh, rh, pad) = (ty.size, ty.lh, ty.rh, ty.pad);
    let margin = (w * 0.03).max(small * 0.5);
    let avail = w - 2.0 * margin;
    let gap = small * 0.5;
    let mut out = ClassLayout::default();

    // The heading, the hand-over's buttons and the notice.
    let head = top(
        m,
        lang,
        notice,
        (margin, avail),
        small,
        (ts * 1.3).round(),
        h > w,
    );
    out.title = head.title;
    out.buttons.extend(head.buttons);
    out.notice = head.notice;
    let top = head.bottom;

    // The row of buttons at the bottom, Back at the right as on the course map.
    let bh = small * 2.2;
    let bar = Rect {
        x: margin,
        y: h - bh - small * 0.5,
        w: avail,
        h: bh,
    };
    let back_w = (ts * 8.5).min(w * 0.3);
    if o.learners.is_empty() {
        let [_, back] = bar.row([Span::Share(1.0), Span::Px(back_w)], gap);
        out.buttons.push((ClassButton::Back, back));
        let room = bar.y - gap - top;
        let b = lay_out(m, &t(SchoolMsg::ClassNobody), avail, room, ts, small);
        let y = top + (room - b.height()) / 2.0;
        out.nobody = b.place_on_show(m, margin, avail, y.max(top), Align::Center);
        return out;
    }

    // The columns: the names, the courses, the total.
    let most_label = t(SchoolMsg::ClassOutOf);
    let name_head = t(SchoolMsg::ClassName);
    let cols = Columns::new(
        m,
        o,
        ty,
        [&name_head, &most_label],
        avail,
        h,
        t(SchoolMsg::ClassTotal),
    );
    let (name_w, total_w) = (cols.name_w, cols.total_w);
    // The heads leave room for a few rows of learners (a notice takes rows, not the
    // heads' room).
    let head_room =
        (bar.y - gap - head.bottom_without_notice - (MIN_ROWS as f32 + 1.0) * rh - 2.0 * pad)
            .max(lh);
    let pages = cols.pages(head_room);
    let head_len = cols.heads_len(&pages).min(head_room);
    let page = pages
        .iter()
        .position(|p| p.contains(&view.first_course))
        .unwrap_or(pages.len() - 1);
    let shown = pages[page].clone();
    let course_w = cols.course_w(shown.len());
    let mut spans = vec![Span::Px(name_w)];
    spans.extend(shown.clone().map(|_| Span::Px(course_w)));
    spans.push(Span::Px(total_w));
    // Each column's left and width: the names, the courses on show, the total.
    let across = split(margin, avail, &spans, 0.0);
    let (x_total, right) = across.last().map_or((margin, margin), |&(x, w)| (x, x + w));

    // The heads, read upwards, and the names' head at their foot.
    let head_h = head_len + 2.0 * pad;
    let head_bottom = top + head_h - pad;
    out.head_area = Rect {
        x: across[1].0,
        y: top,
        w: right - across[1].0,
        h: head_h,
    };
    let heads = shown
        .clone()
        .map(|c| o.courses[c].short.clone())
        .map(|s| (s.clone(), cols.head_lines(&s, course_w)))
        .chain([(cols.total_head.clone(), vec![cols.total_head.clone()])]);
    out.heads = heads
        .zip(&across[1..])
        .map(|((text, lines), &column)| cols.head(text, lines, column, head_bottom, head_len))
        .collect();
    let (nh, _) = fit_line(m, &name_head, name_w - 2.0 * pad, size, size);
    out.name_head = Some(line_at(
        m,
        &nh,
        size,
        margin + pad,
        name_w,
        head_bottom - lh,
        Align::Left,
    ));

    // The row of the most stars, then a row a learner, as many as fit above the buttons
    // (and the line that says which are on show, beside the buttons or above them).
    let most_top = top + head_h;
    let rows_top = most_top + rh;
    let n = o.learners.len();
    let per_rows = |bottom: f32| (((bottom - rows_top) / rh).floor().max(1.0)) as usize;
    let mut bottom = bar.y - gap;
    let mut rows_per_page = per_rows(bottom);
    let paged_rows = n > rows_per_page;
    let paged_courses = pages.len() > 1;
    // Back at the right, the arrows left of it: ▲ ▼ for the learners, ◀ ▶ for the
    // courses.
    let mut arrows = vec![];
    if paged_rows {
        arrows.extend([ClassButton::Up, ClassButton::Down]);
    }
    if paged_courses {
        arrows.extend([ClassButton::Left, ClassButton::Right]);
    }
    let (beside, buttons) = bar_buttons(bar, arrows, back_w, gap);
    out.buttons.extend(buttons);
    let info_text = |per: usize, first: usize| {
        let mut parts = vec![];
        if paged_rows {
            parts.push(t(SchoolMsg::ClassRows {
                first: first + 1,
                last: (first + per).min(n),
                of: n,
            }));
        }
        if paged_courses {
            parts.push(t(SchoolMsg::ClassCourses {
                first: shown.start + 1,
                last: shown.end,
                of: o.courses.len(),
            }));
        }
        parts.join(" · ")
    };
    let mut first_row = clamp_first(view.first_row, rows_per_page, n);
    if paged_rows || paged_courses {
        let info = info_text(rows_per_page, first_row);
        out.info = Some(if m.width(&info, size) <= beside.w {
            line_at(
                m,
                &info,
                size,
                margin,
                beside.w,
                bar.middle(lh),
                Align::Left,
            )
        } else {
            // Above the buttons, where the last row would have been.
            bottom -= lh + gap * 0.5;
            rows_per_page = per_rows(bottom);
            first_row = clamp_first(view.first_row, rows_per_page, n);
            let info = info_text(rows_per_page, first_row);
            let (info, isize) = fit_line(m, &info, avail, size, size);
            line_at(
                m,
                &info,
                isize,
                margin,
                avail,
                bottom + gap * 0.25,
                Align::Left,
            )
        });
    }
    out.total_column = Rect {
        x: x_total,
        y: top,
        w: total_w,
        h: rows_top + rows_per_page.min(n) as f32 * rh - top,
    };
    out.rows_per_page = rows_per_page;
    out.view = ClassView {
        first_row,
        first_course: shown.start,
    };

    // The cells.
    let most = most_row(o, most_label, shown.clone());
    out.cells.extend(ty.row(m, &across, most_top, most));
    for (k, i) in (first_row..(first_row + rows_per_page).min(n)).enumerate() {
        let y = rows_top + k as f32 * rh;
        let row = learner_row(o, i, shown.clone());
        out.cells.extend(ty.row(m, &across, y, row));
        out.rows.push((
            i,
            Rect {
                x: margin,
                y,
                w: right - margin,
                h: rh,
            },
        ));
    }
    out.course_pages = pages;
    out.course_page = page;
    out
}

/// Back at the right of the `bar`, the `arrows` left of it in their order (the page's
/// buttons, Back first); and the room left of them.
fn bar_buttons(
    bar: Rect,
    arrows: Vec<ClassButton>,
    back_w: f32,
    gap: f32,
) -> (Rect, Vec<(ClassButton, Rect)>) {
    let mut spans = vec![Span::Share(1.0)];
    spans.extend(arrows.iter().map(|_| Span::Px(bar.h * 1.3)));
    spans.push(Span::Px(back_w));
    let cells = split(bar.x, bar.w, &spans, gap);
    let at = |&(x, w): &(f32, f32)| Rect { x, w, ..bar };
    let buttons = arrows.into_iter().chain([ClassButton::Back]);
    let mut buttons: Vec<(ClassButton, Rect)> = buttons.zip(cells[1..].iter().map(at)).collect();
    buttons.reverse();
    (at(&cells[0]), buttons)
}

/// The row of the most stars: of each course on show, and of all.
fn most_row(o: &ClassOverview, label: String, shown: Range<usize>) -> Vec<RowCell> {
    let most = shown.map(|c| o.courses[c].most).chain([o.most()]);
    let most = most.map(|s| (s.to_string(), 0.0, CellKind::Most));
    std::iter::once((label, 0.0, CellKind::Most))
        .chain(most)
        .collect()
}

/// A learner's row: the name, the stars of each course on show (a dash for none), the
/// total; each with the share of the course's stars earned.
fn learner_row(o: &ClassOverview, learner: usize, shown: Range<usize>) -> Vec<RowCell> {
    let l = &o.learners[learner];
    let number = |got: u32| match got {
        0 => NONE.to_string(),
        _ => got.to_string(),
    };
    let share = |got: u32, most: u32| {
        if most == 0 {
            0.0
        } else {
            got as f32 / most as f32
        }
    };
    let stars = shown.map(|c| {
        let got = l.stars[c];
        (number(got), share(got, o.courses[c].most), CellKind::Stars)
    });
    std::iter::once((l.shown.clone(), 0.0, CellKind::Name))
        .chain(stars)
        .chain([(number(l.total), share(l.total, o.most()), CellKind::Total)])
        .collect()
}
