//! Bounded fuzzing of the loaders `fuzz_inputs.rs` leaves out (issue 29): FEN, PGN,
//! YFEN, lesson files, the settings, the learners' progress, and the chess and Yalta
//! saves; and (issue 50) the rule files, the kept level (`lesson.json`), the chess
//! school's kept tries (`chess-lesson.json`), the chess courses and the win-chance
//! models. Each gets mutated
//! copies of valid inputs; none may panic, every refusal must say something, and what
//! is accepted is used (moves generated and played, the game written and read again,
//! a level solved) so that odd but accepted data cannot crash later either.
//!
//! Every loader behind a file also reads each 16th input behind a byte-order mark, with
//! the same outcome; a JSON loader never takes the field `unexpected` the tree
//! mutations add; a PGN in Latin-1 reads as the same text.
//!
//! Seeded like `fuzz_inputs.rs`: a failure names a seed and an iteration, and
//! `FUZZ_SCALE=N` runs N times as many inputs (the long round on demand).

use super::fuzz_inputs::{must_not_panic, mutate_text, scale};
use chess::pgn;
use chess::{ChessGame, Command};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use schachschlamassel::ui::i18n::Lang;

/// Characters that mean something in a FEN.
const FEN_ALPHABET: &[u8] = b"pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";
/// Characters that mean something in PGN.
const PGN_ALPHABET: &[u8] = b"[]\"{}();.-+#=!?$ 0123456789abcdefghNBRQKOx*/\n";
/// Characters that mean something in a YFEN.
const YFEN_ALPHABET: &[u8] = b"wbrPNBRQK.12345678/|: -,abcdefgh0123456789";
use super::fuzz_inputs::JSON_ALPHABET;

const FENS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1",
];

const PGN: &str = "[Event \"Club\"]\n[White \"Jürgen Müller\"]\n[Black \"Renée\"]\n[Result \"1-0\"]\n\n1. e4 e5 {gut für Weiß} 2. Nf3 (2. Bc4 Nf6) Nc6 3. Bb5 a6 $1 4. Ba4 Nf6 5. O-O Be7 1-0\n\n[FEN \"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1\"]\n[SetUp \"1\"]\n\n1. dxe6 Kf8 *\n";

/// Plays the first legal moves of a game for a while.
fn play_on(mut game: ChessGame, plies: usize) {
    for _ in 0..plies {
        let Some(&mv) = game.legal_moves().first() else {
            break;
        };
        game.play(&Command::Move(mv))
            .expect("a listed move is legal");
    }
}

#[test]
fn fuzz_fen_reader() {
    let seed = 0xFE4;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut accepted = 0;
    for i in 0..20_000 * scale() {
        let text = mutate_text(&mut rng, FENS[i % FENS.len()], FEN_ALPHABET);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("FEN", &text, |t| ChessGame::from_fen(t).is_ok());
        }
        must_not_panic("fen", seed, i, &text, || match ChessGame::from_fen(&text) {
            Ok(game) => {
                accepted += 1;
                let _ = chess::perft::perft(game.board(), 2);
                play_on(game, 6);
            }
            Err(e) => {
                assert!(!words::say(Lang::ALL[i % 8], &schachschlamassel::said::fen(&e)).is_empty())
            }
        });
    }
    eprintln!("FENs: {accepted} accepted");
    assert!(accepted > 0, "some mutated FENs are still positions");
}

#[test]
fn fuzz_pgn_reader() {
    let seed = 0x9E4;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut accepted = 0;
    for i in 0..10_000 * scale() {
        let text = mutate_text(&mut rng, PGN, PGN_ALPHABET);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("PGN", &text, |t| pgn::import_all(t, "f.pgn").is_ok());
            // The same text in Latin-1, as older chess programs write it, reads the same.
            // (Not the C1 controls, where Latin-1 files mean Windows-1252's letters.)
            let latin1: Option<Vec<u8>> = text
                .chars()
                .map(|c| u8::try_from(c).ok().filter(|b| !(0x80..=0x9F).contains(b)))
                .collect();
            if let Some(bytes) = latin1.filter(|b| std::str::from_utf8(b).is_err()) {
                assert_eq!(pgn::decode(&bytes), text);
            }
        }
        must_not_panic("pgn", seed, i, &text, || {
            match pgn::import_all(&text, "f.pgn") {
                Ok(games) => {
                    accepted += 1;
                    for g in games {
                        let out = pgn::export(&g.game, &pgn::Tags::from_imported(&g.tags));
                        let back = pgn::import(&out, "again.pgn").expect("an export reads");
                        assert_eq!(back.game.board(), g.game.board(), "{out}");
                    }
                }
                Err(e) => assert!(
                    !words::say(Lang::ALL[i % 8], &schachschlamassel::said::pgn(&e)).is_empty()
                ),
            }
        });
    }
    eprintln!("PGN: {accepted} accepted");
    assert!(accepted > 0, "some mutated PGN files are still games");
}

