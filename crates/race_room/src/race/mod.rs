//! The booklet's race on the track table (`track_table`, which plays it and holds the
//! menu over the game): its setup and settings, the end page, the review, the saves and
//! the resume offer.

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
