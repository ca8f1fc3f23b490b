//! Unknown fields are refused by every JSON loader, at every depth (issue 50; the
//! docs/saves.md says so): a field named `unexpected` is put into each object of a valid file
//! in turn, and the loader must refuse every one of these files. Objects whose keys are
//! data (learners' names, levels, variants, feature names) take any key and are left out.
//! serde's `deny_unknown_fields` does not reach the unit variants of an internally tagged
//! enum, so `{"type":"roll","cheat":true}` gets its own cases (`track::strict`).

use schachschlamassel::rule_sets;
use schachschlamassel::save::chess::{ChessSave, ChessSeat};
use schachschlamassel::save::{bot_game, SaveGame};
use schachschlamassel::ui::i18n::Lang;
use schachschlamassel::ui::race::setup::SetupModel;
use serde_json::Value;
use track::bots::BotKind;
use track::cards::{CardSet, DEFAULT_DECK};
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

/// The path of every object in `v`, as keys and indexes.
fn object_paths(v: &Value, here: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                here.push(i.to_string());
                object_paths(x, here, out);
                here.pop();
            }
        }
        Value::Object(m) => {
            out.push(here.clone());
            for (k, x) in m {
                here.push(k.clone());
                object_paths(x, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

fn object_at<'a>(v: &'a mut Value, path: &[String]) -> &'a mut serde_json::Map<String, Value> {
    let mut cur = v;
    for step in path {
        cur = match cur {
            Value::Array(a) => &mut a[step.parse::<usize>().expect("an index")],
            Value::Object(m) => m.get_mut(step).expect("a key"),
            _ => unreachable!("a path goes through arrays and objects"),
        };
    }
    cur.as_object_mut().expect("a path ends at an object")
}

/// A path's shape: indexes as `#`, and a key of a data-keyed object as `*`.
fn shape(path: &[String], data_keyed: &[&str]) -> String {
    let mut out: Vec<String> = vec![];
    for step in path {
        let so_far = out.join("/");
        if data_keyed.contains(&so_far.as_str()) {
            out.push("*".into());
        } else if step.parse::<usize>().is_ok() {
            out.push("#".into());
        } else {
            out.push(step.clone());
        }
    }
    out.join("/")
}

/// Checks that `load` takes `text` and refuses it with a field `unexpected` in any of
/// its objects but those at the shapes `data_keyed` (whose keys are data). Returns how
/// many objects were tried.
fn refuses_unknown_fields(
    what: &str,
    text: &str,
    data_keyed: &[&str],
    load: impl Fn(&str) -> Result<(), String>,
) -> usize {
    load(text).unwrap_or_else(|e| panic!("{what}: the file itself loads: {e}"));
    let value: Value = serde_json::from_str(text).expect("JSON");
    let mut paths = vec![];
    object_paths(&value, &mut vec![], &mut paths);
    let mut taken = std::collections::BTreeSet::new();
    let mut tried = 0;
    for path in paths {
        let at = shape(&path, data_keyed);
        if data_keyed.contains(&at.as_str()) {
            continue;
        }
        let mut v = value.clone();
        object_at(&mut v, &path).insert("unexpected".into(), Value::from(1));
        tried += 1;
        match load(&serde_json::to_string_pretty(&v).unwrap()) {
            Ok(()) => {
                taken.insert(at);
            }
            Err(e) => assert!(e.contains("unexpected"), "{what} at {at}: {e}"),
        }
    }
    assert!(
        taken.is_empty(),
        "{what} takes an unknown field in {taken:?}"
    );
    tried
}

fn race_save(variant: &str, players: usize, commands: u32) -> String {
    let setup = Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        players,
        3,
    );
    bot_game(State::classic(setup), &[], &[BotKind::Greedy], commands)
        .0
        .to_json()
}

#[test]
fn a_race_save_refuses_an_unknown_field_anywhere() {
    let load = |t: &str| {
        SaveGame::from_json(t, "x").map(|_| ()).map_err(|e| {
            // Said in the player's language, naming the field.
            let said = words::say(Lang::De, &e);
            assert!(said.contains("unbekanntes Feld `"), "{said}");
            said
        })
    };
    // A game with cards, still going (a die shown or a card's task), and one over.
    let mut tried = 0;
    for (variant, players, commands) in [
        ("large-action", 4, 40),
        ("small-action", 2, 9),
        ("small", 3, 400),
    ] {
        tried += refuses_unknown_fields(variant, &race_save(variant, players, commands), &[], load);
    }
    assert!(tried > 200, "{tried}");
}

