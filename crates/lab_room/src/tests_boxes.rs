//! The rule lab's boxes on the shell's layers (`shell/layers.rs`), driven through
//! `Frame`s as the shell runs them.

use crate::*;
use shell::layers::{push_asked, run_frame};
use shell::Shared;

struct Mono;
impl paint::text_layout::Measure for Mono {
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.55
    }
}

fn key(k: KeyCode) -> Frame {
    Frame::at(1024.0, 768.0).after(0.02).key(k)
}

#[test]
fn leaving_unsaved_rules_asks_on_the_shells_layers_and_escape_stays_in_the_lab() {
    let dir = base::platform::test_dir("lab-leave-box");
    let mut lab = LabScreen::new(Lang::En, dir.clone(), 1);
    lab.editor.rules.name = "Only knights".into();
    assert!(lab.editor.changed(), "a change not saved");
    let mut shared = Shared::new(Lang::En);
    let f = Frame::at(1024.0, 768.0);
    assert_eq!(lab.act(&f, Lang::En, EditorAction::Back), Exit::Stay);
    push_asked(&mut lab, &mut shared);
    let asked = shared.layers.asked().expect("the leave box is up");
    assert_eq!(asked.focus, 1, "its focus on Stay");
    assert_eq!(asked.names, ["lab_box_0", "lab_box_1"]);
    lab.covered(true);
    assert!(!lab.typing(), "no letter goes into the name under a box");
    // Esc: the safe choice, Stay; the lab goes on.
    assert_eq!(
        run_frame(&mut lab, &mut shared, &key(KeyCode::Escape), &Mono),
        Exit::Stay
    );
    assert!(shared.layers.is_empty());
    // Asked again, Leave (the first button) goes to the start screen.
    lab.act(&f, Lang::En, EditorAction::Back);
    push_asked(&mut lab, &mut shared);
    run_frame(&mut lab, &mut shared, &key(KeyCode::Up), &Mono);
    assert_eq!(
        run_frame(&mut lab, &mut shared, &key(KeyCode::Enter), &Mono),
        Exit::ToStart
    );
    base::platform::remove_test_dir(&dir);
}

/// While *Try it* runs, the browser page's status says how many games are played of how
/// many (`lab_games`), and says nothing of it otherwise.
#[test]
fn the_page_status_names_try_its_games_while_it_runs() {
    let plain = serde_json::json!({"screen": "Lab", "tap": {"lab_stop": [328.0, 673.0]}});
    let running: serde_json::Value =
        serde_json::from_str(&with_progress(plain.clone(), Some((206, 4200)))).unwrap();
    assert_eq!(running["lab_games"], serde_json::json!([206, 4200]));
    assert_eq!(running["screen"], "Lab", "the rest of the status stays");
    assert_eq!(running["tap"]["lab_stop"][0], 328.0);
    let idle: serde_json::Value =
        serde_json::from_str(&with_progress(plain.clone(), None)).unwrap();
    assert_eq!(idle, plain, "no lab_games while no run is on");
}
