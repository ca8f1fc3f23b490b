//! Rule files (issue 32): a family's own rules read from JSON with one error naming the
//! field, saved under their names, listed, deleted; and a game with them saved,
//! loaded and replayed exactly.

use schachschlamassel::rule_sets::{self, RuleFileErrorKind};
use schachschlamassel::save::{bot_game, Player, SaveGame};
use schachschlamassel::ui::i18n::Lang;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Face;
use track::pieces::Role;
use track::rule_set::RuleField;
use track::{RuleSet, RuleSetProblem, Setup, State};

/// A fresh folder of one test's own for rule files (the data directory of a game, or
/// a folder of files for the command line), removed when the test ends, passed or not.
pub(crate) struct Folder(PathBuf);

impl Folder {
    /// The folder `ssl-NAME-PID` in the system's temporary folder, empty.
    pub(crate) fn new(name: &str) -> Folder {
        let dir = std::env::temp_dir().join(format!("ssl-{name}-{}", std::process::id()));
        Folder(dir)
    }

    /// Where it is.
    pub(crate) fn path(&self) -> &Path {
        &self.0
    }

    /// Writes `content` into the file `name` of the folder (a path inside it; the
    /// folders on the way are made) and returns the file's path.
    pub(crate) fn file(&self, name: &str, content: impl AsRef<[u8]>) -> PathBuf {
        let path = self.0.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("a temporary folder");
        }
        std::fs::write(&path, content).expect("written");
        path
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The kind of error a rule file given as text gets.
fn error_of(text: &str) -> RuleFileErrorKind {
    rule_sets::from_json(text, "test.json")
        .expect_err("a bad rule file")
        .kind
}

/// The invented rule set of the issue: only knights, 2 tries, a die `1 2 + + # 3`.
fn only_knights() -> RuleSet {
    rule_sets::from_json(
        r##"{
  "name": "Nur Springer",
  "base": "small",
  "roles": ["knight"],
  "white": [1, 2, "+", "+", "#", 3],
  "tries": 2
}"##,
        "only-knights",
    )
    .expect("a good rule file")
}

#[test]
fn a_short_rule_file_is_read_with_the_base_games_other_rules() {
    let rules = only_knights();
    assert_eq!(rules.roles, vec![Role::Knight]);
    assert_eq!(
        rules.white,
        vec![
            Face::Pips(1),
            Face::Pips(2),
            Face::Plus,
            Face::Plus,
            Face::Hash,
            Face::Pips(3)
        ]
    );
    assert_eq!(
        (rules.tries, rules.action, rules.protection),
        (2, false, false)
    );
}

