//! `--bench-frames N` (issue 33): how long a screen's frames take, and what the window
//! costs while nothing happens.
//!
//! Once the screen to measure is up (`--screenshot-on` says when: at once, once a card
//! shows, once the end page shows), the next `N` frames are timed from the start of one
//! frame to the start of the next: the update, the drawing, and the renderer's work
//! when the frame is handed over, which on a software renderer is most of it. Then,
//! with `--bench-idle S`, the window runs at the pace of an ordinary run
//! ([`crate::frame_pace`]: a resting screen draws nothing) until it comes to rest
//! (its animations over: the end page's confetti falls for 3 s) or for [`SETTLE_MAX`]
//! seconds at most (a screen that keeps moving is measured moving), then `S` more
//! seconds with no input, and the process's CPU time over those seconds, read on a
//! thread of its own, says what the screen costs while nothing happens (issue 49: the
//! end page was measured with its confetti still falling). One line on standard output:
//!
//! ```text
//! frame_ms median=5.81 p95=9.02 max=14.40 frames=300 cpu_ms_mean=0.312 draws_mean=42.0 idle_cpu_percent=3.0
//! ```
//!
//! `frame-bench` (`cli/frame_bench.rs`) opens every screen at two sizes this way and
//! prints the table.

/// Seconds at most between the timed frames and the idle seconds: a screen that has not
/// come to rest by then is measured as it is.
pub const SETTLE_MAX: f64 = 10.0;

/// What the benchmark has measured so far.
#[derive(Clone, Debug)]
pub struct FrameBench {
    /// Frames to time.
    frames: usize,
    /// Seconds of idle after them (0: none).
    idle_seconds: f64,
    /// Frame times in milliseconds, start to start.
    times: Vec<f64>,
    /// The update and drawing alone, per frame, in milliseconds.
    cpu: Vec<f64>,
    /// The draw calls of each frame.
    draws: Vec<u32>,
    /// When the last timed frame began.
    last: Option<f64>,
    /// Whether the frames are timed and the idle seconds run.
    idling: bool,
    /// The timed frames' report and when they ended, until the idle seconds begin.
    settling: Option<(FrameReport, f64)>,
}

/// A finished measurement.
#[derive(Clone, Debug, PartialEq)]
pub struct FrameReport {
    /// Median frame time, ms.
    pub median: f64,
    /// 95th percentile, ms.
    pub p95: f64,
    /// Longest frame, ms.
    pub max: f64,
    /// Frames timed.
    pub frames: usize,
    /// The update and drawing alone, mean ms.
    pub cpu_mean: f64,
    /// Draw calls a frame, mean (each costs the renderer about the same, whatever it
    /// draws: on llvmpipe about 13 µs).
    pub draws_mean: f64,
    /// CPU time per second of wall time while idle, in percent of one core (`None`:
    /// not measured, or the system does not say).
    pub idle_cpu_percent: Option<f64>,
}

/// What the benchmark asks of the loop after a frame.
#[derive(Clone, Debug, PartialEq)]
pub enum BenchStep {
    /// Go on.
    More,
    /// The frames are timed: measure this many seconds of idle (the window's `measure_idle`),
    /// then say the report.
    Idle(FrameReport, f64),
    /// Everything is measured.
    Done(FrameReport),
}

impl FrameReport {
    /// The report's one line.
    pub fn line(&self) -> String {
        let idle = self
            .idle_cpu_percent
            .map_or_else(|| "none".to_string(), |p| format!("{p:.1}"));
        format!(
            "frame_ms median={:.2} p95={:.2} max={:.2} frames={} cpu_ms_mean={:.3} draws_mean={:.1} idle_cpu_percent={idle}",
            self.median, self.p95, self.max, self.frames, self.cpu_mean, self.draws_mean
        )
    }

    /// Reads a report's [`FrameReport::line`] back (`None`: another line).
    pub fn parse(line: &str) -> Option<FrameReport> {
        let rest = line.strip_prefix("frame_ms ")?;
        let value = |key: &str| {
            rest.split_whitespace()
                .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('='))
        };
        let number = |key: &str| value(key)?.parse::<f64>().ok();
        Some(FrameReport {
            median: number("median")?,
            p95: number("p95")?,
            max: number("max")?,
            frames: value("frames")?.parse().ok()?,
            cpu_mean: number("cpu_ms_mean")?,
            draws_mean: number("draws_mean").unwrap_or(0.0),
            idle_cpu_percent: number("idle_cpu_percent"),
        })
    }
}

/// CPU seconds used over wall seconds, in percent of one core.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub fn idle_percent(cpu_before: f64, cpu_after: f64, wall: f64) -> f64 {
    100.0 * (cpu_after - cpu_before).max(0.0) / wall.max(1e-9)
}

/// The value at quantile `q` (0 to 1) of sorted values (0 when none).
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

impl FrameBench {
    /// Times `frames` frames, then measures `idle_seconds` of idle.
    pub fn new(frames: u32, idle_seconds: f64) -> FrameBench {
        FrameBench {
            frames: frames.max(1) as usize,
            idle_seconds: idle_seconds.max(0.0),
            times: vec![],
            cpu: vec![],
            draws: vec![],
            last: None,
            idling: false,
            settling: None,
        }
    }

    /// Whether the frames are timed and the idle seconds run: the loop then paces
    /// itself as an ordinary run does.
    pub fn idling(&self) -> bool {
        self.idling
    }

    /// A frame begins while the screen to measure is not up (a card has gone again):
    /// the time until it is up again is no frame's.
    pub fn not_up(&mut self) {
        self.last = None;
    }

