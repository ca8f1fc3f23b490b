//! The way from the rule lab to a game of its rules (issue 32): the lab's *Play it*
//! opens the race setup with the family's rule set chosen; and, while a game of a
//! family's own rules is on, the rules page that says them before the usual pages.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::race::setup_screen::own_rules_name;
use crate::RacePage;
use crate::{Race, Screen, TableScreen};
use base::said::lab_play::LabPlayMsg;
use track::cards::CardSet;
use track::RuleSet;

/// The race's own page among the rules pages.
#[easy_ext::ext(RaceRulesPage)]
impl TableScreen<Race> {
    /// Opens the race setup with `rules` chosen: the saved rule sets are read again
    /// (the lab has saved `rules` already; were its file not written, it is offered all
    /// the same), its house rules show as chosen, and the focus is on it. The shell
    /// shows the race afterwards. A resume offer does not stand in the
    /// way: the family asked for these rules.
    pub fn open_setup_with_rule_set(&mut self, rules: RuleSet) {
        let (found, broken) = base::rule_sets::list(&self.cfg.data_dir);
        self.room.setup.choose_own(found, rules);
        // Broken files are said as on entering the setup; the rule set chosen stays.
        let offered = self.room.setup.rule_sets.take().unwrap_or_default();
        self.take_rule_sets(offered, broken);
        self.room.resume = None;
        self.go_to(Screen::Own(RacePage::Setup));
    }

    /// The rules page of the game on show when it is played by a family's own rules:
    /// its title and paragraphs (pieces, dice, tries, cards; the usual pages follow).
    /// `None` for a booklet game, the piece school, or no game.
    pub fn own_rules_page(&self, lang: Lang) -> Option<(String, Vec<String>)> {
        if self.screen != Screen::Game || !self.started {
            return None;
        }
        let name = own_rules_name(&self.table.state)?;
        let setup = self.table.state.setup();
        let deck = CardSet {
            cards: self.table.state.deck().cards.clone(),
        };
        let mut rules = RuleSet::from_preset(&setup.variant, self.table.state.dice(), &deck);
        rules.name = name;
        let cards = deck
            .for_variant(&setup.variant, &setup.rules)
            .iter()
            .map(|c| c.count as usize)
            .sum();
        let (title, paragraphs) = LabPlayMsg::page(&rules, cards);
        Some((
            ::words::say(lang, &title),
            paragraphs.iter().map(|p| ::words::say(lang, p)).collect(),
        ))
    }
}