#[test]
fn a_stray_field_on_a_variant_without_fields_is_refused_in_a_save() {
    // The snapshot's phase, a card's effect in the save's list and in the snapshot's
    // deck, a command: each a `type` alone, each refused with one field more.
    let text = race_save("small-action", 2, 0);
    let load = |t: &str| SaveGame::from_json(t, "x").map(|_| ());
    load(&text).expect("the save loads");
    let cheats = [
        (
            r#""phase":{"type":"roll"}"#,
            r#""phase":{"type":"roll","cheat":true}"#,
        ),
        (r#"{"type":"swap"}"#, r#"{"type":"swap","cheat":true}"#),
    ];
    for (plain, cheat) in cheats {
        let compact = text.replace(": ", ":").replace(", ", ",");
        assert!(compact.contains(plain), "{plain}");
        for (n, _) in compact.match_indices(plain).enumerate() {
            let mut i = 0;
            let changed: String = compact
                .split(plain)
                .enumerate()
                .map(|(k, part)| {
                    if k == 0 {
                        return part.to_string();
                    }
                    i += 1;
                    format!("{}{part}", if i - 1 == n { cheat } else { plain })
                })
                .collect();
            let e = load(&changed).expect_err(cheat);
            let said = words::say(Lang::En, &e);
            assert!(said.contains("unknown field `cheat`"), "{said}");
        }
    }
}

#[test]
fn a_chess_save_refuses_an_unknown_field_anywhere() {
    let game = chess::ChessGame::new();
    let level = chess::bot::Level::from_name("easy").expect("a level");
    let text = ChessSave::new(&game, ChessSeat::Computer { level }, ChessSeat::Person, 5).to_json();
    let load = |t: &str| {
        ChessSave::from_json(t, "x")
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert_eq!(refuses_unknown_fields("chess save", &text, &[], load), 3);
    // The player of the issue: a person who cheats.
    let cheat = text.replacen(
        r#""type": "person""#,
        r#""type": "person", "cheat": true"#,
        1,
    );
    assert_ne!(cheat, text);
    let e = ChessSave::from_json(&cheat, "x").expect_err("a cheating person");
    let said = words::say(Lang::En, &e);
    assert!(said.contains("unknown field `cheat`"), "{said}");
}

#[test]
fn decks_rule_sets_and_lessons_refuse_an_unknown_field_anywhere() {
    for (name, text) in DEFAULT_DECK {
        let load = |t: &str| {
            CardSet::from_files([(name.to_string(), t.to_string())])
                .map(|_| ())
                .map_err(|e| words::say(Lang::It, &schachschlamassel::said::deck(&e)))
        };
        refuses_unknown_fields(name, text, &[], load);
    }
    // A rule set with every field, as the game writes it.
    let rules = rule_sets::from_json(
        r#"{"name": "Alle", "base": "large-action", "roles": ["knight", "king"], "tries": 2, "house_rules": ["protect-covered"]}"#,
        "x",
    )
    .unwrap();
    let load = |t: &str| {
        rule_sets::from_json(t, "x")
            .map(|_| ())
            .map_err(|e| format!("{e:?}"))
    };
    refuses_unknown_fields("rule set", &rule_sets::to_json(&rules), &[], load);
    for (name, text) in school::COURSES {
        let load = |t: &str| {
            school::parse_course(name, t)
                .map(|_| ())
                .map_err(|e| e.to_string())
        };
        refuses_unknown_fields(name, text, &[], load);
    }
    for (name, text) in chess_school::COURSES {
        let load = |t: &str| {
            chess_school::read_course(name, t)
                .map(|_| ())
                .map_err(|e| format!("{e:?}"))
        };
        refuses_unknown_fields(name, text, &[], load);
    }
}

#[test]
fn the_files_the_window_keeps_refuse_an_unknown_field_anywhere() {
    let settings = serde_json::to_string_pretty(&SetupModel::default()).unwrap();
    let load = |t: &str| match SetupModel::load(Some(t)) {
        (_, None) => Ok(()),
        (_, Some(why)) => Err(why),
    };
    refuses_unknown_fields("settings", &settings, &[], load);
    let stars = r#"{"learners":{"Anna":{"rook-1":3,"rook-2":2},"":{"queen-1":1}}}"#;
    let load = |t: &str| {
        serde_json::from_str::<school::progress::Progress>(t)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    refuses_unknown_fields("stars", stars, &["learners", "learners/*"], load);
    let mut yalta = yalta::game::Game::new(yalta::position::RedQueen::Light);
    let mv = yalta.position().legal_moves()[0];
    yalta
        .play(&yalta::game::Command {
            from: mv.from,
            to: mv.to,
            promotion: mv.promotion,
        })
        .unwrap();
    let record =
        serde_json::to_string(&yalta.record(&["A".into(), "B".into(), "C".into()])).unwrap();
    let load = |t: &str| {
        serde_json::from_str::<yalta::record::GameRecord>(t)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    refuses_unknown_fields("Yalta record", &record, &[], load);
    let models = include_str!("../../assets/win_chances.json");
    let load = |t: &str| {
        serde_json::from_str::<std::collections::BTreeMap<String, track::bots::value::WinModel>>(t)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    refuses_unknown_fields("win chances", models, &["", "*/weights"], load);
}
