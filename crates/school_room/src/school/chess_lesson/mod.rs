//! Playing a level of the chess school (issue 34) on the real chess board: clicks or
//! the arrows and Enter, every wrong try explained in the child's words, the other
//! side's searched replies, *Show me*, *Try again*, the won box and the stars. The
//! rules of a level are the `chess_school` crate's; here it is shown and played. The
//! course map holds the chess courses beside the track courses (`course_screen.rs`).

pub(crate) mod kept;
pub use kept::ChessLessonSave;

/// Whether kept steps play again on a fresh try at their level, as the school plays
/// them when the level opens (`chess-lesson.json`; for the fuzz rounds of `tests/it`).
pub fn kept_tries_replay(
    attempt: &mut chess_school::ChessAttempt,
    steps: &[kept::KeptTry],
) -> bool {
    kept::replay(attempt, steps).is_ok()
}
mod panel_words;
mod promotion;
pub(crate) mod run;
pub mod texts;
#[cfg(test)]
mod texts_tests;
pub(crate) mod view;

use crate::SchoolPage;
use run::refused_mark;
pub use run::{progress_id, ChessLessonRun, Tone};
pub use view::LessonLayout;

use crate::prelude::*;
use crate::school::lesson::SHOWN;
use crate::{School, Screen, TableScreen};
use ::chess::Square;
use chess_school::prove::prove;
use chess_school::{ChessAttempt, ChessGoal, ChessLevel, Step, Try};
use macroquad::prelude::*;
use shell::dialog::{self, Dialog};
use shell::keys;
use shell::Frame;
use texts::{local_san, ChessSchoolMsg};

/// Seconds the learner's move shows before the other side's answer.
const REPLY_PAUSE: f32 = 0.7;
/// Seconds between the steps of "Show me".
const SHOW_STEP: f32 = 1.0;
/// Seconds the winning position shows before the won box.
const WON_PAUSE: f32 = 0.9;

/// Playing a level of the chess school.
#[easy_ext::ext(ChessLessonPlay)]
impl TableScreen<School> {
    /// Opens the chess level with this id (from the chess screen), if there is one.
    pub fn open_chess_level(&mut self, id: &str) {
        self.room.map.chess_part = true;
        if let Some((c, l)) = chess_school::find_level(&self.room.chess_courses, id) {
            self.start_chess_lesson(c, l);
        }
    }

    /// The chess level being played.
    pub fn chess_level(&self) -> Option<&ChessLevel> {
        let run = self.room.chess_lesson.as_ref()?;
        self.room
            .chess_courses
            .get(run.course)?
            .levels
            .get(run.level)
    }

    /// Starts a chess level where the learner's try at it stands: its position on the
    /// board, or the position and tries the learner left it with (`kept.rs`).
    pub fn start_chess_lesson(&mut self, course: usize, level: usize) {
        self.open_chess_lesson(course, level, true);
    }

    /// Leaves the level for the course map (its chess courses on show).
    pub fn end_chess_lesson(&mut self) {
        self.keep_no_chess_level();
        if let Some(run) = self.room.chess_lesson.take() {
            // The focus on the level just left.
            let before: usize = self.room.chess_courses
                [..run.course.min(self.room.chess_courses.len())]
                .iter()
                .map(|c| c.levels.len())
                .sum();
            self.room.map.course_focus = before + run.level;
        }
        self.room.map.chess_part = true;
        self.go_to(Screen::Own(SchoolPage::Courses));
    }

