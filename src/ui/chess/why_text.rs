//! The "why not?" reasons of chess in words, by the names the chess screens use. The
//! sentences are in [`crate::ui::i18n`] (`i18n/de/reasons.rs`, `i18n/en/reasons.rs`): the
//! window speaks German and English (issue 17 allows it), so the other languages of
//! [`crate::ui::i18n::chess_words::Language`] get the English sentence. Each is at most
//! 90 characters.

pub use crate::ui::i18n::{chess_refusal as refusal_text, chess_why_not as why_not_text};
