//! The board's many squares as few rectangles (issue 33): the track's thin grid lines,
//! and runs of like squares.
//!
//! Each square of the track has a thin outline inside its edge. Drawn as an outline per
//! square (macroquad's eight triangles each), the grid was about 1,300 long, thin,
//! blended triangles, and llvmpipe pays for each triangle more than for the few pixels
//! it covers: 0.6 ms of a 1920×1080 frame. The same pixels are the outlines' strips
//! joined: along a line between two rows, the strips of both rows' squares side by
//! side are one rectangle; between two squares of a row, the two facing strips are one.
//! Every pixel is still covered once, so the blended grid looks the same.

use crate::draw_list::Area;

/// The outlines, `t` thick inside the edges, of the squares of a `cols` × `rows` grid
/// for which `on(column, row)` holds, square (c, r) spanning `square(c, r)`, as
/// rectangles that cover each pixel of them once: one per run of a line between rows,
/// one per edge between squares of a row.
pub fn grid_strips(
    (cols, rows): (usize, usize),
    on: impl Fn(usize, usize) -> bool,
    square: impl Fn(usize, usize) -> Area,
    t: f32,
) -> Vec<Area> {
    let mut strips = vec![];
    // The lines between rows (and above the first, below the last): the top strips of
    // row r and the bottom strips of row r - 1, a run at a time.
    for r in 0..=rows {
        let mut run: Option<(usize, (bool, bool))> = None;
        for c in 0..=cols {
            let here = (c < cols).then(|| (r < rows && on(c, r), r > 0 && on(c, r - 1)));
            let kind = here.filter(|&(top, below)| top || below);
            if run.is_some_and(|(_, k)| Some(k) != kind) {
                let (from, (top, below)) = run.take().unwrap_or_default();
                // The run's squares, in the row that has them.
                let row = if top { r } else { r - 1 };
                let (x0, _, _, _) = square(from, row);
                let (xl, _, wl, _) = square(c - 1, row);
                let before = below.then(|| {
                    let (_, y, _, h) = square(from, r - 1);
                    (y, h)
                });
                let (y0, y1) = across(before, top.then(|| square(from, r).1), t);
                strips.push((x0, y0, xl + wl - x0, y1 - y0));
            }
            if run.is_none() {
                run = kind.map(|k| (c, k));
            }
        }
    }
    // The edges between squares of a row (and at its ends): the right strip of the
    // square on the left and the left strip of the one on the right, between the lines.
    for r in 0..rows {
        for c in 0..=cols {
            let left = c > 0 && on(c - 1, r);
            let right = c < cols && on(c, r);
            if !left && !right {
                continue;
            }
            let (_, y, _, h) = square(if right { c } else { c - 1 }, r);
            let before = left.then(|| {
                let (x, _, w, _) = square(c - 1, r);
                (x, w)
            });
            let (x0, x1) = across(before, right.then(|| square(c, r).0), t);
            strips.push((x0, y + t, x1 - x0, h - 2.0 * t));
        }
    }
    strips
}

/// Where the facing strips across an edge lie, from one end to the other: from `t`
/// inside the end of the square before the edge (its start and size), or from the
/// edge (the start of the square after it) if that square has no strip; to `t` inside
/// the start of the square after it, or to the edge (the end of the one before).
fn across(before: Option<(f32, f32)>, after: Option<f32>, t: f32) -> (f32, f32) {
    let end = |(start, size): (f32, f32)| start + size;
    let from = before.map_or(after.unwrap_or_default(), |b| end(b) - t);
    let to = after.map_or(before.map_or(0.0, end), |a| a + t);
    (from, to)
}

/// The runs of squares for which `on(column, row)` holds in each row of a `cols` ×
/// `rows` grid: (row, first column, last column), each run as long as it goes.
pub fn row_runs(
    (cols, rows): (usize, usize),
    on: impl Fn(usize, usize) -> bool,
) -> Vec<(usize, usize, usize)> {
    let mut runs = vec![];
    for r in 0..rows {
        let mut c = 0;
        while c < cols {
            if !on(c, r) {
                c += 1;
                continue;
            }
            let from = c;
            while c < cols && on(c, r) {
                c += 1;
            }
            runs.push((r, from, c - 1));
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inside((x, y, w, h): Area, (px, py): (f32, f32)) -> bool {
        px >= x && px < x + w && py >= y && py < y + h
    }

    /// A board-like grid: a ring of track two squares wide round a centre, one square
    /// of it missing (a house's way in), and a square alone in the centre.
    fn on(c: usize, r: usize) -> bool {
        let ring = c < 2 || r < 2 || c >= 7 || r >= 7;
        (ring && (c, r) != (4, 1)) || (c, r) == (4, 4)
    }

    fn covered_once_as_by_outlines(cell: f32, origin: (f32, f32), t: f32) {
        let square = |c: usize, r: usize| {
            (
                origin.0 + c as f32 * cell,
                origin.1 + r as f32 * cell,
                cell,
                cell,
            )
        };
        let strips = grid_strips((9, 9), on, square, t);
        let size = (origin.0 + 10.0 * cell) as usize;
        for py in 0..size {
            for px in 0..size {
                let p = (px as f32 + 0.5, py as f32 + 0.5);
                let outlined = (0..9)
                    .flat_map(|r| (0..9).map(move |c| (c, r)))
                    .filter(|&(c, r)| on(c, r))
                    .any(|(c, r)| {
                        let (x, y, w, h) = square(c, r);
                        inside((x, y, w, h), p)
                            && !inside((x + t, y + t, w - 2.0 * t, h - 2.0 * t), p)
                    });
                let drawn = strips.iter().filter(|s| inside(**s, p)).count();
                assert_eq!(drawn, usize::from(outlined), "pixel {p:?}, cell {cell}");
            }
        }
    }

    #[test]
    fn the_grid_strips_cover_exactly_the_squares_outlines_each_pixel_once() {
        covered_once_as_by_outlines(13.0, (3.0, 7.0), 0.5);
        covered_once_as_by_outlines(12.7, (2.25, 5.5), 0.5);
        covered_once_as_by_outlines(20.0, (0.0, 0.0), 2.0);
    }

    #[test]
    fn a_rows_like_squares_are_one_run_each_square_in_exactly_one() {
        let centre =
            |c: usize, r: usize| (2..7).contains(&c) && (2..7).contains(&r) && (c, r) != (4, 4);
        let runs = row_runs((9, 9), centre);
        assert_eq!(runs[0], (2, 2, 6));
        assert!(
            runs.contains(&(4, 2, 3)) && runs.contains(&(4, 5, 6)),
            "split by the gap"
        );
        for r in 0..9 {
            for c in 0..9 {
                let n = runs
                    .iter()
                    .filter(|&&(row, from, to)| row == r && (from..=to).contains(&c))
                    .count();
                assert_eq!(n, usize::from(centre(c, r)), "square ({c}, {r})");
            }
        }
        assert_eq!(runs.len(), 6, "five rows, the middle one split");
    }

    #[test]
    fn the_grid_is_far_fewer_shapes_than_an_outline_a_square() {
        let squares = (0..9)
            .flat_map(|r| (0..9).map(move |c| (c, r)))
            .filter(|&(c, r)| on(c, r))
            .count();
        let square = |c: usize, r: usize| (c as f32 * 10.0, r as f32 * 10.0, 10.0, 10.0);
        let strips = grid_strips((9, 9), on, square, 0.5).len();
        // An outline is eight triangles, a strip two.
        assert!(
            2 * strips < 8 * squares / 2,
            "{strips} strips for {squares} squares"
        );
    }
}
