//! The one dialog of every screen: a title, a body of text and buttons. Enter, or a
//! click or tap on a button, chooses it; Esc and a click outside the box take the safe
//! choice (when the dialog has one); arrows and Tab move the visible focus. Leaving a
//! game, a new game, resigning, offering a draw, the menus, the school's won box: all are
//! this box.
//!
//! The deciding ([`decide`]) and the layout ([`layout`]) are window-free and tested;
//! [`ask`] and [`draw`] connect them to the window. A click is judged against the
//! buttons as they were last drawn, which are the ones the player saw.

use crate::frame::Frame;
use crate::keys::{Action, Input};
use crate::speaker_button;
use paint::draw::{draw_button, draw_focus_ring, Pen, INK, PAPER};
use paint::flow::Band;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::{lay_out, Align, Line, Measure, TextBlock};
use std::cell::RefCell;

/// A dialog's buttons are this fraction of the window wide…
const WIDTH: f32 = 0.5;
/// …but at least this many normal text heights…
const MIN_WIDTH_TEXT: f32 = 12.0;
/// …and the box at most this fraction of the window.
const MAX_WIDTH: f32 = 0.9;
/// The box at most this fraction of the window high.
const MAX_HEIGHT: f32 = 0.96;
/// The title's size, in normal text sizes.
const TITLE_SIZE: f32 = 1.3;
/// The gap between buttons, in normal text sizes.
const GAP: f32 = 0.5;
/// The box's outline, in pixels.
const OUTLINE: f32 = 4.0;
/// The speaker's distance from the box's top and right edges (read to me): clear of a
/// drawn card's band in its tone (`table/card_box.rs`).
const SPEAKER_INSET: f32 = OUTLINE * 4.0 + 3.0;
/// The shade over the screen behind a dialog.
const SHADE: macroquad::color::Color = macroquad::color::Color::new(0.0, 0.0, 0.0, 0.35);
/// A dialog with more buttons than this puts them in two columns (the game menu).
const ONE_COLUMN_MAX: usize = 7;

/// A question or a box of choices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dialog {
    /// The title.
    pub title: String,
    /// The body: sentences, wrapped to the box; `\n` starts a new line.
    pub body: String,
    /// The buttons' labels, in order.
    pub buttons: Vec<String>,
    /// The button Esc and a click outside choose (`None`: they do nothing).
    pub safe: Option<usize>,
}

impl Dialog {
    /// A dialog whose safe choice is `safe`.
    pub fn new(title: String, body: String, buttons: Vec<String>, safe: Option<usize>) -> Dialog {
        Dialog {
            title,
            body,
            buttons,
            safe,
        }
    }
}

/// Where a dialog's parts go in a window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DialogLayout {
    /// The box.
    pub panel: Rect,
    /// The title, laid out.
    pub title: TextBlock,
    /// The title's top.
    pub title_y: f32,
    /// The body, laid out (paged if it needs more room than the window has).
    pub body: TextBlock,
    /// The body's top.
    pub body_y: f32,
    /// The buttons.
    pub buttons: Vec<Rect>,
}

/// Lays a dialog out in a `w` × `h` window.
pub fn layout(d: &Dialog, m: &dyn Measure, w: f32, h: f32) -> DialogLayout {
    layout_wide(d, m, w, h, w * WIDTH, false)
}

