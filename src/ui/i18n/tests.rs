//! Each area's texts exist in both languages and differ between them. A message
//! without a name does not compile (one exhaustive `match` per message enum in `keys/`);
//! these tests catch a text left in the wrong language, or empty.

use super::*;
use crate::ui::yalta::texts::YaltaMsg;

/// Every message's German and English text: neither empty, and different.
fn both_differ(de: String, en: String, what: &str) {
    assert!(!de.is_empty() && !en.is_empty(), "{what} has an empty text");
    assert_ne!(de, en, "{what} is not translated");
}

/// One piece school message of every kind; a new kind does not compile until it is
/// here.
fn school_samples() -> Vec<SchoolMsg> {
    let all = vec![
        SchoolMsg::Guest,
        SchoolMsg::Title,
        SchoolMsg::Learner("Mia".into()),
        SchoolMsg::NewName,
        SchoolMsg::MapKeys,
        SchoolMsg::RaceTitle,
        SchoolMsg::Found {
            found: 2,
            of: 5,
            clicks: 3,
        },
        SchoolMsg::RollsSoFar { rolls: 1, par: 2 },
        SchoolMsg::LessonKeys,
        SchoolMsg::Shown,
        SchoolMsg::DiceUsedUp,
        SchoolMsg::WellDone("★★☆".into()),
        SchoolMsg::Score {
            count: 1,
            par: 2,
            clicks: false,
        },
        SchoolMsg::NextLevel,
        SchoolMsg::TryAgain,
        SchoolMsg::CourseMap,
        SchoolMsg::NextLearnerKey,
        SchoolMsg::HowFastKey,
        SchoolMsg::ShowMeKey,
        SchoolMsg::ProgressKept("progress.json.broken".into()),
        SchoolMsg::HintGoal {
            aim: LessonAim::Stars(2),
            rolls: 3,
        },
        SchoolMsg::HintNoWay,
        SchoolMsg::HintFind(2),
        SchoolMsg::LevelResumed,
        SchoolMsg::ClassButton,
        SchoolMsg::ClassTitle,
        SchoolMsg::ClassName,
        SchoolMsg::ClassTotal,
        SchoolMsg::ClassOutOf,
        SchoolMsg::ClassNobody,
        SchoolMsg::ClassRows {
            first: 1,
            last: 11,
            of: 25,
        },
        SchoolMsg::ClassCourses {
            first: 1,
            last: 6,
            of: 12,
        },
        SchoolMsg::CourseShort {
            id: "knight".into(),
            title: "?".into(),
        },
    ];
    // Exhaustive: a kind of message without a sample above fails here.
    let kinds = all
        .iter()
        .map(|m| match m {
            SchoolMsg::Guest => 0,
            SchoolMsg::Title => 1,
            SchoolMsg::Learner(_) => 3,
            SchoolMsg::NewName => 5,
            SchoolMsg::MapKeys => 6,
            SchoolMsg::RaceTitle => 7,
            SchoolMsg::Found { .. } => 8,
            SchoolMsg::RollsSoFar { .. } => 9,
            SchoolMsg::LessonKeys => 10,
            SchoolMsg::Shown => 11,
            SchoolMsg::DiceUsedUp => 12,
            SchoolMsg::WellDone(_) => 13,
            SchoolMsg::Score { .. } => 14,
            SchoolMsg::NextLevel => 15,
            SchoolMsg::TryAgain => 16,
            SchoolMsg::CourseMap => 17,
            SchoolMsg::NextLearnerKey => 18,
            SchoolMsg::HowFastKey => 19,
            SchoolMsg::ShowMeKey => 20,
            SchoolMsg::ProgressKept(_) => 21,
            SchoolMsg::HintGoal { .. } => 22,
            SchoolMsg::HintNoWay => 23,
            SchoolMsg::HintFind(_) => 24,
            SchoolMsg::LevelResumed => 25,
            SchoolMsg::ClassButton => 26,
            SchoolMsg::ClassTitle => 27,
            SchoolMsg::ClassName => 28,
            SchoolMsg::ClassTotal => 29,
            SchoolMsg::ClassOutOf => 30,
            SchoolMsg::ClassNobody => 31,
            SchoolMsg::ClassRows { .. } => 32,
            SchoolMsg::ClassCourses { .. } => 33,
            SchoolMsg::CourseShort { .. } => 34,
        })
        .collect::<std::collections::BTreeSet<_>>();
    assert_eq!(kinds.len(), all.len(), "one sample of every school message");
    all
}

#[test]
fn the_lesson_hint_counts_rolls_and_stars_with_their_nouns() {
    let hint = |lang, aim, rolls| school_text(lang, &SchoolMsg::HintGoal { aim, rolls });
    assert_eq!(
        hint(Lang::En, LessonAim::Stars(1), 2),
        "Why: this gets the star in 2 rolls."
    );
    assert_eq!(
        hint(Lang::En, LessonAim::Stars(3), 1),
        "Why: this gets the stars now."
    );
    assert_eq!(
        hint(Lang::De, LessonAim::Home, 2),
        "Warum: so kommt die Figur ins Haus in 2 Würfen."
    );
    assert!(school_text(Lang::En, &SchoolMsg::HintFind(1)).contains("Count 1 move from the piece"));
    assert!(school_text(Lang::De, &SchoolMsg::HintFind(3)).contains("3 Züge"));
}

