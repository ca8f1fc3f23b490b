//! The translation files against each other and against the Rust code: every language
//! says every message, with the same values; every term and message a file names
//! exists; the glossaries' chess words are the seeds'; every named message is said
//! without an error; and the names in `keys/` are ids and keys, never sentences.

use crate::ui::i18n::chess_words::{word, Language, Word};
use crate::ui::i18n::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use track::pieces::{Role, Seat};
use words::{try_format, Args, FILES};

/// What one message of a file uses.
#[derive(Default, Debug)]
struct Uses {
    /// Its attributes' names, in order.
    attributes: Vec<String>,
    /// The variables it names itself.
    variables: BTreeSet<String>,
    /// The messages it names.
    messages: BTreeSet<String>,
    /// The terms it names.
    terms: BTreeSet<String>,
    /// The functions it calls.
    functions: BTreeSet<String>,
    /// The keys its selects on a variable offer (not numbers or plural categories).
    keys: BTreeSet<(String, String)>,
}

/// One language's files, read with the Fluent parser.
#[derive(Default, Debug)]
struct Language_ {
    messages: BTreeMap<String, Uses>,
    /// The terms, and what their patterns name (terms, functions).
    terms: BTreeMap<String, Uses>,
}

const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn pattern(p: &ast::Pattern<&str>, uses: &mut Uses) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_(expression, uses);
        }
    }
}

fn expression_(e: &ast::Expression<&str>, uses: &mut Uses) {
    match e {
        ast::Expression::Inline(i) => inline(i, uses),
        ast::Expression::Select { selector, variants } => {
            inline(selector, uses);
            for v in variants {
                if let (
                    ast::InlineExpression::VariableReference { id },
                    ast::VariantKey::Identifier { name },
                ) = (selector, &v.key)
                {
                    if !PLURAL_CATEGORIES.contains(name) {
                        uses.keys.insert((id.name.to_string(), name.to_string()));
                    }
                }
                pattern(&v.value, uses);
            }
        }
    }
}

fn inline(i: &ast::InlineExpression<&str>, uses: &mut Uses) {
    use ast::InlineExpression::*;
    match i {
        StringLiteral { .. } | NumberLiteral { .. } => {}
        FunctionReference { id, arguments } => {
            uses.functions.insert(id.name.to_string());
            call(arguments, uses);
        }
        MessageReference { id, .. } => {
            uses.messages.insert(id.name.to_string());
        }
        TermReference { id, arguments, .. } => {
            uses.terms.insert(id.name.to_string());
            if let Some(a) = arguments {
                call(a, uses);
            }
        }
        VariableReference { id } => {
            uses.variables.insert(id.name.to_string());
        }
        Placeable { expression } => expression_(expression, uses),
    }
}

fn call(a: &ast::CallArguments<&str>, uses: &mut Uses) {
    for p in &a.positional {
        inline(p, uses);
    }
    for n in &a.named {
        inline(&n.value, uses);
    }
}

/// A language's files, parsed; a file that does not parse fails the test.
fn read(code: &str, files: &[(&str, &'static str)]) -> Language_ {
    let mut lang = Language_::default();
    for (area, text) in files {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, e)| panic!("{code}/{area}.ftl does not parse: {e:?}"));
        for entry in resource.body {
            let (id, value, attributes, map) = match &entry {
                ast::Entry::Message(m) => (m.id.name, m.value.as_ref(), &m.attributes, 0),
                ast::Entry::Term(t) => (t.id.name, Some(&t.value), &t.attributes, 1),
                ast::Entry::Junk { content } => panic!("{code}/{area}.ftl: junk {content:?}"),
                _ => continue,
            };
            let mut uses = Uses::default();
            if let Some(v) = value {
                pattern(v, &mut uses);
            }
            for a in attributes {
                uses.attributes.push(a.id.name.to_string());
                pattern(&a.value, &mut uses);
            }
            let map = if map == 0 {
                &mut lang.messages
            } else {
                &mut lang.terms
            };
            assert!(
                map.insert(id.to_string(), uses).is_none(),
                "{code}/{area}.ftl: {id} twice"
            );
        }
    }
    lang
}

