//! One sample of every rules crate's reason the app says, for the tests (the lib's and
//! `tests/it/every_refusal.rs`, so the lists are written once): the snapshot records
//! their German and English words, and every language must say each without an error
//! and within a line. Each list is exhaustive by construction: a `match` without a
//! wildcard, so that a new kind does not compile until it has a sample here.

use chess::{CastlingBan, Color as Side, Piece};
use track::board::Board;
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::why_not::Die;
use track::WhyNot;
use yalta::cell::{Cell, Player};
use yalta::movegen::CastlingRefusal;
use yalta::position::Kind;
use yalta::why_not::Refusal as YaltaRefusal;

fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

/// One sample of every reason why a square or a piece is refused in the race and the
/// school (the longest words where a reason has a list).
pub fn track_why_nots() -> Vec<WhyNot> {
    let line = Board::classic()
        .seat(Seat(0))
        .map(|l| l.line)
        .expect("seat 0 has a line");
    let all = vec![
        WhyNot::GameOver,
        WhyNot::NotYourTurn { turn: Seat(2) },
        WhyNot::RollFirst,
        WhyNot::NotOnTrack {
            piece: pc(0, Role::Queen),
        },
        WhyNot::NeedPlus { hash_too: false },
        WhyNot::NeedPlus { hash_too: true },
        WhyNot::OtherDie {
            moves_by: Die::Orange,
        },
        WhyNot::OtherDie {
            moves_by: Die::White,
        },
        WhyNot::NotThisRoll,
        WhyNot::Wall { square: sq(5, 5) },
        WhyNot::ForeignHouse {
            square: sq(8, 3),
            owner: Seat(1),
        },
        WhyNot::OwnPiece {
            square: sq(14, 16),
            piece: pc(0, Role::Knight),
        },
        WhyNot::Blocked {
            blocker: sq(12, 16),
        },
        WhyNot::OwnLine {
            seat: Seat(0),
            line,
        },
        WhyNot::BishopColour,
        WhyNot::PauseField {
            victim: pc(3, Role::Bishop),
            square: sq(16, 8),
        },
        WhyNot::Covered {
            victim: pc(1, Role::Rook),
            by: pc(1, Role::Knight),
        },
        WhyNot::CaptureOnlyLast {
            victim: pc(2, Role::Queen),
            needed: 2,
            pips: 5,
        },
        WhyNot::TooFar {
            needed: 12,
            pips: 11,
        },
        WhyNot::NotExactly {
            pips: 11,
            works: vec![1, 3, 5, 7, 9, 12],
        },
        WhyNot::NotExactly {
            pips: 2,
            works: vec![],
        },
        WhyNot::HouseOverEntry {
            entries: [sq(7, 14), sq(8, 14)],
        },
        WhyNot::PawnStraightCaptureDiagonal { square: sq(3, 3) },
        WhyNot::MustFreeStart {
            fields: [sq(9, 16), sq(10, 16)],
        },
        WhyNot::Blockade,
        WhyNot::Unreachable,
        WhyNot::BackToStart {
            pips: 7,
            works: vec![2, 4, 6, 8, 10, 12],
        },
        WhyNot::BackToStart {
            pips: 1,
            works: vec![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        },
        WhyNot::BackToStart {
            pips: 11,
            works: vec![],
        },
        WhyNot::ForeignPiece {
            piece: pc(2, Role::Knight),
        },
        WhyNot::AtHome {
            piece: pc(0, Role::Bishop),
        },
        WhyNot::Stuck { pips: 8 },
        WhyNot::StartFieldsTaken {
            fields: [sq(9, 16), sq(10, 16)],
        },
        WhyNot::CardWantsForeign,
        WhyNot::CardWantsOwn,
        WhyNot::CardWantsActive {
            piece: pc(0, Role::Queen),
        },
        WhyNot::Finished { seat: Seat(1) },
        WhyNot::NoFreePauseField,
    ];
    for w in &all {
        // A new reason does not compile until it has a sample above.
        match w {
            WhyNot::GameOver
            | WhyNot::NotYourTurn { .. }
            | WhyNot::RollFirst
            | WhyNot::NotOnTrack { .. }
            | WhyNot::NeedPlus { .. }
            | WhyNot::OtherDie { .. }
            | WhyNot::NotThisRoll
            | WhyNot::Wall { .. }
            | WhyNot::ForeignHouse { .. }
            | WhyNot::OwnPiece { .. }
            | WhyNot::Blocked { .. }
            | WhyNot::OwnLine { .. }
            | WhyNot::BishopColour
            | WhyNot::PauseField { .. }
            | WhyNot::Covered { .. }
            | WhyNot::CaptureOnlyLast { .. }
            | WhyNot::TooFar { .. }
            | WhyNot::NotExactly { .. }
            | WhyNot::HouseOverEntry { .. }
            | WhyNot::PawnStraightCaptureDiagonal { .. }
            | WhyNot::MustFreeStart { .. }
            | WhyNot::Blockade
            | WhyNot::Unreachable
            | WhyNot::BackToStart { .. }
            | WhyNot::ForeignPiece { .. }
            | WhyNot::AtHome { .. }
            | WhyNot::Stuck { .. }
            | WhyNot::StartFieldsTaken { .. }
            | WhyNot::CardWantsForeign
            | WhyNot::CardWantsOwn
            | WhyNot::CardWantsActive { .. }
            | WhyNot::Finished { .. }
            | WhyNot::NoFreePauseField => {}
        }
    }
    all
}

/// Every refused command of the race (the window sends only legal ones; a save's
/// command that no longer plays meets these).
pub fn track_refusals() -> Vec<track::Refusal> {
    use track::Refusal as R;
    let all = vec![
        R::GameOver,
        R::NotNow,
        R::NotLegal,
        R::BadRoute { step: 2 },
        R::WrongLength { moves: 2, pips: 3 },
        R::PieceNotMovable(Role::Knight),
    ];
    for r in &all {
        match r {
            R::GameOver
            | R::NotNow
            | R::NotLegal
            | R::BadRoute { .. }
            | R::WrongLength { .. }
            | R::PieceNotMovable(_) => {}
        }
    }
    all
}

/// Every reason why a chess move is refused, castling's among them.
pub fn chess_why_nots() -> Vec<chess::WhyNot> {
    use chess::WhyNot as W;
    let s = |t: &str| -> chess::Square { t.parse().expect("a square") };
    let bans = vec![
        CastlingBan::KingMoved,
        CastlingBan::RookMoved,
        CastlingBan::RightLost,
        CastlingBan::SquaresBetweenNotEmpty {
            at: s("f1"),
            piece: Piece::Knight,
        },
        CastlingBan::KingInCheck {
            by: s("e8"),
            piece: Piece::Queen,
        },
        CastlingBan::PassesAttackedSquare {
            square: s("f1"),
            by: s("c4"),
            piece: Piece::Knight,
        },
        CastlingBan::LandsOnAttackedSquare {
            square: s("g1"),
            by: s("c5"),
            piece: Piece::Bishop,
        },
    ];
    for b in &bans {
        match b {
            CastlingBan::KingMoved
            | CastlingBan::RookMoved
            | CastlingBan::RightLost
            | CastlingBan::SquaresBetweenNotEmpty { .. }
            | CastlingBan::KingInCheck { .. }
            | CastlingBan::PassesAttackedSquare { .. }
            | CastlingBan::LandsOnAttackedSquare { .. } => {}
        }
    }
    let mut all = vec![
        W::NoPiece,
        W::NotYourPiece { owner: Side::Black },
        W::OwnPieceThere {
            piece: Piece::Knight,
        },
        W::NotHowItMoves {
            piece: Piece::Bishop,
        },
        W::PawnMovesOnlyForward,
        W::PawnCapturesOnlyDiagonally {
            blocker: s("e5"),
            piece: Piece::Knight,
        },
        W::PawnDiagonalOnlyToCapture,
        W::DoubleStepOnlyFromStart,
        W::WayBlocked {
            at: s("d4"),
            piece: Piece::Knight,
        },
        W::KingWouldBeInCheck {
            by: s("h4"),
            piece: Piece::Queen,
        },
        W::Pinned {
            by: s("b5"),
            piece: Piece::Bishop,
        },
        W::MustAnswerCheck {
            by: s("h5"),
            piece: Piece::Knight,
        },
    ];
    all.extend(bans.into_iter().map(W::Castling));
    for w in &all {
        match w {
            W::NoPiece
            | W::NotYourPiece { .. }
            | W::OwnPieceThere { .. }
            | W::NotHowItMoves { .. }
            | W::PawnMovesOnlyForward
            | W::PawnCapturesOnlyDiagonally { .. }
            | W::PawnDiagonalOnlyToCapture
            | W::DoubleStepOnlyFromStart
            | W::WayBlocked { .. }
            | W::Castling(_)
            | W::KingWouldBeInCheck { .. }
            | W::Pinned { .. }
            | W::MustAnswerCheck { .. } => {}
        }
    }
    all
}

/// Every refused chess command.
pub fn chess_refusals() -> Vec<chess::Refusal> {
    use chess::Refusal as R;
    let mut all = vec![
        R::GameOver,
        R::PromotionPieceMissing,
        R::BadPromotionPiece,
        R::NoRepetitionToClaim,
        R::OfferStands,
        R::NoOffer,
    ];
    all.extend(chess_why_nots().into_iter().map(R::Illegal));
    for r in &all {
        match r {
            R::GameOver
            | R::Illegal(_)
            | R::PromotionPieceMissing
            | R::BadPromotionPiece
            | R::NoRepetitionToClaim
            | R::OfferStands
            | R::NoOffer => {}
        }
    }
    all
}

/// Every refused Yalta move, castling's reasons among them.
pub fn yalta_refusals() -> Vec<YaltaRefusal> {
    use YaltaRefusal as R;
    let c = |t: &str| Cell::parse(t).expect("a cell");
    let two = vec![Player::Black, Player::Red];
    let castling = vec![
        CastlingRefusal::RightLost,
        CastlingRefusal::WayNotEmpty(c("wf1")),
        CastlingRefusal::InCheck(two.clone()),
        CastlingRefusal::PassesAttacked(c("wf1"), two.clone()),
        CastlingRefusal::LandsAttacked(c("wg1"), vec![Player::Red]),
    ];
    for r in &castling {
        match r {
            CastlingRefusal::RightLost
            | CastlingRefusal::WayNotEmpty(_)
            | CastlingRefusal::InCheck(_)
            | CastlingRefusal::PassesAttacked(..)
            | CastlingRefusal::LandsAttacked(..) => {}
        }
    }
    let mut all = vec![
        R::GameOver,
        R::NoPiece(c("we4")),
        R::NotYourPiece(c("be2"), Player::Black),
        R::OwnPieceThere(c("we2")),
        R::KingNeverTaken(c("be1"), Player::Black),
        R::NotHowThisPieceMoves(Kind::Knight),
        R::WayBlocked(c("wd2")),
        R::PawnCapturesOnlyDiagonally(c("we3")),
        R::PawnMovesDiagonallyOnlyToCapture(c("wd3")),
        R::KingWouldStandInCheck(two.clone()),
        R::DoesNotAnswerCheck(vec![Player::Red]),
        R::Pinned(Player::Red, c("rd4")),
        R::PromotionNeeded,
        R::NoPromotionHere,
    ];
    all.extend(castling.into_iter().map(R::Castling));
    for r in &all {
        match r {
            R::GameOver
            | R::NoPiece(_)
            | R::NotYourPiece(..)
            | R::OwnPieceThere(_)
            | R::KingNeverTaken(..)
            | R::NotHowThisPieceMoves(_)
            | R::WayBlocked(_)
            | R::PawnCapturesOnlyDiagonally(_)
            | R::PawnMovesDiagonallyOnlyToCapture(_)
            | R::Castling(_)
            | R::KingWouldStandInCheck(_)
            | R::DoesNotAnswerCheck(_)
            | R::Pinned(..)
            | R::PromotionNeeded
            | R::NoPromotionHere => {}
        }
    }
    all
}
