//! The browser backend of [`crate::platform`] (`wasm32` only): every "file" is one
//! entry of the browser's local storage, keyed by its path (`schachschlamassel/…`),
//! through the `quad-storage` crate; a second entry, the key with [`WRITTEN`] added,
//! keeps the time it was written. The clock is the browser's (`Date.now`, through
//! miniquad), and the languages are `navigator.languages` (through `web/plugin.js`).
//!
//! Local storage writes a whole value at once, so a write is atomic by itself, and
//! there are no temporary files to clean up.

use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

/// Added to a key for the entry that keeps its write time (Unix seconds).
const WRITTEN: &str = "#written";

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

fn storage() -> std::sync::MutexGuard<'static, quad_storage::LocalStorage> {
    // The game has one thread; a poisoned lock still holds usable storage.
    quad_storage::STORAGE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A path the browser's storage does not hold: the system's own "not found" (the app
/// says which file, in words of its language).
fn not_found() -> Error {
    Error::from(ErrorKind::NotFound)
}

/// Every key in the storage.
fn keys() -> Vec<String> {
    let s = storage();
    (0..s.len()).filter_map(|i| s.key(i)).collect()
}

/// The prefix of every key in the browser's storage; `--data-dir` does not exist here.
pub fn data_dir(_given: Option<&Path>) -> PathBuf {
    PathBuf::from("schachschlamassel")
}

/// Stores the bytes (UTF-8 text: every file of the game is JSON) under the path, and
/// the time of writing.
///
/// # Errors
/// Bytes that are not UTF-8 text.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let text = std::str::from_utf8(bytes).map_err(|e| Error::new(ErrorKind::InvalidData, e))?;
    let k = key(path);
    let mut s = storage();
    s.set(&k, text);
    s.set(&format!("{k}{WRITTEN}"), &now_unix_secs().to_string());
    Ok(())
}

/// Rewrites an entry from what it holds now (see the desktop's `write_merged`): a
/// page's script runs on one thread, so nothing writes between the read and the write.
///
/// # Errors
/// Bytes that are not UTF-8 text.
pub fn write_merged(
    path: &Path,
    merge: impl FnOnce(std::io::Result<String>) -> Vec<u8>,
) -> std::io::Result<()> {
    let bytes = merge(read_text(path));
    write_atomic(path, &bytes)
}

/// Nothing to do: local storage leaves no temporary files.
pub fn remove_stale_temps(_dir: &Path) {}

/// The text stored under the path.
///
/// # Errors
/// `NotFound` if nothing is stored there.
pub fn read_text(path: &Path) -> std::io::Result<String> {
    storage().get(&key(path)).ok_or_else(not_found)
}

/// The entries under `dir/` whose names end in `.ext`, sorted by key, each as (key,
/// text).
///
/// # Errors
/// None in practice; the signature is the desktop's.
pub fn read_dir_texts(
    dir: &Path,
    ext: &str,
) -> Result<Vec<(String, String)>, (String, std::io::Error)> {
    let prefix = format!("{}/", key(dir));
    let suffix = format!(".{ext}");
    let mut found: Vec<String> = keys()
        .into_iter()
        .filter(|k| k.starts_with(&prefix) && k.ends_with(&suffix))
        .collect();
    crate::order::sort(&mut found);
    let s = storage();
    Ok(found
        .into_iter()
        .filter_map(|k| s.get(&k).map(|t| (k, t)))
        .collect())
}

/// Each entry under `dir/` whose name ends in `.ext`, sorted by key, as (key, text).
///
/// # Errors
/// None in practice; the signature is the desktop's.
#[allow(clippy::type_complexity)]
pub fn read_dir_each(
    dir: &Path,
    ext: &str,
) -> std::io::Result<Vec<(String, std::io::Result<String>)>> {
    let found = read_dir_texts(dir, ext).map_err(|(_, e)| e)?;
    Ok(found.into_iter().map(|(k, t)| (k, Ok(t))).collect())
}

/// Removes the entry stored under the path, and its write time.
///
/// # Errors
/// `NotFound` if nothing is stored there.
pub fn remove_file(path: &Path) -> std::io::Result<()> {
    let k = key(path);
    let mut s = storage();
    if s.get(&k).is_none() {
        return Err(not_found());
    }
    s.remove(&k);
    s.remove(&format!("{k}{WRITTEN}"));
    Ok(())
}

/// Whether something is stored under the path, or under a key below it.
pub fn exists(path: &Path) -> bool {
    storage().get(&key(path)).is_some() || is_dir(path)
}

/// Whether some key lies below the path (`path/…`).
pub fn is_dir(path: &Path) -> bool {
    let prefix = format!("{}/", key(path));
    keys().iter().any(|k| k.starts_with(&prefix))
}

/// Moves an entry (and its write time) to another key.
///
/// # Errors
/// `NotFound` if nothing is stored under `from`.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    let (f, t) = (key(from), key(to));
    let mut s = storage();
    let text = s.get(&f).ok_or_else(not_found)?;
    s.set(&t, &text);
    s.remove(&f);
    let (fw, tw) = (format!("{f}{WRITTEN}"), format!("{t}{WRITTEN}"));
    match s.get(&fw) {
        Some(w) => s.set(&tw, &w),
        None => s.remove(&tw),
    }
    s.remove(&fw);
    Ok(())
}

