//! The hand-over file of learners' stars (issue 58): a child's device hands its
//! learners' stars to the teacher's as a small file (`stars-Anna-Ben-2026-11-29.json`),
//! and the teacher's class page, or `progress --merge`, gathers many of them into one
//! class. The format is versioned and documented in `docs/stars-file.md`:
//!
//! ```json
//! { "format": "schachschlamassel-stars", "version": 1, "written": "2026-11-29",
//!   "learners": { "Anna": { "rook-1": 3, "chess-c1-1": 2 } } }
//! ```
//!
//! A device's own `progress.json` (`{"learners": …}`) is taken too. Reading is strict
//! and window-free: a file that is no stars file, one of a newer version, one with more
//! stars in a level than a level gives, or one with no learner's stars is refused with
//! a [`ProgressError`] naming it, and nothing of it is taken. The guest is never handed
//! over: the guests of two devices are two children.

use super::progress::ProgressError;
use crate::platform::{self, ReadError};
use school::progress::{clean_name, Progress};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What the `format` field of a hand-over file says.
pub const FORMAT: &str = "schachschlamassel-stars";
/// The version this game writes, and the newest it reads.
pub const VERSION: u32 = 1;
/// The most stars one level gives.
const MOST: u64 = 3;
/// A stars file is small (a class of thirty, every level won, is about 30 KB); a larger
/// file is refused before it is read as JSON.
pub const MAX_BYTES: usize = 1 << 20;
/// The most learners' names a file's name holds; more are counted (`+4`).
const NAMES_IN_FILE_NAME: usize = 3;

/// A hand-over file as it is written.
#[derive(Serialize)]
struct Written<'a> {
    format: &'a str,
    version: u32,
    written: String,
    learners: &'a BTreeMap<String, BTreeMap<String, u8>>,
}

/// A hand-over file or a progress file as it is read: every field checked afterwards,
/// so that each problem gets its own message.
#[derive(Deserialize)]
struct Read {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
    learners: Option<BTreeMap<String, BTreeMap<String, serde_json::Value>>>,
}

/// A day of the calendar, for the file's name and its `written` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// The year.
    pub year: i64,
    /// The month, 1–12.
    pub month: u32,
    /// The day of the month, 1–31.
    pub day: u32,
}

impl Day {
    /// The day (UTC) of a time in seconds since 1970 (Howard Hinnant's `civil_from_days`).
    pub fn of_unix_secs(secs: u64) -> Day {
        let z = (secs / 86_400) as i64 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Day { year, month, day }
    }

    /// Today, by the device's clock.
    pub fn today() -> Day {
        Day::of_unix_secs(platform::now_unix_secs())
    }
}

impl std::fmt::Display for Day {
    /// ISO 8601: `2026-11-29`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The stars a device hands over: its named learners' (not the guest's).
pub fn handed_over(progress: &Progress) -> Progress {
    progress.named()
}

/// The hand-over file's text: the named learners' stars, the format and the day.
pub fn text(progress: &Progress, day: Day) -> String {
    let named = handed_over(progress);
    let file = Written {
        format: FORMAT,
        version: VERSION,
        written: day.to_string(),
        learners: &named.learners,
    };
    serde_json::to_string_pretty(&file).unwrap_or_default() + "\n"
}

/// The hand-over file's name: `stars-`, the first learners' names (letters and digits
/// only, `+N` for the others), the day: `stars-Anna-Ben-Cem+2-2026-11-29.json`.
pub fn file_name(progress: &Progress, day: Day) -> String {
    let named = handed_over(progress);
    let mut parts: Vec<String> = named
        .learners
        .keys()
        .take(NAMES_IN_FILE_NAME)
        .map(|n| {
            n.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
        })
        .filter(|n| !n.is_empty())
        .collect();
    let rest = named.learners.len().saturating_sub(NAMES_IN_FILE_NAME);
    if rest > 0 {
        if let Some(last) = parts.last_mut() {
            last.push_str(&format!("+{rest}"));
        }
    }
    parts.insert(0, "stars".into());
    parts.push(day.to_string());
    parts.join("-") + ".json"
}

/// The folder of stars files on the desktop: where *Hand over stars* writes and where
/// *Gather stars* reads every `*.json` (the class page names it).
pub fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("stars")
}

