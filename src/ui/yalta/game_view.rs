//! The Yalta game screen: the board with its marks, the names at the sides, and the
//! panel (whose turn, checks, what happened, why not, the Menu button). The review
//! draws its positions with the same [`YaltaScreen::draw_scene`].

use super::*;
use crate::ui::text_layout::{fit_line, page_at};

impl YaltaScreen {
    /// The game on screen: the board, the names at the sides and the panel.
    pub(super) fn draw_game(&self, pen: &Pen, w: f32, h: f32) {
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
        let ts = crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h)).0;
        self.draw_panel(pen, w, h, ts);
    }

    /// The chosen piece, where it can go (unless the menu turned that off), and the
    /// cells of a refused move's reason.
    fn draw_choice(&self, view: &BoardView, pos: &yalta::position::Position) {
        if let Some(sel) = self.selected {
            view.fill(sel, Color::new(0.2, 0.6, 1.0, 0.55));
            for m in pos
                .legal_moves_from(sel)
                .into_iter()
                .filter(|_| self.show_moves)
            {
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
    }

    /// A position on the board: the last move marked, the kings in check and the pieces
    /// that give it, what `marks` adds under the pieces, and the players' names at their
    /// sides (the player to move large and framed while `live`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn draw_scene(
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
        let board_h = if self.top() == Top::End && self.end_folded {
            end_page::layout(&self.end_page(), pen, w, h, true).panel.y
        } else {
            h
        };
        let view = BoardView::fit(w * (1.0 - PANEL), board_h);
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
        // Body text at the project's sizes: its cap height at least 1/40 of the window.
        let (ts, _) = crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h));
        // The players' names and colours at their sides; the player to move large.
        let mover = pos.to_move();
        for p in Player::ALL {
            let (spot, out) = view.name_spot(p);
            let size = if p == mover && live { ts * 1.5 } else { ts };
            let label = self.label(p);
            // White's name under the bottom side; Black's and Red's beside the top
            // corner of their side, where the board leaves the most room.
            // The label's box lies left (right) of the slanted side below the top
            // corner: its inner edge where the side is at the box's bottom.
            let top = view.to_screen((0.5, 0.866));
            let th0 = pen.measure(&label, size).1;
            let inset = (2.0 * th0 + 4.0) * 0.577 + 8.0;
            let room = (2.0 * view.cx - top.x - inset - 24.0).max(60.0);
            let (label, size) = if p == Player::White {
                (label, size)
            } else {
                let small =
                    crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h)).1;
                fit_line(pen, &label, room, size, small)
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
            at.y = at.y.min(board_h - th - 6.0);
            at.x =
                at.x.clamp(tw / 2.0 + 12.0, w * (1.0 - PANEL) - tw / 2.0 - 12.0);
            let r = Rect {
                x: at.x - tw / 2.0 - 10.0,
                y: at.y - th,
                w: tw + 20.0,
                h: th * 2.0,
            };
            draw_rectangle(r.x, r.y, r.w, r.h, player_color(p));
            if p == mover && live {
                draw_rectangle_lines(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0, 5.0, GOLD);
            }
            let ink = if p == Player::White { INK } else { WHITE };
            pen.center(&label, at.x, at.y, size, ink);
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
            checks,
            // None at the end, where the end page's keys are its own.
            legend: if self.game.is_over() {
                String::new()
            } else {
                self.text(YaltaMsg::Keys)
            },
            messages: self.messages.iter().cloned().collect(),
            why: self.refusal.as_ref().map(|(_, r)| {
                (
                    self.text(YaltaMsg::WhyNot),
                    yalta_refusal(self.lang, &self.names, r),
                )
            }),
            // The promotion is a dialog: the panel's foot is only the Menu button.
            promoting: false,
        }
    }

    pub(super) fn draw_panel(&self, pen: &Pen, w: f32, h: f32, ts: f32) {
        let lay = layout::panel_layout(w, h, ts);
        draw_rectangle(lay.x, 0.0, lay.w, h, Color::from_rgba(30, 34, 42, 255));
        let words = self.panel_words();
        let mut laid = layout::panel_lines(pen, w, h, &words, 0);
        if laid.pages > 1 {
            laid = layout::panel_lines(pen, w, h, &words, page_at(laid.pages, get_time()));
        }
        pen.lines(&laid.title, WHITE);
        let mover = self.game.position().to_move();
        if let Some((band, lines)) = &laid.turn {
            draw_rectangle(band.x, band.y, band.w, band.h, player_color(mover));
            let ink = if mover == Player::White { INK } else { WHITE };
            pen.lines(lines, ink);
        }
        pen.lines(&laid.checks, Color::new(1.0, 0.45, 0.45, 1.0));
        pen.lines(&laid.messages, LIGHTGRAY);
        pen.lines(&laid.why_head, ORANGE);
        pen.lines(&laid.why, WHITE);
        pen.lines(&laid.legend, GRAY);
        // The foot: the Menu button (the end page has its own buttons).
        if !self.game.is_over() {
            draw_button(
                pen,
                lay.foot,
                &crate::ui::i18n::text(self.lang, &crate::ui::i18n::Msg::MenuButton),
                ts * 1.1,
                false,
            );
        }
    }
}
