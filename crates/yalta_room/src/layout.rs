//! Where the Yalta game screen's parts go, for any window size: the panel's Menu
//! button, the review's step buttons and the room for the panel's texts. Pure
//! arithmetic, no drawing, so that clicks and drawing agree. (The boxes over the board
//! are the shell's dialog and end page, which lay themselves out.)

use crate::frame::frame;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::{
    fit_line, lay_out, line_at, place, stack, wrap, Align, Line, Measure, LINE_HEIGHT,
};
use yalta::cell::Player;
use yalta::position::Piece;

/// The panel's inner margin, in pixels.
pub const MARGIN: f32 = 12.0;

/// The panel's parts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PanelLayout {
    /// The panel's left edge.
    pub x: f32,
    /// The panel's top edge (under the board in a portrait window).
    pub y: f32,
    /// The panel's width.
    pub w: f32,
    /// The panel's height.
    pub h: f32,
    /// The button at the panel's foot: Menu during a game, "Back to the result" in the
    /// review.
    pub foot: Rect,
    /// The review's ◀ and ▶, side by side just above the foot button.
    pub steps: [Rect; 2],
    /// The gap between the panel's parts.
    pub gap: f32,
}

/// The panel of a `w` × `h` window whose normal text is `ts` high.
pub fn panel_layout(w: f32, h: f32, ts: f32) -> PanelLayout {
    let area = frame(w, h).panel;
    let gap = ts * 0.5;
    // A portrait window's buttons follow its width, as its text does.
    let bh = (reading_height(w, h) / BIG_BUTTONS_PER_SCREEN).round();
    let inner = (area.w - 2.0 * MARGIN).max(1.0);
    let foot = Rect {
        x: area.x + MARGIN,
        y: area.y + area.h - MARGIN - bh,
        w: inner,
        h: bh,
    };
    let sw = ((inner - gap) / 2.0).max(1.0);
    let steps = std::array::from_fn(|i| Rect {
        x: foot.x + i as f32 * (sw + gap),
        y: foot.y - gap - bh,
        w: sw,
        h: bh,
    });
    PanelLayout {
        x: area.x,
        y: area.y,
        w: area.w,
        h: area.h,
        foot,
        steps,
        gap,
    }
}

impl PanelLayout {
    /// The lowest y the panel's texts (and the key legend above the buttons) may reach:
    /// above the review's step buttons while they show, else above the foot button.
    pub fn texts_bottom(&self, reviewing: bool) -> f32 {
        let top = if reviewing {
            self.steps[0].y
        } else {
            self.foot.y
        };
        top - self.gap
    }
}

/// A player's line in the panel, as words: the name, the material left on the board,
/// and the pieces the player captured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerWords {
    /// The player.
    pub player: Player,
    /// The name.
    pub name: String,
    /// The material on the board, in words ("material 39")…
    pub material: String,
    /// …and as a number, for a narrow panel.
    pub points: u32,
    /// The pieces the player captured, in the order taken.
    pub captured: Vec<Piece>,
}

/// The panel's texts, as words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelWords {
    /// Whose turn it is (none at the end).
    pub turn: Option<String>,
    /// The players, in turn order.
    pub players: Vec<PlayerWords>,
    /// Who gives check to whom, a line each.
    pub checks: Vec<String>,
    /// The keys, above the buttons.
    pub legend: String,
    /// Keys that are told only where the panel has room to spare (Ctrl+C/V).
    pub legend_more: String,
    /// What happened, oldest first.
    pub messages: Vec<String>,
    /// "Why not?" and the reason, for a refused cell.
    pub why: Option<(String, String)>,
    /// Whether the review's step buttons show above the foot button.
    pub promoting: bool,
}

/// A player's line in the panel, laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRow {
    /// The player.
    pub player: Player,
    /// The square in the player's colour.
    pub swatch: Rect,
    /// The name (cut short if it must be).
    pub name: Line,
    /// The material, at the line's right end.
    pub material: Line,
    /// The captured pieces, each in its box, in rows under the name.
    pub pieces: Vec<(Rect, Piece)>,
}

