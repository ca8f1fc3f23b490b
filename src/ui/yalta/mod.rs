//! The Yalta screens: the setup of three seats (a person or the computer, a name,
//! Red's queen), the game on the hexagon, and the end. The rules decide everything
//! (`crate::yalta`); this module only shows them and sends commands.

mod texts;
pub mod view;

use crate::ui::draw::{draw_button, Pen};
use crate::ui::i18n::Lang;
use crate::ui::layout::Rect;
use crate::yalta::bot::{choose, Level};
use crate::yalta::cell::{Cell, Player};
use crate::yalta::game::{Command, Game};
use crate::yalta::position::{Kind, Move, RedQueen};
use crate::yalta::why_not::{attacker_cells, Refusal};
use ::rand::SeedableRng;
use macroquad::prelude::*;
use rand_chacha::ChaCha8Rng;
use std::collections::VecDeque;
use texts::{t, Names};
use view::{player_color, BoardView, INK};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at the screen.
    Person,
    /// The computer, at a level.
    Computer(Level),
}

impl SeatKind {
    fn next(self) -> SeatKind {
        match self {
            SeatKind::Person => SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy) => SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Normal) => SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Hard) => SeatKind::Person,
        }
    }

    fn label(self, lang: Lang) -> String {
        match self {
            SeatKind::Person => t(lang, "Mensch", "Person"),
            SeatKind::Computer(l) => match lang {
                Lang::De => format!("Computer ({})", ["leicht", "mittel", "schwer"][l as usize]),
                Lang::En => format!("Computer ({})", l.name()),
            },
        }
    }
}

/// What the screen asks of the app after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YaltaExit {
    /// Stay on the Yalta screens.
    Stay,
    /// Back to the start screen.
    Leave,
}

/// The Yalta screens' state.
pub struct YaltaScreen {
    lang: Lang,
    demo: bool,
    speed: f32,
    setup: bool,
    seats: [SeatKind; 3],
    names: Names,
    red_queen: RedQueen,
    name_focus: Option<usize>,
    game: Game,
    rng: ChaCha8Rng,
    selected: Option<Cell>,
    refusal: Option<(Cell, Refusal)>,
    promotion: Option<(Cell, Cell)>,
    messages: VecDeque<String>,
    wait: f32,
    end_wait: f32,
}

const PANEL: f32 = 0.3;

impl YaltaScreen {
    /// The setup screen (or, in a demo, a game of three computers at once).
    pub fn new(lang: Lang, seed: u64, demo: bool, speed: f32) -> YaltaScreen {
        let names = Player::ALL.map(|p| texts::colour(lang, p));
        let mut s = YaltaScreen {
            lang,
            demo,
            speed: speed.max(0.1),
            setup: !demo,
            seats: [
                SeatKind::Person,
                SeatKind::Person,
                SeatKind::Computer(Level::Normal),
            ],
            names,
            red_queen: RedQueen::Light,
            name_focus: None,
            game: Game::new(RedQueen::Light),
            rng: ChaCha8Rng::seed_from_u64(seed),
            selected: None,
            refusal: None,
            promotion: None,
            messages: VecDeque::new(),
            wait: 0.0,
            end_wait: 0.0,
        };
        if demo {
            s.seats = [
                SeatKind::Computer(Level::Hard),
                SeatKind::Computer(Level::Normal),
                SeatKind::Computer(Level::Easy),
            ];
            s.start_game();
        }
        s
    }

    /// Whether a game is over and its end on screen.
    pub fn is_over(&self) -> bool {
        !self.setup && self.game.is_over()
    }

    fn start_game(&mut self) {
        self.game = Game::new(self.red_queen);
        self.setup = false;
        self.selected = None;
        self.refusal = None;
        self.promotion = None;
        self.messages.clear();
        self.wait = 0.8 / self.speed;
        self.end_wait = 0.0;
    }

    fn say(&mut self, text: String) {
        self.messages.push_back(text);
        while self.messages.len() > 7 {
            self.messages.pop_front();
        }
    }

    fn play(&mut self, mv: Move) {
        let before: [Vec<Player>; 3] =
            std::array::from_fn(|i| self.game.checkers(Player::from_index(i)).to_vec());
        match self.game.play(&Command::from(mv)) {
            Ok(events) => {
                for e in &events {
                    if let Some(text) = texts::event(self.lang, &self.names, &before, e) {
                        self.say(text);
                    }
                }
            }
            Err(r) => self.say(texts::refusal(self.lang, &self.names, &r)),
        }
        self.selected = None;
        self.refusal = None;
        self.promotion = None;
        self.wait = 0.7 / self.speed;
    }

