//! The schools' own state beside the table: the piece school's courses and the level
//! being played, the chess school's, the learners' stars, the course map and the class
//! page. [`SchoolScreen`] is the schools' [`shell::GameScreen`]: the track
//! table in the school's room.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::table::menu::MenuItem;
use crate::table::panel::texts::Hint;
use crate::table::read_aloud::Shown;
use crate::table::screen::MenuShown;
use crate::table::screen::{Room, Screen, TableScreen};
use base::save::progress::ProgressFile;
use base::speech::read_to_me::SCHOOL_DEFAULT;
use paint::draw::Pen;
use serde_json::{Map, Value};
use shell::config::WindowConfig;
use shell::{Frame, Shared};
use track::pieces::{PieceId, Seat};
use track::{Command, State};

/// The piece school and the chess school: the track table with the course map.
pub type SchoolScreen = TableScreen<School>;

/// What the schools keep beside the table.
pub struct School {
    /// The piece school's courses.
    pub courses: Vec<::school::Course>,
    /// The level being played, if any.
    pub lesson: Option<crate::school::lesson::LessonRun>,
    /// The chess school's courses (issue 34).
    pub chess_courses: Vec<::chess_school::ChessCourse>,
    /// The chess level being played, if any.
    pub chess_lesson: Option<crate::school::chess_lesson::ChessLessonRun>,
    /// Every learner's stars.
    pub progress: ::school::progress::Progress,
    /// The name a progress file that could not be read was kept aside under (the course
    /// map says so in place of its key legend).
    pub progress_note: Option<String>,
    /// Which learner the piece school counts stars for (an index into the learners).
    pub learner_index: usize,
    /// A new learner's name being typed on the course map.
    pub new_learner: Option<shell::name_entry::NameEntry>,
    /// The course map's tab and focus.
    pub map: MapFocus,
    /// The class page's learners and courses on show, and its focus.
    pub class: crate::school::class_page::ClassState,
    /// The players' names as the shell holds them ([`Shared`]), handed in the last
    /// frame: the first learners, and the other seats' names in a level.
    pub names: [String; 4],
    /// Whether the schools read their texts aloud (*Read to me*, as the shell holds it
    /// in [`Shared`]: `None` as they do by default), switched on the course map.
    pub reads: Option<bool>,
}

/// The course map's tab and focus.
#[derive(Default)]
pub struct MapFocus {
    /// Whether the course map shows the chess courses (else the track's).
    pub chess_part: bool,
    /// Whether "how fast is each piece?" is on show.
    pub race: bool,
    /// The focused level on the course map.
    pub course_focus: usize,
    /// Whether the keys moved the course map's focus (its ring shows; else the focus is
    /// the next level, framed in gold).
    pub course_keys: bool,
}

/// The schools' pages beside the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchoolPage {
    /// The course map: the piece school's and the chess school's courses and levels.
    Courses,
    /// The class page: every learner's stars per course.
    Class,
    /// A level of the chess school.
    ChessLesson,
}

impl Room for School {
    type Page = SchoolPage;
    const FIRST: SchoolPage = SchoolPage::Courses;

    fn update_screen(s: &mut SchoolScreen, frame: &Frame) {
        match s.screen {
            Screen::Own(SchoolPage::Courses) => s.update_courses(frame),
            Screen::Own(SchoolPage::Class) => s.update_class(frame),
            Screen::Own(SchoolPage::ChessLesson) => s.update_chess_lesson(frame),
            Screen::Game => {}
        }
    }

    fn draw_screen(s: &SchoolScreen, pen: &Pen, w: f32, h: f32) {
        match s.screen {
            Screen::Own(SchoolPage::Courses) => s.draw_courses(pen, w, h),
            Screen::Own(SchoolPage::Class) => s.draw_class(pen, w, h),
            Screen::Own(SchoolPage::ChessLesson) => s.draw_chess_lesson(pen, w, h),
            Screen::Game => {}
        }
    }

    fn screen_still(s: &SchoolScreen) -> bool {
        match s.screen {
            Screen::Own(SchoolPage::ChessLesson) => {
                s.room.chess_lesson.as_ref().is_none_or(|run| {
                    run.showing.is_none() && run.pause <= 0.0 && run.before_reply.is_none()
                })
            }
            _ => true,
        }
    }

    fn draw_marks(s: &SchoolScreen, pen: &Pen, w: f32, h: f32) {
        s.draw_lesson_marks(pen, w, h);
    }

    fn draw_coach(s: &SchoolScreen, pen: &Pen, w: f32, h: f32) {
        s.draw_lesson(pen, w, h);
    }

    fn coach_still(s: &SchoolScreen) -> bool {
        s.room
            .lesson
            .as_ref()
            .is_none_or(|run| run.showing.is_none() && run.next.is_none())
    }

    fn screen_changed(s: &mut SchoolScreen) {
        s.room.map.course_keys = false;
    }

    fn take_shared(s: &mut SchoolScreen, shared: &Shared) {
        s.room.names.clone_from(&shared.names);
        s.room.reads = shared.school_read_to_me;
    }

