//! The computer levels' English names, for `track.rs` (the rules books and the setup's
//! lines are in `assets/i18n/en/pages.ftl`). Goes when the race game's texts move to
//! Fluent too.

/// A computer level's English name.
/// (A `Cow`, which `track.rs` turns into its `String`.)
pub(super) fn level(k: ::track::bots::BotKind) -> std::borrow::Cow<'static, str> {
    super::super::bot_level(super::super::Lang::En, k).into()
}
