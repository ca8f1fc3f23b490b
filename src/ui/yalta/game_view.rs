//! The Yalta game screen: the board with its marks, the names at the sides, the
//! panel (whose turn, checks, what happened, why not) and the end box.

use super::*;

impl YaltaScreen {
    pub(super) fn draw_game(&self, pen: &Pen, w: f32, h: f32) {
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
        // Body text at the project's sizes: its cap height at least 1/40 of the window.
        let (ts, small) = crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h));
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
            // Away from the mated king, so that everyone sees the mate.
            let y = match o {
                yalta::game::Outcome::Checkmate { loser, .. } => {
                    if view.centre(pos.king(*loser)).0.y > h / 2.0 {
                        h * 0.18
                    } else {
                        h * 0.82 - bh
                    }
                }
                _ => (h - bh) / 2.0,
            };
            let x = (w - bw) / 2.0;
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
            pen.center(&hint, w / 2.0, y + bh - ts * 1.2, small, LIGHTGRAY);
        }
    }

    pub(super) fn draw_panel(&self, pen: &Pen, w: f32, h: f32, ts: f32) {
        let small = crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h)).1;
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
            for l in pen.wrap(m, small, pw - 24.0) {
                pen.left(&l, x + 12.0, y, small, LIGHTGRAY);
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
            for l in pen.wrap(&text, small, pw - 24.0) {
                pen.left(&l, x + 12.0, yy, small, WHITE);
                yy += ts * 1.2;
            }
        }
        if self.promotion.is_some() {
            let letters = ["\u{265B}", "\u{265C}", "\u{265D}", "\u{265E}"];
            for (r, l) in self.promotion_rects().iter().zip(letters) {
                draw_button(pen, *r, l, r.h * 0.7, false);
            }
        }
        let keys = t(
            self.lang,
            "Esc: Auswahl weg / zurück · Strg+C/V: YFEN",
            "Esc: drop the choice / back · Ctrl+C/V: YFEN",
        );
        // Wrapped, not shrunk: the keys stay at the body size.
        let lines = pen.wrap(&keys, small, pw - 24.0);
        let n = lines.len() as f32;
        for (i, l) in lines.iter().enumerate() {
            pen.left(
                l,
                x + 12.0,
                h - ts * 0.6 - (n - 1.0 - i as f32) * small * 1.2,
                small,
                GRAY,
            );
        }
    }
}
