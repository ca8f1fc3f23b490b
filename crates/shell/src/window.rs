//! The [`Shell`] and the window's one loop: it reads each frame's input and clock once
//! ([`Frame`]), hands them to the layers and the room that is up, draws, paces the
//! frames, and takes the command line's screenshots and frame benchmark. The app gives
//! it the games ([`Games`]: their doors, the ways between them, what opens first).

use crate::config::{ShotOn, WindowConfig};
use crate::door::{self, Games};
#[cfg(target_arch = "wasm32")]
use crate::i18n;
use crate::i18n::Lang;
use crate::layers::Step;
use crate::{sound, touch};
use crate::{Exit, Frame, GameScreen, Shared};
use macroquad::prelude::*;
use paint::draw::Pen;
use paint::frame_bench::FrameReport;
use paint::{flat_fill, frame_bench, frame_pace, layout, text_layout};

/// The shell: every game is one of its [`GameScreen`]s; it owns the start screen, the
/// rules pages, the keys every screen shares (F11, K), and the switch between them.
pub struct Shell {
    pub cfg: WindowConfig,
    pub font: Font,
    /// The games' rooms built so far, and the one up (none: the start screen).
    pub rooms: crate::rooms::Rooms,
    /// The fence that drops input when the shell switches screens.
    pub fence: crate::fence::InputFence,
    /// The start screen's focused entry.
    pub start_focus: usize,
    /// Whether the start screen has looked for unfinished autosaves since it was last
    /// entered (to offer "Continue").
    pub start_looked: bool,
    /// What the start screen found to continue, for each of the games' doors ([`crate::door::doors`]): what its
    /// *Continue* button says (the chess game's move number, the Yalta game's number of
    /// moves; the race's autosave is the race's own resume offer).
    pub start_saved: Vec<Option<usize>>,
    /// What every game shares: the language, full screen, the sounds, the voice, the
    /// players' names, the layers over the screen.
    pub shared: crate::Shared,
    /// Why a file the player chose to open holds no game (on the start screen).
    pub start_note: Option<String>,
}

impl Shell {
    /// The interface language (a setting, kept with the track's settings).
    pub fn lang(&self) -> Lang {
        self.shared.lang
    }

    /// Full screen on or off for every game, remembered in the settings.
    pub fn toggle_fullscreen(&mut self) {
        set_fullscreen(self.shared.toggle_fullscreen());
        self.shared_changed();
    }

    /// What every game shares changed: each room that keeps it is told.
    pub fn shared_changed(&mut self) {
        for room in self.rooms.all_mut() {
            room.shared_changed(&self.shared);
        }
    }

    /// The game up, if the start screen is not, and what the games share, to update it.
    pub fn game_and_shared(&mut self) -> (Option<&mut dyn GameScreen>, &mut crate::Shared) {
        (self.rooms.up_mut(), &mut self.shared)
    }

    /// Puts the room `T` up (built with `make` if there is none, or if it does not
    /// stay); nothing pressed before the switch reaches it.
    pub fn enter<T: GameScreen>(&mut self, make: impl FnOnce(&Shell) -> T) -> &mut T {
        let made = self.rooms.get::<T>().is_none().then(|| make(self));
        self.shared.layers.clear();
        self.fence.screen_changed();
        self.rooms.enter(|| made.expect("a room not built is made"))
    }

    /// The room `T`, up or not (built with `make` if there is none).
    pub fn room<T: GameScreen>(&mut self, make: impl FnOnce(&Shell) -> T) -> &mut T {
        if self.rooms.get::<T>().is_none() {
            let room = make(self);
            self.rooms.build(room);
        }
        self.rooms.get_mut::<T>().expect("the room is built")
    }

    /// Puts `room` up in place of any room of its kind.
    pub fn enter_new<T: GameScreen>(&mut self, room: T) -> &mut T {
        self.rooms.build(room);
        self.enter(|_| unreachable!("the room is built"))
    }

    /// As [`Shell::game_and_shared`], to draw.
    pub fn game_ref(&self) -> Option<&dyn GameScreen> {
        self.rooms.up()
    }

