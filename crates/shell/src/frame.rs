//! One frame's input and time, read once from the window by the shell and handed to the
//! screen on top (issue 53). No other file reads macroquad's keys, mouse, touches, wheel
//! or clock (`clippy.toml` forbids them elsewhere): a screen sees the window only
//! through the [`Frame`] it is given, so a test drives it with frames it builds
//! ([`Frame::at`], [`Frame::click`], [`Frame::key`], [`Frame::after`]).

use crate::keys::{keys_of, Action};
use macroquad::prelude::{KeyCode, MouseButton, Touch, TouchPhase};

/// A frame's input and time: plain data.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The window's size in pixels.
    pub size: (f32, f32),
    /// The window's clock at the frame's start, in seconds since the window opened.
    pub now: f64,
    /// The seconds the last frame took.
    pub dt: f32,
    /// The keys that went down this frame.
    pub keys_pressed: Vec<KeyCode>,
    /// The keys held down.
    pub keys_down: Vec<KeyCode>,
    /// The keys let go this frame.
    pub keys_released: Vec<KeyCode>,
    /// The characters typed since the last frame, in order.
    pub chars: Vec<char>,
    /// Where the mouse pointer is (or the last finger was).
    pub mouse: (f32, f32),
    /// The mouse buttons that went down this frame (a finger's tap is the left one).
    pub buttons_pressed: Vec<MouseButton>,
    /// The mouse buttons held down.
    pub buttons_down: Vec<MouseButton>,
    /// The mouse buttons let go this frame.
    pub buttons_released: Vec<MouseButton>,
    /// The wheel's turn this frame (across, up and down).
    pub wheel: (f32, f32),
    /// The fingers on the screen.
    pub touches: Vec<Touch>,
    /// The files dropped on the window this frame (issue 58: stars files on the class
    /// page), each as its path (a name in the browser) and its bytes (the browser's).
    pub dropped: Vec<(Option<std::path::PathBuf>, Option<Vec<u8>>)>,
    /// The window's clock within the frame, for work that spends a budget of time
    /// (the rule lab's runs); a built frame's clock stands still at [`Frame::now`].
    clock: Option<fn() -> f64>,
}

impl Default for Frame {
    fn default() -> Frame {
        Frame::at(1024.0, 768.0)
    }
}

impl Frame {
    /// This frame's input and time from the window: the one place that reads them.
    #[allow(clippy::disallowed_methods)]
    pub fn read() -> Frame {
        use macroquad::prelude as mq;
        let buttons = |on: fn(MouseButton) -> bool| {
            [MouseButton::Left, MouseButton::Right, MouseButton::Middle]
                .into_iter()
                .filter(|b| on(*b))
                .collect()
        };
        let mut chars = vec![];
        while let Some(c) = mq::get_char_pressed() {
            chars.push(c);
        }
        Frame {
            size: (mq::screen_width(), mq::screen_height()),
            now: mq::get_time(),
            dt: mq::get_frame_time(),
            keys_pressed: mq::get_keys_pressed().into_iter().collect(),
            keys_down: mq::get_keys_down().into_iter().collect(),
            keys_released: mq::get_keys_released().into_iter().collect(),
            chars,
            mouse: mq::mouse_position(),
            buttons_pressed: buttons(mq::is_mouse_button_pressed),
            buttons_down: buttons(mq::is_mouse_button_down),
            buttons_released: buttons(mq::is_mouse_button_released),
            wheel: mq::mouse_wheel(),
            touches: mq::touches(),
            dropped: mq::get_dropped_files()
                .into_iter()
                .map(|f| (f.path, f.bytes))
                .collect(),
            clock: Some(mq::get_time),
        }
    }

    /// This frame on a steady clock: `n` frames of 1/60 s each since the first, whatever
    /// the window's clock says. A `--screenshot` is so the same picture on every run and
    /// on any machine, busy or not (the CI compares them before and after a change).
    pub fn on_steady_clock(&mut self, n: u32) {
        self.now = f64::from(n) / 60.0;
        self.dt = 1.0 / 60.0;
        self.clock = None;
    }

