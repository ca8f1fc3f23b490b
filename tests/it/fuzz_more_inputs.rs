//! Bounded fuzzing of the loaders `fuzz_inputs.rs` leaves out (issue 29): FEN, PGN,
//! YFEN, lesson files, the settings, the learners' progress, and the chess and Yalta
//! saves. Each gets mutated
//! copies of valid inputs; none may panic, every refusal must say something, and what
//! is accepted is used (moves generated and played, the game written and read again,
//! a level solved) so that odd but accepted data cannot crash later either.
//!
//! Seeded like `fuzz_inputs.rs`: a failure names a seed and an iteration, and
//! `FUZZ_SCALE=N` runs N times as many inputs (the long round on demand).

use super::fuzz_inputs::{must_not_panic, mutate_text, scale};
use chess::pgn;
use chess::{ChessGame, Command};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use schachschlamassel::ui::i18n::{say_fen_error, say_pgn_error, say_yfen_error, Lang};

/// Characters that mean something in a FEN.
const FEN_ALPHABET: &[u8] = b"pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";
/// Characters that mean something in PGN.
const PGN_ALPHABET: &[u8] = b"[]\"{}();.-+#=!?$ 0123456789abcdefghNBRQKOx*/\n";
/// Characters that mean something in a YFEN.
const YFEN_ALPHABET: &[u8] = b"wbrPNBRQK.12345678/|: -,abcdefgh0123456789";
/// Characters that mean something in JSON.
const JSON_ALPHABET: &[u8] = b"{}[]\":,0123456789-.eE truefalsnul\\\n";

const FENS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1",
];

const PGN: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Result \"1-0\"]\n\n1. e4 e5 {a comment} 2. Nf3 (2. Bc4 Nf6) Nc6 3. Bb5 a6 $1 4. Ba4 Nf6 5. O-O Be7 1-0\n\n[FEN \"4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1\"]\n[SetUp \"1\"]\n\n1. dxe6 Kf8 *\n";

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
        must_not_panic("fen", seed, i, &text, || match ChessGame::from_fen(&text) {
            Ok(game) => {
                accepted += 1;
                let _ = chess::perft::perft(game.board(), 2);
                play_on(game, 6);
            }
            Err(e) => assert!(!say_fen_error(Lang::ALL[i % 8], &e).is_empty()),
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
                Err(e) => assert!(!say_pgn_error(Lang::ALL[i % 8], &e).is_empty()),
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
                Err(e) => assert!(!say_yfen_error(Lang::ALL[i % 8], &e).is_empty()),
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
    use schachschlamassel::ui::setup::SetupModel;
    let seed = 0x5E7;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let settings = serde_json::to_string_pretty(&SetupModel::default()).unwrap();
    let progress = r#"{"learners":{"Anna":{"rook-1":3,"rook-2":2},"Jürgen":{"queen-1":1}}}"#;
    for i in 0..10_000 * scale() {
        let text = mutate_text(&mut rng, &settings, JSON_ALPHABET);
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
