//! Every learner's stars, kept in `progress.json` in the data directory, written
//! atomically like the saves. A broken file is kept aside and reported, never lost.

use crate::platform;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The stars of every learner, by learner name and level id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Learner → level id → best stars (1–3).
    pub learners: BTreeMap<String, BTreeMap<String, u8>>,
}

/// The longest learner's name, in characters.
pub const NAME_MAX: usize = 16;

/// Where the progress file lives.
pub fn path(data_dir: &Path) -> PathBuf {
    data_dir.join("progress.json")
}

impl Progress {
    /// Reads the progress file. A missing file is no progress; a broken one is renamed
    /// to `progress.json.broken` and reported in the message.
    pub fn load(data_dir: &Path) -> (Progress, Option<String>) {
        let p = path(data_dir);
        let Ok(text) = platform::read_text(&p) else {
            return (Progress::default(), None);
        };
        match serde_json::from_str(&text) {
            Ok(progress) => (progress, None),
            Err(e) => {
                let aside = p.with_extension("json.broken");
                let _ = platform::rename(&p, &aside);
                (
                    Progress::default(),
                    Some(format!(
                        "{}: {e}; kept aside as {}",
                        p.display(),
                        aside.display()
                    )),
                )
            }
        }
    }

    /// Writes the progress file atomically.
    ///
    /// # Errors
    /// The I/O error; the old file is then untouched.
    pub fn save(&self, data_dir: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        platform::write_atomic(&path(data_dir), text.as_bytes())
    }

    /// A learner's stars for a level (0: not won yet).
    pub fn stars(&self, learner: &str, level: &str) -> u8 {
        self.learners
            .get(learner)
            .and_then(|l| l.get(level))
            .copied()
            .unwrap_or(0)
    }

    /// Adds a learner by name (one name per child): spaces trimmed and collapsed, at
    /// most [`NAME_MAX`] characters. Returns the name as kept, or `None` for a blank
    /// one. A name already known keeps its stars.
    pub fn add_learner(&mut self, name: &str) -> Option<String> {
        let clean: String = name
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .filter(|c| !c.is_control())
            .take(NAME_MAX)
            .collect();
        if clean.is_empty() {
            return None;
        }
        self.learners.entry(clean.clone()).or_default();
        Some(clean)
    }

    /// Records a win, keeping the best stars.
    pub fn record(&mut self, learner: &str, level: &str, stars: u8) {
        let best = self
            .learners
            .entry(learner.to_string())
            .or_default()
            .entry(level.to_string())
            .or_default();
        *best = (*best).max(stars);
    }
}
