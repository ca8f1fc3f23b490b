//! The piece school: lessons on the real track, as data (`assets/lessons/*.json`,
//! embedded), loaded strictly like the cards: unknown fields are errors, and a
//! `validate()` pass checks every level against the board, naming the file, the level
//! and the line.

mod attempt;
mod error;
pub mod progress;
pub mod solve;

pub use attempt::{Attempt, AttemptStep, Pick};
pub use error::{LessonError, LessonProblem};

use error::{json_error, line_of};

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};
use track::board::{Board, Cell};
use track::cards::Texts;
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{Location, PieceId, Position, Role, Seat};
use track::variant::{HouseRules, Variant};
use track::{Phase, Setup, State};

/// The most stars a stars goal may have (the solver keeps them in the bits of a `u64`).
pub const MAX_STARS: usize = 64;

/// The embedded courses, in the order the course map shows them.
pub const COURSES: [(&str, &str); 12] = [
    (
        "rook.json",
        include_str!("../../../assets/lessons/rook.json"),
    ),
    (
        "bishop.json",
        include_str!("../../../assets/lessons/bishop.json"),
    ),
    (
        "queen.json",
        include_str!("../../../assets/lessons/queen.json"),
    ),
    (
        "knight.json",
        include_str!("../../../assets/lessons/knight.json"),
    ),
    (
        "king.json",
        include_str!("../../../assets/lessons/king.json"),
    ),
    (
        "pawn.json",
        include_str!("../../../assets/lessons/pawn.json"),
    ),
    (
        "line.json",
        include_str!("../../../assets/lessons/line.json"),
    ),
    (
        "home.json",
        include_str!("../../../assets/lessons/home.json"),
    ),
    (
        "capture.json",
        include_str!("../../../assets/lessons/capture.json"),
    ),
    (
        "pause.json",
        include_str!("../../../assets/lessons/pause.json"),
    ),
    (
        "covered.json",
        include_str!("../../../assets/lessons/covered.json"),
    ),
    (
        "bringin.json",
        include_str!("../../../assets/lessons/bringin.json"),
    ),
];

/// A piece placed by a level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placed {
    /// The seat, 0–3.
    pub seat: u8,
    /// The kind.
    pub role: Role,
    /// The square, `[x, y]`.
    pub at: [u8; 2],
}

/// What a level asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    remote = "Self",
    tag = "type",
    rename_all = "kebab-case",
    deny_unknown_fields
)]
pub enum Goal {
    /// End rolls on every star.
    Stars {
        /// The star squares.
        stars: Vec<[u8; 2]>,
    },
    /// End one roll of exactly `moves` moves on the square.
    Reach {
        /// The square.
        square: [u8; 2],
        /// The number of moves.
        moves: u8,
    },
    /// Bring the piece home.
    Home,
    /// Capture the piece on the square.
    Capture {
        /// Where the piece to capture stands.
        square: [u8; 2],
    },
    /// Find (click) every square the learner's piece reaches with a roll of the level's
    /// `pips` moves, exactly. Par is the number of those squares: each click counts.
    EverySquare,
}

track::strict::tagged_without_stray_fields!(Goal, |g| matches!(g, Goal::Home | Goal::EverySquare));

/// One roll of a level's fixed dice: a number of pips, or `"+"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LessonRoll {
    /// A number: one piece makes that many moves.
    Pips(u8),
    /// The `+` face: bring a piece in from the box (§4.2).
    Plus(PlusSign),
}

/// The `+` of a level's dice, written `"+"` in the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlusSign {
    /// `+`.
    #[serde(rename = "+")]
    Plus,
}

