//! The translation loader: the only module that knows about Project Fluent.
//!
//! Every language's texts are `.ftl` files under `assets/i18n/<code>/`, one per area,
//! embedded in the program at build time (the browser build fetches them from beside
//! the page instead, one language when it is first needed). The first file of each language is its
//! `glossary.ftl`: the booklet's terms and the chess words as Fluent terms (`-house`,
//! `-pawn`), which every other file of the language uses. One bundle per language is
//! built the first time a text is asked for, and kept.
//!
//! The rest of the program names a message by its id and hands it [`Args`]: names,
//! counts, and keys that the message selects on (`side: "white"`). [`format`] never
//! panics: a message that a language lacks comes in English, and one that English lacks
//! too comes as its id (a debug build says so on stderr). Tests
//! (`every_message_exists_in_every_language_…`, `every_named_message_is_said_…`) make
//! sure neither happens.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The file of one area of one language, embedded.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! ftl {
    ($lang:literal, $area:literal) => {
        (
            $area,
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/",
                $lang,
                "/",
                $area,
                ".ftl"
            )),
        )
    };
}

/// The files of a language, glossary first, as (area, text).
#[cfg(not(target_arch = "wasm32"))]
macro_rules! language {
    ($lang:literal) => {
        (
            $lang,
            [
                ftl!($lang, "glossary"),
                ftl!($lang, "chess"),
                ftl!($lang, "yalta"),
                ftl!($lang, "pages"),
                ftl!($lang, "school"),
                ftl!($lang, "track"),
                ftl!($lang, "reasons"),
                ftl!($lang, "cards"),
                ftl!($lang, "lessons"),
                ftl!($lang, "files"),
                ftl!($lang, "errors"),
                ftl!($lang, "chess-errors"),
                ftl!($lang, "cli"),
                ftl!($lang, "lab"),
                ftl!($lang, "lab-figures"),
                ftl!($lang, "lab-screen"),
                ftl!($lang, "lab-pictures"),
                ftl!($lang, "lab-play"),
                ftl!($lang, "chess-school"),
                ftl!($lang, "name-entry"),
            ],
        )
    };
}

/// Every language's files (`language!` lists them, in the order a bundle reads them),
/// by language code. English first: it is the fallback.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const FILES: [(&str, [(&str, &str); 20]); 8] = [
    language!("en"),
    language!("de"),
    language!("fr"),
    language!("it"),
    language!("no"),
    language!("es"),
    language!("nl"),
    language!("pt"),
];

/// The browser build embeds no language: each one is a file beside the page
/// (`web/build.sh` writes `i18n/<code>.ftl`, its area files joined, glossary first),
/// fetched when the game first needs it ([`fetch_language`]) and read on its first
/// text: a smaller `.wasm`, and a first frame that waits for one language only.
#[cfg(target_arch = "wasm32")]
pub(crate) const FILES: [(&str, [(&str, &str); 20]); 0] = [];

/// The languages fetched beside the page (the browser build), by code: each one's
/// files joined, until its bundle is built.
static FETCHED: std::sync::Mutex<Vec<(&'static str, String)>> = std::sync::Mutex::new(Vec::new());

/// The bundles of the fetched languages, each built on its first text and kept.
static BUILT: std::sync::Mutex<Vec<(&'static str, &'static Bundle)>> =
    std::sync::Mutex::new(Vec::new());

/// Hands over a language fetched beside the page (the browser build): its bundle is
/// built on its first text.
pub fn add_fetched_language(code: &'static str, text: String) {
    let mut fetched = FETCHED.lock().unwrap_or_else(|p| p.into_inner());
    fetched.push((code, text));
}

/// The bundle of a fetched language, built the first time it is asked for; `None`
/// for a language not (yet) fetched.
fn fetched_bundle(code: &str) -> Option<&'static Bundle> {
    let mut built = BUILT.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, b)) = built.iter().find(|(c, _)| *c == code) {
        return Some(b);
    }
    let (code, text) = {
        let mut fetched = FETCHED.lock().unwrap_or_else(|p| p.into_inner());
        let i = fetched.iter().position(|(c, _)| *c == code)?;
        fetched.swap_remove(i)
    };
    // A file that reads with problems still gives the messages it has (the tests read
    // the same files from assets/i18n/ without a problem).
    let (bundle, _problems) = build(code, &[("all", text.as_str())]);
    let bundle: &'static Bundle = Box::leak(Box::new(bundle));
    built.push((code, bundle));
    Some(bundle)
}

