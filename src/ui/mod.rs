//! The game window (macroquad). The rules never import this module; it reads the
//! state, sends commands, and animates the events they produce.

pub mod draw;
pub mod i18n;
pub mod interact;
pub mod layout;
pub mod setup;

use crate::rules::bots::{Bot, BotKind};
use crate::rules::cards::CardSet;
use crate::rules::dice::{Dice, Face};
use crate::rules::geometry::Square;
use crate::rules::movement::Target;
use crate::rules::pieces::{Location, PieceId, Role};
use crate::rules::state::{Event, Phase, Setup, State};
use crate::rules::variant::{HouseRules, Variant};
use draw::*;
use i18n::{text, Lang, Msg};
use interact::{Button, Input, Interaction, Key, Outcome};
use layout::{Layout, Rect};
use macroquad::prelude::*;
use std::collections::VecDeque;
use std::sync::Arc;

/// Everything the window needs to start.
#[derive(Clone)]
pub struct WindowConfig {
    /// Initial size.
    pub size: (u32, u32),
    /// Start fullscreen.
    pub fullscreen: bool,
    /// Every seat a computer; games loop.
    pub demo: bool,
    /// Save a screenshot after `frames` frames and exit.
    pub screenshot: Option<std::path::PathBuf>,
    /// Frames before the screenshot.
    pub frames: u32,
    /// Print frame CPU times after this many frames and exit.
    pub bench_frames: Option<u32>,
    /// The game's seed.
    pub seed: u64,
    /// Interface language.
    pub lang: Lang,
    /// The variant.
    pub variant: Variant,
    /// House rules.
    pub rules: HouseRules,
    /// Players (2–4).
    pub players: usize,
    /// The board.
    pub board: Arc<crate::rules::board::Board>,
    /// The cards.
    pub cards: Arc<CardSet>,
}

/// Seconds a computer waits before each decision, so people can follow.
const COMPUTER_PAUSE: f32 = 0.7;
/// Seconds per move of a piece.
const STEP_TIME: f32 = 0.25;
/// Seconds of the dice animation.
const DICE_TIME: f32 = 0.6;

/// An event being shown, with its progress.
struct Playing {
    event: Event,
    t: f32,
    duration: f32,
}

fn duration_of(e: &Event) -> f32 {
    match e {
        Event::Rolled { .. } => DICE_TIME,
        Event::Stepped { .. } | Event::CameHome { .. } => STEP_TIME,
        Event::Captured { .. }
        | Event::BroughtIn { .. }
        | Event::Placed { .. }
        | Event::Swapped { .. } => 0.4,
        Event::RollLost { .. }
        | Event::MissedTurn { .. }
        | Event::TryAgain { .. }
        | Event::Finished { .. } => 0.8,
        Event::CardDrawn { .. } => 1.2,
        _ => 0.0,
    }
}

/// The window's game: the true state, the state on show (lagging behind while events
/// are animated), and the player's choice in progress.
struct App {
    cfg: WindowConfig,
    font: Font,
    state: State,
    shown: State,
    queue: VecDeque<Event>,
    playing: Option<Playing>,
    interaction: Interaction,
    computer: Vec<bool>,
    bot: Box<dyn Bot + Send>,
    wait: f32,
    messages: VecDeque<String>,
    games: u64,
    last_click_square: Option<Square>,
}

impl App {
    fn new_state(cfg: &WindowConfig, game: u64) -> State {
        let setup = Setup::new(
            cfg.variant.clone(),
            cfg.rules.clone(),
            cfg.players,
            cfg.seed.wrapping_add(game),
        );
        State::new(setup, cfg.board.clone(), Dice::default_dice(), &cfg.cards)
            .expect("seats checked before the window opened")
    }

    fn t(&self, m: Msg) -> String {
        text(self.cfg.lang, &m)
    }

    fn idle(&self) -> bool {
        self.playing.is_none() && self.queue.is_empty()
    }

