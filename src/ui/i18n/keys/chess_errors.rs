//! The names of the errors of chess and Yalta files: a FEN ([`FenError`]), a PGN
//! ([`PgnError`], and where a null move cut it, [`NullMoveAt`]), a YFEN line
//! ([`YfenError`]), a Yalta record ([`RecordError`]) and a chess save
//! ([`ChessSaveError`]). The words are in `assets/i18n/<language>/chess-errors.ftl`.
//!
//! A message that wraps another (the field and the problem of a FEN) is handed the inner
//! one as a list of one message, said first in the same language.

use super::{plain, Key};
use crate::save::chess::{ChessSaveError, CHESS_FORMAT};
use crate::ui::i18n::fluent::{Args, Join};
use ::chess::pgn::{NullMoveAt, PgnError, PgnErrorKind};
use ::chess::{Color, FenError, FenField, FenProblem};
use ::yalta::cell::{Cell, Player};
use ::yalta::record::{RecordError, RECORD_VERSION};
use ::yalta::yfen::{YfenError, YfenField, YfenProblem};

/// With a message said first, under `name`.
fn said(args: Args, name: &'static str, key: Key) -> Args {
    args.list(name, Join::Comma, vec![key])
}

/// A Yalta player's colour, said (`yalta-colour` selects on `$player`).
fn colour(p: Player) -> Key {
    let key = match p {
        Player::White => "white",
        Player::Black => "black",
        Player::Red => "red",
    };
    ("yalta-colour", Args::new().text("player", key))
}

/// With a Yalta player's colour, said, under `name`.
fn player(args: Args, name: &'static str, p: Player) -> Args {
    said(args, name, colour(p))
}

/// A FEN's field.
fn fen_field(f: FenField) -> Key {
    plain(match f {
        FenField::Whole => "fen-field-whole",
        FenField::Placement => "fen-field-placement",
        FenField::SideToMove => "fen-field-side-to-move",
        FenField::Castling => "fen-field-castling",
        FenField::EnPassant => "fen-field-en-passant",
        FenField::HalfmoveClock => "fen-field-halfmove-clock",
        FenField::FullmoveNumber => "fen-field-fullmove-number",
    })
}

/// What is wrong in a FEN's field.
fn fen_problem(p: &FenProblem) -> Key {
    use FenProblem::*;
    let count = |id, n: usize| (id, Args::new().number("count", n));
    let rank = |id, r: u8| (id, Args::new().number("rank", r));
    let letter = |id, c: char| (id, Args::new().text("letter", c.to_string()));
    let square = |id, s: &::chess::Square| (id, Args::new().text("square", s.to_string()));
    match p {
        FieldCount(n) => count("fen-field-count", *n),
        RankCount(n) => count("fen-rank-count", *n),
        RankLength(r) => rank("fen-rank-length", *r),
        DigitRun(r) => rank("fen-digit-run", *r),
        UnknownPiece(c) => letter("fen-unknown-piece", *c),
        KingCount(side, n) => (
            "fen-king-count",
            Args::new()
                .text(
                    "side",
                    if *side == Color::White {
                        "white"
                    } else {
                        "black"
                    },
                )
                .number("count", *n),
        ),
        KingsAdjacent => plain("fen-kings-adjacent"),
        PawnOnEdgeRank(s) => square("fen-pawn-on-edge-rank", s),
        WaitingSideInCheck => plain("fen-waiting-side-in-check"),
        TooManyCheckers(n) => count("fen-too-many-checkers", *n),
        SideToMove => plain("fen-side-to-move"),
        CastlingLetters => plain("fen-castling-letters"),
        CastlingWithoutPieces(c) => letter("fen-castling-without-pieces", *c),
        EnPassantSquare => plain("fen-en-passant-square"),
        EnPassantWithoutPawn(s) => square("fen-en-passant-without-pawn", s),
        NotANumber => plain("fen-not-a-number"),
        Rejected => plain("fen-rejected"),
    }
}

