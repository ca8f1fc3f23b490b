//! Where each control of the setup screen sits, window-free: the sizes that fit the
//! controls into a window, the two columns, and every control's box (drawn and clicked
//! by `setup_screen.rs`).

use crate::i18n::{Lang, Msg};
use crate::race::setup::{Control, Help, SetupModel};
use macroquad::prelude::*;
use paint::flow::Span;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::Measure;
use track::bots::BotKind;
use track::pieces::Seat;
use track::variant::{HouseRule, Variant};

/// The setup screen's sizes. Text never goes below the window's small size (1/40 of
/// its height); where the columns would not fit, the rows lose their explanation line
/// (the focused row's shows under the column), the gaps and boxes shrink, and last
/// the rows' names.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SetupSizes {
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
    pub fn pill(&self) -> f32 {
        (self.unit * PILL_H).max(self.small * 1.3)
    }
}

/// The sizes that fit `model`'s controls into a `w` × `h` window (see [`SetupSizes`]),
/// with room for the `notice` there is (`setup_notice.rs`): whole where the controls can
/// give it that, else a few lines of it a page, else what room is left (the controls
/// then keep the sizes they have without it).
pub fn setup_sizes(
    m: &dyn Measure,
    model: &SetupModel,
    notice: Option<&str>,
    w: f32,
    h: f32,
) -> SetupSizes {
    use crate::race::setup_notice::{notice_held, notice_whole};
    let Some(n) = notice else {
        return sizes_where(m, model, w, h, &|_, _| true).0;
    };
    let (sizes, whole) = sizes_where(m, model, w, h, &|r, s| notice_whole(m, n, r, s, w, h));
    if whole {
        return sizes;
    }
    let (sizes, held) = sizes_where(m, model, w, h, &|r, s| notice_held(m, n, r, s, w, h));
    if held {
        return sizes;
    }
    sizes_where(m, model, w, h, &|_, _| true).0
}

/// What must hold of the controls' boxes at some sizes besides their fitting.
type Holds<'a> = dyn Fn(&[(Control, Rect)], &SetupSizes) -> bool + 'a;

