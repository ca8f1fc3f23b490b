//! Files as people write them (issue 50): a byte-order mark before the text, as some
//! editors write one, is read by every loader (boards, card decks, race and chess saves,
//! rule sets, the learners' stars, lessons, FEN, YFEN, PGN, the JSON files the window
//! keeps); a PGN file in Latin-1, the PGN standard's own character set, is read as chess
//! programs read it, and any other file that is not UTF-8 is said to be exactly that.

use super::rule_files::Folder;
use schachschlamassel::platform::{self, ReadError};
use schachschlamassel::save::chess::{ChessSave, ChessSeat};
use schachschlamassel::save::{bot_game, SaveGame};
use schachschlamassel::ui::i18n::Lang;
use schachschlamassel::{data_files, rule_sets};
use std::process::Command;
use track::board::CLASSIC_BOARD;
use track::bots::BotKind;
use track::cards::DEFAULT_DECK;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

const BOM: &str = "\u{feff}";

fn marked(text: &str) -> String {
    format!("{BOM}{text}")
}

#[test]
fn every_loader_reads_a_file_with_a_byte_order_mark() {
    let folder = Folder::new("bom-loaders");
    // A board and a card deck.
    let board = folder.file("board.txt", marked(CLASSIC_BOARD));
    data_files::load_board(&board).expect("a board with a mark");
    for (name, text) in DEFAULT_DECK {
        folder.file(&format!("deck/{name}"), marked(text));
    }
    let deck = data_files::load_deck_dir(&folder.path().join("deck")).expect("a marked deck");
    assert_eq!(
        deck.cards.len(),
        track::cards::CardSet::default_deck().cards.len()
    );
    // A race save, from its file and from its text.
    let setup = Setup::new(
        Variant::by_id("small-action").unwrap(),
        HouseRules::default(),
        2,
        4,
    );
    let (save, _) = bot_game(State::classic(setup), &[], &[BotKind::Greedy], 8);
    let file = folder.file("race.json", marked(&save.to_json()));
    assert_eq!(SaveGame::load(&file).expect("a marked save").0, save);
    SaveGame::from_json(&marked(&save.to_json()), "x").expect("a marked save's text");
    // A chess save.
    let chess = ChessSave::new(
        &chess::ChessGame::new(),
        ChessSeat::Person,
        ChessSeat::Person,
        1,
    );
    let file = folder.file("chess.json", marked(&chess.to_json()));
    assert_eq!(
        ChessSave::load(&file).expect("a marked chess save").0,
        chess
    );
    // A rule set.
    let file = folder.file("rules.json", marked(r#"{"name": "Nur", "base": "small"}"#));
    assert_eq!(
        rule_sets::read(&file).expect("a marked rule set").name,
        "Nur"
    );
    // The learners' stars.
    folder.file(
        "stars/progress.json",
        marked(r#"{"learners":{"Anna":{"rook-1":3}}}"#),
    );
    let stars = schachschlamassel::save::progress::read_only(&folder.path().join("stars"))
        .expect("marked stars")
        .expect("a file");
    assert!(stars.learners.contains_key("Anna"));
    // Every JSON file the window keeps (settings, lesson.json, chess-lesson.json, the
    // Yalta setup) is read by `read_text`, which drops the mark.
    let file = folder.file("settings.json", marked("{}"));
    assert_eq!(platform::read_text(&file).unwrap(), "{}");
    // Lessons of both schools, a FEN, a YFEN.
    let (name, course) = school::COURSES[0];
    school::parse_course(name, &marked(course)).expect("a marked piece-school course");
    let (name, course) = chess_school::COURSES[0];
    chess_school::read_course(name, &marked(course)).expect("a marked chess course");
    let fen = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1";
    chess::ChessGame::from_fen(&marked(fen)).expect("a marked FEN");
    let yfen = yalta::position::Position::start(yalta::position::RedQueen::Light).to_yfen();
    yalta::position::Position::from_yfen(&marked(&yfen)).expect("a marked YFEN");
}

/// A PGN file of two games whose players' names are in Latin-1, as older chess
/// programs write them (`ü` is the one byte 0xFC, `„…“` Windows-1252's 0x84 and 0x93).
const LATIN1_PGN: &[u8] = b"[Event \"Vereinsmeisterschaft \x84Turm\x93\"]\n[White \"J\xfcrgen M\xfcller\"]\n[Black \"Ren\xe9e\"]\n[Result \"1-0\"]\n\n1. e4 e5 {gut f\xfcr Wei\xdf} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[White \"Fran\xe7oise\"]\n[Black \"\xc5se\"]\n[Result \"*\"]\n\n1. d4 *\n";

#[test]
fn a_latin1_pgn_is_read_as_chess_programs_read_it() {
    let folder = Folder::new("latin1-pgn");
    let file = folder.file("club.pgn", LATIN1_PGN);
    let text = platform::read_pgn(&file).expect("Latin-1 reads");
    let games = chess::pgn::import_all(&text, "club.pgn").expect("two games");
    assert_eq!(games.len(), 2);
    let tags = |i: usize, k: &str| {
        games[i]
            .tags
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(tags(0, "White").as_deref(), Some("Jürgen Müller"));
    assert_eq!(tags(0, "Black").as_deref(), Some("Renée"));
    assert_eq!(
        tags(0, "Event").as_deref(),
        Some("Vereinsmeisterschaft „Turm“")
    );
    assert_eq!(tags(1, "White").as_deref(), Some("Françoise"));
    assert_eq!(tags(1, "Black").as_deref(), Some("Åse"));
    // The command line lists them by those names, and plays the one chosen.
    let out = Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
        .args(["--lang", "de", "chess-pgn"])
        .arg(&file)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Jürgen Müller") && err.contains("Françoise"),
        "{err}"
    );
    // UTF-8 with a mark stays UTF-8.
    let utf8 = folder.file("utf8.pgn", marked("[White \"Jürgen\"]\n\n1. e4 *\n"));
    let text = platform::read_pgn(&utf8).unwrap();
    assert!(text.starts_with("[White \"Jürgen\"]"), "{text}");
}

#[test]
fn a_json_file_that_is_not_utf8_is_said_to_be_exactly_that() {
    let folder = Folder::new("latin1-json");
    let file = folder.file("save.json", b"{\"format\": 1, \"name\": \"M\xfcller\"}");
    let e = platform::read_text(&file).expect_err("not UTF-8");
    assert_eq!(ReadError::of(&e), ReadError::NotText);
    let said = words::say(Lang::En, &SaveGame::load(&file).expect_err("not UTF-8"));
    assert!(said.contains("not UTF-8 text"), "{said}");
    let said = words::say(Lang::De, &SaveGame::load(&file).expect_err("not UTF-8"));
    assert!(said.contains("kein UTF-8-Text"), "{said}");
}
