//! All file access and every clock of the game in one small module (saves,
//! settings, data files, timings), so that a browser build can swap it out.
//!
//! One interface, two backends: on the desktop the functions below work on files;
//! in the browser (`wasm32`) the same functions, from [`browser`](self), keep each
//! "file" as one entry of the browser's local storage, keyed by its path.

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
pub use browser::*;
#[cfg(target_arch = "wasm32")]
mod fetch;
#[cfg(target_arch = "wasm32")]
pub use fetch::{all_done, fetch, Fetch, FetchError, Fetched};
mod read_error;
pub use read_error::ReadError;
mod write_error;
pub use write_error::WriteError;
mod display;
pub use display::{check_display, NoDisplay};
pub mod speech;

#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::path::Path;
#[cfg(not(target_arch = "wasm32"))]
use std::path::PathBuf;

#[cfg(not(target_arch = "wasm32"))]
/// The directory for saves and settings: `--data-dir`, or the platform's user data
/// directory (e.g. `~/.local/share/schachschlamassel`), or `./schachschlamassel-data`.
pub fn data_dir(given: Option<&Path>) -> PathBuf {
    if let Some(p) = given {
        return p.to_path_buf();
    }
    directories::ProjectDirs::from("de", "schachschlamassel", "schachschlamassel")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("schachschlamassel-data"))
}

#[cfg(not(target_arch = "wasm32"))]
/// The folder a file is in (made if it is missing; `.` for a bare name) and the file's
/// name, for the temporary and lock files beside it.
fn dir_and_name(path: &Path) -> std::io::Result<(&Path, String)> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "file".into());
    Ok((dir, name))
}

#[cfg(not(target_arch = "wasm32"))]
/// Writes a file atomically: a temporary file in the same directory, flushed and
/// synced, then renamed over the old one. A crash leaves the old file or the new one.
///
/// # Errors
/// Any I/O error; the old file is then untouched.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let (dir, name) = dir_and_name(path)?;
    remove_stale_temps_of(dir, &name);
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.flush()?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)?;
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(not(target_arch = "wasm32"))]
/// Rewrites a file from what it holds now, with no other writer in between: under a
/// lock on `.NAME.lock` beside it, `merge` gets the file's text as it is now (or why it
/// could not be read, `NotFound` if there is none) and returns the new bytes, which are
/// written atomically. Two windows on one data folder so join their changes instead of
/// throwing away each other's. The lock is the system's (`flock`): it ends with the
/// process, so a crashed game never leaves it held; the empty lock file stays.
///
/// # Errors
/// The lock file or the file cannot be written; the old file is then untouched.
pub fn write_merged(
    path: &Path,
    merge: impl FnOnce(std::io::Result<String>) -> Vec<u8>,
) -> std::io::Result<()> {
    let (dir, name) = dir_and_name(path)?;
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(format!(".{name}.lock")))?;
    lock.lock()?;
    let result = write_atomic(path, &merge(read_text(path)));
    let _ = lock.unlock();
    result
}

/// How old a temporary file of [`write_atomic`] must be before another write of the
/// same file removes it (a younger one may belong to a writer still at work).
#[cfg(not(target_arch = "wasm32"))]
const STALE_TEMP_SECS: u64 = 60;

