//! The chess screens' messages ([`ChessMsg`]): a variant per text with its values, its
//! Fluent id `chess-` and the variant's name in kebab case; the words are in
//! `assets/i18n/<language>/chess.ftl`.

use ::chess::{Color as Side, DrawReason, Outcome, Piece, WinReason};
use ::words::{Args, Key};
use base::save::chess::ChessSeat;

/// A chess screen text.
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "chess-")]
pub enum ChessMsg {
    /// The pointer to the chess school's level that teaches what just went wrong: the
    /// course's title and the level's number (the chess school's words).
    #[say(id = "chess-school-learn-it", args(course, level))]
    LearnIt(String, usize),
    /// The start screen's button.
    StartButton,
    /// A game started from the command line kept the unfinished autosaved one under
    /// this file name.
    #[say(args(file))]
    UnfinishedKept(String),
    /// The title of the list of a PGN file's games: how many there are.
    #[say(args(n))]
    ChooseGame(usize),
    /// A game of that list: its number, White's and Black's names, the result.
    #[say(args(number, white, black, result))]
    GameEntry(usize, String, String, String),
    /// More games in the file than the list shows (how many more).
    #[say(args(n))]
    MoreGames(usize),
    /// The setup screen's title.
    SetupTitle,
    /// One seat on the setup screen.
    #[say(args(side, seat))]
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
    #[say(args(side, seat))]
    ToMove(Side, ChessSeat),
    /// The computer is thinking.
    Thinking,
    /// Check, said in words.
    Check,
    /// Claim a draw.
    ClaimDraw,
    /// The draw the player to move may claim: 50 moves, or a repetition.
    #[say(args(reason))]
    ClaimHint(DrawReason),
    /// Offer a draw.
    OfferDraw,
    /// Resign.
    Resign,
    /// Save as PGN.
    SavePgn,
    /// Saved to a file.
    #[say(args(path))]
    Saved(String),
    /// Saving failed.
    #[say(args(error))]
    SaveFailed(String),
    /// The material line of one side.
    #[say(args(side, points))]
    MaterialOf(Side, i32),
    /// The balance: who is ahead by how many points (0: even).
    #[say(with = balance)]
    Balance(i32),
    /// The piece values of seed 002.
    Values,
    /// The moves header.
    Moves,
    /// A draw offer to answer.
    #[say(args(side))]
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
    #[say(args(side))]
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
    #[say(with = end)]
    EndTitle(Outcome),
    /// The end's line of explanation.
    #[say(with = end)]
    EndWhy(Outcome),
    /// The words page's title.
    WordsTitle,
    /// How to leave a page.
    PageBack,
    /// Choose a piece.
    ChoosePiece,
    /// Choose a square for the chosen piece.
    #[say(args(piece))]
    ChooseSquare(Piece),
    /// The chosen piece has no legal move now.
    #[say(args(piece))]
    NoMoves(Piece),
    /// Choose a square for the chosen piece, with its moves not shown.
    #[say(args(piece))]
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
    #[say(args(side, material, captured, moves))]
    EndSide(Side, i32, usize, usize),
    /// The review's title.
    ReviewTitle,
    /// The review at the start position.
    ReviewStart,
    /// The review at move `k` of `n`: who moved, and the move as the move list has it
    /// (`6. gxf5`, `6… h6`).
    #[say(args(k, n, side, move))]
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
        number: u64,
    },
}

/// Who is ahead (`$side`) by how many `$points`, or `chess-balance-even`.
fn balance(m: &ChessMsg) -> Key {
    match *m {
        ChessMsg::Balance(b) if b != 0 => {
            let ahead = if b > 0 { Side::White } else { Side::Black };
            let args = Args::new().arg("side", &ahead);
            ("chess-balance", args.number("points", b.unsigned_abs()))
        }
        _ => ("chess-balance-even", Args::new()),
    }
}

/// The end's title (a checkmate or another win: the winner as `$side`; a draw) and its
/// explanation (the loser as `$side`, or why it is a draw).
fn end(m: &ChessMsg) -> Key {
    use ChessMsg::{EndTitle, EndWhy};
    use Outcome::{Draw, Win};
    let side = |s: Side| Args::new().arg("side", &s);
    let mate = WinReason::Checkmate;
    match *m {
        EndTitle(Win { winner, by }) if by == mate => ("chess-end-title-checkmate", side(winner)),
        EndTitle(Win { winner, .. }) => ("chess-end-title-win", side(winner)),
        EndWhy(Win { winner, by }) if by == mate => ("chess-end-why-checkmate", side(!winner)),
        EndWhy(Win { winner, .. }) => ("chess-end-why-resigned", side(!winner)),
        EndWhy(Draw(r)) => (draw_why(r), Args::new()),
        _ => ("chess-end-title-draw", Args::new()),
    }
}

/// The id of a draw's explanation.
fn draw_why(r: DrawReason) -> &'static str {
    match r {
        DrawReason::Stalemate => "chess-draw-why-stalemate",
        DrawReason::InsufficientMaterial => "chess-draw-why-insufficient-material",
        DrawReason::FiftyMoves => "chess-draw-why-fifty-moves",
        DrawReason::SeventyFiveMoves => "chess-draw-why-seventy-five-moves",
        DrawReason::ThreefoldRepetition => "chess-draw-why-threefold-repetition",
        DrawReason::FivefoldRepetition => "chess-draw-why-fivefold-repetition",
        DrawReason::Agreement => "chess-draw-why-agreement",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chess_message_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<ChessMsg>(), [] as [String; 0]);
    }

    #[test]
    fn the_balance_names_the_side_ahead_by_its_lead_or_says_even() {
        let say = |b| ::words::say(::words::Lang::En, &ChessMsg::Balance(b));
        assert_eq!(say(0), "Material: even");
        assert_eq!(say(3), "Material: White +3");
        assert_eq!(say(-12), "Material: Black +12");
        for lang in ::words::Lang::ALL {
            assert!(
                ::words::try_say(lang, &ChessMsg::Balance(0)).is_ok(),
                "{lang:?}"
            );
        }
    }
}
