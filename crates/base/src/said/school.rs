//! The typed messages of the piece school (the course map, the race page, playing a
//! level, the class overview): `SchoolMsg`, a variant per text with its parameters; the
//! words are in `assets/i18n/<language>/school.ftl`.

use words::{Arg, Args, Sample};

/// A text of the piece school (the course map, the race page, playing a level): its id
/// is `school-` and the variant's name in kebab case.
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "school-")]
pub enum SchoolMsg {
    /// The learner when nobody is named.
    Guest,
    /// The course map's title.
    Title,
    /// Who learns (a name).
    #[say(args(name))]
    Learner(String),
    /// The button that starts a new name.
    NewName,
    /// The course map's keys.
    MapKeys,
    /// The stars file could not be read and was kept aside under this name.
    #[say(args(name))]
    ProgressKept(String),
    /// The race page's heading ("How fast is each piece?").
    RaceTitle,
    /// A level's progress: squares found, of how many, clicks so far.
    Found {
        /// Squares found.
        found: usize,
        /// Squares to find.
        of: u8,
        /// Clicks so far.
        clicks: u32,
    },
    /// A level's progress: rolls so far, par.
    RollsSoFar {
        /// Rolls so far.
        rolls: u32,
        /// The level's par.
        par: u8,
    },
    /// The keys while a level is played.
    LessonKeys,
    /// After "show me": now the learner.
    Shown,
    /// The dice are used up.
    DiceUsedUp,
    /// A level won, with its stars (drawn as ★ and ☆).
    #[say(args(stars))]
    WellDone(String),
    /// A won level's count against its par: clicks (or rolls), par.
    Score {
        /// Clicks or rolls.
        count: u32,
        /// The level's par.
        par: u8,
        /// Whether the level counts clicks, not rolls.
        clicks: bool,
    },
    /// The end box: next level.
    NextLevel,
    /// The end box and the browser page's key bar: try again.
    TryAgain,
    /// The end box: back to the course map.
    CourseMap,
    /// The browser page's key bar: the next learner.
    NextLearnerKey,
    /// The browser page's key bar: the race page.
    HowFastKey,
    /// The browser page's key bar: show me.
    ShowMeKey,
    /// The lesson's hint: why the move shown is good, in rolls to the goal.
    HintGoal {
        /// What the level asks for.
        aim: LessonAim,
        /// The rolls the goal still needs with this move (this one included).
        rolls: usize,
    },
    /// The lesson's hint when the goal cannot be reached any more.
    HintNoWay,
    /// The lesson's hint in a level of squares to find: count this many moves.
    #[say(args(n))]
    HintFind(u8),
    /// A level left in the middle goes on where it was.
    LevelResumed,
    /// The course map's button (and key C) to the class overview.
    ClassButton,
    /// The class overview's heading.
    ClassTitle,
    /// The class overview's first column: each learner's name.
    ClassName,
    /// The class overview's last column: the stars of every course together.
    ClassTotal,
    /// The class overview's row of each course's most stars.
    ClassOutOf,
    /// Nobody is in the stars file yet.
    ClassNobody,
    /// The learners on show, when they fill more than one page.
    ClassRows {
        /// The first on show (from 1).
        first: usize,
        /// The last on show.
        last: usize,
        /// How many there are.
        of: usize,
    },
    /// The courses on show, when they do not fit side by side.
    ClassCourses {
        /// The first on show (from 1).
        first: usize,
        /// The last on show.
        last: usize,
        /// How many there are.
        of: usize,
    },
    /// A course's short name, for the head of its column: by the course's id; a course
    /// these words do not know keeps its title.
    CourseShort {
        /// The course's id.
        id: String,
        /// Its title in the language.
        title: String,
    },
}

/// What a level asks for, as its hint says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonAim {
    /// The stars (how many are still to get).
    Stars(usize),
    /// The square of the level.
    Square,
    /// The house.
    Home,
    /// The piece to capture.
    Capture,
}

/// What a level asks for is the key the hint selects on: one star or more, the square,
/// the house, the piece to capture.
impl Arg for LessonAim {
    fn put(&self, args: Args, name: &'static str) -> Args {
        let key = match self {
            LessonAim::Stars(1) => "star",
            LessonAim::Stars(_) => "stars",
            LessonAim::Square => "square",
            LessonAim::Home => "home",
            LessonAim::Capture => "capture",
        };
        args.text(name, key)
    }
}

impl Sample for LessonAim {
    fn sample() -> Self {
        LessonAim::Stars(1)
    }

    fn samples() -> Vec<Self> {
        use LessonAim::*;
        vec![Stars(1), Stars(2), Square, Home, Capture]
    }
}

/// A learner's name as the reader sees it: the guest (stored under no name) in the
/// reader's language, everybody else as typed.
pub fn learner_name(lang: words::Lang, learner: &str) -> String {
    if learner == school::progress::GUEST {
        words::say(lang, &SchoolMsg::Guest)
    } else {
        learner.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use words::{say, Lang};

    #[test]
    fn every_piece_school_message_is_said_in_every_language() {
        assert_eq!(words::unsaid::<SchoolMsg>(), [] as [String; 0]);
    }

    #[test]
    fn the_lesson_hint_counts_rolls_and_stars_with_their_nouns() {
        let hint = |lang, aim, rolls| say(lang, &SchoolMsg::HintGoal { aim, rolls });
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
        assert!(say(Lang::En, &SchoolMsg::HintFind(1)).contains("Count 1 move from the piece"));
        assert!(say(Lang::De, &SchoolMsg::HintFind(3)).contains("3 Züge"));
    }

    #[test]
    fn a_score_counts_clicks_or_rolls_with_their_nouns() {
        let score = |lang, count, clicks| {
            say(
                lang,
                &SchoolMsg::Score {
                    count,
                    par: 2,
                    clicks,
                },
            )
        };
        assert_eq!(score(Lang::En, 1, true), "1 click, par 2");
        assert_eq!(score(Lang::En, 3, false), "3 rolls, par 2");
        assert_eq!(score(Lang::De, 1, false), "1 Wurf, Ziel 2");
        assert_eq!(score(Lang::De, 3, true), "3 Klicks, Ziel 2");
    }

    #[test]
    fn every_course_has_a_short_name_for_the_class_page_in_every_language() {
        for course in school::courses() {
            for lang in Lang::ALL {
                let short = say(
                    lang,
                    &SchoolMsg::CourseShort {
                        id: course.id.clone(),
                        title: "?".into(),
                    },
                );
                assert_ne!(
                    short, "?",
                    "{lang:?}: the course {} has no short name",
                    course.id
                );
                assert!(
                    short.chars().count() <= 12,
                    "{lang:?}: {short} is not short"
                );
            }
        }
        let unknown = SchoolMsg::CourseShort {
            id: "new".into(),
            title: "A new course".into(),
        };
        assert_eq!(say(Lang::En, &unknown), "A new course");
    }
}
