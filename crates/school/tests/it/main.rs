//! The piece school's tests, one binary.

mod lesson_hint;
mod lesson_rules;
mod lesson_teaches;
mod progress_merge;
