//! The chess school's values in words (`chess-school.ftl`): why a try is wrong, and the
//! courses' and levels' titles, goals and lessons by their ids.

use super::plain;
use ::chess::notation::piece_value;
use ::chess::{Color, Piece};
use chess_school::{CastleSide, DrawSlip, Escape, Slip, VerdictSlip, Way, Wrong};
use words::{Args, Join, Key, Lang};

/// The key of a way out of check.
fn way(w: Way) -> &'static str {
    match w {
        Way::Flee => "flee",
        Way::Block => "block",
        Way::Capture | Way::Any => "capture",
    }
}

/// The key of a castling side.
fn castle(s: CastleSide) -> &'static str {
    match s {
        CastleSide::Short => "short",
        CastleSide::Long => "long",
    }
}

/// A piece's name or letter, said as a value of another message.
fn said_piece(args: Args, name: &'static str, id: &'static str, p: Piece) -> Args {
    args.list(name, Join::Comma, vec![(id, Args::new().arg("piece", &p))])
}

/// How a king gets away, for "not mate" (`chess-wrong-not-mate-…`) and "neither"
/// (`chess-wrong-verdict-…`).
fn escape(not_mate: bool, e: &Escape) -> Key {
    let [flee, capture, block] = if not_mate {
        [
            "chess-wrong-not-mate-flee",
            "chess-wrong-not-mate-capture",
            "chess-wrong-not-mate-block",
        ]
    } else {
        [
            "chess-wrong-verdict-flee",
            "chess-wrong-verdict-capture",
            "chess-wrong-verdict-block",
        ]
    };
    match e {
        Escape::Flee(sq) => (flee, Args::new().arg("square", sq)),
        Escape::Capture(p, sq) => (capture, Args::new().arg("piece", p).arg("square", sq)),
        Escape::Block(sq) => (block, Args::new().arg("square", sq)),
    }
}

