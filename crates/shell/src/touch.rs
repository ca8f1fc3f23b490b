//! Whether the screen is used by touch (a tablet, a whiteboard): the last input was a
//! finger. A finger on the screen makes it a touch screen; a key, or a mouse button
//! pressed with no finger on the screen, makes it not one. On a touch screen the game
//! names its buttons, never keys: a button's label leaves its key out ("Roll (Space)"
//! is "Roll"), and the hints say which button to tap.

use std::cell::Cell;

thread_local! {
    /// Whether the last input was a finger.
    static TOUCH: Cell<bool> = const { Cell::new(false) };
}

/// Whether the last input was a touch, after a frame with `touched` (a finger on the
/// screen), `keyed` (a key went down) and `clicked` (a mouse button went down): a
/// finger makes it a touch screen, a key or a click without a finger not one, and a
/// frame without input leaves it as it was.
pub fn after_frame(was: bool, touched: bool, keyed: bool, clicked: bool) -> bool {
    if touched {
        true
    } else if keyed || clicked {
        false
    } else {
        was
    }
}

/// Reads this frame's input (once a frame, after the screens' updates and before the
/// drawing).
pub fn note_frame(frame: &crate::Frame) {
    let touched = !frame.touches.is_empty();
    let keyed = !frame.keys_pressed.is_empty();
    let clicked = frame.clicked();
    TOUCH.with(|t| t.set(after_frame(t.get(), touched, keyed, clicked)));
}

/// Whether the screen is used by touch now.
pub fn touch_screen() -> bool {
    TOUCH.with(Cell::get)
}

/// A button's label without its key: every " (…)" part left out ("Move map (D): off"
/// is "Move map: off", "Fullscreen (F11)" is "Fullscreen").
pub fn without_keys(label: &str) -> String {
    let mut out = String::with_capacity(label.len());
    let mut rest = label;
    while let Some(open) = rest.find(" (") {
        let Some(close) = rest[open..].find(')') else {
            break;
        };
        out.push_str(&rest[..open]);
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// A button's label as the screen shows it: without its key on a touch screen.
pub fn label(label: String) -> String {
    if touch_screen() {
        without_keys(&label)
    } else {
        label
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finger_makes_a_touch_screen_and_a_key_or_a_mouse_click_undoes_it() {
        assert!(after_frame(false, true, false, false));
        // The click a finger's tap also makes is the finger's.
        assert!(after_frame(false, true, false, true));
        assert!(!after_frame(true, false, true, false));
        assert!(!after_frame(true, false, false, true));
        // A frame without input changes nothing.
        assert!(after_frame(true, false, false, false));
        assert!(!after_frame(false, false, false, false));
    }

    #[test]
    fn a_label_without_its_key_keeps_its_words() {
        assert_eq!(without_keys("Roll (Space)"), "Roll");
        assert_eq!(without_keys("Move map (D): off"), "Move map: off");
        assert_eq!(
            without_keys("Carte des coups (D) : non"),
            "Carte des coups : non"
        );
        assert_eq!(without_keys("Menu (Échap)"), "Menu");
        assert_eq!(without_keys("Do nothing"), "Do nothing");
        assert_eq!(without_keys("A (B) c (D)"), "A c");
        assert_eq!(without_keys("Open (unclosed"), "Open (unclosed");
    }

    #[test]
    fn what_a_touch_screen_says_names_no_key_in_any_language() {
        use crate::end_page::EndButton;
        use crate::i18n::{Lang, Msg};
        for lang in Lang::ALL {
            let t = |m: Msg| words::say(lang, &m);
            // The words of the keys, as the keys page names them, and Backspace's.
            let space = t(Msg::KeyName("Space".into()));
            let enter = t(Msg::KeyName("Enter".into()));
            let backspace = t(Msg::BackspaceHint);
            let backspace = backspace.split(':').next().unwrap_or("").trim().to_string();
            let keys = [
                space,
                enter,
                backspace,
                "Esc".into(),
                "F11".into(),
                "1–6".into(),
            ];
            let said = [
                t(Msg::ChoosePieceTouch),
                t(Msg::HintTouch),
                t(Msg::StepBackButton),
                t(Msg::PlayHintButton),
                without_keys(&t(Msg::RollButton)),
                without_keys(&t(Msg::MenuButton)),
                without_keys(&t(Msg::HintButton)),
                without_keys(&t(Msg::MoveMapButton(true))),
                without_keys(&t(Msg::Fullscreen)),
                without_keys(&t(Msg::CardGoOn)),
                without_keys(&words::say(lang, &EndButton::SeeBoard)),
            ];
            for words in said {
                for key in &keys {
                    assert!(
                        !words.contains(key.as_str()),
                        "{lang:?}: {words:?} names {key:?}"
                    );
                }
                assert!(!words.contains('('), "{lang:?}: {words:?} names a key");
            }
        }
    }
}
