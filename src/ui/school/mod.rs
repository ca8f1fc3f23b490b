//! The schools: the piece school's course map, its levels on the track, the class page
//! and the learners' stars; the chess school's levels.

pub(in crate::ui) mod chess_lesson;
pub mod class_page;
pub mod course_map;
pub(in crate::ui) mod course_screen;
pub(in crate::ui) mod door;
pub(in crate::ui) mod find_squares;
pub(in crate::ui) mod lesson;
pub(in crate::ui) mod lesson_hint;
pub mod lesson_save;
pub(in crate::ui) mod level_button;
pub(in crate::ui) mod room;
#[cfg(test)]
pub(in crate::ui) mod tests_frames;
pub(in crate::ui) mod web_status;
