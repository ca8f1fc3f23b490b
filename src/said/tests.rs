//! Every rules crate's error the app says, in every language, with the values it must
//! show (the file, the line, the move); a seat by its colour, players by their colours.

use super::samples::*;
use super::*;
use chess::pgn::{NullMoveAt, PgnError};
use track::board::BoardErrorKind;
use track::cards::DeckErrorKind;
use track::pieces::Seat;
use words::{try_format, Lang};
use yalta::cell::Player;
use yalta::record::RecordError;
use yalta::why_not::Refusal;

/// Every sample said in every language: what is wrong, each as a line (a text not
/// found, a value missing, or one of `values` the text does not show).
fn unsaid(said: &[(Key, Vec<String>)]) -> Vec<String> {
    let mut wrong = vec![];
    for lang in Lang::ALL {
        for ((id, args), values) in said {
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
    wrong
}

#[test]
fn every_track_data_file_error_names_its_file_and_line_in_every_language() {
    let (file, line) = (FILE.to_string(), LINE.to_string());
    let mut said: Vec<(Key, Vec<String>)> = vec![];
    for e in board_errors() {
        let at = if e.line > 0 {
            vec![line.clone()]
        } else {
            vec![]
        };
        said.push((board(&e), [vec![file.clone()], at].concat()));
    }
    for e in deck_errors() {
        let at = matches!(e.kind, DeckErrorKind::Json { .. });
        let at = if at { vec![line.clone()] } else { vec![] };
        said.push((deck(&e), [vec![file.clone()], at].concat()));
    }
    for e in setup_errors() {
        said.push((setup(&e), vec![]));
    }
    for e in lesson_errors() {
        let at = if e.line > 0 {
            vec![line.clone()]
        } else {
            vec![]
        };
        said.push((lesson(&e), [vec![file.clone()], at].concat()));
    }
    assert_eq!(unsaid(&said), [] as [String; 0]);
    assert!(said.len() > 200, "only {} samples", said.len());
}

#[test]
fn a_seat_in_an_error_is_said_by_its_colour() {
    let e = track::board::BoardError {
        path: FILE.into(),
        line: LINE,
        column: COLUMN,
        kind: BoardErrorKind::NoHouse(Seat(3)),
    };
    assert!(words::say(Lang::En, &board(&e)).contains("Red"));
    assert!(words::say(Lang::De, &board(&e)).contains("Rot"));
}

#[test]
fn every_chess_and_yalta_file_error_is_said_in_every_language() {
    let mut said: Vec<(Key, Vec<String>)> = vec![];
    for (e, values) in fen_errors() {
        said.push((fen(&e), values));
    }
    for (kind, values) in pgn_kinds() {
        let e = PgnError {
            file: "games/bad.pgn".into(),
            line: 14,
            kind,
        };
        let values = [values, vec!["games/bad.pgn:14".to_string()]].concat();
        said.push((pgn(&e), values));
    }
    let at = NullMoveAt {
        line: 23,
        number: 17,
    };
    said.push((null_move(&at), vec!["23".into(), "17".into()]));
    for (e, mut values) in yfen_errors() {
        values.push(e.field.number().to_string());
        said.push((yfen(&e), values));
    }
    for (e, values) in record_errors() {
        said.push((record(Lang::De, &e), values));
    }
    assert_eq!(unsaid(&said), [] as [String; 0]);
    assert!(said.len() > 250, "only {} samples", said.len());
}

#[test]
fn a_yalta_record_names_the_players_by_their_colours_in_the_language() {
    let e = RecordError::Refused(
        2,
        "we2-we4".into(),
        Refusal::NotYourPiece(c("be2"), Player::Black),
    );
    assert!(words::say(Lang::De, &record(Lang::De, &e)).contains("Schwarz"));
    assert!(words::say(Lang::En, &record(Lang::En, &e)).contains("Black"));
}
