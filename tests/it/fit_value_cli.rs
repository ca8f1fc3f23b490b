//! `fit-value` (issue 18): hard's win chances learnt from games, written into a JSON
//! file of models per variant that keeps the other variants' models.

use std::process::Command;
use track::bots::value::{WinModels, FEATURE_NAMES};

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fit-value-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn fit_value_writes_the_variants_model_and_keeps_the_others() {
    let out = temp("models.json");
    std::fs::write(&out, include_str!("../../assets/win_chances.json")).unwrap();
    let run = game()
        .args([
            "--variant",
            "small",
            "--seed",
            "5",
            "fit-value",
            "--games",
            "6",
        ])
        .args(["--every", "3", "--threads", "2", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let models: WinModels = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let small = &models["small"];
    assert_eq!(small.games, 6);
    assert!(small.positions > 0);
    for name in FEATURE_NAMES {
        assert!(small.weights.contains_key(name), "{name}");
    }
    // The other variants' models are those of the file it updated.
    let shipped: WinModels =
        serde_json::from_str(include_str!("../../assets/win_chances.json")).unwrap();
    for v in ["small-action", "large", "large-action"] {
        assert_eq!(models[v], shipped[v], "{v}");
    }
    // Fewer games than the shipped model: not the same weights.
    assert_ne!(small, &shipped["small"]);
}

/// `fit-value` with these options, writing to `out`.
fn fit_value(options: &[&str], out: &std::path::Path) -> std::process::Output {
    game()
        .arg("fit-value")
        .args(options)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap()
}

#[test]
fn fit_value_refuses_a_file_that_is_not_models_and_leaves_it_alone() {
    let out = temp("not-models.json");
    std::fs::write(&out, "my notes").unwrap();
    let run = fit_value(&["--games", "2"], &out);
    assert_eq!(run.status.code(), Some(2));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("not-models.json"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "my notes");
    let zero = fit_value(&["--games", "0"], &temp("zero.json"));
    assert_eq!(zero.status.code(), Some(2));
}

#[test]
fn fit_value_checks_its_out_file_before_playing_and_loses_nothing() {
    // A file that is not text: refused, and its bytes stay.
    let bytes = temp("binary.json");
    std::fs::write(&bytes, [0xff, 0xfe, 0x00]).unwrap();
    let run = fit_value(&["--games", "2"], &bytes);
    assert_eq!(run.status.code(), Some(2));
    assert_eq!(std::fs::read(&bytes).unwrap(), [0xff, 0xfe, 0x00]);
    // A folder: refused with a hint.
    let dir = temp("a-folder");
    std::fs::create_dir_all(&dir).unwrap();
    let run = fit_value(&["--games", "2"], &dir);
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("folder"));
    // Too few positions to fit: nothing is written.
    let few = temp("few.json");
    let run = fit_value(&["--games", "1", "--every", "100000"], &few);
    assert_eq!(run.status.code(), Some(2));
    assert!(!few.exists());
}
