//! What shows beside a rectangle: the shadow it casts and a frame round it, drawn as
//! the strips that show and no more (issue 33: a shadow drawn whole was blended under
//! its card too, where nothing of it shows; a board's frame drawn as a full rectangle
//! under the board painted the board's whole area once more).

use crate::flat_fill::{draw_rectangle, is_opaque, Area};
use macroquad::prelude::Color;

/// The shadow of a rectangle (`x`, `y`, `w`, `h`) of colour `over` that falls `dx`
/// right and `dy` down. Under an opaque rectangle only the two strips that show beside
/// it, right and below, are drawn ([`shadow_strips`]): drawn whole, the shadow would be
/// blended under the rectangle too, where nothing of it shows (a start screen's cards
/// had more hidden shadow than visible picture); the strips give the same pixels. Draw
/// the rectangle itself after it, as before.
pub fn draw_shadow(rect: Area, offset: (f32, f32), color: Color, over: Color) {
    let (x, y, w, h) = rect;
    let (dx, dy) = offset;
    match shadow_strips(rect, offset) {
        Some(strips) if is_opaque(over) => {
            for (sx, sy, sw, sh) in strips {
                draw_rectangle(sx, sy, sw, sh, color);
            }
        }
        _ => draw_rectangle(x + dx, y + dy, w, h, color),
    }
}

/// What shows of a rectangle's shadow falling (`dx`, `dy`) beside it: the strip on
/// its right and the one below it (`None`: not a shadow falling right and down by less
/// than the rectangle's size).
pub fn shadow_strips(rect: Area, (dx, dy): (f32, f32)) -> Option<[Area; 2]> {
    let (x, y, w, h) = rect;
    if dx <= 0.0 || dy <= 0.0 || dx >= w || dy >= h {
        return None;
    }
    Some([(x + w, y + dy, dx, h), (x + dx, y + h, w - dx, dy)])
}

/// A band `t` wide round the rectangle (`x`, `y`, `w`, `h`), outside it: a board's
/// frame, without painting the board's whole area first.
pub fn draw_around(rect: Area, t: f32, color: Color) {
    for (bx, by, bw, bh) in band_around(rect, t) {
        draw_rectangle(bx, by, bw, bh, color);
    }
}

/// The four strips of a band `t` wide round a rectangle: above, below, left, right.
pub fn band_around((x, y, w, h): Area, t: f32) -> [Area; 4] {
    [
        (x - t, y - t, w + 2.0 * t, t),
        (x - t, y + h, w + 2.0 * t, t),
        (x - t, y, t, h),
        (x + w, y, t, h),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inside((x, y, w, h): Area, (px, py): (f32, f32)) -> bool {
        px >= x && px < x + w && py >= y && py < y + h
    }

    /// Every pixel centre on a grid over the scene.
    fn pixels() -> impl Iterator<Item = (f32, f32)> {
        (0..60).flat_map(|y| (0..60).map(move |x| (x as f32 + 0.5, y as f32 + 0.5)))
    }

    #[test]
    fn a_shadow_shows_exactly_where_its_card_does_not_cover_it_and_once() {
        let card = (10.0, 12.0, 30.0, 20.0);
        let (dx, dy) = (4.0, 5.0);
        let shadow = (card.0 + dx, card.1 + dy, card.2, card.3);
        let strips = shadow_strips(card, (dx, dy)).expect("a shadow right and down");
        for p in pixels() {
            let shows = inside(shadow, p) && !inside(card, p);
            let drawn = strips.iter().filter(|s| inside(**s, p)).count();
            assert_eq!(drawn, usize::from(shows), "pixel {p:?}");
        }
    }

    #[test]
    fn a_shadow_not_falling_right_and_down_is_drawn_whole() {
        let card = (10.0, 10.0, 20.0, 20.0);
        assert!(shadow_strips(card, (-3.0, 4.0)).is_none());
        assert!(shadow_strips(card, (3.0, 0.0)).is_none());
        assert!(
            shadow_strips(card, (25.0, 4.0)).is_none(),
            "wider than the card"
        );
    }

    #[test]
    fn a_frame_band_covers_the_frame_and_not_the_board() {
        let board = (8.0, 9.0, 40.0, 38.0);
        let t = 3.0;
        let outer = (
            board.0 - t,
            board.1 - t,
            board.2 + 2.0 * t,
            board.3 + 2.0 * t,
        );
        let band = band_around(board, t);
        for p in pixels() {
            let frame = inside(outer, p) && !inside(board, p);
            let drawn = band.iter().filter(|s| inside(**s, p)).count();
            assert_eq!(drawn, usize::from(frame), "pixel {p:?}");
        }
    }
}
