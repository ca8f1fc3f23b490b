//! Every error of a chess or Yalta file, said in every language: a sample of each
//! variant (an exhaustive `match` beside each list, so that a new variant does not
//! compile until it has a sample), with the values it must show.

use super::fluent::try_format;
use super::keys::{self, Key};
use super::Lang;
use crate::save::chess::ChessSaveError;
use ::chess::pgn::{NullMoveAt, PgnError, PgnErrorKind};
use ::chess::{Color, FenError, FenField, FenProblem, Square};
use ::yalta::cell::{Cell, Player};
use ::yalta::record::RecordError;
use ::yalta::why_not::Refusal;
use ::yalta::yfen::{YfenError, YfenField, YfenProblem};

/// A cell by its name.
fn c(name: &str) -> Cell {
    Cell::parse(name).expect("a cell")
}

/// Every FEN problem, with a value it must show ("" for none).
fn fen_problems() -> Vec<(FenProblem, &'static str)> {
    use FenProblem::*;
    let all = vec![
        (FieldCount(3), "3"),
        (RankCount(7), "7"),
        (RankLength(6), "6"),
        (DigitRun(5), "5"),
        (UnknownPiece('X'), "X"),
        (KingCount(Color::Black, 2), "2"),
        (KingsAdjacent, ""),
        (PawnOnEdgeRank(Square::A1), "a1"),
        (WaitingSideInCheck, ""),
        (TooManyCheckers(3), "3"),
        (SideToMove, ""),
        (CastlingLetters, ""),
        (CastlingWithoutPieces('q'), "q"),
        (EnPassantSquare, ""),
        (EnPassantWithoutPawn(Square::E6), "e6"),
        (NotANumber, ""),
        (Rejected, ""),
    ];
    for (p, _) in &all {
        match p {
            FieldCount(_)
            | RankCount(_)
            | RankLength(_)
            | DigitRun(_)
            | UnknownPiece(_)
            | KingCount(..)
            | KingsAdjacent
            | PawnOnEdgeRank(_)
            | WaitingSideInCheck
            | TooManyCheckers(_)
            | SideToMove
            | CastlingLetters
            | CastlingWithoutPieces(_)
            | EnPassantSquare
            | EnPassantWithoutPawn(_)
            | NotANumber
            | Rejected => {}
        }
    }
    all
}

/// Every FEN field.
fn fen_fields() -> Vec<FenField> {
    use FenField::*;
    let all = vec![
        Whole,
        Placement,
        SideToMove,
        Castling,
        EnPassant,
        HalfmoveClock,
        FullmoveNumber,
    ];
    for f in &all {
        match f {
            Whole | Placement | SideToMove | Castling | EnPassant | HalfmoveClock
            | FullmoveNumber => {}
        }
    }
    all
}

/// A refused FEN of every field and every problem (the FEN quoted).
fn fen_errors() -> Vec<(FenError, Vec<String>)> {
    let fen = "8/8/8 w - - 0 1".to_string();
    let mut all = vec![];
    for field in fen_fields() {
        for (problem, value) in fen_problems() {
            let e = FenError {
                fen: fen.clone(),
                field,
                problem,
            };
            let mut values = vec![fen.clone()];
            values.extend((!value.is_empty()).then(|| value.to_string()));
            all.push((e, values));
        }
    }
    all
}

/// Every kind of bad PGN, with the values it must show.
fn pgn_kinds() -> Vec<(PgnErrorKind, Vec<String>)> {
    use PgnErrorKind::*;
    let fen = FenError {
        fen: "not a fen".into(),
        field: FenField::Whole,
        problem: FenProblem::FieldCount(3),
    };
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let all = vec![
        (BadTag("[Event x]".into()), v(&["[Event x]"])),
        (BadFen(fen), v(&["not a fen", "3"])),
        (Unterminated('{'), v(&["{"])),
        (
            IllegalMove {
                number: 4,
                white: true,
                san: "Qxf8#".into(),
            },
            v(&["4", "Qxf8#"]),
        ),
        (
            IllegalMove {
                number: 12,
                white: false,
                san: "Nc6".into(),
            },
            v(&["12", "Nc6"]),
        ),
        (MoveAfterEnd("e5".into()), v(&["e5"])),
        (
            Ambiguous {
                number: 3,
                san: "Nd2".into(),
            },
            v(&["3", "Nd2"]),
        ),
        (Empty, vec![]),
    ];
    for (k, _) in &all {
        match k {
            BadTag(_)
            | BadFen(_)
            | Unterminated(_)
            | IllegalMove { .. }
            | MoveAfterEnd(_)
            | Ambiguous { .. }
            | Empty => {}
        }
    }
    all
}

