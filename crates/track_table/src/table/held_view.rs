//! "What just happened", on the board: the last capture, swap and card (the panel's held
//! lines, [`crate::table::flow::Held`]) as pictures on the board's empty middle, so that
//! they stay readable until the player's next turn at every size, however little room
//! the panel has for words (issue 49). A capture shows the capturing piece, an arrow and
//! the captured piece crossed out; a swap the two pieces with arrows both ways; a card
//! a card in its tone's colour with the drawer's shape. Each tile is framed in the
//! colour of the player it happened to.
//!
//! Where the tiles go is window-free ([`held_tiles`]): the largest room of wall squares
//! clear of the dice, the move diagram and the one-move-back button, tested at every
//! window size.

use crate::table::flow::HeldPicture;
use macroquad::prelude::{vec2, Color};
use paint::draw::{draw_piece, seat_color, seat_shape, tone_color, Pen, INK, PAPER};
use paint::flat_fill::{draw_line, draw_rectangle, draw_rectangle_lines, draw_triangle};
use paint::layout::{Layout, Rect};
use track::board::{Board, Cell};
use track::cards::Tone;
use track::geometry::Square;

/// A room of squares: the columns from the first to before the last, the rows likewise.
type Room = (usize, usize, usize, usize);

/// How many pictures are held at most: the last capture, swap and card.
pub const TILES: usize = 3;
/// A tile's width for its height: two pieces and a sign between them.
const TILE_ASPECT: f32 = 2.6;
/// The smallest tile, in cells: below it the pictures are left to the panel's words.
const TILE_MIN: f32 = 0.8;
/// The space round a tile, for its height.
const TILE_MARGIN: f32 = 0.08;
/// A piece's size in its tile, for the tile's height.
const PIECE_IN_TILE: f32 = 0.86;
/// A crossed-out piece's red cross.
const CROSS: Color = Color::new(0.85, 0.1, 0.1, 0.8);

/// Where the held pictures go on the board's middle: [`TILES`] tiles, newest first,
/// each on wall squares only and clear of every rectangle in `keep_clear` (the dice, the
/// move diagram, the one-move-back button), stacked or side by side in the largest room
/// there is (the highest one, then the rightmost, when two are as large); none where no
/// room takes tiles of 0.8 cells.
pub fn held_tiles(layout: &Layout, board: &Board, keep_clear: &[Rect]) -> Vec<Rect> {
    let (bw, bh) = (board.width(), board.height());
    // Free squares, and their counts from the top-left corner (a summed-area table).
    let free = |x: usize, y: usize| {
        let sq = Square::new(x as u8, y as u8);
        let r = layout.square_rect(sq);
        board.cell(sq) == Cell::Wall && keep_clear.iter().all(|k| r.overlap(k) < 1.0)
    };
    let mut sum = vec![vec![0u32; bw + 1]; bh + 1];
    for y in 0..bh {
        for x in 0..bw {
            sum[y + 1][x + 1] = sum[y][x + 1] + sum[y + 1][x] - sum[y][x] + u32::from(free(x, y));
        }
    }
    let all_free = |x0: usize, y0: usize, x1: usize, y1: usize| {
        let n = sum[y1][x1] + sum[y0][x0] - sum[y0][x1] - sum[y1][x0];
        n as usize == (x1 - x0) * (y1 - y0)
    };
    // The best room: the largest tile height, stacked or side by side.
    let mut best: Option<(f32, Room, bool)> = None;
    for y0 in 0..bh {
        for x0 in 0..bw {
            for y1 in y0 + 1..=bh {
                for x1 in x0 + 1..=bw {
                    if !all_free(x0, y0, x1, y1) {
                        break;
                    }
                    let (w, h) = ((x1 - x0) as f32, (y1 - y0) as f32);
                    let n = TILES as f32;
                    for stacked in [true, false] {
                        let t = if stacked {
                            (h / n).min(w / TILE_ASPECT)
                        } else {
                            h.min(w / n / TILE_ASPECT)
                        };
                        let better = match best {
                            None => true,
                            Some((bt, (bx0, by0, ..), _)) => {
                                t > bt + 1e-3
                                    || ((t - bt).abs() <= 1e-3
                                        && (y0 < by0 || (y0 == by0 && x0 > bx0)))
                            }
                        };
                        if t >= TILE_MIN && better {
                            best = Some((t, (x0, y0, x1, y1), stacked));
                        }
                    }
                }
            }
        }
    }
    let Some((t, (x0, y0, x1, y1), stacked)) = best else {
        return vec![];
    };
    let (left, top) = layout.point(x0 as f32, y0 as f32);
    let (right, bottom) = layout.point(x1 as f32, y1 as f32);
    let (th, tw) = (t * layout.cell, t * layout.cell * TILE_ASPECT);
    // The tiles' slots, centred in the room.
    let (all_w, all_h) = if stacked {
        (tw, th * TILES as f32)
    } else {
        (tw * TILES as f32, th)
    };
    let (ox, oy) = (
        left + (right - left - all_w) / 2.0,
        top + (bottom - top - all_h) / 2.0,
    );
    let m = th * TILE_MARGIN;
    (0..TILES)
        .map(|i| {
            let (sx, sy) = if stacked {
                (ox, oy + th * i as f32)
            } else {
                (ox + tw * i as f32, oy)
            };
            Rect {
                x: (sx + m).round(),
                y: (sy + m).round(),
                w: (tw - 2.0 * m).round(),
                h: (th - 2.0 * m).round(),
            }
        })
        .collect()
}

