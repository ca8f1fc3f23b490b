//! The piece school's lessons: every shipped level can be solved, its par is the true
//! optimum found by the rules engine, and bad lesson files are rejected clearly.

use school::{
    courses, parse_course, solve, stars, Attempt, Goal, LessonError, LessonProblem, Pick,
};
use track::cards::TextProblem;
use track::geometry::Square;

#[test]
fn every_shipped_level_is_solvable_in_exactly_its_par() {
    let mut wrong = vec![];
    for course in courses() {
        for level in &course.levels {
            let best = solve::fewest_rolls(level);
            if best != Some(level.par as usize) {
                wrong.push(format!("{}: par {} but best {best:?}", level.id, level.par));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_piece_and_track_rule_has_a_course_of_five_to_eight_levels() {
    let ids: Vec<String> = courses().into_iter().map(|c| c.id).collect();
    let want = [
        "rook", "bishop", "queen", "knight", "king", "pawn", "line", "home", "capture", "pause",
        "covered", "bringin",
    ];
    assert!(
        ids.len() >= want.len() && ids[..want.len()] == want,
        "{ids:?}"
    );
    for course in courses() {
        let n = course.levels.len();
        assert!((5..=8).contains(&n), "{}: {n} levels", course.id);
    }
    let total: usize = courses().iter().map(|c| c.levels.len()).sum();
    assert!(total >= 55, "about 60 levels in all, not {total}");
}

#[test]
fn a_level_gives_each_seat_one_piece_of_a_kind_at_most() {
    // The position holds one piece per seat and kind: a second one would silently
    // replace the first, so a fence of pawns needs pawns of different colours.
    for course in courses() {
        for level in &course.levels {
            let mut kinds: Vec<(u8, usize)> = level
                .pieces
                .iter()
                .map(|p| (p.seat, p.role.index()))
                .collect();
            let placed = kinds.len();
            kinds.sort();
            kinds.dedup();
            assert_eq!(kinds.len(), placed, "{}", level.id);
        }
    }
}

#[test]
fn the_solution_replays_to_the_goal() {
    for course in courses() {
        for level in &course.levels {
            if level.goal == Goal::EverySquare {
                continue; // clicked, not rolled: see the every-square tests
            }
            let sol = solve::solution(level).expect("solvable");
            let mut pos = level.position();
            for (k, cmd) in sol.iter().enumerate() {
                let mut s = level.state_for(pos.clone(), k).unwrap();
                s.play(cmd)
                    .unwrap_or_else(|e| panic!("{}: {cmd:?}: {e:?}", level.id));
                pos = s.position().clone();
            }
        }
    }
}

#[test]
fn stars_are_three_at_par_two_just_above_one_beyond() {
    assert_eq!(stars(2, 2), 3);
    assert_eq!(stars(2, 3), 2);
    assert_eq!(stars(2, 4), 2);
    assert_eq!(stars(2, 5), 1);
}

fn bad(text: &str) -> LessonError {
    parse_course("bad.json", text).expect_err("a bad file is refused")
}

/// serde's message of a JSON problem, after its field (empty for any other problem).
fn json_detail(e: &LessonError) -> String {
    match &e.problem {
        LessonProblem::Json { .. } => e.problem.to_string(),
        _ => String::new(),
    }
}

const GOOD_LEVEL: &str = r#"{ "id": "x-1", "title": {"de": "T", "en": "T"}, "goal_text": {"de": "G", "en": "G"},
  "pieces": [{"seat": 0, "role": "rook", "at": [10, 16]}], "seat": 0,
  "goal": {"type": "stars", "stars": [[16, 16]]}, "pips": 1, "par": 1 }"#;

fn course_with(level: &str) -> String {
    format!(r#"{{ "id": "x", "title": {{"de": "X", "en": "X"}}, "levels": [{level}] }}"#)
}

#[test]
fn a_good_file_loads() {
    assert!(parse_course("good.json", &course_with(GOOD_LEVEL)).is_ok());
}

#[test]
fn a_lesson_file_needs_no_texts_of_its_own_and_old_ones_with_both_still_load() {
    let bare = GOOD_LEVEL.replace(
        r#""title": {"de": "T", "en": "T"}, "goal_text": {"de": "G", "en": "G"},"#,
        "",
    );
    let course = parse_course(
        "bare.json",
        &format!(r#"{{ "id": "x", "levels": [{bare}] }}"#),
    )
    .expect("texts are optional");
    assert_eq!((course.title, course.levels[0].title.clone()), (None, None));
    let old = parse_course("old.json", &course_with(GOOD_LEVEL)).expect("de and en load");
    let goal = old.levels[0].goal_text.clone().unwrap_or_default();
    assert_eq!((goal.get("de"), goal.get("en")), (Some("G"), Some("G")));
    let one = GOOD_LEVEL.replace(r#"{"de": "G", "en": "G"}"#, r#"{"nl": "Pak de ster."}"#);
    let level = parse_course("one.json", &course_with(&one))
        .unwrap()
        .levels
        .remove(0);
    assert_eq!(
        level.goal_text.unwrap_or_default().any(),
        Some("Pak de ster.")
    );
}

#[test]
fn the_embedded_lessons_keep_no_words() {
    for course in courses() {
        assert_eq!(course.title, None, "{}: words belong to the app", course.id);
        for level in course.levels {
            assert_eq!((level.title, level.goal_text), (None, None), "{}", level.id);
        }
    }
}

#[test]
fn a_stars_goal_has_at_most_sixty_four_stars() {
    // 65 stars on the track (the bottom row and the left column of the classic board).
    let track: Vec<String> = (0..17u8)
        .map(|x| format!("[{x}, 16]"))
        .chain((0..16u8).map(|y| format!("[0, {y}]")))
        .chain((0..17u8).map(|x| format!("[{x}, 0]")))
        .chain((1..16u8).map(|y| format!("[16, {y}]")))
        .collect();
    assert!(track.len() >= 65);
    let many = GOOD_LEVEL.replace("[[16, 16]]", &format!("[{}]", track[..65].join(", ")));
    let err = bad(&course_with(&many));
    assert_eq!(err.problem, LessonProblem::TooManyStars(65), "{err}");
}

#[test]
fn bad_lesson_files_are_refused_with_file_level_and_reason() {
    use LessonProblem::*;
    let json = |want: &'static str| Err(want);
    let cases: [(&str, Result<LessonProblem, &str>); 15] = [
        ("{ not json", json("line 1")),
        (
            &course_with(&GOOD_LEVEL.replace("\"par\": 1", "\"par\": 1, \"extra\": 2")),
            json("unknown field"),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("[10, 16]", "[5, 5]")),
            Ok(NotOnTrack(Square::new(5, 5))),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"pips\": 1", "\"pips\": 0")),
            Ok(BadPips),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"par\": 1", "\"par\": 0")),
            Ok(ZeroPar),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("}], \"seat\": 0,", "}], \"seat\": 1,")),
            Ok(NoPieceToPlay(1)),
        ),
        (
            &course_with(&format!("{GOOD_LEVEL}, {GOOD_LEVEL}")),
            Ok(IdTwice),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"de\": \"G\"", "\"de\": \" \"")),
            Ok(Text(TextProblem::Empty("de"))),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("{\"de\": \"G\", \"en\": \"G\"}", "{}")),
            Ok(Text(TextProblem::NoLanguage)),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"de\": \"T\"", "\"xx\": \"T\"")),
            json("unknown field `xx`"),
        ),
        (
            &r#"{ "id": "x", "title": {"de": ""}, "levels": [LEVEL] }"#
                .replace("LEVEL", GOOD_LEVEL),
            Ok(Text(TextProblem::Empty("de"))),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"pips\": 1", "\"pips\": 1, \"dice\": [1]")),
            Ok(PipsAndDice),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"pips\": 1", "\"dice\": [\"+\", 1]")),
            Ok(PlusNeedsBox),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"pips\": 1", "\"dice\": [\"#\"]")),
            json("LessonRoll at line 3"),
        ),
        (
            &course_with(&GOOD_LEVEL.replace("\"pips\": 1", "\"in_box\": [\"rook\"], \"pips\": 1")),
            Ok(KindTwice),
        ),
    ];
    for (text, want) in cases {
        let err = bad(text);
        assert_eq!(err.file, "bad.json");
        match want {
            Ok(problem) => assert_eq!(err.problem, problem, "{err}"),
            Err(detail) => assert!(
                json_detail(&err).contains(detail),
                "expected '{detail}' in: {err}"
            ),
        }
    }
}

