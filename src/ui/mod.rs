//! The game window (macroquad). The rules never import this module; it reads the
//! state, sends commands, and animates the events they produce.

pub mod draw;
pub mod i18n;
pub mod interact;
pub mod layout;
pub mod screens;
pub mod setup;

use crate::rules::bots::{Bot, BotKind};
use crate::rules::cards::CardSet;
use crate::rules::dice::{Dice, Face};
use crate::rules::geometry::Square;
use crate::rules::pieces::{Location, PieceId, Role, Seat};
use crate::rules::variant::{HouseRules, Variant};
use crate::rules::{Event, Phase, Setup, State};
use crate::save::{Player, SaveGame};
use draw::*;
use i18n::{text, Lang, Msg};
use interact::{Button, Input, Interaction, Key, Outcome};
use layout::{Layout, Rect};
use macroquad::prelude::*;
use setup::{SetupAction, SetupKey, SetupModel};
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
    /// Where settings (and saves) live.
    pub data_dir: std::path::PathBuf,
    /// Start straight into a game (`--players` or `--demo`) instead of the setup screen.
    pub skip_setup: bool,
    /// Whether `--lang` was given (it then wins over the remembered language).
    pub lang_given: bool,
    /// Time runs this many times faster (animations, computer pauses).
    pub speed: f32,
    /// When the screenshot is taken.
    pub screenshot_on: ShotOn,
    /// A saved game to open (`--load`), already checked: the save and the state its
    /// commands replay to.
    pub load: Option<(crate::save::SaveGame, crate::rules::State)>,
}

/// When `--screenshot` is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShotOn {
    /// After `--frames` frames.
    Frames,
    /// When a drawn card is on screen.
    Card,
    /// When the end screen shows.
    End,
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

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    /// Choosing the game.
    Setup,
    /// Playing.
    Game,
}

/// A button of the game panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PanelButton {
    /// A game action.
    Game(Button),
    /// Reveal or hide the highlighted targets.
    ShowMoves,
    /// Fullscreen on or off.
    Fullscreen,
    /// The menu.
    Menu,
}

/// The window's game: the true state, the state on show (lagging behind while events
/// are animated), and the player's choice in progress.
struct App {
    cfg: WindowConfig,
    font: Font,
    screen: Screen,
    setup: SetupModel,
    notice: Option<String>,
    lang: Lang,
    state: State,
    shown: State,
    queue: VecDeque<Event>,
    playing: Option<Playing>,
    interaction: Interaction,
    bots: Vec<Option<Box<dyn Bot + Send>>>,
    wait: f32,
    messages: VecDeque<String>,
    games: u64,
    show_moves: bool,
    menu: Option<usize>,
    rules_page: Option<usize>,
    end_focus: usize,
    fullscreen: bool,
    /// The game being recorded for the autosave (never in `--demo`).
    save: Option<SaveGame>,
    /// A saved game offered for resuming at start: the save, its state, its age in minutes.
    resume: Option<(SaveGame, State, u64)>,
    /// Stepping through the game so far: every step, and the one on show.
    replay: Option<(Vec<crate::save::Step>, State, usize)>,
}

const SETTINGS_FILE: &str = "settings.json";

impl App {
    fn settings_path(&self) -> std::path::PathBuf {
        self.cfg.data_dir.join(SETTINGS_FILE)
    }

    /// A game from the command line (`--players`, `--demo`): every seat human, or all computers.
    fn command_line_game(cfg: &WindowConfig, game: u64) -> (State, Vec<Option<BotKind>>) {
        let setup = Setup::new(
            cfg.variant.clone(),
            cfg.rules.clone(),
            cfg.players,
            cfg.seed.wrapping_add(game),
        );
        let bots = vec![cfg.demo.then_some(BotKind::Greedy); cfg.players];
        let state = State::new(setup, cfg.board.clone(), Dice::default_dice(), &cfg.cards)
            .expect("seats checked before the window opened");
        (state, bots)
    }

    fn start(&mut self, state: State, bots: Vec<Option<BotKind>>) {
        let players: Vec<Player> = state
            .setup()
            .seats
            .iter()
            .zip(&bots)
            .map(|(s, b)| Player {
                seat: *s,
                name: if self.cfg.skip_setup {
                    String::new()
                } else {
                    self.setup.seats[s.index()].name.clone()
                },
                computer: *b,
            })
            .collect();
        self.save = (!self.cfg.demo).then(|| SaveGame::new(&state, &players));
        self.replay = None;
        self.resume = None;
        self.bots = bots.into_iter().map(|b| b.map(|k| k.make())).collect();
        self.shown = state.clone();
        self.state = state;
        self.queue.clear();
        self.playing = None;
        self.interaction.reset();
        self.messages.clear();
        self.messages
            .push_front(self.t(Msg::Starts(self.state.setup().first)));
        self.wait = 0.0;
        self.menu = None;
        self.rules_page = None;
        self.end_focus = 0;
        self.screen = Screen::Game;
        self.autosave();
    }