    fn send(&mut self, cmd: crate::rules::state::Command) {
        match self.state.play(&cmd) {
            Ok(events) => {
                self.queue.extend(events);
                self.interaction.reset();
            }
            Err(e) => self.messages.push_front(e.to_string()),
        }
    }

    fn message_for(&self, e: &Event) -> Option<String> {
        let pos = self.shown.position();
        let _ = pos;
        Some(match e {
            Event::RollLost { seat } => self.t(Msg::RollLost(*seat)),
            Event::MissedTurn { seat } => self.t(Msg::MissedTurn(*seat)),
            Event::TryAgain { seat, tries_left } => self.t(Msg::TryAgain(*seat, *tries_left)),
            Event::RollAgain { seat, .. } => self.t(Msg::RollAgain(*seat)),
            Event::Captured { piece, by, .. } => self.t(Msg::Captured {
                victim: piece.seat,
                victim_role: piece.role,
                by: by.seat,
                by_role: by.role,
            }),
            Event::CameHome { piece, .. } => self.t(Msg::CameHome(piece.seat, piece.role)),
            Event::BroughtIn { piece, .. } => self.t(Msg::BroughtIn(piece.seat, piece.role)),
            Event::Finished { seat, placing } => self.t(Msg::Finished(*seat, *placing)),
            Event::GameOver { .. } => self.t(Msg::GameOver),
            Event::CardDrawn { seat, card } => {
                let c = self.shown.deck().card(card).map(|c| match self.cfg.lang {
                    Lang::De => c.text.de.clone(),
                    Lang::En => c.text.en.clone(),
                });
                format!(
                    "{}: {}",
                    self.t(Msg::CardDrawn(*seat)),
                    c.unwrap_or_default()
                )
            }
            Event::CardNotCarriedOut { .. } => self.t(Msg::CardNotCarriedOut),
            Event::Passed { seat } => self.t(Msg::Passed(*seat)),
            Event::WillMissTurn { seat } => self.t(Msg::WillMissTurn(*seat)),
            Event::TurnSkipped { seat } => self.t(Msg::TurnSkipped(*seat)),
            _ => return None,
        })
    }

    /// Advances animations; returns whether anything is still animating.
    fn animate(&mut self, dt: f32, skip: bool) {
        loop {
            if self.playing.is_none() {
                let Some(e) = self.queue.pop_front() else {
                    return;
                };
                if let Some(m) = self.message_for(&e) {
                    self.messages.push_front(m);
                    self.messages.truncate(4);
                }
                let d = duration_of(&e);
                self.playing = Some(Playing {
                    event: e,
                    t: 0.0,
                    duration: d,
                });
            }
            let p = self.playing.as_mut().expect("set above");
            p.t += if skip { p.duration } else { dt };
            if p.t >= p.duration {
                let done = self.playing.take().expect("set above");
                self.shown.apply(&done.event);
                if !skip {
                    // One finished event per frame keeps instant events cheap but visible in order.
                    continue;
                }
            } else {
                return;
            }
        }
    }

