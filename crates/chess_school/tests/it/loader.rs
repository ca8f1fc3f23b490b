//! The loader checks every level and names the file, level and field of a mistake.

use chess_school::{read_course, ChessLessonProblem};

fn course(level: &str) -> String {
    format!(r#"{{"id": "mine", "levels": [{level}]}}"#)
}

#[test]
fn a_bad_fen_names_the_level_and_the_fen_field() {
    let e = read_course(
        "mine.json",
        &course(r#"{"id": "m-1", "fen": "8/8/8 w - - 0 1", "goal": {"type": "check"}, "par": 1}"#),
    )
    .unwrap_err();
    assert_eq!(
        (e.file.as_str(), e.level.as_deref(), e.field),
        ("mine.json", Some("m-1"), Some("fen"))
    );
    assert!(matches!(e.problem, ChessLessonProblem::Fen(_)));
}

#[test]
fn a_square_that_is_none_names_the_stars_field() {
    let e = read_course("mine.json", &course(r#"{"id": "m-2", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "goal": {"type": "stars", "stars": ["z9"]}, "par": 1}"#)).unwrap_err();
    assert_eq!((e.level.as_deref(), e.field), (Some("m-2"), Some("stars")));
    assert_eq!(e.problem, ChessLessonProblem::BadSquare("z9".into()));
}

#[test]
fn an_out_of_check_level_without_check_is_refused() {
    let e = read_course("mine.json", &course(r#"{"id": "m-3", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "goal": {"type": "out-of-check", "way": "flee"}, "par": 1}"#)).unwrap_err();
    assert_eq!(e.problem, ChessLessonProblem::NotInCheck);
}

#[test]
fn a_move_to_write_that_is_not_legal_names_the_move_field() {
    let e = read_course("mine.json", &course(r#"{"id": "m-4", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "goal": {"type": "write-move", "move": "Nf3", "answer": "Nf3"}, "par": 1}"#)).unwrap_err();
    assert_eq!(
        (e.field, e.problem),
        (Some("move"), ChessLessonProblem::IllegalMove("Nf3".into()))
    );
}

#[test]
fn unknown_fields_and_broken_json_name_the_line() {
    let e = read_course(
        "mine.json",
        "{\"id\": \"x\",\n \"levels\": [], \"colour\": 1}",
    )
    .unwrap_err();
    match e.problem {
        ChessLessonProblem::Json { line, .. } => assert_eq!(line, 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_mate_in_three_is_longer_than_the_proof_searches() {
    let e = read_course("mine.json", &course(r#"{"id": "m-5", "fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "goal": {"type": "mate", "moves": 3}, "par": 3}"#)).unwrap_err();
    assert_eq!(
        (e.field, e.problem),
        (Some("moves"), ChessLessonProblem::MateLength(3))
    );
}
