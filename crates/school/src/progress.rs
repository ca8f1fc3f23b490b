//! Every learner's stars. The app keeps them in `progress.json` in the data directory
//! (its `save::progress`); here they are only values.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The stars of every learner, by learner name and level id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// Learner → level id → best stars (1–3).
    pub learners: BTreeMap<String, BTreeMap<String, u8>>,
}

/// The longest learner's name, in characters.
pub const NAME_MAX: usize = 16;

/// The learner with no name given (the guest): kept under the empty name, which no
/// typed name can be ([`Progress::add_learner`] refuses a blank one), so that the
/// window says it in the reader's language ("Guest", "Gast", "Invité") whatever the
/// language was when the stars were won.
pub const GUEST: &str = "";

impl Progress {
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
        let clean = clean_name(name)?;
        self.learners.entry(clean.clone()).or_default();
        Some(clean)
    }

    /// The stars kept under `name` join the guest's, the best of each level kept (a
    /// stars file from before the guest had its own name, or one language's word for
    /// the guest).
    pub fn join_guest(&mut self, name: &str) {
        if name == GUEST {
            return;
        }
        let Some(stars) = self.learners.remove(name) else {
            return;
        };
        for (level, got) in stars {
            self.record(GUEST, &level, got);
        }
    }

    /// Joins the stars of another copy of the file (another window's on the same data
    /// folder, or another device's handed over): every learner of either, and the best
    /// stars of each level. No star is ever lost: the join of two copies is the same
    /// whichever comes first, joining a copy twice changes nothing, and no level has
    /// fewer stars after it than before (`tests/it/progress_merge.rs`).
    pub fn merge(&mut self, other: &Progress) {
        for (learner, levels) in &other.learners {
            for (level, got) in levels {
                self.record(learner, level, *got);
            }
            self.learners.entry(learner.clone()).or_default();
        }
    }

    /// Both copies joined ([`Progress::merge`]), neither changed.
    pub fn merged(&self, other: &Progress) -> Progress {
        let mut out = self.clone();
        out.merge(other);
        out
    }

    /// The stars of the learners with a name: what a device hands over to the teacher's.
    /// The guest is left out, since the guests of two devices are two children.
    pub fn named(&self) -> Progress {
        let mut out = self.clone();
        out.learners.remove(GUEST);
        out
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

/// A learner's name as it is kept: spaces trimmed and collapsed, no control characters,
/// at most [`NAME_MAX`] characters; `None` for a blank one.
pub fn clean_name(name: &str) -> Option<String> {
    let clean: String = name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .take(NAME_MAX)
        .collect();
    (!clean.is_empty()).then_some(clean)
}
