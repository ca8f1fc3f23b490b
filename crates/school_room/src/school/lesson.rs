//! Playing a level of the piece school on the real track: the same clicks as the game,
//! step by step on, every mistake explained, "Show me", the won box and the stars.

use crate::i18n::{level_goal, level_title, SchoolMsg};
use crate::prelude::*;
use crate::table::panel::Hint;
use crate::SchoolPage;
use crate::{School, Screen, TableScreen};
use macroquad::prelude::*;
use paint::draw::*;
use school::{solve, AttemptStep, Goal, Level};
use shell::dialog::{self, Dialog};
use shell::Frame;
use track::geometry::Square;
use track::{Command, Event};

/// `won` after "Show me" reached the goal (no stars).
pub const SHOWN: u8 = u8::MAX;
/// Seconds between the moves of "Show me".
const SHOW_STEP: f32 = 1.0;

/// A level being played.
pub struct LessonRun {
    /// The course's index.
    pub course: usize,
    /// The level's index in its course.
    pub level: usize,
    /// The try at the level (its game, rolls and stars landed on).
    pub attempt: school::Attempt,
    /// The stars earned, once the level is won.
    pub won: Option<u8>,
    /// "Show me": the solution, the next move, and the time since the last.
    pub showing: Option<(Vec<Command>, usize, f32)>,
    /// The game for the next roll, once the events of this one are shown.
    pub next: Option<track::State>,
    /// The rolls played so far (kept after each, see `lesson_save`).
    pub commands: Vec<Command>,
    /// The squares clicked so far in a level of squares to find.
    pub picks: Vec<Square>,
    /// The keyboard's square in a level of squares to find.
    pub cursor: Option<Square>,
}

