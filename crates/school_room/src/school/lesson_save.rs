//! A level in progress is kept after every roll and every square clicked, so that a
//! closed window or a reloaded page gives back the try that was left: the same
//! learner, level, rolls and squares found. A level won, shown or left is no longer in
//! progress. All file access goes through [`base::platform`].

use crate::i18n::{file_note, SchoolMsg};
use crate::prelude::*;
use crate::school::lesson::LessonRun;
use crate::{School, TableScreen};
use base::platform;
use base::save::kept;
use serde::{Deserialize, Serialize};
use track::geometry::Square;
use track::Command;

/// The file of the level in progress, in the data directory.
const LESSON_FILE: &str = "lesson.json";

/// A try at a level as kept: who, which level, and what was done so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonSave {
    /// The learner's name.
    pub learner: String,
    /// The level's id, or `None` when no level is in progress.
    pub level: Option<String>,
    /// The rolls played, in order.
    pub commands: Vec<Command>,
    /// The squares clicked in a level of squares to find, in order.
    pub picks: Vec<Square>,
}

impl LessonSave {
    /// Reads a kept try.
    ///
    /// # Errors
    /// Why the text is no such file.
    pub fn from_json(text: &str) -> Result<LessonSave, String> {
        serde_json::from_str(base::platform::strip_byte_order_mark(text))
            .map_err(|e| base::quoting::shorten_quotes(&e.to_string()))
    }
}

/// A piece school level kept across a closed window.
#[easy_ext::ext(LessonKeeping)]
impl TableScreen<School> {
    /// Keeps the level in progress (after a roll or a click), or notes that none is
    /// (a level won, shown or left). Never in `--demo`.
    pub fn keep_lesson(&mut self) {
        if self.cfg.demo {
            return;
        }
        let learner = self.learner();
        let save = match &self.room.lesson {
            Some(run) if run.won.is_none() && run.showing.is_none() => LessonSave {
                learner,
                level: self
                    .room
                    .courses
                    .get(run.course)
                    .and_then(|c| c.levels.get(run.level))
                    .map(|l| l.id.clone()),
                commands: run.commands.clone(),
                picks: run.picks.clone(),
            },
            _ => LessonSave::default(),
        };
        let Ok(json) = serde_json::to_string(&save) else {
            return;
        };
        if let Err(e) = platform::write_atomic(&self.lesson_path(), json.as_bytes()) {
            let file = self.lesson_path().display().to_string();
            let why = platform::WriteError::of(&e);
            self.notice = Some(words::say(self.lang, &why.not_written(&file)));
        }
    }

    /// Opens the level that was in progress, as it was left, if there is one; a file
    /// that cannot be read is kept aside and said so.
    pub fn resume_lesson(&mut self) {
        if self.cfg.demo || self.room.lesson.is_some() {
            return;
        }
        let path = self.lesson_path();
        let text = match kept::read_kept(&path) {
            Ok(Some(text)) => text,
            Ok(None) => return,
            Err(note) => {
                self.notice = Some(file_note(self.lang, &note));
                return;
            }
        };
        let save = match LessonSave::from_json(&text) {
            Ok(save) => save,
            Err(why) => {
                self.notice = Some(file_note(self.lang, &kept::keep_aside(&path, &why)));
                return;
            }
        };
        let Some(id) = &save.level else { return };
        let found = self
            .room
            .courses
            .iter()
            .enumerate()
            .find_map(|(c, course)| {
                let l = course.levels.iter().position(|l| &l.id == id)?;
                Some((c, l))
            });
        // A level no longer shipped is simply not resumed.
        let Some((course, level)) = found else { return };
        if let Some(i) = self.learners().iter().position(|n| *n == save.learner) {
            self.room.learner_index = i;
        }
        self.start_lesson(course, level);
        let Some(run) = self.room.lesson.as_mut() else {
            return;
        };
        if replay(run, &save).is_err() {
            // Rolls that no longer fit the level: it begins afresh.
            self.start_lesson(course, level);
            return;
        }
        let state = run.attempt.state().clone();
        self.table.shown = state.clone();
        self.table.state = state;
        self.table
            .messages
            .push_front(self.school_text(SchoolMsg::LevelResumed));
    }
}

/// The private steps of [`LessonKeeping`].
#[easy_ext::ext]
impl TableScreen<School> {
    fn lesson_path(&self) -> std::path::PathBuf {
        self.cfg.data_dir.join(LESSON_FILE)
    }
}

