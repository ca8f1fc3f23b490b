//! The names of the messages: for each message enum, one function that gives a message's
//! Fluent id and the values it is handed ([`Args`]). The words are in
//! `assets/i18n/<language>/<area>.ftl`; here are only ids, and the keys that a message
//! selects on (`side: "white"`), which are the same in every language.

pub(super) mod lab_figures;
pub(super) mod lab_pictures;
pub(super) mod lab_play;
pub(super) mod lab_screen;
pub(super) mod track;

use super::fluent::Args;

/// A message's id and its values.
pub(super) type Key = (&'static str, Args);

/// A message without values.
fn plain(id: &'static str) -> Key {
    (id, Args::new())
}
