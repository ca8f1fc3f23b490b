//! The window's first screen as the command line names it (`--game`, `--lesson`): the
//! app knows every game's courses, so the app reads it.

use crate::cli_error::CliError;
use crate::ui::OpenAt;

/// The screen of `--game` and `--lesson` (a level opens the school).
///
/// # Errors
/// [`CliError::NoSuchLesson`] when `--lesson` is not `C.L` of a course and level
/// of the school.
pub fn open_at(game: Option<&str>, lesson: Option<&str>) -> Result<Option<OpenAt>, CliError> {
    if let Some(chess) = lesson.and_then(|g| g.strip_prefix("chess.")) {
        let given = lesson.unwrap_or_default();
        let courses = chess_school::courses().unwrap_or_default();
        let lengths: Vec<usize> = courses.iter().map(|c| c.levels.len()).collect();
        let (c, l) = course_and_level(chess, &lengths).ok_or_else(|| CliError::NoSuchLesson {
            given: given.to_string(),
            courses: courses.len(),
        })?;
        return Ok(Some(OpenAt::ChessLevel(c, l)));
    }
    if let Some(given) = lesson {
        let courses = school::courses();
        let wrong = || CliError::NoSuchLesson {
            given: given.to_string(),
            courses: courses.len(),
        };
        let (c, l) = given.split_once('.').ok_or_else(wrong)?;
        let c: usize = c.trim().parse().map_err(|_| wrong())?;
        let l: usize = l.trim().parse().map_err(|_| wrong())?;
        let levels = c
            .checked_sub(1)
            .and_then(|c| courses.get(c))
            .map(|k| k.levels.len());
        if c == 0 || l == 0 || levels.is_none_or(|n| l > n) {
            return Err(wrong());
        }
        return Ok(Some(OpenAt::School(Some((c - 1, l - 1)))));
    }
    Ok(match game {
        Some("race") => Some(OpenAt::Race),
        Some("school") => Some(OpenAt::School(None)),
        Some("lab") => Some(OpenAt::Lab),
        _ => None,
    })
}

/// `C.L` (counted from 1) of courses with these numbers of levels, counted from 0.
fn course_and_level(given: &str, lengths: &[usize]) -> Option<(usize, usize)> {
    let (c, l) = given.split_once('.')?;
    let c: usize = c.trim().parse().ok()?;
    let l: usize = l.trim().parse().ok()?;
    let levels = *lengths.get(c.checked_sub(1)?)?;
    (l >= 1 && l <= levels).then(|| (c - 1, l - 1))
}