    /// One frame of input, for the screen that is up; then the screen is told whether
    /// layers lie over it, for its drawing.
    pub fn update(&mut self, frame: &Frame) {
        self.update_layers_and_screen(frame);
        if let (Some(game), shared) = self.game_and_shared() {
            // What the shell itself opened a game with (its setup box) comes up at once.
            crate::layers::push_asked(game, shared);
            game.covered(!shared.layers.is_empty());
        }
        let reading = self.game_ref().is_some_and(|g| g.reads_aloud());
        let lang = self.lang();
        crate::speaker_button::set_reading(reading && self.shared.speaker.speaks(lang));
    }

    /// One frame of input: the shell's keys, then the top layer, then the screen that
    /// is up (all of the frame if no layer took it, else only its time).
    fn update_layers_and_screen(&mut self, frame: &Frame) {
        let (w, h) = frame.size;
        let (min_w, min_h) = layout::smallest_window(w, h);
        if w < min_w || h < min_h {
            request_new_screen_size(w.max(min_w), h.max(min_h));
        }
        if self.fence.admit(vec![()]).is_empty() {
            // The first frame of a new screen: what was pressed before is dropped.
            return;
        }
        if frame.pressed(KeyCode::F11) {
            self.toggle_fullscreen();
        }
        // Typed letters for a name (a box open, or a name with the keyboard focus that
        // the next letter opens) never mute.
        let typing = crate::name_entry::is_open() || self.game_ref().is_some_and(|g| g.typing());
        if frame.pressed(KeyCode::K) && !typing {
            self.shared.toggle_mute();
        }
        if frame.action(crate::keys::Action::SayAgain) && !typing {
            self.shared.speaker.again();
        }
        self.shared.speaker.tick();
        if !self.rooms.any_up() && self.shared.layers.rules_up().is_none() {
            self.take_opened_file();
        }
        let lang = self.lang();
        // A speaker beside a text (issue 54) takes its click before anything sees it.
        let heard = crate::speaker_button::hear(frame, &mut self.shared.speaker, lang);
        let frame = heard.as_ref().unwrap_or(frame);
        let font = self.font.clone();
        let step = self.shared.layers.update(frame, &Pen { font: &font }, lang);
        let school_reading = self.shared.school_read_to_me;
        let exit = match self.game_and_shared() {
            (Some(game), shared) => crate::layers::hand_on(game, shared, step, frame),
            (None, _) => {
                // The start screen: its boxes are the shell's own.
                match step {
                    Step::Free | Step::Through => self.update_start(frame),
                    Step::Answer(answer) => self.start_answer(answer),
                    Step::Held | Step::Waits => {}
                }
                return;
            }
        };
        if self.shared.school_read_to_me != school_reading {
            // The course map's speaker: the settings file keeps it with the setup.
            self.shared_changed();
        }
        match exit {
            Exit::Stay => {}
            Exit::Fullscreen => self.toggle_fullscreen(),
            Exit::ToStart => self.open_start(),
            Exit::Rules(book) => self.open_rules(book, 0),
            Exit::Keys(book) => {
                let own = self.own_rules_page(book);
                let pen = Pen { font: &self.font };
                let sheets = crate::rules::sheets(&pen, lang, book, own, w, h);
                let sheet = crate::rules::keys_sheet(&sheets);
                self.open_rules(book, sheet);
            }
            Exit::ChessLesson(_) | Exit::PlayRules => crate::door::route(self, exit),
            // A page cannot close its browser tab: "Quit" goes back to the start screen.
            #[cfg(target_arch = "wasm32")]
            Exit::Quit => self.open_start(),
            #[cfg(not(target_arch = "wasm32"))]
            Exit::Quit => std::process::exit(0),
        }
    }

    /// One frame of drawing in a `w` × `h` window, for the screen that is up.
    pub fn draw(&self, (w, h): (f32, f32)) {
        flat_fill::shapes();
        crate::speaker_button::begin_drawing();
        let pen = Pen { font: &self.font };
        let layers = &self.shared.layers;
        if layers.game_shows() {
            match self.game_ref() {
                Some(game) => game.draw(&pen, self.lang(), w, h),
                None => self.draw_start(&pen, w, h),
            }
        }
        layers.draw(&pen, self.lang(), w, h);
    }

