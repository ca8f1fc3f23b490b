//! The way from the rule lab to a game of its rules (issue 32): the lab's *Play it*
//! opens the race setup with the family's rule set chosen.

use super::track_screen::{Screen, TrackScreen};
use track::RuleSet;

impl TrackScreen {
    /// Opens the race setup with `rules` chosen: the saved rule sets are read again
    /// (the lab has saved `rules` already; were its file not written, it is offered all
    /// the same), its house rules show as chosen, and the focus is on it. The shell
    /// shows the track afterwards (`Up::Track`). A resume offer does not stand in the
    /// way: the family asked for these rules.
    #[allow(dead_code)] // Called by the rule lab's screen.
    pub(in crate::ui) fn open_setup_with_rule_set(&mut self, rules: RuleSet) {
        let (found, broken) = crate::rule_sets::list(&self.cfg.data_dir);
        self.setup.choose_own(found, rules);
        // Broken files are said as on entering the setup; the rule set chosen stays.
        let offered = self.setup.rule_sets.take().unwrap_or_default();
        self.take_rule_sets(offered, broken);
        self.resume = None;
        self.go_to(Screen::Setup);
    }
}
