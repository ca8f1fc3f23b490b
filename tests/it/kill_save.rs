//! The kill test (issue 8): a child process saves a large game over and over; it is
//! killed with SIGKILL at 200 random instants, and after each kill the save on disk
//! must load and be complete (its commands replay to its snapshot).
//!
//! The child is this test executable itself, started again with
//! `--ignored --exact saver_child` and an environment variable that tells
//! `saver_child` where to write. On its own the child tests nothing, so it is
//! `#[ignore]`d and does not count as a passing test.
#![cfg(unix)]

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use schachschlamassel::save::SaveGame;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;
use track::bots::BotKind;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

/// Where the child writes; set only for the child.
const TARGET: &str = "SCHACHSCHLAMASSEL_KILL_TEST_SAVE";
const KILLS: usize = 200;

fn start() -> State {
    State::classic(Setup::new(
        Variant::by_id("large-action").unwrap(),
        HouseRules::default(),
        4,
        21,
    ))
}

/// A whole large game with four bots, and the same game stopped half-way.
fn large_game() -> (SaveGame, SaveGame) {
    let mut state = start();
    let mut save = SaveGame::new(&state, &[]);
    let mut bot = BotKind::Greedy.make();
    let mut half = None;
    while let Some(cmd) = bot.choose(&state) {
        state.play(&cmd).unwrap();
        save.record(&cmd, &state);
        if half.is_none() && state.round() >= 40 {
            half = Some(save.clone());
        }
    }
    assert!(state.is_over());
    (half.expect("the game reaches round 40"), save)
}

/// Where the kill test leaves the two games for its children, beside the save's folder:
/// each of the 200 children reads them rather than playing the large game again.
fn games_dir(target: &Path) -> PathBuf {
    target.parent().unwrap().with_extension("games")
}

/// The half game and the whole game as the kill test made them, read back as they were
/// written (not replayed: the kill test has checked that they read back equal).
fn read_games(dir: &Path) -> (SaveGame, SaveGame) {
    let read = |name: &str| -> SaveGame {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        serde_json::from_str(&text).unwrap()
    };
    (read("half.json"), read("full.json"))
}

/// The child: writes the whole game and the half game in turn, for ever.
#[test]
#[ignore = "the kill test's child process; the kill test starts it"]
fn saver_child() {
    let Some(target) = std::env::var_os(TARGET) else {
        panic!("saver_child is the kill test's child: it needs {TARGET}");
    };
    let target = PathBuf::from(target);
    let (half, full) = read_games(&games_dir(&target));
    println!("READY");
    std::io::stdout().flush().unwrap();
    loop {
        full.save_atomic(&target).unwrap();
        half.save_atomic(&target).unwrap();
    }
}

#[test]
fn killing_the_saver_at_any_instant_leaves_a_complete_save() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kill-save-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("autosave.json");
    let (half, full) = large_game();
    let (n_half, n_full) = (half.commands().len(), full.commands().len());
    assert!(n_full > 1000, "a large game: {n_full} commands");
    let games = games_dir(&target);
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("half.json"), half.to_json()).unwrap();
    std::fs::write(games.join("full.json"), full.to_json()).unwrap();
    assert_eq!(
        read_games(&games),
        (half.clone(), full.clone()),
        "the children write the games the test made"
    );
    // Before the first kill there is an autosave of the new game.
    SaveGame::new(&start(), &[]).save_atomic(&target).unwrap();

    let mut rng = ChaCha8Rng::seed_from_u64(0x4B11);
    let mut seen = std::collections::BTreeMap::<usize, usize>::new();
    let began = Instant::now();
    for kill in 0..KILLS {
        test_kit::start_and_kill("kill_save::saver_child", TARGET, &target, &mut rng, 25_000);

        let (save, state) = SaveGame::load(&target)
            .unwrap_or_else(|e| panic!("after kill {kill} the save does not load: {e}"));
        let n = save.commands().len();
        assert!(
            [0, n_half, n_full].contains(&n),
            "after kill {kill}: {n} commands, neither an old save nor a new one"
        );
        assert_eq!(&state, save.snapshot());
        *seen.entry(n).or_default() += 1;
    }
    // Every file left is the save or a temporary file of a writer killed mid-write.
    let mut interrupted = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            name == "autosave.json" || name.starts_with(".autosave.json.tmp"),
            "unexpected file {name}"
        );
        interrupted += usize::from(name != "autosave.json");
    }
    eprintln!(
        "{KILLS} kills in {:.1} s; saves found by commands: {seen:?}; {interrupted} kills left a temporary file",
        began.elapsed().as_secs_f64()
    );
    assert!(
        seen.contains_key(&n_full) && seen.contains_key(&n_half),
        "kills landed while both saves were being written: {seen:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&games);
}
