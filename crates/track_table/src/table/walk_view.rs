//! Step by step on the board: the walked piece stands on the square it has reached,
//! its start square keeps a faint ghost in a dashed frame, the walked moves are a
//! numbered trail, and the way a click on a square further along would walk is drawn
//! under the pointer. The computer's hint draws the whole way Enter plays, from where
//! the walk stands.

use crate::table::interact::Picking;
use crate::table::Table;
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::{draw_circle, draw_circle_lines, draw_line};
use paint::layout::{Layout, Rect};
use track::geometry::Square;
use track::pieces::{PieceId, Role};

/// The walk's colour: its trail, numbers and the start's frame.
const WALK_INK: Color = Color::new(0.9, 0.1, 0.4, 0.85);
/// The walk's trail line, in cells…
const WALK_LINE: f32 = 0.1;
/// …and at least this many pixels.
const WALK_LINE_MIN: f32 = 2.0;
/// A walked square's dot, radius in cells.
const WALK_DOT: f32 = 0.26;
/// A walked square's number, in cells.
const WALK_NUMBER: f32 = 0.4;
/// The ghost left on the start square: its opacity.
const GHOST_ALPHA: f32 = 0.3;
/// The dashes of the start's frame: how many on each side.
const DASHES: usize = 4;
/// The way a click would walk: its colour.
const WAY: Color = Color::new(0.0, 0.45, 0.3, 0.85);
/// The way's line, in cells.
const WAY_LINE: f32 = 0.09;
/// The hint's way: its colour.
const HINT_INK: Color = Color::new(0.1, 0.3, 0.85, 0.9);

/// The piece a person walks step by step, where its roll began and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walking {
    /// The piece.
    pub piece: PieceId,
    /// Its square before the roll.
    pub origin: Square,
    /// The square its walk has reached.
    pub at: Square,
}

impl<R: Room> TableScreen<R> {
    /// The piece a person is walking step by step, once it has made a move.
    pub fn walking(&self) -> Option<Walking> {
        if !self.person_to_act() || self.table.shown.is_over() {
            return None;
        }
        let Picking::Roll(role) = self.table.interaction.picking else {
            return None;
        };
        let at = *self.table.interaction.walk.last()?;
        let piece = PieceId {
            seat: self.table.shown.turn().seat,
            role,
        };
        let origin = self.table.shown.position().square_of(piece)?;
        Some(Walking { piece, origin, at })
    }

    /// Under the pieces: the walk's trail from the start square through the walked
    /// squares, each numbered (the square the piece stands on shows it over the piece).
    pub fn draw_walk_marks(&self, pen: &Pen, layout: &Layout, min_text: f32) {
        let cell = layout.cell;
        self.draw_hint(pen, layout, min_text);
        let Some(w) = self.walking() else {
            return;
        };
        let walk = &self.table.interaction.walk;
        let line = (cell * WALK_LINE).max(WALK_LINE_MIN);
        let mut prev = layout.square_rect(w.origin).center();
        for sq in walk {
            let c = layout.square_rect(*sq).center();
            draw_line(prev.0, prev.1, c.0, c.1, line, WALK_INK);
            prev = c;
        }
        // The start square: a dashed frame round the ghost drawn with the pieces.
        dashed_frame(layout.square_rect(w.origin), line, WALK_INK);
        for (i, sq) in walk.iter().enumerate() {
            if *sq == w.at {
                continue;
            }
            let (cx, cy) = layout.square_rect(*sq).center();
            let size = (cell * WALK_NUMBER).max(min_text);
            draw_circle(cx, cy, (cell * WALK_DOT).max(size * 0.62), WALK_INK);
            pen.center(&(i + 1).to_string(), cx, cy, size, WHITE);
        }
    }

    /// The computer's hint on show: the way of the move Enter plays, from where the
    /// piece (or its walk) stands, each move numbered, the end ringed; for a bring-in,
    /// the start field ringed.
    fn draw_hint(&self, pen: &Pen, layout: &Layout, min_text: f32) {
        if !self.person_to_act() {
            return;
        }
        let cell = layout.cell;
        let line = (cell * WALK_LINE).max(WALK_LINE_MIN);
        let ring = |sq: Square| {
            let (x, y) = layout.square_rect(sq).center();
            draw_circle_lines(x, y, cell * 0.45, line * 1.5, HINT_INK);
        };
        match &self.table.interaction.hinted {
            Some(track::Command::Move { role, route }) => {
                let walked = self.table.interaction.walk.len().min(route.len());
                let Some(from) = self.table.walk_stands(*role) else {
                    return;
                };
                let mut prev = layout.square_rect(from).center();
                for sq in &route[walked..] {
                    let c = layout.square_rect(*sq).center();
                    draw_line(prev.0, prev.1, c.0, c.1, line, HINT_INK);
                    prev = c;
                }
                let size = (cell * WALK_NUMBER).max(min_text);
                for (i, sq) in route.iter().enumerate().skip(walked) {
                    let (cx, cy) = layout.square_rect(*sq).center();
                    draw_circle(cx, cy, (cell * WALK_DOT).max(size * 0.62), HINT_INK);
                    pen.center(&(i + 1).to_string(), cx, cy, size, WHITE);
                }
                if let Some(last) = route.last() {
                    ring(*last);
                }
            }
            Some(track::Command::BringIn { field, .. }) => ring(*field),
            _ => {}
        }
    }

