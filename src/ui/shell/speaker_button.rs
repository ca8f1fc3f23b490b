//! The speaker button (issue 54): where a screen reads its texts aloud, a button that
//! reads the last one again, as A does. The screen says where it stands
//! (`GameScreen::speaker_spot`); the shell draws it over the screen and takes its
//! clicks before the screen sees them.

use crate::ui::paint::draw::INK;
use crate::ui::paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use crate::ui::paint::layout::Rect;
use crate::ui::paint::speaker_icon::draw_speaker;
use crate::ui::shell::Frame;
use macroquad::prelude::WHITE;

/// The frame without its click, if the click (or tap) went down on the button at
/// `spot`: the button took it.
pub fn take_click(spot: Option<Rect>, frame: &Frame) -> Option<Frame> {
    let (x, y) = frame.click_at()?;
    spot.filter(|r| r.contains(x, y)).map(|_| {
        let mut f = frame.clone();
        f.clear();
        f
    })
}

/// Draws the button at `r`.
pub fn draw(r: Rect) {
    draw_rectangle(r.x, r.y, r.w, r.h, WHITE);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
    draw_speaker(r, true, INK);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_on_the_speaker_button_is_the_buttons_and_no_one_elses() {
        let spot = Rect {
            x: 10.0,
            y: 10.0,
            w: 20.0,
            h: 20.0,
        };
        let on = Frame::default().click(15.0, 15.0);
        let taken = take_click(Some(spot), &on).expect("the button takes it");
        assert_eq!(taken.click_at(), None);
        let beside = Frame::default().click(50.0, 15.0);
        assert!(take_click(Some(spot), &beside).is_none());
        assert!(take_click(None, &on).is_none());
    }
}
