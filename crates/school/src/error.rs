//! What can be wrong with a lesson file: the file, the line and the level, and the
//! problem as a value ([`LessonProblem`]); the app says it in words.

use std::fmt;
use track::cards::TextProblem;
use track::geometry::Square;

/// What is wrong in a lesson file: a value with what the app needs to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonProblem {
    /// Not JSON, or not a lesson file's fields: serde's own message (`detail`, kept as
    /// serde says it), and for a wrong value the field it is the value of.
    Json {
        /// The field whose value is wrong, where the mistake is a wrong value.
        field: Option<String>,
        /// serde's message.
        detail: String,
    },
    /// A course without an id.
    NoCourseId,
    /// A course without levels.
    NoLevels,
    /// Two levels of a course with one id.
    IdTwice,
    /// A level without an id.
    NoLevelId,
    /// A variant id the game does not know.
    UnknownVariant(String),
    /// A title or goal text the file gives itself is wrong.
    Text(TextProblem),
    /// A piece of a seat that does not exist (0 to 3 do).
    NoSuchSeat(u8),
    /// A piece on a square that is no track square.
    NotOnTrack(Square),
    /// Two pieces on one square.
    TwoPieces(Square),
    /// A seat with two pieces of one kind.
    KindTwice,
    /// The learner's seat has no piece on the track or in the box.
    NoPieceToPlay(u8),
    /// Both `pips` and `dice` given.
    PipsAndDice,
    /// Neither `pips` nor `dice` given.
    NoPipsNorDice,
    /// `dice` empty, or a roll not 1 to 12 pips or `+`.
    BadDice,
    /// A `+` without a piece in the box, or in the large game.
    PlusNeedsBox,
    /// `pips` not 1 to 12.
    BadPips,
    /// `par` 0.
    ZeroPar,
    /// A stars goal without stars.
    NoStars,
    /// A stars goal with more than [`crate::MAX_STARS`] stars: how many it has.
    TooManyStars(usize),
    /// A star off the track.
    StarOffTrack,
    /// A reach goal's square off the track.
    ReachOffTrack,
    /// A capture goal's square without another seat's piece.
    NothingToCapture(Square),
    /// An every-square goal without exactly one piece of the seat, or without `pips`.
    EverySquareNeeds,
    /// `same_par_because` without `teaches`.
    SameParAlone,
    /// `same_par_because` empty.
    SameParEmpty,
    /// `teaches: cover` in the small game, which protects no covered piece.
    CoverNeedsLarge,
    /// `teaches: bring_in` with dice that have no `+`.
    BringInNeedsPlus,
}

impl fmt::Display for LessonProblem {
    /// The problem as data (`ZeroPar`, or serde's message after its field): the app
    /// says it in words (`said::lesson`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonProblem::Json {
                field: Some(field),
                detail,
            } => write!(f, "{field}: {detail}"),
            LessonProblem::Json {
                field: None,
                detail,
            } => f.write_str(detail),
            problem => write!(f, "{problem:?}"),
        }
    }
}

/// What is wrong with a lesson file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The file.
    pub file: String,
    /// The level, where known.
    pub level: Option<String>,
    /// The line, where known (0: unknown).
    pub line: usize,
    /// What is wrong.
    pub problem: LessonProblem,
}

impl fmt::Display for LessonError {
    /// The file, line and level, and the problem as data (`bad.json:3 [x-1]: ZeroPar`):
    /// the app says it in words (`said::lesson`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.file)?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        if let Some(l) = &self.level {
            write!(f, " [{l}]")?;
        }
        write!(f, ": {}", self.problem)
    }
}

impl std::error::Error for LessonError {}

/// The line of a level's id in a file's text, for error messages.
pub(crate) fn line_of(text: &str, id: &str) -> usize {
    let needle = format!("\"{id}\"");
    text.lines()
        .position(|l| l.contains(&needle))
        .map_or(0, |i| i + 1)
}

/// Where a JSON error points, as a byte offset into the text (serde counts lines and
/// columns from 1), on a character boundary.
fn offset_at(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let mut at = (start + column.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The level a mistake at `offset` lies in: the last level id written before it
/// (every shipped level begins with its id).
fn level_at(text: &str, offset: usize) -> Option<String> {
    let levels = text.find("\"levels\"")?;
    let before = text.get(levels..offset)?;
    let key = before.rfind("\"id\"")?;
    let rest = before[key + 4..].trim_start().strip_prefix(':')?;
    let value = rest.trim_start().strip_prefix('"')?;
    value.find('"').map(|end| value[..end].to_string())
}

/// The field whose value a mistake at `offset` lies in: the last `"key":` before it.
fn field_at(text: &str, offset: usize) -> Option<&str> {
    let before = text.get(..offset)?;
    let mut end = before.len();
    while let Some(colon) = before[..end].rfind(':') {
        end = colon;
        let key = before[..colon].trim_end();
        if let Some(key) = key.strip_suffix('"') {
            if let Some(open) = key.rfind('"') {
                return Some(&key[open + 1..]);
            }
        }
    }
    None
}

/// A JSON mistake in a lesson file, with the level it lies in and, for a wrong value,
/// the field.
pub(crate) fn json_error(name: &str, text: &str, e: &serde_json::Error) -> LessonError {
    let at = offset_at(text, e.line(), e.column());
    let message = e.to_string();
    // A wrong value is reported just after it, so the last key names its field; a
    // missing or unknown field is named by serde itself.
    let wrong_value = [
        "unknown variant",
        "invalid type",
        "invalid value",
        "expected value",
    ]
    .iter()
    .any(|w| message.starts_with(w));
    LessonError {
        file: name.into(),
        level: level_at(text, at),
        line: e.line(),
        problem: LessonProblem::Json {
            field: field_at(text, at)
                .filter(|_| wrong_value)
                .map(str::to_string),
            detail: message,
        },
    }
}
