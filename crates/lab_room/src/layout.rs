//! Where the rule lab's controls and texts go, window-free (measured through
//! [`Measure`], so the tests lay it out with the game's font at every window size in
//! every language): the editor (title, name, tabs, the page's controls, the reason
//! under it, the buttons) and the *Try it* page (title, what is played, the progress
//! bar, the pictures' area, Stop and Back). Text never goes below the window's small
//! size; the cards page shows as many cards as fit and pages through the rest.

pub use crate::try_layout::{try_layout, TryControl, TryLayout, TryView};

use crate::editor::{Control, Editor, Step};
use crate::texts::{EditorPage, LabScreenMsg};
use paint::flow::{Band, Span};
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{
    fit_line, line_at, line_in, place, wrap, Align, Line, Measure, LINE_HEIGHT,
};
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
    let room = Rect {
        x: rect.x + left,
        w: (rect.w - left - pad).max(1.0),
        ..rect
    };
    let (t, size) = fit_line(m, text, room.w, s.ts, s.small);
    LabButton {
        control,
        rect,
        label: line_in(m, &t, size, room, align),
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

/// Rows of buttons `s.bh` high, `s.gap` apart, `width` wide from (`x`, `y`).
fn band(x: f32, y: f32, width: f32, s: &Sizes) -> Band {
    Band {
        x,
        y,
        width,
        row_h: s.bh,
        gap: s.gap,
    }
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
    let mut row = band(s.margin, 0.0, w - 2.0 * s.margin, s);
    let cols = row.columns(need(m, &labels, s, false), items.len());
    row.y = h - s.margin - row.grid_height(items.len(), cols);
    let buttons = items
        .iter()
        .zip(row.grid(items.len(), cols))
        .map(|((c, l), r)| button(m, *c, l, r, s, Look::Plain))
        .collect();
    (buttons, row.y)
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
    let mut p = Sheet {
        m,
        ed,
        lang,
        s: *s,
        x0: s.margin,
        cw: w - 2.0 * s.margin,
        y: s.margin,
        texts: vec![],
        buttons: vec![],
    };
    p.head();
    // The buttons at the bottom, and the status over them.
    let items: Vec<(Control, String)> = Editor::bottom_controls()
        .into_iter()
        .map(|c| (c, p.label(c)))
        .collect();
    let (bottom_buttons, row_top) = bottom_row(m, &items, w, h, s);
    let problem = ed.problem();
    let status_text = match (&problem, note) {
        (Some(pr), _) => words::say(lang, &base::said::rule_set_problem(pr)),
        (None, Some(n)) => n.to_string(),
        (None, None) => p.say(LabScreenMsg::Ready),
    };
    let mut status_lines = wrap(m, &status_text, s.small, p.cw);
    if status_lines.len() > 3 {
        let rest = status_lines[2..].join(" ");
        status_lines.truncate(2);
        status_lines.push(fit_line(m, &rest, p.cw, s.small, s.small).0);
    }
    let status_top = row_top - s.gap - status_lines.len() as f32 * s.small * LINE_HEIGHT;
    let status = place(
        m,
        &status_lines,
        s.small,
        p.x0,
        p.cw,
        status_top,
        Align::Left,
    );
    let body_bottom = status_top - s.gap;
    let (texts_from, buttons_from) = (p.texts.len(), p.buttons.len());
    let cards_per_page = match ed.page {
        EditorPage::Game => p.game_page(),
        EditorPage::Dice => p.dice_page(),
        EditorPage::Rules | EditorPage::More => p.switches_page(body_bottom),
        EditorPage::Cards => p.cards_page(body_bottom),
    }
    .unwrap_or(ed.cards_per_page);
    let page_bottom = p.texts[texts_from..]
        .iter()
        .map(|l| l.rect.y + l.rect.h)
        .chain(p.buttons[buttons_from..].iter().map(|b| b.rect.bottom()))
        .fold(0.0, f32::max);
    p.buttons.extend(bottom_buttons);
    let lay = EditorLayout {
        buttons: p.buttons,
        texts: p.texts,
        status,
        refused: problem.is_some(),
        cards_per_page,
    };
    (lay, page_bottom <= body_bottom + 0.5)
}

/// The editor being laid out, from the top down: what is placed, and where the next
/// thing goes.
struct Sheet<'a> {
    m: &'a dyn Measure,
    ed: &'a Editor,
    lang: Lang,
    s: Sizes,
    /// The page's left edge and width.
    x0: f32,
    cw: f32,
    /// The top of what comes next.
    y: f32,
    texts: Vec<Line>,
    buttons: Vec<LabButton<Control>>,
}