    /// Continues a saved game: its state, its players' names and levels.
    fn continue_saved(&mut self, save: SaveGame, state: State) {
        for p in save.players() {
            self.setup.seats[p.seat.index()].name = p.name.clone();
        }
        self.bots = save
            .players()
            .iter()
            .map(|p| p.computer.map(|k| k.make()))
            .collect();
        self.shown = state.clone();
        self.state = state;
        self.save = (!self.cfg.demo).then_some(save);
        self.queue.clear();
        self.playing = None;
        self.interaction.reset();
        self.messages.clear();
        self.wait = 0.0;
        self.menu = None;
        self.rules_page = None;
        self.replay = None;
        self.resume = None;
        self.screen = Screen::Game;
    }

    /// Writes the autosave (atomically); never in `--demo`.
    fn autosave(&mut self) {
        let Some(save) = &self.save else { return };
        if let Err(e) = save.save_atomic(&crate::save::autosave_path(&self.cfg.data_dir)) {
            self.messages.push_front(e.to_string());
        }
    }

    /// "Save as…": a named save in the data directory.
    fn save_as(&mut self) {
        let Some(save) = &self.save else { return };
        let secs = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let path = crate::save::named_save_path(&self.cfg.data_dir, &format!("game-{secs}"));
        let msg = match save.save_atomic(&path) {
            Ok(()) => self.t(Msg::SavedAs(path.display().to_string())),
            Err(e) => e.to_string(),
        };
        self.messages.push_front(msg);
    }

