//! The chess school's tests: one binary, a module per area.

mod loader;
mod proofs;
mod tries;
