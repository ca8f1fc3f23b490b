//! Helpers shared by the scenario tests: squares, pieces, positions and setups.
#![allow(dead_code)]

use track::geometry::Square;
use track::pieces::{Location, PieceId, Position, Role, Seat};
use track::variant::{HouseRule, HouseRules, Variant};
use track::Setup;

use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

/// The kinds of the small game.
pub const SMALL: [Role; 4] = [Q, R, B, N];
/// The kinds of the large game.
pub const LARGE: [Role; 6] = [Q, R, B, N, K, P];

/// A square.
pub fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

/// A track location.
pub fn at(x: u8, y: u8) -> Location {
    Location::Track(sq(x, y))
}

/// A seat's piece.
pub fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

/// A position: the listed pieces where given; every other piece of `roles` of the
/// listed `seats` at `rest`.
pub fn position(
    pieces: &[(u8, Role, Location)],
    seats: &[u8],
    roles: &[Role],
    rest: Location,
) -> Position {
    let mut pos = Position::empty();
    for &(s, r, l) in pieces {
        pos.set(pc(s, r), l);
    }
    for &s in seats {
        for &r in roles {
            if pos.location(pc(s, r)).is_none() {
                pos.set(pc(s, r), rest);
            }
        }
    }
    pos
}

/// A setup of a preset with house rules, default seats and seed 7.
pub fn setup(variant: &str, players: usize, rules: &[HouseRule]) -> Setup {
    let mut house = HouseRules::default();
    for r in rules {
        house = house.with(*r);
    }
    Setup::new(Variant::by_id(variant).expect("preset"), house, players, 7)
}

/// The events with the dealer's generator position (`dealt`) set to 0, so that a
/// scenario can spell out the events it expects without that bookkeeping number.
#[allow(dead_code)]
pub fn without_dealer(mut events: Vec<track::Event>) -> Vec<track::Event> {
    use track::Event;
    for e in &mut events {
        match e {
            Event::Rolled { dealt, .. } | Event::DeckShuffled { dealt, .. } => *dealt = 0,
            _ => {}
        }
    }
    events
}

#[allow(unused_imports)]
pub use crate::scale::scaled;

/// The kill tests' harness: starts this test executable's `#[ignore]`d test `child`
/// (with `--ignored --exact`) and the environment variable `env` set to `value`, waits
/// until it prints READY, lets it write for a random while below `max_micros`, and
/// kills it with SIGKILL.
#[cfg(unix)]
pub fn start_and_kill(
    child: &str,
    env: &str,
    value: &std::path::Path,
    rng: &mut impl rand::Rng,
    max_micros: u64,
) {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
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

/// The four games, for runs of seeded games.
pub const VARIANTS: [&str; 4] = ["small", "small-action", "large", "large-action"];

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
pub fn seeded_game(variant: &str, players: usize, seed: u64) -> track::State {
    let mut setup = Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        players,
        seed,
    );
    setup.first = setup.seats[(seed as usize) % players];
    track::State::classic(setup)
}
