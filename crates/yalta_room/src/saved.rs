//! The Yalta autosave read back: the record in the data directory, or one kept aside
//! when it could not be read, and the unfinished game the start screen offers.

use super::*;

/// The Yalta autosave's name in the data directory.
pub(super) const AUTOSAVE_FILE: &str = "yalta-autosave.json";

/// Why an autosave could not be read: what became of a file that is not text, or the
/// reader's message.
pub(super) enum Unread {
    /// The file could not be read as text (kept aside if it is not text).
    Note(base::save::kept::FileNote),
    /// Not JSON of a record: the JSON reader's message.
    Why(String),
    /// A record whose start or moves do not replay.
    Record(RecordError),
}

/// The game of the autosave at `path`: `Ok(None)` if there is none, or the reason it
/// cannot be read (bad text, JSON, or moves that do not replay).
pub(super) fn read_record(path: &std::path::Path) -> Result<Option<(GameRecord, Game)>, Unread> {
    let Some(text) = base::save::kept::read_kept(path).map_err(Unread::Note)? else {
        return Ok(None);
    };
    let record =
        serde_json::from_str::<GameRecord>(&text).map_err(|e| Unread::Why(e.to_string()))?;
    let game = Game::from_record(&record).map_err(Unread::Record)?;
    Ok(Some((record, game)))
}

/// The unfinished game of the autosave at `path`, if it reads and replays.
pub(super) fn saved_record(path: &std::path::Path) -> Option<GameRecord> {
    read_record(path)
        .ok()
        .flatten()
        .filter(|(_, g)| !g.is_over())
        .map(|(r, _)| r)
}

/// The unfinished game of the autosave at `path` to offer; a file that cannot be read
/// is kept aside (never overwritten by the next game), and the message says where.
pub(super) fn saved_record_or_kept(
    lang: Lang,
    path: &std::path::Path,
) -> (Option<GameRecord>, Option<String>) {
    let note = |n: &base::save::kept::FileNote| Some(shell::i18n::file_note(lang, n));
    match read_record(path) {
        Ok(found) => (found.filter(|(_, g)| !g.is_over()).map(|(r, _)| r), None),
        // A file that cannot be read at all is moved out of the way too.
        Err(Unread::Note(base::save::kept::FileNote::Unreadable { error, .. }))
            if platform::exists(path) =>
        {
            (
                None,
                note(&base::save::kept::keep_aside_unread(path, error)),
            )
        }
        Err(Unread::Note(n)) => (None, note(&n)),
        Err(Unread::Why(why)) if platform::exists(path) => {
            (None, note(&base::save::kept::keep_aside(path, &why)))
        }
        Err(Unread::Why(why)) => (None, Some(why)),
        Err(Unread::Record(e)) => {
            let why = words::say(lang, &base::said::record(lang, &e));
            if platform::exists(path) {
                (None, note(&base::save::kept::keep_aside(path, &why)))
            } else {
                (None, Some(why))
            }
        }
    }
}

/// How many moves the unfinished Yalta game of the autosave in `data_dir` has, if there
/// is one (the start screen's "Continue").
pub fn saved_game_moves(data_dir: &std::path::Path) -> Option<usize> {
    offered_record(data_dir).map(|r| r.moves.len())
}

/// The unfinished Yalta game to offer: the autosave's, else the newest kept one (another
/// window's, `save::yalta_unfinished`).
pub(super) fn offered_record(data_dir: &std::path::Path) -> Option<GameRecord> {
    saved_record(&data_dir.join(AUTOSAVE_FILE)).or_else(|| yalta_unfinished::newest_kept(data_dir))
}
