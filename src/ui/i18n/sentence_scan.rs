//! No Rust source outside the translation loader holds a sentence for a user: every
//! string literal of the app and the rules crates is read, and one with three words in
//! a row is a sentence that belongs in `assets/i18n/`. Nor does the app's code put
//! punctuation around a text (`"{}: {}"`): French writes a space before `:`, `;`, `!`
//! and `?`, so where a text goes with its label, a language's message says how.

use crate::platform;
use std::path::{Path, PathBuf};

/// Folders whose sources are not read, and why.
const NOT_READ: [(&str, &str); 7] = [
    // The loader, the message names and their tests: the words' own home.
    ("src/ui/i18n", "the translation loader"),
    ("crates/shell/src/i18n", "the translation loader"),
    ("crates/words", "the translation loader"),
    // The derive's messages are compile errors, for programmers.
    ("crates/words_derive", "the derive's compile errors"),
    // Benchmark reports for the figures of docs/performance.md (`simulate`, `tournament`,
    // `chess-selfplay`, `yalta-selfplay`): tables for developers, like `cargo bench`.
    ("crates/arena", "developers' benchmark reports"),
    ("crates/bench", "developers' benchmark reports"),
    // `chess-uci`'s protocol lines (`id name …`, `option name Skill type combo …`): the
    // Universal Chess Interface's own words, read by chess programs, in no language of
    // ours (its `info string` messages are said from assets/i18n like every text).
    (
        "src/cli/uci.rs",
        "the UCI protocol's words, for chess programs",
    ),
];

/// The crates of the app beside `src/`: the base floor, the drawing kit, the shell.
const APP_CRATES: [&str; 3] = ["base", "paint", "shell"];

/// Every `.rs` file under `dir`, but test files (`tests*.rs`, `*_tests.rs`) and tests
/// folders.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(names) = platform::list_dir(dir) else {
        return;
    };
    for name in names {
        let path = dir.join(&name);
        let test_file = name.starts_with("tests") || name.ends_with("_tests.rs");
        if name == "tests" || test_file && name.ends_with(".rs") {
            continue;
        }
        if platform::is_dir(&path) {
            sources(&path, out);
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
}

/// The code of a source without its tests (a `#[cfg(test)]` module written in it, at
/// its end; a test module in a file of its own, `#[cfg(test)] mod x;`, is no end).
fn code_of(source: &str) -> &str {
    let mut from = 0;
    while let Some(i) = source[from..].find("#[cfg(test)]").map(|i| from + i) {
        let next = source[i..].lines().nth(1).unwrap_or("").trim();
        if next.starts_with("mod ") && next.ends_with('{') {
            return &source[..i];
        }
        from = i + 1;
    }
    source
}

/// Whether a line is for programmers: a comment, an attribute, a message of a check
/// that cannot fail on any input (`expect`, `panic!`, `unreachable!`, `assert!`), or
/// of the build (`compile_error!`).
fn for_programmers(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("//")
        || t.starts_with("#[")
        || [
            "expect(",
            "panic!(",
            "unreachable!(",
            "assert",
            "compile_error!(",
        ]
        .iter()
        .any(|p| line.contains(p))
}

/// The string literals of a line (escaped quotes kept inside).
fn literals(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = line.chars().peekable();
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        // A char literal '"' is no string.
        if c == '"' && prev != '\'' {
            let mut lit = String::new();
            while let Some(d) = chars.next() {
                match d {
                    '\\' => {
                        if let Some(e) = chars.next() {
                            lit.push(d);
                            lit.push(e);
                        }
                    }
                    '"' => break,
                    _ => lit.push(d),
                }
            }
            found.push(lit);
        }
        prev = c;
    }
    found
}

/// Whether a literal reads as a sentence: three words in a row, each of two letters or
/// more (format placeholders, paths, ids and single words are not).
fn is_sentence(literal: &str) -> bool {
    let mut run = 0;
    for token in literal.split([' ', '\n']) {
        let word = token.trim_end_matches([',', ':', ';', '.', '?', '!']);
        let is_word =
            word.chars().count() >= 2 && word.chars().all(|c| c.is_alphabetic() || c == '\'');
        run = if is_word { run + 1 } else { 0 };
        if run >= 3 {
            return true;
        }
    }
    false
}

/// The app's formats that put `:` after a value for a reason other than language, each
/// with its reason: (file, the literal).
const PUNCTUATION_KEPT: [(&str, &str, &str); 2] = [
    (
        "src/cli/chess.rs",
        "{mv}: {n}",
        "perft's divide lines as every chess engine prints them, for scripts to compare",
    ),
    (
        "crates/shell/src/window.rs",
        "{WEB_FONT_FILE}: {e}",
        "the browser console's detail of a font file that did not come, for developers",
    ),
];

