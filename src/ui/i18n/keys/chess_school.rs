//! The names of the chess school's texts ([`ChessSchoolMsg`]) and of why a try is wrong.

use super::{piece, plain, Key};
use crate::ui::i18n::fluent::{Args, Join};
use crate::ui::i18n::ChessSchoolMsg;
use ::chess::notation::piece_value;
use ::chess::{Color, Piece};
use chess_school::{CastleSide, Escape, Slip, VerdictSlip, Way, Wrong};

/// The key of a side (`chess-side` selects on it).
fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

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

/// A piece said as a value of another message.
fn said_piece(args: Args, name: &'static str, p: Piece) -> Args {
    args.list(
        name,
        Join::Comma,
        vec![("chess-piece", Args::new().text("piece", piece(p)))],
    )
}

/// How a king gets away, for "not mate" and "neither".
fn escape(prefix: Prefix, e: &Escape) -> Key {
    let (flee, capture, block) = match prefix {
        Prefix::NotMate => (
            "chess-wrong-not-mate-flee",
            "chess-wrong-not-mate-capture",
            "chess-wrong-not-mate-block",
        ),
        Prefix::Verdict => (
            "chess-wrong-verdict-flee",
            "chess-wrong-verdict-capture",
            "chess-wrong-verdict-block",
        ),
    };
    match e {
        Escape::Flee(sq) => (flee, Args::new().text("square", sq.to_string())),
        Escape::Capture(p, sq) => (
            capture,
            Args::new()
                .text("piece", piece(*p))
                .text("square", sq.to_string()),
        ),
        Escape::Block(sq) => (block, Args::new().text("square", sq.to_string())),
    }
}

/// Which family of escape messages.
#[derive(Clone, Copy)]
enum Prefix {
    NotMate,
    Verdict,
}

/// Why a try is wrong; `mover` is the side that moves in the level.
fn wrong(w: &Wrong, mover: Color) -> Key {
    match w {
        Wrong::Illegal(why) => crate::said::chess_why_not(why),
        Wrong::LeaveTheKing => plain("chess-wrong-leave-the-king"),
        Wrong::NoCheck => plain("chess-wrong-no-check"),
        Wrong::OtherWay { wanted, took } => (
            "chess-wrong-other-way",
            Args::new()
                .text("wanted", way(*wanted))
                .text("took", way(*took)),
        ),
        Wrong::NotMate(Some(e)) => escape(Prefix::NotMate, e),
        Wrong::NotMate(None) | Wrong::NoCheckNoMate => plain("chess-wrong-no-check-no-mate"),
        Wrong::Stalemate => plain("chess-wrong-stalemate"),
        Wrong::NoMateAfter { reply } => (
            "chess-wrong-no-mate-after",
            Args::new()
                .text("side", side(!mover))
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
            Args::new()
                .text("pawn", pawn.to_string())
                .text("double", double.to_string()),
        ),
        Wrong::NoStar => plain("chess-wrong-no-star"),
        Wrong::NotACapture => plain("chess-wrong-not-a-capture"),
        Wrong::SmallerCapture { took, best } => (
            "chess-wrong-smaller-capture",
            said_piece(said_piece(Args::new(), "took", *took), "best", *best)
                .number("took-value", piece_value(*took))
                .number("best-value", piece_value(*best)),
        ),
        Wrong::Verdict(slip) => match slip {
            VerdictSlip::NotInCheck => plain("chess-wrong-verdict-no-check"),
            VerdictSlip::InCheck => plain("chess-wrong-verdict-in-check"),
            VerdictSlip::Escapes(e) => escape(Prefix::Verdict, e),
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
            Args::new().list("why", Join::Comma, vec![crate::said::castling(ban)]),
        ),
        Wrong::Notation(slip) => notation(slip),
        Wrong::NotThatSquare(sq) => (
            "chess-wrong-not-that-square",
            Args::new().text("square", sq.to_string()),
        ),
        Wrong::FoundAlready(sq) => (
            "chess-wrong-found-already",
            Args::new().text("square", sq.to_string()),
        ),
    }
}

/// What is wrong with a move written down.
fn notation(slip: &Slip) -> Key {
    match slip {
        Slip::Letter(p) => (
            "chess-wrong-notation-letter",
            Args::new().text("piece", piece(*p)).list(
                "letter",
                Join::Comma,
                vec![("chess-letter", Args::new().text("piece", piece(*p)))],
            ),
        ),
        Slip::PawnLetter => (
            "chess-wrong-notation-pawn",
            Args::new().list(
                "letter",
                Join::Comma,
                vec![("chess-letter", Args::new().text("piece", "pawn"))],
            ),
        ),
        Slip::NoX => plain("chess-wrong-notation-no-x"),
        Slip::ExtraX => plain("chess-wrong-notation-extra-x"),
        Slip::NoPlus => plain("chess-wrong-notation-no-plus"),
        Slip::Square(sq) => (
            "chess-wrong-notation-square",
            Args::new().text("square", sq.to_string()),
        ),
        Slip::Castling(s) => (
            "chess-wrong-notation-castling",
            Args::new().text("side", castle(*s)),
        ),
    }
}

/// A chess school text's id and values.
pub(crate) fn key(m: &ChessSchoolMsg) -> Key {
    use ChessSchoolMsg::*;
    match m {
        Title => plain("chess-school-title"),
        TabTrack => plain("chess-school-tab-track"),
        TabChess => plain("chess-school-tab-chess"),
        Tries { tries, par } => (
            "chess-school-tries",
            Args::new().number("tries", *tries).number("par", *par),
        ),
        ToMove(c) => ("chess-school-to-move", Args::new().text("side", side(*c))),
        ShowMe => plain("chess-school-show-me"),
        Again => plain("chess-school-again"),
        Map => plain("chess-school-map"),
        Keys => plain("chess-school-keys"),
        KeysQuestion => plain("chess-school-keys-question"),
        AnswerMate => plain("chess-school-answer-mate"),
        AnswerStalemate => plain("chess-school-answer-stalemate"),
        AnswerNeither => plain("chess-school-answer-neither"),
        Yes => plain("chess-school-yes"),
        No => plain("chess-school-no"),
        Found(sq) => (
            "chess-school-found",
            Args::new().text("square", sq.to_string()),
        ),
        Star(left) => ("chess-school-star", Args::new().number("left", *left)),
        Reply(c, mv) => (
            "chess-school-reply",
            Args::new().text("side", side(*c)).text("move", mv.as_str()),
        ),
        Good => plain("chess-school-good"),
        HintMove(p, sq) => (
            "chess-school-hint-move",
            Args::new()
                .text("piece", piece(*p))
                .text("square", sq.to_string()),
        ),
        HintSquare(sq) => (
            "chess-school-hint-square",
            Args::new().text("square", sq.to_string()),
        ),
        HintKey => plain("chess-school-hint-key"),
        Resumed => plain("school-level-resumed"),
        Bridge => plain("chess-school-bridge"),
        LearnIt(course, level) => (
            "chess-school-learn-it",
            Args::new()
                .text("course", course.as_str())
                .number("level", *level),
        ),
        Letter(p) => ("chess-letter", Args::new().text("piece", piece(*p))),
        Wrong(w, mover) => wrong(w, *mover),
    }
}
