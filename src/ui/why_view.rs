//! "Why not?" on the board: the reason a clicked square is refused, next to it, with
//! what it refers to lit (the blocking square, the line, the covering piece), and the
//! move-count map of the chosen piece, and the route to the target under the pointer.

use super::draw::*;
use super::i18n::why_not;
use super::interact::Picking;
use super::layout::{reading_height, text_sizes, Layout, Rect, SMALL_TEXT_LINES_PER_SCREEN};
use super::text_layout::{lay_out, page_at, Align, Line, Measure};
use super::TrackScreen;
use macroquad::prelude::*;
use track::board::Cell;
use track::geometry::Square;
use track::pieces::PieceId;
use track::WhyNot;

/// The reason's bubble is at most this many cells wide.
const BUBBLE_CELLS: f32 = 7.0;
/// …and at least this many normal text sizes.
const BUBBLE_MIN_TEXT: f32 = 12.0;
/// The bubble's padding, in normal text sizes.
const BUBBLE_PAD: f32 = 0.5;
/// The gap between the bubble and its square, in cells.
const BUBBLE_APART: f32 = 0.3;
/// The mark on a refused square and on what the reason refers to.
const REFUSED: Color = Color::new(0.85, 0.1, 0.1, 1.0);
/// The outline of the referred squares, in cells.
const MARK_LINE: f32 = 0.12;
/// The move-count map's numbers, in cells.
const COUNT_NUMBER: f32 = 0.5;
/// The route preview's colour and line width (in cells).
const ROUTE: Color = Color::new(0.0, 0.45, 0.3, 0.85);
/// The route preview's line, in cells.
const ROUTE_LINE: f32 = 0.09;
/// The move-count map's ink.
const COUNT_INK: Color = Color::new(0.1, 0.15, 0.5, 0.9);

/// A refused square's reason laid out in its bubble.
#[derive(Clone, Debug, PartialEq)]
pub struct Bubble {
    /// The bubble.
    pub frame: Rect,
    /// Its lines, page by page (one page unless the reason does not fit at the small
    /// size).
    pub pages: Vec<Vec<Line>>,
}

impl Bubble {
    /// The lines of page `page` (the last page if `page` is past it).
    pub fn page(&self, page: usize) -> &[Line] {
        self.pages
            .get(page.min(self.pages.len().saturating_sub(1)))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }
}

/// The bubble with the reason `text` beside the refused `square` (its rectangle): at
/// the normal text size, or smaller down to the small size, else paged; right of the
/// square, or left of it where the board's part of the window ends, never over the
/// panel.
pub fn why_bubble(m: &dyn Measure, layout: &Layout, square: Rect, text: &str) -> Bubble {
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let area = layout.board_area();
    let pad = ts * BUBBLE_PAD;
    let width = (layout.cell * BUBBLE_CELLS)
        .max(ts * BUBBLE_MIN_TEXT)
        .min(area.w);
    let block = lay_out(m, text, width - 2.0 * pad, area.h - 2.0 * pad, ts, small);
    let h = block.height() + 2.0 * pad;
    let beside = layout.cell * BUBBLE_APART;
    let mut x = square.x + square.w + beside;
    if x + width > area.x + area.w {
        x = square.x - width - beside;
    }
    let x = x.clamp(area.x, (area.x + area.w - width).max(area.x));
    let y = (square.y + square.h * 0.5 - h * 0.5).clamp(area.y, (area.y + area.h - h).max(area.y));
    Bubble {
        frame: Rect { x, y, w: width, h },
        pages: (0..block.pages())
            .map(|p| block.place(m, p, x + pad, width - 2.0 * pad, y + pad, Align::Left))
            .collect(),
    }
}

impl TrackScreen {
    /// The squares a reason refers to, besides the clicked one.
    fn referred(&self, why: &WhyNot) -> Vec<Square> {
        let pos = self.state.position();
        match why {
            WhyNot::Blocked { blocker } => vec![*blocker],
            WhyNot::Covered { by, .. } => pos.square_of(*by).into_iter().collect(),
            WhyNot::HouseOverEntry { entries } => entries.to_vec(),
            WhyNot::MustFreeStart { fields } => fields.to_vec(),
            _ => vec![],
        }
    }

