//! The names of the rule lab's pictures' messages ([`LabPicturesMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::lab_figures::decimal;
use crate::ui::i18n::lab_pictures::LabPicturesMsg;

/// A rule lab pictures' message's id and values; `mark` is the language's decimal mark.
pub(crate) fn key(m: &LabPicturesMsg, mark: &str) -> Key {
    use LabPicturesMsg::*;
    let n = |id, n: u32| (id, Args::new().number("n", n));
    match m {
        Legend { name, games } => (
            "lab-pic-legend",
            Args::new()
                .text("name", name.clone())
                .number("games", *games),
        ),
        NotPlayed => plain("lab-pic-not-played"),
        Rounds(r) => n("lab-pic-rounds", *r),
        Number(x) => n("lab-pic-number", *x),
        Minutes(x) => n("lab-pic-minutes", *x),
        MinutesHow { level, roll, card } => (
            "lab-pic-minutes-how",
            Args::new()
                .number("roll", *roll)
                .number("card", *card)
                .text("level", level.name()),
        ),
        Fair => plain("lab-pic-fair"),
        Percent(x) => n("lab-pic-percent", *x),
        FairAt(x) => n("lab-pic-fair-at", *x),
        Starter {
            share,
            low,
            high,
            verdict,
        } => (
            "lab-pic-starter",
            Args::new()
                .number("n", *share)
                .number("low", *low)
                .number("high", *high)
                .text(
                    "way",
                    match verdict {
                        lab::Verdict::More => "more",
                        lab::Verdict::Less => "less",
                        lab::Verdict::WithinChance | lab::Verdict::Unknown => "within",
                    },
                ),
        ),
        SkillWho { level, others } => (
            "lab-pic-skill-who",
            Args::new()
                .number("others", *others)
                .text("level", level.name()),
        ),
        PerGame(t) => ("lab-pic-per-game", Args::new().text("n", decimal(*t, mark))),
    }
}
