//! The command line reads positions and games as chess programs write them (issue 57,
//! item 3; `scripts/compare_python_chess.py` checks the same against python-chess): the
//! counters past 100 and 65,535 in the final FEN, a check no move can give refused in
//! every language, and a PGN file whose broken game does not stop the others.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .expect("the binary runs")
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-as-programs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn the_final_fen_keeps_the_counters_past_100_and_65535() {
    let pgn = temp_file(
        "late.pgn",
        "[SetUp \"1\"]\n[FEN \"8/8/8/3k4/8/8/4K3/R7 b - - 114 65535\"]\n\n65535... Kd4 65536. Ra2 *\n",
    );
    let out = run(&["chess-pgn", pgn.to_str().unwrap(), "--lang", "en"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("65535… ♔d4") && text.contains("65536. ♖a2"),
        "{text}"
    );
    assert!(
        text.contains("final position: 8/8/8/8/3k4/8/R3K3/8 b - - 116 65536"),
        "{text}"
    );
}

#[test]
fn the_seventy_five_move_rule_ends_a_game_set_up_past_100() {
    let pgn = temp_file(
        "quiet.pgn",
        "[SetUp \"1\"]\n[FEN \"8/8/8/3k4/8/8/4K3/R7 w - - 149 80\"]\n\n80. Ra2 *\n",
    );
    let out = run(&["chess-pgn", pgn.to_str().unwrap(), "--lang", "en"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("1/2-1/2 (75-move rule)"), "{text}");
}

#[test]
fn two_checks_from_one_line_through_the_king_are_refused_in_every_language() {
    let fen = "4k3/8/8/8/8/8/3r1r2/3rKr2 w - - 0 1";
    let mut said = vec![];
    for lang in ["de", "en", "fr", "it", "no", "es", "nl", "pt"] {
        let out = run(&["chess-perft", fen, "1", "--lang", lang]);
        assert_eq!(out.status.code(), Some(2), "{lang}");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            !err.contains("checkers-in-line") && !err.contains("panicked"),
            "{err}"
        );
        said.push(err.lines().next().unwrap_or_default().to_string());
    }
    assert!(
        said[1].contains("no single move can give both checks"),
        "{}",
        said[1]
    );
    said.sort();
    said.dedup();
    assert_eq!(said.len(), 8, "each language its own words: {said:#?}");
}

const THREE_GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n\
    [White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Nf3 Nf6 3. Ke5 *\n\n\
    [White \"E\"]\n[Black \"F\"]\n\n1. c4 Nf6 2. Nc3 *\n";

#[test]
fn a_broken_game_in_a_pgn_file_is_named_and_the_others_are_read() {
    let path = temp_file("three.pgn", THREE_GAMES);
    let file = path.to_str().unwrap();
    let first = run(&["chess-pgn", file, "--game", "1", "--lang", "en"]);
    assert!(first.status.success());
    assert!(String::from_utf8_lossy(&first.stdout).contains("1. e4 e5"));
    let note = String::from_utf8_lossy(&first.stderr);
    assert!(
        note.contains("game 2 of the file cannot be read and is left out")
            && note.contains("three.pgn:9: move 3. Ke5 is not a legal move here"),
        "{note}"
    );
    let third = run(&["chess-pgn", file, "--game", "3", "--lang", "de"]);
    assert!(third.status.success());
    assert!(String::from_utf8_lossy(&third.stderr).contains("Partie 2 der Datei"));
    // The list offers the two that read, by their numbers in the file.
    let listed = run(&["chess-pgn", file, "--lang", "en"]);
    let err = String::from_utf8_lossy(&listed.stderr);
    assert!(
        err.contains("1. A – B") && err.contains("3. E – F"),
        "{err}"
    );
    assert!(!err.contains("2. C – D"), "{err}");
    // The broken one chosen: refused, named.
    let second = run(&["chess-pgn", file, "--game", "2", "--lang", "en"]);
    assert_eq!(second.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&second.stderr).contains("move 3. Ke5"));
    // The window's --pgn-game 1 gets past the file (and stops only for want of a display).
    let window = run(&[
        "--game",
        "chess",
        "--pgn",
        file,
        "--pgn-game",
        "1",
        "--lang",
        "en",
    ]);
    let err = String::from_utf8_lossy(&window.stderr);
    assert!(err.contains("game 2 of the file cannot be read"), "{err}");
    assert!(
        !err.contains("error: ") || err.contains("no display"),
        "{err}"
    );
}
