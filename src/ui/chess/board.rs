//! The chess board on screen: where it lies (as large as the window's height allows,
//! the panel beside it), the squares, the pieces, the coordinates, and the marks: the
//! chosen piece, its legal squares, the last move, a king in check, a refused square.

use crate::ui::draw::{draw_capture_target, draw_selection, Pen, INK};
use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use chess::why_not::{CastlingBan, WhyNot};
use chess::{Color as Side, Piece, Square};
use cozy_chess::{Board, File, Rank};
use macroquad::prelude::*;

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
/// The panel's narrowest width, in normal text heights.
const PANEL_MIN_TEXT: f32 = 13.0;
/// The panel's narrowest width, as a fraction of the window.
const PANEL_MIN_SHARE: f32 = 0.3;
/// A window at least this much wider than high has the buttons beside the board.
const WIDE_RATIO: f32 = 1.6;

/// Where things lie in one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChessLayout {
    /// The board (8 × 8 squares).
    pub board: Rect,
    /// The panel's text, to the board's right.
    pub panel: Rect,
    /// Where the buttons lie.
    pub buttons: Rect,
    /// The buttons' columns.
    pub button_cols: usize,
    /// The gap between buttons.
    pub button_gap: f32,
    /// Whether Black is at the bottom.
    pub flipped: bool,
    /// Normal and small text sizes.
    pub text: (f32, f32),
}

impl ChessLayout {
    /// The layout for a window of `w` × `h`. In a wide window the buttons lie under
    /// the panel's text; in a squarer one they run across the window's foot in three
    /// columns, so that their labels keep the small text size.
    pub fn new(w: f32, h: f32, flipped: bool) -> ChessLayout {
        let text = text_sizes(reading_height(w, h));
        let (ts, small) = text;
        let margin = (h * 0.05).max(small * 1.2);
        let panel_min = (w * PANEL_MIN_SHARE).max(ts * PANEL_MIN_TEXT);
        let bh = (h / BIG_BUTTONS_PER_SCREEN)
            .round()
            .max(small * 2.7)
            .min(ts * 2.6);
        let gap = ts * 0.35;
        let wide = w >= h * WIDE_RATIO;
        let (cols, rows) = if wide { (2.0, 3.0) } else { (3.0, 2.0) };
        let area_h = rows * (bh + gap) - gap;
        let below = if wide { 0.0 } else { area_h + small * 1.6 };
        let side = (h - 2.0 * margin - below)
            .min(w - panel_min - 3.0 * margin)
            .max(8.0 * 8.0);
        let side = (side / 8.0).floor() * 8.0;
        let board = Rect {
            x: margin * 1.2,
            y: if wide { (h - side) / 2.0 } else { margin },
            w: side,
            h: side,
        };
        let px = board.x + side + margin * 1.2;
        let pw = w - px - margin * 0.6;
        let buttons = if wide {
            Rect {
                x: px,
                y: h - margin * 0.4 - area_h,
                w: pw,
                h: area_h,
            }
        } else {
            Rect {
                x: board.x,
                y: h - margin * 0.5 - area_h,
                w: w - board.x - margin * 0.6,
                h: area_h,
            }
        };
        let top = margin * 0.4;
        let bottom = buttons.y - gap;
        ChessLayout {
            board,
            panel: Rect {
                x: px,
                y: top,
                w: pw,
                h: bottom - top,
            },
            buttons,
            button_cols: cols as usize,
            button_gap: gap,
            flipped,
            text,
        }
    }

    /// One square's side.
    pub fn cell(&self) -> f32 {
        self.board.w / 8.0
    }

    /// A square's rectangle.
    pub fn square_rect(&self, sq: Square) -> Rect {
        let (f, r) = (sq.file() as usize as f32, sq.rank() as usize as f32);
        let (col, row) = if self.flipped {
            (7.0 - f, r)
        } else {
            (f, 7.0 - r)
        };
        let c = self.cell();
        Rect {
            x: self.board.x + col * c,
            y: self.board.y + row * c,
            w: c,
            h: c,
        }
    }

    /// The square under a point.
    pub fn square_at(&self, x: f32, y: f32) -> Option<Square> {
        if !self.board.contains(x, y) {
            return None;
        }
        let c = self.cell();
        let col = (((x - self.board.x) / c) as usize).min(7);
        let row = (((y - self.board.y) / c) as usize).min(7);
        let (f, r) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Some(Square::new(File::index(f), Rank::index(r)))
    }
}

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
}

/// The square a reason refers to, marked in red with it.
fn reason_square(why: &WhyNot) -> Option<Square> {
    match why {
        WhyNot::PawnCapturesOnlyDiagonally { blocker } => Some(*blocker),
        WhyNot::WayBlocked { at } => Some(*at),
        WhyNot::KingWouldBeInCheck { by }
        | WhyNot::Pinned { by }
        | WhyNot::MustAnswerCheck { by } => Some(*by),
        WhyNot::Castling(
            CastlingBan::SquaresBetweenNotEmpty { at: by }
            | CastlingBan::KingInCheck { by }
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
    draw_rectangle(b.x - 3.0, b.y - 3.0, b.w + 6.0, b.h + 6.0, INK);
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
    // Coordinates in the margin: files below, ranks left.
    let small = layout.text.1;
    for i in 0..8 {
        let file = File::index(i);
        let r = layout.square_rect(Square::new(file, Rank::First));
        let y = if layout.flipped {
            b.y - small * 0.7
        } else {
            b.y + b.h + small * 0.7
        };
        pen.center(&format!("{file}"), r.x + c / 2.0, y, small, INK);
        let rank = Rank::index(i);
        let r = layout.square_rect(Square::new(File::A, rank));
        let x = if layout.flipped {
            b.x + b.w + small * 0.6
        } else {
            b.x - small * 0.6
        };
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
        if board.piece_on(t).is_some()
            && board.color_on(t) != marks.selected.and_then(|s| board.color_on(s))
        {
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
}