/// A rule of the track that a level teaches. The solver can take it away
/// ([`solve::fewest_rolls_without`]): a level that teaches a rule needs it, so without
/// it the level's par changes, or the level cannot be won at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// A piece may not cross its own blocking line (taken away: no blocking lines).
    BlockingLine,
    /// A piece on a pause field of its colour cannot be captured (taken away: pause
    /// fields are ordinary squares).
    PauseField,
    /// In the large game a covered piece cannot be captured (taken away: no piece is
    /// covered).
    Cover,
    /// A `+` brings a piece in from the box (taken away: a `+` can only be passed).
    BringIn,
    /// A roll's last move may capture (taken away: no roll and no bring-in captures,
    /// apart from the capture a capture goal asks for).
    Capture,
}

impl Rule {
    /// Every rule, in the order of the courses.
    pub const ALL: [Rule; 5] = [
        Rule::BlockingLine,
        Rule::PauseField,
        Rule::Cover,
        Rule::BringIn,
        Rule::Capture,
    ];

    /// The name in lesson files.
    pub fn name(self) -> &'static str {
        match self {
            Rule::BlockingLine => "blocking_line",
            Rule::PauseField => "pause_field",
            Rule::Cover => "cover",
            Rule::BringIn => "bring_in",
            Rule::Capture => "capture",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Level {
    /// A stable id, unique among all levels.
    pub id: String,
    /// The level's own title, for a level the game's words do not know by its id (a
    /// lesson file of one's own); the embedded lessons give none (their words are the
    /// app's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Texts>,
    /// The level's own goal in one line, likewise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goal_text: Option<Texts>,
    /// `small` or `large` (the large game's protection rule applies).
    #[serde(default = "small")]
    pub variant: String,
    /// Every piece on the track, the learner's and any obstacles.
    pub pieces: Vec<Placed>,
    /// The seat that plays.
    pub seat: u8,
    /// The goal.
    pub goal: Goal,
    /// The learner's pieces waiting in the start box (a `+` brings one in).
    #[serde(default)]
    pub in_box: Vec<Role>,
    /// Pips of every roll…
    #[serde(default)]
    pub pips: Option<u8>,
    /// …or a fixed list of rolls, in order: pips, or `"+"` to bring a piece in.
    #[serde(default)]
    pub dice: Option<Vec<LessonRoll>>,
    /// The fewest rolls that reach the goal.
    pub par: u8,
    /// The rule of the track the level teaches, if it teaches one: solved without it,
    /// the level has another par or cannot be won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teaches: Option<Rule>,
    /// Why the par stays the same without the taught rule, for a level that teaches it
    /// by refusing a wrong try (the rules refuse it and say why) or by showing where
    /// the rule does not hold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub same_par_because: Option<String>,
}

fn small() -> String {
    "small".into()
}

/// The classic board, made once, with a rule of the board taken away (the blocking
/// lines or the pause fields), or whole.
fn board_without(without: Option<Rule>) -> Arc<Board> {
    static WHOLE: OnceLock<Arc<Board>> = OnceLock::new();
    static NO_LINES: OnceLock<Arc<Board>> = OnceLock::new();
    static NO_PAUSE: OnceLock<Arc<Board>> = OnceLock::new();
    match without {
        Some(Rule::BlockingLine) => NO_LINES
            .get_or_init(|| Arc::new(Board::classic().without_blocking_lines()))
            .clone(),
        Some(Rule::PauseField) => NO_PAUSE
            .get_or_init(|| Arc::new(Board::classic().without_pause_fields()))
            .clone(),
        _ => WHOLE.get_or_init(|| Arc::new(Board::classic())).clone(),
    }
}

/// A course: one piece, or one rule of the track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// A stable id.
    pub id: String,
    /// The course's own title, for a course the game's words do not know by its id;
    /// the embedded courses give none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<Texts>,
    /// The levels, easiest first.
    pub levels: Vec<Level>,
}

impl Level {
    /// The pips of roll `k`: the fixed list's, or `pips` for ever; 0 for a `+`.
    pub fn roll(&self, k: usize) -> Option<u8> {
        self.face(k).map(|f| match f {
            Face::Pips(p) => p,
            _ => 0,
        })
    }

