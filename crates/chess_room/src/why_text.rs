//! The "why not?" reasons of chess in words, by the names the chess screens use. The
//! sentences are in `assets/i18n/<language>/reasons.ftl` (named by
//! `said/reasons.rs`), one in every language of the window. Each is at most 90
//! characters.

pub use shell::i18n::{chess_refusal as refusal_text, chess_why_not as why_not_text};
