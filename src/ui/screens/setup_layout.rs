//! Where each control of the setup screen sits, window-free: the sizes that fit the
//! controls into a window, the two columns, and every control's box (drawn and clicked
//! by `setup.rs`).

use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use crate::ui::setup::{Control, SetupModel};
use macroquad::prelude::*;
use track::pieces::Seat;
use track::variant::{HouseRule, Variant};

/// The setup screen's sizes. Text never goes below the window's small size (1/40 of
/// its height); where the columns would not fit, the rows lose their explanation line
/// (the focused row's shows under the column), the gaps and boxes shrink, and last
/// the rows' names.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(in crate::ui) struct SetupSizes {
    /// Headings and the rows' names.
    pub ts: f32,
    /// Everything else: explanations, pills, names, keys.
    pub small: f32,
    /// The unit of the gaps and boxes (the normal text size, or less where room is short).
    pub unit: f32,
    /// Whether every row shows its explanation line under its name.
    pub explained: bool,
}

impl SetupSizes {
    /// A check row's height.
    fn row(&self) -> f32 {
        if self.explained {
            self.ts * 1.25 + self.small * 1.35
        } else {
            self.ts * 1.3
        }
    }

    /// A pill's height: its label at the small size with a margin.
    pub(super) fn pill(&self) -> f32 {
        (self.unit * PILL_H).max(self.small * 1.3)
    }
}

/// The sizes that fit `model`'s controls into a `w` × `h` window (see [`SetupSizes`]).
pub(in crate::ui) fn setup_sizes(model: &SetupModel, w: f32, h: f32) -> SetupSizes {
    let (ts, small) = text_sizes(reading_height(w, h));
    let mut sizes = SetupSizes {
        ts,
        small,
        unit: ts,
        explained: true,
    };
    let fits = |s: &SetupSizes| {
        let rects = setup_rects_sized(model, w, h, s);
        let lowest = h - s.small * 2.9;
        rects.iter().all(|(_, r)| r.y + r.h <= lowest)
            && explanation_top(&rects, s) + explanation_room(s) <= lowest
    };
    if fits(&sizes) {
        return sizes;
    }
    sizes.explained = false;
    while !fits(&sizes) && sizes.unit > small * 0.5 {
        sizes.unit -= 1.0;
    }
    // Last, the rows' names come down towards the small size (a tall window with the
    // family's own rules as a fifth game).
    while !fits(&sizes) && sizes.ts > small {
        sizes.ts = (sizes.ts - 1.0).max(small);
    }
    sizes
}

/// The left column (variants, house rules) starts this fraction of the width in…
pub(super) const LEFT_X: f32 = 0.03;
/// …and the right column (players, who starts, language, start) this fraction.
pub(super) const RIGHT_X: f32 = 0.52;
/// Both columns are this fraction of the width wide.
pub(super) const COLUMN_W: f32 = 0.45;
/// The columns start this fraction of the reading height down (the width, in portrait:
/// a tall window's title needs no more room than a wide one's).
pub(super) const COLUMNS_Y: f32 = 0.12;
/// The heading sits this fraction of the reading height down.
pub(super) const TITLE_Y: f32 = 0.05;
/// Where a seat's name and pills start, in normal text heights from the column's edge
/// (room for its shape).
pub(super) const SEAT_INDENT: f32 = 1.6;
/// The "plays" pill's share of a seat's pill row…
pub(super) const PLAYS_W: f32 = 0.24;
/// …and the "person/computer" pill's (the level or help takes the rest).
pub(super) const COMPUTER_W: f32 = 0.36;
/// The share of the right column "Who starts?" takes left of its stepper…
pub(super) const FIRST_QUESTION_W: f32 = 0.4;
/// The longest "Who starts?" of the eight languages, in small sizes ("¿Quién empieza?"
/// 8.6): where the question's share is narrower, it stands on a line of its own above its
/// stepper, which then takes the column's width (a 4:3 window).
pub(super) const WHO_STARTS_EMS: f32 = 8.8;
/// A question's line above its stepper, in small sizes.
pub(super) const QUESTION_LINE: f32 = 1.35;
/// …and the computers' speed question (its values are short, "Datamaskiner" long).
pub(super) const SPEED_QUESTION_W: f32 = 0.45;
/// A pill's height, in normal text heights.
pub(super) const PILL_H: f32 = 1.5;
/// A pill's outline, in pixels.
pub(super) const PILL_OUTLINE: f32 = 2.0;
/// A check row's focus band reaches this many pixels beyond it, left and right…
pub(super) const ROW_FOCUS_PAD_X: f32 = 6.0;
/// …and this many above and below.
pub(super) const ROW_FOCUS_PAD_Y: f32 = 2.0;
/// A check row's focus outline, in pixels.
pub(super) const ROW_FOCUS_LINE: f32 = 3.0;
/// The fill of a switched-on pill.
pub(super) const PILL_ON: Color = Color::new(0.16, 0.42, 0.27, 1.0);
/// The grey of an empty name field's placeholder.
pub(super) const PLACEHOLDER: Color = Color::new(0.5, 0.5, 0.5, 1.0);
/// The colour of a check row's explanation line.
pub(super) const EXPLANATION: Color = Color::new(0.3, 0.3, 0.32, 1.0);
/// The colour of a notice (broken settings, a board without a seat).
pub(super) const NOTICE: Color = Color::new(0.7, 0.1, 0.1, 1.0);

