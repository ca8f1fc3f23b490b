//! A Yalta game kept as data, for saving and resuming: the starting YFEN and the moves
//! in the design's names. Reading it replays every move through the rules, so a saved
//! game can never hold an illegal position.

use super::game::{Command, Game};
use super::why_not::Refusal;
use super::yfen::YfenError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the record format this code writes.
pub const RECORD_VERSION: u32 = 1;

/// A saved Yalta game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// The format's version.
    pub version: u32,
    /// The starting position as YFEN.
    pub start: String,
    /// The moves, `we2-we4`, in order.
    pub moves: Vec<String>,
    /// The players' names (White, Black, Red), as the window shows them.
    #[serde(default)]
    pub names: Vec<String>,
}

/// Why a record cannot be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A version this code does not know.
    Version(u32),
    /// The starting YFEN is bad.
    Start(YfenError),
    /// The move with this number (from 1) is not a move name.
    BadMoveName(usize, String),
    /// The move with this number (from 1) is refused by the rules.
    Refused(usize, String, Refusal),
}

/// Word-free: what is wrong as values (the app says it in words).
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for RecordError {}

impl Game {
    /// The game as a record (its starting YFEN and its moves).
    pub fn record(&self, names: &[String]) -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            start: self.start().to_yfen(),
            moves: self.moves().iter().map(|m| m.to_string()).collect(),
            names: names.to_vec(),
        }
    }

    /// Replays a record.
    ///
    /// # Errors
    /// A [`RecordError`] naming the version, the starting YFEN's field, or the number
    /// of the move that is not a move name or not legal.
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        if record.version != RECORD_VERSION {
            return Err(RecordError::Version(record.version));
        }
        let mut game = Game::from_yfen(&record.start).map_err(RecordError::Start)?;
        for (i, m) in record.moves.iter().enumerate() {
            let cmd =
                Command::parse(m).ok_or_else(|| RecordError::BadMoveName(i + 1, m.clone()))?;
            game.play(&cmd)
                .map_err(|r| RecordError::Refused(i + 1, m.clone(), r))?;
        }
        Ok(game)
    }
}