#[cfg(target_arch = "wasm32")]
mod fetching {
    //! The browser build's languages on their way from beside the page.

    use crate::platform::Fetch;
    use std::cell::RefCell;

    thread_local! {
        /// Every language asked for, by code: its fetch while it is on its way, then
        /// `None` (arrived, or will not come: the game then speaks English).
        static ASKED: RefCell<Vec<(&'static str, Option<Fetch>)>> =
            const { RefCell::new(Vec::new()) };
    }

    /// Starts fetching a language (`i18n/<code>.ftl` beside the page), unless it was
    /// asked for before; then hands over the languages that have come since.
    pub fn fetch_language(code: &'static str) {
        ASKED.with(|asked| {
            let mut asked = asked.borrow_mut();
            if !asked.iter().any(|(c, _)| *c == code) {
                asked.push((
                    code,
                    Some(crate::platform::fetch(&format!("i18n/{code}.ftl"))),
                ));
            }
            for (code, on_its_way) in asked.iter_mut() {
                let Some(answer) = on_its_way.as_ref().and_then(Fetch::take) else {
                    continue;
                };
                *on_its_way = None;
                // One that does not come, or is not text, leaves English.
                if let Ok(Ok(text)) = answer.map(String::from_utf8) {
                    super::add_fetched_language(code, text);
                }
            }
        });
    }

    /// Fetches the languages and waits, a frame at a time, until each has come (or
    /// will not).
    pub async fn load_languages(codes: &[&'static str]) {
        loop {
            for code in codes {
                fetch_language(code);
            }
            let waiting = ASKED.with(|asked| {
                asked
                    .borrow()
                    .iter()
                    .any(|(c, f)| codes.contains(c) && f.is_some())
            });
            if !waiting {
                return;
            }
            macroquad::window::next_frame().await;
        }
    }
}
#[cfg(target_arch = "wasm32")]
pub use fetching::{fetch_language, load_languages};

/// The language every other one falls back on.
const FALLBACK: &str = "en";

/// A value handed to a message.
#[derive(Clone, Debug, PartialEq)]
enum Value {
    /// A name, a move, a file, or a key the message selects on.
    Text(String),
    /// A number: shown as it is, and chosen on by the language's plural rules.
    Number(f64),
    /// Messages said first in the same language, and joined (pieces' names).
    List(Join, Vec<(&'static str, Args)>),
}

/// How a list of said messages is joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// "a, b or c": the last two by the language's `list-or`.
    Or,
    /// "a, b, c".
    Comma,
    /// "a · b · c".
    Dot,
    /// One on each line.
    Lines,
}

/// The values a message is given, by name (`$side`, `$n`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(&'static str, Value)>);

/// A number a message can be given.
pub trait Number {
    /// The number as Fluent keeps it.
    fn to_f64(self) -> f64;
}

macro_rules! number {
    ($($t:ty)*) => {$(
        impl Number for $t {
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
    )*};
}
number!(u8 u16 u32 u64 usize i8 i16 i32 i64);

impl Args {
    /// No values.
    pub fn new() -> Args {
        Args::default()
    }

    /// With a text: a name, or a key the message selects on.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Args {
        self.0.push((name, Value::Text(value.into())));
        self
    }

    /// With a piece of input the message quotes (a field's name, a card's id, a move, a
    /// tag): at most a short excerpt of it ([`crate::quoting::excerpt`]), so that a
    /// 10,000-character value gives one short line.
    pub fn quoted(self, name: &'static str, input: &str) -> Args {
        self.text(name, crate::quoting::excerpt(input))
    }

    /// With a reader's own words (serde's, a parser's), which may quote the input: every
    /// quoted part cut short ([`crate::quoting::shorten_quotes`]).
    pub fn detail(self, name: &'static str, words: &str) -> Args {
        self.text(name, crate::quoting::shorten_quotes(words))
    }

    /// With a number.
    pub fn number(mut self, name: &'static str, value: impl Number) -> Args {
        self.0.push((name, Value::Number(value.to_f64())));
        self
    }

    /// With a list of messages, said in the same language and joined.
    pub fn list(
        mut self,
        name: &'static str,
        join: Join,
        items: Vec<(&'static str, Args)>,
    ) -> Args {
        self.0.push((name, Value::List(join, items)));
        self
    }

    /// The values as Fluent takes them, the messages among them said in the language
    /// of `code` first.
    fn fluent(&self, code: &str) -> Result<FluentArgs<'_>, String> {
        let mut args = FluentArgs::with_capacity(self.0.len());
        for (name, value) in &self.0 {
            match value {
                Value::Text(s) => args.set(*name, FluentValue::from(s.as_str())),
                Value::Number(n) => args.set(*name, FluentValue::from(*n)),
                Value::List(join, items) => {
                    let said = items
                        .iter()
                        .map(|(id, a)| try_format(code, id, a))
                        .collect::<Result<Vec<_>, _>>()?;
                    args.set(*name, FluentValue::from(joined(code, *join, said)?));
                }
            }
        }
        Ok(args)
    }
}

/// Said items joined: "a, b or c" (the language's `list-or` joins the last two),
/// "a, b, c", "a · b · c".
fn joined(code: &str, join: Join, mut items: Vec<String>) -> Result<String, String> {
    match join {
        Join::Comma => Ok(items.join(", ")),
        Join::Dot => Ok(items.join(" · ")),
        Join::Lines => Ok(items.join("\n")),
        Join::Or if items.len() < 2 => Ok(items.concat()),
        Join::Or => {
            let last = items.pop().unwrap_or_default();
            let first = items.join(", ");
            try_format(
                code,
                "list-or",
                &Args::new().text("first", first).text("last", last),
            )
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// What went wrong while a language's files were read (none, the tests say).
#[derive(Debug, Default)]
pub(crate) struct Problems(pub(crate) Vec<String>);

/// Every language's bundle, built once.
fn bundles() -> &'static [(&'static str, Bundle, Problems)] {
    static BUNDLES: OnceLock<Vec<(&'static str, Bundle, Problems)>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        FILES
            .iter()
            .map(|(code, files)| {
                let (bundle, problems) = build(code, files);
                (*code, bundle, problems)
            })
            .collect()
    })
}

/// One language's bundle, from its files.
fn build(code: &str, files: &[(&str, &str)]) -> (Bundle, Problems) {
    let mut problems = Problems::default();
    let lang: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![lang]);
    // macroquad draws Unicode's isolation marks (around every placeable) as boxes.
    bundle.set_use_isolating(false);
    if let Err(e) = bundle.add_function("CAPITAL", capital) {
        problems.0.push(format!("{code}: CAPITAL: {e}"));
    }
    for (area, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    problems.0.push(format!("{code}/{area}.ftl: {e:?}"));
                }
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            for e in errors {
                problems.0.push(format!("{code}/{area}.ftl: {e}"));
            }
        }
    }
    (bundle, problems)
}

