//! The frame loop's pace (issue 33): every frame while something moves or input comes;
//! no frame at all while the screen rests.
//!
//! A software renderer (Mesa's llvmpipe on a school PC without a graphics card, a
//! virtual machine, a thin client) spends a whole frame's work on a frame that shows
//! what the last one showed. So once nothing has moved and no input has come for
//! [`STILL_AFTER`] seconds, and the screen says it is still
//! (the window's `GameScreen::still`), the desktop's loop waits for the next
//! input (miniquad's blocking event loop: each busy frame asks for the next one, a
//! resting frame does not), and the window keeps its last picture. Nothing but a
//! blinking caret changes by time ([`crate::text_layout::note_timed`]; text on pages
//! is turned by hand, issue 49): while one is on screen the loop draws [`STILL_FPS`]
//! frames a second instead.
//!
//! One seam of miniquad's X11 loop: a resting loop that finds events already queued
//! waits for one more before it draws. A key pressed and released within the very frame
//! in which the screen came to rest is then seen with the next input (a mouse move, the
//! next key); a person's key or click, whose release comes a moment later, wakes it.
//! miniquad's open pull request #458 mends it upstream (wait only when nothing is
//! queued); a release with it will close the seam.
//!
//! While something moves, frames come at most [`MAX_FPS`] a second.
//!
//! The browser paces itself (a hidden tab gets no frames), and the screenshot and
//! benchmark runs of the command line count frames, so both keep every frame; the
//! frame benchmark's idle measurement lets the pace rest (`ui/paint/frame_bench.rs`).

/// Seconds without input or movement before the loop slows down.
pub const STILL_AFTER: f64 = 0.5;

/// Frames a second while still with a blinking caret on screen.
pub const STILL_FPS: f64 = 8.0;

/// At most this many frames a second while something moves. A software renderer
/// without vertical sync (Xvfb, many virtual machines) would otherwise draw as fast as
/// it can and burn every core; with vertical sync the screen's own 60 Hz comes first.
pub const MAX_FPS: f64 = 75.0;

/// What the loop sees of a frame's input (the shell's `Frame::seen`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Seen {
    /// The frame's clock, in seconds.
    pub now: f64,
    /// Whether a key, a button, the wheel or a touch came.
    pub any_input: bool,
    /// Where the pointer is.
    pub mouse: (f32, f32),
    /// The window's size.
    pub size: (f32, f32),
}

/// What the loop knows of the frames before.
#[derive(Clone, Debug, Default)]
pub struct FramePace {
    /// When input or movement came last (seconds of the window's clock).
    last_active: f64,
    /// The mouse and the window's size last frame.
    last_mouse: (f32, f32),
    last_size: (f32, f32),
}

impl FramePace {
    /// Looks at this frame's input: whether anything came (a key, a button, the wheel, a
    /// touch, the mouse moved, the window changed size) or the screen is not
    /// `still`. Call it before the frame's update.
    pub fn look(&mut self, seen: Seen, still: bool) {
        let input = seen.any_input || seen.mouse != self.last_mouse || seen.size != self.last_size;
        self.last_mouse = seen.mouse;
        self.last_size = seen.size;
        self.look_at(seen.now, input, still);
    }

    /// What [`FramePace::look`] found: `input` came, or the screen is not `still`, at
    /// `now`.
    pub fn look_at(&mut self, now: f64, input: bool, still: bool) {
        if input || !still {
            self.last_active = now;
        }
    }

    /// Whether the screen has been still long enough to slow down at `now`.
    pub fn resting(&self, now: f64) -> bool {
        now - self.last_active >= STILL_AFTER
    }

    /// How long to sleep after a frame that began at `started` and ends at `now`, so
    /// that a resting loop draws [`STILL_FPS`] frames a second (0 when not resting).
    pub fn pause(&self, started: f64, now: f64) -> f64 {
        if !self.resting(now) {
            return 0.0;
        }
        (1.0 / STILL_FPS - (now - started)).max(0.0)
    }

