//! An unfinished chess game is never overwritten by another one, and kept games do not
//! pile up unseen (issue 50; the race's `unfinished.rs` is the model): when a game from
//! the command line (`--game chess`, `--pgn`, `--load`) or a file opened in the browser
//! takes the chess autosave's place, an unfinished game there moves to a kept slot,
//! `saves/unfinished-chess-N.json`, the newest in slot 1. At most [`CHESS_KEPT_SLOTS`]
//! are kept: keeping one more drops the oldest. Whenever the autosave holds no
//! unfinished game, the newest kept one is offered to continue (the start screen's
//! *Continue*, the chess setup box); continuing it, or opening its file with `--load`
//! or `--pgn`, moves it back into the autosave and frees its slot. Kept files of older
//! versions (`chess-unfinished-SECONDS.json` beside the autosave) join the slots.

use super::autosave_guard::write_guarded;
use super::chess::{chess_autosave_path, ChessSave, ChessSaveError};
use super::named_save_path;
use crate::platform;
use chess::ChessGame;
use std::path::{Path, PathBuf};

/// How many unfinished chess games are kept at most (the newest).
pub const CHESS_KEPT_SLOTS: usize = 5;

/// The `i`-th kept slot (from 1; 1 is the newest).
pub fn chess_kept_slot(data_dir: &Path, i: usize) -> PathBuf {
    named_save_path(data_dir, &format!("unfinished-chess-{i}"))
}

/// Whether two saves hold the same game with the same players (the seed of the
/// computers' choices aside, which a game opened from a file does not carry).
pub fn same_game(a: &ChessSave, b: &ChessSave) -> bool {
    a.white == b.white && a.black == b.black && a.pgn == b.pgn
}

/// The game a save holds.
fn game_of(save: &ChessSave) -> Option<ChessGame> {
    ChessSave::from_json(&save.to_json(), "kept")
        .ok()
        .map(|(_, game)| game)
}

/// Whether `later` is `earlier`'s game played on, or the same: the same players and
/// start, and `earlier`'s moves the first of `later`'s.
fn continues(later: (&ChessSave, &ChessGame), earlier: (&ChessSave, &ChessGame)) -> bool {
    later.0.white == earlier.0.white
        && later.0.black == earlier.0.black
        && later.1.start_board() == earlier.1.start_board()
        && later.1.moves().starts_with(earlier.1.moves())
}

/// The unfinished game at `path`, if there is one that reads.
fn unfinished_at(path: &Path) -> Option<(ChessSave, ChessGame)> {
    if !platform::exists(path) {
        return None;
    }
    ChessSave::load(path)
        .ok()
        .filter(|(_, game)| !game.is_over())
}

/// The slot that keeps `save`'s game, or an earlier state of it, if one does.
fn slot_of(data_dir: &Path, save: &ChessSave) -> Option<usize> {
    let game = game_of(save)?;
    (1..=CHESS_KEPT_SLOTS).find(|&i| {
        unfinished_at(&chess_kept_slot(data_dir, i))
            .is_some_and(|(s, g)| continues((save, &game), (&s, &g)))
    })
}

/// Whether a kept slot holds `save`'s game (or an earlier state of it).
pub fn is_kept(data_dir: &Path, save: &ChessSave) -> bool {
    slot_of(data_dir, save).is_some()
}

/// Keeps `save` in slot 1, the kept games moved one slot on (the oldest, past the last
/// slot, dropped). A slot whose file does not read as an unfinished game takes the
/// place of the move and ends there.
fn keep_newest(data_dir: &Path, save: &ChessSave) -> Result<PathBuf, ChessSaveError> {
    let free = (1..=CHESS_KEPT_SLOTS)
        .find(|&i| unfinished_at(&chess_kept_slot(data_dir, i)).is_none())
        .unwrap_or(CHESS_KEPT_SLOTS);
    for i in (1..free).rev() {
        let (from, to) = (
            chess_kept_slot(data_dir, i),
            chess_kept_slot(data_dir, i + 1),
        );
        platform::rename(&from, &to).map_err(|e| {
            ChessSaveError::Write(to.display().to_string(), platform::WriteError::of(&e))
        })?;
    }
    let first = chess_kept_slot(data_dir, 1);
    save.save_atomic(&first)?;
    Ok(first)
}

/// Before `opening` (a game from the command line or a file; `None`, a new game) takes
/// the autosave's place: an unfinished game in the autosave that is not `opening`
/// itself is kept (slot 1, the newest). Returns where, if it was; the autosave is left
/// for the new game to overwrite.
///
/// # Errors
/// The kept slot cannot be written (the autosave is then left untouched too).
pub fn keep_unfinished(
    data_dir: &Path,
    opening: Option<&ChessSave>,
) -> Result<Option<PathBuf>, ChessSaveError> {
    let Some((old, _)) = unfinished_at(&chess_autosave_path(data_dir)) else {
        return Ok(None);
    };
    if opening.is_some_and(|o| same_game(o, &old)) {
        return Ok(None);
    }
    keep(data_dir, &old).map(|(slot, _)| Some(slot))
}

