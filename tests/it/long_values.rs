//! A long value in a file (issue 50): a 10,000-character field, card, move or line in a
//! rule set, a deck, a PGN or a board is quoted as a short excerpt on the command line,
//! and the message around it is said whole, its end included.

use crate::rule_files::Folder;
use std::process::Command;

/// 10,000 characters without a space.
fn long() -> String {
    "ab".repeat(5_000)
}

/// The game's command line in English: exit code and error output.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(["--lang", "en"])
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_long_value_in_a_file_is_quoted_short_and_the_message_said_to_its_end() {
    let dir = Folder::new("long-values");
    let v = long();
    let rules_field = dir.file(
        "field.json",
        format!(r#"{{"name": "a", "base": "small", "{v}": 1}}"#),
    );
    let rules_card = dir.file(
        "card.json",
        format!(r#"{{"name": "a", "base": "small", "deck": {{"{v}": 1}}}}"#),
    );
    let pgn = dir.file("game.pgn", format!("[Event \"a\"]\n\n1. {v} *\n"));
    let board = dir.file("board.txt", format!("line {v}\n"));
    let deck = dir.file(
        "deck/a.json",
        format!(r#"[{{"id": "a", "count": 1, "text": {{"en": "hi"}}, "{v}": 1}}]"#),
    );
    let (field, card, pgn, board) = (
        rules_field.to_str().unwrap(),
        rules_card.to_str().unwrap(),
        pgn.to_str().unwrap(),
        board.to_str().unwrap(),
    );
    let deck_dir = deck.parent().unwrap().to_str().unwrap();
    let cases: [(&[&str], &str); 5] = [
        (&["lab", "--rules", field, "--games", "1"], "”."),
        (&["lab", "--rules", card, "--games", "1"], "”."),
        (&["chess-pgn", pgn], "is not a legal move here"),
        (&["cards", "--board", board], "or 'line S y=Y x=X0..X1'"),
        (&["cards", "--cards", deck_dir], "column 10049"),
    ];
    for (args, end) in cases {
        let (code, err) = run(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        let first = err.lines().next().unwrap_or_default();
        assert!(first.ends_with(end), "{args:?}: {err}");
        assert!(
            first.contains("abab") && first.contains('…'),
            "{args:?}: {err}"
        );
        assert!(!err.contains(&v[..62]), "{args:?}: {err}");
        assert!(err.len() < 600, "{args:?}: {} bytes", err.len());
    }
}
