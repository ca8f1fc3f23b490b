//! Where the rule lab's controls and texts go, window-free (measured through
//! [`Measure`], so the tests lay it out with the game's font at every window size in
//! every language): the editor (title, name, tabs, the page's controls, the reason
//! under it, the buttons) and the *Try it* page (title, what is played, the progress
//! bar, the pictures' area, Stop and Back). Text never goes below the window's small
//! size; the cards page shows as many cards as fit and pages through the rest.

pub use crate::try_layout::{try_layout, TryControl, TryLayout, TryView};

use crate::editor::{Control, Editor, Step};
use crate::texts::{EditorPage, LabScreenMsg};
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{fit_line, line_at, place, wrap, Align, Line, Measure, LINE_HEIGHT};
use shell::i18n::{card_text, rule_line, variant_line, Lang};
use track::pieces::Role;
use track::rule_set::{Base, Die, Knob};
use track::variant::HouseRule;

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// A plain button.
    Plain,
    /// A switch, on or off (a box at its left shows which).
    Toggle(bool),
    /// One of a row to choose from (a tab, a booklet game): chosen or not.
    Choice(bool),
    /// The name field.
    Field,
    /// A die's face, drawn as a die.
    Face(Die),
}

/// A button of the rule lab: its control, where it is, its label placed in it.
#[derive(Clone, Debug, PartialEq)]
pub struct LabButton<C> {
    /// What it does.
    pub control: C,
    /// Where it is.
    pub rect: Rect,
    /// Its label, inside it.
    pub label: Line,
    /// How it looks.
    pub look: Look,
}

/// The editor laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorLayout {
    /// Every button, in focus order.
    pub buttons: Vec<LabButton<Control>>,
    /// The texts that are no button's: title, headings, explanations.
    pub texts: Vec<Line>,
    /// Why the rules make no game (or that they make one, or a note), under the page.
    pub status: Vec<Line>,
    /// Whether the status is a refusal.
    pub refused: bool,
    /// How many cards fit on a page.
    pub cards_per_page: usize,
}

/// The shared sizes of the lab's pages.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sizes {
    /// The normal text size.
    pub(crate) ts: f32,
    /// The small text size (never smaller).
    pub(crate) small: f32,
    /// The window's margin.
    pub(crate) margin: f32,
    /// The gap between buttons.
    pub(crate) gap: f32,
    /// A button's height.
    pub(crate) bh: f32,
}

/// The sizes of a `w` × `h` window.
pub(crate) fn sizes(w: f32, h: f32) -> Sizes {
    let (ts, small) = text_sizes(reading_height(w, h));
    Sizes {
        ts,
        small,
        margin: (w.min(h) * 0.03).round(),
        gap: (small * 0.5).round(),
        bh: (ts * 1.8).round(),
    }
}

/// A button with its label fitted into it (at the normal size, down to the small one,
/// cut short with "…" only if even that does not fit).
pub(crate) fn button<C>(
    m: &dyn Measure,
    control: C,
    text: &str,
    rect: Rect,
    s: &Sizes,
    look: Look,
) -> LabButton<C> {
    // The margin beside a label: less in a small square (a die's face, − and +), whose
    // sign would not fit beside the usual margins at the small size.
    let pad = (s.ts * 0.3).min(rect.w * 0.1);
    let (left, align) = match look {
        Look::Toggle(_) => (rect.h * 0.85, Align::Left),
        Look::Field => (s.ts * 0.4, Align::Left),
        _ => (pad, Align::Center),
    };
    let room = rect.w - left - pad;
    let (t, size) = fit_line(m, text, room.max(1.0), s.ts, s.small);
    let top = rect.y + (rect.h - size * LINE_HEIGHT) / 2.0;
    LabButton {
        control,
        rect,
        label: line_at(m, &t, size, rect.x + left, room.max(1.0), top, align),
        look,
    }
}

/// The widest a label needs at the small size, with the button's margins.
fn need(m: &dyn Measure, labels: &[String], s: &Sizes, toggle: bool) -> f32 {
    let extra = if toggle {
        s.bh * 0.85 + s.ts * 0.3
    } else {
        s.ts * 0.6
    };
    labels
        .iter()
        .map(|l| m.width(l, s.small) + extra + 1.0)
        .fold(0.0, f32::max)
}

