//! The piece school's course map in the window: the learners, new names, the stars
//! earned per level, the next level, "how fast is each piece?". Playing a level is in
//! `lesson.rs`.

use super::draw::*;
use super::i18n::{
    chess_course_title, chess_school_text, course_title, learner_name, name_entry_buttons,
    name_entry_text, school_text, ChessSchoolMsg, Msg, NameEntryMsg, SchoolMsg,
};
use super::layout::{reading_height, text_sizes, Rect};
use super::shell::name_entry::{NameEntry, Step};
use super::text_layout::{lay_out, Align, Measure};
use super::TrackScreen;
use crate::save::progress::ProgressFile;
use crate::ui::flat_fill::draw_rectangle;
use macroquad::prelude::*;

/// The course map's first row starts this fraction of the height down…
const MAP_TOP: f32 = 0.15;
/// …and the rows fill this fraction of it.
const MAP_ROWS: f32 = 0.75;
/// A level's button is this fraction of its course's row high.
const LEVEL_HEIGHT: f32 = 0.82;

/// The frame of the next level to play on the course map (gold).
const NEXT_LEVEL: Color = Color::new(0.95, 0.7, 0.0, 1.0);

/// The course map's "new name" button, at the top right.
pub(super) fn new_learner_rect(w: f32, h: f32) -> Rect {
    let (ts, _) = text_sizes(reading_height(w, h));
    let bw = (ts * 9.0).min(w * 0.3);
    Rect {
        x: w * 0.95 - bw,
        y: h * 0.08 - ts * 0.9,
        w: bw,
        h: ts * 1.8,
    }
}

/// The course map's buttons at the bottom right: the class page, "How fast is each
/// piece?" and Back, each as wide as its label needs (so that the key legend keeps room
/// beside them), none wider than a third of the window.
pub(super) fn course_buttons(m: &dyn Measure, labels: &[String; 3], w: f32, h: f32) -> [Rect; 3] {
    let (ts, small) = text_sizes(reading_height(w, h));
    let gap = ts * 0.5;
    let most = (w * 0.9 - 2.0 * gap) / 3.0;
    let widths = labels
        .clone()
        .map(|l| (m.width(&l, small) + small * 0.9).clamp(ts * 4.0, most));
    let bh = small * 2.2;
    let y = h - bh - small * 0.5;
    let mut right = w * 0.95;
    let mut out = [Rect::default(); 3];
    for i in (0..3).rev() {
        out[i] = Rect {
            x: right - widths[i],
            y,
            w: widths[i],
            h: bh,
        };
        right -= widths[i] + gap;
    }
    out
}

/// The course map's heading line, where a tap chooses the next learner.
fn learner_rect(w: f32, h: f32) -> Rect {
    let (ts, _) = text_sizes(reading_height(w, h));
    let right = new_learner_rect(w, h).x;
    Rect {
        x: w * 0.05,
        y: h * 0.08 - ts,
        w: right - w * 0.07,
        h: ts * 2.0,
    }
}

/// The height of one course's row on the map.
fn course_row(h: f32, courses: usize) -> f32 {
    h * MAP_ROWS / courses.max(1) as f32
}

thread_local! {
    /// The widest course title at the small size, as the course map last measured it:
    /// the levels start right of it (issue 49: "Rentrer à la maison" took turns with
    /// itself in a column too narrow for it).
    static TITLES_W: std::cell::Cell<f32> = const { std::cell::Cell::new(0.0) };
}

/// Where the levels start: right of the widest title where it fits on one line, but at
/// most a little right of the usual place (a narrow window's titles take two lines).
fn levels_x(w: f32, ts: f32) -> f32 {
    let want = w * 0.05 + TITLES_W.with(std::cell::Cell::get) + ts * 0.3;
    want.clamp(w * 0.3, w * 0.36)
}

impl TrackScreen {
    pub(super) fn school_text(&self, m: SchoolMsg) -> String {
        school_text(self.lang, &m)
    }

    /// The learner: the first player's name on the setup screen, or the guest
    /// ([`school::progress::GUEST`], said by [`learner_name`]).
    pub(super) fn learner(&self) -> String {
        let names = self.learners();
        names[self.learner_index % names.len()].clone()
    }

