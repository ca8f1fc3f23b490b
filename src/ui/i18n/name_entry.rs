//! The name box's words (`ui/shell/name_entry.rs`): what it asks at each place that asks
//! for a name, and its two buttons. The words are in
//! `assets/i18n/<language>/name-entry.ftl`, named by `keys/name_entry.rs`.

use super::{keys, say, Lang};

/// A text of the name box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameEntryMsg {
    /// The button that keeps the name.
    Done,
    /// The button that leaves the name as it was.
    Cancel,
    /// The course map asks for a new learner's name.
    Learner,
    /// The race's setup or Yalta's asks for the name of a seat's player (the seat's
    /// colour, already said).
    Player(String),
    /// The rule lab asks for the rule set's name.
    RuleSet,
}

/// A text of the name box, in a language.
pub fn name_entry_text(lang: Lang, m: &NameEntryMsg) -> String {
    say(lang, keys::name_entry::key(m))
}

/// The name box's two buttons, *Done* and *Cancel*, in a language.
pub fn name_entry_buttons(lang: Lang) -> [String; 2] {
    [NameEntryMsg::Done, NameEntryMsg::Cancel].map(|m| name_entry_text(lang, &m))
}

#[cfg(test)]
mod tests {
    use super::super::fluent::{try_format, FILES};
    use super::*;

    fn samples() -> Vec<NameEntryMsg> {
        use NameEntryMsg::*;
        vec![Done, Cancel, Learner, Player("Rot".into()), RuleSet]
    }

    #[test]
    fn every_text_of_the_name_box_is_said_without_an_error_in_every_language() {
        for (code, _) in FILES {
            for m in samples() {
                let (id, args) = keys::name_entry::key(&m);
                let said = try_format(code, id, &args);
                assert!(
                    said.as_ref().is_ok_and(|s| !s.trim().is_empty()),
                    "{code}: {m:?}: {said:?}"
                );
            }
        }
    }

    #[test]
    fn the_player_prompt_names_the_seat() {
        for lang in Lang::ALL {
            let said = name_entry_text(lang, &NameEntryMsg::Player("Azul".into()));
            assert!(said.contains("Azul"), "{lang:?}: {said}");
        }
    }
}
