//! "How it moves": the booklet-style diagram of a piece's single moves, drawn inside
//! the track for the chosen piece and on the rules screen for all six.

use crate::draw::*;
use crate::flat_fill::{draw_circle, draw_rectangle};
use crate::layout::Rect;
use macroquad::prelude::*;
use track::pieces::{Role, Seat};

/// Whether a piece kind reaches `(dx, dy)` from the centre of an empty board with one
/// move, and whether that is a capture only (the pawn's diagonal).
fn diagram_reach(role: Role, dx: i32, dy: i32) -> Option<bool> {
    let (ax, ay) = (dx.abs(), dy.abs());
    let line = dx == 0 || dy == 0;
    let diagonal = ax == ay;
    let reach = match role {
        Role::Queen => line || diagonal,
        Role::Rook => line,
        Role::Bishop => diagonal,
        Role::Knight => (ax, ay) == (1, 2) || (ax, ay) == (2, 1),
        Role::King => ax.max(ay) == 1,
        Role::Pawn => {
            if ax == 1 && ay == 1 {
                return Some(true);
            }
            ax + ay == 1
        }
    };
    (reach && (dx, dy) != (0, 0)).then_some(false)
}

/// "How it moves", like the booklet's pages: the piece in the middle of a little
/// board, a dot wherever one move takes it, and red where a pawn captures.
pub fn draw_move_diagram(pen: &Pen, role: Role, seat: Seat, r: Rect) {
    const N: i32 = 7;
    let cell = r.w.min(r.h) / N as f32;
    draw_rectangle(
        r.x - 2.0,
        r.y - 2.0,
        cell * N as f32 + 4.0,
        cell * N as f32 + 4.0,
        INK,
    );
    for gy in 0..N {
        for gx in 0..N {
            let (x, y) = (r.x + gx as f32 * cell, r.y + gy as f32 * cell);
            let c = if (gx + gy) % 2 == 0 {
                TRACK_LIGHT
            } else {
                TRACK_DARK
            };
            draw_rectangle(x, y, cell, cell, c);
            if let Some(capture) = diagram_reach(role, gx - N / 2, gy - N / 2) {
                let dot = if capture { CAPTURE } else { TARGET };
                draw_circle(x + cell * 0.5, y + cell * 0.5, cell * 0.26, dot);
            }
        }
    }
    let mid = N as f32 / 2.0 * cell;
    draw_piece(pen, seat, role, r.x + mid, r.y + mid, cell * 1.05, 1.0);
}
