//! `--bench-frames N` (issue 33): how long a screen's frames take, and what the window
//! costs while nothing happens.
//!
//! Once the screen to measure is up (`--screenshot-on` says when: at once, once a card
//! shows, once the end page shows), the next `N` frames are timed from the start of one
//! frame to the start of the next: the update, the drawing, and the renderer's work
//! when the frame is handed over, which on a software renderer is most of it. Then,
//! with `--bench-idle S`, the window runs `S` more seconds with no input, at the pace
//! of an ordinary run ([`crate::ui::frame_pace`]), and the process's CPU time over
//! those seconds says what a still screen costs. One line on standard output:
//!
//! ```text
//! frame_ms median=5.81 p95=9.02 max=14.40 frames=300 cpu_ms_mean=0.312 idle_cpu_percent=3.0
//! ```
//!
//! `frame-bench` (`cli/frame_bench.rs`) opens every screen at two sizes this way and
//! prints the table.

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
    /// When the last timed frame began.
    last: Option<f64>,
    /// When the idle seconds began, and the process's CPU seconds then.
    idle_from: Option<(f64, Option<f64>)>,
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
    /// CPU time per second of wall time while idle, in percent of one core (`None`:
    /// not measured, or the system does not say).
    pub idle_cpu_percent: Option<f64>,
}

impl FrameReport {
    /// The report's one line.
    pub fn line(&self) -> String {
        let idle = self
            .idle_cpu_percent
            .map_or_else(|| "none".to_string(), |p| format!("{p:.1}"));
        format!(
            "frame_ms median={:.2} p95={:.2} max={:.2} frames={} cpu_ms_mean={:.3} idle_cpu_percent={idle}",
            self.median, self.p95, self.max, self.frames, self.cpu_mean
        )
    }
}

impl FrameReport {
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
            idle_cpu_percent: number("idle_cpu_percent"),
        })
    }
}

/// The process's CPU seconds ([`crate::platform::process_cpu_seconds`]; none in the
/// browser, which has no command line to ask for a benchmark).
pub fn process_cpu_seconds() -> Option<f64> {
    #[cfg(not(target_arch = "wasm32"))]
    return crate::platform::process_cpu_seconds();
    #[cfg(target_arch = "wasm32")]
    None
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
            last: None,
            idle_from: None,
        }
    }

    /// Whether the frames are timed and the idle seconds run: the loop then paces
    /// itself as an ordinary run does.
    pub fn idling(&self) -> bool {
        self.idle_from.is_some()
    }

    /// A frame begins while the screen to measure is not up (a card has gone again):
    /// the time until it is up again is no frame's.
    pub fn not_up(&mut self) {
        if self.idle_from.is_none() {
            self.last = None;
        }
    }

    /// A frame begins at `now` (seconds) while the screen to measure is up; the last
    /// frame's update and drawing took `cpu_ms`. `cpu_seconds` reads the process's CPU
    /// time. Returns the report once everything is measured.
    pub fn frame(
        &mut self,
        now: f64,
        cpu_ms: f64,
        cpu_seconds: impl Fn() -> Option<f64>,
    ) -> Option<FrameReport> {
        if let Some((from, cpu_from)) = self.idle_from {
            if now - from < self.idle_seconds {
                return None;
            }
            let used = cpu_seconds().zip(cpu_from).map(|(b, a)| b - a);
            let wall = (now - from).max(1e-9);
            return Some(self.report(used.map(|u| 100.0 * u / wall)));
        }
        if let Some(last) = self.last {
            self.times.push((now - last) * 1000.0);
            self.cpu.push(cpu_ms);
        }
        self.last = Some(now);
        if self.times.len() < self.frames {
            return None;
        }
        if self.idle_seconds > 0.0 {
            self.idle_from = Some((now, cpu_seconds()));
            return None;
        }
        Some(self.report(None))
    }

    fn report(&self, idle_cpu_percent: Option<f64>) -> FrameReport {
        let mut sorted = self.times.clone();
        sorted.sort_by(|a, b| a.total_cmp(b));
        FrameReport {
            median: quantile(&sorted, 0.5),
            p95: quantile(&sorted, 0.95),
            max: sorted.last().copied().unwrap_or(0.0),
            frames: sorted.len(),
            cpu_mean: self.cpu.iter().sum::<f64>() / self.cpu.len().max(1) as f64,
            idle_cpu_percent,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_frame_times_are_start_to_start_and_the_idle_cost_is_cpu_over_wall() {
        let mut b = FrameBench::new(4, 2.0);
        let starts = [1.0, 1.010, 1.030, 1.040, 1.050];
        for (i, t) in starts.iter().enumerate() {
            assert_eq!(b.frame(*t, 0.5, || Some(7.0)), None, "frame {i}");
        }
        assert!(b.idling(), "four frames timed: the idle seconds begin");
        assert_eq!(b.frame(2.0, 0.5, || Some(7.1)), None, "not two seconds yet");
        let r = b.frame(3.55, 0.5, || Some(7.25)).expect("the report");
        assert_eq!(r.frames, 4);
        assert!(
            (r.median - 10.0).abs() < 1e-6,
            "10, 20, 10, 10 ms: {}",
            r.median
        );
        assert!((r.max - 20.0).abs() < 1e-6);
        let idle = r.idle_cpu_percent.expect("measured");
        assert!((idle - 10.0).abs() < 1e-6, "0.25 s of CPU in 2.5 s: {idle}");
        assert!(r.line().starts_with("frame_ms median=10.00 p95="));
        let back = FrameReport::parse(&r.line()).expect("its own line");
        assert_eq!(back.frames, 4);
        assert_eq!(back.idle_cpu_percent, Some(10.0));
        assert_eq!(FrameReport::parse("first_frame_ms=3.0"), None);
    }

    #[test]
    fn the_time_while_the_screen_is_not_up_is_no_frames() {
        let mut b = FrameBench::new(2, 0.0);
        assert_eq!(b.frame(0.0, 1.0, || None), None);
        assert_eq!(b.frame(0.01, 1.0, || None), None);
        b.not_up();
        assert_eq!(b.frame(5.0, 1.0, || None), None, "the card shows again");
        let r = b.frame(5.02, 1.0, || None).expect("two frames timed");
        assert!(
            (r.max - 20.0).abs() < 1e-6,
            "10 and 20 ms, not 5 s: {}",
            r.max
        );
    }

    #[test]
    fn without_idle_seconds_the_report_comes_after_the_frames() {
        let mut b = FrameBench::new(2, 0.0);
        assert_eq!(b.frame(0.0, 1.0, || None), None);
        assert_eq!(b.frame(0.1, 1.0, || None), None);
        let r = b.frame(0.2, 1.0, || None).expect("two frames timed");
        assert_eq!(r.idle_cpu_percent, None);
        assert!(r.line().ends_with("idle_cpu_percent=none"));
        assert_eq!(
            FrameReport::parse(&r.line()).map(|b| b.idle_cpu_percent),
            Some(None)
        );
    }
}
