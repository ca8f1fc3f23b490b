//! The end screen: the placings over the finished game, with play again, a new setup
//! or a replay; in `--demo` the next game starts by itself.

use crate::ui::draw::*;
use crate::ui::i18n::Msg;
use crate::ui::layout::{reading_height, text_sizes, Rect};
use crate::ui::text_layout::{fit_line, place, wrap, Align, LINE_HEIGHT};
use crate::ui::{App, Screen};
use macroquad::prelude::*;
use track::bots::BotKind;
use track::dice::Dice;
use track::State;

/// Seconds the end of a `--demo` game stays before the next one starts.
const DEMO_NEXT_GAME_AFTER: f32 = 3.0;

impl App {
    /// One frame of the end screen; `dt` is the frame's game time in seconds.
    pub(in crate::ui) fn update_end(&mut self, dt: f32) {
        if self.cfg.demo {
            self.wait += dt;
            if self.wait > DEMO_NEXT_GAME_AFTER {
                self.games += 1;
                let (state, bots) = Self::command_line_game(&self.cfg, self.games);
                self.start(state, bots);
            }
            return;
        }
        let mut focus = self.end_focus;
        let chosen = end_choice(&mut focus);
        self.end_focus = focus;
        match chosen {
            Some(0) => {
                // The same setup again, with the next seed.
                let mut setup = self.state.setup().clone();
                setup.seed = setup.seed.wrapping_add(1);
                let bots: Vec<Option<BotKind>> = setup
                    .seats
                    .iter()
                    .map(|s| {
                        let c = &self.setup.seats[s.index()];
                        (!self.cfg.skip_setup && c.computer).then_some(c.level)
                    })
                    .collect();
                if let Ok(state) = State::new(
                    setup,
                    self.cfg.board.clone(),
                    Dice::default_dice(),
                    &self.cfg.cards,
                ) {
                    self.start(state, bots);
                }
            }
            Some(1) => self.leave(crate::ui::flow::Leave::ToSetup),
            Some(2) => self.start_replay(),
            _ => {}
        }
    }

    fn end_labels(&self) -> Vec<String> {
        vec![
            self.t(Msg::PlayAgain),
            self.t(Msg::NewSetup),
            self.t(Msg::MenuReplay),
        ]
    }

    /// The podium: first in the middle and highest, then second on the left, third on
    /// the right, fourth lowest; each block in the player's colour with its place, and
    /// the player's shape and name above it. `area` is the room it may take.
    fn draw_podium(&self, pen: &Pen, area: Rect, text: f32) {
        let placings = self.shown.placings();
        if placings.is_empty() {
            return;
        }
        let n = placings.len().min(4);
        let block = (area.w / 4.0).min(area.h * 0.9);
        let heights = [0.62, 0.45, 0.32, 0.2];
        let order = [1usize, 0, 2, 3];
        let slots: Vec<usize> = order.iter().copied().filter(|i| *i < n).collect();
        let x0 = area.x + (area.w - slots.len() as f32 * block) / 2.0;
        let floor = area.y + area.h;
        // The tallest block leaves room above it for a shape and a name.
        let room = area.h - text * 2.6;
        for (k, place) in slots.iter().enumerate() {
            let seat = placings[*place];
            let h = room * heights[*place] / heights[0];
            let x = x0 + k as f32 * block;
            let y = floor - h;
            draw_rectangle(x, y, block - 4.0, h, seat_color(seat));
            draw_rectangle_lines(x, y, block - 4.0, h, 2.0, INK);
            pen.center(
                &format!("{}", place + 1),
                x + block / 2.0,
                y + h * 0.5,
                (h * 0.7).min(block * 0.5).max(text),
                if seat.index() == 0 { INK } else { WHITE },
            );
            let name = self.seat_name(seat);
            let (name, size) = fit_line(pen, &name, block - 6.0, text, text);
            draw_shape(
                seat_shape(seat),
                x + block / 2.0,
                y - text * 1.85,
                text * 0.5,
                seat_color(seat),
                INK,
                2.0,
            );
            pen.center(&name, x + block / 2.0, y - text * 0.7, size, INK);
        }
    }

    /// The headings of the table's figure columns, each wrapped to its column (never
    /// shrunk below the body size) for a table `width` wide.
    fn figure_heads(&self, pen: &Pen, width: f32, text: f32) -> Vec<Vec<String>> {
        let col_w = width * (1.0 - NAME_COLUMN) / FIGURE_COLUMNS.len() as f32;
        FIGURE_COLUMNS
            .iter()
            .map(|c| wrap(pen, &self.t(Msg::EndColumn(*c)), text, col_w - text * 0.4))
            .collect()
    }

