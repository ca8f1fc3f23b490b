//! Drawing primitives with macroquad: board, pieces, dice, targets, buttons and cards
//! (texts: the [`Pen`]), in screen pixels at native resolution (no scaled render
//! targets), from the layout.

use crate::flat_fill::{
    draw_circle, draw_circle_lines, draw_line, draw_poly, draw_poly_lines, draw_rectangle,
    draw_rectangle_ex, draw_rectangle_lines, draw_triangle, draw_triangle_lines,
};
use crate::layout::{Layout, Rect};
use crate::palette;
pub use crate::text_pen::Pen;
use macroquad::prelude::*;
use track::board::{Board, Cell};
use track::cards::Tone;
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{Role, Seat};

/// A palette colour for macroquad.
pub fn rgb(c: palette::Rgb) -> Color {
    Color::from_rgba(c[0], c[1], c[2], 255)
}

/// A seat's colour (see [`palette::SEATS`]: apart for every kind of colour vision).
pub fn seat_color(seat: Seat) -> Color {
    rgb(palette::SEATS[seat.index() % 4])
}

/// A lighter tint of a seat's colour, for fields.
pub fn seat_tint(seat: Seat, amount: f32) -> Color {
    let c = seat_color(seat);
    Color::new(
        c.r + (1.0 - c.r) * amount,
        c.g + (1.0 - c.g) * amount,
        c.b + (1.0 - c.b) * amount,
        1.0,
    )
}

/// Dark ink for outlines and text.
pub const INK: Color = Color::new(
    palette::GLYPH[0] as f32 / 255.0,
    palette::GLYPH[1] as f32 / 255.0,
    palette::GLYPH[2] as f32 / 255.0,
    1.0,
);
/// The page behind everything.
pub const PAPER: Color = Color::new(0.96, 0.93, 0.87, 1.0);
pub const TRACK_LIGHT: Color = Color::new(1.0, 0.992, 0.961, 1.0);
pub const TRACK_DARK: Color = Color::new(0.918, 0.890, 0.839, 1.0);
const WALL: Color = Color::new(0.80, 0.77, 0.72, 1.0);
const HIGHLIGHT: Color = Color::new(0.95, 0.15, 0.45, 1.0);
/// The keyboard focus: a ring round the focused control.
pub const FOCUS: Color = Color::new(0.95, 0.15, 0.45, 1.0);
/// The fill of a switched-on pill (a setup's switch, the schools' speaker).
pub const PILL_ON: Color = Color::new(0.16, 0.42, 0.27, 1.0);
/// A faint band of the focus colour behind a focused row.
pub const FOCUS_TINT: Color = Color::new(0.95, 0.15, 0.45, 0.12);
/// How far the focus ring lies outside its control, in pixels.
const FOCUS_PAD: f32 = 4.0;
/// The focus ring's line, in pixels.
const FOCUS_LINE: f32 = 4.0;
/// The shadow under buttons, cards and dice.
const SHADOW: Color = Color::new(0.0, 0.0, 0.0, 0.25);
/// A button's shadow is lighter.
const BUTTON_SHADOW: Color = Color::new(0.0, 0.0, 0.0, 0.2);
/// The fill of a hot (suggested or switched-on) button.
const BUTTON_HOT: Color = Color::new(0.16, 0.42, 0.27, 1.0);
/// The fill of any other button.
const BUTTON_COLD: Color = Color::new(0.22, 0.24, 0.3, 1.0);
/// A button's outline, in pixels.
const BUTTON_OUTLINE: f32 = 3.0;
/// A button's shadow falls this many pixels right and down.
const BUTTON_SHADOW_OFFSET: (f32, f32) = (3.0, 4.0);
/// The opacity of the boxes, houses and fields of seats nobody plays.
const FADED: f32 = 0.3;
/// A piece token's ring in the seat colour, as a fraction of its radius.
const PIECE_RING: f32 = 0.22;
/// The seat-shape badge on a token, as a fraction of its radius.
const PIECE_BADGE: f32 = 0.36;
/// A piece's base shape, as a fraction of its size (a radius).
const PIECE_BASE: f32 = 0.47;
/// A piece's outline, as a fraction of its size…
const PIECE_OUTLINE: f32 = 0.045;
/// …and at least this many pixels.
const PIECE_OUTLINE_MIN: f32 = 1.5;
/// A piece's chess glyph, as a fraction of its size.
const PIECE_GLYPH: f32 = 0.74;
/// How much lighter than the seat colour a start box tray is.
const TRAY_TINT: f32 = 0.75;
/// A start box tray's outline, in cells.
const TRAY_LINE: f32 = 0.08;
/// How much lighter than the seat colour a house square is.
const HOUSE_TINT: f32 = 0.45;
/// How much lighter than the seat colour a start field is.
const START_TINT: f32 = 0.8;
/// A start field's coloured frame, in cells.
const START_FRAME: f32 = 0.1;
/// How much lighter than the seat colour a pause field is.
const PAUSE_TINT: f32 = 0.6;
/// Thin dark edges that keep light colours visible in grayscale, in pixels.
const THIN_EDGE: f32 = 1.5;
/// The track's grid lines, in pixels.
const GRID_LINE: f32 = 1.0;
/// The track's grid lines' colour.
const GRID: Color = Color::new(0.0, 0.0, 0.0, 0.12);
/// A blocking line's dark edge, in cells…
const BLOCK_LINE: f32 = 0.3;
/// …and its coloured core.
const BLOCK_LINE_CORE: f32 = 0.18;
/// A die's shadow offset, as a fraction of its size.
const DIE_SHADOW: f32 = 0.06;
/// A die's outline, as a fraction of its size…
const DIE_OUTLINE: f32 = 0.05;
/// …and at least this many pixels.
const DIE_OUTLINE_MIN: f32 = 2.0;
/// A die's face text, as a fraction of its size.
const DIE_TEXT: f32 = 0.7;
/// The colour of targets.
pub const TARGET: Color = Color::new(0.0, 0.55, 0.35, 1.0);
/// A final target's soft tint…
const TARGET_TINT: Color = Color::new(0.0, 0.6, 0.35, 0.28);
/// …and one step of a walk's.
const TARGET_TINT_STEP: Color = Color::new(0.0, 0.6, 0.35, 0.18);
/// A target's dot, as a fraction of its square (a radius).
const TARGET_DOT: f32 = 0.14;
/// Lines of capture brackets, at least this many pixels.
const TARGET_LINE_MIN: f32 = 2.0;
/// The capture marker.
pub const CAPTURE: Color = Color::new(0.85, 0.1, 0.1, 1.0);
/// A capture bracket's line, as a fraction of its square.
const CAPTURE_LINE: f32 = 0.12;
/// A capture bracket's arm, as a fraction of its square.
const CAPTURE_ARM: f32 = 0.35;
/// A target's number of moves, as a fraction of its square.
const TARGET_NUMBER: f32 = 0.6;
/// The selection frame, as a fraction of its square…
const SELECTION_LINE: f32 = 0.1;
/// …and at least this many pixels.
const SELECTION_LINE_MIN: f32 = 3.0;