/// Every YFEN field.
fn yfen_fields() -> Vec<YfenField> {
    use YfenField::*;
    let all = vec![Cells, ToMove, Castling, EnPassant, HalfmoveClock, Round];
    for f in &all {
        match f {
            Cells | ToMove | Castling | EnPassant | HalfmoveClock | Round => {}
        }
    }
    all
}

/// Every YFEN problem, with the values it must show.
fn yfen_problems() -> Vec<(YfenProblem, Vec<String>)> {
    use YfenProblem::*;
    let (w, b, r) = (Player::White, Player::Black, Player::Red);
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let all = vec![
        (FieldCount(5), v(&["5"])),
        (AreaCount(2), v(&["2"])),
        (AreaRankCount(b, 3), v(&["3"])),
        (BadEmptyRun(r, 4, '9'), v(&["4", "9"])),
        (BadPiece(w, 2), v(&["2"])),
        (RankLength(r, 4, 9), v(&["4", "9"])),
        (NotAPlayer("x".into()), v(&["x"])),
        (BadCastlingPart("w:aa".into()), v(&["w:aa"])),
        (NotACell("xx9".into()), v(&["xx9"])),
        (TwoEnPassantCells(b), vec![]),
        (NotANumber("-1".into()), v(&["-1"])),
        (NotARound("0".into()), v(&["0"])),
        (NoKing(r), vec![]),
        (SeveralKings(b), vec![]),
        (PawnOnBackRow(c("ba1")), v(&["ba1"])),
        (RookNotOnCorner(w, 'h'), v(&["wh1"])),
        (KingNotOnStartRow(r), v(&["rd1", "re1"])),
        (NoDoubleSteppedPawn(c("we3")), v(&["we3"])),
        (KingsSideBySide(w, b), vec![]),
        (LastMoverInCheck(r), vec![]),
    ];
    for (p, _) in &all {
        match p {
            FieldCount(_)
            | AreaCount(_)
            | AreaRankCount(..)
            | BadEmptyRun(..)
            | BadPiece(..)
            | RankLength(..)
            | NotAPlayer(_)
            | BadCastlingPart(_)
            | NotACell(_)
            | TwoEnPassantCells(_)
            | NotANumber(_)
            | NotARound(_)
            | NoKing(_)
            | SeveralKings(_)
            | PawnOnBackRow(_)
            | RookNotOnCorner(..)
            | KingNotOnStartRow(_)
            | NoDoubleSteppedPawn(_)
            | KingsSideBySide(..)
            | LastMoverInCheck(_) => {}
        }
    }
    all
}

/// A refused YFEN of every field and every problem.
fn yfen_errors() -> Vec<(YfenError, Vec<String>)> {
    let mut all = vec![];
    for field in yfen_fields() {
        for (problem, values) in yfen_problems() {
            all.push((YfenError { field, problem }, values));
        }
    }
    all
}

/// Every kind of Yalta record error, with the values it must show.
fn record_errors() -> Vec<(RecordError, Vec<String>)> {
    let start = YfenError {
        field: YfenField::Cells,
        problem: YfenProblem::PawnOnBackRow(c("ba1")),
    };
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let refused = Refusal::WayBlocked(c("wd3"));
    let all = vec![
        (RecordError::Version(7), v(&["7"])),
        (RecordError::Start(start), v(&["ba1"])),
        (
            RecordError::BadMoveName(5, "we2we4".into()),
            v(&["5", "we2we4"]),
        ),
        (
            RecordError::Refused(9, "wd1-wd5".into(), refused),
            v(&["9", "wd1-wd5", "wd3"]),
        ),
    ];
    for (e, _) in &all {
        match e {
            RecordError::Version(_)
            | RecordError::Start(_)
            | RecordError::BadMoveName(..)
            | RecordError::Refused(..) => {}
        }
    }
    all
}

