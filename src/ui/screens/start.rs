//! The start screen, a page of its own: the five things to do as large picture buttons
//! a child can choose without reading (the race, the piece school, chess, Yalta, the
//! rule lab), a
//! *Continue* button for each game left unfinished in an autosave, and Rules, the
//! language and Quit beside them. Esc here only moves the focus to Quit.

use super::start_pictures::{draw_picture, Picture};
use crate::ui::draw::{draw_button, draw_focus_ring, Pen, INK, PAPER};
use crate::ui::flat_fill::{draw_rectangle, draw_rectangle_lines};
use crate::ui::i18n::text;
use crate::ui::i18n::{Lang, Msg};
use crate::ui::layout::{reading_height, text_sizes, Rect, BIG_BUTTONS_PER_SCREEN};
use crate::ui::shell::keys::{Action, Input};
use crate::ui::shell::RulesBook;
use crate::ui::text_layout::lay_out;
use crate::ui::track_screen::Screen;
use crate::ui::{Shell, Up};
use macroquad::prelude::*;

/// An entry of the start screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum StartItem {
    /// Continue the race game of the autosave (only when there is an unfinished one).
    Continue,
    /// Continue the chess game of the chess autosave (likewise).
    ContinueChess,
    /// Continue the Yalta game of the Yalta autosave (likewise).
    ContinueYalta,
    /// A new race game: the setup screen.
    Play,
    /// The piece school's course map.
    Learn,
    /// Classic chess.
    Chess,
    /// Yalta, chess for three.
    Yalta,
    /// The rule lab: invent rules and see how they play.
    Lab,
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

/// The picture buttons, in order: the rule lab beside Play.
pub(in crate::ui) const PICTURES: [StartItem; 5] = [
    StartItem::Play,
    StartItem::Lab,
    StartItem::Learn,
    StartItem::Chess,
    StartItem::Yalta,
];

/// Where the start screen's parts go.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::ui) struct StartLayout {
    /// The title's centre line.
    pub title_y: f32,
    /// The title's size.
    pub title_size: f32,
    /// The *Continue* buttons.
    pub continues: Vec<Rect>,
    /// The picture buttons, in [`PICTURES`] order.
    pub pictures: [Rect; 5],
    /// Rules, language, quit.
    pub side: [Rect; 3],
}

/// The start screen's layout with `continues` *Continue* buttons: the five pictures in
/// one row, in rows of three and two, or of two, two and one, whichever gives the
/// biggest pictures.
pub(in crate::ui) fn start_layout(w: f32, h: f32, continues: usize) -> StartLayout {
    let (ts, _) = text_sizes(reading_height(w, h));
    let bh = (h / BIG_BUTTONS_PER_SCREEN).round();
    let gap = (ts * 0.6).round();
    let margin = (w.min(h) * 0.03).round();
    let title_size = (ts * 2.2).round();
    let title_y = margin + title_size * 0.7;
    let mut y = title_y + title_size * 0.8;
    let cont_w = (w - 2.0 * margin).min(ts * 26.0);
    let continues = (0..continues)
        .map(|i| Rect {
            x: ((w - cont_w) / 2.0).round(),
            y: y + gap + i as f32 * (bh + gap),
            w: cont_w,
            h: bh,
        })
        .collect::<Vec<_>>();
    y += gap + continues.len() as f32 * (bh + gap);
    let side_y = h - margin - bh;
    let side_w = ((w - 2.0 * margin - 2.0 * gap) / 3.0).min(ts * 10.0);
    let side_x = (w - 3.0 * side_w - 2.0 * gap) / 2.0;
    let side = [0, 1, 2].map(|i| Rect {
        x: side_x + i as f32 * (side_w + gap),
        y: side_y,
        w: side_w,
        h: bh,
    });
    let room_h = side_y - gap - y - gap;
    let room_w = w - 2.0 * margin;
    // Columns 5, 3 or 2: the one that gives the biggest pictures.
    let n = PICTURES.len();
    let fit = |cols: usize| {
        let rows = n.div_ceil(cols) as f32;
        let across = (room_w - (cols as f32 - 1.0) * gap) / cols as f32;
        let down = (room_h - (rows - 1.0) * gap) / rows;
        across.min(down)
    };
    let cols = [5, 3, 2]
        .into_iter()
        .max_by(|a, b| fit(*a).total_cmp(&fit(*b)))
        .unwrap_or(3);
    let size = fit(cols).max(bh).floor();
    let rows = n.div_ceil(cols);
    let y0 = y + gap + (room_h - rows as f32 * size - (rows - 1) as f32 * gap).max(0.0) / 2.0;
    let pictures = [0, 1, 2, 3, 4].map(|i| {
        // Each row centred: the last one may hold fewer.
        let in_row = (n - (i / cols) * cols).min(cols);
        let x0 = (w - in_row as f32 * size - (in_row - 1) as f32 * gap) / 2.0;
        Rect {
            x: (x0 + (i % cols) as f32 * (size + gap)).round(),
            y: (y0 + (i / cols) as f32 * (size + gap)).round(),
            w: size,
            h: size,
        }
    });
    StartLayout {
        title_y,
        title_size,
        continues,
        pictures,
        side,
    }
}

