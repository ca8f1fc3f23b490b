//! The times of a report are those of the clock the arena is given, and the games do
//! not depend on them.

use crate::config;
use arena::simulate::simulate_on;
use arena::tournament::tournament_on;
use arena::{Clock, StoppedClock};
use std::sync::atomic::{AtomicU64, Ordering};
use track::bots::BotKind;

/// A clock that moves on by one millisecond at every reading and has used one processor
/// second per reading.
#[derive(Default)]
struct TickingClock(AtomicU64);

impl Clock for TickingClock {
    fn seconds(&self) -> f64 {
        self.0.fetch_add(1, Ordering::SeqCst) as f64 / 1000.0
    }
    fn process_cpu_seconds(&self) -> Option<f64> {
        Some(self.0.load(Ordering::SeqCst) as f64)
    }
    fn thread_cpu_ns(&self) -> Option<u64> {
        None
    }
}

#[test]
fn every_decision_of_a_tournament_is_timed_by_the_given_clock() {
    let cfg = config(4, &[BotKind::Greedy, BotKind::Normal]);
    let report = tournament_on(&cfg, 1, &TickingClock::default());
    for level in &report.levels {
        // Two readings around each decision, one tick apart.
        assert_eq!(level.decision_ms.median, 1.0, "{}", level.level);
        assert_eq!(level.decision_ms.max, 1.0, "{}", level.level);
    }
    assert!(report.seconds > 0.0);
    let stopped = tournament_on(&cfg, 1, &StoppedClock);
    assert!(stopped.levels.iter().all(|l| l.decision_ms.max == 0.0));
    assert_eq!(stopped.seconds, 0.0);
}

#[test]
fn simulate_takes_its_processor_time_from_the_clock() {
    let cfg = config(3, &[BotKind::Greedy, BotKind::Greedy]);
    let ticking = simulate_on(&cfg, 1, &TickingClock::default());
    // Two wall readings (0 ms and 1 ms), processor time read after the first of them.
    assert!(
        (ticking.seconds - 0.001).abs() < 1e-12,
        "{}",
        ticking.seconds
    );
    assert!(ticking.core_seconds > 0.0);
    let stopped = simulate_on(&cfg, 1, &StoppedClock);
    assert_eq!(stopped.seconds, 0.0);
    assert_eq!(stopped.core_seconds, 0.0);
}