    fn update(&mut self) {
        let dt = get_frame_time().min(0.1);
        let clicked = is_mouse_button_pressed(MouseButton::Left);
        if !self.idle() {
            self.animate(dt, clicked && !self.cfg.demo);
            return;
        }
        if self.state.is_over() {
            if self.cfg.demo {
                self.wait += dt;
                if self.wait > 3.0 {
                    self.wait = 0.0;
                    self.games += 1;
                    self.state = Self::new_state(&self.cfg, self.games);
                    self.shown = self.state.clone();
                    self.messages.clear();
                }
            }
            return;
        }
        let seat = self.state.turn().seat;
        let k = self
            .state
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0);
        if self.computer.get(k).copied().unwrap_or(false) {
            self.wait += dt;
            if self.wait >= COMPUTER_PAUSE {
                self.wait = 0.0;
                if let Some(cmd) = self.bot.choose(&self.state) {
                    self.send(cmd);
                }
            }
            return;
        }
        // A human turn: keys and clicks.
        let layout = Layout::new(screen_width(), screen_height(), self.state.board());
        let mut inputs = vec![];
        for (key, k) in [
            (KeyCode::Space, Key::Space),
            (KeyCode::Backspace, Key::Backspace),
            (KeyCode::Escape, Key::Escape),
            (KeyCode::Enter, Key::Enter),
            (KeyCode::KpEnter, Key::Enter),
        ] {
            if is_key_pressed(key) {
                inputs.push(Input::Key(k));
            }
        }
        for (i, key) in [
            KeyCode::Key1,
            KeyCode::Key2,
            KeyCode::Key3,
            KeyCode::Key4,
            KeyCode::Key5,
            KeyCode::Key6,
        ]
        .into_iter()
        .enumerate()
        {
            if is_key_pressed(key) {
                inputs.push(Input::Key(Key::Digit(i as u8 + 1)));
            }
        }
        if clicked {
            let (mx, my) = mouse_position();
            if let Some(b) = self
                .button_rects(&layout)
                .into_iter()
                .find(|(_, r)| r.contains(mx, my))
                .map(|(b, _)| b)
            {
                inputs.push(Input::Button(b));
            } else if let Some(p) = self.piece_off_grid_at(&layout, mx, my) {
                inputs.push(Input::Piece(p));
            } else if let Some(sq) = layout.square_at(mx, my) {
                self.last_click_square = Some(sq);
                inputs.push(Input::Square(sq));
            }
        }
        for input in inputs {
            match self.interaction.handle(&self.state, input) {
                Outcome::Send(cmd) => {
                    self.send(cmd);
                    break;
                }
                Outcome::Changed | Outcome::Ignored => {}
            }
        }
    }

    /// A piece drawn in a start box or a house under the pointer.
    fn piece_off_grid_at(&self, layout: &Layout, mx: f32, my: f32) -> Option<PieceId> {
        let board = self.shown.board();
        let (n, slot) = slots_of(&self.shown);
        for (p, at) in self.shown.position().pieces() {
            let slots = match at {
                Location::Box => layout.box_slots(board, p.seat, n),
                Location::Home => layout.home_slots(board, p.seat, n),
                Location::Track(_) => continue,
            };
            let (gx, gy) = slots[slot(p.role)];
            let (x, y) = layout.point(gx, gy);
            let r = layout.cell * 0.45;
            if (mx - x).abs() < r && (my - y).abs() < r {
                return Some(p);
            }
        }
        None
    }

    /// The panel's buttons for the decision at hand.
    fn button_rects(&self, layout: &Layout) -> Vec<(Button, Rect)> {
        let p = layout.panel;
        let bh = (layout.screen.1 / 11.0).round();
        let gap = bh * 0.22;
        let mut y = p.y + p.h - bh;
        let mut out = vec![];
        let buttons = self.interaction.buttons(&self.state);
        for b in buttons.iter().rev() {
            out.push((
                *b,
                Rect {
                    x: p.x,
                    y,
                    w: p.w,
                    h: bh,
                },
            ));
            y -= bh + gap;
        }
        out
    }

    fn label(&self, b: Button) -> String {
        match b {
            Button::Roll => self.t(Msg::RollButton),
            Button::BringIn => self.t(Msg::BringInButton),
            Button::DrawCard => self.t(Msg::DrawCardButton),
            Button::Pass => self.t(Msg::PassButton),
            Button::StepMode => self.t(Msg::StepMode(self.interaction.step_mode)),
        }
    }

    fn draw(&self) {
        clear_background(PAPER);
        let pen = Pen { font: &self.font };
        let shown = &self.shown;
        let board = shown.board();
        let layout = Layout::new(screen_width(), screen_height(), board);
        let (n, slot) = slots_of(shown);
        draw_board(board, &layout, &shown.setup().seats, n);
        let cell = layout.cell;
        let idle = self.idle();
        let human_turn = idle && !self.is_computer_turn() && !shown.is_over();
        let min_text = layout.screen.1 / 40.0;

        // Highlights for the choice in progress.
        if human_turn {
            if let interact::Picking::Roll(role) = self.interaction.picking {
                let piece = PieceId {
                    seat: shown.turn().seat,
                    role,
                };
                if let Some(sq) = shown.position().square_of(piece) {
                    draw_selection(layout.square_rect(sq));
                }
                for (i, sq) in self.interaction.walk.iter().enumerate() {
                    let r = layout.square_rect(*sq);
                    pen.center(
                        &(i + 1).to_string(),
                        r.x + r.w * 0.5,
                        r.y + r.h * 0.5,
                        (cell * 0.6).max(min_text),
                        Color::new(0.9, 0.1, 0.4, 0.7),
                    );
                }
            }
            for l in self.interaction.lit(&self.state) {
                if l.home {
                    for sq in board
                        .seat(shown.turn().seat)
                        .map(|s| s.house.clone())
                        .unwrap_or_default()
                    {
                        draw_target(&pen, layout.square_rect(sq), 0, false, min_text);
                    }
                }
                draw_target(
                    &pen,
                    layout.square_rect(l.square),
                    l.moves,
                    l.last,
                    min_text,
                );
            }
            for p in self.interaction.clickable_pieces(&self.state) {
                if let Some(sq) = shown.position().square_of(p) {
                    let r = layout.square_rect(sq);
                    draw_rectangle_lines(
                        r.x + 2.0,
                        r.y + 2.0,
                        r.w - 4.0,
                        r.h - 4.0,
                        (cell * 0.06).max(2.0),
                        Color::new(0.9, 0.1, 0.4, 0.8),
                    );
                }
            }
        }

        // Pieces, with the one in motion drawn along its path.
        let moving: Option<(PieceId, (f32, f32))> = self.playing.as_ref().and_then(|p| {
            let k = (p.t / p.duration.max(1e-3)).clamp(0.0, 1.0);
            let k = k * k * (3.0 - 2.0 * k);
            let lerp =
                |a: (f32, f32), b: (f32, f32)| (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k);
            let sqc = |s: Square| (s.x as f32 + 0.5, s.y as f32 + 0.5);
            match &p.event {
                Event::Stepped { piece, from, to } => Some((*piece, lerp(sqc(*from), sqc(*to)))),
                Event::CameHome { piece, from, .. } => {
                    let home = layout.home_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(sqc(*from), home)))
                }
                Event::Captured { piece, at, .. } => {
                    let slot = layout.box_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(sqc(*at), slot)))
                }
                Event::BroughtIn { piece, field } => {
                    let slot = layout.box_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(slot, sqc(*field))))
                }
                Event::Placed { piece, from, to } => {
                    let at = |l: &Location| match l {
                        Location::Track(s) => sqc(*s),
                        Location::Box => layout.box_slots(board, piece.seat, n)[slot(piece.role)],
                        Location::Home => layout.home_slots(board, piece.seat, n)[slot(piece.role)],
                    };
                    Some((*piece, lerp(at(from), at(to))))
                }
                _ => None,
            }
        });
        for (p, at) in shown.position().pieces() {
            if moving.is_some_and(|m| m.0 == p) {
                continue;
            }
            let (gx, gy, size) = match at {
                Location::Track(s) => (s.x as f32 + 0.5, s.y as f32 + 0.5, cell),
                Location::Box => {
                    let s = layout.box_slots(board, p.seat, n)[slot(p.role)];
                    (s.0, s.1, cell * 0.85)
                }
                Location::Home => {
                    let s = layout.home_slots(board, p.seat, n)[slot(p.role)];
                    (s.0, s.1, cell * 0.62)
                }
            };
            let (x, y) = layout.point(gx, gy);
            draw_piece(&pen, p.seat, p.role, x, y, size * 0.92, 1.0);
            if human_turn
                && at == Location::Box
                && self.interaction.clickable_pieces(&self.state).contains(&p)
            {
                draw_circle_lines(
                    x,
                    y,
                    size * 0.5,
                    (cell * 0.06).max(2.0),
                    Color::new(0.9, 0.1, 0.4, 0.9),
                );
            }
        }
        if let Some((p, (gx, gy))) = moving {
            let (x, y) = layout.point(gx, gy);
            draw_piece(&pen, p.seat, p.role, x, y, cell * 1.05, 1.0);
        }

        // Dice in the centre of the board.
        let (cx, cy) = layout.point(board.width() as f32 / 2.0, board.height() as f32 / 2.0);
        let dsize = cell * 2.3;
        let (white, orange) = self.dice_faces();
        let two = shown.setup().variant.orange_die;
        let wx = if two { cx - dsize * 0.65 } else { cx };
        draw_die(&pen, white, wx, cy, dsize, WHITE);
        if two {
            draw_die(
                &pen,
                orange.map(Face::Pips),
                cx + dsize * 0.65,
                cy,
                dsize,
                Color::from_rgba(0xF5, 0xA6, 0x23, 255),
            );
        }

        self.draw_panel(&pen, &layout);
    }

    fn is_computer_turn(&self) -> bool {
        let seat = self.state.turn().seat;
        let k = self
            .state
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0);
        self.computer.get(k).copied().unwrap_or(false)
    }

    /// The dice on show: spinning while the roll animates, then the result.
    fn dice_faces(&self) -> (Option<Face>, Option<u8>) {
        if let Some(Playing {
            event: Event::Rolled { .. },
            t,
            ..
        }) = &self.playing
        {
            let dice = self.shown.dice();
            let i = (t * 20.0) as usize;
            let w = dice.white[i % dice.white.len()];
            let o = match dice.orange[(i * 7 + 3) % dice.orange.len()] {
                Face::Pips(n) => Some(n),
                _ => None,
            };
            return (Some(w), o);
        }
        match self.shown.phase() {
            Phase::Decide { white, orange } => (Some(*white), *orange),
            _ => (None, None),
        }
    }

    fn draw_panel(&self, pen: &Pen, layout: &Layout) {
        let p = layout.panel;
        let ts = layout.text;
        let shown = &self.shown;
        let mut y = p.y;
        // Turn banner: colour, shape and name.
        let seat = shown.turn().seat;
        let banner_h = ts * 2.2;
        draw_rectangle(p.x, y, p.w, banner_h, seat_color(seat));
        draw_rectangle_lines(p.x, y, p.w, banner_h, 3.0, INK);
        draw_shape(
            seat_shape(seat),
            p.x + banner_h * 0.5,
            y + banner_h * 0.5,
            banner_h * 0.3,
            WHITE,
            INK,
            2.0,
        );
        let banner = if shown.is_over() {
            self.t(Msg::GameOver)
        } else {
            self.t(Msg::TurnOf(seat))
        };
        let banner_ink = if seat.index() == 0 { INK } else { WHITE };
        pen.left(
            &banner,
            p.x + banner_h,
            y + banner_h * 0.5,
            ts * 1.25,
            banner_ink,
        );
        y += banner_h + ts * 0.6;
        pen.left(
            &self.t(Msg::Round(shown.round())),
            p.x,
            y + ts * 0.5,
            ts,
            INK,
        );
        y += ts * 1.5;
        if self.cfg.demo {
            pen.left(&self.t(Msg::Demo), p.x, y + ts * 0.5, ts, INK);
            y += ts * 1.5;
        }
        // What to do now.
        let mut hints: Vec<String> = vec![];
        if self.idle() && !shown.is_over() {
            if self.is_computer_turn() {
                hints.push(self.t(Msg::ComputerTurn(seat)));
            } else {
                hints.extend(self.hints());
            }
        }
        if shown.is_over() {
            for (i, s) in shown.placings().iter().enumerate() {
                hints.push(format!("{}. {}", i + 1, self.t(Msg::SeatName(*s))));
            }
        }
        for h in &hints {
            for line in pen.wrap(h, ts * 1.1, p.w) {
                pen.left(&line, p.x, y + ts * 0.6, ts * 1.1, INK);
                y += ts * 1.45;
            }
        }
        y += ts * 0.5;
        // The latest events in words.
        for (i, m) in self.messages.iter().enumerate() {
            let c = Color::new(INK.r, INK.g, INK.b, 1.0 - i as f32 * 0.2);
            for line in pen.wrap(m, ts, p.w) {
                if y > p.y + p.h - layout.screen.1 / 11.0 * 3.5 {
                    break;
                }
                pen.left(&line, p.x, y + ts * 0.5, ts, c);
                y += ts * 1.3;
            }
        }
        if self.idle() && !self.is_computer_turn() {
            for (b, r) in self.button_rects(layout) {
                let hot =
                    b == Button::Roll || (b == Button::StepMode && self.interaction.step_mode);
                draw_button(pen, r, &self.label(b), ts * 1.15, hot);
            }
        }
    }

    /// The instructions for the human player at this moment.
    fn hints(&self) -> Vec<String> {
        let s = &self.state;
        let mut out = vec![];
        match s.phase() {
            Phase::Roll => {}
            Phase::Decide { white, orange } => {
                out.push(self.t(Msg::Rolled(*white, *orange)));
                if matches!(white, Face::Plus) && orange.is_some() {
                    out.push(self.t(Msg::OrangeHint));
                }
            }
            Phase::Card { card, task } => {
                if let Some(c) = s.deck().card(card) {
                    out.push(match self.cfg.lang {
                        Lang::De => c.text.de.clone(),
                        Lang::En => c.text.en.clone(),
                    });
                }
                let _ = task;
            }
            Phase::Over => {}
        }
        match self.interaction.picking {
            interact::Picking::Roll(role) => {
                out.push(self.t(Msg::ChooseTarget(role)));
                if self.interaction.step_mode {
                    let pips = s.outcomes_for(role).map(|o| o.pips).unwrap_or(0);
                    let k = (self.interaction.walk.len() as u8 + 1).min(pips);
                    out.push(self.t(Msg::MoveOf(k, pips)));
                    if !self.interaction.walk.is_empty() {
                        out.push(self.t(Msg::BackspaceHint));
                    }
                }
            }
            interact::Picking::BringIn(None) => out.push(self.t(Msg::ChooseBringIn)),
            interact::Picking::BringIn(Some(_)) => out.push(self.t(Msg::ChooseStartField)),
            interact::Picking::Swap(_) => out.push(self.t(Msg::ChooseSwap)),
            interact::Picking::SafeSpot(_) => out.push(self.t(Msg::ChooseSafeSpot)),
            interact::Picking::Nothing => {
                let choices = s.legal_choices();
                if choices
                    .iter()
                    .any(|c| matches!(c, crate::rules::state::Choice::Move { .. }))
                {
                    out.push(self.t(Msg::ChoosePiece));
                }
                if let Phase::Card { task, .. } = s.phase() {
                    match task {
                        crate::rules::state::CardTask::Swap => out.push(self.t(Msg::ChooseSwap)),
                        crate::rules::state::CardTask::SendBack => {
                            out.push(self.t(Msg::ChooseSendBack))
                        }
                        crate::rules::state::CardTask::SafeSpot => {
                            out.push(self.t(Msg::ChooseSafeSpot))
                        }
                        crate::rules::state::CardTask::BringIn => {
                            out.push(self.t(Msg::ChooseBringIn))
                        }
                        crate::rules::state::CardTask::Roll(_) => {}
                    }
                }
            }
        }
        if self.must_free_start() {
            out.push(self.t(Msg::MustFreeStart));
        }
        out
    }

    /// Both own start fields are held by own pieces while the box still holds pieces.
    fn must_free_start(&self) -> bool {
        let s = &self.state;
        let seat = s.turn().seat;
        if !matches!(s.phase(), Phase::Decide { .. }) || s.position().in_box(seat).next().is_none()
        {
            return false;
        }
        s.board().seat(seat).is_some_and(|l| {
            l.start
                .iter()
                .all(|f| s.position().piece_at(*f).is_some_and(|p| p.seat == seat))
        })
    }
}

