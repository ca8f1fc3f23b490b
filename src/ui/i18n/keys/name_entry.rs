//! The names of the name box's texts ([`NameEntryMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::NameEntryMsg;

/// A text's id and values.
pub(crate) fn key(m: &NameEntryMsg) -> Key {
    use NameEntryMsg::*;
    match m {
        Done => plain("name-entry-done"),
        Cancel => plain("name-entry-cancel"),
        Learner => plain("name-entry-learner"),
        Player(seat) => ("name-entry-player", Args::new().text("seat", seat.as_str())),
        RuleSet => plain("name-entry-rules"),
    }
}
