//! The layout kit: the arithmetic every screen's layout repeats, on [`Rect`]s. A row or
//! a column of cells of fixed lengths and shares ([`Rect::row`], [`Rect::column`]); a
//! band of cells one row height high, as a grid of equal cells or wrapped into as many
//! rows as their widths need ([`Band`]); the most columns in which cells keep a width
//! ([`Band::columns`]); a box in the middle of another ([`Rect::centre`]); the largest
//! scale at which a thing fits ([`scale_to_fit`]). Pure arithmetic: it draws nothing and
//! reads no input; text comes in as widths the caller measured.

use crate::rect::Rect;
use crate::text_layout::Align;

/// How long one cell of a row or a column is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Span {
    /// This many pixels.
    Px(f32),
    /// A share, by weight, of what the fixed cells and the gaps leave.
    Share(f32),
}

/// The cells of `spans` along a line `length` long from `start`, `gap` apart: each
/// cell's start and length. Fixed cells keep their length; the shared ones split what
/// the fixed cells and the gaps leave (nothing, where they leave less) by weight.
pub fn split(start: f32, length: f32, spans: &[Span], gap: f32) -> Vec<(f32, f32)> {
    let (fixed, weights) = spans.iter().fold((0.0, 0.0), |(px, wt), s| match s {
        Span::Px(p) => (px + p, wt),
        Span::Share(w) => (px, wt + w),
    });
    let gaps = gap * spans.len().saturating_sub(1) as f32;
    let left = (length - fixed - gaps).max(0.0);
    let mut at = start;
    spans
        .iter()
        .map(|s| {
            let len = match s {
                Span::Px(px) => *px,
                Span::Share(wt) if weights > 0.0 => left * wt / weights,
                Span::Share(_) => 0.0,
            };
            let cell = (at, len);
            at += len + gap;
            cell
        })
        .collect()
}

impl Rect {
    /// The whole of a `w` × `h` window.
    pub fn window(w: f32, h: f32) -> Rect {
        Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
        }
    }

    /// The right edge.
    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    /// The bottom edge.
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    /// The rectangle less `pad` on every side (never less than nothing).
    pub fn inset(&self, pad: f32) -> Rect {
        Rect {
            x: self.x + pad,
            y: self.y + pad,
            w: (self.w - 2.0 * pad).max(0.0),
            h: (self.h - 2.0 * pad).max(0.0),
        }
    }

    /// Cells side by side from the left, `gap` apart, each as high as the rectangle.
    pub fn row<const N: usize>(&self, spans: [Span; N], gap: f32) -> [Rect; N] {
        let cells = split(self.x, self.w, &spans, gap);
        std::array::from_fn(|i| Rect {
            x: cells[i].0,
            w: cells[i].1,
            ..*self
        })
    }

    /// Cells one under the other from the top, `gap` apart, each as wide as the
    /// rectangle.
    pub fn column<const N: usize>(&self, spans: [Span; N], gap: f32) -> [Rect; N] {
        let cells = split(self.y, self.h, &spans, gap);
        std::array::from_fn(|i| Rect {
            y: cells[i].0,
            h: cells[i].1,
            ..*self
        })
    }

    /// A `w` × `h` box in the middle of the rectangle, on whole pixels; one higher than
    /// the rectangle begins at its top, so its top is seen.
    pub fn centre(&self, w: f32, h: f32) -> Rect {
        Rect {
            x: (self.x + ((self.w - w) / 2.0).max(0.0)).round(),
            y: (self.y + ((self.h - h) / 2.0).max(0.0)).round(),
            w: w.round(),
            h: h.round(),
        }
    }

    /// The top of a thing `height` high at the rectangle's middle height.
    pub fn middle(&self, height: f32) -> f32 {
        self.y + (self.h - height) / 2.0
    }
}

/// The largest scale at which a thing `units` (width, height) big fits into `room`
/// (width, height): a board's cell, a picture's pixel.
pub fn scale_to_fit(room: (f32, f32), units: (f32, f32)) -> f32 {
    (room.0 / units.0).min(room.1 / units.1)
}

