//! The game screen drawn: the board with its highlights, the pieces, the dice, the trail
//! of the last move, the move diagram and a drawn card.

use crate::i18n::Msg;
use crate::table::animation::Playing;
use crate::table::card_box::{card_dialog, draw_card_dialog, CardTexts};
use crate::table::held_view::{draw_held, held_tiles};
use crate::table::input::slots_of;
use crate::table::interact::{self};
use crate::table::messages::card_idle;
use crate::table::panel::step_back_rect;
use crate::table::Table;
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::diagram::draw_move_diagram;
use paint::draw::*;
use paint::flat_fill::{draw_circle, draw_circle_lines, draw_line, draw_rectangle_lines};
use paint::layout::{Layout, Rect, SMALL_TEXT_LINES_PER_SCREEN};
use paint::text_layout::Measure;
use track::board::Board;
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{Location, PieceId};
use track::Event;

/// A piece in a box or house answers clicks this far from its centre, in cells.
const CLICK_RADIUS: f32 = 0.45;
/// The outline of a clickable piece, in cells…
const CLICKABLE_LINE: f32 = 0.06;
/// …and at least this many pixels.
const CLICKABLE_LINE_MIN: f32 = 2.0;
/// How far a clickable piece's square outline is inset, in pixels.
const CLICKABLE_INSET: f32 = 2.0;
/// The keyboard cursor's frame, in cells (a little larger than a square).
const CURSOR_SIZE: f32 = 1.1;
/// The keyboard cursor's line, in cells…
const CURSOR_LINE: f32 = 0.14;
/// …and at least this many pixels.
const CURSOR_LINE_MIN: f32 = 3.0;
/// A piece on the track, in cells.
const TRACK_PIECE: f32 = 1.0;
/// A piece in the start box, in cells.
const BOX_PIECE: f32 = 0.85;
/// A piece at home, in cells.
const HOME_PIECE: f32 = 0.62;
/// The box piece chosen to come in is drawn this much larger (lifted off its tray).
const CHOSEN_LIFT: f32 = 1.3;
/// A piece is drawn this fraction of its place.
const PIECE_FILL: f32 = 0.92;
/// The piece in motion, in cells (lifted: a little larger).
const MOVING_PIECE: f32 = 1.05;
/// A piece that the chosen move would capture is drawn this opaque.
const CAPTURED_ALPHA: f32 = 0.4;
/// A die, in cells.
const DIE_SIZE: f32 = 2.3;
/// Two dice sit this many die sizes apart, centre to centre.
const DICE_APART: f32 = 1.3;
/// The last roll's trail: line opacity, width in cells and at least in pixels.
const TRAIL_ALPHA: f32 = 0.35;
/// The trail's line, in cells…
const TRAIL_LINE: f32 = 0.12;
/// …and at least this many pixels.
const TRAIL_LINE_MIN: f32 = 2.0;
/// The trail's step dots, radius in cells, and their opacity.
const TRAIL_DOT: f32 = 0.24;
/// The opacity of a trail's step dot.
const TRAIL_DOT_ALPHA: f32 = 0.55;
/// A trail's step numbers, in cells.
const TRAIL_NUMBER: f32 = 0.4;
/// Where the "how it moves" diagram sits inside the track, in grid units…
const DIAGRAM_AT: (f32, f32) = (4.4, 4.4);
/// …and its side, in cells.
const DIAGRAM_SIZE: f32 = 2.9;
/// The outline of a clickable piece on the track.
const CLICKABLE: Color = Color::new(0.9, 0.1, 0.4, 0.8);
/// The ring round a clickable piece in the start box.
const CLICKABLE_BOXED: Color = Color::new(0.9, 0.1, 0.4, 0.9);
/// The orange die.
const ORANGE_DIE: Color = Color::from_rgba(0xF5, 0xA6, 0x23, 255);

impl<R: Room> TableScreen<R> {
    /// Where the held pictures go on the board's middle (`held_view`): clear of the
    /// dice, of the move diagram and of the one-move-back button, wherever they show.
    pub fn held_tiles(&self, layout: &Layout) -> Vec<Rect> {
        let label = self.t(Msg::StepBackButton);
        let pen = Pen { font: &self.font };
        race_held_tiles(
            &pen,
            layout,
            self.table.shown.board(),
            self.table.shown.setup().variant.orange_die,
            &label,
        )
    }