/// The most columns (at most `max`) in which every label fits at least at the small size.
fn columns(
    m: &dyn Measure,
    labels: &[String],
    width: f32,
    s: &Sizes,
    toggle: bool,
    max: usize,
) -> usize {
    let need = need(m, labels, s, toggle);
    (1..=max.max(1))
        .rev()
        .find(|&c| (width - (c as f32 - 1.0) * s.gap) / c as f32 >= need)
        .unwrap_or(1)
}

/// `n` boxes in rows of `cols` from (`x`, `y`), `width` across.
fn grid(n: usize, cols: usize, x: f32, width: f32, y: f32, s: &Sizes) -> Vec<Rect> {
    let cols = cols.max(1);
    let bw = ((width - (cols as f32 - 1.0) * s.gap) / cols as f32).floor();
    (0..n)
        .map(|i| Rect {
            x: (x + (i % cols) as f32 * (bw + s.gap)).round(),
            y: y + (i / cols) as f32 * (s.bh + s.gap),
            w: bw,
            h: s.bh,
        })
        .collect()
}

/// The height of `n` rows of a grid.
fn grid_height(n: usize, cols: usize, s: &Sizes) -> f32 {
    let rows = n.div_ceil(cols.max(1)) as f32;
    rows * s.bh + (rows - 1.0).max(0.0) * s.gap
}

/// Toggles side by side, each as wide as its label needs at the small size, in as
/// many rows as they need: their rectangles.
fn flow(m: &dyn Measure, labels: &[String], x: f32, width: f32, y: f32, s: &Sizes) -> Vec<Rect> {
    let mut rects = Vec::with_capacity(labels.len());
    let (mut cx, mut cy) = (x, y);
    for l in labels {
        let w = need(m, std::slice::from_ref(l), s, true).ceil().min(width);
        if cx > x && cx + w > x + width {
            cx = x;
            cy += s.bh + s.gap;
        }
        rects.push(Rect {
            x: cx.round(),
            y: cy,
            w,
            h: s.bh,
        });
        cx += w + s.gap;
    }
    rects
}

/// A paragraph at `size` from `top`, wrapped to `width`.
pub(crate) fn para(
    m: &dyn Measure,
    text: &str,
    x: f32,
    width: f32,
    top: f32,
    size: f32,
) -> Vec<Line> {
    place(
        m,
        &wrap(m, text, size, width),
        size,
        x,
        width,
        top,
        Align::Left,
    )
}

/// The bottom of a set of lines.
pub(crate) fn bottom(lines: &[Line], or: f32) -> f32 {
    lines.iter().map(|l| l.rect.y + l.rect.h).fold(or, f32::max)
}

/// A row of buttons across the bottom of the window, in as many rows as their labels
/// need: returns the buttons and the top of the row.
pub(crate) fn bottom_row<C: Copy>(
    m: &dyn Measure,
    items: &[(C, String)],
    w: f32,
    h: f32,
    s: &Sizes,
) -> (Vec<LabButton<C>>, f32) {
    let labels: Vec<String> = items.iter().map(|(_, l)| l.clone()).collect();
    let cw = w - 2.0 * s.margin;
    let cols = columns(m, &labels, cw, s, false, items.len());
    let top = h - s.margin - grid_height(items.len(), cols, s);
    let rects = grid(items.len(), cols, s.margin, cw, top, s);
    let buttons = items
        .iter()
        .zip(rects)
        .map(|((c, l), r)| button(m, *c, l, r, s, Look::Plain))
        .collect();
    (buttons, top)
}