    /// One frame of a chess level.
    pub fn update_chess_lesson(&mut self, frame: &Frame) {
        let Some(run) = self.room.chess_lesson.as_ref() else {
            self.go_to(Screen::Own(SchoolPage::Courses));
            return;
        };
        let (c, l) = (run.course, run.level);
        if run.won.is_some() && run.pause > 0.0 {
            if let Some(run) = self.room.chess_lesson.as_mut() {
                run.pause -= frame.dt;
            }
            return;
        }
        if run.won.is_some() {
            let mut focus = self.end_focus.min(2);
            let chosen = self
                .chess_won_dialog()
                .and_then(|d| dialog::ask(frame, &d, &mut focus));
            self.end_focus = focus;
            match chosen {
                Some(0) => match self.next_chess_level(c, l) {
                    Some((c, l)) => self.start_chess_lesson(c, l),
                    None => self.end_chess_lesson(),
                },
                Some(1) => {
                    self.start_chess_lesson_afresh(c, l);
                    self.keep_chess_try();
                }
                Some(2) => self.end_chess_lesson(),
                _ => {}
            }
            return;
        }
        if run.before_reply.is_some() {
            if let Some(run) = self.room.chess_lesson.as_mut() {
                if let Some((_, _, t)) = run.before_reply.as_mut() {
                    *t -= frame.dt;
                    if *t <= 0.0 {
                        run.before_reply = None;
                    }
                }
            }
            return;
        }
        if let Some(mv) = run.promoting {
            let d = promotion::picker(self.lang);
            let mut focus = self.end_focus.min(d.buttons.len() - 1);
            let chosen = dialog::ask(frame, &d, &mut focus);
            self.end_focus = focus;
            if let Some(i) = chosen {
                self.end_focus = 0;
                if let Some(run) = self.room.chess_lesson.as_mut() {
                    run.promoting = None;
                }
                // "Another move": no move, and the pawn stays chosen.
                if let Some(m) = promotion::chosen(mv, i) {
                    if let Some(run) = self.room.chess_lesson.as_mut() {
                        run.selected = None;
                    }
                    self.chess_try(Try::Move(m));
                }
            }
            return;
        }
        if run.showing.is_some() {
            self.step_show_me(frame.dt);
            if keys::pressed(frame, keys::Action::Back) {
                self.start_chess_lesson(c, l);
            }
            return;
        }
        let (w, h) = frame.size;
        let lay = self.chess_lesson_layout(w, h);
        let clicked = frame.clicked();
        let (mx, my) = frame.mouse;
        let on = |r: paint::layout::Rect| clicked && r.contains(mx, my);
        let [show, again, map] = lay.buttons;
        if keys::pressed(frame, keys::Action::Back) || on(map) {
            self.end_chess_lesson();
            return;
        }
        if frame.pressed(KeyCode::R) || on(again) {
            // The position again; the mistakes so far still count.
            if let Some(run) = self.room.chess_lesson.as_mut() {
                run.attempt.restart();
                run.kept.push(kept::KeptTry::Again);
                run.selected = run.attempt.level().touched;
                run.hinted = None;
                run.refused = None;
                run.said = None;
                run.before_reply = None;
            }
            self.keep_chess_try();
            return;
        }
        if frame.pressed(KeyCode::Z) || on(show) {
            self.show_me();
            return;
        }
        if keys::pressed(frame, keys::Action::Hint) {
            self.chess_hint();
            return;
        }
        if let Some(i) = lay.answers.iter().position(|r| on(*r)) {
            self.chess_try(Try::Answer(i));
            return;
        }
        if !lay.answers.is_empty() {
            self.answer_keys(frame, lay.answers.len());
            return;
        }
        if clicked {
            if let Some(sq) = lay.chess.square_at(mx, my) {
                if let Some(run) = self.room.chess_lesson.as_mut() {
                    run.keyboard = false;
                    run.cursor = sq;
                }
                self.chess_square(sq);
            }
            return;
        }
        self.board_keys(frame, &lay);
    }

    /// Plays a try and says what it did.
    pub fn chess_try(&mut self, t: Try) {
        let lang = self.lang;
        let Some(run) = self.room.chess_lesson.as_mut() else {
            return;
        };
        let mover = run.attempt.board().side_to_move();
        let stars_before = run.attempt.stars_left().len();
        let before = run.attempt.game();
        run.refused = None;
        run.selected = None;
        run.hinted = None;
        let step = run.attempt.play(t);
        if run.showing.is_none() {
            run.kept.push(kept::KeptTry::of(t));
        }
        match step {
            Step::GoesOn(Some((_, san))) => {
                // The learner's move shows first, then the answer.
                if let Try::Move(mv) = t {
                    let mut shown = before.clone();
                    if shown.play(&::chess::Command::Move(mv)).is_ok() {
                        run.before_reply = Some((shown, mv, REPLY_PAUSE));
                    }
                }
                run.said = Some((
                    ChessSchoolMsg::Reply(!mover, local_san(lang, &san)),
                    Tone::Good,
                ));
            }
            Step::GoesOn(None) => {
                let left = run.attempt.stars_left().len();
                run.said =
                    (left < stars_before).then_some((ChessSchoolMsg::Star(left), Tone::Good));
            }
            Step::Played(w) => run.said = Some((ChessSchoolMsg::Wrong(w, mover), Tone::Plain)),
            Step::Found(sq) => run.said = Some((ChessSchoolMsg::Found(sq), Tone::Good)),
            Step::Won(stars) => {
                run.said = Some((ChessSchoolMsg::Good, Tone::Good));
                self.chess_won(stars);
            }
            Step::Wrong(w) => {
                run.refused = refused_mark(&w, t, run.attempt.level());
                run.said = Some((ChessSchoolMsg::Wrong(w, mover), Tone::Wrong));
            }
        }
        self.keep_chess_try();
    }

