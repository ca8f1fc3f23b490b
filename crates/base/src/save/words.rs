//! The saves' errors in words, where the derive on their enums cannot name them: a save
//! error's frame (the file, the line and column where there are any), the kinds that
//! wrap a rules crate's error or a constant, a chess save's error (`errors.ftl`,
//! `chess-errors.ftl`).

use super::chess::{ChessSaveError, CHESS_FORMAT};
use super::{SaveError, SaveErrorKind, SaveProblem, FORMAT};
use crate::platform::ReadError;
use track::board::BoardError;
use track::cards::DeckError;
use track::strict::StrayField;
use words::{Args, Join, Key, Sample, Say};

impl Say for SaveError {
    fn key(&self) -> Key {
        let args = Args::new()
            .text("file", self.path.as_str())
            .said("reason", &self.kind);
        match self.kind.at() {
            Some((line, column)) => (
                "errors-save-at",
                args.number("line", line).number("column", column),
            ),
            None => ("errors-save", args),
        }
    }
}

impl Sample for SaveError {
    fn sample() -> Self {
        Self::samples().remove(0)
    }

    fn samples() -> Vec<Self> {
        let path = "sample-file.json".to_string();
        let kinds = SaveErrorKind::samples().into_iter();
        kinds
            .map(|kind| SaveError {
                path: path.clone(),
                kind,
            })
            .collect()
    }
}

impl SaveErrorKind {
    /// Where in the file the problem is (line, column), if it is at a place.
    fn at(&self) -> Option<(usize, usize)> {
        use SaveErrorKind::*;
        match self {
            Truncated { line, column }
            | Garbled { line, column, .. }
            | Schema { line, column, .. }
            | UnknownField { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }
}

/// The kinds of save errors whose words need more than their fields: the format this
/// program writes, the problem itself, the rules' refusal, the parts that differ.
pub(super) fn save_kind(k: &SaveErrorKind) -> Key {
    use SaveErrorKind::*;
    match k {
        FutureVersion(v) => (
            "errors-save-future-version",
            Args::new().number("version", *v).number("format", FORMAT),
        ),
        Invalid(p) => p.key(),
        Refused { number, reason } => (
            "errors-save-refused",
            Args::new()
                .number("number", *number)
                .said("reason", &crate::said::refusal(reason)),
        ),
        Mismatch { commands, differs } => (
            "errors-save-mismatch",
            Args::new().number("commands", *commands).list(
                "differs",
                Join::Comma,
                differs
                    .iter()
                    .map(|p| ("errors-save-part", Args::new().arg("part", p)))
                    .collect(),
            ),
        ),
        other => unreachable!("{other:?} is said by its derive"),
    }
}

/// The save problems that wrap a rules crate's error, said first as `$reason`.
pub(super) fn save_problem(p: &SaveProblem) -> Key {
    let reason = |id, key: Key| (id, Args::new().said("reason", &key));
    match p {
        SaveProblem::StrayField { command, field } => (
            "errors-save-stray-field",
            Args::new()
                .number("number", *command)
                .quoted("field", &field.field)
                .quoted("tag", &field.tag),
        ),
        SaveProblem::Deck(e) => match &e.card {
            Some(card) => {
                let (id, args) = reason("errors-save-deck-card", crate::said::deck_kind(&e.kind));
                (id, args.quoted("card", card))
            }
            None => reason("errors-save-deck", crate::said::deck_kind(&e.kind)),
        },
        SaveProblem::Setup(e) => reason("errors-save-setup", crate::said::setup(e)),
        SaveProblem::Board(e) => reason("errors-save-board", crate::said::board(e)),
        other => unreachable!("{other:?} is said by its derive"),
    }
}

/// A command's stray field, for the tests' samples.
pub(super) fn stray_field() -> StrayField {
    StrayField {
        field: "cheat".into(),
        tag: "roll".into(),
    }
}

/// A deck's error, for the tests' samples.
pub(super) fn deck_error() -> DeckError {
    track::cards::CardSet::from_files([("empty.json".to_string(), "[]".to_string())])
        .expect_err("no cards")
}

/// A board's error, for the tests' samples.
pub(super) fn board_error() -> BoardError {
    track::board::Board::parse("?", "odd.txt").expect_err("not a board")
}

impl Say for ChessSaveError {
    fn key(&self) -> Key {
        match self {
            ChessSaveError::Io(file, err) => (
                "chess-file-unreadable",
                Args::new()
                    .text("file", file.as_str())
                    .said("error", &ReadError::of(err)),
            ),
            ChessSaveError::Write(file, why) => why.not_written(file),
            ChessSaveError::Json(file, err) => {
                let args = Args::new()
                    .text("file", file.as_str())
                    .number("line", err.line())
                    .number("column", err.column());
                match track::strict::unknown_field(&err.to_string()) {
                    Some(field) => ("chess-file-unknown-field", args.quoted("field", field)),
                    None => (
                        "chess-file-not-a-save",
                        args.detail("error", &err.to_string()),
                    ),
                }
            }
            ChessSaveError::Version(file, kind, v) => (
                "chess-file-version",
                Args::new()
                    .text("file", file.as_str())
                    .quoted("kind", kind)
                    .number("version", *v)
                    .number("newest", CHESS_FORMAT),
            ),
            ChessSaveError::Pgn(e) => crate::said::pgn(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::progress::ProgressError;
    use chess::pgn::{PgnError, PgnErrorKind};
    use words::Lang;

    #[test]
    fn every_save_error_is_said_in_every_language_and_names_its_file() {
        assert_eq!(words::unsaid::<SaveError>(), [] as [String; 0]);
        assert_eq!(words::unsaid::<ProgressError>(), [] as [String; 0]);
        for e in SaveError::samples() {
            for lang in Lang::ALL {
                let said = words::say(lang, &e);
                assert!(said.contains(&e.path), "{lang:?} {e:?}: {said}");
                if let Some((line, _)) = e.kind.at() {
                    assert!(said.contains(&line.to_string()), "{lang:?}: {said}");
                }
            }
        }
    }

    /// Every kind of chess save error, with the values it must show.
    fn chess_save_errors() -> Vec<(ChessSaveError, Vec<String>)> {
        let json = serde_json::from_str::<u32>("\n\n  x").expect_err("not JSON");
        let person = super::super::chess::ChessSeat::Person;
        let save = super::super::chess::ChessSave::new(&chess::ChessGame::new(), person, person, 1);
        let text = save.to_json().replacen(
            r#""type": "person""#,
            r#""type": "person", "cheat": true"#,
            1,
        );
        let Err(ChessSaveError::Json(_, cheat)) =
            super::super::chess::ChessSave::from_json(&text, "e")
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
    fn every_chess_save_error_is_said_in_every_language_with_its_values() {
        for (e, values) in chess_save_errors() {
            for lang in Lang::ALL {
                let said = words::try_say(lang, &e).expect("said");
                for v in &values {
                    assert!(said.contains(v.as_str()), "{lang:?} lacks {v:?}: {said}");
                }
            }
        }
    }
}