/// `CAPITAL(…)`: the text with its first letter in upper case (a piece's name that
/// begins a sentence: "Knight: choose a marked square.").
fn capital<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::String(s)) => {
            let mut c = s.chars();
            match c.next() {
                Some(f) => FluentValue::from(f.to_uppercase().collect::<String>() + c.as_str()),
                None => FluentValue::from(""),
            }
        }
        Some(other) => other.clone(),
        None => FluentValue::Error,
    }
}

fn bundle(code: &str) -> Option<&'static Bundle> {
    bundles()
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(_, b, _)| b)
        .or_else(|| fetched_bundle(code))
}

/// The problems of reading a language's files (for the tests).
#[cfg(test)]
pub(crate) fn problems(code: &str) -> &'static [String] {
    bundles()
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(_, _, p)| p.0.as_slice())
        .unwrap_or(&[])
}

/// A message (`id`) or one of its attributes (`id.attribute`) in a language, or an
/// error: the message is missing, or could not be said (a value it needs is missing).
pub(crate) fn try_format(code: &str, id: &str, args: &Args) -> Result<String, String> {
    let bundle = bundle(code).ok_or_else(|| format!("no language {code}"))?;
    let (message, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let msg = bundle
        .get_message(message)
        .ok_or_else(|| format!("{code}: no message {message}"))?;
    let pattern = match attribute {
        Some(a) => msg.get_attribute(a).map(|a| a.value()),
        None => msg.value(),
    }
    .ok_or_else(|| format!("{code}: {id} has no such text"))?;
    let mut errors = vec![];
    let fluent_args = args.fluent(code)?;
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{code}: {id}: {errors:?}"))
    }
}

