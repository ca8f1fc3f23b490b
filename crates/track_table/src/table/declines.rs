//! Why an input cannot be done now, when it is not a square refused to the chosen
//! piece: a piece that may not be chosen (the rules' `State::explain_piece`), a key or
//! button with nothing to do, an empty square clicked; and its words ([`said()`],
//! `reasons.ftl`). Window-free.

use crate::table::input::{Declined, Outcome};
use crate::table::interact::bring_in_roles;
use base::said::{self, reasons::dice, reasons::of, why_not};
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{PieceId, Seat};
use track::variant::HouseRule;
use track::{CardTask, Choice, Phase, State, WhyNot};
use words::{Args, Key, Lang};

/// The outcome of a declined input.
pub fn declined(square: Option<Square>, why: Declined) -> Outcome {
    Outcome::Declined { square, why }
}

/// Why `p` cannot be chosen now, on its square (or without one, in a box).
pub fn piece_refused(state: &State, p: PieceId) -> Outcome {
    let square = state.position().square_of(p);
    // A piece the rules allow, refused all the same, is a swap partner whose swap
    // with the first piece would block another colour's fields.
    let why = state.explain_piece(p).err().unwrap_or(WhyNot::Blockade);
    declined(square, Declined::Piece { piece: p, why })
}

/// What is to be done before the dice are rolled again (Space, the roll button).
pub fn not_now(state: &State) -> Declined {
    match state.phase() {
        Phase::Over => Declined::GameOver,
        Phase::Roll => Declined::RollFirst,
        Phase::Decide { .. } => Declined::RolledAlready,
        Phase::Card { .. } => Declined::CardFirst,
    }
}

/// Why the roll cannot be passed.
pub fn why_no_pass(state: &State) -> Declined {
    match state.phase() {
        Phase::Decide { .. } => Declined::MustMove,
        _ => not_now(state),
    }
}

/// Why no card can be drawn.
pub fn why_no_card(state: &State) -> Declined {
    let setup = state.setup();
    if !setup.variant.action {
        return Declined::NoCards;
    }
    match state.phase() {
        Phase::Decide { white, .. } => {
            let hash_only = setup.rules.has(HouseRule::HashDrawsCard);
            let symbol = matches!(white, Face::Hash) || (!hash_only && *white == Face::Plus);
            if symbol && !state.deck().can_draw() {
                Declined::DeckEmpty
            } else {
                Declined::NoCardNow { hash_only }
            }
        }
        _ => not_now(state),
    }
}

/// Why nothing can be brought in (B, the bring-in button).
pub fn why_no_bring_in(state: &State) -> Declined {
    let seat = state.turn().seat;
    let Some(p) = state.position().in_box(seat).next() else {
        return Declined::BoxEmpty;
    };
    match state.explain_piece(p) {
        Err(WhyNot::NeedPlus { hash_too }) => Declined::NeedPlus { hash_too },
        Err(WhyNot::RollFirst) => Declined::RollFirst,
        Err(WhyNot::NotThisRoll) => Declined::CardFirst,
        Err(why) => Declined::Piece { piece: p, why },
        Ok(()) => Declined::Piece {
            piece: p,
            why: WhyNot::Blockade,
        },
    }
}

/// The arrow keys with nothing to step through.
pub fn nothing_to_choose(state: &State) -> Declined {
    match state.phase() {
        Phase::Roll => Declined::RollFirst,
        _ => Declined::NothingToChoose,
    }
}

/// A click on a square with nothing chosen: what to do first.
pub fn empty_square(state: &State) -> Declined {
    let choices = state.legal_choices();
    let moves = choices.iter().any(|c| matches!(c, Choice::Move { .. }));
    let bring_in = !bring_in_roles(&choices).is_empty();
    match state.phase() {
        Phase::Over => Declined::GameOver,
        Phase::Roll => Declined::RollFirst,
        _ if moves => Declined::ChoosePieceFirst,
        Phase::Card {
            task: CardTask::Swap | CardTask::SendBack | CardTask::SafeSpot,
            ..
        } => Declined::CardFirst,
        _ => Declined::UseButtons { bring_in },
    }
}

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
pub fn said(lang: Lang, d: &Declined, name: &dyn Fn(Seat) -> String) -> Key {
    use Declined::*;
    match d {
        Piece { piece, why } => piece_why_not(lang, *piece, why, name),
        GameOver => said::plain("why-game-over"),
        NotInGame { role: r } => ("declined-not-in-game", of(*r)),
        RollFirst => said::plain("why-roll-first"),
        RolledAlready => said::plain("declined-rolled-already"),
        CardFirst => said::plain("declined-card-first"),
        MustMove => said::plain("declined-must-move"),
        NoCards => said::plain("declined-no-cards"),
        NoCardNow { hash_only } => (
            "declined-no-card-now",
            Args::new().text("dice", if *hash_only { "hash" } else { "plus-or-hash" }),
        ),
        DeckEmpty => said::plain("declined-deck-empty"),
        BoxEmpty => said::plain("declined-box-empty"),
        NeedPlus { hash_too } => (
            "declined-need-plus",
            Args::new().text("dice", dice(*hash_too)),
        ),
        NothingToTakeBack => said::plain("declined-nothing-to-take-back"),
        NothingToChoose => said::plain("declined-nothing-to-choose"),
        NothingUnderCursor => said::plain("declined-nothing-under-cursor"),
        WalkGoesOn { left } => ("declined-walk-goes-on", Args::new().number("left", *left)),
        ChoosePieceFirst => said::plain("declined-choose-piece-first"),
        UseButtons { bring_in: true } => said::plain("declined-use-buttons-bring-in"),
        UseButtons { bring_in: false } => said::plain("declined-use-buttons"),
        ChooseMarked => said::plain("declined-choose-marked"),
        AlreadyChosen { role: r } => ("declined-already-chosen", of(*r)),
        StandsHere { role: r } => ("declined-stands-here", of(*r)),
        SeveralWays { walked: 0, .. } => said::plain("declined-several-ways"),
        SeveralWays { walked, .. } => (
            "declined-several-ways-walked",
            Args::new().number("walked", *walked),
        ),
        NotFromHere { role: r, left } => ("declined-not-from-here", of(*r).number("left", *left)),
    }
}
