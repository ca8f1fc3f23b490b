//! The names of the rule lab's messages: why a rule set makes no game
//! ([`RuleSetProblem`]), and what is wrong with a rule file ([`RuleFileError`]).

use super::{pages, plain, Key};
use crate::rule_sets::{RuleFileError, RuleFileErrorKind};
use crate::ui::i18n::fluent::{Args, Join};
use track::dice::Face;
use track::rule_set::{Die, RuleField};
use track::RuleSetProblem;

/// The key of a die (`$die` selects on it).
fn die(d: Die) -> &'static str {
    match d {
        Die::White => "white",
        Die::Orange => "orange",
    }
}

/// The key of a rule file's field (`$kind` selects on it; `$field` is its JSON name).
fn field(f: RuleField) -> &'static str {
    match f {
        RuleField::Name => "name",
        RuleField::Base => "base",
        RuleField::Roles => "roles",
        RuleField::White => "white",
        RuleField::Orange => "orange",
        RuleField::Tries => "tries",
        RuleField::HouseRules => "house-rules",
        RuleField::Action => "action",
        RuleField::Protection => "protection",
        RuleField::Deck => "deck",
        RuleField::FastStart => "fast-start",
        RuleField::BringInOnAnyRoll => "bring-in-on-any-roll",
        RuleField::ExactHome => "exact-home",
        RuleField::BringInEndsTurn => "bring-in-ends-turn",
        RuleField::StartFieldsMayFill => "start-fields-may-fill",
        RuleField::CaptureAny => "capture-any",
        RuleField::OrangeMoves => "orange-moves",
    }
}

/// Why a rule set makes no game: its id and values.
pub(crate) fn rule_set_problem(p: &RuleSetProblem) -> Key {
    use RuleSetProblem::*;
    match p {
        EmptyName => plain("lab-problem-empty-name"),
        NameTooLong { length, max } => (
            "lab-problem-name-too-long",
            Args::new().number("length", *length).number("max", *max),
        ),
        NoPiece => plain("lab-problem-no-piece"),
        PieceTwice(role) => (
            "lab-problem-piece-twice",
            Args::new().text("piece", super::track::role(*role)),
        ),
        NoFaces(d) => ("lab-problem-no-faces", Args::new().text("die", die(*d))),
        TooManyFaces { die: d, faces, max } => (
            "lab-problem-too-many-faces",
            Args::new()
                .text("die", die(*d))
                .number("faces", *faces)
                .number("max", *max),
        ),
        NumberTooHigh {
            die: d,
            number,
            max,
        } => (
            "lab-problem-number-too-high",
            Args::new()
                .text("die", die(*d))
                .number("number", *number)
                .number("max", *max),
        ),
        OrangeSymbol(face) => (
            "lab-problem-orange-symbol",
            Args::new().text("face", face_text(*face)),
        ),
        NoNumberFace => plain("lab-problem-no-number"),
        NoBringIn => plain("lab-problem-no-bring-in"),
        OrangeNeverUsed => plain("lab-problem-orange-never-used"),
        CardsNeverMove(role) => (
            "lab-problem-cards-never-move",
            Args::new().text("piece", super::track::role(*role)),
        ),
        TriesOutOfRange { tries, min, max } => (
            "lab-problem-tries",
            Args::new()
                .number("tries", *tries)
                .number("min", *min)
                .number("max", *max),
        ),
        UnknownCard(card) => ("lab-problem-unknown-card", Args::new().quoted("card", card)),
        CountTooHigh { card, count, max } => (
            "lab-problem-count-too-high",
            Args::new()
                .quoted("card", card)
                .number("count", *count)
                .number("max", *max),
        ),
        NoCards => plain("lab-problem-no-cards"),
        NeedsCards(rule) => (
            "lab-problem-needs-cards",
            Args::new().list(
                "rule",
                Join::Comma,
                vec![(pages::house_rule(*rule), Args::new())],
            ),
        ),
    }
}

/// A face as the dice show it (`+`, `#`, a number).
fn face_text(face: Face) -> String {
    face.to_string()
}

/// What is wrong with a rule file: its id and values.
pub(crate) fn rule_file_error(e: &RuleFileError) -> Key {
    use RuleFileErrorKind::*;
    let file = Args::new().text("file", e.file.as_str());
    let at = |line: &usize, column: &usize| {
        Args::new()
            .text("file", e.file.as_str())
            .number("line", *line)
            .number("column", *column)
    };
    match &e.kind {
        Missing => ("lab-file-missing", file),
        Unreadable(error) => ("lab-file-unreadable", file.text("error", error.as_str())),
        Unwritable(error) => ("lab-file-unwritable", file.text("error", error.as_str())),
        NotJson { line, column } => ("lab-file-not-json", at(line, column)),
        NotARuleSet => ("lab-file-not-rules", file),
        UnknownField {
            field: name,
            line,
            column,
        } => (
            "lab-file-unknown-field",
            at(line, column).quoted("field", name),
        ),
        MissingField(f) => (
            "lab-file-missing-field",
            file.text("field", f.name()).text("kind", field(*f)),
        ),
        FieldTwice {
            field: f,
            line,
            column,
        } => (
            "lab-file-field-twice",
            at(line, column).text("field", f.name()),
        ),
        BadValue {
            field: f,
            line,
            column,
            ..
        } => (
            "lab-file-bad-value",
            at(line, column)
                .text("field", f.name())
                .text("kind", field(*f)),
        ),
        NameTaken(name) => ("lab-file-name-taken", file.quoted("name", name)),
        Problem(p) => (
            "lab-file-problem",
            file.list("problem", Join::Comma, vec![rule_set_problem(p)]),
        ),
    }
}