/// Each seat's second channel: a shape, so the board works in grayscale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Seat 0.
    Circle,
    /// Seat 1.
    Square,
    /// Seat 2.
    Triangle,
    /// Seat 3.
    Diamond,
}

/// The shape of a seat.
pub fn seat_shape(seat: Seat) -> Shape {
    [
        Shape::Circle,
        Shape::Square,
        Shape::Triangle,
        Shape::Diamond,
    ][seat.index() % 4]
}

/// Draws a seat shape centred at (x, y) with radius r.
pub fn draw_shape(shape: Shape, x: f32, y: f32, r: f32, fill: Color, line: Color, thick: f32) {
    match shape {
        Shape::Circle => {
            draw_circle(x, y, r, fill);
            draw_circle_lines(x, y, r, thick, line);
        }
        Shape::Square => {
            let s = r * 0.9;
            draw_rectangle(x - s, y - s, 2.0 * s, 2.0 * s, fill);
            draw_rectangle_lines(x - s, y - s, 2.0 * s, 2.0 * s, thick * 2.0, line);
        }
        Shape::Triangle => {
            let a = vec2(x, y - r * 1.05);
            let b = vec2(x - r * 1.0, y + r * 0.75);
            let c = vec2(x + r * 1.0, y + r * 0.75);
            draw_triangle(a, b, c, fill);
            draw_triangle_lines(a, b, c, thick, line);
        }
        Shape::Diamond => {
            draw_poly(x, y, 4, r * 1.1, 0.0, fill);
            draw_poly_lines(x, y, 4, r * 1.1, 0.0, thick, line);
        }
    }
}