#[test]
fn fuzz_yfen_reader() {
    use yalta::position::{Position, RedQueen};
    let seed = 0x7F4;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let start = Position::start(RedQueen::Light).to_yfen();
    let mut accepted = 0;
    for i in 0..10_000 * scale() {
        let text = mutate_text(&mut rng, &start, YFEN_ALPHABET);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("YFEN", &text, |t| Position::from_yfen(t).is_ok());
        }
        must_not_panic("yfen", seed, i, &text, || {
            match Position::from_yfen(&text) {
                Ok(mut pos) => {
                    accepted += 1;
                    for _ in 0..4 {
                        let Some(mv) = pos.legal_moves().first().copied() else {
                            break;
                        };
                        pos.make(&mv);
                    }
                    let _ = Position::from_yfen(&pos.to_yfen());
                }
                Err(e) => assert!(!words::say(
                    Lang::ALL[i % 8],
                    &schachschlamassel::said::yfen(&e)
                )
                .is_empty()),
            }
        });
    }
    eprintln!("YFENs: {accepted} accepted");
    assert!(accepted > 0, "some mutated YFENs are still positions");
}

#[test]
fn fuzz_lesson_files() {
    let seed = 0x1E55;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut accepted = 0;
    for i in 0..3000 * scale() {
        let (name, base) = school::COURSES[i % school::COURSES.len()];
        let text = mutate_text(&mut rng, base, JSON_ALPHABET);
        must_not_panic("lesson", seed, i, &text, || {
            match school::parse_course(name, &text) {
                Ok(course) => {
                    accepted += 1;
                    // An accepted level can be solved (now and then: solving takes time).
                    if i % 25 == 0 {
                        for level in course.levels.iter().take(2) {
                            let _ = school::solve::fewest_rolls(level);
                        }
                    }
                }
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        });
    }
    eprintln!("lesson: {accepted} accepted");
    assert!(accepted > 0, "some mutated lesson files are still courses");
}

#[test]
fn fuzz_settings_and_progress() {
    use schachschlamassel::ui::race::setup::SetupModel;
    let seed = 0x5E7;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let settings = serde_json::to_string_pretty(&SetupModel::default()).unwrap();
    let progress = r#"{"learners":{"Anna":{"rook-1":3,"rook-2":2},"Jürgen":{"queen-1":1}}}"#;
    for i in 0..10_000 * scale() {
        let text = mutate_text(&mut rng, &settings, JSON_ALPHABET);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("settings", &text, |t| SetupModel::load(Some(t)).1.is_none());
        }
        must_not_panic("settings", seed, i, &text, || {
            let (model, broken) = SetupModel::load(Some(&text));
            if broken.is_none() {
                let _ = model.to_setup(7);
            }
        });
        let text = mutate_text(&mut rng, progress, JSON_ALPHABET);
        must_not_panic("progress", seed, i, &text, || {
            let _ = serde_json::from_str::<school::progress::Progress>(&text);
        });
    }
}

#[test]
fn fuzz_chess_and_yalta_saves() {
    use schachschlamassel::save::chess::{ChessSave, ChessSeat};
    use yalta::game::Game;
    use yalta::position::RedQueen;
    let seed = 0x5A5E;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = ChessGame::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    let chess_save = ChessSave::new(&game, ChessSeat::Person, ChessSeat::Person, 3).to_json();
    let mut yalta = Game::new(RedQueen::Light);
    for _ in 0..6 {
        let mv = yalta.position().legal_moves()[0];
        let cmd = yalta::game::Command {
            from: mv.from,
            to: mv.to,
            promotion: mv.promotion,
        };
        yalta.play(&cmd).unwrap();
    }
    let names = ["A".to_string(), "B".to_string(), "C".to_string()];
    let record = serde_json::to_string_pretty(&yalta.record(&names)).unwrap();
    let (mut chess_ok, mut yalta_ok) = (0, 0);
    for i in 0..6000 * scale() {
        let text = mutate_text(&mut rng, &chess_save, JSON_ALPHABET);
        if i % MARK_EVERY == 0 {
            a_mark_changes_nothing("chess save", &text, |t| {
                ChessSave::from_json(t, "chess.json").is_ok()
            });
        }
        must_not_panic("chess-save", seed, i, &text, || {
            if let Ok((_, game)) = ChessSave::from_json(&text, "chess.json") {
                chess_ok += 1;
                play_on(game, 4);
            }
        });
        let text = mutate_text(&mut rng, &record, JSON_ALPHABET);
        must_not_panic("yalta-record", seed, i, &text, || {
            let read = serde_json::from_str::<yalta::record::GameRecord>(&text);
            if let Ok(game) = read
                .map_err(|e| e.to_string())
                .and_then(|r| Game::from_record(&r).map_err(|e| e.to_string()))
            {
                yalta_ok += 1;
                let _ = game.position().legal_moves();
            }
        });
    }
    eprintln!("chess saves: {chess_ok} accepted, Yalta records: {yalta_ok} accepted");
    assert!(
        chess_ok > 0 && yalta_ok > 0,
        "some mutated saves still read"
    );
}

