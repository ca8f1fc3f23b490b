//! The class page on the track screen: its state (the view and the learner in focus),
//! opening it, and one frame of its keys, clicks, taps and the wheel.

use crate::prelude::*;
use crate::school::class_page::table::{layout, ClassButton, ClassLayout, ClassView};
use crate::SchoolPage;
use crate::{School, Screen, TableScreen};
use base::class_overview::ClassOverview;
use macroquad::prelude::*;
use paint::draw::Pen;
use shell::Frame;

/// The class page's state on the track screen: the view, the learner in focus, and the
/// notice of the last hand-over or gathering of stars.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassState {
    /// The learners and courses on show.
    pub view: ClassView,
    /// The learner in focus (an index into the overview's learners).
    pub focus: usize,
    /// What the last hand-over or gathering did, a text a message.
    pub notice: Vec<String>,
}

/// The class page's input.
#[easy_ext::ext(ClassPageInput)]
impl TableScreen<School> {
    /// The class overview of the stars as they are now.
    pub fn class_overview(&self) -> ClassOverview {
        ClassOverview::new(&self.room.progress, &self.room.courses, self.lang).with_chess(
            &self.room.progress,
            &self.room.chess_courses,
            self.lang,
        )
    }

    /// The class page as it lies in a `w` × `h` window.
    pub fn class_layout(&self, w: f32, h: f32) -> ClassLayout {
        let pen = Pen { font: &self.font };
        layout(
            &pen,
            &self.class_overview(),
            self.lang,
            self.room.class.view,
            &self.room.class.notice,
            w,
            h,
        )
    }

    /// Opens the class page, the course map's learner in focus.
    pub fn open_class(&mut self, frame: &Frame) {
        let learner = self.learner();
        let o = self.class_overview();
        let focus = o
            .learners
            .iter()
            .position(|l| l.name == learner)
            .unwrap_or(0);
        self.room.class = ClassState {
            view: ClassView {
                first_row: focus,
                first_course: 0,
            },
            focus,
            notice: vec![],
        };
        self.go_to(Screen::Own(SchoolPage::Class));
        // The learner in focus on the first page that shows them.
        let lay = self.class_layout(frame.size.0, frame.size.1);
        self.room.class.view.first_row = focus.saturating_sub(lay.rows_per_page.saturating_sub(1));
    }

    /// One frame of the class page: arrows, pages, the wheel, a click on a learner (the
    /// focus), Enter or a click on the learner in focus (chosen on the course map), Esc, C
    /// or Back to the course map; H or *Hand over stars*, G or *Gather stars*, and the
    /// stars files chosen or dropped (issue 58).
    pub fn update_class(&mut self, frame: &Frame) {
        let (w, h) = frame.size;
        self.take_stars_files(frame);
        let lay = self.class_layout(w, h);
        let n = self.class_overview().learners.len();
        let per = lay.rows_per_page.max(1);
        let clicked = frame.click_at();
        let button = clicked.and_then(|(x, y)| lay.button_at(x, y));
        if frame.pressed(KeyCode::Escape)
            || frame.pressed(KeyCode::C)
            || button == Some(ClassButton::Back)
        {
            self.go_to(Screen::Own(SchoolPage::Courses));
            return;
        }
        if frame.pressed(KeyCode::H) || button == Some(ClassButton::HandOver) {
            self.hand_over_stars();
            return;
        }
        if frame.pressed(KeyCode::G) || button == Some(ClassButton::Gather) {
            self.gather_stars();
            return;
        }
        let mut focus = self.room.class.focus.min(n.saturating_sub(1));
        let mut first = lay.view.first_row;
        let mut first_course = lay.view.first_course;
        let pages = |k: isize, first: usize| {
            (first as isize + k * per as isize).clamp(0, n.saturating_sub(per) as isize) as usize
        };
        if frame.pressed(KeyCode::Down) || frame.pressed(KeyCode::Tab) {
            focus = (focus + 1).min(n.saturating_sub(1));
        }
        if frame.pressed(KeyCode::Up) {
            focus = focus.saturating_sub(1);
        }
        if frame.pressed(KeyCode::Home) {
            focus = 0;
        }
        if frame.pressed(KeyCode::End) {
            focus = n.saturating_sub(1);
        }
        let page_down = frame.pressed(KeyCode::PageDown) || button == Some(ClassButton::Down);
        let page_up = frame.pressed(KeyCode::PageUp) || button == Some(ClassButton::Up);
        if page_down || page_up {
            first = pages(if page_down { 1 } else { -1 }, first);
            focus = focus.clamp(first, (first + per).min(n).saturating_sub(1));
        }
        let wheel = frame.wheel.1;
        if wheel != 0.0 {
            let step = if wheel < 0.0 { 1 } else { -1 };
            first = (first as isize + step).clamp(0, n.saturating_sub(per) as isize) as usize;
            focus = focus.clamp(first, (first + per).min(n).saturating_sub(1));
        }
        if frame.pressed(KeyCode::Right) || button == Some(ClassButton::Right) {
            first_course = lay.turned_courses(true);
        }
        if frame.pressed(KeyCode::Left) || button == Some(ClassButton::Left) {
            first_course = lay.turned_courses(false);
        }
        // The learner in focus stays on show.
        if focus < first {
            first = focus;
        } else if focus >= first + per {
            first = focus + 1 - per;
        }
        self.room.class.view = ClassView {
            first_row: first,
            first_course,
        };
        self.room.class.focus = focus;
        let chosen = if frame.pressed(KeyCode::Enter) || frame.pressed(KeyCode::KpEnter) {
            (n > 0).then_some(focus)
        } else if button.is_none() {
            // A first click or tap on a learner puts the focus there (a teacher pointing
            // at a row stays on the page); a click on the learner in focus chooses them.
            match clicked.and_then(|(x, y)| lay.learner_at(x, y)) {
                Some(i) if i == focus => Some(i),
                Some(i) => {
                    self.room.class.focus = i;
                    None
                }
                None => None,
            }
        } else {
            None
        };
        if let Some(i) = chosen {
            self.choose_learner(i);
        }
    }
}

/// The private steps of [`ClassPageInput`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The learner `i` of the overview becomes the course map's learner, and the course
    /// map comes back.
    fn choose_learner(&mut self, i: usize) {
        let o = self.class_overview();
        if let Some(l) = o.learners.get(i) {
            if let Some(k) = self.learners().iter().position(|n| *n == l.name) {
                self.room.learner_index = k;
            }
        }
        self.go_to(Screen::Own(SchoolPage::Courses));
    }
}