/// The filled and the outline chess glyph of a kind.
pub fn glyphs(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::King => ("\u{265A}", "\u{2654}"),
        Role::Queen => ("\u{265B}", "\u{2655}"),
        Role::Rook => ("\u{265C}", "\u{2656}"),
        Role::Bishop => ("\u{265D}", "\u{2657}"),
        Role::Knight => ("\u{265E}", "\u{2658}"),
        Role::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// Draws a piece centred at (x, y): the seat's shape as a base, the filled glyph in the
/// seat colour, the outline glyph dark over it.
pub fn draw_piece(pen: &Pen, seat: Seat, role: Role, x: f32, y: f32, size: f32, alpha: f32) {
    let (filled, _) = glyphs(role);
    let mut token = rgb(palette::TOKEN);
    token.a = alpha;
    let mut ink = INK;
    ink.a = alpha;
    let mut ring = seat_color(seat);
    ring.a = alpha;
    // A light token with a thick ring in the seat colour and a thin dark edge.
    let r = size * PIECE_BASE;
    draw_circle(x, y, r, ring);
    draw_circle(x, y, r * (1.0 - PIECE_RING), token);
    draw_circle_lines(x, y, r, (size * PIECE_OUTLINE).max(PIECE_OUTLINE_MIN), ink);
    // The near-black glyph fills most of it.
    pen.center(filled, x, y + size * 0.02, size * PIECE_GLYPH, ink);
    // The seat's shape as a badge, so seats differ in grayscale too.
    draw_shape(
        seat_shape(seat),
        x + r * 0.72,
        y + r * 0.72,
        r * PIECE_BADGE,
        ring,
        ink,
        (size * PIECE_OUTLINE * 0.6).max(1.0),
    );
}

/// A pause field's sign centred at (`cx`, `cy`), `size` wide (a cell on the board): the
/// seat's shape with two bars, `faded` for a seat not playing.
pub fn draw_pause_sign(s: Seat, cx: f32, cy: f32, size: f32, faded: bool) {
    let fade = |c: Color| {
        if faded {
            Color::new(c.r, c.g, c.b, FADED)
        } else {
            c
        }
    };
    draw_shape(
        seat_shape(s),
        cx,
        cy,
        size * 0.3,
        fade(seat_tint(s, 0.3)),
        fade(INK),
        (size / 20.0).clamp(1.0, 1.5),
    );
    // The pause sign: two bars.
    draw_rectangle(
        cx - size * 0.11,
        cy - size * 0.13,
        size * 0.07,
        size * 0.26,
        fade(INK),
    );
    draw_rectangle(
        cx + size * 0.04,
        cy - size * 0.13,
        size * 0.07,
        size * 0.26,
        fade(INK),
    );
}

/// A pause field as the move-count map shows it: its tint, and its sign made small in
/// the top left corner, so that the count beside it stays clear of it.
pub fn draw_pause_field_small(s: Seat, r: Rect, faded: bool) {
    let tint = seat_tint(s, PAUSE_TINT);
    let tint = if faded {
        Color::new(tint.r, tint.g, tint.b, FADED)
    } else {
        tint
    };
    draw_rectangle(r.x, r.y, r.w, r.h, TRACK_LIGHT);
    draw_rectangle(r.x, r.y, r.w, r.h, tint);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, GRID_LINE, GRID);
    draw_pause_sign(s, r.x + r.w * 0.25, r.y + r.h * 0.25, r.w * 0.45, faded);
}

