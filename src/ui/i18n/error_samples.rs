//! A sample of every data-file error, one per variant (an exhaustive `match` names each
//! variant, so a new one does not compile until it has a sample), and the test that
//! every one is said in every language.

use super::*;
use crate::platform::{ReadError, WriteError};
use crate::save::progress::ProgressError;
use crate::save::{SaveError, SaveErrorKind, SavePart, SaveProblem};
use school::{LessonError, LessonProblem};
use track::board::{BoardError, BoardErrorKind};
use track::cards::{DeckError, DeckErrorKind, TextProblem};
use track::geometry::Square;
use track::pieces::{Role, Seat};
use track::strict::StrayField;
use track::{Refusal, SetupError};

/// The file every sample names.
const FILE: &str = "sample-file.txt";
/// The line every sample with a line names.
const LINE: usize = 417;
/// The column every sample with a column names.
const COLUMN: usize = 23;

/// Every read error.
pub(super) fn read_errors() -> Vec<ReadError> {
    let all = vec![
        ReadError::Missing,
        ReadError::NotAFile,
        ReadError::TooLarge { max_mb: 16 },
        ReadError::NotText,
        ReadError::NoPermission,
        ReadError::FolderIsAFile,
        ReadError::System("Input/output error (os error 5)".into()),
    ];
    for e in &all {
        match e {
            ReadError::Missing
            | ReadError::NotAFile
            | ReadError::TooLarge { .. }
            | ReadError::NotText
            | ReadError::NoPermission
            | ReadError::FolderIsAFile
            | ReadError::System(_) => {}
        }
    }
    all
}

/// Every write error.
pub(super) fn write_errors() -> Vec<WriteError> {
    let all = vec![
        WriteError::FolderIsAFile,
        WriteError::NoPermission,
        WriteError::Full,
        WriteError::System("Input/output error (os error 5)".into()),
    ];
    for e in &all {
        match e {
            WriteError::FolderIsAFile
            | WriteError::NoPermission
            | WriteError::Full
            | WriteError::System(_) => {}
        }
    }
    all
}

/// Every kind of board error.
fn board_kinds() -> Vec<BoardErrorKind> {
    use BoardErrorKind::*;
    let (s, q) = (Seat(2), Square::new(3, 4));
    let mut all = vec![
        UnknownCell('?'),
        RaggedRow {
            expected: 17,
            found: 1,
        },
        RaggedRow {
            expected: 17,
            found: 16,
        },
        NoRows,
        TooLarge {
            width: 40,
            height: 30,
        },
        BadLine("line 0 x=q".into()),
        DuplicateLine(s),
        MissingLine(s),
        LineWithoutSeat(s),
        LineOffGrid {
            width: 17,
            height: 17,
        },
        StartFieldCount(s, 1),
        StartFieldCount(s, 3),
        EntryFieldCount(s, 0),
        EntryFieldCount(s, 1),
        NoHouse(s),
        HouseDoesNotTouchEntry(s, q),
        HouseApart(s, q),
        PauseWalledIn(s, q),
        LineDoesNotSeparate(s),
        EntryUnreachable(s),
        NoPauseField(Seat(0)),
        TooFewSeats(1),
        TooFewSeats(0),
    ];
    all.extend(read_errors().iter().map(|e| Io(e.detail())));
    for k in &all {
        match k {
            Io(_)
            | UnknownCell(_)
            | RaggedRow { .. }
            | NoRows
            | TooLarge { .. }
            | BadLine(_)
            | DuplicateLine(_)
            | MissingLine(_)
            | LineWithoutSeat(_)
            | LineOffGrid { .. }
            | StartFieldCount(..)
            | EntryFieldCount(..)
            | NoHouse(_)
            | HouseDoesNotTouchEntry(..)
            | HouseApart(..)
            | PauseWalledIn(..)
            | LineDoesNotSeparate(_)
            | EntryUnreachable(_)
            | NoPauseField(_)
            | TooFewSeats(_) => {}
        }
    }
    all
}

