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

/// A button whose label is small text on as many lines as fit (on pages if it must;
/// never smaller than the small text).
pub(super) fn draw_label_button(pen: &Pen, r: Rect, label: &str, small: f32) {
    draw_button(pen, r, "", small, false);
    let b = lay_out(pen, label, r.w - small * 0.5, r.h, small, small);
    let top = r.y + (r.h - b.height()) / 2.0;
    pen.block(
        &b,
        r.x + small * 0.25,
        r.w - small * 0.5,
        top,
        Align::Center,
        WHITE,
    );
}
use crate::ui::i18n::{text, Lang, Msg};
use crate::ui::layout::Rect;
use crate::ui::text_layout::{lay_out, page_at, place, wrap, Align, Line, Measure, LINE_HEIGHT};
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
    /// The setup box (the game stays saved).
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

/// "Check!" is this many normal text sizes.
const CHECK_SIZE: f32 = 1.3;
/// The gap between the panel's parts, in small text sizes.
const GAP: f32 = 0.3;
/// A material row is at least this many small text sizes high (its pieces are larger).
const MATERIAL_ROW: f32 = 1.6;
/// The message's box is at least this many lines high (so the panel keeps still).
const MESSAGE_MIN_LINES: usize = 2;
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

/// The texts of the chess panel, as words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelWords {
    /// Whose move it is (beside a king in the mover's colour), or the result.
    pub head: String,
    /// Whether the game is over: the result has the "show the end box" button under it.
    pub over: bool,
    /// "Check!" (large, in red), or what to do, or that the computer thinks.
    pub status: Option<(String, bool)>,
    /// A refused square's reason, a notice, or the claim hint.
    pub message: Option<String>,
    /// The material balance.
    pub balance: String,
    /// The piece values.
    pub values: String,
    /// Each side's material, before its captured pieces.
    pub material: [String; 2],
    /// The moves' header.
    pub moves_header: String,
    /// The move list in figurine notation, a line a move pair.
    pub moves: Vec<String>,
}

/// A part of the chess panel, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The head line.
    Head,
    /// "Check!".
    Check,
    /// What to do, the balance, the values, the material labels, the moves.
    Body,
    /// A reason (red) or a notice.
    Message,
}

/// The chess panel laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelLines {
    /// Every line with its part.
    pub lines: Vec<(Part, Line)>,
    /// The light box behind the message, if any.
    pub message_box: Option<Rect>,
    /// The centre heights of the two material rows (their captured pieces go right of
    /// `pieces_x`).
    pub material_rows: [f32; 2],
    /// Where the captured pieces begin.
    pub pieces_x: f32,
    /// How many pages the message fills.
    pub pages: usize,
}