/// Draws the resting board: track, fields, lines, houses, box trays and dice plate.
pub fn draw_board(board: &Board, layout: &Layout, playing: &[Seat], pieces_per_seat: usize) {
    let fade = |s: Seat, c: Color| {
        if playing.contains(&s) {
            c
        } else {
            Color::new(c.r, c.g, c.b, FADED)
        }
    };
    let cell = layout.cell;
    // Start box trays.
    for seat in board.seats() {
        let slots = layout.box_slots(board, seat, pieces_per_seat);
        let (minx, maxx) = slots
            .iter()
            .fold((f32::MAX, f32::MIN), |a, s| (a.0.min(s.0), a.1.max(s.0)));
        let (miny, maxy) = slots
            .iter()
            .fold((f32::MAX, f32::MIN), |a, s| (a.0.min(s.1), a.1.max(s.1)));
        let (x0, y0) = layout.point(minx - 0.5, miny - 0.5);
        let (x1, y1) = layout.point(maxx + 0.5, maxy + 0.5);
        draw_rectangle(
            x0,
            y0,
            x1 - x0,
            y1 - y0,
            fade(seat, seat_tint(seat, TRAY_TINT)),
        );
        draw_rectangle_lines(
            x0,
            y0,
            x1 - x0,
            y1 - y0,
            cell * TRAY_LINE,
            fade(seat, seat_color(seat)),
        );
    }
    // The walls, a row's run of them as one rectangle: the same pixels as a square
    // each, with a tenth of the renderer's work (issue 33).
    let wall = |c: usize, r: usize| board.cell(Square::new(c as u8, r as u8)) == Cell::Wall;
    for (y, from, to) in crate::board_grid::row_runs((board.width(), board.height()), wall) {
        let first = layout.square_rect(Square::new(from as u8, y as u8));
        let last = layout.square_rect(Square::new(to as u8, y as u8));
        draw_rectangle(first.x, first.y, last.x + last.w - first.x, first.h, WALL);
    }
    for y in 0..board.height() {
        for x in 0..board.width() {
            let sq = Square::new(x as u8, y as u8);
            let r = layout.square_rect(sq);
            let chequer = if (x + y) % 2 == 0 {
                TRACK_LIGHT
            } else {
                TRACK_DARK
            };
            match board.cell(sq) {
                Cell::Wall => {}
                Cell::House(s) => {
                    draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, HOUSE_TINT)))
                }
                _ => draw_rectangle(r.x, r.y, r.w, r.h, chequer),
            }
            match board.cell(sq) {
                Cell::Start(s) => {
                    let t = cell * START_FRAME;
                    draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, START_TINT)));
                    draw_rectangle_lines(
                        r.x + t / 2.0,
                        r.y + t / 2.0,
                        r.w - t,
                        r.h - t,
                        t,
                        fade(s, seat_color(s)),
                    );
                    // A thin dark edge keeps light colours (yellow) visible in grayscale.
                    draw_rectangle_lines(
                        r.x + t,
                        r.y + t,
                        r.w - 2.0 * t,
                        r.h - 2.0 * t,
                        THIN_EDGE,
                        fade(s, INK),
                    );
                    draw_rectangle_lines(r.x, r.y, r.w, r.h, THIN_EDGE, fade(s, INK));
                    draw_shape(
                        seat_shape(s),
                        r.x + r.w * 0.25,
                        r.y + r.h * 0.25,
                        cell * 0.1,
                        fade(s, seat_color(s)),
                        fade(s, INK),
                        1.0,
                    );
                }
                Cell::Pause(s) => {
                    draw_rectangle(r.x, r.y, r.w, r.h, fade(s, seat_tint(s, PAUSE_TINT)));
                    let (cx, cy) = r.center();
                    draw_pause_sign(s, cx, cy, cell, !playing.contains(&s));
                }
                Cell::Entry(s) => {
                    // A small arrow into the house.
                    let (cx, cy) = r.center();
                    let house = board.seat(s).map(|l| l.house.clone()).unwrap_or_default();
                    let dir = house
                        .iter()
                        .find(|h| {
                            (h.x as i32 - x as i32).abs() + (h.y as i32 - y as i32).abs() == 1
                        })
                        .map(|h| (h.x as f32 - x as f32, h.y as f32 - y as f32))
                        .unwrap_or((0.0, -1.0));
                    let (dx, dy) = dir;
                    let (px, py) = (-dy, dx);
                    let tip = vec2(cx + dx * cell * 0.38, cy + dy * cell * 0.38);
                    let b1 = vec2(
                        cx - dx * cell * 0.05 + px * cell * 0.25,
                        cy - dy * cell * 0.05 + py * cell * 0.25,
                    );
                    let b2 = vec2(
                        cx - dx * cell * 0.05 - px * cell * 0.25,
                        cy - dy * cell * 0.05 - py * cell * 0.25,
                    );
                    draw_triangle(tip, b1, b2, fade(s, Color::new(0.45, 0.45, 0.47, 1.0)));
                    draw_line(
                        cx - dx * cell * 0.35,
                        cy - dy * cell * 0.35,
                        cx,
                        cy,
                        cell * 0.1,
                        fade(s, Color::new(0.45, 0.45, 0.47, 1.0)),
                    );
                }
                _ => {}
            }
        }
    }
    // Grid lines on the track, thin: each square's outline (half the line inside its
    // edge, as macroquad draws one), joined into few strips.
    let square = |c: usize, r: usize| {
        let q = layout.square_rect(Square::new(c as u8, r as u8));
        (q.x, q.y, q.w, q.h)
    };
    let track = |c: usize, r: usize| board.cell(Square::new(c as u8, r as u8)).is_track();
    let size = (board.width(), board.height());
    for (x, y, w, h) in crate::board_grid::grid_strips(size, track, square, GRID_LINE / 2.0) {
        draw_rectangle(x, y, w, h, GRID);
    }
    // Blocking lines: thick bars in the seat colour with a dark edge.
    for seat in board.seats() {
        if let Some(l) = board.seat(seat) {
            let (x0, y0) = layout.point(l.line.from.0 as f32, l.line.from.1 as f32);
            let (x1, y1) = layout.point(l.line.to.0 as f32, l.line.to.1 as f32);
            draw_line(x0, y0, x1, y1, cell * BLOCK_LINE, fade(seat, INK));
            draw_line(
                x0,
                y0,
                x1,
                y1,
                cell * BLOCK_LINE_CORE,
                fade(seat, seat_color(seat)),
            );
        }
    }
}

