//! Where things go on screen, for any window size: pure arithmetic, no drawing.

use crate::flow::scale_to_fit;
pub use crate::rect::Rect;
use track::board::Board;
use track::geometry::Square;
use track::pieces::Seat;

/// Board cells of margin around the grid, for the start boxes.
pub const MARGIN_CELLS: f32 = 2.6;
/// The window height holds this many lines of normal text.
pub const TEXT_LINES_PER_SCREEN: f32 = 30.0;
/// The window height holds at most this many lines of small text (so that small text
/// still reads from the back of a classroom).
pub const SMALL_TEXT_LINES_PER_SCREEN: f32 = 40.0;
/// Small text is at least this fraction of normal text.
pub const SMALL_TEXT_MIN: f32 = 0.78;
/// The window height holds this many big buttons (in overlays, and the setup's start).
pub const BIG_BUTTONS_PER_SCREEN: f32 = 11.0;
/// The side panel is at least this fraction of the window wide (a 4:3 projector's
/// board of the whole height leaves about a quarter).
const PANEL_FLOOR: f32 = 0.22;
/// The board's margin at the top and bottom (and left), as a fraction of the height.
const BOARD_EDGE: f32 = 0.008;
/// Below this width-to-height ratio the panel is narrow (4:3 and squarer): it shows
/// the seats by name only, since the boxes and houses on the board show the counts.
pub const NARROW_PANEL_ASPECT: f32 = 1.5;
/// The board keeps at least this fraction of the width.
const BOARD_MIN_WIDTH: f32 = 0.5;
/// The panel's margin at the top, bottom and right, as a fraction of the height.
const PANEL_MARGIN: f32 = 0.03;
/// The panel's height, as a fraction of the window height (all but the margins).
const PANEL_HEIGHT: f32 = 0.94;
/// The gap between the board's margin and the panel, in cells.
const PANEL_GAP_CELLS: f32 = 0.5;
/// In portrait, the board takes at most this fraction of the height.
const PORTRAIT_BOARD: f32 = 0.6;
/// The narrowest panel, in pixels.
const PANEL_MIN_PX: f32 = 10.0;
/// How far the first row of a start box lies beyond the grid's edge, in cells.
const BOX_FIRST_ROW: f32 = 0.75;
/// The distance between neighbouring slots of a start box, in cells.
const BOX_PITCH: f32 = 0.95;

/// The cap height of the game's font (DejaVu Sans: 1,493 of 2,048 units per em), as
/// a fraction of the font size.
pub const CAP_HEIGHT: f32 = 0.729;
/// Normal text is this much larger than small text, at least.
const NORMAL_OVER_SMALL: f32 = 1.12;

/// The window's shorter side is at least this many pixels…
pub const MIN_SHORT_SIDE: f32 = 600.0;
/// …and its longer side at least this many (800 × 600, or 600 × 800 in portrait).
pub const MIN_LONG_SIDE: f32 = 800.0;

/// The smallest window of the same orientation as `w` × `h`.
pub fn smallest_window(w: f32, h: f32) -> (f32, f32) {
    if h > w {
        (MIN_SHORT_SIDE, MIN_LONG_SIDE)
    } else {
        (MIN_LONG_SIDE, MIN_SHORT_SIDE)
    }
}

/// The height that text sizes follow: the window height, or in portrait the width (a
/// tall, narrow window must not get text too wide for it).
pub fn reading_height(w: f32, h: f32) -> f32 {
    h.min(w)
}

/// Text sizes for a window: normal, and small. The cap height of small text is never
/// below 1/40 of the window height, so it reads from the back of a classroom.
pub fn text_sizes(h: f32) -> (f32, f32) {
    let small = (h / SMALL_TEXT_LINES_PER_SCREEN / CAP_HEIGHT).ceil();
    let ts = (h / TEXT_LINES_PER_SCREEN)
        .max(small * NORMAL_OVER_SMALL)
        .round();
    (ts, small.max(ts * SMALL_TEXT_MIN).round())
}

