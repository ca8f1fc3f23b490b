//! Chess saves: a small versioned JSON file holding who plays each colour and the game
//! itself as PGN, so that a save is also readable by any chess program (copy the `pgn`
//! field). Loading replays the PGN through the rules. Files go through
//! [`crate::platform`].

use crate::platform;
use chess::bot::Level;
use chess::pgn::{self, PgnError, Tags};
use chess::ChessGame;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};
use words::{Arg, Args, Sample};

/// The chess save format this program writes, and the newest it reads.
pub const CHESS_FORMAT: u32 = 1;

/// The file name of the chess autosave in the data directory.
pub const CHESS_AUTOSAVE: &str = "chess-autosave.json";

/// Where the chess autosave lives.
pub fn chess_autosave_path(data_dir: &Path) -> PathBuf {
    data_dir.join(CHESS_AUTOSAVE)
}

/// Who sits at one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    remote = "Self",
    rename_all = "kebab-case",
    tag = "type",
    deny_unknown_fields
)]
pub enum ChessSeat {
    /// A person at the screen.
    Person,
    /// The computer at a level.
    Computer {
        /// Its level.
        level: Level,
    },
}

// `{"type":"person","cheat":true}` is refused too (serde's own reading takes it).
track::strict::tagged_without_stray_fields!(ChessSeat, |s| *s == ChessSeat::Person);

/// A saved chess game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChessSave {
    /// Always `"schachschlamassel-chess"`.
    pub kind: String,
    /// The format version, [`CHESS_FORMAT`].
    pub version: u32,
    /// Who plays White.
    pub white: ChessSeat,
    /// Who plays Black.
    pub black: ChessSeat,
    /// The seed of the computer players.
    pub seed: u64,
    /// The game as PGN.
    pub pgn: String,
}

/// Why a chess save cannot be read.
#[derive(Debug)]
pub enum ChessSaveError {
    /// The file cannot be read.
    Io(String, std::io::Error),
    /// The file cannot be written.
    Write(String, platform::WriteError),
    /// Not JSON of this shape: the file, line and column.
    Json(String, serde_json::Error),
    /// Not a chess save, or a newer version.
    Version(String, String, u32),
    /// The game inside is bad.
    Pgn(PgnError),
}

/// Word-free: what is wrong as values (`words::say` says it in
/// words).
impl fmt::Display for ChessSaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ChessSaveError {}

impl ChessSave {
    /// A save of `game` with its players.
    pub fn new(game: &ChessGame, white: ChessSeat, black: ChessSeat, seed: u64) -> ChessSave {
        let name = |s: ChessSeat| match s {
            ChessSeat::Person => "Person".to_string(),
            ChessSeat::Computer { level } => format!("Computer ({})", level.name()),
        };
        let tags = Tags {
            white: name(white),
            black: name(black),
            ..Tags::default()
        };
        ChessSave {
            kind: "schachschlamassel-chess".into(),
            version: CHESS_FORMAT,
            white,
            black,
            seed,
            pgn: pgn::export(game, &tags),
        }
    }

    /// The JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a save from text; `name` names it in errors.
    ///
    /// # Errors
    /// A [`ChessSaveError`] naming the file and what is wrong.
    pub fn from_json(text: &str, name: &str) -> Result<(ChessSave, ChessGame), ChessSaveError> {
        // A byte-order mark, as some editors write one, is no part of the text.
        let text = crate::platform::strip_byte_order_mark(text);
        let save: ChessSave =
            serde_json::from_str(text).map_err(|e| ChessSaveError::Json(name.into(), e))?;
        if save.kind != "schachschlamassel-chess"
            || save.version == 0
            || save.version > CHESS_FORMAT
        {
            return Err(ChessSaveError::Version(
                name.into(),
                save.kind,
                save.version,
            ));
        }
        let game = pgn::import(&save.pgn, &format!("{name} (pgn)"))
            .map_err(ChessSaveError::Pgn)?
            .game;
        Ok((save, game))
    }

    /// Writes the save atomically.
    ///
    /// # Errors
    /// The file that cannot be written.
    pub fn save_atomic(&self, path: &Path) -> Result<(), ChessSaveError> {
        platform::write_atomic(path, self.to_json().as_bytes()).map_err(|e| {
            ChessSaveError::Write(path.display().to_string(), platform::WriteError::of(&e))
        })
    }

    /// Reads a save file.
    ///
    /// # Errors
    /// A [`ChessSaveError`] naming the file and what is wrong.
    pub fn load(path: &Path) -> Result<(ChessSave, ChessGame), ChessSaveError> {
        let text = platform::read_text(path)
            .map_err(|e| ChessSaveError::Io(path.display().to_string(), e))?;
        ChessSave::from_json(&text, &path.display().to_string())
    }
}

/// Who plays a side: `$seat` (person, computer) and the computer's `$level`.
impl Arg for ChessSeat {
    fn put(&self, args: Args, name: &'static str) -> Args {
        match self {
            ChessSeat::Person => args.text(name, "person"),
            ChessSeat::Computer { level } => args.text(name, "computer").arg("level", level),
        }
    }
}

impl Sample for ChessSeat {
    fn sample() -> Self {
        ChessSeat::Person
    }

    fn samples() -> Vec<Self> {
        let mut all = vec![ChessSeat::Person];
        all.extend(chess::bot::Level::ALL.map(|level| ChessSeat::Computer { level }));
        all
    }
}
