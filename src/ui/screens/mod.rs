//! The screens of the window, one file each; the boxes they show are the shell's one
//! dialog.

pub(super) mod end;
pub(super) mod game;
pub(super) mod menu;
pub(super) mod replay;
pub(super) mod rules;
pub(super) mod setup;
pub(super) mod start;
mod start_pictures;

use super::draw::*;
use super::shell::dialog::{self, Dialog};
use macroquad::prelude::*;

/// Draws a box of a title, text lines and buttons: the shell's one dialog
/// ([`crate::ui::shell::dialog`]), for screens that build it only when drawing.
pub(super) fn draw_overlay(
    pen: &Pen,
    w: f32,
    h: f32,
    title: &str,
    lines: &[String],
    labels: &[String],
    focus: usize,
) {
    let d = Dialog::new(title.to_string(), lines.join("\n"), labels.to_vec(), None);
    dialog::draw(pen, &d, focus, w, h);
}

/// Arrows, Tab and Enter over the `n` buttons of the dialog drawn by [`draw_overlay`],
/// or a click on one; Esc and a click outside choose `safe`.
pub(super) fn overlay_choice(focus: &mut usize, n: usize, safe: Option<usize>) -> Option<usize> {
    dialog::ask_shown(n, safe, focus)
}