/// The dialog laid out clear of `keep`, the things its message is about (a box never
/// covers the squares it speaks of): centred where that covers none of them, else where
/// it covers fewest, at its usual size before its narrowest and then with buttons of
/// the panels' height, nearest the centre.
pub fn layout_clear_of(d: &Dialog, m: &dyn Measure, w: f32, h: f32, keep: &[Rect]) -> DialogLayout {
    const STEPS: usize = 16;
    let covered = |p: &Rect| keep.iter().filter(|k| k.overlap(p) > 0.0).count();
    let centred = layout(d, m, w, h);
    if covered(&centred.panel) == 0 {
        return centred;
    }
    let mut best = (usize::MAX, usize::MAX, f32::MAX, centred.clone());
    let smaller = [
        centred,
        layout_wide(d, m, w, h, 0.0, false),
        layout_wide(d, m, w, h, 0.0, true),
    ];
    for (narrow, lay) in smaller.into_iter().enumerate() {
        let p = lay.panel;
        for i in 0..=STEPS {
            for j in 0..=STEPS {
                let x = ((w - p.w).max(0.0) * i as f32 / STEPS as f32).round();
                let y = ((h - p.h).max(0.0) * j as f32 / STEPS as f32).round();
                let (dx, dy) = (x - p.x, y - p.y);
                let moved = Rect { x, y, ..p };
                let (cx, cy) = moved.center();
                let off = (cx - w / 2.0).powi(2) + (cy - h / 2.0).powi(2);
                let rank = (covered(&moved), narrow, off);
                if rank < (best.0, best.1, best.2) {
                    let shifted = DialogLayout {
                        panel: moved,
                        title_y: lay.title_y + dy,
                        body_y: lay.body_y + dy,
                        buttons: lay
                            .buttons
                            .iter()
                            .map(|b| Rect {
                                x: b.x + dx,
                                y: b.y + dy,
                                ..*b
                            })
                            .collect(),
                        ..lay.clone()
                    };
                    best = (rank.0, rank.1, rank.2, shifted);
                }
            }
        }
    }
    best.3
}

/// A dialog laid out with buttons `wide` wide (at least a few text heights); `compact`,
/// with buttons as high as the panels' (where the big ones would be higher).
fn layout_wide(
    d: &Dialog,
    m: &dyn Measure,
    w: f32,
    h: f32,
    wide: f32,
    compact: bool,
) -> DialogLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    let big = (h / BIG_BUTTONS_PER_SCREEN).round();
    let bh = if compact {
        big.min((small * 2.2).round())
    } else {
        big
    };
    let n = d.buttons.len();
    let cols = if n > ONE_COLUMN_MAX { 2 } else { 1 };
    let gap = (ts * GAP).round();
    let bw = wide
        .max(ts * MIN_WIDTH_TEXT)
        .min((w * MAX_WIDTH - ts * 2.0 - gap * (cols as f32 - 1.0)) / cols as f32);
    let inner = bw * cols as f32 + gap * (cols as f32 - 1.0);
    let buttons_h = n.div_ceil(cols) as f32 * (bh + gap);
    // The speaker at the top-right corner (read to me): the title keeps clear of it
    // on both sides, the body begins under it.
    let beside = if has_words(d) {
        speaker_button::room(ts) * 2.0
    } else {
        0.0
    };
    let title = lay_out(m, &d.title, inner - beside, h * 0.2, ts * TITLE_SIZE, small);
    let speaker_h = if beside > 0.0 {
        speaker_button::side(ts) + SPEAKER_INSET - gap
    } else {
        0.0
    };
    let head = gap + title.height().max(speaker_h) + gap;
    let room = (h * MAX_HEIGHT - head - buttons_h - gap * 2.0).max(small * 1.3);
    let body = if d.body.trim().is_empty() {
        lay_out(m, "", inner, room, ts, small)
    } else {
        lay_out(m, &d.body, inner, room, ts, small)
    };
    let body_h = if d.body.trim().is_empty() {
        0.0
    } else {
        body.height() + gap
    };
    let total = head + body_h + buttons_h + gap;
    let panel = Rect::window(w, h).centre(inner + ts * 2.0, total);
    let body_y = panel.y + head;
    let buttons = Band {
        x: panel.x + ts,
        y: body_y + body_h,
        width: inner,
        row_h: bh,
        gap,
    }
    .grid_down(n, cols, bw);
    DialogLayout {
        panel,
        title,
        title_y: panel.y + gap,
        body,
        body_y,
        buttons,
    }
}

