//! The Yalta board on screen: the hexagon drawn from the same geometry as the rules
//! (`yalta::board::Board::polygon`), scaled to the window, with the pieces and the
//! marks (where the hexagon lies is [`crate::frame`]'s).

use macroquad::prelude::*;
use paint::draw::Pen;
use paint::flat_fill::{draw_circle, draw_circle_lines, draw_line, draw_triangle};
use yalta::board::Board;
use yalta::cell::{Cell, Player};
use yalta::position::{Kind, Piece};

/// Where the hexagon lies on screen.
#[derive(Clone, Copy, Debug)]
pub struct BoardView {
    /// The centre on screen.
    pub cx: f32,
    /// The centre on screen.
    pub cy: f32,
    /// Pixels per unit (the hexagon's corners are 1 unit from its centre).
    pub scale: f32,
}

impl BoardView {
    /// A point of the plane on screen (y up in the plane, down on screen).
    pub fn to_screen(&self, p: (f64, f64)) -> Vec2 {
        vec2(
            self.cx + p.0 as f32 * self.scale,
            self.cy - p.1 as f32 * self.scale,
        )
    }

    /// The cell's corners on screen.
    pub fn quad(&self, cell: Cell) -> [Vec2; 4] {
        Board::get().polygon(cell).map(|p| self.to_screen(p))
    }

    /// The cell's centre on screen and a size for what stands on it.
    pub fn centre(&self, cell: Cell) -> (Vec2, f32) {
        let q = self.quad(cell);
        let c = (q[0] + q[1] + q[2] + q[3]) / 4.0;
        let d1 = q[0].distance(q[2]);
        let d2 = q[1].distance(q[3]);
        (c, d1.min(d2) * 0.72)
    }

    /// The cell under a screen point.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<Cell> {
        let p = vec2(x, y);
        Cell::all().find(|&c| {
            let q = self.quad(c);
            let sides: Vec<f32> = (0..4)
                .map(|i| {
                    let (a, b) = (q[i], q[(i + 1) % 4]);
                    (b - a).perp_dot(p - a)
                })
                .collect();
            sides.iter().all(|&s| s >= 0.0) || sides.iter().all(|&s| s <= 0.0)
        })
    }

    /// Fills a cell.
    pub fn fill(&self, cell: Cell, color: Color) {
        let q = self.quad(cell);
        draw_triangle(q[0], q[1], q[2], color);
        draw_triangle(q[0], q[2], q[3], color);
    }

    /// Marks a cell a chosen piece can go to: a dot for a move to an empty cell, a
    /// ring and the cell's frame for a capture (so that the two differ in grey too).
    pub fn target(&self, cell: Cell, capture: bool) {
        let (c, size) = self.centre(cell);
        if capture {
            self.outline(cell, (size * 0.09).max(3.0), CAPTURE);
            draw_circle_lines(c.x, c.y, size * 0.52, (size * 0.1).max(3.0), CAPTURE);
        } else {
            draw_circle(c.x, c.y, size * 0.26, Color::new(1.0, 1.0, 1.0, 0.9));
            draw_circle(c.x, c.y, size * 0.2, TARGET);
        }
    }

    /// The keyboard's cursor: a thick frame, light outside and dark blue inside, that
    /// shows on light and dark cells alike.
    pub fn cursor(&self, cell: Cell) {
        let (_, size) = self.centre(cell);
        let thick = (size * 0.12).max(4.0);
        self.outline(cell, thick * 1.8, Color::new(1.0, 1.0, 1.0, 0.95));
        self.outline(cell, thick, CURSOR);
    }

    /// Outlines a cell.
    pub fn outline(&self, cell: Cell, thick: f32, color: Color) {
        let q = self.quad(cell);
        for i in 0..4 {
            let (a, b) = (q[i], q[(i + 1) % 4]);
            draw_line(a.x, a.y, b.x, b.y, thick, color);
        }
    }
}

/// The colour a player's pieces and name are drawn in.
pub fn player_color(p: Player) -> Color {
    match p {
        Player::White => Color::from_rgba(250, 250, 245, 255),
        Player::Black => Color::from_rgba(40, 40, 46, 255),
        Player::Red => Color::from_rgba(214, 40, 40, 255),
    }
}

/// Light and dark cells, as in the design's picture.
pub const LIGHT: Color = Color::new(0.941, 0.851, 0.710, 1.0);
/// Dark cells.
pub const DARK: Color = Color::new(0.710, 0.533, 0.388, 1.0);
/// The dot on a cell a chosen piece can move to.
pub const TARGET: Color = Color::new(0.05, 0.42, 0.12, 0.95);
/// The ring on a cell where a chosen piece captures.
pub const CAPTURE: Color = Color::new(0.8, 0.05, 0.05, 0.95);
/// The keyboard's cursor.
pub const CURSOR: Color = Color::new(0.05, 0.25, 0.85, 1.0);
/// Ink for lines and outlines.
pub const INK: Color = Color::new(0.1, 0.1, 0.12, 1.0);

fn glyphs(k: Kind) -> (&'static str, &'static str) {
    match k {
        Kind::King => ("\u{265A}", "\u{2654}"),
        Kind::Queen => ("\u{265B}", "\u{2655}"),
        Kind::Rook => ("\u{265C}", "\u{2656}"),
        Kind::Bishop => ("\u{265D}", "\u{2657}"),
        Kind::Knight => ("\u{265E}", "\u{2658}"),
        Kind::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// A piece's filled figurine (♛), for texts.
pub fn figurine(k: Kind) -> &'static str {
    glyphs(k).0
}

/// Draws a piece: the filled glyph in the player's colour, the outline glyph over it.
pub fn draw_piece(pen: &Pen, piece: Piece, at: Vec2, size: f32) {
    let (filled, outline) = glyphs(piece.kind);
    let fill = player_color(piece.owner);
    let line = if piece.owner == Player::Black {
        Color::from_rgba(200, 200, 205, 255)
    } else {
        INK
    };
    pen.center(filled, at.x, at.y, size, fill);
    pen.center(outline, at.x, at.y, size, line);
}

/// Draws the cells, their edges and every piece of a position.
pub fn draw_board(pen: &Pen, view: &BoardView, piece_at: impl Fn(Cell) -> Option<Piece>) {
    for cell in Cell::all() {
        view.fill(cell, if cell.is_light() { LIGHT } else { DARK });
    }
    for cell in Cell::all() {
        view.outline(cell, 1.0, Color::new(0.25, 0.2, 0.15, 0.6));
    }
    for cell in Cell::all() {
        if let Some(p) = piece_at(cell) {
            let (c, size) = view.centre(cell);
            draw_piece(pen, p, c, size);
        }
    }
}
