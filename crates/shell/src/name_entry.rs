//! The one way a name is typed: a learner's on the course map, a race player's on the
//! setup, a Yalta seat's, the rule lab's rule set's. A box near the top of the window
//! (clear of a tablet's on-screen keyboard, which rises from the bottom) says what it
//! asks, shows the field, and offers *Done* and *Cancel*.
//!
//! On the desktop the keys type into the field. In the browser a real text field of the
//! page lies over the box's field (`web/plugin.js`), so that a tablet's on-screen
//! keyboard opens on it; the game reads what it holds each frame. Enter, Tab and *Done*
//! keep the name; Esc and *Cancel* leave the name as it was; a tap or click outside the
//! box keeps the name and goes on to what it hit, so that no tap is ever lost.
//!
//! [`NameEntry::step`] (what a frame's input does) and [`layout`] are window-free and
//! tested; [`NameEntry::update`] and [`NameEntry::draw`] connect them to the window and
//! the page. The screens keep the name itself: an entry edits a copy, which a screen
//! takes on [`Step::Done`] or [`Step::Outside`].

use paint::draw::{draw_button, Pen, INK, PAPER};
use paint::flow::Span;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN, CAP_HEIGHT};
use paint::text_layout::{lay_out, Align, Measure, TextBlock};
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU32, Ordering};

/// The box's top, as a fraction of the window's height.
const TOP: f32 = 0.03;
/// The box is this fraction of the window wide…
const WIDTH: f32 = 0.56;
/// …but at least this many normal text sizes (and at most [`MAX_WIDTH`] of the window).
const MIN_WIDTH_TEXT: f32 = 14.0;
/// The box at most this fraction of the window wide.
const MAX_WIDTH: f32 = 0.94;
/// The field's height, in normal text sizes.
const FIELD_HEIGHT: f32 = 2.0;
/// Gaps, in normal text sizes.
const GAP: f32 = 0.5;
/// The box's outline, in pixels.
const OUTLINE: f32 = 4.0;
/// The shade over the screen behind the box.
const SHADE: macroquad::color::Color = macroquad::color::Color::new(0.0, 0.0, 0.0, 0.25);

/// Each entry's number, so that the page's field starts afresh for a new one.
static SERIAL: AtomicU32 = AtomicU32::new(1);

/// A name being typed: a copy of the name, edited until it is kept or dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameEntry {
    /// What the field holds now.
    pub text: String,
    /// The most characters a name has.
    pub max: usize,
    /// This entry's number (the page's field follows it).
    serial: u32,
}

/// A key of the desktop's keyboard for the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKey {
    /// A typed character.
    Char(char),
    /// Backspace: the last character goes.
    Backspace,
    /// Enter or Tab: keep the name.
    Done,
    /// Esc: leave the name as it was.
    Cancel,
}

/// How the page's field ended, if it did: the keys typed into it, or a press of the
/// page's key bar (`web/plugin.js`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PageEnd {
    /// Enter (or the on-screen keyboard's *Done*, or Tab).
    Done,
    /// Esc.
    Cancel,
    /// A press of the page outside the field (its key bar).
    Outside,
}

/// What the page's field says (`window`'s `ssl_name_field_news`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PageNews {
    /// The entry the field was opened for.
    pub serial: u32,
    /// What it holds.
    pub text: String,
    /// How it ended, if it did.
    pub end: Option<PageEnd>,
}

/// One frame's input for a name entry, read once so that the deciding is window-free.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Typed {
    /// The keyboard's keys (the desktop's; in the browser the page's field has them).
    pub keys: Vec<NameKey>,
    /// Where the left button or a finger went down.
    pub press: Option<(f32, f32)>,
    /// What the page's field says (browser only).
    pub page: Option<PageNews>,
}

/// What a frame did to a name entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Still typing: the frame was the box's.
    Typing,
    /// Enter or *Done*: keep this name (the frame was the box's).
    Done(String),
    /// Esc or *Cancel*: the name stays as it was (the frame was the box's).
    Cancel,
    /// A press outside the box: keep this name, and the press goes on to the screen,
    /// whose frame it is.
    Outside(String),
}

impl Step {
    /// What the frame means for the screen under the box: `None` while typing (the
    /// frame was the box's); else the name to keep (`None`: *Cancel* keeps the old one)
    /// and whether the frame goes on to the screen (a press outside the box).
    pub fn ended(self) -> Option<(Option<String>, bool)> {
        match self {
            Step::Typing => None,
            Step::Cancel => Some((None, false)),
            Step::Done(name) => Some((Some(name), false)),
            Step::Outside(name) => Some((Some(name), true)),
        }
    }
}

