//! "Why not?" on the board: the reason a clicked square is refused, next to it, with
//! what it refers to lit (the blocking square, the line, the covering piece), and the
//! move-count map of the chosen piece, and the route to the target under the pointer.

use crate::i18n::{declined, why_not};
use crate::table::interact::{Declined, Interaction, Picking};
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::{
    draw_circle, draw_circle_lines, draw_line, draw_rectangle, draw_rectangle_lines,
};
use paint::layout::{reading_height, text_sizes, Layout, Rect, SMALL_TEXT_LINES_PER_SCREEN};
use paint::text_layout::{lay_out, turned_page, Align, Line, Measure};
use shell::speaker_button;
use track::board::Cell;
use track::geometry::Square;
use track::pieces::PieceId;
use track::{State, WhyNot};

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
/// The frame of a note that refuses nothing (a walk done in part).
const NOTE: Color = Color::new(0.0, 0.45, 0.3, 1.0);
/// The outline of the referred squares, in cells.
const MARK_LINE: f32 = 0.12;
/// The move-count map's numbers, in cells.
const COUNT_NUMBER: f32 = 0.5;
/// The route preview's colour and line width (in cells).
const ROUTE: Color = Color::new(0.0, 0.45, 0.3, 0.85);
/// The route preview's line, in cells.
const ROUTE_LINE: f32 = 0.09;
/// A start or pause field's count sits at least this far into the square (right and
/// down).
const COUNT_CORNER: f32 = 0.64;
/// A start or pause field's sign ends this far into the square (right and down).
const SIGN_END: f32 = 0.39;
/// Half a count's ink height, in its size.
const COUNT_INK_HALF: f32 = 0.375;
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
/// the normal text size, or smaller down to the small size, else paged; in the board's
/// part of the window, never over the panel. It goes right of the square, left of it,
/// under it or over it, whichever keeps it clear of the square and of `clear` (the
/// chosen piece's square, what the reason refers to; the first of them matters most);
/// where every place covers something, the one that covers least.
pub fn why_bubble(
    m: &dyn Measure,
    layout: &Layout,
    square: Rect,
    clear: &[Rect],
    text: &str,
) -> Bubble {
    let (ts, small) = text_sizes(reading_height(layout.screen.0, layout.screen.1));
    let area = layout.board_area();
    let pad = ts * BUBBLE_PAD;
    let width = (layout.cell * BUBBLE_CELLS)
        .max(ts * BUBBLE_MIN_TEXT)
        .min(area.w);
    // The speaker at the top right (read to me): the words keep clear of it.
    let column = width - 2.0 * pad - speaker_button::room(ts);
    let block = lay_out(m, text, column, area.h - 2.0 * pad, ts, small);
    let mut h = block.height() + 2.0 * pad;
    if speaker_button::reading() {
        h = h.max(speaker_button::side(ts) + pad);
    }
    let beside = layout.cell * BUBBLE_APART;
    let (cx, _) = square.center();
    let inside = |x: f32, y: f32| Rect {
        x: x.clamp(area.x, (area.x + area.w - width).max(area.x)),
        y: y.clamp(area.y, (area.y + area.h - h).max(area.y)),
        w: width,
        h,
    };
    // Beside the square, then beside the square and the chosen piece together.
    let both = clear.first().map_or(square, |c| {
        let (x0, y0) = (square.x.min(c.x), square.y.min(c.y));
        let x1 = (square.x + square.w).max(c.x + c.w);
        let y1 = (square.y + square.h).max(c.y + c.h);
        Rect {
            x: x0,
            y: y0,
            w: x1 - x0,
            h: y1 - y0,
        }
    });
    let mut places = vec![];
    for r in [square, both] {
        let (_, ry) = r.center();
        let (right, left) = (r.x + r.w + beside, r.x - width - beside);
        let (under, over) = (r.y + r.h + beside, r.y - h - beside);
        places.extend([
            inside(right, ry - h * 0.5),
            inside(left, ry - h * 0.5),
            inside(cx - width * 0.5, under),
            inside(cx - width * 0.5, over),
            inside(right, under),
            inside(left, under),
            inside(right, over),
            inside(left, over),
        ]);
    }
    // What a place covers: the refused square weighs most, then the chosen piece,
    // then the rest.
    let covers = |f: &Rect| {
        let mut cost = f.overlap(&square) * 100.0;
        for (i, c) in clear.iter().enumerate() {
            cost += f.overlap(c) * if i == 0 { 10.0 } else { 1.0 };
        }
        cost
    };
    let frame = places
        .iter()
        .copied()
        .fold(None, |best: Option<(Rect, f32)>, f| {
            let cost = covers(&f);
            match best {
                Some((_, c)) if c <= cost => best,
                _ => Some((f, cost)),
            }
        })
        .map_or(places[0], |(f, _)| f);
    let (x, y) = (frame.x, frame.y);
    Bubble {
        frame,
        pages: (0..block.pages())
            .map(|p| block.place(m, p, x + pad, column, y + pad, Align::Left))
            .collect(),
    }
}