/// A band `width` wide from (`x`, `y`) down, holding rows of cells `row_h` high, `gap`
/// apart across and down: buttons in a grid or flowing into rows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// Left.
    pub x: f32,
    /// The top of the first row.
    pub y: f32,
    /// Width.
    pub width: f32,
    /// A row's height.
    pub row_h: f32,
    /// The gap between cells, across and down.
    pub gap: f32,
}

impl Band {
    /// The band across `r` from its top, rows `row_h` high.
    pub fn across(r: Rect, row_h: f32, gap: f32) -> Band {
        Band {
            x: r.x,
            y: r.y,
            width: r.w,
            row_h,
            gap,
        }
    }

    /// The height of `rows` rows.
    pub fn height(&self, rows: usize) -> f32 {
        let rows = rows as f32;
        rows * self.row_h + (rows - 1.0).max(0.0) * self.gap
    }

    /// The width of a cell of a grid of `cols` columns: whole pixels (so that every
    /// gap is as wide as the others), never less than one.
    pub fn cell_w(&self, cols: usize) -> f32 {
        let cols = cols.max(1) as f32;
        ((self.width - (cols - 1.0) * self.gap) / cols)
            .floor()
            .max(1.0)
    }

    /// `n` equal cells in rows of `cols`, filled row by row (see [`Band::cell_w`]).
    pub fn grid(&self, n: usize, cols: usize) -> Vec<Rect> {
        let cols = cols.max(1);
        self.cells(n, |i| (i % cols, i / cols), self.cell_w(cols))
    }

    /// `n` cells `cell_w` wide in `cols` columns, filled column by column (a menu read
    /// down the first column, then the second).
    pub fn grid_down(&self, n: usize, cols: usize, cell_w: f32) -> Vec<Rect> {
        let rows = n.div_ceil(cols.max(1)).max(1);
        self.cells(n, |i| (i / rows, i % rows), cell_w)
    }

    /// `n` cells `cell_w` wide in rows of `cols`, filled row by row, each row in the
    /// band's middle on whole pixels (the last may hold fewer).
    pub fn grid_centred(&self, n: usize, cols: usize, cell_w: f32) -> Vec<Rect> {
        let cols = cols.max(1);
        let mut cells = self.cells(n, |i| (i % cols, i / cols), cell_w);
        for row in cells.chunks_mut(cols) {
            self.align_row(row, Align::Center);
        }
        cells
    }

    /// `n` cells `cell_w` wide, cell `i` in the column and row `at(i)` says.
    fn cells(&self, n: usize, at: impl Fn(usize) -> (usize, usize), cell_w: f32) -> Vec<Rect> {
        (0..n)
            .map(|i| {
                let (col, row) = at(i);
                Rect {
                    x: self.x + col as f32 * (cell_w + self.gap),
                    y: self.y + row as f32 * (self.row_h + self.gap),
                    w: cell_w,
                    h: self.row_h,
                }
            })
            .collect()
    }

    /// The height of a grid of `n` cells in rows of `cols`.
    pub fn grid_height(&self, n: usize, cols: usize) -> f32 {
        self.height(n.div_ceil(cols.max(1)))
    }

    /// The most columns, at most `max`, at which a grid's cells are at least `need`
    /// wide (one, where not even one is).
    pub fn columns(&self, need: f32, max: usize) -> usize {
        (1..=max.max(1))
            .rev()
            .find(|&c| (self.width - (c as f32 - 1.0) * self.gap) / c as f32 >= need)
            .unwrap_or(1)
    }

