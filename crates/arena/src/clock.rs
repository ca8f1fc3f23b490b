//! The clock the arena is given. The rules crates read no clock, and neither does the
//! arena: the app hands one in (`platform::SystemClock`), and a test that does not care
//! for times hands in [`StoppedClock`]. Times only ever go into reports; no game
//! depends on them, so a run's results are the same with any clock.

/// Wall and processor time, as the platform tells them.
pub trait Clock: Sync {
    /// Seconds since a fixed moment (wall time); only differences mean anything.
    fn seconds(&self) -> f64;
    /// Processor seconds this process has used so far, where the system tells them.
    fn process_cpu_seconds(&self) -> Option<f64>;
    /// Processor nanoseconds the calling thread has used so far, where the system tells them.
    fn thread_cpu_ns(&self) -> Option<u64>;
}

/// A clock that stands still: every time is 0 and there is no processor time.
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn seconds(&self) -> f64 {
        0.0
    }
    fn process_cpu_seconds(&self) -> Option<f64> {
        None
    }
    fn thread_cpu_ns(&self) -> Option<u64> {
        None
    }
}

/// Milliseconds from `start` (a [`Clock::seconds`] reading) to now.
pub(crate) fn ms_since(clock: &dyn Clock, start: f64) -> f64 {
    (clock.seconds() - start) * 1000.0
}