    /// Back to the start screen: it looks again for games to continue and focuses its
    /// first entry.
    pub fn open_start(&mut self) {
        self.start_looked = false;
        self.start_focus = 0;
        self.rooms.leave();
        self.shared.layers.clear();
        self.fence.screen_changed();
    }

    /// Whether nothing on screen moves or waits for time ([`GameScreen::still`]): the
    /// start screen, the rules pages and the language chooser are; a box in its first
    /// moments is not.
    pub fn still(&self) -> bool {
        let layers = &self.shared.layers;
        // A text about to be read waits for the next frames.
        if self.shared.speaker.busy() {
            return false;
        }
        if layers.rules_up().is_some() {
            return true;
        }
        if !layers.still() {
            return false;
        }
        let boxed = !layers.is_empty() && layers.asked().is_some()
            || matches!(layers.top(), Some(crate::layers::Layer::Page(_)));
        self.game_ref()
            .is_none_or(|g| if boxed { g.still_under() } else { g.still() })
    }

    /// Whether the screen `--screenshot` shoots and `--bench-frames` measures is up
    /// (`--screenshot-on` says which: at once, once a card shows, once the end page
    /// shows).
    pub fn bench_ready(&self) -> bool {
        match self.cfg.measure.screenshot_on {
            ShotOn::Frames => true,
            ShotOn::Card => self.game_ref().is_some_and(|g| g.card_on_screen()),
            ShotOn::End => self.end_on_screen(),
        }
    }

    /// Whether a finished game's end page is on screen (for `--screenshot-on end`).
    pub fn end_on_screen(&self) -> bool {
        self.game_ref().is_some_and(|g| g.end_on_screen())
    }
}

/// A click on a text's page marker, as drawn the frame before, turns that text's page
/// and reaches nothing else (`text_layout`: text on pages is turned by hand): the frame
/// is cleared of it.
fn turn_clicked_page(frame: &mut Frame) {
    let markers = text_layout::take_markers();
    let Some((x, y)) = frame.click_at() else {
        return;
    };
    if markers.is_empty() {
        return;
    }
    let (_, small) = layout::text_sizes(layout::reading_height(frame.size.0, frame.size.1));
    if let Some((turn, forward)) = text_layout::marker_hit(&markers, x, y, small * 0.3) {
        text_layout::turn_page(turn, forward);
        frame.clear();
    }
}

/// The font: DejaVu Sans (the drawing kit embeds it). The browser build embeds the
/// cut-down copy that `web/subset_font.py` makes (every character the game draws;
/// `tests/web_font.rs` checks it), which keeps the `.wasm` small.
#[cfg(not(target_arch = "wasm32"))]
pub use paint::FONT;
/// The font of the browser build: DejaVu Sans cut down by `web/subset_font.py`, a file
/// beside the page (`web/build.sh` copies it there), fetched at the start.
#[cfg(target_arch = "wasm32")]
pub const WEB_FONT_FILE: &str = "DejaVuSans-web.ttf";

/// The font of the browser build, fetched from beside the page; why not, in the
/// browser's words.
#[cfg(target_arch = "wasm32")]
async fn web_font() -> Result<Font, String> {
    let file = base::platform::fetch(WEB_FONT_FILE);
    base::platform::all_done(&[&file]).await;
    match file.take() {
        Some(Ok(bytes)) => load_ttf_font_from_bytes(&bytes).map_err(|e| e.to_string()),
        Some(Err(e)) => Err(format!("{WEB_FONT_FILE}: {e}")),
        None => Err(WEB_FONT_FILE.to_string()),
    }
}

