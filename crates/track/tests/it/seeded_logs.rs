//! Same seed, same game: the event logs of 200 seeded bot games, across all four
//! variants and 2–4 players, hash to the values stored here. A change of these hashes
//! means a change of the rules or of the dice, which must be on purpose.
//!
//! The outcomes that events gained after these hashes were stored are left out of the
//! hash: the order of a reshuffled pile (`DeckShuffled`) and the position of the
//! dealer's generator after a draw (`dealt`), which let `apply` work without drawing.

use track::bot_game::play_game;
use track::bots::BotKind;

use crate::common;
use common::{fnv1a, seeded_game, FNV_START, VARIANTS};

/// The hash of one game's event log, one JSON line per event.
fn log_hash(variant: &str, players: usize, seed: u64, bots: &[BotKind]) -> u64 {
    let state = seeded_game(variant, players, seed);
    let mut h = FNV_START;
    play_game(state, bots, 1000, |_, e| {
        let mut v = serde_json::to_value(e).unwrap();
        if v["type"] == "deck-shuffled" {
            v = serde_json::json!({ "type": "deck-shuffled" });
        }
        if let Some(fields) = v.as_object_mut() {
            fields.remove("dealt");
        }
        h = fnv1a(v.to_string().as_bytes(), h);
        h = fnv1a(b"\n", h);
    });
    h
}

/// The hashes of the 200 games, in a fixed order: 50 per variant, 2–4 players,
/// greedy bots in most games and normal against greedy in every fifth.
fn all_hashes() -> Vec<u64> {
    let mut out = vec![];
    for (v, variant) in VARIANTS.iter().enumerate() {
        for i in 0..50u64 {
            let players = 2 + (i % 3) as usize;
            let mut bots = vec![BotKind::Greedy; players];
            if i % 5 == 0 {
                bots[0] = BotKind::Normal;
            }
            out.push(log_hash(variant, players, 7000 + 100 * v as u64 + i, &bots));
        }
    }
    out
}

#[test]
fn same_seed_gives_the_same_event_log() {
    let got = all_hashes();
    let combined = got
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, x| fnv1a(&x.to_le_bytes(), h));
    if std::env::var("PRINT_LOG_HASHES").is_ok() {
        for (i, h) in got.iter().enumerate() {
            println!("{i}: {h:#018x}");
        }
        println!("combined: {combined:#018x}");
    }
    assert_eq!(got[0], FIRST, "game 0 (small, 2 players) changed");
    assert_eq!(got[199], LAST, "game 199 (large-action) changed");
    assert_eq!(
        combined, COMBINED,
        "the logs of the 200 seeded games changed"
    );
}

const FIRST: u64 = 0x3f92_ea1c_8e78_ddff;
const LAST: u64 = 0x1db3_be3a_18d0_64e4;
const COMBINED: u64 = 0x4230_3ba7_095d_6967;
