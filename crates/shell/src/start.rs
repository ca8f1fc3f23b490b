//! The start screen, a page of its own: the five things to do as large picture buttons
//! a child can choose without reading (the race, the piece school, chess, Yalta, the
//! rule lab), a
//! *Continue* button for each game left unfinished in an autosave, and Rules, the
//! language and Quit beside them. Esc here only moves the focus to Quit.

use crate::door::doors;
use crate::i18n::{Lang, Msg};
use crate::keys::{self, Action, Input};
use crate::layers::Asked;
use crate::start_pictures::draw_picture;
use crate::Shell;
use crate::{Frame, LayerAnswer, RulesBook};
use macroquad::prelude::*;
use paint::draw::{draw_button, draw_focus_ring, Pen, INK, PAPER};
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use paint::flow::Band;
use paint::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use paint::text_layout::{lay_out, Measure, TextBlock, LINE_HEIGHT};

/// An entry of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartItem {
    /// Continue the game the autosave of a game (its place in [`doors`]) holds (only
    /// when there is an unfinished one).
    Continue(usize),
    /// A game's picture button (its place in [`doors`]).
    Tile(usize),
    /// The rules pages.
    Rules,
    /// The language chooser: the eight languages, each in its own name.
    Language,
    /// Close the program (on the desktop; a page cannot close its tab).
    Quit,
    /// Open a saved game from a file (in the browser, in place of Quit).
    Open,
}

/// The colour of a note that something could not be done.
const NOTE_RED: Color = Color::new(0.7, 0.1, 0.1, 1.0);

/// How many games have a *Continue* place on the start screen.
pub fn continue_places() -> usize {
    doors().iter().filter(|d| d.resume.is_some()).count()
}

/// Where the start screen's parts go.
#[derive(Clone, Debug, PartialEq)]
pub struct StartLayout {
    /// The title's centre line.
    pub title_y: f32,
    /// The title's size.
    pub title_size: f32,
    /// The places of the *Continue* buttons, side by side under the title (each game's
    /// at its door's place), each used when its game waits in an autosave.
    pub continues: Vec<Rect>,
    /// The picture buttons, in the order of [`doors`].
    pub pictures: Vec<Rect>,
    /// Rules, language, quit.
    pub side: [Rect; 3],
}

/// The place of a *Continue* button among [`StartLayout::continues`].
pub fn continue_place(item: StartItem) -> Option<usize> {
    match item {
        StartItem::Continue(d) => doors().get(d)?.resume.as_ref().map(|r| r.place),
        _ => None,
    }
}

