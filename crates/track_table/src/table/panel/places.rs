//! Where the side panel's parts go, for any window size, without drawing: the buttons'
//! arrangement, the banner of whose turn it is, where the texts begin and end.

use crate::table::interact::Button;
use macroquad::prelude::*;
use paint::layout::{reading_height, text_sizes, Layout, Rect};
use paint::text_layout::{fit_line, lay_out, Measure, TextBlock, LINE_HEIGHT};

/// The window height holds this many action buttons of the panel.
const ACTION_BUTTONS_PER_SCREEN: f32 = 12.0;
/// The window height holds this many toggle buttons of the panel.
const TOGGLES_PER_SCREEN: f32 = 16.0;
/// The panel's texts keep room for at least this many lines of small text above its
/// buttons.
pub const MIN_TEXT_LINES: usize = 4;
/// Actions stand side by side only if each is at least this many normal text sizes
/// wide.
const ACTION_MIN_TEXT: f32 = 6.0;
/// The gap between buttons, as a fraction of an action button's height.
const BUTTON_GAP: f32 = 0.2;
/// The turn banner's height, in normal text lines.
const BANNER_LINES: f32 = 2.0;
/// The turn banner's outline, in pixels.
pub(crate) const BANNER_OUTLINE: f32 = 3.0;
/// Line spacing of the seat rows, in small text heights.
pub(crate) const SEAT_ROW: f32 = 1.35;
/// The gap between two instructions, in their text size.
pub const HINT_GAP: f32 = 0.15;
/// The gap between the card, the instructions and the events, in small text sizes.
pub const MESSAGE_GAP: f32 = 0.4;
/// How much fainter each older message is than the one after it.
pub(crate) const MESSAGE_FADE: f32 = 0.18;

/// A button of the game panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelButton {
    /// A game action.
    Game(Button),
    /// Reveal or hide the highlighted targets.
    ShowMoves,
    /// Fullscreen on or off.
    Fullscreen,
    /// The menu.
    Menu,
    /// The move-count map on or off.
    MoveMap,
    /// The computer's hint.
    Hint,
}

/// The most game actions at once: a roll that may bring a piece in, draw a card or
/// pass. Each has its own place in the panel (the roll, alone at its decision, takes the
/// place of the last), kept free at every decision, so that no button moves when they
/// come and go.
pub const MOST_ACTIONS: [Button; 3] = [Button::BringIn, Button::DrawCard, Button::Pass];

/// The places of the actions in a game with `cards` or without: the most actions at
/// once, without drawing a card where the game has no cards.
fn action_slots(cards: bool) -> Vec<Button> {
    MOST_ACTIONS
        .into_iter()
        .filter(|b| cards || *b != Button::DrawCard)
        .collect()
}

/// How the panel's buttons stand: the toggles as a grid (step by step, show moves, the
/// move map, the hint, fullscreen, menu; in a narrow panel the hint over the menu) or
/// `compact` (the hint and the menu side by side in one row, the others in the menu),
/// and the actions stacked or `in_row` (side by side in one row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ButtonArrangement {
    /// The hint and the menu side by side, the other toggles in the menu.
    pub compact: bool,
    /// The actions side by side in one row.
    pub in_row: bool,
}

/// The panel's buttons: the `actions` for the decision at hand, then the toggles at the
/// bottom (for a `beginner` also the move map and the hint), in the one
/// [`button_arrangement`] of this window and game (with `cards` or without). A button
/// keeps its place and size whatever the decision and whoever's turn it is: the toggles
/// stand in the same places for everyone (a player who is not a beginner sees the
/// hint's and the move map's places empty), and each action has its own place.
pub fn panel_buttons(
    layout: &Layout,
    beginner: bool,
    cards: bool,
    actions: &[Button],
    text_top: f32,
) -> Vec<(PanelButton, Rect)> {
    let slots = action_slots(cards);
    let a = button_arrangement(layout, cards, text_top);
    arrange_buttons(layout, beginner, &slots, actions, a)
}

/// The arrangement of the panel's buttons for this window and a game (with `cards` or
/// without) whose texts start at `text_top`: chosen for the most actions at once and
/// every toggle, so that the texts above keep room for [`MIN_TEXT_LINES`] small lines at
/// every decision. The full grid with the actions stacked first; then the actions side
/// by side (if each stays wide enough for its label); then the compact toggles,
/// likewise. In portrait (the panel under the board, short) the toggles are always
/// compact and the actions side by side.
pub fn button_arrangement(layout: &Layout, cards: bool, text_top: f32) -> ButtonArrangement {
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let need = MIN_TEXT_LINES as f32 * small * LINE_HEIGHT + small * 0.5;
    let portrait = layout.screen.1 > layout.screen.0;
    let slots = action_slots(cards);
    let can_row = row_width(layout, slots.len()) >= ts * ACTION_MIN_TEXT;
    let tries = [
        (portrait, portrait),
        (portrait, portrait || can_row),
        (true, portrait),
        (true, portrait || can_row),
    ]
    .map(|(compact, in_row)| ButtonArrangement { compact, in_row });
    tries
        .into_iter()
        .find(|a| {
            let out = arrange_buttons(layout, true, &slots, &slots, *a);
            let top = out.iter().map(|(_, r)| r.y).fold(f32::MAX, f32::min);
            top - text_top >= need
        })
        .unwrap_or(tries[tries.len() - 1])
}