/// Every board error, at a line and without one.
pub(super) fn board_errors() -> Vec<BoardError> {
    board_kinds()
        .into_iter()
        .map(|kind| {
            let line = if matches!(kind, BoardErrorKind::Io(_)) {
                0
            } else {
                LINE
            };
            BoardError {
                path: FILE.into(),
                line,
                column: if line == 0 { 0 } else { COLUMN },
                kind,
            }
        })
        .collect()
}

/// Every kind of deck error.
fn deck_kinds() -> Vec<DeckErrorKind> {
    use DeckErrorKind::*;
    let mut all = vec![
        Json {
            line: LINE,
            column: COLUMN,
            message: "expected `,` or `]` at line 417 column 23".into(),
        },
        UnknownField(StrayField {
            field: "times".into(),
            tag: "roll-again".into(),
        }),
        TextTooLong {
            lang: "en",
            length: 91,
        },
        EmptyText("it"),
        NoLanguage,
        EmptyId,
        DuplicateId,
        ZeroCount,
        BadMoves(0),
        BadMoves(1),
        BadMoves(13),
        RoleNotListed(Role::Knight),
        EmptyDeck,
    ];
    all.extend(read_errors().iter().map(|e| Io(e.detail())));
    for k in &all {
        match k {
            Io(_)
            | Json { .. }
            | UnknownField(_)
            | TextTooLong { .. }
            | EmptyText(_)
            | NoLanguage
            | EmptyId
            | DuplicateId
            | ZeroCount
            | BadMoves(_)
            | RoleNotListed(_)
            | EmptyDeck => {}
        }
    }
    all
}

/// Every deck error, with a card and without one.
pub(super) fn deck_errors() -> Vec<DeckError> {
    deck_kinds()
        .into_iter()
        .flat_map(|kind| {
            [None, Some("sample-card".to_string())].map(|card| DeckError {
                file: FILE.into(),
                card,
                kind: kind.clone(),
            })
        })
        .collect()
}

/// Every setup error.
pub(super) fn setup_errors() -> Vec<SetupError> {
    let all = vec![
        SetupError::SeatNotOnBoard(Seat(3)),
        SetupError::BadSeats,
        SetupError::FirstNotPlaying(Seat(1)),
    ];
    for e in &all {
        match e {
            SetupError::SeatNotOnBoard(_)
            | SetupError::BadSeats
            | SetupError::FirstNotPlaying(_) => {}
        }
    }
    all
}

/// Every lesson problem.
fn lesson_problems() -> Vec<LessonProblem> {
    use LessonProblem::*;
    let q = Square::new(5, 5);
    let all = vec![
        Json {
            field: None,
            detail: "unknown field `extra` at line 3 column 9".into(),
        },
        Json {
            field: Some("teaches".into()),
            detail: "unknown variant `blocking_lines`".into(),
        },
        NoCourseId,
        NoLevels,
        IdTwice,
        NoLevelId,
        UnknownVariant("huge".into()),
        Text(TextProblem::NoLanguage),
        Text(TextProblem::Empty("de")),
        Text(TextProblem::TooLong {
            lang: "fr",
            length: 999,
        }),
        NoSuchSeat(7),
        NotOnTrack(q),
        TwoPieces(q),
        KindTwice,
        NoPieceToPlay(1),
        NoPieceToPlay(9),
        PipsAndDice,
        NoPipsNorDice,
        BadDice,
        PlusNeedsBox,
        BadPips,
        ZeroPar,
        NoStars,
        TooManyStars(65),
        StarOffTrack,
        ReachOffTrack,
        NothingToCapture(q),
        EverySquareNeeds,
        SameParAlone,
        SameParEmpty,
        CoverNeedsLarge,
        BringInNeedsPlus,
    ];
    for p in &all {
        match p {
            Json { .. }
            | NoCourseId
            | NoLevels
            | IdTwice
            | NoLevelId
            | UnknownVariant(_)
            | Text(_)
            | NoSuchSeat(_)
            | NotOnTrack(_)
            | TwoPieces(_)
            | KindTwice
            | NoPieceToPlay(_)
            | PipsAndDice
            | NoPipsNorDice
            | BadDice
            | PlusNeedsBox
            | BadPips
            | ZeroPar
            | NoStars
            | TooManyStars(_)
            | StarOffTrack
            | ReachOffTrack
            | NothingToCapture(_)
            | EverySquareNeeds
            | SameParAlone
            | SameParEmpty
            | CoverNeedsLarge
            | BringInNeedsPlus => {}
        }
    }
    all
}