/// Where the speaker of a bubble at `frame` stands in a `w` × `h` window: its top-right
/// corner.
pub fn bubble_speaker(frame: Rect, w: f32, h: f32) -> Rect {
    let (ts, _) = text_sizes(reading_height(w, h));
    speaker_button::corner(frame, ts, (ts * BUBBLE_PAD * 0.5).round())
}

/// Where a square's count goes on the move-count map, from the square's top left, for a
/// square `cell` wide and a count `size` high: its middle, or on a start or pause field
/// lower right and under the field's sign in the upper left (a pause field's sign is
/// drawn small there while the map is on).
pub fn count_place(field: Cell, cell: f32, size: f32) -> (f32, f32) {
    match field {
        Cell::Start(_) | Cell::Pause(_) => {
            let under_sign = cell * SIGN_END + size * COUNT_INK_HALF + 1.0;
            (cell * COUNT_CORNER, (cell * COUNT_CORNER).max(under_sign))
        }
        _ => (cell * 0.5, cell * 0.5),
    }
}

/// The squares the rules' reason `why` refers to, besides the clicked one.
pub fn referred(state: &State, why: &WhyNot) -> Vec<Square> {
    let pos = state.position();
    match why {
        WhyNot::Blocked { blocker } => vec![*blocker],
        WhyNot::Covered { by, .. } => pos.square_of(*by).into_iter().collect(),
        WhyNot::HouseOverEntry { entries } => entries.to_vec(),
        WhyNot::MustFreeStart { fields } => fields.to_vec(),
        _ => vec![],
    }
}

/// What a reason's bubble keeps clear of, most important first: where the chosen piece
/// stands (where its walk has reached), the squares the rules' reason `why` refers to,
/// and the squares marked to choose from now (the lit targets, which "Choose one of the
/// marked squares" points at; the pieces on the track to choose, where none is chosen).
pub fn kept_clear(state: &State, interaction: &Interaction, why: Option<&WhyNot>) -> Vec<Square> {
    let mut out: Vec<Square> = vec![];
    if let Picking::Roll(role) = interaction.picking {
        let piece = PieceId {
            seat: state.turn().seat,
            role,
        };
        let at = interaction
            .walk
            .last()
            .copied()
            .or_else(|| state.position().square_of(piece));
        out.extend(at);
    }
    if let Some(why) = why {
        out.extend(referred(state, why));
    }
    if interaction.show_moves {
        out.extend(interaction.lit(state).into_iter().map(|l| l.square));
    }
    if interaction.picking == Picking::Nothing {
        out.extend(
            interaction
                .clickable_pieces(state)
                .into_iter()
                .filter_map(|p| match state.position().location(p) {
                    Some(track::pieces::Location::Track(sq)) => Some(sq),
                    _ => None,
                }),
        );
    }
    let mut seen = vec![];
    out.retain(|q| {
        let new = !seen.contains(q);
        seen.push(*q);
        new
    });
    out
}