/// Plays a kept try's clicks and rolls again on a fresh run of its level.
fn replay(run: &mut LessonRun, save: &LessonSave) -> Result<(), ()> {
    for square in &save.picks {
        if matches!(run.attempt.pick(*square), school::Pick::Won(_)) {
            return Err(());
        }
        run.picks.push(*square);
    }
    for cmd in &save.commands {
        match run.attempt.play(cmd) {
            Ok((school::AttemptStep::GoesOn, _)) => run.commands.push(cmd.clone()),
            _ => return Err(()),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests_support {
    use super::*;

    pub(in crate::school::lesson_save) fn run_of(id: &str) -> LessonRun {
        let courses = school::courses();
        let level = courses
            .iter()
            .flat_map(|c| &c.levels)
            .find(|l| l.id == id)
            .expect("a shipped level");
        LessonRun {
            course: 0,
            level: 0,
            attempt: school::Attempt::new(level).unwrap(),
            won: None,
            showing: None,
            next: None,
            commands: vec![],
            picks: vec![],
            cursor: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::school::lesson_save::tests_support::*;

    #[test]
    fn a_level_left_after_two_rolls_goes_on_after_the_second_roll() {
        let mut run = run_of("bishop-2");
        let courses = school::courses();
        let level = courses
            .iter()
            .flat_map(|c| &c.levels)
            .find(|l| l.id == "bishop-2");
        let sol = school::solve::solution(level.unwrap()).unwrap();
        let mut kept = LessonSave {
            learner: "Mia".into(),
            level: Some("bishop-2".into()),
            ..LessonSave::default()
        };
        let mut played = run_of("bishop-2");
        for cmd in &sol[..2] {
            played.attempt.play(cmd).unwrap();
            kept.commands.push(cmd.clone());
        }
        let text = serde_json::to_string(&kept).unwrap();
        let back = LessonSave::from_json(&text).unwrap();
        assert_eq!(back, kept);
        replay(&mut run, &back).unwrap();
        assert_eq!(run.attempt.rolls(), 2, "the rolls made are not given back");
        assert_eq!(run.attempt.state(), played.attempt.state());
        assert_eq!(run.commands, kept.commands);
    }

    #[test]
    fn clicks_of_a_level_of_squares_to_find_are_kept_wrong_ones_too() {
        let id = school::courses()
            .iter()
            .flat_map(|c| &c.levels)
            .find(|l| l.goal == school::Goal::EverySquare)
            .map(|l| l.id.clone())
            .unwrap();
        let mut run = run_of(&id);
        let to_find = run.attempt.squares_to_find().to_vec();
        let wrong = (0..20)
            .flat_map(|x| (0..20).map(move |y| Square::new(x, y)))
            .find(|s| !to_find.contains(s))
            .unwrap();
        let kept = LessonSave {
            learner: String::new(),
            level: Some(id),
            commands: vec![],
            picks: vec![to_find[0], wrong],
        };
        replay(&mut run, &kept).unwrap();
        assert_eq!(run.attempt.rolls(), 2, "a wrong click counts, and is kept");
        assert_eq!(run.attempt.found(), vec![to_find[0]]);
    }

    #[test]
    fn a_kept_try_with_an_unknown_field_is_refused() {
        let err =
            LessonSave::from_json(r#"{"learner":"","level":null,"commands":[],"picks":[],"x":1}"#);
        assert!(err.unwrap_err().contains("unknown field"));
        assert!(LessonSave::from_json("{\"learner\":").is_err());
    }

    #[test]
    fn rolls_that_no_longer_fit_the_level_are_not_replayed() {
        let mut run = run_of("bishop-2");
        let kept = LessonSave {
            learner: String::new(),
            level: Some("bishop-2".into()),
            commands: vec![Command::Pass, Command::Roll, Command::DrawCard],
            picks: vec![],
        };
        assert!(replay(&mut run, &kept).is_err());
    }
}

#[cfg(test)]
mod fuzz {
    use super::*;
    use crate::school::lesson_save::tests_support::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn a_garbled_kept_try_never_panics() {
        let courses = school::courses();
        let levels: Vec<&school::Level> = courses.iter().flat_map(|c| &c.levels).collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let rounds = std::env::var("FUZZ_SCALE")
            .ok()
            .and_then(|s| s.parse::<usize>().ok())
            .unwrap_or(1)
            * 300;
        // Each level's whole solution and squares, worked out once.
        let texts: Vec<String> = levels
            .iter()
            .map(|level| {
                let kept = LessonSave {
                    learner: "Mia".into(),
                    level: Some(level.id.clone()),
                    commands: school::solve::solution(level).unwrap_or_default(),
                    picks: school::every_square(level),
                };
                serde_json::to_string(&kept).unwrap()
            })
            .collect();
        for i in 0..rounds {
            let level = levels[i % levels.len()];
            let mut bytes = texts[i % levels.len()].clone().into_bytes();
            for _ in 0..rng.gen_range(1..4) {
                let at = rng.gen_range(0..bytes.len());
                bytes[at] = *b"0123456789[]{},:\"-x".get(rng.gen_range(0..19)).unwrap();
            }
            let Ok(text) = String::from_utf8(bytes) else {
                continue;
            };
            if let Ok(save) = LessonSave::from_json(&text) {
                let _ = replay(&mut run_of(&level.id), &save);
            }
        }
    }
}