/// Every lesson error, with and without a line and a level.
pub(super) fn lesson_errors() -> Vec<LessonError> {
    let mut all = vec![];
    for problem in lesson_problems() {
        for (line, level) in [
            (0, None),
            (LINE, None),
            (0, Some("x-1")),
            (LINE, Some("x-1")),
        ] {
            all.push(LessonError {
                file: FILE.into(),
                level: level.map(str::to_string),
                line,
                problem: problem.clone(),
            });
        }
    }
    all
}

/// Every kind of save error.
fn save_kinds() -> Vec<SaveErrorKind> {
    use SaveErrorKind::*;
    let mut all = vec![
        Missing,
        Truncated {
            line: LINE,
            column: COLUMN,
        },
        Garbled {
            line: LINE,
            column: COLUMN,
            message: "expected value".into(),
        },
        NotASave,
        FutureVersion(7),
        Schema {
            line: LINE,
            column: COLUMN,
            message: "invalid type: string \"3\", expected u8".into(),
        },
        UnknownField {
            line: LINE,
            column: COLUMN,
            field: "colour".into(),
        },
        Invalid(SaveProblem::StrayField {
            command: 3,
            field: StrayField {
                field: "cheat".into(),
                tag: "roll".into(),
            },
        }),
        Invalid(SaveProblem::VariantRoles("small".into())),
        Invalid(SaveProblem::DieWithoutFaces),
        Refused {
            number: 12,
            reason: Refusal::NotNow,
        },
        Mismatch {
            commands: 40,
            differs: vec![SavePart::Turn],
        },
        Mismatch {
            commands: 1,
            differs: vec![
                SavePart::Setup,
                SavePart::Board,
                SavePart::Dice,
                SavePart::Cards,
                SavePart::Positions,
                SavePart::Turn,
                SavePart::Placings,
                SavePart::Generator,
            ],
        },
    ];
    all.extend(read_errors().into_iter().map(Io));
    all.extend(write_errors().into_iter().map(Write));
    all.extend(
        deck_errors()
            .into_iter()
            .map(|e| Invalid(SaveProblem::Deck(e))),
    );
    all.extend(
        setup_errors()
            .into_iter()
            .map(|e| Invalid(SaveProblem::Setup(e))),
    );
    all.extend(
        board_errors()
            .into_iter()
            .map(|e| Invalid(SaveProblem::Board(e))),
    );
    for k in &all {
        match k {
            Missing
            | Io(_)
            | Write(_)
            | Truncated { .. }
            | Garbled { .. }
            | NotASave
            | FutureVersion(_)
            | Schema { .. }
            | UnknownField { .. }
            | Refused { .. }
            | Mismatch { .. } => {}
            Invalid(p) => match p {
                SaveProblem::StrayField { .. }
                | SaveProblem::VariantRoles(_)
                | SaveProblem::DieWithoutFaces
                | SaveProblem::Deck(_)
                | SaveProblem::Setup(_)
                | SaveProblem::Board(_) => {}
            },
        }
    }
    all
}