/// The start screen's layout: under the title a row with a place for each game's
/// *Continue* button (two lines of small text high), then the five pictures in one
/// row, in rows of three and two, or of two, two and one, whichever gives the biggest
/// pictures (at most half again as wide as high), then Rules, the language and Quit.
/// Nothing on it depends on which games wait in an autosave, so no button moves or
/// changes its size when a *Continue* button comes or goes.
pub fn start_layout(w: f32, h: f32) -> StartLayout {
    let (ts, small) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.6).round();
    let margin = (w.min(h) * 0.03).round();
    let title_size = (ts * 2.2).round();
    let title_y = margin + title_size * 0.7;
    // Rows of buttons across the window, each row in its middle.
    let band = |y: f32, row_h: f32| Band {
        x: 0.0,
        y: y.round(),
        width: w,
        row_h,
        gap,
    };
    // The Continue buttons: side by side, each two lines of small text high (and
    // never lower than a big button), together at most 40 text sizes wide.
    let cont_y = title_y + title_size * 0.8 + gap;
    let cont_h = (small * LINE_HEIGHT * 2.0 + small * 0.6).max(bh).round();
    let places = continue_places();
    let cont_row = Band {
        width: (w - 2.0 * margin).min(ts * 40.0),
        ..band(cont_y, cont_h)
    };
    let continues = band(cont_y, cont_h).grid_centred(places, places, cont_row.cell_w(places));
    // Rules, the language and Quit at the bottom.
    let side_y = h - margin - bh;
    let side_w = ((w - 2.0 * margin - 2.0 * gap) / 3.0).min(ts * 10.0);
    let side = band(side_y, bh).grid_centred(3, 3, side_w);
    // The pictures between them, in the middle of the room they leave.
    let top = cont_y + cont_h + gap;
    let room = (w - 2.0 * margin, side_y - gap - top);
    let n = doors().len();
    let fit = |cols: usize| {
        let rows = n.div_ceil(cols) as f32;
        let across = (room.0 - (cols as f32 - 1.0) * gap) / cols as f32;
        let down = (room.1 - (rows - 1.0) * gap) / rows;
        let high = across.min(down);
        (across.min(high * 1.5), high)
    };
    // Columns 5, 3 or 2: the one that gives the biggest pictures.
    let cols = [5, 3, 2]
        .into_iter()
        .max_by(|a, b| {
            let (fa, fb) = (fit(*a), fit(*b));
            (fa.0 * fa.1).total_cmp(&(fb.0 * fb.1))
        })
        .unwrap_or(3);
    let (across, high) = fit(cols);
    let (pw, ph) = (across.max(bh).floor(), high.max(bh).floor());
    let pictures_h = band(0.0, ph).grid_height(n, cols);
    let pictures_y = top + (room.1 - pictures_h).max(0.0) / 2.0;
    StartLayout {
        title_y,
        title_size,
        continues,
        pictures: band(pictures_y, ph).grid_centred(n, cols, pw),
        side: std::array::from_fn(|i| side[i]),
    }
}

/// The start screen's entries in focus order: "Continue" first for every game that
/// waits in an autosave (`waiting`: their places in [`doors`]), in the order of their
/// places, then the pictures, then rules, language, quit.
pub fn start_items(waiting: &[usize]) -> Vec<StartItem> {
    let mut items: Vec<StartItem> = waiting.iter().map(|d| StartItem::Continue(*d)).collect();
    base::order::sort_by_key(&mut items, |i| continue_place(*i));
    items.extend((0..doors().len()).map(StartItem::Tile));
    // A page cannot close its tab: there, the last button opens a saved game.
    let last = if cfg!(target_arch = "wasm32") {
        StartItem::Open
    } else {
        StartItem::Quit
    };
    items.extend([StartItem::Rules, StartItem::Language, last]);
    items
}

/// The button of each of the `items` in the layout `lay`: a *Continue* button in its
/// game's place.
pub fn item_rects(lay: &StartLayout, items: &[StartItem]) -> Vec<Rect> {
    items
        .iter()
        .map(|item| match item {
            StartItem::Rules => lay.side[0],
            StartItem::Language => lay.side[1],
            StartItem::Quit | StartItem::Open => lay.side[2],
            StartItem::Tile(k) => lay.pictures[*k],
            StartItem::Continue(_) => lay.continues[continue_place(*item).unwrap_or(0)],
        })
        .collect()
}

/// The picture buttons' names laid out at one size, so that no tile's name is larger
/// than another's: on one line each where every name fits on one line at a readable
/// size (at least a little over `small`), else wrapped at the largest size at which
/// every name fits in the lower part of its tile, `tile_w` wide and `tile_h` high.
/// With the height every name gets (the tallest one's), so that the pictures above
/// them are one size too.
pub fn tile_labels(
    m: &dyn Measure,
    labels: &[String],
    tile_w: f32,
    tile_h: f32,
    ts: f32,
    small: f32,
) -> (Vec<TextBlock>, f32) {
    let room = tile_w - ts * 0.6;
    let largest = (ts * 1.1).round();
    let one_line = (small as i32..=largest as i32)
        .rev()
        .map(|s| s as f32)
        .find(|s| labels.iter().all(|l| m.width(l, *s) <= room))
        .filter(|s| *s >= small * 1.1);
    let blocks = match one_line {
        Some(s) => labels
            .iter()
            .map(|l| lay_out(m, l, room, tile_h, s, s))
            .collect(),
        None => one_size(m, labels, room, tile_h * 0.5, largest, small),
    };
    let label_h = blocks
        .iter()
        .map(|b| b.height() + ts * 0.8)
        .fold(ts * 2.2, f32::max);
    (blocks, label_h)
}

