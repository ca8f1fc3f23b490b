//! The `explain` subcommand as a teacher uses it: a reason or a route for a saved
//! game, and one clear message with exit code 2 for bad arguments.

use std::process::Command;

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
}

fn saved_game(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("explain-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.json"));
    let out = game()
        .args([
            "simulate",
            "--games",
            "1",
            "--variant",
            "large",
            "--seed",
            "5",
            "--save",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    path
}

#[test]
fn explain_prints_a_reason_or_a_route() {
    let save = saved_game("reason");
    for lang in ["en", "de"] {
        let out = game()
            .args(["--lang", lang, "explain", "--load"])
            .arg(&save)
            .args([
                "--at", "200", "--piece", "queen", "--to", "5,16", "--pips", "3",
            ])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.trim().len() > 10, "{lang}: '{text}'");
    }
}

#[test]
fn explain_rejects_bad_arguments_with_exit_code_2() {
    let save = saved_game("bad");
    let cases: [&[&str]; 4] = [
        &["--piece", "dragon", "--to", "5,16"],
        &["--piece", "queen", "--to", "99,1"],
        &["--piece", "queen", "--to", "5,16", "--at", "999999"],
        &["--piece", "queen", "--to", "five"],
    ];
    for args in cases {
        let out = game()
            .args(["explain", "--load"])
            .arg(&save)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            err.lines().filter(|l| l.starts_with("error")).count(),
            1,
            "{err}"
        );
    }
    let broken = save.with_file_name("broken.json");
    std::fs::write(&broken, "{ not a save").unwrap();
    let out = game()
        .args(["explain", "--load"])
        .arg(&broken)
        .args(["--piece", "queen", "--to", "5,16"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
