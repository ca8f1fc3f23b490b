//! The manual's chapters that had no level (issue 57): each new level played once with
//! a wrong try, the reason of that try, and the way to win.

use chess::{CastlingBan, Color, Piece, WhyNot};
use chess_school::prove::misplaced;

use crate::common::{choice, level, mv, notations, promote, sq};
use chess_school::{ChessAttempt, Choice, DrawAnswer, DrawSlip, Slip, Step, Try, Wrong};

#[test]
fn a_pawn_steps_two_squares_only_from_its_first_square() {
    let mut a = ChessAttempt::new(&level("en-passant-6"));
    assert_eq!(a.play(mv("c2", "c3")), Step::Played(Wrong::NoStar));
    assert_eq!(
        a.play(mv("c3", "c5")),
        Step::Wrong(Wrong::Illegal(WhyNot::DoubleStepOnlyFromStart))
    );
    a.restart();
    assert_eq!(a.play(mv("c2", "c4")), Step::GoesOn(None));
    assert_eq!(a.play(mv("f2", "f4")), Step::Won(2), "two mistakes first");
}

#[test]
fn a_rank_is_a_row_of_one_number() {
    let mut a = ChessAttempt::new(&level("board-7"));
    assert_eq!(
        a.play(Try::Square(sq("a4"))),
        Step::Wrong(Wrong::NotThatSquare(sq("a4")))
    );
    for f in "abcdefg".chars() {
        assert_eq!(
            a.play(Try::Square(sq(&format!("{f}5")))),
            Step::Found(sq(&format!("{f}5")))
        );
    }
    assert_eq!(a.play(Try::Square(sq("h5"))), Step::Won(2));
}

#[test]
fn setting_the_board_up_finds_every_piece_out_of_place_in_both_armies() {
    let l = level("board-8");
    assert_eq!(
        misplaced(&l.board),
        vec![sq("b1"), sq("c1"), sq("d8"), sq("e8")]
    );
    let mut a = ChessAttempt::new(&l);
    assert_eq!(
        a.play(Try::Square(sq("e1"))),
        Step::Wrong(Wrong::StandsRight {
            piece: Piece::King,
            square: sq("e1")
        })
    );
    assert_eq!(
        a.play(Try::Square(sq("e4"))),
        Step::Wrong(Wrong::NotThatSquare(sq("e4")))
    );
    for s in ["b1", "c1", "d8"] {
        assert_eq!(a.play(Try::Square(sq(s))), Step::Found(sq(s)));
    }
    assert_eq!(a.play(Try::Square(sq("e8"))), Step::Won(2));
}

#[test]
fn a_king_move_into_check_is_taken_back_and_says_which_piece_attacks() {
    let l = level("check-8");
    let mut a = ChessAttempt::new(&l);
    assert_eq!(
        a.play(mv("c1", "d1")),
        Step::Wrong(Wrong::Illegal(WhyNot::KingWouldBeInCheck {
            by: sq("a4"),
            piece: Piece::Bishop
        }))
    );
    assert_eq!(a.board(), &l.board, "the move is taken back");
    assert_eq!(a.tries(), 1, "and counted");
    assert_eq!(a.play(mv("c1", "d2")), Step::Played(Wrong::NoStar));
    assert_eq!(a.play(mv("d2", "e1")), Step::Won(2));
}

#[test]
fn a_pinned_piece_may_not_leave_its_king_in_check_even_for_the_queen() {
    let mut a = ChessAttempt::new(&level("check-9"));
    assert_eq!(
        a.play(mv("e2", "d4")),
        Step::Wrong(Wrong::Illegal(WhyNot::Pinned {
            by: sq("e8"),
            piece: Piece::Rook
        }))
    );
    assert_eq!(a.play(mv("b2", "a3")), Step::Won(2));
}

/// The answer "yes" of a castling question, and why it is wrong.
fn castling_yes(id: &str) -> Step {
    let mut a = ChessAttempt::new(&level(id));
    let yes = choice(&a, Choice::YesNo(true));
    a.play(Try::Answer(yes))
}

#[test]
fn castling_is_forbidden_once_the_king_or_that_rook_has_moved_or_a_piece_is_between() {
    assert_eq!(
        castling_yes("castling-7"),
        Step::Wrong(Wrong::CanCastle {
            truth: false,
            ban: Some(CastlingBan::KingMoved)
        })
    );
    assert_eq!(
        castling_yes("castling-8"),
        Step::Wrong(Wrong::CanCastle {
            truth: false,
            ban: Some(CastlingBan::RookMoved)
        })
    );
    assert_eq!(
        castling_yes("castling-9"),
        Step::Wrong(Wrong::CanCastle {
            truth: false,
            ban: Some(CastlingBan::SquaresBetweenNotEmpty {
                at: sq("b1"),
                piece: Piece::Knight
            })
        })
    );
    // The moves played before the question are the level's history: the king went
    // away and came back, and the position is the one of the FEN again.
    let l = level("castling-7");
    assert_eq!(l.played.len(), 4);
    assert_eq!(l.game().moves().len(), 4);
}

