//! Two windows on one data folder lose no Yalta game (issue 50; the chess game's
//! `chess_unfinished.rs` is the model): the Yalta autosave is never written over an
//! unfinished game another window wrote there since. That game is kept in a slot,
//! `saves/unfinished-yalta-N.json` (the newest in slot 1, at most
//! [`YALTA_KEPT_SLOTS`], the oldest dropped), offered to continue once the autosave
//! holds no unfinished game, and freed when continued.

use super::autosave_guard::write_guarded;
use super::named_save_path;
use crate::platform;
use std::path::{Path, PathBuf};
use yalta::game::Game;
use yalta::record::GameRecord;

/// How many unfinished Yalta games are kept at most (the newest).
pub const YALTA_KEPT_SLOTS: usize = 5;

/// The `i`-th kept slot (from 1; 1 is the newest).
pub fn yalta_kept_slot(data_dir: &Path, i: usize) -> PathBuf {
    named_save_path(data_dir, &format!("unfinished-yalta-{i}"))
}

/// The unfinished game a record's text holds, if it reads and replays.
fn unfinished_in(text: &str) -> Option<GameRecord> {
    let record: GameRecord = serde_json::from_str(text).ok()?;
    let game = Game::from_record(&record).ok()?;
    (!game.is_over()).then_some(record)
}

/// The unfinished game at `path`, if there is one that reads.
fn unfinished_at(path: &Path) -> Option<GameRecord> {
    platform::read_text(path)
        .ok()
        .as_deref()
        .and_then(unfinished_in)
}

/// Whether `later` is `earlier`'s game played on, or the same.
fn continues(later: &GameRecord, earlier: &GameRecord) -> bool {
    later.start == earlier.start && later.moves.starts_with(&earlier.moves)
}

/// The slot that keeps `record`'s game, or an earlier state of it, if one does.
fn slot_of(data_dir: &Path, record: &GameRecord) -> Option<usize> {
    (1..=YALTA_KEPT_SLOTS).find(|&i| {
        unfinished_at(&yalta_kept_slot(data_dir, i)).is_some_and(|r| continues(record, &r))
    })
}

/// The text of a record as it is written.
fn json(record: &GameRecord) -> String {
    serde_json::to_string_pretty(record).unwrap_or_default()
}

/// Keeps `old` in a slot: the one that holds an earlier state of its game (brought up
/// to date), else slot 1, the kept ones moved one slot on (past the last, dropped).
/// Returns the slot, and whether it was taken for this game just now.
fn keep(data_dir: &Path, old: &GameRecord) -> std::io::Result<(PathBuf, bool)> {
    if let Some(i) = slot_of(data_dir, old) {
        let slot = yalta_kept_slot(data_dir, i);
        if unfinished_at(&slot).as_ref() != Some(old) {
            platform::write_atomic(&slot, json(old).as_bytes())?;
        }
        return Ok((slot, false));
    }
    let free = (1..=YALTA_KEPT_SLOTS)
        .find(|&i| unfinished_at(&yalta_kept_slot(data_dir, i)).is_none())
        .unwrap_or(YALTA_KEPT_SLOTS);
    for i in (1..free).rev() {
        platform::rename(
            &yalta_kept_slot(data_dir, i),
            &yalta_kept_slot(data_dir, i + 1),
        )?;
    }
    let first = yalta_kept_slot(data_dir, 1);
    platform::write_atomic(&first, json(old).as_bytes())?;
    Ok((first, true))
}

/// The newest kept unfinished game, to offer when the autosave holds none.
pub fn newest_kept(data_dir: &Path) -> Option<GameRecord> {
    (1..=YALTA_KEPT_SLOTS).find_map(|i| unfinished_at(&yalta_kept_slot(data_dir, i)))
}

/// Once `record`'s game is continued and written into the autosave: the kept slot that
/// held it (or an earlier state of it) is freed, the older ones move up a slot.
pub fn release_kept(data_dir: &Path, record: &GameRecord) -> Option<PathBuf> {
    let at = slot_of(data_dir, record)?;
    let slot = yalta_kept_slot(data_dir, at);
    platform::remove_file(&slot).ok()?;
    for i in at + 1..=YALTA_KEPT_SLOTS {
        let from = yalta_kept_slot(data_dir, i);
        if !platform::exists(&from)
            || platform::rename(&from, &yalta_kept_slot(data_dir, i - 1)).is_err()
        {
            break;
        }
    }
    Some(slot)
}

/// What a window knows of the Yalta autosave it writes (one for every game's autosave).
pub type YaltaAutosaveSeen = super::autosave_guard::AutosaveSeen;

/// Writes `record` into the Yalta autosave at `path` (in `data_dir`), never over
/// another window's game: an unfinished game there that this window did not write and
/// `record` does not continue is kept in a slot first, and a slot that held an earlier
/// state of `record`'s game is freed. Returns the slot, the first time this window
/// keeps another's game (to tell the player once).
///
/// # Errors
/// The autosave or the slot cannot be written; then the autosave is left as it was.
pub fn write_yalta_autosave(
    path: &Path,
    data_dir: &Path,
    record: &GameRecord,
    seen: &mut YaltaAutosaveSeen,
) -> std::io::Result<Option<PathBuf>> {
    let theirs = |now: &str| unfinished_in(now).filter(|t| !continues(record, t));
    let keep_theirs = |theirs: &GameRecord| {
        release_kept(data_dir, record);
        keep(data_dir, theirs)
    };
    let (written, kept) = write_guarded(path, json(record), seen, theirs, keep_theirs);
    written?;
    kept
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// A Yalta game of `n` moves, each the first legal one after `first`.
    fn record(first: usize, n: usize) -> GameRecord {
        let mut game = Game::new(yalta::position::RedQueen::Light);
        for k in 0..n {
            let moves = game.position().legal_moves();
            let m = moves[if k == 0 { first } else { 0 }];
            game.play(&yalta::game::Command::from(m)).unwrap();
        }
        assert!(!game.is_over());
        game.record(&[])
    }

    #[test]
    fn another_windows_yalta_game_is_kept_and_offered_never_written_over() {
        let dir = platform::test_dir("yalta-two-windows");
        let path = dir.join("yalta-autosave.json");
        let (mut mine, mut theirs) = (YaltaAutosaveSeen::default(), YaltaAutosaveSeen::default());
        let kept_first = write_yalta_autosave(&path, &dir, &record(1, 1), &mut mine).unwrap();
        assert_eq!(kept_first, None, "nothing to keep yet");
        // The other window writes its game over it: this one's is kept.
        let kept = write_yalta_autosave(&path, &dir, &record(2, 1), &mut theirs).unwrap();
        assert_eq!(kept, Some(yalta_kept_slot(&dir, 1)));
        // Both play on, taking turns: one slot, each game up to date, told once.
        for n in 2..6 {
            assert_eq!(
                write_yalta_autosave(&path, &dir, &record(1, n), &mut mine)
                    .unwrap()
                    .is_some(),
                n == 2
            );
            assert_eq!(
                write_yalta_autosave(&path, &dir, &record(2, n), &mut theirs).unwrap(),
                None
            );
        }
        assert_eq!(newest_kept(&dir), Some(record(1, 5)));
        assert!(!yalta_kept_slot(&dir, 2).exists());
        // Continued: its slot is freed.
        assert_eq!(
            release_kept(&dir, &record(1, 5)),
            Some(yalta_kept_slot(&dir, 1))
        );
        assert_eq!(newest_kept(&dir), None);
        platform::remove_test_dir(&dir);
    }
}
