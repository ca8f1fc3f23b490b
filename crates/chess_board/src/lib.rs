//! The chess board on screen: the squares, the pieces, the coordinates, and the marks:
//! the chosen piece, its legal squares (captures, en passant too, with red corners), the
//! last move, a king in check, a refused square, the keyboard cursor. Where it lies is
//! [`layout`]'s.

use chess::why_not::{CastlingBan, WhyNot};
use chess::{Color as Side, Piece, Square};
use cozy_chess::{Board, File, Rank};
use macroquad::prelude::*;
use paint::draw::{draw_capture_target, draw_selection, Pen, INK};
use paint::flat_fill::{draw_circle, draw_line, draw_rectangle, draw_rectangle_lines};
use paint::layout::Rect;

pub mod layout;
pub use layout::ChessLayout;

/// The light squares.
const LIGHT: Color = Color::new(0.96, 0.92, 0.83, 1.0);
/// The dark squares.
const DARK: Color = Color::new(0.70, 0.55, 0.42, 1.0);
/// The last move's squares.
const LAST_MOVE: Color = Color::new(0.98, 0.80, 0.20, 0.55);
/// A legal square's dot.
const TARGET: Color = Color::new(0.10, 0.45, 0.80, 0.75);
/// A king in check, a refused square.
const ALARM: Color = Color::new(0.90, 0.10, 0.15, 1.0);
/// The white pieces' body.
const WHITE_PIECE: Color = Color::new(1.0, 0.99, 0.96, 1.0);
/// The keyboard cursor's outer ring: dark, so that it reads on light squares and in
/// grey…
const CURSOR_OUTER: Color = Color::new(0.05, 0.05, 0.10, 1.0);
/// …and its inner ring: light cyan, so that it reads on dark squares and in grey.
const CURSOR_INNER: Color = Color::new(0.35, 0.95, 1.0, 1.0);

/// The filled and the outline glyph of a piece.
pub fn piece_glyphs(piece: Piece) -> (&'static str, &'static str) {
    match piece {
        Piece::King => ("\u{265A}", "\u{2654}"),
        Piece::Queen => ("\u{265B}", "\u{2655}"),
        Piece::Rook => ("\u{265C}", "\u{2656}"),
        Piece::Bishop => ("\u{265D}", "\u{2657}"),
        Piece::Knight => ("\u{265E}", "\u{2658}"),
        Piece::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// Draws a piece centred at (x, y): a white piece is the filled glyph in white with
/// the outline glyph dark over it, a black piece the filled glyph dark.
pub fn draw_chess_piece(pen: &Pen, side: Side, piece: Piece, x: f32, y: f32, size: f32) {
    let (filled, outline) = piece_glyphs(piece);
    match side {
        Side::White => {
            pen.center(filled, x, y, size, WHITE_PIECE);
            pen.center(outline, x, y, size, INK);
        }
        Side::Black => pen.center(filled, x, y, size, INK),
    }
}

/// What to mark on the board.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The chosen piece.
    pub selected: Option<Square>,
    /// Its legal squares.
    pub targets: Vec<Square>,
    /// The last move's squares.
    pub last: Option<(Square, Square)>,
    /// A king in check.
    pub check: Option<Square>,
    /// A refused square and why.
    pub refused: Option<(Square, WhyNot)>,
    /// The keyboard cursor, when the keys are in use.
    pub cursor: Option<Square>,
}

/// Whether the chosen piece on `from` going to `to` captures: an opponent's piece stands
/// there, or a pawn goes diagonally (en passant onto the empty square).
pub fn captures(board: &Board, from: Square, to: Square) -> bool {
    let mover = board.color_on(from);
    let taken = board.piece_on(to).is_some() && board.color_on(to) != mover;
    let diagonal_pawn = board.piece_on(from) == Some(Piece::Pawn) && from.file() != to.file();
    taken || diagonal_pawn
}

/// Draws the keyboard cursor round a square: a thick dark ring with a light one inside,
/// which read on light and dark squares alike, in colour and in grey.
pub fn draw_cursor(r: Rect) {
    let t = (r.w * 0.09).max(4.0);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0 * t, CURSOR_OUTER);
    draw_rectangle_lines(
        r.x + t,
        r.y + t,
        r.w - 2.0 * t,
        r.h - 2.0 * t,
        t,
        CURSOR_INNER,
    );
}

/// The square a reason refers to, marked in red with it.
fn reason_square(why: &WhyNot) -> Option<Square> {
    match why {
        WhyNot::PawnCapturesOnlyDiagonally { blocker, .. } => Some(*blocker),
        WhyNot::WayBlocked { at, .. } => Some(*at),
        WhyNot::KingWouldBeInCheck { by, .. }
        | WhyNot::Pinned { by, .. }
        | WhyNot::MustAnswerCheck { by, .. } => Some(*by),
        WhyNot::Castling(
            CastlingBan::SquaresBetweenNotEmpty { at: by, .. }
            | CastlingBan::KingInCheck { by, .. }
            | CastlingBan::PassesAttackedSquare { by, .. }
            | CastlingBan::LandsOnAttackedSquare { by, .. },
        ) => Some(*by),
        _ => None,
    }
}