/// The screen layout of one frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Window size.
    pub screen: (f32, f32),
    /// Side of one board square in pixels.
    pub cell: f32,
    /// Top-left of square (0, 0).
    pub origin: (f32, f32),
    /// Grid size in squares.
    pub grid: (usize, usize),
    /// The side panel.
    pub panel: Rect,
    /// The base text size (at least 1/40 of the window height).
    pub text: f32,
}

impl Layout {
    /// The layout for a window and a board: the board letterboxed on the left (square
    /// cells, never stretched), the panel on the right.
    pub fn new(width: f32, height: f32, board: &Board) -> Layout {
        let (gw, gh) = (board.width() as f32, board.height() as f32);
        let cells = (gw + 2.0 * MARGIN_CELLS, gh + 2.0 * MARGIN_CELLS);
        if height > width {
            // Portrait: the board on top, as wide as the window, the panel below it.
            let cell = scale_to_fit((width, height * PORTRAIT_BOARD), cells).max(1.0);
            let board_w = cell * cells.0;
            let board_h = cell * cells.1;
            let left = ((width - board_w) / 2.0).max(0.0);
            let margin = width * PANEL_MARGIN;
            let panel_y = board_h + cell * PANEL_GAP_CELLS;
            return Layout {
                screen: (width, height),
                cell,
                origin: (left + MARGIN_CELLS * cell, MARGIN_CELLS * cell),
                grid: (board.width(), board.height()),
                panel: Rect {
                    x: margin,
                    y: panel_y,
                    w: (width - 2.0 * margin).max(PANEL_MIN_PX),
                    h: (height - panel_y - margin).max(PANEL_MIN_PX),
                },
                text: text_sizes(reading_height(width, height)).1,
            };
        }
        // Landscape: the board takes the whole height less a margin (16:9 and 4:3 alike),
        // unless that leaves the panel narrower than its floor (windows nearly square).
        let edge = height * BOARD_EDGE;
        let panel_floor = width * PANEL_FLOOR;
        let avail_w = (width - panel_floor).max(width * BOARD_MIN_WIDTH);
        let cell = scale_to_fit((avail_w, height - 2.0 * edge), cells).max(1.0);
        let board_w = cell * cells.0;
        let board_h = cell * cells.1;
        // The board sits at the left edge (a margin like the top's), so the panel gets
        // every pixel the board leaves.
        let left = edge.min(((avail_w - board_w) / 2.0).max(0.0));
        let top = ((height - board_h) / 2.0).max(0.0);
        let origin = (left + MARGIN_CELLS * cell, top + MARGIN_CELLS * cell);
        let px = left + board_w + cell * PANEL_GAP_CELLS;
        let panel = Rect {
            x: px,
            y: height * PANEL_MARGIN,
            w: (width - px - height * PANEL_MARGIN).max(PANEL_MIN_PX),
            h: height * PANEL_HEIGHT,
        };
        Layout {
            screen: (width, height),
            cell,
            origin,
            grid: (board.width(), board.height()),
            panel,
            text: text_sizes(reading_height(width, height)).1,
        }
    }

    /// The board's part of the window: all of it but the panel (left of the panel, or
    /// above it in portrait). What is drawn over the board stays in here.
    pub fn board_area(&self) -> Rect {
        let (w, h) = self.screen;
        if h > w {
            Rect {
                x: 0.0,
                y: 0.0,
                w,
                h: self.panel.y,
            }
        } else {
            Rect {
                x: 0.0,
                y: 0.0,
                w: self.panel.x,
                h,
            }
        }
    }

    /// Whether the panel is narrow: a landscape window of 4:3 or squarer, where the
    /// board of the whole height leaves about a quarter of the width.
    pub fn narrow_panel(&self) -> bool {
        let (w, h) = self.screen;
        w >= h && w / h < NARROW_PANEL_ASPECT
    }

    /// A square's rectangle.
    pub fn square_rect(&self, sq: Square) -> Rect {
        Rect {
            x: self.origin.0 + sq.x as f32 * self.cell,
            y: self.origin.1 + sq.y as f32 * self.cell,
            w: self.cell,
            h: self.cell,
        }
    }

