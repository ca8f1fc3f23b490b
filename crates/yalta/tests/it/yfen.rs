//! YFEN (design §5): round trips, and every kind of bad YFEN rejected naming its field.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use yalta::cell::Player;
use yalta::game::{Command, Game};
use yalta::position::{Position, RedQueen};
use yalta::yfen::{YfenField, YfenProblem};

const START: &str = "wRwNwBwQwKwBwNwR.wPwPwPwPwPwPwPwP.8.8/bRbNbBbKbQbBbNbR.bPbPbPbPbPbPbPbP.8.8/rRrNrBrQrKrBrNrR.rPrPrPrPrPrPrPrP.8.8 w w:ah,b:ah,r:ah - 0 1";

#[test]
fn the_start_position_reads_and_writes_as_in_the_design() {
    let p = Position::from_yfen(START).unwrap();
    assert_eq!(p, Position::start(RedQueen::Light));
    assert_eq!(p.to_yfen(), START);
}

#[test]
fn yfen_round_trips_through_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let mut with_ep = 0;
    for _ in 0..20 {
        let mut g = Game::new(RedQueen::Light);
        for _ in 0..150 {
            if g.is_over() {
                break;
            }
            let pos = g.position();
            let text = pos.to_yfen();
            let back = Position::from_yfen(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(back.to_yfen(), text);
            let names = |p: &Position| {
                let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
                v.sort();
                v
            };
            assert_eq!(names(&back), names(pos), "{text}");
            if !text.contains(" - 0 ") && text.split(' ').nth(3) != Some("-") {
                with_ep += 1;
            }
            let moves = pos.legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            g.play(&Command::from(mv)).unwrap();
        }
    }
    assert!(with_ep > 0, "some positions carried an en passant cell");
}

fn problem(text: &str) -> (YfenField, YfenProblem) {
    let e = Position::from_yfen(text).expect_err(text);
    (e.field, e.problem)
}

fn with_field(i: usize, value: &str) -> String {
    let mut f: Vec<&str> = START.split(' ').collect();
    f[i] = value;
    f.join(" ")
}

#[test]
fn every_kind_of_bad_yfen_is_rejected_naming_the_field() {
    use YfenField::*;
    assert_eq!(problem("8/8/8 w - - 0").1, YfenProblem::FieldCount(5));
    let cells = START.split(' ').next().unwrap();
    let (w, r) = (Player::White, Player::Red);
    for (bad, want) in [
        (cells.replacen('/', "|", 1), YfenProblem::AreaCount(2)),
        (
            cells.replacen(".8.8/", ".8/", 1),
            YfenProblem::AreaRankCount(w, 3),
        ),
        (
            cells.replacen("wPwPwPwPwPwPwPwP", "wPwPwPwPwPwPwP", 1),
            YfenProblem::RankLength(w, 2, 7),
        ),
        (
            cells.replacen(".8.8/", ".8.9/", 1),
            YfenProblem::BadEmptyRun(w, 4, '9'),
        ),
        (cells.to_string() + "1", YfenProblem::RankLength(r, 4, 9)),
        (cells.replacen("wN", "wX", 1), YfenProblem::BadPiece(w, 1)),
        (cells.replacen("wN", "xN", 1), YfenProblem::BadPiece(w, 1)),
    ] {
        let (field, p) = problem(&with_field(0, &bad));
        assert_eq!((field, p), (Cells, want), "{bad}");
    }
    let no_king = with_field(0, &cells.replacen("wK", "wQ", 1));
    assert!(matches!(problem(&no_king), (Cells, YfenProblem::NoKing(_))));
    let two_kings = with_field(0, &cells.replacen("bQ", "bK", 1));
    assert!(matches!(
        problem(&two_kings),
        (Cells, YfenProblem::SeveralKings(_))
    ));
    let pawn_back = with_field(0, &cells.replacen("rRrN", "rRrP", 1));
    assert!(matches!(
        problem(&pawn_back),
        (Cells, YfenProblem::PawnOnBackRow(_))
    ));
    // A pawn on another player's back row is rejected too.
    let foreign = with_field(0, &cells.replacen("bRbN", "bRwP", 1));
    assert!(matches!(
        problem(&foreign),
        (Cells, YfenProblem::PawnOnBackRow(_))
    ));
    assert_eq!(
        problem(&with_field(1, "x")),
        (ToMove, YfenProblem::NotAPlayer("x".into()))
    );
    for (bad, part) in [
        ("w", "w"),
        ("w:x", "w:x"),
        ("w:ah,w:a", "w:a"),
        ("q:a", "q:a"),
        ("w:", "w:"),
        ("w:aa", "w:aa"),
    ] {
        let want = (Castling, YfenProblem::BadCastlingPart(part.into()));
        assert_eq!(problem(&with_field(2, bad)), want, "{bad}");
    }
    let no_rook = with_field(0, &cells.replacen("wRwN", "1wN", 1));
    assert!(matches!(
        problem(&no_rook),
        (Castling, YfenProblem::RookNotOnCorner(_, 'a'))
    ));
    let moved_king = with_field(0, &cells.replacen("wKwB", "wBwK", 1));
    assert!(matches!(
        problem(&moved_king),
        (Castling, YfenProblem::KingNotOnStartRow(_))
    ));
    assert!(matches!(
        problem(&with_field(3, "we3")),
        (EnPassant, YfenProblem::NoDoubleSteppedPawn(_))
    ));
    assert_eq!(
        problem(&with_field(3, "xx9")),
        (EnPassant, YfenProblem::NotACell("xx9".into()))
    );
    assert_eq!(
        problem(&with_field(4, "-1")),
        (HalfmoveClock, YfenProblem::NotANumber("-1".into()))
    );
    assert_eq!(
        problem(&with_field(5, "0")),
        (Round, YfenProblem::NotARound("0".into()))
    );
}