/// The heights of an action and of a toggle, and the gap between buttons. Sized by the
/// reading height (the width, in portrait), so that a tall window's buttons still fit
/// the panel under the board.
fn button_sizes(layout: &Layout) -> (f32, f32, f32) {
    let rh = reading_height(layout.screen.0, layout.screen.1);
    let bh = (rh / ACTION_BUTTONS_PER_SCREEN).round();
    let th = (rh / TOGGLES_PER_SCREEN).round();
    (bh, th, (bh * BUTTON_GAP).round())
}

/// The width of each of `n` actions side by side across the panel.
fn row_width(layout: &Layout, n: usize) -> f32 {
    let (_, _, gap) = button_sizes(layout);
    let n = n.max(1) as f32;
    (layout.panel.w - gap * (n - 1.0)) / n
}

/// The panel's buttons in the arrangement `a`, the `actions` each in its place among
/// the `slots`.
fn arrange_buttons(
    layout: &Layout,
    beginner: bool,
    slots: &[Button],
    actions: &[Button],
    a: ButtonArrangement,
) -> Vec<(PanelButton, Rect)> {
    let p = layout.panel;
    let (bh, th, gap) = button_sizes(layout);
    let mut out = vec![];
    let half = (p.w - gap) / 2.0;
    let y2 = p.y + p.h - th;
    let y1 = y2 - th - gap;
    let y0 = y1 - th - gap;
    // Every toggle's place, the beginner's; the others see the move map's and the
    // hint's places empty, so that the menu and the rest stay where they were.
    let toggles: Vec<(PanelButton, f32, f32, f32)> = if a.compact {
        vec![
            (PanelButton::Hint, p.x, y2, half),
            (PanelButton::Menu, p.x + half + gap, y2, half),
        ]
    } else if layout.narrow_panel() {
        // A narrow panel keeps Hint and Menu, full width, one above the other; the
        // other toggles are in the menu (where they also are in a wide panel).
        vec![
            (PanelButton::Hint, p.x, y1, p.w),
            (PanelButton::Menu, p.x, y2, p.w),
        ]
    } else {
        vec![
            (PanelButton::Game(Button::StepMode), p.x, y0, half),
            (PanelButton::ShowMoves, p.x + half + gap, y0, half),
            (PanelButton::MoveMap, p.x, y1, half),
            (PanelButton::Hint, p.x + half + gap, y1, half),
            (PanelButton::Fullscreen, p.x, y2, half),
            (PanelButton::Menu, p.x + half + gap, y2, half),
        ]
    };
    let top = toggles.iter().map(|t| t.2).fold(y2, f32::min);
    for (b, x, y, w) in toggles {
        if beginner || !matches!(b, PanelButton::Hint | PanelButton::MoveMap) {
            out.push((b, Rect { x, y, w, h: th }));
        }
    }
    // The actions' row (side by side) or lowest place (stacked).
    let y = top - gap * 2.0 - bh;
    let last = slots.len().saturating_sub(1);
    for b in actions {
        // An action not among the slots (the roll, alone at its decision) takes the
        // place of the last one, and the whole row.
        let (k, whole) = match slots.iter().position(|s| s == b) {
            Some(k) => (k, false),
            None => (last, true),
        };
        let rect = if a.in_row {
            let w = row_width(layout, slots.len());
            Rect {
                x: if whole {
                    p.x
                } else {
                    p.x + k as f32 * (w + gap)
                },
                y,
                w: if whole { p.w } else { w },
                h: bh,
            }
        } else {
            Rect {
                x: p.x,
                y: y - (last - k) as f32 * (bh + gap),
                w: p.w,
                h: bh,
            }
        };
        out.push((PanelButton::Game(*b), rect));
    }
    out
}

