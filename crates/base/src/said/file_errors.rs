//! The track game's data files' errors in words: a board, a card deck, a setup, a
//! lesson. Each error is a frame (the file, the line) around its reason, a message said
//! first and handed in as `$reason` (`errors.ftl`).

use super::plain;
use crate::platform::ReadError;
use school::{LessonError, LessonProblem};
use track::board::{BoardError, BoardErrorKind};
use track::cards::{DeckError, DeckErrorKind, TextProblem};
use track::pieces::Seat;
use track::SetupError;
use words::{Args, Key};

/// A message with a seat's colour (`$seat`).
fn of_seat(id: &'static str, s: Seat) -> Key {
    (id, Args::new().arg("seat", &s))
}

/// A message with a seat's colour and a square.
fn at_seat(id: &'static str, s: Seat, square: impl ToString) -> Key {
    (
        id,
        Args::new()
            .arg("seat", &s)
            .text("square", square.to_string()),
    )
}

/// Why a file could not be read, from the detail a data file's error keeps.
fn unreadable(id: &'static str, detail: &str) -> Key {
    (id, Args::new().said("why", &ReadError::from_detail(detail)))
}

/// What is wrong with a board file.
fn board_kind(k: &BoardErrorKind) -> Key {
    use BoardErrorKind::*;
    let size = |id, width: &usize, height: &usize| {
        (
            id,
            Args::new()
                .number("width", *width)
                .number("height", *height),
        )
    };
    match k {
        Io(detail) => unreadable("errors-board-io", detail),
        UnknownCell(c) => (
            "errors-board-unknown-cell",
            Args::new().text("cell", c.to_string()),
        ),
        RaggedRow { expected, found } => (
            "errors-board-ragged-row",
            Args::new()
                .number("expected", *expected)
                .number("found", *found),
        ),
        NoRows => plain("errors-board-no-rows"),
        TooLarge { width, height } => {
            let (id, args) = size("errors-board-too-large", width, height);
            (id, args.number("max", track::geometry::MAX_SQUARES))
        }
        BadLine(text) => ("errors-board-bad-line", Args::new().quoted("text", text)),
        DuplicateLine(s) => of_seat("errors-board-duplicate-line", *s),
        MissingLine(s) => of_seat("errors-board-missing-line", *s),
        LineWithoutSeat(s) => of_seat("errors-board-line-without-seat", *s),
        LineOffGrid { width, height } => size("errors-board-line-off-grid", width, height),
        StartFieldCount(s, n) => (
            "errors-board-start-field-count",
            Args::new().arg("seat", s).number("count", *n),
        ),
        EntryFieldCount(s, n) => (
            "errors-board-entry-field-count",
            Args::new().arg("seat", s).number("count", *n),
        ),
        NoHouse(s) => of_seat("errors-board-no-house", *s),
        HouseDoesNotTouchEntry(s, q) => at_seat("errors-board-house-does-not-touch-entry", *s, q),
        HouseApart(s, q) => at_seat("errors-board-house-apart", *s, q),
        PauseWalledIn(s, q) => at_seat("errors-board-pause-walled-in", *s, q),
        LineDoesNotSeparate(s) => of_seat("errors-board-line-does-not-separate", *s),
        EntryUnreachable(s) => of_seat("errors-board-entry-unreachable", *s),
        NoPauseField(s) => of_seat("errors-board-no-pause-field", *s),
        TooFewSeats(n) => (
            "errors-board-too-few-seats",
            Args::new().number("count", *n),
        ),
    }
}

/// A board file's error: the file, the line and column where there are any, the reason.
pub fn board(e: &BoardError) -> Key {
    let args = Args::new()
        .text("file", e.path.as_str())
        .said("reason", &board_kind(&e.kind));
    if e.line == 0 {
        ("errors-board", args)
    } else {
        (
            "errors-board-at",
            args.number("line", e.line).number("column", e.column),
        )
    }
}

/// What is wrong with a deck.
pub fn deck_kind(k: &DeckErrorKind) -> Key {
    use DeckErrorKind::*;
    match k {
        Io(detail) => unreadable("errors-deck-io", detail),
        Json { message, .. } => ("errors-deck-json", Args::new().detail("detail", message)),
        UnknownField(f) => (
            "errors-deck-unknown-field",
            Args::new().quoted("field", &f.field).quoted("tag", &f.tag),
        ),
        TextTooLong { lang, length } => (
            "errors-deck-text-too-long",
            Args::new()
                .text("lang", *lang)
                .number("length", *length)
                .number("max", track::cards::MAX_TEXT),
        ),
        EmptyText(lang) => ("errors-deck-empty-text", Args::new().text("lang", *lang)),
        NoLanguage => plain("errors-deck-no-language"),
        EmptyId => plain("errors-deck-empty-id"),
        DuplicateId => plain("errors-deck-duplicate-id"),
        ZeroCount => plain("errors-deck-zero-count"),
        BadMoves(n) => ("errors-deck-bad-moves", Args::new().number("moves", *n)),
        RoleNotListed(r) => ("errors-deck-role-not-listed", Args::new().arg("piece", r)),
        EmptyDeck => plain("errors-deck-empty"),
    }
}

