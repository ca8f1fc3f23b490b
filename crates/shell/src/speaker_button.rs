//! The speakers beside the texts (issue 54): while *Read to me* is available (a voice
//! for the game's language, and the screen reads to someone: [`set_reading`]), every
//! text box a child needs (the one dialog and the boxes drawn as it, the drawn card, the
//! won boxes, the why-not bubble, the panel's instructions, the chess school's goal, the
//! end page's winner) has a small speaker at its top-right corner that reads that box's
//! text again; the turn banner's reads the last text again, as A does.
//!
//! One drawing ([`draw_for`], [`draw_again`]) and one hit test ([`take_click`], through
//! [`hear`]) for all of them: a box draws its speaker where [`corner`] puts it, its words
//! kept clear of it ([`room`]), and the speaker is remembered with what it says; a
//! click or tap is judged against the speakers as they were last drawn, which are the
//! ones the player saw (as the dialog's buttons are). A box drawn over others
//! ([`cover`]) keeps the speakers under it from a click.

use crate::i18n::Lang;
use crate::Frame;
use base::speech::Speaker;
use macroquad::prelude::WHITE;
use paint::draw::INK;
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use paint::layout::Rect;
use paint::speaker_icon::draw_speaker;
use std::cell::{Cell, RefCell};

/// A speaker's side, in its box's text sizes.
const SIDE: f32 = 1.6;
/// The gap between a speaker and its box's edge and words, in its box's text sizes.
const GAP: f32 = 0.3;

/// What a speaker reads when pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Says {
    /// The last text read, once more (the turn banner's, as the key A).
    Again,
    /// Its box's text.
    Text(String),
}

/// A speaker as drawn, or a box drawn over what was drawn before it.
#[derive(Clone, Debug, PartialEq)]
enum Drawn {
    Speaker(Rect, Says),
    Cover(Rect),
}

thread_local! {
    /// Whether the screen on show reads aloud and its language has a voice.
    static READING: Cell<bool> = const { Cell::new(false) };
    /// The speakers and covers drawn since the frame's drawing began, in order.
    static DRAWN: RefCell<Vec<Drawn>> = const { RefCell::new(Vec::new()) };
}

/// Whether the speakers show: the screen reads aloud and there is a voice (the shell
/// says so each frame, before the drawing).
pub fn set_reading(on: bool) {
    READING.with(|r| r.set(on));
}

/// Whether the speakers show (see [`set_reading`]).
pub fn reading() -> bool {
    READING.with(Cell::get)
}

/// A frame's drawing begins: the speakers drawn before are forgotten.
pub fn begin_drawing() {
    DRAWN.with(|d| d.borrow_mut().clear());
}

/// A speaker's side in a box whose text is `ts` high.
pub fn side(ts: f32) -> f32 {
    (ts * SIDE).round()
}

/// The width a box's words leave to its speaker (its side and a gap), while the speakers
/// show; 0 while they do not.
pub fn room(ts: f32) -> f32 {
    if reading() {
        side(ts) + (ts * GAP).round()
    } else {
        0.0
    }
}

/// Where the speaker of box `r` (its text `ts` high) stands: in its top-right corner,
/// `inset` in from its edges.
pub fn corner(r: Rect, ts: f32, inset: f32) -> Rect {
    let s = side(ts);
    Rect {
        x: r.x + r.w - inset - s,
        y: r.y + inset,
        w: s,
        h: s,
    }
}

/// Draws a speaker at `r` that reads `text` when pressed, while the speakers show.
pub fn draw_for(r: Rect, text: impl Into<String>) {
    draw_says(r, Says::Text(text.into()));
}

/// Draws a speaker at `r` that reads the last text again, while the speakers show.
pub fn draw_again(r: Rect) {
    draw_says(r, Says::Again);
}

fn draw_says(r: Rect, says: Says) {
    if !reading() {
        return;
    }
    if let Says::Text(t) = &says {
        if t.trim().is_empty() {
            return;
        }
    }
    draw_rectangle(r.x, r.y, r.w, r.h, WHITE);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
    draw_speaker(r, true, INK);
    DRAWN.with(|d| d.borrow_mut().push(Drawn::Speaker(r, says)));
}

/// A box (or a shade over the whole window) drawn over what was drawn before it: the
/// speakers under it take no click.
pub fn cover(r: Rect) {
    DRAWN.with(|d| d.borrow_mut().push(Drawn::Cover(r)));
}

