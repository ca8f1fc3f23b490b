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

#[test]
fn every_rule_set_problem_is_said_in_every_language() {
    let said: Vec<(Key, Vec<String>)> = rule_set_problems()
        .iter()
        .map(|p| (rule_set_problem(p), vec![]))
        .collect();
    assert_eq!(unsaid(&said), [] as [String; 0]);
}

#[test]
fn the_rule_set_problems_speak_the_glossarys_words() {
    use track::RuleSetProblem as P;
    let say = |lang, p: &P| words::say(lang, &rule_set_problem(p));
    assert_eq!(
        say(Lang::En, &P::NoBringIn),
        "No face brings a piece in: nobody could ever leave the start box."
    );
    assert_eq!(
        say(Lang::De, &P::PieceTwice(track::pieces::Role::Queen)),
        "Die Dame steht zweimal in der Liste. Jede Figur spielt nur einmal mit."
    );
    let rule = track::variant::HouseRule::HashDrawsCard;
    let needs = say(Lang::De, &P::NeedsCards(rule));
    assert!(
        needs.contains("# zieht eine Karte") && needs.contains("Aktionskarten"),
        "{needs}"
    );
}

#[test]
fn every_reason_is_said_without_an_error_in_at_most_90_characters_in_every_language() {
    use super::reason_samples::*;
    use chess::WhyNot as W;
    let names = ["Ada".to_string(), "Klaus".into(), "Cleo".into()];
    // Two names end in a sibilant (English's possessive: "Klaus'").
    let seat_name = |s: Seat| ["Anna", "Klaus", "Max", "Red"][s.index() % 4].to_string();
    let mut chess_reasons = chess_why_nots();
    let e4: chess::Square = "e4".parse().expect("a square");
    for piece in [chess::Piece::King, chess::Piece::Queen, chess::Piece::Pawn] {
        chess_reasons.extend([
            W::NotHowItMoves { piece },
            W::WayBlocked { at: e4, piece },
            W::KingWouldBeInCheck { by: e4, piece },
            W::Pinned { by: e4, piece },
            W::MustAnswerCheck { by: e4, piece },
            W::PawnCapturesOnlyDiagonally { blocker: e4, piece },
        ]);
    }
    let (mut checked, mut wrong) = (0, vec![]);
    for lang in Lang::ALL {
        let mut said: Vec<Key> = vec![];
        for why in track_why_nots() {
            for role in track::pieces::Role::ALL {
                said.push(why_not(lang, role, &why, &seat_name));
            }
        }
        said.extend(track_refusals().iter().map(refusal));
        said.extend(chess_reasons.iter().map(chess_why_not));
        said.extend(chess_refusals().iter().map(chess_refusal));
        said.extend(yalta_refusals().iter().map(|r| yalta_refusal(&names, r)));
        for key in &said {
            wrong.extend(reason_problem(lang, key));
            checked += 1;
        }
    }
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 8 * 300, "only {checked} reasons");
}
