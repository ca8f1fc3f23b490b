//! The vocabulary of player input on the game screen: buttons, keys, clicks, what
//! they lead to, and what a choice in progress is about. Re-exported by
//! [`crate::table::interact`], which gives these words their meaning.

use macroquad::input::KeyCode;
use shell::Frame;
use track::geometry::Square;
use track::pieces::{PieceId, Role};
use track::{Command, State};

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
    /// One move of a walk back (what Backspace does): on the board under the dice while
    /// a walk is on, so that a finger needs no key.
    StepBack,
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
    /// The input cannot be done now (a piece that may not be chosen, a key with nothing
    /// to do), or was done only in part (a walk that stopped where its ways part), and
    /// why.
    Declined {
        /// The square it is about (a clicked square, the piece's square), if any.
        square: Option<Square>,
        /// The reason.
        why: Declined,
    },
}

/// Why an input cannot be done now, beyond the rules' reasons for a square: the game
/// screen says each in words (`i18n::declined`), so no input is refused in silence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declined {
    /// The piece cannot be chosen now: the rules' reason (`State::explain_piece`).
    Piece {
        /// The piece.
        piece: PieceId,
        /// The reason.
        why: track::WhyNot,
    },
    /// The game is over.
    GameOver,
    /// A digit names a kind this game does not have.
    NotInGame {
        /// The kind.
        role: Role,
    },
    /// The dice are to be rolled first.
    RollFirst,
    /// The dice are rolled: the roll is to be played first.
    RolledAlready,
    /// A card's choice is to be made first.
    CardFirst,
    /// This roll cannot be passed: a piece must move.
    MustMove,
    /// This game has no action cards.
    NoCards,
    /// No card can be drawn with this roll.
    NoCardNow {
        /// Only a `#` draws a card (house rule *hash draws a card*).
        hash_only: bool,
    },
    /// The deck and the discard pile are both empty.
    DeckEmpty,
    /// The player's box is empty: nothing to bring in.
    BoxEmpty,
    /// Only a `+` (or a `#`) brings a piece in.
    NeedPlus {
        /// Whether a `#` would do too.
        hash_too: bool,
    },
    /// Backspace, with no move walked.
    NothingToTakeBack,
    /// The arrow keys, with nothing on the board to choose.
    NothingToChoose,
    /// Enter, with nothing under the keyboard cursor.
    NothingUnderCursor,
    /// Enter in a walk that may not stop here: the moves still to make.
    WalkGoesOn {
        /// The moves left.
        left: u8,
    },
    /// A square clicked with no piece chosen, while a piece must be chosen.
    ChoosePieceFirst,
    /// A square clicked while the roll is played with the buttons (or a box piece).
    UseButtons {
        /// A box piece may come in (click it, or B).
        bring_in: bool,
    },
    /// A square that is not one of the marked ones (start fields, pause fields).
    ChooseMarked,
    /// The chosen piece clicked again.
    AlreadyChosen {
        /// The kind chosen.
        role: Role,
    },
    /// Step by step: the square where the walked piece stands now.
    StandsHere {
        /// The kind walking.
        role: Role,
    },
    /// Step by step: several ways of the fewest moves lead to the clicked square; the
    /// walk went as far as they agree.
    SeveralWays {
        /// The kind walking.
        role: Role,
        /// The moves walked toward it now.
        walked: u8,
    },
    /// Step by step: the square lies on a way of the roll, but not on one from where
    /// the walk stands.
    NotFromHere {
        /// The kind walking.
        role: Role,
        /// The moves left.
        left: u8,
    },
}

impl Declined {
    /// Whether the input was refused (a red frame), rather than done in part.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, Declined::SeveralWays { .. })
    }

    /// Whether its square is crossed out: a square or piece refused, not the square of
    /// the chosen piece (chosen again, standing there, its walk not done).
    pub fn crosses_square(&self) -> bool {
        !matches!(
            self,
            Declined::SeveralWays { .. }
                | Declined::StandsHere { .. }
                | Declined::WalkGoesOn { .. }
                | Declined::AlreadyChosen { .. }
        )
    }
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

/// The values of the keys in `table` pressed this frame.
pub fn pressed<T: Copy>(frame: &Frame, table: &[(KeyCode, T)]) -> Vec<T> {
    table
        .iter()
        .filter(|(k, _)| frame.pressed(*k))
        .map(|(_, v)| *v)
        .collect()
}

/// The number of slots per box or house, and a kind's slot: its place among the
/// variant's kinds.
pub fn slots_of(state: &State) -> (usize, impl Fn(Role) -> usize + '_) {
    let roles = &state.setup().variant.roles;
    (roles.len(), move |r: Role| {
        roles.iter().position(|x| *x == r).unwrap_or(0)
    })
}
