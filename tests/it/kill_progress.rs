//! Progress survives a kill during a save: a child process writes two different
//! progress files in turn, for ever; it is killed with SIGKILL at 60 random instants,
//! and after each kill `progress.json` loads and is one of the two, never broken.
//!
//! The child is this test executable itself, started with `--ignored --exact
//! progress_saver_child` and an environment variable naming the data directory.
#![cfg(unix)]

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use schachschlamassel::save::progress::ProgressFile;
use school::progress::Progress;
use std::io::Write;
use std::path::PathBuf;

/// The data directory of the child; set only for the child.
const TARGET: &str = "SCHACHSCHLAMASSEL_KILL_TEST_PROGRESS";
const KILLS: usize = 60;

/// Two learners' progress: a small file and a large one.
fn two() -> (Progress, Progress) {
    let mut small = Progress::default();
    small.record("Anna", "rook-1", 3);
    let mut large = Progress::default();
    for k in 0..400 {
        large.record(
            &format!("Kind {k}"),
            &format!("level-{}", k % 40),
            (k % 3 + 1) as u8,
        );
    }
    (small, large)
}

/// The child: writes the small and the large progress in turn, for ever.
#[test]
#[ignore = "the progress kill test's child process; the kill test starts it"]
fn progress_saver_child() {
    let Some(dir) = std::env::var_os(TARGET) else {
        panic!("progress_saver_child is the kill test's child: it needs {TARGET}");
    };
    let dir = PathBuf::from(dir);
    let (small, large) = two();
    println!("READY");
    std::io::stdout().flush().unwrap();
    loop {
        large.save(&dir).unwrap();
        small.save(&dir).unwrap();
    }
}

#[test]
fn killing_the_progress_saver_at_any_instant_leaves_a_whole_file() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("kill-progress-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (small, large) = two();
    small.save(&dir).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(0x9E06);
    for kill in 0..KILLS {
        test_kit::start_and_kill(
            "kill_progress::progress_saver_child",
            TARGET,
            &dir,
            &mut rng,
            20_000,
        );
        let (p, broken) = Progress::load(&dir);
        assert_eq!(
            broken, None,
            "after kill {kill} the progress file is broken"
        );
        assert!(p == small || p == large, "after kill {kill}: neither file");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