impl Shell {
    /// The start screen's entries in focus order: "Continue" first for every game that
    /// waits in an autosave, then the pictures, then rules, language, quit.
    pub(in crate::ui) fn start_items(&self) -> Vec<StartItem> {
        let mut items = vec![];
        if self.track.resume.is_some() {
            items.push(StartItem::Continue);
        }
        if self.start_saved.0.is_some() {
            items.push(StartItem::ContinueChess);
        }
        if self.start_saved.1.is_some() {
            items.push(StartItem::ContinueYalta);
        }
        items.extend(PICTURES);
        // A page cannot close its tab: there, the last button opens a saved game.
        let last = if cfg!(target_arch = "wasm32") {
            StartItem::Open
        } else {
            StartItem::Quit
        };
        items.extend([StartItem::Rules, StartItem::Language, last]);
        items
    }

    fn start_label(&self, item: StartItem) -> String {
        match item {
            StartItem::Continue => self.track.continue_label(),
            StartItem::ContinueChess => {
                let (m, computer) = self.start_saved.0.unwrap_or((1, false));
                self.t(Msg::StartContinueChess(m, computer))
            }
            StartItem::ContinueYalta => {
                self.t(Msg::StartContinueYalta(self.start_saved.1.unwrap_or(0)))
            }
            StartItem::Play => self.t(Msg::StartPlay),
            StartItem::Learn => self.t(Msg::StartLearn),
            StartItem::Chess => self.t(Msg::StartChess),
            StartItem::Yalta => self.t(Msg::StartYalta),
            StartItem::Lab => crate::ui::i18n::lab_screen_text(
                self.lang(),
                &crate::ui::i18n::LabScreenMsg::StartEntry,
            ),
            StartItem::Rules => self.t(Msg::MenuRules),
            StartItem::Language => self.t(Msg::StartLanguage),
            StartItem::Quit => self.t(Msg::MenuQuit),
            StartItem::Open => self.t(Msg::StartOpen),
        }
    }

    /// Every entry's button, in [`Shell::start_items`] order.
    pub(in crate::ui) fn start_rects(&self, w: f32, h: f32) -> Vec<Rect> {
        let items = self.start_items();
        let continues = items.len() - PICTURES.len() - 3;
        let lay = start_layout(w, h, continues);
        let mut rects = lay.continues.clone();
        rects.extend(lay.pictures);
        rects.extend(lay.side);
        rects
    }

