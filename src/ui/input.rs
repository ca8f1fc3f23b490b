//! The vocabulary of player input on the game screen: buttons, keys, clicks, what
//! they lead to, and what a choice in progress is about. Re-exported by
//! [`super::interact`], which gives these words their meaning.

use track::geometry::Square;
use track::pieces::{PieceId, Role};
use track::Command;

/// An on-screen button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Roll the dice.
    Roll,
    /// Bring a piece in.
    BringIn,
    /// Draw an action card.
    DrawCard,
    /// Do nothing with this roll.
    Pass,
    /// Toggle walking a roll move by move.
    StepMode,
}

/// A key that means something in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// 1–6: choose a piece (queen, rook, bishop, knight, king, pawn).
    Digit(u8),
    /// Roll.
    Space,
    /// Take a move back.
    Backspace,
    /// Drop the selection.
    Escape,
    /// Commit the target under the keyboard cursor, or a walked roll (with *may stop early*).
    Enter,
    /// Right/Down arrow: the keyboard cursor to the next target or piece.
    Next,
    /// Left/Up arrow: the keyboard cursor to the previous target or piece.
    Prev,
}

/// What the keyboard cursor points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorItem {
    /// A highlighted square.
    Lit(Lit),
    /// A piece that can be chosen.
    Piece(PieceId),
}

/// What the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A click on a board square.
    Square(Square),
    /// A click on a piece in a start box or a house.
    Piece(PieceId),
    /// A button.
    Button(Button),
    /// A key.
    Key(Key),
}

/// What an input leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Send this command to the rules.
    Send(Command),
    /// Only the selection or highlights changed.
    Changed,
    /// Nothing happens.
    Ignored,
    /// The chosen piece cannot go to the clicked square, and why not.
    Refused {
        /// The square clicked.
        square: Square,
        /// The reason.
        why: track::WhyNot,
    },
}

/// A highlighted square: a place the selected piece (or choice) can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lit {
    /// The square (a house square for coming home).
    pub square: Square,
    /// How many moves it takes (0 for non-roll choices).
    pub moves: u8,
    /// Whether the piece comes home there.
    pub home: bool,
    /// Whether it is a final target (a commit) rather than one step of a walk.
    pub last: bool,
}

/// What a choice in progress is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Picking {
    /// Nothing chosen.
    #[default]
    Nothing,
    /// A piece for its roll.
    Roll(Role),
    /// A box piece to bring in.
    BringIn(Option<Role>),
    /// The first piece of a swap.
    Swap(PieceId),
    /// The own piece for a safe spot.
    SafeSpot(Role),
}