    /// One frame of input.
    pub fn update(&mut self) -> YaltaExit {
        if self.setup {
            return self.update_setup();
        }
        let dt = get_frame_time();
        if self.game.is_over() {
            self.end_wait += dt;
            if self.demo && self.end_wait > 4.0 / self.speed {
                self.start_game();
            } else if is_key_pressed(KeyCode::Enter) {
                self.setup = true;
            }
            return if is_key_pressed(KeyCode::Escape) {
                YaltaExit::Leave
            } else {
                YaltaExit::Stay
            };
        }
        if is_key_pressed(KeyCode::Escape) {
            if self.selected.is_some() || self.promotion.is_some() {
                self.selected = None;
                self.promotion = None;
                self.refusal = None;
            } else {
                return YaltaExit::Leave;
            }
        }
        let mover = self.game.position().to_move();
        if let SeatKind::Computer(level) = self.seats[mover.index()] {
            self.wait -= dt;
            if self.wait <= 0.0 {
                if let Some(mv) = choose(&self.game, level, &mut self.rng) {
                    self.play(mv);
                }
            }
            return YaltaExit::Stay;
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            self.click(mx, my);
        }
        YaltaExit::Stay
    }

    fn board_view(&self) -> BoardView {
        let (w, h) = (screen_width(), screen_height());
        BoardView::fit(w * (1.0 - PANEL), h)
    }

    fn promotion_rects(&self) -> [Rect; 4] {
        let (w, h) = (screen_width(), screen_height());
        let x = w * (1.0 - PANEL) + 12.0;
        let bw = (w * PANEL - 24.0 - 18.0) / 4.0;
        std::array::from_fn(|i| Rect {
            x: x + i as f32 * (bw + 6.0),
            y: h * 0.72,
            w: bw,
            h: (h * 0.08).min(bw),
        })
    }

    fn click(&mut self, mx: f32, my: f32) {
        if let Some((from, to)) = self.promotion {
            for (i, r) in self.promotion_rects().iter().enumerate() {
                if r.contains(mx, my) {
                    let cmd = Command {
                        from,
                        to,
                        promotion: Some(Kind::PROMOTIONS[i]),
                    };
                    if let Ok(mv) = self.game.check(&cmd) {
                        self.play(mv);
                    }
                    return;
                }
            }
        }
        let Some(cell) = self.board_view().cell_at(mx, my) else {
            return;
        };
        let pos = self.game.position();
        let me = pos.to_move();
        if pos.piece(cell).is_some_and(|p| p.owner == me) && self.selected != Some(cell) {
            self.selected = Some(cell);
            self.refusal = None;
            self.promotion = None;
            return;
        }
        let Some(from) = self.selected else {
            let cmd = Command {
                from: cell,
                to: cell,
                promotion: None,
            };
            if let Err(r) = self.game.check(&cmd) {
                self.refusal = Some((cell, r));
            }
            return;
        };
        let moves: Vec<Move> = pos
            .legal_moves_from(from)
            .into_iter()
            .filter(|m| m.to == cell)
            .collect();
        match moves.len() {
            0 => {
                let cmd = Command {
                    from,
                    to: cell,
                    promotion: None,
                };
                self.refusal = self.game.check(&cmd).err().map(|r| (cell, r));
                if cell == from {
                    self.selected = None;
                    self.refusal = None;
                }
            }
            1 => self.play(moves[0]),
            _ => self.promotion = Some((from, cell)),
        }
    }

    fn setup_rects(&self) -> ([Rect; 3], [Rect; 3], Rect, Rect, Rect) {
        let (w, h) = (screen_width(), screen_height());
        let row = h * 0.1;
        let x = w * 0.18;
        let names = std::array::from_fn(|i| Rect {
            x,
            y: h * 0.25 + i as f32 * row * 1.2,
            w: w * 0.3,
            h: row,
        });
        let kinds = std::array::from_fn(|i| Rect {
            x: x + w * 0.33,
            y: h * 0.25 + i as f32 * row * 1.2,
            w: w * 0.3,
            h: row,
        });
        let queen = Rect {
            x,
            y: h * 0.25 + 3.0 * row * 1.2,
            w: w * 0.63,
            h: row,
        };
        let start = Rect {
            x: x + w * 0.33,
            y: h * 0.82,
            w: w * 0.3,
            h: row,
        };
        let back = Rect {
            x,
            y: h * 0.82,
            w: w * 0.3,
            h: row,
        };
        (names, kinds, queen, start, back)
    }