/// Opens the window and runs the game until it is closed (or the screenshot or
/// benchmark is done), with the app's `games`. Call
/// [`preflight`](crate::config::preflight) first.
pub fn run(cfg: WindowConfig, games: &'static Games) {
    door::offer(games);
    let conf = Conf {
        window_title: "Schachschlamassel".to_owned(),
        window_width: cfg.size.0 as i32,
        window_height: cfg.size.1 as i32,
        fullscreen: cfg.fullscreen,
        high_dpi: false,
        window_resizable: true,
        // The desktop's loop waits for input while the screen rests
        // (`ui/paint/frame_pace.rs`); every other frame asks for the next one.
        platform: macroquad::miniquad::conf::Platform {
            blocking_event_loop: cfg!(not(target_arch = "wasm32")),
            ..Default::default()
        },
        ..Default::default()
    };
    // Every input wakes a resting loop (macroquad's triggers are all off by default).
    let update_on = macroquad::conf::UpdateTrigger {
        key_down: true,
        mouse_down: true,
        mouse_up: true,
        mouse_motion: true,
        mouse_wheel: true,
        specific_key: None,
        touch: true,
    };
    let conf = macroquad::conf::Conf {
        miniquad_conf: conf,
        update_on: Some(update_on),
        ..Default::default()
    };
    macroquad::Window::from_config(conf, game_loop(cfg, games));
}
async fn game_loop(cfg: WindowConfig, games: &'static Games) {
    // The browser build fetches the font and its languages from beside the page, all at
    // once: English (the fallback) and the browser's language now, a remembered one
    // below, any other when it is chosen (in the loop). One that does not come leaves
    // English.
    #[cfg(target_arch = "wasm32")]
    for lang in [Lang::En, cfg.lang] {
        i18n::fetch_language(lang.code());
    }
    flat_fill::load();
    #[cfg(target_arch = "wasm32")]
    let font = web_font().await;
    #[cfg(not(target_arch = "wasm32"))]
    let font = load_ttf_font_from_bytes(FONT).map_err(|e| e.to_string());
    let font = match font {
        Ok(mut f) => {
            flat_fill::text_filter(&mut f);
            f
        }
        Err(e) => {
            let note = base::cli_error::CliNote::NoFont(e);
            eprintln!("{}", words::say(cfg.lang, &note));
            std::process::exit(1);
        }
    };
    let mut app = Shell {
        start_saved: vec![None; door::doors().len()],
        shared: Shared::new(cfg.lang),
        cfg,
        font,
        rooms: Default::default(),
        fence: Default::default(),
        start_focus: 0,
        start_looked: false,
        start_note: None,
    };
    // The app builds the rooms that stay, takes what the settings file remembers and
    // opens what the command line asks for.
    (games.start)(&mut app);
    #[cfg(target_arch = "wasm32")]
    i18n::load_languages(&[Lang::En.code(), app.cfg.lang.code(), app.lang().code()]).await;
    // The browser's sounds come while the first frames are drawn (each one takes the
    // browser a frame or more to decode): the loop hands them over.
    #[cfg(target_arch = "wasm32")]
    let mut sounds_coming = Some(macroquad::experimental::coroutines::start_coroutine(
        sound::Sounds::load(),
    ));
    if !app.cfg.measure.any() {
        // Texts a few frames apart are read together (a move's line, then the won box).
        app.shared.speaker =
            base::speech::Speaker::gathering(base::platform::speech::system_voice(), 6);
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        app.shared.sounds = sound::Sounds::load().await;
    }
    if !app.cfg.demo {
        base::platform::remove_stale_temps(&app.cfg.data_dir);
    }
    // The first screen takes the first frame's input (no switch to fence off).
    app.fence = Default::default();
    let mut frame: u32 = 0;
    let mut status = String::new();
    let mut pace = frame_pace::FramePace::default();
    let mut bench = app
        .cfg
        .measure
        .bench_frames
        .map(|n| frame_bench::FrameBench::new(n, app.cfg.measure.bench_idle));
    let mut cpu_ms = 0.0;
    let mut draws = 0;
    loop {
        // The frame's input and clock, read once and handed to the screen on top.
        let mut input = Frame::read();
        if app.cfg.measure.screenshot.is_some() && bench.is_none() {
            input.on_steady_clock(frame);
        }
        let start = input.now;
        if let Some(b) = bench.as_mut() {
            if app.bench_ready() {
                match b.frame(start, cpu_ms, draws) {
                    frame_bench::BenchStep::More => {}
                    frame_bench::BenchStep::Idle(report, seconds) => measure_idle(report, seconds),
                    frame_bench::BenchStep::Done(report) => {
                        println!("{}", report.line());
                        std::process::exit(0);
                    }
                }
            } else {
                b.not_up();
            }
        }
        pace.look(input.seen(), app.still());
        turn_clicked_page(&mut input);
        app.update(&input);
        // A finger, a key or a mouse click: whether the screen is used by touch, from
        // this frame's drawing on (the update judged its input against what was drawn,
        // labels and all, so no tap is lost to a label that changed).
        touch::note_frame(&input);
        flat_fill::begin(input.size);
        if frame == 0 {
            flat_fill::glyph_pass(|| app.draw(input.size));
        }
        app.draw(input.size);
        crate::name_entry::end_frame();
        flat_fill::flush(input.size);
        draws = flat_fill::take_batches();
        cpu_ms = (input.clock() - start) * 1000.0;
        #[cfg(target_arch = "wasm32")]
        {
            // A language chosen since comes from beside the page (English until then).
            i18n::fetch_language(app.lang().code());
            if let Some(sounds) = sounds_coming.as_ref().and_then(|c| c.retrieve()) {
                let muted = app.shared.sounds.muted;
                app.shared.sounds = sounds;
                app.shared.sounds.muted = muted;
                sounds_coming = None;
            }
        }
        if cfg!(target_arch = "wasm32") {
            // The page's view of the game, for the browser test (see web_status.rs).
            let now = app.web_status(input.size);
            if now != status {
                base::platform::show_status(&now);
                status = now;
            }
        }
        frame += 1;
        if frame == 1 {
            eprintln!("first_frame_ms={:.1}", start * 1000.0);
        }
        if let Some(path) = &app.cfg.measure.screenshot {
            let ready = match app.cfg.measure.screenshot_on {
                ShotOn::Frames => frame >= app.cfg.measure.frames,
                ShotOn::Card | ShotOn::End => app.bench_ready(),
            };
            if ready {
                get_screen_data().export_png(&path.to_string_lossy());
                std::process::exit(0);
            }
            if frame >= app.cfg.measure.frames {
                let note = base::cli_error::CliNote::NoShotScreen {
                    when: app.cfg.measure.screenshot_on.key(),
                    frames: app.cfg.measure.frames,
                };
                eprintln!("{}", words::say(app.cfg.lang, &note));
                std::process::exit(1);
            }
        }
        // A resting window waits for input (or, with a blinking caret, draws a few
        // frames a second); the screenshot and frame counts of the
        // command line keep every frame, but for the benchmark's idle seconds.
        let measuring = app.cfg.measure.any();
        let idling = bench.as_ref().is_some_and(|b| b.idling());
        let timed = text_layout::take_timed();
        let now = input.clock();
        // Still as the frame leaves it: a computer's move chosen in a long frame is
        // shown, never left waiting for input.
        let still = app.still();
        let step = if measuring && !idling {
            frame_pace::Step::Next
        } else {
            pace.step(start, now, still, timed)
        };
        // The benchmark's idle seconds begin once the screen rests (its animations over).
        if let Some(frame_bench::BenchStep::Idle(report, seconds)) = bench
            .as_mut()
            .and_then(|b| b.settle(now, step == frame_pace::Step::OnInput))
        {
            measure_idle(report, seconds);
        }
        #[cfg(not(target_arch = "wasm32"))]
        match step {
            frame_pace::Step::Next => macroquad::miniquad::window::schedule_update(),
            frame_pace::Step::After(seconds) => {
                macroquad::miniquad::window::schedule_update();
                base::platform::sleep(seconds);
            }
            frame_pace::Step::OnInput => {}
        }
        #[cfg(target_arch = "wasm32")]
        let _ = step;
        next_frame().await;
    }
}
/// Measures `seconds` of idle on a thread of its own (a resting window draws no frame
/// that could do it), then prints `report` with the idle CPU and ends the program.
fn measure_idle(report: FrameReport, seconds: f64) {
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::spawn(move || {
        let before = base::platform::process_cpu_seconds();
        let clock = base::platform::Stopwatch::start();
        base::platform::sleep(seconds);
        let wall = clock.elapsed().as_secs_f64();
        let after = base::platform::process_cpu_seconds();
        let idle = before
            .zip(after)
            .map(|(b, a)| frame_bench::idle_percent(b, a, wall));
        let report = FrameReport {
            idle_cpu_percent: idle,
            ..report
        };
        println!("{}", report.line());
        std::process::exit(0);
    });
    #[cfg(target_arch = "wasm32")]
    {
        let _ = seconds;
        println!("{}", report.line());
    }
}
