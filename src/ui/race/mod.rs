//! The booklet's race: its setup, the track screen that plays it (with the piece school's
//! levels, for now), the menu over the game, the review, the end page, and saving.

pub(in crate::ui) mod app;
pub(in crate::ui) mod door;
pub(in crate::ui) mod end;
pub(in crate::ui) mod menu;
pub(in crate::ui) mod replay;
pub(in crate::ui) mod room;
pub(in crate::ui) mod rules_hook;
pub(in crate::ui) mod saving;
pub mod setup;
pub(in crate::ui) mod setup_layout;
pub(in crate::ui) mod setup_notice;
pub(in crate::ui) mod setup_screen;
#[cfg(test)]
mod setup_words_tests;
pub(in crate::ui) mod shared_settings;
#[cfg(test)]
mod tests_figures;
#[cfg(test)]
pub(in crate::ui) mod tests_frames;
pub(in crate::ui) mod web_status;