#[cfg(not(target_arch = "wasm32"))]
/// Deletes the temporary files of `name` that a writer killed mid-write left in `dir`
/// (`.NAME.tmpPID`, older than [`STALE_TEMP_SECS`]): whoever writes a file next cleans
/// up after an interrupted write of it, wherever it was.
fn remove_stale_temps_of(dir: &Path, name: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{name}.tmp");
    for e in entries.flatten() {
        let stale = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age.as_secs() >= STALE_TEMP_SECS);
        if stale && e.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Deletes temporary files that a writer killed mid-write left in `dir` (the
/// `.NAME.tmpPID` files of [`write_atomic`]); nothing ever reads them.
pub fn remove_stale_temps(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && name.contains(".tmp") {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The largest file the game reads (a board, a deck, a save, a PGN, a lesson): far
/// above any real one, far below what would exhaust memory.
pub const MAX_READ_BYTES: u64 = 16 * 1024 * 1024;

#[cfg(not(target_arch = "wasm32"))]
/// Reads a file's bytes: only a regular file (not a device such as `/dev/zero`, a
/// folder or a named pipe, which would never end or block), of at most
/// [`MAX_READ_BYTES`].
///
/// # Errors
/// Any I/O error, including a missing file; `InvalidInput` carrying a [`ReadError`]
/// for what is not a regular file or is too large.
pub fn read_bytes(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let too_large = || {
        ReadError::TooLarge {
            max_mb: MAX_READ_BYTES / (1024 * 1024),
        }
        .into_io()
    };
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile.into_io());
    }
    if meta.len() > MAX_READ_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    // A file that grows while it is read stops at the limit too.
    std::fs::File::open(path)?
        .take(MAX_READ_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_READ_BYTES {
        return Err(too_large());
    }
    Ok(bytes)
}

#[cfg(not(target_arch = "wasm32"))]
/// Reads a file as text ([`read_bytes`]): UTF-8, without the byte-order mark some
/// editors write first.
///
/// # Errors
/// As [`read_bytes`]; `InvalidData` for text that is not UTF-8 ([`ReadError::of`]
/// tells them apart).
pub fn read_text(path: &Path) -> std::io::Result<String> {
    let text = String::from_utf8(read_bytes(path)?)
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
    Ok(without_byte_order_mark(text))
}

#[cfg(not(target_arch = "wasm32"))]
/// Reads a PGN file ([`read_bytes`]) as chess programs do: UTF-8 when its bytes are,
/// else Latin-1, the PGN standard's own character set ([`chess::pgn::decode`]).
///
/// # Errors
/// As [`read_bytes`].
pub fn read_pgn(path: &Path) -> std::io::Result<String> {
    Ok(chess::pgn::decode(&read_bytes(path)?))
}

/// The text without the byte-order mark (U+FEFF) some editors write before it.
pub fn without_byte_order_mark(mut text: String) -> String {
    let mark = strip_byte_order_mark(&text).len();
    text.drain(..text.len() - mark);
    text
}

/// The text after the byte-order mark (U+FEFF, told by its number: the window never
/// draws it) some editors write before it.
pub fn strip_byte_order_mark(text: &str) -> &str {
    text.strip_prefix(|c: char| c as u32 == 0xFEFF)
        .unwrap_or(text)
}

#[cfg(not(target_arch = "wasm32"))]
/// The files of a directory whose names end in `.ext`, in sorted file-name order,
/// each as (path shown to people, text).
///
/// # Errors
/// The path that failed and its I/O error (the directory or one file).
pub fn read_dir_texts(
    dir: &Path,
    ext: &str,
) -> Result<Vec<(String, String)>, (String, std::io::Error)> {
    let shown = |p: &Path| p.display().to_string();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| (shown(dir), e))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    crate::order::sort(&mut paths);
    paths
        .into_iter()
        .map(|p| {
            read_text(&p)
                .map(|t| (shown(&p), t))
                .map_err(|e| (shown(&p), e))
        })
        .collect()
}

#[cfg(not(target_arch = "wasm32"))]
/// Each file of a directory whose name ends in `.ext`, in sorted file-name order, as
/// (path shown to people, its text or why it could not be read): one file that cannot
/// be read does not hide the others. A directory that does not exist has no files.
///
/// # Errors
/// The directory exists but cannot be read.
#[allow(clippy::type_complexity)]
pub fn read_dir_each(
    dir: &Path,
    ext: &str,
) -> std::io::Result<Vec<(String, std::io::Result<String>)>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(vec![]),
        Err(e) => return Err(e),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    crate::order::sort(&mut paths);
    Ok(paths
        .into_iter()
        .map(|p| (p.display().to_string(), read_text(&p)))
        .collect())
}

#[cfg(not(target_arch = "wasm32"))]
/// Removes a file.
///
/// # Errors
/// Any I/O error, including a missing file.
pub fn remove_file(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

#[cfg(not(target_arch = "wasm32"))]
/// The names of a directory's entries (files and folders), sorted.
///
/// # Errors
/// The directory cannot be read.
pub fn list_dir(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut names = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect::<Vec<_>>();
    crate::order::sort(&mut names);
    Ok(names)
}

#[cfg(not(target_arch = "wasm32"))]
/// Whether anything (a file or a directory) exists at `path`.
pub fn exists(path: &Path) -> bool {
    path.exists()
}

#[cfg(not(target_arch = "wasm32"))]
/// Whether `path` is a directory.
pub fn is_dir(path: &Path) -> bool {
    path.is_dir()
}

#[cfg(not(target_arch = "wasm32"))]
/// Renames (moves) a file.
///
/// # Errors
/// Any I/O error, including a missing source.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)
}

#[cfg(not(target_arch = "wasm32"))]
/// Whole minutes since the file was last written, if the file and the clock tell.
pub fn minutes_since_modified(path: &Path) -> Option<u64> {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .map(|d| d.as_secs() / 60)
}

#[cfg(not(target_arch = "wasm32"))]
/// Checks that a file can be written at `path` without changing it: opens it for
/// appending (creating it if need be), and removes it again if it did not exist.
///
/// # Errors
/// The I/O error that opening it for writing gave.
pub fn check_writable(path: &Path) -> std::io::Result<()> {
    let existed = path.exists();
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if !existed {
        let _ = std::fs::remove_file(path);
    }
    Ok(())
}

#[cfg(not(target_arch = "wasm32"))]
/// The clock: whole seconds since 1970 (0 if the clock is set before that).
pub fn now_unix_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

#[cfg(not(target_arch = "wasm32"))]
/// The CPU time this thread has run, in nanoseconds (Linux: `/proc/thread-self/schedstat`;
/// `None` elsewhere). Headless benchmarks report it beside the wall time, because on a
/// shared machine the wall time mostly measures waiting for a core.
pub fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

#[cfg(not(target_arch = "wasm32"))]
/// The CPU time the whole process (every thread: the window's, the software renderer's)
/// has run, in seconds (Linux: `/proc/self/stat`, in ticks of 1/100 s; `None`
/// elsewhere). The frame benchmark measures a still window's cost with it.
pub fn process_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) may hold spaces; the fields after it are plain.
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / CLOCK_TICKS)
}

