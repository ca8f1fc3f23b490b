//! PLACEHOLDER until U3's setup with a rule set lands: *Play it* in the rule lab opens
//! the race's setup (the real method sets the setup to the rule set's game).

use super::track_screen::{Screen, TrackScreen};

impl TrackScreen {
    /// Opens the race's setup to play a game with `rules`.
    pub(in crate::ui) fn open_setup_with_rule_set(&mut self, rules: track::rule_set::RuleSet) {
        let _ = rules;
        self.go_to(Screen::Setup);
    }
}
