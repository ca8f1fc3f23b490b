//! The command line's errors and notes in words where the derive on their enums cannot
//! name them: a rules crate's error said first, the games of a PGN as lines, a seed, a
//! game's result, a count with its speed (`cli.ftl`).

use super::{decimals, result_token, CliError, CliNote};
use chess::{DrawReason, Outcome, WinReason};
use words::{Args, Join, Key, Say};

impl CliError {
    /// The error with its head (`error: `): the message and its hint, on as many lines
    /// as it needs.
    pub fn headed(&self) -> Key {
        ("cli-error", Args::new().said("message", self))
    }
}

/// The errors that wrap a rules crate's error (said first as `$error`) or list games.
pub(super) fn error(e: &CliError) -> Key {
    use CliError::*;
    let flagged = |id, flag: &String, error: Key| {
        let args = Args::new().text("flag", flag.as_str());
        (id, args.said("error", &error))
    };
    match e {
        Board(b) => (
            "cli-board",
            Args::new().said("error", &crate::said::board(b)),
        ),
        Deck(d) => ("cli-deck", Args::new().said("error", &crate::said::deck(d))),
        Fen { flag, error } => flagged("cli-fen", flag, crate::said::fen(error)),
        Pgn { flag, error } => flagged("cli-pgn", flag, crate::said::pgn(error)),
        Yfen { line, error } => (
            "cli-yfen",
            Args::new()
                .number("line", *line)
                .said("error", &crate::said::yfen(error)),
        ),
        PgnChoose { path, flag, games } => (
            "cli-pgn-choose",
            Args::new()
                .text("path", path.as_str())
                .text("flag", flag.as_str())
                .number("count", games.len())
                .list("games", Join::Lines, games.iter().map(Say::key).collect()),
        ),
        NoDisplay(d) => d.key(),
        other => unreachable!("{other:?} is said by its derive"),
    }
}

/// The notes whose values are written as the command line writes them (a seed, a
/// count, seconds) or chosen on (how a game ended).
pub(super) fn note(n: &CliNote) -> Key {
    use CliNote::*;
    match n {
        Seed(s) => ("cli-seed", Args::new().text("seed", s.to_string())),
        PgnBroken { number, error } => (
            "cli-pgn-broken",
            Args::new()
                .number("number", *number)
                .said("error", &crate::said::pgn(error)),
        ),
        Result(outcome) => (
            "cli-result",
            Args::new()
                .text("token", result_token(*outcome))
                .text("how", how(*outcome)),
        ),
        ChessPerft {
            depth,
            leaves,
            seconds,
        } => ("cli-chess-perft", perft(*depth, *leaves, *seconds)),
        YaltaPerft {
            depth,
            leaves,
            seconds,
        } => ("cli-yalta-perft", perft(*depth, *leaves, *seconds)),
        BenchLine {
            piece,
            pips,
            results,
            micros,
            route_micros,
        } => (
            "cli-bench-line",
            Args::new()
                .text("piece", *piece)
                .number("pips", *pips)
                .number("results", *results)
                .text("micros", decimals(*micros, 2, 8))
                .text("route", decimals(*route_micros, 2, 8)),
        ),
        other => unreachable!("{other:?} is said by its derive"),
    }
}

/// The key of how a game ended (`cli-result` selects on it).
fn how(outcome: Option<Outcome>) -> &'static str {
    match outcome {
        None => "going-on",
        Some(Outcome::Win {
            by: WinReason::Checkmate,
            ..
        }) => "checkmate",
        Some(Outcome::Win { .. }) => "resignation",
        Some(Outcome::Draw(r)) => match r {
            DrawReason::Stalemate => "stalemate",
            DrawReason::InsufficientMaterial => "insufficient-material",
            DrawReason::FiftyMoves => "fifty-moves",
            DrawReason::SeventyFiveMoves => "seventy-five-moves",
            DrawReason::ThreefoldRepetition => "threefold-repetition",
            DrawReason::FivefoldRepetition => "fivefold-repetition",
            DrawReason::Agreement => "agreement",
        },
    }
}

/// A perft count: depth, leaves (as written, no grouping), seconds and millions a second.
fn perft(depth: u32, leaves: u64, seconds: f64) -> Args {
    Args::new()
        .number("depth", depth)
        .text("leaves", leaves.to_string())
        .text("seconds", decimals(seconds, 3, 0))
        .text(
            "speed",
            decimals(leaves as f64 / seconds.max(1e-9) / 1e6, 2, 0),
        )
}

/// Samples of the rules crates' errors a command-line error wraps, for the tests.
pub(super) mod samples {
    /// A FEN without kings.
    pub fn fen() -> Box<chess::FenError> {
        Box::new(chess::ChessGame::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").expect_err("no kings"))
    }

    /// A PGN without a game.
    pub fn pgn() -> Box<chess::pgn::PgnError> {
        Box::new(chess::pgn::import_all("", "empty.pgn").expect_err("no game"))
    }

    /// A YFEN that is none.
    pub fn yfen() -> Box<yalta::yfen::YfenError> {
        Box::new(yalta::position::Position::from_yfen("x").expect_err("not a YFEN"))
    }

    /// A board that is none.
    pub fn board() -> Box<track::board::BoardError> {
        Box::new(track::board::Board::parse("?", "odd.txt").expect_err("not a board"))
    }

    /// A deck without cards.
    pub fn deck() -> Box<track::cards::DeckError> {
        let files = [("empty.json".to_string(), "[]".to_string())];
        Box::new(track::cards::CardSet::from_files(files).expect_err("no cards"))
    }
}