/// Where a name box's parts go in a window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NameBoxLayout {
    /// The box.
    pub panel: Rect,
    /// What it asks, laid out.
    pub prompt: TextBlock,
    /// The prompt's top.
    pub prompt_y: f32,
    /// The field.
    pub field: Rect,
    /// The field's text size.
    pub size: f32,
    /// *Done*.
    pub done: Rect,
    /// *Cancel*.
    pub cancel: Rect,
}

/// Lays a name box asking `prompt` out in a `w` × `h` window: at the top, the prompt,
/// the field below it, *Done* and *Cancel* side by side below that.
pub fn layout(m: &dyn Measure, prompt: &str, w: f32, h: f32) -> NameBoxLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    // A tablet held upright reads the box at 1/40 of its height too.
    let ts = ts.max((h / 40.0 / CAP_HEIGHT).ceil());
    let small = small.max((h / 40.0 / CAP_HEIGHT).ceil());
    let gap = (ts * GAP).round();
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round().max(ts * 1.6);
    let width = (w * WIDTH).max(ts * MIN_WIDTH_TEXT).min(w * MAX_WIDTH);
    let inner = width - 2.0 * ts;
    let prompt = lay_out(m, prompt, inner, ts * 5.0, ts, small);
    let fh = (ts * FIELD_HEIGHT).round();
    let total = gap + prompt.height() + gap + fh + gap + bh + gap;
    let panel = Rect {
        y: (h * TOP).round(),
        ..Rect::window(w, h).centre(width, total)
    };
    let prompt_y = panel.y + gap;
    let field = Rect {
        x: panel.x + ts,
        y: (prompt_y + prompt.height() + gap).round(),
        w: inner,
        h: fh,
    };
    let under = Rect {
        y: field.y + fh + gap,
        h: bh,
        ..field
    };
    let [done, cancel] = under.row([Span::Share(1.0), Span::Share(1.0)], gap);
    NameBoxLayout {
        panel,
        prompt,
        prompt_y,
        field,
        size: ts,
        done,
        cancel,
    }
}

/// The end of `text` that fits in `room` at `size`: a name longer than its field shows
/// its last letters, where the typing goes on.
pub fn visible_tail<'a>(m: &dyn Measure, text: &'a str, size: f32, room: f32) -> &'a str {
    let mut shown = text;
    while !shown.is_empty() && m.width(shown, size) > room {
        let mut chars = shown.chars();
        chars.next();
        shown = chars.as_str();
    }
    shown
}

/// A name as a field may hold it: no control characters, at most `max` characters.
pub fn clean(text: &str, max: usize) -> String {
    text.chars().filter(|c| !c.is_control()).take(max).collect()
}

