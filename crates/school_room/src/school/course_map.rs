//! Where the course map's things go (issue 49), window-free and tested with the game's
//! font at every window size in every language (`tests/it/text_layout/course_map.rs`):
//! the heading (the school and the learner) beside *+ New name*, the two tabs under it
//! as large as the buttons, the courses one under another, each with its title whole
//! (wrapped, never cut or paged) and its levels' buttons, and at the bottom *Class*,
//! *How fast?* and *Back*, and a notice in a band of its own above them (issue 50: never
//! over the last row of levels). A level's button holds its number and its three stars, each
//! star inside its button and at least as high as the small text's capitals (1/40 of
//! the window's reading height). Where a course's title and its levels do not fit side
//! by side with stars that large (a portrait screen), the title stands over its levels.
//! Every text is at the small size or larger; the drawing (`course_screen.rs`) only draws it.

use paint::layout::{reading_height, text_sizes, Rect, CAP_HEIGHT, SMALL_TEXT_LINES_PER_SCREEN};
use paint::text_layout::{lay_out, place, wrap, Align, Line, Measure, LINE_HEIGHT};

/// A button is this many small text sizes high (as every panel's button).
const BUTTON: f32 = 2.2;
/// A button's label has this many small text sizes of room beside it.
const LABEL_PAD: f32 = 0.9;
/// A notice takes at most this many lines a page (its page marker one of them): the
/// rows keep room for their titles and stars at every size.
const NOTICE_LINES: usize = 2;
/// A level's button is this fraction of its course's row high…
const LEVEL_HEIGHT: f32 = 0.9;
/// …and at most this many normal text sizes wide.
const LEVEL_MOST: f32 = 5.0;
/// A star's height in radii (from its top point to its lower points), and its width.
const STAR_H: f32 = 1.809;
const STAR_W: f32 = 1.902;
/// The stars of a level in a row are this many radii apart; two over one, the lower
/// one this many radii below the upper ones.
const STAR_STEP: f32 = 2.0;
const STAR_DROP: f32 = 1.3;

/// Where a level's number and its three stars go in its button.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelBadge {
    /// The number's centre.
    pub number: (f32, f32),
    /// The number's font size.
    pub number_size: f32,
    /// The number's width.
    pub number_w: f32,
    /// The stars' centres.
    pub stars: [(f32, f32); 3],
    /// A star's radius.
    pub star_r: f32,
}

impl LevelBadge {
    /// The room star `i` takes (its points reach a radius up, less below).
    pub fn star_rect(&self, i: usize) -> Rect {
        let (x, y) = self.stars[i];
        let r = self.star_r;
        Rect {
            x: x - r * STAR_W / 2.0,
            y: y - r,
            w: r * STAR_W,
            h: r * STAR_H,
        }
    }

    /// The room the number takes (its digits' height).
    pub fn number_rect(&self) -> Rect {
        let (x, y) = self.number;
        let h = self.number_size * CAP_HEIGHT;
        Rect {
            x: x - self.number_w / 2.0,
            y: y - h / 2.0,
            w: self.number_w,
            h,
        }
    }
}

/// Three stars as large as `w` × `h` allows, in a row or two over one, centred on
/// (`cx`, `cy`): their radius and centres.
fn stars_in(w: f32, h: f32, cx: f32, cy: f32) -> (f32, [(f32, f32); 3]) {
    let row = (w / (2.0 * STAR_STEP + STAR_W)).min(h / STAR_H);
    let pile = (w / (STAR_STEP + STAR_W)).min(h / (STAR_DROP + STAR_H));
    if row >= pile {
        // A star's box is centred on the row: its centre lies a little above the box's.
        let y = cy - row * (1.0 - STAR_H / 2.0);
        (row, [-1.0, 0.0, 1.0].map(|i| (cx + i * STAR_STEP * row, y)))
    } else {
        let top = cy - pile * (STAR_DROP + STAR_H) / 2.0 + pile;
        let half = STAR_STEP * pile / 2.0;
        let stars = [
            (cx - half, top),
            (cx + half, top),
            (cx, top + STAR_DROP * pile),
        ];
        (pile, stars)
    }
}