/// Draws a die face in a rounded square centred at (cx, cy).
pub fn draw_die(pen: &Pen, face: Option<Face>, cx: f32, cy: f32, size: f32, body: Color) {
    draw_die_turned(pen, face, cx, cy, size, body, 0.0);
}

/// A die turned by `angle` radians (tumbling while it rolls).
pub fn draw_die_turned(
    pen: &Pen,
    face: Option<Face>,
    cx: f32,
    cy: f32,
    size: f32,
    body: Color,
    angle: f32,
) {
    if angle.abs() > 1e-3 {
        let params = |color| DrawRectangleParams {
            offset: vec2(0.5, 0.5),
            rotation: angle,
            color,
        };
        let s = size * DIE_SHADOW;
        draw_rectangle_ex(cx + s, cy + s, size, size, params(SHADOW));
        draw_rectangle_ex(cx, cy, size, size, params(body));
        let (sin, cos) = angle.sin_cos();
        let corner = |dx: f32, dy: f32| {
            let (x, y) = (dx * size / 2.0, dy * size / 2.0);
            (cx + x * cos - y * sin, cy + x * sin + y * cos)
        };
        let c = [
            corner(-1.0, -1.0),
            corner(1.0, -1.0),
            corner(1.0, 1.0),
            corner(-1.0, 1.0),
        ];
        for i in 0..4 {
            let (a, b) = (c[i], c[(i + 1) % 4]);
            draw_line(
                a.0,
                a.1,
                b.0,
                b.1,
                (size * DIE_OUTLINE).max(DIE_OUTLINE_MIN),
                INK,
            );
        }
        let label = face.map(|f| f.to_string()).unwrap_or_else(|| "?".into());
        pen.center(&label, cx, cy, size * DIE_TEXT, INK);
        return;
    }
    let r = Rect {
        x: cx - size / 2.0,
        y: cy - size / 2.0,
        w: size,
        h: size,
    };
    let s = size * DIE_SHADOW;
    crate::rect_edges::draw_shadow((r.x, r.y, r.w, r.h), (s, s), SHADOW, body);
    draw_rectangle(r.x, r.y, r.w, r.h, body);
    draw_rectangle_lines(
        r.x,
        r.y,
        r.w,
        r.h,
        (size * DIE_OUTLINE).max(DIE_OUTLINE_MIN),
        INK,
    );
    let label = face.map(|f| f.to_string()).unwrap_or_else(|| "?".into());
    pen.center(&label, cx, cy, size * DIE_TEXT, INK);
}

/// Draws a highlighted target: a ring, and the number of moves when given, at least
/// `min_text` pixels high so that it reads from the back of a classroom.
pub fn draw_target(pen: &Pen, r: Rect, moves: u8, strong: bool, min_text: f32) {
    let (cx, cy) = r.center();
    // A soft tint over the square, and a dot: many targets never flood the board.
    let tint = if strong {
        TARGET_TINT
    } else {
        TARGET_TINT_STEP
    };
    draw_rectangle(r.x, r.y, r.w, r.h, tint);
    draw_circle(
        cx,
        cy,
        r.w * TARGET_DOT,
        Color::new(TARGET.r, TARGET.g, TARGET.b, 0.55),
    );
    if moves > 0 {
        let size = (r.w * TARGET_NUMBER).max(min_text);
        draw_circle(cx, cy, size * 0.45, Color::new(1.0, 1.0, 1.0, 0.85));
        pen.center(&moves.to_string(), cx, cy, size, HIGHLIGHT);
    }
}

