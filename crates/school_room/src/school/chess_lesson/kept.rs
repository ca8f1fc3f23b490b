//! The chess school's tries kept (issue 49): every try at a level not yet won (its
//! moves, answers and squares, the wrong ones too, and *Try again*) is kept per learner
//! and level after each one, so that a reloaded page, a closed window or a level left
//! and opened again goes on where it stood, with its mistakes counted, as the piece
//! school's level does (`lesson_save.rs`). The level on show is kept too, so that the
//! school opens it again after a reload. A level won, or played to its end by *Show
//! me*, starts afresh. All file access goes through [`base::platform`].

use crate::i18n::file_note;
use crate::prelude::*;
use crate::{School, TableScreen};
use ::chess::ChessMove;
use base::platform;
use base::save::kept;
use chess_school::{ChessAttempt, Step, Try};
use cozy_chess::{Piece, Square};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The file of the chess school's tries, in the data directory.
const FILE: &str = "chess-lesson.json";

/// A kept try is replayed only up to this many steps (a file written by hand cannot
/// make the school search for long).
const MOST_KEPT: usize = 400;

/// One step of a try as kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum KeptTry {
    /// A move, as from and to squares and the promotion's letter (`e7e8q`).
    Move(String),
    /// The answer of a question, by its index.
    Answer(usize),
    /// A square clicked in a level of squares to find (`e4`).
    Square(String),
    /// *Try again* in the middle of the level: its position again, the tries kept.
    Again,
}

impl KeptTry {
    /// A try as kept.
    pub fn of(t: Try) -> KeptTry {
        match t {
            Try::Move(m) => KeptTry::Move(m.to_string()),
            Try::Answer(i) => KeptTry::Answer(i),
            Try::Square(sq) => KeptTry::Square(sq.to_string()),
        }
    }

    /// The try again, or `None` for *Try again* and for text that is no try.
    fn to_try(&self) -> Option<Try> {
        match self {
            KeptTry::Move(text) => {
                let from = text.get(..2)?.parse::<Square>().ok()?;
                let to = text.get(2..4)?.parse::<Square>().ok()?;
                let promotion = match text.get(4..)? {
                    "" => None,
                    p => Some(p.parse::<Piece>().ok()?),
                };
                Some(Try::Move(ChessMove {
                    from,
                    to,
                    promotion,
                }))
            }
            KeptTry::Answer(i) => Some(Try::Answer(*i)),
            KeptTry::Square(text) => text.parse::<Square>().ok().map(Try::Square),
            KeptTry::Again => None,
        }
    }
}

/// The chess school's tries as kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChessLessonSave {
    /// Learner → level id → the steps of the try at it, in order.
    pub tries: BTreeMap<String, BTreeMap<String, Vec<KeptTry>>>,
    /// The learner and the level on show when the file was written, if any.
    pub playing: Option<(String, String)>,
}

/// Where a level on show stands, for what is kept of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The learner's try goes on: its steps so far.
    Going(Vec<KeptTry>),
    /// *Show me* plays it: the learner's own try stays as it was kept.
    Showing,
    /// Won, or shown to its end: the next try starts afresh.
    Done,
}

impl ChessLessonSave {
    /// Keeps the level `id` of `learner` as it `now` stands, and which is on show.
    pub fn keep(&mut self, learner: &str, id: &str, now: Standing) {
        let levels = self.tries.entry(learner.to_string()).or_default();
        self.playing = Some((learner.to_string(), id.to_string()));
        match now {
            Standing::Going(steps) => {
                levels.insert(id.to_string(), steps);
            }
            Standing::Showing => {}
            Standing::Done => {
                levels.remove(id);
                self.playing = None;
            }
        }
        if levels.is_empty() {
            self.tries.remove(learner);
        }
    }

    /// The kept steps of `learner`'s try at the level `id` (none if it starts afresh).
    pub fn steps(&self, learner: &str, id: &str) -> &[KeptTry] {
        self.tries
            .get(learner)
            .and_then(|levels| levels.get(id))
            .map_or(&[], Vec::as_slice)
    }

    /// Reads the kept tries.
    ///
    /// # Errors
    /// Why the text is no such file.
    pub fn from_json(text: &str) -> Result<ChessLessonSave, String> {
        serde_json::from_str(base::platform::strip_byte_order_mark(text))
            .map_err(|e| base::quoting::shorten_quotes(&e.to_string()))
    }
}

