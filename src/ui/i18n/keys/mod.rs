//! The names of the messages: for each message enum, one function that gives a message's
//! Fluent id and the values it is handed ([`Args`]). The words are in
//! `assets/i18n/<language>/<area>.ftl`; here are only ids, and the keys that a message
//! selects on (`side: "white"`), which are the same in every language.

use super::fluent::Args;

/// A message's id and its values.
pub(super) type Key = (&'static str, Args);
