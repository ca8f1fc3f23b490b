//! The chess school's tests: one binary, a module per area.

mod common;
mod loader;
mod manual_chapters;
mod proofs;
mod tries;
