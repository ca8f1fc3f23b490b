//! The errors of chess and Yalta files in words: a FEN, a PGN (and a game read only up
//! to a null move), a YFEN line, a Yalta record, a chess save. The rules crates give
//! them as typed values; `keys/chess_errors.rs` names their messages, and the words are
//! in `assets/i18n/<language>/chess-errors.ftl`.

use super::{keys, say, Lang};
use crate::save::chess::ChessSaveError;
use ::chess::pgn::{NullMoveAt, PgnError};
use ::chess::FenError;
use ::yalta::record::RecordError;
use ::yalta::yfen::YfenError;

/// A refused FEN in words: the FEN (at most 60 characters of it), the field, what is
/// wrong there.
pub fn say_fen_error(lang: Lang, e: &FenError) -> String {
    say(lang, keys::chess_errors::fen_error(e))
}

/// A bad PGN in words: the file, the line, what is wrong (the move, the tag, the FEN).
pub fn say_pgn_error(lang: Lang, e: &PgnError) -> String {
    say(lang, keys::chess_errors::pgn_error(e))
}

/// A PGN game read only up to a null move (`--`), in words: the line and the move.
pub fn say_null_move(lang: Lang, at: &NullMoveAt) -> String {
    say(lang, keys::chess_errors::null_move(at))
}

/// A refused YFEN line in words: the field's number and name, what is wrong.
pub fn say_yfen_error(lang: Lang, e: &YfenError) -> String {
    say(lang, keys::chess_errors::yfen_error(e))
}

/// A Yalta record that cannot be read back, in words: its version, its start, or the
/// move that is no move name or is refused (the players named by their colours).
pub fn say_record_error(lang: Lang, e: &RecordError) -> String {
    let names = keys::chess_errors::colours().map(|k| say(lang, k));
    say(lang, keys::chess_errors::record_error(e, &names))
}

/// A chess save that cannot be read or written, in words: the file and what is wrong.
pub fn say_chess_save_error(lang: Lang, e: &ChessSaveError) -> String {
    say(lang, keys::chess_errors::chess_save_error(e))
}