/// The variables a message needs, its own and those of the messages it names, and the
/// keys of their selects.
fn needs(lang: &Language_, id: &str) -> (BTreeSet<String>, BTreeSet<(String, String)>) {
    let (mut vars, mut keys) = (BTreeSet::new(), BTreeSet::new());
    let mut todo = vec![id.to_string()];
    let mut seen = BTreeSet::new();
    while let Some(m) = todo.pop() {
        if !seen.insert(m.clone()) {
            continue;
        }
        if let Some(u) = lang.messages.get(&m) {
            vars.extend(u.variables.iter().cloned());
            keys.extend(u.keys.iter().cloned());
            todo.extend(u.messages.iter().cloned());
        }
    }
    (vars, keys)
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let langs: Vec<(&str, Language_)> = FILES
        .iter()
        .map(|(code, files)| (*code, read(code, files)))
        .collect();
    let (_, english) = &langs[0];
    assert!(english.messages.len() > 100, "English is read");
    let english_keys: BTreeSet<(String, String)> = english
        .messages
        .keys()
        .flat_map(|m| needs(english, m).1)
        .collect();
    for (code, lang) in &langs {
        let ids = |l: &Language_| l.messages.keys().cloned().collect::<BTreeSet<_>>();
        let (have, want) = (ids(lang), ids(english));
        assert_eq!(
            have.symmetric_difference(&want).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "{code}: messages that English has and it lacks, or the other way round"
        );
        for (id, uses) in &lang.messages {
            let en = &english.messages[id];
            assert_eq!(uses.attributes, en.attributes, "{code}: {id}'s attributes");
            let (vars, keys) = needs(lang, id);
            assert_eq!(vars, needs(english, id).0, "{code}: {id}'s variables");
            for k in keys {
                assert!(
                    english_keys.contains(&k),
                    "{code}: {id} selects on ${} = {}, which the program never gives",
                    k.0,
                    k.1
                );
            }
        }
        // The glossary's terms: every language has English's, and every name is defined.
        for term in english.terms.keys() {
            assert!(lang.terms.contains_key(term), "{code}: no term -{term}");
        }
        for (id, uses) in lang.messages.iter().chain(&lang.terms) {
            for t in &uses.terms {
                assert!(lang.terms.contains_key(t), "{code}: {id} names -{t}");
            }
            for m in &uses.messages {
                assert!(lang.messages.contains_key(m), "{code}: {id} names {m}");
            }
            for f in &uses.functions {
                assert_eq!(f, "CAPITAL", "{code}: {id} calls {f}, which is not there");
            }
        }
    }
}

/// The glossary's key of a chess word.
fn word_key(w: Word) -> &'static str {
    match w {
        Word::King => "king",
        Word::Queen => "queen",
        Word::Rook => "rook",
        Word::Bishop => "bishop",
        Word::Knight => "knight",
        Word::Pawn => "pawn",
        Word::Check => "check",
        Word::Checkmate => "checkmate",
        Word::Stalemate => "stalemate",
        Word::Draw => "draw",
        Word::Castling => "castling",
        Word::EnPassant => "en-passant",
        Word::Promotion => "promotion",
    }
}

/// The chess words' language of a language code.
fn words_of(code: &str) -> Language {
    match code {
        "de" => Language::German,
        "en" => Language::English,
        "fr" => Language::French,
        "it" => Language::Italian,
        "no" => Language::Norwegian,
        "es" => Language::Spanish,
        "nl" => Language::Dutch,
        "pt" => Language::Portuguese,
        other => panic!("no chess words for {other}"),
    }
}

#[test]
fn the_glossaries_say_the_chess_words_of_the_seeds() {
    for (code, _) in FILES {
        for w in Word::ALL {
            let args = Args::new().text("word", word_key(w));
            assert_eq!(
                try_format(code, "chess-word", &args).as_deref(),
                Ok(word(w, words_of(code))),
                "{code}: {w:?}"
            );
        }
    }
}

#[test]
fn every_variant_house_rule_and_rules_page_is_said_without_an_error_in_every_language() {
    let mut keys: Vec<words::Key> = vec![];
    for id in ["small", "small-action", "large", "large-action", "own"] {
        let id: &'static str = Box::leak(format!("variant-{id}").into_boxed_str());
        keys.push((id, Args::new()));
        keys.push((
            Box::leak(format!("{id}.line").into_boxed_str()),
            Args::new(),
        ));
    }
    for rule in track::variant::HouseRule::ALL {
        let id = crate::said::house_rule(rule);
        keys.push((id, Args::new()));
        keys.push((
            Box::leak(format!("{id}.line").into_boxed_str()),
            Args::new(),
        ));
    }
    let books = crate::ui::shell::RulesBook::ALL.map(|b| b.page_ids());
    for page in books.concat() {
        keys.push((page, Args::new()));
    }
    for (code, _) in FILES {
        for (id, args) in &keys {
            let said = try_format(code, id, args);
            assert!(said.is_ok(), "{said:?}");
            // A setup's line may be empty, and so is "no die moves any piece".
            let may_be_empty = id.ends_with(".line") || *id == "track-movable-by-none";
            assert!(
                !said.unwrap_or_default().is_empty() || may_be_empty,
                "{code}: {id}"
            );
        }
        for page in books.concat() {
            let paragraphs = words::format_attributes(code, page, &Args::new());
            assert!(!paragraphs.is_empty(), "{code}: {page} has no paragraph");
        }
    }
}

