//! Where the chess screen's parts lie in any window from 800 × 600 to 3840 × 2160 and in
//! portrait: the board as large as the window allows with its coordinates in strips of
//! their own (left and below, whichever side is at the bottom), the panel's text and its
//! buttons beside the board (landscape) or under it (portrait). Pure arithmetic: tested
//! without a window.

use chess::Square;
use cozy_chess::{File, Rank};
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::LINE_HEIGHT;

/// The panel is at least this fraction of a landscape window wide…
const PANEL_MIN_SHARE: f32 = 0.36;
/// …and at least this many normal text heights.
const PANEL_MIN_TEXT: f32 = 14.0;
/// A portrait panel this many normal text heights wide splits its text in two columns.
const SPLIT_MIN_TEXT: f32 = 20.0;
/// A portrait panel keeps at least this many lines of small text under the board.
const PORTRAIT_PANEL_LINES: f32 = 8.0;
/// The panel's buttons.
pub const BUTTON_COUNT: usize = 6;

/// Where things lie in one frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChessLayout {
    /// The board (8 × 8 squares).
    pub board: Rect,
    /// The strip of the file letters, under the board.
    pub files: Rect,
    /// The strip of the rank numbers, left of the board.
    pub ranks: Rect,
    /// The panel's text.
    pub panel: Rect,
    /// Whether the panel's text stands in two columns: what happens now on the left,
    /// the material and the moves on the right (a wide portrait panel).
    pub split: bool,
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

/// `x` down to a multiple of 8 (whole pixels a square), at least 64.
fn eighths(x: f32) -> f32 {
    ((x / 8.0).floor() * 8.0).max(64.0)
}

impl ChessLayout {
    /// The layout for a window of `w` × `h`. In landscape the board fills the height
    /// beside a panel at least a third of the window wide, its buttons at the panel's
    /// foot in two columns (or, where the width holds the board, across the window's
    /// foot in three); in portrait the board is as wide as the window, the panel
    /// under it, the buttons across the window's foot in three columns.
    pub fn new(w: f32, h: f32, flipped: bool) -> ChessLayout {
        let w = w.max(64.0);
        let h = h.max(64.0);
        let rh = reading_height(w, h);
        let text = text_sizes(rh);
        let (ts, small) = text;
        let pad = (small * 0.5).round();
        let label = (small * 1.3).ceil();
        let gap = (ts * 0.35).round();
        let bh = (rh / BIG_BUTTONS_PER_SCREEN)
            .round()
            .max(small * 2.7)
            .min(ts * 2.6);
        let line = small * LINE_HEIGHT;
        if h > w {
            let cols = 3usize;
            let rows = BUTTON_COUNT.div_ceil(cols) as f32;
            let area_h = rows * bh + (rows - 1.0) * gap;
            let room_below = label + gap + area_h + line * PORTRAIT_PANEL_LINES + 2.0 * pad;
            let side = eighths((w - 2.0 * pad - label).min(h - room_below));
            let board = Rect {
                x: ((w - side + label) / 2.0).round(),
                y: pad,
                w: side,
                h: side,
            };
            let buttons = Rect {
                x: pad,
                y: h - pad - area_h,
                w: w - 2.0 * pad,
                h: area_h,
            };
            let top = board.y + side + label + small * 0.3;
            let panel = Rect {
                x: pad,
                y: top,
                w: w - 2.0 * pad,
                h: (buttons.y - gap - top).max(0.0),
            };
            return ChessLayout {
                board,
                files: files_strip(board, label),
                ranks: ranks_strip(board, label),
                split: panel.w >= ts * SPLIT_MIN_TEXT,
                panel,
                buttons,
                button_cols: cols,
                button_gap: gap,
                flipped,
                text,
            };
        }
        let panel_min = (w * PANEL_MIN_SHARE).max(ts * PANEL_MIN_TEXT);
        let between = small;
        let side_w = w - panel_min - 2.0 * pad - label - between;
        let side_h = h - 2.0 * pad - label;
        // A board held by the width (4:3) leaves room under it: the buttons go across
        // the window's foot in two rows, and the panel has the whole height above them.
        let foot_h = 2.0 * bh + gap;
        let foot = side_w + foot_h + gap <= side_h;
        let side = eighths(if foot {
            side_w.min(side_h - foot_h - gap)
        } else {
            side_w.min(side_h)
        });
        let board = Rect {
            x: pad + label,
            y: if foot {
                pad
            } else {
                ((h - side - label) / 2.0).round().max(pad)
            },
            w: side,
            h: side,
        };
        let px = board.x + side + between;
        let pw = (w - px - pad).max(0.0);
        let (buttons, cols) = if foot {
            let r = Rect {
                x: pad,
                y: h - pad - foot_h,
                w: w - 2.0 * pad,
                h: foot_h,
            };
            (r, 3usize)
        } else {
            let cols = 2usize;
            let rows = BUTTON_COUNT.div_ceil(cols) as f32;
            let area_h = rows * bh + (rows - 1.0) * gap;
            let r = Rect {
                x: px,
                y: h - pad - area_h,
                w: pw,
                h: area_h,
            };
            (r, cols)
        };
        ChessLayout {
            board,
            files: files_strip(board, label),
            ranks: ranks_strip(board, label),
            panel: Rect {
                x: px,
                y: pad,
                w: pw,
                h: (buttons.y - gap - pad).max(0.0),
            },
            split: false,
            buttons,
            button_cols: cols,
            button_gap: gap,
            flipped,
            text,
        }
    }

