//! The panel's texts, window-free: what to do now (ranked by need), the latest events
//! and the card at hand, each line whole or left out whole, nothing twice.

use crate::table::card_box::{panel_card, CardBox, CardTexts};
use crate::table::panel::{HINT_GAP, MESSAGE_GAP};
use paint::layout::{reading_height, text_sizes, Layout};
use paint::text_layout::{
    fit_line, lay_out, stack, turned_page, wrap, Align, Line, Measure, Stack, LINE_HEIGHT,
};

/// `text` on one line `width` wide at `size`, or smaller down to `min_size`, but whole:
/// `None` where it does not fit (the panel leaves such a line out rather than cut it).
pub fn whole_line(
    m: &dyn Measure,
    text: &str,
    width: f32,
    size: f32,
    min_size: f32,
) -> Option<(String, f32)> {
    let (line, size) = fit_line(m, text, width, size, min_size);
    (line == text && !text.is_empty()).then_some((line, size))
}

/// How much an instruction of the panel matters. Where they do not all fit, the least
/// needed ones are left out whole: first the extras, then the useful ones; the newest
/// event ranks between the needed and the useful ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Need {
    /// What to do now, the level's goal and score, the hint asked for: always shown.
    Must,
    /// Helps now (the moves home, every target's count, the level's title).
    Useful,
    /// Said before or on a button too (the keys, the help level).
    Extra,
}

/// One instruction of the panel and how much it matters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// Its words.
    pub text: String,
    /// How much it matters.
    pub need: Need,
}

impl Hint {
    /// An instruction that is always shown.
    pub fn must(text: impl Into<String>) -> Hint {
        Hint {
            text: text.into(),
            need: Need::Must,
        }
    }

    /// An instruction that helps now.
    pub fn useful(text: impl Into<String>) -> Hint {
        Hint {
            text: text.into(),
            need: Need::Useful,
        }
    }

    /// An instruction said elsewhere too.
    pub fn extra(text: impl Into<String>) -> Hint {
        Hint {
            text: text.into(),
            need: Need::Extra,
        }
    }
}

/// The panel's texts laid out between `top` and `bottom`.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelTexts {
    /// The card at hand…
    pub card: Option<CardBox>,
    /// …and the page of its text on show.
    pub card_page: usize,
    /// What to do now: the lines of the page on show.
    pub hints: Vec<Line>,
    /// The latest events, newest first, each line with its place among the events on
    /// show (0 the newest).
    pub messages: Vec<(usize, Line)>,
    /// The most pages any of these texts fills (they take turns, each on its own).
    pub pages: usize,
}

impl PanelTexts {
    /// Every line on show.
    pub fn lines(&self) -> impl Iterator<Item = &Line> {
        self.card
            .iter()
            .flat_map(|c| c.lines(self.card_page))
            .chain(&self.hints)
            .chain(self.messages.iter().map(|(_, l)| l))
    }
}

/// Lays out the panel's texts between `top` and `bottom`, one under the other, as they
/// show: the card at hand, what to do now (`hints`, at the
/// normal size if they fit, else smaller down to the small size), and the latest events
/// (`messages`, newest first, at the small size). See [`panel_texts_held`]; here no
/// line is held.
#[allow(clippy::too_many_arguments)]
pub fn panel_texts(
    m: &dyn Measure,
    layout: &Layout,
    top: f32,
    bottom: f32,
    card: Option<&CardTexts>,
    hints: &[Hint],
    messages: &[String],
    page: usize,
) -> PanelTexts {
    panel_texts_held(m, layout, top, bottom, card, hints, messages, &[], page)
}

/// Lays out the panel's texts between `top` and `bottom`, one under the other, as they
/// show: the card at hand, what to do now (`hints`, at the
/// normal size if they fit, else smaller down to the small size), and the latest events
/// (`messages`, newest first, at the small size), with the `held` lines (the last
/// capture, swap and card, newest first: [`crate::table::flow::Held`]) among them, or
/// under them where they have dropped out of the latest.
///
/// Every line fits whole or is left out whole, and nothing shows twice (an instruction
/// the card says, an event an instruction says). The needed instructions always show;
/// then the newest event and the held ones, then the useful instructions, then the
/// extra ones, each where it still fits with the others on one page; then the older
/// events, whole, in the room left (a held line stays readable, never faded beyond the
/// second line's ink). Only what cannot fit alone goes on pages, which the reader turns
/// by their marker: the needed instructions, or with no instructions the newest event.
/// `page`: each text on pages shows the page `page` on from the one the reader turned to
/// (the window gives 0; the tests see every page).
#[allow(clippy::too_many_arguments)]
pub fn panel_texts_held(
    m: &dyn Measure,
    layout: &Layout,
    top: f32,
    bottom: f32,
    card: Option<&CardTexts>,
    hints: &[Hint],
    messages: &[String],
    held: &[String],
    page: usize,
) -> PanelTexts {
    let with_card = lay_out_panel(m, layout, (top, bottom), card, hints, messages, held, page);
    // Where the needed instructions go on pages under the card, the card gives way:
    // the instructions say its text too.
    if card.is_some() && with_card.hints.iter().any(|l| l.turn.is_some()) {
        return lay_out_panel(m, layout, (top, bottom), None, hints, messages, held, page);
    }
    with_card
}

