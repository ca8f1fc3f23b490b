//! `progress` (issue 30): the class overview on the command line. A teacher's table and
//! CSV of every learner's stars per course, read from `progress.json` in `--data-dir`,
//! which is only read: a broken file is exit code 2 and stays where it is.

use schachschlamassel::class_overview::{csv_field, ClassOverview};
use schachschlamassel::ui::i18n::Lang;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A data directory of its own for each test.
fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-progress-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `progress` on a data directory: exit code, stdout, stderr.
fn progress(dir: &Path, more: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .arg("progress")
        .arg("--data-dir")
        .arg(dir)
        .args(more)
        .env("LANG", "en_GB.UTF-8")
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Three learners: Anna with stars in three courses, Ben with one level (and a level no
/// course has any more, and more stars than a level gives), and a name with a comma and
/// quotes who has none yet.
const THREE: &str = r#"{"learners": {
  "Anna": {"rook-1": 3, "rook-2": 2, "bishop-1": 3, "knight-1": 1},
  "ben": {"queen-1": 3, "gone-7": 3, "queen-2": 9},
  "Kim, \"die Eule\"": {}
}}"#;

/// The number of levels of a course.
fn levels(id: &str) -> u32 {
    school::courses()
        .iter()
        .find(|c| c.id == id)
        .map(|c| c.levels.len() as u32)
        .unwrap()
}

