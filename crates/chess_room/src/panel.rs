//! The panel beside the chess board: whose move, "check" in words, a refused square's
//! reason, the material balance with the captured pieces in rows, the move list in
//! figurine notation, and the buttons (claim a draw, offer a draw, resign, chess words,
//! save as PGN, menu).

use crate::board::{draw_chess_piece, ChessLayout};
use crate::texts::ChessMsg;
use crate::why_text::why_not_text;
use crate::ChessScreen;
use chess::notation::{balance, material, move_list_lines, piece_value};
use chess::{Color as Side, Piece};
use paint::draw::{draw_button, draw_focus_ring, Pen, INK};
use shell::Frame;

/// A button whose label is small text on as many lines as fit (on pages if it must;
/// never smaller than the small text).
pub(crate) fn draw_label_button(pen: &Pen, r: Rect, label: &str, small: f32) {
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
use macroquad::prelude::*;
use paint::flat_fill::draw_rectangle;
use paint::layout::Rect;
use paint::text_layout::{lay_out, line_at, place, wrap, Align, Line, Measure, LINE_HEIGHT};
use shell::i18n::{Lang, Msg};

/// A panel button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PanelButton {
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

const BUTTONS: [PanelButton; crate::layout::BUTTON_COUNT] = [
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
/// The message's box is at least this many lines high (so the panel keeps still).
const MESSAGE_MIN_LINES: usize = 2;
/// Red for "check" and reasons.
pub(crate) const ALARM: Color = Color::new(0.80, 0.05, 0.12, 1.0);
/// A button that cannot be used now.
pub(crate) const OFF: Color = Color::new(0.96, 0.93, 0.87, 0.65);

fn button_label(lang: Lang, b: PanelButton) -> String {
    let m = match b {
        PanelButton::ClaimDraw => ChessMsg::ClaimDraw,
        PanelButton::OfferDraw => ChessMsg::OfferDraw,
        PanelButton::Resign => ChessMsg::Resign,
        PanelButton::Words => ChessMsg::Words,
        PanelButton::SavePgn => ChessMsg::SavePgn,
        PanelButton::Menu => return words::say(lang, &Msg::MenuButton),
    };
    ::words::say(lang, &m)
}

/// The buttons with their rectangles, at the panel's foot.
fn button_rects(layout: &ChessLayout) -> Vec<(PanelButton, Rect)> {
    BUTTONS.into_iter().zip(layout.button_rects()).collect()
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
    /// The pieces White took and the pieces Black took, the most valuable first.
    pub captured: [Vec<Piece>; 2],
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
    /// The captured pieces: each piece's colour, kind and place (its centre), in rows
    /// after its capturer's material line.
    pub pieces: Vec<(Side, Piece, f32, f32)>,
    /// The captured pieces' glyph size.
    pub piece_size: f32,
    /// How many pages the message fills.
    pub pages: usize,
}

/// A captured piece's glyph is this many small text sizes…
const PIECE_SIZE: f32 = 1.3;
/// …and takes this many across…
const PIECE_STEP: f32 = 1.1;
/// …and a row of them this many high.
const PIECE_ROW: f32 = 1.4;

/// The chess panel's texts laid out in `layout`'s panel, one under the other: the head,
/// what to do, the message (on pages if it must), the balance, each side's material
/// with its captured pieces in rows, the piece values, and the move list's last lines in
/// as many columns as fit. A wide portrait panel puts the balance, the material and the
/// moves in a right-hand column. What does not fit whole is left out whole (the values
/// first, then the moves, then the material rows).
/// `page` is the message's page on show.
pub fn panel_lines(
    m: &dyn Measure,
    layout: &ChessLayout,
    t: &PanelWords,
    page: usize,
) -> PanelLines {
    let p = layout.panel;
    let (ts, small) = layout.text;
    let line = small * LINE_HEIGHT;
    let gap = small * GAP;
    let (info, record) = if layout.split {
        let half = (p.w - small) / 2.0;
        (
            Rect { w: half, ..p },
            Rect {
                x: p.x + half + small,
                w: half,
                ..p
            },
        )
    } else {
        (p, p)
    };
    let mut lines = vec![];
    let bottom = info.y + info.h;
    // The head: one line (the end's result has its button right under it).
    let mut y = info.y;
    let indent = if t.over { 0.0 } else { ts * 1.5 };
    let head_room = if t.over {
        ts * LINE_HEIGHT
    } else {
        2.0 * ts * LINE_HEIGHT
    };
    let head = lay_out(m, &t.head, info.w - indent, head_room, ts, small);
    for l in head.place_on_show(m, info.x + indent, info.w - indent, y, Align::Left) {
        lines.push((Part::Head, l));
    }
    y += head.height() + gap;
    // "Check!" or what to do.
    if let Some((text, check)) = &t.status {
        let (part, size) = if *check {
            (Part::Check, (ts * CHECK_SIZE).round())
        } else {
            (Part::Body, small)
        };
        let b = lay_out(m, text, info.w, 3.0 * size * LINE_HEIGHT, size, small);
        if y + b.height() <= bottom + 0.5 {
            for l in b.place_on_show(m, info.x, info.w, y, Align::Left) {
                lines.push((part, l));
            }
            y += b.height() + gap;
        }
    }
    // The message gets the room the rest leaves (in one column, the balance and the two
    // material lines too); on pages if it must.
    let rest = if layout.split { 0.0 } else { 3.0 * line + gap };
    let mut message_box = None;
    let mut pages = 1;
    let message_min = line * MESSAGE_MIN_LINES as f32;
    if let Some(text) = &t.message {
        let room = (bottom - y - rest).max(line);
        let b = lay_out(m, text, info.w, room, small, small);
        pages = b.pages();
        let h = b
            .height()
            .max(line * MESSAGE_MIN_LINES.min(b.per_page) as f32);
        if y + b.height() <= bottom + 0.5 {
            message_box = Some(Rect {
                x: info.x - 4.0,
                y,
                w: info.w + 8.0,
                h,
            });
            // The page the reader turned to, `page` pages on (the tests see each).
            let page = (b.page_on_show() + page) % b.pages();
            for l in b.place(m, page, info.x, info.w, y, Align::Left) {
                lines.push((Part::Message, l));
            }
        }
        y += h + gap;
    } else {
        y += message_min + gap;
    }
    let (mut y, bottom) = if layout.split {
        (record.y, record.y + record.h)
    } else {
        (y.min(bottom), bottom)
    };
    let fits = |y: f32, h: f32| y + h <= bottom + 0.5;
    // The material: the balance, the values, and each side's line with the pieces it
    // took in rows beside it.
    if fits(y, line) {
        lines.extend(
            place(
                m,
                std::slice::from_ref(&t.balance),
                small,
                record.x,
                record.w,
                y,
                Align::Left,
            )
            .into_iter()
            .map(|l| (Part::Body, l)),
        );
        y += line;
    }
    y += gap;
    let label_w = t
        .material
        .iter()
        .map(|l| m.width(l, small))
        .fold(0.0, f32::max)
        .min(record.w * 0.5)
        + small * 0.5;
    let step = small * PIECE_STEP;
    let per_row = (((record.w - label_w) / step).floor() as usize).max(1);
    let mut pieces = vec![];
    for (i, label) in t.material.iter().enumerate() {
        let label = wrap(m, label, small, label_w);
        let taken = &t.captured[i];
        let rows = taken.len().div_ceil(per_row).max(1);
        let h = (label.len() as f32 * line).max(rows as f32 * small * PIECE_ROW);
        if !fits(y, h) {
            break;
        }
        for l in place(m, &label, small, record.x, label_w, y, Align::Left) {
            lines.push((Part::Body, l));
        }
        // The capturer's pieces are the other side's.
        let colour = if i == 0 { Side::Black } else { Side::White };
        for (k, &pc) in taken.iter().enumerate() {
            let (row, col) = (k / per_row, k % per_row);
            pieces.push((
                colour,
                pc,
                record.x + label_w + step * (col as f32 + 0.5),
                y + small * PIECE_ROW * (row as f32 + 0.5),
            ));
        }
        y += h;
    }
    y += gap;
    // The piece values, a legend, only where the moves keep two lines below it.
    let values = wrap(m, &t.values, small, record.w);
    let values_h = values.len() as f32 * line;
    if fits(y, values_h + 3.0 * line) {
        for l in place(m, &values, small, record.x, record.w, y, Align::Left) {
            lines.push((Part::Body, l));
        }
        y += values_h + gap;
    }
    // The move list: its last lines, as many as fit, in as many columns as fit.
    if fits(y, 2.0 * line) {
        lines.extend(
            place(
                m,
                std::slice::from_ref(&t.moves_header),
                small,
                record.x,
                record.w,
                y,
                Align::Left,
            )
            .into_iter()
            .map(|l| (Part::Body, l)),
        );
        y += line;
        let widest = t
            .moves
            .iter()
            .map(|l| m.width(l, small))
            .fold(0.0, f32::max);
        let col_w = (widest + small).min(record.w);
        let cols = ((record.w / col_w).floor() as usize).max(1);
        let per_col = ((bottom - y) / line + 0.01).floor().max(0.0) as usize;
        let shown: Vec<&String> = t
            .moves
            .iter()
            .skip(t.moves.len().saturating_sub(per_col * cols))
            .collect();
        for (i, text) in shown.into_iter().enumerate() {
            let (col, row) = (i / per_col.max(1), i % per_col.max(1));
            if m.width(text, small) > col_w {
                continue;
            }
            let x = record.x + col as f32 * col_w;
            lines.push((
                Part::Body,
                line_at(m, text, small, x, col_w, y + row as f32 * line, Align::Left),
            ));
        }
    }
    PanelLines {
        lines,
        message_box,
        pieces,
        piece_size: small * PIECE_SIZE,
        pages,
    }
}

impl ChessScreen {
    /// The panel buttons that can be used now, in order.
    pub(crate) fn live_buttons(&self) -> Vec<PanelButton> {
        BUTTONS
            .into_iter()
            .filter(|b| self.button_live(*b))
            .collect()
    }

    /// Whether a panel button can be used now.
    pub(crate) fn button_live(&self, b: PanelButton) -> bool {
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

    pub(crate) fn person_to_move(&self) -> bool {
        self.bot(self.game.side_to_move()).is_none()
    }

    /// The live button under a point.
    pub(crate) fn panel_button_at(&self, frame: &Frame, x: f32, y: f32) -> Option<PanelButton> {
        button_rects(&self.layout_in(frame.size.0, frame.size.1))
            .into_iter()
            .find(|(b, r)| r.contains(x, y) && self.button_live(*b))
            .map(|(b, _)| b)
    }

    /// The live buttons as tap spots for the browser page.
    pub(crate) fn panel_spots(&self, layout: &ChessLayout) -> Vec<(&'static str, Rect)> {
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
        let over = self.game.outcome();
        let head = match over {
            Some(o) => ::words::say(lang, &ChessMsg::EndTitle(o)),
            None => ::words::say(lang, &ChessMsg::ToMove(side, self.seat(side))),
        };
        let status = if self.game.is_over() {
            None
        } else if self.game.in_check() {
            Some((::words::say(lang, &ChessMsg::Check), true))
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
            Some((::words::say(lang, &hint), false))
        } else {
            Some((::words::say(lang, &ChessMsg::Thinking), false))
        };
        let message = if let Some((_, why, _)) = &self.refusal {
            // The reason, and the chess school's level that teaches it.
            Some(match crate::learn_it::learn_it(lang, why) {
                Some((_, learn)) => format!("{} {learn}", why_not_text(lang, why)),
                None => why_not_text(lang, why),
            })
        } else if let Some((n, _)) = &self.notice {
            Some(n.clone())
        } else if self.game.can_claim_draw() {
            self.game
                .claimable_draw()
                .map(|r| ::words::say(lang, &ChessMsg::ClaimHint(r)))
        } else {
            None
        };
        let board = self.game.board();
        PanelWords {
            head,
            over: over.is_some(),
            status,
            message,
            balance: ::words::say(lang, &ChessMsg::Balance(balance(board))),
            values: ::words::say(lang, &ChessMsg::Values),
            material: [Side::White, Side::Black]
                .map(|c| ::words::say(lang, &ChessMsg::MaterialOf(c, material(board, c)))),
            moves_header: ::words::say(lang, &ChessMsg::Moves),
            moves: move_list_lines(&self.game),
            captured: [Side::White, Side::Black].map(|c| {
                let mut taken = self.game.captured_by(c).to_vec();
                base::order::sort_by_key(&mut taken, |&pc| -piece_value(pc));
                taken
            }),
        }
    }

    /// Draws the panel.
    pub(crate) fn draw_panel(&self, pen: &Pen, lang: Lang, layout: &ChessLayout) {
        let p = layout.panel;
        let (ts, small) = layout.text;
        let words = self.panel_words(lang);
        let laid = panel_lines(pen, layout, &words, 0);
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
        // Each side's captured pieces in rows beside its material.
        for &(colour, pc, x, y) in &laid.pieces {
            draw_chess_piece(pen, colour, pc, x, y, laid.piece_size);
        }
        let rects = button_rects(layout);
        // The buttons.
        for (b, r) in rects {
            draw_label_button(pen, r, &button_label(lang, b), small);
            if !self.button_live(b) {
                draw_rectangle(r.x, r.y, r.w, r.h, OFF);
            } else if self.kb.panel_focus == Some(b) {
                draw_focus_ring(r);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use paint::layout::{reading_height, text_sizes};

    /// Every character is a little over half the size wide (the font's figures and
    /// letters are narrower, so this errs on the wide side).
    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.6
        }
    }

    const WINDOWS: [(f32, f32); 7] = paint::layout::TEST_WINDOWS;

    /// A late, crowded game: a long reason, fifteen pieces taken by each side, forty
    /// moves.
    fn crowded() -> PanelWords {
        let fifteen = || {
            let mut v = vec![Piece::Queen, Piece::Rook, Piece::Rook];
            v.extend([Piece::Bishop, Piece::Bishop, Piece::Knight, Piece::Knight]);
            v.extend([Piece::Pawn; 8]);
            v
        };
        PanelWords {
            head: "White (you) to move".into(),
            over: false,
            status: Some(("Check!".into(), true)),
            message: Some(
                "This piece is pinned: if it moves, the bishop on c5 attacks your king.".into(),
            ),
            balance: "Material: even".into(),
            values: "Values: ♙ 1 ♘ 3 ♗ 3 ♖ 5 ♕ 9".into(),
            material: ["White: 4".into(), "Black: 4".into()],
            moves_header: "Moves".into(),
            moves: (1..=40).map(|n| format!("{n}. ♘xe5+ ♛xd1")).collect(),
            captured: [fifteen(), fifteen()],
        }
    }

    fn overlap(a: Rect, b: Rect) -> bool {
        a.x + 0.5 < b.x + b.w
            && b.x + 0.5 < a.x + a.w
            && a.y + 0.5 < b.y + b.h
            && b.y + 0.5 < a.y + a.h
    }

    fn inside(a: Rect, b: Rect) -> bool {
        a.x >= b.x - 0.5
            && a.y >= b.y - 0.5
            && a.x + a.w <= b.x + b.w + 0.5
            && a.y + a.h <= b.y + b.h + 0.5
    }

    fn rect(l: &Line) -> Rect {
        Rect {
            x: l.rect.x,
            y: l.rect.y,
            w: l.rect.w,
            h: l.rect.h,
        }
    }

    #[test]
    fn panel_text_and_captured_rows_lie_inside_the_panel_apart_in_every_window() {
        let t = crowded();
        for (w, h) in WINDOWS {
            for flipped in [false, true] {
                let layout = ChessLayout::new(w, h, flipped);
                let (_, small) = text_sizes(reading_height(w, h));
                let laid = panel_lines(&Mono, &layout, &t, 0);
                let p = layout.panel;
                let mut boxes: Vec<(String, Rect)> = laid
                    .lines
                    .iter()
                    .map(|(_, l)| (l.text.clone(), rect(l)))
                    .collect();
                for (_, l) in &laid.lines {
                    assert!(
                        l.size >= small,
                        "{w}x{h}: {:?} below the small size",
                        l.text
                    );
                }
                let step = small * PIECE_STEP;
                for (i, &(_, pc, x, y)) in laid.pieces.iter().enumerate() {
                    let r = Rect {
                        x: x - step / 2.0,
                        y: y - small * PIECE_ROW / 2.0,
                        w: step,
                        h: small * PIECE_ROW,
                    };
                    boxes.push((format!("captured {pc:?} {i}"), r));
                }
                for (i, (a, ra)) in boxes.iter().enumerate() {
                    assert!(
                        inside(*ra, p),
                        "{w}x{h}: {a:?} {ra:?} leaves the panel {p:?}"
                    );
                    for (b, rb) in &boxes[i + 1..] {
                        assert!(!overlap(*ra, *rb), "{w}x{h}: {a:?} overlaps {b:?}");
                    }
                }
                let texts: Vec<&String> = laid.lines.iter().map(|(_, l)| &l.text).collect();
                for (i, a) in texts.iter().enumerate() {
                    assert!(!texts[i + 1..].contains(a), "{w}x{h}: {a:?} shows twice");
                }
            }
        }
    }

    #[test]
    fn fifteen_captured_pieces_wrap_into_rows_at_1024x768() {
        let layout = ChessLayout::new(1024.0, 768.0, false);
        let laid = panel_lines(&Mono, &layout, &crowded(), 0);
        assert_eq!(laid.pieces.len(), 30, "every captured piece shows");
        let rows: Vec<f32> = laid.pieces.iter().map(|p| p.3).collect();
        assert!(rows.iter().any(|&y| y != rows[0]), "they wrap into rows");
    }

    #[test]
    fn the_move_list_keeps_the_latest_move_in_view_and_more_where_there_is_room() {
        let t = crowded();
        let shown = |w: f32, h: f32| -> Vec<String> {
            let laid = panel_lines(&Mono, &ChessLayout::new(w, h, false), &t, 0);
            laid.lines
                .iter()
                .map(|(_, l)| l.text.clone())
                .filter(|l| t.moves.contains(l))
                .collect()
        };
        for (w, h) in WINDOWS {
            let moves = shown(w, h);
            if !moves.is_empty() {
                assert!(
                    moves.contains(t.moves.last().unwrap()),
                    "{w}x{h}: {moves:?}"
                );
            }
        }
        for (w, h) in [(1024.0, 768.0), (1920.0, 1080.0), (720.0, 1280.0)] {
            assert!(shown(w, h).len() >= 2, "{w}x{h} shows moves");
        }
        assert!(shown(3840.0, 2160.0).len() > shown(1024.0, 768.0).len() / 2);
    }
}
