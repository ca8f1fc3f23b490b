//! The names of the data files' errors: a board, a card deck, a setup, a lesson, a
//! save, and why a file could not be read. Each error is a frame (the file, the line)
//! around its reason, a message said first and handed in as `$reason`.

use super::track::seat;
use super::Key;
use crate::platform::{ReadError, WriteError};
use crate::save::progress::ProgressError;
use crate::save::{SaveError, SaveErrorKind, SavePart, SaveProblem};
use crate::ui::i18n::fluent::{Args, Join};
use school::{LessonError, LessonProblem};
use track::board::{BoardError, BoardErrorKind};
use track::cards::{DeckError, DeckErrorKind, TextProblem};
use track::pieces::Seat;
use track::SetupError;

/// `args` with a message said first, as `$name`.
fn said(args: Args, name: &'static str, key: Key) -> Args {
    args.list(name, Join::Comma, vec![key])
}

/// A message with a seat's colour (`track-seat` selects on `$seat`).
fn of_seat(id: &'static str, s: Seat) -> Key {
    (id, Args::new().text("seat", seat(s)))
}

/// A message with a seat's colour and a square.
fn at_seat(id: &'static str, s: Seat, square: impl ToString) -> Key {
    (
        id,
        Args::new()
            .text("seat", seat(s))
            .text("square", square.to_string()),
    )
}

/// Why a file could not be read.
pub(crate) fn read(e: &ReadError) -> Key {
    match e {
        ReadError::Missing => ("errors-read-missing", Args::new()),
        ReadError::NotAFile => ("errors-read-not-a-file", Args::new()),
        ReadError::TooLarge { max_mb } => {
            ("errors-read-too-large", Args::new().number("max", *max_mb))
        }
        ReadError::NotText => ("errors-read-not-text", Args::new()),
        ReadError::NoPermission => ("errors-read-no-permission", Args::new()),
        ReadError::FolderIsAFile => ("errors-read-folder-is-a-file", Args::new()),
        ReadError::System(s) => ("errors-read-system", Args::new().text("error", s.as_str())),
    }
}

/// Why a file could not be written.
pub(crate) fn write(e: &WriteError) -> Key {
    match e {
        WriteError::FolderIsAFile => ("errors-write-folder-is-a-file", Args::new()),
        WriteError::NoPermission => ("errors-write-no-permission", Args::new()),
        WriteError::Full => ("errors-write-full", Args::new()),
        WriteError::System(s) => ("errors-write-system", Args::new().text("error", s.as_str())),
    }
}

