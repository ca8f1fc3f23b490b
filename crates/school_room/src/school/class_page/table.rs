//! The class page's table laid out in a `w` × `h` window, window-free: the heading, the
//! column heads read upwards, the row of the most stars, a page of learners' rows, the
//! buttons and the line that says which learners and courses are on show.

use crate::i18n::{Lang, Msg, SchoolMsg};
use crate::school::class_page::paging::{clamp_first, course_pages};
use crate::school::class_page::top::top;
use crate::school::class_page::words::StarsMsg;
use base::class_overview::ClassOverview;
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
    let size = small;
    let lh = size * LINE_HEIGHT;
    let rh = lh * ROW;
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
    let by = h - bh - small * 0.5;
    let back_w = (ts * 8.5).min(w * 0.3);
    let back = Rect {
        x: w - margin - back_w,
        y: by,
        w: back_w,
        h: bh,
    };
    out.buttons.push((ClassButton::Back, back));
    if o.learners.is_empty() {
        let room = by - gap - top;
        let b = lay_out(m, &t(SchoolMsg::ClassNobody), avail, room, ts, small);
        let y = top + (room - b.height()) / 2.0;
        out.nobody = b.place_on_show(m, margin, avail, y.max(top), Align::Center);
        return out;
    }

    // The columns: the names, the courses, the total.
    let pad = size * 0.35;
    let most_label = t(SchoolMsg::ClassOutOf);
    let name_head = t(SchoolMsg::ClassName);
    let widest_name = o
        .learners
        .iter()
        .map(|l| m.width(&l.shown, size))
        .chain([m.width(&name_head, size), m.width(&most_label, size)])
        .fold(0.0, f32::max);
    let name_w = (widest_name + 2.0 * pad).min(avail * NAME_MOST);
    // A number needs less room either side than a name (its cell is centred).
    let number_pad = size * NUMBER_PAD;
    let number_w = |n: u32| m.width(&n.to_string(), size) + 2.0 * number_pad + 1.0;
    let course_min = o
        .courses
        .iter()
        .map(|c| number_w(c.most))
        .fold(lh + pad, f32::max);
    let total_w = number_w(o.most()).max(lh + pad);
    let room = avail - name_w - total_w;
    let n_courses = o.courses.len();
    // A page's columns share the room, none wider than a few text sizes.
    let column_w = |courses: usize| {
        (room / courses.max(1) as f32)
            .min(course_min.max(size * COLUMN_MOST))
            .max(course_min.min(room))
    };
    // The heads, read upwards: a course's name on one line, or on two where one would
    // be longer than a share of the window and the column is wide enough.
    let one_line = h * HEAD_MOST - 2.0 * pad;
    let head_lines = |s: &str, column: f32| -> Vec<String> {
        if column >= 2.0 * lh + pad && m.width(s, size) > one_line {
            if let Some(two) = two_lines(m, s, size) {
                return two;
            }
        }
        vec![s.to_string()]
    };
    let longest = |lines: &[String]| lines.iter().map(|l| m.width(l, size)).fold(0.0, f32::max);
    let total_head = t(SchoolMsg::ClassTotal);
    // The longest head of every page: the heads' area is that long, so that it stays
    // put from page to page…
    let heads_len = |pages: &[Range<usize>]| {
        pages
            .iter()
            .flat_map(|p| o.courses[p.clone()].iter().map(|c| (c, column_w(p.len()))))
            .map(|(c, column)| longest(&head_lines(&c.short, column)))
            .chain([m.width(&total_head, size)])
            .fold(lh, f32::max)
    };
    // …and leaves room for a few rows of learners.
    // (A notice takes rows, not the heads' room.)
    let head_room =
        (by - gap - head.bottom_without_notice - (MIN_ROWS as f32 + 1.0) * rh - 2.0 * pad).max(lh);
    let per_courses = ((room / course_min).floor().max(1.0) as usize).min(n_courses.max(1));
    let mut pages = course_pages(&o.courses, per_courses);
    let largest_school = o
        .courses
        .iter()
        .filter(|c| c.chess)
        .count()
        .max(o.courses.iter().filter(|c| !c.chess).count());
    if pages.len() == 1 && heads_len(&pages) > head_room && largest_school < n_courses {
        // Where a head would not fit whole, each school on a page of its own gives its
        // columns room for heads on two lines.
        let apart = course_pages(&o.courses, largest_school);
        if heads_len(&apart) < heads_len(&pages) {
            pages = apart;
        }
    }
    let head_len = heads_len(&pages).min(head_room);
    let page = pages
        .iter()
        .position(|p| p.contains(&view.first_course))
        .unwrap_or(pages.len() - 1);
    let shown: Vec<usize> = pages[page].clone().collect();
    let first_course = pages[page].start;
    let course_w = column_w(shown.len());
    let x_names = margin;
    let x_courses = x_names + name_w;
    let x_total = x_courses + shown.len() as f32 * course_w;

    let mut labels: Vec<(String, Vec<String>, f32)> = shown
        .iter()
        .map(|&c| {
            let short = &o.courses[c].short;
            let x = x_courses + (c - first_course) as f32 * course_w + course_w / 2.0;
            (short.clone(), head_lines(short, course_w), x)
        })
        .collect();
    labels.push((
        total_head.clone(),
        vec![total_head],
        x_total + total_w / 2.0,
    ));
    let head_h = head_len + 2.0 * pad;
    let head_bottom = top + head_h - pad;
    out.head_area = Rect {
        x: x_courses,
        y: top,
        w: x_total + total_w - x_courses,
        h: head_h,
    };
    out.heads = labels
        .into_iter()
        .map(|(text, lines, x)| {
            // Cut short only where even the longest area leaves it too long.
            let lines: Vec<String> = lines
                .iter()
                .map(|l| fit_line(m, l, head_len, size, size).0)
                .collect();
            let len = longest(&lines);
            let n = lines.len() as f32;
            let lines = lines
                .into_iter()
                .enumerate()
                .map(|(i, l)| (l, x + (i as f32 - (n - 1.0) / 2.0) * lh))
                .collect();
            Head {
                rect: TextRect {
                    x: x - n * lh / 2.0,
                    y: head_bottom - len,
                    w: n * lh,
                    h: len,
                },
                text,
                lines,
                size,
                x,
                bottom: head_bottom,
            }
        })
        .collect();
    let (nh, _) = fit_line(m, &name_head, name_w - 2.0 * pad, size, size);
    out.name_head = Some(line_at(
        m,
        &nh,
        size,
        x_names + pad,
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
    let mut bottom = by - gap;
    let mut rows_per_page = per_rows(bottom);
    let paged_rows = n > rows_per_page;
    let paged_courses = pages.len() > 1;
    let arrow_w = bh * 1.3;
    let mut x = back.x - gap;
    let mut arrows = vec![];
    if paged_courses {
        arrows.extend([ClassButton::Right, ClassButton::Left]);
    }
    if paged_rows {
        arrows.extend([ClassButton::Down, ClassButton::Up]);
    }
    for b in arrows {
        x -= arrow_w;
        out.buttons.push((
            b,
            Rect {
                x,
                y: by,
                w: arrow_w,
                h: bh,
            },
        ));
        x -= gap;
    }
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
                first: first_course + 1,
                last: first_course + shown.len(),
                of: n_courses,
            }));
        }
        parts.join(" · ")
    };
    let beside = x - margin;
    let mut first_row = clamp_first(view.first_row, rows_per_page, n);
    if paged_rows || paged_courses {
        let info = info_text(rows_per_page, first_row);
        if m.width(&info, size) <= beside {
            out.info = Some(line_at(
                m,
                &info,
                size,
                margin,
                beside,
                by + (bh - lh) / 2.0,
                Align::Left,
            ));
        } else {
            // Above the buttons, where the last row would have been.
            bottom -= lh + gap * 0.5;
            rows_per_page = per_rows(bottom);
            first_row = clamp_first(view.first_row, rows_per_page, n);
            let info = info_text(rows_per_page, first_row);
            let (info, isize) = fit_line(m, &info, avail, size, size);
            out.info = Some(line_at(
                m,
                &info,
                isize,
                margin,
                avail,
                bottom + gap * 0.25,
                Align::Left,
            ));
        }
    }
    out.total_column = Rect {
        x: x_total,
        y: top,
        w: total_w,
        h: rows_top + rows_per_page.min(n) as f32 * rh - top,
    };
    out.rows_per_page = rows_per_page;
    out.course_pages = pages;
    out.course_page = page;
    out.view = ClassView {
        first_row,
        first_course,
    };

    // The cells.
    let cell = |rect: Rect, text: &str, fill: f32, kind: CellKind, align: Align| {
        let side = if align == Align::Center {
            number_pad
        } else {
            pad
        };
        let inner = rect.w - 2.0 * side;
        let (text, s) = fit_line(m, text, inner, size, size);
        let top = rect.y + (rect.h - lh) / 2.0;
        Cell {
            line: line_at(m, &text, s, rect.x + side, inner, top, align),
            rect,
            fill,
            kind,
        }
    };
    let row_cells =
        |y: f32, name: &str, kind: CellKind, values: &[(u32, u32)], total: (u32, u32)| {
            let mut cells = vec![cell(
                Rect {
                    x: x_names,
                    y,
                    w: name_w,
                    h: rh,
                },
                name,
                0.0,
                if kind == CellKind::Most {
                    CellKind::Most
                } else {
                    CellKind::Name
                },
                Align::Left,
            )];
            let number = |(got, most): (u32, u32)| {
                if kind == CellKind::Most {
                    most.to_string()
                } else if got == 0 {
                    NONE.to_string()
                } else {
                    got.to_string()
                }
            };
            let share = |(got, most): (u32, u32)| {
                if kind == CellKind::Most || most == 0 {
                    0.0
                } else {
                    got as f32 / most as f32
                }
            };
            for (i, v) in values.iter().enumerate() {
                let r = Rect {
                    x: x_courses + i as f32 * course_w,
                    y,
                    w: course_w,
                    h: rh,
                };
                cells.push(cell(r, &number(*v), share(*v), kind, Align::Center));
            }
            let r = Rect {
                x: x_total,
                y,
                w: total_w,
                h: rh,
            };
            let total_kind = if kind == CellKind::Most {
                CellKind::Most
            } else {
                CellKind::Total
            };
            cells.push(cell(
                r,
                &number(total),
                share(total),
                total_kind,
                Align::Center,
            ));
            cells
        };
    let most: Vec<(u32, u32)> = shown.iter().map(|&c| (0, o.courses[c].most)).collect();
    out.cells.extend(row_cells(
        most_top,
        &most_label,
        CellKind::Most,
        &most,
        (0, o.most()),
    ));
    for (k, i) in (first_row..(first_row + rows_per_page).min(n)).enumerate() {
        let l = &o.learners[i];
        let y = rows_top + k as f32 * rh;
        let values: Vec<(u32, u32)> = shown
            .iter()
            .map(|&c| (l.stars[c], o.courses[c].most))
            .collect();
        out.cells.extend(row_cells(
            y,
            &l.shown,
            CellKind::Stars,
            &values,
            (l.total, o.most()),
        ));
        out.rows.push((
            i,
            Rect {
                x: x_names,
                y,
                w: x_total + total_w - x_names,
                h: rh,
            },
        ));
    }
    out
}