    /// The route the chosen piece would take to the target under the pointer.
    fn draw_hover_route(&self, layout: &Layout) {
        let Picking::Roll(role) = self.interaction.picking else {
            return;
        };
        if self.interaction.step_mode || !self.idle() || self.is_computer_turn() {
            return;
        }
        let (mx, my) = mouse_position();
        let Some(sq) = layout.square_at(mx, my) else {
            return;
        };
        let board = self.state.board();
        let Some(lit) = self
            .interaction
            .lit(&self.state)
            .into_iter()
            .find(|l| l.square == sq)
        else {
            return;
        };
        let target = if lit.home {
            track::movement::Target::Home
        } else {
            track::movement::Target::Square(sq)
        };
        let Some(out) = self.state.outcomes_for(role) else {
            return;
        };
        let Some(route) = out.route(board, target) else {
            return;
        };
        let mut prev = layout.square_rect(out.origin).center();
        let w = (layout.cell * ROUTE_LINE).max(2.0);
        for (i, q) in route.iter().enumerate() {
            let c = layout.square_rect(*q).center();
            draw_line(prev.0, prev.1, c.0, c.1, w, ROUTE);
            draw_circle(c.0, c.1, w * 1.6, ROUTE);
            if i + 1 == route.len() {
                draw_circle_lines(c.0, c.1, layout.cell * 0.42, w, ROUTE);
            }
            prev = c;
        }
    }

    /// Draws the refused square's reason and the move-count map, over the board.
    pub(super) fn draw_why_not(&self, pen: &Pen) {
        let board = self.shown.board();
        let layout = Layout::new(screen_width(), screen_height(), board);
        self.draw_hover_route(&layout);
        let cell = layout.cell;
        let min_text = layout.screen.1 / SMALL_TEXT_LINES_PER_SCREEN;
        if self.count_map && self.idle() {
            if let Picking::Roll(role) = self.interaction.picking {
                let piece = PieceId {
                    seat: self.state.turn().seat,
                    role,
                };
                if let Some(counts) = self.state.move_counts(piece) {
                    for (i, d) in counts.to.iter().enumerate() {
                        if let Some(d) = d {
                            let r = layout.square_rect(board.square(i));
                            pen.center(
                                &d.to_string(),
                                r.x + r.w * 0.5,
                                r.y + r.h * 0.5,
                                (cell * COUNT_NUMBER).max(min_text),
                                COUNT_INK,
                            );
                        }
                    }
                    if let (Some(d), Some(l)) = (counts.home, board.seat(piece.seat)) {
                        let r = layout.square_rect(l.house[0]);
                        pen.center(
                            &d.to_string(),
                            r.x + r.w,
                            r.y + r.h,
                            (cell * COUNT_NUMBER * 1.4).max(min_text),
                            COUNT_INK,
                        );
                    }
                }
            }
        }
        let Some((square, why, _)) = &self.refusal else {
            return;
        };
        // The piece the reason speaks of: the chosen one, or a "find every square"
        // level's only piece.
        let role = match self.interaction.picking {
            Picking::Roll(role) => role,
            _ => match self.finding_piece() {
                Some(p) => p.role,
                None => return,
            },
        };
        let line_w = (cell * MARK_LINE).max(2.0);
        let expert = self.help_of(self.state.turn().seat) == super::setup::Help::Expert
            && self.lesson.is_none();
        // The clicked square: a red cross.
        let r = layout.square_rect(*square);
        draw_line(r.x, r.y, r.x + r.w, r.y + r.h, line_w, REFUSED);
        draw_line(r.x + r.w, r.y, r.x, r.y + r.h, line_w, REFUSED);
        let refs = if expert { vec![] } else { self.referred(why) };
        for q in refs {
            let m = layout.square_rect(q);
            draw_rectangle_lines(m.x, m.y, m.w, m.h, line_w * 1.5, REFUSED);
        }
        if let (WhyNot::OwnLine { line, .. }, false) = (why, expert) {
            let (x0, y0) = layout.point(line.from.0 as f32, line.from.1 as f32);
            let (x1, y1) = layout.point(line.to.0 as f32, line.to.1 as f32);
            draw_line(x0, y0, x1, y1, line_w * 2.5, REFUSED);
        }
        if let (WhyNot::PauseField { square, .. } | WhyNot::Wall { square }, true) =
            (why, board.cell(*square) != Cell::Track)
        {
            let m = layout.square_rect(*square);
            draw_rectangle_lines(m.x, m.y, m.w, m.h, line_w * 1.5, REFUSED);
        }
        // The reason, in a bubble beside the square.
        let names = self.names();
        let text = if expert {
            self.t(super::i18n::Msg::NotPossible)
        } else {
            why_not(self.lang, role, why, &|s| names.of(s))
        };
        let b = why_bubble(pen, &layout, r, &text);
        let f = b.frame;
        draw_rectangle(f.x, f.y, f.w, f.h, WHITE);
        draw_rectangle_lines(f.x, f.y, f.w, f.h, line_w, REFUSED);
        pen.lines(b.page(page_at(b.pages.len(), get_time())), INK);
    }
}
