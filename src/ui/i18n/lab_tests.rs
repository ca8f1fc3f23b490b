//! The rule lab's words: every reason a rule set is refused for and every rule file
//! error, said in every language without an error.

use super::fluent::{try_format, FILES};
use super::{keys, say_rule_file_error, say_rule_set_problem, Lang};
use crate::rule_sets::{RuleFileError, RuleFileErrorKind};
use track::dice::Face;
use track::pieces::Role;
use track::rule_set::{Die, RuleField};
use track::variant::HouseRule;
use track::RuleSetProblem;

/// One sample of every kind of problem (the match below fails to compile when a kind
/// is added without a sample).
pub(super) fn problems() -> Vec<RuleSetProblem> {
    use RuleSetProblem::*;
    let all = vec![
        EmptyName,
        NameTooLong {
            length: 41,
            max: 40,
        },
        NoPiece,
        PieceTwice(Role::Queen),
        PieceTwice(Role::Knight),
        PieceTwice(Role::Bishop),
        NoFaces(Die::White),
        NoFaces(Die::Orange),
        TooManyFaces {
            die: Die::White,
            faces: 13,
            max: 12,
        },
        NumberTooHigh {
            die: Die::Orange,
            number: 13,
            max: 12,
        },
        OrangeSymbol(Face::Plus),
        NoNumberFace,
        NoBringIn,
        OrangeNeverUsed,
        CardsNeverMove(Role::Knight),
        CardsNeverMove(Role::Queen),
        TriesOutOfRange {
            tries: 0,
            min: 1,
            max: 6,
        },
        UnknownCard("free-ice-cream".into()),
        CountTooHigh {
            card: "swap".into(),
            count: 10,
            max: 9,
        },
        NoCards,
        NeedsCards(HouseRule::HashDrawsCard),
    ];
    for p in &all {
        match p {
            EmptyName
            | NameTooLong { .. }
            | NoPiece
            | PieceTwice(_)
            | NoFaces(_)
            | TooManyFaces { .. }
            | NumberTooHigh { .. }
            | OrangeSymbol(_)
            | NoNumberFace
            | NoBringIn
            | OrangeNeverUsed
            | CardsNeverMove(_)
            | TriesOutOfRange { .. }
            | UnknownCard(_)
            | CountTooHigh { .. }
            | NoCards
            | NeedsCards(_) => {}
        }
    }
    all
}

/// One sample of every kind of rule file error, and every field's needs.
fn file_errors() -> Vec<RuleFileError> {
    use RuleFileErrorKind::*;
    let mut kinds = vec![
        Missing,
        Unreadable("permission denied".into()),
        Unwritable("disk full".into()),
        NotJson { line: 3, column: 7 },
        NotARuleSet,
        UnknownField {
            field: "dice".into(),
            line: 2,
            column: 9,
        },
        Problem(RuleSetProblem::NoBringIn),
        NameTaken("My rules".into()),
    ];
    for field in RuleField::ALL {
        kinds.push(MissingField(field));
        kinds.push(FieldTwice {
            field,
            line: 5,
            column: 3,
        });
        kinds.push(BadValue {
            field,
            line: 4,
            column: 12,
            detail: "serde's words".into(),
        });
    }
    kinds
        .into_iter()
        .map(|kind| RuleFileError {
            file: "rules.json".into(),
            kind,
        })
        .collect()
}

#[test]
fn every_rule_set_problem_is_said_without_an_error_in_every_language() {
    for (code, _) in FILES {
        for p in problems() {
            let (id, args) = keys::lab::rule_set_problem(&p);
            let said = try_format(code, id, &args);
            assert!(
                said.as_ref().is_ok_and(|s| !s.is_empty()),
                "{p:?}: {said:?}"
            );
        }
    }
}

#[test]
fn every_rule_file_error_is_said_without_an_error_in_every_language() {
    for (code, _) in FILES {
        for e in file_errors() {
            let (id, args) = keys::lab::rule_file_error(&e);
            let said = try_format(code, id, &args);
            assert!(
                said.as_ref().is_ok_and(|s| s.contains("rules.json")),
                "{e:?}: {said:?}"
            );
        }
    }
}

#[test]
fn the_rule_set_problems_speak_the_glossarys_words() {
    assert_eq!(
        say_rule_set_problem(Lang::En, &RuleSetProblem::NoBringIn),
        "No face brings a piece in: nobody could ever leave the start box."
    );
    assert_eq!(
        say_rule_set_problem(Lang::De, &RuleSetProblem::PieceTwice(Role::Queen)),
        "Die Dame steht zweimal in der Liste. Jede Figur spielt nur einmal mit."
    );
    let needs = say_rule_set_problem(
        Lang::De,
        &RuleSetProblem::NeedsCards(HouseRule::HashDrawsCard),
    );
    assert!(
        needs.contains("# zieht eine Karte") && needs.contains("Aktionskarten"),
        "{needs}"
    );
}

#[test]
fn a_bad_field_is_named_with_what_it_needs() {
    let e = RuleFileError {
        file: "nur-springer.json".into(),
        kind: RuleFileErrorKind::BadValue {
            field: RuleField::Tries,
            line: 5,
            column: 14,
            detail: String::new(),
        },
    };
    assert_eq!(
        say_rule_file_error(Lang::En, &e),
        "Rule file nur-springer.json, line 5, column 14: the field “tries” does not fit. It needs a number from 1 to 6."
    );
}
