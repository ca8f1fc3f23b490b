//! Issue 50: kept chess games can be opened and do not pile up. Each game that takes
//! the place of an unfinished chess autosave keeps that game in a slot
//! (`saves/unfinished-chess-N.json`, the newest first); past the slots the oldest is
//! dropped, so forty starts leave as many files as there are slots. The kept files of
//! older versions (`chess-unfinished-SECONDS.json`) join the slots.

use chess::{ChessGame, Command};
use schachschlamassel::save::chess::{chess_autosave_path, ChessSave, ChessSeat};
use schachschlamassel::save::chess_unfinished::{
    adopt_old_kept, chess_kept_slot, keep_unfinished, newest_kept, release_kept, CHESS_KEPT_SLOTS,
};
use std::path::PathBuf;

/// An unfinished game: the `n`-th of the legal first moves, then `plies` more of the
/// first legal move each (different `n`, different games).
fn game(n: usize, plies: usize) -> ChessSave {
    let mut game = ChessGame::new();
    let first = game.legal_moves()[n];
    game.play(&Command::Move(first)).unwrap();
    for _ in 0..plies {
        let m = game.legal_moves()[0];
        game.play(&Command::Move(m)).unwrap();
    }
    assert!(!game.is_over());
    ChessSave::new(&game, ChessSeat::Person, ChessSeat::Person, 1)
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("chess-kept-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file of the data folder and its `saves` folder.
fn files(dir: &std::path::Path) -> Vec<String> {
    let mut all = vec![];
    for d in [dir.to_path_buf(), dir.join("saves")] {
        if let Ok(entries) = std::fs::read_dir(&d) {
            for e in entries.flatten() {
                if e.path().is_file() {
                    all.push(e.file_name().to_string_lossy().into_owned());
                }
            }
        }
    }
    all.sort();
    all
}

#[test]
fn forty_games_started_over_unfinished_ones_keep_only_the_newest_few() {
    let dir = temp_dir("forty");
    for k in 0..40 {
        // The game of start k is in the autosave, unfinished, when start k+1 comes.
        let now = game(k % 20, k / 20);
        keep_unfinished(&dir, Some(&now)).unwrap();
        now.save_atomic(&chess_autosave_path(&dir)).unwrap();
    }
    let kept: Vec<String> = files(&dir)
        .into_iter()
        .filter(|f| f.contains("unfinished"))
        .collect();
    assert_eq!(kept.len(), CHESS_KEPT_SLOTS, "{kept:?}");
    // The newest first: the games of starts 38, 37, … (39 is in the autosave).
    for i in 1..=CHESS_KEPT_SLOTS {
        let (save, _) = ChessSave::load(&chess_kept_slot(&dir, i)).unwrap();
        let k = 39 - i;
        assert_eq!(save, game(k % 20, k / 20), "slot {i}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_kept_chess_game_is_offered_and_continuing_it_frees_its_slot() {
    let dir = temp_dir("offer");
    let (older, newer, opened) = (game(1, 4), game(2, 4), game(3, 0));
    older.save_atomic(&chess_autosave_path(&dir)).unwrap();
    keep_unfinished(&dir, Some(&newer)).unwrap();
    newer.save_atomic(&chess_autosave_path(&dir)).unwrap();
    // The same game again is not kept twice; the opened one keeps the autosave's.
    assert_eq!(keep_unfinished(&dir, Some(&newer)).unwrap(), None);
    let slot = keep_unfinished(&dir, Some(&opened)).unwrap().expect("kept");
    assert_eq!(slot, chess_kept_slot(&dir, 1));
    let (_, offered, _) = newest_kept(&dir).expect("a kept game is offered");
    assert_eq!(offered, newer, "the newest kept game first");
    // Continued: its slot is freed and the older one moves up.
    assert_eq!(release_kept(&dir, &newer), Some(chess_kept_slot(&dir, 1)));
    assert_eq!(newest_kept(&dir).map(|(_, s, _)| s), Some(older));
    assert!(!chess_kept_slot(&dir, 2).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn kept_games_of_older_versions_join_the_slots_and_the_oldest_are_dropped() {
    let dir = temp_dir("old");
    for k in 0..8 {
        let name = format!("chess-unfinished-{}.json", 1_700_000_000 + k);
        game(k, 2).save_atomic(&dir.join(name)).unwrap();
    }
    std::fs::write(dir.join("chess-unfinished-5.json"), "not a save").unwrap();
    assert_eq!(adopt_old_kept(&dir), 8);
    let left = files(&dir);
    assert_eq!(
        left.iter()
            .filter(|f| f.starts_with("chess-unfinished"))
            .count(),
        1,
        "only the file that is no game stays: {left:?}"
    );
    for i in 1..=CHESS_KEPT_SLOTS {
        let (save, _) = ChessSave::load(&chess_kept_slot(&dir, i)).unwrap();
        assert_eq!(save, game(8 - i, 2), "slot {i}: the newest first");
    }
    assert!(!chess_kept_slot(&dir, CHESS_KEPT_SLOTS + 1).exists());
    let _ = std::fs::remove_dir_all(&dir);
}