    /// What comes after a frame that began at `started` and ends at `now`. `still`: the
    /// screen is still *after* the frame's update (a computer that chose its move in
    /// this frame has left animations to show); `timed`: something drawn changes by time
    /// alone (a blinking caret, [`crate::text_layout::note_timed`]).
    ///
    /// A screen that is not still never rests, however long its frame took: a frame of
    /// more than [`STILL_AFTER`] (a computer thinking on a busy machine, the process held
    /// up) once made the loop wait for input with the computer's move unshown (issue 49).
    pub fn step(&mut self, started: f64, now: f64, still: bool, timed: bool) -> Step {
        if !still {
            self.last_active = now;
        }
        if !self.resting(now) {
            let spare = 1.0 / MAX_FPS - (now - started);
            if spare > 0.0 {
                Step::After(spare)
            } else {
                Step::Next
            }
        } else if timed {
            Step::After(self.pause(started, now))
        } else {
            Step::OnInput
        }
    }
}

/// What the loop does after a frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// The next frame at once.
    Next,
    /// The next frame after this many seconds.
    After(f64),
    /// No frame until input comes.
    OnInput,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_still_screen_rests_only_after_the_grace_and_a_moving_one_never() {
        let pace = FramePace {
            last_active: 10.0,
            ..FramePace::default()
        };
        assert!(!pace.resting(10.2), "within the grace every frame is drawn");
        assert!(pace.resting(10.6));
        assert_eq!(pace.pause(10.0, 10.2), 0.0);
        let p = pace.pause(20.0, 20.025);
        assert!(
            (p - 0.1).abs() < 1e-9,
            "a resting frame of 25 ms sleeps 100 ms: {p}"
        );
        assert_eq!(
            pace.pause(20.0, 20.3),
            0.0,
            "a slow frame is not slowed more"
        );
    }

    #[test]
    fn a_resting_screen_waits_for_input_unless_a_caret_blinks() {
        let pace = FramePace {
            last_active: 10.0,
            ..FramePace::default()
        };
        assert_eq!(
            pace.clone().step(10.1, 10.2, true, false),
            Step::Next,
            "in the grace"
        );
        match pace.clone().step(10.1, 10.105, true, false) {
            Step::After(s) => assert!((s - (1.0 / MAX_FPS - 0.005)).abs() < 1e-9),
            other => panic!("a quick frame waits for the frame rate's cap: {other:?}"),
        }
        assert_eq!(pace.clone().step(11.0, 11.0, true, false), Step::OnInput);
        match pace.clone().step(11.0, 11.0, true, true) {
            Step::After(s) => assert!((s - 1.0 / STILL_FPS).abs() < 1e-9),
            other => panic!("a blinking caret keeps a few frames a second: {other:?}"),
        }
    }

    #[test]
    fn a_long_frame_of_a_screen_that_is_not_still_never_rests() {
        // The case: a computer's turn, its frame began at 10.0 with the screen
        // busy and took 0.8 s (the computer thought on a loaded machine). Its move is
        // queued for showing: the next frame must come.
        let mut pace = FramePace {
            last_active: 10.0,
            ..FramePace::default()
        };
        assert_eq!(pace.step(10.0, 10.8, false, false), Step::Next);
        // The frames after it show the move, however long they take.
        for k in 1..20 {
            let t = 10.8 + f64::from(k) * 0.6;
            assert_ne!(pace.step(t - 0.6, t, false, false), Step::OnInput, "{t}");
        }
        // Once the screen is still, it rests after the grace, counted from the end of
        // the last busy frame.
        let end = 10.8 + 19.0 * 0.6;
        assert_ne!(pace.step(end, end + 0.1, true, false), Step::OnInput);
        assert_eq!(pace.step(end + 0.6, end + 0.6, true, false), Step::OnInput);
    }

    #[test]
    fn a_screen_that_became_still_during_its_frame_rests_only_after_the_grace() {
        // Busy when the frame began (an animation's last step), still after it: the
        // frame's own picture is the last one, drawn; the grace still runs.
        let mut pace = FramePace::default();
        pace.look_at(20.0, false, false);
        assert_ne!(pace.step(20.0, 20.01, true, false), Step::OnInput);
        assert_ne!(pace.step(20.3, 20.31, true, false), Step::OnInput);
        assert_eq!(pace.step(20.6, 20.61, true, false), Step::OnInput);
    }
}
