//! PGN and FEN: export and import give the same game; bad input names the file, the
//! line and the move.

use chess::bot::{ChessBot, Level};
use chess::pgn::{self, PgnErrorKind, Tags};
use chess::{ChessGame, Command, DrawReason, Outcome};

/// A game of two computer players, `plies` moves long.
pub fn bot_game(seed: u64, plies: usize) -> ChessGame {
    let mut game = ChessGame::new();
    let bots = [
        ChessBot::new(Level::Normal, seed).with_budget(3_000),
        ChessBot::new(Level::Easy, seed + 1).with_budget(300),
    ];
    for i in 0..plies {
        let Some(cmd) = bots[i % 2].choose(&game) else {
            break;
        };
        game.play(&cmd).unwrap();
    }
    game
}

#[test]
fn pgn_round_trip_gives_the_same_final_position() {
    for seed in 0..6 {
        let game = bot_game(seed, 120);
        let text = pgn::export(&game, &Tags::default());
        let back = pgn::import(&text, "round-trip.pgn").unwrap();
        assert_eq!(back.game.board(), game.board(), "seed {seed}:\n{text}");
        assert_eq!(back.game.moves().len(), game.moves().len());
        assert_eq!(back.game.outcome(), game.outcome());
    }
}

#[test]
fn pgn_export_has_the_seven_tag_roster_and_standard_san() {
    let mut game = ChessGame::new();
    for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    let text = pgn::export(&game, &Tags::default());
    for tag in [
        "[Event ",
        "[Site ",
        "[Date ",
        "[Round ",
        "[White ",
        "[Black ",
        "[Result \"1-0\"]",
    ] {
        assert!(text.contains(tag), "{tag} missing:\n{text}");
    }
    assert!(
        text.contains("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"),
        "{text}"
    );
}