#[test]
fn the_knight_is_the_right_promotion_where_only_it_gives_check() {
    let mut a = ChessAttempt::new(&level("pieces-10"));
    assert_eq!(
        a.play(promote("d7", "d8", Piece::Queen)),
        Step::Wrong(Wrong::NoCheck)
    );
    // Without a choice the pawn becomes a queen, as before.
    assert_eq!(a.play(mv("d7", "d8")), Step::Wrong(Wrong::NoCheck));
    assert_eq!(a.play(promote("d7", "d8", Piece::Knight)), Step::Won(2));
    // Show me promotes to the knight.
    let proof = chess_school::prove::prove(&level("pieces-10")).unwrap();
    assert_eq!(proof.line[0].promotion, Some(Piece::Knight));
}

#[test]
fn a_move_two_knights_could_make_is_written_with_the_file_it_comes_from() {
    let l = level("notation-8");
    let a = ChessAttempt::new(&l);
    let texts = notations(&a);
    assert!(texts.contains(&"Nfd6".to_string()), "{texts:?}");
    let without = choice(&a, Choice::Notation("Nd6".into()));
    let mut b = a.clone();
    assert_eq!(
        b.play(Try::Answer(without)),
        Step::Wrong(Wrong::Notation(Slip::Which(Piece::Knight, sq("d6"))))
    );
    let right = choice(&b, Choice::Notation("Nfd6".into()));
    assert_eq!(b.play(Try::Answer(right)), Step::Won(2));
}

#[test]
fn long_castling_is_written_o_o_o() {
    let a = ChessAttempt::new(&level("notation-9"));
    let texts = notations(&a);
    assert!(texts.contains(&"O-O-O".to_string()), "{texts:?}");
    for (i, t) in texts.iter().enumerate() {
        let mut b = a.clone();
        match (t.as_str(), b.play(Try::Answer(i))) {
            ("O-O-O", Step::Won(3)) => {}
            (_, Step::Wrong(Wrong::Notation(Slip::Castling(chess_school::CastleSide::Long)))) => {}
            (t, step) => panic!("{t}: {step:?}"),
        }
    }
}

/// What answering `d` in a draw level does.
fn draw_answer(id: &str, d: DrawAnswer) -> Step {
    let mut a = ChessAttempt::new(&level(id));
    let i = choice(&a, Choice::Draw(d));
    a.play(Try::Answer(i))
}

#[test]
fn every_wrong_answer_to_a_draw_says_the_fact_against_it() {
    use DrawAnswer::*;
    // King and knight cannot mate.
    assert_eq!(draw_answer("draw-1", TooFewPieces), Step::Won(3));
    assert_eq!(
        draw_answer("draw-1", Repetition),
        Step::Wrong(Wrong::Draw(DrawSlip::Seen(1)))
    );
    assert_eq!(
        draw_answer("draw-1", FiftyMoves),
        Step::Wrong(Wrong::Draw(DrawSlip::Quiet(0)))
    );
    assert_eq!(
        draw_answer("draw-1", No),
        Step::Wrong(Wrong::Draw(DrawSlip::IsDraw))
    );
    // A rook can.
    assert_eq!(draw_answer("draw-2", No), Step::Won(3));
    assert_eq!(
        draw_answer("draw-2", TooFewPieces),
        Step::Wrong(Wrong::Draw(DrawSlip::CanMate(Color::White, Piece::Rook)))
    );
    // The same position for the third time; only the second is no draw yet.
    assert_eq!(draw_answer("draw-3", Repetition), Step::Won(3));
    assert_eq!(
        draw_answer("draw-3", No),
        Step::Wrong(Wrong::Draw(DrawSlip::IsDraw))
    );
    assert_eq!(draw_answer("draw-4", No), Step::Won(3));
    assert_eq!(
        draw_answer("draw-4", Repetition),
        Step::Wrong(Wrong::Draw(DrawSlip::Seen(2)))
    );
    // Fifty moves of each side without a capture or a pawn move, a rook or not.
    assert_eq!(draw_answer("draw-5", FiftyMoves), Step::Won(3));
    assert_eq!(
        draw_answer("draw-5", TooFewPieces),
        Step::Wrong(Wrong::Draw(DrawSlip::CanMate(Color::White, Piece::Rook)))
    );
}

#[test]
fn a_touched_piece_must_move_though_another_would_mate() {
    let l = level("touch-1");
    assert_eq!(l.touched, Some(sq("d5")));
    let mut a = ChessAttempt::new(&l);
    // Qd8 would be mate, but the knight was touched.
    assert_eq!(
        a.play(mv("d1", "d8")),
        Step::Wrong(Wrong::Touched {
            piece: Piece::Knight,
            square: sq("d5")
        })
    );
    assert_eq!(a.tries(), 1, "another piece is a wrong try");
    assert_eq!(a.play(mv("d5", "e7")), Step::Won(2));
    // The proof moves the touched piece.
    for id in ["touch-1", "touch-2"] {
        let l = level(id);
        let p = chess_school::prove::prove(&l).unwrap();
        assert_eq!(Some(p.line[0].from), l.touched, "{id}");
    }
}

#[test]
fn a_touched_bishop_must_save_the_king_though_the_queen_could_capture() {
    let mut a = ChessAttempt::new(&level("touch-2"));
    assert_eq!(
        a.play(mv("d4", "h4")),
        Step::Wrong(Wrong::Touched {
            piece: Piece::Bishop,
            square: sq("h2")
        })
    );
    assert_eq!(a.play(mv("h2", "g3")), Step::Won(2));
}
