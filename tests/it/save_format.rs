//! The save format (issue 8): round trips, every kind of bad file with its message,
//! loading never writes, and custom boards and decks travel inside the save.

use schachschlamassel::save::{
    autosave_path, bot_game, named_save_path, Player, SaveErrorKind, SaveGame, SavePart,
    SaveProblem, FORMAT,
};
use schachschlamassel::ui::i18n::Lang;
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::Arc;
use track::board::{Board, CLASSIC_BOARD};
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::pieces::Seat;
use track::variant::{HouseRules, Variant};
use track::{Command, Setup, State};

fn start(variant: &str, players: usize, seed: u64) -> State {
    State::classic(Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        players,
        seed,
    ))
}

fn players() -> Vec<Player> {
    vec![
        Player {
            seat: Seat(0),
            name: "Anna".into(),
            computer: None,
            step_by_step: None,
        },
        Player {
            seat: Seat(2),
            name: "Ben".into(),
            computer: Some(BotKind::Greedy),
            step_by_step: None,
        },
    ]
}

/// A finished two-player action game.
fn finished_game() -> (SaveGame, State) {
    bot_game(
        start("small-action", 2, 11),
        &players(),
        &[BotKind::Greedy],
        1000,
    )
}

/// A game stopped after `n` commands.
fn game_after(variant: &str, seed: u64, n: usize) -> (SaveGame, State) {
    crate::games::stopped_after(start(variant, 4, seed), n)
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ssl-save-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn load_text(text: &str) -> Result<(SaveGame, State), (SaveErrorKind, String)> {
    SaveGame::from_json(text, "test.json").map_err(|e| (e.kind.clone(), e.to_string()))
}

fn expect_error(text: &str) -> (SaveErrorKind, String) {
    match load_text(text) {
        Ok(_) => panic!("the save should not load"),
        Err(e) => e,
    }
}

// ---------------------------------------------------------------- round trips

#[test]
fn finished_game_round_trips_through_the_file_format() {
    let (save, state) = finished_game();
    assert!(state.is_over());
    let text = save.to_json();
    let (loaded, replayed) = SaveGame::from_json(&text, "game.json").unwrap();
    assert_eq!(replayed, state);
    assert_eq!(loaded, save);
    assert_eq!(
        loaded.to_json(),
        text,
        "saving a loaded game gives the same file"
    );
    assert_eq!(loaded.players(), &players()[..]);
    assert_eq!(loaded.setup(), *state.setup());
}

#[test]
fn a_game_resumed_from_its_save_goes_on_exactly_as_without_the_break() {
    for variant in ["small", "small-action", "large", "large-action"] {
        let (save, state) = game_after(variant, 5, 120);
        let (mut loaded, mut resumed) = SaveGame::from_json(&save.to_json(), variant).unwrap();
        assert_eq!(resumed, state, "{variant}");
        // Both go on with the same bots: the same game.
        let (mut a, mut b) = (state, resumed.clone());
        let mut bot = BotKind::Greedy.make();
        for _ in 0..200 {
            let Some(cmd) = bot.choose(&a) else { break };
            assert_eq!(bot.choose(&b).as_ref(), Some(&cmd));
            a.play(&cmd).unwrap();
            b.play(&cmd).unwrap();
            resumed.play(&cmd).unwrap();
            loaded.record(&cmd, &resumed);
        }
        assert_eq!(a, b);
        let (_, again) = SaveGame::from_json(&loaded.to_json(), variant).unwrap();
        assert_eq!(again, a, "{variant}: a save of the resumed game loads too");
    }
}

#[test]
fn step_by_step_switched_by_hand_is_kept_in_the_save() {
    let (mut save, _) = game_after("small", 5, 10);
    let seat = save.players()[0].seat;
    assert_eq!(save.players()[0].step_by_step, None);
    assert!(
        !save.to_json().contains("step_by_step"),
        "a save without a choice has no such field, as older saves"
    );
    save.set_step_by_step(seat, false);
    let (loaded, _) = SaveGame::from_json(&save.to_json(), "game.json").unwrap();
    assert_eq!(loaded.players()[0].step_by_step, Some(false));
    assert_eq!(loaded.players()[1].step_by_step, None, "only that seat");
    save.set_step_by_step(seat, true);
    let (loaded, _) = SaveGame::from_json(&save.to_json(), "game.json").unwrap();
    assert_eq!(loaded.players()[0].step_by_step, Some(true));
}

#[test]
fn a_new_game_saves_and_loads_with_no_commands() {
    let state = start("large-action", 3, 9);
    let save = SaveGame::new(&state, &[]);
    let (loaded, replayed) = SaveGame::from_json(&save.to_json(), "new.json").unwrap();
    assert_eq!(replayed, state);
    assert!(loaded.commands().is_empty());
    assert_eq!(loaded.players().len(), 3);
    assert!(loaded.players().iter().all(|p| p.computer.is_none()));
}

#[test]
fn save_atomic_writes_a_file_that_loads_and_replaces_the_old_one() {
    let dir = temp_dir("atomic");
    let path = autosave_path(&dir);
    let (early, _) = game_after("small", 1, 10);
    let (later, later_state) = game_after("small", 1, 40);
    early.save_atomic(&path).unwrap();
    later.save_atomic(&path).unwrap();
    let (loaded, state) = SaveGame::load(&path).unwrap();
    assert_eq!(loaded.commands().len(), 40);
    assert_eq!(state, later_state);
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("autosave.json")]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn events_replay_the_whole_game() {
    let (save, state) = finished_game();
    let events = save.events();
    assert!(matches!(events.last(), Some(track::Event::GameOver { .. })));
    let mut s = save.steps().unwrap().first().unwrap().after.clone();
    // Re-applying the events after the first command reaches the final state.
    let first = save.steps().unwrap()[0].events.len();
    for e in &events[first..] {
        s.apply(e);
    }
    assert_eq!(s, state);
}

#[test]
fn save_as_names_stay_inside_the_data_directory() {
    let dir = Path::new("/data");
    assert_eq!(
        named_save_path(dir, "Sonntag"),
        dir.join("saves/Sonntag.json")
    );
    assert_eq!(
        named_save_path(dir, "../../etc/passwd"),
        dir.join("saves/______etc_passwd.json")
    );
    assert_eq!(named_save_path(dir, "  "), dir.join("saves/game.json"));
    assert_eq!(
        named_save_path(dir, "Oma & Tim"),
        dir.join("saves/Oma___Tim.json")
    );
}

// ---------------------------------------------------------------- custom board and deck

/// The classic board without seats 1 and 3.
fn two_seat_board() -> String {
    CLASSIC_BOARD
        .lines()
        .filter(|l| !l.starts_with("line 1") && !l.starts_with("line 3"))
        .map(|l| {
            if l.starts_with(';') || l.starts_with("line") {
                l.to_string()
            } else {
                l.chars()
                    .map(|c| match c {
                        'b' | 'd' | 'B' | 'D' | 'x' | 'z' => '.',
                        '2' | '4' => '#',
                        c => c,
                    })
                    .collect()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

const CUSTOM_DECK: &str = r#"[
  {"id": "home-made-again", "text": {"de": "Nochmal!", "en": "Again!"}, "tone": "good",
   "roles": [], "needs_protection": false, "count": 4, "effect": {"type": "roll-again"}},
  {"id": "home-made-swap", "text": {"de": "Tausche zwei Figuren.", "en": "Swap two pieces."},
   "tone": "mixed", "roles": [], "needs_protection": false, "count": 3, "effect": {"type": "swap"}}
]"#;

#[test]
fn custom_board_and_deck_travel_inside_the_save() {
    let board = Arc::new(Board::parse(&two_seat_board(), "my-board.txt").unwrap());
    let cards = CardSet::from_files([("mine.json".to_string(), CUSTOM_DECK.to_string())]).unwrap();
    let setup = Setup::new(
        Variant::by_id("small-action").unwrap(),
        HouseRules::default(),
        2,
        4,
    );
    let state = State::new(setup, board.clone(), Dice::default_dice(), &cards).unwrap();
    let (save, end) = bot_game(state, &[], &[BotKind::Greedy], 1000);
    assert!(end.is_over());
    let dir = temp_dir("custom");
    let path = dir.join("custom.json");
    save.save_atomic(&path).unwrap();
    // Loading needs neither the board file nor the deck directory.
    let (loaded, state) = SaveGame::load(&path).unwrap();
    assert_eq!(state, end);
    assert_eq!(state.board().source(), board.source());
    assert_ne!(state.board().source(), CLASSIC_BOARD);
    assert!(state.board().seat(Seat(1)).is_none());
    let ids: Vec<&str> = state.deck().cards.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["home-made-again", "home-made-swap"]);
    assert!(loaded.events().iter().any(
        |e| matches!(e, track::Event::CardDrawn { card, .. } if card.starts_with("home-made"))
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- bad files

#[test]
fn missing_file_says_so_and_names_it() {
    let e = SaveGame::load(Path::new("/no/such/dir/save.json")).unwrap_err();
    assert_eq!(e.kind, SaveErrorKind::Missing);
    assert_eq!(
        e.to_string(),
        "save file /no/such/dir/save.json: there is no such file"
    );
}

#[test]
fn truncated_file_says_it_was_cut_off_with_line_and_column() {
    let text = finished_game().0.to_json();
    for cut in [1, 10, text.len() / 3, text.len() / 2, text.len() - 3] {
        let (kind, msg) = expect_error(&text[..cut]);
        assert!(
            matches!(kind, SaveErrorKind::Truncated { .. }),
            "cut at {cut}: {kind:?}"
        );
        assert!(msg.contains("cut off (truncated)"), "{msg}");
        assert!(msg.starts_with("save file test.json, line "), "{msg}");
    }
    let (kind, _) = expect_error("");
    assert!(matches!(kind, SaveErrorKind::Truncated { line: 1, .. }));
}

#[test]
fn garbled_file_says_it_is_not_json_with_line_and_column() {
    let text = finished_game().0.to_json();
    let garbled = text.replacen("\"seed\":", "\"seed\";", 1);
    let (kind, msg) = expect_error(&garbled);
    let line = text.lines().position(|l| l.contains("\"seed\":")).unwrap() + 1;
    match kind {
        SaveErrorKind::Garbled {
            line: l, column, ..
        } => {
            assert_eq!(l, line);
            assert_eq!(column, 9);
        }
        k => panic!("{k:?}"),
    }
    assert!(msg.contains("garbled, not valid JSON"), "{msg}");
    let (kind, _) = expect_error("\u{1}\u{2} binary junk");
    assert!(matches!(
        kind,
        SaveErrorKind::Garbled {
            line: 1,
            column: 1,
            ..
        }
    ));
}

#[test]
fn future_version_is_refused_with_both_versions_named() {
    let text = finished_game().0.to_json();
    // A newer format may add fields: the version is still what the message is about.
    let future = text.replacen("\"format\": 1,", "\"format\": 7,\n  \"moon_phase\": 3,", 1);
    let (kind, msg) = expect_error(&future);
    assert_eq!(kind, SaveErrorKind::FutureVersion(7));
    assert!(
        msg.contains("format version 7 by a newer version") && msg.contains("up to 1"),
        "{msg}"
    );
    assert_eq!(FORMAT, 1);
}

#[test]
fn unknown_field_is_refused_and_located() {
    let text = finished_game().0.to_json();
    let odd = text.replacen("  \"seed\":", "  \"colour\": \"blue\",\n  \"seed\":", 1);
    let (kind, msg) = expect_error(&odd);
    let line = odd.lines().position(|l| l.contains("colour")).unwrap() + 1;
    match kind {
        SaveErrorKind::UnknownField { line: l, field, .. } => {
            assert_eq!((l, field.as_str()), (line, "colour"))
        }
        k => panic!("{k:?}"),
    }
    assert!(msg.contains("unknown field `colour`"), "{msg}");
    // Inside a player too.
    let odd = text.replacen("\"name\":\"Anna\"", "\"name\":\"Anna\",\"age\":8", 1);
    let (_, msg) = expect_error(&odd);
    assert!(msg.contains("unknown field `age`"), "{msg}");
}

#[test]
fn a_command_without_fields_takes_no_field() {
    let text = finished_game().0.to_json();
    assert!(
        text.contains("{\"type\":\"roll\"}"),
        "the save writes rolls compactly"
    );
    let cheat = text.replacen(
        "{\"type\":\"roll\"}",
        "{\"type\":\"roll\",\"cheat\":true}",
        1,
    );
    let (_, msg) = expect_error(&cheat);
    assert!(
        msg.contains("command 1: unknown field `cheat` in a `roll`"),
        "{msg}"
    );
}

#[test]
fn json_that_is_no_save_says_so() {
    for text in [
        "{}",
        "[1, 2]",
        "{\"format\": \"one\"}",
        "{\"format\": 0}",
        "42",
    ] {
        let (kind, msg) = expect_error(text);
        assert_eq!(kind, SaveErrorKind::NotASave, "{text}");
        assert!(msg.contains("not a saved game"), "{msg}");
    }
    let (kind, msg) = expect_error("{\"format\": 1}");
    assert!(matches!(kind, SaveErrorKind::Schema { .. }), "{kind:?}");
    assert!(msg.contains("missing field"), "{msg}");
}

#[test]
fn a_broken_board_inside_the_save_is_reported() {
    let text = finished_game().0.to_json();
    let bad = text.replacen("line 0 x=9", "line 0 x=q", 1);
    let (kind, msg) = expect_error(&bad);
    assert!(
        matches!(kind, SaveErrorKind::Invalid(SaveProblem::Board(_))),
        "{kind:?}"
    );
    assert!(msg.contains("cannot read the blocking line"), "{msg}");
}

#[test]
fn a_changed_command_is_refused_by_the_replay() {
    let (save, _) = finished_game();
    let text = save.to_json();
    // The first move of the game, made to go somewhere else.
    let i = save
        .commands()
        .iter()
        .position(|c| matches!(c, Command::Move { .. }))
        .unwrap();
    let line = serde_json::to_string(&save.commands()[i]).unwrap();
    let changed = line.replacen("\"route\":[", "\"route\":[{\"x\":0,\"y\":0},", 1);
    let (kind, msg) = expect_error(&text.replacen(&line, &changed, 1));
    match kind {
        SaveErrorKind::Refused { number, .. } => assert_eq!(number, i + 1),
        k => panic!("{k:?}"),
    }
    assert!(
        msg.contains(&format!("command {} cannot be replayed", i + 1)),
        "{msg}"
    );
}

#[test]
fn a_changed_snapshot_does_not_match_the_replay() {
    let (save, state) = finished_game();
    let text = save.to_json();
    let snap = serde_json::to_string(save.snapshot()).unwrap();
    let round = format!("\"round\":{}", state.round());
    assert!(snap.contains(&round));
    let changed = snap.replacen(&round, "\"round\":999", 1);
    let (kind, msg) = expect_error(&text.replacen(&snap, &changed, 1));
    assert!(
        matches!(&kind, SaveErrorKind::Mismatch { differs, .. } if differs == &[SavePart::Turn]),
        "{kind:?}"
    );
    assert!(
        msg.contains("does not reproduce the saved state (turn differ)"),
        "{msg}"
    );
    // A command dropped from the end: the replay stops short of the snapshot.
    let last = serde_json::to_string(save.commands().last().unwrap()).unwrap();
    let shorter = text.replacen(&format!(",\n    {last}\n"), "\n", 1);
    let (kind, _) = expect_error(&shorter);
    assert!(matches!(kind, SaveErrorKind::Mismatch { .. }), "{kind:?}");
}

#[test]
fn impossible_setups_are_refused_not_played() {
    let text = finished_game().0.to_json();
    let cases = [
        (
            text.replacen("\"seat\":2", "\"seat\":0", 1),
            "a game needs 2 to 4 different seats",
        ),
        (
            text.replacen("\"first\": 0", "\"first\": 3", 1),
            "Red starts but does not play",
        ),
        (
            text.replacen(
                "\"white\":[\"1\",\"2\",\"3\",\"4\",\"+\",\"#\"]",
                "\"white\":[]",
                1,
            ),
            "a die in the file has no faces",
        ),
        (
            text.replacen(
                "\"roles\":[\"queen\",\"rook\",\"bishop\",\"knight\"]",
                "\"roles\":[]",
                1,
            ),
            "must name each piece kind",
        ),
        (zero_count_card(&text), "count is 0"),
    ];
    for (bad, want) in cases {
        assert_ne!(bad, text, "{want}: the test's edit did not apply");
        let (kind, msg) = expect_error(&bad);
        assert!(matches!(kind, SaveErrorKind::Invalid(_)), "{kind:?}");
        assert!(msg.contains(want), "{msg}");
    }
}

/// The save text with the first saved card's count set to 0.
fn zero_count_card(text: &str) -> String {
    let cards = text.find("\"cards\": [").unwrap();
    let at = cards + text[cards..].find("\"count\":").unwrap() + "\"count\":".len();
    let digits = text[at..].find(|c: char| !c.is_ascii_digit()).unwrap();
    format!("{}0{}", &text[..at], &text[at + digits..])
}

#[test]
fn a_failed_load_never_writes_anything() {
    let dir = temp_dir("never-writes");
    let (good, _) = game_after("small", 3, 30);
    let auto = autosave_path(&dir);
    good.save_atomic(&auto).unwrap();
    let before = std::fs::read(&auto).unwrap();
    let broken = dir.join("broken.json");
    let broken_text = &good.to_json()[..500];
    std::fs::write(&broken, broken_text).unwrap();
    let listing = |d: &Path| {
        let mut v: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        v.sort();
        v
    };
    let files = listing(&dir);
    for path in [&broken, &dir.join("missing.json"), &auto] {
        let _ = SaveGame::load(path);
    }
    assert_eq!(listing(&dir), files, "no file appeared or vanished");
    assert_eq!(
        std::fs::read(&auto).unwrap(),
        before,
        "the autosave is untouched"
    );
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), broken_text);
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------- the replay in words

#[test]
fn replay_prints_one_line_per_event_after_the_players() {
    let (save, _) = finished_game();
    let en = schachschlamassel::replay::lines(&save, Lang::En);
    let de = schachschlamassel::replay::lines(&save, Lang::De);
    let heading = 1 + save.players().len();
    assert_eq!(en.len(), heading + save.events().len());
    assert_eq!(de.len(), en.len());
    assert!(en[0].contains("game small-action, seed 11"), "{}", en[0]);
    assert_eq!(en[1], "Yellow: Anna, Person");
    assert!(en[2].starts_with("Blue: Ben, Computer"), "{}", en[2]);
    assert_eq!(
        en[heading],
        "Yellow: Rolled: ".to_string() + &en[heading][16..]
    );
    assert!(en.last().unwrap().starts_with("Game over!"));
    assert!(de.last().unwrap().starts_with("Spiel vorbei!"));
    assert!(en.iter().all(|l| !l.is_empty() && !l.contains('\n')));
}

// ---------------------------------------------------------------- the command line

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Process::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn simulate_save_then_replay_on_the_command_line() {
    let dir = temp_dir("cli");
    let path = dir.join("bots.json");
    let p = path.to_str().unwrap();
    let (code, _, err) = run(&[
        "simulate",
        "--games",
        "1",
        "--players",
        "3",
        "--variant",
        "large-action",
        "--seed",
        "5",
        "--save",
        p,
    ]);
    assert_eq!(code, 0, "{err}");
    let (save, state) = SaveGame::load(&path).unwrap();
    assert!(state.is_over(), "simulate --save writes a finished game");
    assert_eq!(save.setup().seed, 5);
    assert!(save
        .players()
        .iter()
        .all(|p| p.computer == Some(BotKind::Greedy)));
    let (code, out, err) = run(&["replay", p, "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1 + 3 + save.events().len());
    assert!(out.lines().last().unwrap().starts_with("Game over!"));
    let (_, out_de, _) = run(&["--lang", "de", "replay", p]);
    assert!(out_de.lines().last().unwrap().starts_with("Spiel vorbei!"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_saves_on_the_command_line_give_one_message_and_exit_2() {
    let dir = temp_dir("cli-bad");
    let cut = dir.join("cut.json");
    std::fs::write(&cut, &finished_game().0.to_json()[..300]).unwrap();
    let missing = dir.join("missing.json");
    for args in [
        vec!["replay", missing.to_str().unwrap()],
        vec!["replay", cut.to_str().unwrap()],
        // --load is checked before any window opens (there is no display here).
        vec!["--load", cut.to_str().unwrap()],
        vec!["--load", missing.to_str().unwrap()],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty());
        assert!(err.starts_with("error: save file "), "{err}");
        assert_eq!(err.lines().count(), 2, "one message and a hint: {err}");
        assert!(err.lines().nth(1).unwrap().starts_with("hint: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `simulate --save-for-people`: the cut game is the same game some commands before its
/// end, every seat a person, and it loads and plays on.
#[test]
fn a_game_cut_for_people_is_the_same_game_before_its_end_with_every_seat_a_person() {
    let (whole, end) = finished_game();
    assert!(end.is_over());
    let cut = whole.cut_for_people(3).expect("the finished game replays");
    assert_eq!(cut.commands().len(), whole.commands().len() - 3);
    assert_eq!(
        cut.commands(),
        &whole.commands()[..whole.commands().len() - 3]
    );
    assert!(cut.players().iter().all(|p| p.computer.is_none()));
    assert!(
        !cut.snapshot().is_over(),
        "three commands before the end is not the end"
    );
    let (_, loaded) = SaveGame::from_json(&cut.to_json(), "cut.json").expect("it loads");
    assert_eq!(&loaded, cut.snapshot());
    // Past the length of the game: its start.
    let all = whole.cut_for_people(usize::MAX).expect("replays");
    assert!(all.commands().is_empty());
}
