//! A data folder the game cannot use is said in words of the player's language, with
//! what to do, never as the system's bare English (issue 50): a data folder that is a
//! file, in every language, for the saves, the chess saves, the stars and the settings.
#![cfg(unix)]

use schachschlamassel::platform::{ReadError, WriteError};
use schachschlamassel::save::chess::ChessSave;
use schachschlamassel::save::kept::{read_kept, FileNote};
use schachschlamassel::save::progress::ProgressFile;
use schachschlamassel::save::{SaveErrorKind, SaveGame};
use schachschlamassel::ui::i18n::{file_note, Lang};
use school::progress::Progress;
use std::path::PathBuf;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

/// A data folder that is a file.
fn file_as_data_folder(name: &str) -> (PathBuf, PathBuf) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("data-folder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.join("data");
    std::fs::write(&data, b"not a folder").unwrap();
    (dir, data)
}

/// The system's English, as it would show through.
fn is_raw(text: &str) -> bool {
    [
        "os error",
        "File exists",
        "Not a directory",
        "Permission denied",
    ]
    .iter()
    .any(|raw| text.contains(raw))
}

#[test]
fn a_data_folder_that_is_a_file_is_said_with_what_to_do_in_every_language() {
    let (dir, data) = file_as_data_folder("file");
    let state = State::classic(Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        2,
        7,
    ));
    let e = SaveGame::new(&state, &[])
        .save_atomic(&data.join("autosave.json"))
        .expect_err("no folder to write in");
    assert_eq!(e.kind, SaveErrorKind::Write(WriteError::FolderIsAFile));
    let chess = ChessSave::new(
        &chess::ChessGame::new(),
        schachschlamassel::save::chess::ChessSeat::Person,
        schachschlamassel::save::chess::ChessSeat::Person,
        1,
    )
    .save_atomic(&data.join("chess-autosave.json"))
    .expect_err("no folder to write in");
    let stars = Progress::default()
        .save_merged(&data)
        .expect_err("no folder to write in");
    assert_eq!(WriteError::of(&stars), WriteError::FolderIsAFile);
    let settings = read_kept(&data.join("settings.json")).expect_err("no folder to read in");
    assert!(
        matches!(
            &settings,
            FileNote::Unreadable {
                error: ReadError::FolderIsAFile,
                ..
            }
        ),
        "{settings:?}"
    );
    for lang in Lang::ALL {
        let said = [
            words::say(lang, &e),
            words::say(lang, &chess),
            words::say(lang, &WriteError::of(&stars)),
            file_note(lang, &settings),
        ];
        for text in &said {
            assert!(!is_raw(text), "{lang:?}: {text}");
        }
        // What to do: another folder, named by the option that gives one.
        for text in &said[..3] {
            assert!(text.contains("--data-dir"), "{lang:?}: {text}");
        }
        if lang != Lang::En {
            let english = words::say(Lang::En, &e);
            assert_ne!(said[0], english, "{lang:?} says it in English");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
