//! The piece school's course map in the window: the learners, new names, the stars
//! earned per level, the next level, "how fast is each piece?". Playing a level is in
//! `lesson.rs`.

use crate::i18n::{course_title, learner_name, name_entry_buttons, Msg, NameEntryMsg, SchoolMsg};
use crate::prelude::*;
use crate::school::chess_lesson::texts::ChessSchoolMsg;
use crate::school::course_map::MapLayout;
use crate::{School, TableScreen};
use base::save::progress::ProgressFile;
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::draw_rectangle;
use paint::layout::{reading_height, text_sizes, Rect};
use paint::text_layout::{lay_out, Align};
use shell::name_entry::NameEntry;
use shell::touch;
use shell::Frame;

/// The frame of the next level to play on the course map (gold).
const NEXT_LEVEL: Color = Color::new(0.95, 0.7, 0.0, 1.0);

/// The course map's frames: its input and drawing.
#[easy_ext::ext(CourseScreen)]
impl TableScreen<School> {
    /// The learner: the first player's name on the setup screen, or the guest
    /// ([`school::progress::GUEST`], said by [`learner_name`]).
    pub fn learner(&self) -> String {
        let names = self.learners();
        names[self.room.learner_index % names.len()].clone()
    }

    /// Everybody who can learn: the players' names on the setup screen, everybody with
    /// stars already, and a guest. One child, one name, one set of stars.
    /// Writes the stars, joined with what another window on the same data folder wrote
    /// meanwhile (its learners come in too); the chosen learner stays chosen.
    pub fn save_progress(&mut self) {
        let chosen = self.learners().get(self.room.learner_index).cloned();
        if let Err(e) = self.room.progress.save_merged(&self.cfg.data_dir) {
            let file = base::save::progress::path(&self.cfg.data_dir);
            let why = base::platform::WriteError::of(&e);
            let said = words::say(self.lang, &why.not_written(&file.display().to_string()));
            self.notice = Some(said);
        }
        if let Some(at) = chosen.and_then(|c| self.learners().iter().position(|n| *n == c)) {
            self.room.learner_index = at;
        }
    }