/// The *Continue* buttons' words laid out at one size in buttons `w` × `h`.
pub fn continue_labels(
    m: &dyn Measure,
    labels: &[String],
    w: f32,
    h: f32,
    ts: f32,
    small: f32,
) -> Vec<TextBlock> {
    one_size(m, labels, w - ts * 0.6, h - small * 0.4, ts, small)
}

/// `labels` laid out at one size, each in a box `room` wide and `room_h` high: the
/// largest size from `largest` down to `small` at which each fits whole, else `small`.
fn one_size(
    m: &dyn Measure,
    labels: &[String],
    room: f32,
    room_h: f32,
    largest: f32,
    small: f32,
) -> Vec<TextBlock> {
    let at = |s: f32| -> Vec<TextBlock> {
        labels
            .iter()
            .map(|l| lay_out(m, l, room, room_h, s, s))
            .collect()
    };
    let whole = |blocks: &Vec<TextBlock>| {
        blocks.iter().all(|b| {
            b.pages() == 1 && !b.broken && b.lines.iter().all(|l| m.width(l, b.size) <= room + 0.5)
        })
    };
    (small.round() as i32..=largest.round() as i32)
        .rev()
        .map(|s| at(s as f32))
        .find(whole)
        .unwrap_or_else(|| at(small))
}

/// The button an arrow leads to from button `from`: of the buttons wholly beyond it in
/// the arrow's direction (`dx`, `dy`: right and down positive), the nearest, the
/// distance across the direction counting twice; where no button lies that way, the
/// focus stays. So Up goes to the button above, never to the one before in the
/// reading order (Tab walks that order).
pub fn focus_toward(rects: &[Rect], from: usize, (dx, dy): (i8, i8)) -> usize {
    let Some(a) = rects.get(from) else {
        return from;
    };
    let (ax, ay) = a.center();
    // How far `b` lies beyond `a` in the direction, edge to edge, if wholly beyond.
    let beyond = |b: &Rect| -> Option<f32> {
        let along = match (dx.signum(), dy.signum()) {
            (1, _) => b.x - (a.x + a.w),
            (-1, _) => a.x - (b.x + b.w),
            (_, 1) => b.y - (a.y + a.h),
            (_, -1) => a.y - (b.y + b.h),
            _ => return None,
        };
        (along >= 0.0).then_some(along)
    };
    rects
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != from)
        .filter_map(|(i, b)| {
            let along = beyond(b)?;
            let (bx, by) = b.center();
            let across = if dx != 0 {
                (by - ay).abs()
            } else {
                (bx - ax).abs()
            };
            Some((i, along + 2.0 * across))
        })
        .min_by(|p, q| p.1.total_cmp(&q.1))
        .map_or(from, |(i, _)| i)
}

impl Shell {
    /// The start screen's entries in focus order (see [`start_items`]).
    pub fn start_items(&self) -> Vec<StartItem> {
        let waits = |d: &usize| self.continue_label(*d).is_some();
        let waiting: Vec<usize> = (0..doors().len()).filter(waits).collect();
        start_items(&waiting)
    }

    /// The *Continue* button's words of the game at `door` in [`doors`], while one of
    /// its games waits in an autosave.
    fn continue_label(&self, door: usize) -> Option<String> {
        let resume = doors().get(door)?.resume.as_ref()?;
        (resume.label)(self, self.start_saved.get(door).copied().flatten())
    }

    fn start_label(&self, item: StartItem) -> String {
        match item {
            StartItem::Continue(d) => self.continue_label(d).unwrap_or_default(),
            StartItem::Tile(d) => doors()
                .get(d)
                .map(|door| (door.label)(self.lang()))
                .unwrap_or_default(),
            StartItem::Rules => self.t(Msg::MenuRules),
            StartItem::Language => self.t(Msg::StartLanguage),
            StartItem::Quit => self.t(Msg::MenuQuit),
            StartItem::Open => self.t(Msg::StartOpen),
        }
    }

