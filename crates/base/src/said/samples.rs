//! A sample of every rules crate's error and reason the app says, one per variant (an
//! exhaustive `match` names each variant, so a new one does not compile until it has a
//! sample here): the rules crates' types cannot derive their samples.

use crate::platform::ReadError;
use chess::pgn::PgnErrorKind;
use chess::{Color, FenError, FenField, FenProblem, Square};
use school::{LessonError, LessonProblem};
use track::board::{BoardError, BoardErrorKind};
use track::cards::{DeckError, DeckErrorKind, TextProblem};
use track::dice::Face;
use track::pieces::{Role, Seat};
use track::rule_set::Die;
use track::strict::StrayField;
use track::variant::HouseRule;
use track::RuleSetProblem;
use track::SetupError;
use words::Sample;
use yalta::cell::{Cell, Player};
use yalta::record::RecordError;
use yalta::why_not::Refusal;
use yalta::yfen::{YfenError, YfenField, YfenProblem};

/// The file every sample names.
pub const FILE: &str = "sample-file.txt";
/// The line every sample with a line names.
pub const LINE: usize = 417;
/// The column every sample with a column names.
pub const COLUMN: usize = 23;

/// Every kind of board error.
fn board_kinds() -> Vec<BoardErrorKind> {
    use BoardErrorKind::*;
    let (s, q) = (Seat(2), track::geometry::Square::new(3, 4));
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
    all.extend(ReadError::samples().iter().map(|e| Io(e.detail())));
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
pub fn board_errors() -> Vec<BoardError> {
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
    all.extend(ReadError::samples().iter().map(|e| Io(e.detail())));
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
pub fn deck_errors() -> Vec<DeckError> {
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
pub fn setup_errors() -> Vec<SetupError> {
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
    let q = track::geometry::Square::new(5, 5);
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
pub fn lesson_errors() -> Vec<LessonError> {
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

/// A cell by its name.
pub fn c(name: &str) -> Cell {
    Cell::parse(name).expect("a cell")
}

/// Every FEN problem, with a value it must show ("" for none).
fn fen_problems() -> Vec<(FenProblem, &'static str)> {
    use FenProblem::*;
    let all = vec![
        (FieldCount(3), "3"),
        (RankCount(7), "7"),
        (RankLength(6), "6"),
        (DigitRun(5), "5"),
        (UnknownPiece('X'), "X"),
        (KingCount(Color::Black, 2), "2"),
        (KingsAdjacent, ""),
        (PawnOnEdgeRank(Square::A1), "a1"),
        (WaitingSideInCheck, ""),
        (TooManyCheckers(3), "3"),
        (CheckersInLine, ""),
        (CheckNotFromDoubleStep, ""),
        (SideToMove, ""),
        (CastlingLetters, ""),
        (CastlingWithoutPieces('q'), "q"),
        (EnPassantSquare, ""),
        (EnPassantWithoutPawn(Square::E6), "e6"),
        (NotANumber, ""),
        (Rejected, ""),
    ];
    for (p, _) in &all {
        match p {
            FieldCount(_)
            | RankCount(_)
            | RankLength(_)
            | DigitRun(_)
            | UnknownPiece(_)
            | KingCount(..)
            | KingsAdjacent
            | PawnOnEdgeRank(_)
            | WaitingSideInCheck
            | TooManyCheckers(_)
            | CheckersInLine
            | CheckNotFromDoubleStep
            | SideToMove
            | CastlingLetters
            | CastlingWithoutPieces(_)
            | EnPassantSquare
            | EnPassantWithoutPawn(_)
            | NotANumber
            | Rejected => {}
        }
    }
    all
}

/// Every FEN field.
fn fen_fields() -> Vec<FenField> {
    use FenField::*;
    let all = vec![
        Whole,
        Placement,
        SideToMove,
        Castling,
        EnPassant,
        HalfmoveClock,
        FullmoveNumber,
    ];
    for f in &all {
        match f {
            Whole | Placement | SideToMove | Castling | EnPassant | HalfmoveClock
            | FullmoveNumber => {}
        }
    }
    all
}

/// A refused FEN of every field and every problem (the FEN quoted).
pub fn fen_errors() -> Vec<(FenError, Vec<String>)> {
    let fen = "8/8/8 w - - 0 1".to_string();
    let mut all = vec![];
    for field in fen_fields() {
        for (problem, value) in fen_problems() {
            let e = FenError {
                fen: fen.clone(),
                field,
                problem,
            };
            let mut values = vec![fen.clone()];
            values.extend((!value.is_empty()).then(|| value.to_string()));
            all.push((e, values));
        }
    }
    all
}

/// Every kind of bad PGN, with the values it must show.
pub fn pgn_kinds() -> Vec<(PgnErrorKind, Vec<String>)> {
    use PgnErrorKind::*;
    let fen = FenError {
        fen: "not a fen".into(),
        field: FenField::Whole,
        problem: FenProblem::FieldCount(3),
    };
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let all = vec![
        (BadTag("[Event x]".into()), v(&["[Event x]"])),
        (BadFen(fen), v(&["not a fen", "3"])),
        (Unterminated('{'), v(&["{"])),
        (
            IllegalMove {
                number: 4,
                white: true,
                san: "Qxf8#".into(),
            },
            v(&["4", "Qxf8#"]),
        ),
        (
            IllegalMove {
                number: 12,
                white: false,
                san: "Nc6".into(),
            },
            v(&["12", "Nc6"]),
        ),
        (MoveAfterEnd("e5".into()), v(&["e5"])),
        (
            Ambiguous {
                number: 3,
                san: "Nd2".into(),
            },
            v(&["3", "Nd2"]),
        ),
        (Empty, vec![]),
    ];
    for (k, _) in &all {
        match k {
            BadTag(_)
            | BadFen(_)
            | Unterminated(_)
            | IllegalMove { .. }
            | MoveAfterEnd(_)
            | Ambiguous { .. }
            | Empty => {}
        }
    }
    all
}

/// Every YFEN field.
fn yfen_fields() -> Vec<YfenField> {
    use YfenField::*;
    let all = vec![Cells, ToMove, Castling, EnPassant, HalfmoveClock, Round];
    for f in &all {
        match f {
            Cells | ToMove | Castling | EnPassant | HalfmoveClock | Round => {}
        }
    }
    all
}

/// Every YFEN problem, with the values it must show.
fn yfen_problems() -> Vec<(YfenProblem, Vec<String>)> {
    use YfenProblem::*;
    let (w, b, r) = (Player::White, Player::Black, Player::Red);
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let all = vec![
        (FieldCount(5), v(&["5"])),
        (AreaCount(2), v(&["2"])),
        (AreaRankCount(b, 3), v(&["3"])),
        (BadEmptyRun(r, 4, '9'), v(&["4", "9"])),
        (BadPiece(w, 2), v(&["2"])),
        (RankLength(r, 4, 9), v(&["4", "9"])),
        (NotAPlayer("x".into()), v(&["x"])),
        (BadCastlingPart("w:aa".into()), v(&["w:aa"])),
        (NotACell("xx9".into()), v(&["xx9"])),
        (TwoEnPassantCells(b), vec![]),
        (NotANumber("-1".into()), v(&["-1"])),
        (NotARound("0".into()), v(&["0"])),
        (NoKing(r), vec![]),
        (SeveralKings(b), vec![]),
        (PawnOnBackRow(c("ba1")), v(&["ba1"])),
        (RookNotOnCorner(w, 'h'), v(&["wh1"])),
        (KingNotOnStartRow(r), v(&["rd1", "re1"])),
        (NoDoubleSteppedPawn(c("we3")), v(&["we3"])),
        (KingsSideBySide(w, b), vec![]),
        (LastMoverInCheck(r), vec![]),
    ];
    for (p, _) in &all {
        match p {
            FieldCount(_)
            | AreaCount(_)
            | AreaRankCount(..)
            | BadEmptyRun(..)
            | BadPiece(..)
            | RankLength(..)
            | NotAPlayer(_)
            | BadCastlingPart(_)
            | NotACell(_)
            | TwoEnPassantCells(_)
            | NotANumber(_)
            | NotARound(_)
            | NoKing(_)
            | SeveralKings(_)
            | PawnOnBackRow(_)
            | RookNotOnCorner(..)
            | KingNotOnStartRow(_)
            | NoDoubleSteppedPawn(_)
            | KingsSideBySide(..)
            | LastMoverInCheck(_) => {}
        }
    }
    all
}

/// A refused YFEN of every field and every problem.
pub fn yfen_errors() -> Vec<(YfenError, Vec<String>)> {
    let mut all = vec![];
    for field in yfen_fields() {
        for (problem, values) in yfen_problems() {
            all.push((YfenError { field, problem }, values));
        }
    }
    all
}

/// Every kind of Yalta record error, with the values it must show.
pub fn record_errors() -> Vec<(RecordError, Vec<String>)> {
    let start = YfenError {
        field: YfenField::Cells,
        problem: YfenProblem::PawnOnBackRow(c("ba1")),
    };
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let refused = Refusal::WayBlocked(c("wd3"));
    let all = vec![
        (RecordError::Version(7), v(&["7"])),
        (RecordError::Start(start), v(&["ba1"])),
        (
            RecordError::BadMoveName(5, "we2we4".into()),
            v(&["5", "we2we4"]),
        ),
        (
            RecordError::Refused(9, "wd1-wd5".into(), refused),
            v(&["9", "wd1-wd5", "wd3"]),
        ),
    ];
    for (e, _) in &all {
        match e {
            RecordError::Version(_)
            | RecordError::Start(_)
            | RecordError::BadMoveName(..)
            | RecordError::Refused(..) => {}
        }
    }
    all
}

/// One sample of every kind of problem (the match below fails to compile when a kind
/// is added without a sample).
pub fn rule_set_problems() -> Vec<RuleSetProblem> {
    use RuleSetProblem::*;
    let all = vec![
        EmptyName,
        NameTooLong {
            length: 41,
            max: 40,
        },
        NoPiece,
        PieceTwice(Role::Queen),
        PieceTwice(Role::Knight),
        PieceTwice(Role::Bishop),
        NoFaces(Die::White),
        NoFaces(Die::Orange),
        TooManyFaces {
            die: Die::White,
            faces: 13,
            max: 12,
        },
        NumberTooHigh {
            die: Die::Orange,
            number: 13,
            max: 12,
        },
        OrangeSymbol(Face::Plus),
        NoNumberFace,
        NoBringIn,
        OrangeNeverUsed,
        CardsNeverMove(Role::Knight),
        CardsNeverMove(Role::Queen),
        TriesOutOfRange {
            tries: 0,
            min: 1,
            max: 6,
        },
        UnknownCard("free-ice-cream".into()),
        CountTooHigh {
            card: "swap".into(),
            count: 10,
            max: 9,
        },
        NoCards,
        NeedsCards(HouseRule::HashDrawsCard),
    ];
    for p in &all {
        match p {
            EmptyName
            | NameTooLong { .. }
            | NoPiece
            | PieceTwice(_)
            | NoFaces(_)
            | TooManyFaces { .. }
            | NumberTooHigh { .. }
            | OrangeSymbol(_)
            | NoNumberFace
            | NoBringIn
            | OrangeNeverUsed
            | CardsNeverMove(_)
            | TriesOutOfRange { .. }
            | UnknownCard(_)
            | CountTooHigh { .. }
            | NoCards
            | NeedsCards(_) => {}
        }
    }
    all
}
