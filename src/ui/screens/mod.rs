//! The screens of the window, one file each; the boxes they show are the shell's one
//! dialog.

pub(super) mod end;
pub mod game;
pub(super) mod menu;
pub(super) mod replay;
pub mod rules;
pub(super) mod setup;
mod setup_layout;
mod setup_notice;
#[cfg(test)]
mod setup_words_tests;
pub mod start;
mod start_pictures;
