//! A family's own rule sets as files (issue 32): read from JSON with one typed error
//! that names the field, saved under their names in the data directory
//! (`rule-sets/<name>.json`), listed and deleted. Files only through
//! [`crate::platform`]; the words of every error are in `assets/i18n/<lang>/lab.ftl`
//! (`words::say`; `rule_sets/words.rs`). The format: `docs/rule-sets.md`.
//!
//! ```
//! use base::rule_sets;
//! let rules = rule_sets::from_json(
//!     r#"{"name": "Nur Springer", "base": "small", "roles": ["knight"], "tries": 2}"#,
//!     "example",
//! )
//! .unwrap();
//! assert_eq!(rules.variant().id, "Nur Springer");
//! let err = rule_sets::from_json(r#"{"name": "x", "base": "small", "tries": "two"}"#, "bad")
//!     .unwrap_err();
//! assert!(matches!(
//!     err.kind,
//!     rule_sets::RuleFileErrorKind::BadValue { field: track::rule_set::RuleField::Tries, .. }
//! ));
//! ```

use crate::platform;
use std::path::{Path, PathBuf};
use track::cards::CardSet;
use track::rule_set::RuleField;
use track::{RuleSet, RuleSetProblem};

mod words;

/// The folder of the saved rule sets in the data directory.
pub const DIR: &str = "rule-sets";

