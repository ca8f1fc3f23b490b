//! The class page's hand-over and gathering of stars (issue 58), played through the
//! shell's seam alone: keys, a click and a dropped file as a teacher gives them, what the
//! page draws, and what is in the data folder afterwards.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::school::room::SchoolScreen;
use base::platform;
use base::save::stars_file;
use macroquad::prelude::KeyCode;
use school::progress::Progress;
use shell::config::WindowConfig;
use shell::headless::Run;
use std::path::Path;

const W: f32 = 1280.0;
const H: f32 = 720.0;

/// The schools on a data folder of their own, the class page open.
fn class_page(run: &mut Run, dir: &Path) -> SchoolScreen {
    let mut cfg = WindowConfig::browser(Lang::En, 7);
    cfg.data_dir = dir.to_path_buf();
    let (state, _) = SchoolScreen::command_line_game(&cfg, 0);
    let names = ["Ada", "Ben", "Cleo", "Dan"].map(String::from);
    let mut s = SchoolScreen::new(cfg, run.window.typeface(), &state, Lang::En, names, None);
    run.wait(&mut s, 0.2);
    run.key(&mut s, KeyCode::C);
    run.wait(&mut s, 0.2);
    s
}

fn device(stars: &[(&str, &str, u8)]) -> String {
    let mut p = Progress::default();
    for (learner, level, got) in stars {
        p.record(learner, level, *got);
    }
    stars_file::text(
        &p,
        stars_file::Day {
            year: 2026,
            month: 11,
            day: 29,
        },
    )
}

fn kept(dir: &Path) -> Progress {
    let text = platform::read_text(&dir.join("progress.json")).unwrap_or_default();
    serde_json::from_str(&text).unwrap_or_default()
}

#[test]
fn gathering_joins_each_learners_best_stars_and_refuses_a_bad_file_saying_why() {
    let dir = base::platform::test_dir("class-gather");
    let folder = stars_file::folder(&dir);
    let tablet = device(&[("Anna", "rook-1", 3), ("Anna", "rook-2", 1)]);
    let pc = device(&[("Anna", "rook-2", 2), ("Cem", "bishop-1", 2)]);
    platform::write_atomic(&folder.join("stars-Anna-1.json"), tablet.as_bytes()).unwrap();
    platform::write_atomic(&folder.join("stars-Anna-Cem.json"), pc.as_bytes()).unwrap();
    platform::write_atomic(&folder.join("notes.json"), br#"{"format":"other"}"#).unwrap();
    let mut run = Run::new(W, H, Lang::En);
    let mut s = class_page(&mut run, &dir);
    assert!(!run.drawn.says("Anna"), "{}", run.drawn.all_words());
    run.key(&mut s, KeyCode::G);
    run.wait(&mut s, 0.2);
    let words = run.drawn.all_words();
    assert!(run.drawn.says("2 stars files gathered"), "{words}");
    assert!(run.drawn.says("notes.json: not a stars file"), "{words}");
    assert!(run.drawn.says("Anna") && run.drawn.says("Cem"), "{words}");
    let class = kept(&dir);
    assert_eq!(class.stars("Anna", "rook-1"), 3);
    assert_eq!(
        class.stars("Anna", "rook-2"),
        2,
        "the best of the two devices"
    );
    assert_eq!(class.stars("Cem", "bishop-1"), 2);
    // Gathering the same files again changes nothing.
    run.key(&mut s, KeyCode::G);
    run.wait(&mut s, 0.2);
    assert_eq!(kept(&dir), class);
    // A bad file dropped on the window is refused, and nothing changes.
    let before = platform::read_bytes(&dir.join("progress.json")).unwrap();
    let mut drop = run.next();
    drop.dropped.push((
        Some("seven.json".into()),
        Some(br#"{"learners":{"Anna":{"rook-1":7}}}"#.to_vec()),
    ));
    run.step(&mut s, drop);
    run.wait(&mut s, 0.2);
    let words = run.drawn.all_words();
    assert!(run.drawn.says("seven.json: Anna has 7 stars"), "{words}");
    assert_eq!(
        platform::read_bytes(&dir.join("progress.json")).unwrap(),
        before
    );
}

#[test]
fn handing_over_writes_the_named_learners_stars_and_says_where() {
    let dir = base::platform::test_dir("class-hand-over");
    platform::write_atomic(
        &dir.join("progress.json"),
        br#"{"learners":{"Ada":{"rook-1":2},"":{"rook-2":3}}}"#,
    )
    .unwrap();
    let mut run = Run::new(W, H, Lang::En);
    let mut s = class_page(&mut run, &dir);
    let button = run
        .drawn
        .middle_of("Hand over stars (H)")
        .expect("the button");
    run.click(&mut s, button);
    run.wait(&mut s, 0.2);
    let folder = stars_file::folder(&dir);
    let names = platform::list_dir(&folder).unwrap();
    let paths: Vec<_> = names.iter().map(|n| folder.join(n)).collect();
    assert_eq!(paths.len(), 1, "{paths:?}");
    let name = paths[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("stars-Ada-") && name.ends_with(".json"),
        "{name}"
    );
    assert!(
        run.drawn.says("The stars of one learner are in"),
        "{}",
        run.drawn.all_words()
    );
    assert!(run.drawn.says(&name), "{}", run.drawn.all_words());
    let handed = stars_file::read("x", &platform::read_text(&paths[0]).unwrap()).unwrap();
    assert_eq!(
        handed.learners.keys().collect::<Vec<_>>(),
        ["Ada"],
        "no guest"
    );
}
