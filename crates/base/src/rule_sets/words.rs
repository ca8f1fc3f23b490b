//! A rule file's errors in words where the derive on [`RuleFileErrorKind`] cannot name
//! them: every message names the file; a field is named as the file writes it (`$field`)
//! and chosen on (`$kind`: what it needs); the rules' problem is said first (`lab.ftl`).

use super::{RuleFileError, RuleFileErrorKind};
use track::rule_set::RuleField;
use words::{Args, Key, Sample, Say};

impl Say for RuleFileError {
    fn key(&self) -> Key {
        let (id, args) = self.kind.key();
        (id, args.text("file", self.file.as_str()))
    }
}

impl Sample for RuleFileError {
    fn sample() -> Self {
        Self::samples().remove(0)
    }

    fn samples() -> Vec<Self> {
        let file = "rules.json".to_string();
        let kinds = RuleFileErrorKind::samples().into_iter();
        kinds
            .map(|kind| RuleFileError {
                file: file.clone(),
                kind,
            })
            .collect()
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

/// The kinds that name a field, or say the rules' problem first.
pub(super) fn kind(k: &RuleFileErrorKind) -> Key {
    use RuleFileErrorKind::*;
    let at = |line: &usize, column: &usize, f: &RuleField| {
        let args = Args::new().number("line", *line).number("column", *column);
        args.text("field", f.name())
    };
    match k {
        MissingField(f) => (
            "lab-file-missing-field",
            Args::new().text("field", f.name()).text("kind", field(*f)),
        ),
        FieldTwice {
            field: f,
            line,
            column,
        } => ("lab-file-field-twice", at(line, column, f)),
        BadValue {
            field: f,
            line,
            column,
            ..
        } => (
            "lab-file-bad-value",
            at(line, column, f).text("kind", field(*f)),
        ),
        Problem(p) => (
            "lab-file-problem",
            Args::new().said("problem", &crate::said::rule_set_problem(p)),
        ),
        other => unreachable!("{other:?} is said by its derive"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use words::Lang;

    #[test]
    fn every_rule_file_error_is_said_in_every_language_with_every_fields_needs() {
        assert_eq!(words::unsaid::<RuleFileError>(), [] as [String; 0]);
        for f in RuleField::ALL {
            let kinds = [
                RuleFileErrorKind::MissingField(f),
                RuleFileErrorKind::BadValue {
                    field: f,
                    line: 4,
                    column: 12,
                    detail: String::new(),
                },
            ];
            for kind in kinds {
                let e = RuleFileError {
                    file: "rules.json".into(),
                    kind,
                };
                for lang in Lang::ALL {
                    let said = words::try_say(lang, &e);
                    assert!(said.is_ok_and(|s| s.contains(f.name())), "{lang:?} {e:?}");
                }
            }
        }
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
            words::say(Lang::En, &e),
            "Rule file nur-springer.json, line 5, column 14: the field “tries” does not fit. It needs a number from 1 to 6."
        );
    }
}
