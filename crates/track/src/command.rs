//! What a player asks for ([`Command`]), the choices listed for players and bots
//! ([`Choice`]), and why a command is refused ([`Refusal`]).

use super::geometry::Square;
use super::movement::Target;
use super::pieces::{PieceId, Role};
use serde::{Deserialize, Serialize};
/// A player's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    remote = "Self",
    tag = "type",
    rename_all = "kebab-case",
    deny_unknown_fields
)]
pub enum Command {
    /// Roll the dice.
    Roll,
    /// Bring a piece from the box onto a start field (after `+`, or by a card).
    BringIn {
        /// The piece kind.
        role: Role,
        /// The start field.
        field: Square,
    },
    /// Draw the top action card (after `+`/`#` in the action games).
    DrawCard,
    /// Make a roll with one piece: the square landed on by each move (the house square
    /// last when coming home).
    Move {
        /// The piece kind.
        role: Role,
        /// The route.
        route: Vec<Square>,
    },
    /// Do nothing with this roll (where declining is allowed).
    Pass,
    /// Card: swap two active pieces.
    Swap {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// Card: send an opponent's active piece back to its box.
    SendBack {
        /// The piece.
        piece: PieceId,
    },
    /// Card: put an own active piece on a free pause field of one's colour.
    SafeSpot {
        /// The piece kind.
        role: Role,
        /// The pause field.
        field: Square,
    },
}

crate::strict::tagged_without_stray_fields!(Command, |c| Command::UNIT_VARIANTS.contains(c));

impl Command {
    /// The commands without fields (see [`crate::strict`]: they take no field either).
    pub const UNIT_VARIANTS: [Command; 3] = [Command::Roll, Command::DrawCard, Command::Pass];
}

/// A choice as listed for players and bots: a [`Command`] with a roll's target instead of its route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Roll the dice.
    Roll,
    /// Bring a piece in.
    BringIn {
        /// The piece kind.
        role: Role,
        /// The start field.
        field: Square,
    },
    /// Draw a card.
    DrawCard,
    /// A roll of one piece to one result.
    Move {
        /// The piece kind.
        role: Role,
        /// Where it ends.
        target: Target,
        /// What it captures.
        captures: Option<PieceId>,
        /// How many moves the example route takes.
        moves: u8,
    },
    /// Decline.
    Pass,
    /// Swap two active pieces.
    Swap {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// Send an opponent's piece to its box.
    SendBack {
        /// The piece.
        piece: PieceId,
    },
    /// Put an own piece on a pause field.
    SafeSpot {
        /// The piece kind.
        role: Role,
        /// The pause field.
        field: Square,
    },
}

/// Why a command is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The command does not fit the decision at hand.
    NotNow,
    /// Not among the legal choices (e.g. a start field that is taken, a covered piece).
    NotLegal,
    /// A route with a move the piece cannot make.
    BadRoute {
        /// Which move (0-based).
        step: usize,
    },
    /// The route's length does not fit the pips.
    WrongLength {
        /// Moves in the route.
        moves: usize,
        /// Pips of the roll.
        pips: u8,
    },
    /// The piece cannot make this roll now.
    PieceNotMovable(Role),
}
