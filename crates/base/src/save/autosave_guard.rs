//! One autosave, several windows (issue 50): a window writes its game into the autosave
//! only over what it wrote there itself, or over nothing it would lose. An unfinished
//! game another window wrote is first kept in a slot of its own (the race's, chess's and
//! Yalta's slots say how) and offered again; the player is told once.

use crate::platform;
use std::path::{Path, PathBuf};

/// What a window knows of the autosave it writes: the text it last wrote there, and
/// whether it has told its player that another window's game was kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AutosaveSeen {
    written: Option<String>,
    told: bool,
}

/// Writes `text` into the autosave at `path` under the data folder's lock
/// ([`platform::write_merged`]). Where the file holds what this window did not write,
/// `theirs` reads it: an unfinished game there that this window's does not continue
/// (`None`: nothing to keep) is handed to `keep`, which keeps it in a slot (and frees
/// this window's own game's slot) and says whether the slot was taken just now; if
/// keeping fails, the autosave is left as it was. Returns how the write went, and the
/// slot the first time this window keeps another's game (to tell the player once).
pub(super) fn write_guarded<T, E>(
    path: &Path,
    text: String,
    seen: &mut AutosaveSeen,
    theirs: impl FnOnce(&str) -> Option<T>,
    keep: impl FnOnce(&T) -> Result<(PathBuf, bool), E>,
) -> (std::io::Result<()>, Result<Option<PathBuf>, E>) {
    let mut kept: Result<Option<PathBuf>, E> = Ok(None);
    let told = seen.told;
    let written = platform::write_merged(path, |now| {
        let Ok(now) = now else {
            return text.clone().into_bytes();
        };
        if seen.written.as_deref() == Some(now.as_str()) {
            return text.clone().into_bytes();
        }
        let Some(game) = theirs(&now) else {
            return text.clone().into_bytes();
        };
        match keep(&game) {
            Ok((slot, new)) => {
                kept = Ok((new && !told).then_some(slot));
                text.clone().into_bytes()
            }
            Err(e) => {
                kept = Err(e);
                now.into_bytes()
            }
        }
    });
    if written.is_ok() {
        if let Ok(k) = &kept {
            seen.told |= k.is_some();
            seen.written = Some(text);
        }
    }
    (written, kept)
}