/// The kernel's clock ticks per second in `/proc` (USER_HZ, 100 on every Linux build
/// that matters here).
#[cfg(not(target_arch = "wasm32"))]
const CLOCK_TICKS: f64 = 100.0;

#[cfg(not(target_arch = "wasm32"))]
/// Removes a folder and everything in it (the frame benchmark's scratch folders).
pub fn remove_dir_all(path: &Path) -> std::io::Result<()> {
    std::fs::remove_dir_all(path)
}

#[cfg(not(target_arch = "wasm32"))]
/// Waits `seconds` (the window's frame pacing while nothing moves, the frame
/// benchmark's idle seconds).
pub fn sleep(seconds: f64) {
    if seconds > 0.0 && seconds.is_finite() {
        std::thread::sleep(std::time::Duration::from_secs_f64(seconds));
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// A monotonic stopwatch for the headless benchmarks and reports.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl Stopwatch {
    /// Starts now.
    pub fn start() -> Stopwatch {
        Stopwatch(std::time::Instant::now())
    }

    /// The time since the start.
    pub fn elapsed(&self) -> std::time::Duration {
        self.0.elapsed()
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Writes a command's output to standard output. A reader that has gone away (`| head`)
/// is no error: the rest is not wanted, so it is dropped quietly instead of panicking as
/// `println!` would.
pub fn print_out(text: &str) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

#[cfg(not(target_arch = "wasm32"))]
/// Tells the page what is on screen (see the browser backend); the desktop has no page.
pub fn show_status(_status: &str) {}

#[cfg(not(target_arch = "wasm32"))]
/// Offers a saved file for download (see the browser backend); on the desktop the file
/// is already in the player's folder.
pub fn offer_download(_name: &str, _text: &str) {}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the browser's file chooser (see the browser backend); the desktop opens files
/// from the command line (`--load`, `--pgn`).
pub fn ask_open_file() {}

#[cfg(not(target_arch = "wasm32"))]
/// Opens the browser's file chooser for several files at once (see the browser
/// backend); the desktop's class page reads its folder of stars files instead.
pub fn ask_open_files() {}

#[cfg(not(target_arch = "wasm32"))]
/// Lays the page's text field over a name box (see the browser backend); the desktop
/// types with its keyboard.
pub fn show_name_field(_spec: &str) {}

#[cfg(not(target_arch = "wasm32"))]
/// What the page's text field holds (see the browser backend); there is none here.
pub fn take_name_field() -> Option<String> {
    None
}

#[cfg(not(target_arch = "wasm32"))]
/// The file chosen in the browser's file chooser (see the browser backend); none here.
pub fn take_opened_file() -> Option<(String, String)> {
    None
}

/// The file a save's message names: the one the player gets. In the browser the saved
/// game is handed over as the download `download` (the page's own storage is out of
/// sight, so a path in it helps nobody); on the desktop it is `written`, the file in
/// the player's folder as the caller shows it (whole, or from the data folder on).
pub fn saved_file_shown(written: String, download: &str) -> String {
    shown_save(cfg!(target_arch = "wasm32"), written, download)
}

fn shown_save(in_browser: bool, written: String, download: &str) -> String {
    if in_browser {
        download.to_string()
    } else {
        written
    }
}

/// The processor time this process has used so far, all its threads together, in
/// seconds: what "per core-second" figures divide by, since on a shared machine the
/// wall clock also counts other programs' turns. Read from `/proc/self/stat` (user
/// and system ticks, at Linux's 100 ticks a second); `None` where there is none.
#[cfg(not(target_arch = "wasm32"))]
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name in brackets may hold spaces: count fields after its end.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5) (utime, stime) are the 12th and 13th after the name.
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// The machine's clock as the arena wants it: wall time from a [`Stopwatch`] started
/// with it, and processor time from [`cpu_seconds`] and [`thread_cpu_ns`].
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(Stopwatch);

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    /// A clock whose wall time starts now.
    pub fn start() -> SystemClock {
        SystemClock(Stopwatch::start())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl arena::Clock for SystemClock {
    fn seconds(&self) -> f64 {
        self.0.elapsed().as_secs_f64()
    }
    fn process_cpu_seconds(&self) -> Option<f64> {
        cpu_seconds()
    }
    fn thread_cpu_ns(&self) -> Option<u64> {
        thread_cpu_ns()
    }
}

/// The cores this machine offers to threads (at least 1).
#[cfg(not(target_arch = "wasm32"))]
pub fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// A fresh, empty folder under the system's temporary one, named after `name`, the
/// process and the thread (for the unit tests of the window and the app, which run
/// natively only).
#[cfg(not(target_arch = "wasm32"))]
#[doc(hidden)]
pub fn test_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "ssl-{name}-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    remove_test_dir(&dir);
    dir
}

/// Removes a folder made by [`test_dir`] and everything in it.
#[cfg(not(target_arch = "wasm32"))]
#[doc(hidden)]
pub fn remove_test_dir(dir: &Path) {
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_in_the_browser_names_the_downloaded_file_and_on_the_desktop_the_written_one() {
        let written = "/home/anna/.local/share/schachschlamassel/games/game-1.json";
        assert_eq!(
            shown_save(true, written.into(), "race-game-1.json"),
            "race-game-1.json"
        );
        assert_eq!(
            shown_save(false, written.into(), "race-game-1.json"),
            written
        );
    }

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("ssl-platform-{}", std::process::id()));
        let path = dir.join("settings.json");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(read_text(&path).unwrap(), "two");
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .collect();
        assert_eq!(left.len(), 1, "only the file itself remains");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn only_regular_files_of_a_sane_size_are_read() {
        for endless in ["/dev/zero", "/dev/urandom", "/"] {
            let e = read_text(Path::new(endless)).expect_err(endless);
            assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput, "{endless}: {e}");
        }
        let dir = test_dir("read-limit");
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.json");
        let f = std::fs::File::create(&big).unwrap();
        f.set_len(MAX_READ_BYTES + 1).unwrap();
        let e = read_text(&big).expect_err("too large");
        assert!(e.to_string().contains("too large"), "{e}");
        remove_test_dir(&dir);
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_next_write_of_a_file_removes_the_temporaries_an_interrupted_write_left() {
        let dir = test_dir("stale-temps");
        std::fs::create_dir_all(&dir).unwrap();
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(600);
        let killed = dir.join(".game.json.tmp4242");
        std::fs::File::create(&killed)
            .unwrap()
            .set_modified(old)
            .unwrap();
        // A writer at work right now, and an old temporary of another file.
        let busy = dir.join(".game.json.tmp4343");
        std::fs::write(&busy, b"half").unwrap();
        let other = dir.join(".other.json.tmp4444");
        std::fs::File::create(&other)
            .unwrap()
            .set_modified(old)
            .unwrap();
        write_atomic(&dir.join("game.json"), b"{}").unwrap();
        assert!(!killed.exists(), "the killed write's temporary is gone");
        assert!(
            busy.exists(),
            "a fresh temporary may belong to a writer at work"
        );
        assert!(
            other.exists(),
            "another file's temporaries are its writer's"
        );
        remove_test_dir(&dir);
    }
}
