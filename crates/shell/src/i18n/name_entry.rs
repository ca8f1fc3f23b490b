//! The name box's words (`ui/shell/name_entry.rs`): what it asks at each place that asks
//! for a name, and its two buttons; the words are in
//! `assets/i18n/<language>/name-entry.ftl`.

use crate::i18n::Lang;

/// A text of the name box: its id is `name-entry-` and the variant in kebab case.
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "name-entry-")]
pub enum NameEntryMsg {
    /// The button that keeps the name.
    Done,
    /// The button that leaves the name as it was.
    Cancel,
    /// The course map asks for a new learner's name.
    Learner,
    /// The race's setup or Yalta's asks for the name of a seat's player (the seat's
    /// colour, already said).
    #[say(args(seat))]
    Player(String),
    /// The rule lab asks for the rule set's name.
    #[say(id = "name-entry-rules")]
    RuleSet,
}

/// The name box's two buttons, *Done* and *Cancel*, in a language.
pub fn name_entry_buttons(lang: Lang) -> [String; 2] {
    [NameEntryMsg::Done, NameEntryMsg::Cancel].map(|m| words::say(lang, &m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_of_the_name_box_is_said_in_every_language() {
        assert_eq!(words::unsaid::<NameEntryMsg>(), [] as [String; 0]);
    }

    #[test]
    fn the_player_prompt_names_the_seat() {
        for lang in Lang::ALL {
            let said = words::say(lang, &NameEntryMsg::Player("Azul".into()));
            assert!(said.contains("Azul"), "{lang:?}: {said}");
        }
    }
}