    /// One frame of the start screen. On arriving, it looks once for unfinished games in
    /// the autosaves, to offer "Continue".
    pub(in crate::ui) fn update_start(&mut self) {
        if !self.start_looked {
            self.start_looked = true;
            if !self.cfg.demo {
                self.track.offer_resume();
                let against_computer = crate::save::chess::ChessSave::load(
                    &crate::save::chess::chess_autosave_path(&self.cfg.data_dir),
                )
                .is_ok_and(|(s, _)| {
                    [s.white, s.black].contains(&crate::save::chess::ChessSeat::Person)
                        && s.white != s.black
                });
                self.start_saved = (
                    self.chess.saved_game_move().map(|m| (m, against_computer)),
                    crate::ui::yalta::saved_game_moves(&self.cfg.data_dir),
                );
            }
        }
        if let Some(mut focus) = self.language_chooser {
            let chosen = crate::ui::shell::dialog::ask(&self.language_dialog(), &mut focus);
            self.language_chooser = Some(focus);
            if let Some(i) = chosen {
                self.language_chooser = None;
                if let Some(lang) = Lang::ALL.get(i) {
                    self.track.remember_language(*lang);
                }
            }
            return;
        }
        let items = self.start_items();
        let n = items.len();
        let mut focus = self.start_focus.min(n - 1);
        let input = Input::read();
        if input.has(Action::Next) {
            focus = (focus + 1) % n;
        }
        if input.has(Action::Previous) {
            focus = (focus + n - 1) % n;
        }
        if input.has(Action::Back) {
            // Esc never quits at once: it shows where Quit is.
            focus = n - 1;
        }
        let mut chosen = input.has(Action::Confirm).then_some(focus);
        if let Some((x, y)) = input.press {
            let rects = self.start_rects(screen_width(), screen_height());
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
            Some(StartItem::Continue) => {
                if let Some((save, state, _)) = self.track.resume.take() {
                    self.track.continue_saved(save, state);
                    self.open(Up::Track);
                }
            }
            Some(StartItem::ContinueChess) => {
                self.open(Up::Chess);
                self.chess.continue_saved();
            }
            Some(StartItem::ContinueYalta) => {
                self.open_yalta();
                if let Some(y) = self.yalta.as_mut() {
                    y.resume_saved();
                }
            }
            // The start screen has already looked for the autosave (`self.track.resume`).
            Some(StartItem::Play) => self.open_track(Screen::Setup),
            Some(StartItem::Learn) => {
                self.open_track(Screen::Courses);
                // A level left in the middle (a closed window, a reloaded page) goes on.
                self.track.resume_lesson();
            }
            Some(StartItem::Chess) => {
                self.open(Up::Chess);
                self.chess.open_setup();
            }
            Some(StartItem::Yalta) => self.open_yalta(),
            Some(StartItem::Lab) => self.open_lab(),
            Some(StartItem::Rules) => self.rules_page = Some((RulesBook::Race, 0)),
            Some(StartItem::Language) => {
                let now = Lang::ALL.iter().position(|l| *l == self.lang());
                self.language_chooser = Some(now.unwrap_or(0));
            }
            // Nothing runs on the start screen: Quit needs no question.
            #[cfg(not(target_arch = "wasm32"))]
            Some(StartItem::Quit) => std::process::exit(0),
            // A page cannot close its browser tab: Quit stays on the start screen.
            #[cfg(target_arch = "wasm32")]
            Some(StartItem::Quit) => {}
            Some(StartItem::Open) => crate::platform::ask_open_file(),
            None => {}
        }
    }

    /// A message in the interface language.
    fn t(&self, m: Msg) -> String {
        text(self.lang(), &m)
    }

    /// The language chooser: each language in its own name, and Back (the safe
    /// choice).
    pub(in crate::ui) fn language_dialog(&self) -> crate::ui::shell::dialog::Dialog {
        let mut buttons: Vec<String> = Lang::ALL.iter().map(|l| l.own_name().into()).collect();
        buttons.push(self.t(Msg::Back));
        let safe = Some(buttons.len() - 1);
        crate::ui::shell::dialog::Dialog::new(
            self.t(Msg::StartLanguage),
            String::new(),
            buttons,
            safe,
        )
    }

    /// Opens one of the track's screens (the race's setup, the course map).
    pub(in crate::ui) fn open_track(&mut self, screen: Screen) {
        self.track.go_to(screen);
        self.open(Up::Track);
    }

    /// Opens the rule lab.
    pub(in crate::ui) fn open_lab(&mut self) {
        let lab = crate::ui::lab::LabScreen::new(
            self.lang(),
            self.cfg.data_dir.clone(),
            crate::ui::lab::LAB_SEED,
        );
        self.open(Up::Lab);
        self.lab = Some(lab);
    }

    /// Opens Yalta's setup.
    fn open_yalta(&mut self) {
        let (lang, seed, speed) = (self.lang(), self.cfg.seed, self.cfg.speed);
        let dir = Some(self.cfg.data_dir.clone());
        self.open(Up::Yalta);
        self.yalta = Some(crate::ui::yalta::YaltaScreen::new(
            lang, seed, false, speed, dir,
        ));
    }