/// Why a try is wrong; `mover` is the side that moves in the level.
pub fn chess_school_wrong(w: &Wrong, mover: Color) -> Key {
    match w {
        Wrong::Illegal(why) => super::chess_why_not(why),
        Wrong::LeaveTheKing => plain("chess-wrong-leave-the-king"),
        Wrong::NoCheck => plain("chess-wrong-no-check"),
        Wrong::OtherWay { wanted, took } => (
            "chess-wrong-other-way",
            Args::new()
                .text("wanted", way(*wanted))
                .text("took", way(*took)),
        ),
        Wrong::NotMate(Some(e)) => escape(true, e),
        Wrong::NotMate(None) | Wrong::NoCheckNoMate => plain("chess-wrong-no-check-no-mate"),
        Wrong::Stalemate => plain("chess-wrong-stalemate"),
        Wrong::NoMateAfter { reply } => (
            "chess-wrong-no-mate-after",
            Args::new()
                .arg("side", &!mover)
                .text("reply", reply.as_str()),
        ),
        Wrong::NotCastling => plain("chess-wrong-not-castling"),
        Wrong::OtherCastling(s) => (
            "chess-wrong-other-castling",
            Args::new().text("side", castle(*s)),
        ),
        Wrong::NotEnPassant => plain("chess-wrong-not-en-passant"),
        Wrong::NotTheDoubleStep { pawn, double } => (
            "chess-wrong-not-the-double-step",
            Args::new().arg("pawn", pawn).arg("double", double),
        ),
        Wrong::NoStar => plain("chess-wrong-no-star"),
        Wrong::NotACapture => plain("chess-wrong-not-a-capture"),
        Wrong::SmallerCapture { took, best } => {
            let args = said_piece(Args::new(), "took", "chess-piece", *took);
            (
                "chess-wrong-smaller-capture",
                said_piece(args, "best", "chess-piece", *best)
                    .number("took-value", piece_value(*took))
                    .number("best-value", piece_value(*best)),
            )
        }
        Wrong::Verdict(slip) => match slip {
            VerdictSlip::NotInCheck => plain("chess-wrong-verdict-no-check"),
            VerdictSlip::InCheck => plain("chess-wrong-verdict-in-check"),
            VerdictSlip::Escapes(e) => escape(false, e),
            VerdictSlip::HasMove(m) => (
                "chess-wrong-verdict-move",
                Args::new().text("move", m.as_str()),
            ),
            VerdictSlip::NoMove => plain("chess-wrong-verdict-no-move"),
        },
        Wrong::CanCastle { truth: true, .. } | Wrong::CanCastle { ban: None, .. } => {
            plain("chess-wrong-can-castle-yes")
        }
        Wrong::CanCastle { ban: Some(ban), .. } => (
            "chess-wrong-can-castle-no",
            Args::new().list("why", Join::Comma, vec![super::castling(ban)]),
        ),
        Wrong::Notation(slip) => notation(slip),
        Wrong::NotThatSquare(sq) => ("chess-wrong-not-that-square", Args::new().arg("square", sq)),
        Wrong::FoundAlready(sq) => ("chess-wrong-found-already", Args::new().arg("square", sq)),
        Wrong::KingStaysHere(p) => ("chess-wrong-king-stays", Args::new().arg("piece", p)),
        Wrong::Touched { piece, square } => (
            "chess-wrong-touched",
            Args::new().arg("piece", piece).arg("square", square),
        ),
        Wrong::StandsRight { piece, square } => (
            "chess-wrong-stands-right",
            Args::new().arg("piece", piece).arg("square", square),
        ),
        Wrong::Draw(slip) => match slip {
            DrawSlip::Seen(n) => ("chess-wrong-draw-seen", Args::new().number("count", *n)),
            DrawSlip::Quiet(n) => ("chess-wrong-draw-quiet", Args::new().number("count", *n)),
            DrawSlip::CanMate(side, piece) => (
                "chess-wrong-draw-can-mate",
                Args::new().arg("side", side).arg("piece", piece),
            ),
            DrawSlip::IsDraw => plain("chess-wrong-draw-is-draw"),
        },
    }
}

/// What is wrong with a move written down.
fn notation(slip: &Slip) -> Key {
    match slip {
        Slip::Letter(p) => (
            "chess-wrong-notation-letter",
            said_piece(Args::new().arg("piece", p), "letter", "chess-letter", *p),
        ),
        Slip::PawnLetter => (
            "chess-wrong-notation-pawn",
            said_piece(Args::new(), "letter", "chess-letter", Piece::Pawn),
        ),
        Slip::NoX => plain("chess-wrong-notation-no-x"),
        Slip::ExtraX => plain("chess-wrong-notation-extra-x"),
        Slip::NoPlus => plain("chess-wrong-notation-no-plus"),
        Slip::Square(sq) => ("chess-wrong-notation-square", Args::new().arg("square", sq)),
        Slip::Castling(s) => (
            "chess-wrong-notation-castling",
            Args::new().text("side", castle(*s)),
        ),
        Slip::Which(p, sq) => (
            "chess-wrong-notation-which",
            Args::new().arg("piece", p).arg("square", sq),
        ),
    }
}

/// A course's title (`chess-course-<id>`).
pub fn chess_course_title(lang: Lang, id: &str) -> String {
    words::format(lang.code(), &format!("chess-course-{id}"), &Args::new())
}

/// Which text of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelPart {
    /// Its title (`chess-level-<id>`).
    Title,
    /// What to do (`.goal`).
    Goal,
    /// What it teaches (`.tell`).
    Tell,
}

/// A level's title, goal or lesson.
pub fn chess_level_text(lang: Lang, id: &str, part: LevelPart) -> String {
    let attribute = match part {
        LevelPart::Title => "",
        LevelPart::Goal => ".goal",
        LevelPart::Tell => ".tell",
    };
    let id = format!("chess-level-{id}{attribute}");
    words::format(lang.code(), &id, &Args::new())
}
