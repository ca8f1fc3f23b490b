//! The bridge from the chess screen to the chess school: the level that teaches what a
//! refused move broke, and the pointer to it in words.

use crate::texts::ChessMsg;
use ::chess::WhyNot;
use base::said::chess_course_title;
use shell::i18n::Lang;

/// The chess school's courses, read once (the chess screen points into them).
fn courses() -> &'static [chess_school::ChessCourse] {
    static COURSES: std::sync::OnceLock<Vec<chess_school::ChessCourse>> =
        std::sync::OnceLock::new();
    COURSES.get_or_init(|| chess_school::courses().unwrap_or_default())
}

/// The level that teaches what a refused chess move broke: its id, and the pointer to
/// it in words ("Learn it in the chess school: Check, level 3 (L)").
pub fn learn_it(lang: Lang, why: &WhyNot) -> Option<(&'static str, String)> {
    pointer(lang, chess_school::lesson_for(why)?)
}

/// The level that teaches how a game ended, where a person may not know it: a
/// stalemate (a draw, not a win).
pub fn learn_the_end(lang: Lang, outcome: ::chess::Outcome) -> Option<(&'static str, String)> {
    match outcome {
        ::chess::Outcome::Draw(::chess::DrawReason::Stalemate) => pointer(lang, "stalemate-1"),
        _ => None,
    }
}

/// The pointer to the level with this id, in words.
fn pointer(lang: Lang, id: &'static str) -> Option<(&'static str, String)> {
    let (c, l) = chess_school::find_level(courses(), id)?;
    let course = chess_course_title(lang, &courses()[c].id);
    Some((
        id,
        // Its key (L) left out on a touch screen, where a tap on it opens the level.
        shell::touch::label(::words::say(lang, &ChessMsg::LearnIt(course, l + 1))),
    ))
}
