//! Where the hexagon, the panel and the players' name labels go in a window of any
//! size: the hexagon as large as the window allows, the panel at its right in a
//! landscape window and under it in a portrait one, and each name in an empty corner of
//! the hexagon's box, clear of every cell. Pure arithmetic (the view is plain numbers),
//! so that the drawing, the clicks and the tests agree.

use crate::view::BoardView;
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{fit_line, Measure};
use yalta::cell::Player;

/// The hexagon's height over its corner radius (its width is 2).
pub const HEX_HEIGHT: f32 = 1.732_050_8;
/// A landscape window's panel is at least this fraction of the window wide.
pub const PANEL_MIN: f32 = 0.3;
/// A portrait window's hexagon takes at most this fraction of the height; the panel
/// has the rest.
pub const PORTRAIT_BOARD: f32 = 0.6;

/// The window's parts.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// Where the hexagon lies.
    pub board: BoardView,
    /// The panel's area.
    pub panel: Rect,
    /// Whether the panel lies under the board (a window taller than wide).
    pub portrait: bool,
}

/// The margin around the hexagon in a `w` × `h` window.
fn margin(w: f32, h: f32) -> f32 {
    (reading_height(w, h) * 0.015).round().max(4.0)
}

/// The parts of a `w` × `h` window, with the hexagon in the top `board_h` pixels
/// (the whole height, or above the folded end page's bar).
pub fn frame_in(w: f32, h: f32, board_h: f32) -> Frame {
    let (w, h) = (w.max(1.0), h.max(1.0));
    let board_h = board_h.clamp(1.0, h);
    let m = margin(w, h);
    if h > w {
        let room_h = (h * PORTRAIT_BOARD).min(board_h) - 2.0 * m;
        let s = ((w - 2.0 * m) / 2.0).min(room_h / HEX_HEIGHT).max(1.0);
        let bottom = 2.0 * m + s * HEX_HEIGHT;
        Frame {
            board: BoardView {
                cx: w / 2.0,
                cy: m + s * HEX_HEIGHT / 2.0,
                scale: s,
            },
            panel: Rect {
                x: 0.0,
                y: bottom,
                w,
                h: (h - bottom).max(1.0),
            },
            portrait: true,
        }
    } else {
        let s = ((w * (1.0 - PANEL_MIN) - 2.0 * m) / 2.0)
            .min((board_h - 2.0 * m) / HEX_HEIGHT)
            .max(1.0);
        let right = 2.0 * m + 2.0 * s;
        Frame {
            board: BoardView {
                cx: m + s,
                cy: board_h / 2.0,
                scale: s,
            },
            panel: Rect {
                x: right,
                y: 0.0,
                w: (w - right).max(1.0),
                h,
            },
            portrait: false,
        }
    }
}

/// The parts of a `w` × `h` window.
pub fn frame(w: f32, h: f32) -> Frame {
    frame_in(w, h, h)
}

/// A player's name on the board's edge.
#[derive(Clone, Debug, PartialEq)]
pub struct NameLabel {
    /// The label's box, its frame included (the frame shows whose turn it is).
    pub rect: Rect,
    /// The name as it fits (cut short with "…" if it must be).
    pub text: String,
    /// Its font size.
    pub size: f32,
}

/// The width of the frame around the label of the player to move.
pub const LABEL_FRAME: f32 = 4.0;

/// The players' names in the empty corners of the hexagon's box, by player index:
/// Black's at the top left (by Black's back row), Red's at the top right (by Red's),
/// White's at the bottom left. Each label stays clear of the cells: it is as wide as
/// the corner leaves at its inner edge, and its name takes a smaller size, down to the
/// small text, and then "…", to fit. The player to move (`mover`) gets larger text.
pub fn name_labels(
    m: &dyn Measure,
    view: &BoardView,
    names: &[String; 3],
    mover: Option<Player>,
    w: f32,
    h: f32,
) -> [NameLabel; 3] {
    let (ts, small) = text_sizes(reading_height(w, h));
    let s = view.scale;
    let (left, right) = (view.cx - s, view.cx + s);
    let (top, bottom) = (
        view.cy - s * HEX_HEIGHT / 2.0,
        view.cy + s * HEX_HEIGHT / 2.0,
    );
    std::array::from_fn(|i| {
        let p = Player::from_index(i);
        let size = if Some(p) == mover { ts * 1.2 } else { ts };
        let pad = (size * 0.3).round() + LABEL_FRAME;
        let lh = (size * 1.25 + 2.0 * pad).round();
        // The corner's width at the label's inner edge: half a side at the box's edge,
        // less the slant's run over the label's height (tan 30°), less a gap.
        let gap = (s * 0.02).max(3.0);
        let room = (s * 0.5 - lh * 0.577 - gap).max(0.0);
        let (text, size) = fit_line(m, &names[i], (room - 2.0 * pad).max(0.0), size, small);
        let tw = if text.is_empty() {
            0.0
        } else {
            m.width(&text, size)
        };
        let lw = (tw + 2.0 * pad).min(room);
        let (x, y) = match p {
            Player::Black => (left, top),
            Player::Red => (right - lw, top),
            Player::White => (left, bottom - lh),
        };
        NameLabel {
            rect: Rect { x, y, w: lw, h: lh },
            text,
            size,
        }
    })
}