    /// Starts the game chosen on the setup screen, remembering the choices.
    fn start_from_setup(&mut self, seed: u64) {
        let Some((setup, bots)) = self.setup.to_setup(seed) else {
            return;
        };
        if let Some(s) = setup
            .seats
            .iter()
            .find(|s| self.cfg.board.seat(**s).is_none())
        {
            self.notice = Some(format!("{}: {s}", self.cfg.board.name()));
            return;
        }
        self.save_settings();
        match State::new(
            setup,
            self.cfg.board.clone(),
            Dice::default_dice(),
            &self.cfg.cards,
        ) {
            Ok(state) => self.start(state, bots),
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    fn t(&self, m: Msg) -> String {
        text(self.lang, &m)
    }

    fn idle(&self) -> bool {
        self.playing.is_none() && self.queue.is_empty()
    }

    fn send(&mut self, cmd: crate::rules::Command) {
        match self.state.play(&cmd) {
            Ok(events) => {
                if let Some(save) = &mut self.save {
                    save.record(&cmd, &self.state);
                }
                let turn_over = events
                    .iter()
                    .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
                self.queue.extend(events);
                self.interaction.reset();
                if turn_over {
                    self.autosave();
                }
            }
            Err(e) => self.messages.push_front(e.to_string()),
        }
    }

    /// The name shown for a seat: the player's name, or the colour.
    fn seat_name(&self, seat: Seat) -> String {
        let name = &self.setup.seats[seat.index()].name;
        if self.cfg.skip_setup || name.is_empty() {
            self.t(Msg::SeatName(seat))
        } else {
            name.clone()
        }
    }

    fn message_for(&self, e: &Event) -> Option<String> {
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
                let c = self.shown.deck().card(card).map(|c| match self.lang {
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
        if is_key_pressed(KeyCode::F11) {
            self.toggle_fullscreen();
        }
        match self.screen {
            Screen::Setup => self.update_setup(),
            Screen::Game if self.rules_page.is_some() => self.update_rules(),
            Screen::Game if self.replay.is_some() => self.update_replay(),
            Screen::Game if self.menu.is_some() => self.update_menu(),
            Screen::Game => self.update_game(),
        }
    }

    fn toggle_fullscreen(&mut self) {
        self.fullscreen = !self.fullscreen;
        set_fullscreen(self.fullscreen);
        self.setup.fullscreen = self.fullscreen;
        if !self.cfg.demo {
            self.save_settings();
        }
    }

    /// Remembers the setup, language and fullscreen in the settings file (atomically).
    fn save_settings(&mut self) {
        if let Ok(json) = serde_json::to_string_pretty(&self.setup) {
            if let Err(e) = crate::platform::write_atomic(&self.settings_path(), json.as_bytes()) {
                self.notice = Some(format!("{}: {e}", self.settings_path().display()));
            }
        }
    }

    fn update_setup(&mut self) {
        if self.resume.is_some() {
            let mut focus = self.end_focus;
            let chosen = Self::overlay_choice(&mut focus, 2, 1);
            self.end_focus = focus;
            match chosen {
                Some(0) => {
                    if let Some((save, state, _)) = self.resume.take() {
                        self.continue_saved(save, state);
                    }
                }
                Some(1) => self.resume = None,
                _ => {}
            }
            if is_key_pressed(KeyCode::Escape) {
                self.resume = None;
            }
            return;
        }
        let shift = is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift);
        let typing = matches!(self.setup.focused(), setup::Control::Name(_));
        let mut keys = pressed(&[
            (
                KeyCode::Tab,
                if shift {
                    SetupKey::Prev
                } else {
                    SetupKey::Next
                },
            ),
            (KeyCode::Down, SetupKey::Next),
            (KeyCode::Up, SetupKey::Prev),
            (KeyCode::Left, SetupKey::Left),
            (KeyCode::Right, SetupKey::Right),
            (KeyCode::Enter, SetupKey::Activate),
            (KeyCode::KpEnter, SetupKey::Activate),
            (KeyCode::Escape, SetupKey::Escape),
            (KeyCode::Backspace, SetupKey::Backspace),
        ]);
        while let Some(c) = get_char_pressed() {
            if typing {
                keys.push(SetupKey::Char(c));
            } else if c == ' ' {
                keys.push(SetupKey::Activate);
            }
        }
        let mut actions = vec![];
        for k in keys {
            actions.push(self.setup.key(k));
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            let rects = screens::setup_rects(&self.setup, screen_width(), screen_height());
            if let Some((c, _)) = rects.into_iter().find(|(_, r)| r.contains(mx, my)) {
                actions.push(self.setup.activate(c));
            }
        }
        self.lang = Lang::from_code(&self.setup.lang);
        for a in actions {
            match a {
                SetupAction::Start => {
                    let seed = self.cfg.seed.wrapping_add(self.games);
                    self.games += 1;
                    self.start_from_setup(seed);
                    return;
                }
                SetupAction::Quit => std::process::exit(0),
                SetupAction::None => {}
            }
        }
    }

    fn menu_labels(&self) -> Vec<String> {
        vec![
            self.t(Msg::MenuBack),
            self.t(Msg::MenuRules),
            self.t(Msg::MenuSaveAs),
            self.t(Msg::MenuReplay),
            self.t(Msg::MenuNewGame),
            self.t(Msg::MenuQuit),
        ]
    }

    /// Starts stepping through the game so far (a finished or loaded game too).
    fn start_replay(&mut self) {
        let Some(save) = &self.save else { return };
        match (save.steps(), save.start()) {
            (Ok(steps), Ok(start)) => {
                let last = steps.len();
                self.replay = Some((steps, start, last));
                self.menu = None;
            }
            (Err(e), _) | (_, Err(e)) => self.messages.push_front(format!("{e:?}")),
        }
    }

    /// The state on show while replaying: the start, or the state after step `i`.
    fn replay_state(&self) -> Option<&State> {
        let (steps, start, i) = self.replay.as_ref()?;
        Some(if *i == 0 { start } else { &steps[i - 1].after })
    }

    fn update_replay(&mut self) {
        let Some((steps, _, i)) = &mut self.replay else {
            return;
        };
        let n = steps.len();
        if is_key_pressed(KeyCode::Right)
            || is_key_pressed(KeyCode::Down)
            || is_key_pressed(KeyCode::Space)
        {
            *i = (*i + 1).min(n);
        } else if is_key_pressed(KeyCode::Left)
            || is_key_pressed(KeyCode::Up)
            || is_key_pressed(KeyCode::Backspace)
        {
            *i = i.saturating_sub(1);
        } else if is_key_pressed(KeyCode::Home) {
            *i = 0;
        } else if is_key_pressed(KeyCode::End) {
            *i = n;
        } else if is_key_pressed(KeyCode::Escape) || is_mouse_button_pressed(MouseButton::Left) {
            self.replay = None;
            self.shown = self.state.clone();
            return;
        }
        if let Some(st) = self.replay_state() {
            self.shown = st.clone();
        }
    }

    /// Up/Down/Tab and Enter over a list of `n` overlay buttons, or a click on one.
    fn overlay_choice(focus: &mut usize, n: usize, lines: usize) -> Option<usize> {
        Self::overlay_choice_keys(focus, n, lines, true)
    }

    /// As [`App::overlay_choice`]; `space` says whether Space also chooses (not on the
    /// end screen, where a child still hammering Space must not skip the placings).
    fn overlay_choice_keys(
        focus: &mut usize,
        n: usize,
        lines: usize,
        space: bool,
    ) -> Option<usize> {
        if is_key_pressed(KeyCode::Down)
            || is_key_pressed(KeyCode::Tab)
            || is_key_pressed(KeyCode::Right)
        {
            *focus = (*focus + 1) % n;
        }
        if is_key_pressed(KeyCode::Up) || is_key_pressed(KeyCode::Left) {
            *focus = (*focus + n - 1) % n;
        }
        if is_key_pressed(KeyCode::Enter)
            || is_key_pressed(KeyCode::KpEnter)
            || (space && is_key_pressed(KeyCode::Space))
        {
            return Some(*focus);
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            let (_, rects) = screens::overlay_buttons(screen_width(), screen_height(), lines, n);
            return rects.iter().position(|r| r.contains(mx, my));
        }
        None
    }

    fn update_menu(&mut self) {
        if is_key_pressed(KeyCode::Escape) {
            self.menu = None;
            return;
        }
        let mut focus = self.menu.unwrap_or(0);
        let chosen = Self::overlay_choice(&mut focus, 6, 0);
        self.menu = Some(focus);
        match chosen {
            Some(0) => self.menu = None,
            Some(1) => self.rules_page = Some(0),
            Some(2) => {
                self.save_as();
                self.menu = None;
            }
            Some(3) if self.idle() => self.start_replay(),
            Some(4) => {
                self.menu = None;
                self.screen = Screen::Setup;
            }
            Some(5) => std::process::exit(0),
            _ => {}
        }
    }

    fn update_rules(&mut self) {
        let n = i18n::rules_pages(self.lang).len();
        let page = self.rules_page.unwrap_or(0);
        if is_key_pressed(KeyCode::Escape) || is_key_pressed(KeyCode::Backspace) {
            self.rules_page = None;
        } else if is_key_pressed(KeyCode::Right)
            || is_key_pressed(KeyCode::Down)
            || is_key_pressed(KeyCode::Space)
            || is_mouse_button_pressed(MouseButton::Left)
        {
            self.rules_page = if page + 1 < n { Some(page + 1) } else { None };
        } else if is_key_pressed(KeyCode::Left) || is_key_pressed(KeyCode::Up) {
            self.rules_page = Some(page.saturating_sub(1));
        }
    }

    fn end_labels(&self) -> Vec<String> {
        vec![
            self.t(Msg::PlayAgain),
            self.t(Msg::NewSetup),
            self.t(Msg::MenuReplay),
        ]
    }

    fn placing_lines(&self) -> Vec<String> {
        self.shown
            .placings()
            .iter()
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{}  {}",
                    self.t(Msg::Placing(i as u8 + 1)),
                    self.seat_name(*s)
                )
            })
            .collect()
    }

