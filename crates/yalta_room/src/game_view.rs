//! The Yalta game screen: the board with its marks, the names at the sides, and the
//! panel (whose turn, checks, what happened, why not, the Menu button). The review
//! draws its positions with the same [`YaltaScreen::draw_scene`].

use crate::*;
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};

impl YaltaScreen {
    /// The game on screen: the board, the names at the sides and the panel.
    pub(crate) fn draw_game(&self, pen: &Pen, w: f32, h: f32) {
        let pos = self.game.position();
        let checks = Player::ALL.map(|p| self.game.checkers(p).to_vec());
        let live = !self.game.is_over();
        self.draw_scene(
            pen,
            w,
            h,
            pos,
            self.game.last_move(),
            &checks,
            live,
            |view| {
                self.draw_choice(view, pos);
            },
        );
        let ts = paint::layout::text_sizes(paint::layout::reading_height(w, h)).0;
        self.draw_panel(pen, w, h, ts);
    }

    /// The chosen piece, where it can go (unless the menu turned that off), the cells
    /// of a refused move's reason, and the keyboard's cursor while a person is to move.
    fn draw_choice(&self, view: &BoardView, pos: &yalta::position::Position) {
        if let Some(sel) = self.pick.selected {
            // Filled and framed: the frame still shows in grey.
            view.fill(sel, Color::new(0.2, 0.6, 1.0, 0.55));
            let (_, size) = view.centre(sel);
            view.outline(sel, (size * 0.08).max(3.0), INK);
            for m in pos
                .legal_moves_from(sel)
                .into_iter()
                .filter(|_| self.show_moves)
            {
                let capture = pos.piece(m.to).is_some()
                    || matches!(m.special, yalta::position::Special::EnPassant(_));
                view.target(m.to, capture);
            }
        }
        if let Some((cell, r)) = &self.pick.refusal {
            view.outline(*cell, 4.0, RED);
            let other = match r {
                Refusal::WayBlocked(c) | Refusal::Pinned(_, c) => Some(*c),
                _ => None,
            };
            if let Some(c) = other {
                view.outline(c, 4.0, ORANGE);
            }
        }
        if self.person_to_move() {
            view.cursor(self.cursor());
        }
    }

