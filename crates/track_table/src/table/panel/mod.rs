//! The side panel beside the board: whose turn, every seat's pieces, the card at hand,
//! what to do now, the latest events, and the buttons (where they are, what they say,
//! how they are drawn).

use crate::i18n::Msg;
use crate::table::card_box::{draw_card_box, CardTexts};
use crate::table::interact::{self, Button};
use crate::table::messages::{card_text, roll_hints};
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use paint::layout::{reading_height, text_sizes, Layout, Rect};
use paint::text_layout::{fit_line, lay_out, Align, Measure, TextBlock, LINE_HEIGHT};

pub mod texts;
pub use texts::{panel_texts, panel_texts_held, whole_line, Hint, Need, PanelTexts};
use track::pieces::Location;
use track::{CardTask, Choice, Phase};

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
const BANNER_OUTLINE: f32 = 3.0;
/// Line spacing of the seat rows, in small text heights.
const SEAT_ROW: f32 = 1.35;
/// The gap between two instructions, in their text size.
pub const HINT_GAP: f32 = 0.15;
/// The gap between the card, the instructions and the events, in small text sizes.
pub const MESSAGE_GAP: f32 = 0.4;
/// How much fainter each older message is than the one after it.
const MESSAGE_FADE: f32 = 0.18;

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
type Say<'a> = dyn Fn(&str) -> String + 'a;

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

impl<R: Room> TableScreen<R> {
    /// The panel's buttons (see [`panel_buttons`]) for the decision at hand.
    pub fn button_rects(&self, layout: &Layout) -> Vec<(PanelButton, Rect)> {
        // The move map and the hint help beginners only (and every learner in the
        // piece school); for a player or an expert their buttons are not shown.
        let beginner = R::coached(self)
            || self.help_of(self.table.state.turn().seat) == base::choices::Help::Beginner;
        if R::reviewing(self) {
            // Only the review bar works in a review.
            return vec![];
        }
        let human = self.person_to_act();
        let actions: Vec<Button> = if human {
            self.table
                .interaction
                .buttons(&self.table.state)
                .into_iter()
                .filter(|b| *b != Button::StepMode)
                .collect()
        } else {
            vec![]
        };
        let setup = self.table.shown.setup();
        let top = texts_top(layout, setup.seats.len(), setup.variant.action);
        panel_buttons(layout, beginner, setup.variant.action, &actions, top)
    }

    /// A button's label: without its key on a touch screen ([`shell::touch`]).
    fn label(&self, b: PanelButton) -> String {
        shell::touch::label(self.label_with_key(b))
    }

    fn label_with_key(&self, b: PanelButton) -> String {
        match b {
            PanelButton::Game(Button::Roll) => self.t(Msg::RollButton),
            PanelButton::Game(Button::BringIn) => format!("{} (B)", self.t(Msg::BringInButton)),
            PanelButton::Game(Button::DrawCard) => format!("{} (C)", self.t(Msg::DrawCardButton)),
            PanelButton::Game(Button::Pass) => format!("{} (N)", self.t(Msg::PassButton)),
            PanelButton::Game(Button::StepMode) => {
                self.t(Msg::StepMode(self.table.interaction.step_mode))
            }
            PanelButton::ShowMoves => self.t(Msg::ShowMoves(self.table.interaction.show_moves)),
            PanelButton::Fullscreen => self.t(Msg::Fullscreen),
            PanelButton::Menu => self.t(Msg::MenuButton),
            PanelButton::MoveMap => self.t(Msg::MoveMapButton(self.table.count_map)),
            // A hint on show: the same button plays it (as Enter does).
            PanelButton::Hint if self.table.interaction.hinted.is_some() => {
                self.t(Msg::PlayHintButton)
            }
            PanelButton::Hint => self.t(Msg::HintButton),
            PanelButton::Game(Button::StepBack) => self.t(Msg::StepBackButton),
        }
    }

    /// Where the walk's "one move back" button is now: under the dice while a person's
    /// walk has moves to take back ([`step_back_rect`]).
    pub fn step_back_button(&self, layout: &Layout) -> Option<Rect> {
        let walking = !self.table.interaction.walk.is_empty() && self.person_to_act();
        let label = self.label(PanelButton::Game(Button::StepBack));
        let pen = Pen { font: &self.font };
        walking.then(|| step_back_rect(&pen, layout, self.table.dice_rect(layout), &label))
    }

