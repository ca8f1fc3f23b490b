//! An unfinished race is never overwritten by another game: when a game opened from a
//! file (`--load`, *Open a game…*) or from the command line (`--players`) takes the
//! autosave's place, the unfinished game there moves to a kept slot
//! (`saves/unfinished-race-N.json`, N from 1 to [`KEPT_SLOTS`]). The slots do not pile
//! up unseen: whenever the autosave holds no unfinished game, the first kept one is
//! offered to continue on the start screen, and continuing it moves it back into the
//! autosave and frees its slot.

use super::autosave_guard::write_guarded;
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
    keep(data_dir, &old).map(|(slot, _)| Some(slot))
}

/// Keeps `old` in a slot: the one that holds it or an earlier state of its game (then
/// brought up to date), else the first free one. Returns the slot, and whether it was
/// taken for this game just now.
fn keep(data_dir: &Path, old: &SaveGame) -> Result<(PathBuf, bool), SaveError> {
    let kept = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find_map(|p| {
            let (s, _) = unfinished_at(&p)?;
            old.continues(&s).then_some((p, s))
        });
    if let Some((slot, s)) = kept {
        if s != *old {
            old.save_atomic(&slot)?;
        }
        return Ok((slot, false));
    }
    let slot = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find(|p| slot_free(p))
        .unwrap_or_else(|| {
            let secs = platform::now_unix_secs();
            named_save_path(data_dir, &format!("unfinished-race-{secs}"))
        });
    old.save_atomic(&slot)?;
    Ok((slot, true))
}

/// The first kept unfinished game, to offer when the autosave holds none: its slot, the
/// save and the state it replays to.
pub fn first_kept(data_dir: &Path) -> Option<(PathBuf, SaveGame, State)> {
    (1..=KEPT_SLOTS).find_map(|i| {
        let slot = kept_slot(data_dir, i);
        unfinished_at(&slot).map(|(save, state)| (slot, save, state))
    })
}

/// Once `save` is continued and written into the autosave: the kept slot that held it,
/// or an earlier state of its game, is freed (its game lives on in the autosave).
/// Returns the slot freed, if any.
pub fn release_kept(data_dir: &Path, save: &SaveGame) -> Option<PathBuf> {
    let slot = (1..=KEPT_SLOTS)
        .map(|i| kept_slot(data_dir, i))
        .find(|p| unfinished_at(p).is_some_and(|(s, _)| save.continues(&s)))?;
    platform::remove_file(&slot).ok()?;
    Some(slot)
}

pub use super::autosave_guard::AutosaveSeen;

/// Writes `save` into the autosave, never over another window's game: if the autosave
/// holds something this window did not write, an unfinished game there that `save`
/// does not continue is kept in a slot first (offered again on the start screen), and a
/// slot that held an earlier state of `save`'s game (kept by the other window) is freed.
/// Returns the slot, the first time this window keeps another's game (to tell the
/// player once).
///
/// # Errors
/// The autosave or the slot cannot be written; then the autosave is left as it was.
pub fn write_autosave(
    data_dir: &Path,
    save: &SaveGame,
    seen: &mut AutosaveSeen,
) -> Result<Option<PathBuf>, SaveError> {
    let path = autosave_path(data_dir);
    let theirs = |now: &str| match SaveGame::from_json(now, &path.display().to_string()) {
        Ok((theirs, state)) if !state.is_over() && !save.continues(&theirs) => Some(theirs),
        Ok(_) => None,
        Err(e) => {
            super::kept::keep_aside(&path, &e.to_string());
            None
        }
    };
    // This window's game as the other kept it is freed first: its slot takes theirs.
    let keep_theirs = |theirs: &SaveGame| {
        release_kept(data_dir, save);
        keep(data_dir, theirs)
    };
    let (written, kept) = write_guarded(&path, save.to_json(), seen, theirs, keep_theirs);
    written.map_err(|e| SaveError {
        path: path.display().to_string(),
        kind: super::SaveErrorKind::Write(platform::WriteError::of(&e)),
    })?;
    kept
}
