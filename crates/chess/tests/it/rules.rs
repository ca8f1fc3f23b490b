//! Classic chess rules (issue 17): perft against the published counts, castling, en
//! passant, promotion, every draw rule, checkmate and stalemate.

use chess::perft::perft;
use chess::{ChessGame, ChessMove, Command, DrawReason, Event, Outcome, Piece, Refusal, WinReason};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn play_san(game: &mut ChessGame, moves: &[&str]) {
    for san in moves {
        let mv = game
            .parse_san(san)
            .unwrap_or_else(|| panic!("{san} should be legal"));
        game.play(&Command::Move(mv)).unwrap();
    }
}

fn mv(text: &str) -> ChessMove {
    let from = text[0..2].parse().unwrap();
    let to = text[2..4].parse().unwrap();
    let promotion = match text.get(4..5) {
        Some("q") => Some(Piece::Queen),
        Some("r") => Some(Piece::Rook),
        Some("b") => Some(Piece::Bishop),
        Some("n") => Some(Piece::Knight),
        _ => None,
    };
    ChessMove {
        from,
        to,
        promotion,
    }
}

#[test]
fn perft_of_the_initial_position_to_depth_4_is_197281() {
    let game = ChessGame::new();
    assert_eq!(perft(game.board(), 1), 20);
    assert_eq!(perft(game.board(), 4), 197_281);
}

#[test]
fn perft_of_kiwipete_to_depth_3_is_97862() {
    let game = ChessGame::from_fen(KIWIPETE).unwrap();
    assert_eq!(perft(game.board(), 1), 48);
    assert_eq!(perft(game.board(), 3), 97_862);
}

/// The computer seeds its choices with the position's hash, so the same seed plays the
/// same game only if every build hashes alike. These tests run on the keys the browser
/// build makes at run time (vendor/README.md); the numbers are upstream cozy-chess
/// 0.3.4's, printed with its built-in keys.
#[test]
fn a_positions_hash_is_cozy_chess_own_in_every_build() {
    for (fen, hash) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            0x33ab_452b_8705_6e0f_u64,
        ),
        (KIWIPETE, 0xe8ad_0188_f23e_b8a7),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            0x0f15_810b_356e_591f,
        ),
        ("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 0 1", 0xaf49_46f0_c440_a699),
    ] {
        let game = ChessGame::from_fen(fen).unwrap();
        assert_eq!(game.board().hash(), hash, "{fen}");
    }
}

#[test]
fn the_four_move_mate_is_checkmate() {
    let mut game = ChessGame::new();
    play_san(
        &mut game,
        &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"],
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: chess::Color::White,
            by: WinReason::Checkmate
        })
    );
    assert_eq!(
        game.play(&Command::Move(mv("e8f7"))),
        Err(Refusal::GameOver)
    );
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = ChessGame::from_fen("7k/8/6Q1/8/8/8/8/K7 w - - 0 1").unwrap();
    // Qf7 leaves the black king no move and no check.
    game.play(&Command::Move(mv("g6f7"))).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn castling_on_both_sides_moves_king_and_rook() {
    let mut game = ChessGame::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    game.play(&Command::Move(mv("e1g1"))).unwrap();
    assert_eq!(
        game.board().piece_on("f1".parse().unwrap()),
        Some(Piece::Rook)
    );
    assert_eq!(
        game.board().piece_on("g1".parse().unwrap()),
        Some(Piece::King)
    );
    game.play(&Command::Move(mv("e8c8"))).unwrap();
    assert_eq!(
        game.board().piece_on("d8".parse().unwrap()),
        Some(Piece::Rook)
    );
    assert_eq!(
        game.board().piece_on("c8".parse().unwrap()),
        Some(Piece::King)
    );
}

#[test]
fn castling_through_check_is_refused() {
    // The black rook on f8 attacks f1, the square the king passes.
    let game = ChessGame::from_fen("k4r2/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    assert!(matches!(
        game.check(&Command::Move(mv("e1g1"))),
        Err(Refusal::Illegal(_))
    ));
    assert!(!game.legal_moves().contains(&mv("e1g1")));
}

#[test]
fn en_passant_captures_the_pawn_that_just_passed() {
    let mut game = ChessGame::new();
    play_san(&mut game, &["e4", "a6", "e5", "d5"]);
    let events = game.play(&Command::Move(mv("e5d6"))).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            captured: Some(Piece::Pawn),
            ..
        }
    )));
    assert_eq!(game.board().piece_on("d5".parse().unwrap()), None);
    assert_eq!(game.captured_by(chess::Color::White), &[Piece::Pawn]);
}

#[test]
fn en_passant_is_only_allowed_right_away() {
    let mut game = ChessGame::new();
    play_san(&mut game, &["e4", "a6", "e5", "d5", "a3", "a5"]);
    assert!(game.check(&Command::Move(mv("e5d6"))).is_err());
}

#[test]
fn under_promotion_to_a_knight_is_allowed() {
    let mut game = ChessGame::from_fen("8/5P1k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(
        game.check(&Command::Move(mv("f7f8"))),
        Err(Refusal::PromotionPieceMissing)
    );
    game.play(&Command::Move(mv("f7f8n"))).unwrap();
    assert_eq!(
        game.board().piece_on("f8".parse().unwrap()),
        Some(Piece::Knight)
    );
}

