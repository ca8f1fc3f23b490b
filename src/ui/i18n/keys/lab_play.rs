//! The names of the texts about playing a family's own rule set ([`LabPlayMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::{Args, Join};
use crate::ui::i18n::LabPlayMsg;
use track::dice::Face;
use track::pieces::Role;

/// The pieces' names, joined by commas.
fn pieces(args: Args, roles: &[Role]) -> Args {
    let names = roles
        .iter()
        .map(|r| ("chess-piece", Args::new().text("piece", r.name())))
        .collect();
    args.list("pieces", Join::Comma, names)
}

/// A die's faces as the dice show them (`1 2 + + # 3`).
fn faces(f: &[Face]) -> String {
    crate::ui::i18n::lab_play::faces_text(f)
}

/// A text's id and values.
pub(crate) fn key(m: &LabPlayMsg) -> Key {
    use LabPlayMsg::*;
    match m {
        OurRules(name) => (
            "lab-play-our-rules",
            Args::new().text("name", name.as_str()),
        ),
        RulesLine {
            roles,
            white,
            orange,
            tries,
        } => {
            let args = pieces(Args::new(), roles)
                .text("white", faces(white))
                .number("tries", *tries);
            match orange {
                Some(o) => ("lab-play-line-orange", args.text("orange", faces(o))),
                None => ("lab-play-line", args),
            }
        }
        Gone(name) => ("lab-play-gone", Args::new().quoted("name", name)),
        Broken { error, more } => (
            "lab-play-broken",
            Args::new()
                .text("error", error.as_str())
                .number("more", *more),
        ),
        ResumeQuestion {
            name,
            minutes,
            round,
        } => (
            "lab-play-resume-question",
            Args::new()
                .text("name", name.as_str())
                .number("minutes", *minutes)
                .number("round", *round),
        ),
        Continue { name, round } => (
            "lab-play-continue",
            Args::new()
                .text("name", name.as_str())
                .number("round", *round),
        ),
        PageTitle(name) => (
            "lab-play-page-title",
            Args::new().text("name", name.as_str()),
        ),
        PagePieces(roles) => ("lab-play-page-pieces", pieces(Args::new(), roles)),
        PageWhite(f) => ("lab-play-page-white", Args::new().text("faces", faces(f))),
        PageOrange(f, moved) => (
            "lab-play-page-orange",
            pieces(Args::new().text("faces", faces(f)), moved),
        ),
        PageTries(n) => ("lab-play-page-tries", Args::new().number("tries", *n)),
        PageCards(n) => ("lab-play-page-cards", Args::new().number("cards", *n)),
        PageKnob(k) => (
            "lab-screen-knob-how",
            Args::new().text("knob", super::lab_screen::knob(*k)),
        ),
        PageBooklet => plain("lab-play-page-booklet"),
    }
}