    /// A frame of a `w` × `h` window with no input, at the clock's start: the start of
    /// a test's frames.
    pub fn at(w: f32, h: f32) -> Frame {
        Frame {
            size: (w, h),
            now: 0.0,
            dt: 0.0,
            keys_pressed: vec![],
            keys_down: vec![],
            keys_released: vec![],
            chars: vec![],
            mouse: (0.0, 0.0),
            buttons_pressed: vec![],
            buttons_down: vec![],
            buttons_released: vec![],
            wheel: (0.0, 0.0),
            touches: vec![],
            dropped: vec![],
            clock: None,
        }
    }

    /// The next frame after this one, `seconds` later, with no input (the pointer
    /// stays where it was, keys held stay held).
    pub fn after(&self, seconds: f32) -> Frame {
        Frame {
            now: self.now + f64::from(seconds),
            dt: seconds,
            mouse: self.mouse,
            keys_down: self.keys_down.clone(),
            ..Frame::at(self.size.0, self.size.1)
        }
    }

    /// This frame with a left click at (`x`, `y`) (the button goes down).
    pub fn click(mut self, x: f32, y: f32) -> Frame {
        self.mouse = (x, y);
        self.buttons_pressed.push(MouseButton::Left);
        self.buttons_down.push(MouseButton::Left);
        self
    }

    /// This frame with a finger's tap at (`x`, `y`): a touch, and the left click
    /// macroquad makes of it.
    pub fn tap(mut self, x: f32, y: f32) -> Frame {
        self.touches.push(Touch {
            id: 0,
            phase: TouchPhase::Started,
            position: macroquad::math::vec2(x, y),
        });
        self.click(x, y)
    }

    /// This frame with `key` going down.
    pub fn key(mut self, key: KeyCode) -> Frame {
        self.keys_pressed.push(key);
        self.keys_down.push(key);
        self
    }

    /// This frame with `key` held down (from before).
    pub fn holding(mut self, key: KeyCode) -> Frame {
        self.keys_down.push(key);
        self
    }

    /// This frame with `text` typed.
    pub fn typed(mut self, text: &str) -> Frame {
        self.chars.extend(text.chars());
        self
    }

    /// This frame with the wheel turned by `dy` (positive: up).
    pub fn wheel(mut self, dy: f32) -> Frame {
        self.wheel.1 += dy;
        self
    }

    /// Drops what went down this frame (keys, buttons, typed characters), as a click
    /// that something took already: nothing after sees it.
    pub fn clear(&mut self) {
        self.keys_pressed.clear();
        self.buttons_pressed.clear();
        self.chars.clear();
    }

    /// The window's clock now, within the frame ([`Frame::now`] for a built frame).
    pub fn clock(&self) -> f64 {
        self.clock.map_or(self.now, |c| c())
    }

    /// Whether `key` went down this frame.
    pub fn pressed(&self, key: KeyCode) -> bool {
        self.keys_pressed.contains(&key)
    }

    /// Whether any of `keys` went down this frame.
    pub fn any_pressed(&self, keys: &[KeyCode]) -> bool {
        keys.iter().any(|k| self.pressed(*k))
    }

    /// Whether `key` is held down.
    pub fn down(&self, key: KeyCode) -> bool {
        self.keys_down.contains(&key)
    }

    /// Whether a Shift key is held.
    pub fn shift(&self) -> bool {
        self.down(KeyCode::LeftShift) || self.down(KeyCode::RightShift)
    }

    /// Whether a Control key is held.
    pub fn ctrl(&self) -> bool {
        self.down(KeyCode::LeftControl) || self.down(KeyCode::RightControl)
    }