/// What one frame's input does to a dialog laid out as `lay`: the chosen button, if any;
/// `focus` follows the arrows and Tab.
pub fn decide(d: &Dialog, lay: &DialogLayout, input: &Input, focus: &mut usize) -> Option<usize> {
    let n = d.buttons.len();
    if n == 0 {
        return None;
    }
    *focus = (*focus).min(n - 1);
    if input.has(Action::Next) {
        *focus = (*focus + 1) % n;
    }
    if input.has(Action::Previous) {
        *focus = (*focus + n - 1) % n;
    }
    if input.has(Action::Confirm) {
        return Some(*focus);
    }
    if input.has(Action::Back) {
        return d.safe;
    }
    let (x, y) = input.press?;
    match lay.buttons.iter().position(|r| r.contains(x, y)) {
        Some(i) => Some(i),
        None if !lay.panel.contains(x, y) => d.safe,
        None => None,
    }
}

/// The title's and the body's lines where they are drawn (window-free: the text-layout
/// test checks these).
pub fn placed_lines(m: &dyn Measure, lay: &DialogLayout, w: f32, h: f32) -> Vec<Line> {
    let (ts, _) = text_sizes(reading_height(w, h));
    let p = lay.panel;
    let inner = p.w - ts * 2.0;
    let mut lines = lay
        .title
        .place_on_show(m, p.x + ts, inner, lay.title_y, Align::Center);
    lines.extend(
        lay.body
            .place_on_show(m, p.x + ts, inner, lay.body_y, Align::Center),
    );
    lines
}

thread_local! {
    /// The dialog drawn last and its layout: what a click is judged against.
    static LAST: RefCell<Option<(Dialog, DialogLayout)>> = const { RefCell::new(None) };
}

/// One frame of a dialog on screen: the button chosen, if any.
pub fn ask(frame: &Frame, d: &Dialog, focus: &mut usize) -> Option<usize> {
    let input = Input::read(frame);
    let lay = LAST.with(|l| {
        l.borrow()
            .as_ref()
            .filter(|(shown, _)| shown == d)
            .map(|(_, lay)| lay.clone())
    });
    match lay {
        Some(lay) => decide(d, &lay, &input, focus),
        // Not drawn yet: keys only (a click is judged against what was seen).
        None => decide(
            d,
            &DialogLayout::default(),
            &Input {
                press: None,
                ..input
            },
            focus,
        ),
    }
}

/// The buttons of the dialog drawn last, where they were drawn (the page's tap spots).
pub fn shown_buttons() -> Vec<Rect> {
    LAST.with(|l| l.borrow().as_ref().map(|(_, lay)| lay.buttons.clone()))
        .unwrap_or_default()
}

/// Where a dialog laid out as `lay` has its speaker (read to me): at its top-right
/// corner, beside its title.
pub fn speaker_spot(lay: &DialogLayout, w: f32, h: f32) -> Rect {
    let (ts, _) = text_sizes(reading_height(w, h));
    speaker_button::corner(lay.panel, ts, SPEAKER_INSET)
}

/// Whether a dialog says something to read aloud: a body under its title (a menu, its
/// title and its buttons only, has no speaker).
fn has_words(d: &Dialog) -> bool {
    !d.body.trim().is_empty()
}

/// What a dialog's speaker reads: its title and its body, each line a sentence (nothing
/// for a dialog without a body).
pub fn spoken(d: &Dialog) -> String {
    if !has_words(d) {
        return String::new();
    }
    base::speech::sentences(
        std::iter::once(d.title.as_str())
            .chain(d.body.lines())
            .map(str::trim)
            .filter(|l| !l.is_empty()),
    )
}

/// Draws a dialog over the screen, with the focus ring on button `focus`; returns its box.
pub fn draw(pen: &Pen, d: &Dialog, focus: usize, w: f32, h: f32) -> Rect {
    draw_laid_out(pen, d, layout(d, pen, w, h), focus, w, h)
}

