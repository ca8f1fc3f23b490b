//! The typed messages of the two chess games: `ChessMsg` for chess's screens, `YaltaMsg`
//! for Yalta's (a variant per text with its parameters). `keys/` names each message,
//! and the words are in `assets/i18n/<language>/`.

use crate::save::chess::ChessSeat;
use ::chess::{Color as Side, DrawReason, Outcome, Piece};
use yalta::bot::Level as YaltaLevel;
use yalta::cell::Player;
use yalta::position::{Kind, RedQueen};

/// A chess screen text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessMsg {
    /// The start screen's button.
    StartButton,
    /// A game started from the command line kept the unfinished autosaved one under
    /// this file name.
    UnfinishedKept(String),
    /// The title of the list of a PGN file's games: how many there are.
    ChooseGame(usize),
    /// A game of that list: its number, White's and Black's names, the result.
    GameEntry(usize, String, String, String),
    /// More games in the file than the list shows (how many more).
    MoreGames(usize),
    /// The setup screen's title.
    SetupTitle,
    /// One seat on the setup screen.
    SeatLine(Side, ChessSeat),
    /// Swap the colours.
    Swap,
    /// Start the game.
    Go,
    /// Resume the saved game.
    Resume,
    /// The chess words page.
    Words,
    /// Whose move it is.
    ToMove(Side, ChessSeat),
    /// The computer is thinking.
    Thinking,
    /// Check, said in words.
    Check,
    /// Claim a draw.
    ClaimDraw,
    /// The position came three times.
    ClaimHint(DrawReason),
    /// Offer a draw.
    OfferDraw,
    /// Resign.
    Resign,
    /// Save as PGN.
    SavePgn,
    /// Saved to a file.
    Saved(String),
    /// Saving failed.
    SaveFailed(String),
    /// The material line of one side.
    MaterialOf(Side, i32),
    /// The balance.
    Balance(i32),
    /// The piece values of seed 002.
    Values,
    /// The moves header.
    Moves,
    /// A draw offer to answer.
    OfferTo(Side),
    /// Accept.
    Accept,
    /// Decline.
    Decline,
    /// The computer declines a draw.
    ComputerDeclines,
    /// Really resign?
    ReallyResign,
    /// Who loses by resigning.
    ResignLoses(Side),
    /// Yes, resign.
    YesResign,
    /// No, play on.
    PlayOn,
    /// Really offer a draw?
    ReallyOffer,
    /// Yes, offer a draw.
    YesOffer,
    /// The end box's short line after a failed save (the panel says why).
    NotSaved,
    /// The promotion picker's title.
    PromoteTo,
    /// The end's title.
    EndTitle(Outcome),
    /// The end's line of explanation.
    EndWhy(Outcome),
    /// The words page's title.
    WordsTitle,
    /// How to leave a page.
    PageBack,
    /// Choose a piece.
    ChoosePiece,
    /// Choose a square for the chosen piece.
    ChooseSquare(Piece),
    /// The chosen piece has no legal move now.
    NoMoves(Piece),
    /// Choose a square for the chosen piece, with its moves not shown.
    ChooseSquareUnmarked(Piece),
    /// The promotion picker's safe choice: no promotion, another move.
    PromoteCancel,
    /// The menu's "turn the board".
    TurnBoard,
    /// The menu's new game, asked first while a game runs.
    ReallyNewGame,
    /// What happens to the running game when a new one starts.
    NewGameKeeps,
    /// Yes, a new game.
    YesNewGame,
    /// One side's line on the end page: material, pieces captured, moves made.
    EndSide(Side, i32, usize, usize),
    /// The review's title.
    ReviewTitle,
    /// The review at the start position.
    ReviewStart,
    /// The review at move `k` of `n`: who moved, and the move as the move list has it
    /// (`6. gxf5`, `6… h6`).
    ReviewStep(usize, usize, Side, String),
    /// The review's keys.
    ReviewKeys,
    /// The review's button: one move back.
    ReviewPrev,
    /// The review's button: one move on.
    ReviewNext,
    /// The review's button: back to the end page.
    ReviewBack,
    /// A PGN game read up to a null move (`--`) on this line, at this move number.
    ReadToNullMove {
        /// The file's line.
        line: usize,
        /// The move number.
        number: u16,
    },
}