/// The number and the stars of a level's button `r`: the number (`digits` long) at the
/// `text` size at the left and the stars beside it (in a row or two over one), or in a
/// tall button the number at the top and the stars under it, or in a squarer one the
/// number and the stars in its four corners; whichever gives the largest stars (at most
/// a little smaller than the number); `None` where a star would be less than `min` high.
pub fn level_badge(r: Rect, digits: usize, text: f32, min: f32) -> Option<LevelBadge> {
    let pad = (r.h * 0.08).max(2.0).min(r.w * 0.06);
    let number_w = text * 0.64 * digits.max(1) as f32;
    let most = text * 0.6;
    // Beside the number.
    let left = r.x + pad + number_w + pad;
    let (bw, bh) = (r.x + r.w - pad - left, r.h - 2.0 * pad);
    let mid = r.y + r.h / 2.0;
    let beside = (bw > 0.0 && bh > 0.0).then(|| {
        let (star_r, stars) = stars_in(bw, bh, left + bw / 2.0, mid);
        let number = (r.x + pad + number_w / 2.0, mid);
        (star_r, stars, number)
    });
    // Under the number.
    let number_h = text * 1.05;
    let (uw, uh) = (r.w - 2.0 * pad, r.h - 2.0 * pad - number_h);
    let under = (uw > 0.0 && uh > 0.0).then(|| {
        let top = r.y + pad + number_h;
        let (star_r, stars) = stars_in(uw, uh, r.x + r.w / 2.0, top + uh / 2.0);
        let number = (r.x + r.w / 2.0, r.y + pad + number_h / 2.0);
        (star_r, stars, number)
    });
    // Four corners: the number in one, a star in each of the others.
    let (cw, ch) = ((r.w - 3.0 * pad) / 2.0, (r.h - 3.0 * pad) / 2.0);
    let corners = (cw >= number_w && ch >= text * CAP_HEIGHT).then(|| {
        let star_r = (cw / STAR_W).min(ch / STAR_H);
        let cx = [r.x + pad + cw / 2.0, r.x + 2.0 * pad + cw * 1.5];
        let cy = [r.y + pad + ch / 2.0, r.y + 2.0 * pad + ch * 1.5];
        // A star's box is centred in its corner.
        let lift = star_r * (1.0 - STAR_H / 2.0);
        let stars = [
            (cx[1], cy[0] - lift),
            (cx[0], cy[1] - lift),
            (cx[1], cy[1] - lift),
        ];
        (star_r, stars, (cx[0], cy[0]))
    });
    let (star_r, stars, number) = [beside, under, corners]
        .into_iter()
        .flatten()
        .max_by(|a, b| a.0.min(most).total_cmp(&b.0.min(most)))?;
    if star_r.min(most) * STAR_H < min {
        return None;
    }
    let (star_r, stars) = if star_r > most {
        // Smaller than the room: the stars keep their centre.
        let (cx, cy) = (
            stars.iter().map(|s| s.0).sum::<f32>() / 3.0,
            stars.iter().map(|s| s.1).sum::<f32>() / 3.0,
        );
        let k = most / star_r;
        (
            most,
            stars.map(|(x, y)| (cx + (x - cx) * k, cy + (y - cy) * k)),
        )
    } else {
        (star_r, stars)
    };
    Some(LevelBadge {
        number,
        number_size: text,
        number_w,
        stars,
        star_r,
    })
}

/// A course's row on the map.
#[derive(Clone, Debug, PartialEq)]
pub struct CourseRow {
    /// The course's title, every word of it, on its lines.
    pub title: Vec<Line>,
    /// Its levels' buttons, and where each one's number and stars go.
    pub levels: Vec<(Rect, LevelBadge)>,
}

/// The course map laid out in a window.
#[derive(Clone, Debug, PartialEq)]
pub struct MapLayout {
    /// The heading: the school and the learner (a tap on it chooses the next learner).
    pub heading: Vec<Line>,
    /// The heading's room.
    pub learner: Rect,
    /// *+ New name*.
    pub new_name: Rect,
    /// The speaker left of it: whether the schools read aloud (issue 54).
    pub read_to_me: Rect,
    /// The tabs: the track's courses, the chess school's.
    pub tabs: [Rect; 2],
    /// *Class*, *How fast?*, *Back*.
    pub buttons: [Rect; 3],
    /// The size of every button's and tab's label.
    pub label_size: f32,
    /// The courses.
    pub rows: Vec<CourseRow>,
    /// Whether each course's title stands over its levels (else beside them).
    pub titles_over: bool,
    /// The notice (stars kept aside, a name not saved) in its own band above the buttons,
    /// whole (on pages turned by hand where it is long); none without one.
    pub notice: Vec<Line>,
}

