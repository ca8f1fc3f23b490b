//! Notation and piece values: SAN (through the crate), figurine SAN (♘f3) for the move
//! list, and the piece values of seed 002 with the material balance.

use super::game::ChessGame;
use cozy_chess::util::{display_san_move, parse_san_move, parse_uci_move};
use cozy_chess::{Board, Color, Move, Piece};

/// A move in standard algebraic notation (`Nf3`, `exd5`, `O-O`, `e8=Q+`, `Qxf7#`).
/// The move must be legal on `board`.
pub fn san(board: &Board, mv: Move) -> String {
    display_san_move(board, mv).to_string()
}

/// SAN with the piece letters as figurines (`♘f3`, `e8=♕`), readable in every language.
pub fn figurine(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'K' => '♔',
            'Q' => '♕',
            'R' => '♖',
            'B' => '♗',
            'N' => '♘',
            other => other,
        })
        .collect()
}

/// Reads a move in SAN as people write it in games: `O-O` or `0-0`, annotations (`!`,
/// `?`) and check marks ignored, `e.p.` dropped, a promotion in small letters (`e8=q`);
/// also the long forms `e2e4`, `e2-e4`, `Ng1-f3`, `e7xd8=Q`. `None` if it is not a legal
/// move of `board`.
pub fn parse_san(board: &Board, text: &str) -> Option<Move> {
    let mut clean: String = text
        .trim()
        .trim_end_matches(['!', '?', '+', '#'])
        .replace("e.p.", "")
        .trim()
        .to_string();
    if clean.starts_with('0') {
        clean = clean.replace('0', "O");
    }
    // A promotion written small: `e8=q` is `e8=Q`.
    if let Some((head, piece)) = clean.split_once('=') {
        clean = format!("{head}={}", piece.to_ascii_uppercase());
    }
    if let Ok(m) = parse_san_move(board, &clean) {
        return Some(m);
    }
    parse_uci_move(board, &long_form(&clean))
        .ok()
        .filter(|m| board.is_legal(*m))
}

/// A move in long algebraic form as the move generator's coordinates: `Ng1-f3` →
/// `g1f3`, `e7xd8=Q` → `e7d8q`, `e2e4` as it is.
fn long_form(text: &str) -> String {
    let no_piece = match text.chars().next() {
        Some('K' | 'Q' | 'R' | 'B' | 'N') => &text[1..],
        _ => text,
    };
    no_piece
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | ':' | '='))
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Whether `text` names a piece and a square that more than one legal move of that
/// kind of piece reaches (`Nd2` with both knights able to go there): SAN then needs
/// the file or rank it comes from.
pub fn is_ambiguous(board: &Board, text: &str) -> bool {
    let clean = text.trim().trim_end_matches(['!', '?', '+', '#']);
    let piece = match clean.chars().next() {
        Some('K') => Piece::King,
        Some('Q') => Piece::Queen,
        Some('R') => Piece::Rook,
        Some('B') => Piece::Bishop,
        Some('N') => Piece::Knight,
        _ => return false,
    };
    let Some(to) = clean
        .get(clean.len().saturating_sub(2)..)
        .and_then(|sq| sq.parse::<cozy_chess::Square>().ok())
    else {
        return false;
    };
    let mut count = 0;
    board.generate_moves(|moves| {
        if board.piece_on(moves.from) == Some(piece) {
            count += moves.into_iter().filter(|m| m.to == to).count();
        }
        false
    });
    count > 1
}

/// A piece's value from seed 002: queen 9, rook 5, bishop 3, knight 3, pawn 1 (the king
/// has no value: it is never captured).
pub fn piece_value(piece: Piece) -> i32 {
    match piece {
        Piece::Queen => 9,
        Piece::Rook => 5,
        Piece::Bishop | Piece::Knight => 3,
        Piece::Pawn => 1,
        Piece::King => 0,
    }
}

/// The value of `color`'s pieces on the board.
pub fn material(board: &Board, color: Color) -> i32 {
    Piece::ALL
        .iter()
        .map(|&p| board.colored_pieces(color, p).len() as i32 * piece_value(p))
        .sum()
}

/// White's material minus Black's: positive when White is ahead.
pub fn balance(board: &Board) -> i32 {
    material(board, Color::White) - material(board, Color::Black)
}

/// The game's moves in SAN, in order.
pub fn san_moves(game: &ChessGame) -> Vec<String> {
    game.moves().iter().map(|(b, m)| san(b, *m)).collect()
}

/// The move list as lines `1. e4 e5` in figurine notation (`1… ♘f6` when the game
/// starts with Black to move).
pub fn move_list_lines(game: &ChessGame) -> Vec<String> {
    let mut lines: Vec<String> = vec![];
    for (ply, (board, mv)) in game.moves().iter().enumerate() {
        let text = figurine(&san(board, *mv));
        let n = game.move_number(ply);
        match board.side_to_move() {
            Color::White => lines.push(format!("{n}. {text}")),
            Color::Black => match lines.last_mut() {
                Some(last) if last.starts_with(&format!("{n}. ")) => {
                    last.push(' ');
                    last.push_str(&text);
                }
                _ => lines.push(format!("{n}… {text}")),
            },
        }
    }
    lines
}