    pub fn learners(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .room
            .names
            .iter()
            .map(|s| s.trim().to_string())
            .filter(|n| !n.is_empty())
            .collect();
        for n in self.room.progress.learners.keys() {
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

    /// Where the course map's things go in a `w` × `h` window (`course_map.rs`).
    pub fn map_layout(&self, w: f32, h: f32) -> MapLayout {
        let pen = Pen { font: &self.font };
        let head = if self.room.map.chess_part {
            ::words::say(self.lang, &ChessSchoolMsg::Title)
        } else {
            self.school_text(SchoolMsg::Title)
        };
        let learner = learner_name(self.lang, &self.learner());
        // The learner's keys (▲▼) left out on a touch screen: a tap on the name does it.
        // (The name itself may hold brackets: the words are stripped round a stand-in.)
        let stand_in = "\u{1}";
        let who = touch::label(self.school_text(SchoolMsg::Learner(stand_in.into())))
            .replace(stand_in, &learner);
        let courses: Vec<(String, usize)> = self
            .map_rows()
            .into_iter()
            .map(|(title, levels)| (title, levels.len()))
            .collect();
        let words = crate::school::course_map::MapWords {
            heading: format!("{head} · {who}"),
            new_name: self.new_name_label(),
            tabs: self.tab_labels(),
            buttons: self.course_labels(),
            notice: self.map_notice(),
        };
        crate::school::course_map::layout(&pen, &words, &courses, w, h)
    }

    /// The course map's buttons at the bottom right: the class page, "how fast?", Back.
    pub fn course_buttons(&self, w: f32, h: f32) -> [Rect; 3] {
        self.map_layout(w, h).buttons
    }

    /// The course map's *+ New name* button.
    pub fn new_learner_rect(&self, w: f32, h: f32) -> Rect {
        self.map_layout(w, h).new_name
    }

    /// The course map's rows in the part on show: each course's title and its levels'
    /// progress ids (the track's courses, or the chess school's).
    pub fn map_rows(&self) -> Vec<(String, Vec<String>)> {
        if self.room.map.chess_part {
            self.room
                .chess_courses
                .iter()
                .map(|c| {
                    (
                        base::said::chess_course_title(self.lang, &c.id),
                        c.levels
                            .iter()
                            .map(crate::school::chess_lesson::progress_id)
                            .collect(),
                    )
                })
                .collect()
        } else {
            self.room
                .courses
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

    /// The course map's tabs under the heading: the track's courses, the chess
    /// school's.
    pub fn tab_rects(&self, w: f32, h: f32) -> [Rect; 2] {
        self.map_layout(w, h).tabs
    }

    /// Shows the track's courses or the chess school's on the course map.
    pub fn show_part(&mut self, chess: bool) {
        if self.room.map.chess_part != chess {
            self.room.map.chess_part = chess;
            self.room.map.course_focus = 0;
            self.room.map.course_keys = false;
        }
    }

    /// The rectangles of the course map's level buttons: (course, level, rect).
    pub fn level_rects(&self, w: f32, h: f32) -> Vec<(usize, usize, Rect)> {
        self.map_layout(w, h).level_rects()
    }

    /// One frame of the course map: arrows and Enter, or a click on a level; Esc back.
    pub fn update_courses(&mut self, frame: &Frame) {
        if self.room.map.race {
            if frame.pressed(KeyCode::Escape)
                || frame.pressed(KeyCode::Enter)
                || frame.pressed(KeyCode::F)
                || frame.clicked()
            {
                self.room.map.race = false;
            }
            return;
        }
        if self.update_new_learner(frame) {
            return;
        }
        if frame.pressed(KeyCode::F) {
            self.room.map.race = true;
            return;
        }
        if frame.pressed(KeyCode::C) {
            self.open_class(frame);
            return;
        }
        let (w, h) = frame.size;
        let lay = self.map_layout(w, h);
        let clicked = frame.clicked();
        let (mx, my) = frame.mouse;
        if clicked {
            // The pointer chooses: the keys' focus ring goes until the keys come back.
            self.room.map.course_keys = false;
        }
        if !self.room.map.course_keys {
            // Until the keys move it, the focus is the next level (its gold frame).
            if let Some(next) = self.next_level() {
                self.room.map.course_focus = next;
            }
        }
        if clicked && lay.read_to_me.contains(mx, my) {
            self.room.reads = crate::school::read_aloud::switched_school(self.room.reads);
            return;
        }
        if frame.pressed(KeyCode::N) || (clicked && lay.new_name.contains(mx, my)) {
            self.room.new_learner = Some(NameEntry::new("", school::progress::NAME_MAX));
            return;
        }
        let up = frame.pressed(KeyCode::Up);
        if up || frame.pressed(KeyCode::Down) || (clicked && lay.learner.contains(mx, my)) {
            // The next (or previous) learner; a tap on the name does the same.
            let n = self.learners().len().max(1);
            self.room.learner_index = if up {
                (self.room.learner_index + n - 1) % n
            } else {
                (self.room.learner_index + 1) % n
            };
            return;
        }
        let [class, race, back] = lay.buttons;
        let on = |r: Rect| clicked && r.contains(mx, my);
        let [track_tab, chess_tab] = lay.tabs;
        if on(track_tab) || frame.pressed(KeyCode::PageUp) {
            self.show_part(false);
            return;
        }
        if on(chess_tab) || frame.pressed(KeyCode::PageDown) {
            self.show_part(true);
            return;
        }
        if frame.pressed(KeyCode::Escape) || on(back) {
            self.back_to_start();
            return;
        }
        if on(race) {
            self.room.map.race = true;
            return;
        }
        if on(class) {
            self.open_class(frame);
            return;
        }
        let rects = lay.level_rects();
        // The focus goes round the levels, then the two tabs; its ring shows once the
        // keys move it.
        let levels = rects.len();
        let n = levels + 2;
        let mut f = self.room.map.course_focus.min(n - 1);
        if frame.pressed(KeyCode::Right) || frame.pressed(KeyCode::Tab) {
            f = (f + 1) % n;
            self.room.map.course_keys = true;
        }
        if frame.pressed(KeyCode::Left) {
            f = (f + n - 1) % n;
            self.room.map.course_keys = true;
        }
        self.room.map.course_focus = f;
        let mut pick = None;
        if frame.pressed(KeyCode::Enter) || frame.pressed(KeyCode::KpEnter) {
            if f >= levels {
                let chess = f == levels + 1;
                self.show_part(chess);
                // The focus stays on the tab just chosen.
                self.room.map.course_focus = self.level_rects(w, h).len() + usize::from(chess);
                self.room.map.course_keys = true;
                return;
            }
            pick = rects.get(f).map(|(c, l, _)| (*c, *l));
        }
        if frame.clicked() {
            let (mx, my) = frame.mouse;
            pick = rects
                .iter()
                .find(|(_, _, r)| r.contains(mx, my))
                .map(|(c, l, _)| (*c, *l));
        }
        match pick {
            Some((c, l)) if self.room.map.chess_part => self.start_chess_lesson(c, l),
            Some((c, l)) => self.start_lesson(c, l),
            None => {}
        }
    }

    /// Draws the course map: each course with its levels and the stars earned, the next
    /// level framed in gold (and, once the keys move it, the focus's ring: one frame
    /// where they are the same level).
    pub fn draw_courses(&self, pen: &Pen, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        let small = text_sizes(reading_height(w, h)).1;
        let lay = self.map_layout(w, h);
        let learner = self.learner();
        pen.lines(&lay.heading, INK);
        let label = self.new_name_label();
        draw_button(
            pen,
            lay.new_name,
            &label,
            lay.label_size,
            self.room.new_learner.is_some(),
        );
        crate::school::read_aloud::draw_school_switch(self.room.reads, lay.read_to_me);
        let rows = self.map_rows();
        for row in &lay.rows {
            pen.lines(&row.title, INK);
        }
        let next = self.next_level();
        let levels: Vec<(usize, usize, Rect)> = lay.level_rects();
        if let Some((_, _, r)) = next.and_then(|i| levels.get(i)) {
            let pad = small * 0.25;
            draw_rectangle(
                r.x - pad,
                r.y - pad,
                r.w + 2.0 * pad,
                r.h + 2.0 * pad,
                NEXT_LEVEL,
            );
        }
        for (c, row) in lay.rows.iter().enumerate() {
            for (l, (r, badge)) in row.levels.iter().enumerate() {
                let got = self.room.progress.stars(&learner, &rows[c].1[l]);
                crate::school::level_button::draw_level_button(pen, *r, l + 1, got, badge);
            }
        }
        if self.room.map.course_keys && next != Some(self.room.map.course_focus) {
            let focused = levels
                .get(self.room.map.course_focus)
                .map(|(_, _, r)| *r)
                .or_else(|| {
                    lay.tabs
                        .get(self.room.map.course_focus - levels.len())
                        .copied()
                });
            if let Some(r) = focused {
                draw_focus_ring(r);
            }
        }
        let buttons = lay.buttons;
        for (i, (r, label)) in lay.tabs.iter().zip(self.tab_labels()).enumerate() {
            draw_button(
                pen,
                *r,
                &label,
                lay.label_size,
                (i == 1) == self.room.map.chess_part,
            );
        }
        // The notice in its band above the buttons (`course_map.rs`).
        pen.lines(&lay.notice, INK);
        for (r, label) in buttons.iter().zip(self.course_labels()) {
            draw_button(pen, *r, &label, lay.label_size, false);
        }
        if self.room.map.race {
            self.draw_race(pen, w, h);
        }
        if let Some(entry) = &self.room.new_learner {
            let prompt = words::say(self.lang, &NameEntryMsg::Learner);
            let [done, cancel] = name_entry_buttons(self.lang);
            entry.draw(pen, &prompt, [&done, &cancel], w, h);
        }
    }
}

/// The private steps of [`CourseScreen`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The labels of the course map's buttons at the bottom right.
    fn course_labels(&self) -> [String; 3] {
        [
            self.school_text(SchoolMsg::ClassButton),
            self.t(Msg::CourseRace),
            self.t(Msg::CourseBack),
        ]
        .map(touch::label)
    }

    /// The course map's "+ New name" button's words (without its key on a touch screen).
    fn new_name_label(&self) -> String {
        touch::label(self.school_text(SchoolMsg::NewName))
    }

    /// The course map's notice: the stars kept aside, and what could not be saved, one
    /// under the other.
    fn map_notice(&self) -> String {
        let kept = self
            .room
            .progress_note
            .as_ref()
            .map(|name| self.school_text(SchoolMsg::ProgressKept(name.clone())));
        kept.into_iter()
            .chain(self.notice.clone())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The labels of the tabs.
    fn tab_labels(&self) -> [String; 2] {
        [ChessSchoolMsg::TabTrack, ChessSchoolMsg::TabChess].map(|m| ::words::say(self.lang, &m))
    }

    /// The next level to play: the first one of the part on show without stars (as an
    /// index into [`Self::level_rects`]).
    fn next_level(&self) -> Option<usize> {
        let learner = self.learner();
        self.map_rows()
            .iter()
            .flat_map(|(_, levels)| levels)
            .position(|id| self.room.progress.stars(&learner, id) == 0)
    }

    /// A new learner's name in the name box (`shell/name_entry.rs`): *Done* keeps it
    /// and chooses that learner, *Cancel* drops it, a tap elsewhere keeps it and goes on.
    /// Returns whether the frame was the name box's.
    fn update_new_learner(&mut self, frame: &Frame) -> bool {
        let Some(entry) = self.room.new_learner.as_mut() else {
            return false;
        };
        let Some((typed, go_on)) = entry.update(frame).ended() else {
            return true;
        };
        self.room.new_learner = None;
        if let Some(kept) = typed.and_then(|t| self.room.progress.add_learner(&t)) {
            self.save_progress();
            self.room.learner_index = self.learners().iter().position(|n| *n == kept).unwrap_or(0);
        }
        !go_on
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
        let laps = school::laps(self.table.state.board());
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
