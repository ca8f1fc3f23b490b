//! Bounded fuzzing with generated inputs (issue 8): the board parser, the card loader
//! and the save loader get mutated copies of valid inputs (byte flips, truncations,
//! insertions, duplicated and dropped lines, random JSON values in random places) and
//! whole random JSON documents. None may panic, and every error must say something.
//! Inputs that parse are then played for a while, so that odd but accepted data
//! cannot crash a game either.
//!
//! The generator is a seeded ChaCha, so a failure names a seed and an iteration that
//! reproduce it. `FUZZ_SCALE=N` multiplies the iterations for a longer local run
//! (the default keeps all three well under a minute in release). Crashing inputs
//! found are kept in `regressions_*` below.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use schachschlamassel::save::{bot_game, SaveGame};
use schachschlamassel::ui::i18n::{self, Lang};
use serde_json::{json, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use track::board::{Board, CLASSIC_BOARD};
use track::bots::BotKind;
use track::cards::{CardSet, DEFAULT_DECK};
use track::dice::Dice;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

pub(crate) fn scale() -> usize {
    std::env::var("FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

// ---------------------------------------------------------------- mutations

/// Characters that mean something in board files.
const BOARD_ALPHABET: &[u8] = b"#.abcdABCD1234wxyz ;\nline=..0123456789-xy\t\r";
/// Characters that mean something in JSON.
pub(crate) const JSON_ALPHABET: &[u8] = b"{}[]\":,0123456789-.eE truefalsnul\\\n";

/// One to four random edits of the text's bytes or lines.
pub(crate) fn mutate_text(rng: &mut ChaCha8Rng, base: &str, alphabet: &[u8]) -> String {
    let mut b = base.as_bytes().to_vec();
    for _ in 0..rng.gen_range(1..=4) {
        let n = b.len();
        let at = if n == 0 { 0 } else { rng.gen_range(0..n) };
        match rng.gen_range(0..10) {
            0 if n > 0 => b[at] ^= 1 << rng.gen_range(0..8),
            1 if n > 0 => b[at] = *alphabet.choose(rng).unwrap(),
            2 => b.truncate(at),
            3 => {
                let chunk: Vec<u8> = (0..rng.gen_range(1..8))
                    .map(|_| *alphabet.choose(rng).unwrap())
                    .collect();
                b.splice(at..at, chunk);
            }
            4 if n > 0 => {
                let end = (at + rng.gen_range(1..40)).min(n);
                b.drain(at..end);
            }
            5 if n > 0 => {
                // Copy a stretch somewhere else.
                let end = (at + rng.gen_range(1..80)).min(n);
                let piece = b[at..end].to_vec();
                let to = rng.gen_range(0..=b.len());
                b.splice(to..to, piece);
            }
            k => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut lines: Vec<&str> = text.split('\n').collect();
                let m = lines.len();
                let i = rng.gen_range(0..m);
                let j = rng.gen_range(0..m);
                match k {
                    6 => lines.insert(j, lines[i]),
                    7 => {
                        lines.remove(i);
                    }
                    8 => lines.swap(i, j),
                    _ => lines.truncate(i),
                }
                b = lines.join("\n").into_bytes();
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Strings that name real things of the game, and a few odd ones.
const WORDS: &[&str] = &[
    "",
    "queen",
    "rook",
    "bishop",
    "knight",
    "king",
    "pawn",
    "box",
    "home",
    "track",
    "roll",
    "move",
    "pass",
    "draw-card",
    "bring-in",
    "swap",
    "roll-again",
    "all-to-start",
    "extra-moves",
    "promotion",
    "castling",
    "safe-spot",
    "send-back",
    "small",
    "large-action",
    "+",
    "#",
    "1",
    "9",
    "greedy",
    "random",
    "good",
    "über",
    "\u{0}",
    "line 0 x=1 y=0..2",
    "0",
    "99",
    "255",
];

/// Numbers at and around the limits of the game's fields.
fn interesting_number(rng: &mut ChaCha8Rng) -> Value {
    let numbers: &[Value] = &[
        json!(0),
        json!(1),
        json!(2),
        json!(3),
        json!(4),
        json!(5),
        json!(7),
        json!(12),
        json!(13),
        json!(16),
        json!(17),
        json!(255),
        json!(256),
        json!(65535),
        json!(-1),
        json!(i64::MIN),
        json!(u64::MAX),
        json!(1.5),
        json!(1e300),
        json!(-0.0),
    ];
    numbers.choose(rng).unwrap().clone()
}

/// A value of the same JSON kind, so that the schema mostly still fits and the
/// meaning is what changes.
fn similar_value(rng: &mut ChaCha8Rng, v: &Value) -> Value {
    match v {
        Value::Number(_) if rng.gen() => json!(rng.gen_range(0u64..20)),
        Value::Number(_) => interesting_number(rng),
        Value::String(_) => json!(WORDS.choose(rng).unwrap()),
        Value::Bool(b) => json!(!b),
        _ => random_value(rng, 1),
    }
}

/// A random JSON value, sometimes one that names real things of the game.
pub(crate) fn random_value(rng: &mut ChaCha8Rng, depth: u32) -> Value {
    let k = if depth > 3 {
        rng.gen_range(0..5)
    } else {
        rng.gen_range(0..8)
    };
    match k {
        0 => Value::Null,
        1 => Value::Bool(rng.gen()),
        2 => interesting_number(rng),
        3 => json!(WORDS.choose(rng).unwrap()),
        4 => json!(rng.gen_range(0u64..40)),
        5 => Value::Array(
            (0..rng.gen_range(0..4))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
        6 => {
            let mut m = serde_json::Map::new();
            if rng.gen_bool(0.7) {
                m.insert("type".into(), json!(WORDS.choose(rng).unwrap()));
            }
            for _ in 0..rng.gen_range(0..3) {
                let key = [
                    "x", "y", "role", "seat", "moves", "field", "route", "a", "b", "piece",
                ]
                .choose(rng)
                .unwrap();
                m.insert(key.to_string(), random_value(rng, depth + 1));
            }
            Value::Object(m)
        }
        _ => json!({"x": rng.gen_range(0u64..20), "y": rng.gen_range(0u64..20)}),
    }
}

/// Every path (as a list of steps) to a node of a JSON value.
fn paths(v: &Value, here: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(here.clone());
    match v {
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                here.push(Step::Index(i));
                paths(x, here, out);
                here.pop();
            }
        }
        Value::Object(m) => {
            for (k, x) in m {
                here.push(Step::Key(k.clone()));
                paths(x, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum Step {
    Index(usize),
    Key(String),
}

fn node<'a>(v: &'a mut Value, path: &[Step]) -> &'a mut Value {
    let mut cur = v;
    for s in path {
        cur = match s {
            Step::Index(i) => &mut cur[*i],
            Step::Key(k) => &mut cur[k.as_str()],
        };
    }
    cur
}

/// One to three edits in random places of the JSON tree: replace a value, drop or add
/// a key, drop, double or swap array items. Half of the edits go below `focus`, when
/// given, so that deep parts such as commands get their share.
pub(crate) fn mutate_json(rng: &mut ChaCha8Rng, base: &Value, focus: Option<&str>) -> Value {
    let mut v = base.clone();
    for _ in 0..rng.gen_range(1..=3) {
        let mut all = vec![];
        paths(&v, &mut vec![], &mut all);
        if let Some(f) = focus {
            if rng.gen_bool(0.5) {
                let inside: Vec<_> = all
                    .iter()
                    .filter(|p| matches!(p.first(), Some(Step::Key(k)) if k == f))
                    .cloned()
                    .collect();
                if !inside.is_empty() {
                    all = inside;
                }
            }
        }
        let path = all.choose(rng).unwrap().clone();
        let n = node(&mut v, &path);
        match (rng.gen_range(0..6), n) {
            (0, n) => *n = random_value(rng, 0),
            (1, n) => *n = similar_value(rng, n),
            (2, Value::Object(m)) if !m.is_empty() => {
                let k = m.keys().nth(rng.gen_range(0..m.len())).unwrap().clone();
                m.remove(&k);
            }
            (3, Value::Object(m)) => {
                m.insert("unexpected".into(), random_value(rng, 1));
            }
            (4, Value::Array(a)) if !a.is_empty() => {
                let i = rng.gen_range(0..a.len());
                if rng.gen() {
                    a.remove(i);
                } else {
                    let x = a[i].clone();
                    a.insert(rng.gen_range(0..=a.len()), x);
                }
            }
            (5, Value::Array(a)) if a.len() > 1 => {
                let (i, j) = (rng.gen_range(0..a.len()), rng.gen_range(0..a.len()));
                a.swap(i, j);
            }
            (_, n) => *n = similar_value(rng, n),
        }
    }
    v
}

// ---------------------------------------------------------------- the harness

/// Runs `check` on an input; a panic fails the test with the seed, the iteration and
/// the input (also written to a file for the regression list).
pub(crate) fn must_not_panic<T>(
    what: &str,
    seed: u64,
    i: usize,
    input: &str,
    check: impl FnOnce() -> T,
) -> T {
    match catch_unwind(AssertUnwindSafe(check)) {
        Ok(t) => t,
        Err(_) => {
            let file = std::env::temp_dir().join(format!("fuzz-{what}-{seed}-{i}.txt"));
            let _ = std::fs::write(&file, input);
            panic!(
                "{what}: seed {seed}, iteration {i} panicked; the input is in {}",
                file.display()
            );
        }
    }
}

/// A byte-order mark before the text changes nothing: the loader takes both or neither
/// (issue 50). Tried on every `MARK_EVERY`th input.
pub(crate) fn a_mark_changes_nothing(what: &str, text: &str, loads: impl Fn(&str) -> bool) {
    let marked = format!("{}{text}", char::from_u32(0xFEFF).unwrap());
    assert_eq!(
        loads(&marked),
        loads(text),
        "{what}: a byte-order mark changed the outcome of {text:.300}"
    );
}

/// How often an input is tried again behind a byte-order mark.
pub(crate) const MARK_EVERY: usize = 16;

/// Whether a JSON text names a field `unexpected` (what [`mutate_json`] adds to an
/// object): a loader that takes it takes an unknown field.
pub(crate) fn has_unknown_field(text: &str) -> bool {
    text.contains("\"unexpected\":")
}

/// Plays up to `commands` random-bot commands, to see that accepted data plays.
fn play_a_while(mut state: State, commands: usize) {
    let mut bot = BotKind::Random.make();
    for _ in 0..commands {
        let Some(cmd) = bot.choose(&state) else { break };
        state.play(&cmd).expect("a bot's command is legal");
    }
}

fn game_on(board: Arc<Board>, cards: &CardSet, variant: &str, seed: u64) -> Option<State> {
    let seats: Vec<_> = board.seats().collect();
    if seats.len() < 2 {
        return None;
    }
    let mut setup = Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        2,
        seed,
    );
    setup.seats = seats[..2].to_vec();
    setup.first = seats[0];
    State::new(setup, board, Dice::default_dice(), cards).ok()
}

fn board_case(seed: u64, i: usize, text: &str, play: bool) -> String {
    must_not_panic("board", seed, i, text, || {
        match Board::parse(text, "fuzz.txt") {
            Ok(board) => {
                if play {
                    let deck = CardSet::default_deck();
                    if let Some(s) = game_on(Arc::new(board), &deck, "large-action", seed) {
                        play_a_while(s, 60);
                    }
                }
                "accepted".to_string()
            }
            Err(e) => {
                let msg = words::say(Lang::En, &schachschlamassel::said::board(&e));
                assert!(msg.starts_with("board file fuzz.txt"), "{msg}");
                assert!(msg.len() > "board file fuzz.txt".len() + 5, "{msg}");
                kind_name(&format!("{:?}", e.kind))
            }
        }
    })
}

/// The variant name of an error kind's `Debug` text, for the tally.
fn kind_name(debug: &str) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_string()
}

/// Counts outcomes by kind and prints them (seen with `--nocapture`).
#[derive(Default)]
struct Tally(std::collections::BTreeMap<String, usize>);

impl Tally {
    fn add(&mut self, k: String) {
        *self.0.entry(k).or_default() += 1;
    }
    fn show(&self, what: &str) -> usize {
        eprintln!("{what}: {:?}", self.0);
        self.0.get("accepted").copied().unwrap_or(0)
    }
}

fn cards_case(seed: u64, i: usize, text: &str, play: bool) -> String {
    must_not_panic("cards", seed, i, text, || {
        match CardSet::from_files([("fuzz.json".to_string(), text.to_string())]) {
            Ok(set) => {
                // Every accepted card is said in every language, from the game's words,
                // its file's text or its id: never empty.
                for card in &set.cards {
                    for lang in Lang::ALL {
                        assert!(!i18n::card_text(lang, card).is_empty(), "{}", card.id);
                    }
                }
                if play {
                    for v in ["small-action", "large-action"] {
                        if let Some(s) = game_on(Arc::new(Board::classic()), &set, v, seed) {
                            play_a_while(s, 150);
                        }
                    }
                }
                "accepted".to_string()
            }
            Err(e) => {
                let msg = words::say(Lang::En, &schachschlamassel::said::deck(&e));
                assert!(msg.starts_with("card file fuzz.json"), "{msg}");
                assert!(msg.len() > "card file fuzz.json".len() + 5, "{msg}");
                kind_name(&format!("{:?}", e.kind))
            }
        }
    })
}

fn save_case(seed: u64, i: usize, text: &str) -> String {
    must_not_panic("save", seed, i, text, || {
        match SaveGame::from_json(text, "fuzz.json") {
            Ok((save, state)) => {
                assert_eq!(&state, save.snapshot());
                let lines =
                    schachschlamassel::replay::lines(&save, schachschlamassel::ui::i18n::Lang::En);
                assert!(!lines.is_empty());
                play_a_while(state, 30);
                "accepted".to_string()
            }
            Err(e) => {
                let msg = words::say(Lang::En, &e);
                assert!(msg.starts_with("save file fuzz.json"), "{msg}");
                assert!(msg.len() > "save file fuzz.json".len() + 5, "{msg}");
                kind_name(&format!("{:?}", e.kind))
            }
        }
    })
}

// ---------------------------------------------------------------- the runs

#[test]
fn fuzz_board_parser() {
    let seed = 0xB0A4D;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tally = Tally::default();
    for i in 0..9000 * scale() {
        let text = mutate_text(&mut rng, CLASSIC_BOARD, BOARD_ALPHABET);
        // Boards that still parse are played for a while, now and then.
        tally.add(board_case(seed, i, &text, i % 10 == 0));
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("board", &text, |t| Board::parse(t, "fuzz.txt").is_ok());
        }
    }
    assert!(
        tally.show("boards") > 0,
        "some mutated boards are still valid"
    );
}

#[test]
fn fuzz_card_loader() {
    let seed = 0xCA4D5;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let base_text = DEFAULT_DECK[0].1;
    let mut base: Value = serde_json::from_str(base_text).unwrap();
    with_own_texts(&mut base, "text");
    let mut tally = Tally::default();
    for i in 0..9000 * scale() {
        let text = match i % 4 {
            0 => mutate_text(&mut rng, base_text, JSON_ALPHABET),
            1 | 2 => serde_json::to_string_pretty(&mutate_json(&mut rng, &base, None)).unwrap(),
            _ => serde_json::to_string(&random_value(&mut rng, 0)).unwrap(),
        };
        let outcome = cards_case(seed, i, &text, i % 4 == 1);
        assert!(
            !(outcome == "accepted" && has_unknown_field(&text)),
            "a deck took an unknown field: {text}"
        );
        tally.add(outcome);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("cards", &text, |t| {
                CardSet::from_files([("fuzz.json".to_string(), t.to_string())]).is_ok()
            });
        }
    }
    assert!(
        tally.show("cards") > 0,
        "some mutated decks are still valid"
    );
}

#[test]
fn fuzz_save_loader() {
    let seed = 0x5A7E;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Short games keep each replay cheap; one of each kind of deck.
    let bases: Vec<String> = [("small-action", 2), ("large-action", 4), ("small", 3)]
        .iter()
        .map(|(v, players)| {
            let setup = Setup::new(
                Variant::by_id(v).unwrap(),
                HouseRules::default(),
                *players,
                3,
            );
            let (save, _) = bot_game(State::classic(setup), &[], &[BotKind::Greedy], 6);
            save.to_json()
        })
        .collect();
    let values: Vec<Value> = bases
        .iter()
        .map(|t| serde_json::from_str(t).unwrap())
        .collect();
    let mut tally = Tally::default();
    for i in 0..5400 * scale() {
        let k = i % bases.len();
        let text = match i % 5 {
            0 | 1 => mutate_text(&mut rng, &bases[k], JSON_ALPHABET),
            2 => {
                let focus = [
                    "commands", "players", "variant", "cards", "board", "dice", "first",
                ]
                .choose(&mut rng)
                .copied();
                serde_json::to_string_pretty(&mutate_json(&mut rng, &values[k], focus)).unwrap()
            }
            3 => serde_json::to_string(&mutate_json(&mut rng, &values[k], None)).unwrap(),
            _ => {
                let mut v = random_value(&mut rng, 0);
                if rng.gen_bool(0.5) {
                    v = json!({"format": 1, "junk": v});
                }
                serde_json::to_string(&v).unwrap()
            }
        };
        let outcome = save_case(seed, i, &text);
        assert!(
            !(outcome == "accepted" && has_unknown_field(&text)),
            "a save took an unknown field: {text}"
        );
        tally.add(outcome);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("save", &text, |t| {
                SaveGame::from_json(t, "fuzz.json").is_ok()
            });
        }
    }
    assert!(tally.show("saves") > 0, "some mutated saves still load");
}

// ---------------------------------------------------------------- regressions

/// Inputs that crashed a loader once are kept here so that they never do again (none
/// so far: the runs above, also at `FUZZ_SCALE=100`, found no panic), with hand-picked
/// edge cases beside them.
#[test]
fn regressions_and_edge_cases_do_not_panic() {
    let wide_row = format!("{}\n", vec!["."; 300].join(" "));
    let long_line =
        CLASSIC_BOARD.replace("line 0 x=9 y=13..17", "line 0 x=2147483647 y=0..2147483646");
    let mut boards: Vec<String> = REGRESSION_BOARDS.iter().map(|s| s.to_string()).collect();
    boards.extend([wide_row, long_line]);
    for (i, text) in boards.iter().enumerate() {
        board_case(0, i, text, true);
    }
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    let long_text = format!(
        r#"[{{"id":"x","text":{{"de":"{0}","en":"{0}"}},"tone":"good","roles":[],"needs_protection":false,"count":1,"effect":{{"type":"swap"}}}}]"#,
        "ü".repeat(100_000)
    );
    let mut cards: Vec<String> = REGRESSION_CARDS.iter().map(|s| s.to_string()).collect();
    cards.extend([deep.clone(), long_text]);
    for (i, text) in cards.iter().enumerate() {
        cards_case(0, i, text, true);
    }
    let base = bot_game(
        State::classic(Setup::new(
            Variant::by_id("large-action").unwrap(),
            HouseRules::default(),
            2,
            1,
        )),
        &[],
        &[BotKind::Greedy],
        3,
    )
    .0
    .to_json();
    let mut saves: Vec<String> = REGRESSION_SAVES.iter().map(|s| s.to_string()).collect();
    saves.extend([
        deep,
        format!(
            "{{\"format\": 1, \"x\": {}}}",
            "[".repeat(100) + &"]".repeat(100)
        ),
        // Dice with the largest faces the die format allows: rolls of 255 moves.
        base.replace(
            r##""white":["1","2","3","4","+","#"]"##,
            r#""white":["255","+"]"#,
        )
        .replace(
            r#""orange":["3","4","5","6","7","8"]"#,
            r#""orange":["255"]"#,
        ),
        base.replacen(r#""seat":2"#, r#""seat":255"#, 1),
        base.replacen(r#""first": 0"#, r#""first": 255"#, 1),
        base.replacen(r#""seed": 1"#, r#""seed": 18446744073709551615"#, 1),
        base.replacen(r#""format": 1"#, r#""format": 18446744073709551616"#, 1),
    ]);
    for (i, text) in saves.iter().enumerate() {
        save_case(0, i, text);
    }
}

const REGRESSION_BOARDS: &[&str] = &["", "line 0 x=1 y=0..2\n", ".\n", "a\n"];
const REGRESSION_CARDS: &[&str] = &["", "[]", "[{}]", "{}", "null"];
const REGRESSION_SAVES: &[&str] = &[
    "",
    "{}",
    "{\"format\": 1}",
    "{\"format\": -1}",
    "{\"format\": 1.0}",
];

/// Gives every other object of an array (or the object itself) a text of its own
/// under `field`, as an old file or a file of one's own has: the fuzzers mutate those too.
pub(crate) fn with_own_texts(v: &mut Value, field: &str) {
    let text = json!({ "de": "Nochmal.", "en": "Again.", "nl": "Opnieuw." });
    match v {
        Value::Array(items) => {
            for item in items.iter_mut().step_by(2) {
                with_own_texts(item, field);
            }
        }
        Value::Object(m) => {
            m.insert(field.to_string(), text);
        }
        _ => {}
    }
}

fn lesson_case(seed: u64, i: usize, text: &str) -> String {
    must_not_panic("lessons", seed, i, text, || {
        match school::parse_course("fuzz.json", text) {
            Ok(course) => {
                for lang in Lang::ALL {
                    assert!(!i18n::course_title(lang, &course).is_empty());
                    for level in &course.levels {
                        assert!(!i18n::level_title(lang, level).is_empty());
                        assert!(!i18n::level_goal(lang, level).is_empty());
                    }
                }
                // A valid level must also be playable and searchable without a panic.
                if let Some(level) = course.levels.first() {
                    let _ = level.start();
                    let learners = level.pieces.iter().filter(|p| p.seat == level.seat).count();
                    if learners == 1 && level.roll(0).is_some_and(|p| p <= 4) {
                        let _ = school::solve::fewest_rolls(level);
                    }
                }
                "accepted".to_string()
            }
            Err(e) => {
                let msg = words::say(Lang::En, &schachschlamassel::said::lesson(&e));
                assert!(msg.starts_with("lesson file fuzz.json"), "{msg}");
                "refused".to_string()
            }
        }
    })
}

#[test]
fn fuzz_lesson_loader() {
    let seed = 0x1E55;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let base_text = school::COURSES[0].1;
    let mut base: Value = serde_json::from_str(base_text).unwrap();
    with_own_texts(&mut base, "title");
    if let Some(levels) = base.get_mut("levels") {
        with_own_texts(levels, "goal_text");
    }
    let mut tally = Tally::default();
    for i in 0..600 * scale() {
        let text = match i % 4 {
            0 => mutate_text(&mut rng, base_text, JSON_ALPHABET),
            1 | 2 => serde_json::to_string_pretty(&mutate_json(&mut rng, &base, None)).unwrap(),
            _ => serde_json::to_string(&random_value(&mut rng, 0)).unwrap(),
        };
        let outcome = lesson_case(seed, i, &text);
        assert!(
            !(outcome == "accepted" && has_unknown_field(&text)),
            "a course took an unknown field: {text}"
        );
        tally.add(outcome);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("lesson", &text, |t| {
                school::parse_course("fuzz.json", t).is_ok()
            });
        }
    }
    assert!(
        tally.show("lessons") > 0,
        "some mutated courses are still valid"
    );
}
