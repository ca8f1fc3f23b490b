//! The size of the long tests, shared by every crate's test binary (included by path).

/// How many of a long test's many games to play: `n` scaled by `TEST_SCALE` (default
/// 0.2, so that plain `cargo test` stays quick; `TEST_SCALE=1` plays them all), at
/// least one.
pub fn scaled(n: u64) -> u64 {
    let scale: f64 = std::env::var("TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|s: &f64| *s > 0.0)
        .unwrap_or(0.2);
    ((n as f64 * scale).round() as u64).max(1)
}