    /// The face of roll `k` of the level, if the level has a roll `k`.
    pub fn face(&self, k: usize) -> Option<Face> {
        match (&self.dice, self.pips) {
            (Some(d), _) => d.get(k).map(|r| match r {
                LessonRoll::Pips(p) => Face::Pips(*p),
                LessonRoll::Plus(_) => Face::Plus,
            }),
            (None, Some(p)) => Some(Face::Pips(p)),
            (None, None) => None,
        }
    }

    /// The level's starting game: its pieces on the classic board, its seat deciding
    /// on the first roll.
    pub fn start(&self) -> Option<State> {
        self.state_for(self.position(), 0)
    }

    /// The pieces as a position.
    pub fn position(&self) -> Position {
        let mut pos = Position::empty();
        for p in &self.pieces {
            pos.set(
                PieceId {
                    seat: Seat(p.seat),
                    role: p.role,
                },
                Location::Track(Square::new(p.at[0], p.at[1])),
            );
        }
        for role in &self.in_box {
            pos.set(
                PieceId {
                    seat: Seat(self.seat),
                    role: *role,
                },
                Location::Box,
            );
        }
        pos
    }

    /// The game at roll `k` with these pieces.
    pub fn state_for(&self, pos: Position, k: usize) -> Option<State> {
        self.state_without(pos, k, None)
    }

    /// The game at roll `k` with these pieces, with a rule of the board or the variant
    /// taken away: the blocking lines, the pause fields or the cover. The other rules
    /// are the solver's to take away (see [`solve::fewest_rolls_without`]).
    pub(crate) fn state_without(
        &self,
        pos: Position,
        k: usize,
        without: Option<Rule>,
    ) -> Option<State> {
        let face = self.face(k)?;
        let mut variant = Variant::by_id(&self.variant)?;
        if without == Some(Rule::Cover) {
            variant.protection = false;
        }
        let mut seats: Vec<Seat> = self.pieces.iter().map(|p| Seat(p.seat)).collect();
        seats.push(Seat(self.seat));
        seats.sort();
        seats.dedup();
        if seats.len() < 2 {
            seats.push(Seat((self.seat + 2) % 4));
            seats.sort();
        }
        let setup = Setup {
            variant,
            rules: HouseRules::default(),
            seats,
            first: Seat(self.seat),
            seed: 1,
        };
        let base = State::new(
            setup,
            board_without(without),
            track::dice::Dice::default_dice(),
            &track::cards::CardSet { cards: vec![] },
        )
        .ok()?;
        let (white, orange) = match face {
            Face::Pips(pips) if self.pieces_role_uses_orange() => (Face::Pips(1), Some(pips)),
            face => (face, self.large().then_some(1)),
        };
        Some(
            base.with_position(pos)
                .with_phase(Seat(self.seat), Phase::Decide { white, orange }),
        )
    }

    /// The learner's piece, when the level gives the seat exactly one.
    pub fn learner_piece(&self) -> Option<PieceId> {
        let mut mine = self.pieces.iter().filter(|p| p.seat == self.seat);
        let first = mine.next()?;
        mine.next().is_none().then_some(PieceId {
            seat: Seat(first.seat),
            role: first.role,
        })
    }

    fn large(&self) -> bool {
        self.variant == "large"
    }

    fn pieces_role_uses_orange(&self) -> bool {
        self.pieces
            .iter()
            .any(|p| p.seat == self.seat && p.role.uses_orange_die())
    }

