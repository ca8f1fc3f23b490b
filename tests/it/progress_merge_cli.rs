//! `progress --merge FILES…` (issue 58): the class's stars gathered from many devices on
//! the command line. A learner on two devices gets the best stars of each level; a file
//! that is no stars file stops the command with its message, and nothing is written:
//! no output, no file made or changed.

use schachschlamassel::save::stars_file::{self, Day};
use school::progress::Progress;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder of its own for each test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-merge-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `progress` with these arguments on an empty data folder: exit code, stdout,
/// stderr.
fn progress(data: &Path, args: &[&Path], more: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .arg("progress")
        .arg("--data-dir")
        .arg(data)
        .args(more)
        .arg("--merge")
        .args(args)
        .env("LANG", "en_GB.UTF-8")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Two devices' hand-over files, as the game writes them: Anna played on both.
fn two_devices(dir: &Path) -> (PathBuf, PathBuf) {
    let day = Day {
        year: 2026,
        month: 11,
        day: 29,
    };
    let mut tablet = Progress::default();
    tablet.record("Anna", "rook-1", 3);
    tablet.record("Anna", "rook-2", 1);
    tablet.record("", "rook-3", 3);
    let mut pc = Progress::default();
    pc.record("Anna", "rook-1", 1);
    pc.record("Anna", "rook-2", 2);
    pc.record("Ben", "bishop-1", 2);
    let a = dir.join(stars_file::file_name(&tablet, day));
    let b = dir.join(stars_file::file_name(&pc, day));
    std::fs::write(&a, stars_file::text(&tablet, day)).unwrap();
    std::fs::write(&b, stars_file::text(&pc, day)).unwrap();
    (a, b)
}

/// A column of the CSV by the course's id.
fn column(id: &str) -> usize {
    school::courses().iter().position(|c| c.id == id).unwrap() + 1
}

#[test]
fn a_learner_on_two_devices_keeps_the_best_stars_of_each_level() {
    let dir = folder("two");
    let (a, b) = two_devices(&dir);
    let (code, out, err) = progress(&dir.join("data"), &[&a, &b], &["--csv"]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.trim_end().split("\r\n").collect();
    assert_eq!(lines.len(), 3, "a head, Anna and Ben (no guest): {out}");
    let anna: Vec<&str> = lines[1].split(',').collect();
    let ben: Vec<&str> = lines[2].split(',').collect();
    assert_eq!(anna[0], "Anna");
    assert_eq!(
        anna[column("rook")],
        "5",
        "rook-1: 3 of the tablet, rook-2: 2 of the PC"
    );
    assert_eq!(*anna.last().unwrap(), "5");
    assert_eq!(ben[0], "Ben");
    assert_eq!(ben[column("bishop")], "2");
    // Whichever file comes first, the same class.
    let (_, again, _) = progress(&dir.join("data"), &[&b, &a], &["--csv"]);
    assert_eq!(again, out);
    // The data folder was only named, never made.
    assert!(!dir.join("data").exists());
}

#[test]
fn a_bad_file_is_refused_with_its_message_and_nothing_is_written() {
    let dir = folder("bad");
    let (a, _) = two_devices(&dir);
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    let cases = [
        (
            "save.json",
            r#"{"format":"schachschlamassel-save","version":3}"#,
            "not a stars file of this game",
        ),
        (
            "newer.json",
            r#"{"format":"schachschlamassel-stars","version":9,"learners":{}}"#,
            "version 9",
        ),
        (
            "seven.json",
            r#"{"format":"schachschlamassel-stars","version":1,"learners":{"Cem":{"rook-1":7}}}"#,
            "Cem has 7 stars in level rook-1",
        ),
        ("broken.json", "{\"learners\": {", "not a stars file"),
    ];
    let before = std::fs::read(&a).unwrap();
    for (name, text, said) in cases {
        let bad = dir.join(name);
        std::fs::write(&bad, text).unwrap();
        for order in [[a.as_path(), bad.as_path()], [bad.as_path(), a.as_path()]] {
            let (code, out, err) = progress(&data, &order, &["--csv"]);
            assert_eq!(code, Some(2), "{name}: {err}");
            assert!(
                out.is_empty(),
                "{name}: nothing printed, not half a class: {out}"
            );
            assert!(err.contains(name) && err.contains(said), "{name}: {err}");
        }
        assert_eq!(
            std::fs::read_to_string(&bad).unwrap(),
            text,
            "{name} unchanged"
        );
    }
    assert_eq!(
        std::fs::read(&a).unwrap(),
        before,
        "the good file unchanged"
    );
    assert_eq!(
        std::fs::read_dir(&data).unwrap().count(),
        0,
        "nothing in the data folder"
    );
    // A missing file is named too, in the reader's language.
    let (code, out, err) = progress(&data, &[&dir.join("gone.json")], &["--lang", "de"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("gone.json"), "{err}");
}

#[test]
fn a_progress_file_of_a_device_can_be_merged_too() {
    let dir = folder("own");
    let (a, _) = two_devices(&dir);
    let own = dir.join("progress.json");
    std::fs::write(
        &own,
        r#"{"learners":{"Anna":{"rook-3":2},"Gast":{"rook-1":3}}}"#,
    )
    .unwrap();
    let (code, out, err) = progress(&dir.join("data"), &[&a, &own], &[]);
    assert_eq!(code, Some(0), "{err}");
    let anna = out.lines().find(|l| l.starts_with("Anna")).unwrap();
    assert!(anna.contains("6/"), "3 + 1 + 2 stars of the rook: {out}");
    assert!(!out.contains("Gast") && !out.contains("Guest"), "{out}");
}
