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
use paint::text_layout::{fit_line, Align};

mod places;
pub mod texts;
pub use places::*;
pub use texts::{panel_texts, panel_texts_held, whole_line, Hint, Need, PanelTexts};
use track::pieces::Location;
use track::{CardTask, Choice, Phase};

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
