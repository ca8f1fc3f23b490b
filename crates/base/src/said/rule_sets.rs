//! Why a rule set makes no game (`track::RuleSetProblem`), in words a family
//! understands (`lab.ftl`); a rule file's field as its messages select on it.

use super::plain;
use track::dice::Face;
use track::rule_set::Die;
use track::variant::HouseRule;
use track::RuleSetProblem;
use words::{Args, Join, Key};

/// A house rule's id in `pages.ftl` (`house-rule-` and its command-line name); its
/// `.line` attribute explains it.
pub fn house_rule(rule: HouseRule) -> &'static str {
    match rule {
        HouseRule::SymbolsBringIn => "house-rule-symbols-bring-in",
        HouseRule::HashDrawsCard => "house-rule-hash-draws-card",
        HouseRule::ProtectCovered => "house-rule-protect-covered",
        HouseRule::MayStopEarly => "house-rule-may-stop-early",
        HouseRule::EndAfterFirstWinner => "house-rule-end-after-first-winner",
    }
}

/// The key of a die (`$die` selects on it).
fn die(d: Die) -> &'static str {
    match d {
        Die::White => "white",
        Die::Orange => "orange",
    }
}

/// Why a rule set makes no game: its id and values.
pub fn rule_set_problem(p: &RuleSetProblem) -> Key {
    use RuleSetProblem::*;
    match p {
        EmptyName => plain("lab-problem-empty-name"),
        NameTooLong { length, max } => (
            "lab-problem-name-too-long",
            Args::new().number("length", *length).number("max", *max),
        ),
        NoPiece => plain("lab-problem-no-piece"),
        PieceTwice(role) => ("lab-problem-piece-twice", Args::new().arg("piece", role)),
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
            Args::new().arg("piece", role),
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
            Args::new().list("rule", Join::Comma, vec![(house_rule(*rule), Args::new())]),
        ),
    }
}

/// A face as the dice show it (`+`, `#`, a number).
fn face_text(face: Face) -> String {
    face.to_string()
}
