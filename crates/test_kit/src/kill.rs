//! The harness of the tests that kill a writer half-way (a save, a progress file): the
//! file left behind must still be read.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

/// Starts this test executable's `#[ignore]`d test `child` (with `--ignored --exact`) and
/// the environment variable `env` set to `value`, waits until it prints READY, lets it
/// write for a random while below `max_micros`, and kills it with SIGKILL.
pub fn start_and_kill(
    child: &str,
    env: &str,
    value: &Path,
    rng: &mut impl rand::Rng,
    max_micros: u64,
) {
    let exe = std::env::current_exe().unwrap();
    let mut process = Command::new(exe)
        .args([
            "--ignored",
            "--exact",
            child,
            "--nocapture",
            "--test-threads=1",
        ])
        .env(env, value)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = process.stdout.take().unwrap();
    let ready = BufReader::new(out)
        .lines()
        .map_while(Result::ok)
        .any(|l| l.contains("READY"));
    assert!(ready, "{child} never started writing");
    std::thread::sleep(std::time::Duration::from_micros(
        rng.gen_range(0..max_micros),
    ));
    process.kill().unwrap(); // SIGKILL
    process.wait().unwrap();
}
