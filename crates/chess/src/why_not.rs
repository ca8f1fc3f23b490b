//! "Why not?" for chess: the reason a piece cannot go to a square, as a value.
//!
//! Nothing here generates moves. Legality is the crate's ([`cozy_chess::Board::is_legal`]);
//! the reason is found from the geometry of the move (the crate's attack tables and
//! rays), the pins and checkers the crate reports, and the game's history (for which
//! castling piece has moved).

use super::game::ChessGame;
use cozy_chess::{
    get_between_rays, get_bishop_moves, get_bishop_rays, get_king_moves, get_knight_moves,
    get_line_rays, get_pawn_attacks, get_rook_moves, get_rook_rays, BitBoard, Board, Color, File,
    Piece, Rank, Square,
};

/// Why castling is not allowed now (seed 000 "Rochade", seed 004 "Rokaden forhindres").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingBan {
    /// The king has already moved.
    KingMoved,
    /// The rook of that side has already moved (or was captured).
    RookMoved,
    /// The position was set up without this castling right.
    RightLost,
    /// A square between king and rook is taken.
    SquaresBetweenNotEmpty {
        /// The first taken square.
        at: Square,
        /// The piece on it.
        piece: Piece,
    },
    /// The king is in check.
    KingInCheck {
        /// A piece giving check.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
    /// The king would pass over an attacked square.
    PassesAttackedSquare {
        /// The square passed over.
        square: Square,
        /// A piece attacking it.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
    /// The king would land on an attacked square.
    LandsOnAttackedSquare {
        /// The landing square.
        square: Square,
        /// A piece attacking it.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
}

/// Why a piece cannot go to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyNot {
    /// There is no piece on the square chosen first.
    NoPiece,
    /// The piece belongs to the other player: it is not its turn.
    NotYourPiece {
        /// Whose piece it is.
        owner: Color,
    },
    /// An own piece stands on the target.
    OwnPieceThere {
        /// The piece there.
        piece: Piece,
    },
    /// The piece does not move that way at all.
    NotHowItMoves {
        /// The piece.
        piece: Piece,
    },
    /// A pawn never moves backwards or sideways.
    PawnMovesOnlyForward,
    /// A pawn cannot capture straight ahead: it captures only diagonally.
    PawnCapturesOnlyDiagonally {
        /// The square in front of the pawn.
        blocker: Square,
        /// The piece on it.
        piece: Piece,
    },
    /// A pawn goes diagonally only to capture (or en passant right after a double step).
    PawnDiagonalOnlyToCapture,
    /// Two squares forward only from the pawn's starting rank.
    DoubleStepOnlyFromStart,
    /// A piece stands in the way.
    WayBlocked {
        /// The square of the first piece in the way.
        at: Square,
        /// Which piece that is.
        piece: Piece,
    },
    /// Castling is not allowed now.
    Castling(CastlingBan),
    /// The king would stand in check on that square.
    KingWouldBeInCheck {
        /// The square of a piece that would attack it.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
    /// The piece is pinned: moving it would expose its king.
    Pinned {
        /// The square of the piece that pins it.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
    /// The king is in check and this move does not end the check.
    MustAnswerCheck {
        /// The square of a piece giving check.
        by: Square,
        /// Which piece that is.
        piece: Piece,
    },
}

/// The squares of `by`'s pieces that attack `sq`, with the board's pieces as given by
/// `occupied` (the crate's attack tables).
pub fn attackers(board: &Board, sq: Square, by: Color, occupied: BitBoard) -> BitBoard {
    let theirs = board.colors(by) & occupied;
    let queens = board.pieces(Piece::Queen);
    (get_knight_moves(sq) & board.pieces(Piece::Knight)
        | get_king_moves(sq) & board.pieces(Piece::King)
        | get_pawn_attacks(sq, !by) & board.pieces(Piece::Pawn)
        | get_rook_moves(sq, occupied) & (board.pieces(Piece::Rook) | queens)
        | get_bishop_moves(sq, occupied) & (board.pieces(Piece::Bishop) | queens))
        & theirs
}

/// The square of `set` nearest to `from` (for "the first piece in the way").
fn nearest(set: BitBoard, from: Square) -> Option<Square> {
    set.into_iter().min_by_key(|s| {
        let df = (s.file() as i8 - from.file() as i8).abs();
        let dr = (s.rank() as i8 - from.rank() as i8).abs();
        df.max(dr)
    })
}

/// The piece on a square a reason names (a king for an empty square, which a reason
/// never names: its squares hold the piece in the way or the attacker).
fn piece_at(board: &Board, sq: Square) -> Piece {
    board.piece_on(sq).unwrap_or(Piece::King)
}

fn first(set: BitBoard) -> Option<Square> {
    set.into_iter().next()
}

/// The reason the piece on `from` cannot go to `to` in `game` now, or `None` if the move
/// is legal (with a promotion piece still to choose, if it is one).
pub fn explain(game: &ChessGame, from: Square, to: Square) -> Option<WhyNot> {
    let board = game.board();
    let us = board.side_to_move();
    let Some(piece) = board.piece_on(from) else {
        return Some(WhyNot::NoPiece);
    };
    let owner = board.color_on(from).unwrap_or(us);
    if owner != us {
        return Some(WhyNot::NotYourPiece { owner });
    }
    let castling = piece == Piece::King
        && from == Square::new(File::E, Rank::First.relative_to(us))
        && to.rank() == from.rank()
        && matches!(to.file(), File::G | File::C);
    if castling {
        return castling_ban(game, from, to).map(WhyNot::Castling);
    }
    if board.color_on(to) == Some(us) {
        return Some(WhyNot::OwnPieceThere {
            piece: board.piece_on(to).unwrap_or(Piece::Pawn),
        });
    }
    if let Some(w) = geometry(board, piece, from, to) {
        return Some(w);
    }
    let legal = game
        .legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == to);
    if legal {
        return None;
    }
    Some(exposure(board, piece, from, to))
}

/// Whether the piece moves that way at all, and whether the way is free.
fn geometry(board: &Board, piece: Piece, from: Square, to: Square) -> Option<WhyNot> {
    let occupied = board.occupied();
    let between = get_between_rays(from, to) & occupied;
    let slides = match piece {
        Piece::Knight => {
            return (!get_knight_moves(from).has(to)).then_some(WhyNot::NotHowItMoves { piece })
        }
        Piece::King => {
            return (!get_king_moves(from).has(to)).then_some(WhyNot::NotHowItMoves { piece })
        }
        Piece::Pawn => return pawn_geometry(board, from, to),
        Piece::Rook => get_rook_rays(from).has(to),
        Piece::Bishop => get_bishop_rays(from).has(to),
        Piece::Queen => get_rook_rays(from).has(to) || get_bishop_rays(from).has(to),
    };
    if !slides {
        return Some(WhyNot::NotHowItMoves { piece });
    }
    nearest(between, from).map(|at| WhyNot::WayBlocked {
        at,
        piece: piece_at(board, at),
    })
}

fn pawn_geometry(board: &Board, from: Square, to: Square) -> Option<WhyNot> {
    let us = board.side_to_move();
    let forward: i8 = if us == Color::White { 1 } else { -1 };
    let dr = (to.rank() as i8 - from.rank() as i8) * forward;
    let df = (to.file() as i8 - from.file() as i8).abs();
    if dr <= 0 {
        return Some(WhyNot::PawnMovesOnlyForward);
    }
    if df == 0 {
        if dr > 2 {
            return Some(WhyNot::NotHowItMoves { piece: Piece::Pawn });
        }
        if dr == 2 && from.rank() != Rank::Second.relative_to(us) {
            return Some(WhyNot::DoubleStepOnlyFromStart);
        }
        if let Some(at) = first(get_between_rays(from, to) & board.occupied()) {
            return Some(WhyNot::WayBlocked {
                at,
                piece: piece_at(board, at),
            });
        }
        if board.piece_on(to).is_some() {
            return Some(WhyNot::PawnCapturesOnlyDiagonally {
                blocker: to,
                piece: piece_at(board, to),
            });
        }
        return None;
    }
    if df == 1 && dr == 1 {
        let en_passant = board
            .en_passant()
            .is_some_and(|f| to == Square::new(f, Rank::Sixth.relative_to(us)));
        if board.piece_on(to).is_none() && !en_passant {
            return Some(WhyNot::PawnDiagonalOnlyToCapture);
        }
        return None;
    }
    Some(WhyNot::NotHowItMoves { piece: Piece::Pawn })
}

/// A move that is possible by geometry but illegal: it leaves or puts the own king in
/// check.
fn exposure(board: &Board, piece: Piece, from: Square, to: Square) -> WhyNot {
    let us = board.side_to_move();
    let king = board.king(us);
    let occupied = board.occupied();
    if piece == Piece::King {
        let without_king = occupied & !from.bitboard();
        let by = first(attackers(board, to, !us, without_king & !to.bitboard())).unwrap_or(to);
        return WhyNot::KingWouldBeInCheck {
            by,
            piece: piece_at(board, by),
        };
    }
    if board.pinned().has(from) && !get_line_rays(king, from).has(to) {
        // The pinner: a piece that attacks the king once `from` is gone.
        let exposed = attackers(board, king, !us, occupied & !from.bitboard())
            & !attackers(board, king, !us, occupied);
        if let Some(by) = first(exposed & get_line_rays(king, from)) {
            return WhyNot::Pinned {
                by,
                piece: piece_at(board, by),
            };
        }
    }
    if let Some(by) = first(board.checkers()) {
        return WhyNot::MustAnswerCheck {
            by,
            piece: piece_at(board, by),
        };
    }
    // En passant that uncovers the king along the rank: both pawns leave it.
    let after = occupied & !from.bitboard() & !to.bitboard() | to.bitboard();
    let by = first(attackers(board, king, !us, after & !to.bitboard()) | board.checkers())
        .unwrap_or(king);
    WhyNot::KingWouldBeInCheck {
        by,
        piece: piece_at(board, by),
    }
}

/// Why the king on `from` cannot castle to `to`, or `None` if it can.
fn castling_ban(game: &ChessGame, from: Square, to: Square) -> Option<CastlingBan> {
    let board = game.board();
    let us = board.side_to_move();
    let short = to.file() == File::G;
    let rights = board.castle_rights(us);
    let rook_file = if short { rights.short } else { rights.long };
    let Some(rook_file) = rook_file else {
        return Some(lost_right(game, us, short));
    };
    let rank = from.rank();
    let rook = Square::new(rook_file, rank);
    let in_the_way = (get_between_rays(from, rook) | get_between_rays(from, to) | to.bitboard())
        & board.occupied()
        & !rook.bitboard()
        & !from.bitboard();
    if let Some(at) = nearest(in_the_way, from) {
        return Some(CastlingBan::SquaresBetweenNotEmpty {
            at,
            piece: piece_at(board, at),
        });
    }
    if let Some(by) = first(board.checkers()) {
        return Some(CastlingBan::KingInCheck {
            by,
            piece: piece_at(board, by),
        });
    }
    let occupied = board.occupied() & !from.bitboard() & !rook.bitboard();
    let passed = Square::new(if short { File::F } else { File::D }, rank);
    if let Some(by) = first(attackers(board, passed, !us, occupied)) {
        return Some(CastlingBan::PassesAttackedSquare {
            square: passed,
            by,
            piece: piece_at(board, by),
        });
    }
    if let Some(by) = first(attackers(board, to, !us, occupied)) {
        return Some(CastlingBan::LandsOnAttackedSquare {
            square: to,
            by,
            piece: piece_at(board, by),
        });
    }
    None
}

/// Which castling piece moved, from the game's moves (or the position set up without
/// the right).
fn lost_right(game: &ChessGame, us: Color, short: bool) -> CastlingBan {
    let home = Rank::First.relative_to(us);
    let king_home = Square::new(File::E, home);
    let rook_home = Square::new(if short { File::H } else { File::A }, home);
    let board = game.board();
    if board.king(us) != king_home {
        return CastlingBan::KingMoved;
    }
    let moved_from = |sq: Square| game.moves().iter().any(|(_, m)| m.from == sq);
    if moved_from(king_home) {
        return CastlingBan::KingMoved;
    }
    let rook_there =
        board.piece_on(rook_home) == Some(Piece::Rook) && board.color_on(rook_home) == Some(us);
    let rook_taken = game.moves().iter().any(|(_, m)| m.to == rook_home);
    if !rook_there || moved_from(rook_home) || rook_taken {
        return CastlingBan::RookMoved;
    }
    CastlingBan::RightLost
}
