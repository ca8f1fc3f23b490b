//! Runs of many games: the size of the long tests, the seeded game of a run, and the
//! hash the seeded logs are stored with.

use track::variant::{HouseRules, Variant};
use track::{Setup, State};

/// The four games, for runs of seeded games.
pub const VARIANTS: [&str; 4] = ["small", "small-action", "large", "large-action"];

/// How many of a long test's many games to play: `n` scaled by `TEST_SCALE` (default
/// 0.2, so that plain `cargo test` stays quick; `TEST_SCALE=1` plays them all), at
/// least one.
pub fn scaled(n: u64) -> u64 {
    let scale = std::env::var("TEST_SCALE").ok();
    scaled_by(n, scale.as_deref())
}

/// [`scaled`] with the variable's value given.
fn scaled_by(n: u64, scale: Option<&str>) -> u64 {
    let scale: f64 = scale
        .and_then(|s| s.parse().ok())
        .filter(|s: &f64| *s > 0.0)
        .unwrap_or(0.2);
    ((n as f64 * scale).round() as u64).max(1)
}

/// FNV-1a, 64 bits, continuing from `h`: stable across Rust versions and platforms (the
/// seeded-log hashes are stored with it).
pub fn fnv1a(bytes: &[u8], mut h: u64) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// FNV-1a's starting value.
pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The seeded game of a run: `players` seats of `variant`, the first player chosen by the
/// seed as `simulate` does.
pub fn seeded_game(variant: &str, players: usize, seed: u64) -> State {
    let mut setup = Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        players,
        seed,
    );
    setup.first = setup.seats[(seed as usize) % players];
    State::classic(setup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaled_plays_a_fifth_by_default_all_at_scale_1_and_never_none() {
        assert_eq!(scaled_by(500, None), 100);
        assert_eq!(scaled_by(500, Some("1")), 500);
        assert_eq!(scaled_by(500, Some("nonsense")), 100);
        assert_eq!(scaled_by(500, Some("-3")), 100);
        assert_eq!(scaled_by(2, None), 1);
    }

    #[test]
    fn fnv1a_gives_the_published_values() {
        // The FNV-1a test vectors of the reference implementation.
        assert_eq!(fnv1a(b"", FNV_START), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a", FNV_START), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar", FNV_START), 0x8594_4171_f739_67e8);
    }
}
