//! The game window (macroquad): the shell (the start screen, the rules pages and the
//! switch between the games, each a [`shell::GameScreen`]) and its frame loop. The
//! rules never import this module; it reads the state, sends commands, and animates the
//! events they produce.

pub use ::chess_room as chess;
pub use race_room::race;
pub use school_room::school;
pub use track_table::table;
pub mod i18n;
pub use ::lab_room as lab;
pub use ::paint;
pub use ::shell;
#[cfg(test)]
mod tests_open_file;
#[cfg(test)]
mod tests_start;
pub use ::yalta_room as yalta;

pub use paint::frame_bench::FrameReport;
pub use school::chess_lesson::{kept_tries_replay, texts::ChessSchoolMsg, ChessLessonSave};
pub use school::lesson_save::LessonSave;
pub use shell::config::{preflight, Measuring, OpenAt, ShotOn, WindowConfig};
pub use shell::Shell;
#[cfg(not(target_arch = "wasm32"))]
pub use shell::FONT;
#[cfg(target_arch = "wasm32")]
pub use shell::WEB_FONT_FILE;

use macroquad::prelude::set_fullscreen;
use race::room::RaceScreen;
use race_room::prelude::*;
use school::room::SchoolScreen;
use school_room::prelude::*;
use shell::Exit;

/// The games, each by its door (`crates/<game>_room/…/door.rs`), in the start screen's
/// order: adding a game is its room crate and one line here (ARCHITECTURE.md, "How to
/// add… a game").
pub const ROOMS: &[shell::door::Door] = &[
    race::door::DOOR,
    lab::door::DOOR,
    school::door::DOOR,
    chess::door::DOOR,
    yalta::door::DOOR,
];

/// The games and the ways between them, as the shell is offered them.
pub static GAMES: shell::door::Games = shell::door::Games {
    doors: ROOMS,
    route,
    start,
};

/// Offers the shell the games ([`GAMES`]; the window does it as it opens, a test that
/// walks the start screen before it asks).
pub fn offer_games() {
    shell::door::offer(&GAMES);
}

/// The ways from one game into another: the lab's rules to the race's setup, a chess
/// reason to the chess school's level that teaches it.
fn route(app: &mut Shell, exit: Exit) {
    match exit {
        Exit::ChessLesson(id) => school::door::open_school(app).open_chess_level(id),
        Exit::PlayRules => {
            let rules = app.rooms.get_mut::<lab::LabScreen>();
            if let Some(rules) = rules.and_then(|l| l.take_rules()) {
                app.enter(race::door::make).open_setup_with_rule_set(rules);
            }
        }
        _ => {}
    }
}

/// What opens first, before the first frame: the rooms that stay (the race keeps the
/// settings file, whose language, names and full screen the shell takes), then what the
/// command line asks for (a saved game, chess, Yalta, a level, the lab).
fn start(app: &mut Shell) {
    let mut cfg = app.cfg.clone();
    let loaded = cfg.load.take();
    app.cfg.load = None;
    let font = app.font.clone();
    let (state, bots) = RaceScreen::command_line_game(&cfg, 0);
    let mut track = RaceScreen::new(cfg.clone(), font.clone(), &state);
    let mut shared = race::shared_settings::shared_from(&track.room.setup, cfg.fullscreen);
    let measuring = cfg.measure.any();
    if track.room.setup.fullscreen && !shared.fullscreen && !measuring {
        shared.fullscreen = true;
        set_fullscreen(true);
    }
    let mut up: Option<fn(&mut Shell)> = None;
    if let Some((save, state)) = loaded {
        track.continue_saved(save, state);
        up = Some(|app| {
            app.enter(race::door::make);
        });
    } else if !cfg.skip_setup {
        track.offer_resume();
    }
    if cfg.chess.is_some() {
        track.lang = cfg.lang;
        shared.lang = cfg.lang;
        up = Some(|app| {
            app.enter(chess::door::make);
        });
    } else if cfg.skip_setup {
        track.lang = cfg.lang;
        shared.lang = cfg.lang;
        // An unfinished game in the autosave is kept first (`start` says where).
        track.start(state.clone(), bots);
        up = Some(|app| {
            app.enter(race::door::make);
        });
    }
    let school = SchoolScreen::new(
        cfg.clone(),
        font.clone(),
        &state,
        shared.lang,
        shared.names.clone(),
        shared.school_read_to_me,
    );
    app.cfg = cfg;
    app.shared = shared;
    // The rooms that stay are there from the start (the race keeps the settings).
    app.rooms.build(track);
    app.rooms.build(school);
    app.rooms.build(chess::ChessScreen::new(&app.cfg));
    if app.cfg.yalta {
        let c = &app.cfg;
        let dir = Some(c.data_dir.clone());
        let yalta = yalta::YaltaScreen::new(c.lang, c.seed, c.demo, c.speed, dir);
        app.enter_new(yalta);
    } else if let Some(up) = up {
        up(app);
    }
    if let Some(at) = app.cfg.open_at {
        // The command line's language, for this run only (the settings keep theirs).
        let lang = app.cfg.lang;
        app.shared.lang = lang;
        if let Some(race) = app.rooms.get_mut::<RaceScreen>() {
            race.lang = lang;
        }
        if let Some(school) = app.rooms.get_mut::<SchoolScreen>() {
            school.lang = lang;
        }
        match at {
            OpenAt::Race => race::door::open_race(app),
            OpenAt::School(level) => {
                let school = school::door::open_school(app);
                if let Some((course, level)) = level {
                    school.start_lesson(course, level);
                }
            }
            OpenAt::Lab => lab::door::open_lab(app),
            OpenAt::ChessLevel(course, level) => {
                let school = school::door::open_school(app);
                school.room.map.chess_part = true;
                school.start_chess_lesson(course, level);
            }
        }
    }
}

/// Opens the window and runs the game until it is closed (or the screenshot or
/// benchmark is done). Call [`preflight`] first.
pub fn run(cfg: WindowConfig) {
    shell::run(cfg, &GAMES);
}