/// The walk's "one move back" button (what Backspace does), on the board under the dice
/// (in the track's empty middle, clear of the houses): as wide as its `label` needs at
/// the small size, between three and nine cells (under the side houses), and as high
/// as a finger needs. It comes while a walk has moves to take back; nothing else moves.
pub fn step_back_rect(m: &dyn Measure, layout: &Layout, dice: Rect, label: &str) -> Rect {
    let (_, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let h = (layout.cell * 1.1).max(small * 1.8).round();
    let w = (m.width(label, small) + small * 1.2)
        .clamp(layout.cell * 3.0, layout.cell * 9.0)
        .round();
    let (cx, _) = dice.center();
    Rect {
        x: (cx - w / 2.0).round(),
        y: (dice.y + dice.h + layout.cell * 0.4).round(),
        w,
        h,
    }
}

/// How many rows the deck's count takes: none without cards, two in a narrow panel (the
/// deck and the discard pile, each whole), else one.
pub fn deck_rows(layout: &Layout, action: bool) -> usize {
    match (action, layout.narrow_panel()) {
        (false, _) => 0,
        (true, true) => 2,
        (true, false) => 1,
    }
}

/// The top of the panel's texts (the card at hand, what to do, the latest events):
/// under the turn banner, the rows of the `seats` and, in an `action` game, the deck's
/// count.
pub fn texts_top(layout: &Layout, seats: usize, action: bool) -> f32 {
    let (_, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let rows = seats + deck_rows(layout, action);
    layout.panel.y
        + banner_height(layout)
        + small * 0.5
        + rows as f32 * small * SEAT_ROW
        + small * 0.4
}

/// The turn banner's height: two normal lines; in a narrow panel (a 4:3 window) room
/// for two small lines as well, so that "Partie finie !" or a long name's turn takes a
/// second line rather than being cut (issue 49). The same for every text: nothing under
/// the banner moves.
pub fn banner_height(layout: &Layout) -> f32 {
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let two = if layout.narrow_panel() {
        small * (2.0 * LINE_HEIGHT + 0.4)
    } else {
        0.0
    };
    (ts * BANNER_LINES).max(two).round()
}

/// The speaker button's side in a turn banner `banner_h` high: large enough to tap
/// (half the banner, which is two lines of text: a line and a half of the panel's small
/// text), small enough to leave the
/// turn's words and the seat's shape their room ([`banner_text`] keeps clear of
/// [`speaker_room`]).
pub fn speaker_side(banner_h: f32) -> f32 {
    (banner_h * 0.5).round()
}

/// The banner's width the speaker button takes from the words: its side and its margins.
pub fn speaker_room(banner_h: f32) -> f32 {
    speaker_side(banner_h) + 8.0
}

/// What the banner says of a name.
pub(crate) type Say<'a> = dyn Fn(&str) -> String + 'a;

/// The turn banner's words laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct Banner {
    /// The words said: `say` of the name, or of the name cut short.
    pub text: String,
    /// Laid out.
    pub block: TextBlock,
    /// Whether the seat's shape stands beside them (else they take the whole width).
    pub shape: bool,
}

/// The turn banner's words, `say` of a player's `name` (`""` where they name nobody):
/// beside the seat's shape on one line (from a little over the normal size down to the
/// small one) or two; where they need the banner's whole width, without the shape.
/// Every word whole: only a name too long for two lines is cut short ("À Großpa… de
/// jouer !"; the seats' rows under the banner name it whole). With the `speaker` button
/// at the banner's right end (read to me), the words keep clear of it.
pub fn banner_text(
    m: &dyn Measure,
    layout: &Layout,
    say: &Say,
    name: &str,
    speaker: bool,
) -> Banner {
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let banner_h = banner_height(layout);
    let mut p = layout.panel;
    if speaker {
        p.w -= speaker_room(banner_h);
    }
    let room_h = banner_h - small * 0.3;
    let fits = |b: &TextBlock| b.pages() == 1 && !b.broken;
    let chars: Vec<char> = name.chars().collect();
    for keep in (1..=chars.len()).rev().chain([0]) {
        let n = if keep == chars.len() {
            name.to_string()
        } else if keep > 0 {
            format!("{}…", chars[..keep].iter().collect::<String>().trim_end())
        } else {
            break;
        };
        let text = say(&n);
        for (width, shape) in [(p.w - banner_h * 1.1, true), (p.w - small, false)] {
            let block = lay_out(m, &text, width, room_h, ts * 1.1, small);
            if fits(&block) {
                return Banner { text, block, shape };
            }
        }
    }
    let (text, size) = fit_line(m, &say(name), p.w - small, small, small);
    Banner {
        block: lay_out(m, &text, p.w - small, room_h, size, size),
        text,
        shape: false,
    }
}

/// The bottom of the panel's texts: above its buttons.
pub fn texts_bottom(layout: &Layout, buttons: &[(PanelButton, Rect)]) -> f32 {
    let (_, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let p = layout.panel;
    buttons.iter().map(|(_, r)| r.y).fold(p.y + p.h, f32::min) - small * 0.5
}