/// A Yalta screen text; the players appear by their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum YaltaMsg {
    /// The panel's title.
    Title,
    /// A player's colour.
    Colour(Player),
    /// A seat a person plays.
    Person,
    /// A seat the computer plays, at a level.
    Computer(YaltaLevel),
    /// The setup screen's title.
    SetupTitle,
    /// Where Red's queen stands.
    RedQueen(RedQueen),
    /// The setup's Play button.
    Play,
    /// Continue the saved game (its number of moves).
    Continue(usize),
    /// The setup's way back to the start screen.
    Back,
    /// The setup's keys.
    SetupKeys,
    /// Whose turn it is (the player's name).
    Turn(String),
    /// A king in check (its player's name), and who gives the check (their names).
    InCheck(String, Vec<String>),
    /// The panel's keys.
    Keys,
    /// The panel's keys told where there is room: copying and pasting a position.
    KeysYfen,
    /// A player's material on the board, in points.
    Material(u32),
    /// The heading over a refused move's reason.
    WhyNot,
    /// The position was copied as YFEN (the YFEN).
    YfenCopied(String),
    /// A position was pasted.
    Pasted,
    /// A move: who made it, the move.
    Moved(String, String),
    /// A move that captures.
    Takes {
        /// Who made it.
        who: String,
        /// The move.
        mv: String,
        /// Whose piece was captured.
        owner: String,
        /// The captured piece's kind.
        kind: Kind,
    },
    /// New checks: who gives them (names), to whose king (a name).
    Checks {
        /// The players who now give check.
        by: Vec<String>,
        /// The player whose king is in check.
        king: String,
    },
    /// Checkmate.
    Checkmate {
        /// The mated player.
        loser: String,
        /// Who wins.
        winner: String,
    },
    /// Stalemate: this player cannot move and is not in check.
    Stalemate(String),
    /// The same position three times.
    Repetition,
    /// 150 moves without a capture or a pawn move.
    MoveLimit,
    /// Only the kings are left.
    OnlyKings,
    /// The menu's toggle: the dots where a chosen piece can go, on or off.
    ShowMoves(bool),
    /// The menu's Save.
    SaveGame,
    /// The game was saved to this file.
    SavedTo(String),
    /// The game could not be saved (the error).
    SaveFailed(String),
    /// Under "Leave this game?": the autosave keeps it.
    LeaveKept,
    /// Under "Leave this game?" in a demo: nothing keeps it.
    LeaveLost,
    /// The question before a new game while one is running.
    NewGameQuestion,
    /// Under it: the setup can still continue this game.
    NewGameKept,
    /// Its yes.
    NewGameYes,
    /// The promotion picker's title.
    PromoteTitle,
    /// A piece a pawn can become (the picker's buttons).
    PromoteTo(Kind),
    /// The picker's way out: no move.
    Cancel,
    /// The end page's line of a player.
    EndLine {
        /// The player's name (and colour, if the name is not the colour).
        who: String,
        /// How the game ended for them, if it ended differently for each.
        standing: Option<YaltaStanding>,
        /// How many pieces they captured.
        took: usize,
        /// Those pieces as chess figurines, best first (last in the line, where a
        /// long row may wrap).
        pieces: String,
        /// The moves they made.
        moves: usize,
    },
    /// The review's title.
    ReviewTitle,
    /// The review is at move `k` of `n` (0: the start).
    ReviewStep(usize, usize),
    /// The review's way back to the end page.
    ReviewBack,
    /// The review's keys.
    ReviewKeys,
}

/// How a Yalta game ended for one player (the end page).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YaltaStanding {
    /// They won.
    Wins,
    /// They were checkmated.
    Mated,
    /// They could not move, not in check: a draw.
    Stalemated,
    /// A draw.
    Draw,
}
