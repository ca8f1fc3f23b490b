//! Drawing the class page as its layout lies: the stripes and the chosen learner's row,
//! the cells shaded by the share of the course's stars, the heads read upwards, the focus
//! and the buttons.

use crate::prelude::*;
use crate::school::class_page::table::{CellKind, NONE};
use crate::{School, TableScreen};
use macroquad::prelude::*;
use paint::draw::{draw_button, draw_focus_ring, Pen, INK, PAPER};
use paint::flat_fill::{draw_line, draw_rectangle};
use paint::layout::{reading_height, text_sizes};

/// Every other row is shaded a little, to follow a row across.
const STRIPE: Color = Color::new(0.0, 0.0, 0.0, 0.045);
/// A cell with a few of its course's stars…
const SOME: Color = Color::new(1.0, 0.95, 0.78, 1.0);
/// …with nearly all of them…
const MOST: Color = Color::new(0.99, 0.80, 0.36, 1.0);
/// …and with every one.
const FULL: Color = Color::new(0.95, 0.66, 0.0, 1.0);
/// The row of the learner chosen on the course map.
const CHOSEN: Color = Color::new(0.55, 0.75, 0.95, 0.35);
/// The quieter text: the most stars, and no stars yet.
const QUIET: Color = Color::new(0.33, 0.31, 0.34, 1.0);

/// `a` turned toward `b` by `t` (0 to 1).
fn mix(a: Color, b: Color, t: f32) -> Color {
    let t = t.clamp(0.0, 1.0);
    Color::new(
        a.r + (b.r - a.r) * t,
        a.g + (b.g - a.g) * t,
        a.b + (b.b - a.b) * t,
        1.0,
    )
}

/// The class page on screen.
#[easy_ext::ext(ClassPageDraw)]
impl TableScreen<School> {
    /// Draws the class page.
    pub fn draw_class(&self, pen: &Pen, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        let lay = self.class_layout(w, h);
        let learner = self.learner();
        let o = self.class_overview();
        if let Some(t) = &lay.title {
            pen.line(t, INK);
        }
        for l in lay.nobody.iter().chain(&lay.notice) {
            pen.line(l, INK);
        }
        for (k, (i, r)) in lay.rows.iter().enumerate() {
            if o.learners[*i].name == learner {
                draw_rectangle(r.x, r.y, r.w, r.h, CHOSEN);
            } else if k % 2 == 1 {
                draw_rectangle(r.x, r.y, r.w, r.h, STRIPE);
            }
        }
        let (_, small) = text_sizes(reading_height(w, h));
        let thin = (small * 0.08).max(1.0);
        for c in &lay.cells {
            let r = c.rect;
            if c.fill > 0.0 {
                // The more stars, the deeper the gold: gaps show from the back of the
                // room.
                let inset = (r.h * 0.08).max(1.0);
                let color = if c.fill >= 1.0 {
                    FULL
                } else {
                    mix(SOME, MOST, c.fill)
                };
                draw_rectangle(
                    r.x + inset,
                    r.y + inset,
                    r.w - 2.0 * inset,
                    r.h - 2.0 * inset,
                    color,
                );
            }
            let quiet = c.kind == CellKind::Most || c.line.text == NONE;
            pen.line(&c.line, if quiet { QUIET } else { INK });
        }
        // Lines above and under the row of the most stars, and before the total.
        if let Some(first) = lay.cells.first() {
            let (x0, x1) = (first.rect.x, lay.total_column.x + lay.total_column.w);
            let y = first.rect.y;
            draw_line(x0, y, x1, y, thin, INK);
            draw_line(x0, y + first.rect.h, x1, y + first.rect.h, thin, INK);
            let t = lay.total_column;
            draw_line(t.x, t.y, t.x, t.y + t.h, thin, INK);
        }
        for head in &lay.heads {
            for (line, x) in &head.lines {
                pen.line_up(line, *x, head.bottom, head.size, INK);
            }
        }
        if let Some(l) = &lay.name_head {
            pen.line(l, INK);
        }
        if let Some(l) = &lay.info {
            pen.line(l, INK);
        }
        if let Some((_, r)) = lay.rows.iter().find(|(i, _)| *i == self.room.class.focus) {
            draw_focus_ring(*r);
        }
        for (b, r) in &lay.buttons {
            draw_button(
                pen,
                *r,
                &shell::touch::label(b.label(self.lang)),
                small,
                false,
            );
        }
    }
}
