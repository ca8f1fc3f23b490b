//! Classic chess, the step after the piece school (issue 17): the rules of the chess
//! sets of seeds 000 and 004 on the `cozy-chess` move generator. No window code here.
//!
//! The shape is the main game's: a [`Command`] goes to [`ChessGame::check`], then
//! [`ChessGame::execute`], which produces [`Event`]s; only [`ChessGame::apply`] changes
//! the game. Move generation is the crate's; this module adds what the chess sets'
//! rules say on top of it (draws, claims, offers, resigning), the "why not?" reasons
//! ([`why_not`]), notation and piece values ([`notation`]), PGN and FEN ([`pgn`]), and
//! the computer players ([`bot`]). Its refusals are typed values; the words for them,
//! in every language, belong to the app.
//!
//! ```
//! use chess::{ChessGame, Command, Outcome, WinReason};
//! // The four-move mate.
//! let mut game = ChessGame::new();
//! for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     let mv = game.parse_san(san).unwrap();
//!     game.play(&Command::Move(mv)).unwrap();
//! }
//! assert!(matches!(game.outcome(), Some(Outcome::Win { by: WinReason::Checkmate, .. })));
//! ```

pub mod bot;
pub mod fen;
pub mod game;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod why_not;

pub use cozy_chess::{Color, Piece, Square};
pub use fen::{parse_fen, FenError, FenField, FenProblem};
pub use game::{ChessGame, ChessMove, Command, DrawReason, Event, Outcome, Refusal, WinReason};
pub use why_not::{CastlingBan, WhyNot};
