//! Perft: the number of move sequences of a given length, the standard check of a move
//! generator against published counts (`chess-perft`).

use cozy_chess::Board;

/// The number of legal move sequences of `depth` moves from `board` (the crate's moves;
/// bulk-counted at the last level).
///
/// ```
/// use chess::perft::perft;
/// assert_eq!(perft(&cozy_chess::Board::default(), 3), 8_902);
/// ```
pub fn perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            total += moves.len() as u64;
        } else {
            for mv in moves {
                let mut next = board.clone();
                next.play_unchecked(mv);
                total += perft(&next, depth - 1);
            }
        }
        false
    });
    total
}

/// Perft split by first move: each legal move (UCI, castling as the king's step) and
/// its count at `depth - 1`.
pub fn divide(board: &Board, depth: u32) -> Vec<(String, u64)> {
    let mut out = vec![];
    board.generate_moves(|moves| {
        for mv in moves {
            let mut next = board.clone();
            next.play_unchecked(mv);
            let name = cozy_chess::util::display_uci_move(board, mv).to_string();
            out.push((name, perft(&next, depth.saturating_sub(1))));
        }
        false
    });
    out.sort();
    out
}