#[test]
fn pgn_from_a_fen_setup_keeps_the_start_position() {
    let mut game = ChessGame::from_fen("8/5P1k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let mv = game.parse_san("f8=N+").unwrap();
    game.play(&Command::Move(mv)).unwrap();
    let text = pgn::export(&game, &Tags::default());
    assert!(
        text.contains("[FEN \"8/5P1k/8/8/8/8/8/K7 w - - 0 1\"]"),
        "{text}"
    );
    let back = pgn::import(&text, "setup.pgn").unwrap();
    assert_eq!(back.game.board(), game.board());
}

#[test]
fn pgn_import_skips_comments_variations_and_annotations() {
    let text = "[Event \"x\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3!? $1 Nc6 ; a comment\n3. 0-0? Nf6 *\n";
    let back = pgn::import(text, "notes.pgn");
    // 3. O-O is illegal here (the bishop is still on f1): named with its line and move.
    let err = back.unwrap_err();
    assert_eq!(err.line, 4);
    assert!(matches!(
        err.kind,
        PgnErrorKind::IllegalMove {
            number: 3,
            white: true,
            ..
        }
    ));
    assert!(
        err.file == "notes.pgn"
            && matches!(&err.kind, PgnErrorKind::IllegalMove { san, .. } if san.contains("0-0")),
        "{err}"
    );
    let good = "1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3!? $1 Nc6 ; a comment\n3. Bc4 Nf6 4. O-O *\n";
    let back = pgn::import(good, "notes.pgn").unwrap();
    assert_eq!(back.game.moves().len(), 7);
}

#[test]
fn pgn_with_a_bad_fen_names_the_line() {
    let text = "[Event \"x\"]\n[FEN \"not a fen\"]\n\n1. e4 *\n";
    let err = pgn::import(text, "bad.pgn").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(
        matches!(&err.kind, PgnErrorKind::BadFen(e) if e.fen == "not a fen"),
        "{err}"
    );
}

#[test]
fn pgn_result_without_mate_is_resignation_or_agreement() {
    let back = pgn::import("1. e4 e5 0-1\n", "r.pgn").unwrap();
    assert!(matches!(back.game.outcome(), Some(Outcome::Win { .. })));
    let back = pgn::import("1. e4 e5 1/2-1/2\n", "d.pgn").unwrap();
    assert_eq!(
        back.game.outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
}

/// The final position's FEN of a PGN text read as people write it.
fn final_fen(text: &str) -> String {
    let imported = pgn::import(text, "people.pgn").unwrap_or_else(|e| panic!("{text:?}: {e}"));
    imported.game.board().to_string()
}

#[test]
fn pgn_is_read_as_people_write_it() {
    let plain = final_fen("1. e4 d5 2. exd5 Qxd5 3. Nc3 *");
    for text in [
        // A byte-order mark, as some editors write one.
        "\u{feff}1. e4 d5 2. exd5 Qxd5 3. Nc3 *",
        // Move numbers apart from their dots.
        "1 . e4 d5 2 . exd5 Qxd5 3 . Nc3 *",
        // Long algebraic, with and without the piece letter.
        "1. e2-e4 d7-d5 2. e4xd5 Qd8xd5 3. Nb1-c3 *",
        "1. e2e4 d7d5 2. e4d5 d8d5 3. b1c3 *",
    ] {
        assert_eq!(final_fen(text), plain, "{text}");
    }
    // "e.p." written apart after an en passant capture.
    let ep = final_fen("1. e4 a6 2. e5 d5 3. exd6 e.p. *");
    assert_eq!(ep, final_fen("1. e4 a6 2. e5 d5 3. exd6 *"));
    // A promotion in small letters.
    let small = final_fen("[FEN \"7k/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. e8=q+ *");
    assert!(small.starts_with("4Q2k/"), "{small}");
}

#[test]
fn a_result_glued_to_the_last_move_ends_the_game() {
    let imported = pgn::import("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#1-0", "mate.pgn").unwrap();
    assert!(matches!(imported.game.outcome(), Some(Outcome::Win { .. })));
}

#[test]
fn an_ambiguous_move_is_called_ambiguous() {
    // Both knights (b1 and f3) can go to d2.
    let err = pgn::import("1. Nf3 e5 2. d3 e4 3. Nd2 *", "amb.pgn").unwrap_err();
    assert_eq!(
        err.kind,
        PgnErrorKind::Ambiguous {
            number: 3,
            san: "Nd2".into()
        },
        "{err}"
    );
}

#[test]
fn a_null_move_ends_the_game_read_and_says_where() {
    // Analysis writes "--" for "the other side passes": no move of a game. The game
    // is read up to it, and the note says where; its result does not count.
    let text = "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3\n-- 3. d4 1-0";
    let imported = pgn::import(text, "null.pgn").unwrap();
    assert_eq!(imported.game.moves().len(), 3);
    assert_eq!(imported.game.outcome(), None, "the game was cut, not won");
    let at = imported.stopped_at_null_move.expect("the note");
    assert_eq!((at.line, at.number), (4, 2));
    let whole = pgn::import("1. e4 e5 2. Nf3 Nc6 *", "whole.pgn").unwrap();
    assert_eq!(whole.stopped_at_null_move, None);
}

#[test]
fn every_game_of_a_file_is_read() {
    let text = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 {a comment\n[not a tag]} d5 0-1\n\n[White \"E\"]\n\n1. c4 Nf6 2. Nc3 *\n";
    let all = pgn::import_all(text, "three.pgn").unwrap();
    assert_eq!(all.len(), 3, "a tag inside a comment starts no game");
    assert_eq!(all[1].tag("White"), Some("C"));
    assert_eq!(all[1].game.moves().len(), 2);
    assert_eq!(all[2].game.moves().len(), 3);
    // An error in the third game names the file's line (14), not the game's.
    let bad = text.replace("2. Nc3", "2. Ke3");
    let read = pgn::read_games(&bad, "three.pgn");
    assert_eq!(read.broken.len(), 1);
    assert_eq!(read.broken[0].error.line, 14, "{}", read.broken[0].error);
}

#[test]
fn an_exported_game_keeps_the_tags_it_was_imported_with() {
    let text = "[Event \"Club night\"]\n[Site \"Aachen\"]\n[Date \"2024.03.09\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[ECO \"C20\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";
    let imported = pgn::import(text, "club.pgn").unwrap();
    let out = pgn::export(&imported.game, &Tags::from_imported(&imported.tags));
    for tag in [
        "[Event \"Club night\"]",
        "[Site \"Aachen\"]",
        "[Date \"2024.03.09\"]",
        "[White \"Anna\"]",
        "[Black \"Ben\"]",
        "[ECO \"C20\"]",
        "[Result \"1-0\"]",
    ] {
        assert!(out.contains(tag), "{tag} in\n{out}");
    }
    assert_eq!(out.matches("[Result").count(), 1, "the result once");
}

#[test]
fn a_pgn_date_is_the_calendar_day() {
    assert_eq!(pgn::date_tag(0), "1970.01.01");
    // 2000-02-29 12:00 UTC, a leap day.
    assert_eq!(pgn::date_tag(951_825_600), "2000.02.29");
    // 2026-11-24 08:00 UTC.
    assert_eq!(pgn::date_tag(1_795_507_200 + 28_800), "2026.11.24");
}
