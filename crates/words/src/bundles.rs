//! The translation loader: the only module that knows about Project Fluent's bundles.
//!
//! Every language's texts are `.ftl` files under `assets/i18n/<code>/`, one per area,
//! embedded in the program at build time. The browser build embeds none: the app fetches
//! one language beside the page when it is first needed and hands its text in
//! ([`add_language`]), so that this crate touches no file or network. The first file of
//! each language is its `glossary.ftl`: the booklet's terms and the chess words as
//! Fluent terms (`-house`, `-pawn`), which every other file of the language uses. One
//! bundle per language is built the first time a text is asked for, and kept.
//!
//! [`format`] never panics: a message that a language lacks comes in English, and one
//! that English lacks too comes as its id (a debug build says so on stderr). The tests
//! say every message of every enum in every language, so neither happens.

use crate::args::{Args, Join, Value};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::{Mutex, OnceLock};

/// The file of one area of one language, embedded.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! ftl {
    ($lang:literal, $area:literal) => {
        (
            $area,
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/i18n/",
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
                ftl!($lang, "speech"),
            ],
        )
    };
}

/// Every language's files (`language!` lists them, in the order a bundle reads them),
/// by language code. English first: it is the fallback.
#[cfg(not(target_arch = "wasm32"))]
pub const FILES: [(&str, [(&str, &str); 21]); 8] = [
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
/// which the app fetches and hands in ([`add_language`]): a smaller `.wasm`, and a first
/// frame that waits for one language only.
#[cfg(target_arch = "wasm32")]
pub const FILES: [(&str, [(&str, &str); 21]); 0] = [];

/// The languages handed in (the browser build), by code: each one's files joined, until
/// its bundle is built.
static HANDED_IN: Mutex<Vec<(&'static str, String)>> = Mutex::new(Vec::new());

/// The bundles of the languages handed in, each built on its first text and kept.
static BUILT: Mutex<Vec<(&'static str, &'static Bundle)>> = Mutex::new(Vec::new());

/// Hands over a language's text (the browser build fetches it beside the page): its
/// bundle is built on its first text.
pub fn add_language(code: &'static str, text: String) {
    let mut handed_in = HANDED_IN.lock().unwrap_or_else(|p| p.into_inner());
    handed_in.push((code, text));
}

/// The bundle of a language handed in, built the first time it is asked for; `None`
/// for a language not (yet) handed in.
fn handed_in_bundle(code: &str) -> Option<&'static Bundle> {
    let mut built = BUILT.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, b)) = built.iter().find(|(c, _)| *c == code) {
        return Some(b);
    }
    let (code, text) = {
        let mut handed_in = HANDED_IN.lock().unwrap_or_else(|p| p.into_inner());
        let i = handed_in.iter().position(|(c, _)| *c == code)?;
        handed_in.swap_remove(i)
    };
    // A file that reads with problems still gives the messages it has (the tests read
    // the same files from assets/i18n/ without a problem).
    let (bundle, _problems) = build(code, &[("all", text.as_str())]);
    let bundle: &'static Bundle = Box::leak(Box::new(bundle));
    built.push((code, bundle));
    Some(bundle)
}

/// The language every other one falls back on.
const FALLBACK: &str = "en";

type Bundle = FluentBundle<FluentResource>;

/// Every embedded language's bundle and the problems of reading its files, built once.
fn bundles() -> &'static [(&'static str, Bundle, Vec<String>)] {
    static BUNDLES: OnceLock<Vec<(&'static str, Bundle, Vec<String>)>> = OnceLock::new();
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

/// One language's bundle, from its files, and what went wrong while they were read.
fn build(code: &str, files: &[(&str, &str)]) -> (Bundle, Vec<String>) {
    let mut problems = vec![];
    let lang: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![lang]);
    // macroquad draws Unicode's isolation marks (around every placeable) as boxes.
    bundle.set_use_isolating(false);
    if let Err(e) = bundle.add_function("CAPITAL", capital) {
        problems.push(format!("{code}: CAPITAL: {e}"));
    }
    for (area, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    problems.push(format!("{code}/{area}.ftl: {e:?}"));
                }
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            for e in errors {
                problems.push(format!("{code}/{area}.ftl: {e}"));
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
        .or_else(|| handed_in_bundle(code))
}

/// The problems of reading an embedded language's files (none, the tests say).
pub fn problems(code: &str) -> &'static [String] {
    bundles()
        .iter()
        .find(|(c, _, _)| *c == code)
        .map(|(_, _, p)| p.as_slice())
        .unwrap_or(&[])
}

/// A message's values as Fluent takes them, the messages among them said in the
/// language of `code` first.
fn fluent_args<'a>(args: &'a Args, code: &str) -> Result<FluentArgs<'a>, String> {
    let mut out = FluentArgs::with_capacity(args.0.len());
    for (name, value) in &args.0 {
        match value {
            Value::Text(s) => out.set(*name, FluentValue::from(s.as_str())),
            Value::Number(n) => out.set(*name, FluentValue::from(*n)),
            Value::List(join, items) => {
                let said = items
                    .iter()
                    .map(|(id, a)| try_format(code, id, a))
                    .collect::<Result<Vec<_>, _>>()?;
                out.set(*name, FluentValue::from(joined(code, *join, said)?));
            }
        }
    }
    Ok(out)
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

/// A message (`id`) or one of its attributes (`id.attribute`) in a language, or an
/// error: the message is missing, or could not be said (a value it needs is missing).
///
/// # Errors
/// What is missing, in the developer's words.
pub fn try_format(code: &str, id: &str, args: &Args) -> Result<String, String> {
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
    let fluent_args = fluent_args(args, code)?;
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
        if cfg!(debug_assertions) {
            eprintln!("i18n: no message {id}");
        }
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

    #[test]
    fn a_language_handed_in_is_read_on_its_first_text() {
        add_language("xq", "hello = Hello, { $name }!".to_string());
        assert_eq!(
            try_format("xq", "hello", &Args::new().text("name", "Ben")),
            Ok("Hello, Ben!".to_string())
        );
    }
}