/// What is wrong with a rule file.
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "lab-file-")]
pub enum RuleFileErrorKind {
    /// There is no such file.
    Missing,
    /// The file could not be read (the system's reason).
    #[say(args(error))]
    Unreadable(String),
    /// The file could not be written or removed (the system's reason).
    #[say(args(error))]
    Unwritable(String),
    /// The text is not JSON, or stops in the middle.
    NotJson {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// JSON, but not an object with a rule set's fields.
    #[say(id = "lab-file-not-rules")]
    NotARuleSet,
    /// A field a rule set does not have (a typing mistake, most often).
    UnknownField {
        /// The field as written.
        #[say(quoted)]
        field: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A field that must be there (`name`, `base`) is not.
    #[say(with = words::kind)]
    MissingField(#[say(sample = RuleField::Tries)] RuleField),
    /// A field written twice (which of the two values was meant cannot be told).
    #[say(with = words::kind)]
    FieldTwice {
        /// The field.
        #[say(sample = RuleField::Tries)]
        field: RuleField,
        /// 1-based line (of the second one, as serde counts).
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// A field whose value does not fit it (an unknown piece, a face, a word for a
    /// number).
    #[say(with = words::kind)]
    BadValue {
        /// The field.
        #[say(sample = RuleField::Tries)]
        field: RuleField,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde's explanation, for programmers (the words say what the field needs).
        detail: String,
    },
    /// The rules can make no game: the reason.
    #[say(with = words::kind)]
    Problem(#[say(sample = RuleSetProblem::NoBringIn)] RuleSetProblem),
    /// Another rule set is saved in the file this one's name would be saved in (names
    /// that differ only by spaces and underscores, by characters a file name cannot
    /// hold, or by capitals): its name. Nothing is written.
    #[say(args(name))]
    NameTaken(#[say(quoted)] String),
}

/// A rule file's error: the file and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleFileError {
    /// The file's path (or the name given to [`from_json`]).
    pub file: String,
    /// What is wrong.
    pub kind: RuleFileErrorKind,
}

/// Reads and checks a rule file against the embedded deck.
///
/// # Errors
/// A [`RuleFileError`]: the file is missing or unreadable, is no JSON, names an unknown
/// field, misses one, has a value that does not fit a field, or makes no game.
pub fn read(path: &Path) -> Result<RuleSet, RuleFileError> {
    read_with_deck(path, &CardSet::default_deck())
}

/// Reads and checks a rule file against a deck of one's own (`--cards DIR`).
///
/// # Errors
/// As [`read`].
pub fn read_with_deck(path: &Path, base_deck: &CardSet) -> Result<RuleSet, RuleFileError> {
    let file = path.display().to_string();
    let text = platform::read_text(path).map_err(|e| RuleFileError {
        file: file.clone(),
        kind: if e.kind() == std::io::ErrorKind::NotFound {
            RuleFileErrorKind::Missing
        } else {
            RuleFileErrorKind::Unreadable(e.to_string())
        },
    })?;
    from_json_with_deck(&text, &file, base_deck)
}

/// Parses and checks a rule set given as JSON against the embedded deck; `name` names
/// it in errors.
///
/// # Errors
/// As [`read`], without the file's own errors.
pub fn from_json(text: &str, name: &str) -> Result<RuleSet, RuleFileError> {
    from_json_with_deck(text, name, &CardSet::default_deck())
}

/// Parses and checks a rule set given as JSON against a deck of one's own.
///
/// # Errors
/// As [`from_json`].
pub fn from_json_with_deck(
    text: &str,
    name: &str,
    base_deck: &CardSet,
) -> Result<RuleSet, RuleFileError> {
    let err = |kind| RuleFileError {
        file: name.to_string(),
        kind,
    };
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = crate::platform::strip_byte_order_mark(text);
    let rules: RuleSet = serde_json::from_str(text).map_err(|e| err(kind_of(text, &e)))?;
    rules
        .check(base_deck)
        .map_err(|p| err(RuleFileErrorKind::Problem(p)))?;
    Ok(rules)
}

/// The rule set as JSON, one field a line, as it is saved.
pub fn to_json(rules: &RuleSet) -> String {
    serde_json::to_string_pretty(rules).expect("a rule set serializes") + "\n"
}

/// Where a rule set of this name is saved: `DATA_DIR/rule-sets/NAME.json`, every
/// character but letters, digits, `-` and `_` turned into `_`, so that a name never
/// leaves the folder.
pub fn path_of(data_dir: &Path, name: &str) -> PathBuf {
    let mut clean: String = name
        .trim()
        .chars()
        .take(track::rule_set::MAX_NAME)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if clean.is_empty() {
        clean = "rules".into();
    }
    data_dir.join(DIR).join(format!("{clean}.json"))
}

/// Checks a rule set against the embedded deck and saves it under its name (the rule
/// set of the same name saved before is replaced). Returns where it was written.
///
/// # Errors
/// [`RuleFileErrorKind::Problem`] for rules that make no game;
/// [`RuleFileErrorKind::NameTaken`] when another rule set is saved in its file (or in
/// one whose name differs only by capitals, which is the same file on some systems):
/// nothing is written then; [`RuleFileErrorKind::Unwritable`].
pub fn save(data_dir: &Path, rules: &RuleSet) -> Result<PathBuf, RuleFileError> {
    let path = path_of(data_dir, &rules.name);
    let err = |kind| RuleFileError {
        file: path.display().to_string(),
        kind,
    };
    rules
        .check(&CardSet::default_deck())
        .map_err(|p| err(RuleFileErrorKind::Problem(p)))?;
    if let Some(other) = saved_in_same_file(&path, &rules.name) {
        return Err(err(RuleFileErrorKind::NameTaken(other)));
    }
    platform::write_atomic(&path, to_json(rules).as_bytes())
        .map_err(|e| err(RuleFileErrorKind::Unwritable(e.to_string())))?;
    Ok(path)
}

/// The name of another rule set saved in the file at `path`, or in a file of its folder
/// whose name differs from it only by capitals; `None` when there is none, or only
/// the rule set called `name` itself. A file that is no rule set with a name is not
/// one (it is said where the rule sets are listed).
fn saved_in_same_file(path: &Path, name: &str) -> Option<String> {
    let stem = path.file_stem()?.to_string_lossy().to_lowercase();
    let dir = path.parent()?;
    let files = platform::read_dir_each(dir, "json").ok()?;
    files.into_iter().find_map(|(file, text)| {
        let file_stem = Path::new(&file)
            .file_stem()?
            .to_string_lossy()
            .to_lowercase();
        if file_stem != stem {
            return None;
        }
        let value: serde_json::Value = serde_json::from_str(&text.ok()?).ok()?;
        let saved = value.get("name")?.as_str()?;
        (saved != name).then(|| saved.to_string())
    })
}

/// Every saved rule set, sorted by name, and an error for each file of the folder that
/// could not be read or makes no game (those are skipped). No folder: none.
pub fn list(data_dir: &Path) -> (Vec<RuleSet>, Vec<RuleFileError>) {
    let dir = data_dir.join(DIR);
    let files = match platform::read_dir_each(&dir, "json") {
        Ok(files) => files,
        Err(e) => {
            let error = RuleFileError {
                file: dir.display().to_string(),
                kind: RuleFileErrorKind::Unreadable(e.to_string()),
            };
            return (vec![], vec![error]);
        }
    };
    let (mut found, mut errors) = (vec![], vec![]);
    for (file, text) in files {
        let read = text
            .map_err(|e| RuleFileError {
                file: file.clone(),
                kind: RuleFileErrorKind::Unreadable(e.to_string()),
            })
            .and_then(|text| from_json(&text, &file));
        match read {
            Ok(rules) => found.push(rules),
            Err(e) => errors.push(e),
        }
    }
    crate::order::sort_by(&mut found, |a: &RuleSet, b: &RuleSet| {
        (a.name.to_lowercase(), &a.name).cmp(&(b.name.to_lowercase(), &b.name))
    });
    (found, errors)
}

/// Deletes the saved rule set of this name.
///
/// # Errors
/// [`RuleFileErrorKind::Missing`] when there is none; [`RuleFileErrorKind::Unwritable`].
pub fn delete(data_dir: &Path, name: &str) -> Result<(), RuleFileError> {
    let path = path_of(data_dir, name);
    platform::remove_file(&path).map_err(|e| RuleFileError {
        file: path.display().to_string(),
        kind: if e.kind() == std::io::ErrorKind::NotFound {
            RuleFileErrorKind::Missing
        } else {
            RuleFileErrorKind::Unwritable(e.to_string())
        },
    })
}

/// What a serde error says about a rule file: where it is not JSON, or which field is
/// wrong.
fn kind_of(text: &str, e: &serde_json::Error) -> RuleFileErrorKind {
    use serde_json::error::Category;
    let (line, column) = (e.line(), e.column());
    if matches!(
        e.classify(),
        Category::Syntax | Category::Eof | Category::Io
    ) {
        return RuleFileErrorKind::NotJson { line, column };
    }
    let message = e.to_string();
    let named = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_string)
    };
    if let Some(field) = named("unknown field `") {
        return RuleFileErrorKind::UnknownField {
            field,
            line,
            column,
        };
    }
    if let Some(field) = named("missing field `").and_then(|f| RuleField::from_name(&f)) {
        return RuleFileErrorKind::MissingField(field);
    }
    if let Some(field) = named("duplicate field `").and_then(|f| RuleField::from_name(&f)) {
        return RuleFileErrorKind::FieldTwice {
            field,
            line,
            column,
        };
    }
    match field_at(text, line, column) {
        Some(field) => RuleFileErrorKind::BadValue {
            field,
            line,
            column,
            detail: message,
        },
        None => RuleFileErrorKind::NotARuleSet,
    }
}

/// The top-level field whose value holds a position (1-based line and byte column, as
/// serde counts them): the last key of the outer object that begins before it.
fn field_at(text: &str, line: usize, column: usize) -> Option<RuleField> {
    let (mut l, mut c) = (1, 0);
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut key_start: Option<(usize, usize, usize)> = None;
    let mut last_string: Option<(String, usize, usize)> = None;
    let mut found = None;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            l += 1;
            c = 0;
        } else {
            c += 1;
        }
        if (l, c) > (line, column) {
            break;
        }
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => {
                    in_string = false;
                    if let Some((start, sl, sc)) = key_start.take() {
                        last_string = Some((text[start..i].to_string(), sl, sc));
                    }
                }
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => {
                in_string = true;
                key_start = (depth == 1).then_some((i + 1, l, c));
            }
            b':' if depth == 1 => {
                if let Some((name, _, _)) = last_string.take() {
                    found = RuleField::from_name(&name);
                }
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' => depth = depth.saturating_sub(1),
            b',' => last_string = None,
            _ if b.is_ascii_whitespace() => {}
            _ => {}
        }
    }
    found
}
