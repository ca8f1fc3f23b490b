//! Every level teaches what it says. A level that names the rule of the track it
//! teaches (`teaches`) needs that rule: solved again with the rule taken away (the
//! blocking lines gone, the pause fields ordinary squares, no piece covered, no
//! bring-in, no capture but the goal's), its par changes or it cannot be won at all.
//! A level whose par stays says why (`same_par_because`): it teaches by refusing a
//! wrong try, or shows where the rule does not hold; and then its par must stay.

use school::{courses, parse_course, solve, Goal, Level, Rule};

/// The courses of the rules of the track, whose every level teaches one of them.
const TRACK_RULE_COURSES: [&str; 5] = ["line", "pause", "covered", "bringin", "capture"];

/// The courses of the pieces, which teach capturing in a level of their own.
const PIECE_COURSES: [&str; 6] = ["rook", "bishop", "queen", "knight", "king", "pawn"];

fn all_levels() -> Vec<Level> {
    courses().into_iter().flat_map(|c| c.levels).collect()
}

/// What is wrong with the level's claim about `rule`, if anything: the par stays
/// without it though the level gives no reason, or changes though it says it stays.
fn wrong_claim(level: &Level, rule: Rule) -> Option<String> {
    let par = Some(usize::from(level.par));
    let without = solve::fewest_rolls_without(level, rule);
    match (&level.same_par_because, without == par) {
        (None, true) => Some(format!(
            "{}: teaches {rule}, but without it the par is still {}; change the level, \
             or say in same_par_because why it teaches {rule} all the same",
            level.id, level.par
        )),
        (Some(_), false) => Some(format!(
            "{}: says the par stays without {rule}, but it is {without:?}, not {}",
            level.id, level.par
        )),
        _ => None,
    }
}

