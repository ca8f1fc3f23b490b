//! The game window (macroquad): the app's state, its frame loop and the switch between
//! screens. The rules never import this module; it reads the state, sends commands,
//! and animates the events they produce.

mod animation;
mod app;
pub mod card_box;
pub mod chess;
mod config;
pub mod diagram;
pub mod draw;
mod effects;
mod find_squares;
pub mod flow;
pub mod i18n;
mod input;
pub mod interact;
pub mod layout;
pub mod messages;
pub mod palette;
pub mod panel;
mod saving;
mod school;
mod screens;
pub mod setup;
pub mod shell;
pub mod sound;
pub mod text_layout;
mod text_pen;
mod web_status;
pub mod why_view;
pub mod yalta;

pub use config::{preflight, ShotOn, WindowConfig};

use crate::save::SaveGame;
use animation::Playing;
use draw::Pen;
use i18n::Lang;
use interact::Interaction;
use macroquad::prelude::*;
use setup::SetupModel;
use std::collections::VecDeque;
use track::bots::Bot;
use track::{Event, State};

/// Which screen is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Screen {
    /// The start screen: play, learn, rules, quit.
    Start,
    /// The piece school's course map.
    Courses,
    /// Choosing the game.
    Setup,
    /// Playing.
    Game,
    /// Classic chess (issue 17).
    Chess,
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
    /// The fence that drops input at a screen change.
    fence: flow::InputFence,
    /// "Leave this game?" on screen: where to, and the focused answer.
    leave_ask: Option<(flow::Leave, usize)>,
    /// The drawn card on show.
    card_hold: Option<flow::CardHold>,
    /// The hand-over to the next person.
    hand_over: flow::HandOver,
    /// Every player's last roll.
    trails: flow::Trails,
    /// A refused square on show: where, why, and for how long so far (seconds).
    refusal: Option<(track::geometry::Square, track::WhyNot, f32)>,
    /// Whether the move-count map of the chosen piece is on show.
    count_map: bool,
    /// Why the computer's hint is a good move, while the hint is on show.
    hint_why: Option<String>,
    /// Every player's figures for the end screen.
    figures: flow::Figures,
    /// Sparks and confetti on show.
    effects: Vec<effects::Particle>,
    /// The game's sounds.
    sounds: sound::Sounds,
    /// Each seat's help level (by seat index).
    helps: [setup::Help; 4],
    /// The piece school's courses.
    courses: Vec<::school::Course>,
    /// The level being played, if any.
    lesson: Option<school::LessonRun>,
    /// Every learner's stars.
    progress: ::school::progress::Progress,
    /// Which learner the piece school counts stars for (an index into the learners).
    learner_index: usize,
    /// A new learner's name being typed on the course map.
    new_learner: Option<String>,
    /// Whether "how fast is each piece?" is on show.
    race: bool,
    /// The focused level on the course map.
    course_focus: usize,
    /// Whether a game was started or resumed in this window.
    started: bool,
    /// The event shown last (a roll's first move is told once, with its count).
    last_shown: Option<Event>,
    games: u64,
    menu: Option<usize>,
    /// The rules screen, while it is up: its book and the page on show.
    rules_page: Option<(shell::RulesBook, usize)>,
    end_focus: usize,
    /// Whether the end page is folded away to show the final board.
    end_folded: bool,
    /// What the end page says under the figures (where the game was saved).
    end_note: Option<String>,
    /// Whether the start screen has looked for an unfinished autosave since it was
    /// last entered (to offer "Continue").
    start_looked: bool,
    /// What the start screen found to continue: the chess game's move number (and
    /// whether a person plays the computer) and the Yalta game's number of moves.
    start_saved: (Option<(usize, bool)>, Option<usize>),
    fullscreen: bool,
    /// The game being recorded for the autosave (never in `--demo`).
    save: Option<SaveGame>,
    /// A saved game offered for resuming at start: the save, its state, its age in minutes.
    resume: Option<(SaveGame, State, u64)>,
    /// Stepping through the game so far: every step, and the one on show.
    replay: Option<(Vec<crate::save::Step>, State, usize)>,
    /// Classic chess: its setup, game and boxes.
    chess: chess::ChessScreen,
    /// The Yalta screens, while they are up (`--game yalta` or the start screen).
    yalta: Option<yalta::YaltaScreen>,
}

