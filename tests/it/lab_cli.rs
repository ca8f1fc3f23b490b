//! `lab` (issue 32): a rule set played many times; its JSON keys (docs/lab.md) and the
//! same figures for the same seed, whatever the threads.

use crate::rule_files::Folder;
use std::process::Command;

fn game() -> Command {
    Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
}

fn lab_json(extra: &[&str]) -> (String, serde_json::Value) {
    let out = game()
        .args([
            "--seed",
            "3",
            "--variant",
            "small-action",
            "lab",
            "--games",
            "50",
            "--json",
        ])
        .args(extra)
        .output()
        .expect("the game runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let value = serde_json::from_str(&text).expect("one JSON object");
    (text, value)
}

#[test]
fn lab_json_has_the_documented_keys_and_the_same_seed_gives_the_same_output() {
    let (text, v) = lab_json(&["--threads", "2"]);
    for key in [
        "variant",
        "players",
        "seed",
        "max_rounds",
        "seconds_per_roll",
        "seconds_per_card",
        "fair",
        "skill",
    ] {
        assert!(v.get(key).is_some(), "no {key}");
    }
    let fair = &v["fair"];
    for key in [
        "bot",
        "games",
        "played",
        "finished",
        "unfinished",
        "no_game_ended",
        "rounds",
        "rounds_histogram",
        "minutes",
        "decided",
        "wins_by_seat",
        "wins_by_turn_position",
        "starting_player",
        "fair_share",
        "captures_per_game",
        "lead_changes_per_game",
        "turns_per_game",
        "lost_turns_per_game",
        "lost_turn_share",
        "rolls_per_game",
        "cards_drawn_per_game",
    ] {
        assert!(fair.get(key).is_some(), "no fair.{key}");
    }
    for key in ["lower_quartile", "median", "upper_quartile", "mean", "max"] {
        assert!(fair["rounds"].get(key).is_some(), "no fair.rounds.{key}");
    }
    for key in ["wins", "of", "share", "low", "high"] {
        assert!(fair["starting_player"].get(key).is_some(), "no {key}");
    }
    let skill = &v["skill"];
    for key in [
        "bot",
        "against",
        "games",
        "played",
        "finished",
        "unfinished",
        "no_game_ended",
        "skilled",
        "fair_share",
    ] {
        assert!(skill.get(key).is_some(), "no skill.{key}");
    }
    assert_eq!(fair["games"], 50);
    assert_eq!(fair["played"], 50);
    assert_eq!(skill["games"], 3);
    assert_eq!(v["seed"], 3);
    assert_eq!(fair["wins_by_seat"].as_array().map(Vec::len), Some(4));
    let (again, _) = lab_json(&["--threads", "1"]);
    assert_eq!(text, again, "same seed, same figures, any threads");
}

#[test]
fn lab_says_in_words_when_no_game_ends() {
    // Two short games without skill games, in English, and `extra`.
    let lab = |extra: &[&str]| {
        game()
            .args(["--seed", "1", "--lang", "en", "lab", "--games", "2"])
            .args(["--skill-games", "0"])
            .args(extra)
            .output()
            .expect("the game runs")
    };
    let out = lab(&["--max-rounds", "1", "--players", "1"]);
    assert_eq!(out.status.code(), Some(2), "one player is refused by clap");
    let out = lab(&["--max-rounds", "3"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("No game ended in 3 rounds."), "{text}");
}

#[test]
fn lab_plays_a_rule_file_and_its_variant_is_the_rule_sets_name() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/rule-sets/only-knights.json"
    );
    let (_, v) = lab_json(&["--rules", file]);
    let rules: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).expect("the example")).expect("JSON");
    assert_eq!(v["variant"], rules["name"], "the figures name the rule set");
    assert_eq!(v["fair"]["played"], 50);
}

#[test]
fn a_bad_rule_file_is_one_message_naming_the_field_and_exit_code_2() {
    let folder = Folder::new("lab-rules");
    let path = folder.file(
        "mine.json",
        r#"{"name": "mine", "base": "small", "trys": 2}"#,
    );
    let out = game()
        .args(["--lang", "en", "lab", "--games", "5", "--rules"])
        .arg(&path)
        .output()
        .expect("the game runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: ") && err.contains("trys"), "{err}");
    assert!(out.stdout.is_empty(), "no figures for a bad file");
}