    /// "Show me": the level from its start, the search's way played step by step.
    pub fn show_me(&mut self) {
        let Some((c, l)) = self.room.chess_lesson.as_ref().map(|r| (r.course, r.level)) else {
            return;
        };
        let Some(proof) = self.chess_level().and_then(|lv| prove(lv).ok()) else {
            return;
        };
        // The way is shown from the level's start; the learner's own try stays kept
        // until the show reaches the goal.
        self.start_chess_lesson_afresh(c, l);
        if let Some(run) = self.room.chess_lesson.as_mut() {
            run.showing = Some((proof, 0, 0.0));
        }
        self.keep_chess_try();
    }

    /// The won level's box: the level's title, the stars and the score; Next level,
    /// Try again, Course map (safe).
    pub fn chess_won_dialog(&self) -> Option<Dialog> {
        let run = self.room.chess_lesson.as_ref()?;
        let level = self.chess_level()?;
        let got = run.won.filter(|_| run.pause <= 0.0)?;
        let score = ::words::say(
            self.lang,
            &ChessSchoolMsg::Tries {
                tries: run.attempt.tries(),
                par: level.par,
            },
        );
        let title =
            base::said::chess_level_text(self.lang, &level.id, base::said::LevelPart::Title);
        Some(self.won_box(title, got, score))
    }
}

