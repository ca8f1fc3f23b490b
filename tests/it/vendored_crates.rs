//! The vendored crates (`vendor/README.md`): each crate `Cargo.toml`'s `[patch.crates-io]`
//! builds from `vendor/NAME` keeps its changes in `vendor/NAME.patch`, against the release
//! whose version the folder carries, and its licence text. Offline: every hunk of the patch
//! must be in the folder as the patch says (the patch applies in reverse), so a change to
//! a patched line that the patch does not hold fails here. That nothing else differs from
//! the release is checked against the download by `vendor/check.sh` (the CI, `.ci/run`).

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The crates `Cargo.toml`'s `[patch.crates-io]` builds from a folder of `vendor/`.
fn vendored_crates() -> Vec<String> {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    let mut in_patch = false;
    let mut names = Vec::new();
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_patch = line == "[patch.crates-io]";
        } else if in_patch && !line.starts_with('#') {
            if let Some((name, value)) = line.split_once('=') {
                let name = name.trim();
                let wanted = format!("path = \"vendor/{name}\"");
                assert!(
                    value.contains(&wanted),
                    "[patch.crates-io] takes {name} from elsewhere than vendor/{name}: {line}"
                );
                names.push(name.to_string());
            }
        }
    }
    names
}

/// A vendored crate's version, as its own `Cargo.toml` says.
fn folder_version(folder: &Path) -> String {
    let manifest = fs::read_to_string(folder.join("Cargo.toml")).expect("a vendored Cargo.toml");
    manifest
        .lines()
        .find_map(|l| l.strip_prefix("version = \"")?.strip_suffix('"'))
        .expect("a version in the vendored Cargo.toml")
        .to_string()
}

/// Checks that every hunk of the unified diff `patch` is in the files `read` gives by
/// their path: the hunk's new side, line by line, at the line the hunk names. Returns how
/// many hunks it checked, or what does not match.
fn reverse_check(patch: &str, read: impl Fn(&str) -> Option<String>) -> Result<usize, String> {
    let mut lines = patch.lines().peekable();
    let mut file: Option<String> = None;
    let mut hunks = 0;
    while let Some(line) = lines.next() {
        if let Some(path) = line.strip_prefix("+++ b/") {
            file = Some(path.to_string());
            continue;
        }
        let Some(ranges) = line.strip_prefix("@@ -") else {
            continue;
        };
        let path = file.clone().ok_or("a hunk before any file")?;
        let bad = || format!("a bad hunk header: {line}");
        // "-a,b +c,d @@": the old side's count b, the new side's first line c and count d.
        let range = |r: &str| -> Option<(usize, usize)> {
            match r.split_once(',') {
                Some((s, c)) => Some((s.parse().ok()?, c.parse().ok()?)),
                None => Some((r.parse().ok()?, 1)),
            }
        };
        let mut sides = ranges.split(' ');
        let (_, old_count) = sides.next().and_then(range).ok_or_else(bad)?;
        let (start, count) = sides
            .next()
            .and_then(|r| r.strip_prefix('+'))
            .and_then(range)
            .ok_or_else(bad)?;
        // The hunk's new side: context and added lines, each with its line end unless a
        // "\ No newline at end of file" follows it.
        let mut new_side: Vec<String> = Vec::new();
        let mut old_seen = 0;
        let mut last_was_new = false;
        while old_seen < old_count || new_side.len() < count {
            let Some(next) = lines.next() else { break };
            let mut chars = next.chars();
            let mark = chars.next();
            match mark {
                Some(' ') | Some('+') => {
                    new_side.push(format!("{}\n", chars.as_str()));
                    old_seen += usize::from(mark == Some(' '));
                    last_was_new = true;
                }
                Some('-') => {
                    old_seen += 1;
                    last_was_new = false;
                }
                Some('\\') => {}
                _ => return Err(format!("{path}: a hunk ({line}) cut short by {next:?}")),
            }
            if lines.peek().is_some_and(|l| l.starts_with('\\')) {
                lines.next();
                if last_was_new {
                    new_side.last_mut().expect("a line before the marker").pop();
                }
            }
        }
        if new_side.len() != count {
            return Err(format!(
                "{path}: a hunk ({line}) with {} of its {count} lines",
                new_side.len()
            ));
        }
        hunks += 1;
        if count == 0 {
            continue; // a file the patch removes
        }
        let text = read(&path).ok_or_else(|| format!("{path}: in the patch, not in the folder"))?;
        let have: Vec<&str> = text.split_inclusive('\n').collect();
        let at = start - 1;
        let found = have.get(at..at + count).unwrap_or(&[]);
        if found
            != new_side
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
                .as_slice()
        {
            return Err(format!(
                "{path}: lines {start} to {} are not what the patch's hunk {line} says",
                start + count - 1
            ));
        }
    }
    Ok(hunks)
}