/// Where every setup control is, for a window size.
pub(in crate::ui) fn setup_rects(model: &SetupModel, w: f32, h: f32) -> Vec<(Control, Rect)> {
    setup_rects_sized(model, w, h, &setup_sizes(model, w, h))
}

/// The two columns: (x, width) of the games and rules, and of the players; in portrait
/// one under the other, across the window.
pub(super) fn columns(w: f32, h: f32) -> [(f32, f32); 2] {
    if h > w {
        [(w * LEFT_X, w * (1.0 - 2.0 * LEFT_X)); 2]
    } else {
        [(w * LEFT_X, w * COLUMN_W), (w * RIGHT_X, w * COLUMN_W)]
    }
}

/// Where the focused row's explanation goes when the rows have none of their own: under
/// the last house rule.
pub(super) fn explanation_top(rects: &[(Control, Rect)], sizes: &SetupSizes) -> f32 {
    rects
        .iter()
        .filter(|(c, _)| matches!(c, Control::Rule(_)))
        .map(|(_, r)| r.y + r.h)
        .fold(0.0, f32::max)
        + sizes.small * 0.3
}

/// The explanation strip's height: two lines, for the focused row's explanation when
/// the rows have none of their own, and for what a seat's help or computer level means.
pub(super) fn explanation_room(sizes: &SetupSizes) -> f32 {
    sizes.small * 2.8
}

/// Where every setup control is, with these sizes.
pub(super) fn setup_rects_sized(
    model: &SetupModel,
    w: f32,
    h: f32,
    sizes: &SetupSizes,
) -> Vec<(Control, Rect)> {
    let (ts, unit) = (sizes.ts, sizes.unit);
    let [(lx, lw), (rx, rw)] = columns(w, h);
    let mut out = vec![];
    let top = reading_height(w, h) * COLUMNS_Y;
    let mut y = top + ts * 1.4;
    let row = sizes.row();
    let mut push_row = |c: Control, y: &mut f32| {
        out.push((
            c,
            Rect {
                x: lx,
                y: *y,
                w: lw,
                h: row - ts * 0.15,
            },
        ));
        *y += row;
    };
    for i in 0..Variant::presets().len() {
        push_row(Control::Variant(i), &mut y);
    }
    // The family's own rule sets, one row under the booklet's games.
    if !model.saved_rule_sets().is_empty() {
        push_row(Control::OwnRules, &mut y);
    }
    y += ts * 1.4;
    for r in HouseRule::ALL {
        push_row(Control::Rule(r), &mut y);
    }
    let mut y = if h > w {
        explanation_top(&out, sizes) + explanation_room(sizes) + ts * 1.4
    } else {
        top + ts * 1.4
    };
    let pill_h = sizes.pill();
    // A seat: its shape beside its name field, its pills under the name.
    let indent = ts * SEAT_INDENT;
    let gap = unit * 0.4;
    let room = rw - indent - 2.0 * gap;
    for s in Seat::ALL {
        let c = &model.seats[s.index()];
        out.push((
            Control::Name(s),
            Rect {
                x: rx + indent,
                y,
                w: rw - indent,
                h: pill_h,
            },
        ));
        let py = y + pill_h + unit * 0.25;
        let mut x = rx + indent;
        let mut pill = |c: Control, share: f32, x: &mut f32| {
            out.push((
                c,
                Rect {
                    x: *x,
                    y: py,
                    w: room * share,
                    h: pill_h,
                },
            ));
            *x += room * share + gap;
        };
        pill(Control::Plays(s), PLAYS_W, &mut x);
        if c.plays {
            pill(Control::Computer(s), COMPUTER_W, &mut x);
            let level = if c.computer {
                Control::Level(s)
            } else {
                Control::Help(s)
            };
            pill(level, 1.0 - PLAYS_W - COMPUTER_W, &mut x);
        }
        y += 2.0 * pill_h + unit * 0.8;
    }
    y += unit * 0.2;
    // A stepper right of its question, which takes `question` of the column; or, where
    // `above`, under its question across the column.
    let mut stepper = |c: Control, question: f32, above: bool, y: &mut f32| {
        let question = if above {
            *y += sizes.small * QUESTION_LINE;
            0.0
        } else {
            question
        };
        out.push((
            c,
            Rect {
                x: rx + rw * question,
                y: *y,
                w: rw * (1.0 - question),
                h: pill_h,
            },
        ));
        *y += pill_h + unit * 0.5;
    };
    let first_above = rw * FIRST_QUESTION_W - sizes.small * 0.3 < sizes.small * WHO_STARTS_EMS;
    stepper(Control::First, FIRST_QUESTION_W, first_above, &mut y);
    // How fast the computers play: a question left of its stepper, as "Who starts?".
    stepper(Control::Speed, SPEED_QUESTION_W, false, &mut y);
    out.push((
        Control::Lang,
        Rect {
            x: rx,
            y,
            w: rw,
            h: pill_h,
        },
    ));
    y += pill_h + unit * 0.7;
    // Back beside "Let's go!", smaller: going on is the main way.
    let big = (h / BIG_BUTTONS_PER_SCREEN)
        .round()
        .min(unit * 2.4)
        .max(pill_h);
    let gap = unit * 0.5;
    let back_w = (rw * 0.3).max(ts * 4.0).min(rw * 0.45);
    out.push((
        Control::Back,
        Rect {
            x: rx,
            y,
            w: back_w,
            h: big,
        },
    ));
    out.push((
        Control::Start,
        Rect {
            x: rx + back_w + gap,
            y,
            w: rw - back_w - gap,
            h: big,
        },
    ));
    out
}
