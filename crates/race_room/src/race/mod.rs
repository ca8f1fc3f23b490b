//! The booklet's race: its setup, the track screen that plays it (with the piece school's
//! levels, for now), the menu over the game, the review, the end page, and saving.

pub mod app;
pub mod door;
pub mod end;
pub mod read_aloud;
pub mod replay;
pub mod room;
pub mod rules_hook;
pub mod saving;
pub mod setup;
pub mod setup_layout;
pub mod setup_notice;
pub mod setup_screen;
#[cfg(test)]
mod setup_words_tests;
pub mod shared_settings;
#[cfg(test)]
mod tests_figures;
#[cfg(test)]
pub mod tests_frames;
#[cfg(test)]
mod tests_speakers;
pub mod web_status;