    /// Draws the board, the highlights of a person's choice in progress, the pieces
    /// (one perhaps in motion), the dice and the side panel.
    pub fn draw_game(&self, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        let pen = Pen { font: &self.font };
        let shown = &self.table.shown;
        let board = shown.board();
        let layout = Layout::new(w, h, board);
        let (n, slot) = slots_of(shown);
        draw_board(board, &layout, &shown.setup().seats, n);
        let cell = layout.cell;
        let human_turn = self.person_to_act() && !shown.is_over();
        let min_text = layout.screen.1 / SMALL_TEXT_LINES_PER_SCREEN;

        // Every player's last roll, faintly, with numbered steps.
        for seat in &shown.setup().seats {
            let route = self.table.told.trails.route(*seat);
            let c = seat_color(*seat);
            let faint = Color::new(c.r, c.g, c.b, TRAIL_ALPHA);
            for pair in route.windows(2) {
                let (a, b) = (layout.square_rect(pair[0]), layout.square_rect(pair[1]));
                draw_line(
                    a.x + a.w * 0.5,
                    a.y + a.h * 0.5,
                    b.x + b.w * 0.5,
                    b.y + b.h * 0.5,
                    (cell * TRAIL_LINE).max(TRAIL_LINE_MIN),
                    faint,
                );
            }
            for (i, sq) in route.iter().enumerate().skip(1) {
                let r = layout.square_rect(*sq);
                draw_circle(
                    r.x + r.w * 0.5,
                    r.y + r.h * 0.5,
                    cell * TRAIL_DOT,
                    Color::new(c.r, c.g, c.b, TRAIL_DOT_ALPHA),
                );
                pen.center(
                    &i.to_string(),
                    r.x + r.w * 0.5,
                    r.y + r.h * 0.5,
                    (cell * TRAIL_NUMBER).max(min_text),
                    INK,
                );
            }
        }

        // Highlights for the choice in progress.
        let mut captures: Vec<Square> = vec![];
        if human_turn {
            if let interact::Picking::Roll(role) = self.table.interaction.picking {
                let piece = PieceId {
                    seat: shown.turn().seat,
                    role,
                };
                // A walk begun shows its piece where it stands (`draw_walking_piece`).
                match shown.position().square_of(piece) {
                    Some(sq) if self.table.interaction.walk.is_empty() => {
                        draw_selection(layout.square_rect(sq))
                    }
                    _ => {}
                }
            }
            let lit = if self.table.interaction.show_moves {
                self.table.interaction.lit(&self.table.state)
            } else {
                vec![]
            };
            // Numbers only while walking step by step (the move-count map has its own);
            // when every target takes the same number of moves, the panel says it once.
            let same = lit.len() > 1 && lit.iter().all(|l| l.moves == lit[0].moves);
            captures.clear();
            let numbered = self.table.interaction.step_mode && !same;
            for mut l in lit {
                if !numbered {
                    l.moves = 0;
                }
                let capture = !l.home
                    && shown
                        .position()
                        .piece_at(l.square)
                        .is_some_and(|p| p.seat != shown.turn().seat);
                if l.home {
                    for sq in board
                        .seat(shown.turn().seat)
                        .map(|s| s.house.clone())
                        .unwrap_or_default()
                    {
                        draw_target(&pen, layout.square_rect(sq), 0, false, min_text);
                    }
                    draw_home_mark(&pen, layout.square_rect(l.square), min_text);
                    continue;
                }
                if capture {
                    // Drawn over the pieces, whose victim shows faded.
                    captures.push(l.square);
                    continue;
                }
                draw_target(
                    &pen,
                    layout.square_rect(l.square),
                    l.moves,
                    l.last,
                    min_text,
                );
            }
            // The walk so far, over the targets' tint.
            self.draw_walk_marks(&pen, &layout, min_text);
            for p in self.table.interaction.clickable_pieces(&self.table.state) {
                if let Some(sq) = shown.position().square_of(p) {
                    let r = layout.square_rect(sq);
                    draw_rectangle_lines(
                        r.x + CLICKABLE_INSET,
                        r.y + CLICKABLE_INSET,
                        r.w - 2.0 * CLICKABLE_INSET,
                        r.h - 2.0 * CLICKABLE_INSET,
                        (cell * CLICKABLE_LINE).max(CLICKABLE_LINE_MIN),
                        CLICKABLE,
                    );
                }
            }
            // The keyboard cursor: a thick dark frame.
            let cursor_at = match self.table.interaction.cursor_item(&self.table.state) {
                Some(interact::CursorItem::Lit(l)) => {
                    Some((l.square.x as f32 + 0.5, l.square.y as f32 + 0.5))
                }
                Some(interact::CursorItem::Piece(p)) => match shown.position().location(p) {
                    Some(Location::Track(sq)) => Some((sq.x as f32 + 0.5, sq.y as f32 + 0.5)),
                    Some(Location::Box) => Some(layout.box_slots(board, p.seat, n)[slot(p.role)]),
                    Some(Location::Home) => Some(layout.home_slots(board, p.seat, n)[slot(p.role)]),
                    None => None,
                },
                None => None,
            };
            if let Some((gx, gy)) = cursor_at {
                let half = CURSOR_SIZE / 2.0;
                let (x, y) = layout.point(gx - half, gy - half);
                let t = (cell * CURSOR_LINE).max(CURSOR_LINE_MIN);
                let size = cell * CURSOR_SIZE;
                draw_rectangle_lines(x, y, size, size, t, INK);
                draw_rectangle_lines(x + t, y + t, size - 2.0 * t, size - 2.0 * t, t * 0.5, WHITE);
            }
        }

        // Pieces, with the one in motion drawn along its path.
        let moving = self.table.moving_piece(&layout);
        let walking = self.walking().map(|w| w.piece);
        let mut chosen_box = None;
        for (p, at) in shown.position().pieces() {
            if moving.is_some_and(|m| m.0 == p) || walking == Some(p) {
                continue;
            }
            let (gx, gy, size) = match at {
                Location::Track(s) => (s.x as f32 + 0.5, s.y as f32 + 0.5, cell * TRACK_PIECE),
                Location::Box => {
                    let s = layout.box_slots(board, p.seat, n)[slot(p.role)];
                    (s.0, s.1, cell * BOX_PIECE)
                }
                Location::Home => {
                    let s = layout.home_slots(board, p.seat, n)[slot(p.role)];
                    (s.0, s.1, cell * HOME_PIECE)
                }
            };
            let (x, y) = layout.point(gx, gy);
            let chosen_to_come_in = at == Location::Box
                && p.seat == shown.turn().seat
                && self.table.interaction.picking == interact::Picking::BringIn(Some(p.role));
            if chosen_to_come_in {
                // Drawn after the others, lifted over its tray.
                chosen_box = Some((p, x, y, size * PIECE_FILL * CHOSEN_LIFT));
                continue;
            }
            // A piece the chosen move would capture shows faded under the red marker.
            let alpha = match at {
                Location::Track(s) if captures.contains(&s) => CAPTURED_ALPHA,
                _ => 1.0,
            };
            draw_piece(&pen, p.seat, p.role, x, y, size * PIECE_FILL, alpha);
            if human_turn
                && at == Location::Box
                && !chosen_to_come_in
                && !matches!(
                    self.table.interaction.picking,
                    interact::Picking::BringIn(Some(_))
                )
                && self
                    .table
                    .interaction
                    .clickable_pieces(&self.table.state)
                    .contains(&p)
            {
                draw_circle_lines(
                    x,
                    y,
                    size * 0.5,
                    (cell * CLICKABLE_LINE).max(CLICKABLE_LINE_MIN),
                    CLICKABLE_BOXED,
                );
            }
        }
        if let Some((p, x, y, size)) = chosen_box {
            draw_chosen_box_piece(&pen, p.seat, p.role, x, y, size);
        }
        self.draw_walking_piece(&pen, &layout, cell * TRACK_PIECE * PIECE_FILL, min_text);
        for sq in &captures {
            draw_capture_target(layout.square_rect(*sq));
        }
        if let Some((p, (gx, gy))) = moving {
            let (x, y) = layout.point(gx, gy);
            draw_piece(&pen, p.seat, p.role, x, y, cell * MOVING_PIECE, 1.0);
        }

        // Dice in the centre of the board.
        let (cx, cy) = layout.point(board.width() as f32 / 2.0, board.height() as f32 / 2.0);
        let dsize = cell * DIE_SIZE;
        let (white, orange) = self.table.dice_faces();
        let two = shown.setup().variant.orange_die;
        let apart = DICE_APART / 2.0;
        let wx = if two { cx - dsize * apart } else { cx };
        let (turn, lift) = self.table.dice_tumble();
        let cy_lifted = cy - lift * dsize;
        draw_die_turned(&pen, white, wx, cy_lifted, dsize, WHITE, turn);
        if two {
            draw_die_turned(
                &pen,
                orange.map(Face::Pips),
                cx + dsize * apart,
                cy_lifted,
                dsize,
                ORANGE_DIE,
                -turn * 0.8,
            );
        }
        // What just happened that matters: the last capture, swap and card.
        let held = self.table.told.held.pictures();
        if !held.is_empty() {
            let tone = |c: &track::cards::CardId| shown.deck().card(c).map(|c| c.tone);
            draw_held(&pen, &self.held_tiles(&layout), &held, tone);
        }
        // How the chosen piece moves, in the table's corner.
        if let interact::Picking::Roll(role) = self.table.interaction.picking {
            if human_turn {
                let moves_as = self
                    .table
                    .state
                    .outcomes_for(role)
                    .map(|o| o.moves_as)
                    .unwrap_or(role);
                draw_move_diagram(&pen, moves_as, shown.turn().seat, diagram_area(&layout));
            }
        }

        self.draw_panel(&pen, &layout);
    }

