//! The "chess words" page: the pieces, check, checkmate, stalemate, draw, castling, en
//! passant and promotion in every language of [`crate::ui::i18n::chess_words`].

use super::board::draw_chess_piece;
use super::texts::{chess_text, ChessMsg};
use crate::ui::draw::{Pen, INK, PAPER};
use crate::ui::flat_fill::{draw_line, draw_rectangle};
use crate::ui::i18n::chess_words::{word, Language, Word};
use crate::ui::i18n::Lang;
use crate::ui::layout::{reading_height, text_sizes};
use chess::{Color as Side, Piece};
use macroquad::prelude::*;

fn piece_of(w: Word) -> Option<Piece> {
    Some(match w {
        Word::King => Piece::King,
        Word::Queen => Piece::Queen,
        Word::Rook => Piece::Rook,
        Word::Bishop => Piece::Bishop,
        Word::Knight => Piece::Knight,
        Word::Pawn => Piece::Pawn,
        _ => return None,
    })
}

/// Draws the page over the whole window.
pub(super) fn draw_words(pen: &Pen, lang: Lang, w: f32, h: f32) {
    let (ts, small) = text_sizes(reading_height(w, h));
    draw_rectangle(0.0, 0.0, w, h, PAPER);
    let title = chess_text(lang, &ChessMsg::WordsTitle);
    pen.center(
        &title,
        w / 2.0,
        h * 0.06,
        pen.fitting(&title, ts * 1.2, w * 0.9),
        INK,
    );
    let rows = Word::ALL.len() + 1;
    let top = h * 0.13;
    let row_h = (h * 0.8 / rows as f32).max(small * 1.25);
    let icon_w = small * 2.0;
    let col_w = (w * 0.94 - icon_w) / Language::ALL.len() as f32;
    let x0 = w * 0.03 + icon_w;
    let size = small.max(row_h * 0.55).min(ts);
    for (i, l) in Language::ALL.iter().enumerate() {
        let x = x0 + col_w * i as f32;
        pen.left(
            l.name(),
            x,
            top,
            pen.fitting(l.name(), size, col_w - small * 0.4),
            INK,
        );
    }
    draw_line(
        w * 0.03,
        top + row_h * 0.5,
        w * 0.97,
        top + row_h * 0.5,
        2.0,
        INK,
    );
    for (r, wd) in Word::ALL.iter().enumerate() {
        let y = top + row_h * (r as f32 + 1.0);
        if r % 2 == 0 {
            draw_rectangle(
                w * 0.03,
                y - row_h * 0.5,
                w * 0.94,
                row_h,
                Color::new(0.0, 0.0, 0.0, 0.05),
            );
        }
        if let Some(p) = piece_of(*wd) {
            draw_chess_piece(
                pen,
                Side::White,
                p,
                w * 0.03 + icon_w * 0.45,
                y,
                row_h * 0.9,
            );
        }
        for (i, l) in Language::ALL.iter().enumerate() {
            let text = word(*wd, *l);
            let x = x0 + col_w * i as f32;
            pen.left(
                text,
                x,
                y,
                pen.fitting(text, size, col_w - small * 0.4),
                INK,
            );
        }
    }
    let back = chess_text(lang, &ChessMsg::PageBack);
    pen.center(
        &back,
        w / 2.0,
        h * 0.965,
        pen.fitting(&back, small, w * 0.9),
        INK,
    );
}