    /// Checks the level against the board and the rules of lessons.
    fn validate(&self, board: &Board) -> Result<(), LessonProblem> {
        if self.id.trim().is_empty() {
            return Err(LessonProblem::NoLevelId);
        }
        if Variant::by_id(&self.variant).is_none() {
            return Err(LessonProblem::UnknownVariant(self.variant.clone()));
        }
        for t in [&self.title, &self.goal_text].into_iter().flatten() {
            check_text(t)?;
        }
        let mut seen = vec![];
        for p in &self.pieces {
            let sq = Square::new(p.at[0], p.at[1]);
            if p.seat > 3 {
                return Err(LessonProblem::NoSuchSeat(p.seat));
            }
            if !board.contains(sq) || !board.cell(sq).is_track() {
                return Err(LessonProblem::NotOnTrack(sq));
            }
            if seen.contains(&sq) {
                return Err(LessonProblem::TwoPieces(sq));
            }
            seen.push(sq);
        }
        // A position holds one piece per seat and kind: a second would silently replace
        // the first.
        let mut kinds: Vec<(u8, usize)> = self
            .pieces
            .iter()
            .map(|p| (p.seat, p.role.index()))
            .collect();
        kinds.sort();
        if kinds.windows(2).any(|w| w[0] == w[1]) {
            return Err(LessonProblem::KindTwice);
        }
        let mine: Vec<&Placed> = self.pieces.iter().filter(|p| p.seat == self.seat).collect();
        if mine.is_empty() && self.in_box.is_empty() {
            return Err(LessonProblem::NoPieceToPlay(self.seat));
        }
        let mut roles: Vec<Role> = mine
            .iter()
            .map(|p| p.role)
            .chain(self.in_box.iter().copied())
            .collect();
        let placed = roles.len();
        roles.sort_by_key(|r| r.index());
        roles.dedup();
        if roles.len() != placed {
            return Err(LessonProblem::KindTwice);
        }
        match (&self.dice, self.pips) {
            (Some(_), Some(_)) => return Err(LessonProblem::PipsAndDice),
            (None, None) => return Err(LessonProblem::NoPipsNorDice),
            (Some(d), None)
                if d.is_empty()
                    || d.iter()
                        .any(|r| matches!(r, LessonRoll::Pips(p) if *p == 0 || *p > 12)) =>
            {
                return Err(LessonProblem::BadDice)
            }
            (Some(d), None)
                if d.iter().any(|r| matches!(r, LessonRoll::Plus(_)))
                    && (self.in_box.is_empty() || self.large()) =>
            {
                return Err(LessonProblem::PlusNeedsBox)
            }
            (None, Some(p)) if p == 0 || p > 12 => return Err(LessonProblem::BadPips),
            _ => {}
        }
        if self.par == 0 {
            return Err(LessonProblem::ZeroPar);
        }
        self.validate_teaches()?;
        let on_track = |xy: &[u8; 2]| {
            let sq = Square::new(xy[0], xy[1]);
            board.contains(sq) && board.cell(sq) != Cell::Wall
        };
        match &self.goal {
            Goal::Stars { stars } if stars.is_empty() => Err(LessonProblem::NoStars),
            // The solver counts the stars landed on in the bits of a `u64`.
            Goal::Stars { stars } if stars.len() > MAX_STARS => {
                Err(LessonProblem::TooManyStars(stars.len()))
            }
            Goal::Stars { stars } if !stars.iter().all(on_track) => {
                Err(LessonProblem::StarOffTrack)
            }
            Goal::Reach { square, .. } if !on_track(square) => Err(LessonProblem::ReachOffTrack),
            Goal::Capture { square } => {
                let sq = Square::new(square[0], square[1]);
                match self.position().piece_at(sq) {
                    Some(p) if p.seat.0 != self.seat => Ok(()),
                    _ => Err(LessonProblem::NothingToCapture(sq)),
                }
            }
            Goal::EverySquare if self.pips.is_none() || mine.len() != 1 => {
                Err(LessonProblem::EverySquareNeeds)
            }
            _ => Ok(()),
        }
    }