// ------------------------------------------------ the files the window keeps (issue 50)

use super::fuzz_inputs::{
    a_mark_changes_nothing, has_unknown_field, mutate_json, random_value, MARK_EVERY,
};
use serde_json::Value;

/// One mutated JSON text of `base`: bytes, the tree, or random JSON, in turn.
fn mutated_json(rng: &mut ChaCha8Rng, i: usize, text: &str, value: &Value) -> String {
    match i % 4 {
        0 => mutate_text(rng, text, JSON_ALPHABET),
        1 => serde_json::to_string_pretty(&mutate_json(rng, value, None)).unwrap(),
        2 => serde_json::to_string(&mutate_json(rng, value, None)).unwrap(),
        _ => serde_json::to_string(&random_value(rng, 0)).unwrap(),
    }
}

/// Whether the `i`th mutant's loader takes a text (for the byte-order mark's check).
type Takes<'a> = dyn Fn(usize, &str) -> bool + 'a;

/// `rounds` mutants of the JSON texts `bases` (by turns), the `i`th handed to `read`
/// with `i`: `read` must not panic (a panicking input is kept in a file,
/// `must_not_panic`) and says whether it took the text. With `takes`, every
/// `MARK_EVERY`th mutant read behind a byte-order mark must be taken as without. Some
/// mutants must still be taken.
fn fuzz_json(
    what: &str,
    seed: u64,
    bases: &[&str],
    rounds: usize,
    mut read: impl FnMut(usize, &str) -> bool,
    takes: Option<&Takes<'_>>,
) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let values: Vec<Value> = bases
        .iter()
        .map(|t| serde_json::from_str(t).unwrap())
        .collect();
    let mut accepted = 0;
    for i in 0..rounds {
        let k = i % bases.len();
        let text = mutated_json(&mut rng, i, bases[k], &values[k]);
        if must_not_panic(what, seed, i, &text, || read(i, &text)) {
            accepted += 1;
        }
        if let Some(takes) = takes.filter(|_| i % MARK_EVERY == 0) {
            a_mark_changes_nothing(what, &text, |t| takes(i, t));
        }
    }
    eprintln!("{what}: {rounds} tried, {accepted} accepted");
    assert!(
        accepted > 0,
        "some mutated {what} files must still be taken"
    );
}

#[test]
fn fuzz_rule_files() {
    use schachschlamassel::rule_sets;
    use track::cards::CardSet;
    let seed = 0x4D1E;
    let deck = CardSet::default_deck();
    let bases: Vec<String> = [
        r##"{"name": "Alle", "base": "large-action", "roles": ["knight", "king", "pawn"], "white": [1, 2, "+", "#", 5], "orange": [3, 9], "tries": 2, "house_rules": ["protect-covered", "may-stop-early"]}"##,
        r#"{"name": "Nur Springer", "base": "small", "roles": ["knight"], "tries": 1}"#,
    ]
    .iter()
    .map(|t| rule_sets::to_json(&rule_sets::from_json(t, "base").unwrap()))
    .collect();
    let bases: Vec<&str> = bases.iter().map(String::as_str).collect();
    let read = |i: usize, text: &str| match rule_sets::from_json(text, "fuzz.json") {
        Ok(rules) => {
            assert!(!has_unknown_field(text), "took an unknown field: {text}");
            // Rules that pass the check make a game that plays.
            let setup = track::Setup::new(
                rules.variant(),
                track::variant::HouseRules::default(),
                2,
                seed,
            );
            let board = std::sync::Arc::new(track::board::Board::classic());
            let mut state = track::State::new(setup, board, rules.dice(), &rules.cards(&deck))
                .expect("checked rules make a game");
            let mut bot = track::bots::BotKind::Random.make();
            for _ in 0..40 {
                let Some(cmd) = bot.choose(&state) else { break };
                state.play(&cmd).expect("a bot's command is legal");
            }
            true
        }
        Err(e) => {
            let said = words::say(Lang::ALL[i % 8], &e);
            // Never the whole input: at most a short excerpt of it.
            assert!(!said.is_empty() && said.len() < 600, "{said}");
            false
        }
    };
    let takes = |_: usize, t: &str| rule_sets::from_json(t, "f").is_ok();
    fuzz_json(
        "rule-file",
        seed,
        &bases,
        3000 * scale(),
        read,
        Some(&takes),
    );
}

