//! The names of the chess screens' messages ([`ChessMsg`]).

use super::{piece, plain, Key};
use crate::save::chess::ChessSeat;
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::ChessMsg;
use ::chess::bot::Level;
use ::chess::{Color as Side, DrawReason, Outcome, WinReason};

/// The key of a side (`chess-side` selects on it).
fn side(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// The key of a computer level (`computer-level` selects on it).
fn level(l: Level) -> &'static str {
    match l {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

/// A side and who plays it, for `chess-side` and `chess-seat`.
fn seat(args: Args, s: Side, st: ChessSeat) -> Args {
    let args = args.text("side", side(s));
    match st {
        ChessSeat::Person => args.text("seat", "person"),
        ChessSeat::Computer { level: l } => args.text("seat", "computer").text("level", level(l)),
    }
}

/// A side alone.
fn of(s: Side) -> Args {
    Args::new().text("side", side(s))
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

/// A chess message's id and values.
pub(crate) fn key(m: &ChessMsg) -> Key {
    use ChessMsg::*;
    match m {
        StartButton => plain("chess-start-button"),
        UnfinishedKept(file) => (
            "chess-unfinished-kept",
            Args::new().text("file", file.as_str()),
        ),
        ChooseGame(n) => ("chess-choose-game", Args::new().number("n", *n)),
        GameEntry(i, w, b, r) => (
            "chess-game-entry",
            Args::new()
                .number("number", *i)
                .text("white", w.as_str())
                .text("black", b.as_str())
                .text("result", r.as_str()),
        ),
        MoreGames(n) => ("chess-more-games", Args::new().number("n", *n)),
        SetupTitle => plain("chess-setup-title"),
        SeatLine(s, st) => ("chess-seat-line", seat(Args::new(), *s, *st)),
        Swap => plain("chess-swap"),
        Go => plain("chess-go"),
        Resume => plain("chess-resume"),
        Words => plain("chess-words"),
        ToMove(s, st) => ("chess-to-move", seat(Args::new(), *s, *st)),
        Thinking => plain("chess-thinking"),
        Check => plain("chess-check"),
        ClaimDraw => plain("chess-claim-draw"),
        ClaimHint(DrawReason::FiftyMoves) => plain("chess-claim-hint-fifty-moves"),
        ClaimHint(_) => plain("chess-claim-hint-repetition"),
        OfferDraw => plain("chess-offer-draw"),
        Resign => plain("chess-resign"),
        SavePgn => plain("chess-save-pgn"),
        Saved(p) => ("chess-saved", Args::new().text("path", p.as_str())),
        SaveFailed(e) => ("chess-save-failed", Args::new().text("error", e.as_str())),
        MaterialOf(s, v) => ("chess-material-of", of(*s).number("points", *v)),
        Balance(0) => plain("chess-balance-even"),
        Balance(b) => {
            let ahead = if *b > 0 { Side::White } else { Side::Black };
            (
                "chess-balance",
                of(ahead).number("points", b.unsigned_abs()),
            )
        }
        Values => plain("chess-values"),
        Moves => plain("chess-moves"),
        OfferTo(s) => ("chess-offer-to", of(*s)),
        Accept => plain("chess-accept"),
        Decline => plain("chess-decline"),
        ComputerDeclines => plain("chess-computer-declines"),
        ReallyResign => plain("chess-really-resign"),
        ResignLoses(s) => ("chess-resign-loses", of(*s)),
        YesResign => plain("chess-yes-resign"),
        PlayOn => plain("chess-play-on"),
        ReallyOffer => plain("chess-really-offer"),
        YesOffer => plain("chess-yes-offer"),
        NotSaved => plain("chess-not-saved"),
        PromoteTo => plain("chess-promote-to"),
        EndTitle(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => ("chess-end-title-checkmate", of(*winner)),
        EndTitle(Outcome::Win { winner, .. }) => ("chess-end-title-win", of(*winner)),
        EndTitle(Outcome::Draw(_)) => plain("chess-end-title-draw"),
        EndWhy(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => ("chess-end-why-checkmate", of(!*winner)),
        EndWhy(Outcome::Win { winner, .. }) => ("chess-end-why-resigned", of(!*winner)),
        EndWhy(Outcome::Draw(r)) => plain(draw_why(*r)),
        ReadToNullMove { line, number } => (
            "chess-read-to-null-move",
            Args::new().number("line", *line).number("number", *number),
        ),
        WordsTitle => plain("chess-words-title"),
        PageBack => plain("chess-page-back"),
        ChoosePiece => plain("chess-choose-piece"),
        NoMoves(p) => ("chess-no-moves", Args::new().text("piece", piece(*p))),
        ChooseSquare(p) => ("chess-choose-square", Args::new().text("piece", piece(*p))),
        ChooseSquareUnmarked(p) => (
            "chess-choose-square-unmarked",
            Args::new().text("piece", piece(*p)),
        ),
        PromoteCancel => plain("chess-promote-cancel"),
        TurnBoard => plain("chess-turn-board"),
        ReallyNewGame => plain("chess-really-new-game"),
        NewGameKeeps => plain("chess-new-game-keeps"),
        YesNewGame => plain("chess-yes-new-game"),
        EndSide(s, material, captured, moves) => (
            "chess-end-side",
            of(*s)
                .number("material", *material)
                .number("captured", *captured)
                .number("moves", *moves),
        ),
        ReviewTitle => plain("chess-review-title"),
        ReviewStart => plain("chess-review-start"),
        ReviewStep(k, n, s, mv) => (
            "chess-review-step",
            of(*s)
                .number("k", *k)
                .number("n", *n)
                .text("move", mv.as_str()),
        ),
        ReviewKeys => plain("chess-review-keys"),
        ReviewPrev => plain("chess-review-prev"),
        ReviewNext => plain("chess-review-next"),
        ReviewBack => plain("chess-review-back"),
    }
}
