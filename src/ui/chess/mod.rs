//! Classic chess in the window (issue 17): the setup (two seats, each a person or the
//! computer), the board drawn large, the side panel, the promotion picker, the chess
//! words page and the end. The rules are all in [`crate::chess`]; this module shows
//! the game and turns clicks into its commands.

use crate::chess::save::ChessSeat;
use crate::chess::ChessGame;

/// A chess game to open straight into (`--game chess`).
#[derive(Clone, Debug)]
pub struct ChessStart {
    /// Who plays White.
    pub white: ChessSeat,
    /// Who plays Black.
    pub black: ChessSeat,
    /// The game (from the start position, a FEN or a PGN).
    pub game: ChessGame,
}
