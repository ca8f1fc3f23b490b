//! The piece school's messages in English.

use super::*;

/// The English text of a piece school message.
pub(crate) fn text(m: &SchoolMsg) -> String {
    match m {
        SchoolMsg::Guest => "Guest".into(),
        SchoolMsg::Title => "Piece school".into(),
        SchoolMsg::Typing(typed) => format!("New name: {typed}_"),
        SchoolMsg::Learner(name) => format!("Learner: {name} (▲▼)"),
        SchoolMsg::NameDone => "Enter: done".into(),
        SchoolMsg::NewName => "+ New name (N)".into(),
        SchoolMsg::MapKeys => "Arrows: choose · Enter: play".into(),
        SchoolMsg::ProgressKept(name) => format!("Stars unreadable, kept as {name}"),
        SchoolMsg::RaceTitle => {
            "How fast is each piece? Moves for one lap from the start field into the house".into()
        }
        SchoolMsg::Found { found, of, clicks } => {
            format!("Found: {found} of {of} · Clicks: {clicks}")
        }
        SchoolMsg::RollsSoFar { rolls, par } => format!("Rolls: {rolls} · Par: {par}"),
        SchoolMsg::LessonKeys => "R: try again · Z: show me · Esc: course map".into(),
        SchoolMsg::Shown => "That is how! Your turn: try again.".into(),
        SchoolMsg::DiceUsedUp => "The dice are used up.".into(),
        SchoolMsg::WellDone(stars) => format!("Well done! {stars}"),
        SchoolMsg::Score {
            count: n,
            par,
            clicks: true,
        } => format!("{n} clicks, par {par}"),
        SchoolMsg::Score {
            count: 1,
            par,
            clicks: false,
        } => format!("1 roll, par {par}"),
        SchoolMsg::Score {
            count: n,
            par,
            clicks: false,
        } => format!("{n} rolls, par {par}"),
        SchoolMsg::NextLevel => "Next level".into(),
        SchoolMsg::TryAgain => "Try again".into(),
        SchoolMsg::CourseMap => "Course map".into(),
        SchoolMsg::NextLearnerKey => "Next learner ▼".into(),
        SchoolMsg::HowFastKey => "How fast?".into(),
        SchoolMsg::ShowMeKey => "Show me".into(),
        SchoolMsg::HintGoal { aim, rolls } => {
            let what = match aim {
                LessonAim::Stars(1) => "gets the star",
                LessonAim::Stars(_) => "gets the stars",
                LessonAim::Square => "reaches the square",
                LessonAim::Home => "brings the piece home",
                LessonAim::Capture => "captures the piece",
            };
            match rolls {
                1 => format!("Why: this {what} now."),
                n => format!("Why: this {what} in {n} rolls."),
            }
        }
        SchoolMsg::HintNoWay => {
            "From here the goal cannot be reached any more: R tries again.".into()
        }
        SchoolMsg::HintFind(1) => {
            "Count 1 move from the piece in every direction. The frame shows one: Enter.".into()
        }
        SchoolMsg::LevelResumed => "The level goes on where you left it.".into(),
        SchoolMsg::HintFind(n) => {
            format!(
                "Count {n} moves from the piece in every direction. The frame shows one: Enter."
            )
        }
        SchoolMsg::ClassButton => "Class (C)".into(),
        SchoolMsg::ClassTitle => "Class: stars per course".into(),
        SchoolMsg::ClassName => "Learner".into(),
        SchoolMsg::ClassTotal => "Total".into(),
        SchoolMsg::ClassOutOf => "out of".into(),
        SchoolMsg::ClassNobody => "No learner has played yet: there are no stars.".into(),
        SchoolMsg::ClassRows { first, last, of } => format!("Learners {first}–{last} of {of}"),
        SchoolMsg::ClassCourses { first, last, of } => format!("Courses {first}–{last} of {of}"),
        SchoolMsg::CourseShort { id, title } => match id.as_str() {
            "rook" => "Rook".into(),
            "bishop" => "Bishop".into(),
            "queen" => "Queen".into(),
            "knight" => "Knight".into(),
            "king" => "King".into(),
            "pawn" => "Pawn".into(),
            "line" => "Line".into(),
            "home" => "Home".into(),
            "capture" => "Capture".into(),
            "pause" => "Pause field".into(),
            "covered" => "Covered".into(),
            "bringin" => "Bring in".into(),
            _ => title.clone(),
        },
    }
}
