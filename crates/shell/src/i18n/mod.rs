//! What is left of the words in the window (issue 52). The words themselves live in
//! `crates/words` (the languages, the Fluent loader, `Say` and its derive), beside each
//! message enum's owner, and in `base::said` (what the window and the command line both
//! say); see ARCHITECTURE.md, "Words live in the app". Here: the re-exports the screens
//! use, the sayers of the rules crates' reasons with the window's names, the browser's
//! fetch of a language (`fetched.rs`) and the seeds' chess-word tables (`chess_words.rs`,
//! `yalta_words.rs`; each language's glossary says the same words, a test checks it).
//! The tests over every text are the app's (`ui/i18n/`), which knows every game.

pub mod chess_words;
#[cfg(target_arch = "wasm32")]
mod fetched;
mod name_entry;
pub mod yalta_words;

/// The race's, the piece school's and the data files' words, which the command line says
/// too, live outside the window (`base::said`).
pub use base::said::{
    card_has_words, card_shows_id, card_text, course_title, file_note, learner_name, level_goal,
    level_title, BringInRoll, CardIdle, CardsMsg, Column, FieldName, LessonAim, Msg, SchoolMsg,
};
#[cfg(target_arch = "wasm32")]
pub use fetched::{fetch_language, load_languages};
pub use name_entry::{name_entry_buttons, NameEntryMsg};

use chess_words::Language;
use track::pieces::{Role, Seat};

pub use words::Lang;

/// The language of the chess words for the window's language.
pub fn chess_language(lang: Lang) -> Language {
    match lang {
        Lang::De => Language::German,
        Lang::En => Language::English,
        Lang::Fr => Language::French,
        Lang::It => Language::Italian,
        Lang::No => Language::Norwegian,
        Lang::Es => Language::Spanish,
        Lang::Nl => Language::Dutch,
        Lang::Pt => Language::Portuguese,
    }
}

/// A named message in a language.
fn say(lang: Lang, key: words::Key) -> String {
    words::say(lang, &key)
}

/// Why a piece of kind `role` cannot go to a square, in words a child understands (at
/// most 90 characters); `name` gives a seat's name.
pub fn why_not(
    lang: Lang,
    role: Role,
    why: &track::WhyNot,
    name: &dyn Fn(Seat) -> String,
) -> String {
    say(lang, base::said::why_not(lang, role, why, name))
}

/// A refused command of the track game in words. The window sends only legal commands,
/// so a player meets these only when something else went wrong (a save's command that no
/// longer replays, say).
pub fn refusal(lang: Lang, r: &track::Refusal) -> String {
    say(lang, base::said::refusal(r))
}

/// A chess reason in words (at most 90 characters).
pub fn chess_why_not(lang: Lang, why: &::chess::WhyNot) -> String {
    say(lang, base::said::chess_why_not(why))
}

/// A refused chess command in words: the move's reason, or what else stands in the way.
pub fn chess_refusal(lang: Lang, refusal: &::chess::Refusal) -> String {
    say(lang, base::said::chess_refusal(refusal))
}

/// Why a Yalta move is refused, in words; `names` are the players' names, by player
/// index.
pub fn yalta_refusal(lang: Lang, names: &[String; 3], r: &yalta::why_not::Refusal) -> String {
    say(lang, base::said::yalta_refusal(names, r))
}

/// The name and one-line description of a game of the setup screen, by its id in
/// `variants.json` (`variant-large` and its `.line`); an id the game does not know is
/// the family's own game (`variant-own`).
pub fn variant_line(lang: Lang, id: &str) -> (String, String) {
    const KNOWN: [&str; 4] = ["small", "small-action", "large", "large-action"];
    let id = if KNOWN.contains(&id) { id } else { "own" };
    words::say_with_line(lang, &format!("variant-{id}"))
}

/// The name and one-line explanation of a house rule (`house-rule-…` and its `.line`).
pub fn rule_line(lang: Lang, rule: track::variant::HouseRule) -> (String, String) {
    words::say_with_line(lang, base::said::house_rule(rule))
}
