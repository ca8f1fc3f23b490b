//! The lesson's hint serves the lesson: it plays the solver's next move toward the
//! level's goal from wherever the try stands, not "nearer home" as in the race.

use school::{courses, Attempt, AttemptStep, Goal};
use track::Choice;

/// Plays the hint until the level ends; the stars won, or why not.
fn follow_hints(attempt: &mut Attempt, id: &str) -> Result<u8, String> {
    for _ in 0..40 {
        let Some((cmd, left)) = attempt.next_toward_goal() else {
            return Err(format!("{id}: no hint after {} rolls", attempt.rolls()));
        };
        assert!(left >= 1, "{id}");
        match attempt.play(&cmd) {
            Ok((AttemptStep::Won(stars), _)) => {
                assert_eq!(
                    left, 1,
                    "{id}: the hint said {left} rolls were still needed"
                );
                return Ok(stars);
            }
            Ok((AttemptStep::GoesOn, _)) => {}
            Ok((AttemptStep::OutOfDice, _)) => return Err(format!("{id}: out of dice")),
            Err(e) => return Err(format!("{id}: the hint was refused: {e:?}")),
        }
    }
    Err(format!("{id}: the hints never reach the goal"))
}

#[test]
fn following_the_lesson_hint_wins_every_level_at_par() {
    for course in courses() {
        for level in &course.levels {
            if level.goal == Goal::EverySquare {
                continue;
            }
            let mut attempt = Attempt::new(level).unwrap();
            let stars = follow_hints(&mut attempt, &level.id).unwrap();
            assert_eq!(stars, 3, "{}", level.id);
            assert_eq!(attempt.rolls(), u32::from(level.par), "{}", level.id);
        }
    }
}

#[test]
fn after_a_detour_the_lesson_hint_still_leads_to_the_goal() {
    // bishop-2 ("Far diagonal"): a bishop that went the wrong way is led back to the
    // star by the hint alone, where the race's hint (nearer home) ran past it.
    let mut detours = 0;
    for course in courses() {
        for level in &course.levels {
            if level.goal == Goal::EverySquare || level.dice.is_some() {
                continue;
            }
            let start = Attempt::new(level).unwrap();
            let Some((best, _)) = start.next_toward_goal() else {
                continue;
            };
            // Two detours a level keep the test short; the first ones are enough.
            let mut tried = 0;
            for choice in start.state().legal_choices() {
                if tried == 2 {
                    break;
                }
                if !matches!(choice, Choice::Move { .. }) {
                    continue;
                }
                let cmd = start.state().command_for(&choice);
                if cmd == best {
                    continue;
                }
                let mut attempt = start.clone();
                if !matches!(attempt.play(&cmd), Ok((AttemptStep::GoesOn, _))) {
                    continue;
                }
                if attempt.next_toward_goal().is_none() {
                    continue; // the detour made the goal unreachable within the search
                }
                follow_hints(&mut attempt, &level.id).unwrap();
                detours += 1;
                tried += 1;
            }
        }
    }
    assert!(detours > 20, "only {detours} detours tried");
}
