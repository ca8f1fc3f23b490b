//! The names of the piece school's messages ([`SchoolMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::{LessonAim, SchoolMsg};

/// The key of what a level asks for (`school-hint-goal` selects on it).
fn aim(a: LessonAim) -> &'static str {
    match a {
        LessonAim::Stars(1) => "star",
        LessonAim::Stars(_) => "stars",
        LessonAim::Square => "square",
        LessonAim::Home => "home",
        LessonAim::Capture => "capture",
    }
}

/// A span of a list: the first and last on show, and how many there are.
fn span(first: usize, last: usize, of: usize) -> Args {
    Args::new()
        .number("first", first)
        .number("last", last)
        .number("of", of)
}

/// A piece school message's id and values.
pub(crate) fn key(m: &SchoolMsg) -> Key {
    use SchoolMsg::*;
    match m {
        Guest => plain("school-guest"),
        Title => plain("school-title"),
        Learner(name) => ("school-learner", Args::new().text("name", name.as_str())),
        NewName => plain("school-new-name"),
        MapKeys => plain("school-map-keys"),
        ProgressKept(name) => (
            "school-progress-kept",
            Args::new().text("name", name.as_str()),
        ),
        RaceTitle => plain("school-race-title"),
        Found { found, of, clicks } => (
            "school-found",
            Args::new()
                .number("found", *found)
                .number("of", *of)
                .number("clicks", *clicks),
        ),
        RollsSoFar { rolls, par } => (
            "school-rolls-so-far",
            Args::new().number("rolls", *rolls).number("par", *par),
        ),
        LessonKeys => plain("school-lesson-keys"),
        Shown => plain("school-shown"),
        DiceUsedUp => plain("school-dice-used-up"),
        WellDone(stars) => (
            "school-well-done",
            Args::new().text("stars", stars.as_str()),
        ),
        Score { count, par, clicks } => (
            if *clicks {
                "school-score-clicks"
            } else {
                "school-score-rolls"
            },
            Args::new().number("count", *count).number("par", *par),
        ),
        NextLevel => plain("school-next-level"),
        TryAgain => plain("school-try-again"),
        CourseMap => plain("school-course-map"),
        NextLearnerKey => plain("school-next-learner-key"),
        HowFastKey => plain("school-how-fast-key"),
        ShowMeKey => plain("school-show-me-key"),
        HintGoal { aim: a, rolls } => (
            "school-hint-goal",
            Args::new().text("aim", aim(*a)).number("rolls", *rolls),
        ),
        HintNoWay => plain("school-hint-no-way"),
        HintFind(n) => ("school-hint-find", Args::new().number("n", *n)),
        LevelResumed => plain("school-level-resumed"),
        ClassButton => plain("school-class-button"),
        ClassTitle => plain("school-class-title"),
        ClassName => plain("school-class-name"),
        ClassTotal => plain("school-class-total"),
        ClassOutOf => plain("school-class-out-of"),
        ClassNobody => plain("school-class-nobody"),
        ClassRows { first, last, of } => ("school-class-rows", span(*first, *last, *of)),
        ClassCourses { first, last, of } => ("school-class-courses", span(*first, *last, *of)),
        CourseShort { id, title } => (
            "school-course-short",
            Args::new()
                .text("id", id.as_str())
                .text("title", title.as_str()),
        ),
    }
}
