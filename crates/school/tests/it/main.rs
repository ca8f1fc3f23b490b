//! The piece school's tests, one binary.

mod lesson_rules;