#[test]
fn a_value_that_does_not_fit_names_its_field_line_and_column() {
    let text = "{\n  \"name\": \"x\",\n  \"base\": \"small\",\n  \"tries\": \"two\"\n}";
    match error_of(text) {
        RuleFileErrorKind::BadValue {
            field,
            line,
            column,
            ..
        } => assert_eq!((field, line, column), (RuleField::Tries, 4, 16)),
        other => panic!("{other:?}"),
    }
    // A value that does not fit, and the field it is named by.
    let bad = [
        (
            r#"{"name": "x", "base": "small", "roles": ["queen", "horse"]}"#,
            RuleField::Roles,
        ),
        (r#"{"name": "x", "base": "medium"}"#, RuleField::Base),
        (
            r#"{"name": "x", "base": "small", "white": [1, "*"]}"#,
            RuleField::White,
        ),
        (
            r#"{"name": "x", "base": "small", "deck": {"swap": 300}}"#,
            RuleField::Deck,
        ),
    ];
    for (text, named) in bad {
        match error_of(text) {
            RuleFileErrorKind::BadValue { field, .. } => assert_eq!(field, named, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn a_field_written_twice_says_so_not_what_its_value_needs() {
    // Both values fit (3 tries is allowed): the only fault is that "tries" is there twice.
    let text = "{\n  \"name\": \"x\",\n  \"base\": \"small\",\n  \"tries\": 2,\n  \"tries\": 3\n}";
    let kind = error_of(text);
    assert!(
        matches!(
            kind,
            RuleFileErrorKind::FieldTwice {
                field: RuleField::Tries,
                line: 5,
                ..
            }
        ),
        "{kind:?}"
    );
    let said = words::say(
        schachschlamassel::ui::i18n::Lang::En,
        &rule_sets::from_json(text, "twice.json").unwrap_err(),
    );
    assert!(said.contains("written twice"), "{said}");
    assert!(!said.contains("number from"), "{said}");
    // A field of the pieces twice, too.
    let text = r#"{"name": "x", "base": "small", "roles": ["knight"], "roles": ["rook"]}"#;
    assert!(matches!(
        error_of(text),
        RuleFileErrorKind::FieldTwice {
            field: RuleField::Roles,
            ..
        }
    ));
}

#[test]
fn an_unknown_field_is_named() {
    let text = "{\"name\": \"x\", \"base\": \"small\", \"tires\": 2}";
    assert!(matches!(
        error_of(text),
        RuleFileErrorKind::UnknownField { field, line: 1, .. } if field == "tires"
    ));
}

#[test]
fn a_missing_name_or_base_is_named() {
    assert_eq!(
        error_of("{\"base\": \"small\"}"),
        RuleFileErrorKind::MissingField(RuleField::Name)
    );
    assert_eq!(
        error_of("{\"name\": \"x\"}"),
        RuleFileErrorKind::MissingField(RuleField::Base)
    );
}

#[test]
fn text_that_is_not_json_gets_its_line_and_column() {
    assert_eq!(
        error_of("{\n  \"name\": \"x\"\n  \"base\": \"small\"\n}"),
        RuleFileErrorKind::NotJson { line: 3, column: 3 }
    );
    assert!(matches!(
        error_of("{\"name\": \"x\""),
        RuleFileErrorKind::NotJson { .. }
    ));
    assert_eq!(error_of("[1, 2]"), RuleFileErrorKind::NotARuleSet);
}

#[test]
fn rules_that_make_no_game_are_refused_with_their_reason() {
    let text = "{\"name\": \"x\", \"base\": \"small\", \"white\": [1, 2, \"#\"]}";
    assert_eq!(
        error_of(text),
        RuleFileErrorKind::Problem(RuleSetProblem::NoBringIn)
    );
    let e = rule_sets::from_json(text, "kein-plus.json").expect_err("no bring-in");
    assert_eq!(
        words::say(Lang::En, &e),
        "Rule file kein-plus.json: No face brings a piece in: nobody could ever leave the start box."
    );
}

#[test]
fn a_missing_rule_file_is_said_to_be_missing() {
    let e = rule_sets::read(&Folder::new("rules-missing").path().join("none.json"))
        .expect_err("missing");
    assert_eq!(e.kind, RuleFileErrorKind::Missing);
}

#[test]
fn saved_rule_sets_are_listed_by_name_and_deleted() {
    let folder = Folder::new("rules-list");
    let dir = folder.path();
    let mut zebra = only_knights();
    zebra.name = "zebra".into();
    let mut anton = only_knights();
    anton.name = "Anton".into();
    let path = rule_sets::save(dir, &zebra).expect("saved");
    assert!(path.starts_with(dir.join(rule_sets::DIR)));
    rule_sets::save(dir, &anton).expect("saved");
    rule_sets::save(dir, &only_knights()).expect("saved");
    let (found, errors) = rule_sets::list(dir);
    assert!(errors.is_empty(), "{errors:?}");
    let names: Vec<&str> = found.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Anton", "Nur Springer", "zebra"]);
    assert_eq!(found[1], only_knights());
    rule_sets::delete(dir, "zebra").expect("deleted");
    assert_eq!(rule_sets::list(dir).0.len(), 2);
    assert_eq!(
        rule_sets::delete(dir, "zebra").expect_err("gone").kind,
        RuleFileErrorKind::Missing
    );
}

#[test]
fn a_broken_file_in_the_folder_is_skipped_and_reported() {
    let folder = Folder::new("rules-broken");
    let dir = folder.path();
    rule_sets::save(dir, &only_knights()).expect("saved");
    let in_dir = |file: &str| format!("{}/{file}", rule_sets::DIR);
    folder.file(&in_dir("cut.json"), "{\"name\": \"cut\", \"ba");
    folder.file(&in_dir("bad.json"), [0xff, 0xfe, 0x00]);
    folder.file(&in_dir("notes.txt"), "not a rule file");
    let (found, errors) = rule_sets::list(dir);
    assert_eq!(found, vec![only_knights()]);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors.iter().all(|e| !words::say(Lang::De, e).is_empty()));
}

#[test]
fn no_folder_means_no_rule_sets() {
    let (found, errors) = rule_sets::list(Folder::new("rules-none").path());
    assert!(found.is_empty() && errors.is_empty());
}

#[test]
fn saving_refuses_rules_that_make_no_game() {
    let folder = Folder::new("rules-refused");
    let dir = folder.path();
    let mut rules = only_knights();
    rules.tries = 0;
    let e = rule_sets::save(dir, &rules).expect_err("refused");
    assert!(matches!(
        e.kind,
        RuleFileErrorKind::Problem(RuleSetProblem::TriesOutOfRange { .. })
    ));
    assert!(!dir.exists(), "nothing is written");
}

#[test]
fn a_name_whose_file_holds_another_rule_set_is_refused_naming_it() {
    let folder = Folder::new("rules-taken");
    let dir = folder.path();
    let mut first = only_knights();
    first.name = "My_rules".into();
    rule_sets::save(dir, &first).expect("saved");
    // A space, a character no file name holds, capitals: the same file, or the same
    // file on some systems.
    for other in ["My rules", "My?rules", "my_rules", "MY RULES"] {
        let mut second = only_knights();
        second.name = other.into();
        second.tries = 3;
        let e = rule_sets::save(dir, &second).expect_err(other);
        assert_eq!(
            e.kind,
            RuleFileErrorKind::NameTaken("My_rules".into()),
            "{other}"
        );
        let said = words::say(Lang::En, &e);
        assert!(said.contains("“My_rules”"), "{said}");
    }
    assert_eq!(
        rule_sets::list(dir).0,
        vec![first.clone()],
        "nothing written"
    );
    // The rule set itself is saved again over its own file.
    first.tries = 3;
    rule_sets::save(dir, &first).expect("saved again");
    assert_eq!(rule_sets::list(dir).0, vec![first]);
}

#[test]
fn a_rule_sets_name_never_leaves_its_folder() {
    let dir = PathBuf::from("data");
    for name in ["../../etc/passwd", "/root", "a/b\\c", "..", ""] {
        let path = rule_sets::path_of(&dir, name);
        assert_eq!(
            path.parent(),
            Some(dir.join(rule_sets::DIR).as_path()),
            "{name}"
        );
    }
}

#[test]
fn every_example_in_docs_rule_sets_passes_the_check() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rule-sets");
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).expect("docs/rule-sets") {
        let path = entry.expect("an entry").path();
        let rules =
            rule_sets::read(&path).unwrap_or_else(|e| panic!("{}", words::say(Lang::En, &e)));
        assert_eq!(rules.check(&CardSet::default_deck()), Ok(()));
        read += 1;
    }
    assert!(read >= 3, "the three examples are there");
}

#[test]
fn a_game_with_a_rule_set_saves_loads_and_replays_exactly() {
    let rules = only_knights();
    let deck = CardSet::default_deck();
    let setup = Setup::new(rules.variant(), rules.house_rules.clone(), 3, 32);
    let start = State::new(
        setup,
        Arc::new(Board::classic()),
        rules.dice(),
        &rules.cards(&deck),
    )
    .expect("a game");
    let bots = [BotKind::Greedy, BotKind::Easy, BotKind::Random];
    let players: Vec<Player> = start
        .setup()
        .seats
        .iter()
        .zip(bots)
        .map(|(seat, bot)| Player {
            seat: *seat,
            name: String::new(),
            computer: Some(bot),
            step_by_step: None,
        })
        .collect();
    let (save, state) = bot_game(start, &players, &bots, 12);
    assert!(save.commands().len() > 20, "some commands were played");
    assert!(save.steps().expect("replays").iter().any(|s| s
        .events
        .iter()
        .any(|e| matches!(e, track::Event::TryAgain { tries_left: 1, .. }))));
    let json = save.to_json();
    let (loaded, resumed) = SaveGame::from_json(&json, "rules-game").expect("loads");
    assert_eq!(resumed, state);
    assert_eq!(loaded, save);
    assert_eq!(loaded.setup().variant, rules.variant());
    assert_eq!(loaded.events(), save.events());
    let steps = loaded.steps().expect("replays");
    assert_eq!(steps.last().map(|s| &s.after), Some(&state));
}

#[test]
fn every_rule_set_that_passes_the_check_makes_a_save_that_loads() {
    use track::rule_set::Base;
    use track::variant::{HouseRule, HouseRules};
    let deck = CardSet::default_deck();
    let dice: [&[Face]; 3] = [
        &[Face::Pips(1), Face::Plus, Face::Hash],
        &[Face::Pips(12), Face::Hash],
        &[Face::Plus, Face::Hash],
    ];
    let mut loaded = 0;
    for base in Base::ALL {
        for mask in 1..64u32 {
            for (k, white) in dice.iter().enumerate() {
                let mut rules = RuleSet::from_preset(
                    &base.variant(),
                    &track::dice::Dice::default_dice(),
                    &deck,
                );
                rules.name = format!("mask {mask}");
                rules.roles = Role::ALL
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, r)| r)
                    .collect();
                rules.white = white.to_vec();
                rules.tries = 1 + (mask % 6) as u8;
                if k == 1 {
                    rules.house_rules = HouseRules::default()
                        .with(HouseRule::SymbolsBringIn)
                        .with(HouseRule::MayStopEarly);
                }
                if rules.check(&deck).is_err() {
                    continue;
                }
                let setup = Setup::new(
                    rules.variant(),
                    rules.house_rules.clone(),
                    4,
                    u64::from(mask),
                );
                let start = State::new(
                    setup,
                    Arc::new(Board::classic()),
                    rules.dice(),
                    &rules.cards(&deck),
                )
                .expect("a game");
                let save = SaveGame::new(&start, &[]);
                let result = SaveGame::from_json(&save.to_json(), "rules");
                assert!(result.is_ok(), "{rules:?}: {result:?}");
                loaded += 1;
            }
        }
    }
    assert!(loaded > 300, "{loaded} rule sets tried");
}