/// The number of slots per box or house, and a kind's slot: its place among the
/// variant's kinds.
fn slots_of(state: &State) -> (usize, impl Fn(Role) -> usize + '_) {
    let roles = &state.setup().variant.roles;
    (roles.len(), move |r: Role| {
        roles.iter().position(|x| *x == r).unwrap_or(0)
    })
}

/// Checks what can be checked before a window opens: a display, and a writable
/// screenshot path. Returns the one-line message for exit code 2.
pub fn preflight(cfg: &WindowConfig) -> Result<(), String> {
    if let Some(path) = &cfg.screenshot {
        if path.is_dir() {
            return Err(format!(
                "--screenshot {}: this is a directory; give a file name such as shot.png",
                path.display()
            ));
        }
        let existed = path.exists();
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("--screenshot {}: cannot write there: {e}", path.display()))?;
        if !existed {
            let _ = std::fs::remove_file(path);
        }
    }
    if cfg!(target_os = "linux")
        && std::env::var_os("DISPLAY").is_none()
        && std::env::var_os("WAYLAND_DISPLAY").is_none()
    {
        return Err("no display: the game window needs an X display (DISPLAY is not set). Headless commands such as `simulate` and `cards` work without one.".into());
    }
    for s in Setup::default_seats(cfg.players) {
        if cfg.board.seat(s).is_none() {
            return Err(format!(
                "the board {} has no {s} for {} players",
                cfg.board.name(),
                cfg.players
            ));
        }
    }
    Ok(())
}

