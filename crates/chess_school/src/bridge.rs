//! The bridge from a game of chess back to the school: which level teaches what a
//! refused move just broke (the chess screen points a person there).

use chess::{CastlingBan, Piece, WhyNot};

/// The id of the level that teaches the rule behind a refused move, if one does.
pub fn lesson_for(why: &WhyNot) -> Option<&'static str> {
    Some(match why {
        WhyNot::KingWouldBeInCheck { .. } => "check-3",
        WhyNot::MustAnswerCheck { .. } => "check-6",
        WhyNot::Castling(CastlingBan::KingInCheck { .. }) => "castling-3",
        WhyNot::Castling(CastlingBan::PassesAttackedSquare { .. }) => "castling-4",
        WhyNot::Castling(CastlingBan::LandsOnAttackedSquare { .. }) => "castling-5",
        WhyNot::Castling(_) => "castling-1",
        WhyNot::NotHowItMoves { piece } => piece_level(*piece),
        WhyNot::PawnMovesOnlyForward
        | WhyNot::PawnCapturesOnlyDiagonally { .. }
        | WhyNot::PawnDiagonalOnlyToCapture
        | WhyNot::DoubleStepOnlyFromStart => "pieces-6",
        _ => return None,
    })
}

/// The level of the pieces' course that shows how `piece` moves.
fn piece_level(piece: Piece) -> &'static str {
    match piece {
        Piece::Rook => "pieces-1",
        Piece::Bishop => "pieces-2",
        Piece::Knight => "pieces-3",
        Piece::Queen => "pieces-4",
        Piece::King => "pieces-5",
        Piece::Pawn => "pieces-6",
    }
}