fn patch_of(name: &str) -> String {
    let path = root().join("vendor").join(format!("{name}.patch"));
    fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "vendor/{name} has no patch file {} ({e}); vendor/check.sh --write makes it",
            path.display()
        )
    })
}

#[test]
fn every_vendored_crate_has_a_patch_against_its_own_version() {
    let names = vendored_crates();
    assert!(
        names.iter().any(|n| n == "miniquad"),
        "no vendored crate found in Cargo.toml's [patch.crates-io]: {names:?}"
    );
    for name in names {
        let version = folder_version(&root().join("vendor").join(&name));
        let first = patch_of(&name)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        let words: Vec<&str> = first.split(' ').collect();
        assert!(
            words.len() == 5
                && words[..3] == ["crate", name.as_str(), version.as_str()]
                && words[3] == "sha256"
                && words[4].len() == 64,
            "vendor/{name}.patch must start with \"crate {name} {version} sha256 HEX\", \
             the release vendor/{name} is based on; it starts with {first:?}"
        );
    }
}

#[test]
fn each_vendored_patch_applies_in_reverse_to_its_folder() {
    for name in vendored_crates() {
        let folder = root().join("vendor").join(&name);
        let read = |path: &str| fs::read_to_string(folder.join(path)).ok();
        let hunks = reverse_check(&patch_of(&name), read).unwrap_or_else(|e| {
            panic!(
                "vendor/{name}.patch no longer matches vendor/{name}: {e}; say the change in \
                 vendor/README.md and run vendor/check.sh --write"
            )
        });
        assert!(
            hunks > 0,
            "vendor/{name}.patch holds no change: then the crate need not be vendored"
        );
    }
}

#[test]
fn the_reverse_check_finds_a_patched_line_changed_and_a_file_missing() {
    let patch = patch_of("miniquad");
    let folder = root().join("vendor/miniquad");
    let glx = "src/native/linux_x11/glx.rs";
    let changed = |path: &str| {
        let text = fs::read_to_string(folder.join(path)).ok()?;
        Some(if path == glx {
            text.replace("depth_bits = 0;", "depth_bits = 16;")
        } else {
            text
        })
    };
    let err = reverse_check(&patch, changed).expect_err("a changed patched line passed");
    assert!(err.starts_with(glx), "{err}");
    let missing = |path: &str| (path != glx).then(|| fs::read_to_string(folder.join(path)).ok())?;
    let err = reverse_check(&patch, missing).expect_err("a missing file passed");
    assert!(err.contains("not in the folder"), "{err}");
    // A file's last line without its line end is told from one with it.
    let no_end = "+++ b/f\n@@ -0,0 +1,1 @@\n+x\n\\ No newline at end of file\n";
    assert_eq!(reverse_check(no_end, |_| Some("x".into())), Ok(1));
    assert!(reverse_check(no_end, |_| Some("x\n".into())).is_err());
}

#[test]
fn every_vendored_crate_carries_its_licence_text() {
    for name in vendored_crates() {
        let folder = root().join("vendor").join(&name);
        let licences: Vec<String> = fs::read_dir(&folder)
            .expect("a vendored folder")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|f| f.starts_with("LICENSE") || f.starts_with("LICENCE"))
            .collect();
        assert!(
            !licences.is_empty(),
            "vendor/{name} has no LICENSE file: its licence asks for its text to go with it"
        );
        for file in licences {
            let text = fs::read_to_string(folder.join(&file)).expect("a licence text");
            assert!(
                text.contains("Copyright") || text.contains("License"),
                "vendor/{name}/{file} holds no licence text"
            );
        }
    }
}
