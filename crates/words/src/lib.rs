//! The words of the game, a layer of their own: the languages ([`Lang`]), the Fluent
//! texts of each (`assets/i18n/<code>/*.ftl`, embedded on the desktop; the browser's
//! app hands each in when it has fetched it, [`add_language`]), the values a message is
//! given ([`Args`]), and one trait for a message that can be said ([`Say`]) with one
//! [`say`].
//!
//! A message is a variant of an enum of its owner (the race's screen, a save's error,
//! the command line) with `#[derive(Say)]`: its Fluent id is the enum's prefix and the
//! variant's name in kebab case, its fields the message's values (`#[say(args(name,
//! piece))]` names a tuple variant's), and the `.ftl` files hold the words, each choice
//! between texts included (`{ $other -> [none] … *[other] … }`). A new message is two
//! edits: the variant, and its lines in the eight `.ftl` files.
//!
//! This crate touches no window, file, network or clock.

// The derives name `::words`, in this crate's own tests too.
extern crate self as words;

mod args;
mod bundles;
pub mod quoting;
mod selectors;

pub use args::{Arg, Args, Join, Number, Sample};
pub use bundles::{add_language, format, format_attributes, problems, try_format, FILES};
pub use words_derive::{Say, Selector};

/// A message's Fluent id and its values.
pub type Key = (&'static str, Args);

/// A message that can be said: its Fluent id and the values it is given.
/// `#[derive(Say)]` writes it for a message enum; a message whose id or values depend on
/// more than its fields writes it by hand.
pub trait Say {
    /// The message's Fluent id and values.
    fn key(&self) -> Key;
}

impl Say for Key {
    fn key(&self) -> Key {
        self.clone()
    }
}

impl<T: Say + ?Sized> Say for &T {
    fn key(&self) -> Key {
        (**self).key()
    }
}

impl<T: Say + ?Sized> Say for Box<T> {
    fn key(&self) -> Key {
        (**self).key()
    }
}

/// A message in a language: in English if the language lacks it, its id if English
/// lacks it too. Never panics.
pub fn say(lang: Lang, message: &(impl Say + ?Sized)) -> String {
    let (id, args) = message.key();
    format(lang.code(), id, &args)
}

/// A message in a language, or what is missing: the message in that language, or a
/// value its text needs (for the tests).
///
/// # Errors
/// What is missing, in the developer's words.
pub fn try_say(lang: Lang, message: &(impl Say + ?Sized)) -> Result<String, String> {
    let (id, args) = message.key();
    try_format(lang.code(), id, &args)
}

/// What cannot be said of an enum's messages: every sample ([`Sample::samples`]: every
/// variant, every value of its selector fields) said in every language, and each one
/// that a language lacks, or whose text needs a value it is not given, as a line. The
/// owners' tests assert that none is (`assert_eq!(words::unsaid::<Msg>(), [] as [String;
/// 0])`), so that a new variant with a misspelt id, or a missing `.ftl` line, fails.
pub fn unsaid<T: Say + Sample + std::fmt::Debug>() -> Vec<String> {
    let mut problems = vec![];
    for m in T::samples() {
        for lang in Lang::ALL {
            if let Err(e) = try_say(lang, &m) {
                problems.push(format!("{m:?}: {e}"));
            }
        }
    }
    problems
}

/// A message's text and its `.line` attribute (a variant's or a house rule's name and
/// one-line description).
pub fn say_with_line(lang: Lang, id: &str) -> (String, String) {
    let no_args = Args::new();
    (
        format(lang.code(), id, &no_args),
        format(lang.code(), &format!("{id}.line"), &no_args),
    )
}

/// A message's text and its attributes' in the file's order (a rules page: its title
/// and paragraphs).
pub fn say_with_attributes(lang: Lang, id: &str) -> (String, Vec<String>) {
    let no_args = Args::new();
    (
        format(lang.code(), id, &no_args),
        format_attributes(lang.code(), id, &no_args),
    )
}

/// A language of the interface: the eight languages of the seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Deutsch.
    De,
    /// English.
    En,
    /// Français.
    Fr,
    /// Italiano.
    It,
    /// Norsk (bokmål).
    No,
    /// Español.
    Es,
    /// Nederlands.
    Nl,
    /// Português.
    Pt,
}

impl Lang {
    /// Every language, in the order the language chooser shows them.
    pub const ALL: [Lang; 8] = [
        Lang::De,
        Lang::En,
        Lang::Fr,
        Lang::It,
        Lang::No,
        Lang::Es,
        Lang::Nl,
        Lang::Pt,
    ];

    /// The language's code (`de`, `en`, `fr`, …): its folder under `assets/i18n/`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::No => "no",
            Lang::Es => "es",
            Lang::Nl => "nl",
            Lang::Pt => "pt",
        }
    }

    /// The language's name in itself, as the language chooser shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
            Lang::No => "Norsk",
            Lang::Es => "Español",
            Lang::Nl => "Nederlands",
            Lang::Pt => "Português",
        }
    }

    /// The language of a code or locale (`fr`, `fr-CH`, `de_DE.UTF-8`, `nb`, `NO`), if
    /// the game has it. Norwegian Bokmål (`nb`) and Nynorsk (`nn`) readers get `no`.
    pub fn parse(code: &str) -> Option<Lang> {
        let head: String = code
            .trim()
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match head.as_str() {
            "nb" | "nn" => Some(Lang::No),
            _ => Lang::ALL.into_iter().find(|l| l.code() == head),
        }
    }

    /// The language of a code or locale; English for one the game does not have.
    pub fn from_code(code: &str) -> Lang {
        Lang::parse(code).unwrap_or(Lang::En)
    }

    /// The first of a list of languages (a browser's `navigator.languages`, `LANGUAGE`'s
    /// `fr:de`) that the game has; English if none.
    pub fn first_known<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes.into_iter().find_map(Lang::parse).unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests;
