//! Whole runs: the same seed gives the same figures however they are played; a run
//! whose games cannot end reports it; a run that cannot be set up says why.

use super::{game, run, with_white};
use arena::threads::run_lab;
use lab::{Lab, LabError, LabRun};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

fn parallel(g: &lab::LabGame, r: &LabRun, threads: usize) -> lab::LabFigures {
    let stop = AtomicBool::new(false);
    let done = AtomicUsize::new(0);
    let f = run_lab(g, r, threads, &stop, &done).expect("a valid run");
    assert_eq!(
        done.load(Ordering::Relaxed),
        r.total(),
        "every game counted"
    );
    f
}

#[test]
fn the_figures_do_not_depend_on_the_thread_count() {
    let g = game("small-action");
    let r = run(24, 2);
    let one = parallel(&g, &r, 1);
    assert_eq!(one, parallel(&g, &r, 2));
    assert_eq!(one, parallel(&g, &r, 3));
    let mut lab = Lab::new(g, r.clone()).expect("a valid run");
    while lab.step(5) > 0 {}
    assert!(lab.is_complete());
    assert_eq!(lab.done(), r.total());
    assert_eq!(one, lab.figures());
    assert_eq!(one.fair.played, 24);
    assert_eq!(one.skill.played, 2);
}

#[test]
fn the_same_seed_gives_the_same_figures_and_another_seed_others() {
    let g = game("small");
    let a = parallel(&g, &run(20, 0), 2);
    assert_eq!(a, parallel(&g, &run(20, 0), 2));
    let other = LabRun {
        seed: 8,
        ..run(20, 0)
    };
    assert_ne!(a.fair.rounds, parallel(&g, &other, 2).fair.rounds);
}

#[test]
fn a_die_of_only_misses_ends_every_game_unfinished_at_the_cap() {
    let g = with_white(game("small"), &["#"]);
    let r = LabRun {
        max_rounds: 25,
        ..run(6, 1)
    };
    let f = parallel(&g, &r, 2);
    assert_eq!(f.fair.unfinished, 6);
    assert_eq!(f.fair.finished, 0);
    assert!(f.fair.no_game_ended);
    assert!(f.skill.no_game_ended);
    assert_eq!(f.skill.unfinished, 1);
    assert!(f.fair.rounds_histogram.is_empty());
    assert_eq!(f.fair.decided, 0);
    assert_eq!(f.fair.starting_player.of, 0);
}

#[test]
fn a_run_with_games_that_end_has_no_flag() {
    let f = parallel(&game("small"), &run(4, 0), 1);
    assert!(!f.fair.no_game_ended);
    assert!(
        !f.skill.no_game_ended,
        "no skill game played: nothing to flag"
    );
    assert_eq!(f.fair.finished, 4);
}

#[test]
fn a_stopped_run_gives_the_figures_of_the_games_played() {
    let g = game("small");
    let r = run(50, 0);
    let stop = AtomicBool::new(true);
    let done = AtomicUsize::new(0);
    let f = run_lab(&g, &r, 2, &stop, &done).expect("a valid run");
    assert_eq!(f.fair.played, 0);
    assert_eq!(done.load(Ordering::Relaxed), 0);
    assert_eq!(f.fair.games, 50);
}

#[test]
fn the_stepped_lab_shows_the_figures_of_the_games_so_far() {
    let mut lab = Lab::new(game("small"), run(10, 1)).expect("a valid run");
    assert_eq!(lab.total(), 11);
    assert_eq!(lab.step(4), 4);
    assert_eq!(lab.figures().fair.played, 4);
    assert_eq!(lab.step(100), 7);
    assert_eq!(lab.step(1), 0);
    assert_eq!(lab.figures().skill.played, 1);
}

#[test]
fn a_run_of_one_player_or_a_die_without_faces_is_refused() {
    let one = LabRun {
        players: 1,
        ..run(3, 0)
    };
    assert!(matches!(
        Lab::new(game("small"), one),
        Err(LabError::Setup(_))
    ));
    let g = with_white(game("small"), &[]);
    assert_eq!(Lab::new(g, run(3, 0)).err(), Some(LabError::EmptyDie));
    let mut large = game("large");
    large.dice.orange.clear();
    assert_eq!(Lab::new(large, run(3, 0)).err(), Some(LabError::EmptyDie));
}

#[test]
fn the_skill_games_are_one_in_twenty() {
    assert_eq!(LabRun::new(1000, 0).skill_games, 50);
    assert_eq!(LabRun::new(50, 0).skill_games, 3);
    assert_eq!(LabRun::new(20, 0).skill_games, 1);
    assert_eq!(LabRun::new(0, 0).skill_games, 0);
    assert_eq!(LabRun::default().players, 4);
    assert_eq!(LabRun::default().max_rounds, 2000);
}
