//! The typed messages of the piece school (the course map, the race page, playing a
//! level, the class overview): `SchoolMsg`, a variant per text with its parameters.
//! `keys/` names each message, and the words are in `assets/i18n/<language>/`.

/// A text of the piece school (the course map, the race page, playing a level).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SchoolMsg {
    /// The learner when nobody is named.
    Guest,
    /// The course map's title.
    Title,
    /// Who learns (a name).
    Learner(String),
    /// The button that starts a new name.
    NewName,
    /// The course map's keys.
    MapKeys,
    /// The stars file could not be read and was kept aside under this name.
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