/// Whole minutes since the entry was written, if its write time is known.
pub fn minutes_since_modified(path: &Path) -> Option<u64> {
    let written: u64 = storage()
        .get(&format!("{}{WRITTEN}", key(path)))?
        .parse()
        .ok()?;
    Some(now_unix_secs().saturating_sub(written) / 60)
}

/// Local storage can always be written to (a full storage is not known in advance).
///
/// # Errors
/// None.
pub fn check_writable(_path: &Path) -> std::io::Result<()> {
    Ok(())
}

/// The browser's clock: whole seconds since 1970 (`Date.now`, through miniquad).
pub fn now_unix_secs() -> u64 {
    macroquad::miniquad::date::now().max(0.0) as u64
}

extern "C" {
    /// `navigator.languages`, joined by commas, from `web/plugin.js`.
    fn ssl_browser_language() -> sapp_jsutils::JsObject;
}

/// The browser's languages (`navigator.languages` joined by commas, e.g. `fr-CH,fr,de`),
/// if it tells them.
pub fn browser_language() -> Option<String> {
    // SAFETY: a function of web/plugin.js that takes nothing and returns a new
    // JS string (or undefined), owned by the returned JsObject.
    let object = unsafe { ssl_browser_language() };
    if object.is_nil() || object.is_undefined() {
        return None;
    }
    let mut code = String::new();
    object.to_string(&mut code);
    Some(code)
}

extern "C" {
    /// Sets `window.sslStatus` (and, the first time, `window.sslFirstFrameMs`), from
    /// `web/plugin.js`.
    fn ssl_show_status(status: sapp_jsutils::JsObjectWeak);
}

/// Tells the page what is on screen (`Start`, `Setup+resume`, `Game`…), as
/// `window.sslStatus`; the first call also records the time of the first drawn frame.
/// The browser test in `.ci/run` reads both.
pub fn show_status(status: &str) {
    let text = sapp_jsutils::JsObject::string(status);
    // SAFETY: a function of web/plugin.js that reads the string and keeps no reference.
    unsafe { ssl_show_status(text.weak()) };
}

extern "C" {
    /// Offers text as a file to download, from `web/plugin.js`.
    fn ssl_download(name: sapp_jsutils::JsObjectWeak, text: sapp_jsutils::JsObjectWeak);
}

/// Offers a saved game as a file the browser downloads (a page cannot write into the
/// computer's folders): "Save as" in the browser also gives the player the file.
pub fn offer_download(name: &str, text: &str) {
    let name = sapp_jsutils::JsObject::string(name);
    let text = sapp_jsutils::JsObject::string(text);
    // SAFETY: a function of web/plugin.js that reads both strings and keeps no reference.
    unsafe { ssl_download(name.weak(), text.weak()) };
}

extern "C" {
    /// Opens the browser's file chooser, from `web/plugin.js`.
    fn ssl_open_file();
    /// Opens the browser's file chooser for several files, from `web/plugin.js`.
    fn ssl_open_files();
    /// The file chosen since the last call (`{"name":…,"text":…}`) or "", from
    /// `web/plugin.js`.
    fn ssl_take_opened() -> sapp_jsutils::JsObject;
}

/// Opens the browser's file chooser; the chosen file comes later, through
/// [`take_opened_file`].
pub fn ask_open_file() {
    // SAFETY: a function of web/plugin.js that takes nothing.
    unsafe { ssl_open_file() };
}

/// Opens the browser's file chooser for several files at once (the class page's
/// *Gather stars*); each chosen file comes later through [`take_opened_file`], one a call.
pub fn ask_open_files() {
    // SAFETY: a function of web/plugin.js that takes nothing.
    unsafe { ssl_open_files() };
}

/// The file the player chose in the file chooser, once: its name and text.
pub fn take_opened_file() -> Option<(String, String)> {
    // SAFETY: a function of web/plugin.js returning a new JS string it does not keep.
    let object = unsafe { ssl_take_opened() };
    let mut json = String::new();
    object.to_string(&mut json);
    #[derive(serde::Deserialize)]
    struct Opened {
        name: String,
        text: String,
    }
    let opened: Opened = serde_json::from_str(&json).ok()?;
    Some((opened.name, opened.text))
}

extern "C" {
    /// Lays the page's text field over the game's name box, or hides it (""), from
    /// `web/plugin.js`.
    fn ssl_name_field(spec: sapp_jsutils::JsObjectWeak);
    /// What the page's text field holds and how it ended (JSON), or "", from
    /// `web/plugin.js`.
    fn ssl_name_field_news() -> sapp_jsutils::JsObject;
}

/// Lays the page's text field over a name box (`spec`: where, how large, what it holds
/// at first; `src/ui/shell/name_entry.rs`), so that a tablet's on-screen keyboard can
/// type into it; "" hides it.
pub fn show_name_field(spec: &str) {
    let spec = sapp_jsutils::JsObject::string(spec);
    // SAFETY: a function of web/plugin.js that reads the string and keeps no reference.
    unsafe { ssl_name_field(spec.weak()) };
}

/// What the page's text field holds and how it ended, as JSON, while it is shown.
pub fn take_name_field() -> Option<String> {
    // SAFETY: a function of web/plugin.js returning a new JS string it does not keep.
    let object = unsafe { ssl_name_field_news() };
    let mut json = String::new();
    object.to_string(&mut json);
    (!json.is_empty()).then_some(json)
}

/// The version of the `ssl_web` plugin of `web/plugin.js` this build expects (miniquad's
/// loader compares the two and warns on a mismatch).
#[no_mangle]
extern "C" fn ssl_web_crate_version() -> u32 {
    3
}