/// Plays the kept steps again on a fresh try at its level: the same position, tries and
/// squares found. Steps that no longer fit the level (a level changed since, a file
/// written by hand) are an error: the level then begins afresh.
pub fn replay(attempt: &mut ChessAttempt, steps: &[KeptTry]) -> Result<(), ()> {
    if steps.len() > MOST_KEPT {
        return Err(());
    }
    for step in steps {
        if *step == KeptTry::Again {
            attempt.restart();
            continue;
        }
        let t = step.to_try().ok_or(())?;
        if matches!(attempt.play(t), Step::Won(_)) {
            // A level won is not kept: these steps are not the try that was left.
            return Err(());
        }
    }
    Ok(())
}

/// A chess school level's kept tries.
#[easy_ext::ext(ChessLessonKept)]
impl TableScreen<School> {
    /// The kept tries (none in `--demo`); a file that cannot be read is kept aside and
    /// said so.
    pub fn chess_kept(&mut self) -> ChessLessonSave {
        if self.cfg.demo {
            return ChessLessonSave::default();
        }
        let path = self.chess_kept_path();
        match kept::read_kept(&path) {
            Ok(Some(text)) => ChessLessonSave::from_json(&text).unwrap_or_else(|why| {
                self.notice = Some(file_note(self.lang, &kept::keep_aside(&path, &why)));
                ChessLessonSave::default()
            }),
            Ok(None) => ChessLessonSave::default(),
            Err(note) => {
                self.notice = Some(file_note(self.lang, &note));
                ChessLessonSave::default()
            }
        }
    }

    /// Keeps the level on show as it stands (`kept.rs`): its steps so far, or none once
    /// it is won or shown to its end.
    pub fn keep_chess_try(&mut self) {
        let learner = self.learner();
        let Some(run) = self.room.chess_lesson.as_ref() else {
            return;
        };
        let id = run.attempt.level().id.clone();
        let now = if run.won.is_some() {
            Standing::Done
        } else if run.showing.is_some() {
            Standing::Showing
        } else {
            Standing::Going(run.kept.clone())
        };
        let mut save = self.chess_kept();
        save.keep(&learner, &id, now);
        self.write_chess_kept(&save);
    }

    /// Notes that no chess level is on show any more (its steps stay kept).
    pub fn keep_no_chess_level(&mut self) {
        let mut save = self.chess_kept();
        if save.playing.take().is_some() {
            self.write_chess_kept(&save);
        }
    }

    /// The kept steps of the learner's try at the level `id`.
    pub fn kept_chess_steps(&mut self, id: &str) -> Vec<KeptTry> {
        let learner = self.learner();
        self.chess_kept().steps(&learner, id).to_vec()
    }

    /// Opens the chess level that was on show when the window closed or the page was
    /// reloaded, as it was left, if there is one (and no piece school level was).
    pub fn resume_chess_lesson(&mut self) {
        if self.cfg.demo || self.room.lesson.is_some() || self.room.chess_lesson.is_some() {
            return;
        }
        let Some((learner, id)) = self.chess_kept().playing else {
            return;
        };
        let Some((c, l)) = chess_school::find_level(&self.room.chess_courses, &id) else {
            return;
        };
        if let Some(i) = self.learners().iter().position(|n| *n == learner) {
            self.room.learner_index = i;
        }
        self.room.map.chess_part = true;
        self.start_chess_lesson(c, l);
    }
}

/// The private steps of [`ChessLessonKept`].
#[easy_ext::ext]
impl TableScreen<School> {
    fn chess_kept_path(&self) -> std::path::PathBuf {
        self.cfg.data_dir.join(FILE)
    }