/// A deck's error: the file, the card and the line and column where known, the reason.
pub fn deck(e: &DeckError) -> Key {
    let mut args = Args::new()
        .text("file", e.file.as_str())
        .said("reason", &deck_kind(&e.kind));
    if let Some(card) = &e.card {
        args = args.quoted("card", card);
    }
    let at = match &e.kind {
        DeckErrorKind::Json { line, column, .. } => Some((*line, *column)),
        _ => None,
    };
    if let Some((line, column)) = at {
        args = args.number("line", line).number("column", column);
    }
    let id = match (&e.card, at) {
        (None, None) => "errors-deck",
        (Some(_), None) => "errors-deck-card",
        (None, Some(_)) => "errors-deck-at",
        (Some(_), Some(_)) => "errors-deck-card-at",
    };
    (id, args)
}

/// Why the seats do not make a game.
pub fn setup(e: &SetupError) -> Key {
    match e {
        SetupError::SeatNotOnBoard(s) => of_seat("errors-setup-seat-not-on-board", *s),
        SetupError::BadSeats => plain("errors-setup-bad-seats"),
        SetupError::FirstNotPlaying(s) => of_seat("errors-setup-first-not-playing", *s),
    }
}

/// What is wrong in a lesson file.
fn lesson_problem(p: &LessonProblem) -> Key {
    use LessonProblem::*;
    let square = |id, q: &track::geometry::Square| (id, Args::new().text("square", q.to_string()));
    let no_such_seat = |n: &u8| {
        (
            "errors-lesson-no-such-seat",
            Args::new().number("number", *n),
        )
    };
    match p {
        Json {
            field: Some(field),
            detail,
        } => (
            "errors-lesson-json-field",
            Args::new().quoted("field", field).detail("detail", detail),
        ),
        Json {
            field: None,
            detail,
        } => ("errors-lesson-json", Args::new().detail("detail", detail)),
        NoCourseId => plain("errors-lesson-no-course-id"),
        NoLevels => plain("errors-lesson-no-levels"),
        IdTwice => plain("errors-lesson-id-twice"),
        NoLevelId => plain("errors-lesson-no-level-id"),
        UnknownVariant(v) => (
            "errors-lesson-unknown-variant",
            Args::new().quoted("variant", v),
        ),
        Text(TextProblem::NoLanguage) => plain("errors-lesson-no-language"),
        Text(TextProblem::Empty(lang)) => {
            ("errors-lesson-empty-text", Args::new().text("lang", *lang))
        }
        Text(TextProblem::TooLong { lang, .. }) => (
            "errors-lesson-text-too-long",
            Args::new().text("lang", *lang),
        ),
        NoSuchSeat(n) => no_such_seat(n),
        NotOnTrack(q) => square("errors-lesson-not-on-track", q),
        TwoPieces(q) => square("errors-lesson-two-pieces", q),
        KindTwice => plain("errors-lesson-kind-twice"),
        NoPieceToPlay(n) if usize::from(*n) < Seat::ALL.len() => {
            of_seat("errors-lesson-no-piece-to-play", Seat(*n))
        }
        NoPieceToPlay(n) => no_such_seat(n),
        PipsAndDice => plain("errors-lesson-pips-and-dice"),
        NoPipsNorDice => plain("errors-lesson-no-pips-nor-dice"),
        BadDice => plain("errors-lesson-bad-dice"),
        PlusNeedsBox => plain("errors-lesson-plus-needs-box"),
        BadPips => plain("errors-lesson-bad-pips"),
        ZeroPar => plain("errors-lesson-zero-par"),
        NoStars => plain("errors-lesson-no-stars"),
        TooManyStars(n) => (
            "errors-lesson-too-many-stars",
            Args::new()
                .number("count", *n)
                .number("max", school::MAX_STARS),
        ),
        StarOffTrack => plain("errors-lesson-star-off-track"),
        ReachOffTrack => plain("errors-lesson-reach-off-track"),
        NothingToCapture(q) => square("errors-lesson-nothing-to-capture", q),
        EverySquareNeeds => plain("errors-lesson-every-square-needs"),
        SameParAlone => plain("errors-lesson-same-par-alone"),
        SameParEmpty => plain("errors-lesson-same-par-empty"),
        CoverNeedsLarge => plain("errors-lesson-cover-needs-large"),
        BringInNeedsPlus => plain("errors-lesson-bring-in-needs-plus"),
    }
}

/// A lesson file's error: the file, the line and the level where known, the reason.
pub fn lesson(e: &LessonError) -> Key {
    let mut args = Args::new()
        .text("file", e.file.as_str())
        .said("reason", &lesson_problem(&e.problem));
    if e.line > 0 {
        args = args.number("line", e.line);
    }
    if let Some(level) = &e.level {
        args = args.quoted("level", level);
    }
    let id = match (e.line > 0, &e.level) {
        (false, None) => "errors-lesson",
        (true, None) => "errors-lesson-line",
        (false, Some(_)) => "errors-lesson-level",
        (true, Some(_)) => "errors-lesson-line-level",
    };
    (id, args)
}
