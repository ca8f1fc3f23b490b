//! What can be wrong with a save file, as values said in words (`words::say`; the
//! words are `errors-save-…` in `errors.ftl`, what the derive cannot name is in
//! `words.rs`); `Display` says them in English, for the command line.

use crate::platform::{ReadError, WriteError};
use std::fmt;
use track::board::BoardError;
use track::cards::DeckError;
use track::strict::StrayField;
use track::{Refusal, SetupError, State};

/// What is wrong with a save file.
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "errors-save-")]
pub enum SaveErrorKind {
    /// There is no such file.
    Missing,
    /// The file could not be read.
    #[say(args(why))]
    Io(#[say(said)] ReadError),
    /// The file could not be written.
    #[say(args(error))]
    Write(#[say(said)] WriteError),
    /// The JSON stops in the middle: the file was cut off.
    Truncated {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// The text is not JSON.
    Garbled {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde's explanation.
        #[say(name = "detail", detail)]
        message: String,
    },
    /// JSON, but without a `format` version number: not a saved game.
    NotASave,
    /// Written by a newer program in a format this one does not know.
    #[say(with = super::words::save_kind)]
    FutureVersion(u64),
    /// JSON that does not fit the save format: an unknown or missing field, a wrong type.
    Schema {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde's explanation.
        #[say(name = "detail", detail)]
        message: String,
    },
    /// A field the save format does not have, at any depth (a typing mistake, or a hand
    /// that added one).
    UnknownField {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The field as written.
        #[say(quoted)]
        field: String,
    },
    /// The board, setup, dice, cards or commands in the file cannot make a game.
    #[say(with = super::words::save_kind)]
    Invalid(SaveProblem),
    /// A command of the list is not allowed where it stands.
    #[say(with = super::words::save_kind)]
    Refused {
        /// 1-based number of the command.
        number: usize,
        /// Why the rules refuse it.
        #[say(sample = Refusal::NotNow)]
        reason: Refusal,
    },
    /// The commands replay to a different state than the snapshot.
    #[say(with = super::words::save_kind)]
    Mismatch {
        /// Commands replayed.
        commands: usize,
        /// What differs.
        differs: Vec<SavePart>,
    },
}

/// Why the data of a save cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq, words::Say)]
#[say(prefix = "errors-save-")]
pub enum SaveProblem {
    /// A command that takes no field has one (`{"type":"roll","cheat":true}`).
    #[say(with = super::words::save_problem)]
    StrayField {
        /// 1-based number of the command.
        command: usize,
        /// The field and the command's tag.
        #[say(sample = super::words::stray_field())]
        field: StrayField,
    },
    /// The variant (its id) names a piece kind twice, or none.
    #[say(args(variant))]
    VariantRoles(#[say(quoted)] String),
    /// A die without faces.
    DieWithoutFaces,
    /// The saved cards do not load.
    #[say(with = super::words::save_problem)]
    Deck(#[say(sample = super::words::deck_error())] DeckError),
    /// The setup does not fit the board.
    #[say(with = super::words::save_problem)]
    Setup(#[say(sample = SetupError::BadSeats)] SetupError),
    /// The saved board does not read.
    #[say(with = super::words::save_problem)]
    Board(#[say(sample = super::words::board_error())] BoardError),
}

/// A part of a game's state, named when a replay does not reach the snapshot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, words::Selector)]
pub enum SavePart {
    /// Who plays what.
    Setup,
    /// The board.
    Board,
    /// The dice.
    Dice,
    /// The card piles.
    Cards,
    /// Where the pieces are.
    Positions,
    /// Whose turn, the phase, the round.
    Turn,
    /// Who has finished, who misses the next turn.
    Placings,
    /// Only the dice generator's position.
    Generator,
}

/// A save error: the file and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError {
    /// The file's path (or the name given to [`super::SaveGame::from_json`]).
    pub path: String,
    /// What is wrong.
    pub kind: SaveErrorKind,
}

impl fmt::Display for SaveError {
    /// In English, for the command line; the window says it in its language
    /// (`words::say`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words::say(words::Lang::En, self))
    }
}

impl std::error::Error for SaveError {}

/// serde_json's message without its trailing " at line L column C", which we say first.
pub(super) fn bare_message(e: &serde_json::Error) -> String {
    let s = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    crate::quoting::shorten_quotes(s.strip_suffix(&suffix).unwrap_or(&s))
}

/// Which parts of two states differ, for the mismatch message.
pub(super) fn differences(a: &State, b: &State) -> Vec<SavePart> {
    let mut d = vec![];
    if a.setup() != b.setup() {
        d.push(SavePart::Setup);
    }
    if a.board() != b.board() {
        d.push(SavePart::Board);
    }
    if a.dice() != b.dice() {
        d.push(SavePart::Dice);
    }
    if a.deck() != b.deck() {
        d.push(SavePart::Cards);
    }
    if a.position() != b.position() {
        d.push(SavePart::Positions);
    }
    if a.phase() != b.phase() || a.turn() != b.turn() || a.round() != b.round() {
        d.push(SavePart::Turn);
    }
    if a.placings() != b.placings() || a.missing_next() != b.missing_next() {
        d.push(SavePart::Placings);
    }
    if d.is_empty() {
        d.push(SavePart::Generator);
    }
    d
}