/// Checks every level that teaches `rule`; there is at least one, and at least one
/// whose par changes without it.
fn check_levels_teaching(rule: Rule) {
    let levels: Vec<Level> = all_levels()
        .into_iter()
        .filter(|l| l.teaches == Some(rule))
        .collect();
    assert!(!levels.is_empty(), "no level teaches {rule}");
    assert!(
        levels.iter().any(|l| l.same_par_because.is_none()),
        "every level teaching {rule} keeps its par without it"
    );
    let wrong: Vec<String> = levels.iter().filter_map(|l| wrong_claim(l, rule)).collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_level_teaching_the_blocking_line_needs_it() {
    check_levels_teaching(Rule::BlockingLine);
}

#[test]
fn every_level_teaching_the_pause_field_needs_it() {
    check_levels_teaching(Rule::PauseField);
}

#[test]
fn every_level_teaching_cover_needs_it() {
    check_levels_teaching(Rule::Cover);
}

#[test]
fn every_level_teaching_bringing_in_needs_it() {
    check_levels_teaching(Rule::BringIn);
}

#[test]
fn every_level_teaching_capturing_needs_it() {
    check_levels_teaching(Rule::Capture);
}

#[test]
fn every_level_of_the_track_rule_courses_says_what_it_teaches() {
    let mut seen = vec![];
    for course in courses() {
        if !TRACK_RULE_COURSES.contains(&course.id.as_str()) {
            continue;
        }
        seen.push(course.id.clone());
        for level in &course.levels {
            assert!(
                level.teaches.is_some(),
                "{}: say which rule of the track it teaches",
                level.id
            );
        }
    }
    assert_eq!(seen.len(), TRACK_RULE_COURSES.len(), "{seen:?}");
}

#[test]
fn a_piece_course_needs_no_capture_before_its_capture_level() {
    // A piece course teaches capturing in its level with a capture goal: the levels
    // before it are won at par without capturing anything.
    let mut checked = 0;
    for course in courses() {
        if !PIECE_COURSES.contains(&course.id.as_str()) {
            continue;
        }
        for level in &course.levels {
            if matches!(level.goal, Goal::Capture { .. }) {
                break;
            }
            if level.goal == Goal::EverySquare {
                continue;
            }
            checked += 1;
            assert_eq!(
                solve::fewest_rolls_without(level, Rule::Capture),
                Some(usize::from(level.par)),
                "{}: its par needs a capture, which the course has not taught yet",
                level.id
            );
        }
    }
    assert!(checked >= 12, "{checked}");
}

fn shipped(id: &str) -> Level {
    all_levels()
        .into_iter()
        .find(|l| l.id == id)
        .unwrap_or_else(|| panic!("no level {id}"))
}

#[test]
fn taking_a_rule_away_changes_the_game_it_rules() {
    // Each rule taken away, in a level that needs it: the way is shorter, or there is
    // none. (The checks above rely on this.)
    let cases = [
        // No line: the rook goes left to the star, not all the way round.
        ("line-1", Rule::BlockingLine, Some(2)),
        // No pause fields: the queen captures her way into the corner.
        ("pause-5", Rule::PauseField, Some(2)),
        // Nothing covered: the knight is captured at once.
        ("covered-2", Rule::Cover, Some(1)),
        // No bring-in: the rook stays in the box.
        ("bringin-1", Rule::BringIn, None),
        // No capture of the knight in the way: round it.
        ("capture-5", Rule::Capture, Some(3)),
        // No capture at all: the fence stands.
        ("king-6", Rule::Capture, None),
    ];
    for (id, rule, want) in cases {
        let level = shipped(id);
        assert_ne!(Some(usize::from(level.par)), want, "{id}");
        assert_eq!(solve::fewest_rolls_without(&level, rule), want, "{id}");
    }
    // The goal's own capture stays allowed.
    assert_eq!(
        solve::fewest_rolls_without(&shipped("queen-5"), Rule::Capture),
        Some(2)
    );
}

#[test]
fn the_solution_without_a_rule_is_legal_without_it_only() {
    use track::Command;
    // Without pause fields the queen captures the blue bishop on its own pause field,
    // which the rules refuse.
    let level = shipped("pause-5");
    let sol = solve::solution_without(&level, Rule::PauseField).unwrap();
    assert_eq!(sol.len(), 2);
    let state = level.start().unwrap();
    assert!(
        state.clone().play(&sol[0]).is_err(),
        "{:?} is refused with the pause fields",
        sol[0]
    );
    // Without bringing in, every `+` is passed by.
    let sol = solve::solution_without(&shipped("bringin-2"), Rule::BringIn);
    assert_eq!(sol, None);
    let sol = solve::solution(&shipped("bringin-2")).unwrap();
    assert!(matches!(sol[0], Command::BringIn { .. }), "{sol:?}");
}

#[test]
fn a_level_that_does_not_need_its_rule_is_caught() {
    // rook-1 crosses no line, captures nothing and brings nothing in: whatever it
    // claimed to teach, its par would stay.
    let mut level = shipped("rook-1");
    for rule in [Rule::BlockingLine, Rule::PauseField, Rule::Capture] {
        level.teaches = Some(rule);
        let msg = wrong_claim(&level, rule).expect("the claim is caught");
        assert!(msg.contains("rook-1: teaches"), "{msg}");
    }
    // A reason where the par changes is caught too.
    let mut level = shipped("line-1");
    level.same_par_because = Some("It does not need the line.".into());
    let msg = wrong_claim(&level, Rule::BlockingLine).expect("the claim is caught");
    assert!(msg.contains("says the par stays"), "{msg}");
    // And a level that does need its rule passes.
    assert_eq!(wrong_claim(&shipped("line-1"), Rule::BlockingLine), None);
}

#[test]
fn a_plus_may_be_passed_by_when_bringing_in_does_not_help() {
    use school::{Attempt, AttemptStep};
    use track::geometry::Square;
    use track::pieces::Role;
    use track::Command;
    // The rook on the start field takes the blue knight after the `+`; a knight or a
    // bishop brought in would stand in its way, and could not take it.
    let text = r#"{ "id": "x", "title": {"de": "X", "en": "X"}, "levels": [
      { "id": "x-1", "title": {"de": "T", "en": "T"}, "goal_text": {"de": "G", "en": "G"},
        "pieces": [{"seat": 0, "role": "rook", "at": [9, 16]},
                   {"seat": 2, "role": "knight", "at": [16, 16]}],
        "seat": 0, "in_box": ["knight", "bishop"],
        "goal": {"type": "capture", "square": [16, 16]}, "dice": ["+", 1], "par": 2 } ] }"#;
    let level = parse_course("x.json", text).unwrap().levels.remove(0);
    let sol = solve::solution(&level).expect("solvable by passing the +");
    assert_eq!(sol[0], Command::Pass, "{sol:?}");
    let mut a = Attempt::new(&level).unwrap();
    assert_eq!(a.play(&Command::Pass).unwrap().0, AttemptStep::GoesOn);
    let take = Command::Move {
        role: Role::Rook,
        route: vec![Square::new(16, 16)],
    };
    assert_eq!(a.play(&take).unwrap().0, AttemptStep::Won(3));
}
