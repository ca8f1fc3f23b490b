//! The rules screen: a game's rules book (the booklet's race, chess or Yalta), page by
//! page, each book ending with the keys page. A page too long for the window is shown
//! in parts, each a sheet of its own, turned by hand like the pages ([`sheets`]).

use crate::i18n::{FieldName, Lang, Msg};
use crate::keys::{keys_label, KEY_MAP};
use crate::Shell;
use crate::{Frame, RulesBook};
use macroquad::prelude::*;
use paint::diagram::draw_move_diagram;
use paint::draw::*;
use paint::flat_fill::{draw_circle, draw_line};
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{lay_out, line_at, stack, Align, Line, Measure, Stack};

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
/// Extra space after a paragraph, in its text heights.
const PARAGRAPH_GAP: f32 = 0.6;

impl Shell {
    /// The page of a family's own rules, first in the race book while a game of them
    /// is up (see `RaceScreen::own_rules_page`).
    pub fn own_rules_page(&self, book: RulesBook) -> Option<(String, Vec<String>)> {
        self.game_ref()?.own_rules_page(book, self.lang())
    }

    /// Puts the rules pages of `book` over the screen, at sheet `sheet`.
    pub fn open_rules(&mut self, book: RulesBook, sheet: usize) {
        let own = self.own_rules_page(book);
        self.shared
            .layers
            .push(crate::layers::Layer::Page(Box::new(RulesPage {
                book,
                sheet,
                own,
            })));
    }
}

/// The rules pages of a book on the layer stack (`shell/layers.rs`): the sheet on show,
/// and the page of a family's own rules, first in the race book, as it was when the
/// pages opened.
pub struct RulesPage {
    /// The book.
    pub book: RulesBook,
    /// The sheet on show.
    pub sheet: usize,
    /// The page of a family's own rules, if any.
    pub own: Option<(String, Vec<String>)>,
}

impl crate::layers::Page for RulesPage {
    /// One frame of the rules screen's keys and clicks: turn pages, or leave.
    fn update(&mut self, frame: &Frame, m: &dyn Measure, lang: Lang) -> bool {
        let (w, h) = frame.size;
        let n = sheets(m, lang, self.book, self.own.clone(), w, h).len();
        if frame.pressed(KeyCode::Escape) || frame.pressed(KeyCode::Backspace) {
            return true;
        }
        let [back, next, close] = page_buttons(w, h);
        let clicked = frame.click_at();
        let on = |r: Rect| clicked.is_some_and(|(x, y)| r.contains(x, y));
        if on(close) {
            return true;
        } else if frame.pressed(KeyCode::Right)
            || frame.pressed(KeyCode::Down)
            || frame.pressed(KeyCode::Space)
            || on(next)
        {
            if self.sheet + 1 >= n {
                return true;
            }
            self.sheet += 1;
        } else if frame.pressed(KeyCode::Left) || frame.pressed(KeyCode::Up) || on(back) {
            self.sheet = self.sheet.saturating_sub(1);
        }
        false
    }

    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        draw_rules(pen, lang, (self.book, self.sheet), self.own.clone(), w, h);
    }

    fn hides_game(&self) -> bool {
        true
    }

    fn rules_book(&self) -> Option<RulesBook> {
        Some(self.book)
    }
}

/// One sheet of a rules book as the window shows it: a page, or, where a page's
/// paragraphs do not fit the window even at the small size, one part of it. The sheets
/// are turned by hand (◀ ▶, the arrows); the title counts them ("Cards (3/7)").
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    /// The book's page it shows (a page of one's own rules first, if any).
    pub page: usize,
    /// The title with the sheet's number, its lines placed.
    pub title: Vec<Line>,
    /// The paragraphs' lines of this sheet, placed.
    pub body: Vec<Line>,
    /// Where the paragraphs end.
    pub body_bottom: f32,
    /// The keys' help at the foot, placed.
    pub keys: Vec<Line>,
    /// The top of the foot (the keys' help or the buttons, whichever is higher).
    pub foot_top: f32,
    /// Back, next, close.
    pub buttons: [Rect; 3],
}