/// Draws a dialog laid out as `lay` (see [`layout_clear_of`]); returns its box.
pub fn draw_laid_out(
    pen: &Pen,
    d: &Dialog,
    lay: DialogLayout,
    focus: usize,
    w: f32,
    h: f32,
) -> Rect {
    use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
    let (ts, _) = text_sizes(reading_height(w, h));
    draw_rectangle(0.0, 0.0, w, h, SHADE);
    speaker_button::cover(Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    });
    let p = lay.panel;
    draw_rectangle(p.x, p.y, p.w, p.h, PAPER);
    draw_rectangle_lines(p.x, p.y, p.w, p.h, OUTLINE, INK);
    pen.lines(&placed_lines(pen, &lay, w, h), INK);
    speaker_button::draw_for(speaker_spot(&lay, w, h), spoken(d));
    for (i, (r, label)) in lay.buttons.iter().zip(&d.buttons).enumerate() {
        draw_button(pen, *r, label, ts * 1.1, i == focus);
        if i == focus {
            draw_focus_ring(*r);
        }
    }
    let panel = lay.panel;
    LAST.with(|l| *l.borrow_mut() = Some((d.clone(), lay)));
    panel
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    fn leave() -> Dialog {
        Dialog::new(
            "Leave this game?".into(),
            "The game is saved; Continue on the start screen brings it back.".into(),
            vec!["Yes, leave".into(), "No, play on".into()],
            Some(1),
        )
    }

    fn press(x: f32, y: f32) -> Input {
        Input {
            actions: vec![],
            press: Some((x, y)),
        }
    }

    fn key(a: Action) -> Input {
        Input {
            actions: vec![a],
            press: None,
        }
    }

    #[test]
    fn escape_and_a_click_outside_take_the_safe_choice() {
        let d = leave();
        let lay = layout(&d, &Mono, 1024.0, 768.0);
        let mut focus = 0;
        assert_eq!(decide(&d, &lay, &key(Action::Back), &mut focus), Some(1));
        assert_eq!(decide(&d, &lay, &press(2.0, 2.0), &mut focus), Some(1));
        // A click inside the box but on no button does nothing.
        let p = lay.panel;
        assert_eq!(
            decide(&d, &lay, &press(p.x + 3.0, p.y + 3.0), &mut focus),
            None
        );
    }

    #[test]
    fn a_dialog_without_a_safe_choice_stays_on_escape() {
        let mut d = leave();
        d.safe = None;
        let lay = layout(&d, &Mono, 1024.0, 768.0);
        assert_eq!(decide(&d, &lay, &key(Action::Back), &mut 0), None);
        assert_eq!(decide(&d, &lay, &press(1.0, 1.0), &mut 0), None);
    }

    #[test]
    fn enter_chooses_the_focus_and_a_click_its_button() {
        let d = leave();
        let lay = layout(&d, &Mono, 1280.0, 720.0);
        let mut focus = 1;
        assert_eq!(decide(&d, &lay, &key(Action::Next), &mut focus), None);
        assert_eq!(focus, 0);
        assert_eq!(decide(&d, &lay, &key(Action::Confirm), &mut focus), Some(0));
        let (x, y) = lay.buttons[1].center();
        assert_eq!(decide(&d, &lay, &press(x, y), &mut focus), Some(1));
    }

    #[test]
    fn the_box_holds_its_title_body_and_buttons_at_every_size() {
        let mut d = leave();
        d.body = "A long body of text that has to wrap. ".repeat(8);
        for (w, h) in [
            (800.0, 600.0),
            (1024.0, 768.0),
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (720.0, 1280.0),
        ] {
            let lay = layout(&d, &Mono, w, h);
            let p = lay.panel;
            assert!(p.x >= 0.0 && p.y >= 0.0 && p.x + p.w <= w && p.y + p.h <= h + 1.0);
            let body_end = lay.body_y + lay.body.height();
            assert!(lay.title_y + lay.title.height() <= lay.body_y + 0.5);
            for b in &lay.buttons {
                assert!(b.y >= body_end, "a button over the body at {w}×{h}");
                assert!(b.y + b.h <= p.y + p.h + 0.5);
            }
            for l in &lay.body.lines {
                assert!(Mono.width(l, lay.body.size) <= p.w);
            }
        }
    }

    /// With *Read to me* on, a box's speaker stands inside it at its top right, clear
    /// of the title, the body and the buttons, at every size.
    #[test]
    fn a_boxs_speaker_stands_in_its_corner_clear_of_its_words() {
        let mut d = leave();
        d.title = "A long title that needs the whole width of the box and more".into();
        crate::speaker_button::set_reading(true);
        for (w, h) in [
            (800.0, 600.0),
            (1024.0, 768.0),
            (1280.0, 720.0),
            (768.0, 1024.0),
        ] {
            let lay = layout(&d, &Mono, w, h);
            let s = speaker_spot(&lay, w, h);
            let p = lay.panel;
            assert!(s.x > p.x && s.y > p.y && s.x + s.w < p.x + p.w && s.y + s.h < p.y + p.h);
            for l in placed_lines(&Mono, &lay, w, h) {
                let r = Rect {
                    x: l.rect.x,
                    y: l.rect.y,
                    w: l.rect.w,
                    h: l.rect.h,
                };
                assert_eq!(
                    r.overlap(&s),
                    0.0,
                    "{w}x{h}: {:?} under the speaker",
                    l.text
                );
            }
            for b in &lay.buttons {
                assert_eq!(b.overlap(&s), 0.0, "{w}x{h}: a button under the speaker");
            }
        }
        assert_eq!(
            spoken(&leave()),
            "Leave this game? The game is saved; Continue on the start screen brings it back."
        );
        // A menu (a title and buttons) has nothing to read: no speaker, no room kept.
        let mut menu = leave();
        menu.body.clear();
        assert_eq!(spoken(&menu), "");
        assert_eq!(layout(&menu, &Mono, 1024.0, 768.0), {
            crate::speaker_button::set_reading(false);
            layout(&menu, &Mono, 1024.0, 768.0)
        });
    }

    #[test]
    fn a_box_keeps_clear_of_what_it_is_about_where_it_can() {
        let d = leave();
        let (w, h) = (1024.0, 768.0);
        let centred = layout(&d, &Mono, w, h);
        // Something in the middle: the box moves off it, still whole in the window.
        let middle = Rect {
            x: w / 2.0 - 40.0,
            y: h / 2.0 - 40.0,
            w: 80.0,
            h: 80.0,
        };
        let lay = layout_clear_of(&d, &Mono, w, h, &[middle]);
        let p = lay.panel;
        assert_eq!(p.overlap(&middle), 0.0);
        assert!(p.x >= 0.0 && p.y >= 0.0 && p.x + p.w <= w + 0.5 && p.y + p.h <= h + 0.5);
        // Its parts move with it: the title at its top, the buttons inside.
        assert!(lay.title_y >= p.y && lay.title_y < lay.body_y);
        for b in &lay.buttons {
            assert!(b.x >= p.x && b.y >= lay.body_y && b.x + b.w <= p.x + p.w);
            assert!(b.y + b.h <= p.y + p.h + 0.5);
        }
        // Nothing to keep clear of: the box stays in the middle.
        assert_eq!(layout_clear_of(&d, &Mono, w, h, &[]), centred);
        // No room anywhere: it covers as few as it can.
        let everywhere: Vec<Rect> = (0..8)
            .flat_map(|i| {
                (0..6).map(move |j| Rect {
                    x: i as f32 * 128.0,
                    y: j as f32 * 128.0,
                    w: 10.0,
                    h: 10.0,
                })
            })
            .collect();
        let lay = layout_clear_of(&d, &Mono, w, h, &everywhere);
        let covered = |p: &Rect| everywhere.iter().filter(|k| k.overlap(p) > 0.0).count();
        assert!(covered(&lay.panel) < covered(&centred.panel));
    }
}