    /// A position on the board: the last move marked, the kings in check and the pieces
    /// that give it, what `marks` adds under the pieces, and the players' names at their
    /// sides (the player to move large and framed while `live`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn draw_scene(
        &self,
        pen: &Pen,
        w: f32,
        h: f32,
        pos: &yalta::position::Position,
        last: Option<&Move>,
        checks: &[Vec<Player>; 3],
        live: bool,
        marks: impl FnOnce(&BoardView),
    ) {
        // Folded, the end page's bar takes the window's foot: the board moves up above
        // it, so that the final position shows whole (the mated king too).
        let board_h = if self.end_up() && self.end.folded {
            end_page::layout(&self.end_page_in(w, h), pen, w, h, true)
                .panel
                .y
        } else {
            h
        };
        let view = frame::frame_in(w, h, board_h).board;
        view::draw_board(pen, &view, |_| None);
        let mark = |c: Cell, col: Color| view.fill(c, col);
        if let Some(m) = last {
            mark(m.from, Color::new(1.0, 0.9, 0.2, 0.45));
            mark(m.to, Color::new(1.0, 0.9, 0.2, 0.6));
        }
        for p in Player::ALL {
            if !checks[p.index()].is_empty() {
                mark(pos.king(p), Color::new(0.95, 0.1, 0.1, 0.6));
                // The pieces that give the check.
                for (_, c) in attacker_cells(pos, pos.king(p), p) {
                    view.outline(c, 3.0, Color::new(0.9, 0.1, 0.1, 0.9));
                }
            }
        }
        marks(&view);
        for (cell, piece) in pos.pieces() {
            let (c, size) = view.centre(cell);
            view::draw_piece(pen, piece, c, size);
        }
        // The players' names in the corners of the hexagon's box, clear of the cells;
        // the player to move larger and framed.
        let mover = live.then(|| pos.to_move());
        // The names alone: the label's colour says whose they are.
        let names = self.names.clone();
        let labels = frame::name_labels(pen, &view, &names, mover, w, h);
        for (p, l) in Player::ALL.into_iter().zip(labels) {
            let r = l.rect;
            if Some(p) == mover {
                draw_rectangle(r.x, r.y, r.w, r.h, GOLD);
            }
            let f = frame::LABEL_FRAME;
            draw_rectangle(
                r.x + f,
                r.y + f,
                r.w - 2.0 * f,
                r.h - 2.0 * f,
                player_color(p),
            );
            let ink = if p == Player::White { INK } else { WHITE };
            let (cx, cy) = r.center();
            pen.center(&l.text, cx, cy, l.size, ink);
        }
    }

    /// The panel's texts in words.
    fn panel_words(&self) -> layout::PanelWords {
        let pos = self.game.position();
        let mover = pos.to_move();
        let turn = (!self.game.is_over())
            .then(|| self.text(YaltaMsg::Turn(self.names[mover.index()].clone())));
        let checks = Player::ALL
            .into_iter()
            .filter_map(|p| {
                let by = self.game.checkers(p);
                if by.is_empty() {
                    return None;
                }
                let names = by.iter().map(|q| self.names[q.index()].clone()).collect();
                Some(self.text(YaltaMsg::InCheck(self.names[p.index()].clone(), names)))
            })
            .collect();
        layout::PanelWords {
            turn,
            players: self.player_words(),
            checks,
            // None at the end, where the end page's keys are its own, nor on a touch
            // screen, which has no keys.
            legend: if self.game.is_over() || shell::touch::touch_screen() {
                String::new()
            } else {
                self.text(YaltaMsg::Keys)
            },
            legend_more: if self.game.is_over() || shell::touch::touch_screen() {
                String::new()
            } else {
                self.text(YaltaMsg::KeysYfen)
            },
            messages: self.messages.iter().cloned().collect(),
            why: self.pick.refusal.as_ref().map(|(_, r)| {
                (
                    self.text(YaltaMsg::WhyNot),
                    yalta_refusal(self.lang, &self.names, r),
                )
            }),
            // The promotion is a dialog: the panel's foot is only the Menu button.
            promoting: false,
        }
    }

    pub(crate) fn draw_panel(&self, pen: &Pen, w: f32, h: f32, ts: f32) {
        let lay = layout::panel_layout(w, h, ts);
        draw_rectangle(
            lay.x,
            lay.y,
            lay.w,
            lay.h,
            paint::draw::rgb(paint::palette::YALTA_PANEL),
        );
        let words = self.panel_words();
        let laid = layout::panel_lines(pen, w, h, &words, 0);
        pen.lines(&laid.title, WHITE);
        let mover = self.game.position().to_move();
        if let Some((band, lines)) = &laid.turn {
            draw_rectangle(band.x, band.y, band.w, band.h, player_color(mover));
            let ink = if mover == Player::White { INK } else { WHITE };
            pen.lines(lines, ink);
        }
        for row in &laid.players {
            let r = row.swatch;
            draw_rectangle(r.x, r.y, r.w, r.h, player_color(row.player));
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, LIGHTGRAY);
            pen.lines([&row.name], WHITE);
            pen.lines(
                [&row.material],
                paint::draw::rgb(paint::palette::YALTA_QUIET),
            );
            for (b, piece) in &row.pieces {
                let (cx, cy) = b.center();
                view::draw_piece(pen, *piece, vec2(cx, cy), b.h);
            }
        }
        pen.lines(&laid.checks, paint::draw::rgb(paint::palette::YALTA_CHECK));
        pen.lines(
            &laid.messages,
            paint::draw::rgb(paint::palette::YALTA_QUIET),
        );
        pen.lines(&laid.why_head, ORANGE);
        pen.lines(&laid.why, WHITE);
        // The help lines: quiet, still read at 4.5:1 (`palette.rs`).
        let help = paint::draw::rgb(paint::palette::YALTA_HELP);
        pen.lines(&laid.legend_more, help);
        pen.lines(&laid.legend, help);
        // The foot: the Menu button (the end page has its own buttons).
        if !self.game.is_over() {
            draw_button(
                pen,
                lay.foot,
                &shell::touch::label(words::say(self.lang, &shell::i18n::Msg::MenuButton)),
                ts * 1.1,
                false,
            );
        }
    }
}
