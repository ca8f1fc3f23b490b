//! Why a try in a chess level is wrong: typed reasons, each with what the child needs
//! to hear ("the king can still flee to g7"); the app says them in words.

use crate::level::{CastleSide, Verdict, Way};
use crate::prove::{after, legal_moves, way_out};
use chess::game::to_player_move;
use chess::notation::san;
use chess::{CastlingBan, ChessMove, WhyNot};
use cozy_chess::{Board, Color, Piece, Square};

/// How a checked king gets away, so the child sees why a check is not mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Escape {
    /// The king steps to this square.
    Flee(Square),
    /// This piece captures the checking piece on that square.
    Capture(Piece, Square),
    /// A piece steps between, on this square.
    Block(Square),
}

/// The first way out of check the side to move has (none when not in check), capturing first (the manual's
/// "best move"), then fleeing, then blocking.
pub fn escape(board: &Board) -> Option<Escape> {
    if board.checkers().is_empty() {
        return None;
    }
    let moves = legal_moves(board);
    let of = |way: Way| moves.iter().find(|m| way_out(board, **m) == way);
    if let Some(m) = of(Way::Capture) {
        return Some(Escape::Capture(board.piece_on(m.from)?, m.to));
    }
    if let Some(m) = of(Way::Flee) {
        return Some(Escape::Flee(m.to));
    }
    of(Way::Block).map(|m| Escape::Block(m.to))
}

/// A mistake in writing a move down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Slip {
    /// The wrong piece letter: the piece that moves, and its letter.
    Letter(Piece),
    /// A letter for a pawn, which has none.
    PawnLetter,
    /// A capture written without its `x`.
    NoX,
    /// An `x` where nothing is captured.
    ExtraX,
    /// A check without its `+`.
    NoPlus,
    /// The wrong target square: the right one.
    Square(Square),
    /// The other castling: the right one.
    Castling(CastleSide),
    /// The target square alone where another piece of the same kind could go there
    /// too: the piece and the square (the file, or rank, it comes from tells them apart).
    Which(Piece, Square),
}

/// Why a try is not what the level asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// The move breaks a rule of chess (the chess screen's "why not?").
    Illegal(WhyNot),
    /// The move would give check, while the other side only watches in this level.
    LeaveTheKing,
    /// The move gives no check.
    NoCheck,
    /// The move answers the check, but in another way than the level asks.
    OtherWay {
        /// The way asked for.
        wanted: Way,
        /// The way the move took.
        took: Way,
    },
    /// Check, but not mate: how the king gets away.
    NotMate(Option<Escape>),
    /// Not even check.
    NoCheckNoMate,
    /// Stalemate, not mate: a draw.
    Stalemate,
    /// After the move the other side answers so that no mate follows in time.
    NoMateAfter {
        /// The answer, in SAN.
        reply: String,
    },
    /// The move is no castling.
    NotCastling,
    /// Castling to the other side.
    OtherCastling(CastleSide),
    /// Not the en passant capture.
    NotEnPassant,
    /// A pawn taken in passing that did not just make its double step: that pawn, and
    /// the one that did.
    NotTheDoubleStep {
        /// The pawn the try would take.
        pawn: Square,
        /// The pawn that just made its double step.
        double: Square,
    },
    /// The move reaches no star (the level goes on).
    NoStar,
    /// No capture at all.
    NotACapture,
    /// A smaller capture than the best one: what was taken, what could be.
    SmallerCapture {
        /// The piece taken.
        took: Piece,
        /// The most valuable piece that could be taken.
        best: Piece,
    },
    /// The wrong verdict of "mate, stalemate or neither?", and why the answer chosen
    /// is wrong, without naming the right one (the next try is no gift).
    Verdict(VerdictSlip),
    /// "Yes" where castling is forbidden (and why), or "no" where it is allowed.
    CanCastle {
        /// Whether castling is allowed.
        truth: bool,
        /// Why it is forbidden.
        ban: Option<CastlingBan>,
    },
    /// The wrong notation.
    Notation(Slip),
    /// A square that is not asked for: the square clicked, so the child learns its name.
    NotThatSquare(Square),
    /// A square already found.
    FoundAlready(Square),
    /// In a level of stars or promotion, the king stands still: the level is about
    /// this piece.
    KingStaysHere(Piece),
    /// Another piece than the one touched (the touch-move rule): the touched one.
    Touched {
        /// The piece touched.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// A wrong answer to "is it a draw?", and what the position says against it.
    Draw(DrawSlip),
    /// In setting the board up: a piece that stands where it belongs.
    StandsRight {
        /// The piece.
        piece: Piece,
        /// Its square.
        square: Square,
    },
}

/// Why an answer to "is it a draw, and why?" is wrong: the fact of the position that
/// rules it out, without naming the right answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawSlip {
    /// Repetition chosen, but the position has been on the board only this often.
    Seen(usize),
    /// Fifty moves chosen, but only this many moves of each side were quiet (no
    /// capture, no pawn move).
    Quiet(u32),
    /// Too few pieces chosen, but this side has this piece, enough to mate.
    CanMate(Color, Piece),
    /// "No draw" chosen, but a rule ends the game in a draw.
    IsDraw,
}

/// Why a verdict chosen is wrong: what it needs that the position lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerdictSlip {
    /// "Mate" of a king not in check.
    NotInCheck,
    /// "Stalemate" of a king in check.
    InCheck,
    /// "Mate" of a king in check that gets away, and how.
    Escapes(Escape),
    /// "Stalemate" where the side to move still has a move (in SAN).
    HasMove(String),
    /// "Neither" where the side to move has no move at all.
    NoMove,
}

/// Why `chosen` is the wrong verdict of `board` (whose true verdict it is not).
pub fn verdict_slip(board: &Board, chosen: Verdict) -> VerdictSlip {
    let in_check = !board.checkers().is_empty();
    let has_move = || some_move(board).map_or(VerdictSlip::NoMove, VerdictSlip::HasMove);
    match chosen {
        Verdict::Neither => VerdictSlip::NoMove,
        Verdict::Stalemate if in_check => VerdictSlip::InCheck,
        Verdict::Stalemate => has_move(),
        Verdict::Mate if !in_check => VerdictSlip::NotInCheck,
        Verdict::Mate => escape(board).map_or_else(has_move, VerdictSlip::Escapes),
    }
}

/// Why the move `m` (legal) of `board` is not mate.
pub fn not_mate(board: &Board, m: cozy_chess::Move) -> Wrong {
    let b = after(board, m);
    if b.checkers().is_empty() {
        if legal_moves(&b).is_empty() {
            return Wrong::Stalemate;
        }
        return Wrong::NoCheckNoMate;
    }
    Wrong::NotMate(escape(&b))
}

/// The SAN of the first legal move, for "it still has a move".
pub fn some_move(board: &Board) -> Option<String> {
    let moves = legal_moves(board);
    let m = moves
        .iter()
        .find(|m| board.piece_on(m.from) == Some(Piece::King))
        .or(moves.first())?;
    Some(san(board, *m))
}

/// A legal move of the side to move as the player sees it, with its SAN.
pub fn said(board: &Board, m: cozy_chess::Move) -> (ChessMove, String) {
    (to_player_move(board, m), san(board, m))
}