    /// A drawn card appears large over the board while it is being drawn, with what
    /// it changes under its text, and *Go on* for a person: the shell's one dialog, framed
    /// in the card's tone (`card_box::card_dialog`).
    pub fn draw_drawn_card(&self, pen: &Pen, w: f32, h: f32) {
        if let Some(Playing {
            event: Event::CardDrawn { card, .. },
            ..
        }) = &self.table.playing
        {
            if let Some(c) = self.table.shown.deck().card(card) {
                // Under the card's text: whether it can change anything, and how to go on.
                let idle = self
                    .table
                    .queue
                    .iter()
                    .take_while(|e| !matches!(e, Event::CardDrawn { .. }))
                    .any(|e| matches!(e, Event::CardNotCarriedOut { .. }));
                let mut under = vec![];
                if idle {
                    under
                        .push(self.t(Msg::NothingHappens(card_idle(&self.table.shown, &c.effect))));
                }
                let go_on = (!self.is_computer(self.table.shown.turn().seat))
                    .then(|| shell::touch::label(self.t(Msg::CardGoOn)));
                let d = card_dialog(&CardTexts::of(self.lang, c, under), go_on);
                draw_card_dialog(pen, &d, c.tone, w, h);
            }
        }
    }
}

/// Where the dice lie in a race: in the board's middle, the white die alone or the
/// orange one beside it (`two`).
pub fn dice_area(layout: &Layout, board: &Board, two: bool) -> Rect {
    let (cx, cy) = layout.point(board.width() as f32 / 2.0, board.height() as f32 / 2.0);
    let dsize = layout.cell * DIE_SIZE;
    let w = if two {
        dsize * (1.0 + DICE_APART)
    } else {
        dsize
    };
    Rect {
        x: cx - w / 2.0,
        y: cy - dsize / 2.0,
        w,
        h: dsize,
    }
}