/// A message (`id`) or one of its attributes (`id.attribute`) in the language of
/// `code` (`de`, `en`); in English if the language lacks it, and the id itself if
/// English lacks it too. Never panics.
pub fn format(code: &str, id: &str, args: &Args) -> String {
    match try_format(code, id, args) {
        Ok(text) => text,
        Err(e) => {
            // A debug build says what is missing (the tests fail on it); the window
            // goes on with English, or the id.
            if cfg!(debug_assertions) {
                eprintln!("i18n: {e}");
            }
            try_format(FALLBACK, id, args).unwrap_or_else(|_| id.to_string())
        }
    }
}

/// Every attribute of a message, in the file's order (a rules page's paragraphs); the
/// English ones if the language lacks the message.
pub fn format_attributes(code: &str, id: &str, args: &Args) -> Vec<String> {
    let names = |code: &str| -> Option<Vec<&'static str>> {
        let msg = bundle(code)?.get_message(id)?;
        Some(msg.attributes().map(|a| a.id()).collect())
    };
    let Some(names) = names(code).or_else(|| names(FALLBACK)) else {
        #[cfg(debug_assertions)]
        eprintln!("i18n: no message {id}");
        return vec![];
    };
    names
        .into_iter()
        .map(|a| format(code, &format!("{id}.{a}"), args))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_file_reads_without_a_problem() {
        for (code, _) in FILES {
            assert_eq!(problems(code), &[] as &[String], "{code}");
        }
    }

    #[test]
    fn a_missing_message_falls_back_on_english_then_on_its_id() {
        assert_eq!(
            format("de", "no-such-message", &Args::new()),
            "no-such-message"
        );
        assert_eq!(
            format("xx", "chess-start-button", &Args::new()),
            format("en", "chess-start-button", &Args::new())
        );
        assert!(try_format("de", "chess-saved", &Args::new()).is_err());
    }

    #[test]
    fn capital_raises_the_first_letter_only() {
        let f = |s: &str| match capital(&[FluentValue::from(s)], &FluentArgs::new()) {
            FluentValue::String(s) => s.into_owned(),
            _ => String::new(),
        };
        assert_eq!(f("knight"), "Knight");
        assert_eq!(f("échec et mat"), "Échec et mat");
        assert_eq!(f(""), "");
    }

    #[test]
    fn no_isolation_marks_reach_the_screen() {
        let t = format(
            "en",
            "chess-saved",
            &Args::new().text("path", "games/a.pgn"),
        );
        assert_eq!(t, "Saved: games/a.pgn");
    }
}
