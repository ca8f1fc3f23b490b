//! What the window is opened with (from the command line), and the checks that can be
//! made before it opens.

use base::cli_error::CliError;
use base::platform;
use std::path::PathBuf;
use std::sync::Arc;
use track::cards::CardSet;
use track::variant::{HouseRules, Variant};
use track::Setup;

use crate::i18n::Lang;

/// Everything the window needs to start.
#[derive(Clone)]
pub struct WindowConfig {
    /// Initial size.
    pub size: (u32, u32),
    /// Start fullscreen.
    pub fullscreen: bool,
    /// Every seat a computer; games loop.
    pub demo: bool,
    /// A screenshot or a frame benchmark to take, and then exit.
    pub measure: Measuring,
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
    pub board: Arc<track::board::Board>,
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
    /// A saved game to open (`--load`), already checked: the save and the state its
    /// commands replay to.
    pub load: Option<(base::save::SaveGame, track::State)>,
    /// `--game chess`: open straight into a chess game with these players.
    pub chess: Option<ChessStart>,
    /// Open straight into Yalta (`--game yalta`).
    pub yalta: bool,
    /// Open straight into another screen (`--game race|school|lab`, `--lesson`).
    pub open_at: Option<OpenAt>,
}

/// What the command line asks the window to measure, then exit: a screenshot
/// (`--screenshot`, `--frames`, `--screenshot-on`) or the frames' times
/// (`--bench-frames`, `--bench-idle`).
#[derive(Clone, Debug)]
pub struct Measuring {
    /// Save a screenshot after `frames` frames and exit.
    pub screenshot: Option<std::path::PathBuf>,
    /// Frames before the screenshot.
    pub frames: u32,
    /// When the screenshot is taken.
    pub screenshot_on: ShotOn,
    /// Time this many frames of the screen, print them and exit (`ui/paint/frame_bench.rs`).
    pub bench_frames: Option<u32>,
    /// Seconds of idle measured after the timed frames (0: none).
    pub bench_idle: f64,
}

impl Default for Measuring {
    /// Nothing to measure: the window runs until it is closed.
    fn default() -> Measuring {
        Measuring {
            screenshot: None,
            screenshot_on: ShotOn::Frames,
            frames: 1,
            bench_frames: None,
            bench_idle: 0.0,
        }
    }
}

impl Measuring {
    /// Whether a screenshot or a benchmark is asked for (the window then keeps every
    /// frame and opens in the size asked).
    pub fn any(&self) -> bool {
        self.screenshot.is_some() || self.bench_frames.is_some()
    }
}

/// A screen the window opens straight into, as the start screen would open it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenAt {
    /// The race's setup (`--game race`).
    Race,
    /// The piece school's courses (`--game school`), or a level of a course, both
    /// counted from 0 (`--lesson C.L`, counted from 1).
    School(Option<(usize, usize)>),
    /// The rule lab (`--game lab`).
    Lab,
    /// A level of the chess school, course and level counted from 0 (`--lesson
    /// chess.C.L`, counted from 1).
    ChessLevel(usize, usize),
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

impl ShotOn {
    /// The command-line name (`--screenshot-on`).
    pub fn key(self) -> &'static str {
        match self {
            ShotOn::Frames => "frames",
            ShotOn::Card => "card",
            ShotOn::End => "end",
        }
    }
}

/// Checks what can be checked before a window opens: a display, and a writable
/// screenshot path. Returns what stops the window (exit code 2).
pub fn preflight(cfg: &WindowConfig) -> Result<(), CliError> {
    if let Some(path) = &cfg.measure.screenshot {
        if platform::is_dir(path) {
            return Err(CliError::ScreenshotIsFolder(path.display().to_string()));
        }
        platform::check_writable(path).map_err(|e| {
            CliError::cannot_write(
                &PathBuf::from(format!("--screenshot {}", path.display())),
                e,
            )
        })?;
    }
    platform::check_display().map_err(CliError::NoDisplay)?;
    for s in Setup::default_seats(cfg.players) {
        if cfg.board.seat(s).is_none() {
            return Err(CliError::BoardHasNoSeat {
                board: cfg.board.name().to_string(),
                seat: s,
            });
        }
    }
    Ok(())
}

impl WindowConfig {
    /// The browser build's start (it has no command line): the setup screen with the
    /// resume offer, four players of the small game, the classic board and deck, the
    /// given language (the browser's) unless the settings remember one, and the seed.
    pub fn browser(lang: Lang, seed: u64) -> WindowConfig {
        WindowConfig {
            size: (1280, 720),
            fullscreen: false,
            demo: false,
            measure: Measuring::default(),
            open_at: None,
            seed,
            lang,
            variant: Variant::by_id("small").expect("the small game is a built-in variant"),
            rules: HouseRules::default(),
            players: 4,
            board: Arc::new(track::board::Board::classic()),
            cards: Arc::new(CardSet::default_deck()),
            data_dir: platform::data_dir(None),
            skip_setup: false,
            lang_given: false,
            speed: 1.0,
            load: None,
            chess: None,
            yalta: false,
        }
    }
}

/// A chess game to open straight into (`--game chess`).
#[derive(Clone, Debug)]
pub struct ChessStart {
    /// Who plays White.
    pub white: base::save::chess::ChessSeat,
    /// Who plays Black.
    pub black: base::save::chess::ChessSeat,
    /// The game (from the start position, a FEN or a PGN).
    pub game: ::chess::ChessGame,
    /// The tags of the PGN it came from (kept when the game is saved as PGN again).
    pub tags: Vec<(String, String)>,
    /// Where a PGN game was cut at a null move, if it was.
    pub null_move: Option<::chess::pgn::NullMoveAt>,
}
