//! Walking the board with the arrow keys: from a cell to the orthogonal neighbour that
//! lies most nearly in the arrow's direction on the picture (design §1: the hexagon
//! with White's back row at the bottom). A cursor that keeps going the same way goes
//! on along the orthogonal line it is on (design §2: out through the edge opposite the
//! one it came in by), so that it follows a file or a rank through the centre as a
//! rook would, as long as that line still heads the arrow's way.

use super::board::{cell_polygon, Board, Point};
use super::cell::Cell;

/// A direction on screen: `dx` to the right, `dy` downward (each -1, 0 or 1).
pub type Arrow = (i8, i8);

/// The four arrows: right, left, down, up.
pub const ARROWS: [Arrow; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// How closely a step must follow the arrow: the cosine of the widest angle between
/// them (70°). A wider angle would let ← walk a slanted file upward; a narrower one
/// would strand the cells along the slanted sides.
const WIDEST: f64 = 0.34;

/// The centre of a cell on the plane (y up).
pub fn cell_centre(cell: Cell) -> Point {
    let q = cell_polygon(cell);
    let x = q.iter().map(|p| p.0).sum::<f64>() / 4.0;
    let y = q.iter().map(|p| p.1).sum::<f64>() / 4.0;
    (x, y)
}

/// How well the step from `a` to `b` follows `arrow`: the cosine of the angle between
/// them (1 straight along it, 0 across it).
fn alignment(a: Cell, b: Cell, arrow: Arrow) -> f64 {
    let (pa, pb) = (cell_centre(a), cell_centre(b));
    let (vx, vy) = (pb.0 - pa.0, pb.1 - pa.1);
    // The plane's y points up, the screen's down.
    let (ax, ay) = (f64::from(arrow.0), -f64::from(arrow.1));
    let (lv, la) = ((vx * vx + vy * vy).sqrt(), (ax * ax + ay * ay).sqrt());
    if lv == 0.0 || la == 0.0 {
        return -1.0;
    }
    (vx * ax + vy * ay) / (lv * la)
}

/// The cell an arrow leads to from `cell`; `came_from` is the cell the cursor left by
/// the same arrow just before, if it did. Off the board (no neighbour that way) the
/// cursor stays put; an arrow that is not one of [`ARROWS`] does too.
///
/// ```
/// use yalta::cell::Cell;
/// use yalta::cursor::arrow_step;
/// let d4 = Cell::parse("wd4").unwrap();
/// // Up White's d-file, through the centre into Black's e-file.
/// let up = arrow_step(d4, (0, -1), Cell::parse("wd3"));
/// assert_eq!(up, Cell::parse("be4").unwrap());
/// ```
pub fn arrow_step(cell: Cell, arrow: Arrow, came_from: Option<Cell>) -> Cell {
    if !ARROWS.contains(&arrow) {
        return cell;
    }
    let board = Board::get();
    // Straight on along the line the cursor came by, while it still heads this way.
    let straight = came_from.and_then(|from| {
        board
            .orthogonal_lines(from)
            .into_iter()
            .find(|line| line.first() == Some(&cell))
            .and_then(|line| line.get(1).copied())
    });
    if let Some(next) = straight.filter(|n| alignment(cell, *n, arrow) >= WIDEST) {
        return next;
    }
    board
        .orthogonal_neighbours(cell)
        .map(|n| (n, alignment(cell, n, arrow)))
        .filter(|(_, a)| *a >= WIDEST)
        .max_by(|x, y| x.1.total_cmp(&y.1))
        .map_or(cell, |(n, _)| n)
}
