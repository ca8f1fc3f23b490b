//! Two windows on one data folder lose nothing (issue 50): two processes read the
//! learners' stars and the settings, then each writes its own changes many times over,
//! at the same time; afterwards the files hold both windows' changes.
//!
//! The children are this test executable itself, started with `--ignored --exact
//! two_windows::window_child` and environment variables naming the data folder and the
//! child's part. Both have read the files before either writes (they wait for a `go`
//! file), so a write that does not join the other's changes loses them every time.
#![cfg(unix)]

use schachschlamassel::save::progress::ProgressFile;
use schachschlamassel::save::settings::write_changed;
use school::progress::Progress;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The data folder of the children; set only for them.
const DIR: &str = "SCHACHSCHLAMASSEL_TWO_WINDOWS_DIR";
/// Which window a child is: 0 or 1.
const WHICH: &str = "SCHACHSCHLAMASSEL_TWO_WINDOWS_WHICH";
/// How many times each window writes.
const WRITES: usize = 60;

/// Window `which`'s learner, and the setting it changes.
fn part(which: usize) -> (&'static str, &'static str) {
    [("Anna", "variant"), ("Ben", "lang")][which]
}

/// The value window `which` gives its setting at its `k`-th write (the last one ends
/// in `final`).
fn value(which: usize, k: usize) -> Value {
    if k + 1 == WRITES {
        json!(format!("final-{which}"))
    } else {
        json!(format!("step-{which}-{k}"))
    }
}

/// A child: reads the stars and the settings as a window does at its start, waits for
/// the go, then wins a level and changes its setting, writing both each time.
#[test]
#[ignore = "the two-window test's child process; the two-window test starts it"]
fn window_child() {
    let (Some(dir), Some(which)) = (std::env::var_os(DIR), std::env::var_os(WHICH)) else {
        panic!("window_child is the two-window test's child: it needs {DIR} and {WHICH}");
    };
    let dir = PathBuf::from(dir);
    let which: usize = which.to_string_lossy().parse().unwrap();
    let (learner, key) = part(which);
    let settings = dir.join("settings.json");
    let (mut progress, broken) = Progress::load(&dir);
    assert_eq!(broken, None);
    let mut read: Option<Value> = std::fs::read_to_string(&settings)
        .ok()
        .map(|t| serde_json::from_str(&t).unwrap());
    let mut mine = read.clone().unwrap();
    println!("READY");
    std::io::stdout().flush().unwrap();
    while !dir.join("go").exists() {
        std::thread::yield_now();
    }
    for k in 0..WRITES {
        progress.add_learner(learner);
        progress.record(learner, &format!("level-{k}"), (k % 3 + 1) as u8);
        progress.save_merged(&dir).unwrap();
        mine[key] = value(which, k);
        write_changed(&settings, &mut read, &mine).unwrap();
    }
}

/// Starts window `which` and waits until it has read the files; the rest of its output
/// is kept open until it ends (a closed pipe would fail its last words).
fn start(dir: &Path, which: usize) -> (std::process::Child, impl BufRead) {
    let exe = std::env::current_exe().unwrap();
    let mut child = Command::new(exe)
        .args([
            "--ignored",
            "--exact",
            "two_windows::window_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DIR, dir)
        .env(WHICH, which.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let out = child.stdout.take().unwrap();
    let mut out = BufReader::new(out);
    let ready = out
        .by_ref()
        .lines()
        .map_while(Result::ok)
        .any(|l| l.contains("READY"));
    assert!(ready, "window {which} never read its files");
    (child, out)
}

#[test]
fn two_windows_writing_at_once_keep_each_others_learners_stars_and_settings() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("two-windows-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Both start from a file with a learner of an earlier day and two settings.
    let mut earlier = Progress::default();
    earlier.record("Cleo", "rook-1", 2);
    earlier.save(&dir).unwrap();
    let settings = dir.join("settings.json");
    std::fs::write(
        &settings,
        r#"{"variant": "small", "lang": "de", "fullscreen": true}"#,
    )
    .unwrap();
    let children = [start(&dir, 0), start(&dir, 1)];
    std::fs::write(dir.join("go"), b"").unwrap();
    for (mut c, mut out) in children {
        std::io::copy(&mut out, &mut std::io::sink()).unwrap();
        assert!(c.wait().unwrap().success(), "a window failed");
    }
    let (progress, broken) = Progress::load(&dir);
    assert_eq!(broken, None);
    assert_eq!(progress.stars("Cleo", "rook-1"), 2, "the earlier learner");
    for which in 0..2 {
        let (learner, key) = part(which);
        for k in 0..WRITES {
            let level = format!("level-{k}");
            assert_eq!(
                progress.stars(learner, &level),
                (k % 3 + 1) as u8,
                "{learner}'s stars for {level}"
            );
        }
        let now: Value =
            serde_json::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
        assert_eq!(now[key], value(which, WRITES - 1), "{key}: {now}");
        assert_eq!(now["fullscreen"], json!(true), "{now}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
