//! The panel beside the chess board: whose move, "check" in words, a refused square's
//! reason, the material balance with the captured pieces in rows, the move list in
//! figurine notation, and the buttons (claim a draw, offer a draw, resign, chess words,
//! save as PGN, menu).

use super::board::{draw_chess_piece, ChessLayout};
use super::texts::{chess_text, ChessMsg};
use super::ChessScreen;
use crate::ui::chess::why_text::why_not_text;
use crate::ui::draw::{draw_button, Pen, INK};
use chess::notation::{balance, material, move_list_lines, piece_value};
use chess::Color as Side;

/// A button whose label is small text on up to two lines (never smaller than the
/// small text, unless a single word is wider than the button).
pub(super) fn draw_label_button(pen: &Pen, r: Rect, label: &str, small: f32) {
    draw_button(pen, r, "", small, false);
    let lines = pen.wrap(label, small, r.w - small * 0.5);
    let (cx, cy) = r.center();
    let n = lines.len().min(2) as f32;
    for (i, line) in lines.iter().take(2).enumerate() {
        let size = pen.fitting(line, small, r.w - small * 0.3);
        let y = cy + (i as f32 - (n - 1.0) / 2.0) * small * 1.15;
        pen.center(line, cx, y, size, WHITE);
    }
}
use crate::ui::i18n::{text, Lang, Msg};
use crate::ui::layout::Rect;
use macroquad::prelude::*;

/// A panel button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PanelButton {
    /// Claim a draw by threefold repetition.
    ClaimDraw,
    /// Offer a draw.
    OfferDraw,
    /// Resign.
    Resign,
    /// The chess words page.
    Words,
    /// Save the game as PGN.
    SavePgn,
    /// The menu (the game stays saved).
    Menu,
}

const BUTTONS: [PanelButton; 6] = [
    PanelButton::ClaimDraw,
    PanelButton::OfferDraw,
    PanelButton::Resign,
    PanelButton::Words,
    PanelButton::SavePgn,
    PanelButton::Menu,
];

/// Red for "check" and reasons.
pub(super) const ALARM: Color = Color::new(0.80, 0.05, 0.12, 1.0);
/// A button that cannot be used now.
pub(super) const OFF: Color = Color::new(0.96, 0.93, 0.87, 0.65);

fn button_label(lang: Lang, b: PanelButton) -> String {
    let m = match b {
        PanelButton::ClaimDraw => ChessMsg::ClaimDraw,
        PanelButton::OfferDraw => ChessMsg::OfferDraw,
        PanelButton::Resign => ChessMsg::Resign,
        PanelButton::Words => ChessMsg::Words,
        PanelButton::SavePgn => ChessMsg::SavePgn,
        PanelButton::Menu => return text(lang, &Msg::MenuButton),
    };
    chess_text(lang, &m)
}

/// The buttons' rectangles, at the panel's foot.
fn button_rects(layout: &ChessLayout) -> Vec<(PanelButton, Rect)> {
    let area = layout.buttons;
    let cols = layout.button_cols.max(1);
    let rows = BUTTONS.len().div_ceil(cols);
    let gap = layout.button_gap;
    let bw = (area.w - gap * (cols as f32 - 1.0)) / cols as f32;
    let bh = (area.h - gap * (rows as f32 - 1.0)) / rows as f32;
    BUTTONS
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            let (r, c) = (i / cols, i % cols);
            (
                b,
                Rect {
                    x: area.x + c as f32 * (bw + gap),
                    y: area.y + r as f32 * (bh + gap),
                    w: bw,
                    h: bh,
                },
            )
        })
        .collect()
}

impl ChessScreen {
    /// Whether a panel button can be used now.
    fn button_live(&self, b: PanelButton) -> bool {
        let running = !self.game.is_over();
        match b {
            PanelButton::ClaimDraw => self.game.can_claim_draw() && self.person_to_move(),
            PanelButton::OfferDraw => {
                running && self.person_to_move() && self.game.draw_offer().is_none()
            }
            PanelButton::Resign => running && self.person_side().is_some(),
            PanelButton::Words | PanelButton::SavePgn | PanelButton::Menu => true,
        }
    }

    fn person_to_move(&self) -> bool {
        self.bot(self.game.side_to_move()).is_none()
    }

    /// The live button under a point.
    pub(super) fn panel_button_at(&self, x: f32, y: f32) -> Option<PanelButton> {
        button_rects(&self.layout())
            .into_iter()
            .find(|(b, r)| r.contains(x, y) && self.button_live(*b))
            .map(|(b, _)| b)
    }

    /// The live buttons as tap spots for the browser page.
    pub(super) fn panel_spots(&self, layout: &ChessLayout) -> Vec<(&'static str, Rect)> {
        button_rects(layout)
            .into_iter()
            .filter(|(b, _)| self.button_live(*b))
            .map(|(b, r)| {
                let name = match b {
                    PanelButton::ClaimDraw => "claim_draw",
                    PanelButton::OfferDraw => "offer_draw",
                    PanelButton::Resign => "resign",
                    PanelButton::Words => "words",
                    PanelButton::SavePgn => "save_pgn",
                    PanelButton::Menu => "menu",
                };
                (name, r)
            })
            .collect()
    }