    /// Everybody who can learn: the players' names on the setup screen, everybody with
    /// stars already, and a guest. One child, one name, one set of stars.
    pub(super) fn learners(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .setup
            .seats
            .iter()
            .map(|s| s.name.trim().to_string())
            .filter(|n| !n.is_empty())
            .collect();
        for n in self.progress.learners.keys() {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
        let guest = school::progress::GUEST.to_string();
        if !names.contains(&guest) {
            names.push(guest);
        }
        names
    }

    /// The labels of the course map's buttons at the bottom right.
    fn course_labels(&self) -> [String; 3] {
        [
            self.school_text(SchoolMsg::ClassButton),
            self.t(Msg::CourseRace),
            self.t(Msg::CourseBack),
        ]
    }

    /// The course map's buttons at the bottom right: the class page, "how fast?", Back.
    pub(super) fn course_buttons(&self, w: f32, h: f32) -> [Rect; 3] {
        let pen = Pen { font: &self.font };
        course_buttons(&pen, &self.course_labels(), w, h)
    }

    /// The course map's rows in the part on show: each course's title and its levels'
    /// progress ids (the track's courses, or the chess school's).
    pub(super) fn map_rows(&self) -> Vec<(String, Vec<String>)> {
        if self.chess_part {
            self.chess_courses
                .iter()
                .map(|c| {
                    (
                        chess_course_title(self.lang, &c.id),
                        c.levels
                            .iter()
                            .map(super::chess_lesson::progress_id)
                            .collect(),
                    )
                })
                .collect()
        } else {
            self.courses
                .iter()
                .map(|c| {
                    (
                        course_title(self.lang, c),
                        c.levels.iter().map(|l| l.id.clone()).collect(),
                    )
                })
                .collect()
        }
    }

    /// The course map's tabs at the bottom left: the track's courses, the chess
    /// school's.
    pub(super) fn tab_rects(&self, w: f32, h: f32) -> [Rect; 2] {
        let (_, small) = text_sizes(reading_height(w, h));
        let b = self.course_buttons(w, h)[0];
        let gap = small * 0.5;
        let room = (b.x - gap - w * 0.05).max(0.0);
        let tw = (room - gap) / 2.0;
        [0.0, 1.0].map(|i| Rect {
            x: w * 0.05 + i * (tw + gap),
            y: b.y,
            w: tw,
            h: b.h,
        })
    }

    /// The labels of the tabs.
    fn tab_labels(&self) -> [String; 2] {
        [ChessSchoolMsg::TabTrack, ChessSchoolMsg::TabChess]
            .map(|m| chess_school_text(self.lang, &m))
    }

    /// Shows the track's courses or the chess school's on the course map.
    pub(super) fn show_part(&mut self, chess: bool) {
        if self.chess_part != chess {
            self.chess_part = chess;
            self.course_focus = 0;
        }
    }

    /// The rectangles of the course map's level buttons: (course, level, rect).
    pub(super) fn level_rects(&self, w: f32, h: f32) -> Vec<(usize, usize, Rect)> {
        let (ts, _) = text_sizes(reading_height(w, h));
        let mut out = vec![];
        let rows = self.map_rows();
        let row = course_row(h, rows.len());
        let most = rows.iter().map(|c| c.1.len()).max().unwrap_or(1) as f32;
        let x0 = levels_x(w, ts);
        let bw = ((w * 0.96 - x0 - ts * 0.3 * (most - 1.0)) / most).min(ts * 5.0);
        for (c, (_, levels)) in rows.iter().enumerate() {
            let y = h * MAP_TOP + c as f32 * row;
            for (l, _) in levels.iter().enumerate() {
                out.push((
                    c,
                    l,
                    Rect {
                        x: x0 + l as f32 * (bw + ts * 0.3),
                        y,
                        w: bw,
                        h: row * LEVEL_HEIGHT,
                    },
                ));
            }
        }
        out
    }

    /// One frame of the course map: arrows and Enter, or a click on a level; Esc back.
    pub(super) fn update_courses(&mut self) {
        if self.race {
            if is_key_pressed(KeyCode::Escape)
                || is_key_pressed(KeyCode::Enter)
                || is_key_pressed(KeyCode::F)
                || is_mouse_button_pressed(MouseButton::Left)
            {
                self.race = false;
            }
            return;
        }
        if self.update_new_learner() {
            return;
        }
        if is_key_pressed(KeyCode::F) {
            self.race = true;
            return;
        }
        if is_key_pressed(KeyCode::C) {
            self.open_class();
            return;
        }
        let (w, h) = (screen_width(), screen_height());
        let clicked = is_mouse_button_pressed(MouseButton::Left);
        let (mx, my) = mouse_position();
        if is_key_pressed(KeyCode::N) || (clicked && new_learner_rect(w, h).contains(mx, my)) {
            self.new_learner = Some(NameEntry::new("", school::progress::NAME_MAX));
            while get_char_pressed().is_some() {}
            return;
        }
        let up = is_key_pressed(KeyCode::Up);
        if up || is_key_pressed(KeyCode::Down) || (clicked && learner_rect(w, h).contains(mx, my)) {
            // The next (or previous) learner; a tap on the name does the same.
            let n = self.learners().len().max(1);
            self.learner_index = if up {
                (self.learner_index + n - 1) % n
            } else {
                (self.learner_index + 1) % n
            };
            return;
        }
        let [class, race, back] = self.course_buttons(w, h);
        let on = |r: Rect| clicked && r.contains(mx, my);
        let [track_tab, chess_tab] = self.tab_rects(w, h);
        if on(track_tab) || is_key_pressed(KeyCode::PageUp) {
            self.show_part(false);
            return;
        }
        if on(chess_tab) || is_key_pressed(KeyCode::PageDown) {
            self.show_part(true);
            return;
        }
        if is_key_pressed(KeyCode::Escape) || on(back) {
            self.back_to_start();
            return;
        }
        if on(race) {
            self.race = true;
            return;
        }
        if on(class) {
            self.open_class();
            return;
        }
        let rects = self.level_rects(screen_width(), screen_height());
        // The focus goes round the levels, then the two tabs.
        let levels = rects.len();
        let n = levels + 2;
        let mut f = self.course_focus.min(n - 1);
        if is_key_pressed(KeyCode::Right) || is_key_pressed(KeyCode::Tab) {
            f = (f + 1) % n;
        }
        if is_key_pressed(KeyCode::Left) {
            f = (f + n - 1) % n;
        }
        self.course_focus = f;
        let mut pick = None;
        if is_key_pressed(KeyCode::Enter) || is_key_pressed(KeyCode::KpEnter) {
            if f >= levels {
                let chess = f == levels + 1;
                self.show_part(chess);
                // The focus stays on the tab just chosen.
                self.course_focus = self.level_rects(w, h).len() + usize::from(chess);
                return;
            }
            pick = rects.get(f).map(|(c, l, _)| (*c, *l));
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            pick = rects
                .iter()
                .find(|(_, _, r)| r.contains(mx, my))
                .map(|(c, l, _)| (*c, *l));
        }
        match pick {
            Some((c, l)) if self.chess_part => self.start_chess_lesson(c, l),
            Some((c, l)) => self.start_lesson(c, l),
            None => {}
        }
    }

    /// A new learner's name in the name box (`shell/name_entry.rs`): *Done* keeps it
    /// and chooses that learner, *Cancel* drops it, a tap elsewhere keeps it and goes on.
    /// Returns whether the frame was the name box's.
    fn update_new_learner(&mut self) -> bool {
        let Some(entry) = self.new_learner.as_mut() else {
            return false;
        };
        let (typed, go_on) = match entry.update() {
            Step::Typing => return true,
            Step::Cancel => (None, false),
            Step::Done(name) => (Some(name), false),
            Step::Outside(name) => (Some(name), true),
        };
        self.new_learner = None;
        if let Some(kept) = typed.and_then(|t| self.progress.add_learner(&t)) {
            if let Err(e) = self.progress.save(&self.cfg.data_dir) {
                self.notice = Some(e.to_string());
            }
            self.learner_index = self.learners().iter().position(|n| *n == kept).unwrap_or(0);
        }
        !go_on
    }

    /// Draws the course map: each course with its levels and the stars earned.
    pub(super) fn draw_courses(&self, pen: &Pen, w: f32, h: f32) {
        crate::ui::flat_fill::clear(PAPER);
        let (ts, small) = text_sizes(reading_height(w, h));
        let learner = self.learner();
        let head = if self.chess_part {
            chess_school_text(self.lang, &ChessSchoolMsg::Title)
        } else {
            self.school_text(SchoolMsg::Title)
        };
        let who = self.school_text(SchoolMsg::Learner(learner_name(self.lang, &learner)));
        let line = format!("{head} · {who}");
        let nr = new_learner_rect(w, h);
        // The heading over the map: wrapped, never below the small size.
        let width = nr.x - w * 0.07;
        let b = lay_out(
            pen,
            &line,
            width,
            h * MAP_TOP - small * 0.5,
            (ts * 1.3).round(),
            small,
        );
        let top = (h * 0.08 - b.height() / 2.0).max(0.0);
        pen.block(&b, w * 0.05, width, top, Align::Left, INK);
        let label = self.school_text(SchoolMsg::NewName);
        let lsize = pen.fitting(&label, small, nr.w - small * 0.6);
        draw_button(pen, nr, &label, lsize, self.new_learner.is_some());
        let rows = self.map_rows();
        let row = course_row(h, rows.len());
        let widest = rows
            .iter()
            .map(|(t, _)| pen.width(t, small))
            .fold(0.0, f32::max);
        TITLES_W.with(|t| t.set(widest));
        let title_w = levels_x(w, ts) - w * 0.05 - ts * 0.3;
        for (c, (title, _)) in rows.iter().enumerate() {
            let y = h * MAP_TOP + c as f32 * row;
            // The course's title in its row, beside its levels: on one line, or on two
            // where the window is narrow (its row is then high enough).
            let b = lay_out(pen, title, title_w, row, ts, small);
            let top = y + (row * LEVEL_HEIGHT - b.height()) / 2.0;
            pen.block(&b, w * 0.05, title_w, top.max(y), Align::Left, INK);
        }
        // The next level: the first one without stars, framed in gold.
        let next = self
            .level_rects(w, h)
            .into_iter()
            .find(|(c, l, _)| self.progress.stars(&learner, &rows[*c].1[*l]) == 0);
        if let Some((_, _, r)) = next {
            let pad = small * 0.25;
            draw_rectangle(
                r.x - pad,
                r.y - pad,
                r.w + 2.0 * pad,
                r.h + 2.0 * pad,
                NEXT_LEVEL,
            );
        }
        for (i, (c, l, r)) in self.level_rects(w, h).into_iter().enumerate() {
            let got = self.progress.stars(&learner, &rows[c].1[l]);
            super::level_button::draw_level_button(pen, r, l + 1, got, small);
            if i == self.course_focus {
                draw_focus_ring(r);
            }
        }
        let buttons = self.course_buttons(w, h);
        for (i, (r, label)) in self
            .tab_rects(w, h)
            .iter()
            .zip(self.tab_labels())
            .enumerate()
        {
            let size = pen.fitting(&label, small, r.w - small * 0.6);
            draw_button(pen, *r, &label, size, (i == 1) == self.chess_part);
        }
        if let Some(name) = &self.progress_note {
            let note = self.school_text(SchoolMsg::ProgressKept(name.clone()));
            let b = lay_out(pen, &note, w * 0.9, small * 2.6, small, small);
            pen.block(
                &b,
                w * 0.05,
                w * 0.9,
                buttons[0].y - b.height() - small * 0.3,
                Align::Left,
                INK,
            );
        }
        for (r, label) in buttons.iter().zip(self.course_labels()) {
            draw_button(pen, *r, &label, small, false);
        }
        if let Some(n) = &self.notice {
            pen.left(n, w * 0.05, h - small * 3.0, small, INK);
        }
        if self.race {
            self.draw_race(pen, w, h);
        }
        if let Some(entry) = &self.new_learner {
            let prompt = name_entry_text(self.lang, &NameEntryMsg::Learner);
            let [done, cancel] = name_entry_buttons(self.lang);
            entry.draw(pen, &prompt, [&done, &cancel], w, h);
        }
    }

    /// "How fast is each piece?": every piece's shortest lap on the empty track, side by
    /// side, as the engine computes it (the booklet's first exercise).
    fn draw_race(&self, pen: &Pen, w: f32, h: f32) {
        let (ts, small) = text_sizes(reading_height(w, h));
        draw_rectangle(0.0, 0.0, w, h, Color::new(0.96, 0.93, 0.87, 0.97));
        let head = self.school_text(SchoolMsg::RaceTitle);
        let b = lay_out(pen, &head, w * 0.9, h * 0.17, ts, small);
        let top = (h * 0.1 - b.height() / 2.0).max(small * 0.5);
        pen.block(&b, w * 0.05, w * 0.9, top, Align::Left, INK);
        let laps = school::laps(self.state.board());
        let most = laps.iter().map(|l| l.1.max(l.2)).max().unwrap_or(1).max(1) as f32;
        let bar_w = w * 0.6;
        for (i, (role, a, _)) in laps.iter().enumerate() {
            let y = h * 0.2 + i as f32 * ts * 2.4;
            draw_piece(
                pen,
                track::pieces::Seat(0),
                *role,
                w * 0.08,
                y + ts,
                ts * 1.8,
                1.0,
            );
            let len = bar_w * f32::from(*a) / most;
            draw_rectangle(
                w * 0.13,
                y + ts * 0.3,
                len,
                ts * 1.4,
                seat_color(track::pieces::Seat(0)),
            );
            pen.left(
                &format!("{} · {a}", self.t(Msg::RoleName(*role))),
                w * 0.14 + len,
                y + ts,
                small,
                INK,
            );
        }
    }
}