/// The chess panel's texts laid out in `layout`'s panel, one under the other: the head,
/// what to do, the message (on pages if it must), the material and its rows, and the
/// move list's last lines in two columns in the room left. `page` is the message's page
/// on show.
pub fn panel_lines(
    m: &dyn Measure,
    layout: &ChessLayout,
    t: &PanelWords,
    page: usize,
) -> PanelLines {
    let p = layout.panel;
    let (ts, small) = layout.text;
    let line = small * LINE_HEIGHT;
    let mut lines = vec![];
    let bottom = p.y + p.h;
    // The head: one line (the end's result has its button right under it).
    let mut y = p.y;
    let indent = if t.over { 0.0 } else { ts * 1.5 };
    let head_room = if t.over {
        ts * LINE_HEIGHT
    } else {
        2.0 * ts * LINE_HEIGHT
    };
    let head = lay_out(m, &t.head, p.w - indent, head_room, ts, small);
    for l in head.place(m, 0, p.x + indent, p.w - indent, y, Align::Left) {
        lines.push((Part::Head, l));
    }
    y += head.height() + small * GAP;
    // "Check!" or what to do.
    if let Some((text, check)) = &t.status {
        let (part, size) = if *check {
            (Part::Check, (ts * CHECK_SIZE).round())
        } else {
            (Part::Body, small)
        };
        let b = lay_out(m, text, p.w, 3.0 * size * LINE_HEIGHT, size, small);
        for l in b.place(m, 0, p.x, p.w, y, Align::Left) {
            lines.push((part, l));
        }
        y += b.height() + small * GAP;
    }
    // The material: the balance, the values, and each side's captured pieces in a row.
    let values = wrap(m, &t.values, small, p.w);
    let label_w = t
        .material
        .iter()
        .map(|l| m.width(l, small))
        .fold(0.0, f32::max)
        .min(p.w * 0.5)
        + small * 0.5;
    let labels: Vec<Vec<String>> = t
        .material
        .iter()
        .map(|l| wrap(m, l, small, label_w))
        .collect();
    let row_h = |i: usize| (labels[i].len() as f32 * line).max(small * MATERIAL_ROW);
    let material_h = line * (1 + values.len()) as f32 + row_h(0) + row_h(1) + small * GAP;
    // The message gets the room the rest leaves (the moves' header and a line of moves
    // too); on pages if it must.
    let rest = material_h + 2.0 * line + small * GAP;
    let mut message_box = None;
    let mut pages = 1;
    if let Some(text) = &t.message {
        let room = (bottom - y - rest).max(line);
        let b = lay_out(m, text, p.w, room, small, small);
        pages = b.pages();
        let h = b
            .height()
            .max(line * MESSAGE_MIN_LINES.min(b.per_page) as f32);
        message_box = Some(Rect {
            x: p.x - 4.0,
            y,
            w: p.w + 8.0,
            h,
        });
        for l in b.place(m, page, p.x, p.w, y, Align::Left) {
            lines.push((Part::Message, l));
        }
        y += h + small * GAP;
    } else {
        y += line * MESSAGE_MIN_LINES as f32 + small * GAP;
    }
    for l in place(
        m,
        std::slice::from_ref(&t.balance),
        small,
        p.x,
        p.w,
        y,
        Align::Left,
    ) {
        lines.push((Part::Body, l));
    }
    y += line;
    for l in place(m, &values, small, p.x, p.w, y, Align::Left) {
        lines.push((Part::Body, l));
    }
    y += values.len() as f32 * line + small * GAP;
    let mut material_rows = [0.0; 2];
    for (i, label) in labels.iter().enumerate() {
        let h = row_h(i);
        let top = y + (h - label.len() as f32 * line) / 2.0;
        for l in place(m, label, small, p.x, label_w, top, Align::Left) {
            lines.push((Part::Body, l));
        }
        material_rows[i] = y + h / 2.0;
        y += h;
    }
    // The move list: the last lines that fit, in two columns.
    if bottom - y >= 2.0 * line {
        for l in place(
            m,
            std::slice::from_ref(&t.moves_header),
            small,
            p.x,
            p.w,
            y,
            Align::Left,
        ) {
            lines.push((Part::Body, l));
        }
        y += line;
        let per_col = ((bottom - y) / line + 0.01).floor().max(0.0) as usize;
        let first = t.moves.len().saturating_sub(per_col * 2);
        let col_w = p.w / 2.0;
        for (i, text) in t.moves[first..].iter().enumerate() {
            let (col, row) = (i / per_col.max(1), i % per_col.max(1));
            let x = p.x + col as f32 * col_w;
            let b = lay_out(m, text, col_w - small * 0.4, line, small, small);
            for l in b.place(
                m,
                0,
                x,
                col_w - small * 0.4,
                y + row as f32 * line,
                Align::Left,
            ) {
                lines.push((Part::Body, l));
            }
        }
    }
    PanelLines {
        lines,
        message_box,
        material_rows,
        pieces_x: p.x + label_w,
        pages,
    }
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

    /// The panel's texts in words.
    fn panel_words(&self, lang: Lang) -> PanelWords {
        let side = self.game.side_to_move();
        let words = super::texts::language(lang);
        let over = self.game.outcome();
        let head = match over {
            Some(o) => chess_text(lang, &ChessMsg::EndTitle(o)),
            None => chess_text(lang, &ChessMsg::ToMove(side, self.seat(side))),
        };
        let status = if self.game.is_over() {
            None
        } else if self.game.in_check() {
            Some((chess_text(lang, &ChessMsg::Check), true))
        } else if self.bot(side).is_none() {
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
            Some((chess_text(lang, &hint), false))
        } else {
            Some((chess_text(lang, &ChessMsg::Thinking), false))
        };
        let message = if let Some((_, why, _)) = &self.refusal {
            Some(why_not_text(why, words))
        } else if let Some((n, _)) = &self.notice {
            Some(n.clone())
        } else if self.game.can_claim_draw() {
            Some(chess_text(lang, &ChessMsg::ClaimHint))
        } else {
            None
        };
        let board = self.game.board();
        PanelWords {
            head,
            over: over.is_some(),
            status,
            message,
            balance: chess_text(lang, &ChessMsg::Balance(balance(board))),
            values: chess_text(lang, &ChessMsg::Values),
            material: [Side::White, Side::Black]
                .map(|c| chess_text(lang, &ChessMsg::MaterialOf(c, material(board, c)))),
            moves_header: chess_text(lang, &ChessMsg::Moves),
            moves: move_list_lines(&self.game),
        }
    }

    /// Draws the panel.
    pub(super) fn draw_panel(&self, pen: &Pen, lang: Lang, layout: &ChessLayout) {
        let p = layout.panel;
        let (ts, small) = layout.text;
        let words = self.panel_words(lang);
        let mut laid = panel_lines(pen, layout, &words, 0);
        if laid.pages > 1 {
            laid = panel_lines(pen, layout, &words, page_at(laid.pages, get_time()));
        }
        if let Some(b) = laid.message_box {
            draw_rectangle(b.x, b.y, b.w, b.h, Color::new(1.0, 1.0, 1.0, 0.7));
        }
        for (part, l) in &laid.lines {
            let colour = match part {
                Part::Check => ALARM,
                Part::Message if self.refusal.is_some() => ALARM,
                _ => INK,
            };
            pen.line(l, colour);
        }
        // The mover's king beside the head line; the end's button under the result.
        if let Some(o) = laid.lines.first().filter(|_| !words.over) {
            let side = self.game.side_to_move();
            draw_chess_piece(
                pen,
                side,
                chess::Piece::King,
                p.x + ts * 0.6,
                o.1.center_y(),
                ts * 1.3,
            );
        }
        // Each side's captured pieces beside its material.
        for (capturer, cy) in [Side::White, Side::Black]
            .into_iter()
            .zip(laid.material_rows)
        {
            let mut taken = self.game.captured_by(capturer).to_vec();
            taken.sort_by_key(|&pc| -piece_value(pc));
            let room = p.x + p.w - laid.pieces_x;
            let step = (room / taken.len().max(1) as f32).min(small * 1.2);
            for (i, &pc) in taken.iter().enumerate() {
                draw_chess_piece(
                    pen,
                    !capturer,
                    pc,
                    laid.pieces_x + step * (i as f32 + 0.5),
                    cy,
                    small * 1.3,
                );
            }
        }
        let rects = button_rects(layout);
        // The buttons.
        for (b, r) in rects {
            draw_label_button(pen, r, &button_label(lang, b), small);
            if !self.button_live(b) {
                draw_rectangle(r.x, r.y, r.w, r.h, OFF);
            }
        }
    }
}
