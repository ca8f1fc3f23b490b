//! The same arguments give the same games on any number of threads.

use crate::config;
use arena::simulate::simulate_on;
use arena::tournament::tournament_on;
use arena::StoppedClock;
use track::bots::BotKind;

/// A report as JSON without what only the clock and the threads decide.
fn without_times(report: &impl serde::Serialize) -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(map) => {
                map.retain(|k, _| !(k.contains("second") || k.contains("_ms") || k == "threads"));
                map.values_mut().for_each(strip);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(report).unwrap();
    strip(&mut v);
    v
}

#[test]
fn simulate_gives_the_same_figures_on_one_thread_and_on_three() {
    let cfg = config(9, &[BotKind::Greedy, BotKind::Random, BotKind::Easy]);
    let one = simulate_on(&cfg, 1, &StoppedClock);
    let three = simulate_on(&cfg, 3, &StoppedClock);
    assert_eq!((one.threads, three.threads), (1, 3));
    assert_eq!(without_times(&one), without_times(&three));
    let wins: f64 = one.wins_by_seat.iter().sum();
    assert!(wins > 0.0, "the games have winners: {:?}", one.wins_by_seat);
}

#[test]
fn a_tournament_gives_the_same_results_on_one_thread_and_on_two() {
    let cfg = config(8, &[BotKind::Greedy, BotKind::Easy]);
    let one = tournament_on(&cfg, 1, &StoppedClock);
    let two = tournament_on(&cfg, 2, &StoppedClock);
    assert_eq!(without_times(&one), without_times(&two));
    let games: usize = one.levels.iter().map(|l| l.games).sum();
    assert_eq!(games, 16, "each of 8 games has two seats: {:?}", one.levels);
}