/// Opens the window and runs the game until it is closed (or the screenshot or
/// benchmark is done). Call [`preflight`] first.
pub fn run(cfg: WindowConfig) {
    let conf = Conf {
        window_title: "Schachschlamassel".to_owned(),
        window_width: cfg.size.0 as i32,
        window_height: cfg.size.1 as i32,
        fullscreen: cfg.fullscreen,
        high_dpi: false,
        window_resizable: true,
        ..Default::default()
    };
    macroquad::Window::from_config(conf, game_loop(cfg));
}

async fn game_loop(cfg: WindowConfig) {
    let font = match load_ttf_font_from_bytes(include_bytes!("../../assets/fonts/DejaVuSans.ttf")) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: cannot load the bundled font: {e}");
            std::process::exit(1);
        }
    };
    let state = App::new_state(&cfg, 0);
    let players = cfg.players;
    let mut app = App {
        computer: vec![cfg.demo; players],
        bot: BotKind::Greedy.make(),
        shown: state.clone(),
        state,
        queue: VecDeque::new(),
        playing: None,
        interaction: Interaction::default(),
        wait: 0.0,
        messages: VecDeque::new(),
        games: 0,
        last_click_square: None,
        font,
        cfg,
    };
    let mut frame: u32 = 0;
    let mut cpu: Vec<f64> = vec![];
    let mut fullscreen = app.cfg.fullscreen;
    let first_frame_at = get_time();
    let _ = first_frame_at;
    loop {
        let start = get_time();
        if is_key_pressed(KeyCode::F11) {
            fullscreen = !fullscreen;
            set_fullscreen(fullscreen);
        }
        app.update();
        app.draw();
        cpu.push((get_time() - start) * 1000.0);
        frame += 1;
        if frame == 1 {
            eprintln!("first_frame_ms={:.1}", start * 1000.0);
        }
        if let Some(path) = &app.cfg.screenshot {
            if frame >= app.cfg.frames {
                get_screen_data().export_png(&path.to_string_lossy());
                std::process::exit(0);
            }
        }
        if let Some(n) = app.cfg.bench_frames {
            if frame >= n {
                let mut sorted = cpu.clone();
                sorted.sort_by(|a, b| a.total_cmp(b));
                let mean = cpu.iter().sum::<f64>() / cpu.len() as f64;
                let p95 = sorted[((sorted.len() as f64 * 0.95) as usize).min(sorted.len() - 1)];
                let max = sorted.last().copied().unwrap_or(0.0);
                println!("frame_cpu_ms mean={mean:.3} p95={p95:.3} max={max:.3} frames={n}");
                std::process::exit(0);
            }
        }
        next_frame().await;
    }
}

#[allow(dead_code)]
fn unused(_: Role, _: Target) {}