/// What is wrong with a board file.
fn board_kind(k: &BoardErrorKind) -> Key {
    use BoardErrorKind::*;
    match k {
        Io(detail) => (
            "errors-board-io",
            said(Args::new(), "why", read(&ReadError::from_detail(detail))),
        ),
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
        NoRows => ("errors-board-no-rows", Args::new()),
        TooLarge { width, height } => (
            "errors-board-too-large",
            Args::new()
                .number("width", *width)
                .number("height", *height)
                .number("max", track::geometry::MAX_SQUARES),
        ),
        BadLine(text) => ("errors-board-bad-line", Args::new().quoted("text", text)),
        DuplicateLine(s) => of_seat("errors-board-duplicate-line", *s),
        MissingLine(s) => of_seat("errors-board-missing-line", *s),
        LineWithoutSeat(s) => of_seat("errors-board-line-without-seat", *s),
        LineOffGrid { width, height } => (
            "errors-board-line-off-grid",
            Args::new()
                .number("width", *width)
                .number("height", *height),
        ),
        StartFieldCount(s, n) => (
            "errors-board-start-field-count",
            Args::new().text("seat", seat(*s)).number("count", *n),
        ),
        EntryFieldCount(s, n) => (
            "errors-board-entry-field-count",
            Args::new().text("seat", seat(*s)).number("count", *n),
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
pub(crate) fn board(e: &BoardError) -> Key {
    let args = said(
        Args::new().text("file", e.path.as_str()),
        "reason",
        board_kind(&e.kind),
    );
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
fn deck_kind(k: &DeckErrorKind) -> Key {
    use DeckErrorKind::*;
    match k {
        Io(detail) => (
            "errors-deck-io",
            said(Args::new(), "why", read(&ReadError::from_detail(detail))),
        ),
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
        NoLanguage => ("errors-deck-no-language", Args::new()),
        EmptyId => ("errors-deck-empty-id", Args::new()),
        DuplicateId => ("errors-deck-duplicate-id", Args::new()),
        ZeroCount => ("errors-deck-zero-count", Args::new()),
        BadMoves(n) => ("errors-deck-bad-moves", Args::new().number("moves", *n)),
        RoleNotListed(r) => (
            "errors-deck-role-not-listed",
            Args::new().text("piece", r.name()),
        ),
        EmptyDeck => ("errors-deck-empty", Args::new()),
    }
}

/// A deck's error: the file, the card and the line and column where known, the reason.
pub(crate) fn deck(e: &DeckError) -> Key {
    let mut args = said(
        Args::new().text("file", e.file.as_str()),
        "reason",
        deck_kind(&e.kind),
    );
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
pub(crate) fn setup(e: &SetupError) -> Key {
    match e {
        SetupError::SeatNotOnBoard(s) => of_seat("errors-setup-seat-not-on-board", *s),
        SetupError::BadSeats => ("errors-setup-bad-seats", Args::new()),
        SetupError::FirstNotPlaying(s) => of_seat("errors-setup-first-not-playing", *s),
    }
}

/// What is wrong in a lesson file.
fn lesson_problem(p: &LessonProblem) -> Key {
    use LessonProblem::*;
    let plain = |id| (id, Args::new());
    let square = |id, q: &track::geometry::Square| (id, Args::new().text("square", q.to_string()));
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
        NoSuchSeat(n) => (
            "errors-lesson-no-such-seat",
            Args::new().number("number", *n),
        ),
        NotOnTrack(q) => square("errors-lesson-not-on-track", q),
        TwoPieces(q) => square("errors-lesson-two-pieces", q),
        KindTwice => plain("errors-lesson-kind-twice"),
        NoPieceToPlay(n) if usize::from(*n) < Seat::ALL.len() => {
            of_seat("errors-lesson-no-piece-to-play", Seat(*n))
        }
        NoPieceToPlay(n) => (
            "errors-lesson-no-such-seat",
            Args::new().number("number", *n),
        ),
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
pub(crate) fn lesson(e: &LessonError) -> Key {
    let mut args = said(
        Args::new().text("file", e.file.as_str()),
        "reason",
        lesson_problem(&e.problem),
    );
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

/// The key of a part of a game's state (`errors-save-part` selects on it).
fn part(p: SavePart) -> &'static str {
    match p {
        SavePart::Setup => "setup",
        SavePart::Board => "board",
        SavePart::Dice => "dice",
        SavePart::Cards => "cards",
        SavePart::Positions => "positions",
        SavePart::Turn => "turn",
        SavePart::Placings => "placings",
        SavePart::Generator => "generator",
    }
}

/// Why a save's data cannot make a game.
fn save_problem(p: &SaveProblem) -> Key {
    match p {
        SaveProblem::StrayField { command, field } => (
            "errors-save-stray-field",
            Args::new()
                .number("number", *command)
                .quoted("field", &field.field)
                .quoted("tag", &field.tag),
        ),
        SaveProblem::VariantRoles(id) => (
            "errors-save-variant-roles",
            Args::new().quoted("variant", id),
        ),
        SaveProblem::DieWithoutFaces => ("errors-save-die-without-faces", Args::new()),
        SaveProblem::Deck(e) => match &e.card {
            Some(card) => (
                "errors-save-deck-card",
                said(Args::new(), "reason", deck_kind(&e.kind)).quoted("card", card),
            ),
            None => (
                "errors-save-deck",
                said(Args::new(), "reason", deck_kind(&e.kind)),
            ),
        },
        SaveProblem::Setup(e) => ("errors-save-setup", said(Args::new(), "reason", setup(e))),
        SaveProblem::Board(e) => ("errors-save-board", said(Args::new(), "reason", board(e))),
    }
}

/// What is wrong with a save file, and where when there is a line.
fn save_kind(k: &SaveErrorKind) -> (Key, Option<(usize, usize)>) {
    use SaveErrorKind::*;
    let key = match k {
        Missing => ("errors-save-missing", Args::new()),
        Io(e) => ("errors-save-io", said(Args::new(), "why", read(e))),
        Write(e) => ("errors-save-write", said(Args::new(), "error", write(e))),
        Truncated { .. } => ("errors-save-truncated", Args::new()),
        Garbled { message, .. } => ("errors-save-garbled", Args::new().detail("detail", message)),
        NotASave => ("errors-save-not-a-save", Args::new()),
        FutureVersion(v) => (
            "errors-save-future-version",
            Args::new()
                .number("version", *v)
                .number("format", crate::save::FORMAT),
        ),
        Schema { message, .. } => ("errors-save-schema", Args::new().detail("detail", message)),
        UnknownField { field, .. } => (
            "errors-save-unknown-field",
            Args::new().text("field", crate::quoting::excerpt(field)),
        ),
        Invalid(p) => save_problem(p),
        Refused { number, reason } => (
            "errors-save-refused",
            said(
                Args::new().number("number", *number),
                "reason",
                super::reasons::refusal(reason),
            ),
        ),
        Mismatch { commands, differs } => (
            "errors-save-mismatch",
            Args::new().number("commands", *commands).list(
                "differs",
                Join::Comma,
                differs
                    .iter()
                    .map(|p| ("errors-save-part", Args::new().text("part", part(*p))))
                    .collect(),
            ),
        ),
    };
    let at = match k {
        Truncated { line, column }
        | Garbled { line, column, .. }
        | Schema { line, column, .. }
        | UnknownField { line, column, .. } => Some((*line, *column)),
        _ => None,
    };
    (key, at)
}

/// A save file's error: the file, the line and column where there are any, the reason.
pub(crate) fn save(e: &SaveError) -> Key {
    let (reason, at) = save_kind(&e.kind);
    let args = said(Args::new().text("file", e.path.as_str()), "reason", reason);
    match at {
        Some((line, column)) => (
            "errors-save-at",
            args.number("line", line).number("column", column),
        ),
        None => ("errors-save", args),
    }
}

/// Why the learners' stars file could not be read.
pub(crate) fn progress(e: &ProgressError) -> Key {
    match e {
        ProgressError::Unreadable { file, why } => (
            "errors-progress-unreadable",
            said(Args::new().text("file", file.as_str()), "why", read(why)),
        ),
        ProgressError::NotStars { file, detail } => (
            "errors-progress-not-stars",
            Args::new()
                .text("file", file.as_str())
                .detail("detail", detail),
        ),
    }
}