    /// Whether a key of `action` went down this frame (`shell/keys.rs`'s map).
    pub fn action(&self, action: Action) -> bool {
        self.any_pressed(keys_of(action))
    }

    /// Whether the left button (or a finger) went down this frame.
    pub fn clicked(&self) -> bool {
        self.buttons_pressed.contains(&MouseButton::Left)
    }

    /// Where the left button (or a finger) went down this frame, if it did.
    pub fn click_at(&self) -> Option<(f32, f32)> {
        self.clicked().then_some(self.mouse)
    }

    /// What the frame loop's pace sees of this frame (`paint::frame_pace`).
    pub fn seen(&self) -> paint::frame_pace::Seen {
        paint::frame_pace::Seen {
            now: self.now,
            any_input: self.any_input(),
            mouse: self.mouse,
            size: self.size,
        }
    }

    /// Whether anything came this frame: a key or button down, went down or let go,
    /// the wheel turned, a finger on the screen.
    pub fn any_input(&self) -> bool {
        !self.keys_down.is_empty()
            || !self.keys_pressed.is_empty()
            || !self.keys_released.is_empty()
            || !self.buttons_down.is_empty()
            || !self.buttons_pressed.is_empty()
            || !self.buttons_released.is_empty()
            || self.wheel != (0.0, 0.0)
            || !self.touches.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use paint::frame_pace::FramePace;

    #[test]
    fn a_frame_with_input_or_a_moved_pointer_keeps_the_loop_awake_and_an_empty_one_lets_it_rest() {
        use macroquad::prelude::KeyCode;
        let start = Frame::at(1024.0, 768.0);
        let mut pace = FramePace::default();
        pace.look(start.seen(), true);
        // Frames without input: the still screen rests after the grace.
        let mut f = start.clone();
        for _ in 0..10 {
            f = f.after(0.1);
            pace.look(f.seen(), true);
        }
        assert!(
            pace.resting(f.now),
            "ten empty frames of a still screen rest"
        );
        // Each kind of input wakes it: a key pressed or held, a click, the wheel, a
        // finger, the pointer moved, the window resized.
        let pointer_moved = {
            let mut g = f.after(0.1);
            g.mouse = (5.0, 5.0);
            g
        };
        let resized = {
            let mut g = f.after(0.1);
            g.size = (800.0, 600.0);
            g
        };
        let inputs = [
            f.after(0.1).key(KeyCode::Space),
            f.after(0.1).holding(KeyCode::LeftShift),
            f.after(0.1).click(0.0, 0.0),
            f.after(0.1).wheel(1.0),
            f.after(0.1).tap(0.0, 0.0),
            pointer_moved,
            resized,
        ];
        for (i, g) in inputs.iter().enumerate() {
            let mut p = pace.clone();
            p.look(g.seen(), true);
            assert!(!p.resting(g.now), "input {i} wakes the loop");
        }
    }

    #[test]
    fn a_built_click_is_a_left_press_where_it_lands_and_the_next_frame_has_none() {
        let f = Frame::at(800.0, 600.0).click(10.0, 20.0);
        assert_eq!(f.click_at(), Some((10.0, 20.0)));
        let next = f.after(0.5);
        assert_eq!(next.click_at(), None);
        assert_eq!(next.mouse, (10.0, 20.0));
        assert_eq!(next.now, 0.5);
        assert_eq!(next.dt, 0.5);
        assert_eq!(next.size, (800.0, 600.0));
    }

    #[test]
    fn an_action_is_any_of_its_keys_and_a_cleared_frame_has_no_press() {
        let mut f = Frame::default().key(KeyCode::KpEnter).typed("ab");
        assert!(f.action(Action::Confirm));
        assert!(!f.action(Action::Back));
        assert!(f.any_input());
        f.clear();
        assert!(!f.action(Action::Confirm));
        assert!(f.chars.is_empty());
        // A key held stays held: only what went down is dropped.
        assert!(f.down(KeyCode::KpEnter));
    }
}