/// [`panel_texts_held`] with the card at hand or without it.
#[allow(clippy::too_many_arguments)]
fn lay_out_panel(
    m: &dyn Measure,
    layout: &Layout,
    (top, bottom): (f32, f32),
    card: Option<&CardTexts>,
    hints: &[Hint],
    messages: &[String],
    held: &[String],
    page: usize,
) -> PanelTexts {
    let p = layout.panel;
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let line = small * LINE_HEIGHT;
    let gap = small * MESSAGE_GAP;
    let mut y = top;
    let mut pages = 1;
    // What the card leaves: a line for the instructions.
    let after_card = if hints.is_empty() { 0.0 } else { line + gap };
    // The card at hand takes what it needs, leaving a line for the instructions; with
    // too little room it is left out (the instructions say its text too, which they
    // leave out while the card shows).
    let card = card.and_then(|t| {
        let room = bottom - y - after_card;
        let b = panel_card(m, p.x, y, p.w, room, small, t);
        if b.frame.h > room + 0.5 {
            return None;
        }
        y = b.frame.y + b.frame.h + gap;
        pages = pages.max(b.pages());
        Some((b, t.body.as_str()))
    });
    // Nothing twice: not the card's text, not an instruction said already.
    let mut said: Vec<&str> = card.iter().map(|(_, body)| *body).collect();
    let mut kept: Vec<&Hint> = vec![];
    for h in hints {
        if !h.text.trim().is_empty() && !said.contains(&h.text.as_str()) {
            said.push(&h.text);
            kept.push(h);
        }
    }
    let card = card.map(|(b, _)| b);
    // The events, newest first, each marked held or not; a held line no longer among
    // the latest comes after them.
    let mut events: Vec<(&str, bool)> = messages
        .iter()
        .filter(|t| !t.trim().is_empty() && !said.contains(&t.as_str()))
        .map(|t| (t.as_str(), false))
        .collect();
    for h in held {
        if h.trim().is_empty() || said.contains(&h.as_str()) {
            continue;
        }
        match events.iter_mut().find(|(t, is)| *t == h.as_str() && !*is) {
            Some(e) => e.1 = true,
            None => events.push((h.as_str(), true)),
        }
    }
    let room = bottom - y;
    let text_height = |t: &str| wrap(m, t, small, p.w).len() as f32 * line;
    // The instructions keep clear of their speaker at the top right (read to me).
    let hints_w = p.w - shell::speaker_button::room(small);
    // The instructions `chosen` on one page, with `below` kept under them.
    let one_page = |chosen: &[bool], below: f32| -> Option<Stack> {
        let texts: Vec<&str> = kept
            .iter()
            .zip(chosen)
            .filter(|(_, c)| **c)
            .map(|(h, _)| h.text.as_str())
            .collect();
        let between = if texts.is_empty() || below <= 0.0 {
            0.0
        } else {
            gap
        };
        let r = room - below - between;
        if r < -0.5 {
            return None;
        }
        let s = stack(m, &texts, hints_w, r.max(0.0), ts, small, HINT_GAP);
        (texts.is_empty() || (s.pages() == 1 && s.height() <= r + 0.5)).then_some(s)
    };
    let mut chosen: Vec<bool> = kept.iter().map(|h| h.need == Need::Must).collect();
    // The room the newest event and the held ones take, together or each.
    let newest = events
        .first()
        .filter(|(_, is)| !*is)
        .map(|(t, _)| text_height(t))
        .unwrap_or(0.0);
    let held_height: f32 = events
        .iter()
        .filter(|(_, is)| *is)
        .map(|(t, _)| text_height(t))
        .sum();
    let mut below = 0.0;
    let hint_stack = match one_page(&chosen, 0.0) {
        Some(mut fitting) => {
            for wanted in [newest + held_height, held_height, newest] {
                if wanted <= 0.0 {
                    continue;
                }
                if let Some(s) = one_page(&chosen, wanted) {
                    below = wanted;
                    fitting = s;
                    break;
                }
            }
            for need in [Need::Useful, Need::Extra] {
                for i in 0..kept.len() {
                    if kept[i].need != need {
                        continue;
                    }
                    chosen[i] = true;
                    match one_page(&chosen, below) {
                        Some(s) => fitting = s,
                        None => chosen[i] = false,
                    }
                }
            }
            fitting
        }
        // The needed instructions alone are too long: they take turns on pages.
        None => {
            let texts: Vec<&str> = kept
                .iter()
                .filter(|h| h.need == Need::Must)
                .map(|h| h.text.as_str())
                .collect();
            stack(m, &texts, hints_w, room, ts, small, HINT_GAP)
        }
    };
    pages = pages.max(hint_stack.pages());
    let hint_lines = hint_stack.place(
        m,
        (hint_stack.page_on_show() + page) % hint_stack.pages(),
        p.x,
        hints_w,
        y,
        Align::Left,
    );
    if !hint_lines.is_empty() {
        y += hint_stack.height() + gap;
    }
    // The events: the newest where it fits whole (or, with nothing else to say, on
    // pages), and the held ones; then older ones whole while they fit with the held
    // ones still to come.
    let mut shown = vec![];
    let mut older_left_out = false;
    // The newest event goes first only where room was kept for it with the held ones.
    let newest_kept = held_height <= 0.0 || below >= newest + held_height - 0.5;
    for (i, (text, is_held)) in events.iter().enumerate() {
        if bottom - y < line - 0.5 {
            break;
        }
        let block = lay_out(m, text, p.w, bottom - y, small, small);
        let alone = i == 0 && hint_lines.is_empty();
        if block.pages() > 1 && !alone {
            older_left_out |= !is_held;
            continue;
        }
        if !is_held && (i > 0 || !newest_kept) {
            let held_after: f32 = events[i + 1..]
                .iter()
                .filter(|(_, is)| *is)
                .map(|(t, _)| text_height(t))
                .sum();
            if older_left_out || block.height() > bottom - y - held_after + 0.5 {
                older_left_out = true;
                continue;
            }
        }
        pages = pages.max(block.pages());
        let on_show = (block.page_on_show() + page) % block.pages();
        // A held line is never faded beyond the second line's ink.
        let ink_rank = if *is_held { i.min(1) } else { i };
        for l in block.place(m, on_show, p.x, p.w, y, Align::Left) {
            shown.push((ink_rank, l));
        }
        y += block.height();
    }
    PanelTexts {
        card_page: card.as_ref().map_or(0, |c| {
            (turned_page(c.body.iter().flatten()) + page) % c.pages()
        }),
        card,
        hints: hint_lines,
        messages: shown,
        pages,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::panel::deck_rows;
    use paint::text_layout::Mono;
    use track::board::Board;

    fn layout(w: f32, h: f32) -> Layout {
        Layout::new(w, h, &Board::classic())
    }

    /// The texts of a panel `lines` small lines high.
    fn texts(l: &Layout, lines: f32, hints: &[Hint], messages: &[&str]) -> PanelTexts {
        let (_, small) = text_sizes(reading_height(l.screen.0, l.screen.1));
        let top = l.panel.y;
        let bottom = top + lines * small * LINE_HEIGHT;
        let messages: Vec<String> = messages.iter().map(|s| s.to_string()).collect();
        panel_texts(&Mono, l, top, bottom, None, hints, &messages, 0)
    }

    #[test]
    fn an_event_that_an_instruction_says_is_not_shown_twice() {
        let l = layout(1024.0, 768.0);
        let t = texts(
            &l,
            12.0,
            &[Hint::must("Yellow needs a +")],
            &["Yellow needs a +", "Blue rolls 3."],
        );
        let said: Vec<&str> = t.lines().map(|l| l.text.as_str()).collect();
        assert_eq!(
            said.iter().filter(|s| s.contains("needs")).count(),
            1,
            "{said:?}"
        );
        assert!(said.contains(&"Blue rolls 3."), "{said:?}");
        assert_eq!(
            t.messages[0].0, 0,
            "the newest event on show is at full ink"
        );
    }

    #[test]
    fn extra_instructions_give_way_to_the_newest_event() {
        let l = layout(1024.0, 768.0);
        // Room for three small lines: the needed one, and the event rather than the keys.
        let t = texts(
            &l,
            3.2,
            &[
                Hint::must("Roll"),
                Hint::extra("H: hint"),
                Hint::extra("1 queen"),
            ],
            &["Blue rolls 3."],
        );
        let hints: Vec<&str> = t.hints.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(hints[0], "Roll");
        assert_eq!(t.messages.len(), 1, "the newest event shows: {t:?}");
        assert_eq!(t.pages, 1);
    }

    #[test]
    fn an_event_that_does_not_fit_whole_is_left_out_whole() {
        let l = layout(1024.0, 768.0);
        let long = "word ".repeat(60);
        let t = texts(&l, 4.0, &[Hint::must("Roll the dice")], &[long.as_str()]);
        assert!(t.messages.is_empty(), "{t:?}");
        assert_eq!(t.pages, 1, "nothing takes turns on pages");
        assert_eq!(t.hints.len(), 1);
    }

    #[test]
    fn needed_instructions_always_show_even_on_pages() {
        let l = layout(800.0, 600.0);
        let long = "word ".repeat(80);
        let t = texts(
            &l,
            3.0,
            &[Hint::must(long.clone()), Hint::extra("keys")],
            &["Blue rolls 3."],
        );
        assert!(!t.hints.is_empty());
        assert!(t.pages > 1, "too long for the panel: on pages");
        let (marker, words) = t.hints.split_last().expect("lines");
        assert!(
            words.iter().all(|l| l.text.starts_with("word")),
            "the extra gives way"
        );
        assert!(
            marker.turn.is_some(),
            "the reader turns the pages: {marker:?}"
        );
    }

    #[test]
    fn a_narrow_panel_gives_the_deck_two_whole_rows() {
        let narrow = layout(1024.0, 768.0);
        assert!(narrow.narrow_panel());
        assert_eq!(deck_rows(&narrow, true), 2);
        assert_eq!(deck_rows(&narrow, false), 0);
        assert_eq!(deck_rows(&layout(1920.0, 1080.0), true), 1);
        assert!(whole_line(&Mono, "Deck 21 · discards 0", 50.0, 20.0, 20.0).is_none());
        assert!(whole_line(&Mono, "Deck 21", 200.0, 20.0, 20.0).is_some());
    }

    #[test]
    fn a_held_line_outranks_older_events_and_the_extra_instructions() {
        let l = layout(1280.0, 720.0);
        let (_, small) = text_sizes(reading_height(l.screen.0, l.screen.1));
        let top = l.panel.y;
        // Room for four small lines: the needed instruction, the newest event, the
        // held capture; the keys and the older events give way.
        let bottom = top + 4.2 * small * LINE_HEIGHT;
        let messages: Vec<String> = [
            "Blue rolls 3.",
            "Red rolls 2.",
            "Red passes.",
            "Green rolls 5.",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let held = vec!["Green takes Mia's queen.".to_string()];
        let t = panel_texts_held(
            &Mono,
            &l,
            top,
            bottom,
            None,
            &[Hint::must("Roll"), Hint::extra("H: hint")],
            &messages,
            &held,
            0,
        );
        let said: Vec<&str> = t.lines().map(|l| l.text.as_str()).collect();
        assert!(said.contains(&"Green takes Mia's queen."), "{said:?}");
        assert!(
            said.contains(&"Roll") && said.contains(&"Blue rolls 3."),
            "{said:?}"
        );
        assert!(!said.contains(&"H: hint"), "the extra gives way: {said:?}");
        assert!(
            !said.contains(&"Red passes."),
            "older events give way: {said:?}"
        );
        let (rank, _) = t
            .messages
            .iter()
            .find(|(_, l)| l.text == "Green takes Mia's queen.")
            .unwrap();
        assert!(*rank <= 1, "a held line keeps its ink");
        // Held lines among the latest stay in their place, once.
        let t = panel_texts_held(
            &Mono,
            &l,
            top,
            bottom + 10.0 * small,
            None,
            &[Hint::must("Roll")],
            &[held[0].clone(), messages[0].clone()],
            &held,
            0,
        );
        let said: Vec<&str> = t.messages.iter().map(|(_, l)| l.text.as_str()).collect();
        assert_eq!(said, vec!["Green takes Mia's queen.", "Blue rolls 3."]);
    }
}
