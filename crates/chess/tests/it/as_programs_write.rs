//! Positions and games as chess programs write them (issue 57, item 3), each checked
//! against what python-chess 1.11 says (`scripts/python_chess_positions.py` compares
//! them): the counters past what the move generator's board holds, checks no move can
//! give, and a PGN file with a broken game among good ones.

use chess::pgn::{self, PgnErrorKind};
use chess::{ChessGame, Command, DrawReason, FenField, FenProblem, Outcome};

fn play(game: &mut ChessGame, uci: &str) {
    let mv = game
        .parse_san(uci)
        .unwrap_or_else(|| panic!("{uci} in {}", game.fen()));
    game.play(&Command::Move(mv)).unwrap();
}

#[test]
fn the_half_move_clock_goes_on_past_100_in_the_fen() {
    // python-chess: 114 → 115 → 116 after two quiet moves, 0 after a pawn move.
    let mut game = ChessGame::from_fen("8/8/8/3k4/8/8/4KP2/R7 w - - 114 80").unwrap();
    assert_eq!(game.fen(), "8/8/8/3k4/8/8/4KP2/R7 w - - 114 80");
    play(&mut game, "a1a2");
    assert_eq!(game.fen(), "8/8/8/3k4/8/8/R3KP2/8 b - - 115 80");
    play(&mut game, "d5d4");
    assert_eq!(game.fen(), "8/8/8/8/3k4/8/R3KP2/8 w - - 116 81");
    play(&mut game, "f2f4");
    assert_eq!(game.fen(), "8/8/8/8/3k1P2/8/R3K3/8 b - - 0 81");
    for clock in [123, 150] {
        let fen = format!("8/8/8/3k4/8/8/4K3/R7 w - - {clock} 80");
        assert_eq!(ChessGame::from_fen(&fen).unwrap().fen(), fen);
    }
}

#[test]
fn the_en_passant_square_is_written_only_when_a_pawn_can_take_there() {
    // python-chess and Stockfish write it so; the board beneath keeps it either way.
    let mut game = ChessGame::from_fen("4k3/8/8/8/4p3/8/3P1P2/4K3 w - - 0 1").unwrap();
    play(&mut game, "d2d4");
    assert_eq!(game.fen(), "4k3/8/8/8/3Pp3/8/5P2/4K3 b - d3 0 1");
    let mut game = ChessGame::from_fen("4k3/8/8/8/4p3/8/3P1P2/4K3 w - - 0 1").unwrap();
    play(&mut game, "f2f4");
    assert_eq!(game.fen(), "4k3/8/8/8/4pP2/8/3P4/4K3 b - f3 0 1");
    // A pawn that would take en passant but is pinned to its king: no square.
    let mut game = ChessGame::from_fen("8/8/8/8/k3p2R/8/3P4/4K3 w - - 0 1").unwrap();
    play(&mut game, "d2d4");
    assert_eq!(game.fen(), "8/8/8/8/k2Pp2R/8/8/4K3 b - - 0 1");
}

#[test]
fn the_seventy_five_move_rule_holds_for_a_clock_set_up_past_100() {
    // A clock of 150 as set up: drawn at once (python-chess: SEVENTYFIVE_MOVES).
    let game = ChessGame::from_fen("8/8/8/3k4/8/8/4K3/R7 w - - 150 80").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::SeventyFiveMoves))
    );
    // 149, then one quiet move: drawn.
    let mut game = ChessGame::from_fen("8/8/8/3k4/8/8/4K3/R7 w - - 149 80").unwrap();
    assert_eq!(game.outcome(), None);
    play(&mut game, "a1a2");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::SeventyFiveMoves))
    );
    assert_eq!(game.fen(), "8/8/8/3k4/8/8/R3K3/8 b - - 150 80");
    // A mate on the 150th half-move is a mate (FIDE 9.6.2).
    let mut game = ChessGame::from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 80").unwrap();
    play(&mut game, "a1a8");
    assert!(matches!(game.outcome(), Some(Outcome::Win { .. })));
}

#[test]
fn the_move_number_goes_on_past_65535() {
    let mut game = ChessGame::from_fen("8/8/8/3k4/8/8/4K3/R7 b - - 3 65535").unwrap();
    assert_eq!(game.fen(), "8/8/8/3k4/8/8/4K3/R7 b - - 3 65535");
    play(&mut game, "d5d4");
    assert_eq!(game.fen(), "8/8/8/8/3k4/8/4K3/R7 w - - 4 65536");
    assert_eq!(game.counters().fullmove_number, 65_536);
    // The move list and the PGN number the moves so too.
    play(&mut game, "a1a2");
    let lines = chess::notation::move_list_lines(&game);
    assert_eq!(lines.first().map(String::as_str), Some("65535… ♔d4"));
    assert!(lines[1].starts_with("65536. "), "{lines:?}");
    let text = pgn::export(&game, &pgn::Tags::default());
    assert!(
        text.contains("[FEN \"8/8/8/3k4/8/8/4K3/R7 b - - 3 65535\"]"),
        "{text}"
    );
    assert!(text.contains("65535... Kd4 65536. Ra2"), "{text}");
    let back = pgn::import(&text, "late.pgn").unwrap();
    assert_eq!(back.game.fen(), game.fen());
    let big = ChessGame::from_fen("8/8/8/3k4/8/8/4K3/R7 w - - 0 99999999999").unwrap();
    assert_eq!(big.counters().fullmove_number, 99_999_999_999);
}

#[test]
fn two_checks_from_one_line_through_the_king_are_refused() {
    // python-chess: invalid (STATUS_IMPOSSIBLE_CHECK).
    let e = ChessGame::from_fen("4k3/8/8/8/8/8/3r1r2/3rKr2 w - - 0 1").unwrap_err();
    assert_eq!(e.field, FenField::Placement);
    assert_eq!(e.problem, FenProblem::CheckersInLine);
    let e = ChessGame::from_fen("4k3/8/r6K/3p4/8/8/8/8 w - d6 0 1").unwrap_err();
    assert_eq!(e.problem, FenProblem::CheckNotFromDoubleStep);
}

/// Three games, the second with an illegal move (3. Ke5 is no king move).
const THREE_GAMES: &str = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 1-0\n\n\
    [White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Nf3 Nf6 3. Ke5 *\n\n\
    [White \"E\"]\n[Black \"F\"]\n\n1. c4 Nf6 2. Nc3 *\n";

#[test]
fn a_broken_game_does_not_stop_the_others_of_its_file() {
    let read = pgn::read_games(THREE_GAMES, "three.pgn");
    let numbers: Vec<usize> = read.games.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, [1, 3]);
    assert_eq!(read.games[1].1.tag("White"), Some("E"));
    assert_eq!(read.broken.len(), 1);
    let broken = &read.broken[0];
    assert_eq!(broken.number, 2);
    assert_eq!(broken.error.line, 9);
    assert!(matches!(
        &broken.error.kind,
        PgnErrorKind::IllegalMove { number: 3, white: true, san } if san == "Ke5"
    ));
    assert_eq!(pgn::import_all(THREE_GAMES, "three.pgn").unwrap().len(), 2);
    // Only when no game reads is the file refused.
    assert!(pgn::import_all("1. Ke9 *\n", "none.pgn").is_err());
}