#[test]
fn what_a_level_teaches_is_checked_with_file_level_and_field() {
    use LessonProblem::*;
    let teaching = |fields: &str| {
        course_with(&GOOD_LEVEL.replace("\"par\": 1", &format!("\"par\": 1, {fields}")))
    };
    assert!(parse_course("good.json", &teaching(r#""teaches": "blocking_line""#)).is_ok());
    let json = |want: &'static str| Err(want);
    let cases = [
        (
            teaching(r#""teaches": "blocking_lines""#),
            json("teaches: unknown variant `blocking_lines`"),
        ),
        (teaching(r#""teaches": 3"#), json("teaches: expected value")),
        (
            teaching(r#""same_par_because": "It shows the way.""#),
            Ok(SameParAlone),
        ),
        (
            teaching(r#""teaches": "capture", "same_par_because": " ""#),
            Ok(SameParEmpty),
        ),
        (teaching(r#""teaches": "cover""#), Ok(CoverNeedsLarge)),
        (teaching(r#""teaches": "bring_in""#), Ok(BringInNeedsPlus)),
        (
            teaching(r#""teaches_by": "capture""#),
            json("unknown field `teaches_by`"),
        ),
    ];
    for (text, want) in cases {
        let err = bad(&text);
        assert_eq!(err.file, "bad.json");
        assert!(err.line > 0, "the line: {err}");
        assert_eq!(err.level.as_deref(), Some("x-1"), "the level: {err}");
        match want {
            Ok(problem) => assert_eq!(err.problem, problem, "{err}"),
            Err(detail) => assert!(
                json_detail(&err).contains(detail),
                "expected '{detail}' in: {err}"
            ),
        }
    }
}

#[test]
fn how_fast_is_each_piece_matches_the_rulebooks_table() {
    use track::board::Board;
    use track::pieces::Role::*;
    let got = school::laps(&Board::classic());
    assert_eq!(
        got,
        vec![
            (Queen, 6, 6),
            (Rook, 6, 6),
            (Bishop, 19, 22),
            (Knight, 23, 24),
            (King, 43, 42),
            (Pawn, 49, 48)
        ]
    );
}

mod attempts {
    use school::{courses, solve, Attempt, AttemptStep, Level};
    use track::geometry::Square;
    use track::pieces::{PieceId, Role, Seat};
    use track::{Command, WhyNot};

    fn level(id: &str) -> Level {
        courses()
            .into_iter()
            .flat_map(|c| c.levels)
            .find(|l| l.id == id)
            .unwrap()
    }

    fn rook() -> PieceId {
        PieceId {
            seat: Seat(0),
            role: Role::Rook,
        }
    }

    fn go(a: &mut Attempt, to: (u8, u8)) -> AttemptStep {
        let cmd = Command::Move {
            role: Role::Rook,
            route: vec![Square::new(to.0, to.1)],
        };
        a.play(&cmd).expect("a legal move").0
    }

    #[test]
    fn a_wrong_move_is_explained_and_the_level_goes_on() {
        let a = Attempt::new(&level("rook-1")).unwrap();
        let why = a
            .state()
            .explain(rook(), Square::new(12, 14), None)
            .expect_err("a rook does not move diagonally");
        assert!(
            matches!(why, WhyNot::NotExactly { .. } | WhyNot::TooFar { .. }),
            "{why:?}"
        );
        assert_eq!(a.rolls(), 0, "a refused click costs no roll");
    }

    #[test]
    fn a_level_won_at_par_gives_three_stars() {
        let mut a = Attempt::new(&level("rook-2")).unwrap();
        assert_eq!(go(&mut a, (16, 16)), AttemptStep::GoesOn);
        assert_eq!(go(&mut a, (16, 10)), AttemptStep::Won(3));
    }

    #[test]
    fn a_level_won_above_par_gives_fewer_stars() {
        let mut a = Attempt::new(&level("rook-2")).unwrap();
        assert_eq!(go(&mut a, (12, 16)), AttemptStep::GoesOn);
        assert_eq!(go(&mut a, (16, 16)), AttemptStep::GoesOn);
        assert_eq!(go(&mut a, (16, 10)), AttemptStep::Won(2));
        assert_eq!(a.rolls(), 3);
    }

    #[test]
    fn show_me_plays_the_engines_solution_to_the_goal() {
        for id in ["rook-3", "knight-4", "capture-3", "home-2"] {
            let l = level(id);
            let mut a = Attempt::new(&l).unwrap();
            let mut last = AttemptStep::GoesOn;
            for cmd in solve::solution(&l).unwrap() {
                last = a.play(&cmd).unwrap().0;
            }
            assert_eq!(last, AttemptStep::Won(3), "{id}");
        }
    }
}

fn shipped_level(id: &str) -> school::Level {
    courses()
        .into_iter()
        .flat_map(|c| c.levels)
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("no level {id}"))
}

#[test]
fn every_square_level_is_won_by_finding_each_square_once() {
    use track::geometry::Square;
    // The knight on (10,16) reaches (9,14), (11,14) and (12,15) in 1 jump; (8,15)
    // lies behind its own blocking line.
    let level = shipped_level("knight-7");
    let mut a = Attempt::new(&level).unwrap();
    assert_eq!(
        a.squares_to_find(),
        [Square::new(9, 14), Square::new(11, 14), Square::new(12, 15)]
    );
    assert_eq!(a.pick(Square::new(9, 14)), Pick::Found);
    assert_eq!(
        a.pick(Square::new(9, 14)),
        Pick::Again,
        "a square counts once"
    );
    assert_eq!(a.pick(Square::new(11, 14)), Pick::Found);
    assert_eq!(a.pick(Square::new(12, 15)), Pick::Won(3));
    assert_eq!(a.found().len(), 3);
}

#[test]
fn every_square_level_explains_a_wrong_square_and_costs_a_star() {
    use track::geometry::Square;
    use track::WhyNot;
    let level = shipped_level("knight-7");
    let mut a = Attempt::new(&level).unwrap();
    match a.pick(Square::new(8, 15)) {
        Pick::Wrong(WhyNot::OwnLine { .. }) => {}
        other => panic!("behind the own blocking line, got {other:?}"),
    }
    a.pick(Square::new(9, 14));
    a.pick(Square::new(11, 14));
    assert_eq!(
        a.pick(Square::new(12, 15)),
        Pick::Won(2),
        "one mistake: par + 1"
    );
}

/// A try at a shipped level whose first roll, a `+`, brings the queen in on (10, 16).
fn queen_brought_in(id: &str) -> (Attempt, school::AttemptStep) {
    use track::geometry::Square;
    use track::pieces::Role;
    use track::Command;
    let mut a = Attempt::new(&shipped_level(id)).unwrap();
    let (step, _) = a
        .play(&Command::BringIn {
            role: Role::Queen,
            field: Square::new(10, 16),
        })
        .unwrap();
    (a, step)
}

#[test]
fn a_plus_brings_a_piece_in_and_captures_a_visitor_on_the_start_field() {
    use school::AttemptStep;
    assert_eq!(queen_brought_in("bringin-3").1, AttemptStep::Won(3));
}

#[test]
fn after_bringing_in_a_start_field_must_be_freed_first() {
    use school::AttemptStep;
    use track::geometry::Square;
    use track::pieces::{PieceId, Role, Seat};
    use track::{Command, WhyNot};
    let (mut a, step) = queen_brought_in("bringin-4");
    assert_eq!(step, AttemptStep::GoesOn);
    assert_eq!(
        a.collected(),
        1,
        "the queen was brought in on the first star"
    );
    // Both start fields are the learner's own while the bishop waits in the box: the
    // knight may not jump to the second star; the queen, leaving her field, may.
    let knight = PieceId {
        seat: Seat(0),
        role: Role::Knight,
    };
    match a.state().explain(knight, Square::new(16, 16), None) {
        Err(WhyNot::MustFreeStart { .. }) => {}
        other => panic!("the knight must wait, got {other:?}"),
    }
    let (step, _) = a
        .play(&Command::Move {
            role: Role::Queen,
            route: vec![Square::new(16, 16)],
        })
        .unwrap();
    assert_eq!(step, AttemptStep::Won(3));
}