impl NameEntry {
    /// An entry for a name of at most `max` characters, holding `text` at first.
    pub fn new(text: &str, max: usize) -> NameEntry {
        NameEntry {
            text: clean(text, max),
            max,
            serial: SERIAL.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// An entry begun by a key typed while a name had the keyboard focus (the race's
    /// setup, the rule lab): the name with that key's change, so no key is lost.
    pub fn begun_by(name: &str, max: usize, key: NameKey) -> NameEntry {
        let mut e = NameEntry::new(name, max);
        e.key(key);
        e
    }

    /// A key typed into the field (Done and Cancel end the entry: see [`Self::step`]).
    fn key(&mut self, key: NameKey) {
        match key {
            NameKey::Char(c) if !c.is_control() && self.text.chars().count() < self.max => {
                self.text.push(c)
            }
            NameKey::Backspace => {
                self.text.pop();
            }
            _ => {}
        }
    }

    /// What one frame's input does, the box laid out as `lay` (`None`: not drawn yet, so
    /// a press is judged by nobody and goes on to the screen).
    pub fn step(&mut self, typed: &Typed, lay: Option<&NameBoxLayout>) -> Step {
        if let Some(news) = typed.page.as_ref().filter(|n| n.serial == self.serial) {
            self.text = clean(&news.text, self.max);
            match news.end {
                Some(PageEnd::Done) => return Step::Done(self.text.clone()),
                Some(PageEnd::Cancel) => return Step::Cancel,
                Some(PageEnd::Outside) => return Step::Outside(self.text.clone()),
                None => {}
            }
        }
        for k in &typed.keys {
            match k {
                NameKey::Done => return Step::Done(self.text.clone()),
                NameKey::Cancel => return Step::Cancel,
                k => self.key(*k),
            }
        }
        let Some((x, y)) = typed.press else {
            return Step::Typing;
        };
        match lay {
            Some(l) if l.done.contains(x, y) => Step::Done(self.text.clone()),
            Some(l) if l.cancel.contains(x, y) => Step::Cancel,
            Some(l) if l.panel.contains(x, y) => Step::Typing,
            _ => Step::Outside(self.text.clone()),
        }
    }

    /// What the page's field is told: where it lies (in the window's pixels), its text
    /// size, what it holds at first and how long a name may be.
    fn page_spec(&self, lay: &NameBoxLayout) -> String {
        let f = lay.field;
        serde_json::json!({
            "serial": self.serial,
            "x": f.x, "y": f.y, "w": f.w, "h": f.h,
            "size": lay.size,
            "pad": (lay.size * 0.4).round(),
            "text": self.text,
            "max": self.max,
        })
        .to_string()
    }
}

thread_local! {
    /// The box drawn last and its layout: what a press is judged against, and the
    /// page's tap spots.
    static SHOWN: RefCell<Option<NameBoxLayout>> = const { RefCell::new(None) };
    /// Whether a box was drawn in this frame.
    static DRAWN: Cell<bool> = const { Cell::new(false) };
    /// What the page's field was told last ("" when it is hidden).
    static TOLD: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Whether a name box is on screen (the shell then keeps K from muting).
pub fn is_open() -> bool {
    SHOWN.with(|s| s.borrow().is_some())
}

/// The box's parts as the page's tap spots: the field, *Done*, *Cancel*.
pub fn tap_spots() -> Vec<(&'static str, Rect)> {
    SHOWN.with(|s| {
        s.borrow().as_ref().map_or(vec![], |l| {
            vec![
                ("name_field", l.field),
                ("name_done", l.done),
                ("name_cancel", l.cancel),
            ]
        })
    })
}

/// The end of a frame (after the drawing): a box no screen drew this frame is gone, and
/// so is the page's field over it.
pub fn end_frame() {
    if !DRAWN.with(|d| d.replace(false)) {
        SHOWN.with(|s| *s.borrow_mut() = None);
        tell_page("");
    }
}

/// Tells the page where its field is (or "" that there is none), when that changed.
fn tell_page(spec: &str) {
    let changed = TOLD.with(|t| {
        let mut t = t.borrow_mut();
        let changed = *t != spec;
        if changed {
            *t = spec.to_string();
        }
        changed
    });
    if changed {
        base::platform::show_name_field(spec);
    }
}

impl NameEntry {
    /// One frame of the entry: the keys, a press, the page's field.
    pub fn update(&mut self, frame: &crate::Frame) -> Step {
        use macroquad::prelude::KeyCode;
        let mut keys = vec![];
        for &c in &frame.chars {
            keys.push(NameKey::Char(c));
        }
        if frame.pressed(KeyCode::Backspace) {
            keys.push(NameKey::Backspace);
        }
        if [KeyCode::Enter, KeyCode::KpEnter, KeyCode::Tab]
            .iter()
            .any(|k| frame.pressed(*k))
        {
            keys.push(NameKey::Done);
        }
        if frame.pressed(KeyCode::Escape) {
            keys.push(NameKey::Cancel);
        }
        let page = base::platform::take_name_field().and_then(|j| serde_json::from_str(&j).ok());
        let typed = Typed {
            keys,
            press: frame.click_at(),
            page,
        };
        let shown = SHOWN.with(|s| s.borrow().clone());
        self.step(&typed, shown.as_ref())
    }

    /// Draws the box asking `prompt`, its buttons labelled `done` and `cancel`, over the
    /// screen, and lays the page's field over its field.
    pub fn draw(&self, pen: &Pen, prompt: &str, [done, cancel]: [&str; 2], w: f32, h: f32) {
        use macroquad::color::WHITE;
        use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
        let lay = layout(pen, prompt, w, h);
        draw_rectangle(0.0, 0.0, w, h, SHADE);
        let p = lay.panel;
        draw_rectangle(p.x, p.y, p.w, p.h, PAPER);
        draw_rectangle_lines(p.x, p.y, p.w, p.h, OUTLINE, INK);
        let f = lay.field;
        pen.block(&lay.prompt, f.x, f.w, lay.prompt_y, Align::Left, INK);
        draw_rectangle(f.x, f.y, f.w, f.h, WHITE);
        draw_rectangle_lines(f.x, f.y, f.w, f.h, 2.0, INK);
        // The end of the name and a caret after it (a steady one: nothing blinks).
        let pad = (lay.size * 0.4).round();
        let caret = lay.size * 0.15;
        let shown = visible_tail(pen, &self.text, lay.size, f.w - 2.0 * pad - caret * 2.0);
        pen.left(shown, f.x + pad, f.y + f.h / 2.0, lay.size, INK);
        let cx = f.x + pad + pen.measure(shown, lay.size).0 + caret;
        draw_rectangle(cx, f.y + f.h * 0.2, 2.0, f.h * 0.6, INK);
        draw_button(pen, lay.done, done, lay.size, true);
        draw_button(pen, lay.cancel, cancel, lay.size, false);
        tell_page(&self.page_spec(&lay));
        SHOWN.with(|s| *s.borrow_mut() = Some(lay));
        DRAWN.with(|d| d.set(true));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.6
        }
    }

    const SIZES: [(f32, f32); 8] = [
        (800.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (3840.0, 2160.0),
        (800.0, 1280.0),
        (720.0, 1280.0),
        (768.0, 1024.0),
    ];

    fn keys(keys: &[NameKey]) -> Typed {
        Typed {
            keys: keys.to_vec(),
            ..Typed::default()
        }
    }

    fn press((x, y): (f32, f32)) -> Typed {
        Typed {
            press: Some((x, y)),
            ..Typed::default()
        }
    }

    fn lay() -> NameBoxLayout {
        layout(&Mono, "The new learner's name", 1024.0, 768.0)
    }

    #[test]
    fn typed_letters_and_backspace_edit_a_copy_up_to_the_longest_name() {
        let mut e = NameEntry::new("Mi", 4);
        let step = e.step(
            &keys(&[NameKey::Char('a'), NameKey::Backspace, NameKey::Char('a')]),
            None,
        );
        assert_eq!((step, e.text.as_str()), (Step::Typing, "Mia"));
        // Control characters never go in; the fifth letter of a four-letter name does not.
        e.step(&keys(&[NameKey::Char('\u{8}'), NameKey::Char('!')]), None);
        e.step(&keys(&[NameKey::Char('?')]), None);
        assert_eq!(e.text, "Mia!");
    }

    #[test]
    fn enter_and_done_keep_the_name_and_escape_and_cancel_drop_it() {
        let l = lay();
        let mut e = NameEntry::new("Ole", 16);
        assert_eq!(
            e.step(&keys(&[NameKey::Done]), Some(&l)),
            Step::Done("Ole".into())
        );
        assert_eq!(e.step(&keys(&[NameKey::Cancel]), Some(&l)), Step::Cancel);
        assert_eq!(
            e.step(&press(l.done.center()), Some(&l)),
            Step::Done("Ole".into())
        );
        assert_eq!(e.step(&press(l.cancel.center()), Some(&l)), Step::Cancel);
    }

    #[test]
    fn a_press_outside_the_box_keeps_the_name_and_goes_on_and_one_inside_stays() {
        let l = lay();
        let mut e = NameEntry::new("Ada", 16);
        // Where the course map's Back button is: the tap is not lost.
        assert_eq!(
            e.step(&press((1000.0, 740.0)), Some(&l)),
            Step::Outside("Ada".into())
        );
        assert_eq!(e.step(&press(l.field.center()), Some(&l)), Step::Typing);
        let p = l.panel;
        assert_eq!(
            e.step(&press((p.x + 2.0, p.y + 2.0)), Some(&l)),
            Step::Typing
        );
        // A box not drawn yet holds no press back either.
        assert_eq!(
            e.step(&press(l.done.center()), None),
            Step::Outside("Ada".into())
        );
    }

    #[test]
    fn the_page_field_is_the_text_in_the_browser_and_ends_the_entry_as_it_says() {
        let mut e = NameEntry::new("", 5);
        let serial = e.serial;
        let news = |text: &str, end| Typed {
            page: Some(PageNews {
                serial,
                text: text.into(),
                end,
            }),
            ..Typed::default()
        };
        let typing = news("Jo\nnathan", None);
        assert_eq!(e.step(&typing, None), Step::Typing);
        assert_eq!(e.text, "Jonat", "cleaned and cut to the longest name");
        assert_eq!(
            e.step(&news("Jo", Some(PageEnd::Done)), None),
            Step::Done("Jo".into())
        );
        assert_eq!(
            e.step(&news("Jo", Some(PageEnd::Cancel)), None),
            Step::Cancel
        );
        assert_eq!(
            e.step(&news("Jon", Some(PageEnd::Outside)), None),
            Step::Outside("Jon".into())
        );
        // What the field said for an entry before this one is not this entry's.
        let old = Typed {
            page: Some(PageNews {
                serial: serial - 1,
                text: "Old".into(),
                end: Some(PageEnd::Done),
            }),
            ..Typed::default()
        };
        assert_eq!(e.step(&old, None), Step::Typing);
        assert_eq!(e.text, "Jon");
    }

    #[test]
    fn the_page_news_reads_as_web_plugin_js_writes_it() {
        let news: PageNews =
            serde_json::from_str(r#"{"serial":3,"text":"Mia","end":"outside"}"#).unwrap();
        assert_eq!(news.end, Some(PageEnd::Outside));
        let news: PageNews =
            serde_json::from_str(r#"{"serial":3,"text":"Mi","end":null}"#).unwrap();
        assert_eq!((news.text.as_str(), news.end), ("Mi", None));
    }

    #[test]
    fn a_key_that_begins_an_entry_is_not_lost() {
        let e = NameEntry::begun_by("Ann", 16, NameKey::Char('a'));
        assert_eq!(e.text, "Anna");
        let e = NameEntry::begun_by("Ann", 16, NameKey::Backspace);
        assert_eq!(e.text, "An");
        assert_ne!(
            e.serial,
            NameEntry::new("", 1).serial,
            "each entry its own number"
        );
    }

    #[test]
    fn the_box_stays_in_the_top_half_above_an_on_screen_keyboard_at_every_size() {
        let long = "The name of the player who plays the red pieces in this game";
        for (w, h) in SIZES {
            for prompt in ["Name", long] {
                let l = layout(&Mono, prompt, w, h);
                let p = l.panel;
                assert!(p.x >= 0.0 && p.y >= 0.0 && p.x + p.w <= w, "{w}×{h}");
                assert!(
                    p.y + p.h <= h * 0.5,
                    "{w}×{h}: the box reaches {}",
                    p.y + p.h
                );
                for r in [l.field, l.done, l.cancel] {
                    assert!(
                        r.x >= p.x && r.y >= p.y && r.x + r.w <= p.x + p.w + 0.5,
                        "{w}×{h}"
                    );
                    assert!(r.y + r.h <= p.y + p.h + 0.5, "{w}×{h}");
                }
                assert!(l.prompt_y + l.prompt.height() <= l.field.y, "{w}×{h}");
                assert!(l.field.y + l.field.h <= l.done.y, "{w}×{h}");
                assert!(
                    l.done.x + l.done.w < l.cancel.x,
                    "{w}×{h}: the buttons overlap"
                );
                assert_eq!(
                    l.prompt.lines.len().min(l.prompt.per_page),
                    l.prompt.lines.len()
                );
                let least = h / 40.0 / CAP_HEIGHT;
                assert!(l.size >= least && l.prompt.size >= least, "{w}×{h}");
                // A name of the longest kind shows whole in the field.
                assert!(
                    Mono.width("Bartholomäus Max", l.size) <= l.field.w * 0.9,
                    "{w}×{h}"
                );
            }
        }
    }

    #[test]
    fn a_name_longer_than_its_field_shows_its_end() {
        assert_eq!(visible_tail(&Mono, "Mia", 10.0, 100.0), "Mia");
        let tail = visible_tail(&Mono, "Maximiliane Müller", 10.0, 36.0);
        assert_eq!(tail, "Müller");
        assert_eq!(visible_tail(&Mono, "ÆØÅ", 10.0, 0.0), "");
    }

    #[test]
    fn the_page_is_told_where_the_field_lies_and_what_it_holds() {
        let l = lay();
        let e = NameEntry::new("Mia", 16);
        let spec: serde_json::Value = serde_json::from_str(&e.page_spec(&l)).unwrap();
        assert_eq!(spec["serial"], e.serial);
        assert_eq!(spec["text"], "Mia");
        assert_eq!(spec["max"], 16);
        assert_eq!(spec["x"].as_f64(), Some(f64::from(l.field.x)));
        assert_eq!(spec["h"].as_f64(), Some(f64::from(l.field.h)));
    }
}