    /// Cells `widths` wide (at most the band's width), side by side in their order,
    /// starting a new row where the next does not fit; each row lies at the band's left
    /// or in its middle.
    pub fn wrap(&self, widths: &[f32], align: Align) -> Vec<Rect> {
        let mut rects: Vec<Rect> = Vec::with_capacity(widths.len());
        let mut row_start = 0;
        let (mut x, mut y) = (self.x, self.y);
        for &w in widths {
            let w = w.min(self.width);
            if x > self.x && x + w > self.x + self.width {
                self.align_row(&mut rects[row_start..], align);
                row_start = rects.len();
                x = self.x;
                y += self.row_h + self.gap;
            }
            rects.push(Rect {
                x,
                y,
                w,
                h: self.row_h,
            });
            x += w + self.gap;
        }
        self.align_row(&mut rects[row_start..], align);
        rects
    }

    /// One row of [`Band::wrap`]'s cells moved to its place across the band.
    fn align_row(&self, row: &mut [Rect], align: Align) {
        let (Some(first), Some(last)) = (row.first(), row.last()) else {
            return;
        };
        let shift = match align {
            Align::Left => 0.0,
            Align::Center => ((self.width - (last.right() - first.x)) / 2.0).round(),
        };
        for r in row {
            r.x += shift;
        }
    }