/// Draws the held `pictures` (newest first) in their `tiles`; `tone` says a card's tone.
pub fn draw_held(
    pen: &Pen,
    tiles: &[Rect],
    pictures: &[HeldPicture],
    tone: impl Fn(&track::cards::CardId) -> Option<Tone>,
) {
    for (r, pic) in tiles.iter().zip(pictures) {
        let whose = match pic {
            HeldPicture::Capture { piece, .. } => piece.seat,
            HeldPicture::Swap { b, .. } => b.seat,
            HeldPicture::Card { seat, .. } => *seat,
        };
        let frame = (r.h * 0.07).max(2.0);
        draw_rectangle(r.x, r.y, r.w, r.h, PAPER);
        draw_rectangle_lines(r.x, r.y, r.w, r.h, frame, seat_color(whose));
        let cy = r.y + r.h / 2.0;
        let size = r.h * PIECE_IN_TILE;
        let (lx, rx) = (r.x + r.h * 0.55, r.x + r.w - r.h * 0.55);
        let (mx, arm) = (r.x + r.w / 2.0, (rx - lx) / 2.0 - size * 0.5);
        let thick = (r.h * 0.07).max(2.0);
        match pic {
            HeldPicture::Capture { piece, by } => {
                match by {
                    Some(b) => draw_piece(pen, b.seat, b.role, lx, cy, size, 1.0),
                    None => draw_card_sign(lx, cy, size * 0.8, None, None),
                }
                arrow(mx - arm, mx + arm, cy, thick);
                // The captured piece whole, crossed out in red over its ring.
                draw_piece(pen, piece.seat, piece.role, rx, cy, size, 1.0);
                let k = size * 0.4;
                draw_line(rx - k, cy - k, rx + k, cy + k, thick, CROSS);
                draw_line(rx - k, cy + k, rx + k, cy - k, thick, CROSS);
            }
            HeldPicture::Swap { a, b } => {
                draw_piece(pen, a.seat, a.role, lx, cy, size, 1.0);
                let d = r.h * 0.14;
                arrow(mx - arm, mx + arm, cy - d, thick);
                arrow(mx + arm, mx - arm, cy + d, thick);
                draw_piece(pen, b.seat, b.role, rx, cy, size, 1.0);
            }
            HeldPicture::Card { seat, card } => {
                draw_card_sign(mx, cy, size, tone(card), Some(*seat));
            }
        }
    }
}

/// An arrow along a line at `y` from `from` to `to`.
fn arrow(from: f32, to: f32, y: f32, thick: f32) {
    let dir = (to - from).signum();
    let head = thick * 2.2;
    draw_line(from, y, to - dir * head, y, thick, INK);
    draw_triangle(
        vec2(to, y),
        vec2(to - dir * head * 1.4, y - head),
        vec2(to - dir * head * 1.4, y + head),
        INK,
    );
}

/// A card standing up, `size` tall, centred at (`x`, `y`): in its tone's colour (a
/// neutral one where unknown), with the drawer's shape on it.
fn draw_card_sign(
    x: f32,
    y: f32,
    size: f32,
    tone: Option<Tone>,
    seat: Option<track::pieces::Seat>,
) {
    let (w, h) = (size * 0.7, size);
    let fill = tone.map_or(tone_color(Tone::Mixed), tone_color);
    draw_rectangle(x - w / 2.0, y - h / 2.0, w, h, fill);
    draw_rectangle_lines(x - w / 2.0, y - h / 2.0, w, h, (size * 0.06).max(1.5), INK);
    if let Some(s) = seat {
        paint::draw::draw_shape(
            seat_shape(s),
            x,
            y,
            w * 0.3,
            seat_color(s),
            INK,
            (size * 0.04).max(1.0),
        );
    }
}
