//! The piece school's progress file: the best stars per learner survive a round trip,
//! and a broken file is kept aside and reported, never silently lost.

use schachschlamassel::save::kept::FileNote;
use schachschlamassel::save::progress::{path, ProgressFile};
use schachschlamassel::ui::i18n::{file_note, Lang};
use school::progress::Progress;

#[test]
fn progress_keeps_the_best_stars_and_survives_a_round_trip() {
    let dir = std::env::temp_dir().join(format!("ssl-progress-{}", std::process::id()));
    let mut p = Progress::default();
    p.record("Anna", "rook-1", 2);
    p.record("Anna", "rook-1", 1);
    p.record("Ben", "rook-1", 3);
    assert_eq!(p.stars("Anna", "rook-1"), 2);
    p.save(&dir).unwrap();
    let (back, msg) = Progress::load(&dir);
    assert_eq!((back, msg), (p, None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_progress_file_is_kept_aside_and_reported() {
    let dir = std::env::temp_dir().join(format!("ssl-progress-b-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(path(&dir), "{ broken").unwrap();
    let (p, msg) = Progress::load(&dir);
    assert_eq!(p, Progress::default());
    assert!(
        matches!(&msg, Some(FileNote::KeptAside { aside, .. }) if aside == "progress.json.broken"),
        "{msg:?}"
    );
    let said = file_note(Lang::En, &msg.unwrap());
    assert!(
        said.starts_with("progress.json: ")
            && said.ends_with("; kept aside as progress.json.broken"),
        "{said}"
    );
    assert!(dir.join("progress.json.broken").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_learner_is_one_tidy_name_and_a_known_name_keeps_its_stars() {
    let mut p = Progress::default();
    assert_eq!(p.add_learner("   "), None, "a blank name is no learner");
    assert_eq!(p.add_learner("  Lena   Marie "), Some("Lena Marie".into()));
    assert!(p.learners.contains_key("Lena Marie"));
    let long = "Maximilian-Alexander";
    let kept = p.add_learner(long).unwrap();
    assert_eq!(kept.chars().count(), 16);
    p.record("Anna", "rook-1", 3);
    assert_eq!(p.add_learner("Anna"), Some("Anna".into()));
    assert_eq!(
        p.stars("Anna", "rook-1"),
        3,
        "adding a known name loses nothing"
    );
}

#[test]
fn the_guest_is_kept_under_no_name_and_said_in_the_readers_language() {
    use schachschlamassel::class_overview::ClassOverview;
    use schachschlamassel::ui::i18n::learner_name;
    use school::progress::GUEST;
    // A file from before: the guest's stars under the English and the German word.
    let dir = std::env::temp_dir().join(format!("ssl-progress-g-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        path(&dir),
        r#"{"learners": {"Guest": {"rook-1": 2}, "Gast": {"rook-1": 3, "rook-2": 1}, "Anna": {"rook-1": 1}}}"#,
    )
    .unwrap();
    let (p, note) = Progress::load(&dir);
    assert_eq!(note, None);
    assert_eq!(p.learners.len(), 2, "one guest and Anna: {:?}", p.learners);
    assert_eq!(p.stars(GUEST, "rook-1"), 3, "the best of both");
    assert_eq!(p.stars(GUEST, "rook-2"), 1);
    assert_eq!(p.stars("Anna", "rook-1"), 1);
    // Said in the reader's language, on the class page and everywhere.
    assert_eq!(learner_name(Lang::En, GUEST), "Guest");
    assert_eq!(learner_name(Lang::De, GUEST), "Gast");
    assert_eq!(learner_name(Lang::Fr, "Anna"), "Anna");
    for lang in Lang::ALL {
        let o = ClassOverview::new(&p, &school::courses(), lang);
        let guest = o
            .learners
            .iter()
            .find(|l| l.name == GUEST)
            .expect("the guest");
        assert_eq!(guest.shown, learner_name(lang, GUEST), "{lang:?}");
        assert!(!guest.shown.is_empty(), "{lang:?}");
        assert!(o.table(lang).contains(&guest.shown), "{lang:?}");
    }
    // No typed name is the guest's.
    let mut q = Progress::default();
    assert_eq!(q.add_learner(GUEST), None);
    let _ = std::fs::remove_dir_all(&dir);
}