/// A refused FEN: the FEN quoted, the field, what is wrong.
pub(crate) fn fen_error(e: &FenError) -> Key {
    let args = Args::new().text("fen", e.quoted());
    let args = said(args, "field", fen_field(e.field));
    ("fen-error", said(args, "problem", fen_problem(&e.problem)))
}

/// What is wrong in a PGN.
fn pgn_problem(kind: &PgnErrorKind) -> Key {
    use PgnErrorKind::*;
    match kind {
        BadTag(t) => ("pgn-bad-tag", Args::new().quoted("tag", t)),
        BadFen(e) => fen_error(e),
        Unterminated(c) => ("pgn-unterminated", Args::new().text("open", c.to_string())),
        IllegalMove { number, white, san } => (
            "pgn-illegal-move",
            Args::new()
                .number("number", *number)
                .text("side", if *white { "white" } else { "black" })
                .quoted("san", san),
        ),
        MoveAfterEnd(san) => ("pgn-move-after-end", Args::new().quoted("san", san)),
        Ambiguous { number, san } => (
            "pgn-ambiguous",
            Args::new().number("number", *number).quoted("san", san),
        ),
        Empty => plain("pgn-empty"),
    }
}

/// A bad PGN: the file, the line, what is wrong.
pub(crate) fn pgn_error(e: &PgnError) -> Key {
    let args = Args::new()
        .text("file", e.file.as_str())
        .number("line", e.line);
    ("pgn-error", said(args, "problem", pgn_problem(&e.kind)))
}

/// A PGN game read only up to a null move.
pub(crate) fn null_move(at: &NullMoveAt) -> Key {
    (
        "pgn-null-move",
        Args::new()
            .number("line", at.line)
            .number("number", at.number),
    )
}

/// A YFEN field's name.
fn yfen_field(f: YfenField) -> Key {
    plain(match f {
        YfenField::Cells => "yfen-field-cells",
        YfenField::ToMove => "yfen-field-to-move",
        YfenField::Castling => "yfen-field-castling",
        YfenField::EnPassant => "yfen-field-en-passant",
        YfenField::HalfmoveClock => "yfen-field-halfmove-clock",
        YfenField::Round => "yfen-field-round",
    })
}

/// A Yalta cell (`$cell`, or another name).
fn cell(args: Args, name: &'static str, c: Cell) -> Args {
    args.text(name, c.to_string())
}

/// What is wrong in a YFEN field.
fn yfen_problem(p: &YfenProblem) -> Key {
    use YfenProblem::*;
    let who = |p: &Player| player(Args::new(), "player", *p);
    let text = |id, t: &String| (id, Args::new().quoted("text", t));
    match p {
        FieldCount(n) => ("yfen-field-count", Args::new().number("count", *n)),
        AreaCount(n) => ("yfen-area-count", Args::new().number("count", *n)),
        AreaRankCount(p, n) => ("yfen-area-rank-count", who(p).number("count", *n)),
        BadEmptyRun(p, r, c) => (
            "yfen-bad-empty-run",
            who(p).number("rank", *r).text("letter", c.to_string()),
        ),
        BadPiece(p, r) => ("yfen-bad-piece", who(p).number("rank", *r)),
        RankLength(p, r, n) => (
            "yfen-rank-length",
            who(p).number("rank", *r).number("count", *n),
        ),
        NotAPlayer(t) => text("yfen-not-a-player", t),
        BadCastlingPart(t) => text("yfen-bad-castling-part", t),
        NotACell(t) => text("yfen-not-a-cell", t),
        TwoEnPassantCells(p) => ("yfen-two-en-passant-cells", who(p)),
        NotANumber(t) => text("yfen-not-a-number", t),
        NotARound(t) => text("yfen-not-a-round", t),
        NoKing(p) => ("yfen-no-king", who(p)),
        SeveralKings(p) => ("yfen-several-kings", who(p)),
        PawnOnBackRow(c) => ("yfen-pawn-on-back-row", cell(Args::new(), "cell", *c)),
        RookNotOnCorner(p, file) => {
            let corner = Cell::new(*p, if *file == 'h' { 7 } else { 0 }, 0);
            (
                "yfen-rook-not-on-corner",
                cell(who(p), "cell", corner).text("letter", file.to_string()),
            )
        }
        KingNotOnStartRow(p) => {
            let args = cell(who(p), "cell", Cell::new(*p, 3, 0));
            (
                "yfen-king-not-on-start-row",
                cell(args, "cell2", Cell::new(*p, 4, 0)),
            )
        }
        NoDoubleSteppedPawn(c) => ("yfen-no-double-stepped-pawn", cell(Args::new(), "cell", *c)),
        KingsSideBySide(a, b) => ("yfen-kings-side-by-side", player(who(a), "other", *b)),
        LastMoverInCheck(p) => ("yfen-last-mover-in-check", who(p)),
    }
}