/// The label of an editor control.
pub fn label(ed: &Editor, lang: Lang, c: Control) -> String {
    let t = |msg: LabScreenMsg| ::words::say(lang, &msg);
    match c {
        Control::Name => {
            if ed.rules.name.is_empty() {
                t(LabScreenMsg::NameEmpty)
            } else {
                ed.rules.name.clone()
            }
        }
        Control::Page(p) => t(LabScreenMsg::Page(p)),
        Control::Base(b) => variant_line(lang, b.id()).0,
        Control::Piece(r) => t(LabScreenMsg::Piece(r)),
        Control::Tries(Step::Less) | Control::Count(_, Step::Less) => t(LabScreenMsg::Less),
        Control::Tries(Step::More) | Control::Count(_, Step::More) => t(LabScreenMsg::More),
        Control::Face(die, i) => ed
            .faces(die)
            .get(i)
            .map(|f| f.to_string())
            .unwrap_or_default(),
        Control::AddFace(_) => t(LabScreenMsg::AddFace),
        Control::RemoveFace(_) => t(LabScreenMsg::RemoveFace),
        Control::Rule(r) => rule_line(lang, r).0,
        Control::Protection => t(LabScreenMsg::Protection),
        Control::Knob(k) => t(LabScreenMsg::Knob(k)),
        Control::DieOf(r) => t(LabScreenMsg::Piece(r)),
        Control::Action => t(LabScreenMsg::Action),
        Control::CardsPage(Step::Less) => t(LabScreenMsg::PreviousPage),
        Control::CardsPage(Step::More) => t(LabScreenMsg::NextPage),
        Control::TryIt => t(LabScreenMsg::TryIt),
        Control::Save => t(LabScreenMsg::Save),
        Control::PlayIt => t(LabScreenMsg::PlayIt),
        Control::Open => t(LabScreenMsg::Open),
        Control::Import => t(LabScreenMsg::Import),
        Control::Export => t(LabScreenMsg::Export),
        Control::Back => t(LabScreenMsg::Back),
    }
}

/// How far the buttons and gaps may shrink, step by step, where a page does not fit
/// (the text stays at its sizes).
const SHRINK: [f32; 6] = [1.0, 0.9, 0.8, 0.72, 0.66, 0.6];

/// The editor in a `w` × `h` window; `note` is what the last action said (saved, …),
/// shown when the rules make a game. Where the page does not fit, its buttons and gaps
/// get lower, never below a line of small text.
pub fn editor_layout(
    m: &dyn Measure,
    ed: &Editor,
    lang: Lang,
    note: Option<&str>,
    w: f32,
    h: f32,
) -> EditorLayout {
    let full = sizes(w, h);
    let mut last = None;
    for k in SHRINK {
        let s = Sizes {
            bh: (full.bh * k)
                .round()
                .max((full.ts * LINE_HEIGHT).ceil() + 2.0),
            gap: (full.gap * k).round().max(2.0),
            ..full
        };
        let (lay, fits) = editor_layout_sized(m, ed, lang, note, w, h, &s);
        if fits {
            return lay;
        }
        last = Some(lay);
    }
    last.expect("SHRINK has a step")
}