    fn update_setup(&mut self) -> YaltaExit {
        let (names, kinds, queen, start, back) = self.setup_rects();
        if let Some(i) = self.name_focus {
            while let Some(ch) = get_char_pressed() {
                if !ch.is_control() && self.names[i].chars().count() < 16 {
                    self.names[i].push(ch);
                }
            }
            if is_key_pressed(KeyCode::Backspace) {
                self.names[i].pop();
            }
        } else {
            while get_char_pressed().is_some() {}
        }
        if is_key_pressed(KeyCode::Escape) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                return YaltaExit::Leave;
            }
        }
        if is_key_pressed(KeyCode::Enter) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                self.start_game();
            }
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            self.name_focus = names.iter().position(|r| r.contains(mx, my));
            if let Some(i) = kinds.iter().position(|r| r.contains(mx, my)) {
                self.seats[i] = self.seats[i].next();
            }
            if queen.contains(mx, my) {
                self.red_queen = match self.red_queen {
                    RedQueen::Light => RedQueen::Dark,
                    RedQueen::Dark => RedQueen::Light,
                };
            }
            if start.contains(mx, my) {
                for (i, n) in self.names.iter_mut().enumerate() {
                    if n.trim().is_empty() {
                        *n = texts::colour(self.lang, Player::from_index(i));
                    }
                }
                self.start_game();
            }
            if back.contains(mx, my) {
                return YaltaExit::Leave;
            }
        }
        YaltaExit::Stay
    }

    /// Draws the screen that is up.
    pub fn draw(&self, pen: &Pen, w: f32, h: f32) {
        clear_background(Color::from_rgba(46, 52, 64, 255));
        if self.setup {
            self.draw_setup(pen, w, h);
        } else {
            self.draw_game(pen, w, h);
        }
    }

    fn draw_setup(&self, pen: &Pen, w: f32, h: f32) {
        let (names, kinds, queen, start, back) = self.setup_rects();
        let ts = (h * 0.045).clamp(14.0, 40.0);
        pen.center(
            &t(
                self.lang,
                "Yalta: Schach zu dritt",
                "Yalta: chess for three",
            ),
            w / 2.0,
            h * 0.12,
            ts * 1.5,
            WHITE,
        );
        for p in Player::ALL {
            let i = p.index();
            let r = names[i];
            draw_rectangle(
                r.x - ts * 1.6,
                r.y + r.h * 0.2,
                ts * 1.2,
                r.h * 0.6,
                player_color(p),
            );
            draw_rectangle_lines(
                r.x - ts * 1.6,
                r.y + r.h * 0.2,
                ts * 1.2,
                r.h * 0.6,
                2.0,
                INK,
            );
            let focus = self.name_focus == Some(i);
            let label = if focus {
                format!("{}|", self.names[i])
            } else {
                self.names[i].clone()
            };
            draw_button(pen, r, &label, ts, focus);
            draw_button(
                pen,
                kinds[i],
                &self.seats[i].label(self.lang),
                ts * 0.9,
                false,
            );
        }
        let q = match (self.red_queen, self.lang) {
            (RedQueen::Light, Lang::De) => "Rote Dame: auf dem hellen Feld (rd1)",
            (RedQueen::Dark, Lang::De) => "Rote Dame: auf dem dunklen Feld (re1)",
            (RedQueen::Light, Lang::En) => "Red's queen: on the light cell (rd1)",
            (RedQueen::Dark, Lang::En) => "Red's queen: on the dark cell (re1)",
        };
        draw_button(pen, queen, q, ts * 0.9, false);
        draw_button(pen, start, &t(self.lang, "Spielen", "Play"), ts, true);
        draw_button(pen, back, &t(self.lang, "Zurück", "Back"), ts, false);
        pen.center(
            &t(
                self.lang,
                "Namen anklicken und tippen; Enter spielt, Esc zurück.",
                "Click a name to type it; Enter plays, Esc goes back.",
            ),
            w / 2.0,
            h * 0.96,
            ts * 0.6,
            LIGHTGRAY,
        );
    }

    fn draw_game(&self, pen: &Pen, w: f32, h: f32) {
        let view = self.board_view();
        let pos = self.game.position();
        view::draw_board(pen, &view, |_| None);
        let mark = |c: Cell, col: Color| view.fill(c, col);
        if let Some(m) = self.game.last_move() {
            mark(m.from, Color::new(1.0, 0.9, 0.2, 0.45));
            mark(m.to, Color::new(1.0, 0.9, 0.2, 0.6));
        }
        for p in Player::ALL {
            if !self.game.checkers(p).is_empty() {
                mark(pos.king(p), Color::new(0.95, 0.1, 0.1, 0.6));
                // The pieces that give the check.
                for (_, c) in attacker_cells(pos, pos.king(p), p) {
                    view.outline(c, 3.0, Color::new(0.9, 0.1, 0.1, 0.9));
                }
            }
        }
        if let Some(sel) = self.selected {
            mark(sel, Color::new(0.2, 0.6, 1.0, 0.55));
            for m in pos.legal_moves_from(sel) {
                let (c, size) = view.centre(m.to);
                if pos.piece(m.to).is_some() {
                    draw_circle_lines(
                        c.x,
                        c.y,
                        size * 0.55,
                        size * 0.1,
                        Color::new(0.1, 0.5, 0.1, 0.9),
                    );
                } else {
                    draw_circle(c.x, c.y, size * 0.18, Color::new(0.1, 0.5, 0.1, 0.8));
                }
            }
        }
        if let Some((cell, r)) = &self.refusal {
            view.outline(*cell, 4.0, RED);
            let other = match r {
                Refusal::WayBlocked(c) | Refusal::Pinned(_, c) => Some(*c),
                _ => None,
            };
            if let Some(c) = other {
                view.outline(c, 4.0, ORANGE);
            }
        }
        for (cell, piece) in pos.pieces() {
            let (c, size) = view.centre(cell);
            view::draw_piece(pen, piece, c, size);
        }
        let ts = (h * 0.03).clamp(12.0, 30.0);
        // The players' names and colours at their sides; the player to move large.
        let mover = pos.to_move();
        for p in Player::ALL {
            let (spot, out) = view.name_spot(p);
            let size = if p == mover && !self.game.is_over() {
                ts * 1.5
            } else {
                ts
            };
            let colour = texts::colour(self.lang, p);
            let label = if self.names[p.index()] == colour {
                colour
            } else {
                format!("{} ({colour})", self.names[p.index()])
            };
            // White's name under the bottom side; Black's and Red's beside the top
            // corner of their side, where the board leaves the most room.
            // The label's box lies left (right) of the slanted side below the top
            // corner: its inner edge where the side is at the box's bottom.
            let top = view.to_screen((0.5, 0.866));
            let th0 = pen.measure(&label, size).1;
            let inset = (2.0 * th0 + 4.0) * 0.577 + 8.0;
            let room = (2.0 * view.cx - top.x - inset - 24.0).max(60.0);
            let size = if p == Player::White {
                size
            } else {
                pen.fitting(&label, size, room)
            };
            let (tw, th) = pen.measure(&label, size);
            let mut at = match p {
                Player::White => spot + vec2(out.x, out.y * (th + 8.0)),
                Player::Black => vec2(
                    2.0 * view.cx - top.x - inset - 10.0 - tw / 2.0,
                    top.y + th + 2.0,
                ),
                Player::Red => vec2(top.x + inset + 10.0 + tw / 2.0, top.y + th + 2.0),
            };
            at.y = at.y.min(h - th - 6.0);
            at.x =
                at.x.clamp(tw / 2.0 + 12.0, w * (1.0 - PANEL) - tw / 2.0 - 12.0);
            let r = Rect {
                x: at.x - tw / 2.0 - 10.0,
                y: at.y - th,
                w: tw + 20.0,
                h: th * 2.0,
            };
            draw_rectangle(r.x, r.y, r.w, r.h, player_color(p));
            if p == mover && !self.game.is_over() {
                draw_rectangle_lines(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0, 5.0, GOLD);
            }
            let ink = if p == Player::White { INK } else { WHITE };
            pen.center(&label, at.x, at.y, size, ink);
        }
        self.draw_panel(pen, w, h, ts);
        if let Some(o) = self.game.outcome() {
            let text = texts::outcome(self.lang, &self.names, o);
            let bw = w * 0.6;
            let lines = pen.wrap(&text, ts * 1.4, bw - 40.0);
            let bh = ts * 2.2 * (lines.len() as f32 + 1.5);
            let (x, y) = ((w - bw) / 2.0, (h - bh) / 2.0);
            draw_rectangle(x, y, bw, bh, Color::new(0.05, 0.05, 0.1, 0.9));
            draw_rectangle_lines(x, y, bw, bh, 4.0, GOLD);
            for (i, l) in lines.iter().enumerate() {
                pen.center(
                    l,
                    w / 2.0,
                    y + ts * 2.0 + i as f32 * ts * 2.0,
                    ts * 1.4,
                    WHITE,
                );
            }
            let hint = t(
                self.lang,
                "Enter: neues Spiel · Esc: zurück",
                "Enter: new game · Esc: back",
            );
            pen.center(&hint, w / 2.0, y + bh - ts * 1.2, ts * 0.8, LIGHTGRAY);
        }
    }

    fn draw_panel(&self, pen: &Pen, w: f32, h: f32, ts: f32) {
        let x = w * (1.0 - PANEL);
        let pw = w * PANEL;
        draw_rectangle(x, 0.0, pw, h, Color::from_rgba(30, 34, 42, 255));
        let pos = self.game.position();
        let mover = pos.to_move();
        let mut y = ts * 1.5;
        pen.left("Yalta", x + 12.0, y, ts * 1.3, WHITE);
        y += ts * 2.2;
        if !self.game.is_over() {
            let turn = match self.lang {
                Lang::De => format!("{} ist am Zug", self.names[mover.index()]),
                Lang::En => format!("{}'s turn", self.names[mover.index()]),
            };
            let size = pen.fitting(&turn, ts * 1.3, pw - 24.0);
            draw_rectangle(
                x + 6.0,
                y - size,
                pw - 12.0,
                size * 2.0,
                player_color(mover),
            );
            pen.center(
                &turn,
                x + pw / 2.0,
                y,
                size,
                if mover == Player::White { INK } else { WHITE },
            );
            y += ts * 2.4;
        }
        for p in Player::ALL {
            let by = self.game.checkers(p);
            if !by.is_empty() {
                let names: Vec<&str> = by.iter().map(|q| self.names[q.index()].as_str()).collect();
                let line = match self.lang {
                    Lang::De => {
                        format!("Schach: {} von {}", self.names[p.index()], names.join(", "))
                    }
                    Lang::En => format!("Check: {} by {}", self.names[p.index()], names.join(", ")),
                };
                for l in pen.wrap(&line, ts, pw - 24.0) {
                    pen.left(&l, x + 12.0, y, ts, Color::new(1.0, 0.45, 0.45, 1.0));
                    y += ts * 1.3;
                }
            }
        }
        y += ts * 0.5;
        for m in &self.messages {
            for l in pen.wrap(m, ts * 0.8, pw - 24.0) {
                pen.left(&l, x + 12.0, y, ts * 0.8, LIGHTGRAY);
                y += ts * 1.05;
            }
        }
        if let Some((_, r)) = &self.refusal {
            let text = texts::refusal(self.lang, &self.names, r);
            let mut yy = h * 0.62;
            pen.left(
                &t(self.lang, "Warum nicht?", "Why not?"),
                x + 12.0,
                yy,
                ts,
                ORANGE,
            );
            yy += ts * 1.3;
            for l in pen.wrap(&text, ts * 0.9, pw - 24.0) {
                pen.left(&l, x + 12.0, yy, ts * 0.9, WHITE);
                yy += ts * 1.2;
            }
        }
        if self.promotion.is_some() {
            let letters = ["\u{265B}", "\u{265C}", "\u{265D}", "\u{265E}"];
            for (r, l) in self.promotion_rects().iter().zip(letters) {
                draw_button(pen, *r, l, r.h * 0.7, false);
            }
        }
        pen.left(
            &t(
                self.lang,
                "Esc: Auswahl weg / zurück",
                "Esc: drop the choice / back",
            ),
            x + 12.0,
            h - ts,
            ts * 0.7,
            GRAY,
        );
    }
}