    /// One square's side.
    pub fn cell(&self) -> f32 {
        self.board.w / 8.0
    }

    /// The screen column and row of a square (0, 0 at the top left).
    pub fn column_row(&self, sq: Square) -> (usize, usize) {
        let (f, r) = (sq.file() as usize, sq.rank() as usize);
        if self.flipped {
            (7 - f, r)
        } else {
            (f, 7 - r)
        }
    }

    /// The square at a screen column and row (each 0 to 7).
    pub fn square_at_cell(&self, col: usize, row: usize) -> Square {
        let (col, row) = (col.min(7), row.min(7));
        let (f, r) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Square::new(File::index(f), Rank::index(r))
    }

    /// A square's rectangle.
    pub fn square_rect(&self, sq: Square) -> Rect {
        let (col, row) = self.column_row(sq);
        let c = self.cell();
        Rect {
            x: self.board.x + col as f32 * c,
            y: self.board.y + row as f32 * c,
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
        let col = ((x - self.board.x) / c) as usize;
        let row = ((y - self.board.y) / c) as usize;
        Some(self.square_at_cell(col, row))
    }

    /// The buttons' rectangles, in order, in [`Self::button_cols`] columns.
    pub fn button_rects(&self) -> Vec<Rect> {
        let area = self.buttons;
        let cols = self.button_cols.max(1);
        let rows = BUTTON_COUNT.div_ceil(cols);
        let gap = self.button_gap;
        let bw = (area.w - gap * (cols as f32 - 1.0)) / cols as f32;
        let bh = (area.h - gap * (rows as f32 - 1.0)) / rows as f32;
        (0..BUTTON_COUNT)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                Rect {
                    x: area.x + c as f32 * (bw + gap),
                    y: area.y + r as f32 * (bh + gap),
                    w: bw,
                    h: bh,
                }
            })
            .collect()
    }
}

/// The strip of the file letters: under the board, `label` high.
fn files_strip(board: Rect, label: f32) -> Rect {
    Rect {
        x: board.x,
        y: board.y + board.h,
        w: board.w,
        h: label,
    }
}

