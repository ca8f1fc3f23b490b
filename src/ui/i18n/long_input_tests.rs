//! Every message that quotes input quotes a short excerpt of it (issue 50): a
//! 10,000-character field, card, move, tag, name or parser's message in a rule set, a
//! deck, a lesson, a save, a board, a PGN, a YFEN or on the command line gives one short
//! message in every language, in the window as on the command line.

use crate::cli_error::CliError;
use crate::platform::NoDisplay;
use crate::quoting::MAX_QUOTED;
use crate::rule_sets::{RuleFileError, RuleFileErrorKind};
use crate::save::{SaveError, SaveErrorKind, SaveProblem};
use crate::ui::i18n::*;
use ::chess::pgn::{PgnError, PgnErrorKind};
use ::yalta::yfen::{YfenError, YfenField, YfenProblem};
use school::{LessonError, LessonProblem};
use track::board::{BoardError, BoardErrorKind};
use track::cards::{DeckError, DeckErrorKind};
use track::strict::StrayField;
use track::RuleSetProblem;

/// The input every message below is given: 10,000 characters without a space.
fn long() -> String {
    "ab".repeat(5_000)
}

/// Every message that quotes a piece of input, given [`long`] as that piece.
fn said_with_long_input(lang: Lang) -> Vec<(&'static str, String)> {
    let v = long();
    let stray = StrayField {
        field: v.clone(),
        tag: v.clone(),
    };
    let serde_like = format!("invalid type: string \"{v}\", expected a seat");
    let rule_file = |kind| RuleFileError {
        file: "rules.json".into(),
        kind,
    };
    let deck = |kind| DeckError {
        file: "deck.json".into(),
        card: Some(v.clone()),
        kind,
    };
    let lesson = |problem| LessonError {
        file: "lesson.json".into(),
        level: Some(v.clone()),
        line: 3,
        problem,
    };
    let save = |kind| SaveError {
        path: "autosave.json".into(),
        kind,
    };
    let pgn = |kind| PgnError {
        file: "game.pgn".into(),
        line: 3,
        kind,
    };
    vec![
        (
            "rule file: unknown field",
            words::say(
                lang,
                &rule_file(RuleFileErrorKind::UnknownField {
                    field: v.clone(),
                    line: 1,
                    column: 10_033,
                }),
            ),
        ),
        (
            "rule file: unknown card",
            words::say(
                lang,
                &rule_file(RuleFileErrorKind::Problem(RuleSetProblem::UnknownCard(
                    v.clone(),
                ))),
            ),
        ),
        (
            "rule file: name taken",
            words::say(lang, &rule_file(RuleFileErrorKind::NameTaken(v.clone()))),
        ),
        (
            "rule set gone",
            words::say(lang, &crate::said::lab_play::LabPlayMsg::Gone(v.clone())),
        ),
        (
            "deck: unknown field",
            words::say(
                lang,
                &crate::said::deck(&deck(DeckErrorKind::UnknownField(stray.clone()))),
            ),
        ),
        (
            "deck: not JSON",
            words::say(
                lang,
                &crate::said::deck(&deck(DeckErrorKind::Json {
                    line: 1,
                    column: 2,
                    message: serde_like.clone(),
                })),
            ),
        ),
        (
            "lesson: a field's value",
            words::say(
                lang,
                &crate::said::lesson(&lesson(LessonProblem::Json {
                    field: Some(v.clone()),
                    detail: serde_like.clone(),
                })),
            ),
        ),
        (
            "lesson: unknown game",
            words::say(
                lang,
                &crate::said::lesson(&lesson(LessonProblem::UnknownVariant(v.clone()))),
            ),
        ),
        (
            "save: garbled",
            words::say(
                lang,
                &save(SaveErrorKind::Garbled {
                    line: 1,
                    column: 2,
                    message: serde_like.clone(),
                }),
            ),
        ),
        (
            "save: schema",
            words::say(
                lang,
                &save(SaveErrorKind::Schema {
                    line: 1,
                    column: 2,
                    message: serde_like.clone(),
                }),
            ),
        ),
        (
            "save: stray field",
            words::say(
                lang,
                &save(SaveErrorKind::Invalid(SaveProblem::StrayField {
                    command: 3,
                    field: stray.clone(),
                })),
            ),
        ),
        (
            "save: game without pieces",
            words::say(
                lang,
                &save(SaveErrorKind::Invalid(SaveProblem::VariantRoles(v.clone()))),
            ),
        ),
        (
            "board: blocking line",
            words::say(
                lang,
                &crate::said::board(&BoardError {
                    path: "board.txt".into(),
                    line: 1,
                    column: 1,
                    kind: BoardErrorKind::BadLine(v.clone()),
                }),
            ),
        ),
        (
            "PGN: tag",
            words::say(
                lang,
                &crate::said::pgn(&pgn(PgnErrorKind::BadTag(v.clone()))),
            ),
        ),
        (
            "PGN: move",
            words::say(
                lang,
                &crate::said::pgn(&pgn(PgnErrorKind::IllegalMove {
                    number: 1,
                    white: true,
                    san: v.clone(),
                })),
            ),
        ),
        (
            "YFEN: player",
            words::say(
                lang,
                &crate::said::yfen(&YfenError {
                    field: YfenField::Cells,
                    problem: YfenProblem::NotAPlayer(v.clone()),
                }),
            ),
        ),
        (
            "command line: a number",
            words::say(lang, &CliError::NotANumber(v.clone()).headed()),
        ),
        (
            "command line: a computer player",
            words::say(lang, &CliError::UnknownBot(v.clone()).headed()),
        ),
        (
            "command line: a display",
            words::say(
                lang,
                &&CliError::NoDisplay(NoDisplay::Unreachable(v.clone())).headed(),
            ),
        ),
    ]
}

#[test]
fn every_message_quotes_a_long_input_as_a_short_excerpt_in_every_language() {
    let v = long();
    // More of the input than an excerpt holds.
    let too_much = &v[..MAX_QUOTED + 2];
    for lang in Lang::ALL {
        for (what, said) in said_with_long_input(lang) {
            assert!(!said.contains(too_much), "{lang:?} {what}: {said}");
            assert!(said.contains("abab"), "{lang:?} {what}: {said}");
            assert!(said.contains('…'), "{lang:?} {what}: {said}");
            // The message around the excerpt, whole: at most a few short lines.
            assert!(said.chars().count() < 600, "{lang:?} {what}: {said}");
        }
    }
}