/// The sheets of a rules book in a `w` × `h` window (`own`: the page of a family's own
/// rules, first in the race book). Nothing is left out and nothing turns by time: a
/// page too long for the window is cut between lines into sheets of its own.
pub fn sheets(
    m: &dyn Measure,
    lang: Lang,
    book: RulesBook,
    own: Option<(String, Vec<String>)>,
    w: f32,
    h: f32,
) -> Vec<Sheet> {
    let (ts, small) = text_sizes(reading_height(w, h));
    // The pictures belong to the usual pages, after the page of one's own rules.
    let offset = usize::from(own.is_some());
    let pages = pages_with(lang, book, own);
    // The foot: the keys beside the page buttons, or over them where that is too narrow.
    let buttons = page_buttons(w, h);
    // (No keys on a touch screen: the page buttons say what to tap.)
    let keys_text = if crate::touch::touch_screen() {
        String::new()
    } else {
        words::say(lang, &Msg::RulesKeys)
    };
    let beside = buttons[0].x - w * TITLE_X - small;
    let kb = lay_out(m, &keys_text, beside.max(1.0), buttons[0].h, small, small);
    let (keys, foot_top) = if kb.pages() == 1 && beside > 0.0 {
        let top = buttons[0].y + buttons[0].h - kb.height();
        (
            kb.place(m, 0, w * TITLE_X, beside, top, Align::Left),
            top.min(buttons[0].y),
        )
    } else {
        let kb = lay_out(m, &keys_text, w * TEXT_W, h * 0.2, small, small);
        let top = buttons[0].y - small * 0.3 - kb.height();
        (
            kb.place_on_show(m, w * TITLE_X, w * TEXT_W, top, Align::Left),
            top,
        )
    };
    let race = book == RulesBook::Race;
    // Each page's paragraphs over its picture (if any: only the race book has pictures),
    // at one size, in as many parts as they need.
    let bodies: Vec<Stack> = pages
        .iter()
        .enumerate()
        .map(|(page, (_, paras))| {
            let usual = page.checked_sub(offset).unwrap_or(usize::MAX);
            let picture = match usual {
                PIECES_PAGE if race => pieces_side(w, h) + small * 2.0,
                FIELDS_PAGE if race => h * 0.3,
                _ => 0.0,
            };
            let room = foot_top - small * 0.5 - picture - h * TEXT_Y;
            // The keys page is a list: its lines stand close, so that it fits on one page.
            let keys_list = page + 1 == pages.len();
            let gap = if keys_list { 0.15 } else { PARAGRAPH_GAP };
            stack(
                m,
                paras,
                w * TEXT_W,
                room,
                (ts * TEXT_SIZE).round(),
                small,
                gap,
            )
        })
        .collect();
    let count: usize = bodies.iter().map(Stack::pages).sum();
    let mut out = vec![];
    for (page, body) in bodies.iter().enumerate() {
        for part in 0..body.pages() {
            let title = format!("{} ({}/{})", pages[page].0, out.len() + 1, count);
            let tb = lay_out(
                m,
                &title,
                w * TEXT_W,
                h * (TEXT_Y - 0.02),
                (ts * 1.4).round(),
                small,
            );
            let top = (h * TITLE_Y - tb.height() / 2.0).max(small * 0.3);
            // The part's lines alone: the sheets are the pages' markers.
            let lines: Vec<Line> = body
                .page(part)
                .iter()
                .map(|l| {
                    line_at(
                        m,
                        &l.text,
                        body.size,
                        w * TEXT_X,
                        w * TEXT_W,
                        h * TEXT_Y + l.top,
                        Align::Left,
                    )
                })
                .collect();
            let body_bottom = lines.last().map_or(h * TEXT_Y, |l| l.rect.y + l.rect.h);
            out.push(Sheet {
                page,
                title: tb.place_on_show(m, w * TITLE_X, w * TEXT_W, top, Align::Left),
                body: lines,
                body_bottom,
                keys: keys.clone(),
                foot_top,
                buttons,
            });
        }
    }
    out
}

/// Among a book's sheets ([`sheets`]), the first of the keys page (the book's last page).
pub fn keys_sheet(all: &[Sheet]) -> usize {
    let keys = all.last().map(|s| s.page);
    all.iter().position(|s| Some(s.page) == keys).unwrap_or(0)
}

