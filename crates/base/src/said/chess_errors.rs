//! The errors of chess and Yalta files in words: a FEN, a PGN (and a game read only up
//! to a null move), a YFEN line, a Yalta record (`chess-errors.ftl`). A message that
//! wraps another (the field and the problem of a FEN) is handed the inner one said first.

use super::plain;
use chess::pgn::{NullMoveAt, PgnError, PgnErrorKind};
use chess::{FenError, FenField, FenProblem};
use words::{Args, Key, Lang};
use yalta::cell::{Cell, Player};
use yalta::record::{RecordError, RECORD_VERSION};
use yalta::yfen::{YfenError, YfenField, YfenProblem};

/// A Yalta player's colour, said (`yalta-colour` selects on `$player`).
fn colour(p: Player) -> Key {
    let key = match p {
        Player::White => "white",
        Player::Black => "black",
        Player::Red => "red",
    };
    ("yalta-colour", Args::new().text("player", key))
}

/// The Yalta players' colours, said, by player index: how a record's refused move names
/// them.
pub fn yalta_colours(lang: Lang) -> [String; 3] {
    Player::ALL.map(|p| words::say(lang, &colour(p)))
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
    let square = |id, s: &chess::Square| (id, Args::new().text("square", s.to_string()));
    match p {
        FieldCount(n) => count("fen-field-count", *n),
        RankCount(n) => count("fen-rank-count", *n),
        RankLength(r) => rank("fen-rank-length", *r),
        DigitRun(r) => rank("fen-digit-run", *r),
        UnknownPiece(c) => letter("fen-unknown-piece", *c),
        KingCount(side, n) => (
            "fen-king-count",
            Args::new().arg("side", side).number("count", *n),
        ),
        KingsAdjacent => plain("fen-kings-adjacent"),
        PawnOnEdgeRank(s) => square("fen-pawn-on-edge-rank", s),
        WaitingSideInCheck => plain("fen-waiting-side-in-check"),
        TooManyCheckers(n) => count("fen-too-many-checkers", *n),
        CheckersInLine => plain("fen-checkers-in-line"),
        CheckNotFromDoubleStep => plain("fen-check-not-from-double-step"),
        SideToMove => plain("fen-side-to-move"),
        CastlingLetters => plain("fen-castling-letters"),
        CastlingWithoutPieces(c) => letter("fen-castling-without-pieces", *c),
        EnPassantSquare => plain("fen-en-passant-square"),
        EnPassantWithoutPawn(s) => square("fen-en-passant-without-pawn", s),
        NotANumber => plain("fen-not-a-number"),
        Rejected => plain("fen-rejected"),
    }
}

/// A refused FEN: the FEN (at most 60 characters of it), the field, what is wrong.
pub fn fen(e: &FenError) -> Key {
    (
        "fen-error",
        Args::new()
            .text("fen", e.quoted())
            .said("field", &fen_field(e.field))
            .said("problem", &fen_problem(&e.problem)),
    )
}

/// What is wrong in a PGN.
fn pgn_problem(kind: &PgnErrorKind) -> Key {
    use PgnErrorKind::*;
    match kind {
        BadTag(t) => ("pgn-bad-tag", Args::new().quoted("tag", t)),
        BadFen(e) => fen(e),
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

/// A bad PGN: the file, the line, what is wrong (the move, the tag, the FEN).
pub fn pgn(e: &PgnError) -> Key {
    (
        "pgn-error",
        Args::new()
            .text("file", e.file.as_str())
            .number("line", e.line)
            .said("problem", &pgn_problem(&e.kind)),
    )
}

/// A PGN game read only up to a null move (`--`): the line and the move.
pub fn null_move(at: &NullMoveAt) -> Key {
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
    let who = |p: &Player| Args::new().said("player", &colour(*p));
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
        KingsSideBySide(a, b) => ("yfen-kings-side-by-side", who(a).said("other", &colour(*b))),
        LastMoverInCheck(p) => ("yfen-last-mover-in-check", who(p)),
    }
}

/// A refused YFEN line: the field's number and name, what is wrong.
pub fn yfen(e: &YfenError) -> Key {
    (
        "yfen-error",
        Args::new()
            .number("number", e.field.number())
            .said("field", &yfen_field(e.field))
            .said("problem", &yfen_problem(&e.problem)),
    )
}

/// A Yalta record that cannot be read back: its version, its start, or the move that is
/// no move name or is refused (the players named by their colours in `lang`).
pub fn record(lang: Lang, e: &RecordError) -> Key {
    let numbered = |i: &usize, m: &String| Args::new().number("number", *i).quoted("move", m);
    match e {
        RecordError::Version(v) => (
            "yalta-record-version",
            Args::new()
                .number("version", *v)
                .number("newest", RECORD_VERSION),
        ),
        RecordError::Start(y) => ("yalta-record-start", Args::new().said("problem", &yfen(y))),
        RecordError::BadMoveName(i, m) => ("yalta-record-bad-move-name", numbered(i, m)),
        RecordError::Refused(i, m, r) => (
            "yalta-record-refused",
            numbered(i, m).said("reason", &super::yalta_refusal(&yalta_colours(lang), r)),
        ),
    }
}