impl MapLayout {
    /// The level buttons: (course, level, rect).
    pub fn level_rects(&self) -> Vec<(usize, usize, Rect)> {
        self.rows
            .iter()
            .enumerate()
            .flat_map(|(c, row)| {
                row.levels
                    .iter()
                    .enumerate()
                    .map(move |(l, (r, _))| (c, l, *r))
            })
            .collect()
    }
}

/// The narrowest width at which `text` takes at most `lines` lines at `size`.
fn width_for(m: &dyn Measure, text: &str, size: f32, lines: usize) -> f32 {
    let whole = m.width(text, size);
    let widest_word = text
        .split_whitespace()
        .map(|w| m.width(w, size))
        .fold(0.0, f32::max);
    let mut width = widest_word;
    while width < whole && wrap(m, text, size, width).len() > lines {
        width += size * 0.5;
    }
    width.min(whole) + 0.5
}

/// The course map's words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapWords {
    /// The heading: the school and the learner.
    pub heading: String,
    /// *+ New name*.
    pub new_name: String,
    /// The tabs' labels.
    pub tabs: [String; 2],
    /// The labels of *Class*, *How fast?* and *Back*.
    pub buttons: [String; 3],
    /// A notice for the player (empty: none).
    pub notice: String,
}

/// Lays the course map out in a `w` × `h` window with its `words`, `courses` each
/// course's title and number of levels.
pub fn layout(
    m: &dyn Measure,
    words: &MapWords,
    courses: &[(String, usize)],
    w: f32,
    h: f32,
) -> MapLayout {
    let MapWords {
        heading,
        new_name,
        tabs,
        buttons,
        notice,
    } = words;
    let (ts, small) = text_sizes(reading_height(w, h));
    let margin = (w * 0.04).min(small);
    let avail = w - 2.0 * margin;
    let gap = (small * 0.3).round();
    let bh = (small * BUTTON).round();
    let label_w = |l: &str| m.width(l, small) + small * LABEL_PAD;

    // The buttons at the bottom right, each as wide as its label (narrower only where
    // the three would not fit side by side).
    let by = h - bh - gap;
    let wanted: f32 = buttons.iter().map(|b| label_w(b) + gap).sum();
    let shrink = ((avail - gap) / wanted).min(1.0);
    let mut right = margin + avail;
    let mut out_buttons = [Rect::default(); 3];
    for i in (0..3).rev() {
        let bw = label_w(&buttons[i]) * shrink;
        out_buttons[i] = Rect {
            x: right - bw,
            y: by,
            w: bw,
            h: bh,
        };
        right -= bw + gap;
    }

    // The heading beside *+ New name*: at a larger size where it fits in the button's
    // height, else at the small size on as many lines as it needs.
    let top = gap;
    let nw = label_w(new_name).min(avail * 0.45);
    let new_name_rect = Rect {
        x: margin + avail - nw,
        y: top,
        w: nw,
        h: bh,
    };
    let read_to_me = Rect {
        x: new_name_rect.x - gap - bh,
        y: top,
        w: bh,
        h: bh,
    };
    let head_w = read_to_me.x - gap - margin;
    let mut block = lay_out(m, heading, head_w, bh, (ts * 1.3).round(), small);
    if block.pages() > 1 {
        block = lay_out(m, heading, head_w, f32::MAX, small, small);
    }
    let head_h = block.height().max(bh);
    let head_top = top + (head_h - block.height()) / 2.0;
    let heading_lines = block.place(m, 0, margin, head_w, head_top, Align::Left);
    let learner = Rect {
        x: margin,
        y: top,
        w: head_w,
        h: head_h,
    };

    // The tabs under the heading, as large as the buttons, side by side.
    let tab_w = label_w(&tabs[0])
        .max(label_w(&tabs[1]))
        .min((avail - gap) / 2.0);
    let tab_y = top + head_h + gap;
    let tab_rects = [0.0, 1.0].map(|i| Rect {
        x: margin + i * (tab_w + gap),
        y: tab_y,
        w: tab_w,
        h: bh,
    });

    // The notice in a band of its own above the buttons, at the small size on at most
    // NOTICE_LINES lines a page.
    let notice_block = (!notice.trim().is_empty()).then(|| {
        let room = NOTICE_LINES as f32 * small * LINE_HEIGHT;
        lay_out(m, notice, avail, room, small, small)
    });
    let notice_top = by - gap - notice_block.as_ref().map_or(0.0, |b| b.height() + gap);
    let notice_lines = notice_block.map_or_else(Vec::new, |b| {
        b.place_on_show(m, margin, avail, notice_top, Align::Left)
    });

    // The courses between the tabs and the notice or the buttons.
    let map_top = tab_y + bh + gap;
    let map_bottom = notice_top - gap;
    let n = courses.len().max(1);
    let row_h = (map_bottom - map_top) / n as f32;
    let most = courses.iter().map(|c| c.1).max().unwrap_or(1).max(1);
    let digits = most.to_string().len();
    let lgap = (small * 0.2).round();
    let title_gap = (small * 0.6).round();
    // A star as high as the small text's capitals are at least (1/40 of the window's
    // reading height).
    let min_star = reading_height(w, h) / SMALL_TEXT_LINES_PER_SCREEN;
    let lh = small * LINE_HEIGHT;
    let level_w =
        |room: f32| ((room - (most - 1) as f32 * lgap) / most as f32).min(ts * LEVEL_MOST);

    // Beside: the titles in a column as wide as the widest needs on the lines a row
    // holds.
    let lines = ((row_h * 0.95 / lh).floor() as usize).max(1);
    let title_w = courses
        .iter()
        .map(|(t, _)| width_for(m, t, small, lines))
        .fold(0.0, f32::max)
        .min(avail * 0.45);
    let beside_w = level_w(avail - title_w - title_gap);
    let beside_h = row_h * LEVEL_HEIGHT;
    let fits_beside = level_badge(
        Rect {
            x: 0.0,
            y: 0.0,
            w: beside_w,
            h: beside_h,
        },
        digits,
        small,
        min_star,
    )
    .is_some();
    // Over: each title on the whole width, its levels under it.
    let over_lines = courses
        .iter()
        .map(|(t, _)| wrap(m, t, small, avail).len().max(1))
        .max()
        .unwrap_or(1);
    let over_w = level_w(avail);
    let over_h = (row_h - over_lines as f32 * lh) * LEVEL_HEIGHT;
    let fits_over = level_badge(
        Rect {
            x: 0.0,
            y: 0.0,
            w: over_w,
            h: over_h,
        },
        digits,
        small,
        min_star,
    )
    .is_some();
    let titles_over = !fits_beside && fits_over;

    let rows = courses
        .iter()
        .enumerate()
        .map(|(c, (title, count))| {
            let y = map_top + c as f32 * row_h;
            let (title_lines, x0, bw, level_top, level_h) = if titles_over {
                let lines = wrap(m, title, small, avail);
                let placed = place(m, &lines, small, margin, avail, y, Align::Left);
                let th = over_lines as f32 * lh;
                let level_h = (row_h - th) * LEVEL_HEIGHT;
                (placed, margin, over_w, y + th, level_h)
            } else {
                let lines = wrap(m, title, small, title_w);
                let th = lines.len() as f32 * lh;
                let level_top = y + (row_h - beside_h) / 2.0;
                let placed = place(
                    m,
                    &lines,
                    small,
                    margin,
                    title_w,
                    level_top + (beside_h - th) / 2.0,
                    Align::Left,
                );
                (
                    placed,
                    margin + title_w + title_gap,
                    beside_w,
                    level_top,
                    beside_h,
                )
            };
            let levels = (0..*count)
                .map(|l| {
                    let r = Rect {
                        x: x0 + l as f32 * (bw + lgap),
                        y: level_top,
                        w: bw,
                        h: level_h,
                    };
                    // Where no stars of the least size fit, the largest that do.
                    let badge = level_badge(r, digits, small, min_star)
                        .or_else(|| level_badge(r, digits, small, 0.0))
                        .unwrap_or(LevelBadge {
                            number: r.center(),
                            number_size: small,
                            number_w: 0.0,
                            stars: [r.center(); 3],
                            star_r: 0.0,
                        });
                    (r, badge)
                })
                .collect();
            CourseRow {
                title: title_lines,
                levels,
            }
        })
        .collect();
    MapLayout {
        heading: heading_lines,
        learner,
        new_name: new_name_rect,
        read_to_me,
        tabs: tab_rects,
        buttons: out_buttons,
        label_size: small,
        rows,
        titles_over,
        notice: notice_lines,
    }
}