    /// Every entry's button, in [`Shell::start_items`] order.
    pub fn start_rects(&self, w: f32, h: f32) -> Vec<Rect> {
        item_rects(&start_layout(w, h), &self.start_items())
    }

    /// One frame of the start screen. On arriving, it looks once for unfinished games in
    /// the autosaves, to offer "Continue".
    pub fn update_start(&mut self, frame: &Frame) {
        if !self.start_looked {
            self.start_looked = true;
            if !self.cfg.demo {
                let looked = doors()
                    .iter()
                    .map(|door| door.resume.as_ref().and_then(|r| (r.look)(self)));
                self.start_saved = looked.collect();
            }
        }
        let items = self.start_items();
        let n = items.len();
        let mut focus = self.start_focus.min(n - 1);
        let input = Input::read(frame);
        // The arrows go where they point; Tab (Shift+Tab) walks the reading order.
        if let Some(arrow) = keys::arrow_pressed(frame) {
            let rects = self.start_rects(frame.size.0, frame.size.1);
            focus = focus_toward(&rects, focus, arrow);
        } else if let Some(step) = keys::tab_pressed(frame) {
            focus = (focus + n).wrapping_add_signed(step as isize) % n;
        }
        if input.has(Action::Back) {
            // Esc never quits at once: it shows where Quit is.
            focus = n - 1;
        }
        let mut chosen = input.has(Action::Confirm).then_some(focus);
        if let Some((x, y)) = input.press {
            let rects = self.start_rects(frame.size.0, frame.size.1);
            if let Some(i) = rects.iter().position(|r| r.contains(x, y)) {
                focus = i;
                chosen = Some(i);
            }
        }
        self.start_focus = focus;
        if chosen.is_some() {
            self.start_note = None;
        }
        match chosen.and_then(|i| items.get(i)) {
            Some(StartItem::Continue(d)) => {
                if let Some(resume) = &doors()[*d].resume {
                    (resume.open)(self);
                }
            }
            Some(StartItem::Tile(d)) => (doors()[*d].open)(self),
            Some(StartItem::Rules) => self.open_rules(RulesBook::Race, 0),
            Some(StartItem::Language) => {
                let now = Lang::ALL.iter().position(|l| *l == self.lang());
                let chooser = Asked::new(self.language_dialog(), ChooseLanguage);
                self.shared.layers.push(chooser.focus(now.unwrap_or(0)));
            }
            // Nothing runs on the start screen: Quit needs no question.
            #[cfg(not(target_arch = "wasm32"))]
            Some(StartItem::Quit) => std::process::exit(0),
            // A page cannot close its browser tab: Quit stays on the start screen.
            #[cfg(target_arch = "wasm32")]
            Some(StartItem::Quit) => {}
            Some(StartItem::Open) => base::platform::ask_open_file(),
            None => {}
        }
    }

    /// A box over the start screen answered: the language chooser's language (or
    /// Back).
    pub fn start_answer(&mut self, answer: LayerAnswer) {
        if let Some((i, ChooseLanguage)) = answer.chosen() {
            if let Some(lang) = Lang::ALL.get(i) {
                self.shared.lang = *lang;
                self.shared_changed();
            }
        }
    }

    /// A message in the interface language.
    fn t(&self, m: Msg) -> String {
        words::say(self.lang(), &m)
    }

    /// The language chooser: each language in its own name, and Back (the safe
    /// choice).
    pub fn language_dialog(&self) -> crate::dialog::Dialog {
        let mut buttons: Vec<String> = Lang::ALL.iter().map(|l| l.own_name().into()).collect();
        buttons.push(self.t(Msg::Back));
        let safe = Some(buttons.len() - 1);
        crate::dialog::Dialog::new(self.t(Msg::StartLanguage), String::new(), buttons, safe)
    }