    /// Draws the panel.
    pub(super) fn draw_panel(&self, pen: &Pen, lang: Lang, layout: &ChessLayout) {
        let p = layout.panel;
        let (ts, small) = layout.text;
        let mut y = p.y + ts * 0.8;
        let side = self.game.side_to_move();
        let words = super::texts::language(lang);
        // Whose move, with the piece colour; at the end the result.
        if let Some(o) = self.game.outcome() {
            let line = chess_text(lang, &ChessMsg::EndTitle(o));
            let size = pen.fitting(&line, ts, p.w).max(small);
            pen.left(&line, p.x, y, size, INK);
        } else {
            draw_chess_piece(pen, side, chess::Piece::King, p.x + ts * 0.6, y, ts * 1.3);
            let line = chess_text(lang, &ChessMsg::ToMove(side, self.seat(side)));
            let size = pen.fitting(&line, ts, p.w - ts * 1.6).max(small);
            pen.left(&line, p.x + ts * 1.5, y, size, INK);
        }
        y += ts * 1.5;
        // "Check!" in words, or what to do.
        if self.game.in_check() && !self.game.is_over() {
            let check = chess_text(lang, &ChessMsg::Check);
            pen.left(&check, p.x, y, ts * 1.3, ALARM);
        } else if !self.game.is_over() && self.bot(side).is_none() {
            let hint = match self
                .selected
                .and_then(|s| Some((s, self.game.board().piece_on(s)?)))
            {
                Some((s, piece)) if self.game.targets_from(s).is_empty() => {
                    ChessMsg::NoMoves(piece)
                }
                Some((_, piece)) if self.show_moves => ChessMsg::ChooseSquare(piece),
                Some((_, piece)) => ChessMsg::ChooseSquareUnmarked(piece),
                None => ChessMsg::ChoosePiece,
            };
            let hint = chess_text(lang, &hint);
            for (i, line) in pen.wrap(&hint, small, p.w).iter().enumerate() {
                if i > 0 {
                    y += small * 1.25;
                }
                pen.left(line, p.x, y, small, INK);
            }
        } else if !self.game.is_over() {
            let t = chess_text(lang, &ChessMsg::Thinking);
            pen.left(&t, p.x, y, small, INK);
        }
        y += ts * 1.3;
        // A reason, a notice, or the claim hint: up to three lines.
        let message = if let Some((_, why, _)) = &self.refusal {
            Some((why_not_text(why, words), ALARM))
        } else if let Some((n, _)) = &self.notice {
            Some((n.clone(), INK))
        } else if self.game.can_claim_draw() {
            Some((chess_text(lang, &ChessMsg::ClaimHint), INK))
        } else {
            None
        };
        let wrapped = message
            .as_ref()
            .map(|(text, _)| pen.wrap(text, small, p.w))
            .unwrap_or_default();
        let box_h = small * 1.25 * wrapped.len().max(2) as f32;
        if let Some((_, color)) = message {
            draw_rectangle(
                p.x - 4.0,
                y - small * 0.7,
                p.w + 8.0,
                box_h,
                Color::new(1.0, 1.0, 1.0, 0.7),
            );
            for (i, line) in wrapped.iter().enumerate() {
                pen.left(line, p.x, y + i as f32 * small * 1.25, small, color);
            }
        }
        y += box_h + small * 0.2;
        // Material: the balance, the values, and each side's captured pieces in a row.
        let board = self.game.board();
        let bal = chess_text(lang, &ChessMsg::Balance(balance(board)));
        pen.left(&bal, p.x, y, small, INK);
        y += small * 1.3;
        let values = chess_text(lang, &ChessMsg::Values);
        for line in pen.wrap(&values, small, p.w) {
            pen.left(&line, p.x, y, small, INK);
            y += small * 1.25;
        }
        y += small * 0.15;
        for capturer in [Side::White, Side::Black] {
            let label = chess_text(
                lang,
                &ChessMsg::MaterialOf(capturer, material(board, capturer)),
            );
            let label_w = small * 6.0;
            pen.left(
                &label,
                p.x,
                y,
                pen.fitting(&label, small, label_w - small * 0.3),
                INK,
            );
            let mut taken = self.game.captured_by(capturer).to_vec();
            taken.sort_by_key(|&pc| -piece_value(pc));
            let step = ((p.w - label_w) / taken.len().max(1) as f32).min(small * 1.2);
            for (i, &pc) in taken.iter().enumerate() {
                draw_chess_piece(
                    pen,
                    !capturer,
                    pc,
                    p.x + label_w + step * (i as f32 + 0.5),
                    y,
                    small * 1.3,
                );
            }
            y += small * 1.6;
        }
        // The move list in figurine notation: the last lines that fit, in two columns.
        let moves_header = chess_text(lang, &ChessMsg::Moves);
        pen.left(&moves_header, p.x, y, small, INK);
        y += small * 1.3;
        let rects = button_rects(layout);
        let bottom = p.y + p.h - small * 0.4;
        let per_col = (((bottom - y) / (small * 1.2)).floor().max(0.0)) as usize;
        let lines = move_list_lines(&self.game);
        let shown = per_col * 2;
        let first = lines.len().saturating_sub(shown);
        let col_w = p.w / 2.0;
        for (i, line) in lines[first..].iter().enumerate() {
            let (col, row) = (i / per_col.max(1), i % per_col.max(1));
            let size = pen.fitting(line, small, col_w - small * 0.4);
            pen.left(
                line,
                p.x + col as f32 * col_w,
                y + row as f32 * small * 1.2,
                size,
                INK,
            );
        }
        // The buttons.
        for (b, r) in rects {
            draw_label_button(pen, r, &button_label(lang, b), small);
            if !self.button_live(b) {
                draw_rectangle(r.x, r.y, r.w, r.h, OFF);
            }
        }
    }
}