    /// Draws the side panel.
    pub fn draw_panel(&self, pen: &Pen, layout: &Layout) {
        let p = layout.panel;
        let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
        let shown = &self.table.shown;
        let mut y = p.y;
        // Turn banner: colour, shape and name.
        let seat = shown.turn().seat;
        let banner_h = banner_height(layout);
        // At a hand-over the banner flashes the next person's name.
        let flash = self.table.pace.hand_over.flash_on() && !shown.is_over();
        draw_rectangle(
            p.x,
            y,
            p.w,
            banner_h,
            if flash { INK } else { seat_color(seat) },
        );
        draw_rectangle_lines(p.x, y, p.w, banner_h, BANNER_OUTLINE, INK);
        let name = self.seat_name(seat);
        let round = self.t(Msg::Round(shown.round()));
        let (say, name): (Box<Say>, &str) = if shown.is_over() {
            (Box::new(|_| self.t(Msg::GameOver)), "")
        } else if flash {
            (Box::new(|n| self.t(Msg::YourTurn(n.to_string()))), &name)
        } else if layout.narrow_panel() || R::coached(self) {
            // A narrow banner keeps the name large; the round is left out (a lesson
            // has no rounds).
            (Box::new(|n| n.to_string()), &name)
        } else {
            (Box::new(|n| format!("{n} · {round}")), &name)
        };
        let banner_ink = if seat.index() == 0 && !flash {
            INK
        } else {
            WHITE
        };
        // The speaker button in the banner (a narrow panel has it beside the banner).
        let spot = self.banner_speaker(layout);
        let speaker = spot.is_some() && !layout.narrow_panel();
        let Banner { block, shape, .. } = banner_text(pen, layout, &*say, name, speaker);
        if shape {
            let r = (banner_h * 0.3).min(ts * 0.6);
            draw_shape(
                seat_shape(seat),
                p.x + banner_h * 0.5,
                y + banner_h * 0.5,
                r,
                WHITE,
                INK,
                2.0,
            );
        }
        let x = if shape {
            p.x + banner_h
        } else {
            p.x + small * 0.5
        };
        let top = y + (banner_h - block.height()) / 2.0;
        let right = p.x + p.w - if speaker { speaker_room(banner_h) } else { 0.0 };
        pen.block(&block, x, right - x, top, Align::Left, banner_ink);
        if let Some(r) = spot {
            shell::speaker_button::draw_again(r);
        }
        y += banner_h + small * 0.5;
        // Every seat: its pieces in the box, on the track and at home, and its placing.
        for s in &shown.setup().seats {
            let pos = shown.position();
            let boxed = pos.in_box(*s).count();
            let home = pos
                .pieces_of(*s)
                .filter(|(_, at)| *at == Location::Home)
                .count();
            // Counted, not derived: a lesson's seat has only some of its pieces.
            let track = pos
                .pieces_of(*s)
                .filter(|(_, at)| matches!(at, Location::Track(_)))
                .count();
            let cy = y + small * 0.65;
            draw_shape(
                seat_shape(*s),
                p.x + small * 0.6,
                cy,
                small * 0.45,
                seat_color(*s),
                INK,
                1.5,
            );
            let place = shown
                .placings()
                .iter()
                .position(|x| x == s)
                .map(|i| format!("  {}", self.t(Msg::Placing(i as u8 + 1))))
                .unwrap_or_default();
            // A narrow panel names the seats only: their boxes and houses on the board
            // show the counts.
            // Where the counts do not fit whole, the name alone.
            let name = format!("{}{}", self.seat_name(*s), place);
            // A lesson's counts say nothing the level asks.
            let counts = (!layout.narrow_panel() && !R::coached(self)).then(|| {
                let counts = self.t(Msg::SeatCounts(boxed, track, home));
                let line = self.t(Msg::Labelled(self.seat_name(*s), counts));
                format!("{line}{place}")
            });
            let room = p.w - small * 1.4;
            let (line, size) = counts
                .and_then(|c| whole_line(pen, &c, room, small, small))
                .unwrap_or_else(|| fit_line(pen, &name, room, small, small));
            pen.left(&line, p.x + small * 1.4, cy, size, INK);
            y += small * SEAT_ROW;
        }
        if shown.setup().variant.action {
            let d = shown.deck();
            let (left, discards) = (d.draw.len(), d.discard.len());
            // One row, or two in a narrow panel; each whole, or a row left empty.
            let rows = match deck_rows(layout, true) {
                1 => vec![whole_line(
                    pen,
                    &self.t(Msg::DeckCount(left, discards)),
                    p.w,
                    small,
                    small,
                )
                .or_else(|| whole_line(pen, &self.t(Msg::DeckLeft(left)), p.w, small, small))],
                _ => vec![
                    whole_line(pen, &self.t(Msg::DeckLeft(left)), p.w, small, small),
                    whole_line(pen, &self.t(Msg::DiscardPile(discards)), p.w, small, small),
                ],
            };
            for row in rows {
                if let Some((text, size)) = row {
                    pen.left(&text, p.x, y + small * 0.65, size, INK);
                }
                y += small * SEAT_ROW;
            }
        }
        let buttons = self.button_rects(layout);
        let top = texts_top(
            layout,
            shown.setup().seats.len(),
            shown.setup().variant.action,
        );
        debug_assert!((top - y - small * 0.4).abs() < 0.5);
        let card = match shown.phase() {
            Phase::Card { card, .. } => shown
                .deck()
                .card(card)
                .map(|c| CardTexts::of(self.lang, c, vec![])),
            _ => None,
        };
        // What to do now.
        let mut hints: Vec<Hint> = vec![];
        // A game that is not being kept says so first, whatever else there is to say.
        if let Some(problem) = &self.table.save_problem {
            hints.push(Hint::must(problem.clone()));
        }
        if self.table.idle() && !shown.is_over() && !R::reviewing(self) {
            if self.table.is_computer_turn() {
                hints.push(Hint::must(self.t(Msg::ComputerTurn(self.seat_name(seat)))));
            } else {
                hints.extend(self.hints());
            }
        }
        let messages: Vec<String> = self.table.messages.iter().cloned().collect();
        let mut bottom = texts_bottom(layout, &buttons);
        if R::reviewing(self) {
            bottom = bottom.min(R::review_bar_top(self, layout) - small * 0.5);
        }
        let texts = panel_texts_held(
            pen,
            layout,
            top,
            bottom,
            card.as_ref(),
            &hints,
            &messages,
            &self.table.told.held.lines(),
            0,
        );
        if let (Some(b), Phase::Card { card, .. }) = (&texts.card, shown.phase()) {
            if let Some(c) = shown.deck().card(card) {
                draw_card_box(pen, b, c.tone, texts.card_page);
            }
        }
        pen.lines(&texts.hints, INK);
        // The instructions' speaker (read to me): what to do, the goal, the hint.
        if let Some(first) = texts.hints.first() {
            let side = shell::speaker_button::side(small);
            let spot = Rect {
                x: p.x + p.w - side,
                y: first.rect.y,
                w: side,
                h: side,
            };
            let must = hints.iter().filter(|h| h.need == Need::Must);
            let text = base::speech::sentences(must.map(|h| h.text.as_str()));
            shell::speaker_button::draw_for(spot, text);
        }
        for (i, l) in &texts.messages {
            let c = Color::new(INK.r, INK.g, INK.b, 1.0 - *i as f32 * MESSAGE_FADE);
            pen.line(l, c);
        }
        for (b, r) in buttons {
            let hot = match b {
                PanelButton::Game(Button::Roll) => true,
                PanelButton::Game(Button::StepMode) => self.table.interaction.step_mode,
                PanelButton::ShowMoves => self.table.interaction.show_moves,
                PanelButton::MoveMap => self.table.count_map,
                _ => false,
            };
            let size = if matches!(
                b,
                PanelButton::Game(Button::StepMode)
                    | PanelButton::ShowMoves
                    | PanelButton::Fullscreen
                    | PanelButton::Menu
                    | PanelButton::MoveMap
                    | PanelButton::Hint
            ) {
                small
            } else {
                ts * 1.05
            };
            draw_button(pen, r, &self.label(b), size, hot);
        }
        if let Some(r) = self.step_back_button(layout) {
            let label = self.label(PanelButton::Game(Button::StepBack));
            draw_button(pen, r, &label, small, false);
        }
    }