    /// Draws the start screen.
    pub fn draw_start(&self, pen: &Pen, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        let (ts, _) = text_sizes(reading_height(w, h));
        let items = self.start_items();
        let rects = self.start_rects(w, h);
        let lay = start_layout(w, h);
        let title = self.t(Msg::Title);
        let size = pen.fitting(&title, lay.title_size, w * 0.94);
        pen.center(&title, w / 2.0, lay.title_y, size, INK);
        if let Some(note) = &self.start_note {
            // Why a chosen file opened no game: just over the buttons beside the
            // pictures (Rules, the language, Open), which the player used.
            let (_, small) = text_sizes(reading_height(w, h));
            let lines = paint::text_layout::wrap(pen, note, small, w * 0.94);
            let lines = &lines[..lines.len().min(2)];
            let step = small * paint::text_layout::LINE_HEIGHT;
            let top = lay.side[0].y - small * 0.3 - step * lines.len() as f32;
            for (i, l) in lines.iter().enumerate() {
                pen.center(l, w / 2.0, top + step * (i as f32 + 0.5), small, NOTE_RED);
            }
        }
        let focus = self.start_focus.min(items.len() - 1);
        let (_, small) = text_sizes(reading_height(w, h));
        let names: Vec<String> = doors().iter().map(|d| (d.label)(self.lang())).collect();
        let tile = lay.pictures[0];
        let (blocks, label_h) = tile_labels(pen, &names, tile.w, tile.h, ts, small);
        // The Continue buttons' words, all at one size too.
        let continues: Vec<StartItem> = items
            .iter()
            .copied()
            .filter(|i| continue_place(*i).is_some())
            .collect();
        let words: Vec<String> = continues.iter().map(|i| self.start_label(*i)).collect();
        let slot = lay.continues[0];
        let said = continue_labels(pen, &words, slot.w, slot.h, ts, small);
        for (i, (item, r)) in items.iter().zip(&rects).enumerate() {
            if let StartItem::Tile(k) = *item {
                draw_picture_button(pen, k, *r, (&blocks[k], label_h), ts, i == focus);
            } else if let Some(k) = continues.iter().position(|c| c == item) {
                draw_button(pen, *r, "", ts, i == focus);
                let block = &said[k];
                let lines = block.page(0);
                let (cx, cy) = r.center();
                let lh = block.line_height();
                for (j, l) in lines.iter().enumerate() {
                    let y = cy + (j as f32 - (lines.len() - 1) as f32 / 2.0) * lh;
                    pen.center(l, cx, y, block.size, WHITE);
                }
            } else {
                draw_button(pen, *r, &self.start_label(*item), ts * 1.05, i == focus);
            }
            if i == focus {
                draw_focus_ring(*r);
            }
        }
    }
}

/// A picture button: the picture on a light card, its name (laid out by
/// [`tile_labels`], with the height every name gets) under it.
fn draw_picture_button(
    pen: &Pen,
    door: usize,
    r: Rect,
    (block, label_h): (&TextBlock, f32),
    ts: f32,
    hot: bool,
) {
    let fill = if hot {
        Color::new(1.0, 0.97, 0.88, 1.0)
    } else {
        Color::new(1.0, 0.995, 0.975, 1.0)
    };
    let shadow = Color::new(0.0, 0.0, 0.0, 0.2);
    paint::rect_edges::draw_shadow((r.x, r.y, r.w, r.h), (4.0, 5.0), shadow, fill);
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 3.0, INK);
    let lines = block.page(0);
    let lh = block.line_height();
    for (i, l) in lines.iter().enumerate() {
        let y = r.y + r.h - label_h / 2.0 + (i as f32 - (lines.len() - 1) as f32 / 2.0) * lh;
        pen.center(l, r.x + r.w / 2.0, y, block.size, INK);
    }
    let pic = Rect {
        x: r.x + ts * 0.4,
        y: r.y + ts * 0.4,
        w: r.w - ts * 0.8,
        h: r.h - label_h - ts * 0.4,
    };
    if let Some(d) = doors().get(door) {
        draw_picture(pen, d.picture, pic);
    }
}

/// What the language chooser over the start screen is about (its answer comes back to
/// the shell).
pub struct ChooseLanguage;
