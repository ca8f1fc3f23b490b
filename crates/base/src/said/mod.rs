//! The rules crates' values in words. The rules crates know no words: they return typed
//! values (a board file's error, why a move is refused), and the app says them here, for
//! the window and the command line alike. Each function gives a value's Fluent id and
//! values (a [`Key`]); `words::say(lang, &said::board(&e))` says it. The words are in
//! `assets/i18n/<language>/errors.ftl`, `chess-errors.ftl`, `reasons.ftl`,
//! `chess-school.ftl` and `lab.ftl`; the rule lab's figures (what its runs found) in
//! `lab-figures.ftl`.
//!
//! The app's own messages derive their words beside their owners (`#[derive(words::Say)]`
//! on `save`'s, `platform`'s and the command line's errors); the rules crates' types
//! cannot, so their few hand-written mappings live here.

mod chess_errors;
mod chess_school;
mod data;
mod file_errors;
mod lab_figures;
pub mod lab_play;
pub mod race;
pub mod reasons;
mod rule_sets;
mod school;

#[doc(hidden)]
pub mod reason_samples;

pub use chess_errors::{fen, null_move, pgn, record, yalta_colours, yfen};
pub use chess_school::{chess_course_title, chess_level_text, chess_school_wrong, LevelPart};
pub use data::{
    card_has_words, card_shows_id, card_text, course_title, file_note, level_goal, level_title,
    CardsMsg, Column,
};
pub use file_errors::{board, deck, deck_kind, lesson, setup};
pub use lab_figures::{
    fairness_verdict, lab_figures_lines, stop_line, verdict_way, LabFiguresMsg, Tenths,
};
pub use race::{BringInRoll, CardIdle, FieldName, Msg};
pub use reasons::{castling, chess_refusal, chess_why_not, refusal, why_not, yalta_refusal};
pub use rule_sets::{house_rule, rule_set_problem};
pub use school::{learner_name, LessonAim, SchoolMsg};

use words::{Args, Key};

/// A message without values.
pub fn plain(id: &'static str) -> Key {
    (id, Args::new())
}

/// What is wrong with a reason in a language, if anything: it is not said (a missing
/// message or value), or it is empty, or longer than the 90 characters a child's bubble
/// holds (for the tests of the reasons and of the window's declined inputs).
pub fn reason_problem(lang: words::Lang, (id, args): &words::Key) -> Option<String> {
    match words::try_format(lang.code(), id, args) {
        Ok(text) if text.trim().is_empty() || text.chars().count() > 90 => {
            Some(format!("{} {id} = {text:?}", lang.code()))
        }
        Ok(_) => None,
        Err(e) => Some(e),
    }
}

#[cfg(test)]
mod samples;
#[cfg(test)]
mod tests;