    /// Whether a drawn card is shown large right now.
    fn card_on_screen(&self) -> bool {
        matches!(&self.playing, Some(Playing { event: Event::CardDrawn { .. }, t, duration }) if *t > duration * 0.3)
    }

    /// Whether the end screen shows right now.
    fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game && self.state.is_over() && self.idle() && self.replay.is_none()
    }

    fn update_game(&mut self) {
        let dt = get_frame_time().min(0.1) * self.cfg.speed;
        let clicked = is_mouse_button_pressed(MouseButton::Left);
        if !self.idle() {
            self.animate(dt, clicked && !self.cfg.demo);
            return;
        }
        if self.state.is_over() {
            if self.cfg.demo {
                self.wait += dt;
                if self.wait > 3.0 {
                    self.games += 1;
                    let (state, bots) = Self::command_line_game(&self.cfg, self.games);
                    self.start(state, bots);
                }
                return;
            }
            let lines = self.placing_lines().len();
            let mut focus = self.end_focus;
            let chosen = Self::overlay_choice_keys(&mut focus, 3, lines, false);
            self.end_focus = focus;
            match chosen {
                Some(0) => {
                    // The same setup again, with the next seed.
                    let mut setup = self.state.setup().clone();
                    setup.seed = setup.seed.wrapping_add(1);
                    let bots: Vec<Option<BotKind>> = setup
                        .seats
                        .iter()
                        .map(|s| {
                            let c = &self.setup.seats[s.index()];
                            (!self.cfg.skip_setup && c.computer).then_some(c.level)
                        })
                        .collect();
                    if let Ok(state) = State::new(
                        setup,
                        self.cfg.board.clone(),
                        Dice::default_dice(),
                        &self.cfg.cards,
                    ) {
                        self.start(state, bots);
                    }
                }
                Some(1) => self.screen = Screen::Setup,
                Some(2) => self.start_replay(),
                _ => {}
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
        if let Some(Some(bot)) = self.bots.get_mut(k) {
            self.wait += dt;
            if self.wait >= COMPUTER_PAUSE {
                self.wait = 0.0;
                if let Some(cmd) = bot.choose(&self.state) {
                    self.send(cmd);
                }
            }
            if is_key_pressed(KeyCode::Escape) {
                self.menu = Some(0);
            }
            return;
        }
        // A human turn: keys and clicks.
        let layout = Layout::new(screen_width(), screen_height(), self.state.board());
        let mut inputs: Vec<Input> = pressed(&[
            (KeyCode::Space, Key::Space),
            (KeyCode::Backspace, Key::Backspace),
            (KeyCode::Enter, Key::Enter),
            (KeyCode::KpEnter, Key::Enter),
            (KeyCode::Right, Key::Next),
            (KeyCode::Down, Key::Next),
            (KeyCode::Tab, Key::Next),
            (KeyCode::Left, Key::Prev),
            (KeyCode::Up, Key::Prev),
        ])
        .into_iter()
        .map(Input::Key)
        .collect();
        inputs.extend(
            pressed(&[
                (KeyCode::B, Button::BringIn),
                (KeyCode::C, Button::DrawCard),
                (KeyCode::N, Button::Pass),
                (KeyCode::S, Button::StepMode),
            ])
            .into_iter()
            .map(Input::Button),
        );
        if is_key_pressed(KeyCode::M) {
            self.show_moves = !self.show_moves;
        }
        if is_key_pressed(KeyCode::H) {
            // A hint: the greedy computer's choice, shown on the board; Enter plays it.
            let choices = self.state.legal_choices();
            if let Some(c) = crate::rules::bots::GreedyBot::pick(
                &self.state,
                &choices,
                &mut self.state.decision_rng(),
            ) {
                if let Outcome::Send(cmd) = self.interaction.suggest(&self.state, &c) {
                    self.send(cmd);
                    return;
                }
            }
        }
        if is_key_pressed(KeyCode::Escape) {
            if self.interaction.picking == interact::Picking::Nothing
                && self.interaction.walk.is_empty()
            {
                self.menu = Some(0);
                return;
            }
            inputs.push(Input::Key(Key::Escape));
        }
        inputs.extend(
            pressed(&[
                (KeyCode::Key1, 1),
                (KeyCode::Key2, 2),
                (KeyCode::Key3, 3),
                (KeyCode::Key4, 4),
                (KeyCode::Key5, 5),
                (KeyCode::Key6, 6),
            ])
            .into_iter()
            .map(|d| Input::Key(Key::Digit(d))),
        );
        if clicked {
            let (mx, my) = mouse_position();
            match self
                .button_rects(&layout)
                .into_iter()
                .find(|(_, r)| r.contains(mx, my))
                .map(|(b, _)| b)
            {
                Some(PanelButton::Game(b)) => inputs.push(Input::Button(b)),
                Some(PanelButton::ShowMoves) => self.show_moves = !self.show_moves,
                Some(PanelButton::Fullscreen) => self.toggle_fullscreen(),
                Some(PanelButton::Menu) => {
                    self.menu = Some(0);
                    return;
                }
                None => {
                    if let Some(p) = self.piece_off_grid_at(&layout, mx, my) {
                        inputs.push(Input::Piece(p));
                    } else if let Some(sq) = layout.square_at(mx, my) {
                        inputs.push(Input::Square(sq));
                    }
                }
            }
        }
        for input in inputs {
            if let Outcome::Send(cmd) = self.interaction.handle(&self.state, input) {
                self.send(cmd);
                break;
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

    /// The panel's buttons: the actions for the decision at hand, then a 2 × 2 grid of
    /// toggles (step by step, show moves, fullscreen, menu) at the bottom.
    fn button_rects(&self, layout: &Layout) -> Vec<(PanelButton, Rect)> {
        let p = layout.panel;
        let bh = (layout.screen.1 / 12.0).round();
        let th = (layout.screen.1 / 16.0).round();
        let gap = (bh * 0.2).round();
        let mut out = vec![];
        let half = (p.w - gap) / 2.0;
        let y1 = p.y + p.h - th;
        let y0 = y1 - th - gap;
        let toggles = [
            (PanelButton::Game(Button::StepMode), p.x, y0),
            (PanelButton::ShowMoves, p.x + half + gap, y0),
            (PanelButton::Fullscreen, p.x, y1),
            (PanelButton::Menu, p.x + half + gap, y1),
        ];
        let human = self.idle() && !self.is_computer_turn() && !self.state.is_over();
        for (b, x, y) in toggles {
            out.push((
                b,
                Rect {
                    x,
                    y,
                    w: half,
                    h: th,
                },
            ));
        }
        if human {
            let mut y = y0 - gap * 2.0 - bh;
            for b in self.interaction.buttons(&self.state).iter().rev() {
                if *b == Button::StepMode {
                    continue;
                }
                out.push((
                    PanelButton::Game(*b),
                    Rect {
                        x: p.x,
                        y,
                        w: p.w,
                        h: bh,
                    },
                ));
                y -= bh + gap;
            }
        }
        out
    }

    fn label(&self, b: PanelButton) -> String {
        match b {
            PanelButton::Game(Button::Roll) => format!("{} (Space)", self.t(Msg::RollButton)),
            PanelButton::Game(Button::BringIn) => format!("{} (B)", self.t(Msg::BringInButton)),
            PanelButton::Game(Button::DrawCard) => format!("{} (C)", self.t(Msg::DrawCardButton)),
            PanelButton::Game(Button::Pass) => format!("{} (N)", self.t(Msg::PassButton)),
            PanelButton::Game(Button::StepMode) => {
                self.t(Msg::StepMode(self.interaction.step_mode))
            }
            PanelButton::ShowMoves => self.t(Msg::ShowMoves(self.show_moves)),
            PanelButton::Fullscreen => self.t(Msg::Fullscreen),
            PanelButton::Menu => self.t(Msg::MenuButton),
        }
    }

    fn draw(&self) {
        let (w, h) = (screen_width(), screen_height());
        let pen = Pen { font: &self.font };
        match self.screen {
            Screen::Setup => {
                screens::draw_setup(&pen, &self.setup, self.notice.as_deref(), w, h);
                if let Some((_, state, minutes)) = &self.resume {
                    let q = self.t(Msg::ResumeQuestion(*minutes, state.round()));
                    let labels = [self.t(Msg::Resume), self.t(Msg::NewSetup)];
                    screens::draw_overlay(
                        &pen,
                        w,
                        h,
                        &self.t(Msg::Title),
                        &[q],
                        &labels,
                        self.end_focus,
                    );
                }
            }
            Screen::Game => {
                if let Some(page) = self.rules_page {
                    screens::draw_rules(&pen, self.lang, page, w, h);
                    return;
                }
                self.draw_game();
                // A drawn card appears large over the board while it is being drawn.
                if let Some(Playing {
                    event: Event::CardDrawn { card, .. },
                    ..
                }) = &self.playing
                {
                    if let Some(c) = self.shown.deck().card(card) {
                        let (ts, _) = screens::text_sizes(h);
                        let layout = Layout::new(w, h, self.shown.board());
                        let (cx, cy) = layout.point(
                            self.shown.board().width() as f32 / 2.0,
                            self.shown.board().height() as f32 / 2.0,
                        );
                        let cw = layout.cell * 12.0;
                        let ch = layout.cell * 8.0;
                        screens::draw_card(
                            &pen,
                            self.lang,
                            c,
                            Rect {
                                x: cx - cw / 2.0,
                                y: cy - ch / 2.0,
                                w: cw,
                                h: ch,
                            },
                            ts * 1.2,
                        );
                    }
                }
                if let Some((steps, _, i)) = &self.replay {
                    let (ts, _) = screens::text_sizes(h);
                    let line = self.t(Msg::ReplayStep(*i, steps.len()));
                    draw_rectangle(
                        0.0,
                        h - ts * 2.0,
                        w,
                        ts * 2.0,
                        Color::new(0.1, 0.1, 0.12, 0.85),
                    );
                    pen.center(&line, w / 2.0, h - ts, ts, WHITE);
                }
                if self.end_on_screen() {
                    screens::draw_overlay(
                        &pen,
                        w,
                        h,
                        &self.t(Msg::Placings),
                        &self.placing_lines(),
                        &self.end_labels(),
                        self.end_focus,
                    );
                }
                if let Some(f) = self.menu {
                    screens::draw_overlay(
                        &pen,
                        w,
                        h,
                        &self.t(Msg::Title),
                        &[],
                        &self.menu_labels(),
                        f,
                    );
                }
            }
        }
    }

    fn draw_game(&self) {
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
            let lit = if self.show_moves {
                self.interaction.lit(&self.state)
            } else {
                vec![]
            };
            // When every ring takes the same number of moves, the panel says it once
            // instead of a number on every square.
            let same = lit.len() > 1 && lit.iter().all(|l| l.moves == lit[0].moves);
            for mut l in lit {
                if same {
                    l.moves = 0;
                }
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
            // The keyboard cursor: a thick dark frame.
            let cursor_at = match self.interaction.cursor_item(&self.state) {
                Some(interact::CursorItem::Lit(l)) => {
                    Some((l.square.x as f32 + 0.5, l.square.y as f32 + 0.5))
                }
                Some(interact::CursorItem::Piece(p)) => match shown.position().location(p) {
                    Some(Location::Track(sq)) => Some((sq.x as f32 + 0.5, sq.y as f32 + 0.5)),
                    Some(Location::Box) => Some(layout.box_slots(board, p.seat, n)[slot(p.role)]),
                    Some(Location::Home) => Some(layout.home_slots(board, p.seat, n)[slot(p.role)]),
                    None => None,
                },
                None => None,
            };
            if let Some((gx, gy)) = cursor_at {
                let (x, y) = layout.point(gx - 0.55, gy - 0.55);
                let t = (cell * 0.14).max(3.0);
                draw_rectangle_lines(x, y, cell * 1.1, cell * 1.1, t, INK);
                draw_rectangle_lines(
                    x + t,
                    y + t,
                    cell * 1.1 - 2.0 * t,
                    cell * 1.1 - 2.0 * t,
                    t * 0.5,
                    WHITE,
                );
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
        matches!(self.bots.get(k), Some(Some(_)))
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
        let (ts, small) = screens::text_sizes(layout.screen.1);
        let shown = &self.shown;
        let mut y = p.y;
        // Turn banner: colour, shape and name.
        let seat = shown.turn().seat;
        let banner_h = ts * 2.0;
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
            format!(
                "{} · {}",
                self.seat_name(seat),
                self.t(Msg::Round(shown.round()))
            )
        };
        let banner_ink = if seat.index() == 0 { INK } else { WHITE };
        pen.left(
            &banner,
            p.x + banner_h,
            y + banner_h * 0.5,
            ts * 1.1,
            banner_ink,
        );
        y += banner_h + small * 0.5;
        // Every seat: its pieces in the box, on the track and at home, and its placing.
        let (n, _) = slots_of(shown);
        for s in &shown.setup().seats {
            let pos = shown.position();
            let boxed = pos.in_box(*s).count();
            let home = pos
                .pieces_of(*s)
                .filter(|(_, at)| *at == Location::Home)
                .count();
            let track = n - boxed - home;
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
            let line = format!(
                "{}: {}{}",
                self.seat_name(*s),
                self.t(Msg::SeatCounts(boxed, track, home)),
                place
            );
            pen.left(&line, p.x + small * 1.4, cy, small, INK);
            y += small * 1.35;
        }
        if shown.setup().variant.action {
            let d = shown.deck();
            pen.left(
                &self.t(Msg::DeckCount(d.draw.len(), d.discard.len())),
                p.x,
                y + small * 0.65,
                small,
                INK,
            );
            y += small * 1.35;
        }
        y += small * 0.4;
        let buttons = self.button_rects(layout);
        let bottom = buttons.iter().map(|(_, r)| r.y).fold(p.y + p.h, f32::min) - small * 0.5;
        // The card at hand.
        if let Phase::Card { card, .. } = shown.phase() {
            if let Some(c) = shown.deck().card(card) {
                let lines = pen.wrap(
                    if self.lang == Lang::De {
                        &c.text.de
                    } else {
                        &c.text.en
                    },
                    small * 1.1,
                    p.w - small * 1.2,
                );
                let h = small * 2.2 + lines.len() as f32 * small * 1.45 + small * 0.4;
                screens::draw_card(
                    pen,
                    self.lang,
                    c,
                    Rect {
                        x: p.x,
                        y,
                        w: p.w,
                        h,
                    },
                    small,
                );
                y += h + small * 0.6;
            }
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
        for h in &hints {
            for line in pen.wrap(h, ts, p.w) {
                if y + ts > bottom {
                    break;
                }
                pen.left(&line, p.x, y + ts * 0.6, ts, INK);
                y += ts * 1.3;
            }
        }
        y += small * 0.3;
        // The latest events in words.
        for (i, m) in self.messages.iter().enumerate() {
            let c = Color::new(INK.r, INK.g, INK.b, 1.0 - i as f32 * 0.18);
            for line in pen.wrap(m, small, p.w) {
                if y + small > bottom {
                    break;
                }
                pen.left(&line, p.x, y + small * 0.6, small, c);
                y += small * 1.3;
            }
        }
        for (b, r) in buttons {
            let hot = match b {
                PanelButton::Game(Button::Roll) => true,
                PanelButton::Game(Button::StepMode) => self.interaction.step_mode,
                PanelButton::ShowMoves => self.show_moves,
                _ => false,
            };
            let size = if matches!(
                b,
                PanelButton::Game(Button::StepMode)
                    | PanelButton::ShowMoves
                    | PanelButton::Fullscreen
                    | PanelButton::Menu
            ) {
                small
            } else {
                ts * 1.05
            };
            draw_button(pen, r, &self.label(b), size, hot);
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
            Phase::Card { card, .. } => {
                if let Some(c) = s.deck().card(card) {
                    out.push(match self.lang {
                        Lang::De => c.text.de.clone(),
                        Lang::En => c.text.en.clone(),
                    });
                }
            }
            Phase::Over => {}
        }
        match self.interaction.picking {
            interact::Picking::Roll(role) => {
                out.push(self.t(Msg::ChooseTarget(role)));
                let lit = self.interaction.lit(s);
                if self.show_moves && lit.len() > 1 && lit.iter().all(|l| l.moves == lit[0].moves) {
                    out.push(self.t(Msg::EveryRing(lit[0].moves)));
                }
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
                    .any(|c| matches!(c, crate::rules::Choice::Move { .. }))
                {
                    out.push(self.t(Msg::ChoosePiece));
                }
                if let Phase::Card { task, .. } = s.phase() {
                    match task {
                        crate::rules::CardTask::Swap => out.push(self.t(Msg::ChooseSwap)),
                        crate::rules::CardTask::SendBack => out.push(self.t(Msg::ChooseSendBack)),
                        crate::rules::CardTask::SafeSpot => out.push(self.t(Msg::ChooseSafeSpot)),
                        crate::rules::CardTask::BringIn => out.push(self.t(Msg::ChooseBringIn)),
                        crate::rules::CardTask::Roll(_) => {}
                    }
                }
            }
        }
        if self.must_free_start() {
            out.push(self.t(Msg::MustFreeStart));
        }
        if !matches!(s.phase(), Phase::Roll) {
            out.push(self.t(Msg::HintKey));
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

/// The values of the keys in `table` pressed this frame.
fn pressed<T: Copy>(table: &[(KeyCode, T)]) -> Vec<T> {
    table
        .iter()
        .filter(|(k, _)| is_key_pressed(*k))
        .map(|(_, v)| *v)
        .collect()
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
    let (state, bots) = App::command_line_game(&cfg, 0);
    let settings = crate::platform::read_text(&cfg.data_dir.join(SETTINGS_FILE)).ok();
    let (mut setup, broken) = SetupModel::load(settings.as_deref());
    if cfg.lang_given || settings.is_none() {
        setup.lang = if cfg.lang == Lang::De {
            "de".into()
        } else {
            "en".into()
        };
    }
    let mut app = App {
        screen: Screen::Setup,
        lang: Lang::from_code(&setup.lang),
        notice: broken.map(|_| text(Lang::from_code(&setup.lang), &Msg::SettingsBroken)),
        setup,
        bots: vec![],
        shown: state.clone(),
        state: state.clone(),
        queue: VecDeque::new(),
        playing: None,
        interaction: Interaction::default(),
        wait: 0.0,
        messages: VecDeque::new(),
        games: 0,
        show_moves: true,
        menu: None,
        rules_page: None,
        end_focus: 0,
        fullscreen: cfg.fullscreen,
        save: None,
        resume: None,
        replay: None,
        font,
        cfg,
    };
    if !app.cfg.demo {
        crate::platform::remove_stale_temps(&app.cfg.data_dir);
    }
    let measuring = app.cfg.screenshot.is_some() || app.cfg.bench_frames.is_some();
    if app.setup.fullscreen && !app.fullscreen && !measuring {
        app.fullscreen = true;
        set_fullscreen(true);
    }
    let loaded = app.cfg.load.take();
    if let Some((save, state)) = loaded {
        app.continue_saved(save, state);
    } else if !app.cfg.skip_setup {
        // Offer to resume the autosave; a broken one is kept aside, never overwritten.
        let path = crate::save::autosave_path(&app.cfg.data_dir);
        if path.exists() {
            match SaveGame::load(&path) {
                Ok((save, state)) if !state.is_over() => {
                    let minutes = std::fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| t.elapsed().ok())
                        .map(|d| d.as_secs() / 60)
                        .unwrap_or(0);
                    app.resume = Some((save, state, minutes));
                }
                Ok(_) => {}
                Err(e) => {
                    let aside = path.with_extension("json.broken");
                    let _ = std::fs::rename(&path, &aside);
                    app.notice = Some(format!("{e} ({})", aside.display()));
                }
            }
        }
    }
    if app.cfg.skip_setup {
        app.lang = app.cfg.lang;
        app.start(state, bots);
    }
    let mut frame: u32 = 0;
    let mut cpu: Vec<f64> = vec![];
    loop {
        let start = get_time();
        app.update();
        app.draw();
        cpu.push((get_time() - start) * 1000.0);
        frame += 1;
        if frame == 1 {
            eprintln!("first_frame_ms={:.1}", start * 1000.0);
        }
        if let Some(path) = &app.cfg.screenshot {
            let ready = match app.cfg.screenshot_on {
                ShotOn::Frames => frame >= app.cfg.frames,
                ShotOn::Card => app.card_on_screen(),
                ShotOn::End => app.end_on_screen(),
            };
            if ready {
                get_screen_data().export_png(&path.to_string_lossy());
                std::process::exit(0);
            }
            if frame >= app.cfg.frames {
                eprintln!(
                    "error: no {:?} screen within {} frames; no screenshot taken",
                    app.cfg.screenshot_on, app.cfg.frames
                );
                std::process::exit(1);
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