/// Quantile of the frame times printed by `--bench-frames`.
const BENCH_QUANTILE: f64 = 0.95;

impl App {
    /// One frame of input, for the screen that is up.
    fn update(&mut self) {
        let (w, h) = (screen_width(), screen_height());
        let (min_w, min_h) = layout::smallest_window(w, h);
        if w < min_w || h < min_h {
            request_new_screen_size(w.max(min_w), h.max(min_h));
        }
        if self.fence.admit(vec![()]).is_empty() {
            // The first frame of a new screen: what was pressed before is dropped.
            clear_input_queue();
            return;
        }
        if is_key_pressed(KeyCode::F11) {
            self.toggle_fullscreen();
        }
        if is_key_pressed(KeyCode::K) && self.new_learner.is_none() {
            self.sounds.muted = !self.sounds.muted;
        }
        if self.rules_page.is_some() {
            self.update_rules();
            return;
        }
        let lang = self.lang;
        if let Some(game) = self.other_game() {
            match game.update(lang) {
                shell::Exit::Stay => {}
                shell::Exit::ToStart => {
                    self.yalta = None;
                    self.go_to(Screen::Start);
                }
                shell::Exit::Rules(book) => self.rules_page = Some((book, 0)),
                shell::Exit::Keys(book) => {
                    self.rules_page = Some((book, screens::rules::keys_page(lang, book)))
                }
            }
            return;
        }
        if self.leave_ask.is_some() {
            self.update_leave();
            return;
        }
        if self.screen != Screen::Setup && self.new_learner.is_none() {
            // Typed characters matter only on the setup screen and for a learner's
            // name; never let them pile up.
            while get_char_pressed().is_some() {}
        }
        match self.screen {
            Screen::Start => self.update_start(),
            Screen::Courses => self.update_courses(),
            Screen::Setup => self.update_setup(),
            Screen::Chess => {}
            Screen::Game if self.replay.is_some() => self.update_replay(),
            Screen::Game if self.menu.is_some() => self.update_menu(),
            Screen::Game => self.update_game(),
        }
    }

    /// One frame of drawing, for the screen that is up and its overlays.
    fn draw(&self) {
        let (w, h) = (screen_width(), screen_height());
        let pen = Pen { font: &self.font };
        if let Some((book, page)) = self.rules_page {
            screens::rules::draw_rules(&pen, self.lang, book, page, w, h);
            return;
        }
        if let Some(game) = self.other_game_ref() {
            game.draw(&pen, self.lang, w, h);
            return;
        }
        match self.screen {
            Screen::Start => self.draw_start(&pen, w, h),
            Screen::Courses => self.draw_courses(&pen, w, h),
            Screen::Setup => self.draw_setup(&pen, w, h),
            Screen::Chess => {}
            Screen::Game => {
                self.draw_game();
                self.draw_lesson_marks(&pen, w, h);
                self.draw_why_not(&pen);
                let end = self.end_on_screen();
                if !end {
                    self.draw_effects();
                }
                self.draw_lesson(&pen, w, h);
                self.draw_drawn_card(&pen, w, h);
                self.draw_replay_banner(&pen, w, h);
                if end {
                    // The confetti flies over the final board, under the end page's
                    // words.
                    self.draw_effects();
                    self.draw_end(&pen, w, h);
                }
                self.draw_menu(&pen, w, h);
            }
        }
        self.draw_leave(&pen, w, h);
    }

    /// Switches the screen; nothing pressed before the switch reaches the new one.
    fn go_to(&mut self, screen: Screen) {
        if screen == Screen::Start {
            // Look again for games to continue, and focus the first entry.
            self.start_looked = false;
            self.end_focus = 0;
        }
        self.screen = screen;
        self.menu = None;
        self.rules_page = None;
        clear_input_queue();
        self.fence.screen_changed();
    }

    /// The game on screen that is a [`shell::GameScreen`] of its own (chess, Yalta), if any.
    fn other_game(&mut self) -> Option<&mut dyn shell::GameScreen> {
        match (self.yalta.as_mut(), self.screen) {
            (Some(y), _) => Some(y),
            (None, Screen::Chess) => Some(&mut self.chess),
            _ => None,
        }
    }

