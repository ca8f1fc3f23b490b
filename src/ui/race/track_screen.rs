//! The track table: the booklet's race game and the piece school, which share the
//! board, the dice, the animation of events and the panel. It is one [`GameScreen`] of
//! the shell: its screens are the course map, the setup and the game; the start screen,
//! the rules pages and the other games belong to the shell (`ui/mod.rs`).

use crate::save::SaveGame;
use crate::ui::i18n::Lang;
use crate::ui::race::setup::SetupModel;
use crate::ui::shell::Frame;
use crate::ui::shell::{Exit, GameScreen};
use crate::ui::table::Table;
use crate::ui::{paint::draw::Pen, race::setup, shell, table::flow, WindowConfig};
use macroquad::prelude::*;
use track::State;

/// Which of the track's screens is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum Screen {
    /// The piece school's course map.
    Courses,
    /// Choosing the game.
    Setup,
    /// Playing.
    Game,
    /// The piece school's class page: every learner's stars per course.
    Class,
    /// A level of the chess school.
    ChessLesson,
}

/// The booklet's track game and the piece school (they share the board, the dice and
/// the animation), one [`GameScreen`] of the shell: the true state, the state on show (lagging behind while events
/// are animated), and the player's choice in progress.
pub(in crate::ui) struct TrackScreen {
    pub(in crate::ui) cfg: WindowConfig,
    pub(in crate::ui) font: Font,
    pub(in crate::ui) screen: Screen,
    pub(in crate::ui) setup: SetupModel,
    /// The settings as this window read or last wrote them (`save::settings`).
    pub(in crate::ui) settings_read: Option<serde_json::Value>,
    /// What this window last wrote into the autosave (`save::unfinished`).
    pub(in crate::ui) autosave_seen: crate::save::unfinished::AutosaveSeen,
    pub(in crate::ui) notice: Option<String>,
    /// The shell's language ([`shell::Shared`]) as handed in the last frame, for the
    /// race's drawing; the setup screen's language chooser writes it back.
    pub(in crate::ui) lang: Lang,
    /// The track game in play.
    pub(in crate::ui) table: Table,
    /// The fence that drops input at a screen change.
    pub(in crate::ui) fence: flow::InputFence,
    /// "Leave this game?" on screen: where to, and the focused answer.
    pub(in crate::ui) leave_ask: Option<(flow::Leave, usize)>,
    /// Each seat's help level (by seat index).
    pub(in crate::ui) helps: [setup::Help; 4],
    /// The piece school's courses.
    pub(in crate::ui) courses: Vec<::school::Course>,
    /// The level being played, if any.
    pub(in crate::ui) lesson: Option<crate::ui::school::lesson::LessonRun>,
    /// The chess school's courses (issue 34).
    pub(in crate::ui) chess_courses: Vec<::chess_school::ChessCourse>,
    /// The chess level being played, if any.
    pub(in crate::ui) chess_lesson: Option<crate::ui::school::chess_lesson::ChessLessonRun>,
    /// Whether the course map shows the chess courses (else the track's).
    pub(in crate::ui) chess_part: bool,
    /// Every learner's stars.
    pub(in crate::ui) progress: ::school::progress::Progress,
    /// The name a progress file that could not be read was kept aside under (the course
    /// map says so in place of its key legend).
    pub(in crate::ui) progress_note: Option<String>,
    /// Which learner the piece school counts stars for (an index into the learners).
    pub(in crate::ui) learner_index: usize,
    /// A new learner's name being typed on the course map.
    pub(in crate::ui) new_learner: Option<crate::ui::shell::name_entry::NameEntry>,
    /// Whether "how fast is each piece?" is on show.
    pub(in crate::ui) race: bool,
    /// The focused level on the course map.
    pub(in crate::ui) course_focus: usize,
    /// Whether the keys moved the course map's focus (its ring shows; else the focus is
    /// the next level, framed in gold).
    pub(in crate::ui) course_keys: bool,
    /// The class page's learners and courses on show, and its focus.
    pub(in crate::ui) class: crate::ui::school::class_page::ClassState,
    /// Whether a game was started or resumed in this window.
    pub(in crate::ui) started: bool,
    pub(in crate::ui) games: u64,
    pub(in crate::ui) menu: Option<usize>,
    pub(in crate::ui) end_focus: usize,
    /// Whether the end page is folded away to show the final board.
    pub(in crate::ui) end_folded: bool,
    /// What the end page says under the figures (where the game was saved).
    pub(in crate::ui) end_note: Option<String>,
    /// The game being recorded for the autosave (never in `--demo`).
    pub(in crate::ui) save: Option<SaveGame>,
    /// A saved game offered for resuming at start: the save, its state, its age in minutes.
    pub(in crate::ui) resume: Option<(SaveGame, State, u64)>,
    /// Stepping through the game so far: every step, and the one on show.
    pub(in crate::ui) replay: Option<crate::ui::race::replay::Review>,
    /// What the shell is asked for after this frame (to the start screen, the rules…).
    pub(in crate::ui) exit: shell::Exit,
}