    /// Draws the start screen.
    pub(in crate::ui) fn draw_start(&self, pen: &Pen, w: f32, h: f32) {
        crate::ui::flat_fill::clear(PAPER);
        let (ts, _) = text_sizes(reading_height(w, h));
        let items = self.start_items();
        let rects = self.start_rects(w, h);
        let lay = start_layout(w, h, rects.len() - PICTURES.len() - 3);
        let title = self.t(Msg::Title);
        let size = pen.fitting(&title, lay.title_size, w * 0.94);
        pen.center(&title, w / 2.0, lay.title_y, size, INK);
        if let Some(note) = &self.start_note {
            // Why a chosen file opened no game: just over the buttons beside the
            // pictures (Rules, the language, Open), which the player used.
            let (_, small) = text_sizes(reading_height(w, h));
            let lines = crate::ui::text_layout::wrap(pen, note, small, w * 0.94);
            let lines = &lines[..lines.len().min(2)];
            let step = small * crate::ui::text_layout::LINE_HEIGHT;
            let top = lay.side[0].y - small * 0.3 - step * lines.len() as f32;
            for (i, l) in lines.iter().enumerate() {
                pen.center(l, w / 2.0, top + step * (i as f32 + 0.5), small, NOTE_RED);
            }
        }
        let focus = self.start_focus.min(items.len() - 1);
        for (i, (item, r)) in items.iter().zip(&rects).enumerate() {
            let label = self.start_label(*item);
            if PICTURES.contains(item) {
                draw_picture_button(pen, *item, *r, &label, ts, i == focus);
            } else {
                draw_button(pen, *r, &label, ts * 1.05, i == focus);
            }
            if i == focus {
                draw_focus_ring(*r);
            }
        }
    }
}

/// A picture button: the picture on a light card, its name under it.
fn draw_picture_button(pen: &Pen, item: StartItem, r: Rect, label: &str, ts: f32, hot: bool) {
    let fill = if hot {
        Color::new(1.0, 0.97, 0.88, 1.0)
    } else {
        Color::new(1.0, 0.995, 0.975, 1.0)
    };
    let shadow = Color::new(0.0, 0.0, 0.0, 0.2);
    crate::ui::rect_edges::draw_shadow((r.x, r.y, r.w, r.h), (4.0, 5.0), shadow, fill);
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 3.0, INK);
    let (_, small) = text_sizes(reading_height(screen_width(), screen_height()));
    // One line if it fits at a readable size, else two lines (the picture gives room).
    let room = r.w - ts * 0.6;
    let mut one_line = pen.fitting(label, ts * 1.1, room);
    while one_line > small && pen.measure(label, one_line).0 > room {
        one_line -= 1.0;
    }
    let block = if one_line >= small * 1.1 {
        lay_out(pen, label, room, r.h * 0.4, one_line, one_line)
    } else {
        lay_out(pen, label, room, r.h * 0.4, ts * 1.1, small)
    };
    let label_h = (block.height() + ts * 0.8).max(ts * 2.2);
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
    let picture = match item {
        StartItem::Learn => Picture::School,
        StartItem::Chess => Picture::Chess,
        StartItem::Yalta => Picture::Yalta,
        StartItem::Lab => Picture::Lab,
        _ => Picture::Race,
    };
    draw_picture(pen, picture, pic);
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 5] = [
        (800.0, 600.0),
        (1024.0, 768.0),
        (1280.0, 720.0),
        (1920.0, 1080.0),
        (720.0, 1280.0),
    ];

    #[test]
    fn the_start_screen_keeps_every_button_apart_and_inside_the_window() {
        for (w, h) in SIZES {
            for continues in 0..=3 {
                let lay = start_layout(w, h, continues);
                let mut all = lay.continues.clone();
                all.extend(lay.pictures);
                all.extend(lay.side);
                for (i, a) in all.iter().enumerate() {
                    assert!(a.x >= 0.0 && a.y >= 0.0, "{w}×{h}: {a:?}");
                    assert!(a.x + a.w <= w && a.y + a.h <= h, "{w}×{h}: {a:?}");
                    for b in &all[i + 1..] {
                        let apart = a.x + a.w <= b.x
                            || b.x + b.w <= a.x
                            || a.y + a.h <= b.y
                            || b.y + b.h <= a.y;
                        assert!(apart, "{w}×{h} with {continues}: {a:?} and {b:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_pictures_are_large_enough_for_a_child_to_hit() {
        for (w, h) in SIZES {
            let lay = start_layout(w, h, 3);
            for p in lay.pictures {
                assert!(p.w >= h.min(w) / 6.0, "{w}×{h}: a picture of {}", p.w);
            }
        }
    }
}
