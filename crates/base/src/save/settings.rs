//! Settings files (`settings.json`) shared by two windows on one data folder: a window
//! writes only the settings it changed since it read them, into the file as it is at
//! that moment, so that another window's changes stay. (The learners' stars are joined
//! the same way, `progress.rs`; both under [`platform::write_merged`]'s lock.)

use super::kept;
use crate::platform;
use serde_json::Value;
use std::path::Path;

/// The settings to write: those in the file now (`now`), with each top-level key whose
/// value this window changed since it read or last wrote them (`mine` differs from
/// `read`) set to this window's value. Without settings in the file (none, or not an
/// object), this window's own.
pub fn changed_keys(read: Option<&Value>, mine: &Value, now: Option<Value>) -> Value {
    let (Some(Value::Object(mut now)), Value::Object(mine_keys)) = (now, mine) else {
        return mine.clone();
    };
    for (key, value) in mine_keys {
        let changed = read.and_then(|r| r.get(key)) != Some(value);
        if changed {
            now.insert(key.clone(), value.clone());
        }
    }
    Value::Object(now)
}

/// Writes `mine` into the settings file at `path` as [`changed_keys`] says, and
/// remembers it in `read` as what this window now holds. A file that is not JSON by
/// then is kept aside first.
///
/// # Errors
/// The I/O error; the old file is then untouched.
pub fn write_changed(path: &Path, read: &mut Option<Value>, mine: &Value) -> std::io::Result<()> {
    platform::write_merged(path, |now| {
        let now = now
            .ok()
            .and_then(|text| match serde_json::from_str::<Value>(&text) {
                Ok(v) => Some(v),
                Err(e) => {
                    kept::keep_aside(path, &e.to_string());
                    None
                }
            });
        let merged = changed_keys(read.as_ref(), mine, now);
        serde_json::to_string_pretty(&merged)
            .unwrap_or_default()
            .into_bytes()
    })?;
    *read = Some(mine.clone());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_the_keys_this_window_changed_overwrite_the_other_windows() {
        let read = json!({"lang": "de", "variant": "small", "fullscreen": false});
        // This window changed the variant; the other one the language meanwhile.
        let mine = json!({"lang": "de", "variant": "large", "fullscreen": false});
        let now = json!({"lang": "fr", "variant": "small", "fullscreen": false});
        assert_eq!(
            changed_keys(Some(&read), &mine, Some(now)),
            json!({"lang": "fr", "variant": "large", "fullscreen": false})
        );
    }

    #[test]
    fn without_settings_read_or_in_the_file_this_windows_are_written_whole() {
        let mine = json!({"lang": "de", "variant": "large"});
        let now = json!({"lang": "fr", "variant": "small"});
        assert_eq!(changed_keys(None, &mine, Some(now)), mine);
        assert_eq!(changed_keys(Some(&mine), &mine, None), mine);
        assert_eq!(changed_keys(Some(&mine), &mine, Some(json!([1]))), mine);
    }
}