/// Draws sheet `sheet` of a rules book (see [`sheets`]).
pub fn draw_rules(
    pen: &Pen,
    lang: Lang,
    (book, sheet): (RulesBook, usize),
    own: Option<(String, Vec<String>)>,
    w: f32,
    h: f32,
) {
    let (ts, small) = text_sizes(reading_height(w, h));
    paint::flat_fill::clear(PAPER);
    let offset = usize::from(own.is_some());
    let all = sheets(pen, lang, book, own, w, h);
    let Some(s) = all.get(sheet.min(all.len().saturating_sub(1))) else {
        return;
    };
    pen.lines(&s.title, INK);
    pen.lines(&s.keys, INK);
    pen.lines(&s.body, INK);
    let race = book == RulesBook::Race;
    let usual = s.page.checked_sub(offset).unwrap_or(usize::MAX);
    let y = s.body_bottom + ts * PARAGRAPH_GAP;
    let foot_top = s.foot_top;
    if race && usual == FIELDS_PAGE {
        let side = (foot_top - small * 0.5 - y).max(h * 0.3);
        draw_labelled_board(
            pen,
            lang,
            Rect {
                x: w * TEXT_X,
                y,
                w: side,
                h: side,
            },
            small,
            (w, h),
        );
    }
    // The pieces page: each piece's moves as a picture.
    if race && usual == PIECES_PAGE {
        let roles = track::pieces::Role::ALL;
        let side = pieces_side(w, h);
        let gap = (w * TEXT_W - side * roles.len() as f32) / (roles.len() as f32 - 1.0);
        let top = y.min(foot_top - small * 2.0 - side);
        for (i, role) in roles.iter().enumerate() {
            let x = w * TEXT_X + i as f32 * (side + gap);
            draw_move_diagram(
                pen,
                *role,
                track::pieces::Seat(0),
                Rect {
                    x,
                    y: top,
                    w: side,
                    h: side,
                },
            );
            let name = words::say(lang, &Msg::RoleName(*role));
            pen.center(&name, x + side / 2.0, top + side + small, small, INK);
        }
    }
    let labels = [Msg::RulesBack, Msg::RulesNext, Msg::RulesClose];
    for (r, label) in s.buttons.into_iter().zip(labels) {
        draw_button(pen, r, &words::say(lang, &label), small, false);
    }
}

/// The side of each piece's picture on the pieces page.
fn pieces_side(w: f32, h: f32) -> f32 {
    let n = track::pieces::Role::ALL.len() as f32;
    ((w * TEXT_W) / n * 0.85).min(h * 0.28)
}

/// Every page of a rules book: the game's rules, then the keys (the one input map, as
/// it is).
pub fn pages(lang: Lang, book: RulesBook) -> Vec<(String, Vec<String>)> {
    let mut pages: Vec<_> = book
        .page_ids()
        .iter()
        .map(|id| words::say_with_attributes(lang, id))
        .collect();
    let keys = KEY_MAP
        .iter()
        .map(|(a, _)| {
            // The keys' names as the language says them ("Leertaste", "Eingabe").
            let keys = keys_label(*a)
                .split("  ")
                .map(|k| words::say(lang, &Msg::KeyName(k.to_string())))
                .collect::<Vec<_>>()
                .join("  ");
            format!("{keys}  –  {}", words::say(lang, a))
        })
        .collect();
    pages.push((words::say(lang, &Msg::KeysTitle), keys));
    pages
}

/// Every page of a rules book, the page of a family's own rules first (race only).
pub fn pages_with(
    lang: Lang,
    book: RulesBook,
    own: Option<(String, Vec<String>)>,
) -> Vec<(String, Vec<String>)> {
    let mut all = pages(lang, book);
    if let Some(own) = own.filter(|_| book == RulesBook::Race) {
        all.insert(0, own);
    }
    all
}

/// The race book's page that shows the pieces.
const PIECES_PAGE: usize = 1;
/// The race book's page that shows the board's fields.
const FIELDS_PAGE: usize = 2;

/// A small classic board with Yellow's fields labelled: start field, blocking line,
/// entry field, house and pause field.
fn draw_labelled_board(pen: &Pen, lang: Lang, r: Rect, size: f32, window: (f32, f32)) {
    use paint::layout::{Layout, MARGIN_CELLS};
    use track::board::Board;
    use track::geometry::Square;
    use track::pieces::Seat;
    let board = Board::classic();
    let (gw, gh) = (board.width() as f32, board.height() as f32);
    let cell = (r.w / (gw + 2.0 * MARGIN_CELLS)).min(r.h / (gh + 2.0 * MARGIN_CELLS));
    let layout = Layout {
        screen: window,
        cell,
        origin: (r.x + MARGIN_CELLS * cell, r.y + MARGIN_CELLS * cell),
        grid: (board.width(), board.height()),
        panel: r,
        text: size,
    };
    draw_board(&board, &layout, &Seat::ALL, 4);
    let labels: [(FieldName, Square); 5] = [
        (FieldName::StartField, Square::new(9, 16)),
        (FieldName::BlockingLine, Square::new(8, 15)),
        (FieldName::EntryField, Square::new(7, 14)),
        (FieldName::House, Square::new(7, 12)),
        (FieldName::PauseField, Square::new(15, 14)),
    ];
    let x_text = r.x + (gw + 2.0 * MARGIN_CELLS) * cell + size;
    for (i, (field, sq)) in labels.iter().enumerate() {
        let label = words::say(lang, field);
        let y = r.y + r.h * 0.15 + i as f32 * size * 2.0;
        let target = layout.square_rect(*sq).center();
        draw_line(x_text - size * 0.3, y, target.0, target.1, 2.0, INK);
        draw_circle(target.0, target.1, cell * 0.18, INK);
        pen.left(&label, x_text, y, size, INK);
    }
}