    /// A point in grid units (square (x, y) spans x..x+1) to screen pixels.
    pub fn point(&self, gx: f32, gy: f32) -> (f32, f32) {
        (
            self.origin.0 + gx * self.cell,
            self.origin.1 + gy * self.cell,
        )
    }

    /// The square under a screen point, if on the grid.
    pub fn square_at(&self, px: f32, py: f32) -> Option<Square> {
        let gx = ((px - self.origin.0) / self.cell).floor();
        let gy = ((py - self.origin.1) / self.cell).floor();
        if gx < 0.0 || gy < 0.0 || gx >= self.grid.0 as f32 || gy >= self.grid.1 as f32 {
            return None;
        }
        Some(Square::new(gx as u8, gy as u8))
    }

    /// The slots of a seat's start box, beside its start fields off the grid: centres in
    /// grid units, `count` of them in two rows.
    pub fn box_slots(&self, board: &Board, seat: Seat, count: usize) -> Vec<(f32, f32)> {
        let Some(l) = board.seat(seat) else {
            return vec![];
        };
        let (w, h) = (board.width() as f32, board.height() as f32);
        let cx = (l.start[0].x as f32 + l.start[1].x as f32) / 2.0 + 0.5;
        let cy = (l.start[0].y as f32 + l.start[1].y as f32) / 2.0 + 0.5;
        // Outwards: towards the nearest edge.
        let dists = [
            (cy, (0.0, -1.0)),
            (h - cy, (0.0, 1.0)),
            (cx, (-1.0, 0.0)),
            (w - cx, (1.0, 0.0)),
        ];
        let (_, (ox, oy)): (f32, (f32, f32)) = dists
            .iter()
            .copied()
            .fold((f32::MAX, (0.0, 1.0)), |a, b| if b.0 < a.0 { b } else { a });
        let (ex, ey) = if ox == 0.0 {
            (cx, if oy > 0.0 { h } else { 0.0 })
        } else {
            (if ox > 0.0 { w } else { 0.0 }, cy)
        };
        let mut out = vec![];
        let per_row = count.div_ceil(2).max(1);
        for i in 0..count {
            let along = (i % per_row) as f32 - (per_row as f32 - 1.0) / 2.0;
            let depth = BOX_FIRST_ROW + (i / per_row) as f32 * BOX_PITCH;
            let (ax, ay) = (oy.abs(), ox.abs()); // along the edge
            out.push((
                ex + ax * along * BOX_PITCH + ox * depth,
                ey + ay * along * BOX_PITCH + oy * depth,
            ));
        }
        out
    }

    /// The slots of a seat's house: centres in grid units, `count` of them.
    pub fn home_slots(&self, board: &Board, seat: Seat, count: usize) -> Vec<(f32, f32)> {
        let Some(l) = board.seat(seat) else {
            return vec![];
        };
        let minx = l.house.iter().map(|s| s.x).min().unwrap_or(0) as f32;
        let maxx = l.house.iter().map(|s| s.x).max().unwrap_or(0) as f32 + 1.0;
        let miny = l.house.iter().map(|s| s.y).min().unwrap_or(0) as f32;
        let maxy = l.house.iter().map(|s| s.y).max().unwrap_or(0) as f32 + 1.0;
        let wide = maxx - minx >= maxy - miny;
        let long = count.div_ceil(2).max(1);
        let (cols, rows) = if wide { (long, 2) } else { (2, long) };
        let mut out = vec![];
        for i in 0..count {
            let (c, r) = (i % cols, i / cols);
            out.push((
                minx + (maxx - minx) * (c as f32 + 0.5) / cols as f32,
                miny + (maxy - miny) * (r as f32 + 0.5) / rows as f32,
            ));
        }
        out
    }
}