#[test]
fn a_double_step_leaves_a_readable_en_passant_cell() {
    let after = START.replacen("wPwPwPwPwPwPwPwP.8.8", "wPwPwPwP1wPwPwP.8.4wP3", 1);
    let text = after
        .replacen(" w w:ah", " b w:ah", 1)
        .replacen(" - 0 1", " we3 0 1", 1);
    let q = Position::from_yfen(&text).unwrap();
    assert_eq!(q.en_passant().len(), 1);
    assert_eq!(q.to_yfen(), text);
    let mut g = Game::new(RedQueen::Light);
    g.play(&Command::parse("we2-we4").unwrap()).unwrap();
    assert_eq!(g.position().to_yfen(), text);
}

#[test]
fn a_saved_game_replays_to_the_same_position() {
    use yalta::record::{GameRecord, RecordError};
    let mut g = Game::new(RedQueen::Dark);
    for mv in ["we2-we4", "bd2-bd4", "re2-re4", "we4-rd4", "be2-be3"] {
        g.play(&Command::parse(mv).unwrap()).unwrap();
    }
    let names = vec![
        "Anna".to_string(),
        "Ben".to_string(),
        "Computer".to_string(),
    ];
    let rec = g.record(&names);
    let json = serde_json::to_string(&rec).unwrap();
    let back: GameRecord = serde_json::from_str(&json).unwrap();
    let again = Game::from_record(&back).unwrap();
    assert_eq!(again.position(), g.position());
    assert_eq!(back.names, names);
    let mut bad = rec.clone();
    bad.moves[2] = "re2-re5".into();
    assert!(matches!(
        Game::from_record(&bad),
        Err(RecordError::BadMoveName(3, _))
    ));
    bad.moves[2] = "re2-rd3".into();
    assert!(matches!(
        Game::from_record(&bad),
        Err(RecordError::Refused(3, _, _))
    ));
    bad = rec.clone();
    bad.version = 9;
    assert_eq!(
        Game::from_record(&bad).unwrap_err(),
        RecordError::Version(9)
    );
}

/// A YFEN of these pieces (cell, owner, kind) and the other five fields.
fn of_pieces(list: &[(&str, char, char)], rest: &str) -> String {
    use yalta::cell::{Cell, Player};
    use yalta::position::{Kind, Piece};
    let pieces: Vec<(Cell, Piece)> = list
        .iter()
        .map(|(cell, owner, kind)| {
            let piece = Piece {
                owner: Player::from_letter(*owner).unwrap(),
                kind: Kind::from_letter(*kind).unwrap(),
            };
            (Cell::parse(cell).unwrap(), piece)
        })
        .collect();
    let cells = yalta::yfen::cells_field(|c| pieces.iter().find(|(d, _)| *d == c).map(|(_, p)| *p));
    format!("{cells} {rest}")
}

#[test]
fn no_game_reaches_two_kings_side_by_side() {
    let text = of_pieces(
        &[("we1", 'w', 'K'), ("wd1", 'b', 'K'), ("re1", 'r', 'K')],
        "w - - 0 1",
    );
    let (field, p) = problem(&text);
    assert_eq!(field, YfenField::Cells);
    assert!(matches!(p, YfenProblem::KingsSideBySide(..)), "{p:?}");
}

#[test]
fn no_game_reaches_the_last_mover_in_check() {
    // Red moved last (White is to move), and White's rook on re3 checks Red's king on re1.
    let kings = [("we1", 'w', 'K'), ("be1", 'b', 'K'), ("re1", 'r', 'K')];
    let mut list = kings.to_vec();
    list.push(("re3", 'w', 'R'));
    let text = of_pieces(&list, "w - - 0 1");
    let (field, p) = problem(&text);
    assert_eq!(field, YfenField::ToMove);
    assert_eq!(p, YfenProblem::LastMoverInCheck(yalta::cell::Player::Red));
    // The same position with Red to move is a check to answer, and reads.
    assert!(Position::from_yfen(&of_pieces(&list, "r - - 0 1")).is_ok());
}