/// Where the diagram of how the chosen piece moves shows, in the table's corner.
pub fn diagram_area(layout: &Layout) -> Rect {
    let (x, y) = layout.point(DIAGRAM_AT.0, DIAGRAM_AT.1);
    let side = layout.cell * DIAGRAM_SIZE;
    Rect {
        x,
        y,
        w: side,
        h: side,
    }
}

/// Where a race's held pictures go ([`crate::table::held_view::held_tiles`]): clear of the
/// dice (`two`: both), the move diagram and the one-move-back button (its words
/// `step_back`), so that they stay in one place whatever shows.
pub fn race_held_tiles(
    m: &dyn Measure,
    layout: &Layout,
    board: &Board,
    two: bool,
    step_back: &str,
) -> Vec<Rect> {
    let dice = dice_area(layout, board, two);
    let keep_clear = [
        dice,
        diagram_area(layout),
        step_back_rect(m, layout, dice, step_back),
    ];
    held_tiles(layout, board, &keep_clear)
}

impl Table {
    /// Where the dice lie, in the board's middle (a key's refusal is said beside them).
    pub fn dice_rect(&self, layout: &Layout) -> Rect {
        dice_area(
            layout,
            self.shown.board(),
            self.shown.setup().variant.orange_die,
        )
    }

    /// A piece drawn in a start box or a house under the pointer.
    pub fn piece_off_grid_at(&self, layout: &Layout, mx: f32, my: f32) -> Option<PieceId> {
        let board = self.shown.board();
        let (n, slot) = slots_of(&self.shown);
        for (p, at) in self.shown.position().pieces() {
            let slots = match at {
                Location::Box => layout.box_slots(board, p.seat, n),
                Location::Home => layout.home_slots(board, p.seat, n),
                Location::Track(_) => continue,
            };
            let (gx, gy) = slots[slot(p.role)];
            let (x, y) = layout.point(gx, gy);
            let r = layout.cell * CLICK_RADIUS;
            if (mx - x).abs() < r && (my - y).abs() < r {
                return Some(p);
            }
        }
        None
    }
}