/// The private steps of [`ChessLessonPlay`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// Starts a chess level afresh: a new try once it is won, or *Show me*.
    fn start_chess_lesson_afresh(&mut self, course: usize, level: usize) {
        self.open_chess_lesson(course, level, false);
    }

    /// Opens a chess level, the learner's kept try at it resumed if `resume`.
    fn open_chess_lesson(&mut self, course: usize, level: usize, resume: bool) {
        let Some(l) = self
            .room
            .chess_courses
            .get(course)
            .and_then(|c| c.levels.get(level))
            .cloned()
        else {
            return;
        };
        let slip = texts::pawn_letter_is_a_slip(self.lang);
        let fresh = || ChessAttempt::new(&l).with_pawn_letter(slip);
        let mut attempt = fresh();
        let mut steps = if resume {
            self.kept_chess_steps(&l.id)
        } else {
            vec![]
        };
        if kept::replay(&mut attempt, &steps).is_err() {
            // Steps that no longer fit the level: it begins afresh.
            attempt = fresh();
            steps.clear();
        }
        let said = (!steps.is_empty()).then_some((ChessSchoolMsg::Resumed, Tone::Plain));
        let mut run = ChessLessonRun::new(course, level, attempt);
        // The touched piece is in the hand already.
        if let Some(touched) = l.touched {
            run.cursor = touched;
            run.selected = steps.is_empty().then_some(touched);
        }
        run.said = said;
        run.kept = steps;
        self.room.chess_lesson = Some(run);
        self.end_focus = 0;
        if resume {
            self.keep_chess_try();
        }
        self.go_to(Screen::Own(SchoolPage::ChessLesson));
    }

    /// The next level after the chess level (`course`, `level`), if any.
    fn next_chess_level(&self, course: usize, level: usize) -> Option<(usize, usize)> {
        if level + 1 < self.room.chess_courses.get(course)?.levels.len() {
            Some((course, level + 1))
        } else if course + 1 < self.room.chess_courses.len() {
            Some((course + 1, 0))
        } else {
            None
        }
    }

    /// The keys of a question: the arrows move the focus, Enter or 1–4 answers.
    fn answer_keys(&mut self, frame: &Frame, n: usize) {
        let Some(run) = self.room.chess_lesson.as_mut() else {
            return;
        };
        if let Some(d) = keys::tab_pressed(frame) {
            run.answer_focus =
                (run.answer_focus as i64 + i64::from(d)).rem_euclid(n as i64) as usize;
        } else if let Some((dx, dy)) = keys::arrow_pressed(frame) {
            let d = if dx + dy > 0 { 1 } else { n as i64 - 1 };
            run.answer_focus = (run.answer_focus as i64 + d).rem_euclid(n as i64) as usize;
        }
        let digit = [KeyCode::Key1, KeyCode::Key2, KeyCode::Key3, KeyCode::Key4]
            .iter()
            .take(n)
            .position(|k| frame.pressed(*k));
        let focus = run.answer_focus;
        if let Some(i) = digit {
            self.chess_try(Try::Answer(i));
        } else if keys::pressed(frame, keys::Action::Confirm) {
            self.chess_try(Try::Answer(focus));
        }
    }

    /// The keys on the board: the arrows walk the cursor (as seen from the bottom of
    /// the board), Enter clicks the square under it.
    fn board_keys(&mut self, frame: &Frame, lay: &LessonLayout) {
        let Some(run) = self.room.chess_lesson.as_mut() else {
            return;
        };
        if let Some(step) = keys::arrow_pressed(frame) {
            run.cursor = chess_board::step(&lay.chess, run.cursor, step);
            run.keyboard = true;
        } else if keys::pressed(frame, keys::Action::Confirm) {
            run.keyboard = true;
            let sq = run.cursor;
            self.chess_square(sq);
        }
    }

    /// A square clicked (or chosen by the keys): found, chosen, or the move's target.
    fn chess_square(&mut self, sq: Square) {
        if let Some(t) = self
            .room
            .chess_lesson
            .as_mut()
            .and_then(|run| run.choose(sq))
        {
            self.chess_try(t);
        }
    }

    /// H: the search's next step from where the try stands, shown and said. It costs
    /// no try.
    fn chess_hint(&mut self) {
        if let Some(run) = self.room.chess_lesson.as_mut() {
            run.hint();
        }
    }

    /// The level is won: the stars are recorded (none after "Show me").
    fn chess_won(&mut self, stars: u8) {
        let learner = self.learner();
        let Some(run) = self.room.chess_lesson.as_mut() else {
            return;
        };
        self.end_focus = 0;
        run.pause = WON_PAUSE;
        if run.showing.take().is_some() {
            run.won = Some(SHOWN);
            self.end_focus = 1;
            return;
        }
        run.won = Some(stars);
        let id = run.attempt.level().clone();
        self.room
            .progress
            .record(&learner, &progress_id(&id), stars);
        self.save_progress();
    }

    /// One step of "Show me" when its time has come: the next square, answer or move
    /// (the other side's replies come from the attempt, as in a try).
    fn step_show_me(&mut self, dt: f32) {
        let Some(run) = self.room.chess_lesson.as_mut() else {
            return;
        };
        let Some((proof, i, t)) = run.showing.as_mut() else {
            return;
        };
        *t += dt;
        if *t < SHOW_STEP {
            return;
        }
        *t = 0.0;
        let next = match &run.attempt.level().goal {
            _ if run.attempt.squares_to_find().is_some() => chess_school::prove::missing(
                &run.attempt.squares_to_find().unwrap_or_default(),
                run.attempt.found(),
            )
            .first()
            .map(|s| Try::Square(*s)),
            g if g.is_question() => {
                let right = run.attempt.right_choice();
                if right.is_some_and(|r| r != run.answer_focus) {
                    // First the right answer is marked, a step later chosen.
                    run.answer_focus = right.unwrap_or_default();
                    return;
                }
                right.map(Try::Answer)
            }
            _ => proof.line.get(*i).map(|m| Try::Move(*m)),
        };
        let mate = matches!(run.attempt.level().goal, ChessGoal::Mate(_));
        *i += if mate { 2 } else { 1 };
        match next {
            Some(t) => self.chess_try(t),
            None => {
                if let Some(run) = self.room.chess_lesson.as_mut() {
                    run.showing = None;
                }
            }
        }
    }
}
