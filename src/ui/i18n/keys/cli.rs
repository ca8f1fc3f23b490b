//! The names of the command line's messages ([`CliError`], [`CliNote`]).

use super::{plain, Key};
use crate::cli_error::{decimals, result_token, CliError, CliNote};
use crate::ui::i18n::fluent::{Args, Join};
use ::chess::{DrawReason, Outcome, WinReason};

/// A path.
fn path(p: &str) -> Args {
    Args::new().text("path", p)
}

/// A command-line error's id and values; `detail` is a wrapped error (a board file's,
/// a FEN's …) already said in the same language.
pub(crate) fn error(e: &CliError, detail: String) -> Key {
    use CliError::*;
    match e {
        NoFolder { path: p, folder } => ("cli-no-folder", path(p).text("folder", folder.as_str())),
        OutIsFolder(p) => ("cli-out-is-folder", path(p)),
        OutNotModels { path: p, error } => ("cli-out-not-models", path(p).detail("error", error)),
        CannotRead { path: p, .. } => ("cli-cannot-read", path(p).text("error", detail)),
        CannotWrite { path: p, error } => {
            ("cli-cannot-write", path(p).text("error", error.as_str()))
        }
        Board(_) => ("cli-board", Args::new().text("error", detail)),
        Deck(_) => ("cli-deck", Args::new().text("error", detail)),
        Save(_) => ("cli-save", Args::new().text("error", detail)),
        RuleFile(_) => ("cli-rule-file", Args::new().text("error", detail)),
        SaveWrite(_) | SimGame(_) | Said(_) => ("cli-plain", Args::new().text("error", detail)),
        Progress(_) => ("cli-progress", Args::new().text("error", detail)),
        UnknownBot(b) => ("cli-unknown-bot", Args::new().quoted("name", b)),
        BotCount { bots, players } => (
            "cli-bot-count",
            Args::new()
                .number("bots", *bots)
                .number("players", *players),
        ),
        Levels(_) => ("cli-levels", Args::new().text("error", detail)),
        UnknownPiece(p) => ("cli-unknown-piece", Args::new().quoted("name", p)),
        BadSeat => plain("cli-bad-seat"),
        NotASquare(s) => ("cli-not-a-square", Args::new().quoted("text", s)),
        TooFewPositions {
            positions,
            needed,
            out,
        } => (
            "cli-too-few-positions",
            path(out)
                .number("positions", *positions)
                .number("needed", *needed),
        ),
        BoardHasNoSeat { board, seat } => (
            "cli-board-has-no-seat",
            Args::new()
                .text("board", board.as_str())
                .text("seat", super::track::seat(*seat)),
        ),
        UnknownLevel { name, flag } => (
            "cli-unknown-level",
            Args::new().quoted("name", name).text("flag", flag.as_str()),
        ),
        ChessLevelCount(n) => ("cli-chess-level-count", Args::new().number("count", *n)),
        YaltaLevelCount(n) => ("cli-yalta-level-count", Args::new().number("count", *n)),
        ChessPlayerCount(n) => ("cli-chess-player-count", Args::new().number("count", *n)),
        DepthTooDeep(d) => ("cli-depth-too-deep", Args::new().number("depth", *d)),
        Fen { flag, .. } => (
            "cli-fen",
            Args::new()
                .text("flag", flag.as_str())
                .text("error", detail),
        ),
        Pgn { flag, .. } => (
            "cli-pgn",
            Args::new()
                .text("flag", flag.as_str())
                .text("error", detail),
        ),
        PgnChoose {
            path: p,
            flag,
            games,
        } => (
            "cli-pgn-choose",
            path(p)
                .text("flag", flag.as_str())
                .number("count", games.len())
                .list("games", Join::Lines, games.iter().map(note).collect()),
        ),
        PgnNumber {
            path: p,
            flag,
            number,
            games,
        } => (
            "cli-pgn-number",
            path(p)
                .text("flag", flag.as_str())
                .number("number", *number)
                .number("count", *games),
        ),
        ChessOptionsWithoutChess => plain("cli-chess-options-without-chess"),
        NoSuchLesson { given, courses } => (
            "cli-no-such-lesson",
            Args::new()
                .text("given", given.clone())
                .number("courses", *courses),
        ),
        FenAndPgn => plain("cli-fen-and-pgn"),
        Yfen { line, .. } => (
            "cli-yfen",
            Args::new().number("line", *line).text("error", detail),
        ),
        StandardInput(err) => (
            "cli-standard-input",
            Args::new().text("error", err.as_str()),
        ),
        LineTooLong { line, max } => (
            "cli-line-too-long",
            Args::new().number("line", *line).number("max", *max),
        ),
        LineNotText(line) => ("cli-line-not-text", Args::new().number("line", *line)),
        StandardOutput(err) => (
            "cli-standard-output",
            Args::new().text("error", err.as_str()),
        ),
        ScreenshotIsFolder(p) => ("cli-screenshot-is-folder", path(p)),
        NoDisplay(crate::platform::NoDisplay::NotSet) => plain("cli-no-display"),
        NoDisplay(crate::platform::NoDisplay::MissingLibrary(lib)) => {
            ("cli-no-display-library", Args::new().text("library", *lib))
        }
        NoDisplay(crate::platform::NoDisplay::Unreachable(name)) => (
            "cli-no-display-unreachable",
            Args::new().text("display", crate::quoting::excerpt(name)),
        ),
        CountBelowOne => plain("cli-count-below-one"),
        NotAWholeNumber(s) => ("cli-not-a-whole-number", Args::new().quoted("text", s)),
        NotANumber(s) => ("cli-not-a-number", Args::new().quoted("text", s)),
        SpeedOutOfRange => plain("cli-speed-out-of-range"),
        BadSize(s) => ("cli-bad-size", Args::new().quoted("text", s)),
        WebOnDesktop => plain("cli-web-on-desktop"),
    }
}

/// A command-line note's id and values.
pub(crate) fn note(n: &CliNote) -> Key {
    use CliNote::*;
    match n {
        Seed(s) => ("cli-seed", Args::new().text("seed", s.to_string())),
        LessonLine {
            id,
            par,
            goal,
            solution,
        } => (
            "cli-lesson-line",
            Args::new()
                .text("id", id.as_str())
                .number("par", *par)
                .text("goal", goal.as_str())
                .text("solution", solution.as_str()),
        ),
        PgnGame {
            number,
            white,
            black,
            result,
            moves,
        } => (
            "cli-pgn-game",
            Args::new()
                .number("number", *number)
                .text("white", white.as_str())
                .text("black", black.as_str())
                .text("result", result.as_str())
                .number("moves", *moves),
        ),
        FinalPosition(fen) => ("cli-final-position", Args::new().text("fen", fen.as_str())),
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
        NoFont(e) => ("cli-no-font", Args::new().text("error", e.as_str())),
        NoShotScreen { when, frames } => (
            "cli-no-shot-screen",
            Args::new().text("when", *when).number("frames", *frames),
        ),
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
