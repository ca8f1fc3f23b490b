//! The headless chess commands: perft counts, a bad FEN or PGN is one message with exit
//! code 2, self-play prints its figures.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-chess-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn chess_perft_prints_the_published_count() {
    let out = run(&["chess-perft", "start", "3"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("perft(3) = 8902"));
}

#[test]
fn a_bad_fen_is_one_message_and_exit_code_2() {
    let out = run(&["chess-perft", "rnbqkbnr/pppppppp w KQkq - 0 1", "2"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: bad FEN 'rnbqkbnr/pppppppp w KQkq - 0 1'"),
        "{err}"
    );
    assert!(!err.contains("panicked"));
}

#[test]
fn a_bad_pgn_names_the_file_the_line_and_the_move() {
    let path = temp_file(
        "bad.pgn",
        "[Event \"x\"]\n\n1. e4 e5\n2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf8# 1-0\n",
    );
    let out = run(&["chess-pgn", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.pgn:4: move 4. Qxf8# is not a legal move here"),
        "{err}"
    );
}

#[test]
fn a_good_pgn_is_printed_in_figurine_notation() {
    let path = temp_file("mate.pgn", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
    let out = run(&["chess-pgn", path.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("4. ♕xf7#") && text.contains("1-0 (checkmate)"),
        "{text}"
    );
}

#[test]
fn chess_selfplay_json_has_the_levels_and_the_games() {
    let out = run(&[
        "chess-selfplay",
        "--games",
        "2",
        "--levels",
        "easy,easy",
        "--budget",
        "50",
        "--seed",
        "4",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["games"], 2);
    assert_eq!(v["levels"][0]["level"], "easy");
}

#[test]
fn an_unknown_level_is_exit_code_2() {
    let out = run(&["chess-selfplay", "--levels", "hard,grandmaster"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("grandmaster"));
}

#[test]
fn a_file_of_several_games_is_listed_and_one_is_chosen() {
    let path = temp_file(
        "two.pgn",
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 0-1\n",
    );
    let file = path.to_str().unwrap();
    let listed = run(&["chess-pgn", file]);
    assert_eq!(listed.status.code(), Some(2));
    let err = String::from_utf8_lossy(&listed.stderr);
    assert!(
        err.contains("2 games") && err.contains("2. C – D, 0-1"),
        "{err}"
    );
    let chosen = run(&["chess-pgn", file, "--game", "2"]);
    assert!(chosen.status.success());
    assert!(String::from_utf8_lossy(&chosen.stdout).contains("1. d4 d5"));
    let missing = run(&["chess-pgn", file, "--game", "3"]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn the_kings_side_by_side_are_refused_everywhere() {
    let fen = "8/8/8/3kK3/8/8/8/7R w - - 0 1";
    let perft = run(&["chess-perft", fen, "3"]);
    assert_eq!(perft.status.code(), Some(2));
    let pgn = temp_file(
        "adjacent.pgn",
        &format!("[FEN \"{fen}\"]\n[SetUp \"1\"]\n\n1. Kxd5 *\n"),
    );
    let read = run(&["chess-pgn", pgn.to_str().unwrap()]);
    assert_eq!(read.status.code(), Some(2));
    let err = String::from_utf8_lossy(&read.stderr);
    assert!(err.contains("side by side"), "{err}");
    let window = run(&["--game", "chess", "--fen", fen]);
    assert_eq!(
        window.status.code(),
        Some(2),
        "refused before a window opens"
    );
}