    /// Over the other pieces: the walked piece's ghost on its start square and the
    /// piece itself where its walk stands, with the number of moves made.
    pub fn draw_walking_piece(&self, pen: &Pen, layout: &Layout, size: f32, min_text: f32) {
        let Some(w) = self.walking() else {
            return;
        };
        let (p, cell) = (w.piece, layout.cell);
        let (gx, gy) = layout.square_rect(w.origin).center();
        draw_piece(pen, p.seat, p.role, gx, gy, size, GHOST_ALPHA);
        let r = layout.square_rect(w.at);
        draw_selection(r);
        let (x, y) = r.center();
        draw_piece(pen, p.seat, p.role, x, y, size, 1.0);
        // The moves made, in a badge at the square's upper left corner.
        let n = self.table.interaction.walk.len();
        let badge = (cell * WALK_NUMBER).max(min_text);
        let (bx, by) = (r.x + badge * 0.15, r.y + badge * 0.15);
        draw_circle(bx, by, badge * 0.62, WALK_INK);
        pen.center(&n.to_string(), bx, by, badge, WHITE);
    }

    /// Step by step: the way a click on the square under the pointer would walk, from
    /// where the walk stands (as far as the ways there agree).
    pub fn draw_step_hover(&self, layout: &Layout) {
        let Picking::Roll(role) = self.table.interaction.picking else {
            return;
        };
        let (mx, my) = self.table.pointer;
        let Some(sq) = layout.square_at(mx, my) else {
            return;
        };
        if self
            .table
            .interaction
            .lit(&self.table.state)
            .iter()
            .any(|l| l.square == sq)
        {
            return;
        }
        let Some((moves, arrives)) = self.table.interaction.way_to(&self.table.state, sq) else {
            return;
        };
        let Some(from) = self.table.walk_stands(role) else {
            return;
        };
        let w = (layout.cell * WAY_LINE).max(2.0);
        let mut prev = layout.square_rect(from).center();
        for q in &moves {
            let c = layout.square_rect(*q).center();
            draw_line(prev.0, prev.1, c.0, c.1, w, WAY);
            draw_circle(c.0, c.1, w * 1.6, WAY);
            prev = c;
        }
        if arrives {
            draw_circle_lines(prev.0, prev.1, layout.cell * 0.42, w, WAY);
        } else {
            // The ways part here: the square itself is only framed.
            dashed_frame(layout.square_rect(sq), w, WAY);
        }
    }
}

/// A dashed frame round `r`.
fn dashed_frame(r: Rect, line: f32, colour: Color) {
    let step = 1.0 / (2 * DASHES) as f32;
    for i in 0..DASHES {
        let (a, b) = ((2 * i) as f32 * step, (2 * i + 1) as f32 * step);
        // Top, bottom, left, right.
        draw_line(r.x + r.w * a, r.y, r.x + r.w * b, r.y, line, colour);
        draw_line(
            r.x + r.w * a,
            r.y + r.h,
            r.x + r.w * b,
            r.y + r.h,
            line,
            colour,
        );
        draw_line(r.x, r.y + r.h * a, r.x, r.y + r.h * b, line, colour);
        draw_line(
            r.x + r.w,
            r.y + r.h * a,
            r.x + r.w,
            r.y + r.h * b,
            line,
            colour,
        );
    }
}

impl Table {
    /// Where the mover's piece of `role` stands for the ways drawn from it: where its
    /// walk has come to, else its own square (`None`: it is not on the board).
    fn walk_stands(&self, role: Role) -> Option<Square> {
        let piece = PieceId {
            seat: self.state.turn().seat,
            role,
        };
        self.interaction
            .walk
            .last()
            .copied()
            .or_else(|| self.state.position().square_of(piece))
    }
}
