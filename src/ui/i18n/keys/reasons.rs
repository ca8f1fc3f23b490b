//! The names of why an input cannot be done now (`Declined`); the rules' own reasons are
//! said by `crate::said`. The words are in `assets/i18n/<language>/reasons.ftl`.

use super::{plain, Key};
use crate::said::reasons::{dice, of};
use crate::said::why_not;
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::Lang;
use crate::ui::input::Declined;
use ::track::pieces::{PieceId, Seat};
use ::track::WhyNot;

/// Why a piece cannot be chosen now: the rules' reason, said of the piece where a
/// square's words would not fit.
fn piece_why_not(lang: Lang, p: PieceId, why: &WhyNot, name: &dyn Fn(Seat) -> String) -> Key {
    match why {
        WhyNot::MustFreeStart { .. } => ("declined-must-free-start", of(p.role)),
        WhyNot::Blockade => ("declined-blockade", of(p.role)),
        other => why_not(lang, p.role, other, name),
    }
}

/// Why an input cannot be done now; `name` gives a seat's name.
pub(crate) fn declined(lang: Lang, d: &Declined, name: &dyn Fn(Seat) -> String) -> Key {
    use Declined::*;
    match d {
        Piece { piece, why } => piece_why_not(lang, *piece, why, name),
        GameOver => plain("why-game-over"),
        NotInGame { role: r } => ("declined-not-in-game", of(*r)),
        RollFirst => plain("why-roll-first"),
        RolledAlready => plain("declined-rolled-already"),
        CardFirst => plain("declined-card-first"),
        MustMove => plain("declined-must-move"),
        NoCards => plain("declined-no-cards"),
        NoCardNow { hash_only } => (
            "declined-no-card-now",
            Args::new().text("dice", if *hash_only { "hash" } else { "plus-or-hash" }),
        ),
        DeckEmpty => plain("declined-deck-empty"),
        BoxEmpty => plain("declined-box-empty"),
        NeedPlus { hash_too } => (
            "declined-need-plus",
            Args::new().text("dice", dice(*hash_too)),
        ),
        NothingToTakeBack => plain("declined-nothing-to-take-back"),
        NothingToChoose => plain("declined-nothing-to-choose"),
        NothingUnderCursor => plain("declined-nothing-under-cursor"),
        WalkGoesOn { left } => ("declined-walk-goes-on", Args::new().number("left", *left)),
        ChoosePieceFirst => plain("declined-choose-piece-first"),
        UseButtons { bring_in: true } => plain("declined-use-buttons-bring-in"),
        UseButtons { bring_in: false } => plain("declined-use-buttons"),
        ChooseMarked => plain("declined-choose-marked"),
        AlreadyChosen { role: r } => ("declined-already-chosen", of(*r)),
        StandsHere { role: r } => ("declined-stands-here", of(*r)),
        SeveralWays { walked: 0, .. } => plain("declined-several-ways"),
        SeveralWays { walked, .. } => (
            "declined-several-ways-walked",
            Args::new().number("walked", *walked),
        ),
        NotFromHere { role: r, left } => ("declined-not-from-here", of(*r).number("left", *left)),
    }
}
