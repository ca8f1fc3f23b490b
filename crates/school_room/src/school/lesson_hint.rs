//! The hint in a lesson: the solver's next move toward the level's goal, shown on the
//! board as the race's hint is (Enter plays it), with one line in the lesson's words
//! ("gets the star in 2 rolls"). The race's hint aims nearer home; a lesson's does not.

use crate::i18n::{LessonAim, SchoolMsg};
use crate::prelude::*;
use crate::table::interact::Outcome;
use crate::{School, TableScreen};
use school::Goal;

/// A level's hint.
#[easy_ext::ext(LessonHint)]
impl TableScreen<School> {
    /// In a lesson, the hint (`None` outside a lesson); `Some(true)` when the hint's
    /// command was sent at once.
    pub fn lesson_hint(&mut self) -> Option<bool> {
        let run = self.room.lesson.as_ref()?;
        if run.won.is_some() || run.showing.is_some() {
            return Some(false);
        }
        let level = &self.room.courses[run.course].levels[run.level];
        let aim = match &level.goal {
            Goal::EverySquare => {
                self.hint_square_to_find();
                return Some(false);
            }
            Goal::Stars { stars } => {
                let left = stars.len() - run.attempt.collected().count_ones() as usize;
                LessonAim::Stars(left)
            }
            Goal::Reach { .. } => LessonAim::Square,
            Goal::Home => LessonAim::Home,
            Goal::Capture { .. } => LessonAim::Capture,
        };
        let Some((cmd, rolls)) = run.attempt.next_toward_goal() else {
            self.table.hint_why = Some(self.school_text(SchoolMsg::HintNoWay));
            return Some(false);
        };
        let choices = self.table.state.legal_choices();
        let Some(choice) = choices
            .iter()
            .find(|c| self.table.state.command_for(c) == cmd)
        else {
            return Some(false);
        };
        let why = self.school_text(SchoolMsg::HintGoal { aim, rolls });
        if let Outcome::Send(cmd) = self.table.interaction.suggest(&self.table.state, choice) {
            self.send(cmd);
            return Some(true);
        }
        self.table.hint_why = Some(why);
        Some(false)
    }
}
