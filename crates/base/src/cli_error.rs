//! What the command line refuses, and what it says besides its results: typed, with
//! the values a message needs, said by `words::say` (`#[derive(words::Say)]`, the rest in
//! `cli_error/words.rs`; [`CliError::headed`] with `error: ` first); the words are in
//! `assets/i18n/<lang>/cli.ftl`.

mod words;

use crate::platform::ReadError;
use crate::rule_sets::RuleFileError;
use crate::save::progress::ProgressError;
use crate::save::SaveError;
use chess::fen::FenError;
use chess::pgn::PgnError;
use std::path::Path;
use track::board::BoardError;
use track::cards::DeckError;
use track::pieces::Seat;
use yalta::yfen::YfenError;

/// Bad usage or bad input on the command line: one message on stderr, exit code 2.
#[derive(Clone, Debug, PartialEq, ::words::Say)]
#[say(prefix = "cli-")]
pub enum CliError {
    /// The folder of a file to write does not exist.
    NoFolder {
        /// The file.
        path: String,
        /// Its folder.
        folder: String,
    },
    /// `--out` names a folder.
    #[say(args(path))]
    OutIsFolder(String),
    /// `--out` holds something that is not win-chance models.
    OutNotModels {
        /// The file.
        path: String,
        /// What the JSON reader says.
        #[say(detail)]
        error: String,
    },
    /// A file cannot be read.
    CannotRead {
        /// The file (with the option that named it, e.g. `--out x.json`).
        path: String,
        /// Why.
        #[say(said)]
        error: ReadError,
    },
    /// A file cannot be written.
    CannotWrite {
        /// The file (with the option that named it).
        path: String,
        /// The system's words.
        error: String,
    },
    /// A bad board file.
    #[say(with = words::error)]
    Board(#[say(sample = words::samples::board())] Box<BoardError>),
    /// A bad card deck.
    #[say(with = words::error)]
    Deck(#[say(sample = words::samples::deck())] Box<DeckError>),
    /// A bad save file.
    #[say(args(error))]
    Save(#[say(said)] Box<SaveError>),
    /// A rule file that cannot make a game (`lab --rules`).
    #[say(args(error))]
    RuleFile(#[say(said)] Box<RuleFileError>),
    /// A save that cannot be written.
    #[say(id = "cli-plain", args(error))]
    SaveWrite(#[say(said)] Box<SaveError>),
    /// A stars file (the piece school's progress) that cannot be read.
    #[say(args(error))]
    Progress(#[say(said)] Box<ProgressError>),
    /// A bot name that `--bots` does not know.
    #[say(args(name))]
    UnknownBot(#[say(quoted)] String),
    /// `--bots` names neither one bot nor one per player.
    BotCount {
        /// Bots named.
        bots: usize,
        /// Players.
        players: usize,
    },
    /// A game of bots that cannot be set up or cut for people.
    #[say(id = "cli-plain", args(error))]
    SimGame(String),
    /// A refusal the app has already said in words (`explain`'s).
    #[say(id = "cli-plain", args(error))]
    Said(String),
    /// `--levels` of `tournament` that cannot be read (the arena's words).
    #[say(args(error))]
    Levels(String),
    /// A piece name `explain --piece` does not know.
    #[say(args(name))]
    UnknownPiece(#[say(quoted)] String),
    /// `explain --seat` beyond 3.
    BadSeat,
    /// `explain --to` that is not `X,Y`.
    #[say(args(text))]
    NotASquare(#[say(quoted)] String),
    /// `fit-value` found too few positions to learn from.
    TooFewPositions {
        /// Positions found.
        positions: usize,
        /// Positions needed.
        needed: usize,
        /// The file left untouched.
        #[say(name = "path")]
        out: String,
    },
    /// The board has no such seat for the players asked for.
    BoardHasNoSeat {
        /// The board's name.
        board: String,
        /// The seat.
        seat: Seat,
    },
    /// A computer level that a chess or Yalta option does not know.
    UnknownLevel {
        /// The name given.
        #[say(quoted)]
        name: String,
        /// The option (`--levels`, `--chess-players`).
        flag: String,
    },
    /// `chess-selfplay --levels` does not name two levels.
    #[say(args(count))]
    ChessLevelCount(usize),
    /// `yalta-selfplay --levels` does not name three levels.
    #[say(args(count))]
    YaltaLevelCount(usize),
    /// `--chess-players` does not name two players.
    #[say(args(count))]
    ChessPlayerCount(usize),
    /// A perft depth that would take hours.
    #[say(args(depth))]
    DepthTooDeep(u32),
    /// A bad FEN (with the option that gave it, or none).
    #[say(with = words::error)]
    Fen {
        /// `--fen`, or empty for `chess-perft`'s argument.
        flag: String,
        /// What is wrong.
        #[say(sample = words::samples::fen())]
        error: Box<FenError>,
    },
    /// A bad PGN file.
    #[say(with = words::error)]
    Pgn {
        /// The option (`--pgn`), or empty.
        flag: String,
        /// What is wrong.
        #[say(sample = words::samples::pgn())]
        error: Box<PgnError>,
    },
    /// A PGN file of several games, and no number chose one.
    #[say(with = words::error)]
    PgnChoose {
        /// The file.
        path: String,
        /// The option to choose with.
        flag: String,
        /// Each game's line ([`CliNote::PgnGame`]).
        games: Vec<CliNote>,
    },
    /// A game number beyond the file's games.
    PgnNumber {
        /// The file.
        path: String,
        /// The option.
        flag: String,
        /// The number given.
        number: usize,
        /// Games in the file.
        #[say(name = "count")]
        games: usize,
    },
    /// `lessons --check` found chess levels whose solution does not prove them.
    ChessLessonsUnproved {
        /// How many.
        count: usize,
    },
    /// Chess options without `--game chess`.
    ChessOptionsWithoutChess,
    /// `--lesson` names no level of the piece school (as given, e.g. `9.1` or `x`).
    NoSuchLesson {
        /// What was given.
        given: String,
        /// The school's courses.
        courses: usize,
    },
    /// Both `--fen` and `--pgn`.
    FenAndPgn,
    /// A bad YFEN (Yalta position), on a line of standard input or not.
    #[say(with = words::error)]
    Yfen {
        /// The line of standard input, from 1; 0 for a command-line argument.
        line: usize,
        /// What is wrong.
        #[say(sample = words::samples::yfen())]
        error: Box<YfenError>,
    },
    /// Standard input cannot be read.
    #[say(args(error))]
    StandardInput(String),
    /// A line of standard input longer than any input it takes (`yalta-moves`): reading
    /// stops there.
    LineTooLong {
        /// The line, from 1.
        line: usize,
        /// The most bytes a line may have.
        max: usize,
    },
    /// A line of standard input that is not UTF-8 text: its number, from 1.
    #[say(args(line))]
    LineNotText(usize),
    /// Standard output cannot be written.
    #[say(args(error))]
    StandardOutput(String),
    /// The screenshot path is a folder.
    #[say(args(path))]
    ScreenshotIsFolder(String),
    /// No display for the window: why.
    #[say(with = words::error)]
    NoDisplay(crate::platform::NoDisplay),
    /// A count option below 1 (`--games 0`).
    CountBelowOne,
    /// Not a whole number.
    #[say(args(text))]
    NotAWholeNumber(#[say(quoted)] String),
    /// Not a number.
    #[say(args(text))]
    NotANumber(#[say(quoted)] String),
    /// A `--speed` out of range.
    SpeedOutOfRange,
    /// A `--window` size that cannot be read or is out of range.
    #[say(args(text))]
    BadSize(#[say(quoted)] String),
    /// The browser build started on a desktop.
    WebOnDesktop,
}

/// What the command line says besides its results: notes on stderr, and the words
/// inside its listings.
#[derive(Clone, Debug, PartialEq, ::words::Say)]
#[say(prefix = "cli-")]
pub enum CliNote {
    /// The seed of a run taken from the clock.
    #[say(with = words::note)]
    Seed(u64),
    /// A level of the `lessons` listing: its id, par, goal and solution.
    LessonLine {
        /// The level's id.
        id: String,
        /// Its par.
        par: u8,
        /// Its goal in words.
        goal: String,
        /// Its solution: squares or rolls.
        solution: String,
    },
    /// `lessons --check`: a chess level whose solution, replayed as a try of the
    /// level, won at par with three stars.
    ChessLessonProved {
        /// The level's id.
        id: String,
        /// The tries it took.
        tries: u32,
        /// The stars it earned.
        stars: u8,
    },
    /// `lessons --check`: a chess level the engine finds no solution for (the prover's
    /// reason, as data).
    ChessLessonNoProof {
        /// The level's id.
        id: String,
        /// Why, as the prover says it.
        detail: String,
    },
    /// `lessons --check`: a try of the solution the level refused.
    ChessLessonRefused {
        /// The level's id.
        id: String,
        /// The try's number, from 1.
        number: usize,
        /// Why, already said.
        why: String,
    },
    /// `lessons --check`: the solution did not win the level at par with three stars.
    ChessLessonNotWon {
        /// The level's id.
        id: String,
        /// The tries it took.
        tries: u32,
        /// The stars it earned (0: not won).
        stars: u8,
    },
    /// `lessons --check`: how many chess levels were proved, of how many.
    ChessLessonsChecked {
        /// Levels proved.
        proved: usize,
        /// Levels in all.
        count: usize,
    },
    /// `chess-uci`: a command the protocol does not have (the line as given).
    #[say(args(text))]
    UciUnknownCommand(String),
    /// `chess-uci`: `position` without `startpos` or `fen`, or with words after them
    /// that are not `moves` (the words as given).
    #[say(args(text))]
    UciBadPosition(String),
    /// `chess-uci`: `position fen` with a FEN refused (already said).
    #[say(args(error))]
    UciBadFen(String),
    /// `chess-uci`: a move of `position … moves` that is not legal there (its number
    /// from 1, as given).
    UciIllegalMove {
        /// Its number in the list, from 1.
        number: usize,
        /// The move as given.
        text: String,
    },
    /// `chess-uci`: `setoption` for an option there is not (its name as given).
    #[say(args(name))]
    UciUnknownOption(String),
    /// `chess-uci`: a Skill that is not a level (as given).
    #[say(args(value))]
    UciBadSkill(String),
    /// `chess-uci`: a word of `go` not understood (with its value).
    #[say(args(text))]
    UciBadGo(String),
    /// `chess-uci`: `go` in a position without a legal move.
    UciNoMove,
    /// A game of a PGN file, in a list.
    PgnGame {
        /// Its number, from 1.
        number: usize,
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// The result token (`1-0`, `*`).
        result: String,
        /// Full moves.
        moves: usize,
    },
    /// A game of a PGN file that cannot be read and is left out: its number in the
    /// file and why.
    #[say(with = words::note)]
    PgnBroken {
        /// Its number in the file, from 1.
        number: usize,
        /// Why it cannot be read.
        #[say(sample = words::samples::pgn())]
        error: Box<PgnError>,
    },
    /// The last position of a PGN game (FEN).
    #[say(args(fen))]
    FinalPosition(String),
    /// The result of a PGN game and how it came about (`None`: the game goes on).
    #[say(with = words::note)]
    Result(#[say(sample = None)] Option<chess::Outcome>),
    /// `chess-perft`'s count and speed.
    #[say(with = words::note)]
    ChessPerft {
        /// The depth.
        depth: u32,
        /// Leaves.
        leaves: u64,
        /// Seconds taken.
        #[say(sample = 0.5)]
        seconds: f64,
    },
    /// `yalta-perft`'s time, on stderr.
    #[say(with = words::note)]
    YaltaPerft {
        /// The depth.
        depth: u32,
        /// Leaves.
        leaves: u64,
        /// Seconds taken.
        #[say(sample = 0.5)]
        seconds: f64,
    },
    /// A line of `bench`: one piece's routes and their cost.
    #[say(with = words::note)]
    BenchLine {
        /// Which piece and roll.
        #[say(sample = "queen")]
        piece: &'static str,
        /// Pips.
        pips: u8,
        /// Results found.
        results: usize,
        /// Microseconds for all results.
        #[say(sample = 1.5)]
        micros: f64,
        /// Microseconds more for a route to each.
        #[say(sample = 0.5)]
        route_micros: f64,
    },
    /// The bundled font cannot be loaded (the window stops).
    #[say(args(error))]
    NoFont(String),
    /// `--screenshot-on` waited in vain.
    NoShotScreen {
        /// `card` or `end`.
        #[say(sample = "card")]
        when: &'static str,
        /// Frames waited.
        frames: u32,
    },
}

impl CliError {
    /// A file that cannot be read: `path` and why.
    pub fn cannot_read(path: &Path, e: &std::io::Error) -> CliError {
        CliError::CannotRead {
            path: path.display().to_string(),
            error: ReadError::of(e),
        }
    }

    /// A file that cannot be written.
    pub fn cannot_write(path: &Path, e: impl std::fmt::Display) -> CliError {
        CliError::CannotWrite {
            path: path.display().to_string(),
            error: e.to_string(),
        }
    }
}

/// A number with `digits` decimals, padded to `width` (the figures of `bench` and the
/// perft counts).
pub fn decimals(x: f64, digits: usize, width: usize) -> String {
    format!("{x:width$.digits$}")
}

/// The PGN result token of a game: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
pub fn result_token(outcome: Option<chess::Outcome>) -> &'static str {
    outcome.map_or("*", |o| o.result_token())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::words::{say, Lang};

    #[test]
    fn every_command_line_error_and_note_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<CliError>(), [] as [String; 0]);
        assert_eq!(::words::unsaid::<CliNote>(), [] as [String; 0]);
    }

    #[test]
    fn a_command_line_error_says_its_values() {
        let e = CliError::BotCount {
            bots: 3,
            players: 2,
        };
        let said = say(Lang::En, &e.headed());
        assert!(
            said.starts_with("error: --bots names 3 bots for 2 players"),
            "{said}"
        );
        let said = say(Lang::De, &e.headed());
        assert!(
            said.contains('3') && said.contains('2') && said.starts_with("Fehler"),
            "{said}"
        );
        let choose = CliError::PgnChoose {
            path: "x/y.pgn".into(),
            flag: "--game".into(),
            games: vec![CliNote::PgnGame {
                number: 1,
                white: "Anna".into(),
                black: "Ben".into(),
                result: "1-0".into(),
                moves: 1,
            }],
        };
        let choose = say(Lang::En, &choose.headed());
        assert!(choose.contains("1. Anna – Ben, 1-0, 1 move"), "{choose}");
    }
}

/// The wrapped errors are boxed, so that a `Result` of the command line stays small.
macro_rules! boxed {
    ($($variant:ident($t:ty)),*) => {$(
        impl From<$t> for CliError {
            fn from(e: $t) -> CliError {
                CliError::$variant(Box::new(e))
            }
        }
    )*};
}
boxed!(
    Board(BoardError),
    Deck(DeckError),
    RuleFile(RuleFileError),
    Progress(ProgressError)
);

impl From<SaveError> for CliError {
    /// A save that cannot be read (a save that cannot be written is `SaveWrite`).
    fn from(e: SaveError) -> CliError {
        CliError::Save(Box::new(e))
    }
}