#[test]
fn every_file_under_assets_i18n_is_embedded() {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n"));
    let mut on_disk = BTreeSet::new();
    for code in crate::platform::list_dir(dir).expect("assets/i18n") {
        let path = dir.join(&code);
        if !crate::platform::is_dir(&path) {
            continue;
        }
        for name in crate::platform::list_dir(&path).expect("a language's folder") {
            // The browser page's own words (its title, what to do when opened as a file),
            // which web/pack.py writes into the page: the game never says them.
            if name != "web-page.ftl" {
                on_disk.insert(format!("{code}/{name}"));
            }
        }
    }
    let embedded: BTreeSet<String> = FILES
        .iter()
        .flat_map(|(code, files)| {
            files
                .iter()
                .map(move |(area, _)| format!("{code}/{area}.ftl"))
        })
        .collect();
    assert_eq!(
        on_disk, embedded,
        "the words crate's FILES lists every file of assets/i18n/"
    );
}

#[test]
fn every_declined_input_is_said_without_an_error_in_at_most_90_characters_in_every_language() {
    let (mut checked, mut wrong) = (0, vec![]);
    for lang in Lang::ALL {
        for d in declines_by_every_piece() {
            let key = crate::ui::table::declines::said(lang, &d, &seat_name);
            wrong.extend(crate::said::reason_problem(lang, &key));
            checked += 1;
        }
    }
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 8 * 100, "only {checked} declined inputs");
}

/// Players' names; two end in a sibilant (English's possessive: "Klaus'").
fn seat_name(s: Seat) -> String {
    ["Anna", "Klaus", "Max", "Red"][s.index() % 4].to_string()
}

/// The window's declined inputs: the samples, each piece's, and numbers of one.
fn declines_by_every_piece() -> Vec<crate::ui::table::input::Declined> {
    use crate::ui::table::input::Declined as D;
    let mut all = vec![];
    for d in crate::ui::i18n::reason_samples::declines() {
        for role in Role::ALL {
            all.push(match &d {
                D::Piece { piece, why } => D::Piece {
                    piece: track::pieces::PieceId {
                        seat: piece.seat,
                        role,
                    },
                    why: why.clone(),
                },
                D::NotInGame { .. } => D::NotInGame { role },
                D::AlreadyChosen { .. } => D::AlreadyChosen { role },
                D::StandsHere { .. } => D::StandsHere { role },
                D::SeveralWays { walked, .. } => D::SeveralWays {
                    role,
                    walked: *walked,
                },
                D::NotFromHere { left, .. } => D::NotFromHere { role, left: *left },
                other if role == Role::Queen => other.clone(),
                _ => continue,
            });
        }
    }
    all.extend([
        D::SeveralWays {
            role: Role::Rook,
            walked: 1,
        },
        D::NotFromHere {
            role: Role::Queen,
            left: 1,
        },
    ]);
    all
}

/// French sets a space before `:` `;` `!` `?`. A variant or a line of a value that
/// begins with one loses its space (Fluent trims a pattern's leading blanks), so it must
/// begin with `{" "}`: "a besoin d’un + : plus d’essai", never "d’un +: plus".
#[test]
fn french_keeps_its_space_before_double_punctuation_at_the_start_of_a_variant() {
    let (_, files) = FILES
        .iter()
        .find(|(code, _)| *code == "fr")
        .expect("French");
    let mut bare = vec![];
    for (area, text) in files {
        for (n, line) in text.lines().enumerate() {
            let rest = line.trim_start();
            let rest = match rest.strip_prefix('*').unwrap_or(rest).strip_prefix('[') {
                Some(r) => r.split_once(']').map_or("", |(_, v)| v.trim_start()),
                None => rest,
            };
            if rest.starts_with([':', ';', '!', '?']) {
                bare.push(format!("fr/{area}.ftl:{}: {line}", n + 1));
            }
        }
    }
    assert!(bare.is_empty(), "{bare:#?}");
}