    /// The table of figures: a row per player in placing order (place, shape, name),
    /// a column per figure with its heading (`heads`, wrapped).
    fn draw_figures(&self, pen: &Pen, area: Rect, text: f32, heads: &[Vec<String>]) -> f32 {
        let name_w = area.w * NAME_COLUMN;
        let col_w = (area.w - name_w) / FIGURE_COLUMNS.len() as f32;
        let head_lines = heads.iter().map(Vec::len).max().unwrap_or(1);
        let mut y = area.y;
        for (i, lines) in heads.iter().enumerate() {
            let x = area.x + name_w + i as f32 * col_w + text * 0.2;
            let laid = place(pen, lines, text, x, col_w - text * 0.4, y, Align::Center);
            pen.lines(&laid, INK);
        }
        y += head_height(head_lines, text);
        let row = text * 1.7;
        for (i, s) in self.shown.placings().iter().enumerate() {
            if i % 2 == 0 {
                draw_rectangle(area.x, y, area.w, row, ROW_SHADE);
            }
            let cy = y + row / 2.0;
            draw_shape(
                seat_shape(*s),
                area.x + text * 0.7,
                cy,
                text * 0.45,
                seat_color(*s),
                INK,
                1.5,
            );
            let label = format!(
                "{} {}",
                self.t(Msg::Placing(i as u8 + 1)),
                self.seat_name(*s)
            );
            let (label, size) = fit_line(pen, &label, name_w - text * 1.6, text, text);
            pen.left(&label, area.x + text * 1.4, cy, size, INK);
            let f = self.figures.of(*s);
            for (k, v) in [f.captures, f.lost, f.lost_rolls, u32::from(f.longest)]
                .iter()
                .enumerate()
            {
                let cx = area.x + name_w + (k as f32 + 0.5) * col_w;
                pen.center(&v.to_string(), cx, cy, text * 1.1, INK);
            }
            y += row;
        }
        y
    }

    /// Whether the end screen shows right now.
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.screen == Screen::Game && self.state.is_over() && self.idle() && self.replay.is_none()
    }

    /// Draws the end screen over the finished game: a page of its own with the title,
    /// the podium, the table of figures and the three buttons in a row.
    pub(in crate::ui) fn draw_end(&self, pen: &Pen, w: f32, h: f32) {
        let (ts, small) = text_sizes(reading_height(w, h));
        draw_rectangle(0.0, 0.0, w, h, PAPER);
        let margin = w.min(h) * PAGE_MARGIN;
        pen.center(
            &self.t(Msg::Placings),
            w / 2.0,
            margin + ts * 0.7,
            ts * 1.4,
            INK,
        );
        let buttons = end_buttons(w, h);
        let buttons_top = buttons[0].y;
        let table_w = (w - 2.0 * margin).min(ts * TABLE_MAX_WIDTH_TEXT);
        let rows = self.shown.placings().len() as f32;
        // The headings, as many lines as they take, and one row per player.
        let heads = self.figure_heads(pen, table_w, small);
        let head_lines = heads.iter().map(Vec::len).max().unwrap_or(1);
        let table_h = head_height(head_lines, small) + rows * small * 1.7;
        let table_top = buttons_top - small * 1.0 - table_h;
        let podium_top = margin + ts * 1.6;
        self.draw_podium(
            pen,
            Rect {
                x: (w - table_w) / 2.0,
                y: podium_top,
                w: table_w,
                h: (table_top - podium_top - small * 0.8).max(small * 3.0),
            },
            small,
        );
        self.draw_figures(
            pen,
            Rect {
                x: (w - table_w) / 2.0,
                y: table_top,
                w: table_w,
                h: table_h,
            },
            small,
            &heads,
        );
        for (i, (r, label)) in buttons.iter().zip(self.end_labels()).enumerate() {
            let size = pen.fitting(&label, ts, r.w - ts * 0.6);
            draw_button(pen, *r, &label, size, i == self.end_focus);
            if i == self.end_focus {
                draw_focus_ring(*r);
            }
        }
    }
}

/// The figure columns of the table.
const FIGURE_COLUMNS: [crate::ui::i18n::EndColumn; 4] = [
    crate::ui::i18n::EndColumn::Captured,
    crate::ui::i18n::EndColumn::Lost,
    crate::ui::i18n::EndColumn::LostRolls,
    crate::ui::i18n::EndColumn::Longest,
];

/// The height of the table's headings of `lines` lines at `text`.
fn head_height(lines: usize, text: f32) -> f32 {
    lines as f32 * text * LINE_HEIGHT + text * 0.4
}

/// The page's margin, as a fraction of the window's shorter side.
const PAGE_MARGIN: f32 = 0.03;
/// The table of figures is at most this many normal text heights wide.
const TABLE_MAX_WIDTH_TEXT: f32 = 40.0;
/// The name column takes this fraction of the table.
const NAME_COLUMN: f32 = 0.36;
/// Every other row of the table is shaded.
const ROW_SHADE: Color = Color::new(0.0, 0.0, 0.0, 0.06);

/// The end screen's three buttons (play again, new setup, replay), in a row at the
/// bottom (stacked in portrait).
fn end_buttons(w: f32, h: f32) -> Vec<Rect> {
    let (ts, _) = text_sizes(reading_height(w, h));
    let margin = w.min(h) * PAGE_MARGIN;
    let bh = (h / crate::ui::layout::BIG_BUTTONS_PER_SCREEN).round();
    let gap = ts * 0.6;
    if h > w {
        let bw = w - 2.0 * margin;
        return (0..3)
            .map(|i| Rect {
                x: margin,
                y: h - margin - (3 - i) as f32 * (bh + gap) + gap,
                w: bw,
                h: bh,
            })
            .collect();
    }
    let bw = ((w - 2.0 * margin - 2.0 * gap) / 3.0).min(ts * 12.0);
    let x0 = (w - 3.0 * bw - 2.0 * gap) / 2.0;
    (0..3)
        .map(|i| Rect {
            x: x0 + i as f32 * (bw + gap),
            y: h - margin - bh,
            w: bw,
            h: bh,
        })
        .collect()
}

/// The keys and clicks over the end screen's buttons. Space does not choose: a child
/// still hammering Space must not skip the placings.
fn end_choice(focus: &mut usize) -> Option<usize> {
    super::choose_among(focus, 3, false, || {
        end_buttons(screen_width(), screen_height())
    })
}