    /// As [`App::other_game`], to draw.
    fn other_game_ref(&self) -> Option<&dyn shell::GameScreen> {
        match (self.yalta.as_ref(), self.screen) {
            (Some(y), _) => Some(y),
            (None, Screen::Chess) => Some(&self.chess),
            _ => None,
        }
    }

    /// Whether a game is running that leaving would interrupt.
    fn game_running(&self) -> bool {
        self.started && !self.state.is_over()
    }

    /// Asks to leave the game screen: at once, or after "Leave this game?".
    fn leave(&mut self, leave: flow::Leave) {
        match flow::request_leave(self.game_running(), leave) {
            flow::LeaveStep::Ask(l) => {
                self.menu = None;
                self.leave_ask = Some((l, 1));
            }
            flow::LeaveStep::Go(l) => self.leave_now(l),
        }
    }

    fn leave_now(&mut self, leave: flow::Leave) {
        match leave {
            flow::Leave::ToSetup => self.go_to(Screen::Setup),
            flow::Leave::ToStart => self.go_to(Screen::Start),
            // A page cannot close its browser tab: "Quit" goes back to the start screen.
            #[cfg(target_arch = "wasm32")]
            flow::Leave::Quit => self.go_to(Screen::Start),
            #[cfg(not(target_arch = "wasm32"))]
            flow::Leave::Quit => std::process::exit(0),
        }
    }
}

/// The font: DejaVu Sans. The browser build embeds the cut-down copy that
/// `web/subset_font.py` makes (every character the game draws; `tests/web_font.rs`
/// checks it), which keeps the `.wasm` small.
#[cfg(not(target_arch = "wasm32"))]
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// The font: DejaVu Sans, cut down by `web/subset_font.py` for the browser build.
#[cfg(target_arch = "wasm32")]
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-web.ttf");

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
    let font = match load_ttf_font_from_bytes(FONT) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: cannot load the bundled font: {e}");
            std::process::exit(1);
        }
    };
    let (state, bots) = App::command_line_game(&cfg, 0);
    let mut app = App::new(cfg, font, &state);
    app.sounds = sound::Sounds::load().await;
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
        app.offer_resume();
    }
    if app.cfg.chess.is_some() {
        app.lang = app.cfg.lang;
        app.screen = Screen::Chess;
    } else if app.cfg.skip_setup {
        app.lang = app.cfg.lang;
        app.start(state, bots);
    }
    if app.cfg.yalta {
        let (lang, seed, demo, speed) = (app.cfg.lang, app.cfg.seed, app.cfg.demo, app.cfg.speed);
        let dir = Some(app.cfg.data_dir.clone());
        app.yalta = Some(yalta::YaltaScreen::new(lang, seed, demo, speed, dir));
    }
    let mut frame: u32 = 0;
    let mut cpu: Vec<f64> = vec![];
    let mut status = String::new();
    loop {
        let start = get_time();
        app.update();
        app.draw();
        cpu.push((get_time() - start) * 1000.0);
        if cfg!(target_arch = "wasm32") {
            // The page's view of the game, for the browser test (see web_status.rs).
            let now = app.web_status();
            if now != status {
                crate::platform::show_status(&now);
                status = now;
            }
        }
        frame += 1;
        if frame == 1 {
            eprintln!("first_frame_ms={:.1}", start * 1000.0);
        }
        if let Some(path) = &app.cfg.screenshot {
            let ready = match app.cfg.screenshot_on {
                ShotOn::Frames => frame >= app.cfg.frames,
                ShotOn::Card => app.card_on_screen(),
                ShotOn::End => {
                    app.end_on_screen() || app.other_game_ref().is_some_and(|g| g.end_on_screen())
                }
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
                let p95 =
                    sorted[((sorted.len() as f64 * BENCH_QUANTILE) as usize).min(sorted.len() - 1)];
                let max = sorted.last().copied().unwrap_or(0.0);
                println!("frame_cpu_ms mean={mean:.3} p95={p95:.3} max={max:.3} frames={n}");
                std::process::exit(0);
            }
        }
        next_frame().await;
    }
}