/// Draws the board, the marks and the pieces.
pub fn draw_chess_board(pen: &Pen, layout: &ChessLayout, board: &Board, marks: &Marks) {
    let c = layout.cell();
    let b = layout.board;
    paint::rect_edges::draw_around((b.x, b.y, b.w, b.h), 3.0, INK);
    for sq in Square::ALL {
        let r = layout.square_rect(sq);
        let light = (sq.file() as usize + sq.rank() as usize) % 2 == 1;
        draw_rectangle(r.x, r.y, r.w, r.h, if light { LIGHT } else { DARK });
    }
    if let Some((from, to)) = marks.last {
        for sq in [from, to] {
            let r = layout.square_rect(sq);
            draw_rectangle(r.x, r.y, r.w, r.h, LAST_MOVE);
        }
    }
    if let Some(k) = marks.check {
        let r = layout.square_rect(k);
        let (cx, cy) = r.center();
        draw_circle(
            cx,
            cy,
            c * 0.48,
            Color::new(ALARM.r, ALARM.g, ALARM.b, 0.45),
        );
    }
    // Coordinates in their strips, below and left, following the squares when turned.
    let small = layout.text.1;
    let (files, ranks) = (layout.files, layout.ranks);
    for i in 0..8 {
        let file = File::index(i);
        let r = layout.square_rect(Square::new(file, Rank::First));
        let y = files.y + files.h / 2.0;
        pen.center(&format!("{file}"), r.x + c / 2.0, y, small, INK);
        let rank = Rank::index(i);
        let r = layout.square_rect(Square::new(File::A, rank));
        let x = ranks.x + ranks.w / 2.0;
        pen.center(&format!("{rank}"), x, r.y + c / 2.0, small, INK);
    }
    if let Some(sel) = marks.selected {
        draw_selection(layout.square_rect(sel));
    }
    for sq in Square::ALL {
        if let (Some(p), Some(s)) = (board.piece_on(sq), board.color_on(sq)) {
            let (cx, cy) = layout.square_rect(sq).center();
            draw_chess_piece(pen, s, p, cx, cy + c * 0.03, c * 0.86);
        }
    }
    for &t in &marks.targets {
        let r = layout.square_rect(t);
        if marks.selected.is_some_and(|from| captures(board, from, t)) {
            draw_capture_target(r);
        } else {
            let (cx, cy) = r.center();
            draw_circle(cx, cy, c * 0.16, TARGET);
        }
    }
    if let Some((sq, why)) = &marks.refused {
        let r = layout.square_rect(*sq);
        let t = (c * 0.08).max(3.0);
        draw_line(
            r.x + c * 0.2,
            r.y + c * 0.2,
            r.x + c * 0.8,
            r.y + c * 0.8,
            t,
            ALARM,
        );
        draw_line(
            r.x + c * 0.8,
            r.y + c * 0.2,
            r.x + c * 0.2,
            r.y + c * 0.8,
            t,
            ALARM,
        );
        if let Some(by) = reason_square(why) {
            let r = layout.square_rect(by);
            draw_rectangle_lines(r.x + 2.0, r.y + 2.0, r.w - 4.0, r.h - 4.0, t, ALARM);
        }
    }
    if let Some(sq) = marks.cursor {
        let mut r = layout.square_rect(sq);
        if marks.selected == Some(sq) {
            // Inside the chosen piece's ring, which stays in sight.
            let inset = r.w * 0.1;
            r = Rect {
                x: r.x + inset,
                y: r.y + inset,
                w: r.w - 2.0 * inset,
                h: r.h - 2.0 * inset,
            };
        }
        draw_cursor(r);
    }
}

/// The square one arrow step from `sq` in the direction `(dx, dy)` on the screen (right
/// and down positive) of a board drawn by `layout`; at the board's edge it stays.
pub fn step(layout: &ChessLayout, sq: Square, (dx, dy): (i8, i8)) -> Square {
    let (col, row) = layout.column_row(sq);
    let move_by = |v: usize, d: i8| (v as i32 + d.signum() as i32).clamp(0, 7) as usize;
    layout.square_at_cell(move_by(col, dx), move_by(row, dy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess::ChessGame;

    #[test]
    fn an_en_passant_target_is_marked_as_a_capture_like_every_other() {
        // White's pawn on e5 may take the pawn that just went d7-d5 on d6.
        let game = ChessGame::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").expect("a position");
        let board = game.board();
        let targets = game.targets_from(Square::E5);
        assert!(targets.contains(&Square::D6), "{targets:?}");
        assert!(captures(board, Square::E5, Square::D6));
        assert!(
            !captures(board, Square::E5, Square::E6),
            "straight on is no capture"
        );
        assert!(!captures(board, Square::E1, Square::E2), "an empty square");
        assert!(captures(board, Square::E1, Square::D2) == board.piece_on(Square::D2).is_some());
    }
}