    /// Checks `teaches` and `same_par_because`: a rule the level can use at all, and a
    /// reason only beside a rule.
    fn validate_teaches(&self) -> Result<(), LessonProblem> {
        let Some(rule) = self.teaches else {
            return match &self.same_par_because {
                Some(_) => Err(LessonProblem::SameParAlone),
                None => Ok(()),
            };
        };
        if self
            .same_par_because
            .as_ref()
            .is_some_and(|why| why.trim().is_empty())
        {
            return Err(LessonProblem::SameParEmpty);
        }
        let plus = self
            .dice
            .iter()
            .flatten()
            .any(|r| matches!(r, LessonRoll::Plus(_)));
        match rule {
            Rule::Cover if !self.large() => Err(LessonProblem::CoverNeedsLarge),
            Rule::BringIn if !plus => Err(LessonProblem::BringInNeedsPlus),
            _ => Ok(()),
        }
    }
}

/// Checks a text a lesson file gives itself: at least one language, none empty.
fn check_text(t: &Texts) -> Result<(), LessonProblem> {
    t.check(usize::MAX).map_err(LessonProblem::Text)
}

/// Parses and validates one course file.
///
/// # Errors
/// A [`LessonError`] naming the file, the line and the level.
pub fn parse_course(name: &str, text: &str) -> Result<Course, LessonError> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = text
        .strip_prefix(|c: char| c as u32 == 0xFEFF)
        .unwrap_or(text);
    let course: Course = serde_json::from_str(text).map_err(|e| json_error(name, text, &e))?;
    if course.id.trim().is_empty() {
        return Err(LessonError {
            file: name.into(),
            level: None,
            line: line_of(text, "id"),
            problem: LessonProblem::NoCourseId,
        });
    }
    if let Some(t) = &course.title {
        check_text(t).map_err(|problem| LessonError {
            file: name.into(),
            level: None,
            line: line_of(text, "title"),
            problem,
        })?;
    }
    let board = Board::classic();
    let mut ids: Vec<&str> = vec![];
    for level in &course.levels {
        let err = |problem: LessonProblem| LessonError {
            file: name.into(),
            level: Some(level.id.clone()),
            line: line_of(text, &level.id),
            problem,
        };
        if ids.contains(&level.id.as_str()) {
            return Err(err(LessonProblem::IdTwice));
        }
        ids.push(&level.id);
        level.validate(&board).map_err(err)?;
    }
    if course.levels.is_empty() {
        return Err(LessonError {
            file: name.into(),
            level: None,
            line: 1,
            problem: LessonProblem::NoLevels,
        });
    }
    Ok(course)
}

/// Every embedded course.
pub fn courses() -> Vec<Course> {
    COURSES
        .iter()
        .map(|(name, text)| parse_course(name, text).expect("the embedded lessons are valid"))
        .collect()
}

/// Stars for a level won in `rolls` rolls: 3 at par, 2 at par + 1 or + 2, 1 beyond.
pub fn stars(par: u8, rolls: u32) -> u8 {
    match rolls.saturating_sub(u32::from(par)) {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}

/// The booklet's exercise "how fast is each piece?": each piece's shortest lap on the
/// empty track, from each of seat 0's start fields (the one touching the line first)
/// into the house, as the engine's move-count maps give it.
pub fn laps(board: &Board) -> Vec<(Role, u16, u16)> {
    let Some(layout) = board.seat(Seat(0)) else {
        return vec![];
    };
    Role::ALL
        .iter()
        .map(|r| {
            let map = board.moves_home(Seat(0), *r);
            (
                *r,
                map[board.index(layout.start[0])],
                map[board.index(layout.start[1])],
            )
        })
        .collect()
}

/// The squares the learner's piece reaches with one roll of the level's pips, exactly
/// (an every-square level's set), in index order.
pub fn every_square(level: &Level) -> Vec<Square> {
    if level.goal != Goal::EverySquare {
        return vec![];
    }
    let (Some(state), Some(piece)) = (level.start(), level.learner_piece()) else {
        return vec![];
    };
    state
        .outcomes_for(piece.role)
        .map(|o| {
            o.results
                .iter()
                .filter_map(|r| match r.target {
                    track::movement::Target::Square(s) => Some(s),
                    track::movement::Target::Home => None,
                })
                .collect()
        })
        .unwrap_or_default()
}