/// The speakers drawn last, where they stand and what they say, the uncovered ones
/// (the browser page's and the tests' spots).
pub fn shown() -> Vec<(Rect, Says)> {
    DRAWN.with(|d| {
        let d = d.borrow();
        d.iter()
            .enumerate()
            .filter_map(|(i, e)| match e {
                Drawn::Speaker(r, s) => {
                    let (x, y) = r.center();
                    (on_top(&d[i..], x, y) == Some(s)).then(|| (*r, s.clone()))
                }
                Drawn::Cover(_) => None,
            })
            .collect()
    })
}

/// What is pressed at (`x`, `y`) among `drawn` (in drawing order): the last speaker
/// there, unless a box was drawn over it.
fn on_top(drawn: &[Drawn], x: f32, y: f32) -> Option<&Says> {
    for e in drawn.iter().rev() {
        match e {
            Drawn::Speaker(r, s) if r.contains(x, y) => return Some(s),
            Drawn::Cover(r) if r.contains(x, y) => return None,
            _ => {}
        }
    }
    None
}

/// If the frame's click (or tap) went down on a speaker as last drawn: what it says, and
/// the frame without its click (nothing else sees it).
pub fn take_click(frame: &Frame) -> Option<(Says, Frame)> {
    let (x, y) = frame.click_at()?;
    let says = DRAWN.with(|d| on_top(&d.borrow(), x, y).cloned())?;
    let mut f = frame.clone();
    f.clear();
    Some((says, f))
}

/// A click on a speaker, read by `speaker` in `lang` (the game's language): the frame
/// without its click, if a speaker took it.
pub fn hear(frame: &Frame, speaker: &mut Speaker, lang: Lang) -> Option<Frame> {
    let (says, rest) = take_click(frame)?;
    match says {
        Says::Again => speaker.again(),
        Says::Text(text) => speaker.read_now(lang, &text),
    }
    Some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::headless::Headless;
    use base::platform::speech::RecordingVoice;

    fn spot(x: f32) -> Rect {
        Rect {
            x,
            y: 10.0,
            w: 20.0,
            h: 20.0,
        }
    }

    #[test]
    fn a_click_on_a_speaker_reads_its_box_and_no_one_else_sees_the_click() {
        set_reading(true);
        begin_drawing();
        Headless::new(100.0, 100.0).frame(|_, _, _| {
            draw_for(spot(10.0), "Recule de 3 cases.");
            draw_again(spot(50.0));
        });
        let voice = RecordingVoice::new();
        let mut s = Speaker::new(Box::new(voice.clone()));
        let on = Frame::default().click(15.0, 15.0);
        let rest = hear(&on, &mut s, Lang::Fr).expect("the speaker takes it");
        assert_eq!(rest.click_at(), None);
        assert_eq!(voice.said(), [(Lang::Fr, "Recule de 3 cases.".to_string())]);
        // Beside it, nothing is taken.
        assert!(hear(&Frame::default().click(40.0, 15.0), &mut s, Lang::Fr).is_none());
        // The banner's speaker reads the last text again.
        hear(&Frame::default().click(55.0, 15.0), &mut s, Lang::Fr).expect("again");
        assert_eq!(voice.texts().len(), 2);
        set_reading(false);
    }

    #[test]
    fn a_speaker_under_a_box_drawn_over_it_takes_no_click_and_none_shows_while_not_reading() {
        set_reading(true);
        begin_drawing();
        Headless::new(100.0, 100.0).frame(|_, _, _| {
            draw_for(spot(10.0), "Under");
            cover(Rect {
                x: 0.0,
                y: 0.0,
                w: 100.0,
                h: 100.0,
            });
            draw_for(spot(50.0), "Over");
        });
        assert!(take_click(&Frame::default().click(15.0, 15.0)).is_none());
        let (says, _) = take_click(&Frame::default().click(55.0, 15.0)).expect("over");
        assert_eq!(says, Says::Text("Over".into()));
        assert_eq!(shown().len(), 1);
        set_reading(false);
        begin_drawing();
        Headless::new(100.0, 100.0).frame(|_, _, _| draw_for(spot(10.0), "Not reading"));
        assert!(shown().is_empty());
        assert_eq!(room(20.0), 0.0);
    }
}