/// Keeps `old` in a slot: the one that holds it or an earlier state of its game (then
/// brought up to date), else slot 1 as the newest. Returns the slot, and whether it was
/// taken for this game just now.
fn keep(data_dir: &Path, old: &ChessSave) -> Result<(PathBuf, bool), ChessSaveError> {
    if let Some(i) = slot_of(data_dir, old) {
        let slot = chess_kept_slot(data_dir, i);
        if ChessSave::load(&slot).map_or(true, |(s, _)| s != *old) {
            old.save_atomic(&slot)?;
        }
        return Ok((slot, false));
    }
    keep_newest(data_dir, old).map(|slot| (slot, true))
}

/// What a window knows of the chess autosave it writes (one for every game's autosave).
pub type ChessAutosaveSeen = super::autosave_guard::AutosaveSeen;

/// Writes `save` into the chess autosave, never over another window's game: if the
/// autosave holds something this window did not write, an unfinished game there that
/// `save` does not continue is kept in a slot first (offered again), and a slot that
/// held an earlier state of `save`'s game is freed. Returns the slot, the first time
/// this window keeps another's game (to tell the player once).
///
/// # Errors
/// The autosave or the slot cannot be written; then the autosave is left as it was.
pub fn write_chess_autosave(
    data_dir: &Path,
    save: &ChessSave,
    seen: &mut ChessAutosaveSeen,
) -> Result<Option<PathBuf>, ChessSaveError> {
    let path = chess_autosave_path(data_dir);
    let game = game_of(save);
    let theirs = |now: &str| {
        let game = game.as_ref()?;
        match ChessSave::from_json(now, &path.display().to_string()) {
            Ok((theirs, g)) if !g.is_over() && !continues((save, game), (&theirs, &g)) => {
                Some(theirs)
            }
            Ok(_) => None,
            Err(e) => {
                super::kept::keep_aside(&path, &format!("{e}"));
                None
            }
        }
    };
    // This window's game as the other kept it is freed first: its slot takes theirs.
    let keep_theirs = |theirs: &ChessSave| {
        release_kept(data_dir, save);
        keep(data_dir, theirs)
    };
    let (written, kept) = write_guarded(&path, save.to_json(), seen, theirs, keep_theirs);
    written.map_err(|e| {
        ChessSaveError::Write(path.display().to_string(), platform::WriteError::of(&e))
    })?;
    kept
}

/// The newest kept unfinished game, to offer when the autosave holds none: its slot,
/// the save and the game.
pub fn newest_kept(data_dir: &Path) -> Option<(PathBuf, ChessSave, ChessGame)> {
    (1..=CHESS_KEPT_SLOTS).find_map(|i| {
        let slot = chess_kept_slot(data_dir, i);
        unfinished_at(&slot).map(|(save, game)| (slot, save, game))
    })
}

/// Once `save`'s game is continued and written into the autosave: the kept slot that
/// held it (or an earlier state of it) is freed, the older ones move up a slot. Returns the slot freed, if any.
pub fn release_kept(data_dir: &Path, save: &ChessSave) -> Option<PathBuf> {
    let at = slot_of(data_dir, save)?;
    let slot = chess_kept_slot(data_dir, at);
    platform::remove_file(&slot).ok()?;
    for i in at + 1..=CHESS_KEPT_SLOTS {
        let from = chess_kept_slot(data_dir, i);
        if !platform::exists(&from)
            || platform::rename(&from, &chess_kept_slot(data_dir, i - 1)).is_err()
        {
            break;
        }
    }
    Some(slot)
}

/// Kept games of older versions (`chess-unfinished-SECONDS.json` beside the autosave,
/// one for each start over an unfinished game) join the slots, the newest last so that
/// it ends in slot 1; past the slots the oldest are dropped. A file that does not read
/// as an unfinished game stays where it is. Returns how many files were taken in.
#[cfg(not(target_arch = "wasm32"))]
pub fn adopt_old_kept(data_dir: &Path) -> usize {
    let Ok(names) = platform::list_dir(data_dir) else {
        return 0;
    };
    let mut old: Vec<(u64, PathBuf)> = names
        .iter()
        .filter_map(|n| {
            let secs = n.strip_prefix("chess-unfinished-")?.strip_suffix(".json")?;
            Some((secs.parse().ok()?, data_dir.join(n)))
        })
        .collect();
    old.sort();
    let mut taken = 0;
    for (_, path) in old {
        let Some((save, _)) = unfinished_at(&path) else {
            continue;
        };
        let kept = slot_of(data_dir, &save).is_some() || keep_newest(data_dir, &save).is_ok();
        if kept && platform::remove_file(&path).is_ok() {
            taken += 1;
        }
    }
    taken
}