    /// Writes the kept tries (never in `--demo`).
    fn write_chess_kept(&mut self, save: &ChessLessonSave) {
        if self.cfg.demo {
            return;
        }
        let Ok(json) = serde_json::to_string(save) else {
            return;
        };
        let path = self.chess_kept_path();
        if let Err(e) = platform::write_atomic(&path, json.as_bytes()) {
            let file = path.display().to_string();
            let why = platform::WriteError::of(&e);
            self.notice = Some(words::say(self.lang, &why.not_written(&file)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(id: &str) -> chess_school::ChessLevel {
        let courses = chess_school::courses().unwrap();
        let (c, l) = chess_school::find_level(&courses, id).unwrap();
        courses[c].levels[l].clone()
    }

    #[test]
    fn two_wrong_moves_kept_are_counted_again_after_a_reload() {
        let lv = level("check-1");
        let mut played = ChessAttempt::new(&lv);
        let mut kept = vec![];
        // Two wrong moves: any two moves that give no check.
        let wrong: Vec<Try> = played
            .game()
            .legal_moves()
            .into_iter()
            .map(Try::Move)
            .filter(|t| {
                let mut a = ChessAttempt::new(&lv);
                matches!(a.play(*t), Step::Wrong(_))
            })
            .take(2)
            .collect();
        assert_eq!(wrong.len(), 2);
        for t in wrong {
            played.play(t);
            kept.push(KeptTry::of(t));
        }
        kept.push(KeptTry::Again);
        played.restart();
        let save = ChessLessonSave {
            tries: BTreeMap::from([(
                "Mia".to_string(),
                BTreeMap::from([("check-1".to_string(), kept)]),
            )]),
            playing: Some(("Mia".into(), "check-1".into())),
        };
        let text = serde_json::to_string(&save).unwrap();
        let back = ChessLessonSave::from_json(&text).unwrap();
        assert_eq!(back, save);
        let mut again = ChessAttempt::new(&lv);
        replay(&mut again, &back.tries["Mia"]["check-1"]).unwrap();
        assert_eq!(again.tries(), 2, "the mistakes are not forgotten");
        assert_eq!(again.board(), played.board());
        // So the level, won now at once, gives fewer than three stars.
        let right = again.hint().unwrap();
        assert!(matches!(again.play(right), Step::Won(s) if s < 3));
    }

    #[test]
    fn a_try_is_kept_per_learner_and_level_until_it_is_won() {
        let mut save = ChessLessonSave::default();
        let wrong = vec![KeptTry::Answer(0)];
        save.keep("Mia", "stalemate-1", Standing::Going(wrong.clone()));
        save.keep("Mia", "check-1", Standing::Going(vec![KeptTry::Again]));
        save.keep("Ben", "stalemate-1", Standing::Going(vec![]));
        assert_eq!(save.playing, Some(("Ben".into(), "stalemate-1".into())));
        // Leaving, another level, another learner: Mia's mistakes stay.
        save.playing = None;
        assert_eq!(save.steps("Mia", "stalemate-1"), wrong.as_slice());
        // "Show me" leaves the learner's own try as it was.
        save.keep("Mia", "stalemate-1", Standing::Showing);
        assert_eq!(save.steps("Mia", "stalemate-1"), wrong.as_slice());
        // Won: afresh next time, and nothing on show; the other level stays.
        save.keep("Mia", "stalemate-1", Standing::Done);
        assert!(save.steps("Mia", "stalemate-1").is_empty());
        assert_eq!(save.playing, None);
        assert_eq!(save.steps("Mia", "check-1"), [KeptTry::Again].as_slice());
        save.keep("Mia", "check-1", Standing::Done);
        assert!(!save.tries.contains_key("Mia"));
        assert!(save.tries.contains_key("Ben"));
    }

    #[test]
    fn moves_answers_squares_and_promotions_are_kept_as_they_were() {
        let a = "e2".parse::<Square>().unwrap();
        let b = "e8".parse::<Square>().unwrap();
        let tries = [
            Try::Move(ChessMove::new(a, b)),
            Try::Move(ChessMove {
                from: a,
                to: b,
                promotion: Some(Piece::Knight),
            }),
            Try::Answer(2),
            Try::Square(b),
        ];
        for t in tries {
            assert_eq!(KeptTry::of(t).to_try(), Some(t));
        }
        assert_eq!(KeptTry::Move("e2".into()).to_try(), None);
        assert_eq!(KeptTry::Move("e2e4x".into()).to_try(), None);
        assert_eq!(KeptTry::Square("z9".into()).to_try(), None);
    }

    #[test]
    fn steps_that_no_longer_fit_or_win_are_not_replayed() {
        let lv = level("check-1");
        let mut a = ChessAttempt::new(&lv);
        assert!(replay(&mut a, &[KeptTry::Square("nowhere".into())]).is_err());
        let a = ChessAttempt::new(&lv);
        let win = KeptTry::of(a.hint().unwrap());
        let mut a = ChessAttempt::new(&lv);
        assert!(replay(&mut a, &[win]).is_err());
        let many = vec![KeptTry::Again; MOST_KEPT + 1];
        assert!(replay(&mut ChessAttempt::new(&lv), &many).is_err());
        assert!(ChessLessonSave::from_json(r#"{"tries":{},"playing":null,"x":1}"#).is_err());
    }
}