    fn give_shared(s: &SchoolScreen, shared: &mut Shared) {
        shared.school_read_to_me = s.room.reads;
    }

    fn coached(s: &SchoolScreen) -> bool {
        s.room.lesson.is_some()
    }

    fn animation_ended(s: &mut SchoolScreen) {
        s.set_up_next_roll();
    }

    fn update_coach(s: &mut SchoolScreen, frame: &Frame, dt: f32) -> bool {
        s.update_lesson(frame, dt)
    }

    fn coach_hint(s: &mut SchoolScreen) -> Option<bool> {
        s.lesson_hint()
    }

    fn coach_lines(s: &SchoolScreen) -> Vec<Hint> {
        s.lesson_lines()
    }

    fn finding_squares(s: &SchoolScreen) -> bool {
        s.finding_squares()
    }

    fn finding_piece(s: &SchoolScreen) -> Option<PieceId> {
        s.finding_piece()
    }

    fn send_coached(s: &mut SchoolScreen, cmd: &Command) -> bool {
        if s.room.lesson.is_none() {
            return false;
        }
        s.send_lesson(cmd.clone());
        true
    }

    fn given_name(s: &SchoolScreen, seat: Seat) -> Option<String> {
        // In the piece school the learner plays: the panel names them, not a colour.
        let learner_seat = s.room.lesson.as_ref().and_then(|run| {
            let level = s.room.courses.get(run.course)?.levels.get(run.level)?;
            Some(Seat(level.seat))
        });
        if learner_seat == Some(seat) {
            return Some(crate::i18n::learner_name(s.lang, &s.learner()));
        }
        let name = &s.room.names[seat.index()];
        (!s.cfg.skip_setup && !name.is_empty()).then(|| name.clone())
    }

    fn menu_items(_s: &SchoolScreen) -> Vec<MenuItem> {
        // A level of the piece school: its own "new game" is trying it again.
        vec![
            MenuItem::TryAgain,
            MenuItem::ShowMe,
            MenuItem::CourseMap,
            MenuItem::Fullscreen,
            MenuItem::ToStart,
        ]
    }

    fn screen_shown(s: &SchoolScreen) -> Shown {
        match s.screen {
            Screen::Own(SchoolPage::ChessLesson) => s.chess_lesson_shown(),
            _ => Shown::default(),
        }
    }

    fn reads_to_anyone(s: &SchoolScreen) -> bool {
        s.room.reads.unwrap_or(SCHOOL_DEFAULT)
    }

    fn hears(s: &SchoolScreen, _seat: Seat) -> bool {
        s.room.reads.unwrap_or(SCHOOL_DEFAULT)
    }

    fn coach_goal(s: &SchoolScreen) -> Option<String> {
        s.level_goal_text()
    }

    fn coach_won(s: &SchoolScreen) -> Option<String> {
        s.won_text()
    }

    fn web_taps(s: &SchoolScreen, tap: &mut Map<String, Value>, w: f32, h: f32) -> bool {
        s.school_web_taps(tap, w, h)
    }

    fn web_lesson(s: &SchoolScreen) -> Value {
        s.school_web_lesson()
    }

    fn web_keys(s: &SchoolScreen) -> Vec<Value> {
        s.school_web_keys()
    }

    fn menu_chosen(s: &mut SchoolScreen, item: MenuItem) {
        match item {
            MenuItem::TryAgain => {
                s.menu = MenuShown::Shut;
                s.lesson_again(false);
            }
            MenuItem::ShowMe => {
                s.menu = MenuShown::Shut;
                s.lesson_again(true);
            }
            MenuItem::CourseMap => {
                s.menu = MenuShown::Shut;
                s.end_lesson();
            }
            _ => {}
        }
    }
}

/// The schools' screen before its first frame.
#[easy_ext::ext(SchoolLife)]
impl TableScreen<School> {
    /// The schools before their first frame: the courses, the learners' stars (a file
    /// that cannot be read is named on the course map), `state` behind them; `names`
    /// the players' names the shell holds.
    pub fn new(
        cfg: WindowConfig,
        font: impl Into<paint::text_pen::Typeface>,
        state: &State,
        lang: Lang,
        names: [String; 4],
        reads: Option<bool>,
    ) -> Self {
        let (progress, unreadable) = ::school::progress::Progress::load(&cfg.data_dir);
        // A stars file kept aside: the course map names it.
        let aside = base::save::kept::aside_path(&base::save::progress::path(&cfg.data_dir));
        let progress_note = unreadable.and_then(|_| {
            base::platform::exists(&aside).then(|| {
                aside
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into()
            })
        });
        let school = School {
            courses: ::school::courses(),
            lesson: None,
            // The embedded courses are proved by the chess school's tests.
            chess_courses: chess_school::courses().unwrap_or_default(),
            chess_lesson: None,
            progress,
            progress_note,
            learner_index: 0,
            new_learner: None,
            map: Default::default(),
            class: Default::default(),
            names,
            reads,
        };
        let mut screen = TableScreen::in_room(cfg, font, state, lang, None, school);
        screen.screen = Screen::Own(SchoolPage::Courses);
        screen
    }
}