#[test]
fn school_messages_have_both_languages() {
    let mut all = school_samples();
    for (count, clicks) in [(1, true), (3, true), (3, false)] {
        all.push(SchoolMsg::Score {
            count,
            par: 2,
            clicks,
        });
    }
    for m in all {
        both_differ(
            school_text(Lang::De, &m),
            school_text(Lang::En, &m),
            &format!("{m:?}"),
        );
    }
}

#[test]
fn reasons_have_both_languages() {
    let names = |s: Seat| ["Anna", "Ben", "Cem", "Dora"][s.index() % 4].to_string();
    let track_why = track::WhyNot::NotYourTurn { turn: Seat(1) };
    both_differ(
        why_not(Lang::De, Role::Rook, &track_why, &names),
        why_not(Lang::En, Role::Rook, &track_why, &names),
        "track's why not",
    );
    let track_refusal = track::Refusal::PieceNotMovable(Role::Knight);
    both_differ(
        refusal(Lang::De, &track_refusal),
        refusal(Lang::En, &track_refusal),
        "track's refusal",
    );
    let chess_why = ::chess::WhyNot::PawnMovesOnlyForward;
    both_differ(
        chess_why_not(Lang::De, &chess_why),
        chess_why_not(Lang::En, &chess_why),
        "chess's why not",
    );
    let chess_ref = ::chess::Refusal::OfferStands;
    both_differ(
        chess_refusal(Lang::De, &chess_ref),
        chess_refusal(Lang::En, &chess_ref),
        "chess's refusal",
    );
    let yalta_names = ["Ada".to_string(), "Bo".into(), "Cleo".into()];
    let yalta_ref = yalta::why_not::Refusal::DoesNotAnswerCheck(vec![
        yalta::cell::Player::Black,
        yalta::cell::Player::Red,
    ]);
    both_differ(
        yalta_refusal(Lang::De, &yalta_names, &yalta_ref),
        yalta_refusal(Lang::En, &yalta_names, &yalta_ref),
        "Yalta's refusal",
    );
}

#[test]
fn pages_have_both_languages() {
    let (de, en) = (
        variant_line(Lang::De, "large"),
        variant_line(Lang::En, "large"),
    );
    both_differ(de.0, en.0, "a variant's name");
    let rule = track::variant::HouseRule::MayStopEarly;
    let (de, en) = (rule_line(Lang::De, rule), rule_line(Lang::En, rule));
    both_differ(de.1, en.1, "a house rule's line");
    let (de, en) = (rules_pages(Lang::De), rules_pages(Lang::En));
    assert_eq!(de.len(), en.len(), "as many rules pages in both languages");
    for (d, e) in de.iter().zip(&en) {
        both_differ(d.0.clone(), e.0.clone(), "a rules page's title");
        assert_eq!(d.1.len(), e.1.len(), "as many paragraphs on {}", e.0);
    }
}

#[test]
fn numbers_agree_with_their_nouns() {
    let one = [
        text(Lang::En, &Msg::HintNearer(Role::Queen, 1)),
        text(Lang::En, &Msg::StartContinueYalta(1)),
        text(Lang::En, &Msg::EveryRing(1)),
        ::words::say(Lang::En, &YaltaMsg::Continue(1)),
    ];
    for t in &one {
        assert!(t.contains("1 move") && !t.contains("1 moves"), "{t}");
    }
    let eins = [
        text(Lang::De, &Msg::HintNearer(Role::Queen, 1)),
        text(Lang::De, &Msg::StartContinueYalta(1)),
        ::words::say(Lang::De, &YaltaMsg::Continue(1)),
    ];
    for t in &eins {
        assert!(t.contains("1 Zug") && !t.contains("1 Züge"), "{t}");
    }
    assert!(text(Lang::En, &Msg::HintNearer(Role::Queen, 3)).contains("3 moves"));
}

#[test]
fn every_help_and_computer_level_is_explained_in_one_short_line() {
    use crate::ui::setup::{levels, Help};
    let mut lines = vec![];
    for h in [Help::Beginner, Help::Player, Help::Expert] {
        lines.push((
            text(Lang::De, &Msg::HelpLine(h)),
            text(Lang::En, &Msg::HelpLine(h)),
        ));
    }
    for k in levels() {
        lines.push((
            text(Lang::De, &Msg::LevelLine(k)),
            text(Lang::En, &Msg::LevelLine(k)),
        ));
    }
    for (de, en) in lines {
        // Two lines of the setup's strip at 800×600 hold about 60 letters.
        for l in [&de, &en] {
            assert!(!l.is_empty() && l.chars().count() <= 52, "{l}");
        }
        assert_ne!(de, en);
    }
}

#[test]
fn every_course_has_a_short_name_for_the_class_page() {
    for course in school::courses() {
        for lang in [Lang::De, Lang::En] {
            let short = school_text(
                lang,
                &SchoolMsg::CourseShort {
                    id: course.id.clone(),
                    title: "?".into(),
                },
            );
            assert_ne!(short, "?", "the course {} has no short name", course.id);
            assert!(short.chars().count() <= 12, "{short} is not short");
        }
    }
    let unknown = SchoolMsg::CourseShort {
        id: "new".into(),
        title: "A new course".into(),
    };
    assert_eq!(school_text(Lang::En, &unknown), "A new course");
}