#[test]
fn promotion_offers_queen_rook_bishop_and_knight() {
    let game = ChessGame::from_fen("8/5P1k/8/8/8/8/8/K7 w - - 0 1").unwrap();
    let promos: Vec<_> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == "f7".parse().unwrap())
        .filter_map(|m| m.promotion)
        .collect();
    assert_eq!(promos.len(), 4);
    let to_king = ChessMove {
        promotion: Some(Piece::King),
        ..mv("f7f8")
    };
    assert_eq!(
        game.check(&Command::Move(to_king)),
        Err(Refusal::BadPromotionPiece)
    );
}

#[test]
fn insufficient_material_is_a_draw() {
    let mut game = ChessGame::from_fen("8/8/8/3k4/8/3p4/4K3/7n w - - 0 1").unwrap();
    assert_eq!(game.outcome(), None, "a pawn can still become a queen");
    // The king takes the last pawn: king against king and knight.
    game.play(&Command::Move(mv("e2d3"))).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::InsufficientMaterial))
    );
    // Bishops all on squares of one colour cannot mate either.
    let bishops = ChessGame::from_fen("8/8/8/3k4/8/2B5/4K3/6b1 w - - 0 1").unwrap();
    assert_eq!(
        bishops.outcome(),
        Some(Outcome::Draw(DrawReason::InsufficientMaterial))
    );
    // Bishop and knight against king can still mate: no draw.
    let game = ChessGame::from_fen("8/8/8/3k4/8/2Bn4/4K3/8 w - - 0 1").unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn fifty_moves_without_capture_or_pawn_move_may_be_claimed() {
    let mut game = ChessGame::from_fen("8/8/8/3k4/8/8/4K3/R7 w - - 98 80").unwrap();
    game.play(&Command::Move(mv("a1a2"))).unwrap();
    assert_eq!(game.claimable_draw(), None);
    game.play(&Command::Move(mv("d5d6"))).unwrap();
    assert_eq!(
        game.outcome(),
        None,
        "the 50-move rule is a claim (FIDE 9.3)"
    );
    assert_eq!(game.claimable_draw(), Some(DrawReason::FiftyMoves));
    game.play(&Command::ClaimDraw).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
}

#[test]
fn seventy_five_moves_without_capture_or_pawn_move_are_a_draw() {
    // 50 more quiet half-moves after the claimable 100, each to a position not seen
    // before (no repetition ends the game first).
    let mut game = ChessGame::from_fen("r7/8/8/3k4/8/8/4K3/R7 w - - 100 80").unwrap();
    for i in 0..50 {
        assert_eq!(game.outcome(), None, "after {i} more half-moves");
        let fresh = game.legal_moves().into_iter().find_map(|m| {
            let mut next = game.clone();
            next.play(&Command::Move(m)).ok()?;
            let quiet = next.board().pieces(Piece::Rook).len() == 2;
            (quiet && next.repetitions() == 1 && (next.outcome().is_none() || i == 49))
                .then_some(next)
        });
        game = fresh.unwrap_or_else(|| panic!("no quiet move to a new position at {i}"));
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::SeventyFiveMoves))
    );
}

const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn threefold_repetition_may_be_claimed_by_the_player_to_move() {
    let mut game = ChessGame::new();
    assert_eq!(
        game.check(&Command::ClaimDraw),
        Err(Refusal::NoRepetitionToClaim)
    );
    play_san(&mut game, &SHUFFLE);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(
        game.check(&Command::ClaimDraw),
        Err(Refusal::NoRepetitionToClaim)
    );
    play_san(&mut game, &SHUFFLE);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), None, "the third time is not automatic");
    game.play(&Command::ClaimDraw).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
}

#[test]
fn fivefold_repetition_is_automatic() {
    let mut game = ChessGame::new();
    for _ in 0..3 {
        play_san(&mut game, &SHUFFLE);
    }
    assert_eq!(game.outcome(), None);
    play_san(&mut game, &SHUFFLE);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::FivefoldRepetition))
    );
}

#[test]
fn a_draw_by_agreement_needs_an_offer() {
    let mut game = ChessGame::new();
    assert_eq!(game.check(&Command::AcceptDraw), Err(Refusal::NoOffer));
    game.play(&Command::OfferDraw).unwrap();
    assert_eq!(game.check(&Command::OfferDraw), Err(Refusal::OfferStands));
    game.play(&Command::AcceptDraw).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}

#[test]
fn a_move_declines_a_standing_draw_offer() {
    let mut game = ChessGame::new();
    game.play(&Command::OfferDraw).unwrap();
    game.play(&Command::Move(mv("e2e4"))).unwrap();
    assert_eq!(game.draw_offer(), None);
    assert_eq!(game.check(&Command::AcceptDraw), Err(Refusal::NoOffer));
}

#[test]
fn resigning_gives_the_game_to_the_other_side() {
    let mut game = ChessGame::new();
    game.play(&Command::Resign(chess::Color::White)).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: chess::Color::Black,
            by: WinReason::Resignation
        })
    );
}

#[test]
fn applying_the_events_gives_the_same_game_as_play() {
    let mut game = ChessGame::new();
    play_san(&mut game, &["e4", "d5", "exd5", "Qxd5", "Nc3"]);
    let cmd = Command::Move(mv("d5a5"));
    let events = game.execute(&cmd).unwrap();
    let mut applied = game.clone();
    for e in &events {
        applied.apply(e);
    }
    game.play(&cmd).unwrap();
    assert_eq!(applied, game);
}

#[test]
fn a_bad_fen_is_refused_with_its_text() {
    let err = ChessGame::from_fen("rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").unwrap_err();
    assert!(err.fen.contains("rnbqkbnr/pppppppp/8/8"), "{err}");
}