/// A capture target: red corner brackets round the piece that would be taken.
pub fn draw_capture_target(r: Rect) {
    let t = (r.w * CAPTURE_LINE).max(TARGET_LINE_MIN);
    let k = r.w * CAPTURE_ARM;
    for (x, y, dx, dy) in [
        (r.x, r.y, 1.0, 1.0),
        (r.x + r.w, r.y, -1.0, 1.0),
        (r.x, r.y + r.h, 1.0, -1.0),
        (r.x + r.w, r.y + r.h, -1.0, -1.0),
    ] {
        draw_line(x, y, x + dx * k, y, t, CAPTURE);
        draw_line(x, y, x, y + dy * k, t, CAPTURE);
    }
}

/// "Home": a marked house square, with a small house sign.
pub fn draw_home_mark(pen: &Pen, r: Rect, min_text: f32) {
    draw_rectangle(r.x, r.y, r.w, r.h, TARGET_TINT);
    let (cx, cy) = r.center();
    pen.center("⌂", cx, cy, (r.w * 0.8).max(min_text), INK);
}

/// The ring under the box piece chosen to come in, as wide as this many of the piece.
const CHOSEN_RING: f32 = 0.62;
/// The ring's bright band, in the piece's size.
const CHOSEN_BAND: f32 = 0.12;

/// The box piece chosen to come in, lifted off its tray: a shadow under it, a dark disc
/// with a bright band around it (bright on dark reads in grayscale too), and the piece
/// drawn `size` big over it at (`x`, `y`).
pub fn draw_chosen_box_piece(pen: &Pen, seat: Seat, role: Role, x: f32, y: f32, size: f32) {
    let r = size * CHOSEN_RING;
    let band = (size * CHOSEN_BAND).max(SELECTION_LINE_MIN);
    let drop = size * 0.08;
    draw_circle(
        x + drop,
        y + drop * 1.5,
        r + band,
        Color::new(0.0, 0.0, 0.0, 0.35),
    );
    draw_circle(x, y, r + band, INK);
    draw_circle(x, y, r, HIGHLIGHT);
    draw_circle(x, y, r - band, WHITE);
    draw_piece(pen, seat, role, x, y - drop, size, 1.0);
}

/// Draws a selection ring around a piece.
pub fn draw_selection(r: Rect) {
    let t = (r.w * SELECTION_LINE).max(SELECTION_LINE_MIN);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, t, HIGHLIGHT);
}

/// A big button; returns its rectangle.
// The smallest readable size is the window's: every screen's buttons draw here, and
// none is handed the window's size, so it is the size the frame is drawn for
// (`flat_fill::window_size`, the Frame's).
pub fn draw_button(pen: &Pen, r: Rect, label: &str, text_size: f32, hot: bool) {
    let fill = if hot { BUTTON_HOT } else { BUTTON_COLD };
    crate::rect_edges::draw_shadow(
        (r.x, r.y, r.w, r.h),
        BUTTON_SHADOW_OFFSET,
        BUTTON_SHADOW,
        fill,
    );
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, BUTTON_OUTLINE, INK);
    let (cx, cy) = r.center();
    let room = r.w - text_size * 0.6;
    let mut label = label;
    let mut size = pen.fitting(label, text_size, room);
    // A label that would shrink well below its size, or below the smallest readable
    // one, drops its key hint ("Würfeln (Leertaste)" becomes "Würfeln"): the word
    // matters more than the key, which the key legend also shows.
    let (_, small) = crate::layout::text_sizes(crate::layout::reading_height(
        crate::flat_fill::window_size().0,
        crate::flat_fill::window_size().1,
    ));
    if size < (text_size * 0.8).max(small) {
        if let Some((word, _)) = label.split_once(" (") {
            label = word;
            size = pen.fitting(label, text_size, room);
        }
    }
    pen.center(label, cx, cy, size, WHITE);
}

/// Draws the keyboard focus ring round a control.
pub fn draw_focus_ring(r: Rect) {
    draw_rectangle_lines(
        r.x - FOCUS_PAD,
        r.y - FOCUS_PAD,
        r.w + 2.0 * FOCUS_PAD,
        r.h + 2.0 * FOCUS_PAD,
        FOCUS_LINE,
        FOCUS,
    );
}

/// The colour of a card's tone.
pub fn tone_color(t: Tone) -> Color {
    match t {
        Tone::Good => Color::new(0.82, 0.93, 0.82, 1.0),
        Tone::Bad => Color::new(0.97, 0.82, 0.8, 1.0),
        Tone::Mixed => Color::new(0.98, 0.92, 0.75, 1.0),
    }
}
