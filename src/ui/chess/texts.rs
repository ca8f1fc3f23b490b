//! The chess screens' texts, by the names the chess screens use: the messages
//! ([`ChessMsg`]) and their words are in [`crate::ui::i18n`] (German in
//! `i18n/de/chess.rs`, English in `i18n/en/chess.rs`).

pub use crate::ui::i18n::{chess_language as language, chess_text, ChessMsg};