/// A refused YFEN line: the field's number and name, what is wrong.
pub(crate) fn yfen_error(e: &YfenError) -> Key {
    let args = Args::new().number("number", e.field.number());
    let args = said(args, "field", yfen_field(e.field));
    (
        "yfen-error",
        said(args, "problem", yfen_problem(&e.problem)),
    )
}

/// A Yalta record that cannot be read back; a refused move's reason names the players
/// by `names` (by player index).
pub(crate) fn record_error(e: &RecordError, names: &[String; 3]) -> Key {
    let numbered = |i: &usize, m: &String| Args::new().number("number", *i).quoted("move", m);
    match e {
        RecordError::Version(v) => (
            "yalta-record-version",
            Args::new()
                .number("version", *v)
                .number("newest", RECORD_VERSION),
        ),
        RecordError::Start(y) => (
            "yalta-record-start",
            said(Args::new(), "problem", yfen_error(y)),
        ),
        RecordError::BadMoveName(i, m) => ("yalta-record-bad-move-name", numbered(i, m)),
        RecordError::Refused(i, m, r) => (
            "yalta-record-refused",
            said(
                numbered(i, m),
                "reason",
                super::reasons::yalta_refusal(names, r),
            ),
        ),
    }
}

/// The Yalta players' colours as a record's refused move names them.
pub(crate) fn colours() -> [Key; 3] {
    Player::ALL.map(colour)
}

/// A chess save that cannot be read (or written).
pub(crate) fn chess_save_error(e: &ChessSaveError) -> Key {
    match e {
        ChessSaveError::Io(file, err) => {
            let why = super::errors::read(&crate::platform::ReadError::of(err));
            (
                "chess-file-unreadable",
                Args::new()
                    .text("file", file.as_str())
                    .list("error", Join::Comma, vec![why]),
            )
        }
        ChessSaveError::Write(file, why) => (
            "files-not-written",
            Args::new().text("file", file.as_str()).list(
                "why",
                Join::Comma,
                vec![super::errors::write(why)],
            ),
        ),
        ChessSaveError::Json(file, err) => match track::strict::unknown_field(&err.to_string()) {
            Some(field) => (
                "chess-file-unknown-field",
                Args::new()
                    .text("file", file.as_str())
                    .number("line", err.line())
                    .number("column", err.column())
                    .text("field", crate::quoting::excerpt(field)),
            ),
            None => (
                "chess-file-not-a-save",
                Args::new()
                    .text("file", file.as_str())
                    .number("line", err.line())
                    .number("column", err.column())
                    .detail("error", &err.to_string()),
            ),
        },
        ChessSaveError::Version(file, kind, v) => (
            "chess-file-version",
            Args::new()
                .text("file", file.as_str())
                .quoted("kind", kind)
                .number("version", *v)
                .number("newest", CHESS_FORMAT),
        ),
        ChessSaveError::Pgn(e) => pgn_error(e),
    }
}
