//! The rules screen: the booklet's rules, page by page.

use crate::ui::draw::*;
use crate::ui::i18n::{self, rules_pages, text, Lang, Msg};
use crate::ui::layout::{reading_height, text_sizes};
use crate::ui::App;
use macroquad::prelude::*;

/// The page title and the key help start this fraction of the width in.
const TITLE_X: f32 = 0.05;
/// The page title sits this fraction of the height down.
const TITLE_Y: f32 = 0.08;
/// The paragraphs start this fraction of the width in…
const TEXT_X: f32 = 0.06;
/// …this fraction of the height down…
const TEXT_Y: f32 = 0.2;
/// …and are at most this fraction of the width wide.
const TEXT_W: f32 = 0.88;
/// The paragraphs' text, in normal text heights.
const TEXT_SIZE: f32 = 1.05;
/// Line spacing, in normal text heights.
const LINE: f32 = 1.5;
/// Extra space after a paragraph, in normal text heights.
const PARAGRAPH_GAP: f32 = 0.6;

impl App {
    /// One frame of the rules screen's keys and clicks: turn pages, or leave.
    pub(in crate::ui) fn update_rules(&mut self) {
        let n = i18n::rules_pages(self.lang).len();
        let page = self.rules_page.unwrap_or(0);
        if is_key_pressed(KeyCode::Escape) || is_key_pressed(KeyCode::Backspace) {
            self.rules_page = None;
        } else if is_key_pressed(KeyCode::Right)
            || is_key_pressed(KeyCode::Down)
            || is_key_pressed(KeyCode::Space)
            || is_mouse_button_pressed(MouseButton::Left)
        {
            self.rules_page = if page + 1 < n { Some(page + 1) } else { None };
        } else if is_key_pressed(KeyCode::Left) || is_key_pressed(KeyCode::Up) {
            self.rules_page = Some(page.saturating_sub(1));
        }
    }
}

/// Draws one page of the rules screen.
pub(in crate::ui) fn draw_rules(pen: &Pen, lang: Lang, page: usize, w: f32, h: f32) {
    let (ts, small) = text_sizes(reading_height(w, h));
    clear_background(PAPER);
    let pages = rules_pages(lang);
    let page = page.min(pages.len() - 1);
    let (title, paras) = &pages[page];
    pen.left(
        &format!("{} ({}/{})", title, page + 1, pages.len()),
        w * TITLE_X,
        h * TITLE_Y,
        ts * 1.4,
        INK,
    );
    let mut y = h * TEXT_Y;
    for p in paras {
        for line in pen.wrap(p, ts * TEXT_SIZE, w * TEXT_W) {
            pen.left(&line, w * TEXT_X, y, ts * TEXT_SIZE, INK);
            y += ts * LINE;
        }
        y += ts * PARAGRAPH_GAP;
    }
    pen.left(
        &text(lang, &Msg::RulesKeys),
        w * TITLE_X,
        h - small * 1.5,
        small,
        INK,
    );
}