/// Playing a level of the piece school.
#[easy_ext::ext(LessonPlay)]
impl TableScreen<School> {
    /// Starts a level: its pieces on the track, step by step on.
    pub fn start_lesson(&mut self, course: usize, level: usize) {
        let Some(attempt) = self
            .room
            .courses
            .get(course)
            .and_then(|c| c.levels.get(level))
            .and_then(school::Attempt::new)
        else {
            return;
        };
        let state = attempt.state().clone();
        self.table.bots = state.setup().seats.iter().map(|_| None).collect();
        self.table.shown = state.clone();
        self.table.state = state;
        self.table.queue.clear();
        self.table.playing = None;
        self.table.interaction.reset();
        self.table.interaction.step_mode = true;
        self.table.messages.clear();
        self.table.told.trails.clear();
        self.table.told.held.clear();
        self.table.refusal = None;
        self.room.lesson = Some(LessonRun {
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
    pub fn send_lesson(&mut self, cmd: Command) {
        let Some(run) = self.room.lesson.as_mut() else {
            return;
        };
        match run.attempt.play(&cmd) {
            Ok((step, events)) => {
                run.commands.push(cmd);
                // A level's roll is not a turn: no hand-over, no other player.
                self.table.queue.extend(
                    events
                        .into_iter()
                        .filter(|e| !matches!(e, Event::TurnStarted { .. })),
                );
                match step {
                    AttemptStep::GoesOn => run.next = Some(run.attempt.state().clone()),
                    AttemptStep::OutOfDice => run.won = Some(0),
                    AttemptStep::Won(got) => {
                        self.table.interaction.reset();
                        self.lesson_won(got);
                        self.keep_lesson();
                        return;
                    }
                }
                self.keep_lesson();
            }
            Err(e) => self
                .table
                .messages
                .push_front(crate::i18n::refusal(self.lang, &e)),
        }
        self.table.interaction.reset();
    }

    /// The level is won: the stars are recorded (none after "Show me").
    pub fn lesson_won(&mut self, got: u8) {
        let learner = self.learner();
        let Some(run) = self.room.lesson.as_mut() else {
            return;
        };
        let id = self
            .room
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
            self.room.progress.record(&learner, &id, got);
            self.save_progress();
        }
    }

    /// The next roll of a level set up on the board, once the last is shown (its
    /// animation over, nothing queued).
    pub fn set_up_next_roll(&mut self) {
        let Some(run) = self.room.lesson.as_mut() else {
            return;
        };
        if self.table.playing.is_none() && self.table.queue.is_empty() {
            if let Some(next) = run.next.take() {
                self.table.shown = next.clone();
                self.table.state = next;
                self.table.interaction.reset();
            }
        }
    }

    /// One frame of a level beyond the game's own input: the next roll once the last is
    /// shown, "Show me", and the won screen. Returns whether the frame is handled.
    pub fn update_lesson(&mut self, frame: &Frame, dt: f32) -> bool {
        let Some(run) = self.room.lesson.as_mut() else {
            return false;
        };
        if run.won.is_some() {
            let (c, l) = (run.course, run.level);
            let mut focus = self.end_focus.min(2);
            let chosen = self
                .won_dialog()
                .and_then(|d| dialog::ask(frame, &d, &mut focus));
            self.end_focus = focus;
            match chosen {
                Some(0) => {
                    let next = if l + 1 < self.room.courses[c].levels.len() {
                        Some((c, l + 1))
                    } else if c + 1 < self.room.courses.len() {
                        Some((c + 1, 0))
                    } else {
                        None
                    };
                    match next {
                        Some((c, l)) => self.start_lesson(c, l),
                        // The track school's last level leads on to the chess school.
                        None if !self.room.chess_courses.is_empty() => {
                            self.room.lesson = None;
                            self.keep_lesson();
                            self.start_chess_lesson(0, 0);
                        }
                        None => self.end_lesson(),
                    }
                }
                Some(1) => self.start_lesson(c, l),
                Some(2) => self.end_lesson(),
                _ => {}
            }
            return true;
        }
        self.set_up_next_roll();
        let finding = self.finding_squares();
        let Some(run) = self.room.lesson.as_mut() else {
            return false;
        };
        let (c, l) = (run.course, run.level);
        if let Some((sol, i, t)) = &mut run.showing {
            *t += dt;
            let due = *t >= SHOW_STEP;
            if due && finding {
                *t = 0.0;
                self.update_find_squares(frame, true);
            } else if due && self.table.playing.is_none() && self.table.queue.is_empty() {
                *t = 0.0;
                if let Some(cmd) = sol.get(*i).cloned() {
                    *i += 1;
                    self.send(cmd);
                }
            }
            return true;
        }
        if frame.pressed(KeyCode::Escape) {
            self.end_lesson();
            return true;
        }
        if frame.pressed(KeyCode::R) {
            self.start_lesson(c, l);
            return true;
        }
        if self.update_find_squares(frame, false) {
            return true;
        }
        if frame.pressed(KeyCode::Z) {
            self.lesson_again(true);
            return true;
        }
        false
    }

    /// The level on show again; with `show`, the engine's optimal solution plays it
    /// ("Show me", no stars).
    pub fn lesson_again(&mut self, show: bool) {
        let Some((c, l)) = self.room.lesson.as_ref().map(|run| (run.course, run.level)) else {
            return;
        };
        self.start_lesson(c, l);
        if !show {
            return;
        }
        if let Some(level) = self.lesson_level() {
            let sol = solve::solution(level).unwrap_or_default();
            if let Some(run) = self.room.lesson.as_mut() {
                run.showing = Some((sol, 0, 0.0));
            }
            self.keep_lesson();
        }
    }

    /// Leaves the level for the course map.
    pub fn end_lesson(&mut self) {
        self.room.lesson = None;
        self.keep_lesson();
        self.go_to(Screen::Own(SchoolPage::Courses));
    }

    /// The lines of the panel during a level: title, goal, rolls and par, keys. The goal
    /// and the score always show; the title and the keys where there is room.
    pub fn lesson_lines(&self) -> Vec<Hint> {
        let (Some(run), Some(level)) = (self.room.lesson.as_ref(), self.lesson_level()) else {
            return vec![];
        };
        let (title, goal) = (level_title(self.lang, level), level_goal(self.lang, level));
        let found = run.attempt.found().len();
        let mut lines = vec![
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
        ];
        // The keys, for a keyboard: a touch screen has their buttons (the page's bar and
        // the menu).
        if !shell::touch::touch_screen() {
            lines.push(Hint::extra(self.school_text(SchoolMsg::LessonKeys)));
        }
        lines
    }

    /// Draws the level's stars (and found squares) on the board, under any "why not?".
    pub fn draw_lesson_marks(&self, pen: &Pen, w: f32, h: f32) {
        let (Some(run), Some(level)) = (self.room.lesson.as_ref(), self.lesson_level()) else {
            return;
        };
        let layout = paint::layout::Layout::new(w, h, self.table.shown.board());
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
    pub fn won_dialog(&self) -> Option<Dialog> {
        let (run, level) = (self.room.lesson.as_ref()?, self.lesson_level()?);
        let got = run.won?;
        let mut score = self.school_text(SchoolMsg::Score {
            count: run.attempt.rolls(),
            par: level.par,
            clicks: level.goal == Goal::EverySquare,
        });
        let last = run.course + 1 == self.room.courses.len()
            && run.level + 1 == self.room.courses[run.course].levels.len();
        if last && got != 0 && !self.room.chess_courses.is_empty() {
            // The bridge: the next level is the chess school's first.
            score.push('\n');
            score.push_str(&::words::say(self.lang, &crate::ChessSchoolMsg::Bridge));
        }
        Some(self.won_box(level_title(self.lang, level), got, score))
    }

    /// A won level's box, the piece school's and the chess school's: the level's own
    /// title (so the child sees what was just learnt), the stars (or "shown", or "the
    /// dice ran out") over the score; Next level, Try again, Course map (safe).
    pub fn won_box(&self, title: String, got: u8, score: String) -> Dialog {
        let line = if got == SHOWN {
            self.school_text(SchoolMsg::Shown)
        } else if got == 0 {
            self.school_text(SchoolMsg::DiceUsedUp)
        } else {
            self.school_text(SchoolMsg::WellDone(
                "★".repeat(got as usize) + &"☆".repeat(3 - got as usize),
            ))
        };
        Dialog::new(
            title,
            format!("{line}\n{score}"),
            vec![
                self.school_text(SchoolMsg::NextLevel),
                self.school_text(SchoolMsg::TryAgain),
                self.school_text(SchoolMsg::CourseMap),
            ],
            Some(2),
        )
    }

    /// Once the level is won, the stars earned, over everything.
    pub fn draw_lesson(&self, pen: &Pen, w: f32, h: f32) {
        if let Some(d) = self.won_dialog() {
            dialog::draw(pen, &d, self.end_focus.min(2), w, h);
        }
    }
}

/// The private steps of [`LessonPlay`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The level being played.
    fn lesson_level(&self) -> Option<&Level> {
        let run = self.room.lesson.as_ref()?;
        self.room.courses.get(run.course)?.levels.get(run.level)
    }
}