/// Writes the hand-over file into [`folder`] and returns its path (in the browser it is
/// kept in the page's storage; the caller offers it as a download too).
///
/// # Errors
/// The I/O error; nothing else is changed.
pub fn write(data_dir: &Path, progress: &Progress, day: Day) -> std::io::Result<PathBuf> {
    let path = folder(data_dir).join(file_name(progress, day));
    platform::write_atomic(&path, text(progress, day).as_bytes())?;
    Ok(path)
}

/// Reads a stars file's text (`file` is its name as the reader sees it): a hand-over
/// file of this version or an older one, or a device's `progress.json`. The learners'
/// names are kept as a new name is (trimmed, at most 16 characters); the guest, and
/// levels with no stars, are left out.
///
/// # Errors
/// What is wrong with it, naming the file; nothing of it is taken then.
pub fn read(file: &str, text: &str) -> Result<Progress, ProgressError> {
    let file = file.to_string();
    if text.len() > MAX_BYTES {
        return Err(ProgressError::TooBig { file });
    }
    let text = platform::strip_byte_order_mark(text);
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ProgressError::NotStars {
            file: file.clone(),
            detail: e.to_string(),
        })?;
    let foreign = || ProgressError::Foreign { file: file.clone() };
    if !value.is_object() {
        return Err(foreign());
    }
    let read: Read = serde_json::from_value(value).map_err(|_| foreign())?;
    match (&read.format, &read.version) {
        // A device's own progress.json: nothing but its learners.
        (None, None) => {}
        (Some(serde_json::Value::String(f)), Some(v)) if f == FORMAT => match v.as_u64() {
            Some(v) if (1..=u64::from(VERSION)).contains(&v) => {}
            Some(v) if v > u64::from(VERSION) => {
                return Err(ProgressError::Newer {
                    file,
                    version: v,
                    newest: VERSION,
                })
            }
            _ => return Err(foreign()),
        },
        _ => return Err(foreign()),
    }
    let Some(learners) = read.learners else {
        return Err(foreign());
    };
    let mut out = Progress::default();
    // A progress file from before the guest had its own name keeps it under a word of
    // some language ("Gast"): that is the guest too.
    let not_guests = super::progress::with_one_guest(Progress {
        learners: learners
            .keys()
            .map(|n| (n.clone(), BTreeMap::new()))
            .collect(),
    });
    for (name, levels) in learners {
        if !not_guests.learners.contains_key(&name) {
            continue;
        }
        let clean = clean_name(&name);
        for (level, stars) in &levels {
            let Some(got) = stars.as_u64().filter(|s| *s <= MOST) else {
                return Err(ProgressError::TooManyStars {
                    file,
                    learner: name,
                    level: level.clone(),
                    stars: stars.to_string(),
                });
            };
            // The guest (no name) stays on its device.
            if let (Some(clean), 1..) = (&clean, got) {
                out.record(clean, level, got as u8);
            }
        }
        if let Some(clean) = clean {
            out.learners.entry(clean).or_default();
        }
    }
    if out.learners.is_empty() {
        return Err(ProgressError::NoLearners { file });
    }
    Ok(out)
}

/// Reads a stars file from a path (the command line's `progress --merge`, a file dropped
/// on the window, the desktop's folder of stars files).
///
/// # Errors
/// It cannot be read, or is no stars file ([`read`]).
pub fn read_path(path: &Path) -> Result<Progress, ProgressError> {
    let file = path.display().to_string();
    let text = platform::read_text(path).map_err(|e| ProgressError::Unreadable {
        file: file.clone(),
        why: ReadError::of(&e),
    })?;
    read(&file, &text)
}

/// What gathering many stars files did: each file taken with its learners, each refused
/// with why.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gathered {
    /// The stars of every file taken, joined.
    pub stars: Progress,
    /// Each file taken (as the reader sees its name) and how many learners it held.
    pub taken: Vec<(String, usize)>,
    /// Each file refused, and why; nothing of it was taken.
    pub refused: Vec<ProgressError>,
}

