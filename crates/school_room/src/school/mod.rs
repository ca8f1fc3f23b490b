//! The schools: the piece school's course map, its levels on the track, the class page
//! and the learners' stars; the chess school's levels.

pub mod chess_lesson;
pub mod class_page;
pub mod course_map;
pub mod course_screen;
pub mod door;
pub mod find_squares;
pub mod lesson;
pub mod lesson_hint;
pub mod lesson_save;
pub mod level_button;
pub mod read_aloud;
pub mod room;
#[cfg(test)]
pub mod tests_frames;
#[cfg(test)]
mod tests_speakers;
pub mod web_status;