/// The Yalta panel laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelLines {
    /// "Yalta".
    pub title: Vec<Line>,
    /// The band in the mover's colour and the turn's line in it.
    pub turn: Option<(Rect, Vec<Line>)>,
    /// The players' lines.
    pub players: Vec<PlayerRow>,
    /// The checks.
    pub checks: Vec<Line>,
    /// What happened: the newest whole messages that fit.
    pub messages: Vec<Line>,
    /// "Why not?"…
    pub why_head: Vec<Line>,
    /// …and the reason (the page on show).
    pub why: Vec<Line>,
    /// The keys.
    pub legend: Vec<Line>,
    /// The keys told where there is room, just above the legend.
    pub legend_more: Vec<Line>,
    /// How many pages the reason fills.
    pub pages: usize,
}

impl PanelLines {
    /// Every line.
    pub fn lines(&self) -> impl Iterator<Item = &Line> {
        self.title
            .iter()
            .chain(self.turn.iter().flat_map(|(_, l)| l))
            .chain(self.players.iter().flat_map(|r| [&r.name, &r.material]))
            .chain(&self.checks)
            .chain(&self.messages)
            .chain(&self.why_head)
            .chain(&self.why)
            .chain(&self.legend_more)
            .chain(&self.legend)
    }

    /// Every box that is not a line of text: the swatches and the captured pieces.
    pub fn boxes(&self) -> impl Iterator<Item = Rect> + '_ {
        self.players
            .iter()
            .flat_map(|r| std::iter::once(r.swatch).chain(r.pieces.iter().map(|(b, _)| *b)))
    }
}

/// The players' lines from `top`, in a box from `left`, `room_w` wide: the captured
/// pieces in at most `max_rows` rows each. Returns the rows and the height they take.
fn player_rows(
    m: &dyn Measure,
    players: &[PlayerWords],
    (left, room_w, top): (f32, f32, f32),
    (ts, small): (f32, f32),
    max_rows: Option<usize>,
) -> (Vec<PlayerRow>, f32) {
    let row_h = ts * LINE_HEIGHT;
    let side = (ts * 0.8).round();
    let gap = (ts * 0.4).round();
    let Some(max_rows) = max_rows else {
        // Compact: one line, each player's swatch and material number side by side
        // (the names are on the board).
        let third = room_w / 3.0;
        let rows = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let x = left + i as f32 * third;
                let text = p.points.to_string();
                let (text, size) =
                    fit_line(m, &text, (third - side - 2.0 * gap).max(0.0), ts, small);
                let at = |x: f32, t: &str| {
                    line_at(
                        m,
                        t,
                        size,
                        x,
                        third,
                        top + (row_h - size * LINE_HEIGHT) / 2.0,
                        Align::Left,
                    )
                };
                PlayerRow {
                    player: p.player,
                    swatch: Rect {
                        x,
                        y: top + (row_h - side) / 2.0,
                        w: side,
                        h: side,
                    },
                    name: at(x + side + gap, ""),
                    material: at(x + side + gap, &text),
                    pieces: vec![],
                }
            })
            .collect();
        return (rows, row_h);
    };
    let piece = (small * 1.15).round();
    let indent = left + side + gap;
    let per_row = (((left + room_w - indent) / piece).floor() as usize).max(1);
    let mut y = top;
    let rows = players
        .iter()
        .map(|p| {
            // The material in words, or only its number where the name needs the room.
            let material = if m.width(&p.material, small) <= room_w * 0.4 {
                p.material.clone()
            } else {
                p.points.to_string()
            };
            let mat_w = m.width(&material, small);
            let material = line_at(
                m,
                &material,
                small,
                left + room_w - mat_w,
                mat_w,
                y + (row_h - small * LINE_HEIGHT) / 2.0,
                Align::Left,
            );
            let name_w = (left + room_w - mat_w - gap - indent).max(0.0);
            let (name, size) = fit_line(m, &p.name, name_w, ts, small);
            let name = line_at(
                m,
                &name,
                size,
                indent,
                name_w,
                y + (row_h - size * LINE_HEIGHT) / 2.0,
                Align::Left,
            );
            let swatch = Rect {
                x: left,
                y: y + (row_h - side) / 2.0,
                w: side,
                h: side,
            };
            y += row_h;
            let shown = p.captured.len().min(max_rows.saturating_mul(per_row));
            let pieces: Vec<(Rect, Piece)> = p.captured[..shown]
                .iter()
                .enumerate()
                .map(|(i, pc)| {
                    let r = Rect {
                        x: indent + (i % per_row) as f32 * piece,
                        y: y + (i / per_row) as f32 * piece,
                        w: piece,
                        h: piece,
                    };
                    (r, *pc)
                })
                .collect();
            y += shown.div_ceil(per_row) as f32 * piece;
            PlayerRow {
                player: p.player,
                swatch,
                name,
                material,
                pieces,
            }
        })
        .collect();
    (rows, y - top)
}