    /// A frame begins at `now` (seconds) while the screen to measure is up; the last
    /// frame's update and drawing took `cpu_ms` and `draws` draw calls.
    pub fn frame(&mut self, now: f64, cpu_ms: f64, draws: u32) -> BenchStep {
        if self.idling {
            return BenchStep::More;
        }
        if let Some(last) = self.last {
            self.times.push((now - last) * 1000.0);
            self.cpu.push(cpu_ms);
            self.draws.push(draws);
        }
        self.last = Some(now);
        if self.times.len() < self.frames {
            return BenchStep::More;
        }
        if self.idle_seconds > 0.0 {
            self.idling = true;
            self.settling = Some((self.report(), now));
            return BenchStep::More;
        }
        BenchStep::Done(self.report())
    }

    /// After a frame that ended at `now`: whether the idle seconds begin, with the timed
    /// frames' report: once the loop rests (`resting`: it waits for input), or
    /// [`SETTLE_MAX`] seconds after the timed frames at the latest.
    pub fn settle(&mut self, now: f64, resting: bool) -> Option<BenchStep> {
        let (_, since) = self.settling.as_ref()?;
        if !resting && now - since < SETTLE_MAX {
            return None;
        }
        let (report, _) = self.settling.take()?;
        Some(BenchStep::Idle(report, self.idle_seconds))
    }

    fn report(&self) -> FrameReport {
        let mut sorted = self.times.clone();
        crate::order::sort_by(&mut sorted, f64::total_cmp);
        FrameReport {
            median: quantile(&sorted, 0.5),
            p95: quantile(&sorted, 0.95),
            max: sorted.last().copied().unwrap_or(0.0),
            frames: sorted.len(),
            cpu_mean: self.cpu.iter().sum::<f64>() / self.cpu.len().max(1) as f64,
            draws_mean: self.draws.iter().map(|&d| f64::from(d)).sum::<f64>()
                / self.draws.len().max(1) as f64,
            idle_cpu_percent: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frame_times_are_start_to_start_then_the_idle_seconds_begin() {
        let mut b = FrameBench::new(4, 2.0);
        let starts = [1.0, 1.010, 1.030, 1.040];
        for (i, t) in starts.iter().enumerate() {
            assert_eq!(b.frame(*t, 0.5, 10), BenchStep::More, "frame {i}");
        }
        assert_eq!(
            b.frame(1.050, 0.5, 10),
            BenchStep::More,
            "four frames timed"
        );
        assert!(b.idling(), "the loop paces itself");
        assert_eq!(b.settle(1.06, false), None, "the screen still moves");
        let Some(BenchStep::Idle(r, seconds)) = b.settle(1.5, true) else {
            panic!("the screen rests: the idle seconds begin");
        };
        assert_eq!(b.settle(1.6, true), None, "once");
        assert_eq!(seconds, 2.0);
        assert_eq!(r.frames, 4);
        assert!(
            (r.median - 10.0).abs() < 1e-6,
            "10, 20, 10, 10 ms: {}",
            r.median
        );
        assert!((r.max - 20.0).abs() < 1e-6);
        assert!((r.draws_mean - 10.0).abs() < 1e-9, "ten draw calls a frame");
        assert_eq!(
            b.frame(1.06, 0.5, 10),
            BenchStep::More,
            "idle frames are not timed"
        );
        assert!(
            (idle_percent(7.0, 7.25, 2.5) - 10.0).abs() < 1e-9,
            "0.25 s in 2.5 s"
        );
        assert!(r.line().starts_with("frame_ms median=10.00 p95="));
        let back = FrameReport::parse(&r.line()).expect("its own line");
        assert_eq!(back.frames, 4);
        assert_eq!(back.idle_cpu_percent, None);
        let with_idle = FrameReport {
            idle_cpu_percent: Some(3.5),
            ..r
        };
        let parsed = FrameReport::parse(&with_idle.line()).expect("with its idle CPU");
        assert_eq!(parsed.idle_cpu_percent, Some(3.5));
        assert_eq!(FrameReport::parse("first_frame_ms=3.0"), None);
    }

    #[test]
    fn a_screen_that_keeps_moving_is_measured_after_the_longest_wait() {
        let mut b = FrameBench::new(1, 5.0);
        assert_eq!(b.frame(0.0, 1.0, 10), BenchStep::More);
        assert_eq!(b.frame(0.01, 1.0, 10), BenchStep::More);
        assert_eq!(b.settle(SETTLE_MAX - 0.1, false), None);
        assert!(matches!(
            b.settle(SETTLE_MAX + 0.02, false),
            Some(BenchStep::Idle(_, s)) if s == 5.0
        ));
    }

    #[test]
    fn the_time_while_the_screen_is_not_up_is_no_frames() {
        let mut b = FrameBench::new(2, 0.0);
        assert_eq!(b.frame(0.0, 1.0, 10), BenchStep::More);
        assert_eq!(b.frame(0.01, 1.0, 10), BenchStep::More);
        b.not_up();
        assert_eq!(
            b.frame(5.0, 1.0, 10),
            BenchStep::More,
            "the card shows again"
        );
        let BenchStep::Done(r) = b.frame(5.02, 1.0, 10) else {
            panic!("two frames timed, no idle seconds: done");
        };
        assert!(
            (r.max - 20.0).abs() < 1e-6,
            "10 and 20 ms, not 5 s: {}",
            r.max
        );
        assert!(r.line().ends_with("idle_cpu_percent=none"));
    }
}