#[test]
fn the_csv_has_a_head_line_and_a_line_a_learner_quoted_as_rfc_4180_says() {
    let dir = data_dir("csv");
    std::fs::write(dir.join("progress.json"), THREE).unwrap();
    let (code, out, err) = progress(&dir, &["--csv", "--lang", "de"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(out.ends_with("\r\n"), "every line ends with CRLF: {out:?}");
    let lines: Vec<&str> = out.trim_end_matches("\r\n").split("\r\n").collect();
    let courses = school::courses();
    let chess = chess_school::courses().unwrap();
    // The head: the name, every course's title in German (the track's, then the chess
    // school's), the total.
    let head: Vec<&str> = lines[0].split(',').collect();
    assert_eq!(head.len(), courses.len() + chess.len() + 2, "{}", lines[0]);
    assert_eq!(head[courses.len() + 1], "Das Schachbrett");
    assert_eq!(head[0], "Name");
    assert_eq!(head[1], "Der Turm");
    assert_eq!(*head.last().unwrap(), "Gesamt");
    // A line a learner, alphabetically whatever the case.
    assert_eq!(lines.len(), 4, "{out}");
    let rook = courses.iter().position(|c| c.id == "rook").unwrap() + 1;
    let bishop = courses.iter().position(|c| c.id == "bishop").unwrap() + 1;
    let queen = courses.iter().position(|c| c.id == "queen").unwrap() + 1;
    let anna: Vec<&str> = lines[1].split(',').collect();
    assert_eq!(anna[0], "Anna");
    assert_eq!((anna[rook], anna[bishop]), ("5", "3"));
    assert_eq!(*anna.last().unwrap(), "9", "3 + 2 + 3 + 1");
    let ben: Vec<&str> = lines[2].split(',').collect();
    assert_eq!(ben[0], "ben");
    assert_eq!(ben[queen], "6", "a level counts at most 3 stars");
    assert_eq!(
        *ben.last().unwrap(),
        "6",
        "a level no course has counts nothing"
    );
    // The comma and the quotes: the field quoted, its quotes doubled.
    let zeros = vec!["0"; courses.len() + chess.len() + 1].join(",");
    assert_eq!(lines[3], format!("\"Kim, \"\"die Eule\"\"\",{zeros}"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_shows_each_courses_stars_out_of_its_most_and_the_total() {
    let dir = data_dir("table");
    std::fs::write(dir.join("progress.json"), THREE).unwrap();
    let (code, out, err) = progress(&dir, &["--lang", "en"]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "a head line and three learners: {out}");
    let head: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(head[0], "Learner");
    assert!(
        head.contains(&"Rook") && head.contains(&"Knight"),
        "{}",
        lines[0]
    );
    assert_eq!(*head.last().unwrap(), "Total");
    let most = 3 * school::courses()
        .iter()
        .map(|c| c.levels.len() as u32)
        .sum::<u32>()
        + 3 * chess_school::courses()
            .unwrap()
            .iter()
            .map(|c| c.levels.len() as u32)
            .sum::<u32>();
    let anna = lines[1];
    assert!(anna.starts_with("Anna "), "{anna}");
    assert!(
        anna.contains(&format!(" 5/{} ", 3 * levels("rook"))),
        "{anna}"
    );
    assert!(
        anna.contains(&format!(" 1/{} ", 3 * levels("knight"))),
        "{anna}"
    );
    assert!(anna.ends_with(&format!(" 9/{most}")), "{anna}");
    assert!(lines[3].starts_with("Kim, \"die Eule\" "), "{}", lines[3]);
    // The columns stand straight: every line as long as the head, in characters.
    let width = |l: &str| l.chars().count();
    for l in &lines[1..] {
        assert_eq!(width(l), width(lines[0]), "{l}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn no_stars_file_is_one_clear_line_and_success() {
    let dir = data_dir("missing");
    let (code, out, err) = progress(&dir, &["--lang", "en"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.trim(), "No learner has played yet: there are no stars.");
    let (code, out, _) = progress(&dir, &["--lang", "de"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("Noch hat niemand gespielt"), "{out}");
    // CSV stays CSV: the head line alone, the words on stderr.
    let (code, out, err) = progress(&dir, &["--csv", "--lang", "en"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.matches("\r\n").count(), 1, "{out}");
    assert!(out.starts_with("Learner,The rook,"), "{out}");
    assert!(err.contains("No learner has played yet"), "{err}");
    // An empty class is the same.
    std::fs::write(dir.join("progress.json"), r#"{"learners": {}}"#).unwrap();
    let (code, out, _) = progress(&dir, &["--lang", "en"]);
    assert_eq!(
        (code, out.trim()),
        (Some(0), "No learner has played yet: there are no stars.")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_stars_file_is_exit_code_2_and_stays_where_it_is() {
    for (name, bytes) in [
        ("json", &b"{ \"learners\": [ broken"[..]),
        ("latin1", &b"{\"learners\":{\"J\xfcrgen\":{}}}"[..]),
        (
            "fields",
            &br#"{"learners": {}, "teacher": "Frau Berg"}"#[..],
        ),
    ] {
        let dir = data_dir(&format!("broken-{name}"));
        let file = dir.join("progress.json");
        std::fs::write(&file, bytes).unwrap();
        for csv in [false, true] {
            let args: &[&str] = if csv { &["--csv"] } else { &[] };
            let (code, out, err) = progress(&dir, args);
            assert_eq!(code, Some(2), "{name}: {out} {err}");
            assert!(out.is_empty(), "{name}: nothing on stdout: {out}");
            assert!(
                err.starts_with("error: ") && err.contains("progress.json"),
                "{name}: {err}"
            );
            assert!(err.contains("hint: "), "{name}: {err}");
            assert!(!err.contains("panicked"), "{err}");
        }
        // Only read: the file is where it was, as it was, and nothing was kept aside.
        assert_eq!(std::fs::read(&file).unwrap(), bytes, "{name}");
        assert!(!dir.join("progress.json.broken").exists(), "{name}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn the_overview_counts_every_course_of_every_learner() {
    let progress: school::progress::Progress = serde_json::from_str(THREE).unwrap();
    let courses = school::courses();
    let o = ClassOverview::new(&progress, &courses, Lang::En);
    assert_eq!(o.courses.len(), courses.len());
    let names: Vec<&str> = o.learners.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["Anna", "ben", "Kim, \"die Eule\""]);
    for l in &o.learners {
        assert_eq!(l.stars.len(), courses.len());
        assert_eq!(l.total, l.stars.iter().sum::<u32>());
        for (s, c) in l.stars.iter().zip(&o.courses) {
            assert!(*s <= c.most, "{} {}: {s} of {}", l.name, c.id, c.most);
        }
    }
    assert_eq!(o.most(), o.courses.iter().map(|c| c.most).sum::<u32>());
    assert_eq!(csv_field("a\nb"), "\"a\nb\"");
}

#[test]
fn progress_is_listed_in_the_help() {
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(
        help.lines()
            .any(|l| l.trim_start().starts_with("progress ")),
        "{help}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(["progress", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(
        help.contains("--csv") && help.contains("--data-dir"),
        "{help}"
    );
}

#[test]
fn the_overview_counts_the_chess_schools_stars_in_their_own_columns() {
    let mut progress = school::progress::Progress::default();
    progress.record("Mia", "chess-check-1", 3);
    progress.record("Mia", "chess-check-2", 2);
    progress.record("Mia", "rook-1", 1);
    let chess = chess_school::courses().unwrap();
    let courses = school::courses();
    let o =
        ClassOverview::new(&progress, &courses, Lang::En).with_chess(&progress, &chess, Lang::En);
    assert_eq!(o.courses.len(), courses.len() + chess.len());
    let check = o
        .courses
        .iter()
        .position(|c| c.id == "chess-check")
        .unwrap();
    let mia = &o.learners[0];
    assert_eq!(mia.stars[check], 5);
    assert_eq!(mia.total, 6, "a track star and five chess stars");
    assert_eq!(o.courses[check].most, 3 * chess[2].levels.len() as u32);
}