/// The strip of the rank numbers: left of the board, `label` wide.
fn ranks_strip(board: Rect, label: f32) -> Rect {
    Rect {
        x: board.x - label,
        y: board.y,
        w: label,
        h: board.h,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every window the chess screen must fill.
    const WINDOWS: [(f32, f32); 7] = paint::layout::TEST_WINDOWS;

    fn inside(r: Rect, w: f32, h: f32) -> bool {
        r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5
    }

    fn overlap(a: Rect, b: Rect) -> bool {
        a.x + 0.5 < b.x + b.w
            && b.x + 0.5 < a.x + a.w
            && a.y + 0.5 < b.y + b.h
            && b.y + 0.5 < a.y + a.h
    }

    #[test]
    fn board_coordinates_panel_and_buttons_lie_inside_every_window_apart() {
        for (w, h) in WINDOWS {
            for flipped in [false, true] {
                let l = ChessLayout::new(w, h, flipped);
                let mut parts = vec![
                    ("board", l.board),
                    ("files", l.files),
                    ("ranks", l.ranks),
                    ("panel", l.panel),
                ];
                parts.extend(l.button_rects().into_iter().map(|r| ("button", r)));
                for (i, (a, ra)) in parts.iter().enumerate() {
                    assert!(inside(*ra, w, h), "{w}x{h}: {a} {ra:?} leaves the window");
                    for (b, rb) in &parts[i + 1..] {
                        assert!(
                            !overlap(*ra, *rb),
                            "{w}x{h}: {a} {ra:?} overlaps {b} {rb:?}"
                        );
                    }
                }
                assert_eq!(l.board.w % 8.0, 0.0, "whole pixels a square");
            }
        }
    }

    #[test]
    fn the_board_is_as_wide_as_a_portrait_window_with_the_panel_below() {
        for (w, h) in [(720.0, 1280.0), (800.0, 1280.0)] {
            let l = ChessLayout::new(w, h, false);
            assert!(l.board.w >= w * 0.85, "{w}x{h}: board {:?}", l.board);
            assert!(l.panel.y >= l.board.y + l.board.h, "the panel lies below");
            assert!(l.panel.w >= w * 0.9);
            let lines = l.panel.h / (l.text.1 * LINE_HEIGHT);
            assert!(
                lines >= PORTRAIT_PANEL_LINES - 0.01,
                "{w}x{h}: {lines} lines"
            );
        }
    }

    #[test]
    fn a_landscape_board_takes_most_of_the_height_and_leaves_the_panel_a_third() {
        for (w, h) in WINDOWS.into_iter().filter(|(w, h)| w > h) {
            let l = ChessLayout::new(w, h, false);
            assert!(l.board.h >= h * 0.6, "{w}x{h}: board {:?}", l.board);
            assert!(l.panel.w >= w * 0.3, "{w}x{h}: panel {:?}", l.panel);
            assert!(l.panel.x >= l.board.x + l.board.w);
        }
    }

    #[test]
    fn squares_and_points_agree_on_a_turned_board_too() {
        for flipped in [false, true] {
            let l = ChessLayout::new(1024.0, 768.0, flipped);
            for sq in Square::ALL {
                let (cx, cy) = l.square_rect(sq).center();
                assert_eq!(l.square_at(cx, cy), Some(sq));
                let (c, r) = l.column_row(sq);
                assert_eq!(l.square_at_cell(c, r), sq);
            }
            let bottom_left = l.square_at_cell(0, 7);
            let want = if flipped { Square::H8 } else { Square::A1 };
            assert_eq!(bottom_left, want);
        }
        let l = ChessLayout::new(1024.0, 768.0, false);
        assert_eq!(l.square_at(-5.0, 10.0), None);
        assert_eq!(l.square_at(f32::NAN, 10.0), None);
    }

    #[test]
    fn a_tiny_or_broken_window_lays_out_without_panicking() {
        for (w, h) in [(0.0, 0.0), (10.0, 3000.0), (f32::NAN, 600.0)] {
            let l = ChessLayout::new(w, h, true);
            assert!(l.board.w >= 64.0);
        }
    }
}
