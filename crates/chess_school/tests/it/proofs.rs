//! The engine proves every level: the par is the fewest tries the search finds, the goal
//! is reachable and not faster, a mate exists and no shorter one.

use chess_school::prove::{mate_distance, prove, Unproven};
use chess_school::{courses, ChessGoal};

#[test]
fn every_level_is_proved_at_its_par() {
    let mut failed = vec![];
    for course in courses().expect("the embedded courses load") {
        for level in &course.levels {
            match prove(level) {
                Ok(p) if p.fewest == level.par => {}
                Ok(p) => failed.push(format!(
                    "{}: par {} but the search needs {}",
                    level.id, level.par, p.fewest
                )),
                Err(e) => failed.push(format!("{}: {e:?}", level.id)),
            }
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

#[test]
fn a_mate_in_n_has_no_shorter_mate() {
    for course in courses().unwrap() {
        for level in &course.levels {
            if let ChessGoal::Mate(n) = level.goal {
                assert_eq!(mate_distance(&level.board, n), Some(n), "{}", level.id);
            }
        }
    }
}

#[test]
fn a_mate_in_two_given_as_mate_in_one_is_refused_by_the_proof() {
    let mut level = courses().unwrap()[3].levels[4].clone();
    assert_eq!(level.goal, ChessGoal::Mate(2));
    level.goal = ChessGoal::Mate(1);
    assert_eq!(prove(&level), Err(Unproven::Unreachable));
    let mut short = courses().unwrap()[3].levels[0].clone();
    short.goal = ChessGoal::Mate(2);
    assert_eq!(prove(&short), Err(Unproven::ShorterMate(1)));
}

#[test]
fn every_course_has_five_to_ten_levels_in_the_manuals_order() {
    let ids: Vec<String> = courses().unwrap().into_iter().map(|c| c.id).collect();
    assert_eq!(
        ids,
        [
            "board",
            "pieces",
            "check",
            "mate",
            "castling",
            "en-passant",
            "stalemate",
            "notation",
            "rules"
        ]
    );
    for c in courses().unwrap() {
        assert!((5..=10).contains(&c.levels.len()), "{}", c.id);
    }
}

#[test]
fn the_check_course_asks_for_each_of_the_three_ways_in_turn() {
    use chess_school::Way;
    let check = &courses().unwrap()[2];
    let ways: Vec<Way> = check
        .levels
        .iter()
        .filter_map(|l| match l.goal {
            ChessGoal::OutOfCheck(w) => Some(w),
            _ => None,
        })
        .collect();
    assert_eq!(&ways[..3], &[Way::Flee, Way::Block, Way::Capture]);
}

#[test]
fn every_refused_move_that_a_level_teaches_points_to_a_level_that_exists() {
    use chess::{CastlingBan, Piece, Square, WhyNot};
    use chess_school::{find_level, lesson_for};
    let courses = courses().unwrap();
    let (by, piece) = (Square::A1, Piece::Rook);
    let whys = [
        WhyNot::KingWouldBeInCheck { by, piece },
        WhyNot::MustAnswerCheck { by, piece },
        WhyNot::Castling(CastlingBan::KingInCheck { by, piece }),
        WhyNot::Castling(CastlingBan::PassesAttackedSquare {
            square: by,
            by,
            piece,
        }),
        WhyNot::Castling(CastlingBan::LandsOnAttackedSquare {
            square: by,
            by,
            piece,
        }),
        WhyNot::Castling(CastlingBan::KingMoved),
        WhyNot::NotHowItMoves {
            piece: Piece::Knight,
        },
        WhyNot::PawnMovesOnlyForward,
    ];
    for w in whys {
        let id = lesson_for(&w).unwrap_or_else(|| panic!("no lesson for {w:?}"));
        assert!(find_level(&courses, id).is_some(), "{id} for {w:?}");
    }
    // The castling bans each have their own level.
    assert_eq!(
        lesson_for(&WhyNot::Castling(CastlingBan::PassesAttackedSquare {
            square: by,
            by,
            piece
        })),
        Some("castling-4")
    );
    assert_eq!(lesson_for(&WhyNot::NoPiece), None);
}
