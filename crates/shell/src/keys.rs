//! The one input map: the same key does the same thing on every screen of every game.
//! Screens ask for an [`Action`], never for a key; the rules pages and the menus list
//! [`KEY_MAP`] as it is.

use crate::frame::Frame;
use macroquad::prelude::KeyCode;

/// Something a key does, the same in every game; the keys page says it
/// (`key-action-back`, …).
#[derive(words::Say, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[say(prefix = "key-action-")]
pub enum Action {
    /// Back: close the box or menu on top, or open the game's menu (never quits the
    /// program except on the start screen).
    Back,
    /// Confirm the focused button or the chosen square.
    Confirm,
    /// The focus to the next button or square (Tab, Down, Right).
    Next,
    /// The focus to the previous one (Up, Left).
    Previous,
    /// A hint: what the computer would do.
    Hint,
    /// The move map of the chosen piece (where it gets in how many moves).
    MoveMap,
    /// Fold the end page away to see the board, or unfold it (Space, which rolls the
    /// dice during a race game: a child still pressing it at the end only folds the page).
    Fold,
    /// Full screen on or off.
    Fullscreen,
    /// Sound on or off.
    Mute,
    /// Read the last text aloud again (issue 54; R is *try again* in the schools).
    SayAgain,
}

/// Every action with its keys, in the order the keys page lists them.
pub const KEY_MAP: &[(Action, &[KeyCode])] = &[
    (Action::Back, &[KeyCode::Escape]),
    (Action::Confirm, &[KeyCode::Enter, KeyCode::KpEnter]),
    (Action::Next, &[KeyCode::Tab, KeyCode::Down, KeyCode::Right]),
    (Action::Previous, &[KeyCode::Up, KeyCode::Left]),
    (Action::Hint, &[KeyCode::H]),
    (Action::MoveMap, &[KeyCode::D]),
    (Action::Fold, &[KeyCode::Space]),
    (Action::Fullscreen, &[KeyCode::F11]),
    (Action::Mute, &[KeyCode::K]),
    (Action::SayAgain, &[KeyCode::A]),
];

/// The keys of an action.
pub fn keys_of(action: Action) -> &'static [KeyCode] {
    KEY_MAP
        .iter()
        .find(|(a, _)| *a == action)
        .map_or(&[], |(_, keys)| keys)
}

/// Whether a key of `action` went down this frame.
pub fn pressed(frame: &Frame, action: Action) -> bool {
    frame.action(action)
}

/// A key's name as the keys page prints it.
pub fn key_name(key: KeyCode) -> &'static str {
    match key {
        KeyCode::Escape => "Esc",
        KeyCode::Enter => "Enter",
        KeyCode::KpEnter => "Enter (num)",
        KeyCode::Tab => "Tab",
        KeyCode::Down => "↓",
        KeyCode::Up => "↑",
        KeyCode::Left => "←",
        KeyCode::Right => "→",
        KeyCode::H => "H",
        KeyCode::D => "D",
        KeyCode::Space => "Space",
        KeyCode::F11 => "F11",
        KeyCode::K => "K",
        KeyCode::A => "A",
        _ => "?",
    }
}

/// The keys of an action as the keys page prints them ("Tab ↓ →").
pub fn keys_label(action: Action) -> String {
    keys_of(action)
        .iter()
        .filter(|k| **k != KeyCode::KpEnter)
        .map(|k| key_name(*k))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The arrows apart, for a cursor on a board: each arrow's step across the screen
/// (right and down are positive). They are the keys of [`Action::Next`] (↓ →) and
/// [`Action::Previous`] (↑ ←), so the keys page stays true.
pub const ARROWS: [(KeyCode, (i8, i8)); 4] = [
    (KeyCode::Left, (-1, 0)),
    (KeyCode::Right, (1, 0)),
    (KeyCode::Up, (0, -1)),
    (KeyCode::Down, (0, 1)),
];

/// The step of the arrow that went down this frame, if any (`dx` right positive, `dy`
/// down positive), for a board cursor that walks in four directions.
pub fn arrow_pressed(frame: &Frame) -> Option<(i8, i8)> {
    ARROWS
        .iter()
        .find(|(k, _)| frame.pressed(*k))
        .map(|(_, d)| *d)
}

/// Tab this frame: forward (`1`), or backward (`-1`) with Shift held.
pub fn tab_pressed(frame: &Frame) -> Option<i8> {
    if !frame.pressed(KeyCode::Tab) {
        return None;
    }
    Some(if frame.shift() { -1 } else { 1 })
}

/// One frame's input for a box of buttons: the actions whose keys went down and where
/// the mouse or a finger pressed, read once so that the deciding is window-free.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    /// The actions whose keys went down.
    pub actions: Vec<Action>,
    /// Where the left button or a finger went down.
    pub press: Option<(f32, f32)>,
}

impl Input {
    /// This frame's input, from the frame the shell handed in.
    pub fn read(frame: &Frame) -> Input {
        Input {
            actions: KEY_MAP
                .iter()
                .filter(|(a, _)| frame.action(*a))
                .map(|(a, _)| *a)
                .collect(),
            press: frame.click_at(),
        }
    }

    /// Whether `action` is in this frame's input.
    pub fn has(&self, action: Action) -> bool {
        self.actions.contains(&action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_a_key_and_no_key_does_two_things() {
        let mut seen = vec![];
        for (a, keys) in KEY_MAP {
            assert!(!keys.is_empty(), "{a:?} has no key");
            for k in *keys {
                assert!(!seen.contains(k), "{k:?} does two things");
                assert_ne!(key_name(*k), "?", "{k:?} has no printed name");
                seen.push(*k);
            }
        }
    }

    #[test]
    fn the_cursor_arrows_are_the_keys_of_next_and_previous_in_their_direction() {
        for (k, (dx, dy)) in ARROWS {
            let action = if dx + dy > 0 {
                Action::Next
            } else {
                Action::Previous
            };
            assert!(keys_of(action).contains(&k), "{k:?} is not {action:?}");
            assert_eq!(dx.abs() + dy.abs(), 1, "{k:?} steps one square");
        }
    }

    #[test]
    fn escape_is_back_and_enter_confirms() {
        assert_eq!(keys_of(Action::Back), &[KeyCode::Escape]);
        assert!(keys_of(Action::Confirm).contains(&KeyCode::Enter));
        assert_eq!(keys_label(Action::Confirm), "Enter");
    }
}
