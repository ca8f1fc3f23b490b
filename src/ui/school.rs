//! The piece school in the window: the start screen (Play, Learn, Rules, Quit), the
//! course map with the stars earned, and playing a level on the real track: the same
//! clicks as the game, step by step on, every mistake explained, stars at the end.

use super::draw::*;
use super::i18n::{data_text, school_text, Msg, SchoolMsg};
use super::layout::{reading_height, text_sizes, Rect};
use super::panel::Hint;
use super::shell::dialog::{self, Dialog};
use super::text_layout::{lay_out, Align, Measure};
use super::{Screen, TrackScreen};
use crate::save::progress::ProgressFile;
use macroquad::prelude::*;
use school::{solve, AttemptStep, Goal, Level};
use track::geometry::Square;
use track::{Command, Event};

/// The course map's first row starts this fraction of the height down…
const MAP_TOP: f32 = 0.15;
/// …and the rows fill this fraction of it.
const MAP_ROWS: f32 = 0.75;
/// A level's button is this fraction of its course's row high.
const LEVEL_HEIGHT: f32 = 0.82;

/// The frame of the next level to play on the course map (gold).
const NEXT_LEVEL: Color = Color::new(0.95, 0.7, 0.0, 1.0);

/// The course map's "new name" button, at the top right.
fn new_learner_rect(w: f32, h: f32) -> Rect {
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

/// `won` after "Show me" reached the goal (no stars).
const SHOWN: u8 = u8::MAX;
/// Seconds between the moves of "Show me".
const SHOW_STEP: f32 = 1.0;

/// A level being played.
pub(super) struct LessonRun {
    /// The course's index.
    pub(super) course: usize,
    /// The level's index in its course.
    pub(super) level: usize,
    /// The try at the level (its game, rolls and stars landed on).
    pub(super) attempt: school::Attempt,
    /// The stars earned, once the level is won.
    pub(super) won: Option<u8>,
    /// "Show me": the solution, the next move, and the time since the last.
    pub(super) showing: Option<(Vec<Command>, usize, f32)>,
    /// The game for the next roll, once the events of this one are shown.
    pub(super) next: Option<track::State>,
    /// The rolls played so far (kept after each, see `lesson_save`).
    pub(super) commands: Vec<Command>,
    /// The squares clicked so far in a level of squares to find.
    pub(super) picks: Vec<Square>,
    /// The keyboard's square in a level of squares to find.
    pub(super) cursor: Option<Square>,
}

impl TrackScreen {
    pub(super) fn school_text(&self, m: SchoolMsg) -> String {
        school_text(self.lang, &m)
    }

    /// The learner: the first player's name on the setup screen, or "Gast"/"Guest".
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
        let guest = self.school_text(SchoolMsg::Guest);
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

    /// The rectangles of the course map's level buttons: (course, level, rect).
    pub(super) fn level_rects(&self, w: f32, h: f32) -> Vec<(usize, usize, Rect)> {
        let (ts, _) = text_sizes(reading_height(w, h));
        let mut out = vec![];
        let row = course_row(h, self.courses.len());
        let most = self
            .courses
            .iter()
            .map(|c| c.levels.len())
            .max()
            .unwrap_or(1) as f32;
        let bw = ((w * 0.66 - ts * 0.3 * most) / most).min(ts * 5.0);
        for (c, course) in self.courses.iter().enumerate() {
            let y = h * MAP_TOP + c as f32 * row;
            for (l, _) in course.levels.iter().enumerate() {
                out.push((
                    c,
                    l,
                    Rect {
                        x: w * 0.3 + l as f32 * (bw + ts * 0.3),
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
            self.new_learner = Some(String::new());
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
        let n = rects.len().max(1);
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
            pick = rects.get(f).map(|(c, l, _)| (*c, *l));
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            pick = rects
                .iter()
                .find(|(_, _, r)| r.contains(mx, my))
                .map(|(c, l, _)| (*c, *l));
        }
        if let Some((c, l)) = pick {
            self.start_lesson(c, l);
        }
    }

    /// Typing a new learner's name: letters, Backspace, Enter keeps it (and chooses
    /// that learner), Esc drops it. Returns whether the frame was the name's.
    fn update_new_learner(&mut self) -> bool {
        let Some(name) = self.new_learner.as_mut() else {
            return false;
        };
        while let Some(c) = get_char_pressed() {
            if !c.is_control() && name.chars().count() < school::progress::NAME_MAX {
                name.push(c);
            }
        }
        if is_key_pressed(KeyCode::Backspace) {
            name.pop();
        }
        if is_key_pressed(KeyCode::Escape) {
            self.new_learner = None;
        } else if is_key_pressed(KeyCode::Enter) || is_key_pressed(KeyCode::KpEnter) {
            let typed = self.new_learner.take().unwrap_or_default();
            if let Some(kept) = self.progress.add_learner(&typed) {
                if let Err(e) = self.progress.save(&self.cfg.data_dir) {
                    self.notice = Some(e.to_string());
                }
                self.learner_index = self.learners().iter().position(|n| *n == kept).unwrap_or(0);
            }
        }
        true
    }

    /// Draws the course map: each course with its levels and the stars earned.
    pub(super) fn draw_courses(&self, pen: &Pen, w: f32, h: f32) {
        clear_background(PAPER);
        let (ts, small) = text_sizes(reading_height(w, h));
        let learner = self.learner();
        let head = self.school_text(SchoolMsg::Title);
        let who = match &self.new_learner {
            Some(typed) => self.school_text(SchoolMsg::Typing(typed.clone())),
            None => self.school_text(SchoolMsg::Learner(learner.clone())),
        };
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
        let label = if self.new_learner.is_some() {
            self.school_text(SchoolMsg::NameDone)
        } else {
            self.school_text(SchoolMsg::NewName)
        };
        let lsize = pen.fitting(&label, small, nr.w - small * 0.6);
        draw_button(pen, nr, &label, lsize, self.new_learner.is_some());
        let row = course_row(h, self.courses.len());
        for (c, course) in self.courses.iter().enumerate() {
            let y = h * MAP_TOP + c as f32 * row + row * 0.41;
            let title = data_text(self.lang, &course.title);
            // The course's title in its row, beside its levels.
            let room = row * LEVEL_HEIGHT;
            let b = lay_out(pen, title, w * 0.24, room, ts, small);
            let top = y - row * 0.41 + (room - b.height()) / 2.0;
            pen.block(&b, w * 0.05, w * 0.24, top, Align::Left, INK);
        }
        // The next level: the first one without stars, framed in gold.
        let next = self.level_rects(w, h).into_iter().find(|(c, l, _)| {
            self.progress
                .stars(&learner, &self.courses[*c].levels[*l].id)
                == 0
        });
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
            let level = &self.courses[c].levels[l];
            let got = self.progress.stars(&learner, &level.id);
            super::level_button::draw_level_button(pen, r, l + 1, got, small);
            if i == self.course_focus {
                draw_focus_ring(r);
            }
        }
        let keys = match &self.progress_note {
            Some(name) => self.school_text(SchoolMsg::ProgressKept(name.clone())),
            None => self.school_text(SchoolMsg::MapKeys),
        };
        let buttons = self.course_buttons(w, h);
        let room = buttons[0].x - w * 0.05 - small;
        let ksize = pen.fitting(&keys, small, room);
        let kblock = crate::ui::text_layout::lay_out(pen, &keys, room, small * 2.6, small, small);
        let ky = buttons[0].y + buttons[0].h / 2.0 - kblock.height() / 2.0;
        // The key legend only where it fits whole (the buttons say the rest).
        if kblock.pages() == 1 {
            for (i, l) in kblock.page(0).iter().enumerate() {
                let lh = kblock.line_height();
                pen.left(
                    l,
                    w * 0.05,
                    ky + lh * (i as f32 + 0.5),
                    ksize.max(kblock.size),
                    INK,
                );
            }
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

    /// The level being played.
    fn lesson_level(&self) -> Option<&Level> {
        let run = self.lesson.as_ref()?;
        self.courses.get(run.course)?.levels.get(run.level)
    }

    /// Starts a level: its pieces on the track, step by step on.
    pub(super) fn start_lesson(&mut self, course: usize, level: usize) {
        let Some(attempt) = self
            .courses
            .get(course)
            .and_then(|c| c.levels.get(level))
            .and_then(school::Attempt::new)
        else {
            return;
        };
        let state = attempt.state().clone();
        self.bots = state.setup().seats.iter().map(|_| None).collect();
        self.shown = state.clone();
        self.state = state;
        self.save = None;
        self.queue.clear();
        self.playing = None;
        self.interaction.reset();
        self.interaction.step_mode = true;
        self.messages.clear();
        self.trails.clear();
        self.refusal = None;
        self.lesson = Some(LessonRun {
            course,
            level,
            attempt,
            won: None,
            showing: None,
            next: None,
            commands: vec![],
            picks: vec![],
            cursor: None,
        });
        self.keep_lesson();
        self.started = false;
        self.go_to(Screen::Game);
    }

    /// Plays a command of the level: its events are shown, then the next roll is set
    /// up, or the level is won (the stars are recorded; none after "Show me").
    pub(super) fn send_lesson(&mut self, cmd: Command) {
        let Some(run) = self.lesson.as_mut() else {
            return;
        };
        match run.attempt.play(&cmd) {
            Ok((step, events)) => {
                run.commands.push(cmd);
                // A level's roll is not a turn: no hand-over, no other player.
                self.queue.extend(
                    events
                        .into_iter()
                        .filter(|e| !matches!(e, Event::TurnStarted { .. })),
                );
                match step {
                    AttemptStep::GoesOn => run.next = Some(run.attempt.state().clone()),
                    AttemptStep::OutOfDice => run.won = Some(0),
                    AttemptStep::Won(got) => {
                        self.interaction.reset();
                        self.lesson_won(got);
                        self.keep_lesson();
                        return;
                    }
                }
                self.keep_lesson();
            }
            Err(e) => self
                .messages
                .push_front(super::i18n::refusal(self.lang, &e)),
        }
        self.interaction.reset();
    }

    /// The level is won: the stars are recorded (none after "Show me").
    pub(super) fn lesson_won(&mut self, got: u8) {
        let learner = self.learner();
        let Some(run) = self.lesson.as_mut() else {
            return;
        };
        let id = self
            .courses
            .get(run.course)
            .and_then(|c| c.levels.get(run.level))
            .map(|l| l.id.clone())
            .unwrap_or_default();
        // "Next level" after stars; "Try again" after "Show me" or when the dice ran out.
        let shown = run.showing.is_some();
        self.end_focus = if shown || got == 0 { 1 } else { 0 };
        if run.showing.take().is_some() {
            // The engine showed the way: no stars for that.
            run.won = Some(SHOWN);
        } else {
            run.won = Some(got);
            self.progress.record(&learner, &id, got);
            if let Err(e) = self.progress.save(&self.cfg.data_dir) {
                self.notice = Some(e.to_string());
            }
        }
    }

    /// One frame of a level beyond the game's own input: the next roll once the last is
    /// shown, "Show me", and the won screen. Returns whether the frame is handled.
    pub(super) fn update_lesson(&mut self, dt: f32) -> bool {
        let Some(run) = self.lesson.as_mut() else {
            return false;
        };
        if run.won.is_some() {
            let (c, l) = (run.course, run.level);
            let mut focus = self.end_focus.min(2);
            let chosen = self.won_dialog().and_then(|d| dialog::ask(&d, &mut focus));
            self.end_focus = focus;
            match chosen {
                Some(0) => {
                    let next = if l + 1 < self.courses[c].levels.len() {
                        Some((c, l + 1))
                    } else if c + 1 < self.courses.len() {
                        Some((c + 1, 0))
                    } else {
                        None
                    };
                    match next {
                        Some((c, l)) => self.start_lesson(c, l),
                        None => self.end_lesson(),
                    }
                }
                Some(1) => self.start_lesson(c, l),
                Some(2) => self.end_lesson(),
                _ => {}
            }
            return true;
        }
        if self.playing.is_none() && self.queue.is_empty() {
            if let Some(next) = run.next.take() {
                self.shown = next.clone();
                self.state = next;
                self.interaction.reset();
            }
        }
        let finding = self.finding_squares();
        let Some(run) = self.lesson.as_mut() else {
            return false;
        };
        let (c, l) = (run.course, run.level);
        if let Some((sol, i, t)) = &mut run.showing {
            *t += dt;
            let due = *t >= SHOW_STEP;
            if due && finding {
                *t = 0.0;
                self.update_find_squares(true);
            } else if due && self.playing.is_none() && self.queue.is_empty() {
                *t = 0.0;
                if let Some(cmd) = sol.get(*i).cloned() {
                    *i += 1;
                    self.send(cmd);
                }
            }
            return true;
        }
        if is_key_pressed(KeyCode::Escape) {
            self.end_lesson();
            return true;
        }
        if is_key_pressed(KeyCode::R) {
            self.start_lesson(c, l);
            return true;
        }
        if self.update_find_squares(false) {
            return true;
        }
        if is_key_pressed(KeyCode::Z) {
            self.lesson_again(true);
            return true;
        }
        false
    }

    /// The level on show again; with `show`, the engine's optimal solution plays it
    /// ("Show me", no stars).
    pub(super) fn lesson_again(&mut self, show: bool) {
        let Some((c, l)) = self.lesson.as_ref().map(|run| (run.course, run.level)) else {
            return;
        };
        self.start_lesson(c, l);
        if !show {
            return;
        }
        if let Some(level) = self.lesson_level() {
            let sol = solve::solution(level).unwrap_or_default();
            if let Some(run) = self.lesson.as_mut() {
                run.showing = Some((sol, 0, 0.0));
            }
            self.keep_lesson();
        }
    }

    /// Leaves the level for the course map.
    pub(super) fn end_lesson(&mut self) {
        self.lesson = None;
        self.keep_lesson();
        self.go_to(Screen::Courses);
    }

    /// The lines of the panel during a level: title, goal, rolls and par, keys. The goal
    /// and the score always show; the title and the keys where there is room.
    pub(super) fn lesson_lines(&self) -> Vec<Hint> {
        let (Some(run), Some(level)) = (self.lesson.as_ref(), self.lesson_level()) else {
            return vec![];
        };
        let (title, goal) = (
            data_text(self.lang, &level.title),
            data_text(self.lang, &level.goal_text),
        );
        let found = run.attempt.found().len();
        vec![
            Hint::useful(title),
            Hint::must(goal),
            Hint::must(self.school_text(if level.goal == Goal::EverySquare {
                SchoolMsg::Found {
                    found,
                    of: level.par,
                    clicks: run.attempt.rolls(),
                }
            } else {
                SchoolMsg::RollsSoFar {
                    rolls: run.attempt.rolls(),
                    par: level.par,
                }
            })),
            Hint::extra(self.school_text(SchoolMsg::LessonKeys)),
        ]
    }

    /// Draws the level's stars (and found squares) on the board, under any "why not?".
    pub(super) fn draw_lesson_marks(&self, pen: &Pen, w: f32, h: f32) {
        let (Some(run), Some(level)) = (self.lesson.as_ref(), self.lesson_level()) else {
            return;
        };
        let layout = super::layout::Layout::new(w, h, self.shown.board());
        self.draw_found_squares(pen, &layout);
        let star_squares: Vec<[u8; 2]> = match &level.goal {
            Goal::Stars { stars } => stars.clone(),
            Goal::Reach { square, .. } => vec![*square],
            _ => vec![],
        };
        for (i, xy) in star_squares.iter().enumerate() {
            if run.attempt.collected() & (1 << i) != 0 {
                continue;
            }
            let r = layout.square_rect(Square::new(xy[0], xy[1]));
            let (cx, cy) = r.center();
            pen.center("★", cx, cy, r.w * 0.95, Color::new(0.95, 0.7, 0.0, 1.0));
            pen.center("☆", cx, cy, r.w * 0.95, INK);
        }
    }

    /// The won level's dialog: the level's own title (so the child sees what was just
    /// learnt), the stars and the score; Next level, Try again, Course map (safe).
    fn won_dialog(&self) -> Option<Dialog> {
        let (run, level) = (self.lesson.as_ref()?, self.lesson_level()?);
        let got = run.won?;
        let line = if got == SHOWN {
            self.school_text(SchoolMsg::Shown)
        } else if got == 0 {
            self.school_text(SchoolMsg::DiceUsedUp)
        } else {
            self.school_text(SchoolMsg::WellDone(
                "★".repeat(got as usize) + &"☆".repeat(3 - got as usize),
            ))
        };
        let score = self.school_text(SchoolMsg::Score {
            count: run.attempt.rolls(),
            par: level.par,
            clicks: level.goal == Goal::EverySquare,
        });
        Some(Dialog::new(
            data_text(self.lang, &level.title).to_string(),
            format!("{line}\n{score}"),
            vec![
                self.school_text(SchoolMsg::NextLevel),
                self.school_text(SchoolMsg::TryAgain),
                self.school_text(SchoolMsg::CourseMap),
            ],
            Some(2),
        ))
    }

    /// Once the level is won, the stars earned, over everything.
    pub(super) fn draw_lesson(&self, pen: &Pen, w: f32, h: f32) {
        if let Some(d) = self.won_dialog() {
            dialog::draw(pen, &d, self.end_focus.min(2), w, h);
        }
    }
}
