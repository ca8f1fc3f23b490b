//! The browser page's view of the schools' own screens: the course map, a chess level,
//! the class page, a level's won box, and their key bar.

use crate::i18n::{Msg, SchoolMsg};
use crate::prelude::*;
use crate::school::class_page::ClassButton;
use crate::SchoolPage;
use crate::{School, Screen, TableScreen};
use serde_json::{json, Map, Value};
use shell::dialog::shown_buttons;
use shell::web_status::{centre, key, put};

/// The browser page's view of the schools' screens.
#[easy_ext::ext(SchoolWebStatus)]
impl TableScreen<School> {
    /// The schools' own tap spots (the course map, a chess level, the class page, a
    /// level's won box); whether the screen is one of them.
    pub fn school_web_taps(&self, tap: &mut Map<String, Value>, w: f32, h: f32) -> bool {
        let tap = &mut *tap;
        match self.screen {
            Screen::Own(SchoolPage::Courses) if !self.room.map.race => {
                let [class, race, back] = self.course_buttons(w, h);
                tap.insert("course_new".into(), centre(self.new_learner_rect(w, h)));
                tap.insert(
                    "course_read_to_me".into(),
                    centre(self.map_layout(w, h).read_to_me),
                );
                tap.insert("course_class".into(), centre(class));
                tap.insert("course_race".into(), centre(race));
                tap.insert("course_back".into(), centre(back));
                let [track_tab, chess_tab] = self.tab_rects(w, h);
                tap.insert("tab_track".into(), centre(track_tab));
                tap.insert("tab_chess".into(), centre(chess_tab));
                // The level a child would play next (framed in gold).
                let levels = self.level_rects(w, h);
                if let Some((_, _, r)) =
                    levels.get(self.room.map.course_focus.min(levels.len().max(1) - 1))
                {
                    tap.insert("level".into(), centre(*r));
                }
                true
            }
            Screen::Own(SchoolPage::ChessLesson) => {
                // A chess level: its won box, or its buttons, answers and the first
                // piece that can move.
                if self.chess_won_dialog().is_some() {
                    let rects = shown_buttons();
                    put(tap, "next_level", &rects, 0);
                    put(tap, "try_again", &rects, 1);
                    put(tap, "course_map", &rects, 2);
                } else {
                    let lay = self.chess_lesson_layout(w, h);
                    let [show, again, map] = lay.buttons;
                    tap.insert("show_me".into(), centre(show));
                    tap.insert("try_again".into(), centre(again));
                    tap.insert("course_map".into(), centre(map));
                    for (i, r) in lay.answers.iter().enumerate() {
                        tap.insert(format!("answer_{}", i + 1), centre(*r));
                    }
                    // Two corners of the board: every square lies between them.
                    for (name, sq) in [
                        ("square_a1", ::chess::Square::A1),
                        ("square_h8", ::chess::Square::H8),
                    ] {
                        tap.insert(name.into(), centre(lay.chess.square_rect(sq)));
                    }
                }
                true
            }
            Screen::Own(SchoolPage::Class) => {
                // The class page: Back, the page arrows on show, the first learner.
                let lay = self.class_layout(w, h);
                for (b, r) in &lay.buttons {
                    let name = match b {
                        ClassButton::Back => "class_back",
                        ClassButton::Up => "class_up",
                        ClassButton::Down => "class_down",
                        ClassButton::Left => "class_left",
                        ClassButton::Right => "class_right",
                        ClassButton::HandOver => "class_hand_over",
                        ClassButton::Gather => "class_gather",
                    };
                    tap.insert(name.into(), centre(*r));
                }
                if let Some((_, r)) = lay.rows.first() {
                    tap.insert("class_learner".into(), centre(*r));
                }
                true
            }
            Screen::Game
                if self
                    .room
                    .lesson
                    .as_ref()
                    .is_some_and(|run| run.won.is_some()) =>
            {
                // A level's end: two lines of text, then next level, try again, course map.
                let rects = shown_buttons();
                put(tap, "next_level", &rects, 0);
                put(tap, "try_again", &rects, 1);
                put(tap, "course_map", &rects, 2);
                true
            }
            _ => false,
        }
    }

    /// A level of either school: null, or its stars once won (null before) and the
    /// rolls (or clicks) made.
    pub fn school_web_lesson(&self) -> Value {
        json!(self
            .room
            .lesson
            .as_ref()
            .map(|run| json!({
                "won": run.won,
                "rolls": run.attempt.rolls(),
            }))
            .or_else(|| self.room.chess_lesson.as_ref().map(|run| json!({
                "won": run.won,
                "rolls": run.attempt.tries(),
                "level": run.attempt.level().id,
            }))))
    }

    /// The schools' actions that only a key reaches.
    pub fn school_web_keys(&self) -> Vec<Value> {
        let t = |m: SchoolMsg| words::say(self.lang, &m);
        let back = || key("Escape", words::say(self.lang, &Msg::Back));
        match self.screen {
            Screen::Own(SchoolPage::Courses) if self.room.map.race => vec![back()],
            // Back, the class page and "how fast?" are buttons of the course map; the
            // class page has its buttons too.
            Screen::Own(SchoolPage::Courses) => {
                vec![key("ArrowDown", t(SchoolMsg::NextLearnerKey))]
            }
            // A chess level: its buttons, and H for a hint.
            Screen::Own(SchoolPage::ChessLesson)
                if self.chess_won_dialog().is_none()
                    && self.chess_level().is_some_and(|l| !l.goal.is_question()) =>
            {
                let hint = key(
                    "KeyH",
                    ::words::say(self.lang, &crate::ChessSchoolMsg::HintKey),
                );
                std::iter::once(hint).chain(self.say_again_key()).collect()
            }
            Screen::Game => match &self.room.lesson {
                Some(run) if run.won.is_none() && run.showing.is_none() => vec![
                    key("KeyR", t(SchoolMsg::TryAgain)),
                    key("KeyZ", t(SchoolMsg::ShowMeKey)),
                    back(),
                ]
                .into_iter()
                .chain(self.say_again_key())
                .collect(),
                _ => self.say_again_key().into_iter().collect(),
            },
            _ => vec![],
        }
    }
}