/// Whether a format literal puts `:`, `;`, `!` or `?` right after or before a value
/// (`{}: {}`, `{name}!`, `Seed: {}`); a JSON key's colon (`\"seed\": {}`) is data.
fn glues_punctuation(literal: &str) -> bool {
    let chars: Vec<char> = literal.chars().collect();
    chars.iter().enumerate().any(|(i, c)| {
        if !matches!(c, ':' | ';' | '!' | '?') {
            return false;
        }
        let after_value = i > 0 && chars[i - 1] == '}' && !(i > 1 && chars[i - 2] == '}');
        let rest: String = chars[i + 1..].iter().collect();
        let rest = rest.trim_start();
        let before_value = rest.starts_with('{') && !rest.starts_with("{{");
        let json_key = i > 0 && chars[i - 1] == '"';
        (after_value || before_value) && !json_key
    })
}

#[test]
fn no_app_source_puts_punctuation_around_a_text() {
    // "pioche une carte: Relance le dé" was glued in messages.rs, where French wants
    // "pioche une carte : …".
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    // The window's crates are the app's too (the rules crates' `Display` is for
    // programmers; their words are the app's).
    for krate in APP_CRATES {
        sources(&root.join("crates").join(krate).join("src"), &mut files);
    }
    let skipped = |p: &Path| {
        NOT_READ
            .iter()
            .any(|(dir, _)| p.starts_with(root.join(dir)))
    };
    let mut glued = Vec::new();
    let mut kept = 0;
    for path in files.iter().filter(|p| !skipped(p)) {
        let source = platform::read_text(path).expect("a source is readable");
        let shown = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        for (n, line) in code_of(&source).lines().enumerate() {
            if for_programmers(line) {
                continue;
            }
            for lit in literals(line).into_iter().filter(|l| l.contains('{')) {
                if !glues_punctuation(&lit) {
                    continue;
                }
                if PUNCTUATION_KEPT
                    .iter()
                    .any(|(file, kept, _)| shown == *file && lit == *kept)
                {
                    kept += 1;
                    continue;
                }
                glued.push(format!("{shown}:{}: \"{lit}\"", n + 1));
            }
        }
    }
    assert_eq!(
        kept,
        PUNCTUATION_KEPT.len(),
        "every kept format is still there"
    );
    assert!(
        glued.is_empty(),
        "punctuation around a text in Rust (say it with a message, e.g. Msg::Labelled):\n{}",
        glued.join("\n")
    );
}

#[test]
fn the_punctuation_scan_finds_a_glued_colon_and_passes_data() {
    assert!(glues_punctuation("{}: {}"));
    assert!(glues_punctuation("{name}!"));
    assert!(glues_punctuation("Seed: {}"));
    assert!(!glues_punctuation("{} · {}"));
    assert!(!glues_punctuation("{} → {}"));
    assert!(!glues_punctuation(r#"  \"seed\": {},\n"#));
    assert!(!glues_punctuation("{{}}: literal braces"));
    let source = "fn a() {}\n#[cfg(test)]\nmod font;\nfn b() {}\n#[cfg(test)]\nmod tests {\n}\n";
    assert_eq!(
        code_of(source),
        "fn a() {}\n#[cfg(test)]\nmod font;\nfn b() {}\n"
    );
}

#[test]
fn no_rust_source_outside_the_translation_loader_holds_a_sentence() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    for krate in platform::list_dir(&root.join("crates")).expect("crates/") {
        sources(&root.join("crates").join(krate).join("src"), &mut files);
    }
    let skipped = |p: &Path| {
        NOT_READ
            .iter()
            .any(|(dir, _)| p.starts_with(root.join(dir)))
    };
    let mut sentences = Vec::new();
    let mut read = 0;
    for path in files.iter().filter(|p| !skipped(p)) {
        let source = platform::read_text(path).expect("a source is readable");
        read += 1;
        for (n, line) in code_of(&source).lines().enumerate() {
            if for_programmers(line) {
                continue;
            }
            for lit in literals(line).into_iter().filter(|l| is_sentence(l)) {
                let shown = path.strip_prefix(root).unwrap_or(path).display();
                sentences.push(format!("{shown}:{}: \"{lit}\"", n + 1));
            }
        }
    }
    assert!(read > 100, "the sources are found ({read})");
    assert!(
        sentences.is_empty(),
        "sentences outside assets/i18n ({}):\n{}",
        sentences.len(),
        sentences.join("\n")
    );
}

#[test]
fn the_sentence_scan_finds_a_sentence_and_passes_ids_and_formats() {
    assert!(is_sentence("the board has no seat"));
    assert!(is_sentence("{path}: cannot read it: {error}"));
    assert!(!is_sentence("school-hint-goal"));
    assert!(!is_sentence("{}: {} → {}"));
    assert!(!is_sentence("assets/board-classic.txt"));
    assert_eq!(
        literals(r#"let a = format!("x \"y\" z", '"', "b");"#),
        vec![r#"x \"y\" z"#.to_string(), "b".to_string()]
    );
    assert!(for_programmers(
        "    .expect(\"the embedded variants are valid\")"
    ));
    assert!(!for_programmers(
        "    Err(format!(\"the board has no {s}\"))"
    ));
}