/// Gathers stars files, each as (name, its text or why it could not be read): every
/// good file's stars joined, every bad one refused with its message (window-free).
pub fn gather(files: Vec<(String, Result<String, ReadError>)>) -> Gathered {
    let mut out = Gathered::default();
    for (file, text) in files {
        let read = text
            .map_err(|why| ProgressError::Unreadable {
                file: file.clone(),
                why,
            })
            .and_then(|t| read(&file, &t));
        match read {
            Ok(stars) => {
                out.taken.push((file, stars.learners.len()));
                out.stars.merge(&stars);
            }
            Err(e) => out.refused.push(e),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day() -> Day {
        Day {
            year: 2026,
            month: 11,
            day: 29,
        }
    }

    #[test]
    fn days_are_counted_from_1970_across_leap_years() {
        assert_eq!(Day::of_unix_secs(0).to_string(), "1970-01-01");
        assert_eq!(Day::of_unix_secs(951_782_400).to_string(), "2000-02-29");
        assert_eq!(Day::of_unix_secs(1_795_996_799).to_string(), "2026-11-29");
        assert_eq!(Day::of_unix_secs(1_795_996_800).to_string(), "2026-11-30");
    }

    #[test]
    fn a_handed_over_file_reads_back_as_its_named_learners() {
        let mut p = Progress::default();
        p.record("Anna", "rook-1", 3);
        p.record("Ben", "chess-c1-1", 1);
        p.record(school::progress::GUEST, "rook-1", 2);
        let back = read("x.json", &text(&p, day())).unwrap();
        assert_eq!(back, p.named());
        assert!(text(&p, day()).contains("\"version\": 1"));
    }

    #[test]
    fn the_file_name_says_the_first_learners_and_the_day() {
        let mut p = Progress::default();
        for n in ["Anna", "Ben", "Cem", "Dana", "Jörg K."] {
            p.add_learner(n);
        }
        assert_eq!(file_name(&p, day()), "stars-Anna-Ben-Cem+2-2026-11-29.json");
        let mut one = Progress::default();
        one.add_learner("../Ömer");
        assert_eq!(file_name(&one, day()), "stars-Ömer-2026-11-29.json");
    }

    #[test]
    fn foreign_newer_and_wrong_files_are_refused_naming_the_file() {
        let bad = [
            ("not json", "{ stars", "NotStars"),
            ("a list", "[1, 2]", "Foreign"),
            (
                "a save",
                r#"{"format":"schachschlamassel-save","version":1}"#,
                "Foreign",
            ),
            ("no format", r#"{"version":1,"learners":{}}"#, "Foreign"),
            (
                "newer",
                r#"{"format":"schachschlamassel-stars","version":2,"learners":{"A":{}}}"#,
                "Newer",
            ),
            (
                "seven stars",
                r#"{"format":"schachschlamassel-stars","version":1,"learners":{"A":{"rook-1":7}}}"#,
                "TooManyStars",
            ),
            (
                "half a star",
                r#"{"learners":{"A":{"rook-1":1.5}}}"#,
                "TooManyStars",
            ),
            (
                "only the guest",
                r#"{"format":"schachschlamassel-stars","version":1,"learners":{"":{"rook-1":3}}}"#,
                "NoLearners",
            ),
        ];
        for (name, text, kind) in bad {
            let e = read(name, text).unwrap_err();
            assert!(format!("{e:?}").starts_with(kind), "{name}: {e:?}");
            assert!(e.to_string().contains(name), "{name}: {e}");
        }
        assert!(matches!(
            read("big", &" ".repeat(MAX_BYTES + 1)),
            Err(ProgressError::TooBig { .. })
        ));
    }

    #[test]
    fn a_progress_file_is_taken_too_without_its_guest() {
        let p = read(
            "progress.json",
            r#"{"learners":{"Anna":{"rook-1":2},"":{"rook-1":3}}}"#,
        )
        .unwrap();
        assert_eq!(p.learners.keys().collect::<Vec<_>>(), ["Anna"]);
        assert_eq!(p.stars("Anna", "rook-1"), 2);
    }

    #[test]
    fn gathering_takes_the_good_files_and_refuses_the_bad_ones() {
        let a = r#"{"format":"schachschlamassel-stars","version":1,"learners":{"Anna":{"rook-1":1,"rook-2":3}}}"#;
        let b = r#"{"format":"schachschlamassel-stars","version":1,"learners":{"Anna":{"rook-1":3},"Ben":{"rook-1":2}}}"#;
        let g = gather(vec![
            ("a.json".into(), Ok(a.into())),
            ("bad.json".into(), Ok("{}".into())),
            ("b.json".into(), Ok(b.into())),
            ("gone.json".into(), Err(ReadError::Missing)),
        ]);
        assert_eq!(g.taken, [("a.json".into(), 1), ("b.json".into(), 2)]);
        assert_eq!(g.refused.len(), 2);
        assert_eq!(g.stars.stars("Anna", "rook-1"), 3);
        assert_eq!(g.stars.stars("Anna", "rook-2"), 3);
        assert_eq!(g.stars.stars("Ben", "rook-1"), 2);
    }
}