/// The editor with these sizes, and whether its page fits above the status.
fn editor_layout_sized(
    m: &dyn Measure,
    ed: &Editor,
    lang: Lang,
    note: Option<&str>,
    w: f32,
    h: f32,
    s: &Sizes,
) -> (EditorLayout, bool) {
    let s = *s;
    let t = |msg: LabScreenMsg| ::words::say(lang, &msg);
    let lbl = |c: Control| label(ed, lang, c);
    let (x0, cw) = (s.margin, w - 2.0 * s.margin);
    let mut texts = vec![];
    let mut buttons = vec![];
    let mut y = s.margin;
    // The title.
    let (title, size) = fit_line(
        m,
        &t(LabScreenMsg::Title),
        cw,
        (s.ts * 1.3).round(),
        s.small,
    );
    texts.push(line_at(m, &title, size, x0, cw, y, Align::Left));
    y += size * LINE_HEIGHT + s.gap;
    // The name.
    let name_label = t(LabScreenMsg::NameLabel);
    let lw = m.width(&name_label, s.ts).min(cw * 0.4);
    let (nl, ns) = fit_line(m, &name_label, lw, s.ts, s.small);
    texts.push(line_at(
        m,
        &nl,
        ns,
        x0,
        lw,
        y + (s.bh - ns * LINE_HEIGHT) / 2.0,
        Align::Left,
    ));
    let field = Rect {
        x: x0 + lw + s.gap,
        y,
        w: cw - lw - s.gap,
        h: s.bh,
    };
    buttons.push(button(
        m,
        Control::Name,
        &lbl(Control::Name),
        field,
        &s,
        Look::Field,
    ));
    y += s.bh + s.gap;
    // The tabs.
    // In a row of five where every label fits at least at the small size, else three
    // and two (a narrow window in a language of long words: "Règles maison").
    let tabs: Vec<Control> = EditorPage::ALL.map(Control::Page).to_vec();
    let tab_labels: Vec<String> = tabs.iter().map(|c| lbl(*c)).collect();
    let n_tabs = tabs.len();
    let tab_cols = match columns(m, &tab_labels, cw, &s, false, n_tabs) {
        c if c == n_tabs => c,
        1 => 1,
        2 => 2,
        _ => n_tabs.div_ceil(2),
    };
    for (c, r) in tabs.iter().zip(grid(n_tabs, tab_cols, x0, cw, y, &s)) {
        let chosen = matches!(c, Control::Page(p) if *p == ed.page);
        buttons.push(button(m, *c, &lbl(*c), r, &s, Look::Choice(chosen)));
    }
    y += grid_height(n_tabs, tab_cols, &s) + s.gap * 2.0;
    // The buttons at the bottom, and the status over them.
    let items: Vec<(Control, String)> = Editor::bottom_controls()
        .into_iter()
        .map(|c| (c, lbl(c)))
        .collect();
    let (bottom_buttons, row_top) = bottom_row(m, &items, w, h, &s);
    let problem = ed.problem();
    let refused = problem.is_some();
    let status_text = match (&problem, note) {
        (Some(p), _) => words::say(lang, &base::said::rule_set_problem(p)),
        (None, Some(n)) => n.to_string(),
        (None, None) => t(LabScreenMsg::Ready),
    };
    let mut status_lines = wrap(m, &status_text, s.small, cw);
    if status_lines.len() > 3 {
        let rest = status_lines[2..].join(" ");
        status_lines.truncate(2);
        status_lines.push(fit_line(m, &rest, cw, s.small, s.small).0);
    }
    let status_top = row_top - s.gap - status_lines.len() as f32 * s.small * LINE_HEIGHT;
    let status = place(m, &status_lines, s.small, x0, cw, status_top, Align::Left);
    let body_bottom = status_top - s.gap;
    let mut cards_per_page = ed.cards_per_page;
    let (texts_from, buttons_from) = (texts.len(), buttons.len());
    match ed.page {
        EditorPage::Game => {
            let head = para(m, &t(LabScreenMsg::StartFrom), x0, cw, y, s.small);
            y = bottom(&head, y) + s.gap * 0.5;
            texts.extend(head);
            let bases: Vec<Control> = Base::ALL.map(Control::Base).to_vec();
            let labels: Vec<String> = bases.iter().map(|c| lbl(*c)).collect();
            let cols = columns(m, &labels, cw, &s, false, 4);
            let cols = if cols == 3 { 2 } else { cols };
            for (c, r) in bases.iter().zip(grid(4, cols, x0, cw, y, &s)) {
                let chosen = matches!(c, Control::Base(b) if *b == ed.rules.base);
                buttons.push(button(m, *c, &lbl(*c), r, &s, Look::Choice(chosen)));
            }
            y += grid_height(4, cols, &s) + s.gap * 1.5;
            let head = para(m, &t(LabScreenMsg::Pieces), x0, cw, y, s.small);
            y = bottom(&head, y) + s.gap * 0.5;
            texts.extend(head);
            let pieces: Vec<Control> = Role::ALL.map(Control::Piece).to_vec();
            let labels: Vec<String> = pieces.iter().map(|c| lbl(*c)).collect();
            let cols = match columns(m, &labels, cw, &s, true, 6) {
                c @ (6 | 3 | 2 | 1) => c,
                c => c.min(3),
            };
            for (c, r) in pieces.iter().zip(grid(6, cols, x0, cw, y, &s)) {
                let on = matches!(c, Control::Piece(p) if ed.rules.roles.contains(p));
                buttons.push(button(m, *c, &lbl(*c), r, &s, Look::Toggle(on)));
            }
            y += grid_height(6, cols, &s) + s.gap * 1.5;
            // The tries: − the number +.
            let less = Rect {
                x: x0,
                y,
                w: s.bh,
                h: s.bh,
            };
            let tries = t(LabScreenMsg::Tries(ed.rules.tries));
            let tw = m
                .width(&t(LabScreenMsg::Tries(6)), s.ts)
                .max(m.width(&tries, s.ts));
            let more = Rect {
                x: x0 + s.bh + tw + 2.0 * s.gap,
                y,
                w: s.bh,
                h: s.bh,
            };
            buttons.push(button(
                m,
                Control::Tries(Step::Less),
                &lbl(Control::Tries(Step::Less)),
                less,
                &s,
                Look::Plain,
            ));
            texts.push(line_at(
                m,
                &tries,
                s.ts,
                less.x + less.w + s.gap,
                tw,
                y + (s.bh - s.ts * LINE_HEIGHT) / 2.0,
                Align::Center,
            ));
            buttons.push(button(
                m,
                Control::Tries(Step::More),
                &lbl(Control::Tries(Step::More)),
                more,
                &s,
                Look::Plain,
            ));
            let hx = more.x + more.w + s.gap;
            let how = t(LabScreenMsg::TriesHow);
            let beside = wrap(m, &how, s.small, x0 + cw - hx);
            if beside.len() <= 2 && x0 + cw - hx > s.ts * 6.0 {
                let top = y + (s.bh - beside.len() as f32 * s.small * LINE_HEIGHT) / 2.0;
                texts.extend(place(
                    m,
                    &beside,
                    s.small,
                    hx,
                    x0 + cw - hx,
                    top,
                    Align::Left,
                ));
            } else {
                texts.extend(para(m, &how, x0, cw, y + s.bh + s.gap * 0.5, s.small));
            }
        }
        EditorPage::Dice => {
            let mut dice = vec![(Die::White, LabScreenMsg::WhiteDie)];
            if ed.rules.orange_die() {
                dice.push((Die::Orange, LabScreenMsg::OrangeDie));
            }
            for (die, head) in dice {
                let head = para(m, &t(head), x0, cw, y, s.ts);
                y = bottom(&head, y) + s.gap * 0.5;
                texts.extend(head);
                let faces = ed.faces(die).len();
                let per_row = (((cw + s.gap) / (s.bh + s.gap)).floor() as usize).max(1);
                for i in 0..faces {
                    let r = Rect {
                        x: x0 + (i % per_row) as f32 * (s.bh + s.gap),
                        y: y + (i / per_row) as f32 * (s.bh + s.gap),
                        w: s.bh,
                        h: s.bh,
                    };
                    let c = Control::Face(die, i);
                    buttons.push(button(m, c, &lbl(c), r, &s, Look::Face(die)));
                }
                if faces > 0 {
                    y += faces.div_ceil(per_row) as f32 * (s.bh + s.gap);
                }
                let pair = [Control::AddFace(die), Control::RemoveFace(die)];
                let labels: Vec<String> = pair.iter().map(|c| lbl(*c)).collect();
                let bw = (need(m, &labels, &s, false) + s.ts).min((cw - s.gap) / 2.0);
                let cols = columns(m, &labels, cw, &s, false, 2);
                let width = if cols == 2 { 2.0 * bw + s.gap } else { cw };
                for (c, r) in pair.iter().zip(grid(2, cols, x0, width, y, &s)) {
                    buttons.push(button(m, *c, &lbl(*c), r, &s, Look::Plain));
                }
                y += grid_height(2, cols, &s) + s.gap * 1.5;
            }
            if !ed.rules.orange_die() {
                let note = para(m, &t(LabScreenMsg::OrangeNeeded), x0, cw, y, s.small);
                y = bottom(&note, y) + s.gap * 0.5;
                texts.extend(note);
            }
            texts.extend(para(m, &t(LabScreenMsg::FaceHow), x0, cw, y, s.small));
        }
        EditorPage::Rules | EditorPage::More => {
            let all: Vec<Control> = if ed.page == EditorPage::Rules {
                let mut all: Vec<Control> = HouseRule::ALL.map(Control::Rule).to_vec();
                all.push(Control::Protection);
                all
            } else {
                Knob::ALL.map(Control::Knob).to_vec()
            };
            let labels: Vec<String> = all.iter().map(|c| lbl(*c)).collect();
            let cols = columns(m, &labels, cw, &s, true, 2);
            let rows = grid_height(all.len(), cols, &s);
            // More rules: which die moves which piece, a toggle per piece that plays (on:
            // the orange die), beside the knobs where they stand in one narrow column,
            // else under them.
            let die_of: Vec<Control> = match ed.page {
                EditorPage::More => ed.rules.roles.iter().map(|r| Control::DieOf(*r)).collect(),
                _ => vec![],
            };
            let die_labels: Vec<String> = die_of.iter().map(|c| lbl(*c)).collect();
            let knob_w = need(m, &labels, &s, true).ceil();
            let side_w = cw - knob_w - s.gap * 2.0;
            let beside = !die_of.is_empty()
                && cols == 1
                && side_w >= 2.0 * need(m, &die_labels, &s, true) + s.gap * 2.0;
            let grid_w = if beside { knob_w } else { cw };
            for (c, r) in all.iter().zip(grid(all.len(), cols, x0, grid_w, y, &s)) {
                let on = match c {
                    Control::Rule(rule) => ed.rules.house_rules.has(*rule),
                    Control::Knob(k) => k.is_on(&ed.rules),
                    _ => ed.rules.protection,
                };
                buttons.push(button(m, *c, &lbl(*c), r, &s, Look::Toggle(on)));
            }
            let mut after = y + rows + s.gap;
            if !die_of.is_empty() {
                let (gx, gw, gy) = if beside {
                    (x0 + knob_w + s.gap * 2.0, side_w, y)
                } else {
                    (x0, cw, after)
                };
                // The heading before the toggles on their first row, or over them.
                let head = t(LabScreenMsg::OrangeMoves);
                let hw = m.width(&head, s.small).ceil() + s.gap * 2.0;
                let toggle_w = need(m, &die_labels, &s, true);
                let (fx, top) = if gw - hw >= toggle_w {
                    let ty = gy + (s.bh - s.small * LINE_HEIGHT) / 2.0;
                    texts.push(line_at(m, &head, s.small, gx, hw, ty, Align::Left));
                    (gx + hw, gy)
                } else {
                    let lines = para(m, &head, gx, gw, gy, s.small);
                    let top = bottom(&lines, gy) + s.gap * 0.5;
                    texts.extend(lines);
                    (gx, top)
                };
                let rects = flow(m, &die_labels, fx, gx + gw - fx, top, &s);
                for ((c, l), r) in die_of.iter().zip(&die_labels).zip(&rects) {
                    let on = matches!(c, Control::DieOf(p) if ed.rules.moved_by_orange(*p));
                    buttons.push(button(m, *c, l, *r, &s, Look::Toggle(on)));
                }
                let end = rects.iter().map(|r| r.y + r.h).fold(top, f32::max);
                after = after.max(end + s.gap);
            }
            y = after;
            // The focused rule's explanation, where there is room for it.
            let how = match ed.focus {
                Control::Rule(r) => Some(rule_line(lang, r).1),
                Control::Protection => Some(t(LabScreenMsg::ProtectionHow)),
                Control::Knob(k) => Some(t(LabScreenMsg::KnobHow(k))),
                Control::DieOf(_) => Some(t(LabScreenMsg::OrangeMovesHow)),
                _ => None,
            };
            if let Some(how) = how {
                let lines = para(m, &how, x0, cw, y, s.small);
                if bottom(&lines, y) <= body_bottom {
                    texts.extend(lines);
                }
            }
        }
        EditorPage::Cards => {
            let toggle = Rect {
                x: x0,
                y,
                w: cw,
                h: s.bh,
            };
            buttons.push(button(
                m,
                Control::Action,
                &lbl(Control::Action),
                toggle,
                &s,
                Look::Toggle(ed.rules.action),
            ));
            y += s.bh + s.gap * 1.5;
            if !ed.rules.action {
                texts.extend(para(m, &t(LabScreenMsg::CardsOff), x0, cw, y, s.small));
            } else {
                let pager_y = body_bottom - s.bh;
                let room = pager_y - s.gap - y;
                // Card rows are lower than buttons, and stand in two columns where the
                // window is wide.
                let rh = ((s.ts * LINE_HEIGHT).ceil() + 2.0).max((s.bh * 0.78).round());
                let cols = if cw >= s.ts * 44.0 { 2 } else { 1 };
                let col_w = (cw - (cols - 1) as f32 * s.gap * 3.0) / cols as f32;
                let rows = (((room + s.gap) / (rh + s.gap)).floor() as usize).max(1);
                cards_per_page = rows * cols;
                let cards = &ed.deck().cards;
                let pages = cards.len().div_ceil(cards_per_page).max(1);
                let page = ed.card_page.min(pages - 1);
                let range = page * cards_per_page..((page + 1) * cards_per_page).min(cards.len());
                let count_w = m.width("9", s.ts) + s.gap * 2.0;
                let small_sizes = Sizes { bh: rh, ..s };
                for (k, i) in range.clone().enumerate() {
                    let cx = x0 + (k / rows) as f32 * (col_w + s.gap * 3.0);
                    let ry = y + (k % rows) as f32 * (rh + s.gap);
                    let less = Rect {
                        x: cx,
                        y: ry,
                        w: rh,
                        h: rh,
                    };
                    let more = Rect {
                        x: cx + rh + count_w,
                        y: ry,
                        w: rh,
                        h: rh,
                    };
                    let (cl, cm) = (Control::Count(i, Step::Less), Control::Count(i, Step::More));
                    buttons.push(button(m, cl, &lbl(cl), less, &small_sizes, Look::Plain));
                    let count = ed.count(i).to_string();
                    let cy = ry + (rh - s.ts * LINE_HEIGHT) / 2.0;
                    texts.push(line_at(
                        m,
                        &count,
                        s.ts,
                        less.x + less.w,
                        count_w,
                        cy,
                        Align::Center,
                    ));
                    buttons.push(button(m, cm, &lbl(cm), more, &small_sizes, Look::Plain));
                    let tx = more.x + more.w + s.gap;
                    let words = card_text(lang, &cards[i]);
                    let tw = cx + col_w - tx;
                    let (line, size) = fit_line(m, &words, tw, s.small, s.small);
                    let top = ry + (rh - size * LINE_HEIGHT) / 2.0;
                    texts.push(line_at(m, &line, size, tx, tw, top, Align::Left));
                }
                let prev = Rect {
                    x: x0,
                    y: pager_y,
                    w: s.bh * 1.5,
                    h: s.bh,
                };
                let next = Rect {
                    x: x0 + cw - s.bh * 1.5,
                    y: pager_y,
                    w: s.bh * 1.5,
                    h: s.bh,
                };
                let (cp, cn) = (
                    Control::CardsPage(Step::Less),
                    Control::CardsPage(Step::More),
                );
                buttons.push(button(m, cp, &lbl(cp), prev, &s, Look::Plain));
                buttons.push(button(m, cn, &lbl(cn), next, &s, Look::Plain));
                let which = t(LabScreenMsg::CardsPage {
                    first: range.start + 1,
                    last: range.end,
                    of: cards.len(),
                });
                let mid_x = prev.x + prev.w + s.gap;
                let mid_w = next.x - s.gap - mid_x;
                let (which, size) = fit_line(m, &which, mid_w, s.small, s.small);
                let top = pager_y + (s.bh - size * LINE_HEIGHT) / 2.0;
                texts.push(line_at(m, &which, size, mid_x, mid_w, top, Align::Center));
            }
        }
    }
    let page_bottom = texts[texts_from..]
        .iter()
        .map(|l| l.rect.y + l.rect.h)
        .chain(buttons[buttons_from..].iter().map(|b| b.rect.y + b.rect.h))
        .fold(0.0, f32::max);
    buttons.extend(bottom_buttons);
    let lay = EditorLayout {
        buttons,
        texts,
        status,
        refused,
        cards_per_page,
    };
    (lay, page_bottom <= body_bottom + 0.5)
}