#[test]
fn fuzz_kept_lesson_files() {
    use schachschlamassel::ui::LessonSave;
    let courses = school::courses();
    let levels: Vec<&school::Level> = courses.iter().flat_map(|c| &c.levels).collect();
    // A level half played, and a level of squares to find half found.
    let bases: Vec<String> = levels
        .iter()
        .step_by(5)
        .map(|level| {
            let mut commands = school::solve::solution(level).unwrap_or_default();
            commands.truncate(commands.len() / 2);
            let mut picks = school::every_square(level);
            picks.truncate(picks.len() / 2);
            let kept = LessonSave {
                learner: "Jürgen".into(),
                level: Some(level.id.clone()),
                commands,
                picks,
            };
            serde_json::to_string_pretty(&kept).unwrap()
        })
        .collect();
    let bases: Vec<&str> = bases.iter().map(String::as_str).collect();
    let read = |_: usize, text: &str| {
        let Ok(kept) = LessonSave::from_json(text) else {
            return false;
        };
        assert!(!has_unknown_field(text), "took an unknown field: {text}");
        // Played again on its level, as the school does when it opens.
        let level = levels.iter().find(|l| Some(&l.id) == kept.level.as_ref());
        if let Some(mut attempt) = level.and_then(|l| school::Attempt::new(l)) {
            for square in &kept.picks {
                let _ = attempt.pick(*square);
            }
            for cmd in &kept.commands {
                if attempt.play(cmd).is_err() {
                    break;
                }
            }
        }
        true
    };
    let takes = |_: usize, t: &str| LessonSave::from_json(t).is_ok();
    fuzz_json(
        "lesson.json",
        0x1E550,
        &bases,
        3000 * scale(),
        read,
        Some(&takes),
    );
}

#[test]
fn fuzz_kept_chess_tries() {
    use schachschlamassel::ui::{kept_tries_replay, ChessLessonSave};
    let courses = chess_school::courses().expect("the chess courses");
    let levels: Vec<&chess_school::ChessLevel> = courses.iter().flat_map(|c| &c.levels).collect();
    // Two learners' wrong tries, a *Try again* and the level on show.
    let base = r#"{"tries":{"Mia":{"check-1":[{"move":"e2e4"},{"answer":1},{"square":"e4"},"again",{"move":"a7a8q"}]},"Jürgen":{"mate-1":[{"move":"d1h5"}]}},"playing":["Mia","check-1"]}"#;
    ChessLessonSave::from_json(base).expect("the base reads");
    let read = |_: usize, text: &str| {
        let Ok(kept) = ChessLessonSave::from_json(text) else {
            return false;
        };
        // Played again on each level it names, as the school does.
        for (id, steps) in kept.tries.values().flatten() {
            if let Some(level) = levels.iter().find(|l| &l.id == id) {
                let mut attempt = chess_school::ChessAttempt::new(level);
                let _ = kept_tries_replay(&mut attempt, steps);
            }
        }
        true
    };
    let takes = |_: usize, t: &str| ChessLessonSave::from_json(t).is_ok();
    fuzz_json(
        "chess-lesson.json",
        0xC1E55,
        &[base],
        3000 * scale(),
        read,
        Some(&takes),
    );
}

#[test]
fn fuzz_chess_courses() {
    let courses = chess_school::COURSES;
    let bases: Vec<&str> = courses.iter().map(|(_, text)| *text).collect();
    let name = |i: usize| courses[i % courses.len()].0;
    let read = |i: usize, text: &str| match chess_school::read_course(name(i), text) {
        Ok(course) => {
            assert!(!has_unknown_field(text), "took an unknown field: {text}");
            for level in &course.levels {
                let _ = chess_school::ChessAttempt::new(level);
            }
            true
        }
        Err(e) => {
            assert!(!format!("{e:?}").is_empty());
            false
        }
    };
    let takes = |i: usize, t: &str| chess_school::read_course(name(i), t).is_ok();
    fuzz_json(
        "chess course",
        0xC0A5E,
        &bases,
        1200 * scale(),
        read,
        Some(&takes),
    );
}

#[test]
fn fuzz_win_chance_files() {
    use std::collections::BTreeMap;
    use track::bots::value::WinModel;
    let base = include_str!("../../assets/win_chances.json");
    let read = |_: usize, text: &str| {
        let Ok(models) = serde_json::from_str::<BTreeMap<String, WinModel>>(text) else {
            return false;
        };
        for m in models.values() {
            let _ = m.vector();
        }
        true
    };
    fuzz_json("win chances", 0x3A1, &[base], 2000 * scale(), read, None);
}