impl TrackScreen {
    /// One frame of input, for the screen that is up.
    fn update_frame(&mut self, frame: &Frame) {
        if self.fence.admit(vec![()]).is_empty() {
            // The first frame of a new screen: what was pressed before is dropped.
            return;
        }
        if self.leave_ask.is_some() {
            self.update_leave(frame);
            return;
        }
        match self.screen {
            Screen::Courses => self.update_courses(frame),
            Screen::Class => self.update_class(frame),
            Screen::ChessLesson => self.update_chess_lesson(frame),
            Screen::Setup => self.update_setup(frame),
            Screen::Game if self.replay.is_some() => self.update_replay(frame),
            Screen::Game if self.menu.is_some() => self.update_menu(frame),
            Screen::Game => self.update_game(frame),
        }
    }

    /// One frame of drawing, for the screen that is up and its overlays.
    fn draw_frame(&self, pen: &Pen, w: f32, h: f32) {
        match self.screen {
            Screen::Courses => self.draw_courses(pen, w, h),
            Screen::Class => self.draw_class(pen, w, h),
            Screen::ChessLesson => self.draw_chess_lesson(pen, w, h),
            Screen::Setup => self.draw_setup(pen, w, h),
            Screen::Game => {
                self.draw_game(w, h);
                self.draw_lesson_marks(pen, w, h);
                self.draw_why_not(pen, w, h);
                let end = self.end_on_screen();
                if !end {
                    self.table.draw_effects();
                }
                self.draw_lesson(pen, w, h);
                self.draw_drawn_card(pen, w, h);
                self.draw_replay_banner(pen, w, h);
                if end {
                    // The confetti flies over the final board, under the end page's
                    // words.
                    self.table.draw_effects();
                    self.draw_end(pen, w, h);
                }
                self.draw_menu(pen, w, h);
            }
        }
        self.draw_leave(pen, w, h);
    }

    /// Switches the screen; nothing pressed before the switch reaches the new one.
    pub(in crate::ui) fn go_to(&mut self, screen: Screen) {
        self.screen = screen;
        self.course_keys = false;
        self.menu = None;
        self.fence.screen_changed();
    }

    /// Asks the shell for the start screen (the track's screens are left behind).
    pub(in crate::ui) fn back_to_start(&mut self) {
        self.menu = None;
        self.exit = Exit::ToStart;
    }

    /// Whether a game is running that leaving would interrupt.
    fn game_running(&self) -> bool {
        self.started && !self.table.state.is_over()
    }

    /// Asks to leave the game screen: at once, or after "Leave this game?".
    pub(in crate::ui) fn leave(&mut self, leave: flow::Leave) {
        match flow::request_leave(self.game_running(), leave) {
            flow::LeaveStep::Ask(l) => {
                self.menu = None;
                self.leave_ask = Some((l, 1));
            }
            flow::LeaveStep::Go(l) => self.leave_now(l),
        }
    }

    /// Leaves the game screen for the setup, the start screen, or the program's end
    /// (the last two are the shell's).
    pub(in crate::ui) fn leave_now(&mut self, leave: flow::Leave) {
        match leave {
            flow::Leave::ToSetup => self.go_to(Screen::Setup),
            flow::Leave::ToStart => self.back_to_start(),
            flow::Leave::Quit => self.exit = Exit::Quit,
        }
    }
}

impl GameScreen for TrackScreen {
    fn update(&mut self, frame: &Frame, shared: &mut shell::Shared) -> Exit {
        self.lang = shared.lang;
        self.table.pointer = frame.mouse;
        self.update_frame(frame);
        // The setup screen's language chooser changes the shell's language too.
        shared.lang = self.lang;
        for e in self.table.sounds_due.drain(..) {
            shared.sounds.play(&e);
        }
        self.read_aloud(&mut shared.speaker);
        std::mem::replace(&mut self.exit, Exit::Stay)
    }

    fn draw(&self, pen: &Pen, _lang: Lang, w: f32, h: f32) {
        self.draw_frame(pen, w, h);
    }

    fn end_on_screen(&self) -> bool {
        TrackScreen::end_on_screen(self)
    }

    fn speaker_spot(&self, w: f32, h: f32) -> Option<crate::ui::paint::layout::Rect> {
        TrackScreen::speaker_spot(self, w, h)
    }

    fn save(&mut self) {
        self.autosave();
    }

    fn still(&self) -> bool {
        match self.screen {
            Screen::Setup | Screen::Courses | Screen::Class => true,
            Screen::ChessLesson => self.chess_lesson.as_ref().is_none_or(|run| {
                run.showing.is_none() && run.pause <= 0.0 && run.before_reply.is_none()
            }),
            // A replay may step on its own.
            Screen::Game if self.replay.is_some() => false,
            Screen::Game
                if self.cfg.demo && !(self.table.state.is_over() && self.demo_holds_end()) =>
            {
                false
            }
            Screen::Game if self.menu.is_some() || self.leave_ask.is_some() => true,
            Screen::Game => {
                let lesson_still = self
                    .lesson
                    .as_ref()
                    .is_none_or(|run| run.showing.is_none() && run.next.is_none());
                self.table.idle()
                    && self.table.effects.is_empty()
                    && self.table.refusal.is_none()
                    && self.table.pace.card_hold.is_none()
                    && self.table.pace.hand_over == flow::HandOver::default()
                    && lesson_still
                    && (self.table.state.is_over() || !self.table.is_computer_turn())
            }
        }
    }
}
