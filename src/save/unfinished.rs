//! An unfinished race is never overwritten by another game: when a game opened from a
//! file (`--load`, *Open a game…*) or from the command line (`--players`) takes the
//! autosave's place, the unfinished game there moves to a kept slot
//! (`saves/unfinished-race-N.json`, N from 1 to [`KEPT_SLOTS`]). The slots do not pile
//! up unseen: whenever the autosave holds no unfinished game, the first kept one is
//! offered to continue on the start screen, and continuing it moves it back into the
//! autosave and frees its slot.

use super::{autosave_path, named_save_path, SaveError, SaveGame};
use crate::platform;
use std::path::{Path, PathBuf};
use track::State;

/// How many unfinished races are kept at most; past that the oldest way applies: a
/// slot named by the time.
pub const KEPT_SLOTS: usize = 9;

/// The `i`-th kept slot (from 1).
pub fn kept_slot(data_dir: &Path, i: usize) -> PathBuf {
    named_save_path(data_dir, &format!("unfinished-race-{i}"))
}

/// The unfinished game at `path`, if there is one that reads.
fn unfinished_at(path: &Path) -> Option<(SaveGame, State)> {
    if !platform::exists(path) {
        return None;
    }
    SaveGame::load(path)
        .ok()
        .filter(|(_, state)| !state.is_over())
}

/// Whether a slot may take a game: nothing there, or a finished game (a file that does
/// not read is kept as it is).
fn slot_free(path: &Path) -> bool {
    !platform::exists(path) || SaveGame::load(path).is_ok_and(|(_, state)| state.is_over())
}

/// Before `opening` (or, with `None`, a new game) takes the autosave's place: an
/// unfinished game in the autosave that is not `opening` itself moves to the first free
/// kept slot. Returns where it was kept, if it was; the autosave itself is left for the
/// new game to overwrite.
///
/// # Errors
/// The kept slot cannot be written (the autosave is then left untouched too).
pub fn keep_unfinished(
    data_dir: &Path,
    opening: Option<&SaveGame>,
) -> Result<Option<PathBuf>, SaveError> {
    let Some((old, _)) = unfinished_at(&autosave_path(data_dir)) else {
        return Ok(None);
    };
    if opening == Some(&old) {
        return Ok(None);
    }
    // Kept already (the autosave not yet overwritten since): that slot.
    let kept = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find(|p| unfinished_at(p).is_some_and(|(s, _)| s == old));
    if kept.is_some() {
        return Ok(kept);
    }
    let slot = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find(|p| slot_free(p))
        .unwrap_or_else(|| {
            let secs = platform::now_unix_secs();
            named_save_path(data_dir, &format!("unfinished-race-{secs}"))
        });
    old.save_atomic(&slot)?;
    Ok(Some(slot))
}

/// The first kept unfinished game, to offer when the autosave holds none: its slot, the
/// save and the state it replays to.
pub fn first_kept(data_dir: &Path) -> Option<(PathBuf, SaveGame, State)> {
    (1..=KEPT_SLOTS).find_map(|i| {
        let slot = kept_slot(data_dir, i);
        unfinished_at(&slot).map(|(save, state)| (slot, save, state))
    })
}

/// Once `save` is continued and written into the autosave: the kept slot that held it
/// is freed (its game lives on in the autosave). Returns the slot freed, if any.
pub fn release_kept(data_dir: &Path, save: &SaveGame) -> Option<PathBuf> {
    let slot = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find(|p| unfinished_at(p).is_some_and(|(s, _)| s == *save))?;
    platform::remove_file(&slot).ok()?;
    Some(slot)
}
