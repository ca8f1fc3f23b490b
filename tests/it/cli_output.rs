//! The command line's output to a reader that goes away (`… | head -1`): the rest is
//! dropped quietly, with exit code 0, never a panic ("failed printing to stdout").

use std::process::{Command, Stdio};
use yalta::position::{Position, RedQueen};

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
}

/// Runs the game with the read end of its standard output closed before it writes.
fn with_closed_stdout(args: &[&str], stdin: Option<&str>) -> (Option<i32>, String) {
    let mut child = game()
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // No reader any more: every write to standard output fails with a broken pipe.
    drop(child.stdout.take());
    if let (Some(text), Some(mut input)) = (stdin, child.stdin.take()) {
        use std::io::Write;
        input.write_all(text.as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn output_to_a_closed_pipe_ends_quietly() {
    let start = Position::start(RedQueen::Light).to_yfen();
    let positions = format!("{start}\n{start}\n");
    let cases: &[(&[&str], Option<&str>)] = &[
        (&["simulate", "--games", "20", "--seed", "3"], None),
        (&["simulate", "--games", "20", "--json"], None),
        (&["cards"], None),
        (&["lessons"], None),
        (
            &["tournament", "--levels", "greedy,easy", "--games", "4"],
            None,
        ),
        (&["yalta-perft", "start", "2"], None),
        (&["yalta-moves"], Some(positions.as_str())),
    ];
    for (args, stdin) in cases {
        let (code, err) = with_closed_stdout(args, *stdin);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(code, Some(0), "{args:?}: {err}");
    }
}

#[test]
fn a_file_is_written_only_into_a_folder_that_exists() {
    let missing = std::env::temp_dir().join(format!("ssl-no-such-{}", std::process::id()));
    let target = missing.join("deeper").join("game.json");
    let out = game()
        .args(["simulate", "--games", "1", "--seed", "3", "--save"])
        .arg(&target)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("does not exist"), "{err}");
    assert!(!missing.exists(), "no folder was made");
}