    /// The bottom of `cells` (the band's top, where there are none).
    pub fn bottom_of(&self, cells: &[Rect]) -> f32 {
        cells.iter().map(Rect::bottom).fold(self.y, f32::max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const R: Rect = Rect {
        x: 10.0,
        y: 20.0,
        w: 300.0,
        h: 40.0,
    };

    #[test]
    fn a_row_shares_what_the_fixed_cells_and_gaps_leave_by_weight() {
        let cells = R.row([Span::Px(50.0), Span::Share(1.0), Span::Share(3.0)], 10.0);
        // 300 less 50 fixed and two gaps of 10 leaves 230: a quarter and three quarters.
        assert_eq!(cells[0], Rect { w: 50.0, ..R });
        assert_eq!((cells[1].x, cells[1].w), (70.0, 57.5));
        assert_eq!((cells[2].x, cells[2].w), (137.5, 172.5));
        assert_eq!(
            cells[2].right(),
            R.right(),
            "the last cell ends at the edge"
        );
        assert!(cells.iter().all(|c| c.y == R.y && c.h == R.h));
    }

    #[test]
    fn fixed_cells_keep_their_length_and_shares_get_nothing_when_nothing_is_left() {
        let cells = R.row([Span::Px(200.0), Span::Share(1.0), Span::Px(150.0)], 5.0);
        assert_eq!(cells[1].w, 0.0);
        assert_eq!(cells[2].x, 10.0 + 200.0 + 5.0 + 0.0 + 5.0);
        assert_eq!(cells[2].w, 150.0);
    }

    #[test]
    fn a_column_lays_its_cells_down_from_the_top_as_wide_as_the_rectangle() {
        let tall = Rect { h: 100.0, ..R };
        let cells = tall.column([Span::Px(30.0), Span::Share(1.0)], 10.0);
        assert_eq!(cells[0], Rect { h: 30.0, ..tall });
        assert_eq!(
            cells[1],
            Rect {
                y: 60.0,
                h: 60.0,
                ..tall
            }
        );
    }

    #[test]
    fn a_centred_box_lies_in_the_middle_on_whole_pixels_and_never_above_the_top() {
        assert_eq!(
            Rect::window(640.0, 480.0).centre(100.0, 80.0),
            Rect {
                x: 270.0,
                y: 200.0,
                w: 100.0,
                h: 80.0
            }
        );
        let b = R.centre(101.0, 20.0);
        assert_eq!(
            b,
            Rect {
                x: 110.0,
                y: 30.0,
                w: 101.0,
                h: 20.0
            }
        );
        let tall = R.centre(100.0, 90.0);
        assert_eq!(tall.y, R.y, "a box higher than the room begins at its top");
        assert_eq!(
            R.inset(5.0),
            Rect {
                x: 15.0,
                y: 25.0,
                w: 290.0,
                h: 30.0
            }
        );
        assert_eq!(R.middle(10.0), 35.0);
    }

    #[test]
    fn the_scale_to_fit_is_set_by_the_tighter_side() {
        assert_eq!(scale_to_fit((200.0, 100.0), (10.0, 20.0)), 5.0);
        assert_eq!(scale_to_fit((200.0, 1000.0), (10.0, 20.0)), 20.0);
    }

    fn band() -> Band {
        Band::across(R, 30.0, 10.0)
    }

    #[test]
    fn a_grid_fills_row_by_row_with_cells_of_whole_pixels() {
        let cells = band().grid(5, 3);
        // (300 - 2 gaps) / 3 = 93.33: 93 wide.
        assert!(cells.iter().all(|c| c.w == 93.0 && c.h == 30.0));
        assert_eq!((cells[2].x, cells[2].y), (10.0 + 2.0 * 103.0, 20.0));
        assert_eq!((cells[3].x, cells[3].y), (10.0, 60.0));
        assert_eq!(band().grid_height(5, 3), 70.0);
        assert_eq!(band().grid_height(0, 3), 0.0);
    }

    #[test]
    fn a_centred_grid_puts_each_row_and_the_shorter_last_one_in_the_middle() {
        let cells = band().grid_centred(5, 3, 80.0);
        // A full row is 3 × 80 + 2 × 10 = 260 wide: 20 from each edge; the last, of
        // two, 170: 65.
        assert_eq!((cells[0].x, cells[0].y), (30.0, 20.0));
        assert_eq!(cells[2].right(), 290.0, "20 from the right edge too");
        assert_eq!((cells[3].x, cells[3].y), (75.0, 60.0));
        assert_eq!(cells[4].x, 165.0);
        assert!(cells.iter().all(|c| c.w == 80.0 && c.h == 30.0));
        // Whole pixels: a row 81 narrower than the band moves 40.5, rounded.
        let odd = band().grid_centred(1, 1, 219.0);
        assert_eq!(odd[0].x, 10.0 + 41.0);
    }

    #[test]
    fn a_grid_down_fills_the_first_column_before_the_second() {
        let cells = band().grid_down(5, 2, 100.0);
        // Three rows: 0 1 2 down the first column, 3 4 down the second.
        assert_eq!((cells[2].x, cells[2].y), (10.0, 100.0));
        assert_eq!((cells[3].x, cells[3].y), (120.0, 20.0));
        assert!(cells.iter().all(|c| c.w == 100.0));
    }

    #[test]
    fn the_most_columns_keep_every_cell_at_least_as_wide_as_it_needs() {
        // Three columns of (300 - 20) / 3 = 93.3; four of (300 - 30) / 4 = 67.5.
        assert_eq!(band().columns(90.0, 6), 3);
        assert_eq!(band().columns(60.0, 6), 4);
        assert_eq!(band().columns(60.0, 2), 2, "never more than asked");
        assert_eq!(band().columns(500.0, 6), 1, "one, even if it is too narrow");
    }

    #[test]
    fn wrap_starts_a_new_row_when_the_next_cell_does_not_fit() {
        let cells = band().wrap(&[100.0, 150.0, 60.0, 400.0], Align::Left);
        assert_eq!((cells[0].x, cells[0].y), (10.0, 20.0));
        assert_eq!((cells[1].x, cells[1].y), (120.0, 20.0));
        // 280 + 60 > 310: the third begins the second row.
        assert_eq!((cells[2].x, cells[2].y), (10.0, 60.0));
        // Wider than the band: cut to its width, on a row of its own.
        assert_eq!(
            cells[3],
            Rect {
                x: 10.0,
                y: 100.0,
                w: 300.0,
                h: 30.0
            }
        );
    }

    #[test]
    fn wrap_centres_each_row_on_its_own() {
        let cells = band().wrap(&[100.0, 100.0, 140.0], Align::Center);
        // The first row is 210 wide: 45 from each edge; the second 140: 80.
        assert_eq!(cells[0].x, 55.0);
        assert_eq!(cells[1].x, 165.0);
        assert_eq!((cells[2].x, cells[2].y), (90.0, 60.0));
        assert_eq!(band().bottom_of(&cells), 90.0);
        assert_eq!(band().bottom_of(&[]), 20.0);
    }
}