/// Every kind of chess save error, with the values it must show.
fn chess_save_errors() -> Vec<(ChessSaveError, Vec<String>)> {
    let json = serde_json::from_str::<u32>("\n\n  x").expect_err("not JSON");
    let person = crate::save::chess::ChessSeat::Person;
    let save = crate::save::chess::ChessSave::new(&chess::ChessGame::new(), person, person, 1);
    let text = save.to_json().replacen(
        r#""type": "person""#,
        r#""type": "person", "cheat": true"#,
        1,
    );
    let Err(ChessSaveError::Json(_, cheat)) = crate::save::chess::ChessSave::from_json(&text, "e")
    else {
        panic!("a person who cheats is no chess save's player")
    };
    let io = std::io::Error::other("gone");
    let pgn = PgnError {
        file: "save.json (pgn)".into(),
        line: 3,
        kind: PgnErrorKind::Empty,
    };
    let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let all = vec![
        (
            ChessSaveError::Io("a.json".into(), io),
            v(&["a.json", "gone"]),
        ),
        (
            ChessSaveError::Json("b.json".into(), json),
            v(&["b.json:3:3"]),
        ),
        (
            ChessSaveError::Json("e.json".into(), cheat),
            v(&["e.json:6:", "`cheat`"]),
        ),
        (
            ChessSaveError::Version("c.json".into(), "other".into(), 9),
            v(&["c.json", "other", "9"]),
        ),
        (ChessSaveError::Pgn(pgn), v(&["save.json (pgn)", "3"])),
        (
            ChessSaveError::Write("d.json".into(), crate::platform::WriteError::Full),
            v(&["d.json"]),
        ),
    ];
    for (e, _) in &all {
        match e {
            ChessSaveError::Io(..)
            | ChessSaveError::Write(..)
            | ChessSaveError::Json(..)
            | ChessSaveError::Version(..)
            | ChessSaveError::Pgn(_) => {}
        }
    }
    all
}

#[test]
fn every_chess_and_yalta_file_error_is_said_in_every_language() {
    let names = ["Weiß".to_string(), "Schwarz".into(), "Rot".into()];
    let mut said: Vec<(Key, Vec<String>)> = vec![];
    for (e, values) in fen_errors() {
        said.push((keys::chess_errors::fen_error(&e), values));
    }
    for (kind, values) in pgn_kinds() {
        let e = PgnError {
            file: "games/bad.pgn".into(),
            line: 14,
            kind,
        };
        let mut values = values;
        values.extend(["games/bad.pgn:14".to_string()]);
        said.push((keys::chess_errors::pgn_error(&e), values));
    }
    let at = NullMoveAt {
        line: 23,
        number: 17,
    };
    said.push((
        keys::chess_errors::null_move(&at),
        vec!["23".into(), "17".into()],
    ));
    for (e, mut values) in yfen_errors() {
        values.push(e.field.number().to_string());
        said.push((keys::chess_errors::yfen_error(&e), values));
    }
    for (e, values) in record_errors() {
        said.push((keys::chess_errors::record_error(&e, &names), values));
    }
    for (e, values) in chess_save_errors() {
        said.push((keys::chess_errors::chess_save_error(&e), values));
    }
    let mut wrong = vec![];
    for lang in Lang::ALL {
        for ((id, args), values) in &said {
            match try_format(lang.code(), id, args) {
                Ok(text) if text.trim().is_empty() => {
                    wrong.push(format!("{}: {id} says nothing", lang.code()))
                }
                Ok(text) => {
                    for v in values.iter().filter(|v| !text.contains(v.as_str())) {
                        wrong.push(format!("{}: {id} lacks {v:?}: {text}", lang.code()));
                    }
                }
                Err(e) => wrong.push(e),
            }
        }
    }
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(said.len() > 250, "only {} samples", said.len());
}

#[test]
fn a_yalta_record_names_the_players_by_their_colours_in_the_language() {
    let e = RecordError::Refused(
        2,
        "we2-we4".into(),
        Refusal::NotYourPiece(c("be2"), Player::Black),
    );
    assert!(super::say_record_error(Lang::De, &e).contains("Schwarz"));
    assert!(super::say_record_error(Lang::En, &e).contains("Black"));
}