impl<R: Room> TableScreen<R> {
    /// The route the chosen piece would take to the target under the pointer.
    fn draw_hover_route(&self, layout: &Layout) {
        let Picking::Roll(role) = self.table.interaction.picking else {
            return;
        };
        if !self.person_to_act() || self.table.interaction.hinted.is_some() {
            // A hint on show draws its own way, the one Enter plays.
            return;
        }
        if self.table.interaction.step_mode {
            self.draw_step_hover(layout);
            return;
        }
        let (mx, my) = self.table.pointer;
        let Some(sq) = layout.square_at(mx, my) else {
            return;
        };
        let board = self.table.state.board();
        let Some(lit) = self
            .table
            .interaction
            .lit(&self.table.state)
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
        let Some(out) = self.table.state.outcomes_for(role) else {
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

    /// A reason's words, and the rules' reason behind them (what it refers to is
    /// marked); `None` where the piece it speaks of is gone.
    pub fn refusal_words<'a>(&self, said: &'a Said) -> Option<(String, Option<&'a WhyNot>)> {
        let names = self.names();
        Some(match &said.reason {
            Reason::Square(why) => {
                // The piece the reason speaks of: the chosen one, or a "find every
                // square" level's only piece.
                let role = match self.table.interaction.picking {
                    Picking::Roll(role) => role,
                    _ => R::finding_piece(self)?.role,
                };
                (why_not(self.lang, role, why, &|s| names.of(s)), Some(why))
            }
            Reason::Input(d) => {
                let why = match d {
                    Declined::Piece { why, .. } => Some(why),
                    _ => None,
                };
                (declined(self.lang, d, &|s| names.of(s)), why)
            }
        })
    }

    /// Draws the refused square's reason and the move-count map, over the board.
    pub fn draw_why_not(&self, pen: &Pen, w: f32, h: f32) {
        let board = self.table.shown.board();
        let layout = Layout::new(w, h, board);
        self.draw_hover_route(&layout);
        let cell = layout.cell;
        let min_text = layout.screen.1 / SMALL_TEXT_LINES_PER_SCREEN;
        if self.table.count_map && self.table.idle() && !R::reviewing(self) {
            if let Picking::Roll(role) = self.table.interaction.picking {
                let piece = PieceId {
                    seat: self.table.state.turn().seat,
                    role,
                };
                if let Some(counts) = self.table.state.move_counts(piece) {
                    let playing = &self.table.shown.setup().seats;
                    for (i, d) in counts.to.iter().enumerate() {
                        if let Some(d) = d {
                            let sq = board.square(i);
                            let r = layout.square_rect(sq);
                            let size = (cell * COUNT_NUMBER).max(min_text);
                            let (dx, dy) = count_place(board.cell(sq), r.w, size);
                            if let Cell::Pause(s) = board.cell(sq) {
                                draw_pause_field_small(s, r, !playing.contains(&s));
                            }
                            pen.center(&d.to_string(), r.x + dx, r.y + dy, size, COUNT_INK);
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
        let Some(said) = &self.table.refusal else {
            return;
        };
        let expert = self.help_of(self.table.state.turn().seat) == base::choices::Help::Expert
            && !R::coached(self);
        // The words, and the rules' reason behind them (what it refers to is marked).
        let Some((text, rules)) = self.refusal_words(said) else {
            return;
        };
        let line_w = (cell * MARK_LINE).max(2.0);
        let refused = said.is_refusal();
        // The clicked square: a red cross.
        let anchor = match said.square {
            Some(q) => layout.square_rect(q),
            // A key's refusal: beside the dice, in the board's middle.
            None => self.table.dice_rect(&layout),
        };
        let r = anchor;
        if said.crosses_square() && said.square.is_some() {
            draw_line(r.x, r.y, r.x + r.w, r.y + r.h, line_w, REFUSED);
            draw_line(r.x + r.w, r.y, r.x, r.y + r.h, line_w, REFUSED);
        }
        // What the reason refers to, for every help level but the expert's.
        if let (Some(why), false) = (rules, expert) {
            for q in referred(&self.table.state, why) {
                let m = layout.square_rect(q);
                draw_rectangle_lines(m.x, m.y, m.w, m.h, line_w * 1.5, REFUSED);
            }
            if let WhyNot::OwnLine { line, .. } = why {
                let (x0, y0) = layout.point(line.from.0 as f32, line.from.1 as f32);
                let (x1, y1) = layout.point(line.to.0 as f32, line.to.1 as f32);
                draw_line(x0, y0, x1, y1, line_w * 2.5, REFUSED);
            }
            let off_track = said.square.is_some_and(|q| board.cell(q) != Cell::Track);
            if let (WhyNot::PauseField { square, .. } | WhyNot::Wall { square }, true) =
                (why, off_track)
            {
                let m = layout.square_rect(*square);
                draw_rectangle_lines(m.x, m.y, m.w, m.h, line_w * 1.5, REFUSED);
            }
        }
        // Clear of the chosen piece, of what the reason refers to and of the marked
        // squares.
        let mut clear: Vec<Rect> = kept_clear(&self.table.state, &self.table.interaction, rules)
            .into_iter()
            .map(|q| layout.square_rect(q))
            .collect();
        // A key's reason goes beside the dice: clear of the walk's button under them.
        clear.extend(self.step_back_button(&layout));
        let b = why_bubble(pen, &layout, r, &clear, &text);
        let f = b.frame;
        let frame = if refused { REFUSED } else { NOTE };
        draw_rectangle(f.x, f.y, f.w, f.h, WHITE);
        draw_rectangle_lines(f.x, f.y, f.w, f.h, line_w, frame);
        pen.lines(b.page(turned_page(b.pages.iter().flatten())), INK);
        let (w, h) = layout.screen;
        speaker_button::draw_for(bubble_speaker(f, w, h), text);
    }
}

/// A reason on show over the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// The square it is about, if any.
    pub square: Option<Square>,
    /// The reason.
    pub reason: Reason,
    /// How long it has been on show, in seconds.
    pub age: f32,
}

/// What a reason on show says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The rules' reason why the chosen piece cannot go to the square.
    Square(WhyNot),
    /// Why the input cannot be done now.
    Input(Declined),
}

impl Said {
    /// The chosen piece cannot go to `square`, for the rules' reason `why`.
    pub fn square(square: Square, why: WhyNot) -> Said {
        Said {
            square: Some(square),
            reason: Reason::Square(why),
            age: 0.0,
        }
    }

    /// An input declined, for the reason `why`.
    pub fn input(square: Option<Square>, why: Declined) -> Said {
        Said {
            square,
            reason: Reason::Input(why),
            age: 0.0,
        }
    }

    /// Whether it refuses (a red frame) rather than tells (a walk done in part).
    pub fn is_refusal(&self) -> bool {
        match &self.reason {
            Reason::Square(_) => true,
            Reason::Input(d) => d.is_refusal(),
        }
    }

    /// Whether its square is crossed out in red.
    pub fn crosses_square(&self) -> bool {
        match &self.reason {
            Reason::Square(_) => true,
            Reason::Input(d) => d.crosses_square(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use paint::text_layout::Mono;
    use track::board::Board;

    const WINDOWS: [(f32, f32); 5] = [
        (800.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (720.0, 1280.0),
    ];

    const REASON: &str = "The rook cannot go there: your own blocking line is in the way of it.";

    /// With *Read to me* on, the bubble's speaker stands inside it at its top right and
    /// no word of the reason runs under it.
    #[test]
    fn why_not_bubble_words_wrap_beside_its_speaker() {
        let board = Board::classic();
        shell::speaker_button::set_reading(true);
        for (w, h) in WINDOWS {
            let layout = Layout::new(w, h, &board);
            let sq = layout.square_rect(Square::new(8, 3));
            let b = why_bubble(&Mono, &layout, sq, &[], REASON);
            let s = bubble_speaker(b.frame, w, h);
            let f = b.frame;
            assert!(
                s.x >= f.x && s.y >= f.y && s.x + s.w <= f.x + f.w && s.y + s.h <= f.y + f.h,
                "{w}x{h}: the speaker {s:?} in the bubble {f:?}"
            );
            for l in b.pages.iter().flatten() {
                let r = l.rect;
                let line = Rect {
                    x: r.x,
                    y: r.y,
                    w: r.w,
                    h: r.h,
                };
                assert_eq!(line.overlap(&s), 0.0, "{w}x{h}: {:?} under {s:?}", l.text);
            }
        }
        shell::speaker_button::set_reading(false);
    }

    #[test]
    fn why_not_bubble_never_covers_the_refused_square() {
        let board = Board::classic();
        for (w, h) in WINDOWS {
            let layout = Layout::new(w, h, &board);
            for x in 0..17 {
                for y in 0..17 {
                    let sq = layout.square_rect(Square::new(x, y));
                    let b = why_bubble(&Mono, &layout, sq, &[], REASON);
                    assert_eq!(
                        b.frame.overlap(&sq),
                        0.0,
                        "{w}x{h} ({x},{y}): {:?}",
                        b.frame
                    );
                }
            }
        }
    }

    #[test]
    fn why_not_bubble_keeps_clear_of_the_chosen_piece() {
        let board = Board::classic();
        for (w, h) in WINDOWS {
            let layout = Layout::new(w, h, &board);
            for x in 0..17u8 {
                for y in 0..17u8 {
                    let sq = layout.square_rect(Square::new(x, y));
                    // The chosen piece next to the refused square, on each side.
                    for (dx, dy) in [(1i8, 0i8), (-1, 0), (0, 1), (0, -1), (2, 2)] {
                        let (px, py) = (x as i8 + dx, y as i8 + dy);
                        if !(0..17).contains(&px) || !(0..17).contains(&py) {
                            continue;
                        }
                        let piece = layout.square_rect(Square::new(px as u8, py as u8));
                        let b = why_bubble(&Mono, &layout, sq, &[piece], REASON);
                        assert_eq!(b.frame.overlap(&sq), 0.0, "{w}x{h} ({x},{y})");
                        assert_eq!(
                            b.frame.overlap(&piece),
                            0.0,
                            "{w}x{h} refused ({x},{y}), piece ({px},{py}): {:?}",
                            b.frame
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn why_not_bubble_stays_beside_the_board_clear_of_the_panel() {
        let board = Board::classic();
        for (w, h) in WINDOWS {
            let layout = Layout::new(w, h, &board);
            let sq = layout.square_rect(Square::new(16, 8));
            let b = why_bubble(&Mono, &layout, sq, &[], REASON);
            assert_eq!(b.frame.overlap(&layout.panel), 0.0, "{w}x{h}");
        }
    }

    #[test]
    fn move_map_counts_keep_clear_of_start_and_pause_signs() {
        use track::pieces::Seat;
        let board = Board::classic();
        for (w, h) in WINDOWS {
            let layout = Layout::new(w, h, &board);
            let cell = layout.cell;
            let size = (cell * COUNT_NUMBER).max(h / SMALL_TEXT_LINES_PER_SCREEN);
            for field in [Cell::Start(Seat(0)), Cell::Pause(Seat(0))] {
                let (x, y) = count_place(field, cell, size);
                // The sign: in the upper left quarter, at most 0.14 cells from 0.25.
                let sign_end = cell * (0.25 + 0.14);
                // The count's digits, centred on its place: its ink is about 3/4 of the
                // size high, each digit 0.64 of it wide.
                for count in ["7", "12"] {
                    let top = y - size * 0.375;
                    let left = x - count.len() as f32 * size * 0.32;
                    assert!(
                        top > sign_end || left > sign_end,
                        "{w}x{h} {field:?}: the count {count} is printed over the sign"
                    );
                }
            }
            assert_eq!(count_place(Cell::Track, 40.0, 20.0), (20.0, 20.0));
        }
    }
}
