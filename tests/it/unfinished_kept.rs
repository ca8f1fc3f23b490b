//! Issue 49: opening another game never overwrites an unfinished one silently. The
//! family's unfinished race in the autosave moves to a kept slot when a game from a
//! file (`--load`) or a new one takes its place, and is offered again once the autosave
//! holds no unfinished game; continuing it frees its slot, so kept games never pile up
//! unseen. (`.ci/run` walks `--load` in the window over two such saves.)

use schachschlamassel::save::unfinished::{first_kept, keep_unfinished, kept_slot, release_kept};
use schachschlamassel::save::{autosave_path, SaveGame};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

/// A race of four computers stopped after `n` commands (unfinished).
fn game_after(seed: u64, n: usize) -> SaveGame {
    let start = State::classic(Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        4,
        seed,
    ));
    let (save, state) = crate::games::stopped_after(start, n);
    assert!(!state.is_over());
    save
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-kept-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn read(path: &Path) -> SaveGame {
    SaveGame::load(path).expect("a save").0
}

#[test]
fn a_game_opened_over_an_unfinished_autosave_keeps_it_and_it_is_offered_again() {
    let dir = temp_dir("two");
    let family = game_after(6, 60);
    let opened = game_after(9, 12);
    family.save_atomic(&autosave_path(&dir)).unwrap();
    // The opened game takes the autosave's place: the family's game is kept first.
    let slot = keep_unfinished(&dir, Some(&opened)).unwrap().expect("kept");
    assert_eq!(slot, kept_slot(&dir, 1));
    assert_eq!(read(&slot), family, "the kept game is the family's, whole");
    assert_eq!(
        read(&autosave_path(&dir)),
        family,
        "keeping writes no autosave"
    );
    // Asked again before the autosave changed: the same slot, no second copy.
    assert_eq!(
        keep_unfinished(&dir, Some(&opened)).unwrap(),
        Some(slot.clone())
    );
    assert!(!kept_slot(&dir, 2).exists());
    // The opened game in the autosave now; a third game opened keeps it beside the first.
    opened.save_atomic(&autosave_path(&dir)).unwrap();
    let third = game_after(12, 5);
    assert_eq!(
        keep_unfinished(&dir, Some(&third)).unwrap(),
        Some(kept_slot(&dir, 2))
    );
    assert_eq!(read(&kept_slot(&dir, 2)), opened);
    // Continuing the autosave's own game keeps nothing.
    assert_eq!(keep_unfinished(&dir, Some(&opened)).unwrap(), None);
    // Offered first: the family's game; continued, it goes into the autosave and its
    // slot is freed, and the next kept game is offered.
    let (offered_slot, offered, _) = first_kept(&dir).expect("a kept game is offered");
    assert_eq!((offered_slot, &offered), (kept_slot(&dir, 1), &family));
    family.save_atomic(&autosave_path(&dir)).unwrap();
    assert_eq!(release_kept(&dir, &family), Some(kept_slot(&dir, 1)));
    assert!(!kept_slot(&dir, 1).exists());
    assert_eq!(first_kept(&dir).map(|(_, s, _)| s), Some(opened));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_autosave_is_not_kept() {
    let dir = temp_dir("finished");
    let start = State::new(
        Setup::new(
            Variant::by_id("small").unwrap(),
            HouseRules::default(),
            2,
            3,
        ),
        Arc::new(Board::classic()),
        Dice::default_dice(),
        &CardSet::default_deck(),
    )
    .unwrap();
    let (done, end) = schachschlamassel::save::bot_game(start, &[], &[BotKind::Greedy], 1000);
    assert!(end.is_over());
    done.save_atomic(&autosave_path(&dir)).unwrap();
    assert_eq!(keep_unfinished(&dir, None).unwrap(), None);
    assert!(first_kept(&dir).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}
