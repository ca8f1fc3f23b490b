//! Two windows on one data folder lose nothing (issue 50): two processes read the
//! learners' stars and the settings, then each writes its own changes many times over,
//! at the same time; afterwards the files hold both windows' changes. Two processes
//! playing a race, a chess and a Yalta game each into the same autosaves: afterwards one game
//! is in each autosave and the other, as far as it was played, in a kept slot.
//!
//! The children are this test executable itself, started with `--ignored --exact
//! two_windows::window_child` and environment variables naming the data folder and the
//! child's part. Both have read the files before either writes (they wait for a `go`
//! file), so a write that does not join the other's changes loses them every time.
#![cfg(unix)]

use chess::ChessGame;
use schachschlamassel::save::chess::{chess_autosave_path, ChessSave, ChessSeat};
use schachschlamassel::save::chess_unfinished::{
    chess_kept_slot, write_chess_autosave, ChessAutosaveSeen,
};
use schachschlamassel::save::progress::ProgressFile;
use schachschlamassel::save::settings::write_changed;
use schachschlamassel::save::unfinished::{kept_slot, write_autosave, AutosaveSeen};
use schachschlamassel::save::yalta_unfinished::{
    newest_kept, write_yalta_autosave, YaltaAutosaveSeen,
};
use schachschlamassel::save::{autosave_path, SaveGame};
use school::progress::Progress;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use track::variant::{HouseRules, Variant};
use track::{Setup, State};
use yalta::record::GameRecord;

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
fn start(dir: &Path, which: usize, child: &str) -> (std::process::Child, impl BufRead) {
    let exe = std::env::current_exe().unwrap();
    let mut child = Command::new(exe)
        .args([
            "--ignored",
            "--exact",
            child,
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
    let children = [
        start(&dir, 0, "two_windows::window_child"),
        start(&dir, 1, "two_windows::window_child"),
    ];
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

/// How many commands (race) and moves (chess) each playing window makes.
const PLAYED: usize = 40;

/// Window `which`'s race, stopped after `n` commands.
fn race_after(which: usize, n: usize) -> SaveGame {
    let start = State::classic(Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        2,
        100 + which as u64,
    ));
    crate::games::stopped_after(start, n).0
}

/// Window `which`'s chess game after `n` moves: its own first move, then the first
/// legal move each time.
fn chess_after(which: usize, n: usize) -> ChessSave {
    let mut game = ChessGame::new();
    for k in 0..n {
        let moves = game.legal_moves();
        let m = if k == 0 { moves[which + 10] } else { moves[0] };
        game.play(&chess::Command::Move(m)).unwrap();
    }
    assert!(!game.is_over(), "window {which}'s game goes on");
    ChessSave::new(&game, ChessSeat::Person, ChessSeat::Person, which as u64)
}

/// How many moves each window makes in Yalta (first legal moves end a game soon).
const YALTA_PLAYED: usize = 12;

/// Window `which`'s Yalta game after `n` moves: its own first move, then the first
/// legal move each time.
fn yalta_after(which: usize, n: usize) -> GameRecord {
    let mut game = yalta::game::Game::new(yalta::position::RedQueen::Light);
    for k in 0..n {
        let moves = game.position().legal_moves();
        let m = moves[if k == 0 { which + 3 } else { 0 }];
        game.play(&yalta::game::Command::from(m)).unwrap();
    }
    assert!(!game.is_over(), "window {which}'s Yalta game goes on");
    game.record(&[])
}

/// A child playing: after the go, each command of its race and each move of its chess
/// game is autosaved, as a window does.
#[test]
#[ignore = "the two-window test's playing child process; the two-window test starts it"]
fn playing_child() {
    let (Some(dir), Some(which)) = (std::env::var_os(DIR), std::env::var_os(WHICH)) else {
        panic!("playing_child is the two-window test's child: it needs {DIR} and {WHICH}");
    };
    let dir = PathBuf::from(dir);
    let which: usize = which.to_string_lossy().parse().unwrap();
    let (mut race_seen, mut chess_seen) = (AutosaveSeen::default(), ChessAutosaveSeen::default());
    let mut yalta_seen = YaltaAutosaveSeen::default();
    let yalta_path = dir.join("yalta-autosave.json");
    println!("READY");
    std::io::stdout().flush().unwrap();
    while !dir.join("go").exists() {
        std::thread::yield_now();
    }
    for n in 1..=PLAYED {
        write_autosave(&dir, &race_after(which, n), &mut race_seen).unwrap();
        write_chess_autosave(&dir, &chess_after(which, n), &mut chess_seen).unwrap();
        write_yalta_autosave(
            &yalta_path,
            &dir,
            &yalta_after(which, n.min(YALTA_PLAYED)),
            &mut yalta_seen,
        )
        .unwrap();
    }
}

/// How many kept slots (`saves/PREFIX…`) there are.
fn slots(dir: &Path, prefix: &str) -> usize {
    std::fs::read_dir(dir.join("saves"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
        .count()
}

#[test]
fn two_windows_playing_at_once_keep_each_others_games() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("two-windows-playing-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let children = [
        start(&dir, 0, "two_windows::playing_child"),
        start(&dir, 1, "two_windows::playing_child"),
    ];
    std::fs::write(dir.join("go"), b"").unwrap();
    for (mut c, mut out) in children {
        std::io::copy(&mut out, &mut std::io::sink()).unwrap();
        assert!(c.wait().unwrap().success(), "a window failed");
    }
    // Each autosave holds one window's whole game, a kept slot the other's.
    let (race, _) = SaveGame::load(&autosave_path(&dir)).unwrap();
    let last = (0..2)
        .find(|&w| race == race_after(w, PLAYED))
        .expect("a whole race");
    let (kept, _) = SaveGame::load(&kept_slot(&dir, 1)).expect("the other race is kept");
    assert_eq!(
        kept,
        race_after(1 - last, PLAYED),
        "the other window's whole race"
    );
    assert_eq!(
        slots(&dir, "unfinished-race-"),
        1,
        "one slot, not one a move"
    );
    let (chess, _) = ChessSave::load(&chess_autosave_path(&dir)).unwrap();
    let last = (0..2)
        .find(|&w| chess == chess_after(w, PLAYED))
        .expect("a whole game");
    let (kept, _) = ChessSave::load(&chess_kept_slot(&dir, 1)).expect("the other is kept");
    assert_eq!(
        kept,
        chess_after(1 - last, PLAYED),
        "the other window's whole game"
    );
    assert_eq!(
        slots(&dir, "unfinished-chess-"),
        1,
        "one slot, not one a move"
    );
    let yalta: GameRecord =
        serde_json::from_str(&std::fs::read_to_string(dir.join("yalta-autosave.json")).unwrap())
            .unwrap();
    let last = (0..2)
        .find(|&w| yalta == yalta_after(w, YALTA_PLAYED))
        .expect("a whole Yalta game");
    assert_eq!(newest_kept(&dir), Some(yalta_after(1 - last, YALTA_PLAYED)));
    assert_eq!(
        slots(&dir, "unfinished-yalta-"),
        1,
        "one slot, not one a move"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
