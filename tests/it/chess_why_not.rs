//! Every "why not?" reason of chess, found for a refused square and said in German and
//! English.

use chess::{CastlingBan, ChessGame, Color, Command, Piece, Square, WhyNot};
use schachschlamassel::ui::chess::why_text::why_not_text;
use schachschlamassel::ui::i18n::Lang;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn why(fen: &str, from: &str, to: &str) -> WhyNot {
    let game = ChessGame::from_fen(fen).unwrap();
    game.why_not(sq(from), sq(to))
        .unwrap_or_else(|| panic!("{from}-{to} should be refused in {fen}"))
}

/// The game after these moves (SAN) from the start.
pub fn after(moves: &[&str]) -> ChessGame {
    let mut game = ChessGame::new();
    for san in moves {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    game
}

/// The reason in both languages: non-empty, different, at most 90 characters.
fn said_in_both_languages(w: &WhyNot, de_part: &str, en_part: &str) {
    let de = why_not_text(Lang::De, w);
    let en = why_not_text(Lang::En, w);
    assert!(de.contains(de_part), "German: {de}");
    assert!(en.contains(en_part), "English: {en}");
    assert_ne!(de, en);
    assert!(
        de.chars().count() <= 90 && en.chars().count() <= 90,
        "{de} / {en}"
    );
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn an_empty_square_has_no_piece_to_move() {
    let w = why(START, "e4", "e5");
    assert_eq!(w, WhyNot::NoPiece);
    said_in_both_languages(&w, "keine Figur", "no piece");
}

#[test]
fn the_other_players_piece_cannot_be_moved() {
    let w = why(START, "e7", "e5");
    assert_eq!(
        w,
        WhyNot::NotYourPiece {
            owner: Color::Black
        }
    );
    said_in_both_languages(&w, "Schwarz", "Black");
}

#[test]
fn a_piece_cannot_go_where_an_own_piece_stands() {
    let w = why(START, "d1", "d2");
    assert_eq!(w, WhyNot::OwnPieceThere { piece: Piece::Pawn });
    said_in_both_languages(&w, "eigene Figur", "own pieces");
}

#[test]
fn a_bishop_does_not_move_straight() {
    let w = why("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1", "c5");
    assert_eq!(
        w,
        WhyNot::NotHowItMoves {
            piece: Piece::Bishop
        }
    );
    said_in_both_languages(&w, "Läufer", "bishop");
    let queen = WhyNot::NotHowItMoves {
        piece: Piece::Queen,
    };
    said_in_both_languages(&queen, "die Dame", "queen");
}

#[test]
fn a_pawn_moves_only_forward() {
    let w = why("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4", "e3");
    assert_eq!(w, WhyNot::PawnMovesOnlyForward);
    said_in_both_languages(&w, "vorwärts", "forward");
}

#[test]
fn a_pawn_captures_only_diagonally() {
    let w = why("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4", "e5");
    assert_eq!(
        w,
        WhyNot::PawnCapturesOnlyDiagonally {
            blocker: sq("e5"),
            piece: Piece::Pawn
        }
    );
    said_in_both_languages(&w, "schräg", "diagonally");
    said_in_both_languages(&w, "Der Bauer auf e5", "the pawn on e5");
}

#[test]
fn a_pawn_goes_diagonally_only_to_capture() {
    let w = why(START, "e2", "d3");
    assert_eq!(w, WhyNot::PawnDiagonalOnlyToCapture);
    said_in_both_languages(&w, "schlägt", "capture");
}

#[test]
fn a_pawn_moves_two_squares_only_from_its_start() {
    let w = why("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e5");
    assert_eq!(w, WhyNot::DoubleStepOnlyFromStart);
    said_in_both_languages(&w, "Zwei Felder", "two squares");
}

#[test]
fn a_rook_cannot_jump_over_a_piece() {
    let w = why(START, "a1", "a4");
    assert_eq!(
        w,
        WhyNot::WayBlocked {
            at: sq("a2"),
            piece: Piece::Pawn
        }
    );
    said_in_both_languages(&w, "versperrt", "blocked");
    said_in_both_languages(&w, "Der Bauer auf a2", "the pawn on a2");
}

#[test]
fn the_king_may_not_step_into_check() {
    let w = why("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "e1", "e2");
    assert_eq!(
        w,
        WhyNot::KingWouldBeInCheck {
            by: sq("a2"),
            piece: Piece::Rook
        }
    );
    said_in_both_languages(&w, "der Turm auf a2", "the rook on a2");
}

#[test]
fn a_pinned_piece_may_not_leave_the_line() {
    // The knight on e2 shields its king from the rook on e8.
    let w = why("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2", "c3");
    assert_eq!(
        w,
        WhyNot::Pinned {
            by: sq("e8"),
            piece: Piece::Rook
        }
    );
    said_in_both_languages(&w, "gefesselt", "pinned");
    said_in_both_languages(&w, "der Turm auf e8", "the rook on e8");
}

#[test]
fn a_king_in_check_must_be_helped() {
    let w = why("4r2k/8/8/8/8/8/8/N3K3 w - - 0 1", "a1", "b3");
    assert_eq!(
        w,
        WhyNot::MustAnswerCheck {
            by: sq("e8"),
            piece: Piece::Rook
        }
    );
    said_in_both_languages(
        &w,
        "Der Turm auf e8 gibt Schach",
        "The rook on e8 gives check",
    );
}

#[test]
fn castling_is_refused_when_squares_between_are_not_empty() {
    let w = why(START, "e1", "g1");
    assert_eq!(
        w,
        WhyNot::Castling(CastlingBan::SquaresBetweenNotEmpty {
            at: sq("f1"),
            piece: Piece::Bishop
        })
    );
    said_in_both_languages(&w, "Der Läufer auf f1", "the bishop on f1 stands between");
}

#[test]
fn castling_is_refused_after_the_king_has_moved() {
    let game = after(&[
        "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Nf3", "Nf6", "Be2", "Be7",
    ]);
    let w = game.why_not(sq("e1"), sq("g1")).unwrap();
    assert_eq!(w, WhyNot::Castling(CastlingBan::KingMoved));
    said_in_both_languages(&w, "König hat schon", "king has already");
}

#[test]
fn castling_is_refused_after_the_rook_has_moved() {
    let game = after(&[
        "e4", "e5", "Nf3", "Nf6", "Be2", "Be7", "Rf1", "Rf8", "Rh1", "Rh8",
    ]);
    let w = game.why_not(sq("e1"), sq("g1")).unwrap();
    assert_eq!(w, WhyNot::Castling(CastlingBan::RookMoved));
    said_in_both_languages(&w, "Turm hat schon", "rook has already");
}

#[test]
fn castling_is_refused_when_the_right_was_lost_before_the_setup() {
    let w = why("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1", "g1");
    assert_eq!(w, WhyNot::Castling(CastlingBan::RightLost));
    said_in_both_languages(&w, "Recht", "right");
}

#[test]
fn castling_is_refused_while_the_king_is_in_check() {
    let w = why("k3r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1");
    assert_eq!(
        w,
        WhyNot::Castling(CastlingBan::KingInCheck {
            by: sq("e8"),
            piece: Piece::Rook
        })
    );
    said_in_both_languages(
        &w,
        "Der Turm auf e8 gibt Schach",
        "the rook on e8 gives check",
    );
}

#[test]
fn castling_through_check_is_refused_with_the_attacked_square() {
    let w = why("k4r2/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1");
    assert_eq!(
        w,
        WhyNot::Castling(CastlingBan::PassesAttackedSquare {
            square: sq("f1"),
            by: sq("f8"),
            piece: Piece::Rook
        })
    );
    said_in_both_languages(&w, "über f1", "pass f1");
    said_in_both_languages(&w, "der Turm auf f8", "the rook on f8");
}

#[test]
fn castling_into_check_is_refused() {
    let w = why("k5r1/8/8/8/8/8/8/4K2R w K - 0 1", "e1", "g1");
    assert_eq!(
        w,
        WhyNot::Castling(CastlingBan::LandsOnAttackedSquare {
            square: sq("g1"),
            by: sq("g8"),
            piece: Piece::Rook
        })
    );
    said_in_both_languages(&w, "Auf g1", "on g1");
    said_in_both_languages(&w, "der Turm auf g8", "the rook on g8");
}

#[test]
fn a_legal_move_has_no_reason() {
    let game = ChessGame::new();
    assert_eq!(game.why_not(sq("g1"), sq("f3")), None);
    assert_eq!(game.why_not(sq("e2"), sq("e4")), None);
}

#[test]
fn every_refused_square_of_random_positions_has_a_reason_and_no_legal_move_has_one() {
    // Over the first moves of a few games: the reasons agree with the crate's legal moves.
    let mut game = ChessGame::new();
    let bot = chess::bot::ChessBot::new(chess::bot::Level::Easy, 3).with_budget(200);
    for _ in 0..60 {
        let legal = game.legal_moves();
        for from in Square::ALL {
            if game.board().color_on(from) != Some(game.side_to_move()) {
                continue;
            }
            for to in Square::ALL {
                let is_legal = legal.iter().any(|m| m.from == from && m.to == to);
                assert_eq!(
                    game.why_not(from, to).is_none(),
                    is_legal,
                    "{from}{to} in {}",
                    game.board()
                );
            }
        }
        match bot.choose(&game) {
            Some(cmd) if !game.is_over() => {
                game.play(&cmd).unwrap();
            }
            _ => break,
        }
    }
}

#[test]
fn every_refused_chess_command_is_said_in_both_languages() {
    use chess::Refusal;
    use schachschlamassel::ui::chess::why_text::refusal_text;
    let all = [
        Refusal::GameOver,
        Refusal::Illegal(WhyNot::NoPiece),
        Refusal::PromotionPieceMissing,
        Refusal::BadPromotionPiece,
        Refusal::NoRepetitionToClaim,
        Refusal::OfferStands,
        Refusal::NoOffer,
    ];
    for r in &all {
        let de = refusal_text(Lang::De, r);
        let en = refusal_text(Lang::En, r);
        assert_ne!(de, en, "{r:?}");
        assert!(
            de.chars().count() <= 90 && en.chars().count() <= 90,
            "{de} / {en}"
        );
    }
    // An illegal move is refused with its reason.
    let w = WhyNot::NoPiece;
    assert_eq!(
        refusal_text(Lang::De, &Refusal::Illegal(w)),
        why_not_text(Lang::De, &w)
    );
}