impl Sheet<'_> {
    fn say(&self, msg: LabScreenMsg) -> String {
        ::words::say(self.lang, &msg)
    }

    fn label(&self, c: Control) -> String {
        label(self.ed, self.lang, c)
    }

    fn labels(&self, controls: &[Control]) -> Vec<String> {
        controls.iter().map(|c| self.label(*c)).collect()
    }

    /// A row `h` high across the page from the next thing's top.
    fn line(&self, h: f32) -> Rect {
        Rect {
            x: self.x0,
            y: self.y,
            w: self.cw,
            h,
        }
    }

    /// Rows of buttons across the page from the next thing's top.
    fn band(&self) -> Band {
        band(self.x0, self.y, self.cw, &self.s)
    }

    /// The most columns, at most `max`, in which the labels of `controls` fit at least
    /// at the small size.
    fn columns(&self, controls: &[Control], toggle: bool, max: usize) -> usize {
        let need = need(self.m, &self.labels(controls), &self.s, toggle);
        self.band().columns(need, max)
    }

    fn push(&mut self, c: Control, r: Rect, look: Look) {
        let label = self.label(c);
        let b = button(self.m, c, &label, r, &self.s, look);
        self.buttons.push(b);
    }

    /// A paragraph across the page at `size`, with half a gap under it.
    fn heading(&mut self, text: &str, size: f32) {
        let lines = para(self.m, text, self.x0, self.cw, self.y, size);
        self.y = bottom(&lines, self.y) + self.s.gap * 0.5;
        self.texts.extend(lines);
    }

    /// `controls` in a grid of `cols` columns `width` wide, each looking as `look`
    /// says; the next thing goes `after` under it.
    fn grid(
        &mut self,
        controls: &[Control],
        cols: usize,
        width: f32,
        after: f32,
        look: impl Fn(Control) -> Look,
    ) {
        let band = Band {
            width,
            ..self.band()
        };
        for (c, r) in controls.iter().zip(band.grid(controls.len(), cols)) {
            self.push(*c, r, look(*c));
        }
        self.y += band.grid_height(controls.len(), cols) + after;
    }

    /// The title, the name and the tabs.
    fn head(&mut self) {
        let (m, s, x0, cw) = (self.m, self.s, self.x0, self.cw);
        let title = self.say(LabScreenMsg::Title);
        let (title, size) = fit_line(m, &title, cw, (s.ts * 1.3).round(), s.small);
        self.texts
            .push(line_at(m, &title, size, x0, cw, self.y, Align::Left));
        self.y += size * LINE_HEIGHT + s.gap;
        let name_label = self.say(LabScreenMsg::NameLabel);
        let lw = m.width(&name_label, s.ts).min(cw * 0.4);
        let (nl, ns) = fit_line(m, &name_label, lw, s.ts, s.small);
        let [label, field] = self.line(s.bh).row([Span::Px(lw), Span::Share(1.0)], s.gap);
        self.texts.push(line_in(m, &nl, ns, label, Align::Left));
        self.push(Control::Name, field, Look::Field);
        self.y += s.bh + s.gap;
        // In a row of five where every label fits at least at the small size, else three
        // and two (a narrow window in a language of long words: "Règles maison").
        let tabs = EditorPage::ALL.map(Control::Page);
        let cols = match self.columns(&tabs, false, tabs.len()) {
            c if c == tabs.len() => c,
            c @ (1 | 2) => c,
            _ => tabs.len().div_ceil(2),
        };
        let page = self.ed.page;
        self.grid(&tabs, cols, cw, s.gap * 2.0, |c| {
            Look::Choice(c == Control::Page(page))
        });
    }

    /// The booklet's game to start from, the pieces that play, the tries.
    fn game_page(&mut self) -> Option<usize> {
        let (m, s, ed) = (self.m, self.s, self.ed);
        self.heading(&self.say(LabScreenMsg::StartFrom), s.small);
        let bases = Base::ALL.map(Control::Base);
        let cols = match self.columns(&bases, false, 4) {
            3 => 2,
            c => c,
        };
        self.grid(&bases, cols, self.cw, s.gap * 1.5, |c| {
            Look::Choice(c == Control::Base(ed.rules.base))
        });
        self.heading(&self.say(LabScreenMsg::Pieces), s.small);
        let pieces = Role::ALL.map(Control::Piece);
        let cols = match self.columns(&pieces, true, 6) {
            c @ (6 | 3 | 2 | 1) => c,
            c => c.min(3),
        };
        self.grid(&pieces, cols, self.cw, s.gap * 1.5, |c| {
            Look::Toggle(matches!(c, Control::Piece(p) if ed.rules.roles.contains(&p)))
        });
        // The tries: − the number +, and how they work beside them where there is room.
        let tries = self.say(LabScreenMsg::Tries(ed.rules.tries));
        let tw = m
            .width(&self.say(LabScreenMsg::Tries(6)), s.ts)
            .max(m.width(&tries, s.ts));
        let spans = [
            Span::Px(s.bh),
            Span::Px(tw),
            Span::Px(s.bh),
            Span::Share(1.0),
        ];
        let [less, count, more, rest] = self.line(s.bh).row(spans, s.gap);
        self.push(Control::Tries(Step::Less), less, Look::Plain);
        self.texts
            .push(line_in(m, &tries, s.ts, count, Align::Center));
        self.push(Control::Tries(Step::More), more, Look::Plain);
        let how = self.say(LabScreenMsg::TriesHow);
        let beside = wrap(m, &how, s.small, rest.w);
        if beside.len() <= 2 && rest.w > s.ts * 6.0 {
            let top = rest.middle(beside.len() as f32 * s.small * LINE_HEIGHT);
            let lines = place(m, &beside, s.small, rest.x, rest.w, top, Align::Left);
            self.texts.extend(lines);
        } else {
            let top = self.y + s.bh + s.gap * 0.5;
            self.texts
                .extend(para(m, &how, self.x0, self.cw, top, s.small));
        }
        None
    }

    /// Each die's faces, with a button to add one and one to take one away.
    fn dice_page(&mut self) -> Option<usize> {
        let (m, s, ed) = (self.m, self.s, self.ed);
        let mut dice = vec![(Die::White, LabScreenMsg::WhiteDie)];
        if ed.rules.orange_die() {
            dice.push((Die::Orange, LabScreenMsg::OrangeDie));
        }
        for (die, head) in dice {
            self.heading(&self.say(head), s.ts);
            let faces = vec![s.bh; ed.faces(die).len()];
            let rects = self.band().wrap(&faces, Align::Left);
            for (i, r) in rects.iter().enumerate() {
                self.push(Control::Face(die, i), *r, Look::Face(die));
            }
            if let Some(last) = rects.last() {
                self.y = last.bottom() + s.gap;
            }
            let pair = [Control::AddFace(die), Control::RemoveFace(die)];
            let need = need(m, &self.labels(&pair), &s, false);
            let bw = (need + s.ts).min((self.cw - s.gap) / 2.0);
            let cols = self.band().columns(need, 2);
            let width = if cols == 2 { 2.0 * bw + s.gap } else { self.cw };
            self.grid(&pair, cols, width, s.gap * 1.5, |_| Look::Plain);
        }
        if !ed.rules.orange_die() {
            self.heading(&self.say(LabScreenMsg::OrangeNeeded), s.small);
        }
        let how = para(
            m,
            &self.say(LabScreenMsg::FaceHow),
            self.x0,
            self.cw,
            self.y,
            s.small,
        );
        self.texts.extend(how);
        None
    }

    /// The house rules, or the knobs and which die moves which piece, as switches;
    /// the focused one's explanation under them where there is room.
    fn switches_page(&mut self, body_bottom: f32) -> Option<usize> {
        let (m, s, ed, x0, cw) = (self.m, self.s, self.ed, self.x0, self.cw);
        let all: Vec<Control> = if ed.page == EditorPage::Rules {
            let mut all: Vec<Control> = HouseRule::ALL.map(Control::Rule).to_vec();
            all.push(Control::Protection);
            all
        } else {
            Knob::ALL.map(Control::Knob).to_vec()
        };
        let cols = self.columns(&all, true, 2);
        // More rules: which die moves which piece, a toggle per piece that plays (on:
        // the orange die), beside the knobs where they stand in one narrow column,
        // else under them.
        let die_of: Vec<Control> = match ed.page {
            EditorPage::More => ed.rules.roles.iter().map(|r| Control::DieOf(*r)).collect(),
            _ => vec![],
        };
        let die_labels = self.labels(&die_of);
        let knob_w = need(m, &self.labels(&all), &s, true).ceil();
        let side_w = cw - knob_w - s.gap * 2.0;
        let beside = !die_of.is_empty()
            && cols == 1
            && side_w >= 2.0 * need(m, &die_labels, &s, true) + s.gap * 2.0;
        let top = self.y;
        self.grid(&all, cols, if beside { knob_w } else { cw }, s.gap, |c| {
            Look::Toggle(match c {
                Control::Rule(rule) => ed.rules.house_rules.has(rule),
                Control::Knob(k) => k.is_on(&ed.rules),
                _ => ed.rules.protection,
            })
        });
        if !die_of.is_empty() {
            let (gx, gw, gy) = if beside {
                (x0 + knob_w + s.gap * 2.0, side_w, top)
            } else {
                (x0, cw, self.y)
            };
            // The heading before the toggles on their first row, or over them.
            let head = self.say(LabScreenMsg::OrangeMoves);
            let hw = m.width(&head, s.small).ceil() + s.gap * 2.0;
            let (fx, ty) = if gw - hw >= need(m, &die_labels, &s, true) {
                let ty = gy + (s.bh - s.small * LINE_HEIGHT) / 2.0;
                self.texts
                    .push(line_at(m, &head, s.small, gx, hw, ty, Align::Left));
                (gx + hw, gy)
            } else {
                let lines = para(m, &head, gx, gw, gy, s.small);
                let ty = bottom(&lines, gy) + s.gap * 0.5;
                self.texts.extend(lines);
                (gx, ty)
            };
            let widths: Vec<f32> = die_labels
                .iter()
                .map(|l| need(m, std::slice::from_ref(l), &s, true).ceil())
                .collect();
            let flow_band = band(fx, ty, gx + gw - fx, &s);
            let flow = flow_band.wrap(&widths, Align::Left);
            for (c, r) in die_of.iter().zip(&flow) {
                let on = matches!(c, Control::DieOf(p) if ed.rules.moved_by_orange(*p));
                self.push(*c, *r, Look::Toggle(on));
            }
            self.y = self.y.max(flow_band.bottom_of(&flow) + s.gap);
        }
        // The focused rule's explanation, where there is room for it.
        let how = match ed.focus {
            Control::Rule(r) => Some(rule_line(self.lang, r).1),
            Control::Protection => Some(self.say(LabScreenMsg::ProtectionHow)),
            Control::Knob(k) => Some(self.say(LabScreenMsg::KnobHow(k))),
            Control::DieOf(_) => Some(self.say(LabScreenMsg::OrangeMovesHow)),
            _ => None,
        };
        if let Some(how) = how {
            let lines = para(m, &how, x0, cw, self.y, s.small);
            if bottom(&lines, self.y) <= body_bottom {
                self.texts.extend(lines);
            }
        }
        None
    }

    /// The cards switch and, where the cards play, as many of the deck's cards as fit
    /// (each with − its count +), a page at a time: how many fit on a page.
    fn cards_page(&mut self, body_bottom: f32) -> Option<usize> {
        let (m, s, ed, x0, cw) = (self.m, self.s, self.ed, self.x0, self.cw);
        self.push(
            Control::Action,
            self.line(s.bh),
            Look::Toggle(ed.rules.action),
        );
        self.y += s.bh + s.gap * 1.5;
        if !ed.rules.action {
            let off = para(
                m,
                &self.say(LabScreenMsg::CardsOff),
                x0,
                cw,
                self.y,
                s.small,
            );
            self.texts.extend(off);
            return None;
        }
        let pager = Rect {
            y: body_bottom - s.bh,
            ..self.line(s.bh)
        };
        let room = pager.y - s.gap - self.y;
        // Card rows are lower than buttons, and stand in two columns where the window
        // is wide.
        let rh = ((s.ts * LINE_HEIGHT).ceil() + 2.0).max((s.bh * 0.78).round());
        let cols = if cw >= s.ts * 44.0 { 2 } else { 1 };
        let col_w = (cw - (cols - 1) as f32 * s.gap * 3.0) / cols as f32;
        let rows = (((room + s.gap) / (rh + s.gap)).floor() as usize).max(1);
        let per_page = rows * cols;
        let cards = &ed.deck().cards;
        let pages = cards.len().div_ceil(per_page).max(1);
        let page = ed.card_page.min(pages - 1);
        let range = page * per_page..((page + 1) * per_page).min(cards.len());
        let count_w = m.width("9", s.ts) + s.gap * 2.0;
        let row_sizes = Sizes { bh: rh, ..s };
        // − the count + the card's words, down the first column, then the second.
        let spans = [
            Span::Px(rh),
            Span::Px(count_w),
            Span::Px(rh),
            Span::Px(s.gap),
            Span::Share(1.0),
        ];
        for (k, i) in range.clone().enumerate() {
            let line = Rect {
                x: x0 + (k / rows) as f32 * (col_w + s.gap * 3.0),
                y: self.y + (k % rows) as f32 * (rh + s.gap),
                w: col_w,
                h: rh,
            };
            let [less, count, more, _, words] = line.row(spans, 0.0);
            for (c, r) in [(Step::Less, less), (Step::More, more)] {
                let c = Control::Count(i, c);
                let b = button(m, c, &self.label(c), r, &row_sizes, Look::Plain);
                self.buttons.push(b);
            }
            let n = ed.count(i).to_string();
            self.texts.push(line_in(m, &n, s.ts, count, Align::Center));
            let (text, size) = fit_line(
                m,
                &card_text(self.lang, &cards[i]),
                words.w,
                s.small,
                s.small,
            );
            self.texts.push(line_in(m, &text, size, words, Align::Left));
        }
        // The pager: ◀ which cards of how many ▶.
        let spans = [Span::Px(s.bh * 1.5), Span::Share(1.0), Span::Px(s.bh * 1.5)];
        let [prev, mid, next] = pager.row(spans, s.gap);
        self.push(Control::CardsPage(Step::Less), prev, Look::Plain);
        self.push(Control::CardsPage(Step::More), next, Look::Plain);
        let which = self.say(LabScreenMsg::CardsPage {
            first: range.start + 1,
            last: range.end,
            of: cards.len(),
        });
        let (which, size) = fit_line(m, &which, mid.w, s.small, s.small);
        self.texts
            .push(line_in(m, &which, size, mid, Align::Center));
        Some(per_page)
    }
}