    /// The instructions for the human player at this moment; on a touch screen they
    /// name the buttons to tap, never keys.
    pub fn hints(&self) -> Vec<Hint> {
        let s = &self.table.state;
        let touch = shell::touch::touch_screen();
        let mut out = R::coach_lines(self);
        if R::finding_squares(self) {
            // Clicking squares, not playing a roll: the game's instructions would mislead.
            out.extend(
                self.table
                    .hint_why
                    .iter()
                    .map(|why| Hint::must(why.clone())),
            );
            return out;
        }
        // What was rolled, where the newest event says it already.
        let said = match s.phase() {
            Phase::Decide { white, orange } => {
                let roll = self.t(Msg::Rolls(self.seat_name(s.turn().seat), *white, *orange));
                (self.table.messages.front() == Some(&roll))
                    .then(|| self.t(Msg::Rolled(*white, *orange)))
            }
            _ => None,
        };
        out.extend(
            roll_hints(self.lang, &self.names(), s)
                .into_iter()
                .filter(|h| Some(h) != said.as_ref())
                .map(Hint::must),
        );
        if let Phase::Card { card, .. } = s.phase() {
            if let Some(c) = s.deck().card(card) {
                out.push(Hint::must(card_text(self.lang, c)));
            }
        }
        match self.table.interaction.picking {
            interact::Picking::Roll(role) => {
                out.push(Hint::must(self.t(Msg::ChooseTarget(role))));
                let lit = self.table.interaction.lit(s);
                if self.table.interaction.show_moves
                    && lit.len() > 1
                    && lit.iter().all(|l| l.moves == lit[0].moves)
                {
                    out.push(Hint::useful(self.t(Msg::EveryRing(lit[0].moves))));
                }
                if self.table.interaction.step_mode {
                    let pips = s.outcomes_for(role).map(|o| o.pips).unwrap_or(0);
                    let k = (self.table.interaction.walk.len() as u8 + 1).min(pips);
                    out.push(Hint::must(self.t(Msg::MoveOf(k, pips))));
                    // On a touch screen the button under the dice says it.
                    if !self.table.interaction.walk.is_empty() && !touch {
                        out.push(Hint::useful(self.t(Msg::BackspaceHint)));
                    }
                    if k < pips {
                        out.push(Hint::extra(self.t(Msg::WalkFurther)));
                    }
                }
            }
            interact::Picking::BringIn(None) => out.push(Hint::must(self.t(Msg::ChooseBringIn))),
            interact::Picking::BringIn(Some(_)) => {
                out.push(Hint::must(self.t(Msg::ChooseStartField)))
            }
            interact::Picking::Swap(_) => out.push(Hint::must(self.t(Msg::ChooseSwap))),
            interact::Picking::SafeSpot(_) => out.push(Hint::must(self.t(Msg::ChooseSafeSpot))),
            interact::Picking::Nothing => {
                let choices = s.legal_choices();
                if choices.iter().any(|c| matches!(c, Choice::Move { .. })) {
                    let choose = if touch {
                        Msg::ChoosePieceTouch
                    } else {
                        Msg::ChoosePiece
                    };
                    out.push(Hint::must(self.t(choose)));
                }
                if let Phase::Card { task, .. } = s.phase() {
                    match task {
                        CardTask::Swap => out.push(Hint::must(self.t(Msg::ChooseSwap))),
                        CardTask::SendBack => out.push(Hint::must(self.t(Msg::ChooseSendBack))),
                        CardTask::SafeSpot => out.push(Hint::must(self.t(Msg::ChooseSafeSpot))),
                        CardTask::BringIn => out.push(Hint::must(self.t(Msg::ChooseBringIn))),
                        CardTask::Roll(_) => {}
                    }
                }
            }
        }
        if self.table.state.must_free_start() {
            out.push(Hint::must(self.t(Msg::MustFreeStart)));
        }
        if !R::coached(self) && self.help_of(s.turn().seat) != base::choices::Help::Beginner {
            let help = self.t(Msg::HelpLevel(self.help_of(s.turn().seat)));
            out.insert(
                0,
                Hint::extra(format!("{} ({})", self.seat_name(s.turn().seat), help)),
            );
        }
        if let Some(why) = &self.table.hint_why {
            out.push(Hint::must(why.clone()));
        }
        if self.table.count_map {
            let seat = s.turn().seat;
            let homes: Vec<_> = s
                .position()
                .active_of(seat)
                .map(|(p, _)| (p.role, s.move_counts(p).and_then(|c| c.home)))
                .collect();
            if !homes.is_empty() {
                out.push(Hint::useful(self.t(Msg::MovesHome(homes))));
            }
        }
        let beginner =
            R::coached(self) || self.help_of(s.turn().seat) == base::choices::Help::Beginner;
        if !matches!(s.phase(), Phase::Roll) && beginner {
            let hint = if touch { Msg::HintTouch } else { Msg::HintKey };
            out.push(Hint::extra(self.t(hint)));
        }
        // A lesson's pieces are few and named in its goal: no legend of every piece;
        // nor on a touch screen, where the digits are no use.
        let legend = !R::coached(self) && !touch;
        if legend && matches!(s.phase(), Phase::Decide { .. } | Phase::Card { .. }) {
            out.push(Hint::extra(
                self.t(Msg::KeyLegend(s.setup().variant.roles.clone())),
            ));
        }
        out
    }
}