/// Every window a screen must fill, for the window-free layout tests: the small and
/// the projector's 4:3, 720p, 1080p, two portraits (a phone, a tablet) and 4K.
#[cfg(any(test, feature = "headless"))]
pub const TEST_WINDOWS: [(f32, f32); 7] = [
    (800.0, 600.0),
    (1024.0, 768.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
    (720.0, 1280.0),
    (800.0, 1280.0),
    (3840.0, 2160.0),
];

#[cfg(test)]
mod tests {

    #[test]
    fn body_text_cap_height_is_at_least_a_fortieth_of_the_window() {
        for (w, h) in [
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (800.0, 600.0),
            (1024.0, 768.0),
        ] {
            let (normal, small) = text_sizes(h);
            for size in [normal, small] {
                assert!(
                    size * CAP_HEIGHT >= h / 40.0,
                    "{w}x{h}: a {size}px font has a cap height below 1/40"
                );
            }
            assert!(normal >= small);
        }
        assert_eq!(text_sizes(720.0).1, 25.0);
        assert_eq!(text_sizes(1080.0).1, 38.0);
    }
    use super::*;

    #[test]
    fn board_is_letterboxed_with_square_cells_at_every_size() {
        let board = Board::classic();
        for (w, h) in [
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (3840.0, 2160.0),
            (1024.0, 1024.0),
            (800.0, 1280.0),
        ] {
            let l = Layout::new(w, h, &board);
            let bottom = l.origin.1 + (17.0 + MARGIN_CELLS) * l.cell;
            assert!(bottom <= h + 0.5, "{w}x{h}: board runs off the bottom");
            assert!(
                l.origin.0 - MARGIN_CELLS * l.cell >= -0.5,
                "{w}x{h}: board runs off the left"
            );
            assert!(
                l.text * CAP_HEIGHT >= reading_height(w, h) / 40.0,
                "{w}x{h}: text too small"
            );
            assert!(
                l.panel.x >= l.origin.0 + 17.0 * l.cell || l.panel.y >= bottom,
                "{w}x{h}: panel overlaps the board"
            );
        }
    }

    #[test]
    fn board_takes_the_whole_height_less_a_margin_at_16_9_and_4_3() {
        let board = Board::classic();
        for (w, h) in [
            (800.0, 600.0),
            (1024.0, 768.0),
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (3840.0, 2160.0),
        ] {
            let l = Layout::new(w, h, &board);
            let board_h = (17.0 + 2.0 * MARGIN_CELLS) * l.cell;
            assert!(
                board_h >= h * (1.0 - 2.0 * BOARD_EDGE) - 0.5,
                "{w}x{h}: the board is {board_h} px of {h}"
            );
            assert!(
                l.panel.w >= w * PANEL_FLOOR * 0.7,
                "{w}x{h}: panel too narrow"
            );
            assert_eq!(l.narrow_panel(), w / h < 1.5, "{w}x{h}");
        }
    }

    #[test]
    fn clicks_map_to_squares_and_outside_is_none() {
        let board = Board::classic();
        let l = Layout::new(1920.0, 1080.0, &board);
        let r = l.square_rect(Square::new(9, 16));
        assert_eq!(l.square_at(r.x + 1.0, r.y + 1.0), Some(Square::new(9, 16)));
        assert_eq!(l.square_at(l.origin.0 - 2.0, l.origin.1), None);
        assert_eq!(l.square_at(5000.0, 5000.0), None);
    }

    #[test]
    fn start_boxes_lie_off_the_grid_beside_their_start_fields() {
        let board = Board::classic();
        let l = Layout::new(1920.0, 1080.0, &board);
        for seat in Seat::ALL {
            for (x, y) in l.box_slots(&board, seat, 6) {
                let off = !(0.0..=17.0).contains(&x) || !(0.0..=17.0).contains(&y);
                assert!(off, "{seat} box slot ({x},{y}) is on the grid");
                assert!(
                    x > -MARGIN_CELLS
                        && x < 17.0 + MARGIN_CELLS
                        && y > -MARGIN_CELLS
                        && y < 17.0 + MARGIN_CELLS
                );
            }
        }
    }
}
