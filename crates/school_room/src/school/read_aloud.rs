//! *Read to me* in the schools: what a level of the piece school and of the chess school
//! show that the voice may read, and the course map's speaker that switches it.

use crate::prelude::*;
use crate::table::read_aloud::Shown;
use crate::{School, TableScreen};
use base::said::{chess_level_text, level_goal, LevelPart};
use base::speech::read_to_me::SCHOOL_DEFAULT;
use paint::layout::Rect;

/// The schools' *Read to me* (the settings file's `school_read_to_me`) after a press of
/// the course map's speaker.
pub fn switched_school(reads: Option<bool>) -> Option<bool> {
    Some(!reads.unwrap_or(SCHOOL_DEFAULT))
}

/// The course map's speaker: green with its waves while the schools read aloud, crossed
/// out while they do not.
pub fn draw_school_switch(reads: Option<bool>, r: Rect) {
    use paint::draw::INK;
    use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
    let on = reads.unwrap_or(SCHOOL_DEFAULT);
    let (fill, ink) = if on {
        (paint::draw::PILL_ON, macroquad::prelude::WHITE)
    } else {
        (macroquad::prelude::WHITE, INK)
    };
    draw_rectangle(r.x, r.y, r.w, r.h, fill);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
    paint::speaker_icon::draw_speaker(r, on, ink);
}

/// *Read to me* in the schools' levels.
#[easy_ext::ext(SchoolReadAloud)]
impl TableScreen<School> {
    /// A level of the chess school.
    pub fn chess_lesson_shown(&self) -> Shown {
        let Some(run) = &self.room.chess_lesson else {
            return Shown::default();
        };
        let lang = self.lang;
        let level = run.attempt.level();
        let goal = chess_level_text(lang, &level.id, LevelPart::Goal);
        let tell = chess_level_text(lang, &level.id, LevelPart::Tell);
        let said = run
            .said
            .as_ref()
            .filter(|_| run.before_reply.is_none())
            .map(|(m, _)| words::say(lang, m));
        let reads = self.room.reads.unwrap_or(SCHOOL_DEFAULT);
        Shown {
            reader: reads,
            anyone: reads,
            goal: Some(format!("{goal} {tell}")),
            why: said,
            won: self
                .chess_won_dialog()
                .map(|d| format!("{}. {}", d.title, d.body)),
            ..Shown::default()
        }
    }

    /// The level's goal, while a level of the piece school is played.
    pub fn level_goal_text(&self) -> Option<String> {
        let run = self.room.lesson.as_ref()?;
        let level = self.room.courses.get(run.course)?.levels.get(run.level)?;
        Some(level_goal(self.lang, level))
    }

    /// The won box's words, once the level is won.
    pub fn won_text(&self) -> Option<String> {
        self.won_dialog()
            .map(|d| format!("{}. {}", d.title, d.body))
    }
}