/// Every stars file error.
pub(super) fn progress_errors() -> Vec<ProgressError> {
    let mut all: Vec<ProgressError> = read_errors()
        .into_iter()
        .map(|why| ProgressError::Unreadable {
            file: FILE.into(),
            why,
        })
        .collect();
    all.push(ProgressError::NotStars {
        file: FILE.into(),
        detail: "expected value at line 1 column 1".into(),
    });
    for e in &all {
        match e {
            ProgressError::Unreadable { .. } | ProgressError::NotStars { .. } => {}
        }
    }
    all
}

/// Every save error.
pub(super) fn save_errors() -> Vec<SaveError> {
    save_kinds()
        .into_iter()
        .map(|kind| SaveError {
            path: FILE.into(),
            kind,
        })
        .collect()
}

#[test]
fn every_data_file_error_is_said_in_every_language() {
    let mut wrong = vec![];
    let mut checked = 0;
    for lang in Lang::ALL {
        let code = lang.code();
        // (what, the key, whether the file is named, whether the line is named)
        let mut said: Vec<(String, keys::Key, bool, bool)> = vec![];
        for e in read_errors() {
            said.push((format!("{e:?}"), keys::errors::read(&e), false, false));
        }
        for e in write_errors() {
            said.push((format!("{e:?}"), keys::errors::write(&e), false, false));
            let not_written = (
                "files-not-written",
                fluent::Args::new().text("file", FILE).list(
                    "why",
                    fluent::Join::Comma,
                    vec![keys::errors::write(&e)],
                ),
            );
            said.push((format!("not written: {e:?}"), not_written, true, false));
        }
        for e in board_errors() {
            let line = e.line > 0;
            said.push((format!("{e:?}"), keys::errors::board(&e), true, line));
        }
        for e in deck_errors() {
            let line = matches!(e.kind, DeckErrorKind::Json { .. });
            said.push((format!("{e:?}"), keys::errors::deck(&e), true, line));
        }
        for e in setup_errors() {
            said.push((format!("{e:?}"), keys::errors::setup(&e), false, false));
        }
        for e in lesson_errors() {
            let line = e.line > 0;
            said.push((format!("{e:?}"), keys::errors::lesson(&e), true, line));
        }
        for e in save_errors() {
            let line = matches!(
                e.kind,
                SaveErrorKind::Truncated { .. }
                    | SaveErrorKind::Garbled { .. }
                    | SaveErrorKind::Schema { .. }
                    | SaveErrorKind::UnknownField { .. }
            );
            said.push((format!("{e:?}"), keys::errors::save(&e), true, line));
        }
        for e in progress_errors() {
            said.push((format!("{e:?}"), keys::errors::progress(&e), true, false));
        }
        for (what, (id, args), file, line) in said {
            checked += 1;
            match fluent::try_format(code, id, &args) {
                Err(e) => wrong.push(format!("{code}: {what}: {e}")),
                Ok(text) if text.trim().is_empty() => {
                    wrong.push(format!("{code}: {what} says nothing"))
                }
                Ok(text) if file && !text.contains(FILE) => {
                    wrong.push(format!("{code}: {what} does not name the file: {text}"))
                }
                Ok(text) if line && !text.contains(&LINE.to_string()) => {
                    wrong.push(format!("{code}: {what} does not name the line: {text}"))
                }
                Ok(text) if text.contains("errors-") || text.contains('{') => {
                    wrong.push(format!("{code}: {what} is not said: {text}"))
                }
                Ok(_) => {}
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 8 * 250, "only {checked} errors");
}

#[test]
fn a_seat_in_an_error_is_said_by_its_colour() {
    let e = BoardError {
        path: FILE.into(),
        line: LINE,
        column: COLUMN,
        kind: BoardErrorKind::NoHouse(Seat(3)),
    };
    assert!(say_board_error(Lang::En, &e).contains("Red"));
    assert!(say_board_error(Lang::De, &e).contains("Rot"));
}
