//! One idea, one word (issue 49): each language's glossary names the words its texts do
//! not use for an idea ("# Not:" under a term), and the messages that name an idea say
//! it through the glossary's term, in every language; no message of another language
//! is still the English one.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use words::FILES;

/// The ideas whose word was once said two ways (German Zugzahlen and Zugkarte, the
/// Norwegian "kastet" for both the roll and the discard pile, the Italian, Spanish and
/// Portuguese cards' "in gioco" beside the rules' "attivo", the French "tour" for the
/// rook, a player's turn and a round), and the messages that name them.
const TERM_USERS: [(&str, &[&str]); 4] = [
    (
        "move-map",
        &[
            "track-move-map-button",
            "track-aids-for-beginners",
            "key-action-move-map",
        ],
    ),
    (
        "round",
        &[
            "track-round",
            "start-continue",
            "track-resume-question",
            "lab-play-continue",
            "lab-play-resume-question",
            "lab-fig-rounds",
            "lab-fig-bar",
            "lab-fig-rounds-line",
            "lab-fig-unfinished",
            "lab-fig-no-game-ended",
            "lab-pic-rounds",
        ],
    ),
    (
        "discard-pile",
        &[
            "track-deck-count",
            "track-discard-pile",
            "replay-card-discarded",
        ],
    ),
    (
        "active",
        &[
            "card-extra-queen-3",
            "card-extra-rook-3",
            "card-extra-bishop-4",
            "card-extra-knight-4",
            "card-extra-king-6",
            "card-extra-pawn-6",
            "card-swap",
            "card-own-bishop-to-box",
            "card-opponent-to-box",
            "card-safe-spot",
            "card-castling",
            "card-promotion",
            "card-idle-no-active",
            "rules-race-large",
        ],
    ),
];

/// What a message says: its words (the text outside placeables, every variant's) and
/// the terms it names, its attributes' too.
#[derive(Default, Debug)]
struct Said {
    text: String,
    terms: BTreeSet<String>,
}

fn pattern(p: &ast::Pattern<&str>, said: &mut Said) {
    for e in &p.elements {
        match e {
            ast::PatternElement::TextElement { value } => said.text.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                said.text.push(' ');
                expression_(expression, said);
                said.text.push(' ');
            }
        }
    }
}

fn expression_(e: &ast::Expression<&str>, said: &mut Said) {
    match e {
        ast::Expression::Inline(i) => inline(i, said),
        ast::Expression::Select { selector, variants } => {
            inline(selector, said);
            for v in variants {
                said.text.push(' ');
                pattern(&v.value, said);
            }
        }
    }
}

fn inline(i: &ast::InlineExpression<&str>, said: &mut Said) {
    match i {
        ast::InlineExpression::TermReference { id, .. } => {
            said.terms.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, said);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_(expression, said),
        _ => {}
    }
}

/// Every message of a language (its attributes as `id.attribute`), said.
fn messages(files: &[(&str, &'static str)]) -> BTreeMap<String, Said> {
    let mut out = BTreeMap::new();
    for (area, text) in files {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, e)| panic!("{area}.ftl does not parse: {e:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut said = Said::default();
                if let Some(v) = &m.value {
                    pattern(v, &mut said);
                }
                for a in &m.attributes {
                    let mut own = Said::default();
                    pattern(&a.value, &mut own);
                    said.terms.extend(own.terms.iter().cloned());
                    out.insert(format!("{}.{}", m.id.name, a.id.name), own);
                }
                out.insert(m.id.name.to_string(), said);
            }
        }
    }
    out
}

/// The words of a text that a reader reads as words: letters, with the hyphens and
/// underscores inside them (`--levels` is a flag, not the word "levels").
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_' || c == '\''))
        .map(|w| w.trim_matches('\'').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// A glossary's rival words: the "# Not:" lines under its terms' comments.
fn rivals(glossary: &str) -> BTreeSet<String> {
    glossary
        .lines()
        .filter_map(|l| l.strip_prefix("# Not:"))
        .flat_map(|l| l.split(','))
        .map(|w| w.trim().to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

#[test]
fn no_language_says_an_idea_with_a_word_its_glossary_rules_out() {
    let mut found = vec![];
    let mut checked = 0;
    for (code, files) in FILES {
        let glossary = files
            .iter()
            .find(|(area, _)| *area == "glossary")
            .map(|(_, t)| *t)
            .unwrap_or_default();
        let not = rivals(glossary);
        checked += not.len();
        for (id, said) in messages(&files[..]) {
            for w in words(&said.text) {
                if not.contains(&w) {
                    found.push(format!("{code} {id}: \"{w}\""));
                }
            }
        }
    }
    assert!(
        checked >= 8,
        "the glossaries name their rival words ({checked})"
    );
    assert!(found.is_empty(), "words ruled out:\n{}", found.join("\n"));
}

#[test]
fn the_messages_that_name_an_idea_say_it_through_the_glossarys_term() {
    let mut missing = vec![];
    for (code, files) in FILES {
        let all = messages(&files[..]);
        for (term, users) in TERM_USERS {
            for id in users {
                // A rules page names it in a paragraph (an attribute).
                let says = all
                    .iter()
                    .filter(|(k, _)| *k == id || k.starts_with(&format!("{id}.")))
                    .any(|(_, s)| s.terms.contains(term));
                if !says {
                    missing.push(format!("{code} {id}: not through -{term}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// Whether a message's words read as words in English: two or more outside parentheses
/// (a key's name in parentheses, "Menu (Esc)", is the key's).
fn has_words(text: &str) -> bool {
    let mut depth = 0;
    let outside: String = text
        .chars()
        .filter(|c| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            depth == 0 && *c != ')'
        })
        .collect();
    outside
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .count()
        >= 2
}

#[test]
fn no_message_of_another_language_is_still_the_english_one() {
    // The Italian "standard input: …" was the English message itself.
    let english = messages(&FILES[0].1);
    assert_eq!(FILES[0].0, "en");
    let mut same = vec![];
    for (code, files) in FILES.iter().skip(1) {
        for (id, said) in messages(files) {
            let Some(en) = english.get(&id) else {
                continue;
            };
            let norm = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
            if norm(&said.text) == norm(&en.text) && has_words(&en.text) {
                same.push(format!("{code} {id}: {:?}", norm(&said.text)));
            }
        }
    }
    assert!(same.is_empty(), "still English:\n{}", same.join("\n"));
}

#[test]
fn the_word_checks_find_what_they_look_for() {
    assert_eq!(
        words("Tipps (H) und --levels, Zugkarte."),
        ["tipps", "h", "und", "--levels", "zugkarte"]
    );
    assert!(rivals("# Not: Zugkarte, Zugkarten\n-move-map = Zugzahlen").contains("zugkarten"));
    assert!(has_words("standard input: "));
    assert!(!has_words("Menu (Esc)"));
    assert!(!has_words("Yalta"));
}