/// The largest sizes at which the controls fit and `also` holds, and whether they do
/// (else the least sizes).
fn sizes_where(
    m: &dyn Measure,
    model: &SetupModel,
    w: f32,
    h: f32,
    also: &Holds,
) -> (SetupSizes, bool) {
    let (ts, small) = text_sizes(reading_height(w, h));
    let mut sizes = SetupSizes {
        ts,
        small,
        unit: ts,
        explained: true,
    };
    let fits = |s: &SetupSizes| {
        let rects = setup_rects_sized(m, model, w, h, s);
        let lowest = h - s.small * 2.9;
        rects.iter().all(|(_, r)| r.y + r.h <= lowest)
            && explanation_top(&rects, s) + explanation_room(s) <= lowest
            && also(&rects, s)
    };
    if fits(&sizes) {
        return (sizes, true);
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
    let fit = fits(&sizes);
    (sizes, fit)
}

/// The left column (variants, house rules) starts this fraction of the width in…
pub const LEFT_X: f32 = 0.03;
/// …and the right column (players, who starts, language, start) this fraction.
pub const RIGHT_X: f32 = 0.52;
/// Both columns are this fraction of the width wide.
pub const COLUMN_W: f32 = 0.45;
/// The columns start this fraction of the reading height down (the width, in portrait:
/// a tall window's title needs no more room than a wide one's).
pub const COLUMNS_Y: f32 = 0.12;
/// The heading sits this fraction of the reading height down.
pub const TITLE_Y: f32 = 0.05;
/// Where a seat's name and pills start, in normal text heights from the column's edge
/// (room for its shape).
pub const SEAT_INDENT: f32 = 1.6;
/// The "plays" pill's share of a seat's pill row…
pub const PLAYS_W: f32 = 0.24;
/// …and the "person/computer" pill's (the level or help takes the rest).
pub const COMPUTER_W: f32 = 0.36;
/// The share of the right column "Who starts?" takes left of its stepper…
/// (where the question does not fit there at the small size, it stands on a line of its
/// own above its stepper, which then takes the column's width: a 4:3 window)…
pub const FIRST_QUESTION_W: f32 = 0.4;
/// A question's line above its stepper, in small sizes.
pub const QUESTION_LINE: f32 = 1.35;
/// …and the computers' speed question (its values are short, "Datamaskiner" long).
pub const SPEED_QUESTION_W: f32 = 0.45;
/// A pill's height, in normal text heights.
pub const PILL_H: f32 = 1.5;
/// A pill's margin beside its words, in small sizes.
pub const PILL_MARGIN: f32 = 0.4;
/// A pill's outline, in pixels.
pub const PILL_OUTLINE: f32 = 2.0;
/// A check row's focus band reaches this many pixels beyond it, left and right…
pub const ROW_FOCUS_PAD_X: f32 = 6.0;
/// …and this many above and below.
pub const ROW_FOCUS_PAD_Y: f32 = 2.0;
/// A check row's focus outline, in pixels.
pub const ROW_FOCUS_LINE: f32 = 3.0;
/// The fill of a switched-on pill.
pub use paint::draw::PILL_ON;
/// The grey of an empty name field's placeholder.
pub const PLACEHOLDER: Color = Color::new(0.5, 0.5, 0.5, 1.0);
/// The colour of a check row's explanation line.
pub const EXPLANATION: Color = Color::new(0.3, 0.3, 0.32, 1.0);
/// The colour of a notice (broken settings, a board without a seat).
pub const NOTICE: Color = Color::new(0.7, 0.1, 0.1, 1.0);

/// Where every setup control is, for a window size, its words measured by `m`, with
/// room for the `notice` there is.
pub fn setup_rects(
    m: &dyn Measure,
    model: &SetupModel,
    notice: Option<&str>,
    w: f32,
    h: f32,
) -> Vec<(Control, Rect)> {
    setup_rects_sized(m, model, w, h, &setup_sizes(m, model, notice, w, h))
}

/// The widest of `labels` at `size` in its pill, with the pill's margin.
fn pill_need(m: &dyn Measure, labels: &[String], size: f32) -> f32 {
    labels.iter().map(|l| m.width(l, size)).fold(0.0, f32::max) + size * PILL_MARGIN
}

/// The widths a seat's pills need in `lang` at the small size: "plays", "person" or
/// "computer", and the level or help stepper with its arrows and without.
pub fn pill_needs(m: &dyn Measure, lang: Lang, small: f32) -> [f32; 4] {
    let t = |msg: Msg| words::say(lang, &msg);
    let values: Vec<String> = BotKind::ALL
        .map(|k| t(Msg::Level(k)))
        .into_iter()
        .chain(Help::ALL.map(|h| t(Msg::HelpLevel(h))))
        .collect();
    let arrowed: Vec<String> = values.iter().map(|v| format!("◀ {v} ▶")).collect();
    [
        pill_need(
            m,
            &[t(Msg::SeatPlays(true)), t(Msg::SeatPlays(false))],
            small,
        ),
        pill_need(
            m,
            &[t(Msg::SeatComputer(true)), t(Msg::SeatComputer(false))],
            small,
        ),
        pill_need(m, &arrowed, small),
        pill_need(m, &values, small),
    ]
}

/// A seat's pills: their widths, and whether the stepper stands on the name's row.
#[derive(Clone, Copy, Debug, PartialEq)]
struct PillRow {
    /// "plays"…
    plays: f32,
    /// …"person" or "computer"…
    computer: f32,
    /// …and the level or help stepper.
    stepper: f32,
    /// Whether the stepper stands right of the name (the name the narrower).
    beside_name: bool,
}

/// A seat's pills in `room` (plays; person or computer; the level or help stepper),
/// from what their widest words `needs` at the small size ([`pill_needs`]): where all
/// three fit in a row, each has what it needs and the rest is shared as the defaults
/// share the row; where the stepper's arrows do not fit too, the first two have their
/// words and the stepper the rest (its value without arrows); where even that does not
/// fit, the stepper stands beside the name, with its arrows where they fit in half the
/// row, and the first two share the row by their words. The same whatever a seat is
/// set to, so no pill moves when one changes.
fn pill_row(needs: [f32; 4], room: f32) -> PillRow {
    let shares = [PLAYS_W, COMPUTER_W, 1.0 - PLAYS_W - COMPUTER_W];
    let [plays, computer, arrowed, plain] = needs;
    let total = plays + computer + arrowed;
    let row = |plays, computer, stepper| PillRow {
        plays,
        computer,
        stepper,
        beside_name: false,
    };
    if total <= room {
        let extra = room - total;
        row(
            plays + extra * shares[0],
            computer + extra * shares[1],
            arrowed + extra * shares[2],
        )
    } else if plays + computer + plain <= room {
        row(plays, computer, room - plays - computer)
    } else {
        let two = (room - plays - computer).max(0.0);
        PillRow {
            plays: plays + two * shares[0] / (shares[0] + shares[1]),
            computer: computer + two * shares[1] / (shares[0] + shares[1]),
            stepper: if arrowed <= room * 0.5 {
                arrowed
            } else {
                plain.min(room * 0.5)
            },
            beside_name: true,
        }
    }
}

/// The two columns: (x, width) of the games and rules, and of the players; in portrait
/// one under the other, across the window.
pub fn columns(w: f32, h: f32) -> [(f32, f32); 2] {
    if h > w {
        [(w * LEFT_X, w * (1.0 - 2.0 * LEFT_X)); 2]
    } else {
        [(w * LEFT_X, w * COLUMN_W), (w * RIGHT_X, w * COLUMN_W)]
    }
}

/// Where the focused row's explanation goes when the rows have none of their own: under
/// the last house rule.
pub fn explanation_top(rects: &[(Control, Rect)], sizes: &SetupSizes) -> f32 {
    rects
        .iter()
        .filter(|(c, _)| matches!(c, Control::Rule(_)))
        .map(|(_, r)| r.y + r.h)
        .fold(0.0, f32::max)
        + sizes.small * 0.3
}

/// The explanation strip's height: two lines, for the focused row's explanation when
/// the rows have none of their own, and for what a seat's help or computer level means.
pub fn explanation_room(sizes: &SetupSizes) -> f32 {
    sizes.small * 2.8
}

/// Where every setup control is, with these sizes.
pub fn setup_rects_sized(
    m: &dyn Measure,
    model: &SetupModel,
    w: f32,
    h: f32,
    sizes: &SetupSizes,
) -> Vec<(Control, Rect)> {
    let ts = sizes.ts;
    let [(lx, lw), (rx, rw)] = columns(w, h);
    let top = reading_height(w, h) * COLUMNS_Y + ts * 1.4;
    let mut out = check_rows(model, (lx, lw), top, sizes);
    // In portrait the players' column comes under the rules and their explanation.
    let top = if h > w {
        explanation_top(&out, sizes) + explanation_room(sizes) + ts * 1.4
    } else {
        top
    };
    let lang = Lang::from_code(&model.lang);
    let y = seat_rows(m, model, lang, (rx, rw), top, sizes, &mut out);
    players_end(m, lang, (rx, rw), y, h, sizes, &mut out);
    out
}

/// The left column's rows from `y` down: a booklet game's each (and the family's own
/// rule sets, where there are any), then, under a heading, a house rule's each.
fn check_rows(
    model: &SetupModel,
    (x, w): (f32, f32),
    y: f32,
    sizes: &SetupSizes,
) -> Vec<(Control, Rect)> {
    let row = sizes.row();
    let own = (!model.saved_rule_sets().is_empty()).then_some(Control::OwnRules);
    let games: Vec<Control> = (0..Variant::presets().len())
        .map(Control::Variant)
        .chain(own)
        .collect();
    let rules_top = y + games.len() as f32 * row + sizes.ts * 1.4;
    let at = |top: f32, k: usize| Rect {
        x,
        y: top + k as f32 * row,
        w,
        h: row - sizes.ts * 0.15,
    };
    let games = games.into_iter().enumerate().map(|(k, c)| (c, at(y, k)));
    let rules = HouseRule::ALL.into_iter().enumerate();
    games
        .chain(rules.map(|(k, r)| (Control::Rule(r), at(rules_top, k))))
        .collect()
}

/// The seats from `y` down, in the column `(x, w)`: a seat's shape beside its name
/// field (and its speaker), its pills under the name. Returns where the seats end.
fn seat_rows(
    m: &dyn Measure,
    model: &SetupModel,
    lang: Lang,
    (x, w): (f32, f32),
    mut y: f32,
    sizes: &SetupSizes,
    out: &mut Vec<(Control, Rect)>,
) -> f32 {
    let (unit, pill_h) = (sizes.unit, sizes.pill());
    let indent = sizes.ts * SEAT_INDENT;
    let gap = unit * 0.4;
    let pills = pill_row(pill_needs(m, lang, sizes.small), w - indent - 2.0 * gap);
    for s in Seat::ALL {
        let c = &model.seats[s.index()];
        let level = if c.computer {
            Control::Level(s)
        } else {
            Control::Help(s)
        };
        // The speaker right of the name (read to me, issue 54): its room kept for
        // every seat, so that no name field moves when a seat changes.
        let line = Rect {
            x: x + indent,
            y,
            w: w - indent,
            h: pill_h,
        };
        let [name, speaker, stepper] = if pills.beside_name {
            line.row(
                [Span::Share(1.0), Span::Px(pill_h), Span::Px(pills.stepper)],
                gap,
            )
        } else {
            let [name, speaker] = line.row([Span::Share(1.0), Span::Px(pill_h)], gap);
            [name, speaker, speaker]
        };
        let under = Rect {
            y: y + pill_h + unit * 0.25,
            ..line
        };
        let [plays, computer, under_stepper] = under.row(
            [pills.plays, pills.computer, pills.stepper].map(Span::Px),
            gap,
        );
        out.push((Control::Name(s), name));
        if c.plays && !c.computer {
            out.push((Control::ReadToMe(s), speaker));
        }
        out.push((Control::Plays(s), plays));
        if c.plays {
            out.push((Control::Computer(s), computer));
            let stepper = if pills.beside_name {
                stepper
            } else {
                under_stepper
            };
            out.push((level, stepper));
        }
        y += 2.0 * pill_h + unit * 0.8;
    }
    y
}

/// The rest of the players' column `(x, w)` from `y` down: who starts, how fast the
/// computers play, the language, and Back beside "Let's go!".
fn players_end(
    m: &dyn Measure,
    lang: Lang,
    (x, w): (f32, f32),
    mut y: f32,
    h: f32,
    sizes: &SetupSizes,
    out: &mut Vec<(Control, Rect)>,
) {
    let (unit, pill_h) = (sizes.unit, sizes.pill());
    y += unit * 0.2;
    // A stepper right of its question, which takes `question` of the column; or, where
    // `above`, under its question across the column.
    let mut stepper = |c: Control, question: f32, above: bool| {
        let question = if above {
            y += sizes.small * QUESTION_LINE;
            0.0
        } else {
            question
        };
        let rect = Rect {
            x: x + w * question,
            y,
            w: w * (1.0 - question),
            h: pill_h,
        };
        out.push((c, rect));
        y += pill_h + unit * 0.5;
    };
    let who_starts = m.width(&words::say(lang, &Msg::SetupFirst), sizes.small);
    let first_above = w * FIRST_QUESTION_W - sizes.small * 0.3 < who_starts;
    stepper(Control::First, FIRST_QUESTION_W, first_above);
    // How fast the computers play: a question left of its stepper, as "Who starts?".
    stepper(Control::Speed, SPEED_QUESTION_W, false);
    let lang_row = Rect { x, y, w, h: pill_h };
    out.push((Control::Lang, lang_row));
    // Back beside "Let's go!", smaller: going on is the main way.
    let big = (h / BIG_BUTTONS_PER_SCREEN)
        .round()
        .min(unit * 2.4)
        .max(pill_h);
    let back_w = (w * 0.3).max(sizes.ts * 4.0).min(w * 0.45);
    let buttons = Rect {
        y: y + pill_h + unit * 0.7,
        h: big,
        ..lang_row
    };
    let [back, start] = buttons.row([Span::Px(back_w), Span::Share(1.0)], unit * 0.5);
    out.extend([(Control::Back, back), (Control::Start, start)]);
}