/// The panel's texts of a `w` × `h` window laid out one under the other: the title,
/// whose turn, the players (their material and captures), the checks; the key legend
/// above the buttons; and between them what happened and under it why not, which is
/// served first, as it answers the latest click (on pages if it must), while the oldest
/// messages give way, whole. The captured pieces take fewer rows if the panel is short.
/// `page` is the reason's page on show.
pub fn panel_lines(m: &dyn Measure, w: f32, h: f32, t: &PanelWords, page: usize) -> PanelLines {
    let (ts, small) = text_sizes(reading_height(w, h));
    let lay = panel_layout(w, h, ts);
    let room_w = (lay.w - 2.0 * MARGIN).max(1.0);
    let left = lay.x + MARGIN;
    let line = small * LINE_HEIGHT;
    // The foot: the legend above the buttons.
    let legend = wrap(m, &t.legend, small, room_w);
    let legend_top = lay.texts_bottom(t.promoting) - legend.len() as f32 * line;
    let legend = place(m, &legend, small, left, room_w, legend_top, Align::Left);
    let bottom = legend_top - lay.gap;
    // The head: the title (only beside the board, and only if there is room: under
    // the board the panel is short) and whose turn it is.
    let head = |with_title: bool| {
        let mut y = lay.y + if with_title { ts * 0.6 } else { lay.gap };
        let title_lines = if with_title {
            let title = lay_out(m, "Yalta", room_w, ts * 2.0, (ts * 1.3).round(), small);
            let placed = title.place_on_show(m, left, room_w, y, Align::Left);
            y += title.height() + lay.gap;
            placed
        } else {
            vec![]
        };
        let turn = t.turn.as_ref().map(|text| {
            let b = lay_out(
                m,
                text,
                room_w,
                ts * 1.3 * LINE_HEIGHT,
                (ts * 1.3).round(),
                small,
            );
            let pad = ts * 0.3;
            let band = Rect {
                x: lay.x + 6.0,
                y,
                w: lay.w - 12.0,
                h: b.height() + 2.0 * pad,
            };
            y += band.h + lay.gap;
            (
                band,
                b.place_on_show(m, left, room_w, band.y + pad, Align::Center),
            )
        });
        (title_lines, turn, y)
    };
    // Why not is served first, then the checks: the players take the room they leave
    // and a line of what happened: every captured piece, else fewer rows of them, else
    // the players on one line, else without the title.
    let why_need = t.why.as_ref().map_or(0.0, |(head, reason)| {
        ts * LINE_HEIGHT
            + wrap(m, head, ts, room_w).len().saturating_sub(1) as f32 * line
            + wrap(m, reason, small, room_w).len() as f32 * line
            + lay.gap
    });
    let checks_need = stack(m, &t.checks, room_w, f32::MAX, ts, small, 0.0).height();
    let reserve = checks_need + why_need + line + 2.0 * lay.gap;
    let modes = [Some(usize::MAX), Some(3), Some(2), Some(1), Some(0), None];
    let titles: &[bool] = if lay.y > 0.0 {
        &[false]
    } else {
        &[true, false]
    };
    let mut chosen = None;
    'fit: for &with_title in titles {
        let (title_lines, turn, y) = head(with_title);
        for mode in modes {
            let (rows, height) = player_rows(m, &t.players, (left, room_w, y), (ts, small), mode);
            if y + height + reserve <= bottom {
                chosen = Some((title_lines, turn, y, rows, height));
                break 'fit;
            }
        }
    }
    let (title_lines, turn, mut y, players, players_h) = chosen.unwrap_or_else(|| {
        let (title_lines, turn, y) = head(false);
        let (rows, height) = player_rows(m, &t.players, (left, room_w, y), (ts, small), None);
        (title_lines, turn, y, rows, height)
    });
    if !players.is_empty() {
        y += players_h + lay.gap;
    }
    // The checks take what why not leaves (smaller if they must).
    let checks_room = (bottom - y - lay.gap - why_need).max(line);
    let cs = stack(m, &t.checks, room_w, checks_room, ts, small, 0.0);
    // The page the reader turned to, `page` pages on (the tests see each).
    let checks = cs.place(
        m,
        (cs.page_on_show() + page) % cs.pages(),
        left,
        room_w,
        y,
        Align::Left,
    );
    y += cs.height();
    let top = y + lay.gap;
    // Why not: its heading and as much of the reason as fits.
    let mut why_head = vec![];
    let mut why = vec![];
    let mut why_h = 0.0;
    let mut pages = cs.pages();
    let mut why_block = None;
    if let Some((head, reason)) = &t.why {
        let hb = lay_out(m, head, room_w, ts * LINE_HEIGHT, ts, small);
        let room = (bottom - top - hb.height()).max(line);
        let rb = lay_out(m, reason, room_w, room, small, small);
        pages = pages.max(rb.pages());
        why_h = hb.height() + rb.height();
        why_block = Some((hb, rb));
    }
    // The newest whole messages in the room left, oldest first.
    let mut left_room = bottom - top - why_h - if why_h > 0.0 { lay.gap } else { 0.0 };
    let wrapped: Vec<Vec<String>> = t
        .messages
        .iter()
        .map(|msg| wrap(m, msg, small, room_w))
        .collect();
    let mut first = wrapped.len();
    while first > 0 && wrapped[first - 1].len() as f32 * line <= left_room + 0.5 {
        left_room -= wrapped[first - 1].len() as f32 * line;
        first -= 1;
    }
    // The keys told only where there is room: whole, just above the legend.
    let more = wrap(m, &t.legend_more, small, room_w);
    let more_h = more.len() as f32 * line;
    let legend_more = if !more.is_empty() && more_h + lay.gap <= left_room + 0.5 {
        place(
            m,
            &more,
            small,
            left,
            room_w,
            legend_top - more_h - lay.gap / 2.0,
            Align::Left,
        )
    } else {
        vec![]
    };
    let shown: Vec<String> = wrapped[first..].iter().flatten().cloned().collect();
    let messages = place(m, &shown, small, left, room_w, top, Align::Left);
    let mut y = top + shown.len() as f32 * line;
    if let Some((hb, rb)) = why_block {
        if !shown.is_empty() {
            y += lay.gap;
        }
        why_head = hb.place_on_show(m, left, room_w, y, Align::Left);
        why = rb.place(
            m,
            (rb.page_on_show() + page) % rb.pages(),
            left,
            room_w,
            y + hb.height(),
            Align::Left,
        );
    }
    // What a crowded panel cannot hold is left out whole: nothing reaches the legend.
    let fits = |l: &Line| l.rect.y + l.rect.h <= legend_top + 0.5;
    let mut checks = checks;
    let mut messages = messages;
    checks.retain(fits);
    messages.retain(fits);
    why.retain(fits);
    why_head.retain(fits);
    if why.is_empty() {
        why_head.clear();
    }
    PanelLines {
        title: title_lines,
        turn,
        players,
        checks,
        messages,
        why_head,
        why,
        legend,
        legend_more,
        pages,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 7] = paint::layout::TEST_WINDOWS;

    fn ts(h: f32) -> f32 {
        paint::layout::text_sizes(h).0
    }

    #[test]
    fn menu_button_sits_in_the_panel_at_its_foot_and_is_big_enough_to_tap() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            assert!(p.foot.x >= p.x && p.foot.x + p.foot.w <= w, "{w}x{h}");
            assert!(p.foot.y + p.foot.h <= h && p.foot.y > h * 0.8, "{w}x{h}");
            assert!(p.foot.h >= reading_height(w, h) / 12.0 && p.foot.w >= p.w * 0.8);
        }
    }

    #[test]
    fn review_steps_sit_side_by_side_above_the_foot_and_texts_stop_above_them() {
        for (w, h) in SIZES {
            let p = panel_layout(w, h, ts(h));
            let [prev, next] = p.steps;
            assert!(prev.x + prev.w < next.x, "{w}x{h}");
            for r in p.steps {
                assert!(
                    r.y + r.h < p.foot.y && r.x >= p.x && r.x + r.w <= w,
                    "{w}x{h}"
                );
                let big = reading_height(w, h) / 12.0;
                assert!(r.h >= big && r.w >= big, "{w}x{h}");
            }
            assert!(p.texts_bottom(false) < p.foot.y);
            assert!(p.texts_bottom(true) < prev.y);
        }
    }
}