/// The page buttons at the bottom right: back, next, close.
fn page_buttons(w: f32, h: f32) -> [Rect; 3] {
    let (_, small) = text_sizes(reading_height(w, h));
    let bw = small * 7.0;
    let bh = small * 2.0;
    let y = h - bh - small * 0.5;
    let x0 = w - 3.0 * (bw + small * 0.5);
    [0.0, 1.0, 2.0].map(|i| Rect {
        x: x0 + i * (bw + small * 0.5),
        y,
        w: bw,
        h: bh,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layers::{Layer, Layers, Step};

    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    #[test]
    fn the_rules_pages_on_the_layers_turn_with_the_arrows_and_close_after_the_last_or_on_escape() {
        let (w, h) = (1024.0, 768.0);
        let n = sheets(&Mono, Lang::En, RulesBook::Chess, None, w, h).len();
        let mut layers = Layers::default();
        let page = |sheet| RulesPage {
            book: RulesBook::Chess,
            sheet,
            own: None,
        };
        layers.push(Layer::Page(Box::new(page(0))));
        assert_eq!(layers.rules_up(), Some(RulesBook::Chess));
        assert!(!layers.game_shows(), "the rules hide the game");
        let key = |k| Frame::at(w, h).key(k);
        // The left arrow on the first sheet stays there; the right one turns.
        for k in [KeyCode::Left, KeyCode::Right] {
            assert!(matches!(
                layers.update(&key(k), &Mono, Lang::En),
                Step::Waits
            ));
        }
        for _ in 1..n - 1 {
            layers.update(&key(KeyCode::Right), &Mono, Lang::En);
        }
        assert_eq!(layers.len(), 1, "on the last sheet");
        layers.update(&key(KeyCode::Right), &Mono, Lang::En);
        assert!(
            layers.is_empty(),
            "turning past the last sheet closes the book"
        );
        layers.push(Layer::Page(Box::new(page(n - 1))));
        layers.update(&key(KeyCode::Escape), &Mono, Lang::En);
        assert!(layers.is_empty(), "Esc closes the book");
    }

    /// The keys page's number in a book (the last page).
    fn keys_page(lang: Lang, book: RulesBook) -> usize {
        pages(lang, book).len() - 1
    }

    #[test]
    fn every_book_has_its_pages_in_every_language_and_ends_with_the_keys() {
        for book in RulesBook::ALL {
            let en = pages(Lang::En, book);
            assert!(en.len() >= 4, "{book:?}: rules pages and the keys page");
            for lang in Lang::ALL {
                let other = pages(lang, book);
                for (o, e) in other.iter().zip(&en) {
                    let what = format!("{lang:?} {book:?}: {}", e.0);
                    assert!(!o.0.is_empty() && !o.1.is_empty(), "{what} has words");
                    assert_eq!(o.1.len(), e.1.len(), "{what}: as many paragraphs");
                }
            }
            for lang in Lang::ALL {
                let all = pages(lang, book);
                let last = keys_page(lang, book);
                assert_eq!(last, all.len() - 1, "{book:?}: the keys page is last");
                assert_eq!(all[last].0, words::say(lang, &Msg::KeysTitle), "{book:?}");
                assert!(all[..last].iter().all(|p| p.0 != all[last].0));
            }
        }
        for lang in Lang::ALL {
            let race = &pages(lang, RulesBook::Race)[0];
            let chess = &pages(lang, RulesBook::Chess)[0];
            let yalta = &pages(lang, RulesBook::Yalta)[0];
            assert_ne!(chess.1, race.1, "chess's first page is not the race's");
            assert_ne!(yalta.1, race.1, "Yalta's first page is not the race's");
            assert_ne!(yalta.1, chess.1, "Yalta's first page is not chess's");
        }
    }

    #[test]
    fn the_keys_page_lists_every_key_of_the_input_map_in_the_reader_s_language() {
        let de = &pages(Lang::De, RulesBook::Race)[keys_page(Lang::De, RulesBook::Race)];
        let en = &pages(Lang::En, RulesBook::Race)[keys_page(Lang::En, RulesBook::Race)];
        assert_eq!(de.1.len(), KEY_MAP.len());
        assert_eq!(en.1.len(), KEY_MAP.len());
        assert!(
            de.1.iter().any(|l| l.starts_with("Leertaste")),
            "{:?}",
            de.1
        );
        assert!(en.1.iter().any(|l| l.starts_with("Space")), "{:?}", en.1);
        assert!(de.1.iter().all(|l| !l.contains("Space")), "{:?}", de.1);
    }
}
